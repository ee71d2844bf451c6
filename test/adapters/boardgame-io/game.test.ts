/**
 * paliano/boardgame.io's games in boardgame.io's own in-process client (the reducer, flow and immer
 * plugin a server runs): each format set up from its options and seed, the active players
 * following `state.decision`, views, `ai.enumerate`, bad moves refused with INVALID_MOVE, and the
 * result as boardgame.io's game over.
 */
import { describe, expect, it, vi } from 'vitest';
import { castDraft, produce } from 'immer';
import type { Ctx, Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { INVALID_MOVE as BGIO_INVALID_MOVE } from 'boardgame.io/core';
import {
  createGame,
  createMentalMagicGame,
  legalActions,
  randomDeck,
  settleMentalMagic,
  tryApply,
  view,
  type Action,
  type CreateGameOptions,
} from '../../../src/index.js';
import {
  ACT_MOVE,
  INVALID_MOVE,
  palianoGame,
  type PalianoDecksG,
  type PalianoG,
  type PalianoPlayerG,
  type PalianoSetupData,
} from '../../../src/adapters/boardgame-io/index.js';
import { decidingSeats } from './harness.js';

/** A local boardgame.io client of `game` whose matches start from `setupData` (a local client takes no setupData of its own). */
function localClient(game: Game<PalianoG | PalianoDecksG, Record<string, unknown>, PalianoSetupData>, numPlayers: number, setupData: PalianoSetupData) {
  const withData: Game<PalianoG | PalianoDecksG> = { ...game, setup: (context) => (game.setup as NonNullable<typeof game.setup>)(context, setupData) };
  const client = Client({ game: withData, numPlayers });
  client.start();
  return client;
}

/** The server-side state of a local client (its store, before any player view). */
const serverG = (client: ReturnType<typeof localClient>): PalianoG => (client.store.getState() as { G: PalianoG }).G;

/** What the local client's player receives: the game's player view of the state. */
const playerG = (client: ReturnType<typeof localClient>): PalianoPlayerG => (client.getState() as unknown as { G: PalianoPlayerG }).G;

const players = (n: number, sideboard: string[] = []): CreateGameOptions['players'] =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i}`, deck: randomDeck(40 + i), sideboard }));

/** Each format with the options of a small game of it. */
const FORMATS: { format: string; numPlayers: number; setupData: PalianoSetupData }[] = [
  { format: 'free-for-all', numPlayers: 3, setupData: { players: players(3), seed: 1, settings: { startingLife: 5 } } },
  { format: 'two-player', numPlayers: 2, setupData: { players: players(2), seed: 2, settings: { startingLife: 5 } } },
  { format: 'conspiracy', numPlayers: 3, setupData: { players: players(3, ['Double Stroke', 'Power Play']), seed: 3, settings: { startingLife: 5 } } },
  { format: 'magic-tech', numPlayers: 2, setupData: { players: players(2), seed: 4 } },
  { format: 'mental-magic', numPlayers: 2, setupData: { seed: 5 } },
];

/** The engine game a format's setup data starts. */
function engineStart(format: string, setupData: PalianoSetupData) {
  return format === 'mental-magic' ? createMentalMagicGame({ ...setupData, seed: setupData.seed as number }) : createGame({ ...(setupData as CreateGameOptions), format });
}

describe('paliano/boardgame.io', () => {
  it("names the move's refusal as boardgame.io does", () => {
    expect(INVALID_MOVE).toBe(BGIO_INVALID_MOVE);
  });

  for (const { format, numPlayers, setupData } of FORMATS) {
    describe(format, () => {
      const game = palianoGame(format);

      it('starts the game its options and seed describe, with the engine PRNG', () => {
        const client = localClient(game, numPlayers, setupData);
        expect(serverG(client).state).toEqual(engineStart(format, setupData));
        expect(serverG(client).logBefore).toBe(0);
      });

      it('is played through boardgame.io: the active player follows the decision, views and enumerate follow the engine', () => {
        const client = localClient(game, numPlayers, setupData);
        let moves = 0;
        while (moves < 60) {
          const { ctx } = client.getState() as { ctx: Ctx };
          const before = serverG(client);
          if (before.state.result !== null) {
            expect(ctx.gameover).toBeDefined();
            break;
          }
          const decider = before.state.decision?.player as number;
          expect(decidingSeats(ctx.activePlayers)).toEqual([String(decider)]);
          // every seat still in the game is active, to concede or change its stops at any time (CR 104.3a)
          expect(Object.keys(ctx.activePlayers ?? {}).sort()).toEqual(before.state.players.filter((p) => p.inGame).map((p) => String(p.id)).sort());
          // the decider's client gets its view and its legal actions, the others none
          for (let seat = 0; seat < numPlayers; seat++) {
            client.updatePlayerID(String(seat));
            const G = playerG(client);
            expect(G.view).toEqual(before.logBefore === 0 ? view(before.state, seat) : view(before.state, seat, { since: before.logBefore }));
            expect(G.actions).toEqual(seat === decider ? legalActions(before.state) : []);
          }
          client.updatePlayerID(String(decider));
          const received = playerG(client);
          const enumerated = game.ai?.enumerate(received as unknown as PalianoG, ctx, String(decider)) ?? [];
          expect(game.ai?.enumerate(before, ctx, String(decider))).toEqual(enumerated);
          expect(enumerated.length).toBeGreaterThan(0);
          const choice = enumerated.find((m) => 'args' in m && (m.args?.[0] as Action).type !== 'pass') ?? enumerated[0];
          const action = (choice as unknown as { args: [Action] }).args[0];
          const expected = tryApply(before.state, action);
          if (!expected.ok) throw expected.error;
          client.moves[ACT_MOVE]?.(action);
          const after = serverG(client);
          expect(after.state).toEqual(format === 'mental-magic' ? settleMentalMagic(expected.state) : expected.state);
          moves++;
        }
        expect(moves).toBeGreaterThan(5);
      });

      it('sends a spectator (no player id) the spectator view and no actions', () => {
        const client = localClient(game, numPlayers, setupData);
        const G = game.playerView?.({ G: serverG(client), ctx: (client.getState() as { ctx: Ctx }).ctx, playerID: null }) as PalianoPlayerG;
        expect(G).toEqual({ view: view(serverG(client).state, 'spectator'), actions: [] });
      });
    });
  }

  it('plays a two-player game to its end: the result is the game over, and nobody is active after it', () => {
    const game = palianoGame('two-player');
    const client = localClient(game, 2, { players: players(2), seed: 11, settings: { startingLife: 3 } });
    for (let i = 0; i < 2000 && serverG(client).state.result === null; i++) {
      const { ctx } = client.getState() as { ctx: Ctx };
      const seat = decidingSeats(ctx.activePlayers)[0] as string;
      client.updatePlayerID(seat);
      const actions = playerG(client).actions;
      client.moves[ACT_MOVE]?.(actions.find((a) => a.type !== 'pass' && a.type !== 'concede') ?? actions[0]);
    }
    const { state } = serverG(client);
    const { ctx } = client.getState() as { ctx: Ctx };
    expect(state.result).not.toBeNull();
    expect(ctx.gameover).toEqual(state.result?.winner === null ? { draw: true, rule: state.result.rule, turn: state.result.turn } : { winner: String(state.result?.winner), rule: state.result?.rule, turn: state.result?.turn });
    expect(game.ai?.enumerate(serverG(client), ctx, '0')).toEqual([]);
  });

  it('lets a seat the engine is not waiting for concede or change its stops at any time (CR 104.3a, 800.4a), and refuses its other actions', () => {
    const game = palianoGame('free-for-all');
    const client = localClient(game, 3, { players: players(3), seed: 21 });
    const before = serverG(client);
    const decider = before.state.decision?.player as number;
    const waiting = (decider + 1) % 3;
    client.updatePlayerID(String(waiting));
    // a pass in its own name is no action it may take now: refused, nothing changed
    client.moves[ACT_MOVE]?.({ type: 'pass', player: waiting });
    expect(serverG(client)).toEqual(before);
    client.moves[ACT_MOVE]?.({ type: 'setStops', player: waiting, stops: { ownTurn: ['main1'], othersTurns: ['end'] } });
    expect(serverG(client).state.settings.stops?.[waiting]).toEqual({ ownTurn: ['main1'], othersTurns: ['end'] });
    client.moves[ACT_MOVE]?.({ type: 'concede', player: waiting });
    const after = serverG(client);
    expect(after.state.players[waiting]?.inGame).toBe(false);
    expect(after.state.decision?.player).toBe(decider);
    // a player who left is no longer active; the others still are
    const { ctx } = client.getState() as { ctx: Ctx };
    expect(Object.keys(ctx.activePlayers ?? {}).sort()).toEqual([0, 1, 2].filter((seat) => seat !== waiting).map(String).sort());
    expect(decidingSeats(ctx.activePlayers)).toEqual([String(decider)]);
  });

  describe('a bad move', () => {
    const game = palianoGame('free-for-all');
    const setupData: PalianoSetupData = { players: players(3), seed: 21 };
    const move = (game.moves?.[ACT_MOVE] as { move: (context: unknown, action: unknown) => unknown }).move;

    it('returns INVALID_MOVE and leaves the state as it was, through the client and called directly', () => {
      const client = localClient(game, 3, setupData);
      const before = serverG(client);
      const seat = before.state.decision?.player as number;
      const listed = legalActions(before.state)[0] as Action;
      const bad: unknown[] = [
        { ...listed, extra: true },
        { ...listed, player: String(seat) },
        { type: 'pass', player: seat },
        { ...listed, player: (seat + 1) % 3 },
        [listed],
        null,
        'keep',
      ];
      const events = { setActivePlayers: () => { throw new Error('a refused move sets no active players'); } };
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      for (const action of bad) {
        expect(move({ G: before, playerID: String(seat), events }, action)).toBe(INVALID_MOVE);
        client.updatePlayerID(String(seat));
        client.moves[ACT_MOVE]?.(action);
        expect(serverG(client)).toBe(before);
      }
      // boardgame.io's reducer met INVALID_MOVE each time
      expect(errors.mock.calls.filter((c) => String(c[1]).startsWith('invalid move: act')).length).toBe(bad.length);
      errors.mockRestore();
      // a listed action of the decider sent as another player
      expect(move({ G: before, playerID: String((seat + 1) % 3), events }, listed)).toBe(INVALID_MOVE);
      expect(move({ G: before, playerID: 'spectator', events }, listed)).toBe(INVALID_MOVE);
    });

    it('is judged on an immer draft as on the plain state, and the draft is not changed (boardgame.io runs moves in immer)', () => {
      const client = localClient(game, 3, setupData);
      const before = serverG(client);
      const seat = before.state.decision?.player as number;
      const listed = legalActions(before.state)[0] as Action;
      let active: Record<string, string> = {};
      const events = { setActivePlayers: (arg: { value: Record<string, string> }) => { active = arg.value; } };
      const after = produce(before, (draft) => castDraft(move({ G: draft, playerID: String(seat), events }, listed) as PalianoG));
      const plain = tryApply(before.state, listed);
      if (!plain.ok) throw plain.error;
      expect(after.state).toEqual(plain.state);
      expect(decidingSeats(active)).toEqual([String(plain.state.decision?.player)]);
      expect(serverG(client)).toBe(before);
      expect(before.state).toEqual(createGame({ ...(setupData as CreateGameOptions), format: 'free-for-all' }));
    });
  });

  describe('setup data', () => {
    it('must give a deck per seat of the match', () => {
      const game = palianoGame('conspiracy');
      expect(game.validateSetupData?.({ players: players(4), seed: 1 }, 4)).toBeUndefined();
      expect(game.validateSetupData?.({ players: players(3), seed: 1 }, 4)).toMatch(/3 seats; the match has 4/);
      expect(game.validateSetupData?.(undefined, 4)).toMatch(/game options/);
      expect(palianoGame('mental-magic').validateSetupData?.({}, 3)).toMatch(/two players/);
      expect([game.minPlayers, game.maxPlayers]).toEqual([3, 6]);
    });

    it("refuses setup data the engine refuses, with the engine's reason, before setup runs", () => {
      const game = palianoGame('conspiracy');
      const unknown = players(3).map((p, i) => (i === 1 ? { ...p, deck: [...p.deck.slice(1), 'Nonexistent Card'] } : p));
      expect(game.validateSetupData?.({ players: unknown }, 3)).toMatch(/player 1: the engine does not implement "Nonexistent Card"/);
      expect(game.validateSetupData?.({ players: players(3), settings: { turnLimit: -1 } }, 3)).toMatch(/settings.turnLimit/);
      expect(palianoGame('mental-magic').validateSetupData?.({ names: [1, 2] } as never, 2)).toMatch(/name must be text/);
      expect(palianoGame('mental-magic').validateSetupData?.({}, 2)).toBeUndefined();
    });

    it('without a seed, starts a game with a seed drawn on the server, a different one each match', () => {
      const game = palianoGame('two-player');
      const a = serverG(localClient(game, 2, { players: players(2) })).state;
      const b = serverG(localClient(game, 2, { players: players(2) })).state;
      expect(a.rng).not.toEqual(b.rng);
    });
  });
});
