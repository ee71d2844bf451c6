/**
 * paliano/boardgame.io's `endIf`: the engine's result as boardgame.io's game over, naming the winning
 * seat's player id — seat 0 too, whose id "0" is no draw (CR 104.2a, 104.3a) — and nobody active or
 * with an action once the game is over.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { randomDeck } from '../../../src/index.js';
import { ACT_MOVE, palianoGame, type PalianoG, type PalianoPlayerG, type PalianoSetupData } from '../../../src/adapters/boardgame-io/index.js';

describe('paliano/boardgame.io endIf (CR 104.2a)', () => {
  const game = palianoGame('two-player');
  const setupData: PalianoSetupData = { players: [{ deck: randomDeck(1) }, { deck: randomDeck(2) }], seed: 5 };
  const move = (game.moves?.[ACT_MOVE] as { move: (context: unknown, action: unknown) => unknown }).move;

  for (const [loser, winner] of [[1, 0], [0, 1]] as const) {
    it(`104.3a: seat ${loser} concedes, seat ${winner} wins: the game over names player "${winner}", not a draw; nobody is active after it`, () => {
      const G = (game.setup as (context: unknown, data: PalianoSetupData) => PalianoG)({}, setupData);
      expect(game.endIf?.({ G, ctx: {} as Ctx } as never)).toBeUndefined();
      let active: Record<string, string> | undefined;
      const events = { setActivePlayers: (arg: { value: Record<string, string> }) => { active = arg.value; } };
      const after = move({ G, ctx: {}, playerID: String(loser), events }, { type: 'concede', player: loser }) as PalianoG;
      expect(active).toEqual({});
      const result = after.state.result;
      expect(result?.winner).toBe(winner);
      expect(game.endIf?.({ G: after, ctx: {} as Ctx } as never)).toEqual({ winner: String(winner), rule: result?.rule, turn: result?.turn });
      for (const seat of ['0', '1']) {
        expect((game.playerView?.({ G: after, ctx: {} as Ctx, playerID: seat }) as PalianoPlayerG).actions).toEqual([]);
        expect(game.ai?.enumerate(after, {} as Ctx, seat)).toEqual([]);
      }
    });
  }
});
