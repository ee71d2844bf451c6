import { describe, expect, it } from 'vitest';
import { apply, rules, type ReadonlyGameState } from '../../src/index.js';
import { attack, cast, events, life, permanent, pt, putTrigger, resolveStack, setup, toBlockers, withKeywords } from '../cards/helpers.js';

/** The dethrone abilities on the stack. */
function dethroneOnStack(s: ReadonlyGameState) {
  return s.stack.map((id) => s.objects[id]!).filter((o) => o.rule === '702.105');
}

describe('702.105 Dethrone', () => {
  it('is dethrone in the registry', () => {
    expect(rules.get('702.105')).toMatchObject({ number: '702.105', title: 'Dethrone', implemented: true, keywords: ['dethrone'] });
    expect(rules.get('dethrone')?.number).toBe('702.105');
  });

  it('702.105a: attacking the player with the most life puts a +1/+1 counter on it, citing its rule', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary'] }, { life: 25 }, { life: 20 }] });
    const rev = permanent(state, 'Enraged Revolutionary');
    let s = attack(state, [[rev, 1]]);
    expect(dethroneOnStack(s)).toEqual([expect.objectContaining({ source: rev, controller: 0 })]);
    expect(events(s, 'trigger')).toEqual([expect.objectContaining({ rule: '702.105a', card: 'Enraged Revolutionary' })]);
    s = resolveStack(s);
    expect(s.objects[rev]!.counters['+1/+1']).toBe(1);
    expect(pt(s, rev)).toEqual([3, 2]);
  });

  it('702.105a: "or tied for most life" triggers too', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary'] }, { life: 20 }, { life: 20 }] });
    const rev = permanent(state, 'Enraged Revolutionary');
    const s = resolveStack(attack(state, [[rev, 2]]));
    expect(pt(s, rev)).toEqual([3, 2]);
  });

  it('the attacking player\'s own life counts: an opponent with less life than the attacker does not have the most', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary'], life: 30 }, { life: 25 }, { life: 10 }] });
    const rev = permanent(state, 'Enraged Revolutionary');
    const s = attack(state, [[rev, 1]]);
    expect(dethroneOnStack(s)).toEqual([]);
    expect(pt(resolveStack(s), rev)).toEqual([2, 1]);
  });

  it('702.105a: "the player with the most life" is compared with every player — an opponent with more life than the attacker but less than another opponent does not have the most (four players)', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary', 'Bronze Sable'], life: 10 }, { life: 15 }, { life: 20 }, { life: 12 }] });
    const rev = permanent(state, 'Enraged Revolutionary');
    const sable = withKeywords(state, permanent(state, 'Bronze Sable'), ['dethrone']);
    const s = attack(sable, [[rev, 1], [permanent(state, 'Bronze Sable'), 2]]);
    expect(dethroneOnStack(s)).toEqual([expect.objectContaining({ source: permanent(state, 'Bronze Sable') })]);
    const done = resolveStack(s);
    expect(pt(done, rev)).toEqual([2, 1]);
    expect(pt(done, permanent(state, 'Bronze Sable'))).toEqual([3, 2]);
  });

  it('800.4a: the life total of a player who left the game does not count for "the player with the most life"', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary'] }, { life: 20 }, { life: 30 }] });
    const rev = permanent(state, 'Enraged Revolutionary');
    const left = apply(state, { type: 'concede', player: 2 });
    expect(left.players[2]).toMatchObject({ inGame: false, life: 30 });
    const s = attack(left, [[rev, 1]]);
    expect(dethroneOnStack(s)).toHaveLength(1);
    expect(pt(resolveStack(s), rev)).toEqual([3, 2]);
  });

  it('does not trigger on an attack on a player without the most life', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary'] }, { life: 25 }, { life: 19 }] });
    const rev = permanent(state, 'Enraged Revolutionary');
    const s = resolveStack(attack(state, [[rev, 2]]));
    expect(events(s, 'trigger')).toEqual([]);
    expect(pt(s, rev)).toEqual([2, 1]);
  });

  it('"Once dethrone triggers, it doesn\'t matter what happens to the players\' life totals before the ability resolves. You\'ll put a +1/+1 counter on the creature even if the defending player doesn\'t have the most life as the ability resolves."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Enraged Revolutionary', 'Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }, { life: 21 }, { life: 20 }] });
    const rev = permanent(state, 'Enraged Revolutionary');
    let s = attack(state, [[rev, 1]]);
    expect(dethroneOnStack(s)).toHaveLength(1);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    expect(life(s, 1)).toBe(18);
    expect(pt(s, rev)).toEqual([3, 2]);
  });

  it('"The +1/+1 counter is put on the creature before blockers are declared."', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary'] }, { battlefield: ['Bronze Sable'] }] });
    const rev = permanent(state, 'Enraged Revolutionary');
    const s = toBlockers(attack(state, [[rev, 1]]));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    expect(s.objects[rev]!.counters['+1/+1']).toBe(1);
  });

  it('702.105b: "If a creature has multiple instances of dethrone, each triggers separately."', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary'] }, {}] });
    const rev = permanent(state, 'Enraged Revolutionary');
    // the two are alike: they go on the stack with no order to choose (CR 603.3b)
    let s = attack(withKeywords(state, rev, ['dethrone']), [[rev, 1]]);
    expect(dethroneOnStack(s)).toHaveLength(2);
    s = resolveStack(s);
    expect(s.objects[rev]!.counters['+1/+1']).toBe(2);
  });

  it('each creature with dethrone attacking the player with the most life gets its own counter', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary', 'Treasonous Ogre'] }, {}] });
    const ids = [permanent(state, 'Enraged Revolutionary'), permanent(state, 'Treasonous Ogre')];
    let s = attack(state, ids.map((id): [number, number] => [id, 1]));
    while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
    s = resolveStack(s);
    expect(ids.map((id) => s.objects[id]!.counters['+1/+1'])).toEqual([1, 1]);
  });
});
