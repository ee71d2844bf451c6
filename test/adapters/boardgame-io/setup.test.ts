/**
 * The parts of paliano/boardgame.io around the moves: the draft's setup data and its first active
 * drafters, and the storage wrapper that hands out the initial state as a spectator sees it, for
 * synchronous and asynchronous storages.
 */
import { describe, expect, it } from 'vitest';
import type { Ctx, State, StorageAPI } from 'boardgame.io';
import { createDraft, draftView, legalPicks } from '../../../src/index.js';
import { palianoDraftGame, palianoGame, withPublicInitialState, type PalianoDraftG } from '../../../src/adapters/boardgame-io/index.js';

const ctx = (numPlayers: number): Ctx => ({ numPlayers, playOrder: [], playOrderPos: 0, activePlayers: null, currentPlayer: '0', turn: 1, phase: 'default' });

describe('palianoDraftGame', () => {
  const game = palianoDraftGame();
  const setup = game.setup as NonNullable<typeof game.setup>;

  it('opens the boosters of createDraft for one drafter per seat, named or not', () => {
    const G = setup({ ctx: ctx(3) } as Parameters<typeof setup>[0], { seed: 3, boosters: 'CNS' });
    expect(G.draft).toEqual(createDraft({ drafters: 3, seed: 3, boosters: 'CNS' }));
    const named = setup({ ctx: ctx(2) } as Parameters<typeof setup>[0], { seed: 3, drafters: ['Ana', 'Ben'] });
    expect(named.draft.drafters.map((d) => d.name)).toEqual(['Ana', 'Ben']);
  });

  it('needs setup data, with a name per seat when it names the drafters', () => {
    expect(game.validateSetupData?.(undefined, 3)).toMatch(/draft options/);
    expect(game.validateSetupData?.({}, 3)).toBeUndefined();
    expect(game.validateSetupData?.({ drafters: ['Ana'] }, 3)).toMatch(/3 drafters/);
  });

  it("refuses setup data createDraft refuses, with its reason, before setup runs", () => {
    expect(game.validateSetupData?.({ rounds: 0 }, 3)).toBeTypeOf('string');
    expect(game.validateSetupData?.({ boosters: 'M19' } as never, 3)).toBeTypeOf('string');
    expect(game.validateSetupData?.({ drafters: ['Ana', 5, 'Cy'] } as never, 3)).toBeTypeOf('string');
    // a misspelt option, which the lobby took and ignored before createDraft refused it
    expect(game.validateSetupData?.({ rounds: 1, foil: true } as never, 3)).toMatch(/has no field "foil": did you mean foils\?/);
  });

  it('makes every drafter with a pick active when the draft begins, and lists their picks', () => {
    const G = setup({ ctx: ctx(4) } as Parameters<typeof setup>[0], { seed: 8 });
    let active: string[] = [];
    game.turn?.onBegin?.({ G, events: { setActivePlayers: (ids: string[]) => { active = ids; } } } as never);
    expect(active).toEqual(['0', '1', '2', '3']);
    for (const seat of [0, 1, 2, 3]) {
      const moves = game.ai?.enumerate(G, ctx(4), String(seat)) ?? [];
      expect(moves).toEqual(legalPicks(G.draft, seat).map((a) => ({ move: 'act', args: [a] })));
    }
  });

  it('sends a spectator the spectator view of the draft and no actions', () => {
    const G = setup({ ctx: ctx(3) } as Parameters<typeof setup>[0], { seed: 2 });
    expect(game.playerView?.({ G, ctx: ctx(3), playerID: null })).toEqual({ view: draftView(G.draft, 'spectator'), actions: [] });
  });
});

describe('withPublicInitialState', () => {
  const game = palianoDraftGame();
  const setup = game.setup as NonNullable<typeof game.setup>;
  const G: PalianoDraftG = setup({ ctx: ctx(3) } as Parameters<typeof setup>[0], { seed: 4 });
  const initialState = { G, ctx: ctx(3), plugins: {}, _undo: [], _redo: [], _stateID: 0 } as unknown as State;
  const metadata = { gameName: game.name, players: {}, createdAt: 0, updatedAt: 0 };
  const spectatorG = { view: draftView(G.draft, 'spectator'), actions: [] };

  /** A storage that answers `fetch` with the fields asked for, at once or as a promise. */
  const storage = (async: boolean) => ({
    type: () => (async ? 1 : 0),
    fetch: (_id: string, opts: StorageAPI.FetchOpts) => {
      const answer = { ...(opts.state ? { state: initialState } : {}), ...(opts.initialState ? { initialState } : {}), ...(opts.metadata ? { metadata } : {}) };
      return async ? Promise.resolve(answer) : answer;
    },
    setState: () => 'kept',
  });

  it("answers with the initial state's G as a spectator sees it, and the state itself as it is", async () => {
    for (const async of [false, true]) {
      const db = withPublicInitialState(storage(async) as unknown as StorageAPI.Sync, [palianoGame('conspiracy'), game]);
      const answer = await db.fetch('m', { state: true, initialState: true });
      expect(answer.initialState.G).toEqual(spectatorG);
      expect(answer.initialState._stateID).toBe(0);
      expect(answer.state).toBe(initialState);
      expect('metadata' in answer).toBe(false);
      const withMetadata = await db.fetch('m', { initialState: true, metadata: true });
      expect(withMetadata.metadata).toEqual(metadata);
      expect((db as unknown as { setState: () => string }).setState()).toBe('kept');
      expect(db.type()).toBe(async ? 1 : 0);
    }
  });

  it('leaves the initial state of a game it was not given as it is', () => {
    const db = withPublicInitialState(storage(false) as unknown as StorageAPI.Sync, [palianoGame('conspiracy'), palianoGame('two-player')]);
    expect(db.fetch('m', { initialState: true }).initialState).toBe(initialState);
  });
});
