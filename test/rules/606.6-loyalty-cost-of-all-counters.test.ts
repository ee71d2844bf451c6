/**
 * CR 606.6: a loyalty ability with a negative loyalty cost can't be activated unless the planeswalker
 * has at least that many loyalty counters; with exactly that many, it can, and the planeswalker is
 * left with none (then put into its owner's graveyard, CR 704.5i).
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, type ActivateAction } from '../../src/index.js';
import { expectRefused, names, permanent, resolveStack, setup } from '../cards/helpers.js';

describe('606.6: a negative loyalty cost paid with all of the loyalty counters', () => {
  const board = (loyalty: number) => setup({ players: [{ battlefield: [{ card: 'Dack Fayden', counters: { loyalty } }] }, { battlefield: ['Bronze Sable'] }] }).state;

  it("606.6: Dack Fayden with two loyalty counters may activate its −2 (gain control of target artifact); it goes to the graveyard with none left", () => {
    const state = board(2);
    const steal: ActivateAction = { type: 'activate', player: 0, source: permanent(state, 'Dack Fayden'), ability: 1, targets: [{ object: permanent(state, 'Bronze Sable') }], x: 0 };
    expect(legalActions(state)).toContainEqual(steal);
    const s = resolveStack(apply(state, steal));
    expect(names(s, 0, 'graveyard')).toEqual(['Dack Fayden']);
    // CR 113.7a: the ability resolves though its source has left
    expect(characteristics(s, permanent(s, 'Bronze Sable')).controller).toBe(0);
  });

  it('606.6: with one loyalty counter it may not', () => {
    const state = board(1);
    const steal: ActivateAction = { type: 'activate', player: 0, source: permanent(state, 'Dack Fayden'), ability: 1, targets: [{ object: permanent(state, 'Bronze Sable') }], x: 0 };
    expect(legalActions(state)).not.toContainEqual(steal);
    expectRefused(state, steal, 'illegal');
  });
});
