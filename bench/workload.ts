// The benchmarks' workload: a 4-player mid-game state and a recorded sequence of legal actions from
// it, the same for bench/run.ts and bench/replay.ts.
import type { Action, ReadonlyGameState } from '../src/index.js';
import { paliano } from './engine.js';
import { randomInt, seedRng } from '../src/state/rng.js';

const { apply, createGame, createPlayout, legalActions, randomDeck } = paliano;

/** A new 4-player game with random decks. */
export function newGame(seed: number): ReadonlyGameState {
  return createGame({ players: [0, 1, 2, 3].map((i) => ({ deck: randomDeck(`${seed}:${i}`) })), seed });
}

/**
 * A mid-game state: random play through `apply` from a fresh game until turn 8 (or the game's end,
 * then retry), so that it is a state as a client of the engine has one.
 */
export function midGame(seed: number): ReadonlyGameState {
  for (let s = seed; ; s++) {
    const rng = seedRng(s);
    let state = newGame(s);
    while (!state.result && state.turn.number < 8) {
      const actions = legalActions(state);
      state = apply(state, actions[randomInt(rng, actions.length)] as Action);
    }
    if (!state.result) return state;
  }
}

/** A sequence of legal actions from a state, recorded by random play to the game's end. */
export function record(state: ReadonlyGameState, seed: number): Action[] {
  const rng = seedRng(seed);
  const p = createPlayout(state);
  const out: Action[] = [];
  while (!p.state.result && out.length < 20_000) {
    const actions = p.legalActions();
    const a = actions[randomInt(rng, actions.length)] as Action;
    out.push(a);
    p.apply(a);
  }
  return out;
}
