/**
 * Static abilities that may read anything but apply to their source alone — a filter's `test` with
 * `itself` (Pristine Angel untapped, Flaring Flame-Kin enchanted, Guul Draz Specter while an opponent
 * has no cards in hand, Animus of Predation's draft keywords) and a characteristic-defining power and
 * toughness (Psychosis Crawler, the cards in its controller's hand): on any change the characteristics
 * memo recomputes those sources alone, not every object. In random games whose decks are full of
 * them (and of Auras and lands of every color), on every state down both paths, what the kept memo
 * says of every object, what the state-based checks find with it, and the legal actions listed with
 * it equal a fresh computation with nothing remembered.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, cards, createGame, type ReadonlyGameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { recordGame } from './helpers.js';
import { checkListing, checkMemo, checkStateBased } from './memo-checks.js';

const SELF_READING = ['Pristine Angel', 'Flaring Flame-Kin', 'Guul Draz Specter', 'Animus of Predation', 'Psychosis Crawler'];
const AURAS = cards.list().filter((c) => c.printed.subtypes.includes('Aura')).map((c) => c.name);
const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** A deck of `size` cards: about 45% basic lands of every color, the rest the cards above and random Auras. */
function deck(seed: number, size: number): string[] {
  const rng = seedRng(seed);
  return Array.from({ length: size }, (_, i) => {
    const r = randomInt(rng, 20);
    if (r < 9) return LANDS[i % LANDS.length] as string;
    if (r < 16) return SELF_READING[randomInt(rng, SELF_READING.length)] as string;
    return AURAS[randomInt(rng, AURAS.length)] as string;
  });
}

function checkAll(s: ReadonlyGameState, where: string): void {
  checkMemo(s);
  checkStateBased(s, where);
  checkListing(s);
}

describe('statics that read anything and apply to their source alone', () => {
  it('the kept memo, the state-based checks and the listing equal a fresh computation on every state, in place and through apply', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer(), fc.integer(), (players, seed, botSeed) => {
        const initial = createGame({
          players: Array.from({ length: players }, (_, p) => ({ deck: deck(seed + p, 24) })),
          seed,
          settings: { startingLife: 8, startingHandSize: 5, turnLimit: players * 24 },
        });
        const { actions } = recordGame(initial, botSeed, (s, n) => checkAll(s, `in place, action ${n}`));
        let s = initial;
        actions.forEach((a, n) => {
          s = apply(s, a);
          checkAll(s, `through apply, action ${n + 1}`);
        });
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });
});
