/**
 * CR 616.1a–f with the cards of CNS and CN2: self-replacement effects first (616.1a), then effects
 * that make an object enter as a copy (616.1c), then the rest (616.1e), each time checking again
 * which effects apply to the modified event (616.1f).
 *
 * No card of CNS or CN2 changes under whose control an object enters by a replacement effect
 * (616.1b) or makes a card enter with its back face up (616.1d: neither set has double-faced cards).
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState, type ObjectId } from '../../src/index.js';
import { addReplacement } from '../../src/engine/replacement.js';
import { cast, castAndResolve, events, life, passUntil, permanent, resolveStack, setup } from '../cards/helpers.js';
import { asEngineState, mutableCopy } from '../helpers/mutable-copy.js';

const DUPLICATE_LANDS = ['Island', 'Mountain', 'Wastes', 'Wastes'];

/** Player 0 casts Dack's Duplicate with Muzzio's Preparations naming `named` face up, and answers the copy choice. */
function duplicateWithMuzzio(named: string, copyBronzeSable: boolean): { state: ReadonlyGameState; duplicate: ObjectId } {
  const { state, ids } = setup({
    format: 'conspiracy',
    players: [{ battlefield: DUPLICATE_LANDS, hand: ["Dack's Duplicate"], command: [{ card: "Muzzio's Preparations", names: [named] }] }, { battlefield: ['Bronze Sable'] }, {}],
  });
  const sable = permanent(state, 'Bronze Sable');
  let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
  if (s.decision?.kind !== 'choose') throw new Error('expected the copy choice');
  expect(s.decision.choice).toMatchObject({ prompt: 'copy', rule: '707.9' });
  const index = s.decision.choice.options.findIndex((o) => (copyBronzeSable ? 'object' in o && o.object === sable : 'label' in o));
  s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [index] }));
  const duplicate = s.battlefield.find((id) => s.objects[id]!.card === "Dack's Duplicate")!;
  return { state: s, duplicate };
}

describe('CR 616.1 the order of replacement effects on one event', () => {
  it("616.1c: entering as a copy applies before Muzzio's Preparations, so a Dack's Duplicate copying Bronze Sable is no longer named Dack's Duplicate and gets no counter", () => {
    const { state, duplicate } = duplicateWithMuzzio("Dack's Duplicate", true);
    expect(characteristics(state, duplicate).name).toBe('Bronze Sable');
    expect(state.objects[duplicate]!.counters).toEqual({});
    // entering as itself it keeps its name, and Muzzio's Preparations applies
    const itself = duplicateWithMuzzio("Dack's Duplicate", false);
    expect(itself.state.objects[itself.duplicate]!.counters).toEqual({ '+1/+1': 1 });
  });

  it("616.1c, 616.1f: after the copy effect, Muzzio's Preparations naming Bronze Sable now applies to the copy", () => {
    const { state, duplicate } = duplicateWithMuzzio('Bronze Sable', true);
    expect(state.objects[duplicate]!.counters).toEqual({ '+1/+1': 1 });
    // Bronze Sable is 2/1; the copy has the counter
    expect([characteristics(state, duplicate).power, characteristics(state, duplicate).toughness]).toEqual([3, 2]);
    expect(events(state, 'counters').filter((e) => e.rule === '614.1c').map((e) => e.object)).toEqual([duplicate]);
  });

  it('616.1a: the self-replacement of morbid (5 damage instead of 3) applies before a prevention shield, which then prevents 3 of the 5', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp'], hand: ['Brimstone Volley', 'Murder'] }, { battlefield: ['Wild Griffin'] }],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![1]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = mutableCopy(s);
    addReplacement(asEngineState(s), { kind: 'preventDamage', affected: { player: 1 }, amount: 3, duration: { until: 'endOfTurn' }, source: null, controller: 1 });
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ player: 1 }]);
    expect(life(s, 1)).toBe(18);
    expect(events(s, 'preventDamage').map((e) => e.amount)).toEqual([3]);
  });

  it("616.1a, 616.1e: morbid's 5 damage to a player with Protector of the Crown is dealt to the Protector instead", () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp'], hand: ['Brimstone Volley', 'Murder'] }, { battlefield: ['Wild Griffin', 'Protector of the Crown'] }],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![1]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ player: 1 }]);
    expect(life(s, 1)).toBe(20);
    expect(events(s, 'redirectDamage').map((e) => [e.rule, e.amount])).toEqual([['614.9', 5]]);
  });

  it('616.1e: two redirections of static abilities (Pariah, Protector of the Crown) and a spell\'s damage to the player: the player chooses which applies', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Orcish Cannonade'] },
        { battlefield: ['Plains', 'Plains', 'Plains', 'Ogre Sentry', 'Protector of the Crown'], hand: ['Pariah'] },
      ],
      active: 1,
    });
    const [, , , sentry, protector] = ids.battlefield[1]!;
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: sentry! }]);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    s = passUntil(cast(s, 0, ids.hand[0]![0]!, [{ player: 1 }]), (x) => x.decision?.kind !== 'priority');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    const options = s.decision.choice.options.map((o) => ('label' in o ? o.label : ''));
    expect([...options].sort()).toEqual([
      `deal the damage to it instead (Protector of the Crown): Protector of the Crown (#${protector})`,
      `deal the damage to the enchanted creature instead (Pariah): Ogre Sentry (#${sentry})`,
    ]);
    // Pariah's: the enchanted Ogre Sentry takes the 2, and the Protector none
    const chosen = resolveStack(apply(s, { type: 'choose', player: 1, choice: [options.findIndex((o) => o.includes('Pariah'))] }));
    expect(chosen.objects[sentry!]!.damage).toBe(2);
    expect(chosen.objects[protector!]!.damage).toBe(0);
    expect(life(chosen, 1)).toBe(20);
  });
});
