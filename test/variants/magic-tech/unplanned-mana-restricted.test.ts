/**
 * CR 605.3a in the automatic setting of mana abilities, in a format that forbids actions the other
 * rules allow (MT 4.1: no ability of a card in hand is activated): a mana ability the payment planner
 * does not use that only adds mana is listed only where its mana opens an action the format allows.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type ReadonlyGameState } from '../../../src/index.js';
import { scenario } from '../../../src/testing/index.js';
import { mt } from './helpers.js';

const listed = (state: ReadonlyGameState, source: number): boolean => legalActions(state).some((a) => a.type === 'activate' && a.source === source);

describe("605.3a, MT 4.1: Treasonous Ogre's life opens no action the format forbids", () => {
  it("Fiery Fall's basic landcycling ({1}) is the only cost the Ogre's {R} could pay, and MT 4.1 forbids it: the Ogre's ability is not listed", () => {
    const { state, ids } = mt({ players: [{ hand: ['Fiery Fall'], battlefield: ['Treasonous Ogre'] }, {}] });
    const ogre = ids.battlefield[0]![0]!;
    expect(state.decision?.kind).toBe('priority');
    expect(listed(state, ogre)).toBe(false);
  });

  it('in Magic, whose rules allow the landcycling (CR 702.29a), the same board lists it', () => {
    const { state, ids } = scenario({ players: [{ hand: ['Fiery Fall'], battlefield: ['Treasonous Ogre'], library: ['Mountain'] }, {}], settings: { autoPass: 'never' } });
    expect(listed(state, ids.battlefield[0]![0]!)).toBe(true);
  });
});
