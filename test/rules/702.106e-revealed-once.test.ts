/**
 * CR 702.106e: "If a player leaves the game, all face-down conspiracy cards controlled by that player
 * must be revealed to all players. At the end of each game, all face-down conspiracy cards must be
 * revealed to all players." — in every format that plays conspiracies, each face-down conspiracy is
 * revealed once, with the names chosen for it, whether its controller lost, left or won.
 */
import { describe, expect, it } from 'vitest';
import { apply, logOf, redactEvent, view } from '../../src/index.js';
import { pass, setup } from '../cards/helpers.js';

describe('702.106e: each face-down conspiracy revealed once as the game ends or its controller leaves', () => {
  for (const format of ['two-player', 'free-for-all', 'conspiracy']) {
    it(`${format}: the loser's (a double agenda, both names) and the winner's, each once, to every other player`, () => {
      const three = format === 'conspiracy';
      let { state: s, ids } = setup({
        format,
        players: [
          { command: [{ card: 'Immediate Action', faceDown: true, names: ['Bronze Sable'] }], hand: ['Brimstone Volley'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
          { life: 3, command: [{ card: "Summoner's Bond", faceDown: true, names: ['Bronze Sable', 'Plains'] }] },
          ...(three ? [{}] : []),
        ],
      });
      s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ player: 1 }], x: 0 });
      while (s.stack.length > 0) s = pass(s);
      // three players: the game goes on without player 1; ended by player 2's concession
      if (three) {
        expect(s.result).toBeNull();
        s = apply(s, { type: 'concede', player: 2 });
      }
      expect(s.result).toMatchObject({ winner: 0 });
      for (const viewer of three ? [1, 2] : [1]) {
        const reveals = logOf(s).map((e) => redactEvent(e, viewer)).filter((e) => e.type === 'reveal' && e.rule === '702.106e');
        expect(reveals.map((e) => [e.player, e.card, e.detail])).toEqual([
          [1, "Summoner's Bond", 'Bronze Sable / Plains'],
          [0, 'Immediate Action', 'Bronze Sable'],
        ]);
        expect(view(s, viewer).command.map((o) => [o.owner, o.card, o.chosenNames])).toEqual([[0, 'Immediate Action', ['Bronze Sable']]]);
      }
    });
  }
});
