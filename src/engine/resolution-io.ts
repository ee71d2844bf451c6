/**
 * The way a keyword action run inside a resolution asks its players and remembers its progress:
 * answers are kept by key in `state.resolution`, so a resumed resolution never asks twice.
 *
 * @module
 */
import type { PendingChoice, PlayerId } from '../state/types.js';

/** How a keyword action run inside a resolution asks its choices and remembers its progress. */
export interface ResolutionIo {
  /** Asks `player` a choice under `key`, or returns the answer already given. */
  ask(key: string, player: PlayerId, choice: PendingChoice): number[] | null;
  /** Whether the part under `key` is over. */
  done(key: string): boolean;
  /** Marks the part under `key` as over. */
  markDone(key: string): void;
}
