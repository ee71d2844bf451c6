/**
 * CR 700.4: "dies" means "is put into a graveyard from the battlefield" — any permanent, a creature
 * or not. No card of CNS or CN2 has a "dies" ability on a permanent that is not a creature, so a
 * test-only enchantment is defined here: Phyrexian Arena with "When this enchantment dies, draw a
 * card." in place of its own ability. Abilities that say "creature" ("whenever another creature
 * dies", "when enchanted creature dies") still see only creatures.
 */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../src/cards/definition.js';
import { findDefinition, registerFormatCard } from '../../src/cards/registry.js';
import { cast, names, permanent, resolveStack, setup } from '../cards/helpers.js';

const DYING_ENCHANTMENT = 'Test: When this enchantment dies, draw a card';
if (!findDefinition(DYING_ENCHANTMENT)) {
  registerFormatCard({
    ...(findDefinition('Phyrexian Arena') as CardDefinition),
    name: DYING_ENCHANTMENT,
    triggered: [{ text: 'When this enchantment dies, draw a card.', when: { event: 'dies', subject: 'self' }, effects: [{ do: 'draw', amount: 1, who: 'you' }] }],
  });
}

describe('700.4 any permanent dies', () => {
  it('700.4: an enchantment destroyed from the battlefield dies, and its own "when this dies" ability triggers', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Beast Within'], battlefield: ['Forest', 'Forest', 'Forest'] },
        { battlefield: [DYING_ENCHANTMENT], library: ['Island', 'Swamp'] },
      ],
    });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, DYING_ENCHANTMENT) }]));
    expect(names(s, 1, 'graveyard')).toEqual([DYING_ENCHANTMENT]);
    // its controller drew the top card of their library
    expect(names(s, 1, 'hand')).toEqual(['Island']);
  });

  it('700.4: a noncreature permanent dying does not trigger "Whenever another creature dies" (Galvanic Juggernaut stays tapped)', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Beast Within'], battlefield: ['Forest', 'Forest', 'Forest', { card: 'Galvanic Juggernaut', tapped: true }] },
        { battlefield: ['Phyrexian Arena', 'Wild Griffin'] },
      ],
    });
    const juggernaut = permanent(state, 'Galvanic Juggernaut');
    const arenaDied = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Phyrexian Arena') }]));
    expect(names(arenaDied, 1, 'graveyard')).toEqual(['Phyrexian Arena']);
    expect(arenaDied.objects[juggernaut]!.tapped).toBe(true);
    // the same spell on a creature untaps it: the ability is there and sees creatures
    const griffinDied = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]));
    expect(names(griffinDied, 1, 'graveyard')).toEqual(['Wild Griffin']);
    expect(griffinDied.objects[juggernaut]!.tapped).toBe(false);
  });
});
