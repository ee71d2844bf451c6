/**
 * The heuristic bot attacks the opponent with the least life still in the game (its documented
 * choice among the defending players a creature may attack, CR 508.1b), whichever seat that is.
 */
import { describe, expect, it } from 'vitest';
import { heuristicBot, playGame, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { scenario } from '../../src/testing/index.js';

/** Player 0's Bronze Sable and Wild Griffin at the beginning of combat, the opponents at these life totals; played on by the heuristic bot until the attackers are declared. */
function attackedWith(lives: [number, number, number]): ReadonlyGameState['combat'] {
  const { state } = scenario({
    players: [
      { battlefield: ['Bronze Sable', 'Wild Griffin'], library: ['Wastes'] },
      { life: lives[0], library: ['Wastes'] },
      { life: lives[1], library: ['Wastes'] },
      { life: lives[2], library: ['Wastes'] },
    ],
    step: 'beginCombat',
    settings: { autoPass: 'never' },
  });
  let s = state;
  for (let i = 0; i < 20 && !s.combat?.attackersDeclared; i++) s = playGame(s, heuristicBot, seedRng(1), { maxActions: 1 }).state;
  return s.combat;
}

describe('the heuristic bot attacks the weakest opponent', () => {
  it('sends every attacker at the opponent with the least life, wherever they sit', () => {
    for (const [lives, weakest] of [[[20, 5, 12], 2], [[3, 9, 9], 1], [[14, 20, 7], 3]] as const) {
      const combat = attackedWith([...lives]);
      expect(combat?.attackers.length, `lives ${lives.join('/')}`).toBe(2);
      expect(combat!.attackers.map((a) => a.target), `lives ${lives.join('/')}`).toEqual([{ player: weakest }, { player: weakest }]);
    }
  });
});
