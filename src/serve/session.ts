/**
 * The JSON protocol of `paliano serve --stdio`, for bots and tools in any language: one request per
 * line, one reply per line (issue: fair bots). A {@link ServeSession} holds the games by handle and
 * answers requests; it never throws: a bad request gets an error reply and changes nothing.
 *
 * A request is `{ "id": any JSON, "method": string, "params": object }`; the reply carries the same
 * `id` and either `"result"` or `"error": { "code", "message", "rule"? }`. Every reply also carries
 * `"protocol": PROTOCOL_VERSION`. The methods and their parameters are in {@link PROTOCOL_SCHEMAS}.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { apply, cachedLegalActions, createGame, type CreateGameOptions } from '../engine/game.js';
import { RulesError } from '../engine/errors.js';
import { deserialize, serialize } from '../state/serialize.js';
import { seedRng } from '../state/rng.js';
import { replayRecord, variantReplayRecord, type Replay } from '../state/replay.js';
import { view, type Viewer } from '../state/view.js';
import type { ReadonlyGameState, PlayerId } from '../state/types.js';
import { botInput, type Bot } from '../bots/bot.js';
import { determinize } from '../bots/determinize.js';
import { randomDeck } from '../bots/random-deck.js';
import { SpielState } from '../bots/spiel.js';
import { botNamed } from '../sim/game.js';
import { createMentalMagicGame, settle, type MentalMagicGameOptions } from '../variants/mental-magic/control.js';
import { performControl, turnOverAfterPeek, type ControlAction } from '../variants/mental-magic/control-actions.js';
import { cardIdOf } from '../variants/mental-magic/data.js';
import { MENTAL_MAGIC_FORMAT } from '../variants/mental-magic/rule-module.js';
import { mentalMagicOptionsProblem } from '../variants/mental-magic/options.js';
import { METHOD_SCHEMAS } from './schema.js';
import { quoted } from '../engine/quote.js';

/** The version of the protocol: a reply's `protocol`. It changes when a method changes incompatibly. */
export const PROTOCOL_VERSION = 1;

/** Why a request failed: a RulesError's code, or one of the protocol's own. */
export type ServeErrorCode = RulesError['code'] | 'badRequest' | 'unknownMethod' | 'unknownGame';

/** A reply to one request. */
export type ServeReply =
  | { protocol: number; id: unknown; result: unknown }
  | { protocol: number; id: unknown; error: { code: ServeErrorCode; message: string; rule?: string } };

class RequestError extends Error {
  constructor(
    readonly code: ServeErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type Params = Record<string, unknown>;

/** `params[name]` if it passes `check`; else a `badRequest` naming it as `where` + name (`params.` for a method's parameter, nothing for the request's own fields). */
function param<T>(params: Params, name: string, check: (v: unknown) => v is T, what: string, where = 'params.'): T {
  const v = params[name];
  if (!check(v)) throw new RequestError('badRequest', `${where}${name} must be ${what}`);
  return v;
}
const isString = (v: unknown): v is string => typeof v === 'string';
const isSeat = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isObject = (v: unknown): v is Params => typeof v === 'object' && v !== null && !Array.isArray(v);
const isOptionalCount = (v: unknown): v is number | undefined => v === undefined || (Number.isInteger(v) && (v as number) > 0 && (v as number) <= 100_000);
const isSeed = (v: unknown): v is number | string => (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string';

/** The fields of a request (its envelope schema, `PROTOCOL_SCHEMAS.request`). */
const REQUEST_FIELDS: readonly string[] = ['id', 'method', 'params'];

/**
 * A `badRequest` for a field the schemas do not allow (`additionalProperties: false`): a request
 * field besides `id`, `method` and `params`, or a parameter the method does not take — a misspelt
 * optional one (`sinse`, `iteration`) would otherwise be ignored without a word. An unknown method is
 * left to be answered as such.
 */
function checkFields(request: Params, method: string, params: Params): void {
  const extra = Object.keys(request).find((k) => !REQUEST_FIELDS.includes(k));
  if (extra !== undefined) throw new RequestError('badRequest', `a request has no field ${quoted(extra)}: its fields are ${REQUEST_FIELDS.join(', ')}`);
  if (!Object.hasOwn(METHOD_SCHEMAS, method)) return;
  const taken = Object.keys((METHOD_SCHEMAS[method]?.params.properties ?? {}) as object);
  const unknown = Object.keys(params).find((k) => !taken.includes(k));
  if (unknown !== undefined) throw new RequestError('badRequest', `params.${unknown} is no parameter of ${method}, which takes ${taken.length === 0 ? 'none' : taken.join(', ')}`);
}

/** The games of one protocol session, by handle, and the answers to requests about them. */
export class ServeSession {
  readonly #games = new Map<string, ReadonlyGameState>();
  /** For each game made by `newGame`, the actions applied since and how its replay record is made from them. */
  readonly #records = new Map<string, { actions: (Action | ControlAction)[]; record: (actions: readonly (Action | ControlAction)[]) => Replay }>();
  #next = 1;

  #add(state: ReadonlyGameState): { game: string } {
    const game = `g${this.#next++}`;
    this.#games.set(game, state);
    return { game };
  }

  #game(params: Params): [string, ReadonlyGameState] {
    const handle = param(params, 'game', isString, 'a game handle');
    const state = this.#games.get(handle);
    if (!state) throw new RequestError('unknownGame', `no game ${handle} in this session`);
    return [handle, state];
  }

  /** A view's viewer: a seat, or `'spectator'` (someone not in the game: public information only). */
  #viewer(params: Params, state: ReadonlyGameState): Viewer {
    return params.player === 'spectator' ? 'spectator' : this.#player(params, state);
  }

  #player(params: Params, state: ReadonlyGameState): PlayerId {
    const p = param(params, 'player', isSeat, 'a seat number');
    if (!state.players[p]) throw new RequestError('badRequest', `params.player: the game has no seat ${p}`);
    return p;
  }

  /** Where a game is: who decides, whether it is over, and its result. */
  #status(state: ReadonlyGameState): unknown {
    const spiel = new SpielState(state);
    return { currentPlayer: spiel.currentPlayer(), isTerminal: spiel.isTerminal(), decision: state.decision?.kind ?? null, turn: state.turn.number, step: state.turn.step, result: state.result };
  }

  #run(method: string, params: Params): unknown {
    switch (method) {
      case 'hello':
        return { protocol: PROTOCOL_VERSION, methods: Object.keys(METHOD_SCHEMAS) };
      case 'randomDeck':
        return { deck: randomDeck(param(params, 'seed', isSeed, 'a seed (number or string)')) };
      case 'newGame':
        return this.#newGame(param(params, 'options', isObject, 'createGame options, or createMentalMagicGame options with format "mental-magic"'));
      case 'load':
        return this.#add(deserialize(param(params, 'save', isString, 'a saved game (serialize)')));
      case 'save':
        return { save: serialize(this.#game(params)[1]) };
      case 'close': {
        const [handle] = this.#game(params);
        this.#games.delete(handle);
        this.#records.delete(handle);
        return {};
      }
      case 'status':
        return this.#status(this.#game(params)[1]);
      case 'view': {
        const [, state] = this.#game(params);
        const since = param(params, 'since', (v): v is number | undefined => v === undefined || isSeat(v), 'a log position (a whole number), or absent');
        return { view: view(state, this.#viewer(params, state), since === undefined ? {} : { since }) };
      }
      case 'legalActions': {
        const actions = new SpielState(this.#game(params)[1]).legalActionObjects();
        return { actions, count: actions.length };
      }
      case 'apply': {
        const [handle, state] = this.#game(params);
        const action = this.#chosen(params, state);
        // Async Mental Magic runs on to the next decision a player controls (AMM 7, 8), as its sessions and adapters do
        const applied = apply(state, action);
        const next = applied.format === MENTAL_MAGIC_FORMAT ? settle(applied) : applied;
        this.#games.set(handle, next);
        this.#records.get(handle)?.actions.push(action);
        return this.#status(next);
      }
      case 'turnOver':
      case 'peek':
      case 'direct':
      case 'specify':
        return this.#control(method, params);
      case 'botAction': {
        const [, state] = this.#game(params);
        const actions = new SpielState(state).legalActionObjects();
        // AMM 9: a player who peeked has no engine action left, only the method turnOver
        const left = state.decision ? turnOverAfterPeek(state, state.decision.player) : null;
        if (left) throw new RulesError('illegal', `AMM 9: player ${left.player} peeked at the top card of their library, the last thing before turning over control: turnOver is all that is left to them, no engine action a bot could choose`, 'AMM 9');
        if (actions.length === 0) throw new RulesError('gameOver', 'the game is over: no decision for a bot to make', '104.1');
        const bot = this.#bot(params);
        const action = bot(botInput(state, actions, seedRng(param(params, 'seed', isSeed, 'a seed (number or string)'))));
        return { index: actions.indexOf(action), action };
      }
      case 'determinize': {
        const [, state] = this.#game(params);
        return this.#add(determinize(state, this.#player(params, state), seedRng(param(params, 'seed', isSeed, 'a seed (number or string)'))));
      }
      case 'replay': {
        const [handle] = this.#game(params);
        const record = this.#records.get(handle);
        if (!record) throw new RequestError('badRequest', `game ${handle} was not made by newGame in this session, so it has no replay record`);
        return { replay: record.record(record.actions) };
      }
      case 'returns':
        return { returns: new SpielState(this.#game(params)[1]).returns() };
      case 'observation': {
        const [, state] = this.#game(params);
        return { observation: new SpielState(state).observationTensor(this.#player(params, state)) };
      }
      case 'informationState': {
        const [, state] = this.#game(params);
        return { informationState: new SpielState(state).informationStateString(this.#player(params, state)) };
      }
      default:
        throw new RequestError('unknownMethod', `no method ${quoted(method)}; "hello" lists them`);
    }
  }

  /**
   * A new game and its replay record: from `createGame` options, or, with `format: "mental-magic"`,
   * from the other fields as `createMentalMagicGame` options (its record a version 2 one of the
   * variant), whose every field is checked first (a `badRequest` naming the one that is wrong).
   */
  #newGame(options: Params): { game: string } {
    if (options.format !== MENTAL_MAGIC_FORMAT) {
      const given = structuredClone(options) as unknown as CreateGameOptions;
      const added = this.#add(createGame(options as unknown as CreateGameOptions));
      // control actions are Async Mental Magic's: a createGame game never records one
      this.#records.set(added.game, { actions: [], record: (actions) => replayRecord(given, actions as Action[]) });
      return added;
    }
    const { format: _format, ...mental } = options;
    const problem = mentalMagicOptionsProblem(mental);
    if (problem) throw new RequestError('badRequest', `params.options (format "${MENTAL_MAGIC_FORMAT}", createMentalMagicGame options): ${problem}`);
    const given = structuredClone(mental);
    const added = this.#add(createMentalMagicGame(mental as unknown as MentalMagicGameOptions));
    this.#records.set(added.game, { actions: [], record: (actions) => variantReplayRecord(MENTAL_MAGIC_FORMAT, given, actions) });
    return added;
  }

  /**
   * A control action of Async Mental Magic (AMM 7–9: `turnOver`, `peek`, `direct`, `specify`), its
   * fields the request's params but the game: performed with the variant's own functions
   * (`performControl`) and recorded among the game's actions for its replay record. The game's
   * status, and for a peek the top card as its owner now knows it (`top`).
   */
  #control(method: ControlAction['type'], params: Params): unknown {
    const [handle, state] = this.#game(params);
    if (state.format !== MENTAL_MAGIC_FORMAT) throw new RequestError('badRequest', `${method} is an action of Async Mental Magic (AMM 7–9); game ${handle} is of the format ${quoted(state.format)}`);
    const player = this.#player(params, state);
    const { game: _game, ...fields } = params;
    const action = { ...fields, type: method, player } as ControlAction;
    const next = performControl(state, action) as ReadonlyGameState;
    this.#games.set(handle, next);
    this.#records.get(handle)?.actions.push(action);
    if (method !== 'peek') return this.#status(next);
    const top = next.players[player]?.library[0] as number;
    return { ...(this.#status(next) as object), top: { cardId: cardIdOf(next, top), card: next.objects[top]?.card } };
  }

  /** The action an `apply` request names: `index` among the legal actions, or `action` itself. */
  #chosen(params: Params, state: ReadonlyGameState): Action {
    if (params.index !== undefined === (params.action !== undefined)) throw new RequestError('badRequest', 'apply takes either params.index or params.action');
    if (params.action !== undefined) return param(params, 'action', isObject, 'an action object') as unknown as Action;
    const actions = cachedLegalActions(state);
    const i = param(params, 'index', (v): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) < actions.length, `an index among the ${actions.length} legal actions`);
    return actions[i] as Action;
  }

  #bot(params: Params): Bot {
    const name = param(params, 'bot', (v): v is 'random' | 'heuristic' | 'ismcts' => v === 'random' || v === 'heuristic' || v === 'ismcts', '"random", "heuristic" or "ismcts"');
    // checked whatever the bot, as the schema says; only ISMCTS uses it
    const iterations = param(params, 'iterations', isOptionalCount, 'a whole number of iterations from 1 to 100000, or absent');
    return botNamed(name === 'ismcts' && iterations !== undefined ? `ismcts:${iterations}` : name);
  }

  /** Answers one request (already parsed from JSON). Never throws. */
  handle(request: unknown): ServeReply {
    const id = isObject(request) ? (request.id ?? null) : null;
    try {
      if (!isObject(request)) throw new RequestError('badRequest', 'a request is a JSON object { id, method, params }');
      const method = param(request, 'method', isString, 'a method name', '');
      const params = request.params === undefined ? {} : param(request, 'params', isObject, 'an object', '');
      checkFields(request, method, params);
      return { protocol: PROTOCOL_VERSION, id, result: this.#run(method, params) };
    } catch (e) {
      if (e instanceof RequestError) return { protocol: PROTOCOL_VERSION, id, error: { code: e.code, message: e.message } };
      if (e instanceof RulesError) return { protocol: PROTOCOL_VERSION, id, error: { code: e.code, message: e.message, ...(e.rule !== undefined ? { rule: e.rule } : {}) } };
      return { protocol: PROTOCOL_VERSION, id, error: { code: 'badRequest', message: e instanceof Error ? e.message : String(e) } };
    }
  }

  /** Answers one line of the protocol with one line (a line that is not JSON gets a `badRequest`). */
  handleLine(line: string): string {
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return JSON.stringify({ protocol: PROTOCOL_VERSION, id: null, error: { code: 'badRequest', message: 'a request is one line of JSON' } });
    }
    return JSON.stringify(this.handle(request));
  }
}

