/**
 * describeEvent given a truncated event: over random games of every format, each logged event with
 * one of its fields deleted is either described or refused with a RulesError `malformed`, from the
 * state and from every player's and a spectator's view, never another error (a client may pass an
 * event cut short in transit or by hand).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createPlayout, describeEvent, logOf, RulesError, view, type DescribeSource, type ReadonlyGameEvent } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame } from './format-games.js';
import { ok, pick } from './helpers.js';

/** Most actions played per game. */
const MAX_ACTIONS = 400;

/** Describes `e` without `field`: a line, or a RulesError `malformed`; any other error fails. */
function describeWithout(from: DescribeSource, e: ReadonlyGameEvent, field: string): void {
  const { [field]: _deleted, ...truncated } = e as Record<string, unknown>;
  try {
    describeEvent(from, truncated as never);
  } catch (err) {
    ok(err instanceof RulesError && err.code === 'malformed', `${e.type} without ${field}: ${String(err)}`);
  }
}

describe('describeEvent of an event with a field deleted', () => {
  it.each(FORMATS)('%s: describes it or throws RulesError malformed, from the state and every view', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), fc.integer(), (seed, players, botSeed) => {
        const playout = createPlayout(newGame(format, seed, players));
        const rng = seedRng(botSeed);
        for (let n = 0; n < MAX_ACTIONS && !playout.state.result; n++) playout.apply(pick(playout.state, playout.legalActions(), rng));
        const s = playout.state;
        const sources: DescribeSource[] = [s, ...s.players.map((p) => view(s, p.id)), view(s, 'spectator')];
        for (const from of sources) {
          const log = 'viewer' in from ? from.log : logOf(s);
          for (const e of log) {
            const fields = Object.keys(e);
            describeWithout(from, e, fields[randomInt(rng, fields.length)]!);
          }
        }
      }),
      { numRuns: format === 'mental-magic' ? 2 : 4, endOnFailure: true },
    );
  });
});
