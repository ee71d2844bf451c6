/**
 * Saved games (DESIGN principle 10): `deserialize(serialize(s))` is deep-equal to `s` at random
 * points of random games; and a saved game with a random field corrupted either loads as a sound
 * state — one that keeps every invariant, shows every player a view, and plays on through its legal
 * actions — or is refused with a RulesError of code `badState`. Never a broken state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, createPlayout, deserialize, legalActions, RulesError, serialize, tryApply, view, type GameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { checkInvariants, gameOptions, gameSpecArb, pick, recordGame, snapshot } from './helpers.js';

type Gen = fc.GeneratorValue;

/** Strings the state uses, so that a corruption can be plausible as well as absurd. */
const WORDS = [
  'library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile', 'command', 'sideboard', 'card', 'token', 'ability',
  'emblem', 'priority', 'mulligan', 'bottom', 'choose', 'discard', 'putTrigger', 'declareAttackers', 'declareBlockers',
  'assignDamage', 'main1', 'main2', 'upkeep', 'draw', 'cleanup', 'combatDamage', 'pregame', 'Forest', 'Island', 'token:none',
  'W', 'U', 'B', 'R', 'G', 'C', 'won', 'lost', 'draw', 'kept', 'deciding', 'endOfTurn', 'modifyPT', 'control', '7c', 'x', '',
];

/** A replacement value: mostly a plausible one of the same kind, sometimes an absurd one. */
function corruptValue(g: Gen, old: unknown, s: GameState): unknown {
  const absurd = fc.constantFrom(null, true, 0, -1, 0.5, 1e9, 'x', [], {}, [0], { player: 0 }, { object: 0 });
  const plausible: fc.Arbitrary<unknown> =
    typeof old === 'number' ? fc.oneof(fc.integer({ min: old - 3, max: old + 3 }), fc.integer({ min: -1, max: s.objects.length }))
      : typeof old === 'boolean' ? fc.constant(!old)
        : typeof old === 'string' ? fc.constantFrom(...WORDS)
          : old === null ? fc.oneof(fc.integer({ min: 0, max: s.players.length }), fc.constantFrom({ player: 0 }, { object: 0 }, 'x'))
            : absurd;
  return g(() => fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: absurd, weight: 1 }));
}

/**
 * Corrupts one field of a parsed saved game in place: a top-level field chosen uniformly, then a
 * random walk down; the field is replaced, deleted, or (in a list) duplicated or added to.
 */
function corrupt(g: Gen, root: Record<string, unknown>, s: GameState): string {
  let parent: Record<string, unknown> | unknown[] = root;
  let key: string = g(() => fc.constantFrom(...Object.keys(root)));
  let path = key;
  for (;;) {
    const child = (parent as Record<string, unknown>)[key];
    if (typeof child !== 'object' || child === null) break;
    const keys = Object.keys(child);
    if (keys.length === 0 || (parent !== root && g(() => fc.integer({ min: 0, max: 3 })) === 0)) break;
    parent = child as Record<string, unknown> | unknown[];
    key = g(() => fc.constantFrom(...keys));
    path += `.${key}`;
  }
  const old = (parent as Record<string, unknown>)[key];
  const op = g(() => fc.integer({ min: 0, max: 5 }));
  if (op === 0) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
    return `delete ${path}`;
  }
  if (op === 1 && Array.isArray(parent)) {
    parent.push(structuredClone(old));
    return `duplicate ${path}`;
  }
  if (op === 2 && Array.isArray(old)) {
    old.push(corruptValue(g, old[0], s));
    return `push to ${path}`;
  }
  const value = corruptValue(g, old, s);
  (parent as Record<string, unknown>)[key] = value;
  return `${path} = ${JSON.stringify(value)}`;
}

/** A state a saved game loaded as must be sound: invariants, views, legal actions that apply. */
function checkSound(s: GameState, seed: number, what: string): void {
  try {
    checkInvariants(s);
    for (const p of s.players) view(s, p.id);
    expect(deserialize(serialize(s))).toStrictEqual(s);
    const first = legalActions(s);
    if (s.result === null) {
      const r = tryApply(s, pick(s, first, seedRng(seed)));
      if (!r.ok) throw new Error(`offered action refused: ${r.error.message}`);
      checkInvariants(r.state);
    }
    // and the game plays on for a while
    const rng = seedRng(seed);
    const playout = createPlayout(s);
    for (let i = 0; i < 20 && !playout.state.result; i++) {
      playout.apply(pick(playout.state, playout.legalActions(), rng));
      checkInvariants(playout.state);
    }
  } catch (e) {
    throw new Error(`a corrupted saved game (${what}) loaded as a broken state: ${(e as Error).message}`, { cause: e });
  }
}

describe('serialize and deserialize', () => {
  it('round-trip, and refuse a corrupted saved game or load it as a sound state', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16 }), fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.gen(), (spec, cuts, g) => {
        const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
        const { actions, final } = recordGame(initial, spec.botSeed);
        const at = new Set(cuts.map((c) => c % actions.length));
        const check = (s: GameState): void => {
          const json = serialize(s);
          expect(deserialize(json)).toStrictEqual(s);
          for (let i = 0; i < 25; i++) {
            const root = JSON.parse(json) as Record<string, unknown>;
            const what = corrupt(g, root, s);
            let loaded: GameState;
            try {
              loaded = deserialize(JSON.stringify(root));
            } catch (e) {
              if (!(e instanceof RulesError) || e.code !== 'badState') throw new Error(`a corrupted saved game (${what}) threw ${String(e)}`, { cause: e });
              continue;
            }
            checkSound(loaded, i, what);
          }
        };
        check(initial);
        const playout = createPlayout(initial);
        actions.forEach((a, i) => {
          if (at.has(i)) check(snapshot(playout.state));
          playout.apply(a);
        });
        check(final);
      }),
      { numRuns: 30, endOnFailure: true },
    );
  });
});
