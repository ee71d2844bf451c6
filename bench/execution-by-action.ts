// Where the rules' execution of a random playout goes, by kind of action: the bench's random games
// (its decks and random policy, in place) are recorded, replayed with every pass given by hand
// (`withEveryPass`: nothing listed, sampled or checked, as bench/time-split.ts times "execution
// alone"), warmed up by CPU time, and then replayed once more with each `apply` timed on its own.
// A pass is told apart by what it led to: the step ending (named by the step it ended), a pass with
// the stack empty that only moved priority ("plain"), or one with something on the stack (the last
// of a round resolves it). Per kind: its share of the time, how many a game, µs each (wall-clock:
// the process is alone on a core for such short spans only most of the time; read the shares).
// It runs the built package: `npm run build` first.
// Usage: tsx bench/execution-by-action.ts [players = 4] [games = 60] [warm-up ms of CPU time = 12000]
import type { Action, ReadonlyGameState } from '../src/index.js';
import { paliano } from './engine.js';
import { spellPool } from './decks.js';
import { decksFor, newGame, playInPlace, withEveryPass, type Engine } from './random-games.js';
import { cpuMs } from './cpu-time.js';

const args = process.argv.slice(2);
const players = Number(args[0] ?? 4);
const games = Number(args[1] ?? 60);
const warmUpMs = Number(args[2] ?? 12_000);
const engine = paliano as Engine;
const pool = spellPool(paliano);
const CAP = 20_000;

/** A game's every action, from the bot's own recorded in place (see `withEveryPass`). */
function recordGame(seed: number): Action[] {
  const recorded: Action[] = [];
  const decks = decksFor(pool, players, seed);
  playInPlace(engine, newGame(engine, decks, seed), seed, CAP, undefined, recorded);
  return withEveryPass(engine, decks, seed, recorded).actions;
}

/** The kind of an action for the table: its type, and for a pass what it led to. */
function kindOf(action: Action, before: { step: string; stack: number; passes: number }, after: ReadonlyGameState): string {
  if (action.type !== 'pass') return action.type;
  if (after.turn.step !== before.step) return `pass, ${before.step} step ends`;
  if (before.stack > 0) return 'pass, stack not empty';
  return after.turn.passes > before.passes ? 'pass, plain' : 'pass, other';
}

/** Tally of one kind: how many, and nanoseconds in all. */
interface Tally {
  count: number;
  ns: bigint;
}

/** Replays a game in a playout without auto-pass, timing each action into `tally` when given. */
function replay(actions: readonly Action[], seed: number, tally?: Map<string, Tally>): void {
  const p = engine.createPlayout(newGame(engine, decksFor(pool, players, seed), seed, { autoPass: 'never' }));
  for (const a of actions) {
    if (tally === undefined) {
      p.apply(a);
      continue;
    }
    const before = { step: p.state.turn.step, stack: p.state.stack.length, passes: p.state.turn.passes };
    const t = process.hrtime.bigint();
    p.apply(a);
    const ns = process.hrtime.bigint() - t;
    const kind = kindOf(a, before, p.state);
    const entry = tally.get(kind) ?? { count: 0, ns: 0n };
    entry.count++;
    entry.ns += ns;
    tally.set(kind, entry);
  }
}

const recorded = Array.from({ length: games }, (_, i) => recordGame(i + 1));
const warmStart = cpuMs();
for (let i = 0; cpuMs() - warmStart < warmUpMs; i = (i + 1) % games) replay(recorded[i] as Action[], i + 1);
const tally = new Map<string, Tally>();
recorded.forEach((actions, i) => replay(actions, i + 1, tally));
let total = 0n;
for (const e of tally.values()) total += e.ns;
const actionsPerGame = recorded.reduce((n, a) => n + a.length, 0) / games;
console.log(`${players} players, ${games} games after ${warmUpMs / 1000} s of CPU warm-up: ${actionsPerGame.toFixed(0)} actions and ${(Number(total) / 1e6 / games).toFixed(2)} ms a game`);
console.log('share   a game   µs each  kind');
for (const [kind, e] of [...tally].sort((a, b) => Number(b[1].ns - a[1].ns))) {
  const share = ((100 * Number(e.ns)) / Number(total)).toFixed(1).padStart(5);
  console.log(`${share}%  ${(e.count / games).toFixed(1).padStart(7)}  ${(Number(e.ns) / e.count / 1000).toFixed(2).padStart(8)}  ${kind}`);
}
