/**
 * Black cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { cardsInGraveyards, enteringFromZone, morbid, target, targetCreature } from '../common.js';
import { landTypecycling } from '../cycling.js';
import type { EffectContext, TargetSpec } from '../types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import { emitChosen, sacrificedThisWay } from '../../engine/resolve.js';
import { timesKicked } from '../../rules/702.33-kicker.js';
import { characteristics } from '../../engine/characteristics.js';
import { destroyAll, discard, gainLife, loseLife } from '../../engine/game-actions.js';
import { loseGame } from '../../engine/flow.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { apnap } from '../../engine/players.js';
import { moveObject, obj } from '../../zones/zones.js';

/** "target nonblack creature". */
const nonblackCreature = target('target nonblack creature', { types: ['Creature'], notColors: ['B'] });

/** "target creature card in your graveyard". */
const creatureCardInYourGraveyard: TargetSpec = {
  kind: 'object', zone: 'graveyard', filter: { types: ['Creature'], controller: 'you' }, text: 'target creature card in your graveyard',
};

/**
 * Whether player `you` cast a permanent from their hand: it entered as the spell resolved (CR 608.3) and
 * that spell was cast from the hand by `you` (ruling: put onto the battlefield from the hand by an effect, it
 * wasn't; Desertion ruling: a spell another player cast and Desertion put onto the battlefield wasn't either).
 */
function castFromHand(state: GameState, id: ObjectId, you: PlayerId): boolean {
  const was = state.objects.find((o) => o.movedTo === id);
  // "you": a spell another player cast (put onto the battlefield under your control by Desertion, say) is not one you cast
  return was !== undefined && was.zone === 'stack' && was.castFrom === 'hand' && was.controller === you;
}

/** The resolution variable that marks a card in a graveyard chosen to be returned by Ill-Gotten Gains. */
function illGottenChosen(id: ObjectId): string {
  return `illGottenGains:${id}`;
}

/**
 * Ill-Gotten Gains' returns: each player with cards in their graveyard chooses up to three, in turn
 * order (CR 101.4); each choice is logged as made, for the players after them to know (101.4b: the
 * graveyard is public), and stays made as another player leaves the game (800.4a). Then the cards
 * chosen that are still in their owners' graveyards return to hand at the same time.
 */
function illGottenReturns({ state }: EffectContext, io: ResolutionIo): boolean {
  const vars = state.resolution?.vars;
  for (const p of apnap(state)) {
    const graveyard = state.players[p]!.graveyard;
    // keyed as a `choices` step keys it (`p<player>:0`): a game saved while an earlier version asked takes its answer
    if (io.done(`p${p}`) || graveyard.length === 0) continue;
    const answer = io.ask(`p${p}:0`, p, { prompt: 'returnToHand', options: graveyard.map((object) => ({ object })), min: 0, max: Math.min(3, graveyard.length), rule: '608.2d' });
    if (!answer) return false;
    for (const i of answer) {
      const id = graveyard[i] as ObjectId;
      if (vars) vars[illGottenChosen(id)] = 1;
      emitChosen(state, p, id, 'return to hand');
    }
    io.markDone(`p${p}`);
  }
  const chosen = apnap(state).flatMap((p) => state.players[p]!.graveyard.filter((id) => vars?.[illGottenChosen(id)] === 1));
  for (const id of chosen) moveObject(state, id, 'hand', { rule: '608.2c' });
  return true;
}

/** The black CNS cards the engine implements. */
export const cnsBlack: readonly CardDefinition[] = [
  card('Assassinate', {
    spell: { targets: [target('target tapped creature', { types: ['Creature'], tapped: true })], effects: [{ do: 'destroy', what: { target: 0 } }] },
  }),
  card('Morkrut Banshee', {
    triggered: [{
      text: 'Morbid — When Morkrut Banshee enters the battlefield, if a creature died this turn, target creature gets -4/-4 until end of turn.',
      when: { event: 'entersBattlefield', subject: 'self' },
      condition: morbid,
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: -4, toughness: -4 }],
    }],
  }),
  card('Reckless Spite', {
    spell: {
      targets: [nonblackCreature, nonblackCreature],
      // both at the same time (CR 603.10a)
      effects: [{ do: 'destroy', what: [{ target: 0 }, { target: 1 }] }, { do: 'loseLife', amount: 5, who: 'you' }],
    },
  }),
  card('Syphon Soul', {
    spell: {
      effects: [
        { do: 'damage', amount: 2, to: 'eachOpponent' },
        // damage dealt to a player makes them lose that much life (CR 120.3a); you gain what was dealt (CR 119.3)
        { do: 'gainLife', amount: { dealtThisWay: true }, who: 'you' },
      ],
    },
  }),
  card('Tragic Slip', {
    spell: {
      targets: [targetCreature],
      effects: [{
        do: 'conditional',
        text: 'Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.',
        condition: morbid,
        then: [{ do: 'pump', what: { target: 0 }, power: -13, toughness: -13 }],
        otherwise: [{ do: 'pump', what: { target: 0 }, power: -1, toughness: -1 }],
      }],
    },
  }),
  card('Typhoid Rats', { keywords: ['deathtouch'] }),
  card('Vampire Hexmage', {
    keywords: ['first strike'],
    activated: [{
      text: 'Sacrifice Vampire Hexmage: Remove all counters from target permanent.',
      cost: { sacrificeSelf: true },
      targets: [target('target permanent', {})],
      effects: [{ do: 'removeCounters', what: { target: 0 } }],
    }],
  }),
  card('Wakedancer', {
    triggered: [{
      text: 'Morbid — When Wakedancer enters the battlefield, if a creature died this turn, create a 2/2 black Zombie creature token.',
      when: { event: 'entersBattlefield', subject: 'self' },
      condition: morbid,
      effects: [{ do: 'token', token: 'token:zombie-2-2', amount: 1, who: 'you' }],
    }],
  }),
  card('Zombie Goliath'),
  card('Drakestown Forgotten', {
    statics: [{
      kind: 'entersWithCounters',
      text: 'Drakestown Forgotten enters the battlefield with X +1/+1 counters on it, where X is the number of creature cards in all graveyards.',
      counter: '+1/+1',
      // ruling: entering from a graveyard, it counts itself (the count is of the cards as it enters),
      // and so the creature cards entering from graveyards with it (CR 614.12)
      amount: (state, _id, entering) => {
        const creature = (types: readonly string[]) => types.includes('Creature');
        return cardsInGraveyards(state, creature) + enteringFromZone(state, entering, 'graveyard', creature);
      },
    }],
    activated: [{
      text: '{2}{B}, Remove a +1/+1 counter from Drakestown Forgotten: Target creature gets -1/-1 until end of turn.',
      cost: { mana: '{2}{B}', removeCounters: { counter: '+1/+1', amount: 1 } },
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: -1, toughness: -1 }],
    }],
  }),
  card('Plagued Rusalka', {
    activated: [{
      text: '{B}, Sacrifice a creature: Target creature gets -1/-1 until end of turn.',
      cost: { mana: '{B}', sacrifice: { types: ['Creature'] } },
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: -1, toughness: -1 }],
    }],
  }),
  card('Victimize', {
    spell: {
      // two targets of one word "target": two different cards, both required (ruling)
      targets: [creatureCardInYourGraveyard, creatureCardInYourGraveyard],
      effects: [
        { do: 'sacrifice', who: 'you', filter: { types: ['Creature'] }, amount: 1 },
        {
          do: 'conditional',
          text: 'If you do, return the chosen cards to the battlefield tapped.',
          condition: ({ state }) => sacrificedThisWay(state) > 0,
          then: [{ do: 'putOntoBattlefield', what: [{ target: 0 }, { target: 1 }], tapped: true }],
        },
      ],
    },
  }),
  card('Infectious Horror', {
    triggered: [{
      text: 'Whenever Infectious Horror attacks, each opponent loses 2 life.',
      // triggers when it is declared as an attacker (CR 508.3a)
      when: { event: 'attacks', subject: 'self' },
      effects: [{ do: 'loseLife', amount: 2, who: 'eachOpponent' }],
    }],
  }),
  card("Liliana's Specter", {
    keywords: ['flying'],
    triggered: [{
      text: "When Liliana's Specter enters the battlefield, each opponent discards a card.",
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'discard', who: 'eachOpponent', amount: 1 }],
    }],
  }),
  card('Smallpox', {
    spell: {
      // ruling: each part is done by every player before the next begins; the discards, the creatures and
      // the lands each go at the same time, chosen in turn order (CR 101.4)
      effects: [
        { do: 'loseLife', amount: 1, who: 'eachPlayer' },
        { do: 'discard', who: 'eachPlayer', amount: 1 },
        { do: 'sacrifice', who: 'eachPlayer', filter: { types: ['Creature'] }, amount: 1 },
        { do: 'sacrifice', who: 'eachPlayer', filter: { types: ['Land'] }, amount: 1 },
      ],
    },
  }),
  card('Stronghold Discipline', {
    spell: {
      effects: [{
        do: 'custom',
        text: 'Each player loses 1 life for each creature they control.',
        run: ({ state }) => {
          // every count is taken before anyone loses life: the losses happen at once (CR 608.2c)
          const losses = apnap(state).map((p) => [p, state.battlefield.filter((id) => {
            const c = characteristics(state, id);
            return c.controller === p && c.types.includes('Creature');
          }).length] as const);
          for (const [p, n] of losses) loseLife(state, p, n);
        },
      }],
    },
  }),
  card('Twisted Abomination', {
    activated: [
      { text: '{B}: Regenerate Twisted Abomination.', cost: { mana: '{B}' }, effects: [{ do: 'regenerate', what: 'self' }] },
      landTypecycling('Swamp', '{2}'),
    ],
  }),
  card('Ill-Gotten Gains', {
    spell: {
      effects: [
        {
          do: 'custom',
          text: 'Exile Ill-Gotten Gains.',
          // a copy isn't a card and ceases to exist as it leaves the stack anyway (CR 707.10a)
          run: ({ state, object }) => {
            if (obj(state, object).kind === 'card' && state.stack.includes(object)) moveObject(state, object, 'exile', { rule: '608.2c' });
          },
        },
        {
          do: 'custom',
          text: 'Each player discards their hand,',
          run: ({ state }) => {
            for (const p of apnap(state)) for (const id of [...state.players[p]!.hand]) discard(state, p, id);
          },
        },
        {
          do: 'customAsking',
          text: 'then returns up to three cards from their graveyard to their hand.',
          // each player chooses in turn order (CR 101.4), knowing the choices before theirs (101.4b), then
          // the cards return at the same time
          run: illGottenReturns,
        },
      ],
    },
  }),
  card('Magus of the Mirror', {
    activated: [{
      text: '{T}, Sacrifice Magus of the Mirror: Exchange life totals with target opponent. Activate only during your upkeep.',
      cost: { tap: true, sacrificeSelf: true },
      duringYourUpkeep: true,
      targets: [{ kind: 'player', opponent: true, text: 'target opponent' }],
      effects: [{
        do: 'custom',
        text: 'Exchange life totals with target opponent.',
        run: ({ state, object, controller }) => {
          const t = obj(state, object).targets[0];
          if (t === undefined || !('player' in t) || !state.players[t.player]?.inGame) return;
          // CR 701.12c: each player gains or loses the life needed to equal the other's previous total;
          // replacement effects may change those gains and losses
          const mine = state.players[controller]!.life;
          const theirs = state.players[t.player]!.life;
          for (const [p, from, to] of [[controller, mine, theirs], [t.player, theirs, mine]] as const) {
            if (to > from) gainLife(state, p, to - from, '701.12c');
            else loseLife(state, p, from - to, '701.12c');
          }
        },
      }],
    }],
  }),
  card('Quag Vampires', {
    multikicker: '{1}{B}',
    keywords: ['swampwalk'],
    statics: [{
      kind: 'entersWithCounters',
      text: 'Quag Vampires enters the battlefield with a +1/+1 counter on it for each time it was kicked.',
      counter: '+1/+1',
      amount: (state, id) => timesKicked(state, id),
    }],
  }),
  card('Phage the Untouchable', {
    triggered: [
      {
        text: "When Phage enters, if you didn't cast it from your hand, you lose the game.",
        when: { event: 'entersBattlefield', subject: 'self' },
        condition: ({ state, source, controller }) => !castFromHand(state, source, controller),
        effects: [{ do: 'custom', text: 'you lose the game', run: ({ state, controller }) => loseGame(state, [{ player: controller, rule: '104.3e' }]) }],
      },
      {
        text: "Whenever Phage deals combat damage to a creature, destroy that creature. It can't be regenerated.",
        when: { event: 'dealsCombatDamageToCreature' },
        effects: [{
          do: 'custom',
          text: "destroy that creature. It can't be regenerated.",
          // a creature that left the battlefield since is a new object, which this doesn't destroy (CR 400.7)
          run: ({ state, trigger }) => {
            if (trigger?.recipient !== undefined) destroyAll(state, [trigger.recipient], '701.8', true);
          },
        }],
      },
      {
        text: 'Whenever Phage deals combat damage to a player, that player loses the game.',
        when: { event: 'dealsCombatDamageToPlayer', subject: 'self' },
        effects: [{
          do: 'custom',
          text: 'that player loses the game',
          run: ({ state, trigger }) => {
            if (trigger?.player !== null && trigger?.player !== undefined) loseGame(state, [{ player: trigger.player, rule: '104.3e' }]);
          },
        }],
      },
    ],
  }),
  card('Reign of the Pit', {
    spell: {
      effects: [
        // ruling: each player chooses in turn order, then all are sacrificed at the same time (CR 701.21)
        { do: 'sacrifice', who: 'eachPlayer', filter: { types: ['Creature'] }, amount: 1 },
        { do: 'token', token: 'token:demon-x-x-flying', amount: 1, who: 'you', size: { sacrificedPowerThisWay: true } },
      ],
    },
  }),
];
