/**
 * The monarch (CR 725) over random multiplayer games: once any player has become the monarch,
 * exactly one player still in the game is the monarch after every action — through combat damage
 * to the monarch (725.2), "you become the monarch" effects (725.1) and players leaving (725.4) —
 * and the title only ever changes hands by a logged event.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, logOf, type ReadonlyGameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { recordGame } from './helpers.js';

/** Cards that make their controller the monarch or care who it is, with cheap creatures to fight over it. */
const MONARCH_CARDS = [
  'Palace Sentinels', 'Throne Warden', 'Custodi Lich', 'Garrulous Sycophant', 'Thorn of the Black Rose', 'Crown-Hunter Hireling',
  'Skyline Despot', 'Knights of the Black Rose', 'Queen Marchesa', "Marchesa's Decree", 'Throne of the High City', 'Palace Jailer',
  'Protector of the Crown', 'Canal Courier', 'Keeper of Keys',
];
const FIGHTERS = ['Bronze Sable', 'Wild Griffin', 'Child of Night', 'Doomed Traveler'];
const LANDS = ['Plains', 'Swamp', 'Mountain', 'Island'];

function deck(seed: number, size: number): string[] {
  const rng = seedRng(seed);
  return Array.from({ length: size }, (_, i) => {
    const r = randomInt(rng, 10);
    if (r < 4) return LANDS[i % LANDS.length] as string;
    if (r < 8) return MONARCH_CARDS[randomInt(rng, MONARCH_CARDS.length)] as string;
    return FIGHTERS[randomInt(rng, FIGHTERS.length)] as string;
  });
}

/** Checks the property on one state; returns whether there has been a monarch so far. */
function check(s: ReadonlyGameState, seen: boolean): boolean {
  const crowned = logOf(s).filter((e) => e.type === 'becameMonarch');
  const now = seen || s.monarch !== null;
  if (now && !s.result) {
    // exactly one monarch, a player still in the game (CR 725.3, 725.4)
    expect(s.monarch).not.toBeNull();
    expect(s.players[s.monarch!]!.inGame).toBe(true);
  }
  // the title changes hands only by a becameMonarch event, and nobody has it before the first one
  expect(s.monarch).toBe(crowned.length === 0 ? null : (crowned[crowned.length - 1]!.player ?? null));
  return now;
}

describe('the monarch in random games', () => {
  it('once any player has become the monarch, exactly one player still in the game is the monarch at every step', () => {
    let crownedGames = 0;
    let handedOn = 0;
    let inherited = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.integer({ min: 14, max: 24 }),
        fc.constantFrom(4, 8, 12),
        fc.integer(),
        fc.integer(),
        fc.integer(),
        (players, size, startingLife, gameSeed, deckSeed, botSeed) => {
          const initial = createGame({
            players: Array.from({ length: players }, (_, p) => ({ deck: deck(deckSeed + p, size) })),
            seed: gameSeed,
            settings: { startingLife, startingHandSize: 5, turnLimit: players * (size + 3) },
          });
          let seen = check(initial, false);
          const { final } = recordGame(initial, botSeed, (s) => {
            seen = check(s, seen);
          });
          if (seen) crownedGames++;
          const crowned = logOf(final).filter((e) => e.type === 'becameMonarch');
          if (crowned.length > 1) handedOn++;
          if (crowned.some((e) => e.rule === '725.4')) inherited++;
        },
      ),
      { numRuns: 40 },
    );
    // the property is not vacuous (thresholds well below the usual 32, 28 and 19 of 40, so that no seed
    // fails them by chance): most games crown a monarch, in many the title changes hands, and
    // in some a monarch leaves the game (CR 725.4)
    expect(crownedGames).toBeGreaterThanOrEqual(24);
    expect(handedOn).toBeGreaterThanOrEqual(20);
    expect(inherited).toBeGreaterThanOrEqual(10);
  });
});
