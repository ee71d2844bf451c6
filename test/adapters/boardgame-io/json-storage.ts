/**
 * A boardgame.io storage that keeps each match as JSON text, as a database does (boardgame.io's
 * FlatFile, a Postgres or Mongo storage): what it hands back is parsed anew, never the objects the
 * server stored. Its rows can be written out and read in again, to carry a match from one build's
 * server to another's.
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Sync } from 'boardgame.io/internal';

/** One match as the storage keeps it. */
export interface MatchRow {
  readonly initialState: State;
  readonly state: State;
  readonly metadata: Server.MatchData;
  readonly log: LogEntry[];
}

export class JsonStorage extends Sync {
  /** Each match's row, as JSON text. */
  readonly rows = new Map<string, string>();

  override connect(): void {}

  override createMatch(matchID: string, opts: { initialState: State; metadata: Server.MatchData }): void {
    this.put(matchID, { initialState: opts.initialState, state: opts.initialState, metadata: opts.metadata, log: [] });
  }

  setState(matchID: string, state: State, deltalog?: LogEntry[]): void {
    const row = this.row(matchID);
    this.put(matchID, { ...row, state, log: [...row.log, ...(deltalog ?? [])] });
  }

  setMetadata(matchID: string, metadata: Server.MatchData): void {
    this.put(matchID, { ...this.row(matchID), metadata });
  }

  fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): StorageAPI.FetchResult<O> {
    const row = this.row(matchID);
    return <StorageAPI.FetchResult<O>>{
      ...(opts.state ? { state: row.state } : {}),
      ...(opts.metadata ? { metadata: row.metadata } : {}),
      ...(opts.log ? { log: row.log } : {}),
      ...(opts.initialState ? { initialState: row.initialState } : {}),
    };
  }

  override wipe(matchID: string): void {
    this.rows.delete(matchID);
  }

  override listMatches(): string[] {
    return [...this.rows.keys()];
  }

  /** The match's row, parsed anew. */
  row(matchID: string): MatchRow {
    const text = this.rows.get(matchID);
    if (text === undefined) throw new Error(`no match ${matchID}`);
    return JSON.parse(text) as MatchRow;
  }

  private put(matchID: string, row: MatchRow): void {
    this.rows.set(matchID, JSON.stringify(row));
  }
}
