/**
 * Async Mental Magic rules 7–9 as actions a host records: turning over control of the turn (7),
 * peeking at the top card of the library (9), specifications (8e) and directions (8f). They are no
 * engine actions (`apply` does not take them, nor are they listed among the legal actions): a host
 * (the `paliano serve` protocol, the Colyseus game room, the boardgame.io game) performs one with
 * {@link performControl}, which runs `turnOver`, `peek`, `specify` or `direct`, and records it
 * among the game's actions, so that a replay of the record (the format's driver) makes the same
 * game.
 *
 * @module
 */
import { RulesError } from '../../engine/errors.js';
import { shown } from '../../engine/json-schema.js';
import type { PlayerId, ReadonlyGameState } from '../../state/types.js';
import { direct, peek, turnOver } from './control.js';
import { isHandleOfGame, mmData, type Category } from './data.js';
import { parseTokenHandle } from './ids.js';
import { peekedBeforeTurnOver } from './peek-hold.js';
import { MENTAL_MAGIC_FORMAT } from './rule-module.js';
import { specify, type AbilityName } from './specs.js';

/** AMM 7: the active player holding control ends it; the game runs on to the next decision anyone controls. */
export interface TurnOverAction {
  type: 'turnOver';
  player: PlayerId;
}

/** AMM 9: the active player holding control looks at the top card of their library (made first if it is empty, AMM 2). */
export interface PeekAction {
  type: 'peek';
  player: PlayerId;
}

/** AMM 8f: the active player holding control orders an attacker's blockers for its lethal combat damage; public (8g). */
export interface DirectAction {
  type: 'direct';
  player: PlayerId;
  /** The attacker's card ID (AMM 1), as `a100`, or a token's handle, as `T57` (see `handleOf`). */
  attacker: string;
  /** The blockers' card IDs or token handles, in the order they get lethal damage. */
  blockers: string[];
}

/** AMM 8e: a player's categories to try first for one ability's uncontrolled decisions, for the rest of the game or through a turn; public (8g). */
export interface SpecifyAction {
  type: 'specify';
  player: PlayerId;
  /** The card's name. */
  card: string;
  /** Which of its abilities (`specifiableAbilities`). */
  ability: AbilityName;
  /** The categories, none to withdraw the specification. */
  categories: Category[];
  /** The last turn the specification holds in (AMM 8e: "unless otherwise specified"); absent: until the end of the game. */
  untilTurn?: number;
}

/** An action of Async Mental Magic's control of the turn (AMM 7–9), which hosts record among the players' actions. */
export type ControlAction = TurnOverAction | PeekAction | DirectAction | SpecifyAction;

/** The fields of each control action. */
const FIELDS: Readonly<Record<ControlAction['type'], readonly string[]>> = {
  turnOver: ['type', 'player'],
  peek: ['type', 'player'],
  direct: ['type', 'player', 'attacker', 'blockers'],
  specify: ['type', 'player', 'card', 'ability', 'categories', 'untilTurn'],
};

/** The rule of each control action. */
export const CONTROL_RULES: Readonly<Record<ControlAction['type'], string>> = { turnOver: 'AMM 7', peek: 'AMM 9', direct: 'AMM 8f', specify: 'AMM 8e' };

/** The type of every control action. */
export const CONTROL_ACTION_TYPES = Object.keys(FIELDS) as readonly ControlAction['type'][];

/** Whether `value` claims to be a control action: an object whose `type` is one (its fields are checked as it is performed). */
export function isControlAction(value: unknown): value is ControlAction {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(FIELDS, (value as { type?: unknown }).type as string);
}

function malformed(message: string, rule: string): never {
  throw new RulesError('malformed', message, rule);
}

/** Checks the fields of a control action from outside: a seat of the game, no field it does not take, the kinds of the others. */
function checkFields(state: ReadonlyGameState, action: ControlAction): void {
  const rule = CONTROL_RULES[action.type];
  const extra = Object.keys(action).find((k) => !FIELDS[action.type].includes(k));
  if (extra !== undefined) malformed(`${rule}: a ${action.type} action has no field ${JSON.stringify(extra)}; it takes ${FIELDS[action.type].join(', ')}`, rule);
  if (!Number.isInteger(action.player) || !state.players[action.player]) malformed(`${rule}: no player ${shown(action.player)}`, rule);
  if (action.type === 'specify' && (typeof action.card !== 'string' || typeof action.ability !== 'string')) malformed('AMM 8e: a specification names its card and its ability (spell, as enters, triggered N or activated N) as text', rule);
}

/**
 * Performs a control action (AMM 7–9) on a game of Async Mental Magic with the driver's own
 * functions (`turnOver`, `peek`, `direct`, `specify`): the new state, or null when `action` is no
 * control action (an engine action, for `apply`). One the rules refuse, or malformed, is a
 * {@link RulesError} and changes nothing.
 */
export function performControl(state: ReadonlyGameState, action: unknown): ReadonlyGameState | null {
  if (!isControlAction(action)) return null;
  checkFields(state, action);
  switch (action.type) {
    case 'turnOver':
      return turnOver(state, action.player);
    case 'peek':
      return peek(state, action.player).state;
    case 'direct': {
      // direct checks that they are card IDs or token handles; a direction names cards and tokens of this game (AMM 1)
      const next = direct(state, action.player, action.attacker, action.blockers);
      const unknown = [action.attacker, ...action.blockers].find((id) => !isHandleOfGame(state, id));
      if (unknown !== undefined) throw new RulesError('illegal', `AMM 8f: there is no ${parseTokenHandle(unknown) === null ? 'card' : 'token'} ${unknown} in game ${mmData(state).game}`, 'AMM 8f');
      return next;
    }
    case 'specify':
      return specify(state, action.player, action.card, action.ability, action.categories, action.untilTurn);
  }
}

/**
 * The one action left to `player` after a peek (AMM 9): turning over control, until it turns over
 * the only action they may take, and no engine action, so `legalActions` lists nothing for them;
 * null when no peek holds them (and in a game of another format). A host that lists a seat's
 * actions, or lets a bot act for it, offers this one, so that a seat that peeked is never left
 * with nothing to do.
 */
export function turnOverAfterPeek(state: ReadonlyGameState, player: PlayerId): TurnOverAction | null {
  if (state.format !== MENTAL_MAGIC_FORMAT || state.result || !peekedBeforeTurnOver(state, player)) return null;
  return { type: 'turnOver', player };
}

/** The control actions left to the deciding player when the engine lists none for them: turning over control after a peek (AMM 9), else none (the format driver's `ownActionsLeft`). */
export function controlActionsLeft(state: ReadonlyGameState): TurnOverAction[] {
  const left = state.decision ? turnOverAfterPeek(state, state.decision.player) : null;
  return left ? [left] : [];
}
