/**
 * Combat damage abilities of several players triggered by one combat damage step of a four-player
 * free-for-all game (CR 802.5, 510.3a, 603.3b): who controls each, and the order they go on the stack.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../src/index.js';
import { attack, permanent, setup, skipUntil } from '../cards/helpers.js';

describe('510.3a, 603.3b: Edric, Spymaster of Trest under two players, attacks on three players by the active player 2', () => {
  it('each Edric triggers only for damage to its own controller\'s opponents; with Marchesa\'s Infiltrator\'s, they go on the stack in APNAP order (2, 3, 0)', () => {
    const { state } = setup({
      active: 2,
      players: [
        { battlefield: ['Edric, Spymaster of Trest'] },
        {},
        { battlefield: ["Marchesa's Infiltrator", 'token:beast-3-3', 'token:wolf-2-2'] },
        { battlefield: ['Edric, Spymaster of Trest'] },
      ],
    });
    const infiltrator = permanent(state, "Marchesa's Infiltrator");
    // the Infiltrator at player 1, the beast at player 3, the wolf at player 0; no blocks
    let s = attack(state, [[infiltrator, 1], [permanent(state, 'token:beast-3-3'), 3], [permanent(state, 'token:wolf-2-2'), 0]]);
    s = skipUntil(s, (x) => x.turn.step === 'combatDamage' && (x.decision?.kind === 'putTrigger' || x.stack.length > 0));
    const putters: number[] = [];
    while (s.decision?.kind === 'putTrigger') {
      putters.push(s.decision.player);
      s = apply(s, legalActions(s).find((a) => a.type === 'putTrigger')!);
    }
    // the Infiltrator's dethrone: player 1 was tied for the most life, so it is a 2/2
    expect(s.players.map((p) => p.life)).toEqual([18, 18, 20, 17]);
    // bottom first: player 2's, then player 3's two (damage to players 1 and 0), then player 0's two (damage to players 1 and 3)
    expect(s.stack.map((id) => [s.objects[id]!.card, s.objects[id]!.controller])).toEqual([
      ["Marchesa's Infiltrator", 2],
      ['Edric, Spymaster of Trest', 3],
      ['Edric, Spymaster of Trest', 3],
      ['Edric, Spymaster of Trest', 0],
      ['Edric, Spymaster of Trest', 0],
    ]);
    // players with more than one to order are asked in APNAP order
    expect(putters).toEqual([3, 0]);
  });
});
