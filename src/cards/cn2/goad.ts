/**
 * The goad cards of Conspiracy: Take the Crown (CN2). Goad itself, its duration and its attack
 * requirements, is defined once in its rule module (CR 701.15); a card only says whom it goads.
 *
 * @module
 */
import { addEffect } from '../../engine/game-actions.js';
import { target, targetCreature } from '../common.js';
import { card, type CardDefinition } from '../definition.js';
import type { Effect } from '../types.js';

/** "you may goad target creature defending player controls", as an attack trigger's steps. */
const mayGoadTarget: readonly Effect[] = [{ do: 'may', prompt: 'Goad target creature?', then: [{ do: 'goad', what: { target: 0 } }] }];

/** "target creature defending player controls" (CR 508.5). */
const defendersCreature = target('target creature defending player controls', { types: ['Creature'], controlledByDefendingPlayer: true });

/** The goad cards of CN2 the engine implements. */
export const cn2Goad: readonly CardDefinition[] = [
  card('Jeering Homunculus', {
    triggered: [{
      text: 'When Jeering Homunculus enters the battlefield, you may goad target creature.',
      when: { event: 'entersBattlefield', subject: 'self' },
      targets: [targetCreature],
      effects: mayGoadTarget,
    }],
  }),
  card('Goblin Racketeer', {
    triggered: [{
      text: 'Whenever Goblin Racketeer attacks, you may goad target creature defending player controls.',
      when: { event: 'attacks', subject: 'self' },
      targets: [defendersCreature],
      effects: mayGoadTarget,
    }],
  }),
  card('Coveted Peacock', {
    keywords: ['flying'],
    triggered: [{
      text: 'Whenever Coveted Peacock attacks, you may goad target creature defending player controls.',
      when: { event: 'attacks', subject: 'self' },
      targets: [defendersCreature],
      effects: mayGoadTarget,
    }],
  }),
  card('Besmirch', {
    spell: {
      targets: [targetCreature],
      effects: [
        {
          do: 'custom',
          text: 'Until end of turn, gain control of target creature',
          run: ({ state, object, source, controller }) => {
            const id = state.objects[object]?.targets[0];
            if (!id || !('object' in id)) return;
            // CR 613.1b: a control-changing effect, layer 2
            addEffect(state, { affected: [id.object], change: { kind: 'control', player: controller }, duration: { until: 'endOfTurn' }, source, controller });
          },
        },
        { do: 'pump', what: { target: 0 }, power: 0, toughness: 0, keywords: ['haste'] },
        { do: 'untap', what: { target: 0 } },
        { do: 'goad', what: { target: 0 } },
      ],
    },
  }),
  card('Grenzo, Havoc Raiser', {
    triggered: [{
      text: "Whenever a creature you control deals combat damage to a player, choose one —\n• Goad target creature that player controls.\n• Exile the top card of that player's library. Until end of turn, you may cast that card and you may spend mana as though it were mana of any color to cast that spell.",
      when: { event: 'dealsCombatDamageToPlayer', subject: { types: ['Creature'], controller: 'you' } },
      effects: [],
      modes: [
        {
          text: 'Goad target creature that player controls.',
          targets: [target('target creature that player controls', { types: ['Creature'], controlledByEventPlayer: true })],
          effects: [{ do: 'goad', what: { target: 0 } }],
        },
        {
          text: "Exile the top card of that player's library. Until end of turn, you may cast that card and you may spend mana as though it were mana of any color to cast that spell.",
          effects: [{ do: 'exileTopCard', of: 'eventPlayer', mayCast: { anyColor: true } }],
        },
      ],
    }],
  }),
];
