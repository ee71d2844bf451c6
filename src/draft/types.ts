/**
 * The state of a Conspiracy draft (CR 905.1–905.2) and the actions that change it. Like a game state,
 * a draft state is plain JSON: seeded, serializable, and changed only by {@link applyDraft}.
 *
 * @module
 */
import type { Color } from '../engine/mana.js';
import type { DeepReadonly, RngState } from '../state/types.js';

/** A seat at the draft table, 0-based. Seat `s + 1` (mod n) is to the left of seat `s`. */
export type Seat = number;

/**
 * Where the boosters of a round come from: a set's booster; packs dealt from a custom list (a cube);
 * or fixed custom packs, one per drafter in seat order.
 */
export type BoosterSource =
  | 'CNS'
  | 'CN2'
  | { readonly cube: readonly string[]; readonly packSize?: number }
  | { readonly packs: readonly (readonly string[])[] };

/** One physical card of the draft. Ids are indexes into {@link DraftState.cards}. */
export interface DraftCard {
  /** The card's id (its index in {@link DraftState.cards}). */
  readonly id: number;
  /** Exact English card name. */
  readonly name: string;
  /** True for a foil printing (boosters with the `foils` option). */
  readonly foil: boolean;
}

/** A booster pack in play. */
export interface DraftPack {
  /** The pack's id (its index in {@link DraftState.packs}). */
  id: number;
  /** The round the pack is drafted in (0-based). */
  round: number;
  /** The seat that opened it (or added it, for Lore Seeker). */
  opener: Seat;
  /** The cards still in it, by id. */
  cards: number[];
  /** False until the pack's round starts (a Whispergear Sneak may look at an unopened pack). */
  opened: boolean;
  /** The seat that passed it last, or null while its opener holds it (Cogwork Tracker). */
  passedBy: Seat | null;
  /** Seats that will see the next card drafted from this pack (Cogwork Spy). */
  spies: Seat[];
  /** Spire Phantasm guesses waiting for the next card drafted from this pack. */
  guesses: { seat: Seat; card: number; name: string }[];
}

/**
 * A card in a drafter's pile of drafted cards (CR 905.1a), face down unless drafted face up (905.2c).
 * Never changed once in a pile: turning a card face down puts a new entry in its place.
 */
export interface PileCard {
  /** The card's id. */
  readonly card: number;
  /** Face up in the pile (905.2c); everyone can look at it. */
  readonly faceUp: boolean;
}

/** The card whose ability noted information (CR 905.2b), and what it noted. Notes are public. */
export interface DraftNote {
  /** The id of the card the information is noted for. */
  card: number;
  /** That card's name ("noted for cards named …"). */
  cardName: string;
  /** The seat that noted it. */
  seat: Seat;
  /** A number: how many cards the drafter had drafted this round (Lurking Automaton and others). */
  number?: number;
  /** A card name (Aether Searcher, Noble Banneret, Smuggler Captain). */
  name?: string;
  /** Creature types (Paliano Vanguard). */
  types?: string[];
  /** A seat: the player who passed the card (Cogwork Tracker); null when nobody did. */
  player?: Seat | null;
  /** Colours chosen by the drafters to the right, the drafter, and to the left (Paliano, Regicide). */
  colors?: Color[];
  /** Spire Phantasm: the guessed name and whether it was right. */
  guess?: { name: string; right: boolean };
}

/** A card removed from the draft by Cogwork Grinder (face down) or Animus of Predation (face up). */
export interface RemovedCard {
  /** The card's id. */
  card: number;
  /** The card whose ability removed it. */
  by: 'Cogwork Grinder' | 'Animus of Predation';
}

/** A pending colour choice of Paliano, the High City or Regicide (right player, drafter, left player). */
export interface ColorChoice {
  /** The card being drafted. */
  card: number;
  /** Who drafted it. */
  seat: Seat;
  /** The seats choosing, in order; the first chooses next. */
  choosers: Seat[];
  /** Colours chosen so far, all different. */
  chosen: Color[];
}

/** A Deal Broker exchange after the draft (CNS Deal Broker). */
export interface BrokerDeal {
  /** The broker's seat. */
  seat: Seat;
  /** The Deal Broker card. */
  broker: number;
  /** The card the broker revealed, once chosen (null: the broker declined). */
  revealed: number | null | undefined;
  /** Offers by seat: a card id, or null for no offer; absent until that seat answers. */
  offers: Record<number, number | null>;
}

/** One drafter. */
export interface Drafter {
  /** The seat. */
  seat: Seat;
  /** Display name. */
  name: string;
  /** Packs passed to this drafter, in arrival order; the first is the one in hand. */
  queue: number[];
  /** The drafted cards pile (905.1a), in drafting order. */
  pile: PileCard[];
  /** Cards this drafter removed from the draft. */
  removed: RemovedCard[];
  /** Cards drafted this round, counting removed ones (Lurking Automaton's number). */
  draftedThisRound: number;
  /** Additional picks owed from the pack in hand (Cogwork Librarian, Leovold's Operative). */
  extraPicks: number;
  /** Cogwork Librarians to put into the pack in hand when it is passed. */
  returning: number[];
  /** Packs to pass without drafting (Leovold's Operative). */
  skips: number;
  /** Aether Searchers waiting to note the next card drafted. */
  searchers: number[];
  /** The pack this drafter is drafting whole (Agent of Acquisitions), if any. */
  takingPack: number | null;
  /**
   * True once an Agent of Acquisitions was used this round: no more drafting this round. Packs passed
   * to them are passed on, but one whose last card they choose a Canal Dredger drafter for waits in
   * their {@link Drafter.queue} until they choose (`passPack` with `dredger`).
   */
  doneForRound: boolean;
  /** Random picks made while each face-up Archdemon of Paliano watched, by card id. */
  archdemonPicks: Record<number, number>;
  /**
   * The card this drafter drew at random (Archdemon of Paliano) and looked at, still in the pack in
   * hand, while they choose the options of drafting it (`pickOptions`); absent otherwise. Archdemon
   * ruling: "After you draft a card at random, look at it to determine whether it needs to be revealed
   * as it's drafted or drafted face up. If it does, follow its instructions as normal."
   */
  randomPick?: number;
  /**
   * The Canal Dredger drafter chosen with the `pickRandom` that drew {@link Drafter.randomPick}, to get
   * the pack's last card (Canal Dredger ruling: "each player chooses which of those players to pass the
   * last card to"): kept until that card is drafted, and the only choice its `pickOptions` offer.
   * Absent when there was no choice.
   */
  randomPickDredger?: Seat;
  /**
   * Booster packs a Lore Seeker adds once the pack in hand is passed: drafted with a Cogwork
   * Librarian's or Leovold's Operative's additional pick from that pack still owed (Lore Seeker
   * ruling: pass the pack, then open the new one). Present only while one is owed.
   */
  boostersAfterPass?: number;
  /** Seats whose next drafted card this drafter will see (Illusionary Informant). */
  watching: Seat[];
  /** Cards this drafter was shown by an ability (Cogwork Spy, Illusionary Informant, Whispergear Sneak). */
  seen: number[];
}

/** Which part of the draft is running. */
export type DraftPhase = 'drafting' | 'dealBroker' | 'complete';

/** The type of a draft event: one of {@link DRAFT_EVENT_TYPES}. */
export type DraftEventType = 'open' | 'pick' | 'pass' | 'reveal' | 'note' | 'remove' | 'faceDown' | 'chooseColor' | 'addBooster' | 'look' | 'round' | 'exchange' | 'complete' | 'undrafted';

const DRAFT_EVENT_TYPE_SET: { readonly [T in DraftEventType]: true } = {
  open: true, pick: true, pass: true, reveal: true, note: true, remove: true, faceDown: true, chooseColor: true,
  addBooster: true, look: true, round: true, exchange: true, complete: true, undrafted: true,
};

/** Every type of draft event the draft logs. */
export const DRAFT_EVENT_TYPES: readonly DraftEventType[] = Object.freeze(Object.keys(DRAFT_EVENT_TYPE_SET) as DraftEventType[]);

/** A draft event, with the rule it applies. `visibleTo` lists the seats that see its card (absent: all). */
export interface DraftEvent {
  /** What happened. */
  type: DraftEventType;
  /** The CR rule (or card) that applies. */
  rule: string;
  /** The acting seat, if any. */
  seat?: Seat;
  /** The card concerned, if any. */
  card?: number;
  /** The pack concerned, if any. */
  pack?: number;
  /** Other seat concerned (passed to, chosen for). */
  to?: Seat;
  /** A colour chosen. */
  color?: Color;
  /** Seats that may see `card`; absent when it is public. */
  visibleTo?: Seat[];
  /** A short text for a reader. */
  text?: string;
}

/** Options of a draft. */
export interface DraftSettings {
  /** Number of rounds (905.1a: three by default). */
  rounds: number;
  /** The booster of each round (one per round). */
  boosters: BoosterSource[];
  /** Whether boosters may hold foils (the collation's foil slots). */
  foils: boolean;
  /**
   * The booster packs drafters add to the draft with Lore Seeker, which they provide (its ruling: "The
   * booster pack can be from any Magic: The Gathering set, but you must provide it"); absent: a booster of
   * the round's set (CNS for a round of custom packs). Fixed packs are added in turn, the first again
   * after the last; a cube deals each added pack from its whole list.
   */
  addedBoosters?: BoosterSource;
}

/**
 * A draft state read-only at every depth: what `createDraft`, `applyDraft` and the other public
 * functions hand out (the engine never changes a draft state it returned), and what those that only
 * read a draft take as they take a {@link DraftState}.
 */
export type ReadonlyDraftState = DeepReadonly<DraftState>;

/** A draft state: plain JSON. */
export interface DraftState {
  /** Schema tag. */
  schema: 'paliano/draft';
  /** Schema version. */
  version: 1;
  /** The settings. */
  settings: DraftSettings;
  /** The draft's PRNG (boosters, random picks, 905.2a random order). */
  rng: RngState;
  /** Every card opened or added, by id. */
  cards: DraftCard[];
  /** Every pack, by id, unopened ones included. */
  packs: DraftPack[];
  /** The drafters in seat order. */
  drafters: Drafter[];
  /** The current round, 0-based. */
  round: number;
  /** The phase. */
  phase: DraftPhase;
  /** Noted information, public (905.2b). */
  notes: DraftNote[];
  /** Pending Paliano/Regicide colour choices. */
  colorChoices: ColorChoice[];
  /** Deal Broker exchanges, in their random order (905.2a); the first is in progress. */
  deals: BrokerDeal[];
  /** Cards nobody could draft (every drafter at the pack had stopped drafting that round). */
  undrafted: number[];
  /** The event log. */
  log: DraftEvent[];
}

/** A card whose face-up copy notes a card as it is drafted (905.2b): its name, or its creature types for Paliano Vanguard. */
export type NotingCard = 'Noble Banneret' | 'Paliano Vanguard' | 'Smuggler Captain';

/** Options of a pick that use the abilities of face-up cards or of the card picked. */
export interface PickOptions {
  /** Remove the picked card from the draft with a face-up Cogwork Grinder or Animus of Predation. */
  remove?: 'Cogwork Grinder' | 'Animus of Predation';
  /**
   * Reveal the picked card and note it with a face-up Noble Banneret, Paliano Vanguard or Smuggler
   * Captain, each then turned face down; several of them may note the same card, copies of one name
   * too, as each one's ability applies "as you draft a card": a list of names, in any order, a name
   * once per face-up copy that notes (`legalPicks` lists one name alone, and several in the order
   * Noble Banneret, Paliano Vanguard, Smuggler Captain).
   */
  note?: NotingCard | NotingCard[];
  /** Draft an additional card from this pack with a face-up Cogwork Librarian or Leovold's Operative. */
  extra?: 'Cogwork Librarian' | "Leovold's Operative";
  /** Lore Seeker: add a booster pack to the draft after drafting it. */
  addBooster?: boolean;
  /**
   * Spire Phantasm: the guessed name of the next card drafted from this pack, any card's name (CR
   * 201.4; `legalPicks` lists the guesses that can be right, `applyDraft` takes any card name).
   */
  guess?: string;
  /** Canal Dredger: the seat the pack's last card goes to, when several drafted a Canal Dredger. */
  dredger?: Seat;
}

/**
 * An action of the draft. Every action names the seat acting. `pickRandom` draws a card at random
 * (Archdemon of Paliano) and drafts it, unless the card drawn offers pick options (its own, or those
 * of the drafter's face-up cards): then `pickOptions` drafts it with the options chosen. The Canal
 * Dredger drafter chosen with `pickRandom` is kept for the card drawn: its `pickOptions` carry that
 * `dredger` (or none, drafting an additional card from the pack, which is then not passed).
 * `passPack` passes a pack without drafting from it (Leovold's Operative), or, by a drafter who drafts
 * no more this round (Agent of Acquisitions), passes on the last card of a pack they hold to the
 * Canal Dredger drafter its `dredger` names.
 */
export type DraftAction =
  | ({ type: 'pick'; seat: Seat; card: number } & PickOptions)
  | ({ type: 'pickRandom'; seat: Seat } & Pick<PickOptions, 'dredger'>)
  | ({ type: 'pickOptions'; seat: Seat } & PickOptions)
  | { type: 'takePack'; seat: Seat }
  | ({ type: 'passPack'; seat: Seat } & Pick<PickOptions, 'dredger'>)
  | { type: 'chooseColor'; seat: Seat; color: Color }
  | { type: 'lookAtPack'; seat: Seat; pack: number }
  | { type: 'watch'; seat: Seat; target: Seat }
  | { type: 'brokerReveal'; seat: Seat; card: number | null }
  | { type: 'brokerOffer'; seat: Seat; card: number | null }
  | { type: 'brokerAccept'; seat: Seat; from: Seat | null };

/** The type names of draft actions. */
export const DRAFT_ACTION_TYPES = Object.freeze(['pick', 'pickRandom', 'pickOptions', 'takePack', 'passPack', 'chooseColor', 'lookAtPack', 'watch', 'brokerReveal', 'brokerOffer', 'brokerAccept'] as const);
