/**
 * Saving and loading drafts: `serializeDraft` writes JSON; `deserializeDraft` checks what it reads
 * (shape, ranges, and that every card is in exactly one place), so malformed or tampered input gives
 * a {@link RulesError} and never a broken draft.
 *
 * @module
 */
import { getPrinted } from '../cards/printed.js';
import { RulesError } from '../engine/errors.js';
import { isColor } from '../engine/mana.js';
import type { DraftState, ReadonlyDraftState } from './types.js';
import { parseSaved } from '../state/serialize.js';
import { keepPicks, legalPicks } from './kept-picks.js';
import { offersPickOptions } from './legal.js';
import { dredgerSeats } from './piles.js';
import { draftsAtRandom } from './picks.js';
import { leftOf, rightOf } from './seating.js';
import { MAX_NESTING, nestsDeeperThan } from '../state/validate.js';
import { MAX_DRAFT_PACKS, MAX_DRAFTERS } from './create.js';
import { checkAbilityRecords } from './saved-abilities.js';
import { quoted } from '../engine/quote.js';

/** Writes a draft state as JSON text. */
export function serializeDraft(state: ReadonlyDraftState): string {
  return JSON.stringify(state);
}

function fail(message: string): never {
  throw new RulesError('badState', `not a valid saved draft: ${message}`);
}

const isInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function intList(v: unknown, what: string, below: number): number[] {
  if (!Array.isArray(v) || !v.every((x) => isInt(x) && x < below)) fail(`${what} must be a list of ids below ${below}`);
  return v as number[];
}

const EVENT_TYPES: readonly unknown[] = ['open', 'pick', 'pass', 'reveal', 'note', 'remove', 'faceDown', 'chooseColor', 'addBooster', 'look', 'round', 'exchange', 'complete', 'undrafted'];
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isBelow = (v: unknown, below: number): v is number => isInt(v) && v < below;

/** Whether a value is a booster source (see BoosterSource) of cards the engine knows. */
function isBoosterSource(b: unknown): boolean {
  if (b === 'CNS' || b === 'CN2') return true;
  if (!isObject(b)) return false;
  if ('cube' in b) return Object.keys(b).every((k) => k === 'cube' || k === 'packSize') && isStrings(b.cube) && b.cube.every((name) => getPrinted(name)) && (b.packSize === undefined || (isInt(b.packSize) && b.packSize >= 1));
  return Object.keys(b).length === 1 && Array.isArray(b.packs) && b.packs.every((p) => isStrings(p) && p.every((name) => getPrinted(name)));
}

/** Checks the records of the draft besides its cards' places: notes, colour choices, deals and the log. */
function checkRecords(s: DraftState, nCards: number, n: number): void {
  s.notes.forEach((x, i) => {
    const bad = typeof x.cardName !== 'string' || (x.number !== undefined && !isInt(x.number)) || (x.name !== undefined && typeof x.name !== 'string')
      || (x.types !== undefined && !isStrings(x.types)) || (x.player !== undefined && x.player !== null && !isBelow(x.player, n))
      || (x.colors !== undefined && !(Array.isArray(x.colors) && x.colors.every(isColor)))
      || (x.guess !== undefined && !(isObject(x.guess) && typeof x.guess.name === 'string' && typeof x.guess.right === 'boolean'));
    if (bad) fail(`bad note ${i}`);
  });
  s.colorChoices.forEach((c, i) => {
    if (!isObject(c) || !isBelow(c.card, nCards) || !isBelow(c.seat, n)) fail(`bad colour choice ${i}`);
    intList(c.choosers, `colour choice ${i} choosers`, n);
    // Paliano, the High City and Regicide: the drafters to the right, the drafter, and to the left choose different colours
    if (c.choosers.length === 0 || !Array.isArray(c.chosen) || !c.chosen.every(isColor) || new Set(c.chosen).size !== c.chosen.length || c.chosen.length + c.choosers.length !== 3) fail(`bad colours of colour choice ${i}`);
    // "Reveal [it] as you draft it. The player to your right chooses a color, you choose another color, then
    // the player to your left chooses a third color": a Paliano or Regicide its drafter drafted (removed from
    // the draft, too, once its instructions were followed), its choosers those of the three still to choose
    const drafter = s.drafters[c.seat];
    const drafted = drafter?.pile.some((p) => isObject(p) && p.card === c.card) === true || drafter?.removed.some((r) => isObject(r) && r.card === c.card) === true;
    if (!['Paliano, the High City', 'Regicide'].includes(s.cards[c.card]?.name as string) || !drafted) fail(`colour choice ${i} is not for a Paliano, the High City or Regicide its drafter drafted`);
    const order = [rightOf(c.seat, n), c.seat, leftOf(c.seat, n)].slice(c.chosen.length);
    if (!order.every((seat, k) => c.choosers[k] === seat)) fail(`colour choice ${i}: the drafters to the right, the drafter, then to the left choose, in that order (not ${quoted(c.choosers)})`);
  });
  s.deals.forEach((d, i) => {
    if (!isObject(d) || !isBelow(d.seat, n) || !isBelow(d.broker, nCards)) fail(`bad deal ${i}`);
    if (d.revealed !== undefined && d.revealed !== null && !isBelow(d.revealed, nCards)) fail(`bad card revealed in deal ${i}`);
    if (!isObject(d.offers) || !Object.entries(d.offers).every(([k, v]) => /^\d+$/.test(k) && Number(k) < n && (v === null || isBelow(v, nCards)))) fail(`bad offers of deal ${i}`);
    // Deal Broker: "you may reveal a card in your card pool. Each other player may offer you one card in
    // their card pool in exchange" — the broker's own Deal Broker, the card revealed and each offer are
    // cards of the pools they are named for; only the first exchange is under way, and offers follow a card revealed
    const inPile = (seat: number, card: number): boolean => s.drafters[seat]?.pile.some((p) => isObject(p) && p.card === card) === true;
    if (s.cards[d.broker]?.name !== 'Deal Broker' || !inPile(d.seat, d.broker)) fail(`the Deal Broker of deal ${i} is not in its drafter's card pool`);
    if (typeof d.revealed === 'number' && !inPile(d.seat, d.revealed)) fail(`the card revealed in deal ${i} is not in the broker's card pool`);
    if ((i > 0 && d.revealed !== undefined) || (typeof d.revealed !== 'number' && Object.keys(d.offers).length > 0)) fail(`deal ${i} is not under way, or has offers before a card is revealed`);
    for (const [k, v] of Object.entries(d.offers)) {
      if (Number(k) === d.seat || (v !== null && !inPile(Number(k), v))) fail(`an offer of deal ${i} is not another drafter's card of their own card pool`);
    }
  });
  if (s.deals.length > 0 && s.phase !== 'dealBroker') fail('Deal Broker exchanges outside the Deal Broker phase');
  if (s.phase === 'dealBroker' && s.deals.length === 0) fail('the Deal Broker phase with no exchange');
  s.log.forEach((e, i) => {
    const bad = !isObject(e) || !EVENT_TYPES.includes(e.type) || typeof e.rule !== 'string'
      || (e.seat !== undefined && !isBelow(e.seat, n)) || (e.to !== undefined && !isBelow(e.to, n)) || (e.card !== undefined && !isBelow(e.card, nCards))
      || (e.pack !== undefined && !isBelow(e.pack, s.packs.length)) || (e.color !== undefined && !isColor(e.color))
      || (e.visibleTo !== undefined && !(Array.isArray(e.visibleTo) && e.visibleTo.every((x) => isBelow(x, n)))) || (e.text !== undefined && typeof e.text !== 'string');
    if (bad) fail(`bad log event ${i}`);
  });
}

/** Checks a parsed value is a consistent draft state. */
export function validateDraftState(value: unknown): asserts value is DraftState {
  if (nestsDeeperThan(value, MAX_NESTING)) fail(`lists and objects nest deeper than ${MAX_NESTING} levels`);
  if (!isObject(value)) fail('not an object');
  if (value.schema !== 'paliano/draft' || value.version !== 1) fail('unknown schema or version');
  const s = value as unknown as DraftState;
  if (!isObject(s.settings) || !isInt(s.settings.rounds) || s.settings.rounds < 1 || !Array.isArray(s.settings.boosters) || s.settings.boosters.length !== s.settings.rounds) fail('bad settings');
  if (typeof s.settings.foils !== 'boolean' || !s.settings.boosters.every(isBoosterSource)) fail('bad booster settings');
  const added = s.settings.addedBoosters;
  if (added !== undefined && (!isBoosterSource(added) || (typeof added === 'object' && 'packs' in added && (added.packs.length === 0 || added.packs.some((p) => p.length === 0))))) fail('bad added booster settings');
  if (!Array.isArray(s.rng) || s.rng.length !== 4 || !s.rng.every((x) => Number.isInteger(x) && x >= -(2 ** 31) && x <= 2 ** 32 - 1)) fail('bad rng');
  if (!Array.isArray(s.cards)) fail('cards must be a list');
  s.cards.forEach((c, i) => {
    if (!isObject(c) || c.id !== i || typeof c.name !== 'string' || !getPrinted(c.name) || typeof c.foil !== 'boolean') fail(`bad card ${i}`);
  });
  const nCards = s.cards.length;
  if (!Array.isArray(s.drafters) || s.drafters.length < 2) fail('a draft has at least two drafters');
  const n = s.drafters.length;
  if (n > MAX_DRAFTERS || n * s.settings.rounds > MAX_DRAFT_PACKS) fail(`a draft has at most ${MAX_DRAFTERS} drafters and ${MAX_DRAFT_PACKS} packs`);
  if (!Array.isArray(s.packs)) fail('packs must be a list');
  const places = new Array<number>(nCards).fill(0);
  const place = (ids: number[]): void => ids.forEach((id) => { places[id] = (places[id] ?? 0) + 1; });
  s.packs.forEach((p, i) => {
    if (!isObject(p) || p.id !== i || !isInt(p.round) || p.round >= s.settings.rounds || !isInt(p.opener) || p.opener >= n || typeof p.opened !== 'boolean') fail(`bad pack ${i}`);
    if (p.passedBy !== null && !(isInt(p.passedBy) && p.passedBy < n)) fail(`bad passer of pack ${i}`);
    place(intList(p.cards, `pack ${i} cards`, nCards));
    intList(p.spies, `pack ${i} spies`, n);
    if (!Array.isArray(p.guesses) || !p.guesses.every((x) => isObject(x) && isBelow(x.seat, n) && isBelow(x.card, nCards) && typeof x.name === 'string')) fail(`bad guesses of pack ${i}`);
  });
  s.drafters.forEach((d, seat) => {
    if (!isObject(d) || d.seat !== seat || typeof d.name !== 'string') fail(`bad drafter ${seat}`);
    intList(d.queue, `drafter ${seat} queue`, s.packs.length);
    if (!Array.isArray(d.pile) || !d.pile.every((p) => isObject(p) && isInt(p.card) && p.card < nCards && typeof p.faceUp === 'boolean')) fail(`bad pile of drafter ${seat}`);
    place(d.pile.map((p) => p.card));
    if (!Array.isArray(d.removed) || !d.removed.every((r) => isObject(r) && isInt(r.card) && r.card < nCards && (r.by === 'Cogwork Grinder' || r.by === 'Animus of Predation'))) fail(`bad removed cards of drafter ${seat}`);
    place(d.removed.map((r) => r.card));
    place(intList(d.returning, `drafter ${seat} returning`, nCards));
    for (const k of ['draftedThisRound', 'extraPicks', 'skips'] as const) if (!isInt(d[k])) fail(`bad ${k} of drafter ${seat}`);
    intList(d.searchers, `drafter ${seat} searchers`, nCards);
    intList(d.seen, `drafter ${seat} seen`, nCards);
    intList(d.watching, `drafter ${seat} watching`, n);
    // Agent of Acquisitions drafts the pack in hand whole
    if (d.takingPack !== null && !(isInt(d.takingPack) && d.takingPack === d.queue[0])) fail(`bad takingPack of drafter ${seat}`);
    if (typeof d.doneForRound !== 'boolean' || !isObject(d.archdemonPicks)) fail(`bad flags of drafter ${seat}`);
    if (!Object.entries(d.archdemonPicks).every(([k, v]) => /^\d+$/.test(k) && Number(k) < nCards && isInt(v))) fail(`bad Archdemon picks of drafter ${seat}`);
    // Lore Seeker's booster waits only for an additional pick owed from the pack in hand, one for each Lore Seeker drafted at most
    if (d.boostersAfterPass !== undefined && !(isInt(d.boostersAfterPass) && d.boostersAfterPass >= 1 && d.boostersAfterPass <= d.pile.length + d.removed.length && d.extraPicks > 0)) fail(`bad boosters after pass of drafter ${seat}`);
  });
  place(intList(s.undrafted, 'undrafted', nCards));
  s.drafters.forEach((d, seat) => {
    // Canal Dredger: the drafter chosen, among several, for the last card of the pack the card drawn at random is in
    if (d.randomPickDredger !== undefined && (d.randomPick === undefined || !dredgerSeats(s).includes(d.randomPickDredger))) fail(`bad Canal Dredger drafter of the random pick of drafter ${seat}`);
    if (d.randomPick === undefined) return;
    // Archdemon of Paliano: a card drawn at random, from the pack in hand, that offers options to choose
    const pick = d.randomPick;
    if (s.phase !== 'drafting' || !isBelow(pick, nCards) || !s.packs[d.queue[0] ?? -1]?.cards.includes(pick)) fail(`bad random pick of drafter ${seat}`);
    if (!draftsAtRandom(s, d) || !offersPickOptions(s, d, pick)) fail(`drafter ${seat} holds a random pick without drafting at random or without options to choose`);
  });
  places.forEach((count, id) => {
    if (count !== 1) fail(`card ${id} is in ${count} places, not one`);
  });
  if (!isInt(s.round) || s.round >= s.settings.rounds) fail('bad round');
  if (!['drafting', 'dealBroker', 'complete'].includes(s.phase)) fail('bad phase');
  if (!Array.isArray(s.notes) || !s.notes.every((x) => isObject(x) && isInt(x.card) && x.card < nCards && isInt(x.seat) && x.seat < n)) fail('bad notes');
  if (!Array.isArray(s.colorChoices) || !Array.isArray(s.deals) || !Array.isArray(s.log)) fail('bad choices, deals or log');
  checkRecords(s, nCards, n);
  checkAbilityRecords(s, fail);
  // the packs of later rounds are still closed, and the drafters hold packs of the current round
  if (s.packs.some((p) => p.opened && p.round > s.round)) fail('a pack of a later round is open');
  if (s.phase === 'drafting' && s.drafters.some((d) => d.queue.some((id) => s.packs[id]!.round !== s.round))) fail('a drafter holds a pack of another round');
  // CR 905.1a: while drafting, each open pack of the round with cards left is in one drafter's hands
  const holders = new Array<number>(s.packs.length).fill(0);
  for (const d of s.drafters) for (const id of d.queue) holders[id] = (holders[id] ?? 0) + 1;
  if (holders.some((k) => k > 1)) fail('a pack is held by two drafters');
  if (s.phase === 'drafting' && s.packs.some((p) => p.opened && p.round === s.round && p.cards.length > 0 && holders[p.id] === 0)) fail('an open pack with cards left is held by nobody');
  // CR 905.1a: the draft goes on until its last round's packs are drafted; only then Deal Broker's exchanges and the pools
  if (s.phase !== 'drafting' && (s.round !== s.settings.rounds - 1 || s.packs.some((p) => p.cards.length > 0) || s.drafters.some((d) => d.queue.length > 0 || d.takingPack !== null))) {
    fail(`a draft in phase ${s.phase} with packs still to draft (CR 905.1a)`);
  }
  // like a game, a draft that is not over waits for somebody who has something to do
  if (s.phase !== 'complete' && !s.drafters.some((d) => legalPicks(s, d.seat).length > 0)) fail(`a draft in phase ${s.phase} in which nobody can act`);
}

/**
 * Reads a draft written by {@link serializeDraft}, checking it. The state returned keeps its
 * drafters' legal actions once listed, as one `applyDraft` returns does (see `legalPicks`): the
 * listing the check makes is kept.
 */
export function deserializeDraft(json: string): ReadonlyDraftState {
  return loadParsedDraft(parseSaved(json, fail));
}

/**
 * A draft read from JSON (a save's, a session file's), checked by {@link validateDraftState}, as a
 * state the engine hands out: it keeps its drafters' legal actions once listed, the listing the
 * check makes among them. Throws the check's RulesError for a value that is no valid draft.
 */
export function loadParsedDraft(value: unknown): ReadonlyDraftState {
  // registered first, so that the check's listing is kept: a value the check refuses is dropped
  if (isObject(value)) keepPicks(value as unknown as DraftState);
  validateDraftState(value);
  return value;
}
