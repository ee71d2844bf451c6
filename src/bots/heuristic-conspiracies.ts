/**
 * The heuristic bot's conspiracies: which ones it puts into the command zone as the game begins (CR
 * 905.4, 315.2), the cards it names for a hidden agenda or double agenda (702.106a, 702.106f), the
 * number it chooses (315.5a), and when it turns a face-down conspiracy face up (702.106c). It reads
 * only what its seat knows: its own sideboard, its own deck before the shuffle that starts the game
 * (CR 103.3, 905.4), its own face-down conspiracies and their names (CR 315.7) and its own hand.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { findDefinition } from '../engine/card-catalog.js';
import { characteristics, type Characteristics } from '../engine/characteristics.js';
import { createPlayout } from '../engine/game.js';
import { faceDownConspiracies, isNameableCard } from '../rules/702.106-hidden-agenda.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/**
 * The hidden agenda and double agenda conspiracies whose chosen names help creatures only: they
 * give creatures with the chosen name haste, counters, abilities, or search for them when one is
 * cast or enters (Summoner's Bond names two; Echoing Boon copies a spell targeting one).
 */
const NAMES_CREATURES: ReadonlySet<string> = new Set([
  'Immediate Action', "Muzzio's Preparations", 'Secret Summoning', 'Secrets of Paradise', "Adriana's Valor", 'Assemble the Rank and Vile',
  'Echoing Boon', 'Hired Heist', 'Incendiary Dissent', 'Natural Unity', "Summoner's Bond",
]);

/** The hidden agenda conspiracies whose chosen name helps instant and sorcery spells only (copied, or drawn on, as cast). */
const NAMES_INSTANTS_AND_SORCERIES: ReadonlySet<string> = new Set(['Double Stroke', 'Iterative Analysis']);

/** The names a face-down conspiracy chose (CR 702.106a, 702.106f). */
function namesOf(state: GameState, conspiracy: ObjectId): readonly string[] {
  return state.objects[conspiracy]?.chosenNames ?? [];
}

/** The characteristics of each card of a player's library. */
function deckOf(state: GameState, me: PlayerId): Characteristics[] {
  return (state.players[me]?.library ?? []).map((id) => characteristics(state, id));
}

/**
 * Whether a conspiracy's own restriction costs this deck more than it gives, so the bot leaves it in
 * its sideboard: one that forbids casting spells of types the deck holds (Hymn of the Wilds: "You
 * can't cast instant or sorcery spells."), or that has creatures assign combat damage by toughness
 * (Weight Advantage) when the deck's creatures have no more toughness than power in all.
 */
function harmful(state: GameState, me: PlayerId, card: ObjectId): boolean {
  const deck = deckOf(state, me);
  const creatures = deck.filter((c) => c.types.includes('Creature'));
  const sum = (of: (c: Characteristics) => number | null): number => creatures.reduce((n, c) => n + (of(c) ?? 0), 0);
  return (findDefinition(state.objects[card]?.card ?? '')?.statics ?? []).some((s) => {
    if (s.kind === 'cantCast') return deck.some((c) => (s.spells.types ?? []).some((t) => c.types.includes(t)));
    if (s.kind === 'combatDamageByToughness') return sum((c) => c.toughness) <= sum((c) => c.power);
    return false;
  });
}

/** Which of a deck's cards a conspiracy's chosen names help: creatures, instants and sorceries, or any spell (nonland). */
function helped(conspiracy: string): (c: Characteristics) => boolean {
  if (NAMES_CREATURES.has(conspiracy)) return (c) => c.types.includes('Creature');
  if (NAMES_INSTANTS_AND_SORCERIES.has(conspiracy)) return (c) => c.types.includes('Instant') || c.types.includes('Sorcery');
  return (c) => !c.types.includes('Land');
}

/**
 * The `count` card names of its own deck the bot names for a face-down conspiracy (CR 702.106a,
 * 702.106f): of the cards the conspiracy helps, those it has most copies of, the higher mana value
 * first among equals; then its other nonland cards, then its lands, if it needs more names; never
 * one chosen for it already.
 */
function namesFor(state: GameState, me: PlayerId, conspiracy: ObjectId, count: number): string[] {
  // a double agenda's name chosen already, in a game an earlier build saved halfway through its names (702.106f: two different ones)
  const taken = namesOf(state, conspiracy);
  const deck = deckOf(state, me).filter((c) => isNameableCard(c.name, state.settings.nameableCards) && !taken.includes(c.name));
  const copies = new Map<string, number>();
  for (const c of deck) copies.set(c.name, (copies.get(c.name) ?? 0) + 1);
  const fits = helped(state.objects[conspiracy]?.card ?? '');
  const rank = (c: Characteristics): number => (fits(c) ? 2 : c.types.includes('Land') ? 0 : 1);
  const best = [...new Map(deck.map((c) => [c.name, c])).values()].sort(
    (a, b) => rank(b) - rank(a) || (copies.get(b.name) ?? 0) - (copies.get(a.name) ?? 0) || b.manaValue - a.manaValue || a.name.localeCompare(b.name),
  );
  return best.slice(0, count).map((c) => c.name);
}

/**
 * The number the bot chooses for a conspiracy (CR 315.5a; Emissary's Ploy helps creature spells with
 * that mana value): the listed one most of its deck's creature cards have as mana value.
 */
function numberFor(state: GameState, me: PlayerId, choices: Extract<Action, { type: 'chooseNumber' }>[]): Action {
  const creatures = deckOf(state, me).filter((c) => c.types.includes('Creature'));
  const count = (n: number): number => creatures.filter((c) => c.manaValue === n).length;
  return choices.reduce((best, a) => (count(a.number) > count(best.number) ? a : best));
}

/**
 * The bot's answer to the start-of-game conspiracy decisions (CR 905.4, 315.2), or undefined when the
 * decision is another one: it puts each conspiracy it may unless it is harmful to its deck, names the
 * cards of its deck a face-down one helps most, and chooses the number that fits its creatures, then
 * finishes (or, while its deck is below its minimum size, CR 100.2b, puts what it may).
 */
export function conspiracyAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const choosing = state.conspiracyDraft?.choosing;
  const naming = actions.find((a) => a.type === 'nameCard');
  if (naming && choosing) {
    const names = namesFor(state, me, choosing.object, naming.names.length);
    return names.length === naming.names.length ? { type: 'nameCard', player: me, names } : naming;
  }
  const numbers = actions.filter((a): a is Extract<Action, { type: 'chooseNumber' }> => a.type === 'chooseNumber');
  if (numbers.length > 0) return numberFor(state, me, numbers);
  const put = actions.find((a) => a.type === 'putConspiracy' && !harmful(state, me, a.card));
  return put ?? actions.find((a) => a.type === 'finishConspiracies') ?? actions.find((a) => a.type === 'putConspiracy');
}

/**
 * The turning face up of one of the bot's face-down conspiracies that names the card it is about to
 * cast, if one is listed (CR 702.106c): a face-down conspiracy has no characteristics (315.5b), so
 * its abilities work only once it is face up, and every hidden agenda helps the named card as it is
 * cast (a lower cost, mana spent as any color, a copy, a draw, a search) or once it is on the
 * battlefield (haste, counters, abilities). Turning it up earlier would tell opponents what the bot
 * holds for nothing; casting the card reveals the name anyway.
 */
export function revealForCast(state: GameState, me: PlayerId, actions: readonly Action[], cast: Extract<Action, { type: 'cast' }>): Action | undefined {
  const name = state.objects[cast.card]?.card;
  const naming = faceDownConspiracies(state, me).find((id) => name !== undefined && namesOf(state, id).includes(name));
  return actions.find((a) => a.type === 'turnFaceUp' && a.object === naming);
}

/**
 * The turning face up of one of the bot's face-down conspiracies that lets it cast now a card of its
 * hand the conspiracy names and it cannot cast otherwise (CR 702.106c; Brago's Favor's lower cost,
 * Unexpected Potential's mana spent as any color), if one is listed: tried on a copy of the state
 * the bot decides on, and taken only if a cast of that card is listed after it.
 */
export function revealToCast(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const castable = new Set(actions.flatMap((a) => (a.type === 'cast' ? [state.objects[a.card]?.card] : [])));
  const hand = new Set((state.players[me]?.hand ?? []).map((id) => state.objects[id]?.card));
  return actions.find((a) => {
    if (a.type !== 'turnFaceUp') return false;
    const wanted = namesOf(state, a.object).filter((name) => hand.has(name) && !castable.has(name));
    if (wanted.length === 0) return false;
    // a copy of the state, turned up there: the state decided on (a playout's, in a search) is left as it was
    const trial = createPlayout(state);
    trial.apply(a);
    const after = trial.state;
    if (after.decision?.kind !== 'priority' || after.decision.player !== me) return false;
    return trial.legalActions().some((c) => c.type === 'cast' && wanted.includes(after.objects[c.card]?.card ?? ''));
  });
}
