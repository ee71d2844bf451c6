/**
 * Rule modules and formats (DESIGN principles 5 and 7). A rule module owns one rule of the
 * Comprehensive Rules: the actions it performs, the actions it lists, and the hooks it adds to the
 * engine. A format is a list of rule modules plus a turn structure; the core knows no format.
 *
 * @module
 */
import type { Effect, Keyword, TargetSpec } from '../cards/types.js';
import type { RuleModuleMeta } from '../rules/registry.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../state/types.js';
import type { Action } from './actions.js';
import type { ManaCost } from './mana.js';
import type { TriggerEvent } from './triggers.js';

/** Performs an action of one type: validates it (throwing a RulesError) and applies it. */
export type ActionPerformer = (state: GameState, action: Action) => void;

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
  /** The keyword. */
  keyword: Keyword;
  /** The event kind, whose object must be the permanent with the keyword. */
  event: TriggerEvent['event'];
  /** A further trigger condition on the event, if any ("attacks the player with the most life"). */
  triggers?: (state: GameState, event: TriggerEvent) => boolean;
}

/** A triggered ability a rule module defines: inherent (CR 725.2) or a keyword's (CR 702.121a). */
export type RuleTriggeredAbility = InherentTriggeredAbility | KeywordTriggeredAbility;

/**
 * A requirement on how a creature attacks (CR 508.1d): `attacks`, that it attacks if able; `attacksPlayerOtherThan`,
 * that it attacks a player other than `player` if able (goad, CR 701.15b). `rule` is the rule that imposes it.
 */
export type AttackRequirement =
  | { kind: 'attacks'; rule: string }
  | { kind: 'attacksPlayerOtherThan'; player: PlayerId; rule: string };

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

/** A rule module: one CR rule's actions and hooks. */
export interface RuleModule extends RuleModuleMeta {
  /** The rule's title, as in the CR. */
  title: string;
  /** The action types this module performs. */
  perform?: Partial<Record<Action['type'], ActionPerformer>>;
  /** Adds the legal actions this module offers for the current decision. */
  list?: (state: GameState, out: Action[]) => void;
  /** Performs the state-based actions of this rule that apply (CR 704.3); true if any did. */
  stateBasedActions?: (state: GameState) => boolean;
  /** Whether `blocker` may block `attacker`, or the rule that forbids it (CR 509.1b). */
  blockRestriction?: (state: GameState, blocker: ObjectId, attacker: ObjectId) => string | null;
  /** Checks the blockers declared against each attacker (e.g. menace, CR 702.111b). */
  blockersOfAttacker?: (state: GameState, attacker: ObjectId, blockers: readonly ObjectId[]) => string | null;
  /** Whether `creature` may attack at all, or the rule that forbids it (CR 508.1c). */
  attackRestriction?: (state: GameState, creature: ObjectId) => string | null;
  /** The attack requirements on `creature` this rule imposes (CR 508.1d); none unless said. */
  attackRequirements?: (state: GameState, creature: ObjectId) => readonly AttackRequirement[];
  /** What the rule does as a turn begins, before its untap step (CR 500.1): designations that end then (CR 701.15a). */
  turnBegins?: (state: GameState) => void;
  /** Whether a spell or ability controlled by `controller` may target `target` (CR 115, 702.11). */
  targetRestriction?: (state: GameState, controller: PlayerId, target: Ref) => string | null;
  /** The rule's own triggered abilities: inherent ones with no source (CR 725.2), and keywords' (CR 702.121a). */
  triggered?: readonly RuleTriggeredAbility[];
  /** What the rule does as a player leaves the game, once they are out of it (CR 800.4a, 725.4). */
  playerLeft?: (state: GameState, player: PlayerId) => void;
  /** What the rule does to the start of the game (CR 103.2, 315.5a). */
  startOfGame?: StartOfGameHooks;
  /**
   * The total cost to cast a spell after this rule's changes (CR 601.2f): cost reductions, and mana
   * that may be spent as though it were mana of any color (CR 609.4b). X is already a number in `cost`.
   */
  spellCost?: (state: GameState, player: PlayerId, card: ObjectId, cost: ManaCost) => ManaCost;
  /** Why `player` may not cast `card` by this rule ("You can't cast instant or sorcery spells"), or null. */
  castRestriction?: (state: GameState, player: PlayerId, card: ObjectId) => string | null;
  /** Whether `creature` assigns combat damage equal to its toughness rather than its power (CR 510.1a). */
  assignsDamageByToughness?: (state: GameState, creature: ObjectId) => boolean;
  /** What the rule does as a permanent enters the battlefield, before "enters" abilities trigger (CR 614.1c). */
  permanentEntering?: (state: GameState, permanent: ObjectId) => void;
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
  /** The rule modules, in the order their hooks run. */
  modules: readonly RuleModule[];
  /** The turn structure. */
  turns: TurnStructure;
  /**
   * Checks one player's deck and sideboard (card names) as a game is created, throwing a RulesError
   * for one the format does not allow (CR 100.2).
   */
  checkDeck?: (player: PlayerId, deck: readonly string[], sideboard: readonly string[]) => void;
}

/** A format with its modules indexed for fast dispatch. */
export interface CompiledFormat extends Format {
  /** Performer by action type. */
  performers: Partial<Record<Action['type'], ActionPerformer>>;
  /** Modules with a `list` hook. */
  listers: RuleModule[];
  /** Modules with state-based actions. */
  sbaModules: RuleModule[];
  /** Modules with triggered abilities of their own. */
  triggerModules: RuleModule[];
}

const formats = new Map<string, CompiledFormat>();

/** Registers a format so that games of it can run; returns the compiled format. */
export function registerFormat(format: Format): CompiledFormat {
  const performers: CompiledFormat['performers'] = {};
  for (const m of format.modules) {
    for (const [type, fn] of Object.entries(m.perform ?? {})) {
      if (performers[type as Action['type']]) throw new Error(`format ${format.id}: two modules perform ${type}`);
      performers[type as Action['type']] = fn;
    }
  }
  const compiled: CompiledFormat = {
    ...format,
    performers,
    listers: format.modules.filter((m) => m.list),
    sbaModules: format.modules.filter((m) => m.stateBasedActions),
    triggerModules: format.modules.filter((m) => m.triggered),
  };
  formats.set(format.id, compiled);
  return compiled;
}

/** The compiled format of a game. */
export function formatOf(state: GameState): CompiledFormat {
  const f = formats.get(state.format);
  if (!f) throw new Error(`unknown format ${JSON.stringify(state.format)}`);
  return f;
}

/** The compiled format registered under an id, if any. */
export function formatById(id: string): CompiledFormat | undefined {
  return formats.get(id);
}

/** Whether a format id is registered. */
export function hasFormat(id: string): boolean {
  return formats.has(id);
}
