/**
 * The dethrone cards of Conspiracy (CNS). Dethrone itself is defined once, in its rule module
 * (CR 702.105); a card only names the keyword.
 *
 * @module
 */
import { hasMostLife, playerAttackedBy } from '../../rules/702.105-dethrone.js';
import { target } from '../common.js';
import { card, type CardDefinition } from '../definition.js';

/** The dethrone cards of CNS the engine implements. */
export const cnsDethrone: readonly CardDefinition[] = [
  card("Marchesa's Emissary", { keywords: ['hexproof', 'dethrone'] }),
  card('Enraged Revolutionary', { keywords: ['dethrone'] }),
  card("Grenzo's Cutthroat", { keywords: ['first strike', 'dethrone'] }),
  card('Treasonous Ogre', {
    keywords: ['dethrone'],
    activated: [{ text: 'Pay 3 life: Add {R}.', cost: { payLife: 3 }, effects: [{ do: 'addMana', mana: ['R'], amount: 1 }], mana: true }],
  }),
  card("Marchesa's Smuggler", {
    keywords: ['dethrone'],
    activated: [{
      text: "{1}{U}{R}: Target creature you control gains haste until end of turn and can't be blocked this turn.",
      cost: { mana: '{1}{U}{R}' },
      targets: [target('target creature you control', { types: ['Creature'], controller: 'you' })],
      effects: [
        { do: 'pump', what: { target: 0 }, power: 0, toughness: 0, keywords: ['haste'] },
        { do: 'cantBeBlocked', what: { target: 0 }, until: 'endOfTurn' },
      ],
    }],
  }),
  card('Marchesa, the Black Rose', {
    keywords: ['dethrone'],
    statics: [{ kind: 'grantKeywords', text: 'Other creatures you control have dethrone.', affects: { types: ['Creature'], controller: 'you', other: true }, keywords: ['dethrone'] }],
    triggered: [
      {
        text: 'Whenever a creature you control with a +1/+1 counter on it dies, return that card to the battlefield under your control at the beginning of the next end step.',
        when: { event: 'dies', subject: { types: ['Creature'], controller: 'you', counter: '+1/+1' } },
        effects: [{ do: 'delayedTrigger', ability: 1, about: 'eventObject' }],
      },
      {
        text: 'At the beginning of the next end step, return that card to the battlefield under your control.',
        when: { event: 'delayed', at: 'nextEndStep' },
        effects: [{ do: 'putOntoBattlefield', what: 'eventObject' }],
      },
    ],
  }),
  card("Dack's Duplicate", {
    statics: [{
      kind: 'entersAsCopy',
      text: "You may have Dack's Duplicate enter the battlefield as a copy of any creature on the battlefield, except it has haste and dethrone.",
      addKeywords: ['haste', 'dethrone'],
    }],
  }),
  card('Scourge of the Throne', {
    keywords: ['flying', 'dethrone'],
    triggered: [{
      text: "Whenever Scourge of the Throne attacks for the first time each turn, if it's attacking the player with the most life or tied for most life, untap all attacking creatures. After this phase, there is an additional combat phase.",
      when: { event: 'attacks', subject: 'self' },
      triggersIf: (ctx) => ctx.state.history.attacked.filter((id) => id === ctx.source).length === 1,
      condition: (ctx) => {
        const defender = playerAttackedBy(ctx.state, ctx.source);
        return defender !== null && hasMostLife(ctx.state, defender);
      },
      effects: [{ do: 'untap', what: { all: { types: ['Creature'], attacking: true } } }, { do: 'additionalCombatPhase' }],
    }],
  }),
  card("Marchesa's Infiltrator", {
    keywords: ['dethrone'],
    triggered: [{
      text: "Whenever Marchesa's Infiltrator deals combat damage to a player, draw a card.",
      when: { event: 'dealsCombatDamageToPlayer', subject: 'self' },
      effects: [{ do: 'draw', amount: 1, who: 'you' }],
    }],
  }),
];
