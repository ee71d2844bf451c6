/**
 * Equipment of Conspiracy (CNS): artifacts that equip creatures (CR 301.5, 702.6).
 *
 * @module
 */
import { characteristics } from '../../engine/characteristics.js';
import { putOntoBattlefield } from '../../engine/game-actions.js';
import { fittingNames, nameAsAnswered, nameChoice, type FittingNames } from '../../engine/naming.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { lookAtCards, topOfLibrary } from '../../zones/zones.js';
import { card, type CardDefinition } from '../definition.js';
import { equip } from '../equip.js';

/** The top card of a player's library, if any. */
function topCard(state: GameState, player: PlayerId): ObjectId | undefined {
  return state.players[player]?.library[0];
}

/** Whether an object is a land card (or a land). */
function isLand(state: GameState, id: ObjectId): boolean {
  return characteristics(state, id).types.includes('Land');
}

/** The opportunity to name an unnamed top card of a player's library as a land card (engine/naming.ts): the names that fit, perhaps none; null if there is none. */
function topLandNames(state: GameState, player: PlayerId): FittingNames | null {
  const top = topCard(state, player);
  return top === undefined ? null : fittingNames(state, player, top, (named) => isLand(named, top));
}

/** The CNS Equipment the engine implements. */
export const cnsEquipment: readonly CardDefinition[] = [
  card('Fireshrieker', {
    statics: [{ kind: 'grantKeywords', text: 'Equipped creature has double strike.', affects: 'attached', keywords: ['double strike'] }],
    activated: [equip('{2}')],
  }),
  card('Deathrender', {
    statics: [{ kind: 'modifyPT', text: 'Equipped creature gets +2/+2.', affects: 'attached', power: 2, toughness: 2 }],
    triggered: [{
      text: 'Whenever equipped creature dies, you may put a creature card from your hand onto the battlefield and attach Deathrender to it.',
      when: { event: 'dies', subject: 'attached' },
      effects: [{ do: 'putFromHand', who: 'you', filter: { types: ['Creature'] }, attachSource: true }],
    }],
    activated: [equip('{2}')],
  }),
  card("Explorer's Scope", {
    triggered: [{
      text: "Whenever equipped creature attacks, look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped.",
      when: { event: 'attacks', subject: 'attached' },
      effects: [
        {
          do: 'custom',
          text: 'Look at the top card of your library.',
          run: ({ state, controller }) => {
            const top = topOfLibrary(state, controller);
            // only the controller sees its name (CR 401.5)
            if (top !== undefined) lookAtCards(state, controller, [top], '401.5');
          },
        },
        {
          do: 'conditional',
          text: "If it's a land card, you may put it onto the battlefield tapped.",
          // the choice is offered for a card of any kind: one offered only for a land would tell the
          // other players what the card looked at is (CR 401.2, 401.5)
          condition: ({ state, controller }) => {
            const top = topCard(state, controller);
            return top !== undefined && (isLand(state, top) || topLandNames(state, controller) === null);
          },
          then: [{
            do: 'may',
            prompt: "put it onto the battlefield tapped if it's a land card",
            then: [{
              do: 'custom',
              text: "If it's a land card, put it onto the battlefield tapped.",
              run: ({ state, controller }) => {
                const top = topCard(state, controller);
                if (top !== undefined && isLand(state, top)) putOntoBattlefield(state, top, controller, '608.2c', true);
              },
            }],
          }],
          // a card without a name (a variant's unnamed card) may be named as a land as it would go onto the battlefield
          otherwise: [{
            do: 'choices',
            text: 'If it has no name, you may name it as a land card and put it onto the battlefield tapped.',
            asks: ({ state, controller }) => {
              const fitting = topLandNames(state, controller);
              return fitting ? [{ player: controller, choice: nameChoice(fitting) }] : [];
            },
            then: ({ state, controller }, answers) => {
              const top = topCard(state, controller);
              const fitting = topLandNames(state, controller);
              if (top === undefined || !fitting || !nameAsAnswered(state, controller, top, fitting, answers[0] ?? [])) return;
              putOntoBattlefield(state, top, controller, '608.2c', true);
            },
          }],
        },
      ],
    }],
    activated: [equip('{1}')],
  }),
  card("Warmonger's Chariot", {
    statics: [
      { kind: 'modifyPT', text: 'Equipped creature gets +2/+2.', affects: 'attached', power: 2, toughness: 2 },
      { kind: 'attacksDespiteDefender', text: "As long as equipped creature has defender, it can attack as though it didn't have defender.", affects: 'attached' },
    ],
    activated: [equip('{3}')],
  }),
];
