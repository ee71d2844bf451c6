/**
 * What a player may take another player's unseen card to be, knowing nothing of it but the cards
 * the engine implements (the format's card list): the prior a determinization draws such cards
 * from, so that a sample never tells which cards the other player really holds (issue: fair bots,
 * determinization over-knowledge). A deck card is a basic land as often as in a 40-card limited
 * deck of 17 lands, else any other card that may be in a deck; a face-down permanent of Magic Tech
 * is no land (MT 4.6); a sideboard card is any card; a face-down conspiracy is any conspiracy with
 * hidden agenda (CR 702.106a).
 *
 * @module
 */
import { basicLands } from '../cards/basic-lands.js';
import { cards } from '../cards/registry.js';
import { nextUint32 } from '../state/rng.js';
import type { RngState } from '../state/types.js';

/** The lands of a 40-card limited deck (the usual 17), out of 40: how often an unseen deck card is a basic land. */
const LANDS_IN_FORTY = 17;

interface Lists {
  /** The basic lands but Wastes, which a colored limited deck does not play. */
  basics: readonly string[];
  /** Every card that may be in a deck (CR 315.2: no conspiracy) but the basic lands. */
  deckCards: readonly string[];
  /** Every card of `deckCards` that is no land. */
  nonlands: readonly string[];
  /** Every card. */
  all: readonly string[];
  /** Every conspiracy with hidden agenda or double agenda (CR 702.106a, 702.106f). */
  agendas: readonly string[];
}

let lists: Lists | undefined;

/** The card lists, made on first use from the `cards` registry (sorted, so a draw depends on the rng only). */
function cardLists(): Lists {
  if (lists) return lists;
  const all = cards.list();
  const basicNames = new Set(basicLands.map((d) => d.name));
  const deckCards = all.filter((d) => !basicNames.has(d.name) && !d.printed.types.includes('Conspiracy'));
  lists = {
    basics: basicLands.filter((d) => d.name !== 'Wastes').map((d) => d.name),
    deckCards: deckCards.map((d) => d.name),
    nonlands: deckCards.filter((d) => !d.printed.types.includes('Land')).map((d) => d.name),
    all: all.map((d) => d.name),
    agendas: all.filter((d) => (d.conspiracy?.agenda ?? 0) > 0).map((d) => d.name),
  };
  return lists;
}

/** One name of `from`, at random. */
function pick(rng: RngState, from: readonly string[]): string {
  return from[nextUint32(rng) % from.length] as string;
}

/** An unseen card of a hand or library: a basic land 17 times in 40, else any other deck card. */
export function unseenDeckCard(rng: RngState): string {
  const l = cardLists();
  return nextUint32(rng) % 40 < LANDS_IN_FORTY ? pick(rng, l.basics) : pick(rng, l.deckCards);
}

/** An unseen card that is no land (a Magic Tech face-down permanent, MT 4.6). */
export function unseenNonland(rng: RngState): string {
  return pick(rng, cardLists().nonlands);
}

/** An unseen sideboard card: any card (CR 400.11a). */
export function unseenSideboardCard(rng: RngState): string {
  return pick(rng, cardLists().all);
}

/** An unseen face-down conspiracy: any conspiracy with hidden agenda (CR 702.106a). */
export function unseenAgendaConspiracy(rng: RngState): string {
  return pick(rng, cardLists().agendas);
}
