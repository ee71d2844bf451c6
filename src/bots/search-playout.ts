/**
 * The playouts a search runs: the in-place playout path, which in Async Mental Magic also runs on,
 * as it starts and after each action, to the next decision a player controls (AMM 7, 8: the variant
 * makes the others, `settleMentalMagic`), as the protocol, the adapters and `SpielState` play the
 * variant. A search then branches, and its opponent model and rollouts decide, only where a player
 * of the real game would: never for the priority a player may not gain (AMM 7) nor for a decision
 * the variant makes at random for a player without control (AMM 8).
 *
 * @module
 */
import { createPlayout, type Playout } from '../engine/game.js';
import type { ReadonlyGameState } from '../state/types.js';
import { settle } from '../variants/mental-magic/control.js';
import { MENTAL_MAGIC_FORMAT } from '../variants/mental-magic/rule-module.js';

/**
 * A playout from a copy of `state` (see `createPlayout`); in Async Mental Magic, settled as it starts
 * and after each action (see the module comment). Settling runs through `apply` on a copy, so a
 * playout whose state it changed goes on from a fresh private copy of the settled state.
 */
export function searchPlayout(state: ReadonlyGameState): Playout {
  if (state.format !== MENTAL_MAGIC_FORMAT) return createPlayout(state);
  let inner = createPlayout(settle(state));
  return {
    get state() {
      return inner.state;
    },
    apply(action) {
      inner.apply(action);
      const settled = settle(inner.state);
      if (settled !== inner.state) inner = createPlayout(settled);
    },
    legalActions: () => inner.legalActions(),
    sampleAction: (rng) => inner.sampleAction(rng),
    countActions: () => inner.countActions(),
  };
}
