// `npm run bench:bots`: how strong the bundled bots are, as win rates with 95% confidence intervals
// (Wilson score intervals), not timings. Two matches on random 40-card two-colour decks:
// - 4 players: one ISMCTS seat (its seat rotating game by game) against three heuristic bots; par is 25%;
// - 2 players: the heuristic bot against the random bot, seats alternating; par is 50%.
// A game that reaches the 40-turn limit is a draw, which counts as not won. The figures of the last run are in docs/benchmarks.md.
// Usage: npm run bench:bots -- [--games N] [--duel-games N] [--iterations N] [--rollout N]
//          [--policy heuristic|random] [--seed S]
import { parseArgs } from 'node:util';
import { createGame, heuristicBot, ismctsBot, playGame, randomBot, randomDeck, type Bot, type GameState } from '../src/index.js';
import { seedRng } from '../src/state/rng.js';

const { values: flags } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    'duel-games': { type: 'string', default: '200' },
    iterations: { type: 'string', default: '100' },
    rollout: { type: 'string', default: '60' },
    policy: { type: 'string', default: 'heuristic' },
    seed: { type: 'string', default: '1' },
  },
});
const seed = Number(flags.seed);

/** The Wilson score interval of a proportion at 95%. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function game(players: number, n: number): GameState {
  return createGame({ players: Array.from({ length: players }, (_x, i) => ({ deck: randomDeck(`${seed}:${n}:${i}`) })), seed: `${seed}:${n}`, settings: { turnLimit: 40 } });
}

function match(name: string, players: number, games: number, hero: Bot, others: Bot): void {
  let wins = 0;
  let drawn = 0;
  let turns = 0;
  const started = process.cpuUsage();
  for (let n = 0; n < games; n++) {
    const seat = n % players;
    const bots = Array.from({ length: players }, (_x, i) => (i === seat ? hero : others));
    const { state } = playGame(game(players, n), bots, seedRng(`${seed}:bots:${n}`), { inPlace: true });
    if (state.result?.winner === seat) wins++;
    if (!state.result || state.result.winner === null) drawn++;
    turns += state.turn.number;
    process.stderr.write(`\r${name}: ${n + 1}/${games} games, ${wins} won`);
  }
  const cpu = process.cpuUsage(started);
  const [lo, hi] = wilson(wins, games);
  process.stderr.write('\n');
  console.log(`${name}: won ${wins} of ${games} = ${((100 * wins) / games).toFixed(1)}% (95% CI ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%), ${drawn} drawn (the 40-turn limit included), ${(turns / games).toFixed(1)} turns a game, ${((cpu.user + cpu.system) / 1e6 / games).toFixed(2)} CPU-s a game`);
}

const policy = flags.policy === 'random' ? 'random' : 'heuristic';
const ismcts = ismctsBot({ iterations: Number(flags.iterations), rolloutActions: Number(flags.rollout), rollout: policy });
match(`ISMCTS (${flags.iterations} iterations, ${policy} rollouts of ${flags.rollout} actions) vs 3 heuristic, 4 players`, 4, Number(flags.games), ismcts, heuristicBot);
match('heuristic vs random, 2 players', 2, Number(flags['duel-games']), heuristicBot, randomBot);
