/**
 * Melee (CR 702.121) over random multiplayer combats: however many players sit at the table, however
 * the attackers are spread among the opponents, and whoever concedes while melee waits on the stack,
 * a creature with melee gets +1/+1 for each distinct opponent attacked by at least one creature.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { attack, permanent, permanents, pt, resolveStack, setup } from '../cards/helpers.js';

describe('melee', () => {
  it('the bonus equals the number of distinct opponents attacked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }).chain((players) => fc.record({
          players: fc.constant(players),
          // the creature with melee, and its printed power and toughness
          meleeCard: fc.constantFrom<[string, number, number]>(['Wings of the Guard', 1, 1], ['Custodi Soulcaller', 1, 2]),
          // the opponent the melee creature attacks, and for each Bronze Sable an opponent or null (it stays home)
          wingsTarget: fc.integer({ min: 1, max: players - 1 }),
          sableTargets: fc.array(fc.option(fc.integer({ min: 1, max: players - 1 })), { maxLength: 6 }),
          // opponents who concede while melee is on the stack
          conceders: fc.subarray(Array.from({ length: players - 1 }, (_, i) => i + 1)),
        })),
        ({ players, meleeCard: [name, power, toughness], wingsTarget, sableTargets, conceders }) => {
          const { state } = setup({
            players: Array.from({ length: players }, (_, i) => (i === 0 ? { battlefield: [name, ...sableTargets.map(() => 'Bronze Sable')] } : {})),
          });
          const wings = permanent(state, name);
          const sables = permanents(state, 'Bronze Sable');
          const attacks: [number, number][] = [[wings, wingsTarget]];
          sableTargets.forEach((t, i) => {
            if (t !== null) attacks.push([sables[i]!, t]);
          });
          let s = attack(state, attacks);
          // the game goes on while two players are left
          for (const p of conceders) if (s.players.filter((x) => x.inGame).length > 2) s = apply(s, { type: 'concede', player: p });
          s = resolveStack(s);
          const distinct = new Set(attacks.map(([, p]) => p)).size;
          expect(pt(s, wings)).toEqual([power + distinct, toughness + distinct]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
