import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { logOf, type ReadonlyGameState } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { labelCategory } from '../../../src/variants/mental-magic/decisions.js';
import { asEngineState } from '../../helpers/mutable-copy.js';
import { gameWithHands, pass, withPermanents } from './helpers.js';

/**
 * AMM 8a: "NO_ACTION is any choice that would qualify as taking no action" — every label an effect
 * offers for doing nothing is NO_ACTION, so the engine takes it for an uncontrolled decision (8d).
 */
describe('AMM 8a: the labels of taking no action', () => {
  it('declining to cast a card during a resolution ("don\'t cast", CR 608.2g) and stopping before moving a counter ("stop") are NO_ACTION', () => {
    const s = asEngineState(gameWithHands([[], []]));
    expect(labelCategory(s, { prompt: 'cast', rule: '608.2g' }, "don't cast")).toBe('NO_ACTION');
    expect(labelCategory(s, { prompt: 'move a +1/+1 counter onto', rule: '122.5' }, 'stop')).toBe('NO_ACTION');
  });

  /**
   * Seat 1's upkeep as its Forgotten Ancient's upkeep trigger resolves ("you may move any number
   * of +1/+1 counters from Forgotten Ancient onto other creatures"), three counters on it and three
   * other creatures, while seat 2 holds control of the turn: seat 1's choices are uncontrolled.
   */
  function ancientUncontrolled(seed: number): ReadonlyGameState {
    const { state, ids } = withPermanents(gameWithHands([[], []], seed), 0, ['Forgotten Ancient', 'Doomed Traveler', 'Copperhorn Scout', 'Peace Strider']);
    let s = produce(state, (d) => {
      d.objects[ids[0]!]!.counters['+1/+1'] = 3;
    });
    while (!(s.turn.active === 0 && s.turn.number > 1 && s.stack.length > 0)) s = pass(s);
    // the trigger resolves and asks seat 1; control is with seat 2 (as a decision of theirs would turn it over, AMM 7a)
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'move a +1/+1 counter onto' } });
    return settle(produce(s, (d) => {
      mmData(d).control = 1;
    }));
  }

  it('8d: an uncontrolled Forgotten Ancient moves no counter: "stop" is taken at once', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const s = ancientUncontrolled(seed);
      const ancient = s.battlefield.find((id) => s.objects[id]!.card === 'Forgotten Ancient')!;
      expect(s.objects[ancient]!.counters['+1/+1']).toBe(3);
      expect(logOf(s).some((e) => e.type === 'moveCounter')).toBe(false);
      expect(logOf(s).find((e) => e.type === 'uncontrolledDecision' && e.player === 0 && e.detail?.startsWith('choose'))).toMatchObject({ rule: 'AMM 8d', detail: 'choose: NO_ACTION' });
    }
  });
});
