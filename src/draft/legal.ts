/**
 * `legalPicks`: every action the draft allows now, for every drafter (picks are simultaneous, so
 * several drafters may act; 905.2a). A bot choosing only from this list never meets a RulesError.
 *
 * @module
 */
import type { Color } from '../engine/mana.js';
import { currentDeal, offersComplete } from './deal-broker.js';
import { dredgerSeats, isCreatureCard, nameOf, poolOf } from './piles.js';
import { packInHand } from './picks.js';
import type { DraftAction, Drafter, DraftPack, DraftState, PickOptions, Seat } from './types.js';

const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

const NO_DREDGER_CHOICE: readonly (Seat | undefined)[] = [undefined];

/** The Canal Dredger choices for passing a pack that will hold one card: one per Dredger drafter when several. */
function dredgerChoices(state: DraftState, cardsLeftAfter: number): readonly (Seat | undefined)[] {
  if (cardsLeftAfter !== 1) return NO_DREDGER_CHOICE;
  const seats = dredgerSeats(state);
  return seats.length > 1 ? seats : NO_DREDGER_CHOICE;
}

const NO_OPTIONS: readonly PickOptions[] = [{}];

/** Cards whose own pick has options (Lore Seeker adds a booster; Spire Phantasm guesses). */
const OPTION_CARDS: ReadonlySet<string> = new Set(['Lore Seeker', 'Spire Phantasm']);

/** The names of a drafter's face-up cards (905.2c). */
const NONE_FACE_UP: ReadonlySet<string> = new Set();

function faceUpNames(state: DraftState, drafter: Drafter): ReadonlySet<string> {
  if (!drafter.pile.some((p) => p.faceUp)) return NONE_FACE_UP;
  const names = new Set<string>();
  for (const p of drafter.pile) if (p.faceUp) names.add(nameOf(state, p.card));
  return names;
}

/** Every combination of pick options the drafter's face-up cards and the card allow. */
function pickVariants(state: DraftState, drafter: Drafter, faceUp: ReadonlySet<string>, pack: DraftPack, card: number): readonly PickOptions[] {
  const name = nameOf(state, card);
  const left = drafter.extraPicks > 1 || drafter.takingPack !== null ? 0 : pack.cards.length - 1;
  if (faceUp.size === 0 && name !== 'Lore Seeker' && name !== 'Spire Phantasm' && (left !== 1 || dredgerChoices(state, 1).length === 1)) return NO_OPTIONS;
  const removes: PickOptions['remove'][] = [undefined];
  for (const r of ['Cogwork Grinder', 'Animus of Predation'] as const) if (faceUp.has(r)) removes.push(r);
  const notes: PickOptions['note'][] = [undefined];
  for (const n of ['Noble Banneret', 'Paliano Vanguard', 'Smuggler Captain'] as const) {
    if (faceUp.has(n) && (n === 'Smuggler Captain' || isCreatureCard(name))) notes.push(n);
  }
  const extras: PickOptions['extra'][] = [undefined];
  if (pack.cards.length >= 2 && drafter.takingPack === null) {
    for (const e of ['Cogwork Librarian', "Leovold's Operative"] as const) if (faceUp.has(e)) extras.push(e);
  }
  const guesses: (string | undefined)[] = name === 'Spire Phantasm' && pack.cards.length >= 2
    ? [...new Set(pack.cards.filter((c) => c !== card).map((c) => nameOf(state, c)))]
    : [undefined];
  const variants: PickOptions[] = [];
  for (const remove of removes) for (const note of notes) for (const extra of extras) for (const guess of guesses) {
    const base: PickOptions = {};
    if (remove) base.remove = remove;
    if (note) base.note = note;
    if (extra) base.extra = extra;
    if (guess !== undefined) base.guess = guess;
    const addBoosters = name === 'Lore Seeker' && extra === undefined && drafter.takingPack === null ? [false, true] : [undefined];
    for (const addBooster of addBoosters) {
      for (const dredger of dredgerChoices(state, extra !== undefined ? 0 : left)) {
        const v: PickOptions = { ...base };
        if (addBooster) v.addBooster = true;
        if (dredger !== undefined) v.dredger = dredger;
        variants.push(v);
      }
    }
  }
  return variants;
}

/** The legal actions of one drafter. */
export function legalPicksOf(state: DraftState, seat: Seat): DraftAction[] {
  const drafter = state.drafters[seat];
  if (!drafter) return [];
  const actions: DraftAction[] = [];
  if (state.phase === 'dealBroker') {
    const deal = currentDeal(state);
    if (!deal) return actions;
    if (deal.seat === seat) {
      if (deal.revealed === undefined) {
        actions.push({ type: 'brokerReveal', seat, card: null });
        for (const card of poolOf(drafter)) actions.push({ type: 'brokerReveal', seat, card });
      } else if (offersComplete(state, deal)) {
        actions.push({ type: 'brokerAccept', seat, from: null });
        for (const [from, card] of Object.entries(deal.offers)) if (card !== null) actions.push({ type: 'brokerAccept', seat, from: Number(from) });
      }
    } else if (typeof deal.revealed === 'number' && !(seat in deal.offers)) {
      actions.push({ type: 'brokerOffer', seat, card: null });
      for (const card of poolOf(drafter)) actions.push({ type: 'brokerOffer', seat, card });
    }
    return actions;
  }
  if (state.phase !== 'drafting') return actions;
  const choice = state.colorChoices.find((c) => c.choosers[0] === seat);
  if (choice) for (const color of COLORS) if (!choice.chosen.includes(color)) actions.push({ type: 'chooseColor', seat, color });
  const faceUp = faceUpNames(state, drafter);
  if (faceUp.has('Whispergear Sneak')) {
    const held = new Set(state.drafters.map((d) => d.queue[0]));
    for (const pack of state.packs) {
      if (pack.cards.length > 0 && !held.has(pack.id)) actions.push({ type: 'lookAtPack', seat, pack: pack.id });
    }
  }
  if (faceUp.has('Illusionary Informant')) {
    for (const other of state.drafters) if (other.seat !== seat && !drafter.watching.includes(other.seat)) actions.push({ type: 'watch', seat, target: other.seat });
  }
  const pack = packInHand(state, drafter);
  if (!pack || pack.cards.length === 0) return actions;
  const mustPick = drafter.extraPicks > 0 || drafter.takingPack !== null;
  if (!mustPick && drafter.skips > 0) {
    for (const dredger of dredgerChoices(state, pack.cards.length)) actions.push(dredger === undefined ? { type: 'passPack', seat } : { type: 'passPack', seat, dredger });
    return actions;
  }
  if (!mustPick && faceUp.has('Archdemon of Paliano')) {
    for (const dredger of dredgerChoices(state, pack.cards.length - 1)) actions.push(dredger === undefined ? { type: 'pickRandom', seat } : { type: 'pickRandom', seat, dredger });
    return actions;
  }
  // the common case: no face-up card, and no pass that may go to a Canal Dredger drafter
  const plain = faceUp.size === 0 && (pack.cards.length > 2 || drafter.extraPicks > 1 || drafter.takingPack !== null || !state.drafters.some((d) => d.pile.some((p) => p.faceUp)) || dredgerChoices(state, 1).length === 1);
  for (const card of pack.cards) {
    if (plain && !OPTION_CARDS.has(nameOf(state, card))) {
      actions.push({ type: 'pick', seat, card });
      continue;
    }
    for (const v of pickVariants(state, drafter, faceUp, pack, card)) actions.push(v === NO_OPTIONS[0] ? { type: 'pick', seat, card } : { type: 'pick', seat, card, ...v });
  }
  if (!mustPick && faceUp.has('Agent of Acquisitions')) actions.push({ type: 'takePack', seat });
  return actions;
}

/** Every legal action of every drafter, in seat order. Empty once the draft is complete. */
export function legalPicks(state: DraftState, seat?: Seat): DraftAction[] {
  if (seat !== undefined) return legalPicksOf(state, seat);
  const all: DraftAction[] = [];
  for (const d of state.drafters) for (const a of legalPicksOf(state, d.seat)) all.push(a);
  return all;
}
