/**
 * Declarations of attackers whose cost (Ghostly Prison, CR 508.1h–j) only mana abilities the payment
 * planner does not use could pay (Treasonous Ogre's life, Spectral Searchlight, Mirrodin's Core's
 * counters, Shimmering Grotto's and Selvala, Heart of the Wilds' mana bought with mana, CR 605.3a):
 * on small random boards, in both settings of `manaAbilities`, the declarations listed actions reach
 * (creatures added by listed additions, then listed mana abilities, then a listed confirmation) are
 * exactly those the game accepts by some sequence of actions (each creature added, then any mana
 * abilities that are accepted, tried by hand, then the confirmation).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, legalActions, tryApply, type Action, type ActivateAction, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { passUntil } from '../cards/helpers.js';
import { ok } from './helpers.js';

const CREATURES = ['Bronze Sable', 'Wild Griffin', 'Treasonous Ogre', 'Selvala, Heart of the Wilds'];
const MANA = ['Wastes', 'Shimmering Grotto', 'Treasonous Ogre', 'Spectral Searchlight', "Mirrodin's Core"];

const boardArb = fc.record({
  automatic: fc.boolean(),
  creatures: fc.uniqueArray(fc.constantFrom(...CREATURES), { minLength: 1, maxLength: 3 }),
  mana: fc.array(fc.constantFrom(...MANA), { maxLength: 3 }),
  charge: fc.integer({ min: 0, max: 1 }),
  life: fc.integer({ min: 1, max: 10 }),
  prisons: fc.integer({ min: 1, max: 2 }),
});
type Board = typeof boardArb extends fc.Arbitrary<infer T> ? T : never;

/** The board at player 0's declaration of attackers, and their creatures in the order of the board. */
function boardState(b: Board): { s: ReadonlyGameState; creatures: ObjectId[] } {
  const mana = b.mana.map((card) => (card === "Mirrodin's Core" ? { card, counters: { charge: b.charge } } : card));
  const { state, ids } = scenario({
    players: [
      { battlefield: [...b.creatures, ...mana], life: b.life, library: Array<string>(10).fill('Wastes') },
      { battlefield: ['Ghostly Prison'], library: Array<string>(10).fill('Wastes') },
      { battlefield: b.prisons === 2 ? ['Ghostly Prison'] : [], library: Array<string>(10).fill('Wastes') },
    ],
    settings: { autoPass: 'never', manaAbilities: b.automatic ? 'automatic' : 'actions' },
  });
  const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
  return { s, creatures: ids.battlefield[0]!.slice(0, b.creatures.length) };
}

/**
 * What two states differ in for what is left to pay: life, tapped permanents, counters, and of the
 * pool its total and whether it holds {G} (the costs are generic but for Selvala's {G}).
 */
function paymentKey(s: ReadonlyGameState): string {
  const pool = s.players[0]!.pool;
  const total = pool.W + pool.U + pool.B + pool.R + pool.G + pool.C;
  return JSON.stringify([total, pool.G > 0, s.players[0]!.life, s.battlefield.map((id) => [s.objects[id]!.tapped, s.objects[id]!.counters])]);
}

/** Whether a confirmation is reached from `s` by activating mana abilities that `next` gives, depth first. */
function confirmable(s: ReadonlyGameState, next: (s: ReadonlyGameState) => ReadonlyGameState[], confirms: (s: ReadonlyGameState) => boolean, seen = new Set<string>()): boolean {
  if (confirms(s)) return true;
  const key = paymentKey(s);
  if (seen.has(key)) return false;
  seen.add(key);
  return next(s).some((t) => confirmable(t, next, confirms, seen));
}

/** The states after each mana ability player 0 may activate for themselves, found by trying actions by hand (not listed ones). */
function triedActivations(s: ReadonlyGameState): ReadonlyGameState[] {
  const out: ReadonlyGameState[] = [];
  for (const source of s.battlefield) {
    if (s.objects[source]!.controller !== 0) continue;
    for (let ability = 0; ability < 3; ability++) {
      const base: ActivateAction = { type: 'activate', player: 0, source, ability, targets: [], x: 0 };
      // green for a choice of one color (it pays Selvala's {G} and all else as well), a combination all green
      const forms: ActivateAction[] = [
        base,
        { ...base, color: 'G' },
        { ...base, chosenPlayer: 0, color: 'G' },
        ...Array.from({ length: 7 }, (_, n) => ({ ...base, colors: Array<'G'>(n).fill('G') })),
      ];
      for (const form of forms) {
        const r = tryApply(s, form);
        if (r.ok && r.state.decision?.kind === 'declareAttackers') out.push(r.state);
      }
    }
  }
  return out;
}

/** The states after each listed mana ability. */
function listedActivations(s: ReadonlyGameState): ReadonlyGameState[] {
  return legalActions(s).filter((a) => a.type === 'activate').map((a) => apply(s, a));
}

describe('declarations of attackers paid with mana abilities the planner does not use (CR 508.1h–j, 605.3a)', () => {
  it('listed actions reach exactly the declarations the game accepts by some sequence of actions', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const { s, creatures } = boardState(b);
        if (s.decision?.kind !== 'declareAttackers') return;
        let declarations: [ObjectId, PlayerId][][] = [[]];
        for (const id of creatures) declarations = declarations.flatMap((d) => [d, [...d, [id, 1]], [...d, [id, 2]]]);
        for (const declaration of declarations) {
          // accepted: each addition, then mana abilities tried by hand, then the confirmation
          let added = s;
          for (const [attacker, p] of declaration) added = apply(added, { type: 'declareAttacker', player: 0, attacker, target: { player: p } });
          const confirm: Action = { type: 'confirmAttackers', player: 0 };
          const accepted = confirmable(added, triedActivations, (x) => tryApply(x, confirm).ok);
          // listed: each addition listed, then listed mana abilities, then a listed confirmation
          let listed: ReadonlyGameState | null = s;
          for (const [attacker, p] of declaration) {
            const a: Action | undefined = legalActions(listed).find((x) => x.type === 'declareAttacker' && x.attacker === attacker && x.band === undefined && 'player' in x.target && x.target.player === p);
            if (!a) {
              listed = null;
              break;
            }
            listed = apply(listed, a);
          }
          const reached = listed !== null && confirmable(listed, listedActivations, (x) => legalActions(x).some((a) => a.type === 'confirmAttackers'));
          ok(reached === accepted, `${JSON.stringify(b)} ${JSON.stringify(declaration)}: accepted ${accepted}, reached by listed actions ${reached}`);
        }
      }),
      { numRuns: 60 },
    );
  });
});
