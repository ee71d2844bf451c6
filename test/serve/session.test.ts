/**
 * The JSON protocol of `paliano serve --stdio`: every method answers in the shape its schema
 * declares, a whole game plays through it, and a bad request of any kind gets a typed error reply
 * and changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_SCHEMAS, PROTOCOL_VERSION, ServeSession, apply, applyViewDelta, createMentalMagicGame, parseReplay, randomDeck, replay, serialize, settleMentalMagic, type Action, type GameView, type Replay, type ServeReply } from '../../src/index.js';
import { ok } from '../helpers/serve-replies.js';
import { METHOD_SCHEMAS } from '../../src/serve/schema.js';
import { randomInt, seedRng } from '../../src/state/rng.js';

/** Checks a reply against the envelope schema and, for a result, the method's result schema (its required keys). */
function conforms(reply: ServeReply, method: string): void {
  expect(reply.protocol).toBe(PROTOCOL_VERSION);
  expect(Object.keys(reply).sort()).toEqual('result' in reply ? ['id', 'protocol', 'result'] : ['error', 'id', 'protocol']);
  if ('error' in reply) {
    expect(typeof reply.error.code).toBe('string');
    expect(typeof reply.error.message).toBe('string');
    return;
  }
  const schema = METHOD_SCHEMAS[method]!.result as { required?: string[]; properties?: Record<string, unknown> };
  for (const key of schema.required ?? []) expect(reply.result, `${method} result has ${key}`).toHaveProperty(key);
  if (schema.properties) for (const key of Object.keys(reply.result as object)) expect(Object.keys(schema.properties), `${method} result key ${key} is declared`).toContain(key);
}

function call(session: ServeSession, method: string, params: Record<string, unknown> = {}): ServeReply {
  const reply = session.handle({ id: method, method, params });
  conforms(reply, method);
  expect(reply.id).toBe(method);
  return reply;
}

function newGame(session: ServeSession, seed: number, players = 4): string {
  const decks = Array.from({ length: players }, (_x, i) => randomDeck(`${seed}:${i}`));
  return ok<{ game: string }>(call(session, 'newGame', { options: { players: decks.map((deck) => ({ deck })), seed, settings: { turnLimit: 40 } } })).game;
}

describe('paliano serve: the protocol', () => {
  it('hello names every method the schemas declare, and the request schema lists the same', () => {
    const session = new ServeSession();
    expect(ok<{ methods: string[] }>(call(session, 'hello')).methods.sort()).toEqual(Object.keys(METHOD_SCHEMAS).sort());
    expect([...PROTOCOL_SCHEMAS.request.properties.method.enum].sort()).toEqual(Object.keys(METHOD_SCHEMAS).sort());
  });

  it('plays a 4-player game to its end: random seat 0 by index, bundled bots for the others; every method answers in its declared shape', () => {
    const session = new ServeSession();
    const rng = seedRng(5);
    const game = newGame(session, 5);
    let status = ok<{ isTerminal: boolean; currentPlayer: number }>(call(session, 'status', { game }));
    let n = 0;
    while (!status.isTerminal) {
      if (status.currentPlayer === 0) {
        const { count } = ok<{ count: number }>(call(session, 'legalActions', { game }));
        if (n % 25 === 0) {
          call(session, 'view', { game, player: 0 });
          call(session, 'observation', { game, player: 0 });
          call(session, 'informationState', { game, player: 0 });
          const sample = ok<{ game: string }>(call(session, 'determinize', { game, player: 0, seed: n })).game;
          expect(ok(call(session, 'view', { game: sample, player: 0 }))).toEqual(ok(call(session, 'view', { game, player: 0 })));
          call(session, 'close', { game: sample });
        }
        status = ok(call(session, 'apply', { game, index: randomInt(rng, count) }));
      } else {
        const { index } = ok<{ index: number }>(call(session, 'botAction', { game, bot: n % 2 ? 'heuristic' : 'random', seed: n }));
        status = ok(call(session, 'apply', { game, index }));
      }
      n++;
    }
    const { returns } = ok<{ returns: number[] }>(call(session, 'returns', { game }));
    expect(returns.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
    const { save } = ok<{ save: string }>(call(session, 'save', { game }));
    const loaded = ok<{ game: string }>(call(session, 'load', { save })).game;
    expect(ok(call(session, 'save', { game: loaded }))).toEqual({ save });
  });

  it('answers bad requests with typed errors and changes nothing', () => {
    const session = new ServeSession();
    const game = newGame(session, 2, 2);
    const before = ok<{ save: string }>(call(session, 'save', { game })).save;
    const bad: [unknown, string][] = [
      [[1, 2], 'badRequest'],
      [{ id: 1 }, 'badRequest'],
      [{ id: 1, method: 'nope' }, 'unknownMethod'],
      [{ id: 1, method: 'view', params: { game: 'g99', player: 0 } }, 'unknownGame'],
      [{ id: 1, method: 'view', params: { game, player: 9 } }, 'badRequest'],
      [{ id: 1, method: 'view', params: { game, player: '0' } }, 'badRequest'],
      [{ id: 1, method: 'apply', params: { game, index: 9999 } }, 'badRequest'],
      [{ id: 1, method: 'apply', params: { game, index: 0, action: { type: 'pass', player: 0 } } }, 'badRequest'],
      [{ id: 1, method: 'apply', params: { game, action: { type: 'cast', player: 1, card: 1, targets: [], x: 0 } } }, 'refused by the rules'],
      [{ id: 1, method: 'botAction', params: { game, bot: 'genius', seed: 1 } }, 'badRequest'],
      [{ id: 1, method: 'load', params: { save: '{}' } }, 'refused by the rules'],
      [{ id: 1, method: 'params', params: 3 }, 'badRequest'],
      // what the schemas do not allow (additionalProperties: false): a misspelt parameter is not ignored
      [{ id: 1, method: 'apply', params: { game, index: 0, player: 0 } }, 'badRequest'],
      [{ id: 1, method: 'botAction', params: { game, bot: 'ismcts', seed: 1, iteration: 5 } }, 'badRequest'],
      [{ id: 1, method: 'hello', params: { verbose: true } }, 'badRequest'],
      [{ id: 1, method: 'status', params: { game }, param: {} }, 'badRequest'],
    ];
    const protocolCodes = ['badRequest', 'unknownMethod', 'unknownGame'];
    for (const [request, code] of bad) {
      const reply = session.handle(request);
      if (!('error' in reply)) throw new Error(`accepted: ${JSON.stringify(request)}`);
      // a RulesError's own code (the engine decides which), or the protocol's
      if (code === 'refused by the rules') expect(protocolCodes, JSON.stringify(request)).not.toContain(reply.error.code);
      else expect(reply.error.code, JSON.stringify(request)).toBe(code);
    }
    expect(JSON.parse(session.handleLine('not json')).error.code).toBe('badRequest');
    expect(ok<{ save: string }>(call(session, 'save', { game })).save).toBe(before);
  });

  it("names the request's own fields as such in an error, and checks iterations whatever the bot, as the schema says", () => {
    const session = new ServeSession();
    const game = newGame(session, 3, 2);
    const error = (request: unknown): { code: string; message: string } => {
      const reply = session.handle(request);
      if (!('error' in reply)) throw new Error(`accepted: ${JSON.stringify(request)}`);
      return reply.error;
    };
    expect(error({ id: 1, method: 7 }).message).toBe('method must be a method name');
    expect(error({ id: 1, method: 'hello', params: [] }).message).toBe('params must be an object');
    expect(error({ id: 1, method: 'status', params: { game: 3 } }).message).toBe('params.game must be a game handle');
    expect(error({ id: 1, method: 'view', params: { game, player: 0, sinse: 4 } }).message).toBe('params.sinse is no parameter of view, which takes game, player, since');
    expect(error({ id: 1, method: 'hello', parms: {} }).message).toBe('a request has no field "parms": its fields are id, method, params');
    for (const bot of ['random', 'heuristic', 'ismcts']) {
      const e = error({ id: 1, method: 'botAction', params: { game, bot, seed: 1, iterations: 'many' } });
      expect(e.code).toBe('badRequest');
      expect(e.message).toContain('params.iterations');
    }
  });

  it('settles a loaded game of Async Mental Magic after each action, to the next decision a player controls (AMM 7, 8)', () => {
    const session = new ServeSession();
    let state = createMentalMagicGame({ seed: 2 });
    const game = ok<{ game: string }>(call(session, 'load', { save: serialize(state) })).game;
    const rng = seedRng(2);
    let settledSomething = false;
    for (let n = 0; n < 120 && !state.result; n++) {
      const { count, actions } = ok<{ count: number; actions: Action[] }>(call(session, 'legalActions', { game }));
      const index = randomInt(rng, count);
      const raw = apply(state, actions[index]!);
      ok(call(session, 'apply', { game, index }));
      state = settleMentalMagic(raw);
      if (serialize(state) !== serialize(raw)) settledSomething = true;
      expect(ok<{ save: string }>(call(session, 'save', { game })).save).toBe(serialize(state));
    }
    // the walk met decisions no player controls, which the game decided
    expect(settledSomething).toBe(true);
  });

  it('never throws and never changes a game on a refused request, for random requests', () => {
    const session = new ServeSession();
    const game = newGame(session, 9, 3);
    const value = fc.oneof(fc.constant(game), fc.constant('g42'), fc.integer({ min: -2, max: 50 }), fc.string(), fc.constant(null), fc.boolean(), fc.dictionary(fc.string(), fc.integer()), fc.array(fc.integer()));
    fc.assert(
      // every method but close, which forgets the game the property watches
      fc.property(fc.constantFrom(...Object.keys(METHOD_SCHEMAS).filter((m) => m !== 'close'), 'x'), fc.dictionary(fc.constantFrom('game', 'player', 'index', 'action', 'seed', 'bot', 'save', 'options', 'iterations'), value), (method, params) => {
        const before = ok<{ save: string }>(call(session, 'save', { game })).save;
        const reply = session.handle({ id: 7, method, params });
        expect(reply.id).toBe(7);
        if ('error' in reply || method !== 'apply') expect(ok<{ save: string }>(call(session, 'save', { game })).save).toBe(before);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the replay record of a game made by newGame, views for a spectator, and deltas', () => {
    const session = new ServeSession();
    const game = newGame(session, 21, 2);
    for (let i = 0; i < 40; i++) {
      const { isTerminal } = ok<{ isTerminal: boolean }>(call(session, 'status', { game }));
      if (isTerminal) break;
      const { index } = ok<{ index: number }>(call(session, 'botAction', { game, bot: 'random', seed: i }));
      ok(call(session, 'apply', { game, index }));
    }
    const { replay: record } = ok<{ replay: Replay }>(call(session, 'replay', { game }));
    expect(record.actions.length).toBeGreaterThan(10);
    let last = null;
    for (const state of replay(record)) last = state;
    expect(serialize(last!)).toBe(ok<{ save: string }>(call(session, 'save', { game })).save);
    // a game loaded from a save has no record
    const loaded = ok<{ game: string }>(call(session, 'load', { save: serialize(last!) })).game;
    expect('error' in call(session, 'replay', { game: loaded })).toBe(true);
    // a spectator's view, and a delta since a view held
    const spectator = ok<{ view: GameView }>(call(session, 'view', { game, player: 'spectator' })).view;
    expect(spectator.viewer).toBe('spectator');
    const held = ok<{ view: GameView }>(call(session, 'view', { game, player: 0 })).view;
    ok(call(session, 'apply', { game, index: 0 }));
    const delta = ok<{ view: GameView }>(call(session, 'view', { game, player: 0, since: held.log.length })).view;
    expect(delta.logFrom).toBe(held.log.length);
    expect(applyViewDelta(held, delta)).toEqual(ok<{ view: GameView }>(call(session, 'view', { game, player: 0 })).view);
    expect('error' in call(session, 'view', { game, player: 0, since: -1 })).toBe(true);
  });

  it('makes a game of Async Mental Magic with newGame (format "mental-magic", createMentalMagicGame options), plays it to its end through the protocol, and gives a replay record that replays to the same end', () => {
    const session = new ServeSession();
    const options = { seed: 7, names: ['Ana', 'Ben'], manaAbilities: 'automatic' } as const;
    const game = ok<{ game: string }>(call(session, 'newGame', { options: { format: 'mental-magic', ...options } })).game;
    const save = (): string => ok<{ save: string }>(call(session, 'save', { game })).save;
    // the game createMentalMagicGame makes, settled to its first controlled decision (AMM 7f)
    expect(save()).toBe(serialize(createMentalMagicGame({ ...options, names: ['Ana', 'Ben'] })));
    const rng = seedRng(7);
    let status = ok<{ isTerminal: boolean; currentPlayer: number }>(call(session, 'status', { game }));
    let applied = 0;
    while (!status.isTerminal && applied < 3000) {
      const { count } = ok<{ count: number }>(call(session, 'legalActions', { game }));
      // seat 0 picks among the legal actions at random, seat 1 asks the heuristic bot
      const index = status.currentPlayer === 0 ? randomInt(rng, count) : ok<{ index: number }>(call(session, 'botAction', { game, bot: 'heuristic', seed: applied })).index;
      status = ok(call(session, 'apply', { game, index }));
      applied++;
    }
    expect(status.isTerminal).toBe(true);
    const end = save();
    const { replay: record } = ok<{ replay: Replay }>(call(session, 'replay', { game }));
    expect(record).toMatchObject({ schema: 'paliano/replay', version: 2, variant: 'mental-magic', options });
    expect(record.actions.length).toBe(applied);
    // through JSON, as a client stores it; every action's state is yielded, and the last is the game's end
    const states = [...replay(parseReplay(JSON.stringify(record)))];
    expect(states.length).toBe(applied + 1);
    expect(states.at(-1)!.result).not.toBeNull();
    expect(serialize(states.at(-1)!)).toBe(end);
  });

  it('answers options of Async Mental Magic of the wrong kind with a badRequest naming the option, and makes no game', () => {
    const session = new ServeSession();
    const refused: [Record<string, unknown>, RegExp][] = [
      [{}, /seed is required/],
      [{ seed: 1, names: ['Ana'] }, /names must list the two players' names/],
      [{ seed: 1, names: ['Ana', 2] }, /a name must be text/],
      [{ seed: 1, players: [{ deck: [] }, { deck: [] }] }, /players is not an option of createMentalMagicGame/],
      [{ seed: 1, costTable: [] }, /costTable/],
      [{ seed: 1, startingPlayer: 2 }, /startingPlayer must be seat 0 or 1/],
      [{ seed: 1, game: 'A1' }, /game must be a game ID/],
      [{ seed: 1, usedNames: 'Forest' }, /usedNames/],
      [{ seed: 1, manaAbilities: 'sometimes' }, /manaAbilities/],
      [{ seed: { words: 4 } }, /seed must be/],
    ];
    for (const [options, message] of refused) {
      const reply = call(session, 'newGame', { options: { format: 'mental-magic', ...options } });
      if (!('error' in reply)) throw new Error(`accepted: ${JSON.stringify(options)}`);
      expect(reply.error.code, JSON.stringify(options)).toBe('badRequest');
      expect(reply.error.message, JSON.stringify(options)).toMatch(message);
      expect(reply.error.message).toContain('params.options');
    }
    // nothing was made: the first game the session makes is its first handle
    expect(ok<{ game: string }>(call(session, 'newGame', { options: { format: 'mental-magic', seed: 1 } })).game).toBe('g1');
  });
});
