/**
 * paliano/boardgame.io's draft move (CR 905.2a: each drafter picks from the booster they hold): a
 * seat's move applies its own drafter's pick; a pick naming another seat is INVALID_MOVE and changes
 * nothing, though it is that seat's legal pick.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { legalPicks, tryApplyDraft } from '../../../src/index.js';
import { ACT_MOVE, INVALID_MOVE, palianoDraftGame, type PalianoDraftG, type PalianoDraftSetupData } from '../../../src/adapters/boardgame-io/index.js';

describe('palianoDraftGame act (CR 905.2a)', () => {
  const game = palianoDraftGame();
  const ctx = { numPlayers: 3 } as Ctx;
  const G = (game.setup as (context: unknown, data: PalianoDraftSetupData) => PalianoDraftG)({ ctx }, { seed: 6 });
  const move = (game.moves?.[ACT_MOVE] as { move: (context: unknown, action: unknown) => unknown }).move;
  const events = { setActivePlayers: () => undefined };

  it("905.2a: a seat's pick for another drafter is INVALID_MOVE, whoever's legal pick it is; its own pick is applied", () => {
    const theirs = legalPicks(G.draft, 1)[0];
    const mine = legalPicks(G.draft, 0)[0];
    expect(theirs?.seat).toBe(1);
    expect(move({ G, ctx, playerID: '0', events }, theirs)).toBe(INVALID_MOVE);
    expect(move({ G, ctx, playerID: '2', events }, theirs)).toBe(INVALID_MOVE);
    const applied = tryApplyDraft(G.draft, mine as NonNullable<typeof mine>);
    if (!applied.ok) throw applied.error;
    expect((move({ G, ctx, playerID: '0', events }, mine) as PalianoDraftG).draft).toEqual(applied.state);
  });
});
