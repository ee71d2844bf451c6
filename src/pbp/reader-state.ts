/**
 * The game state as one reader of a post may read card names from it: the play-by-post text is
 * described from this, not from the whole state, so that a line never names a card hidden from its
 * readers (DESIGN principle 9).
 *
 * @module
 */
import { mayKnowCard } from '../state/view.js';
import type { PlayerId, ReadonlyGameState } from '../state/types.js';

/**
 * The state as `reader` may read card names from it: every object whose card the reader may not
 * know (`mayKnowCard`: a library, another's hand, another's face-down object) without its name. An
 * object that left a public zone keeps its name, which everyone saw (unlike in a view, which holds
 * only the objects that exist now: "deals 4 damage to a permanent" for a creature that died of it).
 */
export function readerState(state: ReadonlyGameState, reader: PlayerId | 'spectator'): ReadonlyGameState {
  const objects = state.objects.map((o) => (mayKnowCard(state, o.id, reader) ? o : { ...o, card: '' }));
  return { ...state, objects };
}
