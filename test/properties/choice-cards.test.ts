/**
 * Random four-player games whose decks are built from the cards of issue 17 that ask other players or
 * add mana with choices — Selvala, Heart of the Wilds, Spectral Searchlight, Leovold, Mausoleum
 * Turnkey, Grenzo's Rebuttal, Show and Tell, Muzzio, Grenzo, Kaya, Ignition Team, Guardian Zendikon, Brago, Skeletal Scrying —
 * with a few plain creatures and artifacts, played to the end by a random bot that only picks offered
 * actions: no action is ever refused, the state invariants and card conservation hold after every
 * action, every game ends, and every state checked loads back from its saved form.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, deserialize, legalActions, logOf, serialize } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { checkConservation, checkInvariants, recordGame, startingCards } from './helpers.js';

const CARDS = [
  'Selvala, Heart of the Wilds', 'Spectral Searchlight', 'Leovold, Emissary of Trest', 'Mausoleum Turnkey', "Grenzo's Rebuttal", 'Show and Tell',
  'Muzzio, Visionary Architect', 'Grenzo, Dungeon Warden', 'Kaya, Ghost Assassin', 'Ignition Team', 'Guardian Zendikon', 'Brago, King Eternal', 'Skeletal Scrying',
  'Zombie Goliath', 'Bronze Sable', 'Wild Griffin', 'Horn of Greed', 'Divination', 'Murder',
];
const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** A deck of about two-fifths lands, the rest drawn from the cards above. */
function deck(seed: number, size: number): string[] {
  const rng = seedRng(seed);
  return Array.from({ length: size }, (_, i) => (randomInt(rng, 5) < 2 ? LANDS[i % LANDS.length] : CARDS[randomInt(rng, CARDS.length)]) as string);
}

describe('random four-player games with the cards that ask other players or add mana with choices', () => {
  it('a random bot plays them to the end: every action it picks applies, invariants and cards hold', () => {
    const played = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 26 }), fc.integer(), fc.integer(), fc.integer(), (size, gameSeed, deckSeed, botSeed) => {
        const initial = createGame({
          players: [0, 1, 2, 3].map((p) => ({ deck: deck(deckSeed + p, size) })),
          seed: gameSeed,
          settings: { startingLife: 10, startingHandSize: 6, turnLimit: 4 * (size + 3) },
        });
        const start = startingCards(initial);
        let checked = 0;
        const { final } = recordGame(initial, botSeed, (s) => {
          checkInvariants(s);
          checkConservation(start, s);
          // a paused question (a chosen player's color, an opponent's target) is a valid saved game
          if (s.decision?.kind === 'choose' && checked++ % 4 === 0) expect(deserialize(serialize(s))).toEqual(s);
        });
        expect(final.result).not.toBeNull();
        expect(legalActions(final)).toEqual([]);
        for (const e of logOf(final)) if ((e.type === 'cast' || e.type === 'activate' || e.type === 'trigger' || e.type === 'activateMana') && e.card) played.add(e.card);
      }),
      { numRuns: 12 },
    );
    // the games are not vacuous: most of the cards were cast or used
    expect(CARDS.filter((c) => played.has(c)).length).toBeGreaterThanOrEqual(CARDS.length / 2);
  });
});
