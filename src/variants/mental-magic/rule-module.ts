/**
 * The rule module of Async Mental Magic v20181215a ({@link mentalMagicRules}), with the format's id
 * and its own card (Utopia); the format itself is declared in `src/formats/mental-magic.ts`. The
 * module gives the engine the variant's hooks: unnamed cards (AMM 3), naming (AMM 4, 5, 6),
 * inexhaustible libraries (AMM 2, 2c–2f) and control of the turn (AMM 7).
 *
 * @module
 */
import type { Action } from '../../engine/actions.js';
import type { CardDefinition } from '../../cards/definition.js';
import { leadingRule, RulesError } from '../../engine/errors.js';
import type { ActionSink, EffectNames, NamingHow, RuleModule } from '../../engine/format.js';
import { castableFromExile, castPermission } from '../../engine/rule-effects.js';
import { keepCharacteristicsMemo } from '../../engine/characteristics.js';
import { legalActionsListedBy } from '../../engine/legal.js';
import { emit } from '../../engine/log.js';
import { parseManaCost, type ManaCost } from '../../engine/mana.js';
import { sorceryTiming } from '../../rules/timing.js';
import { hasLandPlayLeft } from '../../rules/305.2-land-plays.js';
import { activatedAbilityAt } from '../../rules/602-activating-activated-abilities.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../../state/types.js';
import { ceaseToExist, createObject, zoneContentsChanged } from '../../zones/zones.js';
import { cardIdOf, mmData, setControl, type MentalMagicData } from './data.js';
import { lapseSpecifications } from './specs.js';
import { AFTER_PEEK, peekedBeforeTurnOver } from './peek-hold.js';
import { drawCost } from './deck.js';
import { formatCardId } from './ids.js';
import { namingRule, type NamingOccasion } from './occasions.js';
import { mentalMagicView } from './view.js';
import { candidateNames, costProblem, matchRule, nameProblem, UTOPIA } from './names.js';
import { mutableObject } from '../../engine/working-copy.js';

/** How an unnamed card's `card` field reads: this prefix and its mana cost (AMM 3). */
export const UNNAMED_PREFIX = 'unnamed ';

/** The mana cost of an unnamed card's `card` text, or null if the card is named (AMM 3). */
export function unnamedCost(cardText: string): string | null {
  return cardText.startsWith(UNNAMED_PREFIX) ? cardText.slice(UNNAMED_PREFIX.length) : null;
}

/** The id of the `mental-magic` format (`src/formats/mental-magic.ts` registers it). */
export const MENTAL_MAGIC_FORMAT = 'mental-magic';

/** Utopia (AMM 4): Basic Land — Utopia, "{T}: Add one mana of any color." */
export const utopia: CardDefinition = {
  name: UTOPIA,
  manaCost: [],
  token: false,
  printed: {
    set: 'BASIC', number: 'AMM-4', name: UTOPIA, manaCost: '', manaValue: 0, colors: [], colorIdentity: [],
    supertypes: ['Basic'], types: ['Land'], subtypes: ['Utopia'], power: null, toughness: null, loyalty: null,
    oracleText: '{T}: Add one mana of any color.', rarity: 'common', keywords: [], draftMatters: false,
    draftPhaseTimings: [], conspiracy: false, crownWatermark: false, rulings: [],
  },
  activated: [{ text: '{T}: Add one mana of any color.', cost: { tap: true }, effects: [{ do: 'addMana', mana: 'anyColor', amount: 1 }], mana: true }],
};

/** The basic lands of every sideboard (AMM 2c), in WUBRG order. */
export const SIDEBOARD_LANDS: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/**
 * Creates a new unnamed card with a card ID for a seat (AMM 1, 3), its cost drawn from the cost
 * table, in its owner's library: on top, or at the bottom, under the cards the library holds (an
 * inexhaustible library, AMM 2, goes on under the cards known to be on top). Returns its object id.
 */
export function newCard(state: GameState, seat: PlayerId, position: 'top' | 'bottom' = 'top'): ObjectId {
  const data = mmData(state);
  const index = data.nextIndex[seat] ?? 0;
  const cost = drawCost(state.rng, data.costTable);
  const id = createObject(state, { kind: 'card', card: UNNAMED_PREFIX + cost, owner: seat, zone: 'library' }, position);
  const cardId = formatCardId(data.game, seat, index);
  data.ids[cardId] = id;
  data.nextIndex[seat] = index + 1;
  // its ID is public (AMM 1), the object in the library is not (CR 401.2)
  emit(state, { type: 'newCard', rule: 'AMM 2', player: seat, detail: cardId });
  return id;
}

/** Renames a card and every earlier object it was (AMM 3a: the name lasts for the rest of the game). */
function rename(state: GameState, cardId: string, name: string): void {
  for (let id: number | null = mmData(state).ids[cardId] ?? null; id !== null && id >= 0; id = state.objects[id]?.movedTo ?? null) {
    mutableObject(state, id).card = name;
  }
  zoneContentsChanged(state);
}

/** Whether a player holds control of the turn and is the active player: only then do they gain priority (AMM 7). */
export function holdsPriorityControl(state: GameState, player: PlayerId): boolean {
  return player === state.turn.active && mmData(state).control === player;
}

/** Whether a player may name Utopia now (AMM 4, 4a): the active player's first Utopia of the turn, as the land play. */
function utopiaProblem(state: GameState, player: PlayerId): string | null {
  if (player !== state.turn.active) return 'AMM 4: only the active player names Utopia';
  if (mmData(state).utopiaTurn === state.turn.number) return 'AMM 4a: Utopia was named this turn already';
  return null;
}

/**
 * What naming `object` would do and whose effect does it (AMM 5, 5b): cast, it goes onto the stack,
 * played or put by an effect, onto the battlefield, under the naming player's control; a card cast
 * from exile by a permission is cast by the effect that gave it (Grenzo, Havoc Raiser), one put by an
 * effect is put by an effect the naming player controls; as an ability of it that works from the
 * hand is activated (cycling, CR 702.29a), that ability goes onto the stack.
 */
function occasionOf(state: GameState, player: PlayerId, object: ObjectId, how: NamingHow): NamingOccasion {
  if (how === 'activate') return { kind: 'ability' };
  if (how === 'cast') {
    const permission = castPermission(state, player, object);
    return { kind: 'stack', controller: player, effectController: permission ? permission.controller : null };
  }
  return { kind: 'battlefield', controller: player, effectController: how === 'effect' ? player : null };
}

/**
 * Whether a player holds control for naming (AMM 5): to cast or play a card or activate an ability
 * of it, priority, which only the active player holding control gains (7); in the middle of an
 * effect, control of the turn (7e: the non-active player holding it names cards too).
 */
function mayNameNow(state: GameState, player: PlayerId, how: NamingHow): boolean {
  return how === 'effect' ? mmData(state).control === player : holdsPriorityControl(state, player);
}

/** Names an unnamed card as it is cast, played, put onto the battlefield by an effect, or as an ability of it is activated from the hand (AMM 4, 5, 5b, 5c–5g, 6): throws a RulesError when it may not be. */
function nameObject(state: GameState, player: PlayerId, object: ObjectId, name: string, how: NamingHow): void {
  const o = state.objects[object];
  const cardId = cardIdOf(state, object);
  if (!o || !cardId) throw new RulesError('illegal', 'AMM 1: that card has no card ID', 'AMM 1');
  const cost = unnamedCost(o.card);
  if (cost === null) throw new RulesError('illegal', `AMM 3a: ${cardId} is named ${o.card} already`, 'AMM 3a');
  const allowed = namingRule(occasionOf(state, player, object, how), { player, owner: o.owner, hasControl: mayNameNow(state, player, how) });
  if (!allowed) throw new RulesError('illegal', 'AMM 5: you name a card you own as it or an ability it has would go onto the stack, or it would go onto the battlefield, while you have control; another player\'s card only as an effect you control lets you cast it or put it under your control (5b)', 'AMM 5');
  if (how === 'activate' && o.zone !== 'hand') throw new RulesError('illegal', `AMM 5: ${cardId} is not in a hand, where the abilities a card is named for work (CR 702.29a)`, 'AMM 5');
  const data = mmData(state);
  let rule: string;
  if (name === UTOPIA) {
    if (how !== 'playLand') throw new RulesError('illegal', 'AMM 4: Utopia is played as a land, not cast or put onto the battlefield', 'AMM 4');
    const why = utopiaProblem(state, player);
    if (why) throw new RulesError('illegal', why, leadingRule(why));
    data.utopiaTurn = state.turn.number;
    rule = 'AMM 4';
  } else {
    const bad = nameProblem(name, data.usedNames) ?? costProblem(cost, name);
    if (bad) throw new RulesError('illegal', `${bad.rule}: ${bad.message}`, bad.rule);
    rule = allowed === 'AMM 5' ? (matchRule(cost, name) as string) : allowed;
    data.usedNames.push(name);
  }
  rename(state, cardId, name);
  data.namedBy[cardId] = player;
  // the card ID is public (AMM 1); the object only where everyone sees it (not yet, for a card in hand or library)
  const seen = o.zone !== 'hand' && o.zone !== 'library';
  emit(state, { type: 'name', rule, player, ...(seen ? { object } : {}), card: name, detail: `${cardId} ${cost}` });
}

/**
 * AMM 5, 5b: the names a player may give an unnamed card an effect they control is about to put onto
 * the battlefield under their control: every card name not chosen before and not banned whose cost
 * the card's matches (5c–5g), Utopia excepted (4). `now` says whether the player has control (5, 7e).
 */
function effectNames(state: GameState, player: PlayerId, object: ObjectId): EffectNames | null {
  const o = state.objects[object];
  if (!o || cardIdOf(state, object) === null) return null;
  const cost = unnamedCost(o.card);
  if (cost === null) return null;
  const rule = namingRule(occasionOf(state, player, object, 'effect'), { player, owner: o.owner, hasControl: true });
  if (!rule) return null;
  const used = new Set(mmData(state).usedNames);
  return { names: candidateNames(cost).filter((n) => !used.has(n)), now: mayNameNow(state, player, 'effect'), rule };
}

let listingNamed = false;

/** The rule modules that list what a player does with a card of their hand or exile: play it (305), cast it (601), activate it (602). */
const NAMED_CARD_LISTERS: ReadonlySet<string> = new Set(['305', '601', '602']);

/**
 * Adds the actions that name an unnamed card as the deciding player casts or plays it, from their
 * hand or from exile by a permission (AMM 4, 5, 5a, 5b), or activates an ability it would have that
 * works from the hand and goes onto the stack (cycling, AMM 5: "an ability it has would go onto the
 * stack").
 */
function listNamings(state: GameState, out: ActionSink): void {
  const d = state.decision;
  if (d?.kind !== 'priority' || listingNamed || !holdsPriorityControl(state, d.player)) return;
  const p = state.players[d.player];
  if (!p) return;
  const used = new Set(mmData(state).usedNames);
  listingNamed = true;
  try {
    // the hand, and cards an effect lets the player cast from exile (Grenzo, Havoc Raiser: AMM 5a, 5b)
    const exiled = state.ruleEffects.length > 0 ? castableFromExile(state, d.player) : [];
    // AMM 4a: Utopia takes a land play, an added one too (Exploration), if no Utopia was named this turn
    const utopiaPlayable = utopiaProblem(state, d.player) === null && sorceryTiming(state, d.player) && hasLandPlayLeft(state, d.player);
    // the state as it would be with one card named: one private copy of the objects list for every
    // card and name tried, renamed by the rules code's own means, so that what is remembered about it
    // (kept while only the rules code changes it) is found again for the renamed card alone
    let named: GameState | null = null;
    for (const cardObj of [...p.hand, ...exiled]) {
      const card = state.objects[cardObj] as GameObject;
      const cost = unnamedCost(card.card);
      if (cost === null) continue;
      if (card.zone === 'hand' && utopiaPlayable) {
        out.push({ type: 'playLand', player: d.player, card: cardObj, name: UTOPIA });
      }
      for (const name of candidateNames(cost)) {
        if (used.has(name)) continue;
        if (named === null) {
          named = { ...state, objects: state.objects.slice() };
          keepCharacteristicsMemo(named);
        }
        named.objects[cardObj] = { ...card };
        mutableObject(named, cardObj).card = name;
        for (const a of legalActionsListedBy(named, NAMED_CARD_LISTERS, cardObj)) {
          if ((a.type === 'cast' || a.type === 'playLand') && a.card === cardObj) out.push({ ...a, name });
          else if (a.type === 'activate' && a.source === cardObj && card.zone === 'hand' && activatedAbilityAt(named, cardObj, a.ability)?.mana !== true) out.push({ ...a, name });
        }
      }
      // the card unnamed again in the copy, for the next card's names
      if (named !== null && named.objects[cardObj] !== card) {
        named.objects[cardObj] = { ...card };
        mutableObject(named, cardObj).card = card.card;
      }
    }
  } finally {
    listingNamed = false;
  }
}

/** The actions only a player with priority takes (CR 117.1); a player without control never gains priority (AMM 7). */
const PRIORITY_ACTIONS: ReadonlySet<Action['type']> = new Set(['cast', 'activate', 'playLand']);

/**
 * The actions a player takes at any time, which play nothing: conceding (CR 104.3a) and a client's
 * preference of stops (`setStops`); never listed.
 */
const ANY_TIME_ACTIONS: ReadonlySet<Action['type']> = new Set(['concede', 'setStops']);

/**
 * AMM 7, 7f, 4a, 9: what the variant forbids that the ordinary rules allow. After a peek the active
 * player does nothing but turn over control (9), which is no engine action: every action of theirs
 * is refused, and so none is listed, but those taken at any time (`ANY_TIME_ACTIONS`).
 */
function restriction(state: GameState, action: Action): string | null {
  if (!ANY_TIME_ACTIONS.has(action.type) && peekedBeforeTurnOver(state, action.player)) return AFTER_PEEK;
  if (state.turn.step === 'pregame' && action.type === 'mulligan') return 'AMM 7f: no decisions are made before the first turn';
  if (PRIORITY_ACTIONS.has(action.type) && state.decision?.kind === 'priority' && !holdsPriorityControl(state, action.player)) {
    return 'AMM 7: only the active player, while holding control of the turn, gains priority';
  }
  if (action.type === 'playLand' && action.name === UTOPIA) return utopiaProblem(state, action.player);
  return null;
}

/**
 * The objects that something on the stack or a delayed triggered ability refers to (AMM 2e): a
 * delayed ability waiting for its moment refers to "that card" (Marchesa, the Black Rose; Glimmerpoint
 * Stag), as do triggered abilities waiting to be put on the stack.
 */
function referencedByStack(state: GameState): Set<ObjectId> {
  const out = new Set<ObjectId>();
  for (const id of state.stack) {
    const o = state.objects[id];
    if (!o) continue;
    for (const t of o.targets) if ('object' in t) out.add(t.object);
    if (o.source !== null) out.add(o.source);
    if (o.trigger?.object != null) out.add(o.trigger.object);
  }
  for (const t of state.pendingTriggers) if (t.context.object !== null) out.add(t.context.object);
  for (const d of state.delayedTriggers) if (d.object !== null) out.add(d.object);
  for (const e of state.exiledUntil) out.add(e.object);
  return withLaterSelves(state, out);
}

/** The objects and what each became since (CR 400.7): a reference to a dying creature reaches the card it became (Kitchen Finks). */
function withLaterSelves(state: GameState, ids: Set<ObjectId>): Set<ObjectId> {
  const out = new Set<ObjectId>();
  for (const first of ids) {
    for (let id: number | null = first; id !== null && id >= 0 && !out.has(id); id = state.objects[id]?.movedTo ?? null) out.add(id);
  }
  return out;
}

/** The objects anything at all refers to (AMM 2f): the stack, delayed effects, continuous effects, permissions to cast and attachments. */
function referencedByAnything(state: GameState): Set<ObjectId> {
  const out = referencedByStack(state);
  for (const e of state.effects) for (const id of e.affected) out.add(id);
  // a permission to cast an exiled card refers to it (Grenzo, Havoc Raiser)
  for (const e of state.ruleEffects) if (e.kind === 'mayCast') out.add(e.card);
  for (const id of state.battlefield) {
    const a = state.objects[id]?.attachedTo;
    if (a && 'object' in a) out.add(a.object);
  }
  return withLaterSelves(state, out);
}

/** AMM 2d–2f: ID'd cards in libraries (but the top one), unreferenced cards in graveyards and exile cease to exist. */
function ceaseCards(state: GameState): boolean {
  const doomed: [ObjectId, string][] = [];
  for (const p of state.players) {
    for (const id of p.library.slice(1)) if (cardIdOf(state, id) !== null) doomed.push([id, 'AMM 2d']);
  }
  const byStack = referencedByStack(state);
  for (const p of state.players) for (const id of p.graveyard) if (!byStack.has(id)) doomed.push([id, 'AMM 2e']);
  const byAny = referencedByAnything(state);
  for (const id of state.exile) if (!byAny.has(id)) doomed.push([id, 'AMM 2f']);
  for (const [id, rule] of doomed) ceaseCard(state, id, rule);
  return doomed.length > 0;
}

/** A card ceases to exist under AMM 2, 2d, 2e or 2f, and the log says so. */
function ceaseCard(state: GameState, id: ObjectId, rule: string): void {
  const o = state.objects[id] as GameState['objects'][number];
  // a card in a library is hidden (CR 401.2): the event names its public card ID, if it has one,
  // not its object, and only its owner learns what it was
  if (o.zone === 'library') emit(state, { type: 'ceaseToExist', rule, player: o.owner, detail: cardIdOf(state, id) ?? '', card: o.card, visibleTo: [o.owner] });
  else emit(state, { type: 'ceaseToExist', rule, player: o.owner, object: id, card: o.card });
  ceaseToExist(state, id);
}

/**
 * AMM 2, 2d: a card put on the bottom of an inexhaustible library ("Libraries are inexhaustible",
 * AMM 2) is under the cards that never run out, so it is never on top again and nothing reaches it.
 * An ID'd one ceases to exist (2d), as it arrives, since no event can happen to it before
 * state-based actions would make it cease. One without an ID (a basic land from the sideboard,
 * AMM 2c) is just as far out of reach under the endless library (AMM 2): it leaves the game too,
 * rather than stay the next card drawn or looked at.
 */
function underLibrary(state: GameState, id: ObjectId): void {
  // a token is no card: it ceases to exist as state-based actions see it off the battlefield (CR 704.5d)
  if (state.objects[id]?.kind !== 'card') return;
  ceaseCard(state, id, cardIdOf(state, id) !== null ? 'AMM 2d' : 'AMM 2');
}

/**
 * AMM 2, 2d: a shuffled inexhaustible library. A shuffle randomizes the library's cards "so that no
 * player knows their order" (CR 701.24a); among cards without end, none of those it held stays
 * known on top (a card peeked at, AMM 9; cards Brainstorm put back; a basic land from the sideboard
 * put there): each goes under the endless library, as a card put on its bottom does
 * ({@link underLibrary}), and ceases to exist. The searches that end in a shuffle (Evolving Wilds,
 * basic landcycling, Diabolic Tutor, Borderland Explorer, Aether Searcher) search the sideboard
 * instead (2c), but still shuffle the library (CR 701.23f: the search's other instructions apply).
 */
function libraryShuffled(state: GameState, player: PlayerId): void {
  for (const id of [...(state.players[player]?.library ?? [])]) underLibrary(state, id);
}

/**
 * AMM 2c: a search looks through the owner's sideboard of "inexhaustible supplies" of basic lands:
 * as many of each as the search may find (`upTo`: two Forests for Explosive Vegetation), in WUBRG order.
 */
function sideboardOfBasics(state: GameState, player: PlayerId, upTo: number): ObjectId[] {
  const p = state.players[player] as GameState['players'][number];
  const wanted = Math.max(1, upTo);
  return SIDEBOARD_LANDS.flatMap((land) => {
    const copies = p.sideboard.filter((id) => state.objects[id]?.card === land);
    while (copies.length < wanted) copies.push(createObject(state, { kind: 'card', card: land, owner: player, zone: 'sideboard' }));
    return copies.slice(0, wanted);
  });
}

/** The rule module of Async Mental Magic v20181215a. */
export const mentalMagicRules: RuleModule = {
  number: 'AMM',
  title: 'Async Mental Magic v20181215a',
  keywords: ['mental magic', 'unnamed card', 'utopia', 'control of the turn'],
  cardsCeaseToExist: 'AMM 2d',
  // AMM 4: "Utopia is an additional land type that exists in Mental Magic games" (not a basic land
  // type): Traveler's Cloak may choose it, and a creature may have utopiawalk (CR 702.14a)
  landTypes: [UTOPIA],
  namelessCard: (text: string): ManaCost | null => {
    const cost = unnamedCost(text);
    if (cost === null) return null;
    try {
      return parseManaCost(cost);
    } catch {
      return null;
    }
  },
  nameObject,
  effectNames,
  viewFormatData: mentalMagicView,
  actionRestriction: restriction,
  list: listNamings,
  refillLibrary(state, player) {
    // AMM 2: the library goes on under the cards it holds
    newCard(state, player, 'bottom');
  },
  underLibrary,
  libraryShuffled,
  searchedCards: sideboardOfBasics,
  stateBasedActions: ceaseCards,
  turnBegins(state) {
    // AMM 7a: control turns over at the end of a turn: the new active player holds it
    // (a peek made in the turn before binds no more, AMM 9)
    const data = mmData(state);
    if (data.control !== state.turn.active) emit(state, { type: 'control', rule: 'AMM 7a', player: state.turn.active });
    setControl(data, state.turn.active);
    lapseSpecifications(state);
  },
};

/** The fresh Mental Magic data of a new game; a name the league's history lists twice is kept once (AMM 6). */
export function freshData(game: string, players: number, costTable: MentalMagicData['costTable'], usedNames: readonly string[]): MentalMagicData {
  return {
    game, costTable: costTable.map((r) => ({ ...r })), ids: {}, nextIndex: Array(players).fill(0) as number[],
    usedNames: [...new Set(usedNames)], namedBy: {}, control: 0, utopiaTurn: 0, specs: {}, directions: {},
  };
}
