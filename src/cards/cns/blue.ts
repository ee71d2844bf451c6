/**
 * Blue cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { BASIC_LAND_TYPES } from '../basic-lands.js';
import { emit } from '../../engine/log.js';
import type { Effect } from '../types.js';
import { cardsInGraveyards } from '../common.js';
import { addEffect, discard } from '../../engine/game-actions.js';
import { moveObject, obj, onBattlefield, revealCards, topCardsOfLibrary } from '../../zones/zones.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { landTypecycling } from '../cycling.js';
import { opponentChoice } from '../opponent-choice.js';
import { timesKicked } from '../../rules/702.33-kicker.js';
import { target, targetCreature } from '../common.js';

/**
 * The top five cards of a player's library, top first: Fact or Fiction's revealed cards, which stay
 * there until put away (an inexhaustible library holds five, AMM 2).
 */
function topFive(state: GameState, player: PlayerId): readonly ObjectId[] {
  return state.players[player] ? topCardsOfLibrary(state, player, 5) : [];
}

/** Fact or Fiction's resolution variable: the cards of the first pile, as a bit mask of their places. */
const FIRST_PILE = 'factOrFiction.firstPile';

/** The cards of one of Fact or Fiction's piles (0: those the opponent put in the first pile; 1: the others). */
function pile(state: GameState, controller: PlayerId, which: number): ObjectId[] {
  const mask = state.resolution?.vars[FIRST_PILE] ?? 0;
  return topFive(state, controller).filter((_, i) => ((mask >> i) & 1) === (which === 0 ? 1 : 0));
}

/**
 * "Target land you control becomes the basic land type of your choice until end of turn" (Grixis
 * Illusionist): the type is chosen as the ability resolves (ruling); the land loses its other land
 * types and the abilities of its rules text and has the type's mana ability (CR 305.7, layer 4), its
 * name, supertypes (basic, legendary) and card types unchanged (ruling).
 */
const becomesBasicLandTypeOfYourChoice: Effect = {
  do: 'choices',
  text: 'becomes the basic land type of your choice until end of turn',
  asks: ({ controller }) => [{ player: controller, choice: { prompt: 'basic land type', options: BASIC_LAND_TYPES.map((label) => ({ label })), min: 1, max: 1, rule: '305.7' } }],
  then: ({ state, object, source, controller }, answers) => {
    const type = BASIC_LAND_TYPES[answers[0]?.[0] ?? -1];
    const t = obj(state, object).targets[0];
    if (type === undefined || t === undefined || !('object' in t) || !onBattlefield(state, t.object)) return;
    addEffect(state, { affected: [t.object], change: { kind: 'setBasicLandType', landType: type }, duration: { until: 'endOfTurn' }, source, controller });
    emit(state, { type: 'becomesLandType', rule: '305.7', player: controller, object: t.object, card: obj(state, t.object).card, detail: type });
  },
};

/** The blue CNS cards the engine implements. */
export const cnsBlue: readonly CardDefinition[] = [
  card('Grixis Illusionist', {
    activated: [{
      text: '{T}: Target land you control becomes the basic land type of your choice until end of turn.',
      cost: { tap: true },
      targets: [target('target land you control', { types: ['Land'], controller: 'you' })],
      // the land loses its old land types and abilities and gains the new type's mana ability (CR 305.7)
      effects: [becomesBasicLandTypeOfYourChoice],
    }],
  }),
  card('Favorable Winds', {
    statics: [{ kind: 'modifyPT', text: 'Creatures you control with flying get +1/+1.', affects: { types: ['Creature'], controller: 'you', keyword: 'flying' }, power: 1, toughness: 1 }],
  }),
  card('Air Servant', {
    keywords: ['flying'],
    activated: [{
      text: '{2}{U}: Tap target creature with flying.',
      cost: { mana: '{2}{U}' },
      targets: [target('target creature with flying', { types: ['Creature'], keyword: 'flying' })],
      effects: [{ do: 'tap', what: { target: 0 } }],
    }],
  }),
  card('Plated Seastrider'),
  card('Reckless Scholar', {
    activated: [{
      text: '{T}: Target player draws a card, then discards a card.',
      cost: { tap: true },
      targets: [{ kind: 'player', text: 'target player' }],
      effects: [{ do: 'draw', amount: 1, who: { target: 0 } }, { do: 'discard', amount: 1, who: { target: 0 } }],
    }],
  }),
  card('Screaming Seahawk', {
    keywords: ['flying'],
    triggered: [{
      text: 'When Screaming Seahawk enters the battlefield, you may search your library for a card named Screaming Seahawk, reveal it, put it into your hand, then shuffle.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{
        do: 'may',
        prompt: 'search for a card named Screaming Seahawk',
        then: [{ do: 'search', who: 'you', filter: { name: 'Screaming Seahawk' }, to: 'hand', reveal: true, amount: 1 }],
      }],
    }],
  }),
  card('Turn the Tide', {
    // the creatures it affects are fixed as it resolves (CR 611.2c); -2/-0 applies in layer 7c (CR 613.4c)
    spell: { effects: [{ do: 'pump', what: { all: { types: ['Creature'], controller: 'opponent' } }, power: -2, toughness: 0 }] },
  }),
  card('Wind Dancer', {
    keywords: ['flying'],
    activated: [{
      text: '{T}: Target creature gains flying until end of turn.',
      cost: { tap: true },
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: 0, toughness: 0, keywords: ['flying'] }],
    }],
  }),
  card('Aether Tradewinds', {
    spell: {
      targets: [
        { ...target('target permanent you control', { controller: 'you' }), word: 0 },
        { ...target("target permanent you don't control", { controller: 'opponent' }), word: 1 },
      ],
      // each goes to its owner's hand (CR 400.3)
      effects: [{ do: 'bounce', what: { target: 0 } }, { do: 'bounce', what: { target: 1 } }],
    },
  }),
  card('Academy Elite', {
    statics: [{
      kind: 'entersWithCounters',
      text: 'Academy Elite enters the battlefield with X +1/+1 counters on it, where X is the number of instant and sorcery cards in all graveyards.',
      counter: '+1/+1',
      amount: (state) => cardsInGraveyards(state, (types) => types.includes('Instant') || types.includes('Sorcery')),
    }],
    activated: [{
      text: '{2}{U}, Remove a +1/+1 counter from Academy Elite: Draw a card, then discard a card.',
      cost: { mana: '{2}{U}', removeCounters: { counter: '+1/+1', amount: 1 } },
      effects: [{ do: 'draw', amount: 1, who: 'you' }, { do: 'discard', amount: 1, who: 'you' }],
    }],
  }),
  card('Shoreline Ranger', { keywords: ['flying'], activated: [landTypecycling('Island', '{2}')] }),
  card('Brainstorm', {
    // three draws, one at a time (CR 121.2); the two cards go on top in the order their owner chooses (CR 401.4)
    spell: { effects: [{ do: 'draw', amount: 3, who: 'you' }, { do: 'handToLibraryTop', who: 'you', amount: 2 }] },
  }),
  card('Compulsive Research', {
    spell: {
      targets: [{ kind: 'player', text: 'target player' }],
      effects: [
        { do: 'draw', amount: 3, who: { target: 0 } },
        { do: 'discardUnless', who: { target: 0 }, amount: 2, unless: { types: ['Land'] } },
      ],
    },
  }),
  card('Breakthrough', {
    spell: {
      effects: [
        { do: 'draw', amount: 4, who: 'you' },
        {
          do: 'choices',
          text: 'choose X cards in your hand and discard the rest',
          asks: ({ state, object, controller }) => {
            const hand = state.players[controller]?.hand ?? [];
            const keep = Math.min(obj(state, object).x, hand.length);
            if (keep === hand.length || keep === 0) return [];
            return [{ player: controller, choice: { prompt: 'keep', options: hand.map((id) => ({ object: id })), min: keep, max: keep, rule: '608.2d' } }];
          },
          then: ({ state, object, controller }, answers) => {
            const hand = [...(state.players[controller]?.hand ?? [])];
            const keep = Math.min(obj(state, object).x, hand.length);
            const kept = keep === hand.length ? hand : (answers[0] ?? []).map((i) => hand[i]);
            for (const id of hand) if (!kept.includes(id)) discard(state, controller, id);
          },
        },
      ],
    },
  }),
  card('Crookclaw Transmuter', {
    keywords: ['flash', 'flying'],
    triggered: [{
      text: "When Crookclaw Transmuter enters the battlefield, switch target creature's power and toughness until end of turn.",
      when: { event: 'entersBattlefield', subject: 'self' },
      targets: [targetCreature],
      effects: [{
        do: 'custom',
        text: "switch target creature's power and toughness until end of turn",
        run: ({ state, object, source, controller }) => {
          const t = obj(state, object).targets[0];
          if (!t || !('object' in t) || !onBattlefield(state, t.object)) return;
          // CR 613.4d: switching applies after every other change to power and toughness (the ruling)
          addEffect(state, { affected: [t.object], change: { kind: 'switchPT' }, duration: { until: 'endOfTurn' }, source, controller });
        },
      }],
    }],
  }),
  card('Dream Fracture', {
    spell: {
      targets: [{ kind: 'spell', text: 'target spell' }],
      effects: [
        { do: 'counterSpell', what: { target: 0 } },
        { do: 'draw', amount: 1, who: { controllerOfTarget: 0 } },
        { do: 'draw', amount: 1, who: 'you' },
      ],
    },
  }),
  card('Enclave Elite', {
    multikicker: '{1}{U}',
    keywords: ['islandwalk'],
    statics: [{
      kind: 'entersWithCounters',
      text: 'Enclave Elite enters the battlefield with a +1/+1 counter on it for each time it was kicked.',
      counter: '+1/+1',
      amount: (state, id) => timesKicked(state, id),
    }],
  }),
  card('Fact or Fiction', {
    spell: {
      effects: [
        {
          do: 'custom',
          text: 'Reveal the top five cards of your library.',
          run: ({ state, controller }) => revealCards(state, controller, topFive(state, controller)),
        },
        ...opponentChoice({
          text: 'An opponent separates those cards into two piles (each from zero to five cards: the ruling).',
          key: 'factOrFiction',
          first: () => null,
          choice: ({ state, controller }) => {
            const cards = topFive(state, controller);
            if (cards.length === 0) return null;
            // the revealed cards are named by label: ids of library cards stay hidden (CR 400.2)
            const options = cards.map((id, i) => ({ label: `${i + 1}: ${obj(state, id).card}` }));
            return { prompt: 'first pile', options, min: 0, max: cards.length, rule: '608.2d' };
          },
          answered: ({ state }, answer) => {
            const r = state.resolution;
            if (r) r.vars[FIRST_PILE] = (answer ?? []).reduce((m, i) => m | (1 << i), 0);
          },
        }),
        {
          do: 'choices',
          text: 'Put one pile into your hand and the other into your graveyard.',
          asks: ({ state, controller }) => {
            if (topFive(state, controller).length === 0) return [];
            const label = (which: number) => pile(state, controller, which).map((id) => obj(state, id).card).join(', ');
            return [{ player: controller, choice: { prompt: 'pile to put into your hand', options: [{ label: `pile 1: ${label(0)}` }, { label: `pile 2: ${label(1)}` }], min: 1, max: 1, rule: '608.2d' } }];
          },
          then: ({ state, controller }, answers) => {
            const chosen = answers[0]?.[0] ?? 0;
            const toHand = pile(state, controller, chosen);
            const toGraveyard = pile(state, controller, 1 - chosen);
            for (const id of toHand) moveObject(state, id, 'hand', { rule: '608.2c' });
            for (const id of toGraveyard) moveObject(state, id, 'graveyard', { rule: '608.2c' });
          },
        },
      ],
    },
  }),
  card('Jetting Glasskite', {
    keywords: ['flying'],
    triggered: [{
      text: 'Whenever Jetting Glasskite becomes the target of a spell or ability for the first time each turn, counter that spell or ability.',
      when: { event: 'becomesTarget' },
      effects: [{ do: 'counterSpell', what: 'eventObject' }],
    }],
  }),
  card('Stifle', {
    spell: {
      targets: [{ kind: 'ability', text: 'target activated or triggered ability' }],
      effects: [{ do: 'counterSpell', what: { target: 0 } }],
    },
  }),
  card('Misdirection', {
    spell: {
      alternativeCost: { text: "You may exile a blue card from your hand rather than pay this spell's mana cost.", exileFromHand: { colors: ['U'] } },
      targets: [{
        kind: 'spell',
        text: 'target spell with a single target',
        // CR 115.9a: the number of targets chosen as it was put on the stack, legal now or not (the ruling)
        filter: { test: (state, id) => state.objects[id]?.targets.length === 1 },
      }],
      effects: [{ do: 'changeTarget', what: { target: 0 } }],
    },
  }),
  card('Minamo Scrollkeeper', {
    keywords: ['defender'],
    statics: [{ kind: 'maximumHandSize', text: 'Your maximum hand size is increased by one.', amount: 1 }],
  }),
];
