/**
 * Red cards of Conspiracy: Take the Crown (CN2).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { basicLandcycling } from '../cycling.js';
import { target, targetCreature } from '../common.js';

/** The red CN2 cards the engine implements. */
export const cn2Red: readonly CardDefinition[] = [
  card('Hurly-Burly', {
    spell: {
      effects: [],
      modes: [
        { text: 'Hurly-Burly deals 1 damage to each creature without flying.', effects: [{ do: 'damage', amount: 1, to: { all: { types: ['Creature'], withoutKeyword: 'flying' } } }] },
        { text: 'Hurly-Burly deals 1 damage to each creature with flying.', effects: [{ do: 'damage', amount: 1, to: { all: { types: ['Creature'], keyword: 'flying' } } }] },
      ],
    },
  }),
  card('Coordinated Assault', {
    spell: {
      targets: [
        { ...targetCreature, text: 'up to two target creatures', optional: true },
        { ...targetCreature, text: 'up to two target creatures', optional: true },
      ],
      effects: [
        { do: 'pump', what: { target: 0 }, power: 1, toughness: 0, keywords: ['first strike'] },
        { do: 'pump', what: { target: 1 }, power: 1, toughness: 0, keywords: ['first strike'] },
      ],
    },
  }),
  card('Flame Slash', {
    spell: { targets: [targetCreature], effects: [{ do: 'damage', amount: 4, to: { target: 0 } }] },
  }),
  card('Goblin Balloon Brigade', {
    activated: [{
      text: '{R}: Goblin Balloon Brigade gains flying until end of turn.',
      cost: { mana: '{R}' },
      effects: [{ do: 'pump', what: 'self', power: 0, toughness: 0, keywords: ['flying'] }],
    }],
  }),
  card('Kiln Fiend', {
    triggered: [{
      text: 'Whenever you cast an instant or sorcery spell, Kiln Fiend gets +3/+0 until end of turn.',
      when: { event: 'castSpell', who: 'you', filter: { types: ['Instant', 'Sorcery'] } },
      effects: [{ do: 'pump', what: 'self', power: 3, toughness: 0 }],
    }],
  }),
  card('Ogre Sentry', { keywords: ['defender'] }),
  card('Trumpet Blast', {
    spell: { effects: [{ do: 'pump', what: { all: { types: ['Creature'], attacking: true } }, power: 2, toughness: 0 }] },
  }),
  card('Goblin Tunneler', {
    activated: [{
      text: "{T}: Target creature with power 2 or less can't be blocked this turn.",
      cost: { tap: true },
      targets: [target('target creature with power 2 or less', { types: ['Creature'], powerAtMost: 2 })],
      effects: [{ do: 'cantBeBlocked', what: { target: 0 }, until: 'endOfTurn' }],
    }],
  }),
  card('Fiery Fall', {
    spell: { targets: [targetCreature], effects: [{ do: 'damage', amount: 5, to: { target: 0 } }] },
    activated: [basicLandcycling('{1}{R}')],
  }),
];
