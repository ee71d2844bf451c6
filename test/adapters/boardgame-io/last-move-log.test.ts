/**
 * paliano/boardgame.io's `log: 'lastMove'` (the default): after a move, `G` records where the log
 * stood before it, and each seat's view carries the log from there only; with `log: 'whole'`, the
 * whole log (CR 104.3a's concession is the move).
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { randomDeck, view } from '../../../src/index.js';
import { ACT_MOVE, palianoGame, type PalianoG, type PalianoPlayerG, type PalianoSetupData } from '../../../src/adapters/boardgame-io/index.js';

describe("paliano/boardgame.io log: 'lastMove'", () => {
  const setupData: PalianoSetupData = { players: [{ deck: randomDeck(1) }, { deck: randomDeck(2) }, { deck: randomDeck(3) }], seed: 7 };
  const events = { setActivePlayers: () => undefined };

  /** The `G` after seat 2 concedes (CR 104.3a), in a game of `log`. */
  function afterConcession(log: 'lastMove' | 'whole') {
    const game = palianoGame('free-for-all', { log });
    const G = (game.setup as (context: unknown, data: PalianoSetupData) => PalianoG)({}, setupData);
    const move = (game.moves?.[ACT_MOVE] as { move: (context: unknown, action: unknown) => unknown }).move;
    const after = move({ G, ctx: {}, playerID: '2', events }, { type: 'concede', player: 2 }) as PalianoG;
    const seen = (seat: string) => (game.playerView?.({ G: after, ctx: {} as Ctx, playerID: seat }) as PalianoPlayerG).view;
    return { G, after, seen };
  }

  it("104.3a: after a concession, G.logBefore is the log's length before it, and each view carries the log from there", () => {
    const { G, after, seen } = afterConcession('lastMove');
    expect(after.logBefore).toBe(view(G.state, 'spectator').log.length);
    expect(after.logBefore).toBeGreaterThan(0);
    for (const seat of [0, 1]) {
      expect(seen(String(seat))).toEqual(view(after.state, seat, { since: after.logBefore }));
      expect(seen(String(seat)).log.length).toBeLessThan(view(after.state, seat).log.length);
    }
  });

  it("with log: 'whole', each view carries the whole log", () => {
    const { after, seen } = afterConcession('whole');
    expect(seen('0')).toEqual(view(after.state, 0));
  });
});
