/**
 * paliano/boardgame.io's draft through boardgame.io's own Server, socket transport and clients: four
 * drafters pick at once, each client driven by a bot choosing among the actions its client
 * received, until the draft is complete; every state a client received is the engine's draft view
 * for its seat of the server's state, and holds no card hidden from it.
 */
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { State } from 'boardgame.io';
import { applyDraftViewDelta, cardPool, draftView, legalPicks, type DraftView } from '../../../src/index.js';
import { palianoDraftGame, type PalianoDraftG, type PalianoDraftPlayerG } from '../../../src/adapters/boardgame-io/index.js';
import { connectSeats, gameOver, startServer, type Seat, type TestServer } from './harness.js';
import { hiddenDraftNames, leaked } from './hidden.js';

const game = palianoDraftGame();
const SEATS = 4;

/** A drafter bot choosing among the moves `ai.enumerate` lists from what its client received: a different one at each seat. */
function drafterBot(playerID: string, state: State): unknown {
  const moves = game.ai?.enumerate(state.G as PalianoDraftG, state.ctx, playerID) ?? [];
  if (moves.length === 0) return null;
  const move = moves[(Number(playerID) * 7 + state._stateID) % moves.length];
  return move && 'args' in move ? move.args?.[0] : null;
}

/** The JSON form of a value, as the socket carries it. */
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

let server: TestServer;
let quiet: MockInstance<typeof console.log>;
let seats: Seat[];
let matchID: string;

beforeAll(async () => {
  quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined); // boardgame.io's INFO lines
  server = await startServer([game]);
  ({ matchID } = await server.lobby.createMatch(game.name as string, { numPlayers: SEATS, setupData: { seed: 905, boosters: 'CN2' } }));
  // picks cross: a bot offered something new while its last pick is on its way chooses again, and
  // the pick that arrives second may no longer be legal (a colour already chosen, a card already
  // taken); the engine refuses it, boardgame.io logs the refusal, and the draft goes on
  const refused = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    seats = await connectSeats(server, game, matchID, SEATS, drafterBot);
    await gameOver(seats, 120_000);
  } finally {
    refused.mockRestore();
  }
}, 150_000);

afterAll(() => {
  for (const seat of seats) seat.client.stop();
  server.stop();
  quiet.mockRestore();
});

/** The server's state of a state id. */
function serverState(stateID: number): State<PalianoDraftG> {
  const state = stateID === 0 ? server.initial(matchID) : server.stored.get(stateID);
  if (!state) throw new Error(`the server stored no state ${stateID}`);
  return state as State<PalianoDraftG>;
}

describe('a Conspiracy draft over boardgame.io sockets', () => {
  it('is drafted to the end: three boosters of fifteen cards each per drafter', () => {
    const final = server.current(matchID) as State<PalianoDraftG>;
    expect(final.G.draft.phase).toBe('complete');
    expect(final.ctx.gameover).toEqual({ complete: true });
    const drafted = final.G.draft.drafters.reduce((n, _d, seat) => n + cardPool(final.G.draft, seat).length, 0);
    expect(drafted + final.G.draft.undrafted.length).toBeGreaterThanOrEqual(SEATS * 45);
  });

  it('makes every drafter with a legal action active at once: picks are simultaneous', () => {
    let simultaneous = 0;
    for (const state of [...server.stored.values()] as State<PalianoDraftG>[]) {
      const expected = [...new Set(legalPicks(state.G.draft).map((a) => String(a.seat)))];
      if (state.G.draft.phase === 'complete') continue;
      expect(Object.keys(state.ctx.activePlayers ?? {}).sort()).toEqual(expected.sort());
      if (expected.length > 1) simultaneous++;
    }
    expect(simultaneous).toBeGreaterThan(20);
  });

  it("sends each client its seat's draft view of the server's state and its legal actions", () => {
    for (const seat of seats) {
      expect(seat.received.length).toBeGreaterThan(20);
      for (const { stateID, state } of seat.received) {
        const { draft, logBefore } = serverState(stateID).G;
        const viewer = seat.playerID === null ? 'spectator' : Number(seat.playerID);
        const expected = logBefore === 0 ? draftView(draft, viewer) : draftView(draft, viewer, { since: logBefore });
        expect(state.G).toEqual(json({ view: expected, actions: viewer === 'spectator' ? [] : legalPicks(draft, viewer) }));
      }
    }
  });

  it('gives each client the whole log of its view when it merges the views it received', () => {
    const final = server.current(matchID) as State<PalianoDraftG>;
    for (const seat of seats) {
      const viewer = seat.playerID === null ? 'spectator' : Number(seat.playerID);
      let held: DraftView | undefined;
      for (const { state } of seat.received) {
        const delta = (state.G as PalianoDraftPlayerG).view;
        held = held === undefined ? delta : applyDraftViewDelta(held, delta);
      }
      expect(held).toEqual(json(draftView(final.G.draft, viewer)));
    }
  });

  it('never sends a drafter the name of a card hidden from it, nor the opened packs in the initial state', () => {
    let checked = 0;
    for (const seat of seats) {
      if (seat.playerID === null) continue;
      const viewer = Number(seat.playerID);
      for (const { stateID, state } of seat.received) {
        const hidden = hiddenDraftNames(serverState(stateID).G.draft, viewer);
        if (hidden.size > 0) checked++;
        expect(leaked(hidden, state)).toEqual([]);
      }
      const initialHidden = hiddenDraftNames(serverState(0).G.draft, viewer);
      expect(initialHidden.size).toBeGreaterThan(0);
      expect(leaked(initialHidden, seat.client.getInitialState())).toEqual([]);
    }
    expect(checked).toBeGreaterThan(50);
  });
});
