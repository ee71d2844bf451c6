/**
 * boardgame.io's server (0.50) sends every client that connects the match's initial state as it was
 * made, not passed through the game's `playerView` (boardgame.io issue 1159): for a card game, every
 * opening hand and the order of every library. This module closes that gap at the storage: a
 * storage whose `fetch` answers with the initial state's `G` replaced by what a spectator may see.
 *
 * @module
 */
import type { Game, State, StorageAPI } from 'boardgame.io';

type FetchAnswer = Partial<StorageAPI.FetchFields>;

/** `answer` with its initial state's `G` as the spectator's view of it, when the match is of one of `games`. */
function hideInitialState(answer: FetchAnswer, games: readonly Game[], keepMetadata: boolean): FetchAnswer {
  const { initialState, metadata } = answer;
  const out: FetchAnswer = { ...answer };
  if (!keepMetadata) delete out.metadata;
  if (!initialState) return out;
  const game = games.length === 1 ? games[0] : games.find((g) => g.name === metadata?.gameName);
  if (!game?.playerView) return out;
  const publicState: State = { ...initialState, G: game.playerView({ G: initialState.G, ctx: initialState.ctx, playerID: null }) };
  out.initialState = publicState;
  return out;
}

/**
 * A storage for boardgame.io's `Server({ games, db })` that is `db` except that the initial state
 * it hands out — which the server sends to every client as it connects — carries in `G` only what
 * a spectator may see (the game's `playerView` for no player). The state itself, the log and the
 * match data are `db`'s. Use it with the paliano games, or any game with hidden information:
 *
 * ```ts
 * const games = [palianoGame('conspiracy')];
 * const server = Server({ games, db: withPublicInitialState(new InMemory(), games) });
 * ```
 *
 * `games` are the games the server runs whose initial states to filter (a match is matched to its
 * game by name; with one game, every match is taken to be of it).
 */
export function withPublicInitialState<DB extends StorageAPI.Async | StorageAPI.Sync>(db: DB, games: readonly Game[]): DB {
  const fetch = (matchID: string, opts: StorageAPI.FetchOpts): unknown => {
    if (!opts.initialState) return (db.fetch as (id: string, o: StorageAPI.FetchOpts) => unknown)(matchID, opts);
    const answer = (db.fetch as (id: string, o: StorageAPI.FetchOpts) => FetchAnswer | Promise<FetchAnswer>)(matchID, { ...opts, metadata: true });
    const keep = opts.metadata === true;
    return answer instanceof Promise ? answer.then((a) => hideInitialState(a, games, keep)) : hideInitialState(answer, games, keep);
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'fetch') return fetch;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
