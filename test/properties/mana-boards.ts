/**
 * Random battlefields of the mana sources of the card pool that the payment planner taps by their
 * "{T}: Add …" abilities, a spell to cast, and what every combination of those sources could pay,
 * written from the cards' Oracle text and not read from the engine: the brute force the properties
 * of automatic payment compare the engine with.
 */
import fc from 'fast-check';
import type { GameSettings, ReadonlyGameState } from '../../src/index.js';
import { editState, scenario, type PermanentSpec } from '../../src/testing/index.js';

/** Mana by type: W U B R G C. */
export type Mana = readonly number[];
const TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
const COLORS = [0, 1, 2, 3, 4];
const one = (t: number, n = 1): Mana => TYPES.map((_, i) => (i === t ? n : 0));
const plus = (a: Mana, b: Mana): Mana => a.map((n, i) => n + b[i]!);

/** The lands of the generator and the types of mana their "{T}: Add …" ability adds (Oracle text). */
const LAND_TYPES: Record<string, number[]> = {
  Plains: [0], Island: [1], Swamp: [2], Mountain: [3], Forest: [4], Wastes: [5],
  "Rogue's Passage": [5], Quicksand: [5], 'Shimmering Grotto': [5],
};
/** What lands "could produce" from all their mana abilities, costs aside (rulings of Reflecting Pool): Shimmering Grotto's filter too. */
const COULD_PRODUCE: Record<string, number[]> = { ...LAND_TYPES, 'Shimmering Grotto': [0, 1, 2, 3, 4, 5] };
/** Creatures with "{T}: Add …": the mana each adds at once, one bundle per choice. */
const CREATURES: Record<string, Mana[]> = {
  'Birds of Paradise': COLORS.map((c) => one(c)),
  'Opaline Unicorn': COLORS.map((c) => one(c)),
  'Elvish Aberration': [one(4, 3)],
};
/** Lands whose types depend on the board: other lands' (Reflecting Pool, Exotic Orchard), the colors chosen in the draft (Paliano). */
const OTHER_LANDS = ['Reflecting Pool', 'Exotic Orchard', 'Paliano, the High City'];
const SOURCES = [...Object.keys(LAND_TYPES), ...OTHER_LANDS, ...Object.keys(CREATURES), 'Bronze Sable'];

/** A spell's cost: the generic and colored (by type index) parts of its mana cost, {X}, its multikicker cost, and whether it is a creature spell. */
export interface SpellCost { generic: number; colored: number[]; x: boolean; kicker?: { generic: number; colored: number[] }; creature: boolean }
/** The spells a board's player may cast, by name, from their Oracle text. */
export const SPELLS: Record<string, SpellCost> = {
  'Bronze Sable': { generic: 2, colored: [], x: false, creature: true },
  'Plated Seastrider': { generic: 0, colored: [1, 1], x: false, creature: true },
  'Sky Spirit': { generic: 1, colored: [0, 1], x: false, creature: true },
  'Scaled Wurm': { generic: 7, colored: [4], x: false, creature: true },
  'Child of Night': { generic: 1, colored: [2], x: false, creature: true },
  'Charging Rhino': { generic: 3, colored: [4, 4], x: false, creature: true },
  'Gnarlid Pack': { generic: 1, colored: [4], x: false, kicker: { generic: 1, colored: [4] }, creature: true },
  'Wolfbriar Elemental': { generic: 2, colored: [4, 4], x: false, kicker: { generic: 0, colored: [4] }, creature: true },
  'Grenzo, Dungeon Warden': { generic: 0, colored: [2, 3], x: true, creature: true },
  Breakthrough: { generic: 0, colored: [1], x: true, creature: false },
};

const permanentArb = fc.record({ card: fc.constantFrom(...SOURCES), tapped: fc.boolean(), sick: fc.boolean() });
/** A random board: the player's permanents, an opponent's lands, the spell, and what changes the mana or the cost. */
export const boardArb = fc.record({
  // Paliano, the High City is legendary: one at most, so that no legend rule asks (CR 704.5j)
  mine: fc.array(permanentArb, { maxLength: 7 }).map((ps) => ps.filter((p, i) => p.card !== 'Paliano, the High City' || ps.findIndex((q) => q.card === p.card) === i)),
  theirs: fc.array(fc.constantFrom('Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes'), { maxLength: 3 }),
  spell: fc.constantFrom(...Object.keys(SPELLS)),
  behemoth: fc.boolean(),
  wake: fc.boolean(),
  hymn: fc.boolean(),
  favor: fc.boolean(),
  // Secrets of Paradise and the name it chooses: its creatures have "{T}: Add one mana of any color."
  secrets: fc.constantFrom(null, 'Bronze Sable', 'Elvish Aberration'),
  potential: fc.boolean(),
  ploy: fc.constantFrom(0, 1, 2, 3),
  // the spell is in exile, and its player may cast it spending mana as though it were mana of any color (Grenzo, Havoc Raiser)
  grenzo: fc.boolean(),
  // Sovereign's Realm: basic lands (Wastes too) have "{T}: Add one mana of any color."
  realm: fc.boolean(),
  // the colors chosen as the player drafted Paliano, the High City (none: they drafted none)
  paliano: fc.subarray([0, 1, 2, 3, 4], { maxLength: 3 }),
});
/** A board {@link boardArb} draws. */
export type Board = typeof boardArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * What each permanent of the board could add as it is tapped for mana: its own mana, one bundle per
 * choice (none: it isn't a source now), and whether it is a land, to which triggered mana abilities
 * add more (CR 605.1b).
 */
function ownMana(board: Board): { own: Mana[]; land: boolean }[] {
  const orchard = [...new Set(board.theirs.flatMap((l) => LAND_TYPES[l]!).filter((t) => t < 5))];
  const basic = (card: string): boolean => ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes'].includes(card);
  // a basic land's own type, and under Sovereign's Realm every color too
  const basicTypes = (card: string): number[] => (board.realm ? [...new Set([...LAND_TYPES[card]!, ...COLORS])] : LAND_TYPES[card]!);
  const typesOf = (card: string): number[] =>
    card === 'Exotic Orchard' ? orchard : card === 'Paliano, the High City' ? board.paliano : basic(card) ? basicTypes(card) : COULD_PRODUCE[card] ?? [];
  // Reflecting Pool: what the other lands could produce (Pools only each other's, so nothing more)
  const pool = [...new Set(board.mine.flatMap((p) => typesOf(p.card)))];
  return board.mine.map((p) => {
    const land = p.card in LAND_TYPES || OTHER_LANDS.includes(p.card);
    if (p.tapped) return { own: [], land };
    if (!land) {
      if (p.sick) return { own: [], land };
      // Secrets of Paradise's granted ability: one mana of any color, beside the creature's own (CR 106.12: one of them as it is tapped)
      const granted = board.secrets === p.card ? COLORS.map((c) => one(c)) : [];
      return { own: [...(CREATURES[p.card] ?? []), ...granted], land };
    }
    const types = p.card === 'Reflecting Pool' ? pool : p.card in LAND_TYPES && !basic(p.card) ? LAND_TYPES[p.card]! : typesOf(p.card);
    return { own: types.map((t) => one(t)), land };
  });
}

/** The bundles of mana each permanent of the board could add as it is tapped for mana (none: it isn't a source now). */
export function bundles(board: Board): Mana[][] {
  return ownMana(board).map(({ own, land }) => {
    if (!land) return own;
    // Mirari's Wake: one more of the type produced; Regal Behemoth: one more of any color (CR 605.1b);
    // a land that produces no mana triggers neither (CR 106.12a)
    const more = board.wake ? own.map((m) => plus(m, m)) : own;
    return board.behemoth ? more.flatMap((m) => COLORS.map((c) => plus(m, one(c)))) : more;
  });
}

/** How flexible each permanent is as a source: how many types of mana its own abilities could make. */
export function flexibility(board: Board): number[] {
  return ownMana(board).map(({ own }) => TYPES.filter((_, t) => own.some((m) => m[t]! > 0)).length);
}

/** The types of mana (by index, W U B R G C) each permanent's own ability could make now, and whether it is a land. */
export function ownTypes(board: Board): { types: number[]; land: boolean }[] {
  return ownMana(board).map(({ own, land }) => ({ types: TYPES.map((_, t) => t).filter((t) => own.some((m) => m[t]! > 0)), land }));
}

/** A way to pay: how many permanents it taps, and their flexibility in all. */
export interface Tapping {
  tapped: number;
  flex: number;
}

/** Every pool some combination of the permanents adds, with the fewest permanents tapped for it, the least flexible among those. */
export function reachable(options: Mana[][], flex: number[] = options.map(() => 0)): Map<string, { mana: Mana } & Tapping> {
  let states = new Map<string, { mana: Mana } & Tapping>([['0,0,0,0,0,0', { mana: [0, 0, 0, 0, 0, 0], tapped: 0, flex: 0 }]]);
  options.forEach((choices, i) => {
    const next = new Map(states);
    for (const s of states.values()) {
      for (const b of choices) {
        const mana = plus(s.mana, b);
        const key = mana.join(',');
        const had = next.get(key);
        const way = { mana, tapped: s.tapped + 1, flex: s.flex + flex[i]! };
        if (!had || had.tapped > way.tapped || (had.tapped === way.tapped && had.flex > way.flex)) next.set(key, way);
      }
    }
    states = next;
  });
  return states;
}

/** The total cost of casting the spell with X and kicks (CR 601.2f): generic and colored parts, reductions taken off generic mana. */
export function totalCost(board: Board, x: number, kicks: number): { generic: number; colored: number[] } {
  const s = SPELLS[board.spell]!;
  let generic = s.generic + x + kicks * (s.kicker?.generic ?? 0);
  const colored = [...s.colored, ...Array.from({ length: kicks }, () => s.kicker?.colored ?? []).flat()];
  if (board.hymn && s.creature) generic = Math.max(0, generic - 1);
  if (board.favor) generic = Math.max(0, generic - 1);
  // CR 609.4b: mana spent as though it were mana of any color, for the spell's mana value with X (CR 202.3e)
  const anyColor = board.potential || board.grenzo || (s.creature && board.ploy === s.generic + s.colored.length + x);
  return anyColor ? { generic: generic + colored.length, colored: [] } : { generic, colored };
}

/** The fewest permanents tapped for a pool that pays the cost, the least flexible among those, or null (CR 202.1a, 107.4b: generic with any type). */
export function fewest(states: Map<string, { mana: Mana } & Tapping>, cost: { generic: number; colored: number[] }): Tapping | null {
  const need = [0, 0, 0, 0, 0];
  for (const c of cost.colored) need[c]!++;
  let best: Tapping | null = null;
  for (const { mana, tapped, flex } of states.values()) {
    const total = mana.reduce((n, m) => n + m, 0);
    if (need.some((n, c) => mana[c]! < n) || total < cost.generic + cost.colored.length) continue;
    if (best === null || tapped < best.tapped || (tapped === best.tapped && flex < best.flex)) best = { tapped, flex };
  }
  return best;
}

/**
 * The board as a scenario: player 0 holds priority in their main phase, the spell in hand or in
 * exile, and the cards `hand` names in hand after it.
 */
export function setUp(board: Board, settings: Partial<GameSettings> = {}, hand: readonly string[] = []): { state: ReadonlyGameState; spell: number; mine: number[]; theirs: number[] } {
  const command = [
    ...(board.hymn ? ['Hymn of the Wilds'] : []),
    ...(board.favor ? [{ card: "Brago's Favor", names: [board.spell] }] : []),
    ...(board.secrets !== null ? [{ card: 'Secrets of Paradise', names: [board.secrets] }] : []),
    ...(board.potential ? [{ card: 'Unexpected Potential', names: [board.spell] }] : []),
    ...(board.ploy > 0 ? [{ card: "Emissary's Ploy", number: board.ploy }] : []),
    ...(board.realm ? ["Sovereign's Realm"] : []),
  ];
  const mine: PermanentSpec[] = board.mine.map((p) => ({ card: p.card, tapped: p.tapped, sick: p.sick }));
  const others: string[] = [...(board.behemoth ? ['Regal Behemoth'] : []), ...(board.wake ? ["Mirari's Wake"] : [])];
  const { state: built, ids } = scenario({
    format: 'conspiracy',
    players: [{
      battlefield: [...mine, ...others], command,
      ...(board.grenzo ? { exile: [board.spell], hand: [...hand] } : { hand: [board.spell, ...hand] }),
      ...(board.paliano.length > 0 ? { draft: { seat: 0, notes: [{ card: 'Paliano, the High City', colors: board.paliano.map((c) => (['W', 'U', 'B', 'R', 'G'] as const)[c]!) }], removed: [] } } : {}),
    }, { battlefield: board.theirs }, {}],
    ...(board.behemoth ? { monarch: 0 } : {}),
    settings: { autoPass: 'never', ...settings },
  });
  const spell = board.grenzo ? built.exile[0]! : ids.hand[0]![0]!;
  // CR 601.2a, 609.4b: what Grenzo, Havoc Raiser's second mode leaves as it exiles the card
  const state = board.grenzo
    ? editState(built, (d) => {
      d.ruleEffects.push({ kind: 'mayCast', card: spell, player: 0, anyColor: true, duration: { until: 'endOfTurn' }, source: null, controller: 0, id: d.nextEffectId++, timestamp: d.nextTimestamp++ });
    })
    : built;
  return { state, spell, mine: ids.battlefield[0]!.slice(0, mine.length), theirs: ids.battlefield[1]! };
}

