/**
 * CR 708.2: a creature card deployed face down (MT 4.1) has no characteristics, so it is no
 * creature: it goes on no mission and blocks nothing, and its own combat abilities (Charging
 * Rhino's "can't be blocked by more than one creature", CR 509.1b; Guardian of the Gateless's "can
 * block any number of creatures", 509.1a) are never asked about while it is under construction.
 * The same cards face up are offered, beside a Bronze Sable and a Pillarfield Ox that are offered
 * either way.
 */
import { describe, expect, it } from 'vitest';
import { type PermanentSpec } from '../../../src/testing/index.js';
import { deployed, offered, passUntil, patrolBoard, sendMission, variant } from './helpers.js';

/** Face down (deployed, under construction) or face up: the card as a scenario permanent. */
const card = (name: string, faceDown: boolean): string | PermanentSpec => (faceDown ? deployed(name) : name);

describe('CR 708.2: a creature card under construction is no creature to send on a mission or block with', () => {
  it('Charging Rhino face down is offered for no mission against the stockpile (MT 6.1, CR 508.1a); face up it is', () => {
    for (const faceDown of [true, false]) {
      const { s: start, ids } = patrolBoard([card('Charging Rhino', faceDown), 'Bronze Sable'], []);
      const [rhino, sable] = ids[0]!;
      const s = passUntil(variant(start, 0, 'mission', undefined, { player: 1 }), (x) => x.decision?.kind !== 'priority');
      expect(s.objects[rhino!]!.faceDown).toBe(faceDown);
      expect(offered(s, { type: 'declareAttacker', attacker: sable! })).toBe(true);
      expect(offered(s, { type: 'declareAttacker', attacker: rhino! }), faceDown ? 'face down' : 'face up').toBe(!faceDown);
    }
  });

  it('Guardian of the Gateless face down on patrol is offered as no blocker of a mission\'s Bronze Sable (MT 7.1, CR 509.1a); face up it is', () => {
    for (const faceDown of [true, false]) {
      const { s: start, ids } = patrolBoard(['Bronze Sable'], [card('Guardian of the Gateless', faceDown), 'Pillarfield Ox']);
      const sable = ids[0]![0]!;
      const [guardian, ox] = ids[1]!;
      const s = passUntil(sendMission(start, { player: 1 }, [sable]), (x) => x.decision?.kind === 'declareBlockers');
      expect(s.objects[guardian!]!.faceDown).toBe(faceDown);
      expect(offered(s, { type: 'declareBlocker', blocker: ox!, attacker: sable })).toBe(true);
      expect(offered(s, { type: 'declareBlocker', blocker: guardian!, attacker: sable }), faceDown ? 'face down' : 'face up').toBe(!faceDown);
    }
  });
});
