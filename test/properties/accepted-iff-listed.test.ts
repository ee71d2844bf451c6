/**
 * An action is accepted if and only if it equals one `legalActions` lists or a documented
 * equivalent form (test/properties/hostile.ts, `expected`; README "Which actions `apply`
 * accepts"), on random states of every format: listed actions mutated as a hostile client would —
 * extra fields, wrong seats, wrong ids, type-coerced fields, prototype keys and inherited fields,
 * huge amounts, another action's type — are refused with a RulesError, and a refused action leaves
 * the state as it was. The draft's actions likewise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, legalActions, legalPicks, RulesError, tryApply, type Action, type DraftAction, type ReadonlyDraftState, type ReadonlyGameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { eitherAgrees, expected, GAME_FORMATS, mutate, newHostileGame, normalAction } from './hostile.js';

/** Decisions each random game is played for. */
const STEPS = 120;
/** Mutated actions tried at each decision. */
const TRIES = 3;

/** Tries a candidate on a state; fails the property on a wrong answer. */
function tryCandidate(s: ReadonlyGameState, listed: ReadonlySet<string>, a: unknown, what: string): void {
  const show = (): string => normalAction(a);
  let r: ReturnType<typeof tryApply>;
  try {
    r = tryApply(s, a as Action);
  } catch (e) {
    throw new Error(`${what} ${show()} threw ${String(e)}`);
  }
  const want = expected(s, listed, a);
  if (want === 'accept' && !r.ok) throw new Error(`listed ${show()} refused: ${r.error.message}`);
  if (want === 'refuse' && r.ok) throw new Error(`${what} ${show()} accepted but not listed, at ${JSON.stringify(s.decision)}`);
  if (want === 'either' && !eitherAgrees(s, a as Record<string, unknown>, r.ok)) throw new Error(`${what} ${show()}: ${r.ok ? 'accepted' : 'refused'}, unlike its listed form`);
  if (!r.ok) expect(r.error).toBeInstanceOf(RulesError);
}

describe('accepted if and only if listed (or a documented equivalent)', () => {
  it('mutated listed actions on random states of every format', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_FORMATS), fc.integer({ min: 0, max: 2 ** 30 }), (format, seed) => {
        const rng = seedRng(seed);
        const game = newHostileGame(format, rng);
        let s = game.state;
        for (let n = 0; n < STEPS && !s.result; n++) {
          const legal = legalActions(s);
          expect(legal.length, `nothing listed at ${JSON.stringify(s.decision)}`).toBeGreaterThan(0);
          const listed = new Set(legal.map(normalAction));
          const before = JSON.stringify(s);
          for (let i = 0; i < TRIES; i++) {
            const { action, kind } = mutate(s, legal[randomInt(rng, legal.length)]!, legal, rng);
            tryCandidate(s, listed, action, kind);
          }
          expect(JSON.stringify(s)).toBe(before);
          s = game.after(tryApplyOk(s, legal[randomInt(rng, legal.length)]!));
        }
      }),
      { numRuns: 15, endOnFailure: true },
    );
  });

  it('mutated draft actions: accepted exactly when listed, refusal changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 0, max: 2 ** 30 }), (drafters, seed) => {
        const rng = seedRng(seed);
        let d: ReadonlyDraftState = createDraft({ drafters, seed, rounds: 1 });
        for (let n = 0; n < 60 && d.phase !== 'complete'; n++) {
          const legal = legalPicks(d);
          const listed = new Set(legal.map((a) => normalAction(withoutUndefined(a))));
          const before = JSON.stringify(d);
          for (let i = 0; i < TRIES; i++) {
            const base = legal[randomInt(rng, legal.length)]!;
            const { action } = mutate({ players: d.drafters, objects: [] } as unknown as ReadonlyGameState, { ...base, player: base.seat } as unknown as Action, [], rng);
            const a = asDraftAction(action);
            let accepted = false;
            try {
              applyDraft(d, a as DraftAction);
              accepted = true;
            } catch (e) {
              if (!(e instanceof RulesError)) throw new Error(`draft ${normalAction(a)} threw ${String(e)}`);
            }
            expect(accepted, normalAction(a)).toBe(listed.has(normalAction(withoutUndefined(a))) && isPlainObject(a));
          }
          expect(JSON.stringify(d)).toBe(before);
          d = applyDraft(d, legal[randomInt(rng, legal.length)]!);
        }
      }),
      { numRuns: 15, endOnFailure: true },
    );
  });
});

function tryApplyOk(s: ReadonlyGameState, a: Action): ReadonlyGameState {
  const r = tryApply(s, a);
  if (!r.ok) throw new Error(`listed ${JSON.stringify(a)} refused: ${r.error.message}`);
  return r.state;
}

function isPlainObject(a: unknown): boolean {
  return typeof a === 'object' && a !== null && Object.getPrototypeOf(a) === Object.prototype;
}

/** A game-shaped mutation as a draft action: `player` is the draft's `seat`. */
function asDraftAction(a: unknown): unknown {
  if (!isPlainObject(a)) return a;
  const { player, ...rest } = a as Record<string, unknown>;
  return Object.hasOwn(a as object, 'player') ? { ...rest, seat: player } : rest;
}

/** The action without fields set to undefined (JSON has none). */
function withoutUndefined(a: unknown): unknown {
  return isPlainObject(a) ? Object.fromEntries(Object.entries(a as object).filter(([, v]) => v !== undefined)) : a;
}
