/**
 * The refusals of the `paliano serve` protocol, each named: a parameter of the wrong kind or out of
 * the range its schema gives is a `badRequest` naming it (not an engine error, nor a crash answered
 * as one), an unknown method is `unknownMethod` whatever its params, and none changes the game.
 */
import { describe, expect, it } from 'vitest';
import { ServeSession, randomDeck, type ServeReply } from '../../src/index.js';
import { ok, refused } from '../helpers/serve-replies.js';

/** A session with a 2-player game, its handle, and its save (to see that nothing changed). */
function setup(): { session: ServeSession; game: string; call: (method: string, params?: Record<string, unknown>) => ServeReply; save: () => string } {
  const session = new ServeSession();
  const call = (method: string, params: Record<string, unknown> = {}): ServeReply => session.handle({ id: 1, method, params });
  const players = [0, 1].map((i) => ({ deck: randomDeck(`refusals:${i}`) }));
  const game = ok<{ game: string }>(call('newGame', { options: { players, seed: 3 } })).game;
  return { session, game, call, save: () => ok<{ save: string }>(call('save', { game })).save };
}

describe('paliano serve: refusals are badRequests naming the parameter, and change nothing', () => {
  it('apply: an index outside the legal actions (the count itself, -1), neither index nor action, an action that is no object', () => {
    const { game, call, save } = setup();
    const before = save();
    const { count } = ok<{ count: number }>(call('legalActions', { game }));
    for (const index of [count, -1]) {
      expect(refused(call('apply', { game, index })), `index ${index}`).toEqual({ code: 'badRequest', message: `params.index must be an index among the ${count} legal actions` });
    }
    expect(refused(call('apply', { game }))).toEqual({ code: 'badRequest', message: 'apply takes either params.index or params.action' });
    for (const action of ['pass', [{ type: 'pass', player: 0 }], null]) {
      expect(refused(call('apply', { game, action })), JSON.stringify(action)).toEqual({ code: 'badRequest', message: 'params.action must be an action object' });
    }
    expect(save()).toBe(before);
  });

  it('a seat the game does not have, for determinize, observation and informationState (and view)', () => {
    const { game, call, save } = setup();
    const before = save();
    for (const method of ['determinize', 'observation', 'informationState', 'view']) {
      for (const player of [2, '0']) {
        const error = refused(call(method, { game, player, ...(method === 'determinize' ? { seed: 1 } : {}) }));
        expect(error.code, `${method} ${JSON.stringify(player)}`).toBe('badRequest');
        expect(error.message).toMatch(/^params\.player/);
      }
    }
    // determinize made no game: the next handle is g2
    expect(ok<{ game: string }>(call('determinize', { game, player: 1, seed: 1 })).game).toBe('g2');
    expect(save()).toBe(before);
  });

  it('view: since that is no whole number of 0 or more is a badRequest (the engine never sees it); one past the end of the log is the engine\'s malformed', () => {
    const { game, call } = setup();
    for (const since of [-1, 1.5, '3']) {
      expect(refused(call('view', { game, player: 0, since })), JSON.stringify(since)).toEqual({ code: 'badRequest', message: 'params.since must be a log position (a whole number), or absent' });
    }
    // a whole number past the end of this game's log is the engine's refusal, naming the log's length
    const length = ok<{ view: { log: unknown[] } }>(call('view', { game, player: 0 })).view.log.length;
    expect(refused(call('view', { game, player: 0, since: length + 1 })).code).toBe('malformed');
    expect(refused(call('view', { game, player: 0, since: length + 1 })).message).toContain(`which has ${length} events`);
  });

  it('botAction: iterations outside 1 to 100000 (its schema) and a game that is over', () => {
    const { session, game, call } = setup();
    // checked whatever the bot (the random bot would not search 100001 times if one were let through)
    for (const [bot, iterations] of [['ismcts', 0], ['random', 100_001], ['ismcts', 2.5]] as const) {
      const error = refused(call('botAction', { game, bot, seed: 1, iterations }));
      expect(error, `iterations ${iterations}`).toEqual({ code: 'badRequest', message: 'params.iterations must be a whole number of iterations from 1 to 100000, or absent' });
    }
    expect(ok<{ index: number }>(call('botAction', { game, bot: 'ismcts', seed: 1, iterations: 1 })).index).toBeGreaterThanOrEqual(0);
    // a game that is over (a player conceded, CR 104.3a) has no decision for a bot
    let status = ok<{ isTerminal: boolean; currentPlayer: number }>(call('status', { game }));
    status = ok(call('apply', { game, action: { type: 'concede', player: status.currentPlayer } }));
    expect(status.isTerminal).toBe(true);
    expect(refused(session.handle({ id: 1, method: 'botAction', params: { game, bot: 'random', seed: 1 } }))).toEqual({ code: 'gameOver', message: 'the game is over: no decision for a bot to make (CR 104.1)', rule: '104.1' });
  });

  it('a seed that is no finite number (1e999 in JSON is Infinity) is a badRequest', () => {
    const { session } = setup();
    const lines = {
      randomDeck: '{"id":1,"method":"randomDeck","params":{"seed":1e999}}',
      botAction: '{"id":1,"method":"botAction","params":{"game":"g1","bot":"random","seed":-1e999}}',
    };
    for (const [method, line] of Object.entries(lines)) {
      expect(refused(JSON.parse(session.handleLine(line)) as ServeReply), method).toEqual({ code: 'badRequest', message: 'params.seed must be a seed (number or string)' });
    }
  });

  it('an unknown method is unknownMethod whatever params it has; a known one with a parameter it does not take names what it takes', () => {
    const { call, game } = setup();
    expect(refused(call('nope', { game, x: 1 }))).toEqual({ code: 'unknownMethod', message: 'no method "nope"; "hello" lists them' });
    expect(refused(call('constructor', { x: 1 })).code).toBe('unknownMethod');
    expect(refused(call('hello', { verbose: true }))).toEqual({ code: 'badRequest', message: 'params.verbose is no parameter of hello, which takes none' });
    expect(refused(call('close', { game, player: 0 }))).toEqual({ code: 'badRequest', message: 'params.player is no parameter of close, which takes game' });
  });
});
