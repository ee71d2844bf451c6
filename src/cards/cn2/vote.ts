/**
 * The voting cards of Conspiracy: Take the Crown (CN2): the council's dilemma cards, whose two
 * effects each act on the count of their option's votes, and the vote changers Ballot Broker and
 * Illusion of Choice. The vote itself is defined once, in its rule module (CR 701.38).
 *
 * @module
 */
import { characteristics } from '../../engine/characteristics.js';
import { askEntryChoices, type Entering } from '../../engine/entry-choices.js';
import { addEffect, putOntoBattlefieldTogether } from '../../engine/game-actions.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../../state/types.js';
import { mutableObject } from '../../engine/working-copy.js';
import { askEnchanted } from '../aura-entering.js';
import { addExtraTurn } from '../../rules/500.7-extra-turns.js';
import { chooseVotesThisTurn, votesCastBy, votesFor } from '../../rules/701.38-vote.js';
import { moveObject, obj, revealCards, shuffleLibrary } from '../../zones/zones.js';
import type { EffectContext } from '../types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import { card, type CardDefinition } from '../definition.js';

/** Whether a card is a permanent card (CR 110.4b): artifact, creature, enchantment, land or planeswalker. */
function isPermanentCard(state: GameState, id: ObjectId): boolean {
  return characteristics(state, id).types.some((t) => t === 'Artifact' || t === 'Creature' || t === 'Enchantment' || t === 'Land' || t === 'Planeswalker');
}

/** The resolution variable that marks a permanent chosen for one of Expropriate's money votes. */
function moneyChosen(id: ObjectId): string {
  return `moneyChosen:${id}`;
}

/**
 * Expropriate's money votes: for each, in voting order, its controller chooses a permanent owned by
 * the voter — not targeted: any permanent the voter owns, whoever controls it — then gains control
 * of every permanent chosen. A choice made stays made (CR 101.4): a permanent chosen that leaves the
 * game as another player leaves (CR 800.4a) is not replaced by another choice. The choices are asked
 * under keys of the form a `choices` step gave them (`p<controller>:<n>`), `n` counting every money
 * vote in voting order — also those of a voter who owns no permanent, or has left the game with their
 * permanents (their votes still count, CR 800.4i) — so that a vote's key stays its own while players
 * leave, and an answer given for one vote is never read as another's (CR 101.4). A game saved while an
 * earlier version asked, every money voter owning a permanent, takes its answer.
 */
function moneyVotes({ state, object, source, controller }: EffectContext, io: ResolutionIo): boolean {
  const vars = state.resolution?.vars;
  let n = 0;
  for (const [voter, votes] of votesCastBy(state, object)) {
    const owned = state.battlefield.filter((id) => obj(state, id).owner === voter);
    for (let j = 0; j < votes.length; j++) {
      if (votes[j] !== 'money') continue;
      const k = n++;
      if (owned.length === 0 || io.done(`money:${voter}:${j}`)) continue;
      const answer = io.ask(`p${controller}:${k}`, controller, { prompt: 'gainControl', options: owned.map((o) => ({ object: o })), min: 1, max: 1, rule: '608.2c' });
      if (!answer) return false;
      if (vars) vars[moneyChosen(owned[answer[0] as number] as ObjectId)] = 1;
      io.markDone(`money:${voter}:${j}`);
    }
  }
  const chosen = state.battlefield.filter((id) => vars?.[moneyChosen(id)] === 1);
  for (const id of chosen) addEffect(state, { affected: [id], change: { kind: 'control', player: controller }, duration: { until: 'forever' }, source, controller });
  return true;
}

/**
 * The cards Selvala's Stampede reveals from the top of `controller`'s library, until a creature card
 * for each wild vote or the whole library, and the creature cards among them.
 */
function wildReveal(state: GameState, controller: PlayerId): { revealed: ObjectId[]; creatures: ObjectId[] } {
  const wanted = votesFor(state, 'wild');
  const revealed: ObjectId[] = [];
  const creatures: ObjectId[] = [];
  for (const id of wanted === 0 ? [] : (state.players[controller]?.library ?? [])) {
    if (creatures.length >= wanted) break;
    revealed.push(id);
    if (characteristics(state, id).types.includes('Creature')) creatures.push(id);
  }
  return { revealed, creatures };
}

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
  card('Expropriate', {
    spell: {
      effects: [
        { do: 'vote', options: ['time', 'money'], startingWith: 'you' },
        {
          do: 'custom',
          text: 'For each time vote, take an extra turn after this one.',
          run: ({ state, controller }) => {
            for (let i = 0; i < votesFor(state, 'time'); i++) addExtraTurn(state, controller);
          },
        },
        {
          do: 'customAsking',
          text: 'For each money vote, choose a permanent owned by the voter and gain control of it.',
          run: moneyVotes,
        },
        {
          do: 'custom',
          text: 'Exile Expropriate.',
          run: ({ state, object }) => {
            if (obj(state, object).kind === 'card' && state.stack.includes(object)) moveObject(state, object, 'exile', { rule: '608.2c' });
          },
        },
      ],
    },
  }),
  card("Selvala's Stampede", {
    spell: {
      effects: [
        { do: 'vote', options: ['wild', 'free'], startingWith: 'you' },
        {
          do: 'customAsking',
          text: 'Reveal cards from the top of your library until you reveal a creature card for each wild vote. Put those creature cards onto the battlefield, then shuffle the rest into your library.',
          // CR 614.12a, 707.9: a revealed creature card makes its entry choices (what it copies among the
          // creatures already on the battlefield, Dack's Duplicate; "as enters, choose") before any enters
          run: ({ state, controller }, io) => {
            const { revealed, creatures } = wildReveal(state, controller);
            // CR 701.24d: "shuffle the rest into your library" shuffles it even when nothing was revealed
            // (no wild vote, or an empty library)
            if (revealed.length === 0) {
              shuffleLibrary(state, controller);
              return true;
            }
            const entering: Entering[] = [];
            for (const id of creatures) {
              const e = askEntryChoices(state, io, `enter:${id}`, id, controller);
              if (!e) return false;
              entering.push(e);
            }
            revealCards(state, controller, revealed);
            // ruling: they all enter at the same time, so each one's "enters" abilities see the others (CR 603.6a)
            putOntoBattlefieldTogether(state, creatures.map((id, i) => ({ id, entering: entering[i] as Entering })), controller, '608.2c');
            shuffleLibrary(state, controller);
            return true;
          },
        },
        {
          do: 'customAsking',
          text: 'You may put a permanent card from your hand onto the battlefield for each free vote.',
          run: ({ state, controller }, io) => {
            const free = votesFor(state, 'free');
            const hand = state.players[controller]?.hand ?? [];
            const cards = hand.filter((id) => isPermanentCard(state, id));
            // asked whenever the hand holds a card, even no permanent card: a choice that came only with
            // one would tell the other players what the hand holds (CR 402.3)
            if (free === 0 || hand.length === 0) return true;
            const answer = io.ask('cards', controller, { prompt: 'putOntoBattlefield', options: cards.map((object) => ({ object })), min: 0, max: Math.min(free, cards.length), rule: '608.2c' });
            if (!answer) return false;
            const chosen = answer.map((i) => cards[i] as ObjectId);
            // CR 303.4f, 614.12a, 707.9: each makes its entry choices before any enters: what an Aura
            // enchants (one with nothing to enchant stays in the hand, 303.4g), then its copy and "as enters"
            const entries: { id: ObjectId; entering: Entering; enchants: Ref | null }[] = [];
            for (const id of chosen) {
              const aura = askEnchanted(state, io, `enchant:${id}`, id, controller);
              if (aura === null) return false;
              if (aura === 'staysPut') continue;
              const e = askEntryChoices(state, io, `enter:${id}`, id, controller);
              if (!e) return false;
              entries.push({ id, entering: e, enchants: aura.enchants });
            }
            // one instruction puts them all onto the battlefield at the same time (CR 603.6a)
            const entered = putOntoBattlefieldTogether(state, entries, controller, '608.2c');
            entries.forEach((e, i) => {
              if (e.enchants) mutableObject(state, entered[i] as ObjectId).attachedTo = e.enchants;
            });
            return true;
          },
        },
      ],
    },
  }),
];
