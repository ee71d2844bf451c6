import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { logOf, type ReadonlyGameState } from '../../../src/index.js';
import { seedRng } from '../../../src/state/rng.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { specify } from '../../../src/variants/mental-magic/specs.js';
import { twoCreatures, withPermanents } from './helpers.js';

/**
 * AMM 8e: specifications are "on a per-ability basis". When several triggered abilities of a player
 * wait together, the one decision of which to put on the stack first, with its targets (CR 603.3b),
 * offers options of each; each option follows its own ability's specification.
 */
describe('AMM 8e: waiting triggered abilities each follow their own specification', () => {
  /**
   * Seat 1's Farbog Boneflinger ("target creature gets -2/-2") and Affa Guard Hound ("target creature
   * gets +0/+3") have just entered together, the Boneflinger's trigger waiting first, while seat 2
   * holds control of the turn: seat 1 specified OPPONENT for the Boneflinger and SELF for the Hound.
   */
  function entered(seed: number): { state: ReadonlyGameState; before: number } {
    const { state, ids } = withPermanents(twoCreatures(), 0, ['Farbog Boneflinger', 'Affa Guard Hound']);
    let s = specify(state, 0, 'Affa Guard Hound', 'triggered 1', ['SELF']);
    s = specify(s, 0, 'Farbog Boneflinger', 'triggered 1', ['OPPONENT']);
    const before = logOf(s).length;
    s = produce(s, (d) => {
      for (const id of ids) d.pendingTriggers.push({ source: id, card: d.objects[id]!.card, ability: 0, controller: 0, context: { event: 'entersBattlefield', object: id, player: 0, amount: 0 } });
      d.decision = { kind: 'putTrigger', player: 0 };
      mmData(d).control = 1;
      d.rng = seedRng(seed);
    });
    return { state: settle(s), before };
  }

  it('the Hound targets a creature of seat 1 and the Boneflinger seat 2\'s Copperhorn Scout, which dies, whatever the PRNG', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { state: s, before } = entered(seed);
      const events = logOf(s).slice(before);
      const hound = events.find((e) => e.type === 'trigger' && e.card === 'Affa Guard Hound')!;
      const target = s.objects[hound.object!]!.targets[0] as { object: number };
      expect(s.objects[target.object]!.controller).toBe(0);
      // the Scout (1/1) got -2/-2 and no +0/+3: it died, and its card ceased to exist (AMM 2e)
      expect(events.some((e) => e.type === 'zoneChange' && e.card === 'Copperhorn Scout' && e.zone === 'graveyard')).toBe(true);
      expect(events.filter((e) => e.type === 'uncontrolledDecision').slice(0, 2)).toEqual(expect.arrayContaining([
        expect.objectContaining({ rule: 'AMM 8e', detail: 'putTrigger: OPPONENT' }),
        expect.objectContaining({ rule: 'AMM 8e', detail: 'putTrigger: SELF' }),
      ]));
    }
  });
});
