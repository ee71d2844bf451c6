/**
 * What a player may see of a game's Mental Magic data (DESIGN principle 9). AMM 1 makes card IDs
 * public, "even when the cards are in players' hands": everyone may know which ID is in which zone
 * and whose it is. What a card is stays hidden where the ordinary rules hide it: the mana cost of an
 * unnamed card in another player's hand or in any library, and the objects such cards are (an object
 * id of a hidden card would let a player trace it, CR 400.7).
 *
 * @module
 */
import type { GameState, ObjectId, PlayerId, ZoneName } from '../../state/types.js';
import { currentObject, mmData, type MentalMagicData } from './data.js';
import type { Viewer } from '../../state/view.js';

/** Where a card ID is now, as a player may see it (AMM 1). */
export interface CardIdView {
  /** The card's owner. */
  owner: PlayerId;
  /**
   * The zone it is in; null once it ceased to exist (AMM 2d–2f), except for a card that ceased in a
   * library, which stays `library` to the players other than its owner (which ones ceased is hidden).
   */
  zone: ZoneName | null;
  /** The object it is now, when the viewer may see that object: in a public zone, or in the viewer's own hand. */
  object?: ObjectId;
}

/** The Mental Magic data of a player's view: the public data, and the card IDs with what the viewer may see of them. */
export type MentalMagicDataView = Omit<MentalMagicData, 'ids'> & { cards: Record<string, CardIdView> };

/** Whether a viewer may see an object in a zone: not in a library, and in a hand only their own (CR 400.2, 401.2, 402.3). */
function visible(zone: ZoneName, owner: PlayerId, viewer: Viewer): boolean {
  if (zone === 'library') return false;
  if (zone === 'hand' || zone === 'sideboard') return owner === viewer;
  return true;
}

/** The last object a card was: the one that ceased to exist, for a card that did (CR 400.7). */
function lastObject(state: GameState, first: ObjectId): GameState['objects'][number] | undefined {
  let o = state.objects[first];
  while (o && o.movedTo !== null && o.movedTo >= 0) o = state.objects[o.movedTo];
  return o;
}

/**
 * A player's view of a Mental Magic game's format data (`RuleModule.viewFormatData`). A card that
 * ceased to exist in a library (AMM 2d) stays `library` to every viewer but its owner, who is told of
 * it (the hidden `ceaseToExist` event): which ID'd cards of a library ceased — all but the top one —
 * would tell the library's order (CR 401.2).
 */
export function mentalMagicView(state: GameState, viewer: Viewer): Record<string, unknown> {
  const { ids, ...open } = mmData(state);
  const cards: Record<string, CardIdView> = {};
  for (const cardId of Object.keys(ids)) {
    const now = currentObject(state, cardId);
    const o = now === null ? undefined : state.objects[now];
    const first = state.objects[ids[cardId] as ObjectId];
    const owner = (o ?? first)?.owner ?? 0;
    const ceasedInHiddenLibrary = !o && viewer !== owner && lastObject(state, ids[cardId] as ObjectId)?.zone === 'library';
    cards[cardId] = o ? { owner, zone: o.zone, ...(visible(o.zone, o.owner, viewer) ? { object: o.id } : {}) } : { owner, zone: ceasedInHiddenLibrary ? 'library' : null };
  }
  const data: MentalMagicDataView = { ...structuredClone(open), cards };
  return { ...structuredClone(state.formatData ?? {}), mentalMagic: data };
}
