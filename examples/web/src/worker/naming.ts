// The card names a player may give a face-down conspiracy (CR 702.106a hidden agenda, 702.106f double
// agenda), read from their view's legal actions. The engine lists one `nameCard` action per name it
// accepts, naming it first (a double agenda's second name is the next one in its order), so the first
// names of the listing are every name it accepts, the names a game was given
// (`settings.nameableCards`) among them; any other pair of those is accepted too. Only the deciding
// player's view lists actions, so no other seat learns how many names are chosen (702.106b).
import type { GameView, NameCardAction } from 'paliano';
import type { NamingOffer } from '../protocol.js';

/** What the viewer of `v` is naming now: how many names and every name the engine accepts; null when not naming. */
export function namingOffer(v: GameView): NamingOffer | null {
  const listed = v.legalActions.filter((a): a is NameCardAction => a.type === 'nameCard');
  const first = listed[0];
  if (!first) return null;
  const names: string[] = [];
  const seen = new Set<string>();
  for (const a of listed) {
    const name = a.names[0];
    if (name !== undefined && !seen.has(name)) {
      seen.add(name);
      names.push(name);
    }
  }
  return { count: first.names.length, names };
}
