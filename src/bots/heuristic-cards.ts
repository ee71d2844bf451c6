/**
 * Which cards the heuristic bot wants: the opening hand it keeps among Backup Plan's hands (CR
 * 315.5a), the cards it takes when an effect lets it choose cards to get (a search, CR 701.23; a
 * card put onto the battlefield, a wish, a card cast without paying its mana cost), its optional
 * effects (CR 608.2d), the cards it keeps on top as it scries (CR 701.22a) and as it orders cards
 * going to its library (CR 401.4), and its reveals before
 * the shuffle (CR 701.20). It reads only its own cards:
 * its hand, its library's make-up (the same in every state sampled from its information) and its
 * permanents.
 *
 * A card is wanted as it fits what the bot has: a land for the colours of mana it lacks (the basic
 * land types' intrinsic abilities, CR 305.6, and the land's own mana abilities), else for its count;
 * a spell the more its mana value, if the bot's lands can cast it on curve (enough of them, of its
 * colours), and less if not.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { ownActivatedAbilities } from '../engine/abilities.js';
import { findDefinition } from '../engine/card-catalog.js';
import { characteristics } from '../engine/characteristics.js';
import { manaTypesOf } from '../engine/costs.js';
import { COLORS, type Color } from '../engine/mana.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';


/** The size of an opening hand (CR 103.5): the lands an opening hand ideally holds are its share of the deck's. */
const HAND = 7;

/** Whether an object is a land. */
function isLand(state: GameState, id: ObjectId): boolean {
  return characteristics(state, id).types.includes('Land');
}

/**
 * The colours of mana a land (on the battlefield, in a hand or in a library) makes by its mana
 * abilities, for `me`: the intrinsic ones of its basic land types (CR 305.6) and its own.
 */
export function landColors(state: GameState, me: PlayerId, land: ObjectId): Color[] {
  const out = new Set<Color>();
  for (const ab of ownActivatedAbilities(state, land)) {
    if (!ab.mana) continue;
    for (const e of ab.effects) {
      if (e.do !== 'addMana') continue;
      for (const t of manaTypesOf(e.mana, state, land, me)) if ((COLORS as readonly string[]).includes(t)) out.add(t as Color);
    }
  }
  return [...out];
}

/**
 * Whether lands making these colours, `lands` of them, cast a spell on curve: no more mana value
 * than lands, and each coloured symbol of its mana cost (one of a hybrid symbol's two) made by one
 * of them. Phyrexian and two-generic hybrid symbols can be paid otherwise (CR 107.4e–f).
 */
function castable(state: GameState, spell: ObjectId, lands: number, colors: ReadonlySet<Color>): boolean {
  const c = characteristics(state, spell);
  if (c.manaValue > lands) return false;
  return c.manaCost.every((s) => (s.kind === 'colored' ? colors.has(s.color) : s.kind === 'hybrid' ? s.colors.some((x) => colors.has(x)) : true));
}

/** The colours of mana a spell's cost asks for (its coloured and hybrid symbols). */
function colorsAsked(state: GameState, spell: ObjectId): Color[] {
  return characteristics(state, spell).manaCost.flatMap((s) => (s.kind === 'colored' ? [s.color] : s.kind === 'hybrid' ? [...s.colors] : []));
}

/**
 * How good an opening hand is for `me` (Backup Plan, CR 315.5a):
 *
 *   3 × each spell its lands cast on curve (enough lands, of its colours: see `castable`)
 * + 1 × each other spell its lands are enough for but of a colour they don't make
 * − 4 × how far its land count is from the deck's share of an opening hand (rounded; at least 2, at most 5)
 * − 10 with no land or no spell at all (a hand that does nothing until it draws).
 *
 * The deck is the hand and library together: the same cards in any state the bot may sample.
 */
export function handScore(state: GameState, me: PlayerId, hand: readonly ObjectId[]): number {
  const library = state.players[me]?.library ?? [];
  const deck = [...(state.players[me]?.hand ?? []), ...library];
  const deckLands = deck.filter((id) => isLand(state, id)).length;
  const ideal = Math.min(5, Math.max(2, Math.round((HAND * deckLands) / Math.max(1, deck.length))));
  const lands = hand.filter((id) => isLand(state, id));
  const spells = hand.filter((id) => !isLand(state, id));
  const colors = new Set(lands.flatMap((id) => landColors(state, me, id)));
  let score = -4 * Math.abs(lands.length - ideal);
  if (lands.length === 0 || spells.length === 0) score -= 10;
  for (const id of spells) {
    if (castable(state, id, lands.length, colors)) score += 3;
    else if (characteristics(state, id).manaValue <= lands.length) score += 1;
  }
  return score;
}

/**
 * The opening hand the bot keeps among Backup Plan's (CR 315.5a): the one with the best
 * {@link handScore}, the first of those equal; undefined when the decision is another one.
 */
export function keepHandAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const d = state.decision;
  if (d?.kind !== 'startOfGame' || d.prompt !== 'hand' || !d.hands) return undefined;
  const hands = d.hands;
  let best: Action | undefined;
  let bestScore = -Infinity;
  for (const a of actions) {
    if (a.type !== 'keepHand') continue;
    const score = handScore(state, me, hands[a.index] ?? []);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/**
 * How much the bot wants a card it may get (into its hand or onto the battlefield), from its lands
 * on the battlefield and in its hand:
 * - a land: 20 if it makes a colour that a spell of its hand asks for and its lands don't make, 12
 *   if it makes a colour they don't make, else 8 while it has fewer than 5 lands, else 1;
 * - a spell: 10 + its mana value if its lands (with one more) cast it on curve (see `castable`),
 *   else its mana value.
 */
export function cardWant(state: GameState, me: PlayerId, card: ObjectId): number {
  const p = state.players[me];
  const mine = [...state.battlefield.filter((id) => characteristics(state, id).controller === me), ...(p?.hand ?? [])].filter((id) => id !== card && isLand(state, id));
  const colors = new Set(mine.flatMap((id) => landColors(state, me, id)));
  if (isLand(state, card)) {
    const adds = landColors(state, me, card).filter((c) => !colors.has(c));
    const asked = new Set((p?.hand ?? []).filter((id) => !isLand(state, id)).flatMap((id) => colorsAsked(state, id)));
    if (adds.some((c) => asked.has(c))) return 20;
    if (adds.length > 0) return 12;
    return mine.length < 5 ? 8 : 1;
  }
  const value = characteristics(state, card).manaValue;
  return castable(state, card, mine.length + 1, colors) ? 10 + value : value;
}

/**
 * The prompts of choices that give the chooser the cards chosen: a search (CR 701.23), a card put
 * onto the battlefield, a wish from outside the game (CR 400.11a, Burning Wish), cards returned from
 * the graveyard to the hand, a card to cast (or copy and cast) without paying its mana cost (CR 608.2g).
 */
const GETS_CARDS: ReadonlySet<string> = new Set(['search', 'putOntoBattlefield', 'wish', 'returnToHand', 'castWhich', 'copyWhich']);

/** The labels of where a search for a card to cast looks (CR 701.23): the hand and library together finds the most. */
const SEARCH_WIDEST = 'search your hand and library';

/** The label of the option not to cast a card found (CR 608.2g). */
const DONT_CAST = "don't cast";

/**
 * The least {@link cardWant} of a card the bot keeps on top of its library as it scries (CR 701.22a):
 * a land while it needs lands (8 or more), a spell its lands cast on curve (10 or more); a spell it
 * cannot cast soon, or a land past its fifth, goes to the bottom.
 */
const KEEP_ON_TOP = 8;

/**
 * The bot's scry (CR 701.22a), or undefined for another choice: to the bottom the cards it wants
 * less than {@link KEEP_ON_TOP}, and on top the one it wants most first.
 */
function scryAction(state: GameState, me: PlayerId, prompt: string, options: readonly ObjectId[], choices: readonly Extract<Action, { type: 'choose' }>[]): Action | undefined {
  const want = options.map((id) => cardWant(state, me, id));
  if (prompt === 'scryBottom') {
    const bottom = want.flatMap((w, i) => (w < KEEP_ON_TOP ? [i] : []));
    return choices.find((a) => a.choice.length === bottom.length && a.choice.every((i) => bottom.includes(i)));
  }
  if (prompt !== 'scryTop') return undefined;
  const most = Math.max(...want);
  return choices.find((a) => a.choice.length === 1 && want[a.choice[0] as number] === most);
}

/**
 * The prompts of choices that order cards going to a library one at a time (CR 401.4), and whether
 * the card picked first ends up higher (the bottom's order, highest first: CR 701.22a) or lower
 * (cards from the hand put on top, each on the ones before: Brainstorm).
 */
const LIBRARY_ORDERS: Readonly<Record<string, 'higher' | 'lower'>> = { bottomOrder: 'higher', scryBottomOrder: 'higher', putOnTop: 'lower' };

/**
 * The bot's next card of a library ordering (CR 401.4), or undefined for another choice: the card it
 * wants most (see {@link cardWant}) when the first picked goes higher, so that it is drawn sooner;
 * the one it wants least when the first picked goes lower, so that the cards it puts back from its
 * hand are those it wants least and the one it wants most of them is on top.
 */
function libraryOrderAction(state: GameState, me: PlayerId, prompt: string, options: readonly ObjectId[], choices: readonly Extract<Action, { type: 'choose' }>[]): Action | undefined {
  const order = LIBRARY_ORDERS[prompt];
  if (!order) return undefined;
  const sign = order === 'higher' ? 1 : -1;
  let best: Action | undefined;
  let most = -Infinity;
  for (const a of choices) {
    if (a.choice.length !== 1) continue;
    const want = sign * cardWant(state, me, options[a.choice[0] as number] as ObjectId);
    if (want > most) [best, most] = [a, want];
  }
  return best;
}

/**
 * The bot's answer to a choice of a resolving spell or ability, or undefined when it has no rule for it:
 * - an optional effect, asked yes or no (CR 608.2d: "you may search your library…", "you may draw a
 *   card"): yes, since the effect is the chooser's own to take (a search never declined);
 * - where a search for a card to cast looks (CR 701.23): the hand and library together; whether to
 *   cast the card without paying its mana cost (CR 608.2g): the first way to cast it, never "don't cast";
 * - the cards it gets (see `GETS_CARDS`): as many as it may, the ones it wants most (see {@link cardWant});
 * - a scry (CR 701.22a): the cards it wants little to the bottom, the one it wants most on top;
 * - an order of cards going to its library (CR 401.4): the cards it wants most nearest the top.
 */
export function choiceAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const d = state.decision;
  if (d?.kind !== 'choose') return undefined;
  const choices = actions.filter((a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose');
  const options = d.choice.options;
  const label = (i: number | undefined): string | undefined => {
    const o = i === undefined ? undefined : options[i];
    return o && 'label' in o ? o.label : undefined;
  };
  const single = (wanted: (l: string | undefined) => boolean): Action | undefined => choices.find((a) => a.choice.length === 1 && wanted(label(a.choice[0])));
  if (options.length === 2 && label(0) === 'yes' && label(1) === 'no') return single((l) => l === 'yes');
  if (d.choice.prompt === 'searchWhere') return single((l) => l === SEARCH_WIDEST);
  if (d.choice.prompt === 'castWithoutPaying') return single((l) => l !== DONT_CAST);
  if ((d.choice.prompt === 'scryBottom' || d.choice.prompt === 'scryTop') && options.every((o) => 'object' in o)) {
    return scryAction(state, me, d.choice.prompt, options.map((o) => (o as { object: ObjectId }).object), choices);
  }
  if (d.choice.prompt in LIBRARY_ORDERS && options.every((o) => 'object' in o)) {
    return libraryOrderAction(state, me, d.choice.prompt, options.map((o) => (o as { object: ObjectId }).object), choices);
  }
  if (!GETS_CARDS.has(d.choice.prompt) || options.some((o) => !('object' in o))) return undefined;
  const want = options.map((o) => cardWant(state, me, (o as { object: ObjectId }).object));
  let best: Action | undefined;
  let bestScore = -Infinity;
  for (const a of choices) {
    // more cards first, then the most wanted
    const score = a.choice.length * 1000 + a.choice.reduce((n, i) => n + (want[i] ?? 0), 0);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/**
 * How much the bot wants a drafted card exiled with a card it revealed before the shuffle (CR
 * 701.20; Arcane Savant casts a copy of it for free, Caller of the Untamed makes token copies of it,
 * Volatile Chimera becomes a copy of one): a creature by its power and toughness, then its mana
 * value; another card by its mana value.
 */
function exileWant(state: GameState, card: ObjectId): number {
  const c = characteristics(state, card);
  return c.types.includes('Creature') ? 100 * ((c.power ?? 0) + (c.toughness ?? 0)) + c.manaValue : c.manaValue;
}

/**
 * The bot's reveals before the shuffle (CR 103.2, 701.20: "you may reveal this card from your deck
 * and exile … you drafted that aren't in your deck"), or undefined when none is listed: while a card
 * it revealed needs cards, the drafted card it wants most (see `exileWant`), never more than needed;
 * else the reveal of a card of its deck, which only gives (a free copy, a token maker, a body to
 * copy).
 */
export function beforeShuffleAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const needing = new Set(
    (state.conspiracyDraft?.revealedBeforeShuffle ?? [])
      .filter((r) => r.player === me && r.card !== null && r.exiled.length < (findDefinition(r.name)?.beforeShuffle?.min ?? 0))
      .map((r) => r.card),
  );
  let exile: Action | undefined;
  let most = -Infinity;
  for (const a of actions) {
    if (a.type !== 'exileDrafted' || !needing.has(a.with)) continue;
    const want = exileWant(state, a.card);
    if (want > most) [exile, most] = [a, want];
  }
  return exile ?? actions.find((a) => a.type === 'revealFromDeck');
}
