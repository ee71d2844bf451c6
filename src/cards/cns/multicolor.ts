/**
 * Multicolored cards of Conspiracy (CNS).
 *
 * @module
 */
import { hasName } from '../../engine/names.js';
import { card, type CardDefinition } from '../definition.js';
import { anyTarget, morbid, target } from '../common.js';
import { addEffect } from '../../engine/game-actions.js';
import { COLORS, type Color } from '../../engine/mana.js';
import { moveObject, onBattlefield, revealCards, topCardsOfLibrary } from '../../zones/zones.js';
import { allCardNames, getPrinted } from '../printed.js';

let creatureNames: readonly string[] | undefined;

/**
 * The names a player may choose as "a creature card name" (CR 201.4, 201.4a): those of the cards
 * the engine knows (every card of CN2 and CNS) that are creature cards, in name order.
 */
function creatureCardNames(): readonly string[] {
  creatureNames ??= allCardNames().filter((name) => getPrinted(name)?.types.includes('Creature') === true);
  return creatureNames;
}

/** The multicolored CNS cards the engine implements. */
export const cnsMulticolor: readonly CardDefinition[] = [
  card('Deathreap Ritual', {
    triggered: [{
      text: 'Morbid — At the beginning of each end step, if a creature died this turn, you may draw a card.',
      when: { event: 'beginningOfStep', step: 'end', whose: 'each' },
      condition: morbid,
      effects: [{ do: 'may', prompt: 'draw a card', then: [{ do: 'draw', amount: 1, who: 'you' }] }],
    }],
  }),
  card('Decimate', {
    spell: {
      targets: [
        { ...target('target artifact', { types: ['Artifact'] }), word: 0 },
        { ...target('target creature', { types: ['Creature'] }), word: 1 },
        { ...target('target enchantment', { types: ['Enchantment'] }), word: 2 },
        { ...target('target land', { types: ['Land'] }), word: 3 },
      ],
      // one instruction: the four are destroyed at the same time (CR 608.2c, 603.10a)
      effects: [{ do: 'destroy', what: [{ target: 0 }, { target: 1 }, { target: 2 }, { target: 3 }] }],
    },
  }),
  card('Mortify', {
    spell: {
      targets: [target('target creature or enchantment', { types: ['Creature', 'Enchantment'] })],
      effects: [{ do: 'destroy', what: { target: 0 } }],
    },
  }),
  card('Spiritmonger', {
    triggered: [{
      text: 'Whenever Spiritmonger deals damage to a creature, put a +1/+1 counter on Spiritmonger.',
      when: { event: 'dealsDamageToCreature' },
      effects: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }],
    }],
    activated: [
      { text: '{B}: Regenerate Spiritmonger.', cost: { mana: '{B}' }, effects: [{ do: 'regenerate', what: 'self' }] },
      {
        text: '{G}: Spiritmonger becomes the color of your choice until end of turn.',
        cost: { mana: '{G}' },
        effects: [{
          do: 'choices',
          text: 'becomes the color of your choice until end of turn',
          asks: ({ controller }) => [{ player: controller, choice: { prompt: 'color', options: COLORS.map((label) => ({ label })), min: 1, max: 1, rule: '105.1' } }],
          then: ({ state, source, controller }, answers) => {
            if (!onBattlefield(state, source)) return;
            const color = COLORS[answers[0]?.[0] ?? 0] as Color;
            // CR 613.1e: a color-changing effect applies in layer 5, replacing its colors
            addEffect(state, { affected: [source], change: { kind: 'setColors', colors: [color] }, duration: { until: 'endOfTurn' }, source, controller });
          },
        }],
      },
    ],
  }),
  card('Sky Spirit', { keywords: ['flying', 'first strike'] }),
  card('Flamewright', {
    activated: [
      {
        text: '{1}, {T}: Create a 1/1 colorless Construct artifact creature token with defender.',
        cost: { mana: '{1}', tap: true },
        effects: [{ do: 'token', token: 'token:construct-1-1-defender', amount: 1, who: 'you' }],
      },
      {
        text: '{T}, Sacrifice a creature with defender: Flamewright deals 1 damage to any target.',
        cost: { tap: true, sacrifice: { types: ['Creature'], keyword: 'defender' } },
        targets: [anyTarget],
        effects: [{ do: 'damage', amount: 1, to: { target: 0 } }],
      },
    ],
  }),
  card('Spontaneous Combustion', {
    spell: {
      additionalCost: { text: 'As an additional cost to cast this spell, sacrifice a creature.', sacrifice: { types: ['Creature'] } },
      effects: [{ do: 'damage', amount: 3, to: { all: { types: ['Creature'] } } }],
    },
  }),
  card('Edric, Spymaster of Trest', {
    triggered: [{
      text: 'Whenever a creature deals combat damage to one of your opponents, its controller may draw a card.',
      when: { event: 'dealsCombatDamageToPlayer', subject: { types: ['Creature'] }, to: 'opponent' },
      // the rulings: the creature's controller, whoever it is, chooses whether to draw (CR 603.5), then draws (CR 121.1)
      effects: [{ do: 'may', who: 'eventObjectController', prompt: 'draw a card', then: [{ do: 'draw', amount: 1, who: 'eventObjectController' }] }],
    }],
  }),
  card('Fires of Yavimaya', {
    statics: [{ kind: 'grantKeywords', text: 'Creatures you control have haste.', affects: { types: ['Creature'], controller: 'you' }, keywords: ['haste'] }],
    activated: [{
      text: 'Sacrifice Fires of Yavimaya: Target creature gets +2/+2 until end of turn.',
      cost: { sacrificeSelf: true },
      targets: [target('target creature', { types: ['Creature'] })],
      effects: [{ do: 'pump', what: { target: 0 }, power: 2, toughness: 2 }],
    }],
  }),
  card("Mirari's Wake", {
    statics: [{ kind: 'modifyPT', text: 'Creatures you control get +1/+1.', affects: { types: ['Creature'], controller: 'you' }, power: 1, toughness: 1 }],
    triggered: [{
      text: 'Whenever you tap a land for mana, add one mana of any type that land produced.',
      when: { event: 'tapsLandForMana' },
      effects: [{ do: 'addMana', mana: 'typeProduced', amount: 1 }],
    }],
  }),
  card('Wood Sage', {
    activated: [{
      text: '{T}: Choose a creature card name. Reveal the top four cards of your library and put all of them with that name into your hand. Put the rest into your graveyard.',
      cost: { tap: true },
      effects: [{
        do: 'choices',
        text: 'Choose a creature card name. Reveal the top four cards of your library and put all of them with that name into your hand. Put the rest into your graveyard.',
        asks: ({ controller }) => [{ player: controller, choice: { prompt: 'creature card name', options: creatureCardNames().map((label) => ({ label })), min: 1, max: 1, rule: '201.4a' } }],
        then: ({ state, controller }, answers) => {
          const name = creatureCardNames()[answers[0]?.[0] ?? 0];
          const top = topCardsOfLibrary(state, controller, 4);
          revealCards(state, controller, top);
          // CR 201.2a: a card without a name has the same name as nothing
          for (const id of top) moveObject(state, id, name !== undefined && hasName(state, id, name) ? 'hand' : 'graveyard', { rule: '608.2c' });
        },
      }],
    }],
  }),
  card('Extract from Darkness', {
    spell: {
      effects: [
        { do: 'mill', who: 'eachPlayer', amount: 2 },
        // ruling: not targeted; any creature card in a graveyard as it resolves, including one just milled
        { do: 'putFromAnyGraveyard', filter: { types: ['Creature'] } },
      ],
    },
  }),
];
