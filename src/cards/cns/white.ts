/**
 * White cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { isCreature } from '../../engine/characteristics.js';
import { landTypecycling } from '../cycling.js';
import { timesKicked } from '../../rules/702.33-kicker.js';
import { target, targetCreature } from '../common.js';
import { protectionFromChosenColor } from '../color-choice.js';

/** The white CNS cards the engine implements. */
export const cnsWhite: readonly CardDefinition[] = [
  card("Ajani's Sunstriker", { keywords: ['lifelink'] }),
  card('Courier Hawk', { keywords: ['flying', 'vigilance'] }),
  card('Moment of Heroism', {
    spell: { targets: [targetCreature], effects: [{ do: 'pump', what: { target: 0 }, power: 2, toughness: 2, keywords: ['lifelink'] }] },
  }),
  card('Pillarfield Ox'),
  card('Pride Guardian', {
    keywords: ['defender'],
    triggered: [{
      text: 'Whenever Pride Guardian blocks, you gain 3 life.',
      when: { event: 'blocks', subject: 'self' },
      effects: [{ do: 'gainLife', amount: 3, who: 'you' }],
    }],
  }),
  card('Silverchase Fox', {
    activated: [{
      text: '{1}{W}, Sacrifice Silverchase Fox: Exile target enchantment.',
      cost: { mana: '{1}{W}', sacrificeSelf: true },
      targets: [target('target enchantment', { types: ['Enchantment'] })],
      effects: [{ do: 'exile', what: { target: 0 } }],
    }],
  }),
  card('Soulcatcher', {
    keywords: ['flying'],
    triggered: [{
      text: 'Whenever a creature with flying dies, put a +1/+1 counter on Soulcatcher.',
      when: { event: 'dies', subject: { types: ['Creature'], keyword: 'flying' } },
      effects: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }],
    }],
  }),
  card('Swords to Plowshares', {
    spell: {
      targets: [targetCreature],
      effects: [
        { do: 'exile', what: { target: 0 } },
        { do: 'gainLife', amount: { powerOf: { target: 0 } }, who: { controllerOfTarget: 0 } },
      ],
    },
  }),
  card('Custodi Soulbinders', {
    statics: [{
      kind: 'entersWithCounters',
      text: 'Custodi Soulbinders enters the battlefield with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.',
      counter: '+1/+1',
      amount: (state, id) => state.battlefield.filter((c) => c !== id && isCreature(state, c)).length,
    }],
    activated: [{
      text: '{2}{W}, Remove a +1/+1 counter from Custodi Soulbinders: Create a 1/1 white Spirit creature token with flying.',
      cost: { mana: '{2}{W}', removeCounters: { counter: '+1/+1', amount: 1 } },
      effects: [{ do: 'token', token: 'token:spirit-1-1-flying', amount: 1, who: 'you' }],
    }],
  }),
  card('Noble Templar', { keywords: ['vigilance'], activated: [landTypecycling('Plains', '{2}')] }),
  card('Reya Dawnbringer', {
    keywords: ['flying'],
    triggered: [{
      text: 'At the beginning of your upkeep, you may return target creature card from your graveyard to the battlefield.',
      when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
      targets: [{ kind: 'object', zone: 'graveyard', filter: { types: ['Creature'], controller: 'you' }, text: 'target creature card from your graveyard' }],
      effects: [{ do: 'may', prompt: 'return the creature card to the battlefield', then: [{ do: 'putOntoBattlefield', what: { target: 0 } }] }],
    }],
  }),
  card('Apex Hawks', {
    multikicker: '{1}{W}',
    keywords: ['flying'],
    statics: [{
      kind: 'entersWithCounters',
      text: 'Apex Hawks enters the battlefield with a +1/+1 counter on it for each time it was kicked.',
      counter: '+1/+1',
      amount: (state, id) => timesKicked(state, id),
    }],
  }),
  card('Stave Off', {
    spell: { targets: [targetCreature], effects: [protectionFromChosenColor(0)] },
  }),
  card('Intangible Virtue', {
    statics: [
      { kind: 'modifyPT', text: 'Creature tokens you control get +1/+1', affects: { types: ['Creature'], token: true, controller: 'you' }, power: 1, toughness: 1 },
      { kind: 'grantKeywords', text: 'and have vigilance.', affects: { types: ['Creature'], token: true, controller: 'you' }, keywords: ['vigilance'] },
    ],
  }),
  card('Valor Made Real', {
    spell: { targets: [targetCreature], effects: [{ do: 'blockAnyNumber', what: { target: 0 }, until: 'endOfTurn' }] },
  }),
  card('Wakestone Gargoyle', {
    keywords: ['defender', 'flying'],
    activated: [{
      text: "{1}{W}: Creatures you control with defender can attack this turn as though they didn't have defender.",
      cost: { mana: '{1}{W}' },
      effects: [{ do: 'attackDespiteDefender', creaturesOf: 'you', until: 'endOfTurn' }],
    }],
  }),
];
