/**
 * The landcycling rulings of Twisted Abomination, Chartooth Cougar, Traumatic Visions and Elvish
 * Aberration that say the ability is an activated ability, played through the public API.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { activate, events, names, pass, resolveStack, setup } from './helpers.js';

const cases = [
  {
    card: 'Twisted Abomination', land: 'Swamp',
    ruling: 'Swampcycling is an activated ability. Effects that interact with activated abilities (such as Stifle or Rings of Brighthearth) will interact with Swampcycling. Effects that interact with spells (such as Remove Soul or Faerie Tauntings) will not.',
  },
  {
    card: 'Chartooth Cougar', land: 'Mountain',
    ruling: 'Mountaincycling is an activated ability. Effects that interact with activated abilities (such as Stifle or Rings of Brighthearth) will interact with Mountaincycling. Effects that interact with spells (such as Remove Soul or Faerie Tauntings) will not.',
  },
  {
    card: 'Traumatic Visions', land: 'Island',
    ruling: 'Basic landcycling is an activated ability. Effects that interact with activated abilities (such as Stifle or Rings of Brighthearth) will interact with basic landcycling. Effects that interact with spells (such as Remove Soul or Faerie Tauntings) will not.',
  },
  {
    card: 'Elvish Aberration', land: 'Forest',
    ruling: 'Forestcycling is an activated ability. Effects that interact with activated abilities (such as Stifle or Rings of Brighthearth) will interact with Forestcycling. Effects that interact with spells (such as Remove Soul or Faerie Tauntings) will not.',
  },
] as const;

describe('landcycling is an activated ability', () => {
  for (const { card, land, ruling } of cases) {
    it(`${card} — ruling: "${ruling}" (Stifle counters it: the card stays discarded and nothing is found)`, () => {
      const { state, ids } = setup({
        players: [
          // {2} for the typecycling abilities, {1}{U} for Traumatic Visions' basic landcycling
          { battlefield: ['Plains', 'Island'], hand: [card], library: [land, 'Island'] },
          { battlefield: ['Island', 'Island'], hand: ['Stifle'] },
        ],
      });
      let s = activate(state, 0, ids.hand[0]![0]!, 0);
      const ability = s.stack[0]!;
      expect(s.objects[ability]!.kind).toBe('ability');
      expect(names(s, 0, 'graveyard')).toEqual([card]);
      s = pass(s);
      s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: ability }], x: 0 });
      s = resolveStack(s);
      expect(events(s, 'counter')).toMatchObject([{ object: ability }]);
      expect(names(s, 0, 'hand')).toEqual([]);
      expect(names(s, 0, 'library').sort()).toEqual(['Island', land].sort());
      expect(names(s, 0, 'graveyard')).toEqual([card]);
    });
  }
});
