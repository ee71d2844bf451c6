/**
 * Bad input is refused, never half-applied (DESIGN principle 10): at random points of random games,
 * random illegal and malformed actions — non-objects, unknown types, wrong or absent players,
 * garbage in any field, ids out of range or of the wrong object, targets, X, colors and choices
 * made up, stale actions from another moment of the game — give a RulesError and leave the
 * (frozen) state as it was. An action is legal exactly when `legalActions` lists it or it is one of
 * the documented forms never listed (README "Which actions `apply` accepts", stated once in
 * test/properties/hostile.ts): among them conceding (CR 104.3a); taking a creature back out of a
 * declaration being built; a whole declaration of attackers or blockers, accepted exactly when the
 * same creatures declared one at a time and confirmed are (CR 508.1, 509.1); and, with mana paid
 * automatically, activating a mana ability that setting leaves unlisted (CR 605.3a), accepted
 * exactly when the same state with mana abilities as actions lists it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, createPlayout, legalActions, RulesError, tryApply, type Action, type ReadonlyGameState } from '../../src/index.js';
import { checkInvariants, gameOptions, gameSpecArb, recordGame, snapshot, zoneLists } from './helpers.js';
import { eitherAgrees, expected, normalAction } from './hostile.js';

/** The fields of each action type besides `type` and `player` (src/engine/actions.ts). */
const FIELDS: Record<string, readonly string[]> = {
  keep: [], mulligan: [], pass: [], confirmAttackers: [], confirmBlockers: [], concede: [],
  bottom: ['card'], playLand: ['card'], discard: ['card'],
  cast: ['card', 'targets', 'x'],
  activate: ['source', 'ability', 'targets', 'x', 'color'],
  declareAttacker: ['attacker', 'target'], undeclareAttacker: ['attacker'],
  declareBlocker: ['blocker', 'attacker'], undeclareBlocker: ['blocker'],
  declareAttackers: ['attackers'], declareBlockers: ['blockers'],
  assignDamage: ['attacker', 'amounts'],
  putTrigger: ['index', 'targets'],
  choose: ['choice'],
};
const TYPES = Object.keys(FIELDS);

/** Values that are wrong for nearly any field. */
const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, -1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e9, '', '0', 'x', true, [], {}, [null], [{}], [{ player: -1 }], [{ object: 1e9 }], { player: 0 }, { object: 0 }, [0, 0], [{ player: 0, object: 0 }]),
  fc.integer({ min: -3, max: 3000 }),
  fc.string({ maxLength: 4 }),
);

type Gen = fc.GeneratorValue;

/** A ref to a random player or object, mostly in range. */
function randomRef(g: Gen, s: ReadonlyGameState): unknown {
  return g(() => fc.oneof(
    fc.record({ player: fc.integer({ min: -1, max: s.players.length }) }),
    fc.record({ object: fc.integer({ min: -1, max: s.objects.length + 1 }) }),
  ));
}

/** An id of an object in some zone (most often), or any number about the range of ids. */
function someId(g: Gen, s: ReadonlyGameState): number {
  const lists = zoneLists(s).map((z) => z.ids).filter((l) => l.length > 0);
  if (lists.length > 0 && g(() => fc.integer({ min: 0, max: 3 })) > 0) {
    const l = g(() => fc.constantFrom(...lists));
    return g(() => fc.constantFrom(...l));
  }
  return g(() => fc.integer({ min: -1, max: s.objects.length + 2 }));
}

/**
 * The entries of a whole declaration of attackers or blockers: mostly made of the additions listed
 * now (some of them, in any order, so often legal), otherwise of random creatures.
 */
function wholeDeclaration(g: Gen, s: ReadonlyGameState, f: 'attackers' | 'blockers'): unknown[] {
  const additions: object[] = legalActions(s).flatMap((x): object[] => (x.type === 'declareAttacker' ? [{ attacker: x.attacker, target: x.target, ...(x.band !== undefined ? { band: x.band } : {}) }] : x.type === 'declareBlocker' ? [{ blocker: x.blocker, attacker: x.attacker }] : []));
  if (additions.length > 0 && g(() => fc.integer({ min: 0, max: 3 })) > 0) return g(() => fc.shuffledSubarray(additions, { maxLength: Math.min(4, additions.length) }));
  const seat = (): number => g(() => fc.integer({ min: 0, max: s.players.length - 1 }));
  return g(() => fc.array(fc.boolean(), { maxLength: 3 })).map(() => (f === 'attackers' ? { attacker: someId(g, s), target: { player: seat() } } : { blocker: someId(g, s), attacker: someId(g, s) }));
}

/** A well-formed action of a type with plausible values: what a confused client might send. */
function plausible(g: Gen, s: ReadonlyGameState, type: string, player: number): Record<string, unknown> {
  const a: Record<string, unknown> = { type, player };
  const seat = (): number => g(() => fc.integer({ min: 0, max: s.players.length - 1 }));
  for (const f of FIELDS[type] ?? []) {
    if (f === 'card' || f === 'source' || f === 'attacker' || f === 'blocker') a[f] = someId(g, s);
    else if (f === 'ability' || f === 'index') a[f] = g(() => fc.integer({ min: 0, max: 2 }));
    else if (f === 'targets') a[f] = g(() => fc.array(fc.boolean(), { maxLength: 2 })).map((p) => (p ? { player: seat() } : { object: someId(g, s) }));
    else if (f === 'x') a[f] = g(() => fc.integer({ min: 0, max: 3 }));
    else if (f === 'color' && g(() => fc.boolean())) a[f] = g(() => fc.constantFrom('W', 'U', 'B', 'R', 'G', 'C'));
    else if (f === 'target') a[f] = { player: seat() };
    else if (f === 'amounts' || f === 'choice') a[f] = g(() => fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }));
    else if (f === 'attackers' || f === 'blockers') a[f] = wholeDeclaration(g, s, f);
  }
  return a;
}

/**
 * One random bad (or, by chance, good) action for a state, built from its legal actions and a
 * game's actions. Fields an action type does not have are dropped: the engine may ignore those.
 */
function candidate(g: Gen, s: ReadonlyGameState, legal: readonly Action[], history: readonly Action[]): unknown {
  const a = rawCandidate(g, s, legal, history);
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return a;
  const fields = FIELDS[String((a as { type?: unknown }).type)];
  if (!fields) return a;
  return Object.fromEntries(Object.entries(a).filter(([k]) => k === 'type' || k === 'player' || fields.includes(k)));
}

function rawCandidate(g: Gen, s: ReadonlyGameState, legal: readonly Action[], history: readonly Action[]): unknown {
  const n = s.players.length;
  const base = (): Record<string, unknown> => {
    const from = g(() => fc.integer({ min: 0, max: 2 }));
    if (from === 0 && legal.length > 0) return { ...g(() => fc.constantFrom(...legal)) };
    if (from === 1 && history.length > 0) return { ...g(() => fc.constantFrom(...history)) };
    return plausible(g, s, g(() => fc.constantFrom(...TYPES)), s.decision?.player ?? 0);
  };
  const kind = g(() => fc.integer({ min: 0, max: 10 }));
  switch (kind) {
    case 0:
      return g(() => fc.constantFrom(null, undefined, 0, 'pass', [], true, legal.slice(0, 1)));
    case 1:
      return { ...base(), type: g(() => fc.oneof(fc.constantFrom(...TYPES), garbage)) };
    case 2:
      return { ...base(), player: g(() => fc.oneof(fc.integer({ min: -1, max: n }), garbage)) };
    case 3: {
      const a = base();
      const fields = FIELDS[String(a.type)] ?? [];
      if (fields.length === 0) return { ...a, player: g(() => garbage) };
      const f = g(() => fc.constantFrom(...fields));
      if (g(() => fc.boolean())) delete a[f];
      else a[f] = g(() => garbage);
      return a;
    }
    case 4: {
      // an id field pointing at another object, or out of range
      const a = base();
      const f = (['card', 'source', 'attacker', 'blocker'] as const).find((k) => k in a);
      if (!f) return { ...a, card: someId(g, s) };
      a[f] = someId(g, s);
      return a;
    }
    case 5: {
      const a = base();
      a.targets = g(() => fc.array(fc.constant(null), { maxLength: 3 })).map(() => randomRef(g, s));
      return a;
    }
    case 6:
      return { ...base(), x: g(() => fc.integer({ min: -2, max: 8 })) };
    case 7:
      return { ...base(), color: g(() => fc.constantFrom('W', 'U', 'B', 'R', 'G', 'C', 'X', 1, null)) };
    case 8:
      return { ...base(), choice: g(() => fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 4 })) };
    case 9: {
      const a = base();
      if ('amounts' in a || 'index' in a || g(() => fc.boolean())) {
        a.amounts = g(() => fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 4 }));
        a.index = g(() => fc.integer({ min: -1, max: 4 }));
        return a;
      }
      return { ...a, target: randomRef(g, s) };
    }
    default:
      return { ...base(), attacker: g(() => fc.integer({ min: -1, max: s.objects.length })), blocker: g(() => fc.integer({ min: -1, max: s.objects.length })) };
  }
}

describe('illegal and malformed actions', () => {
  it('are refused with a RulesError and leave the state as it was', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16 }), fc.array(fc.nat(), { minLength: 2, maxLength: 6 }), fc.gen(), (spec, cuts, g) => {
        const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
        // decisions other than priority and mulligans are rarer: look at some of those on purpose
        const rare: number[] = [];
        const { actions } = recordGame(initial, spec.botSeed, (s, n) => {
          if (s.decision && s.decision.kind !== 'priority' && s.decision.kind !== 'mulligan') rare.push(n);
        });
        const at = new Set(cuts.map((c, i) => (i % 2 === 0 || rare.length === 0 ? c % actions.length : (rare[c % rare.length] as number))));
        const playout = createPlayout(initial);
        actions.forEach((a, i) => {
          if (at.has(i)) check(g, snapshot(playout.state), actions, 40);
          playout.apply(a);
        });
        check(g, snapshot(playout.state), actions, 5);
      }),
      { numRuns: 50, endOnFailure: true },
    );
  });
});

/**
 * Tries `count` candidates on one frozen state: each is accepted or refused as the one statement of
 * which actions `apply` accepts says (test/properties/hostile.ts, `expected`), and an equivalent
 * form only applying decides is checked against its other form (`eitherAgrees`).
 */
function check(g: Gen, s: ReadonlyGameState, history: readonly Action[], count: number): void {
  const before = structuredClone(s);
  const legal = legalActions(s);
  const listed = new Set(legal.map(normalAction));
  for (let i = 0; i < count; i++) {
    const a = candidate(g, s, legal, history);
    const r = tryApply(s, a as Action);
    const want = expected(s, listed, a);
    if (want === 'accept' && !r.ok) throw new Error(`legal action ${normalAction(a)} refused: ${r.error.message}`);
    if (want === 'refuse' && r.ok) throw new Error(`unlisted action ${normalAction(a)} accepted at decision ${JSON.stringify(s.decision)}`);
    if (want === 'either' && !eitherAgrees(s, a as Record<string, unknown>, r.ok)) throw new Error(`${normalAction(a)} ${r.ok ? 'accepted' : 'refused'}, unlike its other form, at decision ${JSON.stringify(s.decision)}`);
    if (r.ok) checkInvariants(r.state);
    else expect(r.error).toBeInstanceOf(RulesError);
  }
  expect(s).toStrictEqual(before);
}
