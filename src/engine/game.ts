/**
 * The public reducer: `createGame`, `apply`, `tryApply`, and the in-place playout path for bots
 * (DESIGN "Performance architecture": the same step functions, run on a private mutable copy).
 *
 * @module
 */
import { findDefinition, implementedName, unknownNameHint } from './card-catalog.js';
import { isSeed, randomInt, seedRng, type Seed } from '../state/rng.js';
import { plainCopy, plainState } from '../state/plain-state.js';
import { settingsProblem } from '../state/validate.js';
import { checkDraftRecord, type DraftRecord } from '../state/draft-record.js';
import type { GameSettings, GameState, PlayerId, ReadonlyGameState, RngState } from '../state/types.js';
import { copyOfStops } from '../state/steps.js';
import { createObject } from '../zones/zones.js';
import { checkActionShape } from './action-shape.js';
import { checkGameState, checkRng } from './arguments.js';
import type { Action, ReadonlyAction } from './actions.js';
import { handOverCharacteristicsMemo, keepCharacteristicsMemo, withCharacteristicsMemo } from './characteristics.js';
import { leadingRule, RulesError } from './errors.js';
import { advance } from './flow.js';
import { actionRestriction, checkPlayerCount, defaultFormatId, formatIds, formatOf, hasFormat, moduleWith, playsConspiracies } from './format.js';
import { countActions, drawFrom, legalActions, mayAutoPass, sampleAction } from './legal.js';
import { emit } from './log.js';
import { emptyPool } from './mana.js';
import { shown } from './json-schema.js';
import { isPlainRecord, onlyKnownFields, unknownField } from './known-fields.js';
import { beginWorkingCopy, finishWorkingCopy, privateCopy } from './working-copy.js';
import { deepFreeze } from '../state/deep-freeze.js';
import { quoted } from './quote.js';

/** One player of a new game. */
export interface PlayerSetup {
  /** Display name; "Player N" if absent. */
  name?: string;
  /**
   * The deck: card names (CR 100.2), matched ignoring case, spacing, curly quotes and accents (the
   * game holds their exact English names); an unknown name is refused with the nearest names.
   */
  deck: readonly string[];
  /** The sideboard: card names, outside the game (CR 100.4). */
  sideboard?: readonly string[];
  /**
   * What the player brings from a Conspiracy draft (CR 905.2b): noted information and cards removed
   * from the draft, read by the game abilities of draft-matters cards. Absent: nothing was noted.
   * Given, the sideboard is taken as the rest of the card pool (CR 100.4b): a basic land card in it
   * was drafted and counts for Worldknit; absent, the sideboard's basic land cards may come from
   * outside the pool (905.1d) and do not count.
   */
  draft?: DraftRecord;
}

/** Options of {@link createGame}. */
export interface CreateGameOptions {
  /** The format's id: `free-for-all` (default), `two-player`, `conspiracy` (a Conspiracy Draft game, CR 905), or a registered variant. */
  format?: string;
  /** The players in seat order (2 to 6 for free-for-all). */
  players: readonly PlayerSetup[];
  /**
   * The seed of the game's PRNG (DESIGN principle 2): a number or a string, or four 32-bit words for a
   * game whose chance must stay secret from its players (see {@link Seed}).
   */
  seed: Seed;
  /** The starting player; chosen at random with the seed if absent (CR 103.1). */
  startingPlayer?: PlayerId;
  /** Settings; see {@link GameSettings}. */
  settings?: Partial<GameSettings>;
  /** The format's own data the game starts with (see `GameState.formatData`), copied into the state. */
  formatData?: { [key: string]: unknown };
}

/** The fields of {@link CreateGameOptions}, {@link PlayerSetup} and `GameSettings`, each listed (`tsc` checks): a misspelt one is refused, not ignored. */
const OPTION_KEYS = Object.keys({ format: 1, players: 1, seed: 1, startingPlayer: 1, settings: 1, formatData: 1 } satisfies Record<keyof CreateGameOptions, 1>);
const PLAYER_KEYS = Object.keys({ name: 1, deck: 1, sideboard: 1, draft: 1 } satisfies Record<keyof PlayerSetup, 1>);
const SETTING_KEYS = Object.keys({ autoPass: 1, manaAbilities: 1, stops: 1, startingLife: 1, startingHandSize: 1, turnLimit: 1, nameableCards: 1 } satisfies Record<keyof GameSettings, 1>);

/**
 * `options` without the fields {@link createGame} does not have (see `OPTION_KEYS`), in them, in
 * their settings and in their players: the options a build that ignored unknown fields played, for a
 * record of such a build (see `replay`). Anything else is left for `createGame` to judge.
 */
export function withKnownFieldsOnly(options: CreateGameOptions): CreateGameOptions {
  if (!isPlainRecord(options)) return options;
  const kept = onlyKnownFields(options, OPTION_KEYS);
  return {
    ...kept,
    ...(kept.settings ? { settings: onlyKnownFields(kept.settings, SETTING_KEYS) } : {}),
    ...(Array.isArray(kept.players) ? { players: kept.players.map((p) => onlyKnownFields(p, PLAYER_KEYS)) } : {}),
  };
}

const DEFAULT_SETTINGS: GameSettings = { autoPass: 'whenOnlyPass', manaAbilities: 'automatic', startingLife: 20, startingHandSize: 7, turnLimit: 0 };

/**
 * Creates a game: players, the starting player (CR 103.1), the format's steps before libraries are
 * shuffled (CR 103.2), shuffled libraries (CR 103.3), starting life (CR 103.4) and opening hands
 * (CR 103.5). The first decision is the starting player's mulligan, unless the format asks first.
 * The state returned keeps its legal actions once listed, as one `apply` returns does (see
 * {@link cachedLegalActions}).
 */
export function createGame(options: CreateGameOptions): ReadonlyGameState {
  const state = newGame(options);
  keepLegalActions(state);
  return state;
}

/**
 * A new game as {@link createGame} makes it, for a caller that builds on it in place before
 * handing it out (a test scenario): it does not keep its legal actions, which would go stale.
 */
export function newGame(options: CreateGameOptions): GameState {
  if (typeof options !== 'object' || options === null || !Array.isArray(options.players)) {
    throw new RulesError('malformed', 'createGame needs { players: [...], seed }');
  }
  // a game without a seed would play the same shuffles as every other such game
  if (!isSeed(options.seed)) throw new RulesError('malformed', `the seed ${shown(options.seed)} is no seed: a number, a string, or four whole numbers from 0 to 2^32 - 1`);
  const formatId = options.format ?? defaultFormatId();
  if (!hasFormat(formatId)) {
    throw new RulesError('malformed', `unknown format ${quoted(formatId)}; the formats built in are ${formatIds().join(', ')}`);
  }
  // a list or a text spread into the settings would leave their indexes as settings (null, as JSON
  // clients write "none", is taken as absent)
  if ((options.settings ?? undefined) !== undefined && !isPlainRecord(options.settings)) throw new RulesError('malformed', 'settings must be an object');
  // the game keeps the format's data as it saves it: an object (see validateState)
  if ((options.formatData ?? undefined) !== undefined && !isPlainRecord(options.formatData)) throw new RulesError('malformed', 'formatData must be an object');
  const unknown = unknownField(options, OPTION_KEYS, 'createGame\'s options') ?? (options.settings ? unknownField(options.settings, SETTING_KEYS, 'settings') : null);
  if (unknown) throw new RulesError('malformed', unknown);
  const settings: GameSettings = { ...DEFAULT_SETTINGS, ...(options.settings ?? {}) };
  // the names are the caller's list: the game keeps its own copy
  if (Array.isArray(settings.nameableCards)) settings.nameableCards = [...settings.nameableCards];
  const wrongSettings = settingsProblem(settings);
  if (wrongSettings) throw new RulesError('malformed', wrongSettings);
  // the stops are the caller's too: the game keeps its own copy, a seat left out of the list as null
  if (settings.stops !== undefined) settings.stops = Array.from(settings.stops, copyOfStops);
  const n = options.players.length;
  options.players.forEach((p, id) => {
    if (typeof p !== 'object' || p === null) throw new RulesError('malformed', `player ${id} must be an object { deck, sideboard?, name? }`);
    const unknownOfPlayer = unknownField(p, PLAYER_KEYS, `player ${id}`);
    if (unknownOfPlayer) throw new RulesError('malformed', unknownOfPlayer);
    if (p.name !== undefined && typeof p.name !== 'string') throw new RulesError('malformed', `player ${id}: a name must be text`);
  });
  if ((settings.stops?.length ?? 0) > n) throw new RulesError('malformed', `settings.stops has ${settings.stops?.length} seats; the game has ${n} players`);
  const state: GameState = {
    schema: 'paliano/game',
    version: 1,
    format: formatId,
    settings,
    rng: seedRng(options.seed),
    players: options.players.map((p, id) => ({
      id,
      name: p.name ?? `Player ${id + 1}`,
      life: settings.startingLife,
      counters: {},
      library: [],
      hand: [],
      graveyard: [],
      sideboard: [],
      pool: emptyPool(),
      landsPlayed: 0,
      inGame: true,
      outcome: null,
      drewFromEmpty: false,
      mulligans: 0,
      mulliganState: 'deciding',
      toBottom: 0,
      maxHandSize: 7,
      ...(p.draft === undefined ? {} : { draft: plainCopy(p.draft) }),
    })),
    objects: [],
    battlefield: [],
    stack: [],
    exile: [],
    command: [],
    turn: { number: 1, active: 0, step: 'pregame', passes: 0, priority: null, turnsBegun: Array(n).fill(0), repeatCleanup: false, additionalCombats: 0 },
    combat: null,
    decision: null,
    pendingTriggers: [],
    resolution: null,
    effects: [],
    replacements: [],
    monarch: null, // CR 725.1: no monarch until an effect makes one
    exiledUntil: [],
    ruleEffects: [],
    delayedTriggers: [],
    history: { creaturesDied: 0, spellsCast: Array(n).fill(0), attacked: [], monarchAsTurnBegan: null, targeted: [], cardsDrawn: Array(n).fill(0), combatPhases: 0 },
    tokensAway: 0,
    nextTimestamp: 1,
    nextEffectId: 1,
    log: [],
    result: null,
    ...((options.formatData ?? undefined) !== undefined ? { formatData: plainCopy(options.formatData) } : {}),
  };
  const format = formatOf(state);
  checkPlayerCount(format, n);
  options.players.forEach((p, id) => {
    if (!Array.isArray(p.deck)) throw new RulesError('malformed', `player ${id}: deck must be a list of card names`);
    if (p.sideboard !== undefined && !Array.isArray(p.sideboard)) throw new RulesError('malformed', `player ${id}: sideboard must be a list of card names`);
    if (p.draft !== undefined) checkDraftRecord(p.draft, `player ${id}`);
    const known = (list: string) => (name: unknown, i: number): string => {
      if (typeof name !== 'string') throw new RulesError('malformed', `player ${id}: ${list}[${i}] must be a card name, not ${shown(name)}`);
      const found = implementedName(name);
      if (found === undefined) throw new RulesError('unknownCard', `player ${id}: the engine does not implement ${quoted(name)}${unknownNameHint(name)}`);
      return found;
    };
    const deck = p.deck.map(known('deck'));
    const sideboard = (p.sideboard ?? []).map(known('sideboard'));
    // CR 315.3: in a game that plays conspiracies, one can't be included in a deck (it may come in the sideboard, 315.2)
    const conspiracy = playsConspiracies(format) ? deck.find((name: string) => findDefinition(name)?.printed.types.includes('Conspiracy')) : undefined;
    if (conspiracy !== undefined) throw new RulesError('illegal', `player ${id}: ${conspiracy} is a conspiracy card; conspiracies go in the sideboard, never in a deck`, '315.3');
    format.checkDeck?.(id, deck, sideboard);
    for (const name of deck) createObject(state, { kind: 'card', card: name, owner: id, zone: 'library' }, 'bottom');
    for (const name of sideboard) createObject(state, { kind: 'card', card: name, owner: id, zone: 'sideboard' });
  });
  const starter = options.startingPlayer ?? randomInt(state.rng, n);
  if (!Number.isInteger(starter) || starter < 0 || starter >= n) {
    throw new RulesError('malformed', `startingPlayer must be a whole number seat index from 0 to ${n - 1}, not ${shown(starter)}`);
  }
  state.turn.active = starter;
  emit(state, { type: 'startingPlayer', rule: '103.1', player: starter });
  state.startOfGame = 'beforeShuffle';
  const start = moduleWith(formatId, 'startGame');
  if (!start) throw new Error(`format ${formatId} has no module that starts the game (CR 103)`);
  start.startGame(state);
  return state;
}

/** Performs an action on a mutable state (a draft or a private copy) and runs the game on. */
function step(state: GameState, action: Action): void {
  if (state.result) throw new RulesError('gameOver', 'the game is over', '104.1');
  const perform = formatOf(state).performers[action.type];
  if (!perform) throw new RulesError('malformed', `this format has no ${action.type} action`);
  const forbidden = actionRestriction(state, action);
  if (forbidden) throw new RulesError('illegal', forbidden, leadingRule(forbidden));
  perform(state, action);
  if (state.turn.step === 'pregame' && action.type !== 'concede') return;
  advance(state);
}

/**
 * Legal actions of states the engine handed out and never changes (returned by {@link apply},
 * {@link createGame} or `deserialize`), by identity: listed by auto-pass as it settled the state,
 * or on the first request (null until then). A state not registered (one a caller built or
 * changed) is listed anew at every request.
 */
const legalCache = new WeakMap<GameState, Action[] | null>();

/**
 * Registers a new state the engine hands out and never changes again, so that its legal actions
 * are listed once (see `legalCache`): `listed` when the caller listed them already (its own list,
 * which it must not change afterwards), else on the first request.
 */
export function keepLegalActions(state: GameState, listed: Action[] | null = null): void {
  if (!legalCache.has(state)) legalCache.set(state, listed);
}

/**
 * The legal actions of a state, cached when the state is one `apply`, `createGame` or
 * `deserialize` returned: listed once per state. The list is frozen, and for such a state its
 * actions too (the engine answers every caller with the same list): copy it to sort or filter it in
 * place. Throws a RulesError `malformed` for a `state` that is no game state.
 */
export function cachedLegalActions(given: ReadonlyGameState): readonly Action[] {
  checkGameState(given, 'legalActions');
  const state = plainState(given as GameState);
  const hit = legalCache.get(state);
  if (hit) return Object.isFrozen(hit) ? hit : deepFreeze(hit);
  const actions = legalActions(state);
  if (hit !== null) return Object.freeze(actions);
  legalCache.set(state, actions);
  return deepFreeze(actions);
}

/**
 * One legal action of the deciding player drawn uniformly at random with `rng` (advanced in place),
 * or null once the game is over: from the listed actions when the state has them (a state `apply`,
 * `createGame` or `deserialize` returned, whose actions were listed), otherwise in one pass over the rules without building the
 * list. Every action `legalActions` lists is equally likely, and both ways draw alike (see `drawFrom`).
 * Throws a RulesError `malformed`, changing nothing, for a `state` that is no game state or an `rng`
 * that is no PRNG state (see `checkRng`).
 */
export function sampleLegalAction(given: ReadonlyGameState, rng: RngState): Action | null {
  checkGameState(given, 'sampleAction');
  checkRng(rng, 'sampleAction');
  const state = plainState(given as GameState);
  const hit = legalCache.get(state);
  return hit ? drawFrom(hit, rng) : sampleAction(state, rng);
}

/**
 * The number of legal actions of the deciding player, `legalActions(state).length`, counted without
 * building the list when it isn't kept. Throws a RulesError `malformed` for a `state` that is no game state.
 */
export function countLegalActions(given: ReadonlyGameState): number {
  checkGameState(given, 'countActions');
  const state = plainState(given as GameState);
  return legalCache.get(state)?.length ?? countActions(state);
}

/**
 * Applies an action and returns the new state; the input is never changed (DESIGN principle 1), and
 * the parts of it the action did not change are shared. The rules run on a working copy, the same
 * code as the in-place path (see `beginWorkingCopy`).
 * With the `whenOnlyPass` setting, priority that can only be passed is passed at once.
 * Throws a {@link RulesError} for an illegal or malformed action, and `malformed` for a `given`
 * that is no game state (a view, a draft, null: told by its `schema`, not validated).
 */
export function apply(given: ReadonlyGameState, read: ReadonlyAction): ReadonlyGameState {
  checkGameState(given, 'apply');
  // an immer draft is read into a plain state first: nothing kept may point into it (see plainState);
  // the engine only reads the state and the action given, whatever their types say
  const state = plainState(given as GameState);
  const action = plainState(read as Action);
  checkActionShape(state, action);
  if (freezing) deepFreeze(state); // so that rules code changing the input throws (see mutableObject)
  const work = beginWorkingCopy(state);
  // what was remembered about `state` holds for its working copy, and then for the state returned
  handOverCharacteristicsMemo(state, work);
  const listed = withCharacteristicsMemo(work, () => {
    step(work, action);
    return settleAfter(work, action);
  });
  const next = finishWorkingCopy(state, work);
  handOverCharacteristicsMemo(work, next);
  if (freezing) deepFreeze(next);
  if (!legalCache.has(next)) legalCache.set(next, listed);
  return next;
}

/**
 * Runs the auto-pass setting on a mutable state in place (see {@link apply}): passes priority for
 * whoever can only pass. Returns the legal actions of the decision it stops at if it listed them to
 * find out (so that nobody lists them again), or null.
 */
export function settleInPlace(state: GameState): Action[] | null {
  while (mayAutoPass(state)) {
    if (!passesForStops(state)) {
      const actions = legalActions(state);
      for (const a of actions) if (a.type !== 'pass') return actions;
    }
    step(state, { type: 'pass', player: (state.decision as { player: PlayerId }).player });
  }
  return null;
}

/**
 * Settles the state after an action (see {@link settleInPlace}), except after `setStops`: new stops
 * apply from the next priority on, and setting them answers no decision (CR 117.3d: passing is the
 * player's own choice; `SetStopsAction` changes nothing else).
 */
function settleAfter(state: GameState, action: Action): Action[] | null {
  return action.type === 'setStops' ? null : settleInPlace(state);
}

/**
 * Whether the player with priority passes because of their stops (see `GameSettings.stops`): they
 * have stops, the stack is empty, and they have none at this step of this turn.
 */
function passesForStops(state: GameState): boolean {
  const player = (state.decision as { player: PlayerId }).player;
  const stops = state.settings.stops?.[player];
  if (!stops || state.stack.length > 0 || state.resolution !== null) return false;
  const step = state.turn.step;
  return step !== 'pregame' && !(state.turn.active === player ? stops.ownTurn : stops.othersTurns).includes(step);
}

/** The result of {@link tryApply}. */
export type TryApplyResult = { ok: true; state: ReadonlyGameState } | { ok: false; error: RulesError };

/** Like {@link apply}, but returns the error instead of throwing it. */
export function tryApply(state: ReadonlyGameState, action: ReadonlyAction): TryApplyResult {
  try {
    return { ok: true, state: apply(state, action) };
  } catch (e) {
    if (e instanceof RulesError) return { ok: false, error: e };
    throw e;
  }
}

let freezing = false;

/**
 * Turns deep freezing of states given to and returned by {@link apply} on or off (off by default,
 * for speed). Tests turn it on to catch a client that mutates a state it was given, and rules code
 * that changes an object without taking it through `mutableObject`.
 */
export function setFreeze(freeze: boolean): void {
  freezing = freeze;
}

/** Whether states are deep-frozen (see {@link setFreeze}): the draft freezes its states by the same setting. */
export function freezesStates(): boolean {
  return freezing;
}

/**
 * The in-place playout path: one private copy of a state that actions then change in place, for
 * bots running many simulated games. It runs the same rules code as {@link apply}. Give it only
 * actions from {@link legalActions}: a refused action may leave the copy half-changed.
 */
export interface Playout {
  /**
   * The playout's private copy, which {@link Playout.apply} changes in place: read-only to the caller,
   * who reads it between actions and changes it only through `apply` (what the engine remembers
   * about it from action to action is checked against the changes the rules make). To keep the
   * state as it is now past the next action, copy it (`structuredClone`).
   */
  readonly state: ReadonlyGameState;
  /** Applies a legal action in place. */
  apply(action: Action): void;
  /** The legal actions now (listed once per decision), a frozen list: copy it to sort or filter it in place. */
  legalActions(): readonly Action[];
  /**
   * One legal action drawn uniformly at random with `rng` (advanced in place), without building the
   * list unless it was already listed; null once the game is over. An `rng` that is no PRNG state is
   * a RulesError `malformed`.
   */
  sampleAction(rng: RngState): Action | null;
  /** The number of legal actions now. */
  countActions(): number;
}

/** Starts an in-place playout from a copy of `state`; a RulesError `malformed` for a `state` that is no game state. */
export function createPlayout(state: ReadonlyGameState): Playout {
  checkGameState(state, 'createPlayout');
  // the copy is made by reading the state given, which is left as it was
  const copy = privateCopy(plainState(state as GameState));
  keepCharacteristicsMemo(copy);
  let actions: Action[] | null = null;
  return {
    state: copy,
    apply(action) {
      // the one check of its shape the fast path makes: no object is no action (a bot that returned nothing)
      if (typeof action !== 'object' || action === null) throw new RulesError('malformed', `Playout.apply: an action is an object as legalActions lists them, not ${shown(action)}`);
      // forgotten first, so that an action the rules refuse leaves no stale list
      actions = null;
      actions = withCharacteristicsMemo(copy, () => {
        step(copy, action);
        return settleAfter(copy, action);
      });
    },
    legalActions: () => Object.freeze((actions ??= legalActions(copy))),
    sampleAction: (rng) => {
      checkRng(rng, 'Playout.sampleAction');
      return actions === null ? sampleAction(copy, rng) : drawFrom(actions, rng);
    },
    countActions: () => actions?.length ?? countActions(copy),
  };
}
