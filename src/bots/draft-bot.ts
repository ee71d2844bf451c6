/**
 * The draft bot interface: a draft bot decides from its drafter's information only (CR 905.1c) — the
 * pack in hand, its own drafted cards, what is public or was shown to it — never from the draft
 * state, which holds every pack and pile.
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { checkDraftSeat } from '../draft/arguments.js';
import { draftsAtRandom, packInHand } from '../draft/picks.js';
import { draftView, type DraftView } from '../draft/view.js';
import type { DraftAction, DraftState, ReadonlyDraftState, Seat } from '../draft/types.js';
import type { RngState } from '../state/types.js';
import { quoted } from '../engine/quote.js';

/** What a draft bot is given to decide: its drafter's information, nothing hidden from them. */
export interface DraftBotInput {
  /** The deciding drafter's seat. */
  readonly seat: Seat;
  /** The drafter's legal draft actions (never empty): the bot returns one of them. */
  readonly actions: readonly DraftAction[];
  /** The bot's PRNG, advanced in place by what the bot draws. */
  readonly rng: RngState;
  /** The drafter's view of the draft (905.1c), built on first read. */
  readonly view: DraftView;
  /** The ids of the drafter's own drafted cards, in the order drafted. */
  readonly pile: readonly number[];
  /**
   * The name of a card of the draft by id, when the drafter may see it (the pack in hand unless
   * drafting blind, their own cards, cards shown to them, public cards and events): exactly the
   * cards their {@link DraftView} shows. Throws a {@link RulesError} for a card hidden from them.
   */
  cardName(id: number): string;
}

/** A draft bot: picks one of a drafter's legal draft actions from that drafter's information. */
export type DraftBot = (input: DraftBotInput) => DraftAction;

/**
 * The input of a draft bot deciding for `seat` in `state`; the bot sees the draft only through it.
 * `actions` must be the seat's legal draft actions (`legalPicks`). The common questions (a card of
 * the pack in hand, of the drafter's own pile) are answered without building the view.
 */
export function draftBotInput(state: ReadonlyDraftState, seat: Seat, actions: readonly DraftAction[], rng: RngState): DraftBotInput {
  checkDraftSeat(state, seat, 'draftBotInput');
  const drafter = state.drafters[seat] as ReadonlyDraftState['drafters'][number];
  let seen: DraftView | undefined;
  let shown: Set<number> | undefined;
  let pile: number[] | undefined;
  let pileIds: Set<number> | undefined;
  let packIds: readonly number[] | undefined;
  const viewOf = (): DraftView => (seen ??= draftView(state, seat));
  return {
    seat,
    actions,
    rng,
    get view() {
      return viewOf();
    },
    get pile() {
      return (pile ??= drafter.pile.map((p) => p.card));
    },
    cardName(id: number): string {
      const card = state.cards[id];
      if (!card) throw new RulesError('malformed', `no card ${quoted(id)} in this draft`);
      packIds ??= packLookedAt(state as DraftState, seat); // it only reads the draft
      if (packIds.includes(id)) return card.name;
      pileIds ??= new Set(drafter.pile.map((p) => p.card));
      if (pileIds.has(id)) return card.name;
      shown ??= cardsShown(viewOf());
      if (!shown.has(id)) throw new RulesError('illegal', `card ${id} is hidden from seat ${seat}`, '905.1c');
      return card.name;
    },
  };
}

/** The cards of the pack the drafter is looking at: none when there is none or they draft blind (as {@link draftView} decides). */
function packLookedAt(state: DraftState, seat: Seat): readonly number[] {
  const drafter = state.drafters[seat];
  const hand = drafter ? packInHand(state, drafter) : undefined;
  return hand && drafter && !draftsAtRandom(state, drafter) ? hand.cards : [];
}

/** Every card id a draft view shows. */
function cardsShown(view: DraftView): Set<number> {
  const ids = new Set<number>();
  for (const c of view.pack ?? []) ids.add(c.id);
  for (const list of [view.pile, view.removed, view.seen]) for (const c of list) ids.add(c.id);
  if (view.randomPick) ids.add(view.randomPick.id);
  for (const o of view.others) for (const list of [o.faceUp, o.removedFaceUp]) for (const c of list) ids.add(c.id);
  if (view.deal?.revealed) ids.add(view.deal.revealed.id);
  for (const c of Object.values(view.deal?.offers ?? {})) if (c) ids.add(c.id);
  for (const e of view.log) if (e.card !== undefined) ids.add(e.card);
  return ids;
}
