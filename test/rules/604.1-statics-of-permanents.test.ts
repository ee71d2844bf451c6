/**
 * CR 604.1, 613.1f: the static abilities of permanents that rules ask about ("You can't lose the
 * game", "You may cast spells as though they had flash", "… can't be cast") function only while the
 * permanent has its abilities, and each rule finds the abilities of its own kind, even when several
 * kinds are asked about in one listing of the legal actions.
 *
 * "Loses all abilities" comes from no card of CNS or CN2, so that effect is built as a resolved
 * spell would leave it.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type ObjectId } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { passUntil, permanent, setup } from '../cards/helpers.js';

describe('CR 604.1 static abilities of permanents', () => {
  it("613.1f: Platinum Angel that lost all abilities no longer stops its controller at 0 life from losing (704.5a)", () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Platinum Angel'], life: 0 }, {}, {}] });
    const angel = permanent(state, 'Platinum Angel');
    expect(passUntil(state, (x) => x.players[0]!.outcome !== null || x.turn.step === 'end').players[0]!.inGame).toBe(true);
    const lost = editState(state, (s) => {
      s.effects.push({ id: s.nextEffectId++, timestamp: s.nextTimestamp++, affected: [angel], change: { kind: 'loseAllAbilities' }, duration: { until: 'endOfTurn' }, source: null, controller: 1 });
    });
    // state-based actions are checked again as the next step begins (CR 704.3)
    const s = passUntil(lost, (x) => x.players[0]!.outcome !== null || x.turn.step === 'end');
    expect(s.players[0]!.outcome).toBe('lost');
    expect(s.turn.step).toBe('beginCombat');
  });

  it("Vedalken Orrery's and Sanctum Prelate's statics, of two kinds, each apply in one listing: the Orrery lets its controller cast a creature in an opponent's turn, the Prelate forbids a sorcery of the chosen mana value", () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Vedalken Orrery', 'Island', 'Island', 'Island', 'Wastes', 'Wastes'], hand: ['Bronze Sable', 'Divination'] },
        { battlefield: ['Sanctum Prelate'] },
      ],
    });
    const [sable, divination] = ids.hand[0]! as [ObjectId, ObjectId];
    const prelate = permanent(state, 'Sanctum Prelate');
    // Divination has mana value 3; Bronze Sable, a creature, 2
    const chosen = editState(state, (s) => {
      s.objects[prelate] = { ...s.objects[prelate]!, chosenNumber: 3 };
    });
    const s = passUntil(chosen, (x) => x.decision?.player === 0);
    expect(s.turn.active).toBe(1);
    const casts = legalActions(s).flatMap((a) => (a.type === 'cast' ? [a.card] : []));
    expect(casts).toEqual([sable]);
    expect(casts).not.toContain(divination);
  });
});
