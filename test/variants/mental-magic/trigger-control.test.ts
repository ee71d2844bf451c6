import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { logOf, type ReadonlyGameState } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { twoCreatures, withPermanents } from './helpers.js';

/**
 * AMM 7a, 7b: a decision of the non-active player turns control over to them unless it arises from
 * effects of cards they named. Their waiting triggered abilities are put on the stack in one decision
 * (which first, with its targets, CR 603.3b): when one of them comes from a card the other player
 * named, that decision is not one only of effects of cards they named.
 */
describe('AMM 7b: waiting triggered abilities of cards named by different players', () => {
  /**
   * Seat 1 holds control of its turn; seat 2 controls an Affa Guard Hound it named and a Farbog
   * Boneflinger seat 1 named, whose "enters" triggers wait together, the Hound's first; or, with
   * `bothNamedBySeat2`, seat 2 named both.
   */
  function waiting(bothNamedBySeat2: boolean): ReadonlyGameState {
    const { state, ids } = withPermanents(twoCreatures(), 1, ['Affa Guard Hound', 'Farbog Boneflinger']);
    return settle(produce(state, (d) => {
      const data = mmData(d);
      ['a250', 'a251'].forEach((cardId, i) => {
        data.ids[cardId] = ids[i]!;
        data.namedBy[cardId] = i === 1 && !bothNamedBySeat2 ? 0 : 1;
      });
      for (const id of ids) d.pendingTriggers.push({ source: id, card: d.objects[id]!.card, ability: 0, controller: 1, context: { event: 'entersBattlefield', object: id, player: 1, amount: 0 } });
      d.decision = { kind: 'putTrigger', player: 1 };
    }));
  }

  it('one trigger from a card seat 1 named: control turns over to seat 2, who decides (7a)', () => {
    const s = waiting(false);
    expect(mmData(s).control).toBe(1);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    expect(logOf(s).at(-1)).toMatchObject({ type: 'control', rule: 'AMM 7a', player: 1 });
  });

  it('every trigger from a card seat 2 named: no control for them (7b); the engine decides (8d)', () => {
    const s = waiting(true);
    expect(mmData(s).control).toBe(0);
    expect(logOf(s).some((e) => e.type === 'uncontrolledDecision' && e.player === 1 && e.detail?.startsWith('putTrigger'))).toBe(true);
  });
});
