/**
 * CR 707.10: a copy of a spell copies the decisions made for it as it was cast, an additional cost
 * paid among them: how many times it was kicked (CR 702.33d). No copy effect of CNS or CN2 copies a
 * spell that has kicker (Double Stroke, Echoing Boon and Split Decision copy instants and sorceries;
 * every card with kicker is a creature with multikicker), so the kicks are set on the spell by hand.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apply, deserialize, serialize, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { attack, choose, events, passUntil, permanent, resolveStack, resolveTop, setup } from '../cards/helpers.js';

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

describe('707.10c, 115.3: the new targets of a copy are judged together, once all are chosen', () => {
  it('Double Stroke copies Hail of Arrows and swaps its two targets: the division stays, so each creature is dealt the other\'s share', () => {
    // player 1 attacks player 0 with Stoneshock Giant (5/4) and player 3 with Hundred-Handed One (3/5)
    let { state: s, ids } = setup({
      format: 'conspiracy',
      active: 1,
      players: [
        { hand: ['Hail of Arrows'], battlefield: Array<string>(6).fill('Plains'), command: [{ card: 'Double Stroke', names: ['Hail of Arrows'] }] },
        { battlefield: ['Stoneshock Giant', 'Hundred-Handed One'] },
        {},
        {},
      ],
    });
    const [giant, hundred] = ids.battlefield[1]! as [number, number];
    s = passUntil(attack(s, [[giant, 0], [hundred, 3]]), (x) => x.decision?.player === 0);
    // X = 5: 4 to the Giant, 1 to the Hundred-Handed One (CR 601.2d)
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: giant }, { object: hundred }], x: 5, division: [4, 1] });
    s = choose(resolveTop(s), [0]);
    // the first target becomes the Hundred-Handed One; the second, which can't keep it (115.3), can
    // only become the Giant, so it is not asked: together a legal choice
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.prompt).toBe('newTarget:0');
    s = choose(s, [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === hundred) : -1]);
    const copy = events(s, 'copySpell').map((e) => e.object)[0]!;
    expect(s.objects[copy]!.targets).toEqual([{ object: hundred }, { object: giant }]);
    expect(s.objects[copy]!.division).toEqual([4, 1]);
    // the copy deals 4 to the Hundred-Handed One and 1 to the Giant; the original 4 to the Giant and 1 to the One
    s = resolveStack(s);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card).sort()).toEqual(['Hundred-Handed One', 'Stoneshock Giant']);
  });

  it('a target is offered only what leaves the others a legal choice: with three attackers, the second must leave the one the first took', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      active: 1,
      players: [
        { hand: ['Hail of Arrows'], battlefield: Array<string>(6).fill('Plains'), command: [{ card: 'Double Stroke', names: ['Hail of Arrows'] }] },
        { battlefield: ['Stoneshock Giant', 'Hundred-Handed One', 'Bronze Sable'] },
        {},
      ],
    });
    const [giant, hundred, sable] = ids.battlefield[1]! as [number, number, number];
    s = passUntil(attack(s, [[giant, 0], [hundred, 2], [sable, 2]]), (x) => x.decision?.player === 0);
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: giant }, { object: hundred }], x: 5, division: [4, 1] });
    s = choose(resolveTop(s), [0]);
    // the first target would become the Hundred-Handed One, which the second names
    const first = s.decision;
    s = choose(s, [first?.kind === 'choose' ? first.choice.options.findIndex((o) => 'object' in o && o.object === hundred) : -1]);
    // so the second can't keep it (CR 115.3, 115.7d–e): the Giant or the Sable, never the One again
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:1', rule: '707.10c', options: [{ object: giant }, { object: sable }] } });
    s = choose(s, [1]);
    const copy = events(s, 'copySpell').map((e) => e.object)[0]!;
    expect(s.objects[copy]!.targets).toEqual([{ object: hundred }, { object: sable }]);
  });

  it('a target is not offered what would leave another target nothing legal (CR 115.7d–e, 115.3): the Giant gone, the first target may not become the Hundred-Handed One the second must keep, so nothing is asked', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      active: 1,
      players: [
        { hand: ['Hail of Arrows', 'Murder'], battlefield: [...Array<string>(6).fill('Plains'), 'Swamp', 'Swamp', 'Swamp'], command: [{ card: 'Double Stroke', names: ['Hail of Arrows'] }] },
        { battlefield: ['Stoneshock Giant', 'Hundred-Handed One'] },
        {},
      ],
    });
    const [giant, hundred] = ids.battlefield[1]! as [number, number];
    const [hail, murder] = ids.hand[0]! as [number, number];
    s = passUntil(attack(s, [[giant, 0], [hundred, 2]]), (x) => x.decision?.player === 0);
    s = apply(s, { type: 'cast', player: 0, card: hail, targets: [{ object: giant }, { object: hundred }], x: 5, division: [4, 1] });
    // in answer to Double Stroke's trigger, Murder destroys the Giant: the only attacking creature left is the One
    s = resolveTop(apply(s, { type: 'cast', player: 0, card: murder, targets: [{ object: giant }], x: 0 }));
    expect(s.battlefield).not.toContain(giant);
    s = choose(resolveTop(s), [0]);
    expect(s.decision?.kind === 'choose' && s.decision.choice.prompt.startsWith('newTarget')).toBe(false);
    const copy = events(s, 'copySpell').map((e) => e.object)[0]!;
    expect(s.objects[copy]!.targets).toEqual([{ object: giant }, { object: hundred }]);
  });
});

describe('707.10c, 115.3: one object for two different words "target"', () => {
  it('Double Stroke copies Decimate; the copy\'s "target creature" becomes the artifact creature its "target artifact" names: legal, and the original still destroys what it targets', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Decimate'], battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'], command: [{ card: 'Double Stroke', names: ['Decimate'] }] },
        { battlefield: ['Bronze Sable', 'Island'] },
        { battlefield: ['Pillarfield Ox'] },
        { battlefield: ['Phyrexian Arena'] },
      ],
    });
    const [sable, island] = ids.battlefield[1]! as [number, number];
    const ox = ids.battlefield[2]![0]!;
    const arena = ids.battlefield[3]![0]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }, { object: ox }, { object: arena }, { object: island }], x: 0 });
    s = choose(resolveTop(s), [0]);
    // every new-target question: the creature becomes the Sable, the others stay
    while (s.decision?.kind === 'choose') {
      const d = s.decision;
      s = choose(s, [d.choice.prompt === 'newTarget:1' ? d.choice.options.findIndex((o) => 'object' in o && o.object === sable) : 0]);
    }
    const copy = events(s, 'copySpell').map((e) => e.object)[0]!;
    expect(s.objects[copy]!.targets).toEqual([{ object: sable }, { object: sable }, { object: arena }, { object: island }]);
    s = resolveStack(s);
    // the copy destroys the Sable, the Arena and the Island; the original, its other targets gone, the Ox
    for (const id of [sable, island, ox, arena]) expect(s.battlefield).not.toContain(id);
    expect(events(s, 'fizzle')).toEqual([]);
  });
});

describe('707.10c: a game saved by an earlier version at the second new-target question', () => {
  /**
   * Saved by fcf304c, which offered each new target every legal object whatever the others took:
   * player 0 cast Coordinated Assault on their Bronze Sable and Courier Hawk, copied it (Double
   * Stroke naming the spell, or Echoing Boon naming Bronze Sable), and made the copy's first target
   * the Hawk; the save waits for the second, offered the Hawk, the Sable and Pillarfield Ox. Asked
   * now, that question offers only the Sable and the Ox (CR 115.3, 115.7d-e).
   */
  const saved = (name: string): ReadonlyGameState =>
    deserialize(readFileSync(fileURLToPath(new URL(`../fixtures/saves-fcf304c/${name}-second-new-target.json`, import.meta.url)), 'utf8'));
  const index = (x: ReadonlyGameState, id: number): number => {
    const d = x.decision;
    return d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === id) : -1;
  };

  for (const name of ['double-stroke', 'echoing-boon']) {
    it(`${name}: an answer from the saved list is not read by its position in the list asked now; the question is asked again, with the options it has now`, () => {
      const s = saved(name);
      const [sable, hawk, ox] = [permanent(s, 'Bronze Sable'), permanent(s, 'Courier Hawk'), permanent(s, 'Pillarfield Ox')];
      expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:1', options: [{ object: hawk }, { object: sable }, { object: ox }] } });
      // the Sable (second in the saved list, where the Ox is now) and the Hawk (first, where the Sable
      // is now; the first target took it) are each asked again
      for (const picked of [sable, hawk]) {
        const again = choose(s, [index(s, picked)]);
        expect(events(again, 'copySpell')).toEqual([]);
        expect(again.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'newTarget:1', rule: '707.10c', options: [{ object: sable }, { object: ox }] } });
        const done = choose(again, [index(again, sable)]);
        const copy = events(done, 'copySpell').map((e) => e.object)[0]!;
        expect(done.objects[copy]!.targets).toEqual([{ object: hawk }, { object: sable }]);
      }
    });
  }
});
