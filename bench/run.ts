// Benchmarks: actions per second through `apply` (immutable, on a working copy) and through the in-place
// playout path, on the same 4-player mid-game state and the same action sequence, with the default
// auto-pass (per decision, and per action the engine performs) and with every priority pass an
// action of its own; and complete 4-player random games per second both ways. Figures are measured in one run and printed with
// their ratio; this machine is noisy, so compare ratios rather than absolute numbers.
import { paliano } from './engine.js';
import { seedRng } from '../src/state/rng.js';
import { midGame, newGame, record } from './workload.js';
import { printDraftBenchmarks } from './draft.js';
import type { Action, GameState } from '../src/index.js';

const { apply, createPlayout, deserialize, legalActions, playGame, randomBot, serialize } = paliano;

function time(fn: () => void, minMs = 1500): { runs: number; ms: number } {
  let runs = 0;
  const start = performance.now();
  let ms = 0;
  while (ms < minMs) {
    fn();
    runs++;
    ms = performance.now() - start;
  }
  return { runs, ms };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

const start = midGame(11);
const actions = record(start, 5);
console.log(`4-player mid-game state: turn ${start.turn.number}, ${start.objects.length} objects`);

// on a loaded copy: `legalActions` remembers the actions of a state `apply` returned, as `start` is;
// measured before the long rounds below, after which it runs at about a third of this rate with
// garbage collection taking half its time (docs/DESIGN.md, "As built (session 5)")
const loaded = deserialize(serialize(start));
time(() => {
  legalActions(loaded);
}, 500);
const legal = time(() => {
  legalActions(loaded);
}, 1000);
console.log(`legalActions/s on that state: ${fmt((legal.runs * 1000) / legal.ms)}`);

// The JIT needs seconds of both paths before it settles (the first second runs at about two
// thirds of the steady rate): warm up, then alternate one-second rounds of each path and report
// the median round, the steady rate of a bot that plays many games.
const ROUNDS = 5;
const median = (v: number[]): number => [...v].sort((x, y) => x - y)[v.length >> 1] as number;
const range = (v: number[]): string => `${fmt(Math.min(...v))}–${fmt(Math.max(...v))}`;

/**
 * The actions the engine performs as `replay` is replayed from `from` with the default auto-pass:
 * each recorded decision, then a pass for every player who can only pass (whose legal actions are
 * passes alone, as `whenOnlyPass` decides), found by replaying with every pass given.
 */
function actionsPerformed(from: GameState, replay: readonly Action[]): Action[] {
  const p = createPlayout({ ...from, settings: { ...from.settings, autoPass: 'never' } });
  const out: Action[] = [];
  for (const a of replay) {
    p.apply(a);
    out.push(a);
    for (let d = p.state.decision; !p.state.result && d?.kind === 'priority' && p.legalActions().every((x) => x.type === 'pass'); d = p.state.decision) {
      const pass: Action = { type: 'pass', player: d.player };
      p.apply(pass);
      out.push(pass);
    }
  }
  return out;
}

/**
 * Measures and prints the rate of replaying `replay` from `from` through `apply` and in place, in
 * `unit`s per second (the unit in the singular); with `actions`, also in actions per second (that many performed in all).
 */
function measurePaths(from: GameState, replay: readonly Action[], warmUpRounds: number, unit: string, actions = replay.length): void {
  const applyPass = (): void => {
    let s = from;
    for (const a of replay) s = apply(s, a);
  };
  const placePass = (): void => {
    const p = createPlayout(from);
    for (const a of replay) p.apply(a);
  };
  for (let i = 0; i < warmUpRounds; i++) {
    time(applyPass, 1000);
    time(placePass, 1000);
  }
  const applyRates: number[] = [];
  const placeRates: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const viaApply = time(applyPass, 1000);
    applyRates.push((viaApply.runs * replay.length * 1000) / viaApply.ms);
    const viaPlace = time(placePass, 1000);
    placeRates.push((viaPlace.runs * replay.length * 1000) / viaPlace.ms);
  }
  const applyRate = median(applyRates);
  const placeRate = median(placeRates);
  const label = (s: string): string => `${unit}s/s ${s}:`.padEnd(30);
  console.log(`${label('through apply')}${fmt(applyRate)} (median of ${ROUNDS} one-second rounds after warm-up; rounds ${range(applyRates)})`);
  console.log(`${label('in place')}${fmt(placeRate)} (rounds ${range(placeRates)})`);
  if (actions !== replay.length) {
    const perUnit = actions / replay.length;
    console.log(`${'actions/s through apply:'.padEnd(30)}${fmt(applyRate * perUnit)} (${perUnit.toFixed(2)} actions a ${unit})`);
    console.log(`${'actions/s in place:'.padEnd(30)}${fmt(placeRate * perUnit)}`);
  }
  console.log(`${'in place / apply:'.padEnd(30)}${(placeRate / applyRate).toFixed(2)}x`);
}

// One recorded action is one decision: the engine then passes for every player who can only pass.
const performed = actionsPerformed(start, actions);
console.log(`with the default auto-pass (${fmt(actions.length)} recorded decisions; each is one action, then the passes of every player who can only pass: ${fmt(performed.length)} actions in all):`);
measurePaths(start, actions, 2, 'decision', performed.length);

// The same game with `autoPass: 'never'`: the passes the engine made above are given as actions,
// every priority pass an action of its own (the reducer's unit of work), and no option is checked.
const everyPass: GameState = { ...start, settings: { ...start.settings, autoPass: 'never' } };
const passes = performed.filter((a) => a.type === 'pass').length;
console.log(`with autoPass 'never' (the same game, every priority pass an action: ${fmt(performed.length)} actions, ${fmt(passes)} of them passes):`);
measurePaths(everyPass, performed, 1, 'action');

let seed = 100;
let applyActions = 0;
const gamesApply = time(() => {
  applyActions += playGame(newGame(seed), randomBot, seedRng(seed++)).actions;
}, 3000);
let placeActions = 0;
const gamesPlace = time(() => {
  placeActions += playGame(newGame(seed), randomBot, seedRng(seed++), { inPlace: true }).actions;
}, 3000);
const gApply = (gamesApply.runs * 1000) / gamesApply.ms;
const gPlace = (gamesPlace.runs * 1000) / gamesPlace.ms;
console.log(`complete 4-player random games/s through apply: ${gApply.toFixed(2)} (${fmt(applyActions / gamesApply.runs)} actions a game, legalActions and bot included)`);
console.log(`complete 4-player random games/s in place:      ${gPlace.toFixed(2)} (${fmt(placeActions / gamesPlace.runs)} actions a game)`);
console.log(`in place / apply (games):                       ${(gPlace / gApply).toFixed(2)}x`);

printDraftBenchmarks();
