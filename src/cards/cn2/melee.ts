/**
 * The melee cards of Conspiracy: Take the Crown (CN2). Melee itself is defined once, in its rule
 * module (CR 702.121); a card only names the keyword.
 *
 * @module
 */
import { target } from '../common.js';
import { card, type CardDefinition } from '../definition.js';

/** The melee cards of CN2 the engine implements. */
export const cn2Melee: readonly CardDefinition[] = [
  card('Wings of the Guard', { keywords: ['flying', 'melee'] }),
  card('Deputized Protester', { keywords: ['menace', 'melee'] }),
  card('Menagerie Liberator', { keywords: ['trample', 'melee'] }),
  card("Grenzo's Ruffians", {
    keywords: ['melee'],
    triggered: [{
      text: "Whenever Grenzo's Ruffians deals combat damage to an opponent, it deals that much damage to each other opponent.",
      when: { event: 'dealsCombatDamageToPlayer', subject: 'self', to: 'opponent' },
      effects: [{ do: 'damage', amount: { eventAmount: true }, to: 'eachOtherOpponent' }],
    }],
  }),
  card('Fang of the Pack', {
    keywords: ['melee'],
    triggered: [{
      text: 'At the beginning of combat on your turn, another target creature you control gains melee until end of turn.',
      when: { event: 'beginningOfStep', step: 'beginCombat', whose: 'you' },
      targets: [target('another target creature you control', { types: ['Creature'], controller: 'you', other: true })],
      effects: [{ do: 'pump', what: { target: 0 }, power: 0, toughness: 0, keywords: ['melee'] }],
    }],
  }),
  card('Custodi Soulcaller', {
    keywords: ['melee'],
    triggered: [{
      text: 'Whenever Custodi Soulcaller attacks, return target creature card with mana value X or less from your graveyard to the battlefield, where X is the number of players you attacked this combat.',
      when: { event: 'attacks', subject: 'self' },
      targets: [{
        kind: 'object',
        zone: 'graveyard',
        filter: { types: ['Creature'], controller: 'you', manaValueAtMostOpponentsAttacked: true },
        text: 'target creature card with mana value X or less from your graveyard',
      }],
      effects: [{ do: 'putOntoBattlefield', what: { target: 0 } }],
    }],
  }),
  card('Adriana, Captain of the Guard', {
    keywords: ['melee'],
    statics: [{ kind: 'grantKeywords', text: 'Other creatures you control have melee.', affects: { types: ['Creature'], controller: 'you', other: true }, keywords: ['melee'] }],
  }),
];
