/**
 * A paliano draft as a Draftmancer draft log (version 2.1): every booster as opened, each drafter's
 * picks with the booster as it was, and each drafter's final card pool. Cards get ids of the form
 * `cn2-55` (set and collector number), described in `carddata`.
 *
 * @module
 */
import { getPrinted, type PrintedCard } from '../cards/printed.js';
import { cardPool } from '../draft/record.js';
import { nameOf } from '../draft/piles.js';
import type { ReadonlyDraftState } from '../draft/types.js';
import { RulesError } from '../engine/errors.js';
import type { DraftmancerCard, DraftmancerLog, DraftmancerPick, DraftmancerUser } from './draftmancer-types.js';
import { loggedDraft } from './picks.js';
import { quoted } from '../engine/quote.js';

/** Options of {@link toDraftmancerLog}. */
export interface DraftmancerExportOptions {
  /** The session id written (default `'paliano'`). */
  readonly sessionID?: string;
  /** The draft's start, in milliseconds since 1970 (default 0: the draft state has no clock). */
  readonly time?: number;
  /** The seats bots drafted (default none). */
  readonly bots?: readonly number[];
}

/** The card id paliano writes for a printed card: its set, lower case, and collector number. */
export function draftmancerCardId(printed: PrintedCard): string {
  return `${printed.set.toLowerCase()}-${printed.number}`;
}

/** A printed card as Draftmancer's `carddata` describes it. */
function cardData(printed: PrintedCard): DraftmancerCard {
  return {
    id: draftmancerCardId(printed),
    name: printed.name,
    mana_cost: printed.manaCost,
    cmc: printed.manaValue,
    colors: [...printed.colors],
    set: printed.set.toLowerCase(),
    collector_number: printed.number,
    rarity: printed.rarity,
    type: [...printed.supertypes, ...printed.types].join(' '),
    subtypes: [...printed.subtypes],
  };
}

/**
 * Writes a completed draft as a Draftmancer draft log. Drafters are `users` in seat order, with user
 * ids `seat-0`, `seat-1`, …; a Cogwork Librarian's extra pick is a pick of its own.
 *
 * @throws RulesError unless the draft is complete (CR 905.1d).
 */
export function toDraftmancerLog(state: ReadonlyDraftState, options: DraftmancerExportOptions = {}): DraftmancerLog {
  if (state.phase !== 'complete') throw new RulesError('illegal', 'a draft log is written once the draft is complete', '905.1d');
  const carddata: Record<string, DraftmancerCard> = {};
  const idOf = (card: number): string => {
    const name = nameOf(state, card);
    const printed = getPrinted(name);
    if (!printed) throw new RulesError('unknownCard', `the draft holds a card with no printing: ${quoted(name)}`);
    const id = draftmancerCardId(printed);
    carddata[id] ??= cardData(printed);
    return id;
  };
  const idOfName = (name: string): string => {
    const printed = getPrinted(name);
    if (!printed) throw new RulesError('unknownCard', `the draft holds a card with no printing: ${quoted(name)}`);
    const id = draftmancerCardId(printed);
    carddata[id] ??= cardData(printed);
    return id;
  };
  const { picks, opened } = loggedDraft(state);
  const bySeat = new Map<number, DraftmancerPick[]>();
  for (const p of picks) {
    const booster = p.booster.map(idOf);
    bySeat.set(p.seat, [...(bySeat.get(p.seat) ?? []), { packNum: p.round, pickNum: p.pickInRound, pick: [p.booster.indexOf(p.card)], burn: [], booster }]);
  }
  const users: Record<string, DraftmancerUser> = {};
  for (const d of state.drafters) {
    const userID = `seat-${d.seat}`;
    users[userID] = {
      userID,
      userName: d.name,
      isBot: options.bots?.includes(d.seat) ?? false,
      picks: bySeat.get(d.seat) ?? [],
      cards: cardPool(state, d.seat).map(idOfName),
    };
  }
  const sets = [...new Set(state.settings.boosters.filter((b): b is 'CNS' | 'CN2' => typeof b === 'string').map((b) => b.toLowerCase()))];
  return {
    version: '2.1',
    type: 'Draft',
    sessionID: options.sessionID ?? 'paliano',
    time: options.time ?? 0,
    setRestriction: sets,
    useCustomBoosters: false,
    customBoosters: [],
    boosters: opened.filter((b) => b.length > 0).map((b) => b.map(idOf)),
    carddata,
    users,
    delayed: false,
    personalLogs: true,
    teamDraft: false,
  };
}
