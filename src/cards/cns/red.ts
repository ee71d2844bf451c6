/**
 * Red cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { landTypecycling } from '../cycling.js';
import { timesKicked } from '../../rules/702.33-kicker.js';
import { anyTarget, morbid, target, targetCreature } from '../common.js';
import { addEffect, destroyAll, discard } from '../../engine/game-actions.js';
import { drawCards, obj } from '../../zones/zones.js';
import { characteristics, definitionOf } from '../../engine/characteristics.js';
import { nextInGame, opponents } from '../../engine/players.js';
import type { EffectContext } from '../types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import { emitChosen } from '../../engine/resolve.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';

/**
 * Whether an Aura is attached to a permanent ("is enchanted", CR 303.4). An Aura is known by its
 * card's subtypes, so this reads no characteristics and may run inside the layer system.
 */
function enchanted(state: GameState, id: ObjectId): boolean {
  return state.battlefield.some((a) => {
    const o = state.objects[a]!;
    const at = o.attachedTo;
    return at !== null && 'object' in at && at.object === id && (definitionOf(o)?.printed.subtypes.includes('Aura') ?? false);
  });
}

/** The resolution variable that marks a permanent chosen for Grenzo's Rebuttal by a player who has made all their choices. */
function rebuttalChosen(id: ObjectId): string {
  return `rebuttalChosen:${id}`;
}

/**
 * Grenzo's Rebuttal's choices: starting with its controller and going on in turn order (its first
 * ruling), each player chooses an artifact, a creature and a land among the permanents of the player
 * to their left — the next player in turn order still in the game, turn order going clockwise (CR
 * 103.1). A kind the player to the left controls none of is no choice. The choices don't target (its
 * second ruling), and one permanent of several types may be chosen for each (its third).
 *
 * A player's three choices are one choice, made once all three are answered. A player who leaves the
 * game (CR 800.4a) before then makes none, and a player whose left-hand neighbour leaves before then
 * makes theirs among the permanents of the player now to their left. A choice made stays made: the
 * player who made it is not asked again when the player to their left leaves afterwards (what they
 * chose left the game), and the permanents chosen by a player who has since left are still destroyed
 * (CR 800.4i: an effect finds the actions of a player who has left the game).
 */
function rebuttalChoices({ state, controller }: EffectContext, io: ResolutionIo): boolean {
  for (const player of [controller, ...opponents(state, controller)]) {
    if (io.done(`p${player}`)) continue;
    const left = nextInGame(state, player);
    const chosen: ObjectId[] = [];
    for (const kind of left === null || left === player ? [] : (['Artifact', 'Creature', 'Land'] as const)) {
      const options = state.battlefield.filter((id) => {
        const c = characteristics(state, id);
        return c.controller === left && c.types.includes(kind);
      });
      if (options.length === 0) continue;
      const answer = io.ask(`p${player}:${kind}`, player, { prompt: `choose ${kind === 'Artifact' ? 'an' : 'a'} ${kind.toLowerCase()}`, options: options.map((object) => ({ object })), min: 1, max: 1, rule: '608.2d' });
      if (!answer) return false;
      chosen.push(options[answer[0] as number] as ObjectId);
    }
    const vars = state.resolution?.vars;
    if (vars) for (const id of chosen) vars[rebuttalChosen(id)] = 1;
    // the players choosing after them know the choices (CR 101.4b)
    for (const id of chosen) emitChosen(state, player, id, 'destroy');
    io.markDone(`p${player}`);
  }
  // all at the same time (its first ruling); one chosen twice, or by two players, is destroyed once
  const vars = state.resolution?.vars ?? {};
  destroyAll(state, state.battlefield.filter((id) => vars[rebuttalChosen(id)] === 1));
  return true;
}

/** Flaring Flame-Kin itself while it is enchanted. */
function enchantedSelf(state: GameState, id: ObjectId, _controller: PlayerId, source: ObjectId | null): boolean {
  return id === source && enchanted(state, id);
}

/** The red CNS cards the engine implements. */
export const cnsRed: readonly CardDefinition[] = [
  card('Brimstone Volley', {
    spell: {
      targets: [anyTarget],
      effects: [{
        do: 'conditional',
        text: 'Morbid — Brimstone Volley deals 5 damage instead if a creature died this turn.',
        condition: morbid,
        then: [{ do: 'damage', amount: 5, to: { target: 0 } }],
        otherwise: [{ do: 'damage', amount: 3, to: { target: 0 } }],
      }],
    },
  }),
  card('Lizard Warrior'),
  card('Orcish Cannonade', {
    spell: {
      targets: [anyTarget],
      effects: [
        { do: 'damage', amount: 0, to: [{ target: 0 }, 'you'], amounts: [2, 3] },
        // drawing puts the top card of the library into the hand (CR 121.1)
        { do: 'draw', amount: 1, who: 'you' },
      ],
    },
  }),
  card('Pitchburn Devils', {
    triggered: [{
      text: 'When Pitchburn Devils dies, it deals 3 damage to any target.',
      // dies (CR 700.4): a leaves-the-battlefield trigger (CR 603.6c) that looks back in time (CR 603.10a)
      when: { event: 'dies', subject: 'self' },
      targets: [anyTarget],
      effects: [{ do: 'damage', amount: 3, to: { target: 0 } }],
    }],
  }),
  card('Torch Fiend', {
    activated: [{
      text: '{R}, Sacrifice Torch Fiend: Destroy target artifact.',
      cost: { mana: '{R}', sacrificeSelf: true },
      targets: [target('target artifact', { types: ['Artifact'] })],
      effects: [{ do: 'destroy', what: { target: 0 } }],
    }],
  }),
  card('Volcanic Fallout', {
    // a spell or ability that would counter it does not (CR 701.6a, CR 101.2)
    statics: [{ kind: 'cantBeCountered', text: "This spell can't be countered." }],
    spell: {
      effects: [
        { do: 'damage', amount: 2, to: [{ all: { types: ['Creature'] } }, 'eachPlayer'] },
      ],
    },
  }),
  card('Chartooth Cougar', {
    activated: [
      { text: '{R}: Chartooth Cougar gets +1/+0 until end of turn.', cost: { mana: '{R}' }, effects: [{ do: 'pump', what: 'self', power: 1, toughness: 0 }] },
      landTypecycling('Mountain', '{2}'),
    ],
  }),
  card('Mana Geyser', {
    // a spell that adds mana is never a mana ability (CR 605.5b)
    spell: { effects: [{ do: 'addMana', mana: ['R'], amount: { count: { types: ['Land'], tapped: true, controller: 'opponent' } } }] },
  }),
  card('Vent Sentinel', {
    keywords: ['defender'],
    activated: [{
      text: '{1}{R}, {T}: Vent Sentinel deals damage to target player or planeswalker equal to the number of creatures with defender you control.',
      cost: { mana: '{1}{R}', tap: true },
      targets: [{ kind: 'player', orPlaneswalker: true, text: 'target player or planeswalker' }],
      effects: [{ do: 'damage', amount: { count: { types: ['Creature'], keyword: 'defender', controller: 'you' } }, to: { target: 0 } }],
    }],
  }),
  card('Wrap in Flames', {
    spell: {
      // a variable number of targets, announced as it is cast (CR 601.2c)
      targets: [0, 1, 2].map(() => ({ kind: 'object', filter: { types: ['Creature'] }, text: 'up to three target creatures', optional: true }) as const),
      effects: [
        { do: 'damage', amount: 1, to: 'eachTarget' },
        // a restriction checked as blockers are declared (CR 509.1b)
        ...[0, 1, 2].map((i) => ({ do: 'cantBlock', what: { target: i }, until: 'endOfTurn' }) as const),
      ],
    },
  }),
  card('Skitter of Lizards', {
    multikicker: '{1}{R}',
    keywords: ['haste'],
    statics: [{
      kind: 'entersWithCounters',
      text: 'Skitter of Lizards enters the battlefield with a +1/+1 counter on it for each time it was kicked.',
      counter: '+1/+1',
      amount: (state, id) => timesKicked(state, id),
    }],
  }),
  card('Deathforge Shaman', {
    multikicker: '{R}',
    triggered: [{
      text: 'When Deathforge Shaman enters the battlefield, it deals damage to target player or planeswalker equal to twice the number of times it was kicked.',
      when: { event: 'entersBattlefield', subject: 'self' },
      targets: [{ kind: 'player', orPlaneswalker: true, text: 'target player or planeswalker' }],
      effects: [{ do: 'damage', amount: { computed: ({ state, source }) => 2 * timesKicked(state, source) }, to: { target: 0 } }],
    }],
  }),
  card('Barbed Shocker', {
    keywords: ['trample', 'haste'],
    triggered: [{
      text: 'Whenever Barbed Shocker deals damage to a player, that player discards all the cards in their hand, then draws that many cards.',
      when: { event: 'dealsDamage', toPlayer: true },
      effects: [{
        do: 'custom',
        text: 'that player discards all the cards in their hand, then draws that many cards',
        run: ({ state, trigger }) => {
          const player = trigger?.player ?? null;
          if (player === null || !state.players[player]?.inGame) return;
          const hand = [...state.players[player]!.hand];
          for (const id of hand) discard(state, player, id);
          // as many cards as were discarded, not the damage dealt (ruling)
          drawCards(state, player, hand.length);
        },
      }],
    }],
  }),
  card('Cinder Wall', {
    keywords: ['defender'],
    triggered: [
      {
        text: 'When Cinder Wall blocks, destroy it at end of combat.',
        when: { event: 'blocks', subject: 'self' },
        // CR 603.7c: if it left the battlefield and came back, it is a new object the ability doesn't destroy
        effects: [{ do: 'delayedTrigger', ability: 1, about: 'self', notFollowed: true }],
      },
      {
        text: 'At end of combat, destroy Cinder Wall.',
        when: { event: 'delayed', at: 'endOfCombat' },
        effects: [{ do: 'destroy', what: 'eventObject' }],
      },
    ],
  }),
  card('Heartless Hidetsugu', {
    activated: [{
      text: "{T}: Heartless Hidetsugu deals damage to each player equal to half that player's life total, rounded down.",
      cost: { tap: true },
      effects: [{
        do: 'damage',
        amount: 0,
        to: 'eachPlayer',
        // every amount is read from the life totals before any of the damage is dealt: all of it is dealt at once;
        // the card says to round down (CR 107.1a)
        amountTo: ({ state }, to) => ('player' in to ? Math.floor(Math.max(0, state.players[to.player]!.life) / 2) : 0),
      }],
    }],
  }),
  card('Sulfuric Vortex', {
    triggered: [{
      text: "At the beginning of each player's upkeep, Sulfuric Vortex deals 2 damage to that player.",
      // an upkeep trigger, put on the stack before the active player gets priority (CR 503.1a)
      when: { event: 'beginningOfStep', step: 'upkeep', whose: 'each' },
      // the event's player is the active player, whose upkeep it is
      effects: [{ do: 'damage', amount: 2, to: 'eventPlayer' }],
    }],
    // an "instead" replacement effect (CR 614.1a) on every life gain (CR 119.10)
    statics: [{ kind: 'gainsNoLife', text: 'If a player would gain life, that player gains no life instead.' }],
  }),
  card('Heckling Fiends', {
    activated: [{
      text: '{2}{R}: Target creature attacks this turn if able.',
      cost: { mana: '{2}{R}' },
      targets: [targetCreature],
      // rulings: its controller still chooses what it attacks; a creature that can't attack doesn't.
      // A requirement checked as attackers are declared (CR 508.1d)
      effects: [{ do: 'attacksIfAble', what: { target: 0 }, until: 'endOfTurn' }],
    }],
  }),
  card('Flaring Flame-Kin', {
    statics: [
      { kind: 'modifyPT', text: 'As long as Flaring Flame-Kin is enchanted, it gets +2/+2', affects: { types: ['Creature'], itself: true, test: enchantedSelf }, power: 2, toughness: 2 },
      { kind: 'grantKeywords', text: 'As long as Flaring Flame-Kin is enchanted, it has trample', affects: { types: ['Creature'], itself: true, test: enchantedSelf }, keywords: ['trample'] },
    ],
    activated: [{
      text: 'As long as Flaring Flame-Kin is enchanted, it has "{R}: Flaring Flame-Kin gets +1/+0 until end of turn."',
      cost: { mana: '{R}' },
      onlyWhile: (state, source) => enchanted(state, source),
      effects: [{ do: 'pump', what: 'self', power: 1, toughness: 0 }],
    }],
  }),
  card('Boldwyr Intimidator', {
    // a restriction checked as blockers are declared (CR 509.1b)
    statics: [{ kind: 'typeCantBlockType', text: "Cowards can't block Warriors.", blockers: 'Coward', attackers: 'Warrior' }],
    activated: [
      {
        text: '{R}: Target creature becomes a Coward until end of turn.',
        cost: { mana: '{R}' },
        targets: [targetCreature],
        // ruling: it replaces all the creature types the creature had (CR 205.1a), a layer 4 effect (CR 613.1d)
        effects: [{ do: 'becomeCreatureType', what: { target: 0 }, subtype: 'Coward', until: 'endOfTurn' }],
      },
      {
        text: '{2}{R}: Target creature becomes a Warrior until end of turn.',
        cost: { mana: '{2}{R}' },
        targets: [targetCreature],
        effects: [{ do: 'becomeCreatureType', what: { target: 0 }, subtype: 'Warrior', until: 'endOfTurn' }],
      },
    ],
  }),
  card("Grenzo's Rebuttal", {
    spell: {
      effects: [
        { do: 'token', token: 'token:ogre-4-4', amount: 1, who: 'you' },
        {
          do: 'customAsking',
          text: 'Starting with you, each player chooses an artifact, a creature, and a land from among the permanents controlled by the player to their left. Destroy each permanent chosen this way.',
          // choices made as it resolves (CR 608.2d), each staying made as another player leaves (CR 800.4a, 800.4i)
          run: rebuttalChoices,
        },
      ],
    },
  }),
  card('Ignition Team', {
    statics: [{
      kind: 'entersWithCounters',
      text: 'Ignition Team enters the battlefield with X +1/+1 counters on it, where X is the number of tapped lands on the battlefield.',
      counter: '+1/+1',
      amount: (state) => state.battlefield.filter((id) => state.objects[id]!.tapped && characteristics(state, id).types.includes('Land')).length,
    }],
    activated: [{
      text: "{2}{R}, Remove a +1/+1 counter from Ignition Team: Target land becomes a 4/4 red Elemental creature until end of turn. It's still a land.",
      cost: { mana: '{2}{R}', removeCounters: { counter: '+1/+1', amount: 1 } },
      targets: [target('target land', { types: ['Land'] })],
      effects: [{
        do: 'custom',
        text: "Target land becomes a 4/4 red Elemental creature until end of turn. It's still a land.",
        run: ({ state, object, source, controller }) => {
          const t = obj(state, object).targets[0];
          if (t === undefined || !('object' in t)) return;
          // CR 613.1d, 613.1e, 613.4b: a type-changing effect (its other types, subtypes, name and abilities stay:
          // the rulings), a color-changing one and one setting power and toughness, all until end of turn
          const affected = [t.object];
          const duration = { until: 'endOfTurn' } as const;
          addEffect(state, { affected, change: { kind: 'addTypes', types: ['Creature'], subtypes: ['Elemental'] }, duration, source, controller });
          addEffect(state, { affected, change: { kind: 'setColors', colors: ['R'] }, duration, source, controller });
          addEffect(state, { affected, change: { kind: 'setPT', power: 4, toughness: 4 }, duration, source, controller });
        },
      }],
    }],
  }),
];
