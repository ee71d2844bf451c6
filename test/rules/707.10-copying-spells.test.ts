/**
 * CR 707.10: a copy of a spell copies the decisions made for it as it was cast, an additional cost
 * paid among them: how many times it was kicked (CR 702.33d). No copy effect of CNS or CN2 copies a
 * spell that has kicker (Double Stroke, Echoing Boon and Split Decision copy instants and sorceries;
 * every card with kicker is a creature with multikicker), so the kicks are set on the spell by hand.
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, serialize } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { choose, events, resolveStack, resolveTop, setup } from '../cards/helpers.js';

describe('707.10: a copy keeps the choices made as the spell was cast', () => {
  it('a spell kicked twice (702.33d) is copied by Double Stroke: the copy was kicked twice too', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Flame Slash'], battlefield: ['Mountain'], command: [{ card: 'Double Stroke', names: ['Flame Slash'] }] },
        { battlefield: ['Bronze Sable', 'Pillarfield Ox'] },
        {},
      ],
    });
    const sable = ids.battlefield[1]![0]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 0 });
    const spell = s.stack[0]!;
    s = editState(s, (x) => { x.objects[spell] = { ...x.objects[spell]!, kicked: 2 }; });
    // Double Stroke's trigger resolves: copy it, keeping the target
    s = choose(choose(resolveTop(s), [0]), [0]);
    const copy = events(s, 'copySpell').map((e) => e.object)[0]!;
    expect(s.stack).toContain(copy);
    expect(s.objects[copy]!.kicked).toBe(2);
    expect(s.objects[copy]!.targets).toEqual([{ object: sable }]);
    // once the copy has resolved and ceased to exist (707.10a), a game saved loads
    s = resolveStack(s);
    expect(s.stack).toEqual([]);
    expect(deserialize(serialize(s))).toEqual(s);
  });

  it('a copy of a spell that was not kicked was not kicked either', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Flame Slash'], battlefield: ['Mountain'], command: [{ card: 'Double Stroke', names: ['Flame Slash'] }] },
        { battlefield: ['Bronze Sable', 'Pillarfield Ox'] },
        {},
      ],
    });
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.battlefield[1]![0]! }], x: 0 });
    s = choose(choose(resolveTop(s), [0]), [0]);
    const copy = events(s, 'copySpell').map((e) => e.object)[0]!;
    expect(s.objects[copy]!.kicked).toBeUndefined();
  });
});

describe('707.10: a copy uses the objects used to pay the costs of the original', () => {
  it('Altar\'s Reap copied by Double Stroke: the copy names the creature sacrificed to cast the original', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ["Altar's Reap"], battlefield: ['Swamp', 'Swamp', 'token:beast-3-3'], command: [{ card: 'Double Stroke', names: ["Altar's Reap"] }] },
        {},
        {},
      ],
    });
    const beast = ids.battlefield[0]![2]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, sacrifice: beast });
    const spell = s.stack[0]!;
    expect(s.objects[spell]!.sacrificed).toBe(beast);
    s = choose(resolveTop(s), [0]);
    const copy = events(s, 'copySpell').map((e) => e.object)[0]!;
    expect(s.stack).toContain(copy);
    expect(s.objects[copy]!.sacrificed).toBe(beast);
  });
});
