/**
 * CR 315 Conspiracies and the command zone they stay in (CR 408): conspiracy cards are not permanents,
 * can't be cast or be in a deck, and never leave the command zone (315.3); a face-up one's static
 * abilities affect the game and its triggered abilities trigger (315.5, read by the engine from the
 * command zone); a face-down one has no characteristics (315.5b). This module carries out the
 * abilities that change the start of the game (315.5a): the starting player (Power Play, CR 103.1c),
 * the starting hand size (Sovereign's Realm), additional opening hands (Backup Plan); and the
 * effects of face-up conspiracies on permanents that the engine asks its rule modules about: the
 * counters permanents enter with (Muzzio's Preparations, CR 614.1c), the combat damage creatures
 * assign (Weight Advantage, CR 510.1a), the cost of spells (Brago's Favor, CR 601.2f; Unexpected
 * Potential, CR 609.4b) and which spells may be cast (Hymn of the Wilds).
 *
 * @module
 */
import type { KeepHandAction, PlayLandFromOutsideAction } from '../engine/actions.js';
import { enteredBattlefield, enteredWithCounters } from '../engine/game-actions.js';
import { characteristics, definitionOf } from '../engine/characteristics.js';
import { check } from '../engine/errors.js';
import { playsConspiracies, type CompiledFormat, type RuleModule } from '../engine/format.js';
import { findDefinition } from '../engine/card-catalog.js';
import { emit } from '../engine/log.js';
import { fireTriggers } from '../engine/triggers.js';
import { matchesFilter } from '../engine/targets.js';
import { randomInt } from '../state/rng.js';
import type { ObjectFilter, StaticDef } from '../cards/types.js';
import { manaValue, reduceGeneric, type ManaCost } from '../engine/mana.js';
import type { GameEvent, GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { hasLandPlayLeft } from './305.2-land-plays.js';
import { createObject, drawCards, moveObject, shuffleLibrary } from '../zones/zones.js';
import { continueStartOfGame } from './103-starting-the-game.js';
import { conspiracyOf, faceUpConspiracies, isBasicLand, records, startOrder } from './905-conspiracy-draft.js';
import { sorceryTiming } from './timing.js';
import { mutableObject } from '../engine/working-copy.js';
import type { RuleEventProse } from '../engine/event-prose.js';
import { quoted } from '../engine/quote.js';

/**
 * Why a game of `format` built after its start (`scenario`) can't have `card` in the command zone, or
 * null if it can: only a conspiracy goes there (CR 315.2), only where conspiracies are played, and
 * never one that acts only as the game begins (315.5a; the start is past).
 */
export function cannotStartInCommandZone(format: CompiledFormat, card: string): string | null {
  const def = conspiracyOf(card);
  if (!def) return `${card} is not a conspiracy; only conspiracies start the game in the command zone (CR 315.2)`;
  if (!playsConspiracies(format)) return `the ${format.name} game plays no conspiracies, so ${card} would do nothing (CR 315.1)`;
  const d = findDefinition(card);
  const acts = (d?.statics?.length ?? 0) + (d?.triggered?.length ?? 0) + (d?.activated?.length ?? 0) > 0 || def.agenda !== undefined || def.chooseNumber !== undefined;
  if (!acts) return `${card} acts only as the game begins (CR 315.5a), which a scenario skips; start the game with createGame`;
  return null;
}

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
 * that says so, after the opening hands are drawn (CR 103.5; "as the game begins"), then keeps one
 * hand and shuffles the others into their library before mulligans (its ruling: two Backup Plans,
 * three hands, all but one shuffled in). The draws are done at the same time (CR 101.4), the choices
 * one player at a time: the starting player first, then each other player in turn order (101.4,
 * 101.4e), each knowing the choices made before theirs (101.4b). A game an earlier build began asks
 * in seat order, as that build did (`ConspiracyDraftState.seatOrder`). Returns true while a player
 * must choose a hand.
 */
function additionalHands(state: GameState): boolean {
  // a game without conspiracies keeps no conspiracy records
  if (state.command.length === 0) return false;
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
  const chooser = startOrder(state).find((p) => (r.hands[p]?.length ?? 0) > 1);
  if (chooser === undefined) return false;
  // the chooser sees which cards make up each of their hands (CR 402.3: a player may look at their hand at any time; nobody else may)
  state.decision = { kind: 'startOfGame', player: chooser, prompt: 'hand', rule: '315.5a', hands: (r.hands[chooser] ?? []).map((h) => [...h]) };
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
    if (!characteristics(state, id).hasAbilities) continue;
    const src = state.objects[id] as GameObject;
    for (const s of definitionOf(src)?.statics ?? []) {
      if (s.kind !== 'othersEnterWithCounters' || !matchesFilter(state, permanent, s.affects, src.controller, id)) continue;
      // the counters are put on the permanent (the event names it, not the conspiracy)
      enteredWithCounters(state, mutableObject(state, permanent), s.counter, s.amount, '614.1c');
    }
  }
}

/** CR 510.1a: whether a face-up conspiracy makes `creature` assign combat damage equal to its toughness (Weight Advantage). */
function assignsDamageByToughness(state: GameState, creature: number): boolean {
  for (const id of state.command) {
    if (!characteristics(state, id).hasAbilities) continue;
    const src = state.objects[id] as GameObject;
    for (const s of definitionOf(src)?.statics ?? []) {
      if (s.kind === 'combatDamageByToughness' && matchesFilter(state, creature, s.affects, src.controller, id)) return true;
    }
  }
  return false;
}

const NO_STATICS: readonly { id: number; statics: readonly StaticDef[] }[] = [];

/** The face-up objects of the command zone a player controls, with their static abilities (CR 315.5). */
function commandStatics(state: GameState, player: PlayerId): readonly { id: number; statics: readonly StaticDef[] }[] {
  if (state.command.length === 0) return NO_STATICS;
  const out: { id: number; statics: readonly StaticDef[] }[] = [];
  for (const id of state.command) {
    const src = state.objects[id] as GameObject;
    if (src.controller !== player || !characteristics(state, id).hasAbilities) continue;
    const statics = definitionOf(src)?.statics;
    if (statics) out.push({ id, statics });
  }
  return out;
}

/** Whether `player` has cast a spell matching `spells` this turn, as the log of the turn tells (for "the first … each turn"). */
function castThisTurn(state: GameState, player: PlayerId, spells: ObjectFilter, source: number): boolean {
  for (let c = state.log.length - 1; c >= 0; c--) {
    const chunk = state.log[c] as GameEvent[];
    for (let i = chunk.length - 1; i >= 0; i--) {
      const e = chunk[i] as GameEvent;
      if (e.type === 'turn') return false;
      if (e.type === 'cast' && e.player === player && e.object !== undefined && matchesFilter(state, e.object, spells, player, source)) return true;
    }
  }
  return false;
}

/**
 * Whether `card`, cast with X = `x`, is one of the spells a conspiracy's ability of `source` speaks
 * of: its mana value is the one it has on the stack as its cost is determined, X as announced (CR
 * 202.3e, 601.2f), not the card's in hand (Emissary's Ploy and a creature spell with {X}).
 */
function isSpellOf(state: GameState, card: number, spells: ObjectFilter, player: PlayerId, source: number, x: number): boolean {
  if (!spells.manaValueIsChosenNumber) return matchesFilter(state, card, spells, player, source);
  const chosen = (state.objects[source] as GameObject).chosenNumber;
  return manaValue(characteristics(state, card).manaCost, x) === chosen && matchesFilter(state, card, { ...spells, manaValueIsChosenNumber: undefined }, player, source);
}

/**
 * CR 601.2f: the total cost of a spell `player` casts with X = `x`, less the reductions of their
 * face-up conspiracies (generic mana only, never below zero), and with its colored mana payable with
 * any mana where they may spend mana as though it were mana of any color (CR 609.4b).
 */
function spellCost(state: GameState, player: PlayerId, card: number, cost: ManaCost, x: number): ManaCost {
  let out = cost;
  const sources = commandStatics(state, player);
  for (const { id, statics } of sources) {
    for (const st of statics) {
      if (st.kind !== 'spellCostReduction' || !isSpellOf(state, card, st.spells, player, id, x)) continue;
      if (st.firstEachTurn && castThisTurn(state, player, st.spells, id)) continue;
      out = reduceGeneric(out, st.amount);
    }
  }
  for (const { id, statics } of sources) {
    if (statics.some((st) => st.kind === 'spendManaAsAnyColor' && isSpellOf(state, card, st.spells, player, id, x))) {
      const amount = out.reduce((n, sym) => n + (sym.kind === 'generic' ? sym.amount : 1), 0);
      out = [{ kind: 'generic', amount }];
    }
  }
  return out;
}

/** "You can't cast … spells" of a face-up conspiracy of `player` (Hymn of the Wilds). */
function castRestriction(state: GameState, player: PlayerId, card: number): string | null {
  for (const { id, statics } of commandStatics(state, player)) {
    if (statics.some((st) => st.kind === 'cantCast' && matchesFilter(state, card, st.spells, player, id))) return '315.5';
  }
  return null;
}

/** The basic lands a limited sideboard is considered to hold as many of as needed (Sovereign's Realm ruling). */
const BASIC_LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** "This turn, you may play basic lands from outside the game." (Sovereign's Realm) */
export function allowLandsFromOutside(state: GameState, player: PlayerId): void {
  records(state).landsFromOutside[player] = state.turn.number;
  emit(state, { type: 'landsFromOutside', rule: '400.11', player, card: "Sovereign's Realm" });
}

/** The basic lands a player may play from outside the game now, by name; none unless allowed this turn. */
const NO_LANDS: readonly string[] = [];

function landsFromOutside(state: GameState, player: PlayerId): readonly string[] {
  if (state.conspiracyDraft?.landsFromOutside[player] !== state.turn.number) return NO_LANDS;
  const p = state.players[player];
  // the lands are still played as the rules for playing lands say (CR 305.1–305.2)
  if (!p || !hasLandPlayLeft(state, player) || !sorceryTiming(state, player)) return NO_LANDS;
  const names = new Set(BASIC_LANDS);
  for (const id of p.sideboard) if (isBasicLand((state.objects[id] as GameObject).card)) names.add((state.objects[id] as GameObject).card);
  return [...names];
}

/** The first card named `name` in `player`'s sideboard, if any. */
function sideboardCard(state: GameState, player: PlayerId, name: string): ObjectId | undefined {
  return (state.players[player] as (typeof state.players)[number]).sideboard.find((id) => (state.objects[id] as GameObject).card === name);
}

/**
 * Sovereign's Realm's land play from outside the game (CR 305.1, 400.11a). One of the five basic
 * lands comes from the supply a limited sideboard is considered to hold (the card's ruling), never
 * from the sideboard's own cards, even one of that name: the sideboard, its public size (Magic
 * Tournament Rules 3.16) and the object ids handed out stay as they would be whatever it holds, so
 * that nobody learns what the hidden sideboard holds (CR 400.2); only a game replayed from a record
 * of an earlier build takes the sideboard's card, as that build did (`basicsFromSideboard`). Any other
 * basic land (Wastes) can only be a card of the sideboard, which its name, played, makes public anyway.
 */
function playLandFromOutside(state: GameState, action: PlayLandFromOutsideAction): void {
  const d = state.decision;
  check(d?.kind === 'priority' && d.player === action.player, 'wrongDecision', 'a land is played while you have priority', '305.1');
  check(landsFromOutside(state, action.player).includes(action.name), 'illegal', `you may not play ${quoted(action.name)} from outside the game now`, '305.1');
  const held = sideboardCard(state, action.player, action.name);
  const fromSupply = BASIC_LANDS.includes(action.name) && state.conspiracyDraft?.basicsFromSideboard !== true;
  const card = held !== undefined && !fromSupply ? held : createObject(state, { kind: 'card', card: action.name, owner: action.player, zone: 'sideboard' });
  (state.players[action.player] as (typeof state.players)[number]).landsPlayed++;
  const id = moveObject(state, card, 'battlefield', { controller: action.player, rule: '305.1' });
  emit(state, { type: 'playLand', rule: '305.1', player: action.player, object: id, card: action.name, detail: 'from outside the game' });
  enteredBattlefield(state, id);
  // it is a land played like any other (CR 305.1): "whenever a player plays a land" sees it (Horn of Greed)
  fireTriggers(state, { event: 'playsLand', object: id, player: action.player, amount: 0 });
  state.turn.passes = 0;
  state.decision = null;
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
  perform: {
    keepHand: (s, a) => keepHand(s, a as KeepHandAction),
    playLandFromOutside: (s, a) => playLandFromOutside(s, a as PlayLandFromOutsideAction),
  },
  startOfGame: { beforeShuffle: powerPlay, handSize, beforeMulligans: additionalHands },
  permanentEntering,
  assignsDamageByToughness,
  spellCost,
  castRestriction,
  list(state, out) {
    const d = state.decision;
    if (d?.kind === 'priority') {
      for (const name of landsFromOutside(state, d.player)) out.push({ type: 'playLandFromOutside', player: d.player, name });
      return;
    }
    if (d?.kind !== 'startOfGame' || d.prompt !== 'hand') return;
    const n = state.conspiracyDraft?.hands[d.player]?.length ?? 0;
    for (let index = 0; index < n; index++) out.push({ type: 'keepHand', player: d.player, index });
  },
};

/** The lines of the conspiracies' own events: Backup Plan's hands (CR 315.5a), Sovereign's Realm's lands. */
export const conspiracyEvents: RuleEventProse<'additionalHands' | 'keepHand' | 'landsFromOutside'> = {
  additionalHands: (e, say) => `${say.player(e.player)} draws ${say.count(e.amount, 'additional opening hand')} (Backup Plan)`,
  keepHand: (e, say) => `${say.player(e.player)} keeps an opening hand of ${say.count(e.amount, 'card')}`,
  landsFromOutside: (e, say) => `${say.player(e.player)} may play basic lands from outside the game this turn (${say.cardName(e.card)})`,
};
