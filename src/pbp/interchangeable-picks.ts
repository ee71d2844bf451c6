/**
 * Interchangeable cards for `!act TEXT` in a draft: several actions read the same when they differ
 * only in which of several cards of one name a drafter chooses — drafting from the pack in hand (two
 * Ogre Sentries, each "pick Ogre Sentry"), or revealing or offering a card of their pool for a Deal
 * Broker exchange (two Kiln Fiends, each "offer Kiln Fiend from your pool"). The pack in hand is seen only by
 * its drafter (CR 905.1c), and so is a pool's face-down card (905.1a, 905.2c); nothing of the draft
 * follows one of those cards rather than the other unless something marks it: then the actions are one
 * choice, and the session takes the first of them in the order of the pack or pool.
 * A card that something marks is not interchangeable with the others, and {@link pickDistinctions}
 * says what tells each apart: a foil; a card other drafters know and its twin they do not (a Cogwork
 * Librarian drafted face up and put back into the pack beside one the pack held; a card drafted face
 * up, 905.2c, or revealed as it was drafted; a card shown by Cogwork Spy or Illusionary Informant);
 * information noted for the card (905.2b: for a drafted card, which keeps it through a Deal Broker
 * exchange). Picks with different options (drafting Lore Seeker adding a booster or not, noting the
 * card with Noble Banneret) differ in more than their card and are never one choice.
 *
 * @module
 */
import type { DraftAction, ReadonlyDraftState, Seat } from '../draft/types.js';
import { noteText } from './table-text.js';

/** An action naming one card the drafter chooses among others of its name: a pick, a Deal Broker reveal or offer. */
type CardChoice = Extract<DraftAction, { type: 'pick' | 'brokerReveal' | 'brokerOffer' }>;

/** Whether `a` names a card of its drafter's: a pick, or a Deal Broker reveal or offer of a card rather than none. */
function isCardChoice(a: DraftAction): a is CardChoice {
  return (a.type === 'pick' || a.type === 'brokerReveal' || a.type === 'brokerOffer') && a.card !== null;
}

/**
 * The cards `seat` chooses among with actions of `type`, in their order: the pack in hand for a
 * pick, the pool (905.1d) for a Deal Broker reveal or offer.
 */
function cardsChosenAmong(state: ReadonlyDraftState, seat: Seat, type: CardChoice['type']): readonly number[] {
  const drafter = state.drafters[seat];
  if (type === 'pick') return state.packs[drafter?.queue[0] ?? -1]?.cards ?? [];
  return drafter?.pile.map((p) => p.card) ?? [];
}

/**
 * The cards each action names, with the pack or pool they are chosen from, when the actions are all
 * `seat`'s of one type naming a card there and differ in their card alone (not in an option); null
 * otherwise.
 */
function differingCards(state: ReadonlyDraftState, seat: Seat, actions: readonly DraftAction[]): { cards: number[]; among: readonly number[] } | null {
  if (!actions.every((a): a is CardChoice => isCardChoice(a) && a.seat === seat)) return null;
  const choices = actions as readonly CardChoice[];
  const first = choices[0] as CardChoice;
  const field = (a: CardChoice, k: string): string => JSON.stringify((a as unknown as Record<string, unknown>)[k]);
  const keys = [...new Set(choices.flatMap((a) => Object.keys(a)))];
  const differing = keys.filter((k) => choices.some((a) => field(a, k) !== field(first, k)));
  if (differing.length !== 1 || differing[0] !== 'card') return null;
  const among = cardsChosenAmong(state, seat, first.type);
  const cards = choices.map((a) => a.card as number);
  return cards.every((card) => among.includes(card)) ? { cards, among } : null;
}

/**
 * The other drafters who know what card `card` is, by seat: those an ability showed it to (their
 * `seen`), and every drafter a logged event showed it to but `seat` (a card drafted face up, 905.2c,
 * or revealed as it was drafted, or for a Deal Broker exchange, was public; so is a note, 905.2b).
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

/**
 * Everything that could tell a card of the pack in `seat`'s hand or of their pool apart from another
 * of its name: a foil, the information noted for it (905.2b), the other drafters who know it.
 */
function marksOf(state: ReadonlyDraftState, seat: Seat, card: number): string[] {
  const c = state.cards[card];
  const notes = state.notes.filter((n) => n.card === card);
  const others = knownTo(state, seat, card);
  return [
    ...(c?.foil ? ['foil'] : []),
    ...(notes.length > 0 ? [`noted ${notes.map(noteText).join('; ')}`] : []),
    ...(others.length > 0 ? [`known to ${others.map((s) => `seat ${s + 1} (${state.drafters[s]?.name ?? '?'})`).join(', ')}`] : []),
  ];
}

/**
 * The one action to take when `actions`, all `seat`'s, differ only in which of several
 * interchangeable cards they name — of the pack in hand for picks, of the pool for Deal Broker
 * reveals or offers: the one whose card comes first there. Null when any two of them can be told
 * apart, or they differ in anything else.
 */
export function interchangeablePick(state: ReadonlyDraftState, seat: Seat, actions: readonly DraftAction[]): DraftAction | null {
  if (actions.length < 2) return actions[0] ?? null;
  const found = differingCards(state, seat, actions);
  if (found === null) return null;
  const prints = found.cards.map((card) => JSON.stringify([state.cards[card]?.name, marksOf(state, seat, card)]));
  if (prints.some((p) => p !== prints[0])) return null;
  const positions = found.cards.map((card) => found.among.indexOf(card));
  return actions[positions.indexOf(Math.min(...positions))] as DraftAction;
}

/**
 * For each of several of `seat`'s actions, what marks the card it names apart from those of the
 * others that read the same (`texts`, one per action): a foil, noted information, known to other
 * drafters. An empty text for a card nothing marks, for an action whose text no other has, and for
 * every action when they differ in more than their cards.
 */
export function pickDistinctions(state: ReadonlyDraftState, seat: Seat, actions: readonly DraftAction[], texts: readonly string[]): string[] {
  const found = differingCards(state, seat, actions);
  if (found === null) return actions.map(() => '');
  const marks = found.cards.map((card) => marksOf(state, seat, card).join(', '));
  return marks.map((m, i) => (texts.some((t, j) => j !== i && t === texts[i]) ? m : ''));
}
