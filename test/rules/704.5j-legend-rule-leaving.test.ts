import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
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
});
