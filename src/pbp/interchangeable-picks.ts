/**
 * Interchangeable cards for `!act pick NAME` in a draft: several picks read the same when they
 * differ only in which of several cards of one name in the pack a drafter holds they draft (two Ogre
 * Sentries, each "pick Ogre Sentry"). The pack in hand is seen only by its drafter (CR 905.1c), and
 * nothing of the draft follows one of those cards rather than the other unless something marks it:
 * then the picks are one choice, and the session drafts the first of them in pack order.
 * A card that something marks — a foil, a card other drafters know and its twin they do not (a
 * Cogwork Librarian drafted face up and put back into the pack, 905.2c, beside one the pack held) —
 * is not interchangeable with the others, and {@link pickDistinctions} says what tells each pick
 * apart. Information is noted for a drafted card (905.2b), never for one still in a pack. Picks with
 * different options (drafting Lore Seeker adding a booster or not, noting the card with Noble
 * Banneret) differ in more than their card and are never one choice.
 *
 * @module
 */
import type { DraftAction, ReadonlyDraftState, Seat } from '../draft/types.js';

/** A pick of a card, with its options. */
type CardPick = Extract<DraftAction, { type: 'pick' }>;

/**
 * The cards each action drafts from the pack in `seat`'s hand, when they are all picks of `seat`
 * that differ in their card alone (not in an option); null otherwise.
 */
function differingCards(state: ReadonlyDraftState, seat: Seat, actions: readonly DraftAction[]): number[] | null {
  if (!actions.every((a): a is CardPick => a.type === 'pick' && a.seat === seat)) return null;
  const picks = actions as readonly CardPick[];
  const first = picks[0] as CardPick;
  const field = (a: CardPick, k: string): string => JSON.stringify((a as unknown as Record<string, unknown>)[k]);
  const keys = [...new Set(picks.flatMap((a) => Object.keys(a)))];
  const differing = keys.filter((k) => picks.some((a) => field(a, k) !== field(first, k)));
  if (differing.length !== 1 || differing[0] !== 'card') return null;
  const pack = state.packs[state.drafters[seat]?.queue[0] ?? -1];
  return picks.every((a) => pack?.cards.includes(a.card)) ? picks.map((a) => a.card) : null;
}

/**
 * The other drafters who know what card `card` is, by seat: those an ability showed it to (their
 * `seen`), and every drafter a logged event showed it to but `seat` (a card drafted face up and
 * put back into a pack by Cogwork Librarian was public, 905.2c).
 */
function knownTo(state: ReadonlyDraftState, seat: Seat, card: number): Seat[] {
  const knowing = new Set<Seat>();
  for (const d of state.drafters) if (d.seen.includes(card)) knowing.add(d.seat);
  for (const e of state.log) {
    if (e.card !== card) continue;
    for (const d of e.visibleTo ?? state.drafters.map((x) => x.seat)) knowing.add(d);
  }
  knowing.delete(seat);
  return [...knowing].sort((a, b) => a - b);
}

/** Everything that could tell a card of the pack in `seat`'s hand apart from another of its name. */
function marksOf(state: ReadonlyDraftState, seat: Seat, card: number): string[] {
  const c = state.cards[card];
  const others = knownTo(state, seat, card);
  return [
    ...(c?.foil ? ['foil'] : []),
    ...(others.length > 0 ? [`known to ${others.map((s) => `seat ${s + 1} (${state.drafters[s]?.name ?? '?'})`).join(', ')}`] : []),
  ];
}

/**
 * The one pick to take when `actions`, all `seat`'s, differ only in which of several interchangeable
 * cards of the pack in hand they draft: the one whose card comes first in the pack. Null when any two
 * of them can be told apart, or they differ in anything else.
 */
export function interchangeablePick(state: ReadonlyDraftState, seat: Seat, actions: readonly DraftAction[]): DraftAction | null {
  if (actions.length < 2) return actions[0] ?? null;
  const cards = differingCards(state, seat, actions);
  if (cards === null) return null;
  const prints = cards.map((card) => JSON.stringify([state.cards[card]?.name, marksOf(state, seat, card)]));
  if (prints.some((p) => p !== prints[0])) return null;
  const pack = state.packs[state.drafters[seat]?.queue[0] ?? -1]?.cards ?? [];
  const positions = cards.map((card) => pack.indexOf(card));
  return actions[positions.indexOf(Math.min(...positions))] as DraftAction;
}

/**
 * For each of several of `seat`'s actions, what marks the card it drafts apart from those of the
 * others that read the same (`texts`, one per action): a foil, known to other drafters.
 * An empty text for a card nothing marks, for an action whose text no other has, and for every
 * action when they differ in more than their cards.
 */
export function pickDistinctions(state: ReadonlyDraftState, seat: Seat, actions: readonly DraftAction[], texts: readonly string[]): string[] {
  const cards = differingCards(state, seat, actions);
  if (cards === null) return actions.map(() => '');
  const marks = cards.map((card) => marksOf(state, seat, card).join(', '));
  return marks.map((m, i) => (texts.some((t, j) => j !== i && t === texts[i]) ? m : ''));
}
