/**
 * A client whose player id names no seat of the match (boardgame.io lets a client send any id, and a
 * match of two seats has the ids "0" and "1" only) is no player: it gets the spectator's view and no
 * actions, and its moves are refused.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { randomDeck, view } from '../../../src/index.js';
import { ACT_MOVE, INVALID_MOVE, palianoGame, type PalianoG, type PalianoPlayerG, type PalianoSetupData } from '../../../src/adapters/boardgame-io/index.js';

describe('paliano/boardgame.io: a player id that is no seat of the match', () => {
  it('"2" in a match of two seats: the spectator view, no actions, and its moves refused', () => {
    const game = palianoGame('two-player');
    const setupData: PalianoSetupData = { players: [{ deck: randomDeck(1) }, { deck: randomDeck(2) }], seed: 5 };
    const G = (game.setup as (context: unknown, data: PalianoSetupData) => PalianoG)({}, setupData);
    const ctx = {} as Ctx;
    for (const playerID of ['2', '3', '10']) {
      const seen = game.playerView?.({ G, ctx, playerID }) as PalianoPlayerG;
      expect(seen).toEqual({ view: view(G.state, 'spectator'), actions: [] });
    }
    const move = (game.moves?.[ACT_MOVE] as { move: (context: unknown, action: unknown) => unknown }).move;
    const events = { setActivePlayers: () => undefined };
    expect(move({ G, ctx, playerID: '2', events }, { type: 'pass', player: 2 })).toBe(INVALID_MOVE);
  });

  it('"01" and "00", ids with a leading zero, name no seat: the spectator view, and a concession in their name refused (CR 104.3a is a player\'s)', () => {
    const game = palianoGame('two-player');
    const setupData: PalianoSetupData = { players: [{ deck: randomDeck(1) }, { deck: randomDeck(2) }], seed: 5 };
    const G = (game.setup as (context: unknown, data: PalianoSetupData) => PalianoG)({}, setupData);
    const ctx = {} as Ctx;
    const move = (game.moves?.[ACT_MOVE] as { move: (context: unknown, action: unknown) => unknown }).move;
    const events = { setActivePlayers: () => undefined };
    for (const [playerID, seat] of [['01', 1], ['00', 0]] as const) {
      expect(game.playerView?.({ G, ctx, playerID })).toEqual({ view: view(G.state, 'spectator'), actions: [] });
      expect(move({ G, ctx, playerID, events }, { type: 'concede', player: seat })).toBe(INVALID_MOVE);
    }
  });
});
