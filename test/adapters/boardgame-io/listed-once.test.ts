/**
 * Issue 16, item 4: a decision is listed once. boardgame.io asks the `Game` for each client's
 * `playerView` and for `ai.enumerate` on the `G` its storage hands back, which a database storage
 * parses anew: the engine state in it, written by this build, keeps its list once listed as a state
 * the engine returns does, and a state an earlier build stored is read with the list its check made.
 * The same holds for a draft match: a seat's `playerView` and `ai.enumerate` list its drafter once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { type Action, type DraftAction } from '../../../src/index.js';
import { ACT_MOVE, palianoDraftGame, palianoGame, type PalianoDraftG, type PalianoG } from '../../../src/adapters/boardgame-io/index.js';
import * as draftListing from '../../../src/draft/legal.js';
import { listings } from '../../helpers/listings.js';

afterEach(() => {
  vi.restoreAllMocks();
});


const deck = Array<string>(40).fill('Bronze Sable');
const game = palianoGame('two-player');
const ctx = {} as Ctx;
type Move = (context: { G: PalianoG; playerID: string; events: { setActivePlayers: () => void } }, action: Action) => PalianoG;
const act = (game.moves![ACT_MOVE] as unknown as { move: Move }).move;

/** What the server does with the `G` storage hands back at one decision: a view for each seat and the spectator, and the decider's moves. */
function serve(G: PalianoG): Action[] {
  const decider = String(G.state.decision!.player);
  for (const playerID of ['0', '1', null]) game.playerView!({ G, ctx, playerID } as never);
  return (game.ai!.enumerate(G, ctx, decider) as unknown as { args: [Action] }[]).map((m) => m.args[0]);
}

/** `G` as a database storage hands it back: parsed anew from JSON. */
const stored = (G: PalianoG): PalianoG => JSON.parse(JSON.stringify(G)) as PalianoG;

describe('boardgame.io: each decision of a G read back from storage is listed once', () => {
  it('a G this build wrote: every view and enumerate of one stored G list its decision once', () => {
    let G = stored(game.setup!({} as never, { players: [{ deck }, { deck }], seed: 1 }) as PalianoG);
    for (let n = 0; n < 40 && G.state.result === null; n++) {
      let actions: Action[] = [];
      expect(listings(() => { actions = serve(G); })).toBe(1);
      const decider = String(G.state.decision!.player);
      G = stored(act({ G, playerID: decider, events: { setActivePlayers: () => {} } }, actions[n % actions.length]!));
    }
  });

  it('a G an earlier build wrote (no mark of the save upgrades): restoring it and serving its decision lists it once', () => {
    let G = stored(game.setup!({} as never, { players: [{ deck }, { deck }], seed: 1 }) as PalianoG);
    for (let n = 0; n < 40 && G.state.result === null; n++) {
      const { upgrades: _upgrades, ...old } = G;
      let actions: Action[] = [];
      expect(listings(() => { actions = serve(old as PalianoG); })).toBe(1);
      const decider = String(G.state.decision!.player);
      G = stored(act({ G, playerID: decider, events: { setActivePlayers: () => {} } }, actions[n % actions.length]!));
    }
  });
});

/** The drafters listed (as [state, seat]) more than once while `f` ran; fails if none was listed. */
function draftersListedTwice(f: () => unknown): [unknown, number][] {
  const spy = vi.spyOn(draftListing, 'listPicksOf');
  f();
  const seen = new Map<unknown, Set<number>>();
  const calls = spy.mock.calls.map(([state, seat]) => [state, seat] as [unknown, number]);
  spy.mockRestore();
  expect(calls.length).toBeGreaterThan(0);
  return calls.filter(([state, seat]) => {
    const seats = seen.get(state) ?? new Set<number>();
    seen.set(state, seats);
    if (seats.has(seat)) return true;
    seats.add(seat);
    return false;
  });
}

describe('boardgame.io: each drafter of a draft G read back from storage is listed once', () => {
  it('every view and enumerate of one stored G list each drafter once', () => {
    const draftGame = palianoDraftGame();
    type DraftMove = (context: { G: PalianoDraftG; playerID: string; events: { setActivePlayers: () => void } }, action: DraftAction) => PalianoDraftG;
    const pick = (draftGame.moves![ACT_MOVE] as unknown as { move: DraftMove }).move;
    const storedDraftG = (G: PalianoDraftG): PalianoDraftG => JSON.parse(JSON.stringify(G)) as PalianoDraftG;
    let G = storedDraftG(draftGame.setup!({ ctx: { numPlayers: 3 } } as never, { seed: 2, rounds: 1 }) as PalianoDraftG);
    for (let n = 0; n < 20 && G.draft.phase !== 'complete'; n++) {
      let chosen: DraftAction | undefined;
      expect(draftersListedTwice(() => {
        for (const playerID of ['0', '1', '2', null]) draftGame.playerView!({ G, ctx, playerID } as never);
        for (const playerID of ['0', '1', '2']) {
          const moves = draftGame.ai!.enumerate(G, ctx, playerID) as unknown as { args: [DraftAction] }[];
          chosen ??= moves[n % Math.max(1, moves.length)]?.args[0];
        }
      })).toEqual([]);
      G = storedDraftG(pick({ G, playerID: String(chosen!.seat), events: { setActivePlayers: () => {} } }, chosen!));
    }
  });
});
