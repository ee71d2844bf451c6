import type { GameState, ReadonlyGameState } from '../../src/state/types.js';
import { seedRng } from '../../src/state/rng.js';
import { editState } from '../../src/testing/index.js';
import { moveObject, shuffleLibrary } from '../../src/zones/zones.js';
import { setup } from '../cards/helpers.js';

/**
 * A two-player game in which player 1's graveyard Wild Griffin is shuffled into their library of four
 * Forests (CR 701.24a) with the game's PRNG seeded `seed`, then `then` goes on with the state. Player
 * 0, who holds a Bronze Sable and two Forests, decides.
 */
export function griffinShuffledIn(seed: number, then: (state: GameState) => void): ReadonlyGameState {
  const { state } = setup({
    players: [
      { battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable'], library: ['Forest', 'Forest', 'Forest'] },
      { graveyard: ['Wild Griffin'], library: ['Forest', 'Forest', 'Forest', 'Forest'] },
    ],
  });
  return editState(state, (d) => {
    d.rng = seedRng(seed);
    moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '701.24a' });
    shuffleLibrary(d, 1);
    then(d);
  });
}
