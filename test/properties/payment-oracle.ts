/**
 * A brute-force oracle of what a player's mana abilities could pay, written from the cards' Oracle
 * text and rulings and not read from the engine: random three-player boards of every kind of mana
 * source of the card pool that taps for mana with {T} alone (basic lands, colorless utility lands with
 * other abilities, Reflecting Pool and Exotic Orchard reading any player's lands, their opponents'
 * Exotic Orchards, Reflecting Pools and Paliano too, Paliano, the High City, mana creatures and an
 * artifact creature, summoning sick or not, Elvish Aberration's {G}{G}{G}, Secrets of Paradise's
 * granted ability, Sovereign's Realm, Worldknit, Mirari's Wakes and Regal Behemoths adding mana as
 * lands are tapped), mana floating in the pool, and a spell or ability whose cost has generic,
 * colored, X and multikicker parts, Rout's "{2} more" to cast it as though it had flash, Avatar of
 * Woe's and Brago's Favor's reductions and Hymn of the Wilds' (CR 601.2f). Each source's every way of
 * being tapped is tried with every other's (CR 106.12, 601.2g–h, 605.3a): the pools they could make
 * are enumerated.
 */
import fc from 'fast-check';
import type { GameSettings, ReadonlyGameState } from '../../src/index.js';
import { editState, scenario, type PermanentSpec } from '../../src/testing/index.js';

/**
 * Mana by type: W U B R G C, then mana of any one color each, its color chosen as it is spent (what
 * one mana of any color is worth once made: each could have been made of the color needed), then,
 * below zero, mana that mana abilities take (see {@link waysWithOtherAbilities}), then how much of it
 * all was made by abilities that take none (in {@link reachable}).
 */
export type Mana = readonly number[];
const COLORS = [0, 1, 2, 3, 4] as const;
/** The index of mana of any color in a {@link Mana}. */
const WILD = 6;
const unit = (t: number, n = 1): Mana => [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (i === t ? n : 0));
const sum = (a: Mana, b: Mana): Mana => a.map((n, i) => n + b[i]!);

const BASIC: Record<string, number> = { Plains: 0, Island: 1, Swamp: 2, Mountain: 3, Forest: 4, Wastes: 5 };
/** Lands whose only plain mana ability is "{T}: Add {C}." and what else their mana abilities could produce (rulings of Reflecting Pool, Exotic Orchard: effects, not costs). */
const COLORLESS_LANDS: Record<string, number[]> = {
  "Rogue's Passage": [5], Quicksand: [5], 'Throne of the High City': [5], 'Dread Statuary': [5],
  // {1}, {T}: Add one mana of any color; {T}, Remove a charge counter: Add one mana of any color
  'Shimmering Grotto': [0, 1, 2, 3, 4, 5], "Mirrodin's Core": [0, 1, 2, 3, 4, 5],
};
const REFLECTING = ['Reflecting Pool', 'Exotic Orchard'];
const MY_SOURCES = [...Object.keys(BASIC), ...Object.keys(COLORLESS_LANDS), ...REFLECTING, 'Paliano, the High City', 'Birds of Paradise', 'Opaline Unicorn', 'Elvish Aberration', 'Bronze Sable'];
const THEIR_LANDS = [...Object.keys(BASIC), 'Shimmering Grotto', "Mirrodin's Core", "Rogue's Passage", ...REFLECTING];

/** A spell of the board's player: its mana cost's generic and colored parts, {X}, multikicker, creature or sorcery. */
interface Spell { generic: number; colored: number[]; x: boolean; kicker?: { generic: number; colored: number[] }; creature: boolean }
/** The spells, from their Oracle text. */
export const SPELLS: Record<string, Spell> = {
  'Skitter of Lizards': { generic: 0, colored: [3], x: false, kicker: { generic: 1, colored: [3] }, creature: true },
  'Apex Hawks': { generic: 2, colored: [0], x: false, kicker: { generic: 1, colored: [0] }, creature: true },
  'Deathforge Shaman': { generic: 4, colored: [3], x: false, kicker: { generic: 0, colored: [3] }, creature: true },
  'Avatar of Woe': { generic: 6, colored: [2, 2], x: false, creature: true },
  'Plated Seastrider': { generic: 0, colored: [1, 1], x: false, creature: true },
  'Charging Rhino': { generic: 3, colored: [4, 4], x: false, creature: true },
  'Bronze Sable': { generic: 2, colored: [], x: false, creature: true },
  Rout: { generic: 3, colored: [0, 0], x: false, creature: false },
  Breakthrough: { generic: 0, colored: [1], x: true, creature: false },
  'Grenzo, Dungeon Warden': { generic: 0, colored: [2, 3], x: true, creature: true },
};

/** The creature cards put into a graveyard for Avatar of Woe's reduction. */
const TEN_CREATURES = Array<string>(10).fill('Bronze Sable');

const permanent = fc.record({ card: fc.constantFrom(...MY_SOURCES), tapped: fc.boolean(), sick: fc.boolean() });
const poolArb: fc.Arbitrary<number[]> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<number[]>([0, 0, 0, 0, 0, 0]) },
  { weight: 1, arbitrary: fc.array(fc.nat(2), { minLength: 6, maxLength: 6 }) },
);
/** A random board (see the module's description). */
export const boardArb = fc.record({
  // Paliano, the High City is legendary: one at most (CR 704.5j)
  mine: fc.array(permanent, { maxLength: 8 }).map((ps) => ps.filter((p, i) => p.card !== 'Paliano, the High City' || ps.findIndex((q) => q.card === p.card) === i)),
  left: fc.array(fc.constantFrom(...THEIR_LANDS), { maxLength: 3 }),
  right: fc.array(fc.constantFrom(...THEIR_LANDS), { maxLength: 2 }),
  pool: poolArb,
  spell: fc.constantFrom(...Object.keys(SPELLS)),
  // other cards in hand, whose colors the payment prefers to keep (a preference, never a reason to refuse)
  hand: fc.array(fc.constantFrom(...Object.keys(SPELLS)), { maxLength: 2 }),
  // cast at the end step: only Rout, paying {2} more to cast it as though it had flash
  instant: fc.boolean(),
  favors: fc.nat(2),
  hymn: fc.boolean(),
  graveyard: fc.boolean(),
  secrets: fc.constantFrom(null, 'Elvish Aberration', 'Bronze Sable', 'Birds of Paradise', 'Opaline Unicorn'),
  realm: fc.boolean(),
  // Worldknit: lands of the player's have "{T}: Add one mana of any color." (their card pool started in the game)
  worldknit: fc.boolean(),
  wakes: fc.nat(2),
  behemoths: fc.nat(2),
  paliano: fc.subarray([0, 1, 2, 3, 4], { maxLength: 3 }),
  // the left opponent's Paliano, the High City and the colors chosen as they drafted it (none: no Paliano), for Exotic Orchard
  leftPaliano: fc.subarray([0, 1, 2, 3, 4], { maxLength: 3 }),
  gargoyle: fc.boolean(),
  // a charge counter on each Mirrodin's Core of the player's
  charge: fc.boolean(),
});
/** A board {@link boardArb} draws. */
export type Board = typeof boardArb extends fc.Arbitrary<infer T> ? T : never;

const isLand = (card: string): boolean => card in BASIC || card in COLORLESS_LANDS || REFLECTING.includes(card) || card === 'Paliano, the High City';

/**
 * What each land of the board could produce (the rulings of Reflecting Pool and Exotic Orchard):
 * its own mana abilities' types, and a reflecting land's what the lands it looks at could produce,
 * the least sets that satisfy every reflection (lands reflecting only each other produce nothing).
 * Lands by player 0, 1, 2.
 */
function couldProduce(board: Board): Set<number>[][] {
  const lands = [board.mine.map((p) => p.card).filter(isLand), [...board.left, ...(board.leftPaliano.length > 0 ? ['Paliano, the High City'] : [])], board.right];
  const own = (player: number, card: string): number[] => {
    const granted = player === 0 && board.worldknit ? COLORS : [];
    if (card in BASIC) return [...new Set([BASIC[card]!, ...(player === 0 && board.realm ? COLORS : []), ...granted])];
    if (card in COLORLESS_LANDS) return [...new Set([...COLORLESS_LANDS[card]!, ...granted])];
    if (card === 'Paliano, the High City') return [...new Set([...(player === 0 ? board.paliano : board.leftPaliano), ...granted])];
    return [...granted];
  };
  const sets = lands.map((ls, p) => ls.map((card) => new Set(own(p, card))));
  for (let changed = true; changed;) {
    changed = false;
    lands.forEach((ls, p) => ls.forEach((card, i) => {
      if (!REFLECTING.includes(card)) return;
      const looks = card === 'Reflecting Pool' ? [p] : [0, 1, 2].filter((q) => q !== p);
      for (const q of looks) {
        for (const s of sets[q]!) {
          for (const t of s) {
            if (card === 'Exotic Orchard' && t === 5) continue;
            if (!sets[p]![i]!.has(t)) {
              sets[p]![i]!.add(t);
              changed = true;
            }
          }
        }
      }
    }));
  }
  return sets;
}

/** What the player's lands could produce, by permanent (undefined for a nonland). */
function myLandTypes(board: Board): (number[] | undefined)[] {
  const sets = couldProduce(board)[0]!;
  let at = 0;
  return board.mine.map((p) => (isLand(p.card) ? [...sets[at++]!] : undefined));
}

/**
 * The ways each of the player's permanents could be tapped for mana by a plain "{T}: Add …" ability
 * now, each the mana it makes at once with what triggered mana abilities add as a land is tapped (CR
 * 605.1b); none for one that is no such source now.
 */
export function ways(board: Board): Mana[][] {
  const landTypes = myLandTypes(board);
  return board.mine.map((p, i) => {
    if (p.tapped) return [];
    const types = landTypes[i];
    if (types !== undefined) {
      // the plain {T} abilities: its own type (Reflecting Pool, Exotic Orchard, Paliano: those computed,
      // a colorless land's {C}), under Sovereign's Realm a basic land's any color too, under Worldknit any color
      const plain = p.card in COLORLESS_LANDS ? [5, ...(board.worldknit ? COLORS : [])] : p.card in BASIC ? [...new Set([BASIC[p.card]!, ...(board.realm || board.worldknit ? COLORS : [])])] : types;
      // each Mirari's Wake: one more of the type produced; each Regal Behemoth: one more of any color
      return oneOf(plain, 1 + board.wakes).map((m) => sum(m, unit(WILD, board.behemoths)));
    }
    // CR 302.6: a creature's {T} abilities need it under its controller's control since their turn began
    if (p.sick) return [];
    const anyColor = [unit(WILD)];
    const own = p.card === 'Birds of Paradise' || p.card === 'Opaline Unicorn' ? anyColor : p.card === 'Elvish Aberration' ? [unit(4, 3)] : [];
    // Secrets of Paradise: "{T}: Add one mana of any color." beside its own; tapped once, one of them (CR 106.12)
    return board.secrets === p.card ? [...own, ...anyColor] : own;
  });
}

/**
 * The mana an activation making `n` mana of one of `types` (W U B R G C by index) could make: one
 * of any color for all five colors and one mana, so that choices alike are counted once.
 */
function oneOf(types: readonly number[], n: number): Mana[] {
  if (n > 1 || COLORS.some((c) => !types.includes(c))) return types.map((t) => unit(t, n));
  return [unit(WILD), ...(types.includes(5) ? [unit(5)] : [])];
}

/**
 * With the mana abilities the payment planner does not activate: the ways of {@link ways}, and
 * Shimmering Grotto's "{1}, {T}: Add one mana of any color." and Mirrodin's Core's "{T}, Remove a
 * charge counter: Add one mana of any color." as other ways of tapping them, with what Mirari's
 * Wakes (of the color made) and Regal Behemoths add (CR 605.1b). The Grotto's {1} is mana it takes,
 * a last entry below zero: paid with any other mana, one Grotto's from another's in turn, never its own.
 */
export function waysWithOtherAbilities(board: Board): Mana[][] {
  return ways(board).map((own, i) => {
    const p = board.mine[i]!;
    if (p.tapped) return own;
    const anyColor = oneOf(COLORS, 1 + board.wakes).map((m) => sum(m, unit(WILD, board.behemoths)));
    if (p.card === 'Shimmering Grotto') return [...own, ...anyColor.map((m) => sum(m, unit(7, -1)))];
    return p.card === "Mirrodin's Core" && board.charge ? [...own, ...anyColor] : own;
  });
}

/** Every pool (by its key) some choice of ways, each permanent tapped once or not, adds to the floating mana (W U B R G C), with the fewest permanents tapped for it. */
export function reachable(options: Mana[][], floating: Mana): Map<string, { mana: Mana; tapped: number }> {
  const start = [...floating, 0, 0, floating.reduce((a, b) => a + b, 0)];
  let states = new Map([[start.join(','), { mana: start as Mana, tapped: 0 }]]);
  for (const choices of options) {
    const next = new Map(states);
    for (const s of states.values()) {
      for (const m of choices) {
        // the mana made without taking mana, counted apart: the first ability that takes mana is paid with it
        const made = m[7] === 0 ? m.slice(0, 7).reduce((a, b) => a + b, 0) : 0;
        const mana = sum(s.mana, sum(m, unit(8, made)));
        const key = mana.join(',');
        const had = next.get(key);
        if (had === undefined || had.tapped > s.tapped + 1) next.set(key, { mana, tapped: s.tapped + 1 });
      }
    }
    states = next;
  }
  return states;
}

/** A cost: generic mana and colored symbols by color index. */
export interface Cost { generic: number; colored: number[] }

/**
 * The spell's total cost with X and kicks (CR 601.2f): its mana cost and kicks, Rout's {2} more cast
 * as though it had flash, less Avatar of Woe's {6}, Brago's Favor's {1} each and Hymn of the Wilds'
 * {1} for a creature spell, taken off generic mana only.
 */
export function spellCost(board: Board, x: number, kicks: number): Cost {
  const s = SPELLS[board.spell]!;
  let generic = s.generic + x + kicks * (s.kicker?.generic ?? 0) + (board.instant ? 2 : 0);
  const reduction = (board.spell === 'Avatar of Woe' && board.graveyard ? 6 : 0) + board.favors + (board.hymn && s.creature ? 1 : 0);
  generic = Math.max(0, generic - reduction);
  return { generic, colored: [...s.colored, ...Array.from({ length: kicks }, () => s.kicker?.colored ?? []).flat()] };
}

/** Whether the spell may be cast now at all, mana aside: at the end step only Rout (as though it had flash); under Hymn of the Wilds no sorcery (CR 101.2). */
export function castable(board: Board): boolean {
  const s = SPELLS[board.spell]!;
  if (board.hymn && !s.creature) return false;
  return !board.instant || board.spell === 'Rout';
}

/** The fewest permanents tapped for a pool that pays the cost, or null if none does (CR 106.1b, 107.4a–b, 601.2h). */
export function fewest(states: Map<string, { mana: Mana; tapped: number }>, cost: Cost): number | null {
  const need = [0, 0, 0, 0, 0];
  for (const c of cost.colored) need[c]!++;
  let best: number | null = null;
  for (const { mana, tapped } of states.values()) {
    // the colored symbols the mana of each color falls short of, paid with mana of any color (CR 106.1a)
    if (need.reduce((short, n, c) => short + Math.max(0, n - mana[c]!), 0) > mana[WILD]!) continue;
    // the mana the abilities take (below zero) paid like generic mana, the first of them with mana made otherwise
    if (mana[7]! < 0 && mana[8]! < 1) continue;
    if (mana.slice(0, 8).reduce((a, b) => a + b, 0) < cost.generic + cost.colored.length) continue;
    if (best === null || tapped < best) best = tapped;
  }
  return best;
}

/**
 * The board as a scenario: player 0 holds priority in their first main phase (or at the end step to
 * cast Rout as though it had flash) with the spell and `board.hand` in hand, mana in the pool.
 */
export function setUp(board: Board, settings: Partial<GameSettings> = {}): { state: ReadonlyGameState; spell: number; mine: number[]; gargoyle: number | null } {
  const mine: PermanentSpec[] = board.mine.map((p) => ({ card: p.card, tapped: p.tapped, sick: p.sick, ...(p.card === "Mirrodin's Core" && board.charge ? { counters: { charge: 1 } } : {}) }));
  const others = [...Array<string>(board.behemoths).fill('Regal Behemoth'), ...Array<string>(board.wakes).fill("Mirari's Wake"), ...(board.gargoyle ? ['Wakestone Gargoyle'] : [])];
  const command = [
    ...(board.hymn ? ['Hymn of the Wilds'] : []),
    ...Array.from({ length: board.favors }, () => ({ card: "Brago's Favor", names: [board.spell] })),
    ...(board.secrets !== null ? [{ card: 'Secrets of Paradise', names: [board.secrets] }] : []),
    ...(board.realm ? ["Sovereign's Realm"] : []),
    ...(board.worldknit ? ['Worldknit'] : []),
  ];
  const { state: built, ids } = scenario({
    format: 'conspiracy',
    step: board.instant ? 'end' : 'main1',
    players: [{
      battlefield: [...mine, ...others], command, hand: [board.spell, ...board.hand],
      ...(board.paliano.length > 0 ? { draft: { seat: 0, notes: [{ card: 'Paliano, the High City', colors: board.paliano.map((c) => (['W', 'U', 'B', 'R', 'G'] as const)[c]!) }], removed: [] } } : {}),
    }, {
      battlefield: [...board.left, ...(board.leftPaliano.length > 0 ? ['Paliano, the High City'] : [])],
      ...(board.graveyard ? { graveyard: TEN_CREATURES } : {}),
      ...(board.leftPaliano.length > 0 ? { draft: { seat: 1, notes: [{ card: 'Paliano, the High City', colors: board.leftPaliano.map((c) => (['W', 'U', 'B', 'R', 'G'] as const)[c]!) }], removed: [] } } : {}),
    }, { battlefield: board.right }],
    ...(board.behemoths > 0 ? { monarch: 0 } : {}),
    settings: { autoPass: 'never', ...settings },
  });
  const [W, U, B, R, G, C] = board.pool as [number, number, number, number, number, number];
  // mana floating in the pool (CR 106.4), added as a mana ability would have
  const state = editState(built, (d) => {
    d.players[0]!.pool = { W, U, B, R, G, C };
  });
  const ownIds = ids.battlefield[0]!;
  return { state, spell: ids.hand[0]![0]!, mine: ownIds.slice(0, mine.length), gargoyle: board.gargoyle ? ownIds[ownIds.length - 1]! : null };
}
