// `npm run bench:bots`: how strong the bundled bots are, as win rates with 95% confidence intervals
// (Wilson score intervals), not timings. Two matches on random 40-card two-colour decks, the seats
// rotating game by game (`paliano sim`'s runner):
// - 4 players: one ISMCTS seat against three heuristic bots; par is 25%;
// - 2 players: the heuristic bot against the random bot; par is 50%.
// A game that reaches the turn limit (40) is a draw, which counts as not won. The progress line (on
// stderr) counts the first bot's wins and the draws so far. N = 0 skips a match.
// Usage: npm run bench:bots -- [--games N] [--duel-games N] [--iterations N] [--seed S]
import { parseArgs } from 'node:util';
import { registerBuiltIns } from '../src/built-ins.js';
import { playSim } from '../src/sim/run.js';
import { SimSummary } from '../src/sim/summary.js';

registerBuiltIns();

const { values: flags } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    'duel-games': { type: 'string', default: '200' },
    iterations: { type: 'string', default: '30' },
    seed: { type: 'string', default: '1' },
  },
});

async function match(title: string, games: number, bots: string[]): Promise<void> {
  if (games <= 0) return;
  // the first seat's bot's wins so far, so that a run stopped early still tells something
  const first = bots[0] as string;
  let wins = 0;
  let draws = 0;
  const summary = new SimSummary();
  await playSim({ games, bots, format: 'free-for-all', seed: `${flags.seed}:${title}`, turnLimit: 40, workers: 0 }, (r) => {
    summary.add(r);
    if (r.winner === null) draws++;
    else if (r.bots[r.winner] === first) wins++;
    process.stderr.write(`\r${title}: ${r.index + 1}/${games} played, ${first} won ${wins}, ${draws} draws`);
  });
  process.stderr.write('\n');
  console.log(title);
  for (const line of summary.lines()) console.log(`  ${line}`);
}

await match('ISMCTS against three heuristic bots, 4 players', Number(flags.games), [`ismcts:${flags.iterations}`, 'heuristic', 'heuristic', 'heuristic']);
await match('heuristic against random, 2 players', Number(flags['duel-games']), ['heuristic', 'random']);
