// The demo: a seeded four-player free-for-all played to the end by heuristic bots, printed as a
// readable log in which every event names its rule, then the result. Run: npm run demo [seed]
import { createGame, describeEvent, heuristicBot, logOf, playGame, randomDeck } from '../src/index.js';
import { seedRng } from '../src/state/rng.js';

const seed = Number(process.argv[2] ?? 2026);
const names = ['Adriana', 'Brago', 'Grenzo', 'Marchesa'];
const players = names.map((name, i) => ({ name, deck: randomDeck(`${seed}:${i}`) }));
for (const p of players) {
  const spells = [...new Set(p.deck.filter((c) => !['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].includes(c)))];
  console.log(`${p.name}'s deck: 17 basic lands and ${spells.join(', ')}`);
}
console.log();

const start = createGame({ players, seed });
const { state, actions } = playGame(start, heuristicBot, seedRng(seed));
for (const e of logOf(state)) {
  if (e.type === 'zoneChange' || e.type === 'shuffle' || e.type === 'activateMana') continue;
  if (e.type === 'step') continue;
  console.log(describeEvent(state, e));
}
console.log();
const r = state.result;
if (!r) throw new Error('the game did not end');
console.log(r.winner === null ? `The game is a draw on turn ${r.turn} (CR ${r.rule}).` : `${names[r.winner]} wins on turn ${r.turn} (CR ${r.rule}) after ${actions} decisions.`);
