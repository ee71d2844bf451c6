/**
 * CR 605.3a with mana paid automatically, on random boards of mana abilities the payment planner
 * does not use (Shimmering Grotto's {1},{T} filter, Treasonous Ogre's "Pay 3 life: Add {R}",
 * Spectral Searchlight's, Mirrodin's Core's charged mana, Selvala, Heart of the Wilds' {G},{T})
 * beside basic lands and Wastes:
 *
 * - at priority, with a random hand, such an ability is listed exactly when activating some of
 *   them, one or two in a row, through `apply`, leads to a state that lists a cast or an activation
 *   the state itself does not. The boards allow at most two such activations (two of those
 *   permanents, life for one activation of the Ogre, one charge counter on the Core), so both
 *   searches are whole;
 * - while a declaration of attackers costs mana (Ghostly Prison, 508.1i), built of random listed
 *   additions, and at Natural Unity's "you may pay {G}" (608.2d), it is listed exactly when some
 *   sequence of their activations that `apply` accepts, of any length, leads to a state listing an
 *   action (a confirmation, an option to pay) the state does not: there life is paid down to 0
 *   (119.4), no state-based action being checked before the declaration or the resolution is done.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, legalActions, type Action, type ReadonlyGameState } from '../../src/index.js';
import { passUntil } from '../cards/helpers.js';
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

/** The mana abilities of the declaration and choice boards the planner does not use, by the index of each card's. */
const PAYING: Record<string, number> = { ...UNPLANNED, 'Selvala, Heart of the Wilds': 0 };

/** Whether an action activates one of those abilities. */
function isPaying(s: ReadonlyGameState, a: Action): boolean {
  return a.type === 'activate' && PAYING[s.objects[a.source]!.card] === a.ability;
}

/** The keys of the actions a state lists other than those abilities' activations. */
function others(s: ReadonlyGameState): Set<string> {
  return new Set(legalActions(s).filter((a) => !isPaying(s, a)).map((a) => JSON.stringify(a)));
}

/**
 * The activations of those abilities that `apply` accepts, as the listing of every mana ability has
 * them, each adding green (every cost here is generic but {G}: green pays all that any color does)
 * and for player 0 themselves, after which player 0 still makes the same kind of decision.
 */
function payingActivations(s: ReadonlyGameState): ReadonlyGameState[] {
  const manual = { ...s, settings: { ...s.settings, manaAbilities: 'actions' as const } };
  const green = (a: Action): boolean => a.type === 'activate' && (a.color === undefined || a.color === 'G') && (a.colors ?? []).every((c) => c === 'G') && (a.chosenPlayer === undefined || a.chosenPlayer === 0);
  return legalActions(manual)
    .filter((a) => isPaying(s, a) && green(a))
    .map((a) => apply(s, a))
    .filter((t) => t.decision?.kind === s.decision?.kind && t.decision?.player === 0);
}

/** What two states differ in for what is left to pay: life, the pool, tapped permanents and counters. */
function payingKey(s: ReadonlyGameState): string {
  return JSON.stringify([s.players[0]!.life, s.players[0]!.pool, s.battlefield.map((id) => [s.objects[id]!.tapped, s.objects[id]!.counters])]);
}

/** Whether some sequence of those activations from `s` leads to a state listing an action `before` lacks, depth first. */
function reachesNew(s: ReadonlyGameState, before: ReadonlySet<string>, seen = new Set<string>()): boolean {
  for (const t of payingActivations(s)) {
    const key = payingKey(t);
    if (seen.has(key)) continue;
    seen.add(key);
    if ([...others(t)].some((k) => !before.has(k))) return true;
    if (reachesNew(t, before, seen)) return true;
  }
  return false;
}

/** Fails unless those abilities are listed in `s` exactly when their activations reach a new action; says which it was. */
function listedExactly(s: ReadonlyGameState, where: string): boolean {
  const listed = legalActions(s).some((a) => isPaying(s, a));
  const opens = reachesNew(s, others(s));
  ok(listed === opens, `listed ${listed}, opens ${opens}: ${where}`);
  return listed;
}

const CREATURES = ['Bronze Sable', 'Wild Griffin', 'Treasonous Ogre', 'Selvala, Heart of the Wilds'];
const PAYERS = ['Wastes', 'Forest', 'Shimmering Grotto', 'Treasonous Ogre', 'Spectral Searchlight', "Mirrodin's Core", 'Selvala, Heart of the Wilds'];

const declarationArb = fc.record({
  creatures: fc.uniqueArray(fc.constantFrom(...CREATURES), { minLength: 1, maxLength: 3 }),
  mana: fc.array(fc.constantFrom(...PAYERS), { maxLength: 3 }),
  charge: fc.integer({ min: 0, max: 2 }),
  life: fc.integer({ min: 1, max: 10 }),
  prisons: fc.integer({ min: 1, max: 2 }),
  additions: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  activated: fc.option(fc.nat(), { nil: undefined }),
});

const choiceArb = fc.record({
  mana: fc.array(fc.constantFrom(...PAYERS.slice(2)), { minLength: 1, maxLength: 3 }),
  lands: fc.array(fc.constantFrom('Wastes', 'Wastes', 'Wastes', 'Forest'), { maxLength: 2 }),
  charge: fc.integer({ min: 0, max: 3 }),
  life: fc.integer({ min: 1, max: 8 }),
  activated: fc.option(fc.nat(), { nil: undefined }),
});

/** A board entry: Mirrodin's Core with its charge counters, anything else by name. */
const entry = (card: string, charge: number): string | { card: string; counters: Record<string, number> } => (card === "Mirrodin's Core" ? { card, counters: { charge } } : card);

describe('605.3a: mana abilities the planner does not use, while paying for attackers and at "you may pay {…}"', () => {
  it('508.1i: listed while a declaration of attackers costs mana exactly when their activations lead to an action not listed before', () => {
    let listedCount = 0;
    let unlistedCount = 0;
    fc.assert(
      fc.property(declarationArb, (b) => {
        const { state } = scenario({
          players: [
            { battlefield: [...b.creatures, ...b.mana.map((card) => entry(card, b.charge))], life: b.life, library: Array<string>(10).fill('Wastes') },
            { battlefield: Array<string>(b.prisons).fill('Ghostly Prison'), library: Array<string>(10).fill('Wastes') },
            { battlefield: ['Ghostly Prison'], library: Array<string>(10).fill('Wastes') },
          ],
          settings: { autoPass: 'never' },
        });
        let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
        for (const n of b.additions) {
          if (s.decision?.kind !== 'declareAttackers') return;
          const adds = legalActions(s).filter((a) => a.type === 'declareAttacker' && a.band === undefined);
          if (adds.length === 0) break;
          s = apply(s, adds[n % adds.length]!);
        }
        if (b.activated !== undefined) {
          const next = payingActivations(s);
          if (next.length > 0) s = next[b.activated % next.length]!;
        }
        // only while the declaration as it stands costs mana is any mana ability activated (CR 508.1i)
        if (s.decision?.kind !== 'declareAttackers' || !s.decision.pending.entries.some((e) => e.target !== null && 'player' in e.target)) return;
        if (listedExactly(s, JSON.stringify(b))) listedCount++;
        else unlistedCount++;
      }),
      { numRuns: 160 },
    );
    ok(listedCount > 10 && unlistedCount > 10, `too few of one kind: ${listedCount} listed, ${unlistedCount} not`);
  });

  it('608.2d: listed at Natural Unity\'s "you may pay {G}" exactly when their activations lead to an option not offered before', () => {
    let listedCount = 0;
    let unlistedCount = 0;
    fc.assert(
      fc.property(choiceArb, (b) => {
        const { state } = scenario({
          format: 'conspiracy',
          players: [{ battlefield: ['Bronze Sable', ...b.mana.map((card) => entry(card, b.charge)), ...b.lands], life: b.life, command: [{ card: 'Natural Unity', names: ['Bronze Sable'] }] }, {}, {}],
          settings: { autoPass: 'never' },
        });
        let s = passUntil(state, (x) => x.decision?.kind === 'choose');
        if (s.decision?.kind !== 'choose' || s.decision.choice.rule !== '608.2d') return;
        if (b.activated !== undefined) {
          const next = payingActivations(s);
          if (next.length > 0) s = next[b.activated % next.length]!;
        }
        if (listedExactly(s, JSON.stringify(b))) listedCount++;
        else unlistedCount++;
      }),
      { numRuns: 160 },
    );
    ok(listedCount > 10 && unlistedCount > 10, `too few of one kind: ${listedCount} listed, ${unlistedCount} not`);
  });
});
