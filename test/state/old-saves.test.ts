/**
 * Saves of earlier builds keep loading (DESIGN principle 10, "nothing lost"): games saved by builds
 * before `history.cardsDrawn` (01cfeb6d, before 1c7fb242) and before `history.combatPhases`
 * (4b20aab2, before 30902826) load with `deserialize`, their turn's counts rebuilt from the saved
 * log exactly as this build keeps them, and play on. In random games of every format played by this
 * build, a save with those fields deleted loads with the values the engine kept at every state.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame } from '../properties/format-games.js';
import { pick } from '../properties/helpers.js';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/saves-old-builds/${name}.json`, import.meta.url), 'utf8');

/** Plays up to `n` legal actions on, chosen by a seeded random bot. */
function playOn(s: ReadonlyGameState, n: number): ReadonlyGameState {
  const rng = seedRng(7);
  for (let i = 0; i < n && s.result === null; i++) s = apply(s, pick(s, legalActions(s), rng));
  return s;
}

describe('saves of earlier builds', () => {
  it.each([
    // CR 103.4: the opening hands' draws are the pregame's; no combat phase has begun
    ['01cfeb6d-pregame', [2, 2], 0],
    // turn 2, beginning of combat: the active player drew one card (CR 504.1) in the turn's first combat phase (CR 506.7d)
    ['01cfeb6d-combat', [0, 1], 1],
    ['4b20aab2-combat', [0, 1], 1],
  ])('%s loads with the turn history rebuilt from its log and plays on', (name, cardsDrawn, combatPhases) => {
    const s = deserialize(fixture(name));
    expect(s.history.cardsDrawn).toEqual(cardsDrawn);
    expect(s.history.combatPhases).toBe(combatPhases);
    const later = playOn(s, 12);
    expect(deserialize(serialize(later))).toEqual(later);
  });

  it('a save of this build without cardsDrawn and combatPhases gets the values the engine kept, in every format at every state', () => {
    let states = 0;
    let inCombat = 0;
    for (const format of FORMATS) {
      const rng = seedRng(format.length);
      let s = newGame(format, 41, 3);
      for (let i = 0; i < 250 && s.result === null; i++) {
        const saved = JSON.parse(serialize(s)) as { history: Record<string, unknown> };
        delete saved.history.cardsDrawn;
        delete saved.history.combatPhases;
        const loaded = deserialize(JSON.stringify(saved));
        expect([loaded.history.cardsDrawn, loaded.history.combatPhases], `${format}, action ${i}`).toEqual([s.history.cardsDrawn, s.history.combatPhases]);
        states++;
        if (s.history.combatPhases > 0 && s.history.cardsDrawn.some((n) => n > 0)) inCombat++;
        s = apply(s, pick(s, legalActions(s), rng));
      }
    }
    expect(states).toBeGreaterThan(400);
    expect(inCombat).toBeGreaterThan(50);
  });
});
