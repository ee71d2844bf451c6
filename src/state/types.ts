/**
 * The game state: plain JSON data (no classes, Maps, functions or undefined-as-value), so that it
 * serializes, deep-compares and structurally shares. Behaviour lives in the card and rule
 * registries; the state only holds references to it (card names, ability indexes, effect kinds).
 *
 * @module
 */
import type { DraftRecord } from './draft-record.js';
import type { Characteristics } from '../engine/characteristics.js';
import type { ManaPool } from '../engine/mana.js';
import type { GameEvent } from './events.js';

/** A player, named by seat index: 0 is the first seat, seats go in turn order (CR 101.4). */
export type PlayerId = number;

/** An object id: an index into {@link GameState.objects}. Never reused within a game (CR 400.7). */
export type ObjectId = number;

/** The zones of CR 400.1, plus the sideboard (outside the game, CR 400.11). */
export type ZoneName =
  | 'library'
  | 'hand'
  | 'battlefield'
  | 'graveyard'
  | 'stack'
  | 'exile'
  | 'command'
  | 'sideboard';

/** The state of the seeded PRNG (sfc32): four unsigned 32-bit words. */
export type RngState = [number, number, number, number];

/**
 * What kind of thing an object is (CR 109.1): a card, a token, an ability on the stack, an emblem, or a
 * copy of a spell, which no card represents and which ceases to exist off the stack (CR 707.10a).
 */
export type ObjectKind = 'card' | 'token' | 'ability' | 'emblem' | 'copy';

/** Counters on an object or a player, by kind (CR 122). */
export type Counters = Record<string, number>;

/** A target or a chosen object/player: exactly one of the two fields is set. */
export type Ref = { player: PlayerId } | { object: ObjectId };

/** What an attacking creature attacks (CR 506.3, 802.3): a player or a planeswalker. */
export type AttackTarget = { player: PlayerId } | { planeswalker: ObjectId };

/**
 * `T` with every property and array element, at every depth, read-only. A tuple stays a tuple of
 * its length (the mapped type keeps the shape of arrays and tuples).
 */
export type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/**
 * One game object (CR 109), as the state holds it and everyone reads it: read-only, counters and
 * lists included. Rules code changes an object only through `mutableObject` (src/engine/working-copy.ts),
 * which gives the {@link WritableGameObject} to change, so that `apply` never changes its input and
 * remembered characteristics are computed again.
 */
export type GameObject = DeepReadonly<WritableGameObject>;

/**
 * One game object (CR 109), writable: a card, a token, an ability on the stack or an emblem. An
 * object that changes zones becomes a new object with a new id (CR 400.7); the old slot stays as it
 * was, in the zone it left, with `movedTo` naming the new object and, for a permanent, its last known
 * information (`lastKnown`, CR 608.2h).
 * Only `mutableObject` and object creation hand one out (see {@link GameObject}).
 */
export interface WritableGameObject {
  /** Index in {@link GameState.objects}. */
  id: ObjectId;
  /** Card, token, ability on the stack or emblem (CR 109.1). */
  kind: ObjectKind;
  /** Name of the card definition (for an ability: of its source card). */
  card: string;
  /** The owner (CR 108.3). */
  owner: PlayerId;
  /** The controller (CR 108.4): of a permanent, spell or ability. */
  controller: PlayerId;
  /** Where the object is. */
  zone: ZoneName;
  /** Tapped (CR 110.5). */
  tapped: boolean;
  /** Face down (CR 708): a face-down object has no characteristics unless a rule gives some. */
  faceDown: boolean;
  /** Damage marked on a permanent (CR 120.3), removed in cleanup (CR 514.2). */
  damage: number;
  /** Dealt damage by a source with deathtouch since the last state-based-action check (CR 704.5h). */
  deathtouched: boolean;
  /** Counters on it (CR 122). */
  counters: Counters;
  /**
   * True from the moment a permanent comes under a player's control until that player's next turn
   * begins: such a creature can't attack or use {T} abilities without haste (CR 302.6).
   */
  sick: boolean;
  /** Timestamp (CR 613.7). */
  timestamp: number;
  /** The object or player this Aura or Equipment is attached to (CR 301.5, 303.4). */
  attachedTo: Ref | null;
  /** The new object this one became after a zone change (CR 400.7); -1 once it ceased to exist. */
  movedTo: ObjectId | null;
  /**
   * Set while the permanent is phased out (CR 702.26b): whether it phased out directly or along with
   * the permanent it is attached to (702.26g), and under whose control. Absent while phased in.
   */
  phasedOut?: PhasedOut;
  /** Cast from the zone named, while it is a spell or the permanent it became (CR 601.2a). */
  castFrom: ZoneName | null;
  /** For spells and abilities on the stack: chosen targets, in the order of the target specs. */
  targets: Ref[];
  /** For spells and abilities on the stack: the chosen mode indexes (CR 700.2). */
  modes: number[];
  /** For spells and abilities on the stack: the value chosen for X (CR 107.3). */
  x: number;
  /** For an ability on the stack: the index of the ability in its source's definition. */
  ability: number;
  /** For an ability on the stack: the object it came from (CR 113.7). */
  source: ObjectId | null;
  /** For a triggered ability on the stack: what triggered it (the event's subjects). */
  trigger: TriggerContext | null;
  /**
   * For an inherent triggered ability of a rule on the stack (the monarch's, CR 725.2): the number of
   * the rule module that owns it. Such an ability has no source (`source` null) and no card (`card`
   * empty); `ability` indexes the module's triggered abilities.
   */
  rule?: string;
  /**
   * The players who have goaded this permanent (CR 701.15), each until that player's next turn
   * begins; absent while nobody has. A designation, not an ability (701.15b).
   */
  goadedBy?: PlayerId[];
  /**
   * For a conspiracy with hidden agenda or double agenda: the card names secretly chosen as it was put
   * into the command zone (CR 702.106a, 702.106f); only its controller may see them while it is face
   * down (CR 315.7).
   */
  chosenNames?: string[];
  /**
   * A number chosen for the object as the game began (Emissary's Ploy, CR 315.5a), or for a permanent
   * as it entered the battlefield (Sanctum Prelate, CR 614.12a).
   */
  chosenNumber?: number;
  /** For a permanent: the land type chosen as it entered the battlefield (Traveler's Cloak, CR 614.12a, 205.3i). */
  chosenLandType?: string;
  /**
   * The number of the turn in which a loyalty ability of this permanent was last activated: one may
   * be activated only if none was this turn (CR 606.3). Absent until one is.
   */
  loyaltyTurn?: number;
  /**
   * For a spell or ability on the stack: the permanent sacrificed to pay its cost, as it last existed
   * on the battlefield ("the sacrificed creature's power", CR 608.2h). Absent when none was.
   */
  sacrificed?: ObjectId;
  /**
   * For an ability on the stack whose X is the mana value of a card chosen as it was activated
   * (Caller of the Untamed, CR 107.3c): that card. Absent for other abilities, and for such an
   * ability an earlier build put on the stack, which asks for the card as it resolves.
   */
  chosenCard?: ObjectId;
  /**
   * For a spell on the stack that divides damage among its targets: each target's share, in the order
   * of its targets (CR 601.2d). Absent for other spells.
   */
  division?: number[];
  /** For a spell on the stack: the number of times it was kicked (CR 702.33d). Absent when it wasn't. */
  kicked?: number;
  /**
   * For a permanent: it is monstrous (CR 701.37b), a designation that lasts until it leaves the
   * battlefield; neither an ability nor a copiable value. Absent while it isn't.
   */
  monstrous?: true;
  /**
   * For a card in a graveyard that was put there from the battlefield: the number of the turn it
   * happened in ("put there from the battlefield this turn"). Absent otherwise.
   */
  fromBattlefieldTurn?: number;
  /**
   * For a permanent that has left the battlefield (its old slot, `zone` still `battlefield`): its
   * characteristics as they last existed on the battlefield, recorded just before it left, with every
   * continuous effect that applied to it then — of Equipment, Auras and other permanents that may have
   * left at the same time (CR 608.2h, 113.7a, 603.10a). A recorded fact about the past: what happens
   * later never changes it. Absent on every other object, and on slots of games saved before it was
   * recorded (their last known information is computed from the state as it is).
   */
  lastKnown?: Characteristics;
  /**
   * The copiable values this permanent took as it entered as a copy of another (CR 707.2, 613.2a,
   * layer 1): the card (or token) definition copied, plus the abilities the copy effect adds as part
   * of them ("except it has haste and dethrone", CR 707.9a). Absent for a permanent that copies nothing.
   */
  copyOf?: CopiedValues;
}

/** The copiable values a copy effect gives (CR 707.2): a definition's, with abilities it adds. */
export interface CopiedValues {
  /** The card or token definition whose printed values are copied. */
  card: string;
  /** Keyword abilities added as part of the copiable values (CR 707.9a). */
  keywords: string[];
  /** A card whose activated abilities the copy effect adds to the copiable values (CR 707.9a: "except it has this ability"). */
  activatedOf?: string;
  /**
   * The power and toughness the effect that created a token defined for it where its printed values are
   * "*" (an "X/X" token, CR 111.3): part of its copiable values, so a copy of it has them too.
   */
  power?: number;
  /** The toughness defined with `power`. */
  toughness?: number;
}

/** How a permanent phased out (CR 702.26a, 702.26g). */
export interface PhasedOut {
  /** True if it phased out with the permanent it is attached to, and phases in only with it (CR 702.26g). */
  indirectly: boolean;
  /** The player who controlled it as it phased out: it phases in during that player's untap step (CR 702.26a). */
  controller: PlayerId;
}

/** What a triggered ability remembers of the event that triggered it (CR 603.2). */
export interface TriggerContext {
  /** The event type that triggered it. */
  event: string;
  /** The object the event was about, as it was (an id whose slot keeps last known information). */
  object: ObjectId | null;
  /** The player the event was about. */
  player: PlayerId | null;
  /** An amount carried by the event (damage dealt, life gained). */
  amount: number;
  /** The permanent the event was done to, when it is not the event's object (the creature dealt damage). */
  recipient?: ObjectId;
  /**
   * The permanents a spell cast targeted as it became cast (CR 601.2c), whatever targets it has later
   * (CR 115.7): "whenever you cast a spell that targets one or more permanents, … those permanents".
   */
  targets?: readonly ObjectId[];
  /** The instance of a keyword with a parameter whose ability this is ("rampage 2", CR 702.23a). */
  keyword?: string;
}

/** A player's part of the state. */
export interface PlayerState {
  /** Seat index. */
  id: PlayerId;
  /** Display name. */
  name: string;
  /** Life total (CR 119). */
  life: number;
  /** Poison counters and other player counters (CR 122.1). */
  counters: Counters;
  /** Object ids in the library, top first. */
  library: ObjectId[];
  /** Object ids in the hand. */
  hand: ObjectId[];
  /** Object ids in the graveyard, top last (CR 404.2: order matters, newest last). */
  graveyard: ObjectId[];
  /** Cards outside the game (CR 400.11): the sideboard. */
  sideboard: ObjectId[];
  /** Mana pool (CR 106.4). */
  pool: ManaPool;
  /** Lands played this turn (CR 305.2). */
  landsPlayed: number;
  /** Still in the game; false once the player has lost, won, drawn or conceded (CR 104, 800.4). */
  inGame: boolean;
  /** How the player left the game, if they did. */
  outcome: 'won' | 'lost' | 'draw' | null;
  /** Attempted to draw from an empty library since the last state-based-action check (CR 704.5b). */
  drewFromEmpty: boolean;
  /** Mulligans taken (CR 103.5). */
  mulligans: number;
  /** Where the player is in the mulligan procedure (CR 103.5). */
  mulliganState: 'deciding' | 'declaredMulligan' | 'kept';
  /** Cards the player still has to put on the bottom of their library after a mulligan (CR 103.5). */
  toBottom: number;
  /** Maximum hand size (CR 402.2). */
  maxHandSize: number;
  /** What the player brings from a Conspiracy draft (CR 905.2b), if the game follows one. */
  draft?: DraftRecord;
}

/** The steps and phases of a turn (CR 500.1). */
export type Step =
  | 'untap'
  | 'upkeep'
  | 'draw'
  | 'main1'
  | 'beginCombat'
  | 'declareAttackers'
  | 'declareBlockers'
  | 'firstStrikeDamage'
  | 'combatDamage'
  | 'endCombat'
  | 'main2'
  | 'end'
  | 'cleanup';

/** Where the game is in its turn. */
export interface TurnState {
  /** Turn number, 1 for the first turn of the game. */
  number: number;
  /** The active player (CR 102.1). */
  active: PlayerId;
  /** The current step. The pregame procedure (CR 103) runs with `step` set to `pregame`. */
  step: Step | 'pregame';
  /** Players who have passed priority in succession with no action in between (CR 117.4). */
  passes: number;
  /** The player who has priority, or null when nobody does (CR 117.3). */
  priority: PlayerId | null;
  /** The number of the turn each player began most recently, for "until your next turn". */
  turnsBegun: number[];
  /** Players received priority in this cleanup step, so another cleanup step follows (CR 514.3a). */
  repeatCleanup: boolean;
  /** Additional combat phases still to come directly after the current combat phase (CR 500.8). */
  additionalCombats: number;
}

/**
 * One attacking creature in the current combat (CR 506.4): a permanent on the battlefield, declared as
 * an attacker (CR 508.1) or put onto the battlefield attacking (506.3), not removed from combat since.
 */
export interface Attacker {
  /** The attacking creature. */
  id: ObjectId;
  /** What it attacks. */
  target: AttackTarget;
  /** The defending player it attacks (the planeswalker's controller for a planeswalker). */
  defender: PlayerId;
  /** Whether it has become blocked (CR 509.1h); stays true once its blockers are removed from combat or leave the battlefield. */
  blocked: boolean;
  /**
   * The creatures blocking it, in declaration order: only those still blocking, so empty for a blocked
   * creature whose blockers have all been removed from combat (CR 506.4) or left the battlefield.
   */
  blockers: ObjectId[];
  /** Had first strike or double strike as the first-strike combat damage step began, or dealt damage in it (CR 510.4). */
  dealtFirstStrike: boolean;
  /** The band it attacks in, named by the band's first creature (CR 702.22c); absent if none. */
  band?: ObjectId;
  /**
   * True once the planeswalker it attacks has been removed from combat (CR 506.4), by an effect or by
   * leaving the battlefield, stopping being a planeswalker or changing controller: it attacks nothing
   * from then on (506.4c), even if that planeswalker comes back under the defending player's
   * control; absent otherwise.
   */
  targetRemoved?: true;
}

/** The current combat, from the beginning-of-combat step to the end of combat (CR 506). */
export interface CombatState {
  /**
   * The attacking creatures, in declaration order: only those still in combat, each a permanent on the
   * battlefield. One removed from combat (CR 506.4) — it left the battlefield, its controller changed,
   * it regenerated, stopped being a creature or an effect removed it — is no longer listed.
   */
  attackers: Attacker[];
  /**
   * The blocking creatures, each with the attackers it blocks that are still attacking, and
   * `dealtFirstStrike` as an attacker's (CR 510.4): only those still in combat, each a permanent on
   * the battlefield, as for `attackers` (CR 506.4).
   */
  blockers: { id: ObjectId; blocking: ObjectId[]; dealtFirstStrike: boolean }[];
  /** Players attacked by at least one creature in this combat (for melee, CR 702.121). */
  attackedPlayers: PlayerId[];
  /**
   * Set once creatures are declared as attackers in this combat, whether or not they stay in it:
   * without any, the declare blockers and combat damage steps are skipped (CR 508.8).
   */
  attackersDeclared?: true;
  /**
   * Players a creature was declared attacking in this combat, or a planeswalker of theirs, whether or
   * not it stays in combat (CR 506.4): the defending players who declare blockers (802.4, 509.1a).
   * Absent in a combat saved before it was kept, where `attackedPlayers` and the attackers left stand for it.
   */
  defendingPlayers?: PlayerId[];
  /** Defending players who have declared blockers so far (CR 802.4). */
  blockersDeclaredBy: PlayerId[];
  /** Damage divisions chosen in the current damage step, by the id of a creature still in combat (CR 510.1c–d). */
  divisions: Record<string, number[]>;
  /**
   * The prevention shields the affected players chose, in order, for the combat damage events of the
   * current damage step (CR 616.1), by the event's index; absent while nobody has chosen.
   */
  shieldOrders?: Record<string, number[]>;
  /**
   * How the affected players divided prevention shields among the combat damage events of the current
   * damage step (CR 615.7): by shield id, by event index, the damage the shield prevents of that event;
   * absent while nobody has chosen.
   */
  shieldShares?: Record<string, Record<string, number>>;
}

/** A pending declaration of attackers or blockers, built one creature at a time. */
export interface PendingDeclaration {
  /** Attackers: creature and target; blockers: creature and the attacker it blocks. */
  entries: { id: ObjectId; target: AttackTarget | null; blocks: ObjectId | null; band?: ObjectId }[];
}

/**
 * A decision the engine is waiting for (DESIGN principle 3). `legalActions` lists its answers.
 */
export type Decision =
  | { kind: 'mulligan'; player: PlayerId }
  | { kind: 'bottom'; player: PlayerId; count: number }
  | { kind: 'priority'; player: PlayerId }
  | { kind: 'declareAttackers'; player: PlayerId; pending: PendingDeclaration }
  | { kind: 'declareBlockers'; player: PlayerId; pending: PendingDeclaration }
  /** Divide the combat damage of `attacker`: an attacking creature (CR 510.1c), or a creature blocking several (510.1d). */
  | { kind: 'assignDamage'; player: PlayerId; attacker: ObjectId; firstStrike: boolean }
  | { kind: 'putTrigger'; player: PlayerId }
  | { kind: 'discard'; player: PlayerId; count: number; rule: string }
  | { kind: 'choose'; player: PlayerId; choice: PendingChoice }
  /**
   * A choice of the start-of-game procedure a format adds (CR 103.2, 315.5a): `prompt` says what is
   * asked ('conspiracies', 'name', 'number', 'hand'); the format's rule modules list the answers.
   * For 'hand' (Backup Plan), `hands` holds the cards of each opening hand to choose from, by id:
   * `keepHand` with index `i` keeps `hands[i]`.
   */
  | { kind: 'startOfGame'; player: PlayerId; prompt: string; rule: string; hands?: ObjectId[][] };

/** A declaration of attackers or blockers in progress (see {@link GameState.heldDeclaration}). */
export type HeldDeclaration = Extract<Decision, { kind: 'declareAttackers' | 'declareBlockers' }>;

/** A choice asked while a spell or ability resolves, answered with indexes into `options`. */
export interface PendingChoice {
  /** What is asked, for display: 'sacrifice', 'may', 'search', 'order', … */
  prompt: string;
  /** The options: objects, players or labels. */
  options: ChoiceOption[];
  /** How many options to pick, at least. */
  min: number;
  /** How many options to pick, at most. */
  max: number;
  /** The rule that asks. */
  rule: string;
  /**
   * Present when an answer may pay mana ("you may pay {…}", CR 608.2d; a multikicker paid as a card
   * is cast while a spell resolves, 601.2g): the asked player may activate mana abilities first
   * (605.3a), and the choice is asked again after each.
   */
  paysMana?: true;
  /**
   * Present on a vote (`prompt` 'vote') that a player other than the voter chooses, as the player
   * who chooses how each player votes this turn does (Illusion of Choice, CR 701.38a): the player
   * whose vote it is. A player choosing their own vote is asked with none.
   */
  voter?: PlayerId;
  /**
   * Present on a choice an "as enters" ability of a permanent entering asks of the player it enters
   * under ("As ~ enters, choose …", CR 614.12a; "you may have ~ enter as a copy", 707.9): the card
   * entering (its object before it enters) and the name of the card whose ability asks — the card it
   * copies, for that card's ability a copy has (CR 707.2). A variant that answers for players by
   * ability reads it (Async Mental Magic 7b, 8e): the decision comes from that ability, not from the
   * spell or ability putting the permanent onto the battlefield.
   */
  entering?: { object: ObjectId; card: string };
}

/** One option of a {@link PendingChoice}. */
export type ChoiceOption = { object: ObjectId } | { player: PlayerId } | { label: string };

/** A legendary permanent the legend rule puts into its owner's graveyard (CR 704.5j), with the player who chose to keep another. */
export interface LegendRuleLoser {
  /** The permanent. */
  object: ObjectId;
  /** The player who chose. */
  player: PlayerId;
}

/** A triggered ability waiting to be put on the stack (CR 603.3). */
export interface PendingTrigger {
  /**
   * The source object (its slot keeps last known information if it left); null for an inherent
   * ability of a rule, which has no source (CR 725.2).
   */
  source: ObjectId | null;
  /** The card whose definition holds the ability; empty for an ability of a rule. */
  card: string;
  /** The number of the rule module whose ability it is, for an inherent ability of a rule (CR 725.2). */
  rule?: string;
  /** Index of the ability in the card definition's (or the rule module's) `triggered` list. */
  ability: number;
  /** Who controls the triggered ability (CR 603.3a). */
  controller: PlayerId;
  /** The event that triggered it. */
  context: TriggerContext;
  /**
   * It triggered as another triggered ability was put on the stack (targeting Jetting Glasskite): it
   * waits until the abilities that were waiting then are all on the stack and state-based actions
   * have been checked again (CR 603.3b).
   */
  nextRound?: true;
}

/** A spell or ability partly resolved, waiting for a choice (DESIGN: effects are data with a cursor). */
export interface Resolution {
  /** The spell or ability resolving. */
  object: ObjectId;
  /** Index of the next effect step to run. */
  step: number;
  /** Answers given so far, by step index. */
  answers: Record<string, number[]>;
  /** Values remembered between steps (e.g. the number of cards discarded). */
  vars: Record<string, number>;
  /** The key of the step waiting for an answer, while a choice is pending. */
  waiting: string | null;
}

/** How long a continuous effect lasts (CR 611.2, 514.2). */
export type Duration =
  | { until: 'endOfTurn' }
  | { until: 'yourNextTurn'; player: PlayerId }
  | { until: 'endOfCombat' }
  | { until: 'forever' };

/**
 * A continuous effect created by a resolving spell or ability (CR 611.2). Static abilities of
 * permanents are not stored: they are read from the definitions of the objects on the battlefield.
 */
export interface ContinuousEffect {
  /** Unique within the game. */
  id: number;
  /** Timestamp (CR 613.7). */
  timestamp: number;
  /** The objects it affects, locked in as it began (CR 611.2c). */
  affected: ObjectId[];
  /** What it does; what it changes gives the layer it applies in (CR 613.1). */
  change: CharacteristicChange;
  /** How long it lasts. */
  duration: Duration;
  /** The object that created it. */
  source: ObjectId | null;
  /** The controller of the effect's source when it was created. */
  controller: PlayerId;
}

/** A change to characteristics, applied in its layer (CR 613). */
export type CharacteristicChange =
  | { kind: 'control'; player: PlayerId }
  | { kind: 'addTypes'; types: string[]; subtypes: string[] }
  /** The object becomes these colors (CR 613.1e, layer 5). */
  | { kind: 'setColors'; colors: string[] }
  /** The object's creature types become these, replacing all it had (CR 205.1a, layer 4); its other subtypes stay. */
  | { kind: 'setCreatureTypes'; subtypes: string[] }
  /**
   * The land's land type becomes this basic land type (CR 305.7, layer 4): it loses its other land
   * types and the abilities of its rules text, and has the type's intrinsic mana ability (305.6).
   */
  | { kind: 'setBasicLandType'; landType: string }
  | { kind: 'addKeywords'; keywords: string[] }
  | { kind: 'loseAllAbilities' }
  | { kind: 'setPT'; power: number; toughness: number }
  | { kind: 'modifyPT'; power: number; toughness: number }
  | { kind: 'switchPT' };

/** A replacement or prevention effect from a resolved spell or ability (CR 614, 615). */
export interface ReplacementEffect {
  /** Unique within the game. */
  id: number;
  /** Timestamp (CR 613.7). */
  timestamp: number;
  /**
   * A damage prevention shield (CR 615.7), a regeneration shield (CR 701.19), or a redirection of
   * the damage one source would deal to `affected` (CR 614.9, Kor Chant).
   */
  kind: 'preventDamage' | 'regenerate' | 'redirectDamage';
  /** The player or permanent it protects. */
  affected: Ref;
  /** Damage still to prevent; null for "all damage". Unused for regeneration. */
  amount: number | null;
  /** How long it lasts. */
  duration: Duration;
  /** The object that created it. */
  source: ObjectId | null;
  /** Its controller. */
  controller: PlayerId;
  /** For a redirection: the source whose damage it redirects ("a source of your choice", CR 609.7a). */
  fromSource?: ObjectId;
  /** For a redirection: the permanent the damage is dealt to instead. */
  redirectTo?: Ref;
}

/**
 * A card exiled "until" an event (CR 610.3): as the event happens, a second one-shot effect returns
 * it to the battlefield under its owner's control (610.3c).
 */
export interface ExiledUntil {
  /** The card in exile. */
  object: ObjectId;
  /** The event it waits for: an opponent of `controller` becomes the monarch (Palace Jailer, CR 725.3). */
  until: 'anOpponentBecomesMonarch';
  /** The controller of the effect that exiled it. */
  controller: PlayerId;
  /**
   * Set once the event has happened but the card's return waits for the choices made as it enters
   * (CR 610.3, 614.12a; the monarch leaving the game, 725.4): the answers given so far, by key, and
   * the key of the choice asked now.
   */
  returning?: { answers: Record<string, number[]>; waiting: string | null };
}

/**
 * A continuous effect from a resolved spell or ability that changes game rules rather than objects
 * (CR 613.11): a creature can't be blocked (CR 509.1b), or a player may cast a card from where it is
 * (CR 601.2a: a permission).
 */
export type RuleEffect = RuleEffectBase & (
  | {
      /** The creatures can't be blocked (CR 509.1b). */
      kind: 'cantBeBlocked';
      /** The creatures, locked in as it began (CR 611.2c); or null with `controlledBy`. */
      affected: ObjectId[] | null;
      /** "Creatures you control": every creature this player controls while it lasts, even later ones. */
      controlledBy: PlayerId | null;
    }
  | {
      /** The creatures attack if able (CR 508.1d): an attack requirement on each. */
      kind: 'attacksIfAble';
      /** The creatures, locked in as it began (CR 611.2c). */
      affected: ObjectId[];
    }
  | {
      /**
       * A blocking requirement (CR 509.1c) on each creature: an attacking one "must be blocked if
       * able" (`mustBeBlocked`), or one "blocks if able" (`blocksIfAble`).
       */
      kind: 'mustBeBlocked' | 'blocksIfAble';
      /** The creatures, locked in as it began (CR 611.2c). */
      affected: ObjectId[];
    }
  | {
      /** "Prevent all combat damage that would be dealt this turn" (CR 615.1): every combat damage event while it lasts. */
      kind: 'preventCombatDamage';
    }
  | {
      /** The creatures can block any number of creatures (CR 509.1a). */
      kind: 'blockAnyNumber';
      /** The creatures, locked in as it began (CR 611.2c). */
      affected: ObjectId[];
    }
  | {
      /**
       * The creatures with defender this player controls can attack as though they didn't have
       * defender (CR 702.3b): every such creature while it lasts, even one that comes later.
       */
      kind: 'attackDespiteDefender';
      /** The player whose creatures it covers. */
      controlledBy: PlayerId;
    }
  | {
      /** The creatures can't block (CR 509.1b). */
      kind: 'cantBlock';
      /** The creatures, locked in as it began (CR 611.2c); or null with `opponentsOf`. */
      affected: ObjectId[] | null;
      /**
       * With `affected` null: every creature an opponent of this player controls as blockers are
       * declared, even one that came later, unless it has the keyword `unlessKeyword` then.
       */
      opponentsOf?: PlayerId;
      /** With `opponentsOf`: the creatures with this keyword as blockers are declared may block ("without flying"). */
      unlessKeyword?: string;
    }
  | {
      /**
       * The permanent doesn't untap during its controller's next untap step (CR 502.3): `applied` once
       * that step has begun, after which the effect is over.
       */
      kind: 'skipsNextUntap';
      /** The permanent. */
      affected: ObjectId;
      /** Its controller's untap step has begun: it keeps the permanent tapped in that step only. */
      applied: boolean;
    }
  | {
      /** A player may cast a card from the zone it is in (CR 601.2a), following the normal timing rules. */
      kind: 'mayCast';
      /** The card. */
      card: ObjectId;
      /** The player who may cast it. */
      player: PlayerId;
      /** The player may spend mana as though it were mana of any color to cast it (CR 609.4b). */
      anyColor: boolean;
    }
);

/** What every {@link RuleEffect} has. */
export interface RuleEffectBase {
  /** Unique within the game. */
  id: number;
  /** Timestamp (CR 613.7). */
  timestamp: number;
  /** How long it lasts. */
  duration: Duration;
  /** The object that created it. */
  source: ObjectId | null;
  /** Its controller. */
  controller: PlayerId;
}

/**
 * A delayed triggered ability (CR 603.7), created by a resolving spell or ability: it triggers once,
 * the next time its event happens (603.7c), and is then gone.
 */
export interface DelayedTrigger {
  /** Unique within the game. */
  id: number;
  /** The card whose definition holds the ability (in its `triggered` list, with a `delayed` trigger). */
  card: string;
  /** Index of the ability in that list. */
  ability: number;
  /** Who controls it: the controller of the effect that created it (CR 603.7d). */
  controller: PlayerId;
  /** The object that created it. */
  source: ObjectId | null;
  /** The object it refers to ("that card"), as the context of its trigger. */
  object: ObjectId | null;
  /** For one that lasts "this turn" (CR 603.7b): the number of the turn it was created in, after which it ceases to exist. */
  turn?: number;
}

/** The extra turns of a game (CR 500.7). */
export interface ExtraTurns {
  /**
   * The players who will take the extra turns created and not yet begun, the next first: each new
   * one is added directly after the current turn, so the most recently created is taken first. The
   * turns of a player who left the game stay listed, though they never begin (CR 800.4k): they are
   * when that player's next turn would have begun (800.4m).
   */
  queue: PlayerId[];
  /**
   * While an extra turn is taken: the player after whose turn the regular turn order goes on once the
   * extra turns are over; null during a regular turn.
   */
  resumeAfter: PlayerId | null;
}

/** What happened in the current turn, for abilities that look back (CR 700.4 "this turn"). */
export interface TurnHistory {
  /** Creatures that died this turn (CR 700.4), as last-known object ids. */
  creaturesDied: number;
  /** Spells cast this turn by each player. */
  spellsCast: number[];
  /** Objects that attacked this turn. */
  attacked: ObjectId[];
  /** The monarch as the turn began, or null if there was none (CR 725; Knights of the Black Rose). */
  monarchAsTurnBegan: PlayerId | null;
  /**
   * Permanents that have become the target of a spell or ability this turn, whether or not they had
   * an ability that triggers on it then ("for the first time each turn", Jetting Glasskite).
   */
  targeted: ObjectId[];
  /** The cards each player has drawn this turn (CR 121.1), for limits on draws (Leovold, Emissary of Trest). */
  cardsDrawn: number[];
  /** The combat phases begun this turn, for spells cast only before a point of the first one (CR 506.7d). */
  combatPhases: number;
}

export type { GameEvent, GameEventFields, GameEventOf, GameEventPayloadFields, GameEventPayloads, GameEventType } from './events.js';
export type { RuleEventPayloads, RuleEventType } from './rule-events.js';

/** How the game ended. */
export interface GameResult {
  /** The winner, or null for a draw (CR 104.4a). */
  winner: PlayerId | null;
  /** The rule that ended the game. */
  rule: string;
  /** The turn it ended in. */
  turn: number;
}

/** Settings fixed when the game is created. */
export interface GameSettings {
  /**
   * `whenOnlyPass`: a player whose only legal action is passing priority passes without being asked
   * (the player had no choice to make). `never`: every priority is a decision.
   */
  autoPass: 'whenOnlyPass' | 'never';
  /**
   * How mana abilities are used (CR 605). `automatic` (the default of new games): a cast or an
   * activation pays its mana cost with the mana abilities its action names (`payment`) or, if it
   * names none, with a payment the engine plans; the mana abilities the planner can use (a {T} cost
   * and nothing but adding mana) are then not listed as actions, so they are no decision and do not
   * keep auto-pass from passing. A mana ability with another cost or choice whose every effect adds
   * mana (Shimmering Grotto's filter, Treasonous Ogre's life) is listed only where its mana would let
   * the player do something they could not do without it: at priority cast or activate something
   * the listing offers only with it, while a declaration of attackers costs mana confirm it, at
   * "you may pay {…}" or a multikicker as a spell resolves take an option offered only with it; one with
   * another effect (Selvala, Explorer Returned's parley) always. Any mana ability is still accepted
   * by `apply` (CR 605.3a; a player may float mana). `actions`: every
   * mana ability is a listed action too, for clients that tap by hand. Games saved before this
   * setting existed load as `actions`, the behaviour they were played with.
   */
  manaAbilities: 'automatic' | 'actions';
  /**
   * Where each player, by seat, wants to be asked at priority with an empty stack, as the stops of
   * MTGO and Arena: with auto-pass `whenOnlyPass`, a player with stops passes without being asked
   * at every other step while the stack is empty, even with something they could do (CR 117.3d:
   * passing is always theirs to choose; the client chose it for them). With a spell or ability on
   * the stack, and at every other kind of decision, they are asked as usual. A seat with `null` (or
   * missing), or an absent list: asked wherever they could act. Given when the game is created;
   * a player changes theirs with the `setStops` action, from their next priority on.
   */
  stops?: readonly (PriorityStops | null)[];
  /** Starting life total (CR 103.4). */
  startingLife: number;
  /** Starting hand size (CR 103.5). */
  startingHandSize: number;
  /** The game ends in a draw after this many turns (0: no limit). For playouts. */
  turnLimit: number;
  /**
   * Card names a player may name for a hidden agenda besides the ones the engine knows (CR
   * 702.106a; the rulings let a player name any Magic card). By default a player may name any card
   * of CNS, CN2 and the basic lands, implemented or not; a client that knows more Magic cards (a
   * list from MTGJSON, say) gives their names here. They are facts the caller supplies: checked as
   * names (different, non-empty, no surrounding spaces, not `token:…`), not against any card list.
   */
  nameableCards?: readonly string[];
}

/**
 * The steps at which a player wants to be asked at priority with an empty stack (see
 * `GameSettings.stops`): steps of the turn (CR 500.1), at most 64 in each list.
 */
export interface PriorityStops {
  /** In the player's own turns. */
  ownTurn: readonly Step[];
  /** In the other players' turns. */
  othersTurns: readonly Step[];
}

/**
 * A game state read-only at every depth: what a client may hold in an immutable store (the engine
 * never changes a state it returned). `apply`, `tryApply`, `legalActions`, `view`, `serialize` and the
 * other functions that only read a state take it as they take a {@link GameState}.
 */
export type ReadonlyGameState = DeepReadonly<GameState>;

/**
 * A log event read-only at every depth: what `logOf` gives of a read-only state and a view's `log`
 * holds (the state's own events). `switch (e.type)` narrows it as it narrows a {@link GameEvent}.
 */
export type ReadonlyGameEvent = DeepReadonly<GameEvent>;

/** The whole state of a game. Plain JSON. */
export interface GameState {
  /** Marks a serialized game. */
  schema: 'paliano/game';
  /** The version of this state shape, for `deserialize`. */
  version: 1;
  /** The format's id: which rule modules run (DESIGN principle 7). */
  format: string;
  /** Settings fixed at creation. */
  settings: GameSettings;
  /** The seeded PRNG (DESIGN principle 2). */
  rng: RngState;
  /** The players in seat order. */
  players: PlayerState[];
  /** Every object of the game by id; the slot of an object that moved keeps its last known information. */
  objects: GameObject[];
  /** Permanents on the battlefield, in the order they arrived. */
  battlefield: ObjectId[];
  /**
   * Phased-out permanents (CR 702.26b): still in the battlefield zone, but listed here instead of in
   * `battlefield`, since the game treats them as though they don't exist. Absent while there never were any.
   */
  phasedOut?: ObjectId[];
  /** The stack, bottom first (top is the last element). */
  stack: ObjectId[];
  /** The exile zone. */
  exile: ObjectId[];
  /** The command zone (CR 408). */
  command: ObjectId[];
  /** The turn. */
  turn: TurnState;
  /** The combat in progress, if any. */
  combat: CombatState | null;
  /** What the engine waits for; null only once the game is over. */
  decision: Decision | null;
  /** Triggered abilities waiting to be put on the stack. */
  pendingTriggers: PendingTrigger[];
  /** A resolution paused for a choice. */
  resolution: Resolution | null;
  /** Continuous effects from resolved spells and abilities. */
  effects: ContinuousEffect[];
  /** Replacement and prevention effects from resolved spells and abilities. */
  replacements: ReplacementEffect[];
  /** The player who is the monarch (CR 725.1), or null while there is none. */
  monarch: PlayerId | null;
  /** Cards exiled until an event happens (CR 610.3). */
  exiledUntil: ExiledUntil[];
  /** Continuous effects that change rules rather than objects (CR 613.11). */
  ruleEffects: RuleEffect[];
  /** Delayed triggered abilities waiting for their event (CR 603.7). */
  delayedTriggers: DelayedTrigger[];
  /** Extra turns to be taken (CR 500.7); absent while the game has never had any. */
  extraTurns?: ExtraTurns;
  /**
   * The legendary permanents that answers of the legend rule about other names have put aside in
   * the state-based-action check under way (CR 704.5j): they go to their owners' graveyards with the
   * last answer and the other state-based actions of the check (CR 704.3); absent while none wait.
   */
  legendRuleLosers?: LegendRuleLoser[];
  /**
   * A declaration of attackers or blockers in progress, held while cards returning to the battlefield
   * as the monarch left the game wait for their owners' entry choices (CR 725.4, 610.3c, 614.12a): the
   * declaration is one action (CR 508.1, 509.1), so the cards enter before it is made, and it goes
   * on as it was once they have; or held while the player a mana ability activated to pay for it
   * chose says the color of the mana they add (Spectral Searchlight, CR 605.3b, 508.1i); absent otherwise.
   */
  heldDeclaration?: HeldDeclaration;
  /** What happened this turn. */
  history: TurnHistory;
  /** Tokens moved off the battlefield since the last state-based-action check (for CR 704.5d). */
  tokensAway: number;
  /** The next timestamp to hand out (CR 613.7). */
  nextTimestamp: number;
  /** The next id for effects and replacement effects. */
  nextEffectId: number;
  /** The log in chunks of at most {@link LOG_CHUNK} events, so appending copies little. */
  log: GameEvent[][];
  /** The result, once the game is over. */
  result: GameResult | null;
  /**
   * Where the start-of-game procedure is while a format's steps before the mulligans ask players
   * to decide (CR 103.2, 315.5a): before libraries are shuffled, or with opening hands drawn. Absent
   * once the mulligans begin, and in formats without such steps.
   */
  startOfGame?: 'beforeShuffle' | 'beforeMulligans';
  /** The Conspiracy Draft game's start-of-game records (CR 905.4); absent in other formats. */
  conspiracyDraft?: ConspiracyDraftState;
  /**
   * What a format's own rule modules keep between actions (a variant's posts and counts), as plain
   * JSON under the format's id; absent while no module keeps anything. The core never reads it.
   */
  formatData?: Record<string, unknown>;
}

/** What a Conspiracy Draft game remembers of its start (CR 905.4, 315.5a). */
export interface ConspiracyDraftState {
  /** By player: whether they have finished putting conspiracies into the command zone (CR 905.4). */
  done: boolean[];
  /**
   * The conspiracy whose controller is choosing for it now: `names` card names still to choose for
   * hidden agenda or double agenda (CR 702.106a, 702.106f), all in one `nameCard` action (one left
   * only in a game saved by an earlier build, which asked a double agenda's names one at a time), or
   * a number from `numbers` (Emissary's Ploy).
   */
  choosing: { object: ObjectId; names: number; numbers: number[] } | null;
  /**
   * By player: the opening hands drawn while they have more than one to choose from (Backup Plan),
   * each a list of ids of cards in hand; empty once a hand is kept.
   */
  hands: ObjectId[][][];
  /**
   * By player: whether every card of their card pool started the game in their library or in the
   * command zone (Worldknit). The card pool is the deck and sideboard given to `createGame` (CR
   * 100.4b); for a player given no draft record (`PlayerSetup.draft`), less the sideboard's basic
   * land cards, which may come from outside the draft (CR 905.1d).
   */
  poolInGame: boolean[];
  /** By player: the number of turns they have begun (Hold the Perimeter's "your first upkeep"). */
  turnsBegun: number[];
  /** By player: the turn in which they may play basic lands from outside the game (Sovereign's Realm); 0 for none. */
  landsFromOutside: number[];
  /**
   * The cards revealed from players' decks before the shuffle to exile cards they drafted that
   * aren't in their deck (Arcane Savant, Volatile Chimera, Caller of the Untamed), in the order
   * revealed; absent while there are none.
   */
  revealedBeforeShuffle?: RevealedBeforeShuffle[];
  /**
   * The choices of the game's start (conspiracies, CR 103.2e, 905.4, 315.2; Backup Plan's hand,
   * 315.5a) asked in seat order, as builds before this one did: set only in a game an earlier build
   * began (a game it saved while it asked a player whom turn order from the starting player would not
   * ask yet, or a record it wrote, replayed); absent in every game this build begins, which asks in
   * turn order from the starting player (CR 101.4, 101.4e).
   */
  seatOrder?: true;
  /**
   * A Plains, Island, Swamp, Mountain or Forest played from outside the game (Sovereign's Realm, CR
   * 400.11a) is the sideboard's own card of that name when the sideboard holds one, as builds before
   * this one did: set only in a game replayed from a record such a build wrote; absent in every game
   * this build begins, which takes those lands from the supply a limited sideboard is considered to
   * hold (the card's ruling), so that nobody learns what the hidden sideboard holds (CR 400.2).
   */
  basicsFromSideboard?: true;
}

/** A card revealed from a deck before the shuffle, and the drafted cards exiled with it. */
export interface RevealedBeforeShuffle {
  /** The player who revealed it. */
  player: PlayerId;
  /** The card revealed, by its id in the library as it was revealed; null in a game built directly (`scenario`). */
  card: ObjectId | null;
  /** Its name: the cards exiled with it are "exiled with cards named" this. */
  name: string;
  /** The cards exiled with it, by their ids in exile. */
  exiled: ObjectId[];
}

/** Events per log chunk. */
export const LOG_CHUNK = 64;
