/**
 * Reading a player's draft information in the game (CR 905.2b): the game halves of the draft-matters
 * cards ask for "the highest number you noted for cards named …", the names or types noted, the
 * colours chosen, and the cards removed from the draft. A player with no draft record noted nothing.
 *
 * @module
 */
import { getPrinted } from '../cards/printed.js';
import type { Keyword } from '../cards/types.js';
import type { Color } from '../engine/mana.js';
import type { DraftRecordNote } from '../state/draft-record.js';
import type { DeepReadonly, PlayerId, ReadonlyGameState } from '../state/types.js';

function notesFor(state: ReadonlyGameState, player: PlayerId, card: string): readonly DeepReadonly<DraftRecordNote>[] {
  return state.players[player]?.draft?.notes.filter((n) => n.card === card) ?? [];
}

/** The highest number the player noted for cards named `card`; 0 if none (e.g. Lurking Automaton's rulings). */
export function highestNotedNumber(state: ReadonlyGameState, player: PlayerId, card: string): number {
  let best = 0;
  for (const n of notesFor(state, player, card)) if (n.number !== undefined && n.number > best) best = n.number;
  return best;
}

/** The names the player noted for cards named `card`. */
export function notedNames(state: ReadonlyGameState, player: PlayerId, card: string): string[] {
  return notesFor(state, player, card).flatMap((n) => (n.name === undefined ? [] : [n.name]));
}

/** The creature types the player noted for cards named `card`. */
export function notedTypes(state: ReadonlyGameState, player: PlayerId, card: string): string[] {
  return notesFor(state, player, card).flatMap((n) => n.types ?? []);
}

/** The colours chosen as the player drafted cards named `card`. */
export function notedColors(state: ReadonlyGameState, player: PlayerId, card: string): Color[] {
  return [...new Set(notesFor(state, player, card).flatMap((n) => n.colors ?? []))];
}

/** The draft seats the player noted for cards named `card` (Cogwork Tracker). */
export function notedSeats(state: ReadonlyGameState, player: PlayerId, card: string): number[] {
  return notesFor(state, player, card).flatMap((n) => (n.player === undefined || n.player === null ? [] : [n.player]));
}

/** Whether the player guessed right for a card named `card` (Spire Phantasm). */
export function guessedRight(state: ReadonlyGameState, player: PlayerId, card: string): boolean {
  return notesFor(state, player, card).some((n) => n.guess?.right === true);
}

/**
 * How many cards the player removed from the draft with cards named `by`: the player's own removals,
 * whichever of their cards of that name made them (Cogwork Grinder ruling 4), also for a card of that
 * name they control but do not own (ruling 6) or received from Deal Broker (its ruling 5: the ability
 * refers to the card's new owner).
 */
export function removedCount(state: ReadonlyGameState, player: PlayerId, by: 'Cogwork Grinder' | 'Animus of Predation'): number {
  return state.players[player]?.draft?.removed.filter((r) => r.by === by).length ?? 0;
}

/** Whether the player removed a creature card with `keyword` from the draft with cards named Animus of Predation. */
export function removedCreatureWith(state: ReadonlyGameState, player: PlayerId, keyword: Keyword): boolean {
  const removed = state.players[player]?.draft?.removed ?? [];
  return removed.some((r) => {
    if (r.by !== 'Animus of Predation') return false;
    const p = getPrinted(r.card);
    return !!p && p.types.includes('Creature') && p.keywords.some((k) => k.toLowerCase() === keyword);
  });
}

/** The game player whose draft seat is `seat`, if they are in this game (Cogwork Tracker). */
export function playerAtDraftSeat(state: ReadonlyGameState, seat: number): PlayerId | undefined {
  return state.players.find((p) => p.draft?.seat === seat)?.id;
}
