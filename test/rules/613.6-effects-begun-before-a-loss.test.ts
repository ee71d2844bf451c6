/**
 * CR 613.6: an effect that starts to apply in one layer continues to apply to the same objects in
 * each later layer, even if the ability generating it is removed during this process. Guardian
 * Zendikon's "Enchanted land is a 2/6 white Wall creature with defender" applies in layers 4, 5, 6
 * and 7b: the Aura losing all its abilities (layer 6) comes after the effect has begun in layer 4, so
 * the land stays a 2/6 white Wall creature with defender. Kitesail's "Equipped creature gets +1/+0 and
 * has flying" begins in layer 6, where it depends on the loss (613.8a): it never begins.
 *
 * "Loses all abilities" comes from no card of CNS or CN2, so the loss is built as a resolved spell
 * would leave it.
 */
import { describe, expect, it } from 'vitest';
import { characteristics, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { activate, castAndResolve, permanent, pt, resolveStack, setup } from '../cards/helpers.js';

/** `id` loses all abilities until end of turn, as a resolved spell's effect would say, timestamped now (CR 613.7b). */
function losesAllAbilities(state: ReadonlyGameState, id: ObjectId): ReadonlyGameState {
  return editState(state, (s) => {
    s.effects = [...s.effects, {
      id: s.nextEffectId++, timestamp: s.nextTimestamp++, affected: [id], change: { kind: 'loseAllAbilities' }, duration: { until: 'endOfTurn' }, source: null, controller: 1,
    }];
  });
}

describe('613.6 an effect begun in an earlier layer outlasts the loss of its ability', () => {
  it('Guardian Zendikon loses all abilities: its effect began in layer 4, so the land is still a 2/6 white Wall creature with defender', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Forest'], hand: ['Guardian Zendikon'] }, {}] });
    const forest = permanent(state, 'Forest');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: forest }]);
    const zendikon = permanent(s, 'Guardian Zendikon');
    expect(characteristics(s, forest)).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Forest', 'Wall'], colors: ['W'], keywords: ['defender'], power: 2, toughness: 6 });
    s = losesAllAbilities(s, zendikon);
    expect(characteristics(s, zendikon).hasAbilities).toBe(false);
    expect(characteristics(s, forest)).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Forest', 'Wall'], colors: ['W'], keywords: ['defender'], power: 2, toughness: 6 });
  });

  it('Kitesail loses all abilities: its effect would begin in layer 6, where it depends on the loss, so the creature has neither flying nor +1/+0', () => {
    const { state } = setup({ players: [{ battlefield: ['Wastes', 'Wastes', 'Kitesail', 'Typhoid Rats'] }, {}] });
    const rats = permanent(state, 'Typhoid Rats');
    const kitesail = permanent(state, 'Kitesail');
    let s = state;
    for (const id of state.battlefield.filter((x) => state.objects[x]!.card === 'Wastes')) s = activate(s, 0, id, 0);
    s = resolveStack(activate(s, 0, kitesail, 0, [{ object: rats }]));
    expect(characteristics(s, rats)).toMatchObject({ power: 2, toughness: 1, keywords: ['deathtouch', 'flying'] });
    s = losesAllAbilities(s, kitesail);
    expect(pt(s, rats)).toEqual([1, 1]);
    expect(characteristics(s, rats).keywords).toEqual(['deathtouch']);
  });
});
