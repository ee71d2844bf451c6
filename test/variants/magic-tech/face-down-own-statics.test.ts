/**
 * CR 708.2, 613.1: a card deployed face down (MT 4.1) has no abilities, so the static abilities on
 * its card that bind the permanent itself or other creatures do nothing while it is under
 * construction: Galvanic Juggernaut's "doesn't untap during your untap step" (CR 502.3), Boldwyr
 * Intimidator's "Cowards can't block Warriors" (CR 509.1b), Ghostly Prison's "Creatures can't attack
 * you unless their controller pays {2} for each creature they control that's attacking you" (CR
 * 508.1h), Brago's Representative's "While voting, you get an additional vote" (CR 701.38d). The
 * same cards face up do.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { choose, withCreatureTypes } from '../../cards/helpers.js';
import { deployed, events, mt, offered, passUntil, patrolBoard, resolveStack, sendMission, underConstruction } from './helpers.js';

describe('CR 708.2: the static abilities of a face-down permanent bind nothing', () => {
  it('CR 502.3: a tapped Galvanic Juggernaut under construction untaps in its controller\'s untap step; face up it "doesn\'t untap during your untap step"', () => {
    for (const faceDown of [true, false]) {
      const juggernaut = faceDown ? { ...deployed('Galvanic Juggernaut'), tapped: true } : { card: 'Galvanic Juggernaut', tapped: true };
      const { state, ids } = mt({ players: [{}, { battlefield: [juggernaut] }] });
      const id = ids.battlefield[1]![0]!;
      expect(state.objects[id]!.faceDown).toBe(faceDown);
      const s = passUntil(state, (x) => x.turn.active === 1 && x.turn.step !== 'untap');
      expect(s.objects[id]!.tapped, faceDown ? 'face down' : 'face up').toBe(!faceDown);
    }
  });

  it('CR 509.1b: a Coward on patrol blocks a Warrior beside a Boldwyr Intimidator under construction; beside a face-up one ("Cowards can\'t block Warriors.") it may not', () => {
    for (const faceDown of [true, false]) {
      const intimidator = faceDown ? deployed('Boldwyr Intimidator') : 'Boldwyr Intimidator';
      const { s: start, ids } = patrolBoard(['Lizard Warrior'], [intimidator, 'Pillarfield Ox']);
      const lizard = ids[0]![0]!;
      const ox = ids[1]![1]!;
      const coward: ReadonlyGameState = withCreatureTypes(start, ox, ['Coward']);
      expect(characteristics(coward, ox).subtypes).toEqual(['Coward']);
      const s = passUntil(sendMission(coward, { player: 1 }, [lizard]), (x) => x.decision?.kind === 'declareBlockers');
      expect(offered(s, { type: 'declareBlocker', blocker: ox, attacker: lizard }), faceDown ? 'face down' : 'face up').toBe(faceDown);
    }
  });

  it('CR 508.1h: a Ghostly Prison under construction taxes no mission: one against its controller\'s stockpile is offered to a player with no mana; beside a face-up one it is not', () => {
    for (const faceDown of [true, false]) {
      const { s, ids } = patrolBoard(['Bronze Sable'], [faceDown ? deployed('Ghostly Prison') : 'Ghostly Prison']);
      expect(s.objects[ids[1]![0]!]!.faceDown).toBe(faceDown);
      expect(offered(s, { type: 'variant', name: 'mission', target: { player: 1 } }), faceDown ? 'face down' : 'face up').toBe(faceDown);
    }
  });

  it('CR 701.38d: beside a Brago\'s Representative under construction, Expropriate\'s caster votes once; beside a face-up one ("you get an additional vote") twice', () => {
    for (const faceDown of [true, false]) {
      const { state, ids } = mt({ players: [{ battlefield: [deployed('Expropriate'), 'Island', faceDown ? deployed("Brago's Representative") : "Brago's Representative"] }, {}] });
      const [expropriate, , representative] = ids.battlefield[0]!;
      expect(state.objects[representative!]!.faceDown).toBe(faceDown);
      let s = editState(state, (x) => underConstruction(x, expropriate!, 9));
      s = resolveStack(apply(s, { type: 'cast', player: 0, card: expropriate!, targets: [], x: 0 }));
      // every vote is for time (CR 701.38a)
      for (let d = s.decision; d?.kind === 'choose'; d = s.decision) {
        s = choose(s, [d.choice.options.findIndex((o) => 'label' in o && o.label === 'time')]);
      }
      expect(events(s, 'vote').map((e) => e.player), faceDown ? 'face down' : 'face up').toEqual(faceDown ? [0, 1] : [0, 0, 1]);
    }
  });
});
