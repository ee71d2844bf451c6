/**
 * The voting cards of Conspiracy: Take the Crown (CN2): the council's dilemma cards, whose two
 * effects each act on the count of their option's votes, and the vote changers Ballot Broker and
 * Illusion of Choice. The vote itself is defined once, in its rule module (CR 701.38).
 *
 * @module
 */
import { chooseVotesThisTurn } from '../../rules/701.38-vote.js';
import { card, type CardDefinition } from '../definition.js';

/** The voting cards of CN2 the engine implements. */
export const cn2Vote: readonly CardDefinition[] = [
  card('Ballot Broker', {
    statics: [{ kind: 'additionalVote', text: 'While voting, you may vote an additional time.', optional: true }],
  }),
  card('Lieutenants of the Guard', {
    triggered: [{
      text: "Council's dilemma — When Lieutenants of the Guard enters the battlefield, starting with you, each player votes for strength or numbers. Put a +1/+1 counter on Lieutenants of the Guard for each strength vote and create a 1/1 white Soldier creature token for each numbers vote.",
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [
        { do: 'vote', options: ['strength', 'numbers'], startingWith: 'you' },
        { do: 'counters', what: 'self', counter: '+1/+1', amount: { votesFor: 'strength' } },
        { do: 'token', token: 'token:soldier-1-1', amount: { votesFor: 'numbers' }, who: 'you' },
      ],
    }],
  }),
  card('Illusion of Choice', {
    spell: {
      effects: [
        { do: 'custom', text: 'You choose how each player votes this turn.', run: ({ state, controller }) => chooseVotesThisTurn(state, controller) },
        { do: 'draw', amount: 1, who: 'you' },
      ],
    },
  }),
  card('Messenger Jays', {
    keywords: ['flying'],
    triggered: [{
      text: "Council's dilemma — When Messenger Jays enters the battlefield, starting with you, each player votes for feather or quill. Put a +1/+1 counter on Messenger Jays for each feather vote and draw a card for each quill vote. For each card drawn this way, discard a card.",
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [
        { do: 'vote', options: ['feather', 'quill'], startingWith: 'you' },
        { do: 'counters', what: 'self', counter: '+1/+1', amount: { votesFor: 'feather' } },
        { do: 'draw', amount: { votesFor: 'quill' }, who: 'you' },
        { do: 'discard', amount: { drawnThisWay: true }, who: 'you' },
      ],
    }],
  }),
  card('Capital Punishment', {
    spell: {
      effects: [
        { do: 'vote', options: ['death', 'taxes'], startingWith: 'you' },
        { do: 'sacrifice', who: 'eachOpponent', filter: { types: ['Creature'] }, amount: { votesFor: 'death' } },
        { do: 'discard', who: 'eachOpponent', amount: { votesFor: 'taxes' } },
      ],
    },
  }),
  card('Orchard Elemental', {
    triggered: [{
      text: "Council's dilemma — When Orchard Elemental enters the battlefield, starting with you, each player votes for sprout or harvest. Put two +1/+1 counters on Orchard Elemental for each sprout vote. You gain 3 life for each harvest vote.",
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [
        { do: 'vote', options: ['sprout', 'harvest'], startingWith: 'you' },
        { do: 'counters', what: 'self', counter: '+1/+1', amount: { votesFor: 'sprout', times: 2 } },
        { do: 'gainLife', who: 'you', amount: { votesFor: 'harvest', times: 3 } },
      ],
    }],
  }),
];
