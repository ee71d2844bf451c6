/**
 * Bad input is refused, never half-applied (DESIGN principle 10): at random points of random games,
 * random illegal and malformed actions — non-objects, unknown types, wrong or absent players,
 * garbage in any field, ids out of range or of the wrong object, targets, X, colors and choices
 * made up, stale actions from another moment of the game — give a RulesError and leave the
 * (frozen) state as it was. An action is legal exactly when `legalActions` lists it, but for three
 * kinds never listed: conceding, legal at any time for a player in the game (CR 104.3a); taking a
 * creature back out of a declaration being built; and a whole declaration of attackers or blockers,
 * accepted exactly when the same creatures declared one at a time and confirmed are (CR 508.1, 509.1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, createPlayout, legalActions, RulesError, tryApply, type Action, type GameState } from '../../src/index.js';
import { canonical, checkInvariants, gameOptions, gameSpecArb, recordGame, snapshot, zoneLists } from './helpers.js';
import { stepwise as stepwiseFromEmpty } from './hostile.js';

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
function randomRef(g: Gen, s: GameState): unknown {
  return g(() => fc.oneof(
    fc.record({ player: fc.integer({ min: -1, max: s.players.length }) }),
    fc.record({ object: fc.integer({ min: -1, max: s.objects.length + 1 }) }),
  ));
}

/** An id of an object in some zone (most often), or any number about the range of ids. */
function someId(g: Gen, s: GameState): number {
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
function wholeDeclaration(g: Gen, s: GameState, f: 'attackers' | 'blockers'): unknown[] {
  const additions: object[] = legalActions(s).flatMap((x): object[] => (x.type === 'declareAttacker' ? [{ attacker: x.attacker, target: x.target, ...(x.band !== undefined ? { band: x.band } : {}) }] : x.type === 'declareBlocker' ? [{ blocker: x.blocker, attacker: x.attacker }] : []));
  if (additions.length > 0 && g(() => fc.integer({ min: 0, max: 3 })) > 0) return g(() => fc.shuffledSubarray(additions, { maxLength: Math.min(4, additions.length) }));
  const seat = (): number => g(() => fc.integer({ min: 0, max: s.players.length - 1 }));
  return g(() => fc.array(fc.boolean(), { maxLength: 3 })).map(() => (f === 'attackers' ? { attacker: someId(g, s), target: { player: seat() } } : { blocker: someId(g, s), attacker: someId(g, s) }));
}

/** A well-formed action of a type with plausible values: what a confused client might send. */
function plausible(g: Gen, s: GameState, type: string, player: number): Record<string, unknown> {
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
function candidate(g: Gen, s: GameState, legal: readonly Action[], history: readonly Action[]): unknown {
  const a = rawCandidate(g, s, legal, history);
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return a;
  const fields = FIELDS[String((a as { type?: unknown }).type)];
  if (!fields) return a;
  return Object.fromEntries(Object.entries(a).filter(([k]) => k === 'type' || k === 'player' || fields.includes(k)));
}

function rawCandidate(g: Gen, s: GameState, legal: readonly Action[], history: readonly Action[]): unknown {
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

/** The same action for the engine: a choice is a set of option indexes (CR 608.2d). */
function normal(a: unknown): string {
  if (typeof a === 'object' && a !== null && !Array.isArray(a) && (a as { type?: unknown }).type === 'choose' && Array.isArray((a as { choice?: unknown }).choice)) {
    return canonical({ ...a, choice: [...((a as { choice: unknown[] }).choice)].sort() });
  }
  return canonical(a);
}

/** Whether the candidate takes a creature back out of the declaration being built, which `apply` accepts but `legalActions` never lists. */
function isTakingBack(s: GameState, a: unknown): boolean {
  if (typeof a !== 'object' || a === null) return false;
  const x = a as { type?: unknown; player?: unknown; attacker?: unknown; blocker?: unknown };
  const d = s.decision;
  if (!d || (d.kind !== 'declareAttackers' && d.kind !== 'declareBlockers') || x.player !== d.player) return false;
  const id = x.type === 'undeclareAttacker' && d.kind === 'declareAttackers' ? x.attacker : x.type === 'undeclareBlocker' && d.kind === 'declareBlockers' ? x.blocker : undefined;
  return d.pending.entries.some((e) => e.id === id);
}

/**
 * For a whole declaration of attackers or blockers (never listed), the same creatures declared one
 * at a time from an empty declaration and confirmed: accepted exactly when it is; null for any other action.
 */
function stepwise(s: GameState, a: unknown): boolean | null {
  if (typeof a !== 'object' || a === null) return null;
  const x = a as Record<string, unknown>;
  if (x.type !== 'declareAttackers' && x.type !== 'declareBlockers') return null;
  const d = s.decision;
  if (!d || d.kind !== x.type || d.player !== x.player) return false;
  return stepwiseFromEmpty(s, x);
}

/** Whether conceding is what the candidate does, legally: any player in the game, any time (CR 104.3a). */
function isLegalConcession(s: GameState, a: unknown): boolean {
  if (typeof a !== 'object' || a === null || (a as { type?: unknown }).type !== 'concede') return false;
  const p = (a as { player?: unknown }).player;
  return !s.result && Number.isInteger(p) && s.players[p as number]?.inGame === true;
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

/** Tries `count` candidates on one frozen state. */
function check(g: Gen, s: GameState, history: readonly Action[], count: number): void {
  const before = structuredClone(s);
  const legal = legalActions(s);
  const listed = new Set(legal.map(normal));
  for (let i = 0; i < count; i++) {
    const a = candidate(g, s, legal, history);
    const r = tryApply(s, a as Action);
    const whole = stepwise(s, a);
    if (whole !== null) {
      if (r.ok !== whole) throw new Error(`whole declaration ${JSON.stringify(a)} ${r.ok ? 'accepted' : 'refused'}, one at a time ${whole ? 'accepted' : 'refused'}`);
      if (r.ok) checkInvariants(r.state);
      else expect(r.error).toBeInstanceOf(RulesError);
    } else if (listed.has(normal(a)) || isLegalConcession(s, a) || isTakingBack(s, a)) {
      if (!r.ok) throw new Error(`legal action ${JSON.stringify(a)} refused: ${r.error.message}`);
      checkInvariants(r.state);
    } else if (r.ok) {
      throw new Error(`unlisted action ${JSON.stringify(a)} accepted at decision ${JSON.stringify(s.decision)}`);
    } else {
      expect(r.error).toBeInstanceOf(RulesError);
    }
  }
  expect(s).toStrictEqual(before);
}
