/**
 * CR 605.3a with mana paid automatically, on random boards of mana abilities the payment planner
 * does not use (Shimmering Grotto's {1},{T} filter, Treasonous Ogre's "Pay 3 life: Add {R}",
 * Spectral Searchlight's, Mirrodin's Core's charged mana) beside basic lands and Wastes, with a
 * random hand: such an ability is listed at priority exactly when activating some of them, one or
 * two in a row, through `apply`, leads to a state that lists a cast or an activation the state
 * itself does not. The boards allow at most two such activations (two of those permanents, life
 * for one activation of the Ogre, one charge counter on the Core), so both searches are whole.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, legalActions, type Action, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { ok } from './helpers.js';

/** Each permanent's mana ability the planner does not use, by the index of its ability. */
const UNPLANNED: Record<string, number> = { 'Shimmering Grotto': 1, 'Treasonous Ogre': 0, 'Spectral Searchlight': 0, "Mirrodin's Core": 2 };
const LANDS = ['Wastes', 'Island', 'Mountain', 'Swamp', 'Forest'];
/** Spells whose costs those abilities' mana may complete: {U}, {R}, {1}{R}, {U}{U}, {2}, {1}{B}. */
const SPELLS = ['Grixis Illusionist', 'Cinder Wall', 'Goblin Tunneler', 'Plated Seastrider', 'Bronze Sable', 'Child of Night'];

const boardArb = fc.record({
  unplanned: fc.uniqueArray(fc.constantFrom(...Object.keys(UNPLANNED)), { minLength: 1, maxLength: 2 }),
  lands: fc.array(fc.constantFrom(...LANDS), { maxLength: 3 }),
  hand: fc.array(fc.constantFrom(...SPELLS), { maxLength: 3 }),
  life: fc.integer({ min: 1, max: 5 }),
});

/** Whether an action activates one of the board's abilities the planner does not use. */
function isUnplanned(s: ReadonlyGameState, a: Action): boolean {
  return a.type === 'activate' && UNPLANNED[s.objects[a.source]!.card] === a.ability;
}

/** The keys of the casts and activations other than those abilities a state lists. */
function opened(s: ReadonlyGameState): Set<string> {
  return new Set(legalActions(s).filter((a) => (a.type === 'cast' || a.type === 'activate') && !isUnplanned(s, a)).map((a) => JSON.stringify(a)));
}

/** The activations of those abilities that `apply` accepts, as the listing of every mana ability has them. */
function activations(s: ReadonlyGameState): Action[] {
  const manual = { ...s, settings: { ...s.settings, manaAbilities: 'actions' as const } };
  return legalActions(manual).filter((a) => isUnplanned(s, a) && (a.type !== 'activate' || a.chosenPlayer === undefined || a.chosenPlayer === a.player));
}

/** Whether one or two activations of those abilities lead to a state listing a cast or activation `s` does not. */
function opensSomething(s: ReadonlyGameState, before: ReadonlySet<string>, depth: number): boolean {
  for (const a of activations(s)) {
    const t = apply(s, a);
    if ([...opened(t)].some((k) => !before.has(k))) return true;
    if (depth > 1 && opensSomething(t, before, depth - 1)) return true;
  }
  return false;
}

describe('605.3a: mana abilities the planner does not use are listed where their mana opens an action', () => {
  it('listed at priority exactly when one or two of their activations lead to a cast or activation not listed before', () => {
    let listedCount = 0;
    let unlistedCount = 0;
    fc.assert(
      fc.property(boardArb, (board) => {
        const battlefield = [...board.unplanned.map((card) => (card === "Mirrodin's Core" ? { card, counters: { charge: 1 } } : card)), ...board.lands];
        const { state } = scenario({ players: [{ battlefield, hand: board.hand, life: board.life }, {}], settings: { autoPass: 'never' } });
        const listed = legalActions(state).some((a) => isUnplanned(state, a));
        const opens = opensSomething(state, opened(state), 2);
        ok(listed === opens, `listed ${listed}, opens ${opens}: ${JSON.stringify(board)}`);
        if (listed) listedCount++;
        else unlistedCount++;
      }),
      { numRuns: 120 },
    );
    ok(listedCount > 10 && unlistedCount > 10, `too few of one kind: ${listedCount} listed, ${unlistedCount} not`);
  });
});
