/**
 * Red cards of Conspiracy: Take the Crown (CN2).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { characteristics } from '../../engine/characteristics.js';
import { exile } from '../../engine/game-actions.js';
import { randomInt } from '../../state/rng.js';
import { moveObject, obj, revealCards } from '../../zones/zones.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { basicLandcycling } from '../cycling.js';
import { anyTarget, target, targetCreature } from '../common.js';
import { monstrosityAbility } from '../monstrous.js';
import type { EffectContext } from '../types.js';

/**
 * Gang of Devils's share of its 3 damage for the target at `index` (CR 601.2d, 603.3d), fixed by the
 * targets chosen as the ability is put on the stack: 3 to a single target; with two targets, 2 to the
 * first chosen and 1 to the second (so both divisions are choices of order); 1 to each of three. A
 * target that becomes illegal doesn't change the others' shares (CR 608.2b).
 */
function gangShare({ state, object }: EffectContext, index: number): number {
  const n = obj(state, object).targets.length;
  if (n === 1) return 3;
  if (n === 2) return index === 0 ? 2 : 1;
  return 1;
}

/** The sorcery cards a player owns outside the game: in their sideboard (Burning Wish). */
function wishes(state: GameState, player: PlayerId): ObjectId[] {
  return (state.players[player]?.sideboard ?? []).filter((id) => characteristics(state, id).types.includes('Sorcery'));
}

/**
 * Twin Bolt's share of its 2 damage for each target (CR 601.2d): 2 for a single target, 1 each for two.
 * The division is made as it is cast and doesn't change if a target becomes illegal (ruling).
 */
function twinBoltShare({ state, object }: EffectContext): number {
  return obj(state, object).targets.length === 2 ? 1 : 2;
}

/** The red CN2 cards the engine implements. */
export const cn2Red: readonly CardDefinition[] = [
  card('Hurly-Burly', {
    spell: {
      effects: [],
      modes: [
        { text: 'Hurly-Burly deals 1 damage to each creature without flying.', effects: [{ do: 'damage', amount: 1, to: { all: { types: ['Creature'], withoutKeyword: 'flying' } } }] },
        { text: 'Hurly-Burly deals 1 damage to each creature with flying.', effects: [{ do: 'damage', amount: 1, to: { all: { types: ['Creature'], keyword: 'flying' } } }] },
      ],
    },
  }),
  card('Coordinated Assault', {
    spell: {
      targets: [
        { ...targetCreature, text: 'up to two target creatures', optional: true },
        { ...targetCreature, text: 'up to two target creatures', optional: true },
      ],
      effects: [
        { do: 'pump', what: { target: 0 }, power: 1, toughness: 0, keywords: ['first strike'] },
        { do: 'pump', what: { target: 1 }, power: 1, toughness: 0, keywords: ['first strike'] },
      ],
    },
  }),
  card('Flame Slash', {
    // Damage to a creature is marked on it (CR 120.3e).
    spell: { targets: [targetCreature], effects: [{ do: 'damage', amount: 4, to: { target: 0 } }] },
  }),
  card('Goblin Balloon Brigade', {
    activated: [{
      text: '{R}: Goblin Balloon Brigade gains flying until end of turn.',
      cost: { mana: '{R}' },
      effects: [{ do: 'pump', what: 'self', power: 0, toughness: 0, keywords: ['flying'] }],
    }],
  }),
  card('Kiln Fiend', {
    triggered: [{
      // A cast trigger, resolving before the spell (CR 601.2i); +3/+0 until end of turn (CR 611.2a).
      text: 'Whenever you cast an instant or sorcery spell, Kiln Fiend gets +3/+0 until end of turn.',
      when: { event: 'castSpell', who: 'you', filter: { types: ['Instant', 'Sorcery'] } },
      effects: [{ do: 'pump', what: 'self', power: 3, toughness: 0 }],
    }],
  }),
  card('Ogre Sentry', { keywords: ['defender'] }),
  card('Trumpet Blast', {
    // The creatures attacking as it resolves are fixed then (CR 611.2c).
    spell: { effects: [{ do: 'pump', what: { all: { types: ['Creature'], attacking: true } }, power: 2, toughness: 0 }] },
  }),
  card('Goblin Tunneler', {
    activated: [{
      // A blocking restriction (CR 509.1b); the power is checked as it targets and as it resolves (CR 608.2b).
      text: "{T}: Target creature with power 2 or less can't be blocked this turn.",
      cost: { tap: true },
      targets: [target('target creature with power 2 or less', { types: ['Creature'], powerAtMost: 2 })],
      effects: [{ do: 'cantBeBlocked', what: { target: 0 }, until: 'endOfTurn' }],
    }],
  }),
  card('Fiery Fall', {
    spell: { targets: [targetCreature], effects: [{ do: 'damage', amount: 5, to: { target: 0 } }] },
    activated: [basicLandcycling('{1}{R}')],
  }),
  card('Hamletback Goliath', {
    triggered: [{
      // An enters-the-battlefield trigger (CR 603.6a); X uses the creature's last known power if it has left (CR 608.2h).
      text: "Whenever another creature enters the battlefield, you may put X +1/+1 counters on Hamletback Goliath, where X is that creature's power.",
      when: { event: 'entersBattlefield', subject: { types: ['Creature'], other: true } },
      effects: [{ do: 'may', prompt: 'put +1/+1 counters on Hamletback Goliath', then: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: { powerOf: 'eventObject' } }] }],
    }],
  }),
  card('Havengul Vampire', {
    triggered: [
      {
        // Triggers as combat damage is dealt (CR 510.3a).
        text: 'Whenever Havengul Vampire deals combat damage to a player, put a +1/+1 counter on it.',
        when: { event: 'dealsCombatDamageToPlayer', subject: 'self' },
        effects: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }],
      },
      {
        // A dies trigger looks back in time (CR 700.4, 603.10a).
        text: 'Whenever another creature dies, put a +1/+1 counter on Havengul Vampire.',
        when: { event: 'dies', subject: { types: ['Creature'], other: true } },
        effects: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }],
      },
    ],
  }),
  card('Tormenting Voice', {
    spell: {
      additionalCost: { text: 'As an additional cost to cast this spell, discard a card.', discard: {} },
      effects: [{ do: 'draw', amount: 2, who: 'you' }],
    },
  }),
  card('Charmbreaker Devils', {
    triggered: [
      {
        text: 'At the beginning of your upkeep, return an instant or sorcery card at random from your graveyard to your hand.',
        when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        effects: [{
          do: 'custom',
          text: 'return an instant or sorcery card at random from your graveyard to your hand',
          run: ({ state, controller }) => {
            // chosen at random as the ability resolves, among the cards there then (rulings)
            const cards = (state.players[controller]?.graveyard ?? []).filter((id) => {
              const types = characteristics(state, id).types;
              return types.includes('Instant') || types.includes('Sorcery');
            });
            if (cards.length === 0) return;
            moveObject(state, cards[randomInt(state.rng, cards.length)] as number, 'hand', { rule: '608.2c' });
          },
        }],
      },
      {
        text: 'Whenever you cast an instant or sorcery spell, Charmbreaker Devils gets +4/+0 until end of turn.',
        when: { event: 'castSpell', who: 'you', filter: { types: ['Instant', 'Sorcery'] } },
        effects: [{ do: 'pump', what: 'self', power: 4, toughness: 0 }],
      },
    ],
  }),
  card('Subterranean Tremors', {
    spell: {
      effects: [
        { do: 'damage', amount: { x: true }, to: { all: { types: ['Creature'], withoutKeyword: 'flying' } } },
        { do: 'conditional', text: 'If X is 4 or more', condition: ({ state, object }) => obj(state, object).x >= 4, then: [{ do: 'destroy', what: { all: { types: ['Artifact'] } } }] },
        { do: 'conditional', text: 'If X is 8 or more', condition: ({ state, object }) => obj(state, object).x >= 8, then: [{ do: 'token', token: 'token:lizard-8-8', amount: 1, who: 'you' }] },
      ],
    },
  }),
  card('Sulfurous Blast', {
    spell: {
      effects: [{
        do: 'conditional',
        text: 'If you cast this spell during your main phase',
        // a spell stays on the stack within the step it was cast in (CR 500.2), so it was cast during its
        // controller's main phase exactly when it resolves in one; a copy put onto the stack was never cast
        // (CR 707.10), but one cast (Arcane Savant's, CR 707.12) was, and has where it was cast from
        condition: ({ state, object, controller }) => {
          const o = obj(state, object);
          return o.castFrom !== null && state.turn.active === controller && (state.turn.step === 'main1' || state.turn.step === 'main2');
        },
        then: [
          { do: 'damage', amount: 3, to: [{ all: { types: ['Creature'] } }, 'eachPlayer'] },
        ],
        otherwise: [
          { do: 'damage', amount: 2, to: [{ all: { types: ['Creature'] } }, 'eachPlayer'] },
        ],
      }],
    },
  }),
  card('Burn Away', {
    spell: {
      targets: [targetCreature],
      effects: [
        { do: 'damage', amount: 6, to: { target: 0 } },
        // CR 603.7c: "that creature" is the permanent targeted, not a new object it may become
        { do: 'delayedTrigger', ability: 0, about: { target: 0 }, notFollowed: true },
      ],
    },
    triggered: [{
      text: "When that creature dies this turn, exile its controller's graveyard.",
      when: { event: 'delayed', at: 'diesThisTurn' },
      effects: [{
        do: 'custom',
        text: "exile its controller's graveyard",
        run: ({ state, trigger }) => {
          const died = trigger?.object ?? null;
          if (died === null) return;
          // its controller as it last existed on the battlefield (CR 608.2h)
          const graveyard = state.players[characteristics(state, died).controller]?.graveyard ?? [];
          for (const id of [...graveyard]) exile(state, id);
        },
      }],
    }],
  }),
  card('Guttersnipe', {
    triggered: [{
      // A cast trigger, resolving before the spell (CR 601.2i).
      text: 'Whenever you cast an instant or sorcery spell, Guttersnipe deals 2 damage to each opponent.',
      when: { event: 'castSpell', who: 'you', filter: { types: ['Instant', 'Sorcery'] } },
      effects: [{ do: 'damage', amount: 2, to: 'eachOpponent' }],
    }],
  }),
  card('Twin Bolt', {
    spell: {
      // one word "target": two different targets (CR 601.2c); the division follows from how many were chosen
      targets: [anyTarget, { ...anyTarget, optional: true }],
      effects: [
        { do: 'damage', amount: { computed: twinBoltShare }, to: 'eachTarget' },
      ],
    },
  }),
  card('Burning Wish', {
    spell: {
      effects: [
        {
          do: 'choices',
          text: 'You may reveal a sorcery card you own from outside the game and put it into your hand.',
          // outside the game is the sideboard (CR 400.11a): cards in the game's zones can't be chosen (rulings);
          // asked even with no sorcery card there, as a choice that came only with one would tell the other
          // players what the sideboard, which they may not see, holds
          asks: ({ state, controller }) => {
            const options = wishes(state, controller);
            return [{ player: controller, choice: { prompt: 'wish', options: options.map((object) => ({ object })), min: 0, max: Math.min(1, options.length), rule: '400.11a' } }];
          },
          then: ({ state, controller }, answers) => {
            const chosen = answers[0]?.[0];
            if (chosen === undefined) return;
            const id = wishes(state, controller)[chosen] as number;
            revealCards(state, controller, [id]);
            moveObject(state, id, 'hand', { rule: '400.11a' });
          },
        },
        {
          do: 'custom',
          text: 'Exile Burning Wish.',
          // a copy isn't a card and ceases to exist as it leaves the stack anyway (CR 707.10a)
          run: ({ state, object }) => {
            if (obj(state, object).kind === 'card' && state.stack.includes(object)) moveObject(state, object, 'exile', { rule: '608.2c' });
          },
        },
      ],
    },
  }),
  card('Ill-Tempered Cyclops', {
    keywords: ['trample'],
    activated: [monstrosityAbility('{5}{R}', 3)],
  }),
  card('Stoneshock Giant', {
    activated: [monstrosityAbility('{6}{R}{R}', 3)],
    triggered: [{
      text: "When Stoneshock Giant becomes monstrous, creatures without flying your opponents control can't block this turn.",
      when: { event: 'becomesMonstrous' },
      // rulings: judged as blockers are declared, so it covers creatures that come or lose flying later
      effects: [{ do: 'cantBlock', creaturesOfOpponents: true, unlessKeyword: 'flying', until: 'endOfTurn' }],
    }],
  }),
  card('Ember Beast', {
    // Attacking or blocking alone (CR 506.5) is a restriction checked as attackers and blockers are declared (CR 508.1c, 509.1b).
    statics: [{ kind: 'cantAttackOrBlockAlone', text: "Ember Beast can't attack or block alone." }],
  }),
  card('Gang of Devils', {
    triggered: [{
      text: 'When Gang of Devils dies, it deals 3 damage divided as you choose among one, two, or three targets.',
      when: { event: 'dies', subject: 'self' },
      // one word "target": different targets (CR 601.2c); the division is chosen with them (CR 601.2d, 603.3d)
      targets: [anyTarget, { ...anyTarget, optional: true }, { ...anyTarget, optional: true }],
      // dealt to all of them at the same time (CR 608.2f)
      effects: [{ do: 'damage', amount: 0, to: [0, 1, 2].map((i) => ({ target: i })), amounts: [0, 1, 2].map((i) => ({ computed: (ctx: EffectContext) => gangShare(ctx, i) })) }],
    }],
  }),
];
