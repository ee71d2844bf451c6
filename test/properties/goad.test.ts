/**
 * Goad (CR 701.15) against the declaration of attackers (CR 508.1c–d): on small random boards of
 * goaded, tapped, summoning-sick and restricted creatures, the full declarations the engine accepts
 * are exactly those a brute-force enumeration finds obeying the most requirements without breaking
 * a restriction.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalActions, tryApply, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { passUntil, setup } from '../cards/helpers.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

/** One creature of the active player on a random board. */
interface CreatureSpec {
  hireling: boolean;
  tapped: boolean;
  sick: boolean;
  goadedBy: number[];
}

/** Whether the engine accepts this full declaration (each creature attacking a player, or null). */
function engineAccepts(state: ReadonlyGameState, ids: ObjectId[], declaration: (PlayerId | null)[]): boolean {
  let s = state;
  for (let i = 0; i < ids.length; i++) {
    const target = declaration[i];
    if (target === null || target === undefined) continue;
    const r = tryApply(s, { type: 'declareAttacker', player: 0, attacker: ids[i]!, target: { player: target } });
    if (!r.ok) return false;
    s = r.state;
  }
  const listed = legalActions(s).some((a) => a.type === 'confirmAttackers');
  expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(listed);
  return listed;
}

/** Every full declaration: each creature stays home or attacks one opponent. */
function allDeclarations(creatures: number, opponents: PlayerId[]): (PlayerId | null)[][] {
  let out: (PlayerId | null)[][] = [[]];
  for (let i = 0; i < creatures; i++) out = out.flatMap((d) => [null, ...opponents].map((t) => [...d, t]));
  return out;
}

describe('goad', () => {
  it('the declarations accepted are those obeying the most requirements without breaking a restriction (508.1d)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }).chain((players) => fc.record({
          players: fc.constant(players),
          monarch: fc.option(fc.integer({ min: 0, max: players - 1 })),
          creatures: fc.array(fc.record({
            hireling: fc.boolean(),
            tapped: fc.boolean(),
            sick: fc.boolean(),
            goadedBy: fc.subarray(Array.from({ length: players - 1 }, (_, i) => i + 1)),
          }), { minLength: 1, maxLength: 3 }),
        })),
        ({ players, monarch, creatures }) => {
          const names = creatures.map((c: CreatureSpec) => (c.hireling ? 'Crown-Hunter Hireling' : 'Bronze Sable'));
          const { state } = setup({
            ...(monarch === null ? {} : { monarch }),
            players: Array.from({ length: players }, (_, p) => (p === 0 ? {
              battlefield: creatures.map((c, i) => ({ card: names[i]!, tapped: c.tapped, sick: c.sick })),
            } : {})),
          });
          const ids = state.battlefield.filter((id) => state.objects[id]!.controller === 0);
          const goaded = mutableCopy(state);
          creatures.forEach((c, i) => {
            if (c.goadedBy.length > 0) mutableObject(goaded, ids[i]!).goadedBy = c.goadedBy;
          });
          const s = passUntil(goaded, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
          const opponents = Array.from({ length: players - 1 }, (_, i) => i + 1);
          // brute force, straight from the rules: restrictions (508.1a, 302.6, Crown-Hunter Hireling's 508.1c)
          const legal = (d: (PlayerId | null)[]): boolean => d.every((t, i) => {
            if (t === null) return true;
            const c = creatures[i]!;
            if (c.tapped || c.sick) return false;
            return !c.hireling || monarch === null || monarch === t;
          });
          // requirements (701.15b–c): per goader, it attacks; and it attacks a player other than that goader
          const obeyed = (d: (PlayerId | null)[]): number => d.reduce<number>((n, t, i) => n + (t === null ? 0 : creatures[i]!.goadedBy.reduce((m, g) => m + 1 + (t !== g ? 1 : 0), 0)), 0);
          const all = allDeclarations(creatures.length, opponents).filter(legal);
          const most = Math.max(...all.map(obeyed));
          const expected = all.filter((d) => obeyed(d) === most).map((d) => JSON.stringify(d)).sort();
          if (s.decision?.kind !== 'declareAttackers') {
            // no creature could attack, so the step had no declaration: only staying home was legal
            expect(expected).toEqual([JSON.stringify(creatures.map(() => null))]);
            return;
          }
          const accepted = allDeclarations(creatures.length, opponents).filter((d) => engineAccepts(s, ids, d)).map((d) => JSON.stringify(d)).sort();
          expect(accepted).toEqual(expected);
        },
      ),
      { numRuns: 80 },
    );
  });
});
