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

describe('landcycling finds a land instead of drawing', () => {
  const finds = [
    {
      card: 'Chartooth Cougar', land: 'Mountain',
      ruling: 'Unlike the normal cycling ability, Mountaincycling doesn’t allow you to draw a card. Instead, it lets you search your library for a Mountain card. After you find a Mountain card in your library, you reveal it, put it into your hand, then shuffle your library.',
    },
    {
      card: 'Elvish Aberration', land: 'Forest',
      ruling: "Unlike the normal cycling ability, Forestcycling doesn't allow you to draw a card. Instead, it lets you search your library for a Forest card. After you find a Forest card in your library, you reveal it, put it into your hand, then shuffle your library.",
    },
  ] as const;
  for (const { card, land, ruling } of finds) {
    it(`${card} — ruling: "${ruling}"`, () => {
      // the land is at the bottom; a draw would take the Island on top
      const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains'], hand: [card], library: ['Island', 'Island', land] }, {}] });
      let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
      const d = s.decision;
      expect(d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : null).toEqual([land]);
      s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [0] }));
      expect(names(s, 0, 'hand')).toEqual([land]);
      expect(events(s, 'draw')).toEqual([]);
      expect(events(s, 'reveal').map((e) => e.card)).toContain(land);
      expect(events(s, 'shuffle').map((e) => e.player)).toEqual([0]);
      expect(events(s, 'shuffle').length).toBe(1);
      expect(names(s, 0, 'library').sort()).toEqual(['Island', 'Island']);
    });
  }
});
