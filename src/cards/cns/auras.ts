/**
 * Auras of Conspiracy (CNS): enchantments cast targeting what they will enchant (CR 303.4a) and put
 * into the graveyard once attached to nothing or to what they can't enchant (CR 704.5m).
 *
 * @module
 */
import { askEntryChoices } from '../../engine/entry-choices.js';
import { putOntoBattlefield } from '../../engine/game-actions.js';
import { moveObject, obj } from '../../zones/zones.js';
import { anyTarget, targetCreature } from '../common.js';
import { card, type CardDefinition } from '../definition.js';

/** "Enchant creature" (CR 303.4a, 702.5). */
const enchantCreature = { ...targetCreature, text: 'Enchant creature' };

/** The CNS Auras the engine implements. */
export const cnsAuras: readonly CardDefinition[] = [
  card('Elephant Guide', {
    enchant: enchantCreature,
    statics: [{ kind: 'modifyPT', text: 'Enchanted creature gets +3/+3.', affects: 'attached', power: 3, toughness: 3 }],
    triggered: [{
      text: 'When enchanted creature dies, create a 3/3 green Elephant creature token.',
      when: { event: 'dies', subject: 'attached' },
      effects: [{ do: 'token', token: 'token:elephant-3-3', amount: 1, who: 'you' }],
    }],
  }),
  card('Uncontrollable Anger', {
    keywords: ['flash'],
    enchant: enchantCreature,
    statics: [
      { kind: 'modifyPT', text: 'Enchanted creature gets +2/+2 and attacks each combat if able.', affects: 'attached', power: 2, toughness: 2 },
      { kind: 'attacksEachCombat', text: 'Enchanted creature gets +2/+2 and attacks each combat if able.', affects: 'attached' },
    ],
  }),
  card('Vow of Duty', {
    enchant: enchantCreature,
    statics: [
      { kind: 'modifyPT', text: "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control.", affects: 'attached', power: 2, toughness: 2 },
      { kind: 'grantKeywords', text: "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control.", affects: 'attached', keywords: ['vigilance'] },
      { kind: 'cantAttackYou', text: "Enchanted creature gets +2/+2, has vigilance, and can't attack you or planeswalkers you control.", affects: 'attached' },
    ],
  }),
  card('Power of Fire', {
    enchant: enchantCreature,
    activated: [{
      text: '{T}: This creature deals 1 damage to any target.',
      cost: { tap: true },
      targets: [anyTarget],
      effects: [{ do: 'damage', amount: 1, to: { target: 0 } }],
      grantedTo: 'attached',
    }],
  }),
  card('Squirrel Nest', {
    enchant: { kind: 'object', filter: { types: ['Land'] }, text: 'Enchant land' },
    activated: [{
      text: '{T}: Create a 1/1 green Squirrel creature token.',
      cost: { tap: true },
      effects: [{ do: 'token', token: 'token:squirrel-1-1', amount: 1, who: 'you' }],
      grantedTo: 'attached',
    }],
  }),
  card('Stasis Cell', {
    enchant: enchantCreature,
    statics: [{ kind: 'doesntUntap', text: "Enchanted creature doesn't untap during its controller's untap step.", affects: 'attached' }],
    activated: [{
      text: '{3}{U}: Attach Stasis Cell to target creature.',
      cost: { mana: '{3}{U}' },
      targets: [targetCreature],
      effects: [{ do: 'attach', what: 'self', to: { target: 0 } }],
    }],
  }),
  card('Flowstone Blade', {
    enchant: enchantCreature,
    activated: [{
      text: '{R}: Enchanted creature gets +1/-1 until end of turn.',
      cost: { mana: '{R}' },
      effects: [{ do: 'pump', what: 'attached', power: 1, toughness: -1 }],
    }],
  }),
  card('Necromantic Thirst', {
    enchant: enchantCreature,
    triggered: [{
      text: 'Whenever enchanted creature deals combat damage to a player, you may return target creature card from your graveyard to your hand.',
      when: { event: 'dealsCombatDamageToPlayer', subject: 'attached' },
      targets: [{ kind: 'object', zone: 'graveyard', filter: { types: ['Creature'], controller: 'you' }, text: 'target creature card from your graveyard' }],
      effects: [{ do: 'may', prompt: 'return the creature card to your hand', then: [{ do: 'bounce', what: { target: 0 } }] }],
    }],
  }),
  card('Unhallowed Pact', {
    enchant: enchantCreature,
    triggered: [{
      text: 'When enchanted creature dies, return that card to the battlefield under your control.',
      when: { event: 'dies', subject: 'attached' },
      effects: [{
        do: 'customAsking',
        text: 'Return that card to the battlefield under your control.',
        run: ({ state, object, controller }, io) => {
          const died = obj(state, object).trigger?.object;
          if (died === null || died === undefined) return true;
          // CR 400.7: only the card it became in the graveyard, if it is still there; a token ceased to exist
          const card = obj(state, died).movedTo;
          if (card === null || card < 0 || obj(state, card).zone !== 'graveyard' || obj(state, card).movedTo !== null) return true;
          // CR 614.12a, 707.9: its entry choices are made before it enters
          const entering = askEntryChoices(state, io, 'enter', card, controller);
          if (!entering) return false;
          putOntoBattlefield(state, card, controller, '608.2c', false, entering);
          return true;
        },
      }],
    }],
  }),
  card("Traveler's Cloak", {
    enchant: enchantCreature,
    triggered: [{
      text: "When Traveler's Cloak enters the battlefield, draw a card.",
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'draw', amount: 1, who: 'you' }],
    }],
    statics: [
      { kind: 'asEntersChoose', text: "As Traveler's Cloak enters the battlefield, choose a land type.", choose: 'landType' },
      { kind: 'landwalkOfChosenType', text: "Enchanted creature has landwalk of the chosen type. (It can't be blocked as long as defending player controls a land of that type.)", affects: 'attached' },
    ],
  }),
  card('Unquestioned Authority', {
    enchant: enchantCreature,
    triggered: [{
      text: 'When Unquestioned Authority enters the battlefield, draw a card.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'draw', amount: 1, who: 'you' }],
    }],
    statics: [{ kind: 'grantKeywords', text: 'Enchanted creature has protection from creatures.', affects: 'attached', keywords: ['protection from creatures'] }],
  }),
  card('Guardian Zendikon', {
    enchant: { kind: 'object', filter: { types: ['Land'] }, text: 'Enchant land' },
    statics: [{
      kind: 'becomesCreature',
      text: "Enchanted land is a 2/6 white Wall creature with defender. It's still a land.",
      affects: 'attached',
      subtypes: ['Wall'],
      colors: ['W'],
      keywords: ['defender'],
      power: 2,
      toughness: 6,
    }],
    triggered: [{
      text: "When enchanted land dies, return that card to its owner's hand.",
      when: { event: 'dies', subject: 'attached' },
      effects: [{
        do: 'custom',
        text: "Return that card to its owner's hand.",
        run: ({ state, object }) => {
          const died = obj(state, object).trigger?.object;
          if (died === null || died === undefined) return;
          // CR 400.7: the card it became in the graveyard, if still there (a Zendikon ruling: gone, nothing happens)
          const card = obj(state, died).movedTo;
          if (card === null || card < 0 || obj(state, card).zone !== 'graveyard' || obj(state, card).movedTo !== null) return;
          moveObject(state, card, 'hand', { rule: '608.2c' });
        },
      }],
    }],
  }),
];
