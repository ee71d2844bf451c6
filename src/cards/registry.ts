/**
 * The `cards` registry: every card whose behaviour is implemented and tested (DESIGN: the public
 * surface). Definitions are listed explicitly, set by set, so bundlers keep them.
 *
 * @module
 */
import type { CardDefinition } from './definition.js';
import { basicLands } from './basic-lands.js';
import { cn2Cards } from './cn2/index.js';
import { cnsCards } from './cns/index.js';
import { tokenDefinitions } from './tokens.js';
import { canonicalCardName } from './names.js';
import { allPrinted } from './printed.js';
import { deepFreeze } from '../state/deep-freeze.js';

let index: Map<string, CardDefinition> | undefined;

/** Builds the index on first use, so that card modules may import engine modules freely. */
function definitions(): Map<string, CardDefinition> {
  if (index) return index;
  index = new Map();
  for (const def of [...basicLands, ...cn2Cards, ...cnsCards, ...tokenDefinitions]) {
    if (index.has(def.name)) throw new Error(`card defined twice: ${def.name}`);
    // frozen: `cards.get` hands the definition itself to clients, and a change to it would change the
    // card in every game of the process (a mana cost set to {0})
    index.set(def.name, deepFreeze(def));
  }
  return index;
}

/** Cards that formats define for themselves, by name (see {@link registerFormatCard}). */
const formatCards = new Map<string, CardDefinition>();

/**
 * Registers a card that a format defines for itself (a variant's own card, such as Mental Magic's
 * Utopia): `findDefinition` finds it, the `cards` registry does not list it. Throws if a card of that
 * name exists already.
 */
export function registerFormatCard(def: CardDefinition): void {
  if (definitions().has(def.name) || formatCards.has(def.name)) throw new Error(`card defined twice: ${def.name}`);
  formatCards.set(def.name, deepFreeze(def));
}

/** Looks up a card or token definition by name; undefined if the engine does not implement it. */
export function findDefinition(name: string): CardDefinition | undefined {
  return definitions().get(name) ?? formatCards.get(name);
}

/**
 * The name under which the engine implements the card `name` writes: `name` itself if a card (or a
 * format's own card) has it exactly, else the printed card it names ignoring case, spacing, curly
 * quotes and accents; undefined for a token or a card the engine does not implement.
 */
export function implementedName(name: string): string | undefined {
  if (name.startsWith('token:')) return undefined;
  if (findDefinition(name)) return name;
  const canonical = canonicalCardName(name);
  return canonical !== undefined && definitions().has(canonical) ? canonical : undefined;
}

/**
 * The registry of implemented cards (tokens are not listed; they are found by `token:<id>`). The
 * definitions it gives are the engine's own, deeply frozen: read them, never change them.
 */
export interface CardRegistry {
  /**
   * The definition of an implemented card, by its English name, matched ignoring case, spacing,
   * curly quotes and accents (`'grenzo’s ruffians'` finds Grenzo's Ruffians); undefined for a name
   * of no implemented card, or what is no text.
   */
  get(name: string): CardDefinition | undefined;
  /** Whether the engine implements the card, its name matched as {@link CardRegistry.get} does. */
  has(name: string): boolean;
  /** Every implemented card (not tokens), sorted by name. */
  list(): CardDefinition[];
  /** The names of the CN2 and CNS cards that the engine does not implement yet, sorted. */
  notImplemented(): string[];
}

/** An implemented card (not a token) by exact name, or by the printed name that `name` writes. */
function implemented(name: string): CardDefinition | undefined {
  if (typeof name !== 'string') return undefined;
  const def = definitions().get(name) ?? definitions().get(canonicalCardName(name) ?? '');
  return def && !def.token ? def : undefined;
}

/** The registry of implemented cards. */
export const cards: CardRegistry = Object.freeze<CardRegistry>({
  get: implemented,
  has: (name) => implemented(name) !== undefined,
  list: () => [...definitions().values()].filter((d) => !d.token).sort((a, b) => (a.name < b.name ? -1 : 1)),
  notImplemented: () =>
    [...new Set(allPrinted().filter((p) => p.set !== 'BASIC' && !definitions().has(p.name)).map((p) => p.name))].sort((a, b) => (a < b ? -1 : 1)),
});
