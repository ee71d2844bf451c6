/**
 * What the `paliano serve` methods answer, field by field: `hello`'s protocol version, `status`'s
 * decision and result (CR 104), `close` forgetting a game, `botAction` searching with the
 * iterations it is given, and a replay record keeping the options as they were given.
 */
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, ServeSession, SpielState, botInput, deserialize, ismctsBot, randomDeck, seedRng, type Action, type ServeReply } from '../../src/index.js';
import { ok } from '../helpers/serve-replies.js';

type Status = { currentPlayer: number; isTerminal: boolean; decision: string | null; turn: number; step: string; result: unknown };

/** A session with a 2-player game played by the random bot to a main-phase decision of turn 3 with several actions. */
function midGame(): { call: (method: string, params?: Record<string, unknown>) => ServeReply; game: string } {
  const session = new ServeSession();
  const call = (method: string, params: Record<string, unknown> = {}): ServeReply => session.handle({ id: 1, method, params });
  const players = [0, 1].map((i) => ({ deck: randomDeck(`results:${i}`) }));
  const game = ok<{ game: string }>(call('newGame', { options: { players, seed: 4 } })).game;
  for (let n = 0; ; n++) {
    const { turn } = ok<Status>(call('status', { game }));
    if (turn >= 3 && ok<{ count: number }>(call('legalActions', { game })).count >= 4) break;
    ok(call('apply', { game, index: ok<{ index: number }>(call('botAction', { game, bot: 'random', seed: n })).index }));
  }
  return { call, game };
}

describe('paliano serve: what the methods answer', () => {
  it('hello gives the protocol version every reply carries', () => {
    const reply = new ServeSession().handle({ id: 1, method: 'hello' });
    expect(ok<{ protocol: number }>(reply).protocol).toBe(PROTOCOL_VERSION);
    expect(reply.protocol).toBe(PROTOCOL_VERSION);
  });

  it("status gives the decision's kind, the turn and step, and once the game is over its result (CR 104.3a: a concession)", () => {
    const { call, game } = midGame();
    const state = deserialize(ok<{ save: string }>(call('save', { game })).save);
    expect(ok<Status>(call('status', { game }))).toEqual({ currentPlayer: state.decision!.player, isTerminal: false, decision: state.decision!.kind, turn: state.turn.number, step: state.turn.step, result: null });
    const loser = state.decision!.player;
    const over = ok<Status>(call('apply', { game, action: { type: 'concede', player: loser } }));
    const end = deserialize(ok<{ save: string }>(call('save', { game })).save);
    expect(end.result).not.toBeNull();
    expect(over).toMatchObject({ isTerminal: true, result: end.result });
    expect(ok<Status>(call('status', { game })).result).toEqual(end.result);
  });

  it('botAction with ismcts searches as many iterations as it is given', () => {
    const { call, game } = midGame();
    const state = deserialize(ok<{ save: string }>(call('save', { game })).save);
    const actions = new SpielState(state).legalActionObjects();
    const { actions: listed } = ok<{ actions: Action[] }>(call('legalActions', { game }));
    for (let seed = 0; seed < 4; seed++) {
      const { index, action } = ok<{ index: number; action: Action }>(call('botAction', { game, bot: 'ismcts', seed, iterations: 1 }));
      const searchedOnce = ismctsBot({ iterations: 1 })(botInput(state, actions, seedRng(seed)));
      expect(action, `seed ${seed}`).toEqual(searchedOnce);
      expect(listed[index]).toEqual(searchedOnce);
    }
  });

  it('close forgets the game, and only that one: its handle is then unknownGame for every method', () => {
    const { call, game } = midGame();
    const other = ok<{ game: string }>(call('determinize', { game, player: 0, seed: 1 })).game;
    expect(ok(call('close', { game }))).toEqual({});
    for (const [method, params] of [['status', {}], ['save', {}], ['replay', {}], ['view', { player: 0 }], ['close', {}]] as const) {
      const reply = call(method, { game, ...params });
      expect('error' in reply && reply.error, method).toEqual({ code: 'unknownGame', message: `no game ${game} in this session` });
    }
    expect(ok<Status>(call('status', { game: other })).isTerminal).toBe(false);
  });

  it("the replay record (and the game) keeps newGame's options as given, whatever the caller does to its objects after", () => {
    const session = new ServeSession();
    const deck = randomDeck('given');
    const options = { players: [{ deck: [...deck] }, { deck: [...deck] }], seed: 6 };
    const mental = { format: 'mental-magic', seed: 6, names: ['Ana', 'Ben'] };
    const games = [options, mental].map((o) => ok<{ game: string }>(session.handle({ id: 1, method: 'newGame', params: { options: o } })).game);
    const saves = (): string[] => games.map((game) => ok<{ save: string }>(session.handle({ id: 1, method: 'save', params: { game } })).save);
    const before = saves();
    options.players[0]!.deck[0] = 'Forest';
    options.seed = 99;
    mental.names[0] = 'Eve';
    const [record, mentalRecord] = games.map((game) => ok<{ replay: { options: unknown } }>(session.handle({ id: 1, method: 'replay', params: { game } })).replay.options);
    expect(record).toEqual({ players: [{ deck }, { deck }], seed: 6 });
    expect(mentalRecord).toEqual({ seed: 6, names: ['Ana', 'Ben'] });
    // nor the games themselves
    expect(saves()).toEqual(before);
  });
});
