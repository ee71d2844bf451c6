/**
 * The automatic payment keeps the sources whose mana could do more (CR 601.2g–h, 107.4b–c), against
 * brute force over random battlefields of the card pool's mana sources (`mana-boards.ts`, written
 * from the Oracle texts) and random cards in the player's hand: after a cast without a payment (or
 * an activation of Rogue's Passage's or Shimmering Grotto's ability, whose cost has generic mana and
 * {T}), no tapped permanent could have stayed untapped with an untapped one of the player's tapped in
 * its place that could do less, in this order: one that could make fewer types of mana; or as many,
 * and other uses of less weight (each other ability of a land counted once, and once more if the
 * player's other permanents could pay its mana: Quicksand's costs none, Rogue's Passage's {4},
 * Shimmering Grotto's {1}); or as much, and colorless in place of a color (a Wastes rather than a
 * Mountain, since colorless mana pays only generic and `{C}` symbols). And of two alike in all that,
 * none could be tapped in place of the other leaving fewer of the symbols of the cards left in the
 * player's hand without an untapped permanent to make them (an Island is kept for a blue card in
 * hand). So what is left to the player is never less, in that sense, than another payment would
 * have left.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, legalActions, type Action, type CastAction } from '../../src/index.js';
import { ok } from './helpers.js';
import { boardArb, bundles, fewest, ownTypes, reachable, setUp, SPELLS, totalCost } from './mana-boards.js';

const COLORLESS = 5;

/** The boards of {@link boardArb} with more untapped lands, basic and colorless, so that ties between them are common, and other cards in hand. */
const landsArb = fc.array(
  fc.record({
    card: fc.constantFrom('Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes', 'Wastes', "Rogue's Passage", "Rogue's Passage", 'Shimmering Grotto', 'Quicksand', 'Quicksand', 'Birds of Paradise', 'Reflecting Pool'),
    tapped: fc.constantFrom(false, false, false, true),
    sick: fc.boolean(),
  }),
  { minLength: 3, maxLength: 7 },
);
/** Boards of mostly lands with other uses, so that ties between them are common too. */
const usesArb = fc.array(
  fc.record({ card: fc.constantFrom("Rogue's Passage", 'Shimmering Grotto', 'Quicksand', 'Wastes', 'Plains', 'Forest'), tapped: fc.constantFrom(false, false, false, true), sick: fc.constant(false) }),
  { minLength: 2, maxLength: 6 },
);
const handArb = fc.array(fc.constantFrom(...Object.keys(SPELLS)), { maxLength: 3 });
const tiesArb = fc.tuple(boardArb, fc.oneof(landsArb, usesArb), handArb).map(([board, mine, hand]) => ({ ...board, mine, hand }));

/**
 * Lands with activated abilities other than their "{T}: Add …" one (Oracle text), and how much mana
 * each of those costs besides the land's {T} (Quicksand's: {T}, sacrifice it): tapping the land for
 * mana may cost those.
 */
const OTHER_ABILITIES: Record<string, number[]> = { "Rogue's Passage": [4], Quicksand: [0], 'Shimmering Grotto': [1] };

/** The most mana a permanent's bundles add at once. */
const most = (options: readonly (readonly number[])[]): number => Math.max(0, ...options.map((m) => m.reduce((n, k) => n + k, 0)));

/**
 * Whether a permanent of the key `u` could do less than one of the key `t`, keys ordered as the
 * criteria are: the number of types of mana, the weight of its other uses, colorless or not.
 */
function couldDoLess(u: readonly number[], t: readonly number[]): boolean {
  for (let k = 0; k < u.length; k++) if (u[k] !== t[k]) return u[k]! < t[k]!;
  return false;
}

describe('automatic payment keeps the mana that could do more (CR 601.2g–h, 107.4b–c)', () => {
  it('no tapped permanent could stay untapped with one whose mana could do less, or one alike that leaves the hand more, tapped in its place: a Wastes is tapped rather than a colored basic, an Island kept for a blue card', () => {
    // casts where a colorless-only source and a one-color one could both pay a generic symbol
    let chances = 0;
    // pairs of a tapped permanent and an untapped one whose mana could do less, tried in its place
    let swaps = 0;
    // pairs of a tapped permanent and an untapped one that could be tapped in its place, as flexible, alike
    // in colorless, which other uses or the hand's asks tell apart
    let weighed = 0;
    // of those, pairs of two lands with other uses of different weights
    let usesWeighed = 0;
    // and pairs alike in all those that the hand tells apart
    let handWeighed = 0;
    fc.assert(
      fc.property(tiesArb, (board) => {
        const { state, spell, mine } = setUp(board, {}, board.hand);
        const options = bundles(board);
        const kinds = ownTypes(board);
        const listed = legalActions(state);
        // the casts, and the abilities whose cost has generic mana and {T} (Rogue's Passage's {4}, Shimmering Grotto's {1});
        // the cards in hand as the cost is paid: a spell cast is on the stack by then (CR 601.2a)
        const paid: { action: Action; cost: { generic: number; colored: number[] }; self: number; hand: readonly string[] }[] = [
          ...listed.filter((a): a is CastAction => a.type === 'cast' && a.card === spell).map((a) => ({ action: a, cost: totalCost(board, a.x, a.kicked ?? 0), self: -1, hand: board.hand })),
          ...listed.flatMap((a) => {
            if (a.type !== 'activate' || a.ability !== 1) return [];
            const self = mine.indexOf(a.source);
            const card = board.mine[self]?.card;
            const hand = board.grenzo ? board.hand : [board.spell, ...board.hand];
            return card === "Rogue's Passage" || card === 'Shimmering Grotto' ? [{ action: a, cost: { generic: card === 'Shimmering Grotto' ? 1 : 4, colored: [] }, self, hand }] : [];
          }),
        ];
        for (const { action: a, cost, self, hand } of paid) {
          const oneType = kinds.filter((k) => k.types.length === 1);
          if (cost.generic > 0 && oneType.some((k) => k.types[0] === COLORLESS) && oneType.some((k) => k.types[0] !== COLORLESS)) chances++;
          // what each permanent's other uses weigh: each once, and once more if the other permanents
          // could pay its mana (not the one an activation taps for its cost)
          const uses = board.mine.map((p, i) => {
            const others = options.reduce((n, o, j) => n + (j === i || j === self ? 0 : most(o)), 0);
            return (OTHER_ABILITIES[p.card] ?? []).reduce((n, mana) => n + (others >= mana ? 2 : 1), 0);
          });
          const key = (i: number): number[] => {
            const types = kinds[i]!.types;
            return [types.length, uses[i]!, types.includes(COLORLESS) ? 0 : 1];
          };
          const after = apply(state, a);
          const tapped = mine.map((id, j) => j !== self && after.objects[id]!.tapped && !state.objects[id]!.tapped);
          // the symbols of the cards left in hand asking for each type that the untapped permanents
          // could not make, one permanent a symbol (the rest of the hand's mana costs, Oracle text)
          const asked = [0, 0, 0, 0, 0, 0];
          for (const card of hand) for (const c of SPELLS[card]!.colored) asked[c]!++;
          const missing = (untapped: (j: number) => boolean): number =>
            asked.reduce((n, want, type) => n + Math.max(0, want - kinds.filter((k, j) => j !== self && untapped(j) && k.types.includes(type)).length), 0);
          const now = missing((j) => !tapped[j]);
          tapped.forEach((isTapped, t) => {
            if (!isTapped) return;
            kinds.forEach((u, i) => {
              if (tapped[i] || i === self || u.types.length === 0 || u.land !== kinds[t]!.land) return;
              const [ku, kt] = [key(i), key(t)];
              const alike = couldDoLess(ku, kt) === false && couldDoLess(kt, ku) === false;
              // with i tapped in place of t: what the hand would miss
              const then = alike ? missing((j) => j === t || (!tapped[j] && j !== i)) : now;
              // a choice the other uses or the hand decide: as flexible, alike in colorless, told apart by those
              const decided = ku[0] === kt[0] && ku[2] === kt[2] && (ku[1] !== kt[1] || then !== now);
              if (!couldDoLess(ku, kt) && !decided) return;
              // the same permanents with i tapped in place of t
              const swapped = options.map((o, j) => (j === i || (tapped[j] && j !== t) ? o : []));
              const pays = fewest(reachable(swapped), cost) !== null;
              if (decided && pays) weighed++;
              if (decided && pays && ku[1]! > 0 && kt[1]! > 0 && ku[1] !== kt[1]) usesWeighed++;
              if (alike && pays && then !== now) handWeighed++;
              const names = `${board.mine[i]!.card} (${ku.join(',')}) untapped, ${board.mine[t]!.card} (${kt.join(',')}) tapped, hand ${hand.join(', ')}`;
              if (alike) {
                ok(!pays || then >= now, `${JSON.stringify(a)}: ${names}, though tapping the first in place of the second pays and leaves less of the hand missing (${then} < ${now})`);
                return;
              }
              if (!couldDoLess(ku, kt)) return;
              ok(!pays, `${JSON.stringify(a)}: ${names}, though tapping the first in place of the second pays`);
              swaps++;
            });
          });
        }
      }),
      { numRuns: 300 },
    );
    // the least each count read over 16 seeds (FC_SEED 1 to 14 and two random ones, session 30) was
    // 229, 146, 7 and 10: these bounds say the property compared such choices, with a margin below
    // what any seed read (the 200 once asked of the second failed on seeds 1 and 5)
    ok(chances > 100 && weighed > 60 && usesWeighed > 3 && handWeighed > 3, `too few casts compared: ${chances} where a colorless land and a one-color one could pay generic mana (${swaps} swaps tried), ${weighed} choices told apart by other uses or the hand, ${usesWeighed} between lands with other uses, ${handWeighed} by the hand`);
  });
});
