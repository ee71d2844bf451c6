/**
 * `draftView`: what one drafter may see (CR 905.1c): the pack they are drafting from, their own
 * drafted cards (and the cards they removed), revealed cards and noted information (905.2b), cards
 * drafted face up by anyone (905.2c), and cards an ability let them look at. Nothing else: other
 * drafters' face-down cards, packs in other hands and unopened packs stay hidden.
 *
 * @module
 */
import { checkDraftState } from './arguments.js';
import { RulesError } from '../engine/errors.js';
import { currentDeal, offersComplete } from './deal-broker.js';
import { draftsAtRandom, packInHand } from './picks.js';
import { plainState } from '../state/plain-state.js';
import type { BrokerDeal, ColorChoice, DraftEvent, DraftNote, DraftPhase, DraftState, ReadonlyDraftState, Seat } from './types.js';
import type { DeepReadonly } from '../state/types.js';
import { applyLogDelta } from '../state/log-delta.js';
import { shown } from '../engine/json-schema.js';

/**
 * The current Deal Broker exchange as a viewer sees it. Deal Broker ruling: "after you reveal your
 * card, each other player chooses up to one card from their card pool, then all those chosen cards
 * are revealed simultaneously": until every other drafter has answered, a drafter sees only their own
 * answer (they chose it), and nobody sees another's, nor whether it is a card or none.
 */
export interface DealView {
  /** The broker's seat. */
  readonly broker: Seat;
  /** The card the broker revealed; null until they reveal one. */
  readonly revealed: DraftCardView | null;
  /** Every answer by seat (a card, or null for no offer), once every other drafter has answered; null before. */
  readonly offers: Readonly<Record<number, DraftCardView | null>> | null;
  /** The viewer's own answer (a card, or null for no offer), once they made it; absent otherwise. */
  readonly ownOffer?: DraftCardView | null;
}

/**
 * A pending colour choice of Paliano, the High City or Regicide as a view shows it: the card is
 * revealed as it is drafted and stays so until its colours are noted (CR 905.2b), so every viewer may
 * look at it (905.1c) and the view names it.
 */
export interface ColorChoiceView extends ColorChoice {
  /** The name of the card revealed, its colours being chosen. */
  readonly cardName: string;
}

/** A card as a view shows it. */
export interface DraftCardView {
  /** The card's id. */
  readonly id: number;
  /** Its name. */
  readonly name: string;
  /** True for a foil. */
  readonly foil: boolean;
}

/** What a drafter sees of another drafter. */
export interface OtherDrafterView {
  /** The seat. */
  readonly seat: Seat;
  /** The name. */
  readonly name: string;
  /** How many cards are in their pile (the pile itself is face down). */
  readonly pileSize: number;
  /** Their face-up drafted cards (905.2c). */
  readonly faceUp: readonly DraftCardView[];
  /** Cards they removed from the draft face up (Animus of Predation). */
  readonly removedFaceUp: readonly DraftCardView[];
  /** How many packs wait for them. */
  readonly packsWaiting: number;
}

/**
 * One drafter's view of a draft, or a spectator's: a spectator (`seat: 'spectator'`), not at the
 * draft, has no pack, pile or seen cards (empty, `pack` null, counts 0) and sees every drafter
 * among `others`, with only what is public: face-up cards, notes, colour choices, the Deal Broker's
 * revealed card.
 */
export interface DraftView {
  /** The viewer's seat, or `'spectator'`. */
  readonly seat: Seat | 'spectator';
  /** The viewer's name at the draft (what the others' lines call them); absent for a spectator. */
  readonly name?: string;
  /** The phase. */
  readonly phase: DraftPhase;
  /** The round, 0-based. */
  readonly round: number;
  /** The cards of the pack in hand; null when there is none, or the viewer must draft blind (Archdemon of Paliano). */
  readonly pack: readonly DraftCardView[] | null;
  /** The number of cards in the pack in hand (known even when drafting blind). */
  readonly packSize: number;
  /** How many more packs wait for the viewer. */
  readonly packsWaiting: number;
  /** The viewer's drafted cards, in order, with whether each is face up. */
  readonly pile: readonly (DraftCardView & { readonly faceUp: boolean })[];
  /** Cards the viewer removed from the draft, and with what. */
  readonly removed: readonly (DraftCardView & { readonly by: string })[];
  /** Cards an ability let the viewer look at (Cogwork Spy, Illusionary Informant, Whispergear Sneak). */
  readonly seen: readonly DraftCardView[];
  /**
   * The card the viewer drew at random (Archdemon of Paliano) and is choosing the options of drafting
   * (`pickOptions`); absent otherwise, and never shown to anyone else.
   */
  readonly randomPick?: DraftCardView;
  /** The other drafters. */
  readonly others: readonly OtherDrafterView[];
  /** Every noted piece of information (public, 905.2b). */
  readonly notes: readonly DraftNote[];
  /** Pending colour choices, each naming its revealed card (public, 905.1c, 905.2b). */
  readonly colorChoices: readonly ColorChoiceView[];
  /** The current Deal Broker exchange (see {@link DealView}). */
  readonly deal: DealView | null;
  /**
   * The log, with cards the viewer may not see left out: whole, or for a view asked `since` a log
   * position, only the events after it.
   */
  readonly log: readonly DeepReadonly<DraftEvent>[];
  /** For a view asked `since` a position (a delta): that position, the index in the whole log of `log[0]`. */
  readonly logFrom?: number;
}

/** Options of {@link draftView}. */
export interface DraftViewOptions {
  /**
   * A log position the client already has (the length of the log of a view it holds): the view then
   * carries only the events after it, with `logFrom` set to it ({@link applyDraftViewDelta} rebuilds
   * the full view). An integer from 0 to the length of the log, else a {@link RulesError}.
   */
  readonly since?: number;
}

/**
 * The view of one drafter (905.1c), or with `'spectator'` of someone not at the draft (public
 * information only). Throws a {@link RulesError} for a seat that is not at the draft.
 */
export function draftView(given: ReadonlyDraftState, seat: Seat | 'spectator', options: DraftViewOptions = {}): DraftView {
  checkDraftState(given, 'draftView');
  // read only: the view is built of copies
  const state = plainState(given as DraftState);
  if (typeof options !== 'object' || options === null) throw new RulesError('malformed', `draft view options are an object ({ since }), not ${shown(options)}`);
  const since = options.since;
  if (since !== undefined && (!Number.isInteger(since) || since < 0 || since > state.log.length)) {
    throw new RulesError('malformed', `since ${shown(since)} is no position of this draft's log, which has ${state.log.length} events`);
  }
  if (seat === 'spectator') return spectatorDraftView(state, since);
  const drafter = state.drafters[seat];
  if (!drafter || !Number.isInteger(seat)) throw new RulesError('malformed', `no drafter at seat ${shown(seat)}: a viewer is a seat from 0 or 'spectator'`);
  const card = (id: number): DraftCardView => cardView(state, id);
  const hand = packInHand(state, drafter);
  const blind = draftsAtRandom(state, drafter);
  return {
    seat,
    name: drafter.name,
    phase: state.phase,
    round: state.round,
    pack: hand && !blind ? hand.cards.map(card) : null,
    packSize: hand?.cards.length ?? 0,
    packsWaiting: Math.max(0, drafter.queue.length - 1),
    pile: drafter.pile.map((p) => ({ ...card(p.card), faceUp: p.faceUp })),
    removed: drafter.removed.map((r) => ({ ...card(r.card), by: r.by })),
    seen: drafter.seen.map(card),
    ...(drafter.randomPick === undefined ? {} : { randomPick: card(drafter.randomPick) }),
    ...publicDraftParts(state, seat, since),
  };
}

/** A card as a view shows it. */
function cardView(state: DraftState, id: number): DraftCardView {
  const c = state.cards[id] as DraftCardView;
  return { id: c.id, name: c.name, foil: c.foil };
}

/** What every viewer sees of a draft: the other drafters' public parts, notes, colour choices, the deal and the log. */
function publicDraftParts(state: DraftState, seat: Seat | 'spectator', since: number | undefined): Pick<DraftView, 'others' | 'notes' | 'colorChoices' | 'deal' | 'log' | 'logFrom'> {
  const card = (id: number): DraftCardView => cardView(state, id);
  const deal = currentDeal(state);
  return {
    others: state.drafters.filter((d) => d.seat !== seat).map((d) => ({
      seat: d.seat,
      name: d.name,
      pileSize: d.pile.length,
      faceUp: d.pile.filter((p) => p.faceUp).map((p) => card(p.card)),
      removedFaceUp: d.removed.filter((r) => r.by === 'Animus of Predation').map((r) => card(r.card)),
      packsWaiting: d.queue.length,
    })),
    notes: state.notes.map((n) => ({ ...n })),
    colorChoices: state.colorChoices.map((c) => ({ ...c, choosers: [...c.choosers], chosen: [...c.chosen], cardName: cardView(state, c.card).name })),
    deal: deal ? dealView(state, deal, seat) : null,
    log: (since === undefined ? state.log : state.log.slice(since)).map((e) => redactDraftEvent(e, seat)),
    ...(since === undefined ? {} : { logFrom: since }),
  };
}

/** The current Deal Broker exchange as `seat` sees it (see {@link DealView}). */
function dealView(state: DraftState, deal: BrokerDeal, seat: Seat | 'spectator'): DealView {
  const card = (id: number): DraftCardView => cardView(state, id);
  const offerView = (c: number | null): DraftCardView | null => (c === null ? null : card(c));
  const own = seat === 'spectator' || !Object.hasOwn(deal.offers, seat) ? undefined : deal.offers[seat];
  return {
    broker: deal.seat,
    revealed: typeof deal.revealed === 'number' ? card(deal.revealed) : null,
    offers: offersComplete(state, deal) ? Object.fromEntries(Object.entries(deal.offers).map(([s, c]) => [s, offerView(c)])) : null,
    ...(own === undefined ? {} : { ownOffer: offerView(own) }),
  };
}

/** The view of someone not at the draft: public information only. */
function spectatorDraftView(state: DraftState, since: number | undefined): DraftView {
  return {
    seat: 'spectator',
    phase: state.phase,
    round: state.round,
    pack: null,
    packSize: 0,
    packsWaiting: 0,
    pile: [],
    removed: [],
    seen: [],
    ...publicDraftParts(state, 'spectator', since),
  };
}

/**
 * An event as a drafter (or a spectator, `'spectator'`) sees it: a card only its `visibleTo` seats
 * may see is left out. An event with nothing to hide is returned itself: one read from a state's log
 * stays read-only.
 */
export function redactDraftEvent(e: DraftEvent, seat: Seat | 'spectator'): DraftEvent;
export function redactDraftEvent(e: DeepReadonly<DraftEvent>, seat: Seat | 'spectator'): DeepReadonly<DraftEvent>;
export function redactDraftEvent(e: DeepReadonly<DraftEvent>, seat: Seat | 'spectator'): DeepReadonly<DraftEvent> {
  if (typeof e !== 'object' || e === null) throw new RulesError('malformed', `a draft event is an object, not ${shown(e)}`);
  if (!e.visibleTo || (seat !== 'spectator' && e.visibleTo.includes(seat))) return e;
  const { card: _hidden, visibleTo: _v, ...rest } = e;
  return rest;
}

/**
 * The full view a draft view delta stands for: `delta` (asked `since` a position) with the events of
 * `previous` (a full view the client holds, of the same viewer) before its own. Throws a
 * {@link RulesError} when they do not fit together.
 */
export function applyDraftViewDelta(previous: DraftView, delta: DraftView): DraftView {
  return applyLogDelta(previous, delta, (v) => v.seat, 'seat');
}
