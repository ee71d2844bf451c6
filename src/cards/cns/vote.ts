/**
 * The will of the council cards of Conspiracy (CNS). "Will of the council" is an ability word with
 * no rules meaning (CR 207.2c); the vote it marks is defined once, in its rule module (CR 701.38),
 * and a card says only what is voted for and what the outcome does.
 *
 * @module
 */
import { isCreature } from '../../engine/characteristics.js';
import { putOntoBattlefield } from '../../engine/game-actions.js';
import { apnap } from '../../engine/players.js';
import { gotMoreVotes } from '../../rules/701.38-vote.js';
import { card, type CardDefinition } from '../definition.js';

const deathOrTorture = ['death', 'torture'] as const;
const graceOrCondemnation = ['grace', 'condemnation'] as const;

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
            do: 'custom',
            text: 'Each player returns each creature card from their graveyard to the battlefield.',
            run: ({ state }) => {
              // the cards are listed before any moves, each returning under its owner's control
              const cards = apnap(state).flatMap((p) => (state.players[p]?.graveyard ?? []).filter((id) => isCreature(state, id)).map((id) => [id, p] as const));
              for (const [id, owner] of cards) putOntoBattlefield(state, id, owner, '608.2c');
            },
          }],
          otherwise: [{ do: 'destroy', what: { all: { types: ['Creature'], other: true } } }],
        },
      ],
    }],
  }),
];
