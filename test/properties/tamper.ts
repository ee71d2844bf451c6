/**
 * Tampering with saved games for the property tests: one field of a parsed save changed at random
 * (replaced, deleted, duplicated or added to), and the check that a tampered save that loads is a
 * sound state — it keeps every invariant, shows every player a view, describes every log event, and
 * plays on.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { createPlayout, describeEvent, deserialize, legalActions, logOf, serialize, tryApply, view, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { checkInvariants, pick } from './helpers.js';

type Gen = fc.GeneratorValue;

/** Strings the state uses, so that a corruption can be plausible as well as absurd. */
const WORDS = [
  'library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile', 'command', 'sideboard', 'card', 'token', 'ability',
  'emblem', 'priority', 'mulligan', 'bottom', 'choose', 'discard', 'putTrigger', 'declareAttackers', 'declareBlockers',
  'assignDamage', 'main1', 'main2', 'upkeep', 'draw', 'cleanup', 'combatDamage', 'pregame', 'Forest', 'Island', 'token:none',
  'W', 'U', 'B', 'R', 'G', 'C', 'won', 'lost', 'draw', 'kept', 'deciding', 'endOfTurn', 'modifyPT', 'control', '7c', 'x', '',
];

/** A replacement value: mostly a plausible one of the same kind, sometimes an absurd one. */
function corruptValue(g: Gen, old: unknown, s: ReadonlyGameState): unknown {
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
export function corrupt(g: Gen, root: Record<string, unknown>, s: ReadonlyGameState): string {
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
export function checkSound(s: ReadonlyGameState, seed: number, what: string): void {
  try {
    checkInvariants(s);
    for (const p of s.players) view(s, p.id);
    // every event of its log is one a client can read
    for (const e of logOf(s)) describeEvent(s, e);
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
