/**
 * The will of the council cards of Conspiracy (CNS). "Will of the council" is an ability word with
 * no rules meaning (CR 207.2c); the vote it marks is defined once, in its rule module (CR 701.38),
 * and a card says only what is voted for and what the outcome does.
 *
 * @module
 */
import { characteristics, isCreature } from '../../engine/characteristics.js';
import { addEffect, exile, loseLife, putOntoBattlefieldTogether, sacrifice } from '../../engine/game-actions.js';
import { apnap, opponents } from '../../engine/players.js';
import { matchesFilter } from '../../engine/targets.js';
import { gotMoreVotes, mostVoted, mostVotedObjects, votesCastBy } from '../../rules/701.38-vote.js';
import { PROTECTION_FROM } from '../../rules/702.16-protection.js';
import { isCurrent, moveObject, obj, onBattlefield } from '../../zones/zones.js';
import { leavingTogether } from '../../zones/last-known.js';
import { addExtraTurn } from '../../rules/500.7-extra-turns.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { askEntryChoices, type Entering } from '../../engine/entry-choices.js';
import { card, type CardDefinition } from '../definition.js';

const deathOrTorture = ['death', 'torture'] as const;

/** Each player's creature cards in their graveyard, in APNAP order, with their owners. */
function graveyardCreatures(state: GameState): (readonly [ObjectId, PlayerId])[] {
  return apnap(state).flatMap((p) => (state.players[p]?.graveyard ?? []).filter((id) => isCreature(state, id)).map((id) => [id, p] as const));
}

const graceOrCondemnation = ['grace', 'condemnation'] as const;
const sicknessOrPsychosis = ['sickness', 'psychosis'] as const;
const carnageOrHomage = ['carnage', 'homage'] as const;
const guardianColors = ['blue', 'black', 'red', 'green'] as const;
const colorLetter = { blue: 'U', black: 'B', red: 'R', green: 'G' } as const;
const timeOrKnowledge = ['time', 'knowledge'] as const;
const denialOrDuplication = ['denial', 'duplication'] as const;

/** The will of the council cards of CNS the engine implements. */
export const cnsVote: readonly CardDefinition[] = [
  card("Tyrant's Choice", {
    spell: {
      effects: [
        { do: 'vote', options: deathOrTorture, startingWith: 'you' },
        {
          do: 'conditional',
          text: 'If death gets more votes, each opponent sacrifices a creature. If torture gets more votes or the vote is tied, each opponent loses 4 life.',
          condition: gotMoreVotes('death', deathOrTorture),
          then: [{ do: 'sacrifice', who: 'eachOpponent', filter: { types: ['Creature'] }, amount: 1 }],
          otherwise: [{ do: 'loseLife', who: 'eachOpponent', amount: 4 }],
        },
      ],
    },
  }),
  card('Magister of Worth', {
    keywords: ['flying'],
    triggered: [{
      text: 'Will of the council — When Magister of Worth enters the battlefield, starting with you, each player votes for grace or condemnation.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [
        { do: 'vote', options: graceOrCondemnation, startingWith: 'you' },
        {
          do: 'conditional',
          text: 'If grace gets more votes, each player returns each creature card from their graveyard to the battlefield. If condemnation gets more votes or the vote is tied, destroy all creatures other than Magister of Worth.',
          condition: gotMoreVotes('grace', graceOrCondemnation),
          then: [{
            do: 'customAsking',
            text: 'Each player returns each creature card from their graveyard to the battlefield.',
            // CR 614.12a, 707.9: the owner of a returning card makes its entry choices (as a copy of a
            // creature already on the battlefield, Dack's Duplicate; "as enters, choose") before any returns
            run: ({ state }, io) => {
              // the cards are listed before any moves, each returning under its owner's control
              const cards = graveyardCreatures(state);
              const entries: { id: ObjectId; entering: Entering; controller: PlayerId }[] = [];
              for (const [id, owner] of cards) {
                const entering = askEntryChoices(state, io, `enter:${id}`, id, owner);
                if (!entering) return false;
                entries.push({ id, entering, controller: owner });
              }
              // all at the same time, so that each sees the others enter (CR 603.6a)
              putOntoBattlefieldTogether(state, entries, null, '608.2c');
              return true;
            },
          }],
          otherwise: [{ do: 'destroy', what: { all: { types: ['Creature'], other: true } } }],
        },
      ],
    }],
  }),
  card("Brago's Representative", {
    statics: [{ kind: 'additionalVote', text: 'While voting, you get an additional vote.', optional: false }],
  }),
  card("Council's Judgment", {
    spell: {
      effects: [
        {
          do: 'vote',
          startingWith: 'you',
          options: {
            // the candidates are not targeted (CR 701.38b): protection or hexproof does not keep a permanent out
            objects: ({ state, controller, source }) => state.battlefield.filter((id) => characteristics(state, id).controller !== controller && matchesFilter(state, id, { notTypes: ['Land'] }, controller, source)),
          },
        },
        {
          do: 'custom',
          text: 'Exile each permanent with the most votes or tied for most votes.',
          run: ({ state }) => {
            // those still permanents (CR 400.7), exiled at the same time (CR 608.2c, 603.10a)
            const chosen = mostVotedObjects(state, (id) => onBattlefield(state, id));
            leavingTogether(state, chosen, () => {
              for (const id of chosen) exile(state, id);
            });
          },
        },
      ],
    },
  }),
  card('Custodi Squire', {
    keywords: ['flying'],
    triggered: [{
      text: 'Will of the council — When Custodi Squire enters the battlefield, starting with you, each player votes for an artifact, creature, or enchantment card in your graveyard. Return each card with the most votes or tied for most votes to your hand.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [
        {
          do: 'vote',
          startingWith: 'you',
          options: {
            objects: ({ state, controller, source }) => (state.players[controller]?.graveyard ?? []).filter((id) => matchesFilter(state, id, { types: ['Artifact', 'Creature', 'Enchantment'] }, controller, source)),
          },
        },
        {
          do: 'custom',
          text: 'Return each card with the most votes or tied for most votes to your hand.',
          run: ({ state }) => {
            for (const id of mostVotedObjects(state, (card) => obj(state, card).zone === 'graveyard' && isCurrent(state, card))) moveObject(state, id, 'hand', { rule: '608.2c' });
          },
        },
      ],
    }],
  }),
  card('Bite of the Black Rose', {
    spell: {
      effects: [
        { do: 'vote', options: sicknessOrPsychosis, startingWith: 'you' },
        {
          do: 'conditional',
          text: 'If sickness gets more votes, creatures your opponents control get -2/-2 until end of turn. If psychosis gets more votes or the vote is tied, each opponent discards two cards.',
          condition: gotMoreVotes('sickness', sicknessOrPsychosis),
          then: [{ do: 'pump', what: { all: { types: ['Creature'], controller: 'opponent' } }, power: -2, toughness: -2 }],
          otherwise: [{ do: 'discard', who: 'eachOpponent', amount: 2 }],
        },
      ],
    },
  }),
  card('Grudge Keeper', {
    triggered: [{
      text: "Whenever players finish voting, each opponent who voted for a choice you didn't vote for loses 2 life.",
      when: { event: 'playersFinishVoting' },
      effects: [{
        do: 'custom',
        text: "Each opponent who voted for a choice you didn't vote for loses 2 life.",
        run: ({ state, object, controller }) => {
          // only the vote that triggered it counts; an opponent loses 2 life once if any of their votes
          // is for a choice the controller didn't vote for, even if another of their votes is for one
          // the controller did vote for (the Oracle text; the rulings on extra votes)
          const held = obj(state, object).trigger?.object;
          if (held === null || held === undefined) return;
          const votes = votesCastBy(state, held);
          const mine = votes.get(controller) ?? [];
          for (const p of opponents(state, controller).sort((a, b) => apnap(state).indexOf(a) - apnap(state).indexOf(b))) {
            const theirs = votes.get(p) ?? [];
            if (theirs.some((v) => !mine.includes(v))) loseLife(state, p, 2);
          }
        },
      }],
    }],
  }),
  card('Coercive Portal', {
    triggered: [{
      text: 'Will of the council — At the beginning of your upkeep, starting with you, each player votes for carnage or homage. If carnage gets more votes, sacrifice Coercive Portal and destroy all nonland permanents. If homage gets more votes or the vote is tied, draw a card.',
      when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
      effects: [
        { do: 'vote', options: carnageOrHomage, startingWith: 'you' },
        {
          do: 'conditional',
          text: 'If carnage gets more votes, sacrifice Coercive Portal and destroy all nonland permanents. If homage gets more votes or the vote is tied, draw a card.',
          condition: gotMoreVotes('carnage', carnageOrHomage),
          then: [
            {
              do: 'custom',
              text: 'Sacrifice Coercive Portal.',
              run: ({ state, source, controller }) => {
                if (onBattlefield(state, source) && characteristics(state, source).controller === controller) sacrifice(state, source);
              },
            },
            { do: 'destroy', what: { all: { notTypes: ['Land'] } } },
          ],
          otherwise: [{ do: 'draw', amount: 1, who: 'you' }],
        },
      ],
    }],
  }),
  card('Plea for Power', {
    spell: {
      effects: [
        { do: 'vote', options: timeOrKnowledge, startingWith: 'you' },
        {
          do: 'conditional',
          text: 'If time gets more votes, take an extra turn after this one. If knowledge gets more votes or the vote is tied, draw three cards.',
          condition: gotMoreVotes('time', timeOrKnowledge),
          then: [{ do: 'custom', text: 'Take an extra turn after this one.', run: ({ state, controller }) => addExtraTurn(state, controller) }],
          otherwise: [{ do: 'draw', amount: 3, who: 'you' }],
        },
      ],
    },
  }),
  card('Split Decision', {
    spell: {
      targets: [{ kind: 'spell', filter: { types: ['Instant', 'Sorcery'] }, text: 'target instant or sorcery spell' }],
      effects: [
        { do: 'vote', options: denialOrDuplication, startingWith: 'you' },
        {
          do: 'conditional',
          text: 'If denial gets more votes, counter the spell. If duplication gets more votes or the vote is tied, copy the spell. You may choose new targets for the copy.',
          condition: gotMoreVotes('denial', denialOrDuplication),
          then: [{ do: 'counterSpell', what: { target: 0 } }],
          // CR 707.10c: each new target asked in turn, with what the ones before it chose
          otherwise: [{ do: 'copySpell', what: { target: 0 } }],
        },
      ],
    },
  }),
  card('Council Guardian', {
    triggered: [{
      text: 'Will of the council — When Council Guardian enters the battlefield, starting with you, each player votes for blue, black, red, or green. Council Guardian gains protection from each color with the most votes or tied for most votes.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [
        { do: 'vote', options: guardianColors, startingWith: 'you' },
        {
          do: 'custom',
          text: 'Council Guardian gains protection from each color with the most votes or tied for most votes.',
          run: ({ state, source, controller }) => {
            // no duration: the protection lasts while this object stays on the battlefield (CR 611.2c)
            if (!onBattlefield(state, source)) return;
            const keywords = mostVoted(state, guardianColors).map((c) => PROTECTION_FROM[colorLetter[c as keyof typeof colorLetter]]);
            if (keywords.length > 0) addEffect(state, { affected: [source], change: { kind: 'addKeywords', keywords }, duration: { until: 'forever' }, source, controller });
          },
        },
      ],
    }],
  }),
];
