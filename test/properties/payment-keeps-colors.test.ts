/**
 * The automatic payment keeps the sources whose mana could do more (CR 601.2g–h, 107.4b–c), against
 * brute force over random battlefields of the card pool's mana sources (`mana-boards.ts`, written
 * from the Oracle texts): after a cast without a payment (or an activation of Rogue's Passage's or
 * Shimmering Grotto's ability, whose cost has generic mana and {T}), no tapped permanent could have stayed
 * untapped with an untapped one of the player's tapped in its place that could do less — one whose
 * types of mana are a subset of the tapped one's; or the same types, but without another use where
 * the tapped one has one (a Wastes rather than Rogue's Passage); or the same but colorless in place
 * of a color (a Wastes rather than a Mountain, since colorless mana pays only generic and `{C}`
 * symbols), not with another use where the tapped one has none. So what is left to the player is
 * never less, in that sense, than another payment would have left.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, legalActions, type Action, type CastAction } from '../../src/index.js';
import { ok } from './helpers.js';
import { boardArb, bundles, fewest, ownTypes, reachable, setUp, totalCost } from './mana-boards.js';

const COLORLESS = 5;

/** The boards of {@link boardArb} with more untapped lands, basic and colorless, so that ties between them are common. */
const landsArb = fc.array(
  fc.record({
    card: fc.constantFrom('Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes', 'Wastes', "Rogue's Passage", 'Shimmering Grotto', 'Quicksand', 'Birds of Paradise', 'Reflecting Pool'),
    tapped: fc.constantFrom(false, false, false, true),
    sick: fc.boolean(),
  }),
  { minLength: 3, maxLength: 7 },
);
const tiesArb = fc.tuple(boardArb, landsArb).map(([board, mine]) => ({ ...board, mine }));

/** Lands with an activated ability other than their "{T}: Add …" one (Oracle text): tapping them for mana may cost that ability. */
const OTHER_USE = new Set(["Rogue's Passage", 'Quicksand', 'Shimmering Grotto']);

/**
 * Whether a permanent making mana of the types `u` could do less than one making `t`: `u` a proper
 * subset of `t`; or as many types, and then the same types without another use where `t` has one, or
 * `t` with colorless in place of one color, not with another use where `t` has none.
 */
function couldDoLess(u: { types: readonly number[]; use: boolean }, t: { types: readonly number[]; use: boolean }): boolean {
  const inT = u.types.filter((type) => t.types.includes(type)).length;
  if (inT === u.types.length) return u.types.length < t.types.length || (u.types.length === t.types.length && !u.use && t.use);
  const colorlessForColor = u.types.length === t.types.length && inT === u.types.length - 1 && u.types.includes(COLORLESS) && !t.types.includes(COLORLESS);
  return colorlessForColor && (t.use || !u.use);
}

describe('automatic payment keeps the mana that could do more (CR 601.2g–h, 107.4b–c)', () => {
  it('no tapped permanent could stay untapped with one whose mana could do less tapped in its place: a Wastes is tapped rather than a colored basic', () => {
    // casts where a colorless-only source and a one-color one could both pay a generic symbol
    let chances = 0;
    // pairs of a tapped permanent and an untapped one whose mana could do less, tried in its place
    let swaps = 0;
    fc.assert(
      fc.property(tiesArb, (board) => {
        const { state, spell, mine } = setUp(board);
        const options = bundles(board);
        const kinds = ownTypes(board);
        const listed = legalActions(state);
        // the casts, and the abilities whose cost has generic mana and {T} (Rogue's Passage's {4}, Shimmering Grotto's {1})
        const paid: { action: Action; cost: { generic: number; colored: number[] }; self: number }[] = [
          ...listed.filter((a): a is CastAction => a.type === 'cast' && a.card === spell).map((a) => ({ action: a, cost: totalCost(board, a.x, a.kicked ?? 0), self: -1 })),
          ...listed.flatMap((a) => {
            if (a.type !== 'activate' || a.ability !== 1) return [];
            const self = mine.indexOf(a.source);
            const card = board.mine[self]?.card;
            return card === "Rogue's Passage" || card === 'Shimmering Grotto' ? [{ action: a, cost: { generic: card === 'Shimmering Grotto' ? 1 : 4, colored: [] }, self }] : [];
          }),
        ];
        for (const { action: a, cost, self } of paid) {
          const oneType = kinds.filter((k) => k.types.length === 1);
          if (cost.generic > 0 && oneType.some((k) => k.types[0] === COLORLESS) && oneType.some((k) => k.types[0] !== COLORLESS)) chances++;
          const after = apply(state, a);
          const tapped = mine.map((id, j) => j !== self && after.objects[id]!.tapped && !state.objects[id]!.tapped);
          tapped.forEach((isTapped, t) => {
            if (!isTapped) return;
            kinds.forEach((u, i) => {
              if (tapped[i] || i === self || u.types.length === 0 || u.land !== kinds[t]!.land) return;
              if (!couldDoLess({ types: u.types, use: OTHER_USE.has(board.mine[i]!.card) }, { types: kinds[t]!.types, use: OTHER_USE.has(board.mine[t]!.card) })) return;
              // the same permanents with i tapped in place of t
              const swapped = options.map((o, j) => (j === i || (tapped[j] && j !== t) ? o : []));
              const pays = fewest(reachable(swapped), cost) !== null;
              const names = `${board.mine[i]!.card} (${u.types.join(',')}) untapped, ${board.mine[t]!.card} (${kinds[t]!.types.join(',')}) tapped`;
              ok(!pays, `${JSON.stringify(a)}: ${names}, though tapping the first in place of the second pays`);
              swaps++;
            });
          });
        }
      }),
      { numRuns: 300 },
    );
    ok(chances > 100, `too few casts compared: ${chances} where a colorless land and a one-color one could pay generic mana (${swaps} swaps tried)`);
  });
});
