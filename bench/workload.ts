// The benchmarks' workload: a 4-player mid-game state and a recorded sequence of legal actions from
// it, the same for bench/run.ts and bench/replay.ts.
import type { Action, GameState } from '../src/index.js';
import { paliano } from './engine.js';
import { randomInt, seedRng } from '../src/state/rng.js';

const { createGame, createPlayout, randomDeck } = paliano;

/** A new 4-player game with random decks. */
export function newGame(seed: number): GameState {
  return createGame({ players: [0, 1, 2, 3].map((i) => ({ deck: randomDeck(`${seed}:${i}`) })), seed });
}

/** A mid-game state: random play from a fresh game until turn 8 (or the game's end, then retry). */
export function midGame(seed: number): GameState {
  for (let s = seed; ; s++) {
    const rng = seedRng(s);
    const p = createPlayout(newGame(s));
    while (!p.state.result && p.state.turn.number < 8) {
      const actions = p.legalActions();
      p.apply(actions[randomInt(rng, actions.length)] as Action);
    }
    if (!p.state.result) return structuredClone(p.state);
  }
}

/** A sequence of legal actions from a state, recorded by random play to the game's end. */
export function record(state: GameState, seed: number): Action[] {
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
