import { describe, expect, it } from 'vitest';
import { apply, deserialize, serialize } from '../../src/index.js';
import { choose, names, permanents, setup } from '../cards/helpers.js';

const GRENZO = 'Grenzo, Dungeon Warden';

describe('CR 704.5j, 800.4a: the legend rule when another player leaves while it is asked', () => {
  it('a legendary permanent that left with its owner is no option: nothing is left to choose, the other stays', () => {
    const { state } = setup({ players: [{ battlefield: [GRENZO] }, { battlefield: [{ card: GRENZO, controller: 0 }] }, {}] });
    expect(state.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'legendRule', rule: '704.5j' } });
    const [own] = permanents(state, GRENZO);
    const s = apply(state, { type: 'concede', player: 1 });
    expect(permanents(s, GRENZO)).toEqual([own]);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(names(s, 0, 'graveyard')).toEqual([]);
  });

  it('with two of its own left, the choice is asked again among them alone', () => {
    const { state } = setup({ players: [{ battlefield: [GRENZO, GRENZO] }, { battlefield: [{ card: GRENZO, controller: 0 }] }, {}] });
    const [a, b] = permanents(state, GRENZO);
    const s = apply(state, { type: 'concede', player: 1 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'legendRule', options: [{ object: a }, { object: b }] } });
    const t = choose(s, [1]);
    expect(permanents(t, GRENZO)).toEqual([b]);
    expect(names(t, 0, 'graveyard')).toEqual([GRENZO]);
  });
  it('with two names, a permanent the first answer put aside that leaves with its owner is gone from those waiting (CR 704.3, 800.4a)', () => {
    const MARCHESA = 'Marchesa, the Black Rose';
    const { state } = setup({ players: [{ battlefield: [MARCHESA, GRENZO] }, { battlefield: [{ card: MARCHESA, controller: 0 }, { card: GRENZO, controller: 0 }] }, {}] });
    const [own, borrowed] = permanents(state, MARCHESA);
    const [grenzo] = permanents(state, GRENZO);
    expect(state.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'legendRule', options: [{ object: own }, { object: borrowed }] } });
    const s = choose(state, [0]);
    expect(s.legendRuleLosers).toEqual([{ object: borrowed, player: 0 }]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'legendRule' } });
    const t = apply(s, { type: 'concede', player: 1 });
    expect(t.legendRuleLosers).toBeUndefined();
    expect(permanents(t, MARCHESA)).toEqual([own]);
    expect(permanents(t, GRENZO)).toEqual([grenzo]);
    expect(t.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(names(t, 0, 'graveyard')).toEqual([]);
    expect(deserialize(serialize(t)).legendRuleLosers).toBeUndefined();
  });

  it('with two names, one put aside whose kept namesake then leaves with its owner, the other name\'s group gone too: nothing applies, it stays (CR 704.5j, 800.4a)', () => {
    const MARCHESA = 'Marchesa, the Black Rose';
    const { state } = setup({ players: [{ battlefield: [MARCHESA, GRENZO] }, { battlefield: [{ card: MARCHESA, controller: 0 }, { card: GRENZO, controller: 0 }] }, {}] });
    const [own] = permanents(state, MARCHESA);
    const [ownGrenzo] = permanents(state, GRENZO);
    // player 0 keeps player 1's Marchesa: their own waits aside for the Grenzo answer
    const s = choose(state, [1]);
    expect(s.legendRuleLosers).toEqual([{ object: own, player: 0 }]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'legendRule' } });
    // player 1 leaves with the Marchesa kept and their Grenzo: no two legendary permanents share a name now
    const t = apply(s, { type: 'concede', player: 1 });
    expect(permanents(t, MARCHESA)).toEqual([own]);
    expect(permanents(t, GRENZO)).toEqual([ownGrenzo]);
    expect(t.legendRuleLosers).toBeUndefined();
    expect(t.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(names(t, 0, 'graveyard')).toEqual([]);
  });

  it('with two names, a saved game with the first answer\'s losers waiting loads and goes on the same', () => {
    const MARCHESA = 'Marchesa, the Black Rose';
    const { state } = setup({ players: [{ battlefield: [MARCHESA, MARCHESA, GRENZO, GRENZO] }, {}] });
    const s = choose(state, [1]);
    const loaded = deserialize(serialize(s));
    expect(loaded.legendRuleLosers).toEqual(s.legendRuleLosers);
    expect(names(choose(loaded, [0]), 0, 'graveyard').sort()).toEqual([GRENZO, MARCHESA].sort());
    expect(() => deserialize(serialize(s).replace('"legendRuleLosers":[', '"legendRuleLosers":[{"object":9999,"player":0},'))).toThrow();
  });
});
