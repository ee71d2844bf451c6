/**
 * Goad (CR 701.15) against the declaration of attackers (CR 508.1c–d, 508.1h–j): on small random boards
 * of goaded, tapped, summoning-sick and restricted creatures, with another requirement (Galvanic
 * Juggernaut), a combat limit (Silent Arbiter), a creature that can't attack alone (Ember Beast), a
 * cost to attack (Ghostly Prison) and planeswalkers to attack, goaded by opponents, by the attacking
 * player themselves or by an opponent who has left the game, the full declarations the engine accepts
 * are exactly those a brute-force enumeration finds obeying at least the most requirements a
 * declaration can obey without breaking a restriction or paying a cost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, tryApply, type AttackTarget, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { passUntil, setup } from '../cards/helpers.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

/** One creature of the active player on a random board. */
interface CreatureSpec {
  kind: 'sable' | 'hireling' | 'juggernaut' | 'ember';
  tapped: boolean;
  sick: boolean;
  goadedBy: number[];
}

const CARD: Readonly<Record<CreatureSpec['kind'], string>> = { sable: 'Bronze Sable', hireling: 'Crown-Hunter Hireling', juggernaut: 'Galvanic Juggernaut', ember: 'Ember Beast' };

/** Enough Wastes to pay Ghostly Prison's {2} for each of up to three attackers. */
const WASTES = Array<string>(6).fill('Wastes');

/** Whether the engine accepts this full declaration (each creature attacking a player or a planeswalker, or null). */
function engineAccepts(state: ReadonlyGameState, ids: ObjectId[], declaration: (AttackTarget | null)[]): boolean {
  let s = state;
  for (let i = 0; i < ids.length; i++) {
    const target = declaration[i];
    if (target === null || target === undefined) continue;
    const r = tryApply(s, { type: 'declareAttacker', player: 0, attacker: ids[i]!, target });
    if (!r.ok) return false;
    s = r.state;
  }
  const listed = legalActions(s).some((a) => a.type === 'confirmAttackers');
  expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(listed);
  return listed;
}

/** Every full declaration: each creature stays home or attacks one of the targets. */
function allDeclarations(creatures: number, targets: AttackTarget[]): (AttackTarget | null)[][] {
  let out: (AttackTarget | null)[][] = [[]];
  for (let i = 0; i < creatures; i++) out = out.flatMap((d) => [null, ...targets].map((t) => [...d, t]));
  return out;
}

describe('goad', () => {
  it('the declarations accepted are those obeying the most requirements without breaking a restriction or paying a cost (508.1d)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }).chain((players) => {
          const opponents = Array.from({ length: players - 1 }, (_, i) => i + 1);
          return fc.record({
            players: fc.constant(players),
            monarch: fc.option(fc.integer({ min: 0, max: players - 1 })),
            // Silent Arbiter under player 1; Ghostly Prison and Dack Fayden under some opponents
            arbiter: fc.boolean(),
            prisons: fc.subarray(opponents),
            leaver: fc.option(fc.integer({ min: 1, max: players - 1 })),
            walkers: fc.subarray(opponents),
            creatures: fc.array(fc.record({
              kind: fc.constantFrom<CreatureSpec['kind']>('sable', 'hireling', 'juggernaut', 'ember'),
              tapped: fc.boolean(),
              sick: fc.boolean(),
              // the active player among the goaders too, as after Besmirch (701.15b: its requirement
              // to attack a player other than them is obeyed by any attack on a player)
              goadedBy: fc.subarray([0, ...opponents]),
            }), { minLength: 1, maxLength: 3 }),
          });
        }),
        ({ players, monarch: m0, arbiter: a0, prisons, walkers, creatures, leaver: l0 }) => {
          // an opponent (not the last) leaves before combat (CR 800.4a): the creatures they goaded stay
          // goaded (800.4m), their Silent Arbiter goes, and if they were the monarch the active player
          // becomes it (725.4)
          const leaver = players >= 3 ? l0 : null;
          const arbiter = a0 && leaver !== 1;
          const monarch = m0 === null ? null : (m0 === leaver ? 0 : m0);
          const { state } = setup({
            ...(monarch === null ? {} : { monarch }),
            players: Array.from({ length: players }, (_, p) => (p === 0
              ? { battlefield: [...creatures.map((c) => ({ card: CARD[c.kind], tapped: c.tapped, sick: c.sick })), ...WASTES] }
              : { battlefield: [
                ...(walkers.includes(p) ? [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] : []),
                ...(prisons.includes(p) ? ['Ghostly Prison'] : []),
                ...(arbiter && p === 1 ? ['Silent Arbiter'] : []),
              ] })),
          });
          const ids = state.battlefield.filter((id) => state.objects[id]!.controller === 0 && state.objects[id]!.card !== 'Wastes');
          const planeswalkers = state.battlefield.filter((id) => state.objects[id]!.card === 'Dack Fayden');
          let goaded = mutableCopy(state);
          creatures.forEach((c, i) => {
            if (c.goadedBy.length > 0) mutableObject(goaded, ids[i]!).goadedBy = c.goadedBy;
          });
          if (leaver !== null) goaded = mutableCopy(apply(goaded, { type: 'concede', player: leaver }));
          const s = passUntil(goaded, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
          const targets: AttackTarget[] = [
            ...Array.from({ length: players - 1 }, (_, i) => ({ player: i + 1 })).filter((t) => t.player !== leaver),
            ...planeswalkers.filter((id) => state.objects[id]!.controller !== leaver).map((planeswalker) => ({ planeswalker })),
          ];
          const defender = (t: AttackTarget): PlayerId => ('player' in t ? t.player : state.objects[t.planeswalker]!.controller);
          // brute force, straight from the rules: restrictions (508.1a, 302.6, Crown-Hunter Hireling's
          // 508.1c, Silent Arbiter's limit of one attacker, Ember Beast's "can't attack alone")
          const legal = (d: (AttackTarget | null)[]): boolean => (!arbiter || d.filter((t) => t !== null).length <= 1)
            && !(d.filter((t) => t !== null).length === 1 && creatures[d.findIndex((t) => t !== null)]!.kind === 'ember') && d.every((t, i) => {
            if (t === null) return true;
            const c = creatures[i]!;
            if (c.tapped || c.sick) return false;
            return c.kind !== 'hireling' || monarch === null || monarch === defender(t);
          });
          // requirements (701.15b–c, 508.1d): per goader, it attacks, and it attacks a player (not a
          // planeswalker) other than that goader; Galvanic Juggernaut attacks
          const obeyed = (d: (AttackTarget | null)[]): number => d.reduce<number>((n, t, i) => {
            if (t === null) return n;
            const c = creatures[i]!;
            return n + (c.kind === 'juggernaut' ? 1 : 0) + c.goadedBy.reduce((m, g) => m + 1 + ('player' in t && t.player !== g ? 1 : 0), 0);
          }, 0);
          // a cost (Ghostly Prison's, on attacking its controller, not their planeswalkers) is never
          // required to be paid (508.1d): the most is taken over the declarations that pay nothing
          const free = (d: (AttackTarget | null)[]): boolean => d.every((t) => t === null || !('player' in t && prisons.includes(t.player)));
          const all = allDeclarations(creatures.length, targets).filter(legal);
          const most = Math.max(...all.filter(free).map(obeyed));
          const expected = all.filter((d) => obeyed(d) >= most).map((d) => JSON.stringify(d)).sort();
          if (s.decision?.kind !== 'declareAttackers') {
            // no creature could attack, so the step had no declaration: only staying home was legal
            expect(expected).toEqual([JSON.stringify(creatures.map(() => null))]);
            return;
          }
          const accepted = allDeclarations(creatures.length, targets).filter((d) => engineAccepts(s, ids, d)).map((d) => JSON.stringify(d)).sort();
          expect(accepted).toEqual(expected);
        },
      ),
      { numRuns: 100 },
    );
  });
});
