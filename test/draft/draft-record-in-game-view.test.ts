import { describe, expect, it } from 'vitest';
import { createGame, view } from '../../src/index.js';
import { deckOf } from '../cards/conspiracy-helpers.js';

/**
 * CR 905.2b: information noted during the draft "can be referred to by other abilities during the
 * game. Any player can look at this information at any time during the draft or game." Cogwork
 * Grinder: "No other player may look at the cards you remove from the draft"; Animus of Predation
 * removes cards face up.
 */
describe('CR 905.2b: the draft information of each player in the game view', () => {
  const record = {
    seat: 2,
    notes: [{ card: 'Garbage Fire', number: 7 }, { card: 'Cogwork Tracker', player: 0 }, { card: 'Regicide', colors: ['W', 'U', 'B'] }],
    removed: [{ card: 'Kiln Fiend', by: 'Cogwork Grinder' }, { card: 'Ogre Sentry', by: 'Animus of Predation' }],
  } as const;
  const state = createGame({
    format: 'conspiracy',
    seed: 1,
    players: [
      { name: 'A', deck: deckOf(), sideboard: [], draft: structuredClone(record) as never },
      { name: 'B', deck: deckOf(), sideboard: [], draft: { seat: 0, notes: [], removed: [] } },
      { name: 'C', deck: deckOf(), sideboard: [] },
    ],
  });

  it('every player, and a spectator, sees what each player noted and their draft seat', () => {
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const a = view(state, viewer).players[0]!;
      expect(a.draft?.seat).toBe(2);
      expect(a.draft?.notes).toEqual(record.notes);
    }
    expect(view(state, 0).players[1]!.draft).toEqual({ seat: 0, notes: [], removed: [] });
    // a player who brought no draft record noted nothing
    expect(view(state, 0).players[2]!.draft).toBeUndefined();
  });

  it('the cards removed face down (Cogwork Grinder) are named to their player only; those removed face up (Animus of Predation) to all', () => {
    expect(view(state, 0).players[0]!.draft?.removed).toEqual(record.removed);
    for (const viewer of [1, 'spectator'] as const) {
      expect(view(state, viewer).players[0]!.draft?.removed).toEqual([{ card: '', by: 'Cogwork Grinder' }, { card: 'Ogre Sentry', by: 'Animus of Predation' }]);
    }
  });
});
