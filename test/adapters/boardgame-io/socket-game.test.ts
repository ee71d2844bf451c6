/**
 * paliano/boardgame.io through boardgame.io's own Server, socket transport and clients: four
 * clients play a Conspiracy game to its end on localhost, each driven by a bot that sees only what
 * its client received; every state a client received is the engine's view for its seat (or the
 * spectator's) of the server's state, and holds no card hidden from it; bad moves change nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { State } from 'boardgame.io';
import { applyViewDelta, legalActions, randomDeck, view, type Action, type GameView } from '../../../src/index.js';
import { palianoGame, type PalianoG, type PalianoPlayerG } from '../../../src/adapters/boardgame-io/index.js';
import { connectSeats, decidingSeats, gameOver, PATIENCE, startServer, until, watchServerErrors, type Seat, type TestServer } from './harness.js';
import { hiddenNames, leaked } from './hidden.js';

const game = palianoGame('conspiracy');
const SEATS = 4;

/** Four decks of different colours, each player with a hidden-agenda conspiracy (named in secret as the game begins). */
const setupData = {
  seed: 2026,
  players: Array.from({ length: SEATS }, (_, i) => ({ name: `Player ${i + 1}`, deck: randomDeck(100 + i), sideboard: ['Immediate Action', "Brago's Favor"] })),
  settings: { startingLife: 6 },
};

/**
 * A bot that prefers progress, choosing among the moves `ai.enumerate` lists from what its client
 * received: anything but passing or conceding (play a land, cast, attack with everything, block),
 * else the first.
 */
function progressBot(playerID: string, state: State): unknown {
  const moves = game.ai?.enumerate(state.G as PalianoG, state.ctx, playerID) ?? [];
  const actions = moves.map((m) => ('args' in m ? (m.args?.[0] as Action) : undefined)).filter((a) => a !== undefined);
  expect(actions).toEqual((state.G as PalianoPlayerG).actions);
  if (actions.length === 0) return null;
  return actions.find((a) => a.type !== 'pass' && a.type !== 'concede') ?? actions[0];
}

/** The JSON form of a value, as the socket carries it (fields set to undefined left out). */
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

let server: TestServer;
let quiet: MockInstance<typeof console.log>;
beforeAll(async () => {
  quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined); // boardgame.io's INFO lines
  server = await startServer([game]);
});
afterAll(() => {
  server.stop();
  quiet.mockRestore();
});

/** The server's state of a state id: the initial state, or the one stored after a move. */
function serverState(matchID: string, stateID: number): State<PalianoG> {
  const state = stateID === 0 ? server.initial(matchID) : server.stored.get(stateID);
  if (!state) throw new Error(`the server stored no state ${stateID}`);
  return state as State<PalianoG>;
}

describe('a Conspiracy game over boardgame.io sockets', () => {
  let seats: Seat[];
  let matchID: string;

  let refusals: string[];

  beforeAll(async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      ({ matchID } = await server.lobby.createMatch(game.name as string, { numPlayers: SEATS, setupData }));
      seats = await connectSeats(server, game, matchID, SEATS, progressBot);
      await gameOver(seats, 120_000);
    } finally {
      refusals = errors.mock.calls.map((c) => c.join(' '));
      errors.mockRestore();
    }
  }, 150_000);

  afterAll(() => {
    for (const seat of seats) seat.client.stop();
  });

  it('is played to its end by the rules: the game over of every client is the engine result', () => {
    const final = server.current(matchID) as State<PalianoG>;
    const result = final.G.state.result;
    expect(result).not.toBeNull();
    const expected = result?.winner === null ? { draw: true, rule: result.rule, turn: result.turn } : { winner: String(result?.winner), rule: result?.rule, turn: result?.turn };
    expect(final.ctx.gameover).toEqual(expected);
    for (const seat of seats) expect(seat.received.at(-1)?.state.ctx.gameover).toEqual(expected);
    // the conspiracies were put into the command zone and their names chosen in secret first
    expect(final.G.state.log.flat().some((e) => e.rule.startsWith('702.106'))).toBe(true);
  });

  it('accepts every action a bot chose from what its client received: the server refused none', () => {
    expect(refusals).toEqual([]);
  });

  it('puts in the deciding stage exactly the player the engine waits for, and every seat still in the game among the active players, in every state the server stored', () => {
    expect(server.stored.size).toBeGreaterThan(20);
    for (const state of [...server.stored.values()] as State<PalianoG>[]) {
      const engine = state.G.state;
      if (engine.result !== null) continue;
      expect(decidingSeats(state.ctx.activePlayers)).toEqual([String(engine.decision?.player)]);
      expect(Object.keys(state.ctx.activePlayers ?? {}).sort()).toEqual(engine.players.filter((p) => p.inGame).map((p) => String(p.id)).sort());
    }
  });

  it("sends each client its seat's engine view of the server's state and the legal actions of its player", () => {
    for (const seat of seats) {
      expect(seat.received.length).toBeGreaterThan(20);
      for (const { stateID, state } of seat.received) {
        const engine = serverState(matchID, stateID).G;
        const viewer = seat.playerID === null ? 'spectator' : Number(seat.playerID);
        const deciding = viewer !== 'spectator' && engine.state.result === null && engine.state.decision?.player === viewer;
        expect(state.G).toEqual(json({ view: engine.logBefore === 0 ? view(engine.state, viewer) : view(engine.state, viewer, { since: engine.logBefore }), actions: deciding ? legalActions(engine.state) : [] }));
      }
    }
  });

  it('gives each client the whole log of its view when it merges the views it received', () => {
    const final = server.current(matchID) as State<PalianoG>;
    for (const seat of seats) {
      const viewer = seat.playerID === null ? 'spectator' : Number(seat.playerID);
      let held: GameView | undefined;
      for (const { state } of seat.received) {
        const delta = (state.G as PalianoPlayerG).view;
        held = held === undefined ? delta : applyViewDelta(held, delta);
      }
      expect(held?.log).toEqual(json(view(final.G.state, viewer).log));
    }
  });

  it("never sends a client the name of a card hidden from it: not in G, the log or the initial state", () => {
    let checked = 0;
    for (const seat of seats) {
      if (seat.playerID === null) continue;
      const viewer = Number(seat.playerID);
      for (const { stateID, state } of seat.received) {
        const hidden = hiddenNames(serverState(matchID, stateID).G.state, viewer);
        if (hidden.size > 0) checked++;
        expect(leaked(hidden, state)).toEqual([]);
      }
      const initialHidden = hiddenNames(serverState(matchID, 0).G.state, viewer);
      expect(leaked(initialHidden, seat.client.getInitialState())).toEqual([]);
      // without withPublicInitialState the server would have sent the whole initial state
      expect(leaked(initialHidden, server.initial(matchID)).length).toBeGreaterThan(0);
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("hides a player's move arguments from the other clients' boardgame.io log", () => {
    for (const seat of seats) {
      const log = seat.client.log ?? [];
      expect(log.length).toBeGreaterThan(0);
      for (const entry of log) {
        if (entry.action.type !== 'MAKE_MOVE') continue;
        const own = entry.action.payload.playerID === seat.playerID;
        expect(entry.action.payload.args === null).toBe(!own);
      }
    }
  });
});

describe('a client that sends a bad move over the socket', () => {
  it('is refused with INVALID_MOVE (or as an inactive player), and the state is unchanged', async () => {
    const { matchID } = await server.lobby.createMatch(game.name as string, { numPlayers: SEATS, setupData: { ...setupData, seed: 7 } });
    const seats = await connectSeats(server, game, matchID, SEATS, () => null);
    try {
      const snapshot = (): unknown => {
        const { G, ctx, _stateID } = server.current(matchID);
        return structuredClone({ G, ctx, _stateID });
      };
      const before = snapshot();
      const beforeState = server.current(matchID);
      const decider = (beforeState.G as PalianoG).state.decision?.player as number;
      const listed = legalActions((beforeState.G as PalianoG).state)[0] as Action;
      const active = seats[decider] as Seat;
      const other = seats[(decider + 1) % SEATS] as Seat;
      const errors = watchServerErrors();
      // each refusal is awaited as the server logs it, however long a loaded machine takes
      const refused = async (send: () => void, message: string): Promise<void> => {
        const logged = errors.next(message);
        send();
        await logged;
        expect(snapshot()).toEqual(before);
      };
      // malformed: an unknown field, a text id, not an object at all
      await refused(() => active.client.moves.act?.({ ...listed, extra: 1 }), 'invalid move: act');
      await refused(() => active.client.moves.act?.({ type: 'bottom', player: decider, card: '7' }), 'invalid move: act');
      await refused(() => active.client.moves.act?.('keep'), 'invalid move: act');
      // well formed but illegal now, and an action in another player's name
      await refused(() => active.client.moves.act?.({ type: 'pass', player: decider }), 'invalid move: act');
      await refused(() => active.client.moves.act?.({ ...listed, player: (decider + 1) % SEATS }), 'invalid move: act');
      // a player the engine does not wait for, even with the decider's listed action
      await refused(() => other.client.moves.act?.(listed), 'invalid move: act');
      errors.restore();
      // and the listed action is accepted
      active.client.moves.act?.(listed);
      await until(() => server.current(matchID)._stateID === beforeState._stateID + 1, PATIENCE, 'the listed action to be applied');
    } finally {
      for (const seat of seats) seat.client.stop();
    }
  }, 10 * PATIENCE);
});
