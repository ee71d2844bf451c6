/**
 * Reading drafters' piles: face-up cards whose abilities work during the draft (CR 905.2c), card
 * names and printed facts of draft cards.
 *
 * @module
 */
import { getPrinted } from '../cards/printed.js';
import type { DraftCard, Drafter, DraftState, PileCard, ReadonlyDraftState, Seat } from './types.js';

/** The name of a draft card. */
export function nameOf(state: ReadonlyDraftState, card: number): string {
  return (state.cards[card] as { name: string }).name;
}

/** The face-up cards named `name` in a drafter's pile (905.2c: their abilities work while face up). */
export function faceUpNamed(state: DraftState, drafter: Drafter, name: string): PileCard[] {
  return drafter.pile.filter((p) => p.faceUp && nameOf(state, p.card) === name);
}

/** Whether a drafter's pile holds a face-up card named `name`. */
export function hasFaceUp(state: DraftState, drafter: Drafter, name: string): boolean {
  for (const p of drafter.pile) if (p.faceUp && nameOf(state, p.card) === name) return true;
  return false;
}

/** Turns the first face-up card named `name` of a drafter's pile face down; returns its id. */
export function turnFaceDown(state: DraftState, drafter: Drafter, name: string): number {
  const at = drafter.pile.findIndex((p) => p.faceUp && nameOf(state, p.card) === name);
  const entry = drafter.pile[at];
  if (!entry) throw new Error(`no face-up ${name}`);
  drafter.pile[at] = { card: entry.card, faceUp: false };
  state.log.push({ type: 'faceDown', rule: '905.2c', seat: drafter.seat, card: entry.card, text: `${drafter.name} turns ${name} face down` });
  return entry.card;
}

/** Whether the named card is a creature card. */
export function isCreatureCard(name: string): boolean {
  return getPrinted(name)?.types.includes('Creature') ?? false;
}

/** The cards of the draft last looked through for a Canal Dredger, how many were, and whether one was found. */
let dredgerScan: { cards: readonly DraftCard[]; scanned: number; found: boolean } | undefined;

/** Whether the draft has a Canal Dredger at all (cards are only ever added, so a scan is extended, never redone). */
function draftHasDredger(state: DraftState): boolean {
  if (dredgerScan?.cards !== state.cards) dredgerScan = { cards: state.cards, scanned: 0, found: false };
  const scan = dredgerScan;
  for (; scan.scanned < state.cards.length && !scan.found; scan.scanned++) scan.found = nameOf(state, scan.scanned) === 'Canal Dredger';
  return scan.found;
}

const NO_SEATS: readonly Seat[] = [];

/** The seats whose piles hold a face-up Canal Dredger, in seat order. */
export function dredgerSeats(state: DraftState): readonly Seat[] {
  if (!draftHasDredger(state)) return NO_SEATS;
  const seats: Seat[] = [];
  for (const d of state.drafters) if (hasFaceUp(state, d, 'Canal Dredger')) seats.push(d.seat);
  return seats;
}

/** A drafter's card pool: the ids of the cards in their pile (905.1d). */
export function poolOf(drafter: Drafter): number[] {
  return drafter.pile.map((p) => p.card);
}
