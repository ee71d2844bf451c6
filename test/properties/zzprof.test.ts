import { it } from 'vitest';
import { createGame, legalActions, tryApply } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { gameOptions, pick, checkInvariants, checkConservation, startingCards } from './helpers.js';
it('prof', () => {
const specs = [];
for (let i = 0; i < 6; i++) specs.push({ players: 2 + i % 5, deckSize: 16, startingLife: [3,8,20][i%3], handSize: 5, gameSeed: i, deckSeed: i*7, botSeed: i*13 });
for (const spec of specs) {
  let s = createGame(gameOptions(spec, 200));
  const start = startingCards(s);
  const rng = seedRng(spec.botSeed);
  let tl = 0, ta = 0, tc = 0, n = 0;
  const t0 = performance.now();
  while (!s.result) {
    let t = performance.now();
    const acts = legalActions(s);
    tl += performance.now() - t;
    t = performance.now();
    const r = tryApply(s, pick(acts, rng));
    ta += performance.now() - t;
    if (!r.ok) throw r.error;
    s = r.state; n++;
    t = performance.now();
    checkInvariants(s); checkConservation(start, s);
    tc += performance.now() - t;
  }
  console.log(spec.players, spec.startingLife, n, s.turn.number, s.result.rule, 'legal', tl.toFixed(0), 'apply', ta.toFixed(0), 'check', tc.toFixed(0), 'total', (performance.now()-t0).toFixed(0), s.objects.length);
}
}, 600000);
