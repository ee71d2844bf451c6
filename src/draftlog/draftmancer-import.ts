/**
 * A Draftmancer draft log of a CNS or CN2 draft read into what the games need: each drafter's card
 * pool (CR 905.1d) and draft record (905.2b). A Draftmancer log keeps the cards and the picks, not
 * what was noted on the cards, so the notes are worked out from the picks where the picks decide
 * them — the number of cards drafted that round (Lurking Automaton, Custodi Peacekeeper, Garbage
 * Fire, Pyretic Hunter), the next card drafted (Aether Searcher), the player who passed the pack
 * (Cogwork Tracker, while nothing changed who passes to whom; no player for a pack nobody passed,
 * Cogwork Librarian's extra pick from it included) — and a pool holding a card whose note or removed
 * cards the log cannot tell is refused, naming the card and what is missing (Deal Broker's exchanges
 * included).
 *
 * @module
 */
import { canonicalCardName, didYouMean } from '../cards/names.js';
import { PICK_NUMBER_CARDS } from '../draft/abilities.js';
import { passTarget } from '../draft/seating.js';
import { RulesError } from '../engine/errors.js';
import type { DraftRecord, DraftRecordNote } from '../state/draft-record.js';
import { quoted } from '../engine/quote.js';

/** One drafter read from a draft log. */
export interface ImportedDrafter {
  /** Their name in the log. */
  readonly name: string;
  /** Their draft seat: their place among the log's users, which Draftmancer lists in seating order. */
  readonly seat: number;
  /** Their card pool at the end of the draft, exact English names (CR 905.1d). */
  readonly pool: readonly string[];
  /** Their draft record, for `PlayerSetup.draft` (CR 905.2b). */
  readonly draft: DraftRecord;
}

/** What the notes of these cards hold, which a Draftmancer log does not keep. */
const NOT_IN_THE_LOG: Readonly<Record<string, string>> = {
  'Noble Banneret': 'the card name noted',
  'Smuggler Captain': 'the card name noted',
  'Paliano Vanguard': 'the creature types noted',
  'Paliano, the High City': 'the colours chosen',
  Regicide: 'the colours chosen',
  'Spire Phantasm': 'the guess made',
  'Cogwork Grinder': 'which cards were removed from the draft',
  'Animus of Predation': 'which cards were removed from the draft',
};

/** Cards whose notes the importer works out from the picks. */
const NOTED_FROM_PICKS: ReadonlySet<string> = new Set([...PICK_NUMBER_CARDS, 'Aether Searcher', 'Cogwork Tracker']);

/** Cards whose draft abilities change who passes a pack to whom, so that a seat no longer tells. */
const REDIRECTING = ['Canal Dredger', 'Agent of Acquisitions', 'Lore Seeker'];

/** A pick as read: the round, and the names of the cards taken, in order. */
interface ReadPick {
  readonly round: number | undefined;
  readonly pickNum: number | undefined;
  readonly taken: readonly string[];
  /** Whether the pack was one nobody passed: the round's first pick, or an extra pick (Cogwork Librarian) from the same pack as such a pick. */
  readonly unpassed: boolean;
}

/** The card ids of a booster, as a key that is the same for the same cards in any order. */
const boosterKey = (ids: readonly unknown[]): string => JSON.stringify(ids.map(String).sort());

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isIndexList = (x: unknown): x is number[] => Array.isArray(x) && x.every((i) => Number.isInteger(i) && i >= 0);

/**
 * Reads a Draftmancer draft log (version 2.0 or 2.1, parsed from its JSON text) of a booster draft
 * of CNS or CN2 cards into the drafters' pools and draft records, seats in the order the log lists
 * its users.
 *
 * @throws RulesError `malformed` for a value that is no Draftmancer booster-draft log (naming the
 *   field); `unknownCard` for a card that is no CN2, CNS or basic land card (with the nearest names);
 *   `illegal` (CR 905.1d) for a log that withholds a drafter's picks and card pool (the log
 *   Draftmancer sends one player, with personal or delayed logs); `illegal` (CR 905.2b) for a pool
 *   holding a card whose noted information or removed cards the log does not keep (Noble Banneret,
 *   Smuggler Captain, Paliano Vanguard, Paliano, the High City, Regicide, Spire Phantasm, Cogwork
 *   Grinder, Animus of Predation), a Cogwork Tracker in a draft where Canal Dredger, Agent of
 *   Acquisitions or Lore Seeker changed who passed what, or a card whose note is worked out from the
 *   picks in a draft with Deal Broker (which exchanges cards, and their notes, between pools: the log
 *   does not say which).
 */
export function fromDraftmancerLog(log: unknown): ImportedDrafter[] {
  if (typeof log === 'string') throw new RulesError('malformed', 'a Draftmancer draft log is a JSON object, and this is the text of a log: parse it first (JSON.parse)');
  if (!isRecord(log)) throw new RulesError('malformed', 'a Draftmancer draft log is a JSON object');
  if (log.version !== '2.0' && log.version !== '2.1') throw new RulesError('malformed', `version ${quoted(log.version)}: paliano reads Draftmancer draft logs of versions 2.0 and 2.1`);
  if (log.type !== 'Draft') throw new RulesError('illegal', `a ${quoted(log.type)} is not the booster draft of Conspiracy Draft`, '905.1a');
  const { carddata, users } = log;
  if (!isRecord(carddata)) throw new RulesError('malformed', 'the log has no carddata object');
  if (!isRecord(users) || Object.keys(users).length === 0) throw new RulesError('malformed', 'the log has no users');

  const names = new Map<string, string>();
  const nameOf = (id: unknown, where: string): string => {
    if (typeof id !== 'string') throw new RulesError('malformed', `${where}: a card id is a string`);
    const known = names.get(id);
    if (known !== undefined) return known;
    const data = carddata[id];
    if (!isRecord(data) || typeof data.name !== 'string') throw new RulesError('malformed', `${where}: carddata has no card ${quoted(id)}`);
    const name = canonicalCardName(data.name);
    if (name === undefined) throw new RulesError('unknownCard', `${where}: ${quoted(data.name)} is no CN2, CNS or basic land card${didYouMean(data.name)}`);
    names.set(id, name);
    return name;
  };

  const read = Object.values(users).map((user, seat) => {
    const where = `user ${seat + 1}`;
    if (!isRecord(user) || typeof user.userName !== 'string' || !Array.isArray(user.picks) || !Array.isArray(user.cards)) {
      throw new RulesError('malformed', `${where}: a user has a userName, picks and cards`);
    }
    // Draftmancer withholds every other drafter's picks and cards from the log it sends each player
    // (personal logs) and until the session owner shares the whole log (delayed logs)
    if (user.picks.length === 0 && user.cards.length === 0) {
      throw new RulesError(
        'illegal',
        `${where} (${user.userName}): the log withholds this drafter's picks and card pool, as a Draftmancer log sent to one player (personal or delayed logs) does; import the whole log the session owner saves`,
        '905.1d',
      );
    }
    // what the pick before left in its booster, for telling a second pick from the same pack
    let left: { round: number | undefined; key: string; unpassed: boolean } | undefined;
    const picks: ReadPick[] = user.picks.map((p: unknown, k: number) => {
      const at = `${where}, pick ${k + 1}`;
      if (!isRecord(p) || !Array.isArray(p.booster) || !isIndexList(p.pick)) throw new RulesError('malformed', `${at}: a pick has a booster and the indexes picked`);
      const booster = p.booster as unknown[];
      const picked = p.pick;
      const taken = picked.map((i) => {
        if (i >= booster.length) throw new RulesError('malformed', `${at}: index ${i} is outside the booster`);
        return nameOf(booster[i], at);
      });
      const round = Number.isInteger(p.packNum) ? (p.packNum as number) : undefined;
      const pickNum = Number.isInteger(p.pickNum) ? (p.pickNum as number) : undefined;
      const samePack = left !== undefined && left.round === round && left.key === boosterKey(booster);
      const unpassed = pickNum === 0 || (samePack && left?.unpassed === true);
      left = { round, key: boosterKey(booster.filter((_, i) => !picked.includes(i))), unpassed };
      return { round, pickNum, taken, unpassed };
    });
    const pool = (user.cards as unknown[]).map((id) => nameOf(id, `${where}, pool`));
    return { name: user.userName, seat, picks, pool };
  });

  const drafted = new Set(read.flatMap((u) => u.picks.flatMap((p) => p.taken)));
  const redirected = REDIRECTING.filter((c) => drafted.has(c));
  const brokered = drafted.has('Deal Broker');
  const n = read.length;
  return read.map(({ name, seat, picks, pool }) => {
    const inPool = new Set(pool);
    for (const card of Object.keys(NOT_IN_THE_LOG)) {
      if (inPool.has(card)) throw new RulesError('illegal', `${name}: a Draftmancer log does not say ${NOT_IN_THE_LOG[card]} for ${card}`, '905.2b');
    }
    if (inPool.has('Cogwork Tracker') && redirected.length > 0) {
      throw new RulesError('illegal', `${name}: with ${redirected.join(' and ')} in the draft, a Draftmancer log does not say who passed Cogwork Tracker`, '905.2b');
    }
    // Deal Broker exchanges cards between pools after the draft, and their notes go with them (and are
    // shared with the giver's other cards of that name): the log keeps the pools, not which card went where
    const exchangedNote = brokered ? [...NOTED_FROM_PICKS].find((c) => inPool.has(c)) : undefined;
    if (exchangedNote !== undefined) {
      throw new RulesError('illegal', `${name}: with Deal Broker in the draft, a Draftmancer log does not say which cards were exchanged, so not what was noted for ${exchangedNote}`, '905.2b');
    }
    const notes: DraftRecordNote[] = [];
    const sequence = picks.flatMap((p) => p.taken.map((card) => ({ card, round: p.round, first: p.unpassed })));
    const countThisRound = new Map<number, number>();
    sequence.forEach(({ card, round, first }, k) => {
      const needsRound = PICK_NUMBER_CARDS.has(card) || card === 'Cogwork Tracker';
      if (needsRound && round === undefined) {
        throw new RulesError('illegal', `${name}: this log (version 2.0) does not say which round ${card} was drafted in`, '905.2b');
      }
      const count = round === undefined ? 0 : (countThisRound.get(round) ?? 0) + 1;
      if (round !== undefined) countThisRound.set(round, count);
      if (!inPool.has(card)) return;
      if (PICK_NUMBER_CARDS.has(card)) notes.push({ card, number: count });
      else if (card === 'Aether Searcher') {
        const next = sequence[k + 1];
        if (next) notes.push({ card, name: next.card });
      } else if (card === 'Cogwork Tracker') {
        const passer = first || round === undefined ? null : [...Array(n).keys()].find((t) => passTarget(t, round, n) === seat) ?? null;
        notes.push({ card, player: passer });
      }
    });
    return { name, seat, pool, draft: { seat, notes, removed: [] } };
  });
}
