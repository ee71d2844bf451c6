/**
 * Helpers for the Mental Magic tests: games with chosen hands, and following a card by its ID.
 */
import { produce } from 'immer';
import { apply, legalActions, type Action, type ReadonlyGameState } from '../../../src/index.js';
import { createMentalMagicGame, settle } from '../../../src/variants/mental-magic/control.js';
import { cardIdOf, currentObject, mmData } from '../../../src/variants/mental-magic/data.js';
import { newCard, UNNAMED_PREFIX } from '../../../src/variants/mental-magic/rule-module.js';
import { beginWorkingCopy, finishWorkingCopy, mutableObject } from '../../../src/engine/working-copy.js';
import { createObject } from '../../../src/zones/zones.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

/** A new game, seat 0 first, with its players' hands given these unnamed costs (extra cards keep theirs). */
export function gameWithHands(hands: [string[], string[]], seed: number | string = 1): ReadonlyGameState {
  const s = createMentalMagicGame({ seed, startingPlayer: 0 });
  return produce(s, (d) => {
    hands.forEach((costs, seat) => {
      const hand = d.players[seat]!.hand;
      costs.forEach((cost, i) => {
        const cardId = cardIdOf(d, hand[i]!)!;
        for (let id: number | null = mmData(d).ids[cardId]!; id !== null && id >= 0; id = d.objects[id]!.movedTo) d.objects[id]!.card = UNNAMED_PREFIX + cost;
      });
    });
  });
}

/** The object a card ID is now. */
export function objectOf(s: ReadonlyGameState, cardId: string): number {
  const id = currentObject(s, cardId);
  if (id === null) throw new Error(`${cardId} does not exist`);
  return id;
}

/** The card ID of the `i`th card in a seat's hand. */
export function handId(s: ReadonlyGameState, seat: number, i: number): string {
  return cardIdOf(s, s.players[seat]!.hand[i]!)!;
}

/** The legal action matching a predicate; throws if there is none. */
export function find(s: ReadonlyGameState, pred: (a: Action) => boolean): Action {
  const a = legalActions(s).find(pred);
  if (!a) throw new Error(`no such legal action among ${JSON.stringify(legalActions(s).slice(0, 12))}`);
  return a;
}

/** Applies a legal action and settles the game (AMM 7, 8). */
export function play(s: ReadonlyGameState, pred: (a: Action) => boolean): ReadonlyGameState {
  return settle(apply(s, find(s, pred)));
}

/** Takes no action for the deciding player (passes priority, confirms an empty declaration, or else the first option) and settles. */
export function pass(s: ReadonlyGameState): ReadonlyGameState {
  const d = s.decision!;
  const action: Action =
    d.kind === 'priority' ? { type: 'pass', player: d.player }
    : d.kind === 'declareAttackers' ? { type: 'confirmAttackers', player: d.player }
    : d.kind === 'declareBlockers' ? { type: 'confirmBlockers', player: d.player }
    : legalActions(s)[0]!;
  return settle(apply(s, action));
}

/** Turn 3, seat 1's first main phase: seat 1 has Utopia and Doomed Traveler, seat 2 Utopia and Copperhorn Scout. */
export function twoCreatures(): ReadonlyGameState {
  let s = gameWithHands([['{2}', '{W}'], ['{2}', '{G}']]);
  s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
  s = play(s, (a) => a.type === 'cast' && a.name === 'Doomed Traveler');
  while (!(s.turn.active === 1 && s.turn.step === 'main1')) s = pass(s);
  s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
  s = play(s, (a) => a.type === 'cast' && a.name === 'Copperhorn Scout');
  while (!(s.turn.active === 0 && s.turn.step === 'main1')) s = pass(s);
  return s;
}

/**
 * Named permanents put straight onto a seat's battlefield, untapped and able to attack (a test's
 * shortcut past casting them); `attach` attaches the permanent at that index to the one at another.
 */
export function withPermanents(s: ReadonlyGameState, seat: number, names: string[], attach: Record<number, number> = {}): { state: ReadonlyGameState; ids: number[] } {
  const work = beginWorkingCopy(asEngineState(s));
  const ids = names.map((card) => {
    const id = createObject(work, { kind: 'card', card, owner: seat, zone: 'battlefield' });
    mutableObject(work, id).sick = false;
    return id;
  });
  for (const [from, to] of Object.entries(attach)) mutableObject(work, ids[Number(from)]!).attachedTo = { object: ids[to]! };
  return { state: finishWorkingCopy(asEngineState(s), work), ids };
}

/**
 * A new unnamed card with its card ID put on top of a seat's library by the variant's own `newCard`
 * (AMM 1, 2, 3), as a peek (AMM 9) or an effect looking at the top card makes one: a test's shortcut
 * to a library holding a known card on top while its owner still acts — a peek no longer gives one,
 * being the last thing before turning over control. Returns the state and the card's ID.
 */
export function withTopCard(s: ReadonlyGameState, seat: number): { state: ReadonlyGameState; top: string } {
  const work = beginWorkingCopy(asEngineState(s));
  const id = newCard(work, seat);
  const state = finishWorkingCopy(asEngineState(s), work);
  return { state, top: cardIdOf(state, id)! };
}
