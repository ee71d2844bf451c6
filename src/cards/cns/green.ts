/**
 * Green cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { enteringFromZone, morbid, target, targetArtifactOrEnchantment, targetCreature } from '../common.js';
import { characteristics } from '../../engine/characteristics.js';
import { createTokens, destroyAll, exile, putOntoBattlefield } from '../../engine/game-actions.js';
import { askEntryChoices } from '../../engine/entry-choices.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import type { ObjectId } from '../../state/types.js';
import { askOrder } from '../../rules/701.22-scry.js';
import type { EffectContext } from '../types.js';
import { isCurrent, lookAtCards, moveObject, obj, putOnBottomOfLibrary, revealCards, topCardsOfLibrary } from '../../zones/zones.js';
import { timesKicked } from '../../rules/702.33-kicker.js';
import { landTypecycling } from '../cycling.js';

/**
 * Gamekeeper's dies ability: its controller may exile the card it became in the graveyard (gone if
 * it left there, CR 400.7); if they do, they reveal cards from the top of their library until a
 * creature card (CR 701.20), put that card onto the battlefield (asking first whether it enters as a
 * copy, CR 707.9) and the other revealed cards into their graveyard. The revealed cards stay on top
 * of the library until both moves, so a resumed run finds them again.
 */
function gamekeeper({ state, controller, trigger }: EffectContext, io: ResolutionIo): boolean {
  const library = (state.players[controller] as (typeof state.players)[number]).library;
  if (!io.done('exiled')) {
    const moved = trigger?.object === null || trigger?.object === undefined ? null : obj(state, trigger.object).movedTo;
    if (moved === null || moved === undefined || moved < 0 || obj(state, moved).zone !== 'graveyard' || !isCurrent(state, moved)) return true;
    const answer = io.ask('may', controller, { prompt: 'exile Gamekeeper', options: [{ label: 'yes' }, { label: 'no' }], min: 1, max: 1, rule: '608.2d' });
    if (!answer) return false;
    if (answer[0] !== 0) return true;
    exile(state, moved);
    const found = library.findIndex((id) => characteristics(state, id).types.includes('Creature'));
    revealCards(state, controller, found < 0 ? library : library.slice(0, found + 1));
    io.markDone('exiled');
  }
  const found = library.findIndex((id) => characteristics(state, id).types.includes('Creature'));
  const others = found < 0 ? [...library] : library.slice(0, found);
  const creature = found < 0 ? undefined : library[found];
  if (creature !== undefined) {
    const entering = askEntryChoices(state, io, 'copy', creature, controller);
    if (!entering) return false;
    putOntoBattlefield(state, creature, controller, '608.2c', false, entering);
  }
  for (const id of others) moveObject(state, id, 'graveyard', { rule: '608.2c' });
  return true;
}

/**
 * Lead the Stampede: its controller looks at the top five cards of their library, chooses any number
 * of the creature cards among them to reveal (CR 701.20) and put into their hand, and the order of the
 * rest, which go to the bottom (CR 401.4). Nothing moves until both are answered.
 */
function leadTheStampede({ state, controller }: EffectContext, io: ResolutionIo): boolean {
  const looked = topCardsOfLibrary(state, controller, 5);
  const creatures = looked.filter((id) => characteristics(state, id).types.includes('Creature'));
  let chosen: ObjectId[] = [];
  // asked whenever cards are looked at, even with no creature card among them: a choice that came only
  // with one would tell the other players what the cards are (CR 401.2)
  if (looked.length > 0) {
    const answer = io.ask('reveal', controller, { prompt: 'revealCreatures', options: creatures.map((object) => ({ object })), min: 0, max: creatures.length, rule: '701.20' });
    if (!answer) return false;
    chosen = creatures.filter((_, i) => answer.includes(i));
  }
  const rest = looked.filter((id) => !chosen.includes(id));
  const order = askOrder(rest, controller, 'bottom', 'bottomOrder', io, '401.4');
  if (!order) return false;
  revealCards(state, controller, chosen);
  for (const id of chosen) moveObject(state, id, 'hand', { rule: '608.2c' });
  lookAtCards(state, controller, order, '401.4');
  putOnBottomOfLibrary(state, controller, order);
  return true;
}

/** The green CNS cards the engine implements. */
export const cnsGreen: readonly CardDefinition[] = [
  card('Echoing Courage', {
    spell: {
      targets: [targetCreature],
      // the creatures it affects are fixed as it resolves (CR 611.2c); +2/+2 applies in layer 7c (CR 613.4c)
      effects: [{ do: 'pump', what: { all: { types: ['Creature'] }, sameNameAs: { target: 0 } }, power: 2, toughness: 2 }],
    },
  }),
  card('Howling Wolf', {
    triggered: [{
      text: 'When Howling Wolf enters the battlefield, you may search your library for up to three cards named Howling Wolf, reveal them, put them into your hand, then shuffle.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{
        do: 'may',
        prompt: 'search for up to three cards named Howling Wolf',
        then: [{ do: 'search', who: 'you', filter: { name: 'Howling Wolf' }, to: 'hand', reveal: true, amount: 3 }],
      }],
    }],
  }),
  card('Hunger of the Howlpack', {
    spell: {
      targets: [targetCreature],
      effects: [{
        do: 'conditional',
        text: 'Morbid — Put three +1/+1 counters on that creature instead if a creature died this turn.',
        condition: morbid,
        then: [{ do: 'counters', what: { target: 0 }, counter: '+1/+1', amount: 3 }],
        otherwise: [{ do: 'counters', what: { target: 0 }, counter: '+1/+1', amount: 1 }],
      }],
    },
  }),
  card("Nature's Claim", {
    spell: {
      targets: [targetArtifactOrEnchantment],
      effects: [{ do: 'destroy', what: { target: 0 } }, { do: 'gainLife', amount: 4, who: { controllerOfTarget: 0 } }],
    },
  }),
  card('Pelakka Wurm', {
    keywords: ['trample'],
    triggered: [
      {
        text: 'When Pelakka Wurm enters the battlefield, you gain 7 life.',
        when: { event: 'entersBattlefield', subject: 'self' },
        effects: [{ do: 'gainLife', amount: 7, who: 'you' }],
      },
      {
        text: 'When Pelakka Wurm dies, draw a card.',
        when: { event: 'dies', subject: 'self' },
        effects: [{ do: 'draw', amount: 1, who: 'you' }],
      },
    ],
  }),
  card("Predator's Howl", {
    spell: {
      effects: [{
        do: 'conditional',
        text: 'Morbid — Create three 2/2 green Wolf creature tokens instead if a creature died this turn.',
        condition: morbid,
        then: [{ do: 'token', token: 'token:wolf-2-2', amount: 3, who: 'you' }],
        otherwise: [{ do: 'token', token: 'token:wolf-2-2', amount: 1, who: 'you' }],
      }],
    },
  }),
  card('Relic Crush', {
    spell: {
      targets: [
        targetArtifactOrEnchantment,
        { ...targetArtifactOrEnchantment, text: 'up to one other target artifact or enchantment', optional: true },
      ],
      // both at the same time (CR 603.10a)
      effects: [{ do: 'destroy', what: [{ target: 0 }, { target: 1 }] }],
    },
  }),
  card('Sakura-Tribe Elder', {
    activated: [{
      text: 'Sacrifice Sakura-Tribe Elder: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.',
      cost: { sacrificeSelf: true },
      effects: [{ do: 'search', who: 'you', filter: { types: ['Land'], basic: true }, to: 'battlefield', tapped: true, amount: 1 }],
    }],
  }),
  card('Scaled Wurm'),
  card('Sporecap Spider', { keywords: ['reach'] }),
  card('Realm Seekers', {
    statics: [{
      kind: 'entersWithCounters',
      text: "Realm Seekers enters the battlefield with X +1/+1 counters on it, where X is the total number of cards in all players' hands.",
      counter: '+1/+1',
      // ruling: entering from a hand without being cast, it counts itself, and so the cards entering
      // from hands with it (CR 614.12)
      amount: (state, _id, entering) => state.players.reduce((n, p) => n + p.hand.length, 0) + enteringFromZone(state, entering, 'hand'),
    }],
    activated: [{
      text: '{2}{G}, Remove a +1/+1 counter from Realm Seekers: Search your library for a land card, reveal it, put it into your hand, then shuffle.',
      cost: { mana: '{2}{G}', removeCounters: { counter: '+1/+1', amount: 1 } },
      effects: [{ do: 'search', who: 'you', filter: { types: ['Land'] }, to: 'hand', reveal: true, amount: 1 }],
    }],
  }),
  card('Gnarlid Pack', {
    multikicker: '{1}{G}',
    statics: [{
      kind: 'entersWithCounters',
      text: 'Gnarlid Pack enters the battlefield with a +1/+1 counter on it for each time it was kicked.',
      counter: '+1/+1',
      amount: (state, id) => timesKicked(state, id),
    }],
  }),
  card('Wolfbriar Elemental', {
    multikicker: '{G}',
    triggered: [{
      text: 'When Wolfbriar Elemental enters the battlefield, create a 2/2 green Wolf creature token for each time it was kicked.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'token', token: 'token:wolf-2-2', amount: { computed: ({ state, source }) => timesKicked(state, source) }, who: 'you' }],
    }],
  }),
  card('Elvish Aberration', {
    activated: [
      { text: '{T}: Add {G}{G}{G}.', cost: { tap: true }, effects: [{ do: 'addMana', mana: ['G'], amount: 3 }], mana: true },
      landTypecycling('Forest', '{2}'),
    ],
  }),
  card('Terastodon', {
    triggered: [{
      text: 'When Terastodon enters the battlefield, you may destroy up to three target noncreature permanents. For each permanent put into a graveyard this way, its controller creates a 3/3 green Elephant creature token.',
      when: { event: 'entersBattlefield', subject: 'self' },
      targets: [0, 1, 2].map(() => ({ ...target('up to three target noncreature permanents', { notTypes: ['Creature'] }), optional: true })),
      effects: [{
        do: 'may',
        prompt: 'destroy the target permanents',
        then: [{
          do: 'custom',
          text: 'destroy them; for each put into a graveyard this way, its controller creates a 3/3 green Elephant creature token',
          run: ({ state, object, legal }) => {
            // the targets legal as the resolution began (CR 608.2b), not checked again after "you may"
            const ids = obj(state, object).targets.flatMap((t, i) => ('object' in t && legal?.[i] === true ? [t.object] : []));
            const controllers = new Map(ids.map((id) => [id, characteristics(state, id).controller]));
            destroyAll(state, ids);
            // ruling: one that was not destroyed (indestructible, regenerated) or went elsewhere gives no token
            for (const id of ids) {
              const moved = obj(state, id).movedTo;
              if (moved !== null && moved >= 0 && obj(state, moved).zone === 'graveyard') createTokens(state, 'token:elephant-3-3', 1, controllers.get(id) as number);
            }
          },
        }],
      }],
    }],
  }),
  card('Exploration', {
    // continuous effects may increase the one land a player can play each turn (CR 305.2)
    statics: [{ kind: 'additionalLandPlays', text: 'You may play an additional land on each of your turns.', amount: 1 }],
  }),
  card('Hydra Omnivore', {
    triggered: [{
      text: 'Whenever Hydra Omnivore deals combat damage to an opponent, it deals that much damage to each other opponent.',
      // triggers on combat damage being dealt; it goes on the stack before the active player gets priority (CR 510.3a)
      when: { event: 'dealsCombatDamageToPlayer', subject: 'self', to: 'opponent' },
      effects: [{ do: 'damage', amount: { eventAmount: true }, to: 'eachOtherOpponent' }],
    }],
  }),
  card('Wrap in Vigor', {
    spell: { effects: [{ do: 'regenerate', what: { all: { types: ['Creature'], controller: 'you' } } }] },
  }),
  card('Charging Rhino', {
    // a restriction checked as blockers are declared (CR 509.1b)
    statics: [{ kind: 'maxBlockers', text: "Charging Rhino can't be blocked by more than one creature.", count: 1 }],
  }),
  card('Gamekeeper', {
    triggered: [{
      text: 'When Gamekeeper dies, you may exile it. If you do, reveal cards from the top of your library until you reveal a creature card. Put that card onto the battlefield and put all other cards revealed this way into your graveyard.',
      when: { event: 'dies', subject: 'self' },
      effects: [{ do: 'customAsking', text: 'you may exile it. If you do, reveal cards until you reveal a creature card …', run: gamekeeper }],
    }],
  }),
  card('Lead the Stampede', {
    spell: {
      effects: [{
        do: 'customAsking',
        text: 'Look at the top five cards of your library. You may reveal any number of creature cards from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.',
        // the rest go to the bottom in an order their owner chooses (CR 401.4)
        run: leadTheStampede,
      }],
    },
  }),
  card('Respite', {
    spell: {
      effects: [
        // a prevention effect (CR 615.1a)
        { do: 'preventAllCombatDamage', until: 'endOfTurn' },
        // life gained adjusts the life total (CR 119.3)
        { do: 'gainLife', amount: { count: { types: ['Creature'], attacking: true } }, who: 'you' },
      ],
    },
  }),
];
