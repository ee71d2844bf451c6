/**
 * What the engine remembers belongs to each playout and each line of `apply`, not to the newest
 * state. The actions of several random games are interleaved at random: for each of two games, two
 * in-place playouts and two lines of states `apply` returns, from the same start with two different
 * random players (so that the same object ids hold different things), and now and then an `apply`
 * whose result is dropped (a bot trying an action). After each action, what is remembered about the
 * state just changed, about the dropped one, and about another state left waiting equals what is
 * computed afresh: characteristics, the objects found by a feature of their card, the permanent
 * state-based checks.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, createGame, createPlayout, type Action, type ReadonlyGameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { gameOptions, gameSpecArb, recordGame, type GameSpec } from './helpers.js';
import { checkFeatures, checkMemo, checkStateBased } from './memo-checks.js';

/** One line of play: a recorded game replayed in place or through `apply`. */
interface Line {
  name: string;
  actions: readonly Action[];
  /** How many of the actions have been applied. */
  done: number;
  state(): ReadonlyGameState;
  step(action: Action): void;
}

/** A playout and an `apply` line for each of two random players of the game of `spec`. */
function linesOf(spec: GameSpec, game: number): Line[] {
  const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
  const out: Line[] = [];
  for (const botSeed of [spec.botSeed, spec.botSeed ^ 0x5bd1e995]) {
    const { actions } = recordGame(initial, botSeed);
    const playout = createPlayout(initial);
    out.push({ name: `game ${game}, player ${botSeed}, in place`, actions, done: 0, state: () => playout.state, step: (a) => playout.apply(a) });
    let s = initial;
    out.push({ name: `game ${game}, player ${botSeed}, through apply`, actions, done: 0, state: () => s, step: (a) => { s = apply(s, a); } });
  }
  return out;
}

/** Runs every check on `s`. */
function checkAll(s: ReadonlyGameState, where: string): void {
  checkMemo(s);
  checkFeatures(s);
  checkStateBased(s, where);
}

describe('what is remembered with the actions of several games interleaved', () => {
  it('equals what is computed afresh, for the state just changed, a dropped result of apply and a state left waiting', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxPlayers: 4, maxDeck: 16 }), gameSpecArb({ maxPlayers: 4, maxDeck: 16 }), fc.integer(), (first, second, scheduleSeed) => {
        const lines = [...linesOf(first, 1), ...linesOf(second, 2)];
        const rng = seedRng(scheduleSeed);
        for (let open = lines.filter((l) => l.done < l.actions.length); open.length > 0; open = open.filter((l) => l.done < l.actions.length)) {
          const line = open[randomInt(rng, open.length)] as Line;
          const action = line.actions[line.done] as Action;
          if (line.name.endsWith('apply') && randomInt(rng, 8) === 0) checkAll(apply(line.state(), action), `${line.name}, dropped result of action ${line.done + 1}`);
          line.step(action);
          line.done++;
          checkAll(line.state(), `${line.name}, action ${line.done}`);
          const waiting = lines[randomInt(rng, lines.length)] as Line;
          checkAll(waiting.state(), `${waiting.name}, waiting after action ${waiting.done}`);
        }
      }),
      { numRuns: 3, endOnFailure: true },
    );
  });
});
