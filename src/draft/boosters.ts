/**
 * Opening boosters (CR 905.1): packs of CNS and CN2 from their collation (sheets, weights, the
 * special slot, foils as an option) and custom packs dealt from a cube list, all drawn with the
 * draft's seeded PRNG.
 *
 * @module
 */
import { allPrinted, getPrinted, type PrintedCard } from '../cards/printed.js';
import { RulesError } from '../engine/errors.js';
import { nextUint32, shuffleInPlace } from '../state/rng.js';
import type { RngState } from '../state/types.js';
import { COLLATIONS, LAYOUT_TOTAL, PACK_LAYOUTS, UNCOMMONS_PER_PACK } from './data/collation.js';
import type { BoosterSource } from './types.js';
import { quoted } from '../engine/quote.js';

/** A card of a new pack: its name and whether it is foil. */
export interface OpenedCard {
  /** Exact English name. */
  readonly name: string;
  /** True for a foil. */
  readonly foil: boolean;
}

/** A print sheet: card names with cumulative weights for weighted drawing. */
interface Sheet {
  readonly names: readonly string[];
  readonly cumulative: readonly number[];
  readonly total: number;
}

interface SetSheets {
  readonly special: Sheet;
  readonly common: Sheet;
  readonly uncommon: Sheet;
  readonly rareMythic: Sheet;
  readonly foil: Sheet;
}

function sheet(cards: readonly PrintedCard[], weight: (c: PrintedCard) => number): Sheet {
  const names: string[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const c of cards) {
    const w = weight(c);
    if (w <= 0) continue;
    total += w;
    names.push(c.name);
    cumulative.push(total);
  }
  return { names, cumulative, total };
}

const sheetCache = new Map<'CNS' | 'CN2', SetSheets>();

/** The sheets of a set, built once from the printed data and the collation facts. */
function setSheets(set: 'CNS' | 'CN2'): SetSheets {
  const cached = sheetCache.get(set);
  if (cached) return cached;
  const collation = COLLATIONS[set];
  const printed = allPrinted().filter((c) => c.set === set);
  const special = new Set(collation.specialNumbers);
  const isSpecial = (c: PrintedCard): boolean => special.has(c.number);
  const normal = printed.filter((c) => !isSpecial(c));
  const sheets: SetSheets = {
    special: sheet(printed.filter(isSpecial), (c) => collation.specialWeights[c.rarity] ?? 0),
    common: sheet(normal.filter((c) => c.rarity === 'common'), () => 1),
    uncommon: sheet(normal.filter((c) => c.rarity === 'uncommon'), () => 1),
    rareMythic: sheet(normal, (c) => collation.rareSlotWeights[c.rarity] ?? 0),
    foil: sheet(normal, (c) => collation.foilWeights[c.rarity]),
  };
  sheetCache.set(set, sheets);
  return sheets;
}

function drawIndex(rng: RngState, s: Sheet): number {
  // 32 random bits scaled to the total weight; totals are far below 2^32
  const r = Math.floor((nextUint32(rng) / 0x100000000) * s.total);
  let lo = 0;
  let hi = s.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((s.cumulative[mid] as number) > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Draws `count` different cards from a sheet (a pack never holds the same card twice from one sheet). */
function drawDistinct(rng: RngState, s: Sheet, count: number, foil: boolean, into: OpenedCard[]): void {
  const taken: number[] = [];
  while (taken.length < count) {
    const i = drawIndex(rng, s);
    if (taken.includes(i)) continue;
    taken.push(i);
    into.push({ name: s.names[i] as string, foil });
  }
}

/**
 * Opens one booster of a set: the special slot (CNS: a conspiracy or draft-matters card; CN2: a
 * conspiracy), commons, three uncommons and a rare or mythic; with `foils`, the collation's foil
 * layouts (a foil in place of a common, or a foil special card).
 */
export function openSetBooster(rng: RngState, set: 'CNS' | 'CN2', foils: boolean): OpenedCard[] {
  const sheets = setSheets(set);
  let layout = PACK_LAYOUTS[0] as (typeof PACK_LAYOUTS)[number];
  if (foils) {
    let r = Math.floor((nextUint32(rng) / 0x100000000) * LAYOUT_TOTAL);
    for (const l of PACK_LAYOUTS) {
      if (r < l.weight) {
        layout = l;
        break;
      }
      r -= l.weight;
    }
  }
  const pack: OpenedCard[] = [];
  drawDistinct(rng, sheets.rareMythic, 1, false, pack);
  drawDistinct(rng, sheets.uncommon, UNCOMMONS_PER_PACK, false, pack);
  drawDistinct(rng, sheets.common, layout.commons, false, pack);
  if (layout.foilCommonSlot) drawDistinct(rng, sheets.foil, 1, true, pack);
  drawDistinct(rng, sheets.special, 1, layout.foilSpecial, pack);
  return pack;
}

/** Checks a booster source; throws a {@link RulesError} for an unknown set or card name. */
export function checkBoosterSource(source: unknown, packsNeeded: number): asserts source is BoosterSource {
  if (source === 'CNS' || source === 'CN2') return;
  if (typeof source === 'object' && source !== null && Array.isArray((source as { packs?: unknown }).packs)) {
    const packs = (source as { packs: unknown[] }).packs;
    if (packs.length !== packsNeeded) throw new RulesError('malformed', `fixed packs: one per drafter (${packsNeeded}), not ${packs.length}`);
    for (const pack of packs) {
      if (!Array.isArray(pack) || pack.length === 0) throw new RulesError('malformed', 'a fixed pack is a non-empty list of card names');
      for (const name of pack) if (typeof name !== 'string' || !getPrinted(name)) throw new RulesError('unknownCard', `a pack lists an unknown card ${quoted(name)}`);
    }
    return;
  }
  if (typeof source !== 'object' || source === null || !Array.isArray((source as { cube?: unknown }).cube)) {
    throw new RulesError('malformed', `a booster source is 'CNS', 'CN2' or { cube: [names] }, not ${quoted(source)}`);
  }
  const { cube, packSize = 15 } = source as { cube: unknown[]; packSize?: unknown };
  if (!Number.isInteger(packSize) || (packSize as number) < 1) throw new RulesError('malformed', 'a cube pack size is a positive integer');
  for (const name of cube) {
    if (typeof name !== 'string' || !getPrinted(name)) throw new RulesError('unknownCard', `the cube lists an unknown card ${quoted(name)}`);
  }
  if (cube.length < (packSize as number) * packsNeeded) {
    throw new RulesError('malformed', `the cube has ${cube.length} cards, not enough for ${packsNeeded} packs of ${String(packSize)}`);
  }
}

/**
 * Deals packs of a cube: the list is shuffled once and dealt `packSize` cards at a time, so no card
 * of the list appears twice in the draft.
 */
export function dealCubePacks(rng: RngState, cube: readonly string[], packSize: number, count: number): OpenedCard[][] {
  const deck = [...cube];
  shuffleInPlace(rng, deck);
  const packs: OpenedCard[][] = [];
  for (let i = 0; i < count; i++) packs.push(deck.slice(i * packSize, (i + 1) * packSize).map((name) => ({ name, foil: false })));
  return packs;
}
