/**
 * Counting listings in tests of issue 16, item 4 (a decision is listed once): CR 117's lister runs at
 * every listing of a game's legal actions, counting and drawing included.
 */
import { vi } from 'vitest';
import { timingAndPriority } from '../../src/rules/117-timing-and-priority.js';

/** How many times the listers ran while `f` ran. */
export function listings(f: () => unknown): number {
  const spy = vi.spyOn(timingAndPriority, 'list');
  try {
    f();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
