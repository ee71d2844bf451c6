/**
 * Black cards of Conspiracy: Take the Crown (CN2).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { basicLandcycling } from '../cycling.js';
import { characteristics } from '../../engine/characteristics.js';
import { discard, sacrifice } from '../../engine/game-actions.js';
import { opponents } from '../../engine/players.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { obj, onBattlefield, revealCards } from '../../zones/zones.js';
import { monstrosityAbility, selfWhileMonstrous } from '../monstrous.js';
import { cardsInGraveyards, target, targetCreature } from '../common.js';

/** -X, for "-X/-X". */
const minusX = { negate: { x: true } } as const;

/** The player a resolving spell targets (its first target), or null if it has none. */
function targetPlayer(state: GameState, spell: ObjectId): PlayerId | null {
  const t = obj(state, spell).targets[0];
  return t !== undefined && 'player' in t ? t.player : null;
}

/** The nonland cards with mana value 3 or less in a player's hand (Inquisition of Kozilek). */
function inquisitionChoices(state: GameState, player: PlayerId): ObjectId[] {
  return (state.players[player]?.hand ?? []).filter((id) => {
    const c = characteristics(state, id);
    return !c.types.includes('Land') && c.manaValue <= 3;
  });
}

/**
 * Guul Draz Specter's static: the Specter itself, while an opponent of its controller has no cards in
 * hand (judged on hands only, so it reads no characteristics inside the layer system).
 */
function specterBonus(state: GameState, id: ObjectId, controller: PlayerId, source: ObjectId | null): boolean {
  return id === source && opponents(state, controller).some((p) => state.players[p]!.hand.length === 0);
}

/** The black CN2 cards the engine implements. */
export const cn2Black: readonly CardDefinition[] = [
  card('Blood-Toll Harpy', {
    keywords: ['flying'],
    triggered: [{
      text: 'When Blood-Toll Harpy enters the battlefield, each player loses 1 life.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'loseLife', amount: 1, who: 'eachPlayer' }],
    }],
  }),
  card('Child of Night', { keywords: ['lifelink'] }),
  card('Death Wind', {
    // X is chosen as it is cast (CR 107.3); -X/-X until end of turn (CR 613.4c).
    spell: { targets: [targetCreature], effects: [{ do: 'pump', what: { target: 0 }, power: minusX, toughness: minusX }] },
  }),
  card('Farbog Boneflinger', {
    triggered: [{
      // An enters-the-battlefield trigger (CR 603.6a); -2/-2 until end of turn (CR 611.2a).
      text: 'When Farbog Boneflinger enters the battlefield, target creature gets -2/-2 until end of turn.',
      when: { event: 'entersBattlefield', subject: 'self' },
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: -2, toughness: -2 }],
    }],
  }),
  card('Festergloom', {
    // The creatures affected are fixed as it resolves (CR 611.2c).
    spell: { effects: [{ do: 'pump', what: { all: { types: ['Creature'], notColors: ['B'] } }, power: -1, toughness: -1 }] },
  }),
  card('Infest', {
    // The creatures affected are fixed as it resolves (CR 611.2c).
    spell: { effects: [{ do: 'pump', what: { all: { types: ['Creature'] } }, power: -2, toughness: -2 }] },
  }),
  card('Murder', {
    spell: { targets: [targetCreature], effects: [{ do: 'destroy', what: { target: 0 } }] },
  }),
  card('Phyrexian Arena', {
    triggered: [{
      // Triggers at the beginning of the upkeep (CR 503.1a).
      text: 'At the beginning of your upkeep, you draw a card and you lose 1 life.',
      when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
      effects: [{ do: 'draw', amount: 1, who: 'you' }, { do: 'loseLife', amount: 1, who: 'you' }],
    }],
  }),
  card('Public Execution', {
    spell: {
      targets: [target('target creature an opponent controls', { types: ['Creature'], controller: 'opponent' })],
      effects: [
        { do: 'destroy', what: { target: 0 } },
        {
          do: 'pump',
          what: { all: { types: ['Creature'] }, controlledBy: { controllerOfTarget: 0 }, except: { target: 0 } },
          power: -2,
          toughness: 0,
        },
      ],
    },
  }),
  card('Raise Dead', {
    spell: {
      // Targets a card in a graveyard (CR 115.2).
      targets: [{ kind: 'object', zone: 'graveyard', filter: { types: ['Creature'], controller: 'you' }, text: 'target creature card from your graveyard' }],
      effects: [{ do: 'bounce', what: { target: 0 } }],
    },
  }),
  card('Shambling Goblin', {
    triggered: [{
      // A dies trigger looks back in time (CR 700.4, 603.10a).
      text: 'When Shambling Goblin dies, target creature an opponent controls gets -1/-1 until end of turn.',
      when: { event: 'dies', subject: 'self' },
      targets: [target('target creature an opponent controls', { types: ['Creature'], controller: 'opponent' })],
      effects: [{ do: 'pump', what: { target: 0 }, power: -1, toughness: -1 }],
    }],
  }),
  card('Stromkirk Patrol', {
    triggered: [{
      // Triggers as combat damage is dealt (CR 510.3a).
      text: 'Whenever Stromkirk Patrol deals combat damage to a player, put a +1/+1 counter on it.',
      when: { event: 'dealsCombatDamageToPlayer', subject: 'self' },
      effects: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }],
    }],
  }),
  card('Diabolic Tutor', {
    spell: { effects: [{ do: 'search', who: 'you', filter: {}, to: 'hand', amount: 1 }] },
  }),
  card('Driver of the Dead', {
    triggered: [{
      text: 'When Driver of the Dead dies, return target creature card with mana value 2 or less from your graveyard to the battlefield.',
      // A dies trigger looks back in time (CR 700.4, 603.10a); in a graveyard {X} is 0 (CR 202.3e).
      when: { event: 'dies', subject: 'self' },
      targets: [{
        kind: 'object', zone: 'graveyard', filter: { types: ['Creature'], controller: 'you', manaValueAtMost: 2 },
        text: 'target creature card with mana value 2 or less from your graveyard',
      }],
      effects: [{ do: 'putOntoBattlefield', what: { target: 0 } }],
    }],
  }),
  card('Fleshbag Marauder', {
    triggered: [{
      text: 'When Fleshbag Marauder enters the battlefield, each player sacrifices a creature.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'sacrifice', who: 'eachPlayer', filter: { types: ['Creature'] }, amount: 1 }],
    }],
  }),
  card('Harvester of Souls', {
    keywords: ['deathtouch'],
    triggered: [{
      text: 'Whenever another nontoken creature dies, you may draw a card.',
      when: { event: 'dies', subject: { types: ['Creature'], other: true, nontoken: true } },
      effects: [{ do: 'may', prompt: 'draw a card', then: [{ do: 'draw', amount: 1, who: 'you' }] }],
    }],
  }),
  card('Absorb Vis', {
    spell: {
      targets: [{ kind: 'player', text: 'target player' }],
      effects: [{ do: 'loseLife', amount: 4, who: { target: 0 } }, { do: 'gainLife', amount: 4, who: 'you' }],
    },
    activated: [basicLandcycling('{1}{B}')],
  }),
  card("Altar's Reap", {
    spell: {
      additionalCost: { text: 'As an additional cost to cast this spell, sacrifice a creature.', sacrifice: { types: ['Creature'] } },
      effects: [{ do: 'draw', amount: 2, who: 'you' }],
    },
  }),
  card('Inquisition of Kozilek', {
    spell: {
      targets: [{ kind: 'player', text: 'target player' }],
      effects: [
        {
          do: 'custom',
          text: 'Target player reveals their hand.',
          run: ({ state, object }) => {
            const player = targetPlayer(state, object);
            if (player !== null) revealCards(state, player, state.players[player]?.hand ?? []);
          },
        },
        {
          do: 'choices',
          text: 'You choose a nonland card from it with mana value 3 or less. That player discards that card.',
          asks: ({ state, object, controller }) => {
            const player = targetPlayer(state, object);
            const options = player === null ? [] : inquisitionChoices(state, player);
            return options.length === 0 ? [] : [{ player: controller, choice: { prompt: 'discard', options: options.map((id) => ({ object: id })), min: 1, max: 1, rule: '701.9' } }];
          },
          then: ({ state, object }, answers) => {
            const player = targetPlayer(state, object);
            const chosen = answers[0]?.[0];
            if (player === null || chosen === undefined) return;
            const id = inquisitionChoices(state, player)[chosen] as number;
            discard(state, player, id);
          },
        },
      ],
    },
  }),
  card('Sangromancer', {
    keywords: ['flying'],
    triggered: [
      {
        text: 'Whenever a creature an opponent controls dies, you may gain 3 life.',
        when: { event: 'dies', subject: { types: ['Creature'], controller: 'opponent' } },
        effects: [{ do: 'may', prompt: 'gain 3 life', then: [{ do: 'gainLife', amount: 3, who: 'you' }] }],
      },
      {
        text: 'Whenever an opponent discards a card, you may gain 3 life.',
        when: { event: 'discards', who: 'opponent' },
        effects: [{ do: 'may', prompt: 'gain 3 life', then: [{ do: 'gainLife', amount: 3, who: 'you' }] }],
      },
    ],
  }),
  card('Guul Draz Specter', {
    keywords: ['flying'],
    statics: [{
      kind: 'modifyPT',
      text: 'Guul Draz Specter gets +3/+3 as long as an opponent has no cards in hand.',
      affects: { types: ['Creature'], itself: true, test: specterBonus },
      power: 3,
      toughness: 3,
    }],
    triggered: [{
      text: 'Whenever Guul Draz Specter deals combat damage to a player, that player discards a card.',
      when: { event: 'dealsCombatDamageToPlayer', subject: 'self' },
      effects: [{ do: 'discard', who: 'eventPlayer', amount: 1 }],
    }],
  }),
  card('Unnerve', {
    // ruling: a player with fewer than two cards discards all they have
    spell: { effects: [{ do: 'discard', who: 'eachOpponent', amount: 2 }] },
  }),
  card('Sinuous Vermin', {
    activated: [monstrosityAbility('{3}{B}{B}', 3)],
    statics: [{
      kind: 'grantKeywords',
      text: 'As long as Sinuous Vermin is monstrous, it has menace.',
      affects: selfWhileMonstrous,
      keywords: ['menace'],
    }],
  }),
  card('Keepsake Gorgon', {
    keywords: ['deathtouch'],
    activated: [monstrosityAbility('{5}{B}{B}', 1)],
    triggered: [{
      text: 'When Keepsake Gorgon becomes monstrous, destroy target non-Gorgon creature an opponent controls.',
      when: { event: 'becomesMonstrous' },
      targets: [target('target non-Gorgon creature an opponent controls', { types: ['Creature'], notSubtypes: ['Gorgon'], controller: 'opponent' })],
      effects: [{ do: 'destroy', what: { target: 0 } }],
    }],
  }),
  card('Avatar of Woe', {
    statics: [{
      kind: 'costsLess',
      text: 'If there are ten or more creature cards total in all graveyards, this spell costs {6} less to cast.',
      amount: 6,
      if: (state) => cardsInGraveyards(state, (types) => types.includes('Creature')) >= 10,
    }],
    keywords: ['fear'],
    activated: [{
      text: "{T}: Destroy target creature. It can't be regenerated.",
      cost: { tap: true },
      targets: [targetCreature],
      effects: [{ do: 'destroy', what: { target: 0 }, noRegeneration: true }],
    }],
  }),
  card('Deadly Designs', {
    activated: [{
      text: '{2}: Put a plot counter on Deadly Designs. Any player may activate this ability.',
      cost: { mana: '{2}' },
      anyPlayer: true,
      effects: [{ do: 'counters', what: 'self', counter: 'plot', amount: 1 }],
    }],
    triggered: [{
      text: 'When there are five or more plot counters on Deadly Designs, sacrifice it. If you do, destroy up to two target creatures.',
      when: { event: 'countersAtLeast', counter: 'plot', amount: 5 },
      targets: [{ ...targetCreature, text: 'up to two target creatures', optional: true }, { ...targetCreature, text: 'up to two target creatures', optional: true }],
      effects: [{
        do: 'conditional',
        text: 'sacrifice it. If you do, destroy up to two target creatures.',
        // rulings: only the player who controlled it as the ability triggered, still controlling it, sacrifices it
        condition: ({ state, source, controller }) => onBattlefield(state, source) && characteristics(state, source).controller === controller,
        then: [
          { do: 'custom', text: 'sacrifice it', run: ({ state, source }) => sacrifice(state, source) },
          { do: 'destroy', what: [{ target: 0 }, { target: 1 }] },
        ],
      }],
    }],
  }),
  card('Mausoleum Turnkey', {
    triggered: [{
      // An enters-the-battlefield trigger (CR 603.6a).
      text: "When Mausoleum Turnkey enters the battlefield, return target creature card of an opponent's choice from your graveyard to your hand.",
      when: { event: 'entersBattlefield', subject: 'self' },
      targets: [{ kind: 'object', zone: 'graveyard', filter: { types: ['Creature'], controller: 'you' }, chosenByOpponent: true, text: "target creature card of an opponent's choice from your graveyard" }],
      effects: [{ do: 'bounce', what: { target: 0 } }],
    }],
  }),
];
