/**
 * Blue cards of Conspiracy: Take the Crown (CN2).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { target, targetCreature } from '../common.js';
import { basicLandcycling } from '../cycling.js';
import { monstrosityAbility, selfWhileMonstrous } from '../monstrous.js';
import { opponentChoice } from '../opponent-choice.js';
import { tap } from '../../engine/game-actions.js';
import { skipNextUntap } from '../../rules/502-untap-step.js';
import { drawCards, moveObject, onBattlefield, revealCards, topCardsOfLibrary } from '../../zones/zones.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';

/** Covenant of Minds' resolution variable: 1 if the opponent chose to put the cards into the hand. */
const INTO_HAND = 'covenant.intoHand';

/** The top `n` cards of a player's library, top first (an inexhaustible library holds `n`, AMM 2). */
function topCards(state: GameState, player: PlayerId, n: number): readonly ObjectId[] {
  return state.players[player] ? topCardsOfLibrary(state, player, n) : [];
}

/** The blue CN2 cards the engine implements. */
export const cn2Blue: readonly CardDefinition[] = [
  card('Skittering Crustacean', {
    activated: [monstrosityAbility('{6}{U}', 4)],
    statics: [{ kind: 'grantKeywords', text: 'As long as Skittering Crustacean is monstrous, it has hexproof.', affects: selfWhileMonstrous, keywords: ['hexproof'] }],
  }),
  card('Caller of Gales', {
    activated: [{
      text: '{1}{U}, {T}: Target creature gains flying until end of turn.',
      cost: { mana: '{1}{U}', tap: true },
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: 0, toughness: 0, keywords: ['flying'] }],
    }],
  }),
  card('Cloaked Siren', { keywords: ['flash', 'flying'] }),
  card('Dismiss', {
    spell: {
      targets: [{ kind: 'spell', text: 'target spell' }],
      effects: [{ do: 'counterSpell', what: { target: 0 } }, { do: 'draw', amount: 1, who: 'you' }],
    },
  }),
  card('Divination', {
    // Two individual card draws (CR 121.2).
    spell: { effects: [{ do: 'draw', amount: 2, who: 'you' }] },
  }),
  card('Fleeting Distraction', {
    // With its target illegal it doesn't resolve and draws nothing (CR 608.2b); -1/-0 until end of turn (CR 611.2a, 613.4c).
    spell: {
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: -1, toughness: 0 }, { do: 'draw', amount: 1, who: 'you' }],
    },
  }),
  card('Into the Void', {
    spell: {
      targets: [
        // A variable number of targets, announced as it is cast (CR 601.2c).
        { ...targetCreature, text: 'up to two target creatures', optional: true },
        { ...targetCreature, text: 'up to two target creatures', optional: true },
      ],
      effects: [{ do: 'bounce', what: { target: 0 } }, { do: 'bounce', what: { target: 1 } }],
    },
  }),
  card('Merfolk Looter', {
    activated: [{
      text: '{T}: Draw a card, then discard a card.',
      cost: { tap: true },
      effects: [{ do: 'draw', amount: 1, who: 'you' }, { do: 'discard', amount: 1, who: 'you' }],
    }],
  }),
  card('Negate', {
    spell: {
      targets: [{ kind: 'spell', filter: { notTypes: ['Creature'] }, text: 'target noncreature spell' }],
      effects: [{ do: 'counterSpell', what: { target: 0 } }],
    },
  }),
  card('Repulse', {
    // With its target illegal it doesn't resolve and draws nothing (CR 608.2b).
    spell: { targets: [targetCreature], effects: [{ do: 'bounce', what: { target: 0 } }, { do: 'draw', amount: 1, who: 'you' }] },
  }),
  card('Sphinx of Magosi', {
    keywords: ['flying'],
    activated: [{
      text: '{2}{U}: Draw a card, then put a +1/+1 counter on Sphinx of Magosi.',
      cost: { mana: '{2}{U}' },
      effects: [{ do: 'draw', amount: 1, who: 'you' }, { do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }],
    }],
  }),
  card('Deceiver Exarch', {
    keywords: ['flash'],
    triggered: [{
      text: 'When Deceiver Exarch enters the battlefield, choose one —\n• Untap target permanent you control.\n• Tap target permanent an opponent controls.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [],
      modes: [
        { text: 'Untap target permanent you control.', targets: [target('target permanent you control', { controller: 'you' })], effects: [{ do: 'untap', what: { target: 0 } }] },
        { text: 'Tap target permanent an opponent controls.', targets: [target('target permanent an opponent controls', { controller: 'opponent' })], effects: [{ do: 'tap', what: { target: 0 } }] },
      ],
    }],
  }),
  card('Merfolk Skyscout', {
    keywords: ['flying'],
    triggered: [
      {
        text: 'Whenever Merfolk Skyscout attacks or blocks, untap target permanent.',
        when: { event: 'attacks', subject: 'self' },
        targets: [target('target permanent', {})],
        effects: [{ do: 'untap', what: { target: 0 } }],
      },
      {
        text: 'Whenever Merfolk Skyscout attacks or blocks, untap target permanent.',
        when: { event: 'blocks', subject: 'self' },
        targets: [target('target permanent', {})],
        effects: [{ do: 'untap', what: { target: 0 } }],
      },
    ],
  }),
  card('Mnemonic Wall', {
    keywords: ['defender'],
    triggered: [{
      text: 'When Mnemonic Wall enters the battlefield, you may return target instant or sorcery card from your graveyard to your hand.',
      when: { event: 'entersBattlefield', subject: 'self' },
      targets: [{ kind: 'object', zone: 'graveyard', filter: { types: ['Instant', 'Sorcery'], controller: 'you' }, text: 'target instant or sorcery card from your graveyard' }],
      effects: [{ do: 'may', prompt: 'return the card to your hand', then: [{ do: 'bounce', what: { target: 0 } }] }],
    }],
  }),
  card('Omenspeaker', {
    triggered: [{
      text: 'When Omenspeaker enters the battlefield, scry 2.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'scry', who: 'you', amount: 2 }],
    }],
  }),
  card('Serum Visions', {
    spell: { effects: [{ do: 'draw', amount: 1, who: 'you' }, { do: 'scry', who: 'you', amount: 2 }] },
  }),
  card('Desertion', {
    spell: {
      targets: [{ kind: 'spell', text: 'target spell' }],
      effects: [{ do: 'counterSpell', what: { target: 0 }, toBattlefield: { types: ['Artifact', 'Creature'] } }],
    },
  }),
  card('Vaporkin', {
    keywords: ['flying'],
    statics: [{ kind: 'canBlockOnly', text: 'Vaporkin can block only creatures with flying.', attackers: { types: ['Creature'], keyword: 'flying' } }],
  }),
  card('Traumatic Visions', {
    spell: { targets: [{ kind: 'spell', text: 'target spell' }], effects: [{ do: 'counterSpell', what: { target: 0 } }] },
    activated: [basicLandcycling('{1}{U}')],
  }),
  card('Covenant of Minds', {
    spell: {
      targets: [{ kind: 'player', opponent: true, text: 'target opponent' }],
      effects: [
        {
          do: 'custom',
          text: 'Reveal the top three cards of your library.',
          run: ({ state, controller }) => revealCards(state, controller, topCards(state, controller, 3)),
        },
        ...opponentChoice({
          text: 'Target opponent may choose to put those cards into your hand.',
          key: 'covenant',
          first: ({ state, object }) => {
            const t = state.objects[object]?.targets[0];
            return t && 'player' in t ? t.player : null;
          },
          choice: () => ({ prompt: 'put those cards into their hand', options: [{ label: 'put them into their hand' }, { label: 'graveyard and draw five' }], min: 1, max: 1, rule: '608.2d' }),
          answered: ({ state }, answer) => {
            const r = state.resolution;
            if (r) r.vars[INTO_HAND] = answer?.[0] === 0 ? 1 : 0;
          },
        }),
        {
          do: 'custom',
          text: "If they don't, put those cards into your graveyard and draw five cards.",
          run: ({ state, controller }) => {
            const cards = topCards(state, controller, 3);
            // the ruling: the first option puts the cards into the hand; only the second draws
            if (state.resolution?.vars[INTO_HAND] === 1) {
              for (const id of cards) moveObject(state, id, 'hand', { rule: '608.2c' });
              return;
            }
            for (const id of cards) moveObject(state, id, 'graveyard', { rule: '608.2c' });
            drawCards(state, controller, 5);
          },
        },
      ],
    },
  }),
  card('Vertigo Spawn', {
    keywords: ['defender'],
    triggered: [{
      text: "Whenever Vertigo Spawn blocks a creature, tap that creature. That creature doesn't untap during its controller's next untap step.",
      // CR 509.3b: once for each creature it blocks, which the ability remembers as "that creature"
      when: { event: 'blocksCreature' },
      effects: [{
        do: 'custom',
        text: "tap that creature; it doesn't untap during its controller's next untap step",
        run: ({ state, source, controller, trigger }) => {
          const id = trigger?.recipient;
          // a creature that left the battlefield is a new object the ability doesn't find (CR 400.7)
          if (id === undefined || !onBattlefield(state, id)) return;
          tap(state, id);
          skipNextUntap(state, id, source, controller);
        },
      }],
    }],
  }),
];
