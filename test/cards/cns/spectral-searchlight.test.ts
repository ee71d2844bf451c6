import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, type ActivateAction, type ReadonlyGameState } from '../../../src/index.js';
import { choose, events, expectRefused, permanent, setup } from '../helpers.js';

/** The listed activations of the Searchlight. */
function searchlightActivations(state: ReadonlyGameState): ActivateAction[] {
  const light = permanent(state, 'Spectral Searchlight');
  return legalActions(state).filter((a): a is ActivateAction => a.type === 'activate' && a.source === light);
}

const activation = (state: ReadonlyGameState, chosenPlayer: number, color?: 'W' | 'U' | 'B' | 'R' | 'G'): ActivateAction => ({
  type: 'activate', player: 0, source: permanent(state, 'Spectral Searchlight'), ability: 0, targets: [], x: 0, chosenPlayer, ...(color ? { color } : {}),
});

describe('Spectral Searchlight', () => {
  it('{T}: Choose a player. That player adds one mana of any color they choose.', () => {
    const { state } = setup({ players: [{ battlefield: ['Spectral Searchlight'] }, {}, {}] });
    let s = apply(state, activation(state, 2));
    // a mana ability: no stack (CR 605.3b); the chosen player chooses the color as it resolves
    expect(s.stack).toEqual([]);
    expect(s.objects[permanent(s, 'Spectral Searchlight')]!.tapped).toBe(true);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { rule: '605.3b', options: [{ label: 'W' }, { label: 'U' }, { label: 'B' }, { label: 'R' }, { label: 'G' }] } });
    expect(legalActions(s)).toHaveLength(5);
    // the paused question is plain state: a saved game resumes there
    s = choose(deserialize(serialize(s)), [3]);
    expect(s.players[2]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 1, G: 0 });
    expect(s.players[0]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0 });
    expect(events(s, 'addMana').at(-1)).toMatchObject({ rule: '605.3b', player: 2, amount: 1, detail: 'R' });
    // then the player who activated it has priority again
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('ruling: "You may choose yourself." — then you choose the color as you activate it', () => {
    const { state } = setup({ players: [{ battlefield: ['Spectral Searchlight'] }, {}] });
    const s = apply(state, activation(state, 0, 'U'));
    expect(s.players[0]!.pool.U).toBe(1);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    // the log says which permanent's ability added it (CR 605.3b)
    expect(events(s, 'addMana').at(-1)).toMatchObject({ rule: '605.3b', player: 0, amount: 1, detail: 'U', object: permanent(s, 'Spectral Searchlight') });
  });

  it('each player in the game may be chosen, in both mana-ability settings (not a plain {T} mana ability; automatically paid, listed where its mana buys something: Cinder Wall)', () => {
    for (const manaAbilities of ['actions', 'automatic'] as const) {
      const { state } = setup({ players: [{ battlefield: ['Spectral Searchlight'], hand: ['Cinder Wall'] }, {}, {}], settings: { manaAbilities } });
      const listed = searchlightActivations(state);
      expect(listed.map((a) => [a.chosenPlayer, a.color ?? null])).toEqual([
        [0, 'W'], [0, 'U'], [0, 'B'], [0, 'R'], [0, 'G'], [1, null], [2, null],
      ]);
    }
  });

  it('a player who has left the game cannot be chosen; the color of another player is not the activator\'s to choose', () => {
    const { state } = setup({ players: [{ battlefield: ['Spectral Searchlight'] }, {}, {}] });
    const conceded = apply(state, { type: 'concede', player: 1 });
    expect(searchlightActivations(conceded).map((a) => a.chosenPlayer)).not.toContain(1);
    expectRefused(conceded, activation(conceded, 1), 'illegal', '605.3b');
    expectRefused(state, activation(state, 1, 'G'), 'malformed', '106.1a');
    expectRefused(state, activation(state, 0), 'malformed', '106.1a');
    const { chosenPlayer: _, ...none } = activation(state, 0, 'G');
    expectRefused(state, none, 'illegal', '605.3b');
  });

  it('the mana added to another player is theirs to spend: it pays for their spell', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Spectral Searchlight'] }, { hand: ['Brainstorm'] }] });
    let s = choose(apply(state, activation(state, 1)), [1]);
    expect(s.players[1]!.pool.U).toBe(1);
    // player 0 passes; player 1, with priority, casts Brainstorm with it (mana empties only between steps, CR 500.5)
    s = apply(s, { type: 'pass', player: 0 });
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [], x: 0 });
    expect(s.players[1]!.pool.U).toBe(0);
    expect(s.stack).toHaveLength(1);
  });
});
