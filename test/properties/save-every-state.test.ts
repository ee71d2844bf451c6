/**
 * Saved games in every format (DESIGN principle 10): at every state of random games — mid-resolution,
 * mid-combat, at the start-of-game choices — the save loads back to an equal state that plays on
 * identically (the next action gives equal states from both); and a save with one field changed at
 * random either loads as a sound state that plays on, or is refused with a RulesError `badState`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createPlayout, deserialize, RulesError, serialize, type ReadonlyGameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame } from './format-games.js';
import { ok, pick, snapshot } from './helpers.js';
import { checkSound, corrupt } from './tamper.js';

/** Most actions played per game (the checks at every state make long games slow). */
const MAX_ACTIONS = 600;

/** States met in the middle of a resolution, over every format. */
let resolving = 0;

describe('saving and loading at every state, in every format', () => {
  it.each(FORMATS)('%s: every state loads back equal and plays on identically; tampered saves load sound or are refused', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), fc.integer(), fc.gen(), (seed, players, botSeed, g) => {
        const playout = createPlayout(newGame(format, seed, players));
        const rng = seedRng(botSeed);
        for (let n = 0; n < MAX_ACTIONS && !playout.state.result; n++) {
          const live = playout.state;
          const json = serialize(live);
          const loaded = deserialize(json);
          ok(serialize(loaded) === json, `${format}: the state after action ${n} does not load back to the same save`);
          if (live.resolution) resolving++;
          const a = pick(live, playout.legalActions(), rng);
          if (n % 7 === 0 || live.resolution) {
            const before = snapshot(live);
            expect(loaded).toStrictEqual(before);
            playout.apply(a);
            expect(apply(loaded, a)).toStrictEqual(playout.state);
          } else playout.apply(a);
          if (randomInt(rng, 40) === 0) {
            const root = JSON.parse(json) as Record<string, unknown>;
            const what = corrupt(g, root, live);
            let tampered: ReadonlyGameState;
            try {
              tampered = deserialize(JSON.stringify(root));
            } catch (e) {
              if (!(e instanceof RulesError) || e.code !== 'badState') throw new Error(`${format}: a tampered save (${what}) threw ${String(e)}`, { cause: e });
              continue;
            }
            checkSound(tampered, n, what);
          }
        }
      }),
      { numRuns: Number(process.env.SAVE_RUNS ?? (format === 'mental-magic' ? 3 : 6)), endOnFailure: true },
    );
  });

  it('the games met resolutions paused for a choice, and saved and loaded them', () => {
    expect(resolving).toBeGreaterThan(0);
  });
});
