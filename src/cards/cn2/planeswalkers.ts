/**
 * Planeswalkers of Conspiracy: Take the Crown (CN2): loyalty abilities activated once each turn at
 * sorcery speed (CR 606.3).
 *
 * @module
 */
import { characteristics } from '../../engine/characteristics.js';
import { createTokens } from '../../engine/game-actions.js';
import { emit } from '../../engine/log.js';
import { obj } from '../../zones/zones.js';
import { target } from '../common.js';
import { card, type CardDefinition } from '../definition.js';

/** The CN2 planeswalkers the engine implements. */
export const cn2Planeswalkers: readonly CardDefinition[] = [
  card('Daretti, Ingenious Iconoclast', {
    activated: [
      {
        text: '+1: Create a 1/1 colorless Construct artifact creature token with defender.',
        cost: { loyalty: 1 },
        effects: [{ do: 'token', token: 'token:construct-1-1-defender', amount: 1, who: 'you' }],
      },
      {
        text: '−1: You may sacrifice an artifact. If you do, destroy target artifact or creature.',
        cost: { loyalty: -1 },
        targets: [target('target artifact or creature', { types: ['Artifact', 'Creature'] })],
        effects: [{
          // "if you do": only a player who controls an artifact can sacrifice one
          do: 'conditional',
          text: 'You may sacrifice an artifact. If you do, destroy target artifact or creature.',
          condition: ({ state, controller }) => state.battlefield.some((id) => {
            const c = characteristics(state, id);
            return c.controller === controller && c.types.includes('Artifact');
          }),
          then: [{
            do: 'may',
            prompt: 'sacrifice an artifact',
            then: [
              { do: 'sacrifice', who: 'you', filter: { types: ['Artifact'] }, amount: 1 },
              { do: 'destroy', what: { target: 0 } },
            ],
          }],
        }],
      },
      {
        text: '−6: Choose target artifact card in a graveyard or artifact on the battlefield. Create three tokens that are copies of it.',
        cost: { loyalty: -6 },
        targets: [{ kind: 'object', zone: 'battlefieldOrGraveyard', filter: { types: ['Artifact'] }, text: 'target artifact card in a graveyard or artifact on the battlefield' }],
        effects: [{
          do: 'custom',
          text: 'Create three tokens that are copies of it.',
          run: ({ state, object, controller }) => {
            const t = obj(state, object).targets[0];
            if (!t || !('object' in t)) return;
            // CR 707.2, 111.1: the copies take the copiable values of the card or permanent, its printed ones
            const copied = obj(state, t.object).card;
            emit(state, { type: 'copy', rule: '707.2', player: controller, object: t.object, card: copied });
            createTokens(state, copied, 3, controller);
          },
        }],
      },
    ],
  }),
];
