import { describe, expect, it } from 'vitest';
import { apply, tryApply } from '../../src/index.js';
import { attack, canBlock, cast, castable, choose, events, names, nextTurn, passUntil, permanent, resolveStack, resolveTop, setup, toBlockers, withKeywords } from '../cards/helpers.js';

describe('702.16 protection from a color', () => {
  it('702.16b: it can\'t be the target of spells of that color; other colors still may', () => {
    const { state } = setup({ players: [{ hand: ['Flame Slash', 'Swords to Plowshares'], battlefield: ['Mountain', 'Plains'] }, { battlefield: ['Bronze Sable'] }] });
    const s = withKeywords(state, permanent(state, 'Bronze Sable'), ['protection from red']);
    const sable = permanent(s, 'Bronze Sable');
    expect(castable(s, 0, s.players[0]!.hand[0]!, [{ object: sable }])).toBe(false);
    expect(tryApply(s, { type: 'cast', player: 0, card: s.players[0]!.hand[0]!, targets: [{ object: sable }], x: 0 })).toMatchObject({ ok: false });
    expect(castable(s, 0, s.players[0]!.hand[1]!, [{ object: sable }])).toBe(true);
  });

  it('702.16b on resolution: a spell whose only target gained protection from its color doesn\'t resolve (608.2b)', () => {
    const { state } = setup({ players: [{ hand: ['Flame Slash'], battlefield: ['Mountain'] }, { battlefield: ['Bronze Sable'] }] });
    let s = cast(state, 0, state.players[0]!.hand[0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = resolveStack(withKeywords(s, permanent(s, 'Bronze Sable'), ['protection from red']));
    expect(events(s, 'fizzle')).toHaveLength(1);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.damage).toBe(0);
  });

  it('702.16e and 702.16f: attacking, it can\'t be blocked by creatures of that color; damage from sources of that color is prevented', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Kiln Fiend', 'Pillarfield Ox'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = withKeywords(state, sable, ['protection from red']);
    s = toBlockers(attack(s, [[sable, 1]]));
    expect(canBlock(s, permanent(s, 'Kiln Fiend'), sable)).toBe(false);
    expect(canBlock(s, permanent(s, 'Pillarfield Ox'), sable)).toBe(true);
    // blocking a red attacker: the red creature's damage to it is prevented
    let t = withKeywords(nextTurn(state), sable, ['protection from red']);
    t = attack(t, [[permanent(t, 'Kiln Fiend'), 0]]);
    t = toBlockers(t);
    t = apply(t, { type: 'declareBlocker', player: 0, blocker: sable, attacker: permanent(t, 'Kiln Fiend') });
    t = apply(t, { type: 'confirmBlockers', player: 0 });
    t = passUntil(t, (x) => x.turn.step === 'endCombat');
    expect(events(t, 'preventDamage')).toEqual([expect.objectContaining({ rule: '702.16e', to: sable })]);
    expect(t.objects[sable]!.damage).toBe(0);
    // while the blocker's own damage is dealt: the 1/2 Kiln Fiend dies
    expect(names(t, 1, 'graveyard')).toEqual(['Kiln Fiend']);
  });
});

describe('702.16b protection and a copy of a spell (CR 707.10c)', () => {
  it('a copy of a red spell can\'t be given a new target with protection from red: the copy has the spell\'s color', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Flame Slash'], battlefield: ['Mountain'], command: [{ card: 'Double Stroke', names: ['Flame Slash'] }] },
        { battlefield: ['Bronze Sable', 'Courier Hawk', 'Pillarfield Ox'] },
        {},
      ],
    });
    const [sable, hawk, ox] = ids.battlefield[1]!;
    s = withKeywords(s, hawk!, ['protection from red']);
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable! }], x: 0 });
    // Double Stroke: copy it, then the new target: the Sable as it is, or the Ox; never the Hawk
    s = choose(resolveTop(s), [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:0', rule: '707.10c', options: [{ object: sable }, { object: ox }] } });
  });

  it('a copy may still target the spell it copies (CR 115.5: that is not the copy itself)', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Traumatic Visions'], battlefield: Array<string>(5).fill('Island'), command: [{ card: 'Double Stroke', names: ['Traumatic Visions'] }] },
        { hand: ['Flame Slash'], battlefield: ['Mountain'] },
        { battlefield: ['Bronze Sable'] },
      ],
      active: 1,
    });
    s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: ids.battlefield[2]![0]! }], x: 0 });
    const slash = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    s = apply(s, { type: 'cast', player: 0, card: s.players[0]!.hand[0]!, targets: [{ object: slash }], x: 0 });
    const visions = s.stack[1]!;
    s = choose(resolveTop(s), [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:0', options: [{ object: slash }, { object: visions }] } });
  });
});
