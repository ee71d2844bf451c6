// Where a random playout's time goes, through the public API alone: for each seed it times, by CPU
// time, after a warm-up, and interleaved game by game,
//   playout    the bench's random game in place (auto-pass on, the bot sampling: what `npm run bench`
//              times), recording the bot's actions;
//   execution  the same game replayed in a playout with `autoPass: 'never'`, every action given in
//              order (the bot's and each pass auto-pass made), nothing listed, sampled or checked:
//              the rules performing the game's actions and nothing else.
// execution / playout is the share of a playout no faster listing, "could act" bookkeeping or
// sampling can remove; playout / execution is the most any of them can gain (docs/benchmarks.md).
// It runs the built package: `npm run build` first.
// Usage: tsx bench/time-split.ts [players = 4] [games = 100] [warm-up ms of CPU time = 15000]
import type { Action } from '../src/index.js';
import { paliano } from './engine.js';
import { spellPool } from './decks.js';
import { decksFor, newGame, playInPlace, withEveryPass, type Engine } from './random-games.js';
import { median } from './stats.js';
import { cpuMs } from './cpu-time.js';

const args = process.argv.slice(2);
const players = Number(args[0] ?? 4);
const games = Number(args[1] ?? 100);
const warmUpMs = Number(args[2] ?? 15_000);
const engine = paliano as Engine;
const pool = spellPool(paliano);
const CAP = 20_000;

/** Every action of the game the bot played (its own, and each pass auto-pass made; see `withEveryPass`). */
function everyAction(recorded: readonly Action[], seed: number): Action[] {
  return withEveryPass(engine, decksFor(pool, players, seed), seed, recorded).actions;
}

/** Plays `actions` in order in a playout without auto-pass; returns the result and turn it ended with. */
function execute(actions: readonly Action[], seed: number): string {
  const p = engine.createPlayout(newGame(engine, decksFor(pool, players, seed), seed, { autoPass: 'never' }));
  for (const a of actions) p.apply(a);
  return `${JSON.stringify(p.state.result)} turn ${p.state.turn.number}`;
}

/** The bot's game of a seed, its CPU time, its actions and how it ended. */
function playout(seed: number): { ms: number; recorded: Action[]; end: string } {
  const recorded: Action[] = [];
  const start = newGame(engine, decksFor(pool, players, seed), seed);
  const t = cpuMs();
  const played = playInPlace(engine, start, seed, CAP, undefined, recorded);
  return { ms: cpuMs() - t, recorded, end: played.end };
}

const warmStart = cpuMs();
for (let seed = -1; cpuMs() - warmStart < warmUpMs; seed--) {
  const { recorded } = playout(seed);
  execute(everyAction(recorded, seed), seed);
}

let playoutMs = 0;
let executionMs = 0;
let actions = 0;
const shares: number[] = [];
for (let seed = 1; seed <= games; seed++) {
  const played = playout(seed);
  const all = everyAction(played.recorded, seed);
  const t = cpuMs();
  const end = execute(all, seed);
  const ms = cpuMs() - t;
  if (end !== played.end) throw new Error(`seed ${seed}: the replay without auto-pass ended otherwise (${end}) than the playout (${played.end})`);
  playoutMs += played.ms;
  executionMs += ms;
  actions += all.length;
  shares.push(ms / played.ms);
}
console.log(`${players} players, ${games} games after ${warmUpMs / 1000} s of CPU warm-up; ${(actions / games).toFixed(0)} actions a game`);
console.log(`playout (auto-pass, sampling): ${(playoutMs / games).toFixed(2)} ms of CPU a game`);
console.log(`execution alone (the same actions, nothing listed): ${(executionMs / games).toFixed(2)} ms of CPU a game`);
console.log(`execution / playout: ${(executionMs / playoutMs).toFixed(2)} overall, median of games ${median(shares).toFixed(2)}`);
console.log(`the most faster listing and sampling can gain: ${(playoutMs / executionMs).toFixed(2)}×`);
