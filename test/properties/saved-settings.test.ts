/**
 * A saved game keeps the settings it is played with (DESIGN principle 10): mana abilities as actions
 * or paid automatically (CR 605), auto-pass, and each player's priority stops (CR 117.3d), including
 * stops a player changed mid-game with `setStops`. On random games of random settings, with random
 * `setStops` actions among the bot's, at every state the save loads back to the same save, the loaded
 * state lists, counts and samples the same actions as the live one, and the next action gives the same
 * state from both, through `apply` and in place.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, countActions, createGame, createPlayout, deserialize, legalActions, sampleAction, seedRng, serialize, type Action, type PriorityStops, type ReadonlyGameState } from '../../src/index.js';
import { randomInt } from '../../src/state/rng.js';
import type { RngState } from '../../src/state/types.js';
import { canonical, gameOptions, gameSpecArb, ok, pick } from './helpers.js';

/** Most actions played per game (every state is saved and loaded). */
const MAX_ACTIONS = 200;

/** The steps a player may stop at with priority. */
const STEPS = ['upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat', 'main2', 'end'] as const;

/** Random stops for a seat: none one time in three, otherwise a random subset of steps for each kind of turn. */
function randomStops(rng: RngState): PriorityStops | null {
  if (randomInt(rng, 3) === 0) return null;
  return { ownTurn: STEPS.filter(() => randomInt(rng, 2) === 0), othersTurns: STEPS.filter(() => randomInt(rng, 3) === 0) };
}

describe('a saved game keeps its settings', () => {
  it('mana abilities as actions or automatic, auto-pass and stops changed mid-game: every state loads back and plays on as the live game', () => {
    let changed = 0;
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16, maxPlayers: 4 }), fc.constantFrom('automatic' as const, 'actions' as const), fc.constantFrom('whenOnlyPass' as const, 'never' as const), (spec, manaAbilities, autoPass) => {
        const rng = seedRng(spec.botSeed);
        const drawRng = seedRng(spec.botSeed + 1);
        const options = gameOptions(spec, 12);
        const stops = options.players.map(() => randomStops(rng));
        let s: ReadonlyGameState = createGame({ ...options, settings: { ...options.settings, manaAbilities, autoPass, stops } });
        const playout = createPlayout(s);
        for (let n = 0; n < MAX_ACTIONS && !s.result; n++) {
          const json = serialize(s);
          const loaded = deserialize(json);
          ok(serialize(loaded) === json, `action ${n}: the save does not load back to the same save`);
          ok(canonical(loaded.settings) === canonical(s.settings), `action ${n}: settings ${canonical(loaded.settings)} loaded, ${canonical(s.settings)} saved`);
          const listed = canonical(legalActions(s));
          ok(canonical(legalActions(loaded)) === listed, `action ${n}: the loaded state lists other actions`);
          ok(countActions(loaded) === legalActions(s).length, `action ${n}: the loaded state counts ${countActions(loaded)} actions`);
          const sampled = sampleAction(loaded, drawRng);
          ok(sampled !== null && legalActions(s).some((a) => canonical(a) === canonical(sampled)), `action ${n}: sampled ${JSON.stringify(sampled)} from the loaded state, not listed`);
          const inGame = s.players.filter((p) => p.inGame);
          let a: Action;
          if (randomInt(rng, 12) === 0) {
            a = { type: 'setStops', player: inGame[randomInt(rng, inGame.length)]!.id, stops: randomStops(rng) };
            changed++;
          } else a = pick(s, legalActions(s), rng);
          const next = apply(s, a);
          ok(canonical(apply(loaded, a)) === canonical(next), `action ${n}: ${JSON.stringify(a)} gives another state from the loaded game`);
          playout.apply(a);
          ok(canonical(playout.state) === canonical(next), `action ${n}: ${JSON.stringify(a)} gives another state in place`);
          s = next;
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
    ok(changed > 0, 'no stops changed mid-game');
  });
});
