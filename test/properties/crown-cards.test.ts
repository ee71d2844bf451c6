/**
 * Random four-player games whose decks are built from the cards of issue 3 that are not about
 * voting — the monarch, melee, goad, dethrone and parley cards — played to the end by a random bot
 * that only picks offered actions: no action is ever refused, the state invariants and card
 * conservation hold after every action, and every game ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, logOf } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { checkConservation, checkInvariants, recordGame, startingCards } from './helpers.js';

/** The cards: monarch, melee, goad, dethrone and parley. */
const CROWN_CARDS = [
  'Protector of the Crown', 'Canal Courier', 'Keeper of Keys', 'Entourage of Trest', 'Regal Behemoth', 'Palace Sentinels', 'Throne of the High City', 'Palace Jailer',
  'Custodi Soulcaller', 'Wings of the Guard', 'Adriana, Captain of the Guard',
  'Grenzo, Havoc Raiser', 'Jeering Homunculus', 'Goblin Racketeer',
  "Marchesa's Smuggler", 'Scourge of the Throne', "Dack's Duplicate", 'Marchesa, the Black Rose', "Marchesa's Emissary", 'Enraged Revolutionary',
  'Rousing of Souls', "Selvala's Charge", "Selvala's Enforcer", 'Selvala, Explorer Returned', 'Woodvine Elemental',
];
const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** A deck of about two-fifths lands, the rest drawn from the cards above. */
function deck(seed: number, size: number): string[] {
  const rng = seedRng(seed);
  return Array.from({ length: size }, (_, i) => (randomInt(rng, 5) < 2 ? LANDS[i % LANDS.length] : CROWN_CARDS[randomInt(rng, CROWN_CARDS.length)]) as string);
}

describe('random four-player games with the monarch, melee, goad, dethrone and parley cards', () => {
  it('a random bot plays them to the end: every action it picks applies, invariants and cards hold', () => {
    const played = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 26 }), fc.integer(), fc.integer(), fc.integer(), (size, gameSeed, deckSeed, botSeed) => {
        const turnLimit = 4 * (size + 3);
        const initial = createGame({
          players: [0, 1, 2, 3].map((p) => ({ deck: deck(deckSeed + p, size) })),
          seed: gameSeed,
          settings: { startingLife: 10, startingHandSize: 6, turnLimit },
        });
        const start = startingCards(initial);
        const { final } = recordGame(initial, botSeed, (s) => {
          checkInvariants(s);
          checkConservation(start, s);
        });
        expect(final.result).not.toBeNull();
        expect(legalActions(final)).toEqual([]);
        for (const e of logOf(final)) if ((e.type === 'cast' || e.type === 'activate' || e.type === 'trigger') && e.card) played.add(e.card);
      }),
      { numRuns: 12 },
    );
    // the games are not vacuous: most of the cards were cast or used
    expect(CROWN_CARDS.filter((c) => played.has(c)).length).toBeGreaterThanOrEqual(CROWN_CARDS.length / 2);
  });
});
