/**
 * CR 315 Conspiracies and the command zone they stay in (CR 408): conspiracy cards are not permanents,
 * can't be cast or be in a deck, and never leave the command zone (315.3); a face-up one's static
 * abilities affect the game and its triggered abilities trigger (315.5, read by the engine from the
 * command zone); a face-down one has no characteristics (315.5b). This module carries out the
 * abilities that change the start of the game (315.5a): the starting player (Power Play, CR 103.1c),
 * the starting hand size (Sovereign's Realm), additional opening hands (Backup Plan); and the
 * effects of face-up conspiracies on permanents that the engine asks its rule modules about: the
 * counters permanents enter with (Muzzio's Preparations, CR 614.1c) and the combat damage creatures
 * assign (Weight Advantage, CR 510.1a).
 *
 * @module
 */
import type { KeepHandAction } from '../engine/actions.js';
import { definitionOf } from '../engine/characteristics.js';
import { check } from '../engine/errors.js';
import type { RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import { matchesFilter } from '../engine/targets.js';
import { randomInt } from '../state/rng.js';
import type { GameObject, GameState, PlayerId } from '../state/types.js';
import { drawCards, moveObject, shuffleLibrary } from '../zones/zones.js';
import { continueStartOfGame } from './103-starting-the-game.js';
import { faceUpConspiracies, records } from './905-conspiracy-draft.js';
import { mutableObject } from '../engine/working-copy.js';

/** The size of an additional opening hand (Backup Plan: "an additional hand of seven cards"). */
const ADDITIONAL_HAND_SIZE = 7;

/**
 * CR 103.1c: a player whose conspiracy says they are the starting player is; if several would be,
 * one of them, chosen at random.
 */
function powerPlay(state: GameState): boolean {
  const claimants = state.players.filter((p) => p.inGame && faceUpConspiracies(state, p.id).some((c) => c.def.startingPlayer)).map((p) => p.id);
  if (claimants.length === 0) return false;
  const starter = claimants[randomInt(state.rng, claimants.length)] as PlayerId;
  state.turn.active = starter;
  emit(state, { type: 'startingPlayer', rule: '103.1c', player: starter, card: 'Power Play' });
  return false;
}

/** The starting hand size a player's face-up conspiracies set (Sovereign's Realm), else `size`. */
function handSize(state: GameState, player: PlayerId, size: number): number {
  let out = size;
  for (const c of faceUpConspiracies(state, player)) if (c.def.handSize !== undefined) out = c.def.handSize;
  return out;
}

/**
 * Backup Plan: each player draws an additional hand of seven for each of their face-up conspiracies
 * that says so, then keeps one hand and shuffles the others into their library before mulligans.
 * Returns true while a player must choose a hand.
 */
function additionalHands(state: GameState): boolean {
  const r = records(state);
  if (r.hands.length === 0) {
    r.hands = state.players.map(() => []);
    for (const p of state.players) {
      if (!p.inGame) continue;
      const extra = faceUpConspiracies(state, p.id).reduce((n, c) => n + (c.def.additionalHands ?? 0), 0);
      if (extra === 0) continue;
      const hands = [[...p.hand]];
      for (let i = 0; i < extra; i++) hands.push(drawCards(state, p.id, ADDITIONAL_HAND_SIZE));
      r.hands[p.id] = hands;
      emit(state, { type: 'additionalHands', rule: '315.5a', player: p.id, amount: extra });
    }
  }
  const chooser = state.players.find((p) => p.inGame && (r.hands[p.id]?.length ?? 0) > 1);
  if (!chooser) return false;
  state.decision = { kind: 'startOfGame', player: chooser.id, prompt: 'hand', rule: '315.5a' };
  return true;
}

function keepHand(state: GameState, action: KeepHandAction): void {
  const d = state.decision;
  check(d?.kind === 'startOfGame' && d.prompt === 'hand' && d.player === action.player, 'wrongDecision', 'no opening hand to choose now', '315.5a');
  const r = records(state);
  const hands = r.hands[action.player] ?? [];
  check(Number.isInteger(action.index) && action.index >= 0 && action.index < hands.length, 'illegal', `choose a hand from 0 to ${hands.length - 1}`, '315.5a');
  hands.forEach((hand, i) => {
    if (i === action.index) return;
    for (const id of hand) moveObject(state, id, 'library', { rule: '315.5a' });
  });
  shuffleLibrary(state, action.player);
  r.hands[action.player] = [];
  emit(state, { type: 'keepHand', rule: '315.5a', player: action.player, amount: hands[action.index]?.length ?? 0 });
  state.decision = null;
  continueStartOfGame(state);
}

/** CR 614.1c: "each creature you control with the chosen name enters with an additional +1/+1 counter" from a face-up conspiracy. */
function permanentEntering(state: GameState, permanent: number): void {
  for (const id of state.command) {
    const src = state.objects[id] as GameObject;
    if (src.faceDown) continue;
    for (const s of definitionOf(src)?.statics ?? []) {
      if (s.kind !== 'othersEnterWithCounters' || !matchesFilter(state, permanent, s.affects, src.controller, id)) continue;
      const o = mutableObject(state, permanent);
      o.counters[s.counter] = (o.counters[s.counter] ?? 0) + s.amount;
      emit(state, { type: 'counters', rule: '614.1c', player: src.controller, object: permanent, card: src.card, amount: s.amount, detail: s.counter });
    }
  }
}

/** CR 510.1a: whether a face-up conspiracy makes `creature` assign combat damage equal to its toughness (Weight Advantage). */
function assignsDamageByToughness(state: GameState, creature: number): boolean {
  for (const id of state.command) {
    const src = state.objects[id] as GameObject;
    if (src.faceDown) continue;
    for (const s of definitionOf(src)?.statics ?? []) {
      if (s.kind === 'combatDamageByToughness' && matchesFilter(state, creature, s.affects, src.controller, id)) return true;
    }
  }
  return false;
}

/**
 * CR 408: the command zone, where conspiracies stay all game (CR 315.3); the engine reads the abilities
 * of face-up objects there (CR 315.5). Its objects are public unless face down (CR 315.7).
 */
export const commandZone: RuleModule = { number: '408', title: 'Command', keywords: ['command zone'] };

/** CR 315: conspiracies, and their changes to the start of the game (315.5a). */
export const conspiracies: RuleModule = {
  number: '315',
  title: 'Conspiracies',
  keywords: ['conspiracy', 'conspiracies'],
  perform: { keepHand: (s, a) => keepHand(s, a as KeepHandAction) },
  startOfGame: { beforeShuffle: powerPlay, handSize, beforeMulligans: additionalHands },
  permanentEntering,
  assignsDamageByToughness,
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'startOfGame' || d.prompt !== 'hand') return;
    const n = state.conspiracyDraft?.hands[d.player]?.length ?? 0;
    for (let index = 0; index < n; index++) out.push({ type: 'keepHand', player: d.player, index });
  },
};
