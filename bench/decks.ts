// The bench's own decks, the same for every build measured: random two-colour 40-card decks drawn
// from the cards that every build implements (the common pool), with the bench's PRNG. A build's
// own `randomDeck` draws from its own registry, so two builds with different card pools would play
// other games from the same seed; with a common pool they play the same decks.
import type * as Paliano from '../src/index.js';
import { seedPrng, uniformBelow } from './prng.js';

/** What the deck builder needs to know of a card. */
export interface PoolCard {
  readonly name: string;
  /** Its printed colors (W, U, B, R, G). */
  readonly colors: readonly string[];
}

/** The cards of a build a deck may hold as spells: implemented, neither lands nor conspiracies. */
export function spellPool(build: Pick<typeof Paliano, 'cards'>): PoolCard[] {
  return build.cards
    .list()
    .filter((c) => !c.printed.types.includes('Land') && !c.printed.types.includes('Conspiracy'))
    .map((c) => ({ name: c.name, colors: [...c.printed.colors] }));
}

/** The cards every one of `pools` holds, sorted by name (so that every build draws from the same list in the same order). */
export function commonPool(pools: readonly (readonly PoolCard[])[]): PoolCard[] {
  const [first, ...rest] = pools;
  if (!first) return [];
  const inAll = first.filter((c) => rest.every((p) => p.some((d) => d.name === c.name)));
  return inAll.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
const BASIC: Record<(typeof COLORS)[number], string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/** A 32-bit seed for a deck: the game's seed and the seat. */
const deckSeed = (seed: number, seat: number): number => Math.imul(seed, 0x9e3779b1) ^ Math.imul(seat + 1, 0x85ebca77);

/**
 * The deck of one seat: two colours, 17 basic lands of them (alternating), 23 spells of those
 * colours or colourless drawn with replacement from `pool`.
 */
export function benchDeck(pool: readonly PoolCard[], seed: number, seat: number): string[] {
  const rng = seedPrng(deckSeed(seed, seat));
  const colors: (typeof COLORS)[number][] = [...COLORS];
  for (let i = colors.length - 1; i > 0; i--) {
    const j = uniformBelow(rng, i + 1);
    [colors[i], colors[j]] = [colors[j]!, colors[i]!];
  }
  const pair = colors.slice(0, 2);
  const spells = pool.filter((c) => c.colors.every((col) => (pair as string[]).includes(col)));
  const deck: string[] = [];
  for (let i = 0; i < 17; i++) deck.push(BASIC[pair[i % 2]!]);
  while (deck.length < 40) deck.push(spells.length === 0 ? BASIC[pair[deck.length % 2]!] : spells[uniformBelow(rng, spells.length)]!.name);
  return deck;
}
