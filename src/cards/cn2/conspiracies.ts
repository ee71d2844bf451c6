/**
 * The conspiracies of Conspiracy: Take the Crown (CN2): cards that start the game in the command zone
 * (CR 315), face down with secretly chosen names when they have hidden agenda or double agenda
 * (CR 702.106).
 *
 * @module
 */
import { isPermanentNow } from '../../engine/targets.js';
import { allowLandsFromOutside } from '../../rules/315-conspiracies.js';
import { turnsBegunBy } from '../../rules/905-conspiracy-draft.js';
import { tapForMana } from '../common.js';
import { card, type CardDefinition } from '../definition.js';
import type { EffectContext, ObjectFilter, TriggeredDef } from '../types.js';

/** Whether the active player is in the first turn they began this game ("their first upkeep"). */
function firstTurnOfActivePlayer(ctx: EffectContext): boolean {
  return turnsBegunBy(ctx.state, ctx.state.turn.active) === 1;
}

/**
 * Summoner's Bond's ability, for a spell with chosen name `cast` and a search for the other one:
 * the two names of double agenda are told apart by their order (CR 702.106f).
 */
function summonersBond(cast: number, other: number): TriggeredDef {
  return {
    text: 'Whenever you cast a creature spell with one of the chosen names, you may search your library for a creature card with the other chosen name, reveal it, put it into your hand, then shuffle.',
    when: { event: 'castSpell', who: 'you', filter: { types: ['Creature'], chosenName: cast } },
    effects: [{
      do: 'may',
      prompt: 'search your library',
      then: [{ do: 'search', who: 'you', filter: { types: ['Creature'], chosenName: other }, to: 'hand', reveal: true, amount: 1 }],
    }],
  };
}

/** "a creature you control with the chosen name" (CR 702.106d). */
const yourCreatureWithTheChosenName: ObjectFilter = { types: ['Creature'], controller: 'you', chosenName: true };

/**
 * "if it targets a creature you control with the chosen name" (CR 603.4): one of the triggering
 * spell's targets, among others it may have, is such a creature, as the game is now: checked again on
 * resolution, a target that has left the battlefield is not one (400.7).
 */
function targetsYourCreatureWithTheChosenName(ctx: EffectContext): boolean {
  const spell = ctx.trigger?.object;
  if (spell === null || spell === undefined) return false;
  return (ctx.state.objects[spell]?.targets ?? []).some((t) => 'object' in t && isPermanentNow(ctx.state, t.object, yourCreatureWithTheChosenName, ctx.controller, ctx.source));
}

/** The CN2 conspiracies the engine implements. */
export const cn2Conspiracies: readonly CardDefinition[] = [
  card("Adriana's Valor", {
    conspiracy: { agenda: 1 },
    triggered: [{
      text: 'Whenever a creature you control with the chosen name attacks, you may pay {W}. If you do, that creature gains indestructible until end of turn.',
      when: { event: 'attacks', subject: yourCreatureWithTheChosenName },
      effects: [{ do: 'mayPay', mana: '{W}', then: [{ do: 'pump', what: 'eventObject', power: 0, toughness: 0, keywords: ['indestructible'] }] }],
    }],
  }),
  card('Assemble the Rank and Vile', {
    conspiracy: { agenda: 1 },
    statics: [{
      kind: 'grantAbilities',
      text: 'Creatures you control with the chosen name have "When this creature dies, you may pay {B}. If you do, create a tapped 2/2 black Zombie creature token."',
      affects: yourCreatureWithTheChosenName,
      triggered: [{
        text: 'When this creature dies, you may pay {B}. If you do, create a tapped 2/2 black Zombie creature token.',
        when: { event: 'dies', subject: 'self' },
        effects: [{ do: 'mayPay', mana: '{B}', then: [{ do: 'token', token: 'token:zombie-2-2', amount: 1, who: 'you', tapped: true }] }],
      }],
    }],
  }),
  card('Echoing Boon', {
    conspiracy: { agenda: 1 },
    triggered: [{
      text: 'Whenever you cast an instant or sorcery spell, if it targets a creature you control with the chosen name, you may copy that spell and may choose new targets for the copy.',
      when: { event: 'castSpell', who: 'you', filter: { types: ['Instant', 'Sorcery'] } },
      condition: targetsYourCreatureWithTheChosenName,
      effects: [{ do: 'may', prompt: 'copy the spell', then: [{ do: 'copySpell', what: 'eventObject' }] }],
    }],
  }),
  card("Emissary's Ploy", {
    conspiracy: { chooseNumber: [1, 2, 3] },
    statics: [{
      kind: 'spendManaAsAnyColor',
      text: 'You may spend mana as though it were mana of any color to cast creature spells with mana value equal to the chosen number.',
      spells: { types: ['Creature'], manaValueIsChosenNumber: true },
    }],
  }),
  card('Hired Heist', {
    conspiracy: { agenda: 1 },
    triggered: [{
      text: 'Whenever a creature you control with the chosen name deals combat damage to a player, you may pay {U}. If you do, draw a card.',
      when: { event: 'dealsCombatDamageToPlayer', subject: yourCreatureWithTheChosenName },
      effects: [{ do: 'mayPay', mana: '{U}', then: [{ do: 'draw', amount: 1, who: 'you' }] }],
    }],
  }),
  card('Incendiary Dissent', {
    conspiracy: { agenda: 1 },
    statics: [{
      kind: 'grantAbilities',
      text: 'Creatures you control with the chosen name have "{R}: This creature gets +1/+0 until end of turn."',
      affects: yourCreatureWithTheChosenName,
      activated: [{ text: '{R}: This creature gets +1/+0 until end of turn.', cost: { mana: '{R}' }, effects: [{ do: 'pump', what: 'self', power: 1, toughness: 0 }] }],
    }],
  }),
  card('Natural Unity', {
    conspiracy: { agenda: 1 },
    statics: [{
      kind: 'grantAbilities',
      text: 'Creatures you control with the chosen name have "At the beginning of combat on your turn, you may pay {G}. If you do, put a +1/+1 counter on this creature."',
      affects: yourCreatureWithTheChosenName,
      triggered: [{
        text: 'At the beginning of combat on your turn, you may pay {G}. If you do, put a +1/+1 counter on this creature.',
        when: { event: 'beginningOfStep', step: 'beginCombat', whose: 'you' },
        effects: [{ do: 'mayPay', mana: '{G}', then: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }] }],
      }],
    }],
  }),
  card('Hymn of the Wilds', {
    statics: [
      { kind: 'spellCostReduction', text: 'The first creature spell you cast each turn costs {1} less to cast.', spells: { types: ['Creature'] }, amount: 1, firstEachTurn: true },
      { kind: 'cantCast', text: "You can't cast instant or sorcery spells.", spells: { types: ['Instant', 'Sorcery'] } },
    ],
  }),
  card('Hold the Perimeter', {
    triggered: [
      {
        text: 'At the beginning of your first upkeep, create a 1/2 white Soldier creature token with defender.',
        when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        condition: firstTurnOfActivePlayer,
        effects: [{ do: 'token', token: 'token:soldier-1-2-defender', amount: 1, who: 'you' }],
      },
      {
        text: "At the beginning of each other player's first upkeep, that player creates a 1/1 red Goblin creature token with \"This creature can't block.\"",
        when: { event: 'beginningOfStep', step: 'upkeep', whose: 'opponent' },
        condition: firstTurnOfActivePlayer,
        effects: [{ do: 'token', token: 'token:goblin-1-1', amount: 1, who: 'eventPlayer' }],
      },
    ],
  }),
  card("Sovereign's Realm", {
    conspiracy: { noBasicLands: true, handSize: 5 },
    activated: [{
      text: 'Exile a card from your hand: This turn, you may play basic lands from outside the game.',
      cost: { exileFromHand: true },
      effects: [{ do: 'custom', text: 'This turn, you may play basic lands from outside the game.', run: (ctx) => allowLandsFromOutside(ctx.state, ctx.controller) }],
    }],
    statics: [{
      kind: 'grantAbilities',
      text: 'Basic lands you control have "{T}: Add one mana of any color."',
      affects: { types: ['Land'], basic: true, controller: 'you' },
      activated: [tapForMana('anyColor')],
    }],
  }),
  card("Summoner's Bond", {
    conspiracy: { agenda: 2 },
    triggered: [summonersBond(0, 1), summonersBond(1, 0)],
  }),
  card('Weight Advantage', {
    statics: [{
      kind: 'combatDamageByToughness',
      text: 'Each creature you control assigns combat damage equal to its toughness rather than its power.',
      affects: { types: ['Creature'], controller: 'you' },
    }],
  }),
];
