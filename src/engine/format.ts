/**
 * Rule modules and formats (DESIGN principles 5 and 7). A rule module owns one rule of the
 * Comprehensive Rules: the actions it performs, the actions it lists, and the hooks it adds to the
 * engine. A format is a list of rule modules plus a turn structure; the core knows no format.
 *
 * @module
 */
import type { Effect, Keyword, TargetSpec } from '../cards/types.js';
import type { AttackTarget, GameState, ObjectId, PendingChoice, PlayerId, ReadonlyGameState, Ref, ZoneName } from '../state/types.js';
import type { Action, VariantAction } from './actions.js';
import type { ManaCost } from './mana.js';
import { RulesError } from './errors.js';
import { findDefinition } from './card-catalog.js';
import type { TriggerEvent } from './triggers.js';
import type { Viewer } from '../state/view.js';
import { quoted } from './quote.js';

/** Performs an action of one type: validates it (throwing a RulesError) and applies it. */
export type ActionPerformer = (state: GameState, action: Action) => void;

/**
 * Where a rule module's lister puts the legal actions it finds: an array, or a sink that looks at
 * each action as it comes (`hasNonPassOption`).
 */
export interface ActionSink {
  /** Takes one legal action. */
  push(action: Action): unknown;
  /**
   * True once the sink needs no more actions (it has its answer): a lister may stop listing then,
   * and one that goes on only does work for nothing. Absent for an array.
   */
  readonly enough?: boolean;
  /**
   * The one object whose actions are wanted (the card cast or played, the source of an ability
   * activated), if only one's are: a lister may leave out the actions of every other object, which
   * the caller would drop. Absent for an array.
   */
  readonly only?: ObjectId;
}

/** What every triggered ability a rule module defines has. */
interface RuleTriggeredBase {
  /** The ability's text. */
  text: string;
  /** The rule that defines it, cited in the log as it triggers (e.g. '725.2'). */
  rule: string;
  /** Targets, chosen as it is put on the stack (CR 603.3d). */
  targets?: readonly TargetSpec[];
  /** What it does. */
  effects: readonly Effect[];
}

/**
 * An inherent triggered ability of a rule (the monarch's two, CR 725.2): it has no source, and its
 * effects are the same effect steps a card's ability has. It goes on the stack like any other
 * triggered ability (CR 603.3).
 */
export interface InherentTriggeredAbility extends RuleTriggeredBase {
  /** Absent: an inherent ability belongs to no keyword. */
  keyword?: undefined;
  /** Who controls the ability if this event triggers it, or null if it does not trigger (CR 603.2). */
  triggersFor: (state: GameState, event: TriggerEvent) => PlayerId | null;
}

/**
 * The triggered ability a keyword stands for, defined once in the keyword's rule module ("Melee"
 * means "Whenever this creature attacks, …", CR 702.121a). It triggers on an event about a permanent
 * on the battlefield that has the keyword ("this creature"), once for each instance of the keyword
 * the permanent has (CR 702.121b); that permanent is its source and its controller controls it
 * (CR 603.3a).
 */
export interface KeywordTriggeredAbility extends RuleTriggeredBase {
  /**
   * The keyword; with `withParameter`, the name of a keyword with a parameter ("rampage" for
   * "rampage N", CR 702.23a), each of whose instances triggers with its own (in the trigger's context).
   */
  keyword: Keyword | 'rampage';
  /** Set if `keyword` names a keyword with a parameter. */
  withParameter?: true;
  /** The event kind, whose object must be the permanent with the keyword. */
  event: TriggerEvent['event'];
  /**
   * For an ability that triggers once for each of several objects ("whenever this creature becomes
   * blocked by a creature without flanking", CR 702.25a): those objects. Each trigger has its object
   * as the event's object, which the effects name `eventObject`.
   */
  each?: (state: GameState, event: TriggerEvent) => readonly ObjectId[];
  /** A further trigger condition on the event, if any ("attacks the player with the most life"). */
  triggers?: (state: GameState, event: TriggerEvent) => boolean;
}

/** A triggered ability a rule module defines: inherent (CR 725.2) or a keyword's (CR 702.121a). */
export type RuleTriggeredAbility = InherentTriggeredAbility | KeywordTriggeredAbility;

/**
 * A requirement on how a creature attacks (CR 508.1d): `attacks`, that it attacks if able; `attacksPlayerOtherThan`,
 * that it attacks a player other than `player` if able (goad, CR 701.15b); `attacksOneOf`, that it attacks one of
 * `players` if able (Cogwork Tracker). Each is one requirement. `rule` is the rule that imposes it; `source`
 * says what puts it on the creature, as a refused declaration names it: `its own ability`, the card of an
 * Aura or an effect (its name quoted), or `goaded by player 1`.
 */
export type AttackRequirement =
  | { kind: 'attacks'; rule: string; source: string }
  | { kind: 'attacksPlayerOtherThan'; player: PlayerId; rule: string; source: string }
  | { kind: 'attacksOneOf'; players: readonly PlayerId[]; rule: string; source: string };

/**
 * How a declaration of attackers is paid for while it is being made (CR 508.1h–j): what the rules
 * of mana abilities ask to know whether the declaring player is asked for mana (CR 508.1i, 605.3a)
 * and which of their permanents may tap for it. The format's combat rules answer: Magic's combat
 * phase, or a variant's own (Magic Tech's missions, whose creatures are not tapped as they are sent).
 */
export interface AttackPayment {
  /** Whether `player` is declaring attackers whose declaration, as it stands, costs mana (CR 508.1h), so that they may activate mana abilities (508.1i, 605.3a). */
  paying(state: GameState, player: PlayerId): boolean;
  /** Whether `source` is chosen in the declaration being made and becomes tapped as it attacks (CR 508.1f), so that its {T} abilities can't pay. */
  tapsAsDeclared(state: GameState, source: ObjectId): boolean;
  /** Whether the declaration being made can still be finished as a legal one, its cost paid (CR 508.1c–d, 508.1h–j, 733.1). */
  canBeFinished(state: GameState): boolean;
  /** Whether `creature`, not chosen, must stay able to attack while the declaration is made (CR 508.1d), so that it can't tap for mana first. */
  mustStayAble(state: GameState, creature: ObjectId): boolean;
}

/** Hooks a rule module may add to the start-of-game procedure (CR 103.2, 315.5a). */
export interface StartOfGameHooks {
  /**
   * Steps taken once the starting player is determined and before libraries are shuffled (CR 103.2):
   * sets `state.decision` and returns true while a player must decide. It is called again after each
   * answer, until it returns false.
   */
  beforeShuffle?: (state: GameState) => boolean;
  /** The number of cards a player's opening hand has, given the size other rules made it (CR 103.5). */
  handSize?: (state: GameState, player: PlayerId, size: number) => number;
  /** Steps taken once opening hands are drawn and before mulligans, as `beforeShuffle`. */
  beforeMulligans?: (state: GameState) => boolean;
}

/** What an implemented rule module declares about itself. */
export interface RuleModuleMeta {
  /** The rule's number in the pinned edition; it must be a titled rule, e.g. `'701.15'` for goad. */
  readonly number: string;
  /**
   * The rule's title, checked (ignoring case) against the pinned edition's title so that a module
   * keyed by a stale number (melee as 702.120, say) fails at once instead of claiming Escalate.
   */
  readonly title?: string;
  /** Keywords that name the rule, found by {@link RuleRegistry.get} ignoring case. */
  readonly keywords?: readonly string[];
}

/**
 * A choice a rule asks outside a resolution: a `choose` decision citing the rule (the legend rule's
 * 704.5j, combat's prevention shields 616.1 and 615.7, …). A resolution's own choices need none:
 * their answers go back to the step that asked (CR 608.2d).
 */
export interface RuleChoice {
  /**
   * Whether a choice citing the rule may be waiting in `state` with no resolution waiting for it:
   * what `deserialize` checks of a saved game's decision.
   */
  mayWait(state: GameState): boolean;
  /**
   * Answers the choice waiting with the options `picked` (their number already within its bounds):
   * false when the choice waiting is not the rule's own, but one a resolution asks citing the same
   * rule, whose answer then goes to the resolution.
   */
  answer(state: GameState, player: PlayerId, choice: PendingChoice, picked: readonly number[]): boolean;
}

/** A rule module: one CR rule's actions and hooks. */
export interface RuleModule extends RuleModuleMeta {
  /** The rule's title, as in the CR. */
  title: string;
  /** The action types this module performs. */
  perform?: Partial<Record<Action['type'], ActionPerformer>>;
  /**
   * The choices the rule asks outside a resolution, by the rule each cites: CR 608's `choose`
   * hands an answer to the first module of the format whose choice takes it. A module that asks a
   * choice of another rule's code (Magic Tech's state-based actions ask the legend rule's) declares
   * that rule's choice too.
   */
  choices?: Readonly<Record<string, RuleChoice>>;
  /** Adds the legal actions this module offers for the current decision (through `out.push` only). */
  list?: (state: GameState, out: ActionSink) => void;
  /**
   * A quick test for the deciding player `player`, sound but not exact: false only when `list` would
   * add no action at all now (true does not promise one). The listings skip the lister when it says
   * false, so that a priority at which a player can do nothing but pass costs little to find out
   * (see `hasNonPassOption`). Absent: the lister always runs.
   */
  mayOffer?: (state: GameState, player: PlayerId) => boolean;
  /** Performs the state-based actions of this rule that apply (CR 704.3); true if any did. */
  stateBasedActions?: (state: GameState) => boolean;
  /**
   * Goes on with a one-shot effect of this rule that happens outside any resolution and waits for
   * choices (a card returning to the battlefield as the monarch leaves the game, CR 725.4, 610.3,
   * 614.12a): `asked` if it asked the next choice, `done` if it has just finished the effect, `none`
   * if no such effect waits. The engine calls it whenever nobody has a choice to make, before
   * state-based actions and after them (a player who lost by one left the game).
   */
  continueWaitingEffect?: (state: GameState) => 'asked' | 'done' | 'none';
  /**
   * Whether `blocker` may block `attacker` as far as the attacker's evasion goes (flying, fear,
   * protection…), or the rule that forbids it (CR 509.1b).
   */
  blockRestriction?: (state: GameState, blocker: ObjectId, attacker: ObjectId) => string | null;
  /**
   * Whether `blocker` may block `attacker` as far as limits on the blocker itself go ("can't block
   * creatures you control"), or the rule that forbids it (CR 509.1b). Unlike evasion, such a limit
   * binds a Magic Tech guard too (MT 7.2).
   */
  blockerRestriction?: (state: GameState, blocker: ObjectId, attacker: ObjectId) => string | null;
  /** Checks the blockers declared against each attacker (e.g. menace, CR 702.111b). */
  blockersOfAttacker?: (state: GameState, attacker: ObjectId, blockers: readonly ObjectId[]) => string | null;
  /** Whether `creature` may attack at all, or the rule that forbids it (CR 508.1c). */
  attackRestriction?: (state: GameState, creature: ObjectId) => string | null;
  /** Whether `creature` may attack `target`, or the rule that forbids it (CR 508.1c). */
  attackTargetRestriction?: (state: GameState, creature: ObjectId, target: AttackTarget) => string | null;
  /** The attack requirements on `creature` this rule imposes (CR 508.1d); none unless said. */
  attackRequirements?: (state: GameState, creature: ObjectId) => readonly AttackRequirement[];
  /** How the declarations of attackers this rule makes are paid for while they are made (CR 508.1h–j); one module of a format has it. */
  attackPayment?: AttackPayment;
  /** Whether this rule keeps `permanent` from untapping during its controller's untap step (CR 502.3). */
  doesntUntap?: (state: GameState, permanent: ObjectId) => boolean;
  /** What the rule does as a turn begins, before its untap step (CR 500.1): designations that end then (CR 701.15a). */
  turnBegins?: (state: GameState) => void;
  /** What the rule does in the untap step before the active player's permanents untap (CR 502.1): phasing (CR 702.26a). */
  beforeUntapping?: (state: GameState) => void;
  /**
   * Whether a spell or ability controlled by `controller` may target `target` (CR 115, 702.11);
   * `source` is the spell, or, for an ability, its source as it is put on the stack and the ability
   * itself as it resolves (whose `source` it names, CR 113.7), when known (CR 702.16b).
   */
  targetRestriction?: (state: GameState, controller: PlayerId, target: Ref, source: ObjectId | null) => string | null;
  /**
   * Whether the Aura or Equipment `what` may be attached to the permanent `to` as far as this rule
   * goes, or the rule that forbids it (protection, CR 702.16c–d).
   */
  attachRestriction?: (state: GameState, what: ObjectId, to: ObjectId) => string | null;
  /**
   * Whether `player` can't lose the game now by anything but conceding ("you can't lose the game",
   * CR 104.3a–e).
   */
  cantLose?: (state: GameState, player: PlayerId) => boolean;
  /** The rule that prevents all damage `source` would deal to `to`, or null (protection, CR 702.16e). */
  damagePrevention?: (state: GameState, source: ObjectId, to: Ref) => string | null;
  /** The rule's own triggered abilities: inherent ones with no source (CR 725.2), and keywords' (CR 702.121a). */
  triggered?: readonly RuleTriggeredAbility[];
  /** What the rule does as a player leaves the game, once they and every player leaving with them are out of it (CR 800.4a, 725.4). */
  playerLeft?: (state: GameState, player: PlayerId) => void;
  /** What the rule does as the game ends, once its result is set (CR 104; face-down conspiracies are revealed, 702.106e). */
  gameEnded?: (state: GameState) => void;
  /** What the rule does to the start of the game (CR 103.2, 315.5a). */
  startOfGame?: StartOfGameHooks;
  /**
   * Runs the start of the game on from where it stands (`state.startOfGame`), once the starting
   * player is determined (CR 103.1): the procedure of CR 103, which asks every module's
   * `startOfGame` hooks. One module of a format has it; `createGame` calls it.
   */
  startGame?: (state: GameState) => void;
  /**
   * The total cost to cast a spell after this rule's changes (CR 601.2f): cost reductions, and mana
   * that may be spent as though it were mana of any color (CR 609.4b). X is already a number in `cost`;
   * `x` is the X announced, for the spell's mana value on the stack (CR 202.3e).
   */
  spellCost?: (state: GameState, player: PlayerId, card: ObjectId, cost: ManaCost, x: number) => ManaCost;
  /** Why `player` may not cast `card` by this rule ("You can't cast instant or sorcery spells"), or null. */
  castRestriction?: (state: GameState, player: PlayerId, card: ObjectId) => string | null;
  /** Whether `creature` assigns combat damage equal to its toughness rather than its power (CR 510.1a). */
  assignsDamageByToughness?: (state: GameState, creature: ObjectId) => boolean;
  /** What the rule does as a permanent enters the battlefield, before "enters" abilities trigger (CR 614.1c). */
  permanentEntering?: (state: GameState, permanent: ObjectId) => void;
  /**
   * The actions of a format's own rules (a variant's, such as deploying a card face down), by
   * name: each performs the {@link VariantAction} of that name. The standard formats have none.
   */
  variantActions?: Readonly<Record<string, ActionPerformer>>;
  /**
   * Deals damage the rule's own way, after prevention (CR 615): returns true if it has dealt
   * `amount` from `source` to `to`, in which case the core neither removes life (CR 120.3a) nor
   * marks damage or removes loyalty (CR 120.3c, 120.3e); "deals damage" triggers and lifelink
   * still apply. The first module that returns true deals it.
   */
  applyDamage?: (state: GameState, source: ObjectId, to: Ref, amount: number, combat: boolean) => boolean;
  /**
   * What the rule does once all the damage dealt at the same time has been dealt (one event, or all
   * of a combat damage step's, CR 510.2), after `applyDamage`: a format that counts the damage an
   * object is dealt at once (Magic Tech's cards under construction, MT 8.6).
   */
  damageDealtAtOnce?: (state: GameState) => void;
  /**
   * Changes a player's life total the rule's own way (CR 119.3): `amount` is positive for a gain,
   * negative for a loss (paid life included, CR 119.4). Returns true if it has, in which case the
   * life total does not change. The first module that returns true handles it.
   */
  changeLife?: (state: GameState, player: PlayerId, amount: number, rule: string) => boolean;
  /**
   * Removes from a permanent the damage the rule keeps its own way (a variant's damage counters) as
   * all its damage is removed: as it regenerates (CR 701.19a). The core has removed its marked damage.
   */
  damageRemoved?: (state: GameState, permanent: ObjectId) => void;
  /**
   * Objects without a name (a variant's unnamed cards): the mana cost of a card object whose `card`
   * is no card definition but one this rule makes, or null if `card` is none of its own. Such a card
   * has that mana cost, the colors of its mana symbols and no other characteristics: no name, no
   * types, no abilities.
   */
  namelessCard?: (card: string) => ManaCost | null;
  /**
   * Names an object without a name as it is cast (`CastAction.name`), played as a land
   * (`PlayLandAction.name`) or as an ability of it that uses the stack is activated
   * (`ActivateAction.name`, an ability that functions from a hand, CR 702.29a): the object, and the
   * earlier objects it was (CR 400.7), become the card `name`. Throws a RulesError if this rule does
   * not allow that name now.
   */
  nameObject?: (state: GameState, player: PlayerId, object: ObjectId, name: string, how: NamingHow) => void;
  /**
   * The names a player may give an object without a name that an effect they control is about to
   * use as a card with a name (put it onto the battlefield): every name the format allows for it,
   * whether the player may name it at this moment, and the format's rule; null if the player may not
   * name that object on such an occasion (see `src/engine/naming.ts`).
   */
  effectNames?: (state: GameState, player: PlayerId, object: ObjectId) => EffectNames | null;
  /**
   * A player's (or a spectator's) view of the format's own data (`GameState.formatData`), for a format whose data is not
   * all public (DESIGN principle 9); without this hook a view carries the data whole.
   */
  viewFormatData?: (state: GameState, viewer: Viewer) => Record<string, unknown>;
  /**
   * A restriction this rule puts on actions the other rules allow (who may act, how often): the reason
   * the action is forbidden, starting with the rule that forbids it (`'AMM 7: …'`), or null. Checked before an action is performed and as legal actions are
   * listed, so `legalActions` never lists a forbidden action.
   */
  actionRestriction?: (state: GameState, action: Action) => string | null;
  /**
   * An inexhaustible library: called as a player is about to draw from an empty library, or as an
   * effect needs more cards from the top of a library than it holds (`topCardsOfLibrary`) or takes
   * its bottom card (`bottomOfLibrary`: an endless library's bottom card is always a new one), it puts
   * a card at the bottom of it, under the cards it holds. A library it leaves empty is drawn from as
   * usual (CR 121.4, 704.5b).
   */
  refillLibrary?: (state: GameState, player: PlayerId) => void;
  /**
   * An inexhaustible library's bottom: called as an effect has put a card (`object`, now in its
   * owner's library, listed last) on the bottom of a library, which for a library without end is
   * under the cards that never run out, never to be reached from the top again (Async Mental Magic
   * 2, 2d). The hook takes it out of the cards the library holds.
   */
  underLibrary?: (state: GameState, object: ObjectId) => void;
  /**
   * An inexhaustible library shuffled: called as `player`'s library has just been shuffled (CR
   * 701.24a: randomized "so that no player knows their order"). A library without end holds the
   * cards it held among cards that never run out, none of them known on top any more (Async Mental
   * Magic 2, 2d); the hook takes them out of the cards the library holds.
   */
  libraryShuffled?: (state: GameState, player: PlayerId) => void;
  /**
   * The rule, if any, under which a card of a player still in the game may cease to exist (Async
   * Mental Magic 2d–2f). Without one, only the cards of a player who left the game do (CR 800.4a),
   * and a saved game in which another card ceased to exist is refused.
   */
  cardsCeaseToExist?: string;
  /**
   * Land types the format adds to those of CR 205.3i (Async Mental Magic 4: "Utopia is an additional
   * land type that exists in Mental Magic games"): "choose a land type" offers them (Traveler's
   * Cloak: "an existing land type") and landwalk names them (see `landTypesOf`).
   */
  landTypes?: readonly string[];
  /**
   * The cards a search of `player`'s library looks through instead of that library (CR 701.23), or
   * null to search the library itself. `upTo` is the most cards the search may find (Explosive
   * Vegetation's "up to two"), so that an endless supply offers that many of each kind.
   */
  searchedCards?: (state: GameState, player: PlayerId, upTo: number) => ObjectId[] | null;
}

/** How an object without a name gets its name: cast, played as a land, put onto the battlefield by an effect, or as an ability of it is activated. */
export type NamingHow = 'cast' | 'playLand' | 'effect' | 'activate';

/** What {@link RuleModule.effectNames} offers. */
export interface EffectNames {
  /** The names allowed, in a stable order. */
  names: readonly string[];
  /** Whether the player may name the object now (a variant may ask more, such as control of the turn). */
  now: boolean;
  /** The rule that lets the player name it. */
  rule: string;
}

/** The turn structure a format runs (CR 500–514, or a variant's own). */
export interface TurnStructure {
  /** Begins the first turn of the game once the pregame procedure is over. */
  beginGame(state: GameState): void;
  /** Ends the current step once all players have passed with an empty stack, and begins the next. */
  endStep(state: GameState): void;
}

/** A format: the rule modules that run and how a turn goes. */
export interface Format {
  /** Id stored in the state. */
  id: string;
  /** Display name. */
  name: string;
  /** Fewest players. */
  minPlayers: number;
  /** Most players. */
  maxPlayers: number;
  /**
   * The rule that sets the format's number of players and why, cited in the {@link RulesError} for a
   * game of too few or too many players (for example CR 905.3: a Conspiracy Draft game is multiplayer).
   */
  playerCount?: { rule: string; reason: string };
  /** The rule modules, in the order their hooks run. */
  modules: readonly RuleModule[];
  /** The turn structure. */
  turns: TurnStructure;
  /**
   * Checks one player's deck and sideboard (card names) as a game is created, throwing a RulesError
   * for one the format does not allow (CR 100.2).
   */
  checkDeck?: (player: PlayerId, deck: readonly string[], sideboard: readonly string[]) => void;
  /**
   * What is wrong with the format's own data (`GameState.formatData`) of a saved game whose other
   * fields are sound, or null if nothing is: checked by `deserialize`, so that a game of the format
   * never loads without the data its rules read, or with data they would trip over.
   */
  dataProblem?: (state: GameState) => string | null;
  /**
   * How a game of the format is made and run when `createGame` and `apply` alone do not make it
   * (Async Mental Magic: its own options, and the game run on after every action). A replay record
   * of such a game names the format as its `variant` (`src/state/replay.ts`).
   */
  driver?: FormatDriver;
}

/** How games of a format with a driver are made and run on (see {@link Format.driver}). */
export interface FormatDriver {
  /** Creates a game from the format's own options; throws a RulesError for options it refuses. */
  create(options: Readonly<Record<string, unknown>>): ReadonlyGameState;
  /** The game after an action a player took, run on to the next decision a player makes. */
  afterAction(state: ReadonlyGameState): ReadonlyGameState;
  /**
   * Performs an action of the format's own that is no engine action and that hosts record among the
   * players' actions (Async Mental Magic's control of the turn, AMM 7–9): the game after it, run on
   * as the format runs it, or null when `action` is none of them (an engine action, for `apply` and
   * {@link afterAction}). Throws a RulesError for one it refuses.
   */
  perform?(state: ReadonlyGameState, action: unknown): ReadonlyGameState | null;
  /**
   * The format's own actions left to the deciding player when the engine has no action for them
   * (Async Mental Magic after a peek: turning over control, AMM 9), none otherwise: a game waiting
   * on a player whom `legalActions` lists nothing for is sound only when this offers something
   * (DESIGN principle 4; checked by `deserialize`).
   */
  ownActionsLeft?(state: ReadonlyGameState): readonly DriverAction[];
}

/**
 * An action of a format's own that its driver performs (the driver's `perform`), recorded
 * with the engine's actions: a type the engine's actions do not have, and the acting player.
 */
export interface DriverAction {
  /** Which of the format's own actions. */
  readonly type: string;
  /** The player taking it. */
  readonly player: PlayerId;
}

/** A format with its modules indexed for fast dispatch. */
export interface CompiledFormat extends Format {
  /** Performer by action type. */
  performers: Partial<Record<Action['type'], ActionPerformer>>;
  // The modules of the hooks asked on every action are kept here as fields; the other hooks go
  // through `modulesWith`. Asking these through `modulesWith` too measured 3% slower in place and
  // 9% slower through `apply`.
  /** Modules with a `list` hook. */
  listers: RuleModule[];
  /** Modules with state-based actions. */
  sbaModules: RuleModule[];
  /** Modules with triggered abilities of their own. */
  triggerModules: RuleModule[];
  /** Modules that deal damage their own way ({@link RuleModule.applyDamage}). */
  damageModules: RuleModule[];
  /** Modules that change life totals their own way ({@link RuleModule.changeLife}). */
  lifeModules: RuleModule[];
  /** Modules that restrict the actions the other rules allow ({@link RuleModule.actionRestriction}). */
  restrictingModules: RuleModule[];
  /**
   * The modules that have each hook, in the format's order, for every hook some module of the format
   * has (see {@link modulesWith}): a record built once, so that a hook asked on a hot path is a
   * property read.
   */
  byHook: Readonly<Partial<Record<keyof RuleModule, readonly RuleModule[]>>>;
}

const formats = new Map<string, CompiledFormat>();

/** The modules that have each hook, in their order, by hook (see `CompiledFormat.byHook`). */
function modulesByHook(modules: readonly RuleModule[]): CompiledFormat['byHook'] {
  const out: Partial<Record<keyof RuleModule, RuleModule[]>> = {};
  for (const m of modules) {
    for (const key in m) if (m[key as keyof RuleModule] !== undefined) (out[key as keyof RuleModule] ??= []).push(m);
  }
  return out;
}

/** What {@link modulesWith} answers for a hook no module of the format has. */
const NO_MODULES: readonly RuleModule[] = Object.freeze([]);

/** The format {@link formatOf} found last, by id: games ask for their format on every step. */
let lastFormat: CompiledFormat | null = null;

/** Registers a format so that games of it can run; returns the compiled format. */
export function registerFormat(format: Format): CompiledFormat {
  const performers: CompiledFormat['performers'] = {};
  for (const m of format.modules) {
    for (const [type, fn] of Object.entries(m.perform ?? {})) {
      if (performers[type as Action['type']]) throw new Error(`format ${format.id}: two modules perform ${type}`);
      performers[type as Action['type']] = fn;
    }
  }
  const variantPerformers = new Map<string, ActionPerformer>();
  for (const m of format.modules) {
    for (const [name, fn] of Object.entries(m.variantActions ?? {})) {
      if (variantPerformers.has(name)) throw new Error(`format ${format.id}: two modules perform the variant action ${name}`);
      variantPerformers.set(name, fn);
    }
  }
  if (variantPerformers.size > 0) {
    if (performers.variant) throw new Error(`format ${format.id}: a module performs variant actions directly`);
    performers.variant = (state, action) => {
      const name = (action as VariantAction).name;
      const perform = typeof name === 'string' ? variantPerformers.get(name) : undefined;
      if (!perform) throw new RulesError('malformed', `this format has no variant action ${quoted(name)}`);
      perform(state, action);
    };
  }
  const compiled: CompiledFormat = {
    ...format,
    performers,
    listers: format.modules.filter((m) => m.list),
    sbaModules: format.modules.filter((m) => m.stateBasedActions),
    triggerModules: format.modules.filter((m) => m.triggered),
    damageModules: format.modules.filter((m) => m.applyDamage),
    lifeModules: format.modules.filter((m) => m.changeLife),
    restrictingModules: format.modules.filter((m) => m.actionRestriction),
    byHook: modulesByHook(format.modules),
  };
  formats.set(format.id, compiled);
  lastFormat = null;
  return compiled;
}

/** The compiled format of a game. */
export function formatOf(state: GameState): CompiledFormat {
  const last = lastFormat;
  if (last !== null && last.id === state.format) return last;
  const f = formats.get(state.format);
  if (!f) throw new Error(`unknown format ${quoted(state.format)}`);
  lastFormat = f;
  return f;
}

/** The number of cards in a player's opening hand (CR 103.5), after the format's rules change it (CR 315.5a). */
export function openingHandSize(state: GameState, player: PlayerId): number {
  let size = state.settings.startingHandSize;
  for (const m of formatOf(state).modules) {
    const hook = m.startOfGame?.handSize;
    if (hook) size = hook(state, player, size);
  }
  return size;
}

/** The compiled format registered under an id, if any. */
export function formatById(id: string): CompiledFormat | undefined {
  return formats.get(id);
}

/** Whether a format plays conspiracies: puts them into the command zone and applies their abilities (CR 315). */
export function playsConspiracies(format: Format): boolean {
  return format.modules.some((m) => m.number === '315');
}

/**
 * Why a card can't be in `zone`, a zone other than the command zone, in a game of `format`, or null
 * if it can: a conspiracy card is never a permanent nor a spell (CR 315.3), and in a game that plays
 * conspiracies it is never in a deck, so it is in no zone but the sideboard (315.2–315.3).
 */
export function conspiracyZoneProblem(format: Format, card: string, zone: ZoneName): string | null {
  if (findDefinition(card)?.printed.types.includes('Conspiracy') !== true) return null;
  if (zone === 'battlefield' || zone === 'stack') return `${card} is a conspiracy card, never a permanent nor a spell (CR 315.3)`;
  if (zone !== 'sideboard' && playsConspiracies(format)) return `${card} is a conspiracy card; in a game that plays conspiracies it is in the command zone or the sideboard, never in a deck nor a zone a deck's cards go to (CR 315.3)`;
  return null;
}

/**
 * Throws a {@link RulesError} unless a game of `format` may have `n` players: 'illegal' with the
 * format's rule when it gives one (CR 905.3 for Conspiracy Draft), else 'malformed'.
 */
export function checkPlayerCount(format: Format, n: number): void {
  if (n >= format.minPlayers && n <= format.maxPlayers) return;
  const count = `${format.name} is for ${format.minPlayers} to ${format.maxPlayers} players, not ${n}`;
  if (format.playerCount) throw new RulesError('illegal', `${count}: ${format.playerCount.reason}`, format.playerCount.rule);
  throw new RulesError('malformed', count);
}

/** The ids of the registered formats, in the order they were registered. */
export function formatIds(): string[] {
  return [...formats.keys()];
}

let defaultFormat: string | undefined;

/** Makes the registered format `id` the one `createGame` plays when it is given none. */
export function setDefaultFormat(id: string): void {
  if (!formats.has(id)) throw new Error(`unknown format ${quoted(id)}`);
  defaultFormat = id;
}

/** The id of the format `createGame` plays when it is given none; throws if none is set. */
export function defaultFormatId(): string {
  if (defaultFormat === undefined) throw new Error('no default format is registered (load paliano through one of its entries)');
  return defaultFormat;
}

/** Whether a format id is registered. */
export function hasFormat(id: string): boolean {
  return formats.has(id);
}

/** The hooks of {@link RuleModule} that one module at most of a format provides. */
export type SingleHook = 'attackPayment' | 'namelessCard' | 'nameObject' | 'effectNames' | 'viewFormatData' | 'refillLibrary' | 'underLibrary' | 'libraryShuffled' | 'searchedCards' | 'cardsCeaseToExist' | 'startGame';

/**
 * The modules of a game's format that have the hook `key`, in the format's order: found once per
 * format, so that a hook asked on a hot path (a cost, a restriction) does not scan every module.
 */
export function modulesWith<K extends keyof RuleModule>(state: GameState, key: K): readonly (RuleModule & Required<Pick<RuleModule, K>>)[] {
  return (formatOf(state).byHook[key] ?? NO_MODULES) as readonly (RuleModule & Required<Pick<RuleModule, K>>)[];
}

/** The first module of a format that has the hook `key`, or undefined if none has. */
export function moduleWith<K extends SingleHook>(formatId: string, key: K): (RuleModule & Required<Pick<RuleModule, K>>) | undefined {
  return formats.get(formatId)?.byHook[key]?.[0] as (RuleModule & Required<Pick<RuleModule, K>>) | undefined;
}

/** Why the format's rules forbid an action the other rules allow, or null if none does (see {@link RuleModule.actionRestriction}). */
export function actionRestriction(state: GameState, action: Action): string | null {
  for (const m of formatOf(state).restrictingModules) {
    const why = m.actionRestriction?.(state, action);
    if (why) return why;
  }
  return null;
}

/**
 * Names an object without a name as it is cast, played or an ability of it is activated (the `name`
 * of a cast, play-land or activate action):
 * the format's `nameObject` hook does it, and a format without one has no such action.
 */
export function nameAs(state: GameState, player: PlayerId, object: ObjectId, name: string, how: NamingHow): void {
  const m = moduleWith(state.format, 'nameObject');
  if (!m) throw new RulesError('malformed', 'this format names no cards as they are played');
  if (typeof name !== 'string') throw new RulesError('malformed', 'a name must be text');
  m.nameObject(state, player, object, name, how);
}
