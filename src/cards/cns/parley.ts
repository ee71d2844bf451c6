/**
 * The parley cards of Conspiracy (CNS). Parley is an ability word (CR 207.2c): each card's ability
 * has every player reveal the top card of their library (the `parley` step), acts once for each
 * nonland card revealed, then has each player draw a card.
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import type { Effect } from '../types.js';

/** A parley ability's steps: the reveal, what the card does with the count, then each player draws a card. */
function parley(...forEachNonland: Effect[]): Effect[] {
  return [{ do: 'parley' }, ...forEachNonland, { do: 'draw', amount: 1, who: 'eachPlayer' }];
}

/** The parley cards of CNS. */
export const cnsParley: readonly CardDefinition[] = [
  card('Rousing of Souls', {
    spell: { effects: parley({ do: 'token', token: 'token:spirit-1-1-flying', amount: { parleyCount: true }, who: 'you' }) },
  }),
  card("Selvala's Charge", {
    spell: { effects: parley({ do: 'token', token: 'token:elephant-3-3', amount: { parleyCount: true }, who: 'you' }) },
  }),
  card("Selvala's Enforcer", {
    triggered: [{
      text: "Parley — When Selvala's Enforcer enters the battlefield, each player reveals the top card of their library. For each nonland card revealed this way, put a +1/+1 counter on Selvala's Enforcer. Then each player draws a card.",
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: parley({ do: 'counters', what: 'self', counter: '+1/+1', amount: { parleyCount: true } }),
    }],
  }),
  card('Selvala, Explorer Returned', {
    activated: [{
      text: 'Parley — {T}: Each player reveals the top card of their library. For each nonland card revealed this way, add {G} and you gain 1 life. Then each player draws a card.',
      cost: { tap: true },
      effects: parley(
        { do: 'addMana', mana: ['G'], amount: { parleyCount: true } },
        { do: 'gainLife', amount: { parleyCount: true }, who: 'you' },
      ),
      mana: true,
    }],
  }),
  card('Woodvine Elemental', {
    keywords: ['trample'],
    triggered: [{
      text: 'Parley — Whenever Woodvine Elemental attacks, each player reveals the top card of their library. For each nonland card revealed this way, attacking creatures you control get +1/+1 until end of turn. Then each player draws a card.',
      when: { event: 'attacks', subject: 'self' },
      effects: parley({
        do: 'pump', what: { all: { types: ['Creature'], attacking: true, controller: 'you' } }, power: { parleyCount: true }, toughness: { parleyCount: true },
      }),
    }],
  }),
];
