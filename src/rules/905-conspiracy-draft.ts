/**
 * CR 905 Conspiracy Draft, the game half: at the start of the game, before decks are shuffled, each
 * player puts any number of conspiracy cards from their sideboard into the command zone (905.4,
 * 103.2e), face down with card names chosen in secret for hidden agenda and double agenda (905.4a,
 * 702.106a, 702.106f); their owner and controller is the player who put them there (905.5).
 *
 * Each player answers in turn order from the starting player (CR 101.4, 101.4e, 103.2e), one
 * conspiracy at a time; the other players see only that the player is deciding (CR 315.7). A face-down conspiracy's names are one decision and one action
 * (`nameCard` with all its `names`), for hidden agenda and double agenda alike, so that nothing other
 * players see tells the two apart (702.106b, 702.106f). Its listing names every name the engine
 * knows, and the names the game was given (`settings.nameableCards`).
 *
 * @module
 */
import { findDefinition } from '../engine/card-catalog.js';
import type { ConspiracyDef } from '../cards/types.js';
import { didYouMean } from '../cards/names.js';
import type { ChooseNumberAction, NameCardAction, PutConspiracyAction } from '../engine/actions.js';
import { check } from '../engine/errors.js';
import { type RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import type { ConspiracyDraftState, GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { createObject, obj } from '../zones/zones.js';
import { continueStartOfGame, fromStarter } from './103-starting-the-game.js';
import { isNameableCard, nameableCardsOf } from './702.106-hidden-agenda.js';
import { mutableObject } from '../engine/working-copy.js';
import { exiledBeforeShuffle, unfinishedReveals } from './701.20-reveal-before-shuffle.js';
import type { RuleEventProse } from '../engine/event-prose.js';
import { quoted } from '../engine/quote.js';

/** The minimum deck size of a Conspiracy Draft game, a limited game (CR 100.2b). */
export const MINIMUM_DECK_SIZE = 40;

/** What a card does as a conspiracy, if it is a conspiracy card (CR 315). */
export function conspiracyOf(card: string): ConspiracyDef | undefined {
  const def = findDefinition(card);
  if (!def || !def.printed.types.includes('Conspiracy')) return undefined;
  return def.conspiracy ?? {};
}

/** Whether a card name is a basic land card's (CR 205.4c). */
export function isBasicLand(card: string): boolean {
  const p = findDefinition(card)?.printed;
  return p !== undefined && p.supertypes.includes('Basic') && p.types.includes('Land');
}

/**
 * The conspiracy records of a game being changed, created as the game begins (or, in a game built
 * directly by `scenario`, as it is built, once its turn is set: every player done, with the turns they
 * have begun; else when first needed). Read-only code reads `state.conspiracyDraft` instead.
 */
export function records(state: GameState): ConspiracyDraftState {
  const n = state.players.length;
  state.conspiracyDraft ??= {
    done: Array<boolean>(n).fill(state.turn.step !== 'pregame'),
    choosing: null,
    hands: [],
    poolInGame: Array<boolean>(n).fill(true),
    turnsBegun: state.turn.turnsBegun.map((t) => (t > 0 ? 1 : 0)),
    landsFromOutside: Array<number>(n).fill(0),
  };
  return state.conspiracyDraft;
}

/** Whether every card of a player's card pool started the game in their library or the command zone (Worldknit). */
export function poolStartedInGame(state: GameState, player: PlayerId): boolean {
  return state.conspiracyDraft?.poolInGame[player] ?? true;
}

/** The number of turns a player has begun this game, as the conspiracy records count them. */
export function turnsBegunBy(state: GameState, player: PlayerId): number {
  return state.conspiracyDraft?.turnsBegun[player] ?? (state.turn.turnsBegun[player]! > 0 ? 1 : 0);
}

/** The face-up conspiracies a player controls in the command zone, with what each does (CR 315.5). */
export function faceUpConspiracies(state: GameState, player: PlayerId): { id: ObjectId; def: ConspiracyDef }[] {
  const out: { id: ObjectId; def: ConspiracyDef }[] = [];
  for (const id of state.command) {
    const o = state.objects[id] as GameObject;
    if (o.faceDown || o.controller !== player) continue;
    const def = conspiracyOf(o.card);
    if (def) out.push({ id, def });
  }
  return out;
}

/**
 * A player's minimum deck size: 40, changed by their face-up conspiracies (Advantageous
 * Proclamation), or by `conspiracies` given as card names. Never below zero.
 */
export function minimumDeckSize(conspiracies: readonly ConspiracyDef[]): number {
  return Math.max(0, conspiracies.reduce((size, c) => size + (c.minimumDeckSize ?? 0), MINIMUM_DECK_SIZE));
}

/** Why a player may not put this sideboard card into the command zone now, or null if they may. */
function cannotPut(state: GameState, player: PlayerId, card: ObjectId, draft: boolean): string | null {
  const p = state.players[player];
  if (!p?.sideboard.includes(card)) return 'that card is not in your sideboard';
  const def = conspiracyOf(obj(state, card).card);
  if (!def) return 'only conspiracy cards are put into the command zone';
  // only a Conspiracy Draft game checks a minimum deck size here (CR 100.2b, 905.4); elsewhere the card would do nothing
  if (!draft && def.minimumDeckSize !== undefined) return 'this game checks no minimum deck size for it to change (only a Conspiracy Draft game does)';
  if (def.noBasicLands && p.library.some((id) => isBasicLand(obj(state, id).card))) {
    return 'your starting deck has basic land cards';
  }
  return null;
}

/**
 * Why a player may not finish putting conspiracies now, or null: their deck must meet its minimum
 * size (CR 100.2b), and each card they revealed before the shuffle must have its cards exiled.
 */
function cannotFinish(state: GameState, player: PlayerId, draft: boolean): string | null {
  const p = state.players[player];
  if (!p) return `no player ${player}`;
  if (!draft) return null;
  const min = minimumDeckSize(faceUpConspiracies(state, player).map((c) => c.def));
  if (p.library.length < min) return `your deck has ${p.library.length} cards; its minimum size is ${min}`;
  return unfinishedReveals(state, player);
}

/**
 * The player deciding now in the procedure of 905.4 (or 315.2): the first player not done in turn
 * order from the starting player. While the game starts, the starting player (CR 103.1) is the active
 * player (101.4e), so they make their choices first, then each other player in turn order, each
 * knowing the choices made before theirs (101.4, 101.4b, 103.2e). A game an earlier build began asks
 * in seat order, as that build did (`ConspiracyDraftState.seatOrder`).
 */
function decider(state: GameState): PlayerId | null {
  const r = records(state);
  return startOrder(state).find((p) => !r.done[p]) ?? null;
}

/**
 * The order in which the players in the game make the choices of the game's start one at a time
 * (conspiracies, CR 103.2e, 905.4, 315.2; Backup Plan's hand, 315.5a): turn order from the starting
 * player, the active player while the game starts (CR 101.4, 101.4e); seat order in a game an earlier
 * build began (`ConspiracyDraftState.seatOrder`).
 */
export function startOrder(state: GameState): PlayerId[] {
  return state.conspiracyDraft?.seatOrder === true ? state.players.filter((x) => x.inGame).map((x) => x.id) : fromStarter(state);
}

/**
 * Asks the next decision of 905.4 (or 315.2), or returns false once every player is done. Outside a
 * Conspiracy Draft game a game where no player has a sideboard asks nothing and keeps no conspiracy
 * records; once anybody has one, every player is asked in turn, whatever their sideboard holds. What
 * a sideboard holds is hidden from the other players (CR 400.11a, 100.4), its size is not (Magic
 * Tournament Rules 3.16: an opponent may count it), so whether the game asks, whom it asks and what
 * the others see of each answer tell nobody whose sideboard holds a conspiracy.
 */
function ask(state: GameState, draft: boolean): boolean {
  if (!draft && !state.conspiracyDraft) {
    if (!state.players.some((p) => p.inGame && p.sideboard.length > 0)) return false;
    records(state).done = state.players.map((p) => !p.inGame);
  }
  const r = records(state);
  if (r.choosing && !state.players[obj(state, r.choosing.object).controller]?.inGame) r.choosing = null;
  const player = decider(state);
  if (player === null) {
    finishAll(state);
    return false;
  }
  const c = r.choosing;
  const prompt = c === null ? 'conspiracies' : c.names > 0 ? 'name' : 'number';
  state.decision = { kind: 'startOfGame', player, prompt, rule: c === null ? (draft ? '905.4' : '315.2') : c.names > 0 ? '702.106a' : '315.5a' };
  return true;
}

/**
 * Once every player is done: notes for Worldknit whether each player's whole card pool started the
 * game in the library or the command zone. The pool is every card drafted (905.1d; Worldknit ruling:
 * "every card you drafted"), and the pool's cards not in the deck are in the sideboard (100.4b), so
 * every card left there turns Worldknit off — a drafted basic land card too (a cube or custom packs).
 * Only for a player with no draft record may the sideboard's basic land cards be ones any deck adds
 * from outside the pool (905.1d): the game cannot tell them from drafted ones, and leaves them out.
 */
function finishAll(state: GameState): void {
  const r = records(state);
  for (const p of state.players) {
    const outsidePool = (id: ObjectId): boolean => p.draft === undefined && isBasicLand(obj(state, id).card);
    r.poolInGame[p.id] = p.sideboard.every(outsidePool) && !exiledBeforeShuffle(state, p.id);
  }
}

function putConspiracy(state: GameState, a: PutConspiracyAction, draft: boolean): void {
  const r = records(state);
  check(r.choosing === null, 'wrongDecision', 'finish choosing for the conspiracy you put first', '702.106a');
  const why = cannotPut(state, a.player, a.card, draft);
  check(why === null, 'illegal', why ?? '', draft ? '905.4' : '315.2');
  const p = state.players[a.player] as (typeof state.players)[number];
  const old = obj(state, a.card);
  const def = conspiracyOf(old.card) as ConspiracyDef;
  const faceDown = (def.agenda ?? 0) > 0;
  p.sideboard.splice(p.sideboard.indexOf(a.card), 1);
  // CR 905.5: its owner and controller is the player who put it there; CR 702.106a: face down with hidden agenda
  const id = createObject(state, { kind: 'card', card: old.card, owner: a.player, zone: 'command', faceDown });
  mutableObject(state, a.card).movedTo = id;
  // what the card is stays with its controller while it is face down (CR 315.7)
  emit(state, { type: 'putConspiracy', rule: draft ? '905.4' : '315.2', player: a.player, object: id, card: old.card, ...(faceDown ? { visibleTo: [a.player] } : {}) });
  if (faceDown || def.chooseNumber) r.choosing = { object: id, names: def.agenda ?? 0, numbers: [...(def.chooseNumber ?? [])] };
}

/**
 * Names every card the conspiracy being put needs in one action (CR 702.106a: one for hidden agenda;
 * 702.106f: two different ones for double agenda), so that other players see one action and one
 * event whatever the number of names (702.106b). A game saved halfway through a double agenda's
 * names by an earlier build, one name chosen, takes the name left.
 */
function nameCards(state: GameState, a: NameCardAction): void {
  const c = records(state).choosing;
  check(c !== null && c.names > 0, 'wrongDecision', 'no card name to choose now', '702.106a');
  const chosen = obj(state, c.object).chosenNames ?? [];
  const double = chosen.length + c.names > 1;
  const rule = double ? '702.106f' : '702.106a';
  const needed = double ? 'double agenda names two different cards' : 'hidden agenda names one card';
  check(a.names.length === c.names, 'illegal', `${needed}: give ${c.names === 1 ? 'one name' : `all ${c.names} names`} in one action, not ${a.names.length}`, rule);
  for (const name of a.names) {
    check(isNameableCard(name, state.settings.nameableCards), 'illegal', `${quoted(name)} is not the name of a card (a game may be given more names: settings.nameableCards)${didYouMean(name)}`, '702.106a');
  }
  check(new Set([...chosen, ...a.names]).size === chosen.length + a.names.length, 'illegal', 'double agenda names two different cards', '702.106f');
  const o = mutableObject(state, c.object);
  o.chosenNames = [...chosen, ...a.names];
  c.names = 0;
  // one event for all the names, seen by the controller only, so nobody learns how many were chosen (CR 702.106f)
  emit(state, { type: 'chooseNames', rule: '702.106b', player: a.player, object: c.object, card: o.card, detail: o.chosenNames.join(' / '), visibleTo: [a.player] });
  if (c.numbers.length === 0) records(state).choosing = null;
}

function chooseNumber(state: GameState, a: ChooseNumberAction): void {
  const r = records(state);
  const c = r.choosing;
  check(c !== null && c.names === 0 && c.numbers.length > 0, 'wrongDecision', 'no number to choose now', '315.5a');
  check(c.numbers.includes(a.number), 'illegal', `choose one of ${c.numbers.join(', ')}`, '315.5a');
  const o = mutableObject(state, c.object);
  o.chosenNumber = a.number;
  emit(state, { type: 'chooseNumber', rule: '315.5a', player: a.player, object: c.object, card: o.card, amount: a.number });
  r.choosing = null;
}

type StartAction = PutConspiracyAction | NameCardAction | ChooseNumberAction | { type: 'finishConspiracies'; player: PlayerId };

function perform(state: GameState, action: StartAction, draft: boolean): void {
  const d = state.decision;
  const rule = draft ? '905.4' : '315.2';
  check(d?.kind === 'startOfGame' && d.player === action.player && state.startOfGame === 'beforeShuffle' && state.conspiracyDraft !== undefined, 'wrongDecision', 'conspiracies are put into the command zone only as the game begins', rule);
  switch (action.type) {
    case 'putConspiracy': putConspiracy(state, action, draft); break;
    case 'nameCard': nameCards(state, action); break;
    case 'chooseNumber': chooseNumber(state, action); break;
    case 'finishConspiracies': {
      check(records(state).choosing === null, 'wrongDecision', 'finish choosing for the conspiracy you put first', '702.106a');
      const why = cannotFinish(state, action.player, draft);
      check(why === null, 'illegal', why ?? '', '100.2b');
      records(state).done[action.player] = true;
      emit(state, { type: 'finishConspiracies', rule, player: action.player });
      break;
    }
  }
  state.decision = null;
  continueStartOfGame(state);
}

/** Naming actions, built once per player and number of names: see {@link namingsFor}. */
const nameActions = new Map<string, readonly NameCardAction[]>();

/** The same for games given more names, kept per list of names. */
const moreNameActions = new WeakMap<readonly string[], Map<string, readonly NameCardAction[]>>();

/**
 * The listed actions naming `count` cards, none of them `taken` (CR 702.106a, 702.106f): one per name
 * a player may choose, naming it first. Every pair of a double agenda is too many to list (some
 * 100,000 for the cards the engine knows, billions for a game given every Magic card), so the second
 * name of each is the next name not taken, in the order of {@link nameableCardsOf}: every name is
 * listed, and `apply` takes any other names that may be chosen (README "Which actions `apply`
 * accepts"). A double agenda lists as many actions as a hidden agenda.
 */
function namingsFor(state: GameState, player: PlayerId, count: number, taken: readonly string[]): readonly NameCardAction[] {
  const build = (): readonly NameCardAction[] => {
    const names = nameableCardsOf(state).filter((name) => !taken.includes(name));
    if (names.length < count) return [];
    return names.map((_, i) => Object.freeze({ type: 'nameCard' as const, player, names: Object.freeze(Array.from({ length: count }, (_, j) => names[(i + j) % names.length] as string)) as string[] }));
  };
  // only a game saved halfway through a double agenda's names by an earlier build has names taken
  if (taken.length > 0) return build();
  const more = state.settings.nameableCards;
  let cache = nameActions;
  if (more && more.length > 0) {
    cache = moreNameActions.get(more) ?? new Map();
    moreNameActions.set(more, cache);
  }
  const key = `${player}:${count}`;
  let list = cache.get(key);
  if (!list) cache.set(key, (list = build()));
  return list;
}

/**
 * The start of a game with conspiracies: each player may put conspiracy cards from their sideboard
 * into the command zone (CR 315.2, 905.4), choosing names and numbers for them; in a Conspiracy Draft
 * game (`draft`) every player answers and their deck must meet its minimum size (100.2b).
 */
function startingConspiracies(number: string, title: string, keyword: string, draft: boolean): RuleModule {
  return {
    number,
    title,
    keywords: [keyword],
    perform: {
      putConspiracy: (s, a) => perform(s, a as PutConspiracyAction, draft),
      nameCard: (s, a) => perform(s, a as NameCardAction, draft),
      chooseNumber: (s, a) => perform(s, a as ChooseNumberAction, draft),
      finishConspiracies: (s, a) => perform(s, a as StartAction, draft),
    },
    startOfGame: { beforeShuffle: (s) => ask(s, draft) },
    list(state, out) {
      const d = state.decision;
      if (d?.kind !== 'startOfGame' || state.startOfGame !== 'beforeShuffle' || !state.conspiracyDraft) return;
      const c = state.conspiracyDraft.choosing;
      if (c !== null && c.names > 0) {
        for (const a of namingsFor(state, d.player, c.names, obj(state, c.object).chosenNames ?? [])) out.push(a);
        return;
      }
      if (c !== null) {
        for (const number of c.numbers) out.push({ type: 'chooseNumber', player: d.player, number });
        return;
      }
      const seen = new Set<string>();
      for (const card of state.players[d.player]?.sideboard ?? []) {
        const name = obj(state, card).card;
        if (seen.has(name) || cannotPut(state, d.player, card, draft) !== null) continue;
        seen.add(name);
        out.push({ type: 'putConspiracy', player: d.player, card });
      }
      if (cannotFinish(state, d.player, draft) === null) out.push({ type: 'finishConspiracies', player: d.player });
    },
    turnBegins(state) {
      // a game that began with no conspiracy keeps no records (one built by `scenario` makes them when it has any)
      if (!draft && !state.conspiracyDraft && state.command.length === 0) return;
      const r = records(state);
      r.turnsBegun[state.turn.active] = (r.turnsBegun[state.turn.active] ?? 0) + 1;
    },
  };
}

/** CR 905: the Conspiracy Draft game's start (905.4–905.5). */
export const conspiracyDraft: RuleModule = startingConspiracies('905', 'Conspiracy Draft', 'conspiracy draft', true);

/**
 * CR 315.1–315.2: any other game on the standard rules may begin with conspiracies, put from the
 * sideboard into the command zone before decks are shuffled (a limited game, 315.1).
 */
export const startingWithConspiracies: RuleModule = startingConspiracies('315.2', 'Starting with Conspiracies', 'conspiracies in the command zone', false);

/** The lines of putting conspiracies into the command zone and of the choices made as they are (CR 905.4, 315.2, 702.106a). */
export const conspiracyDraftEvents: RuleEventProse<'chooseNames' | 'chooseNumber' | 'finishConspiracies' | 'putConspiracy'> = {
  chooseNames: (e, say) => (e.detail ? `${say.player(e.player)} secretly names ${e.detail} for ${say.card(e, 'a conspiracy')}` : `${say.player(e.player)} secretly names a card for a face-down conspiracy`),
  chooseNumber: (e, say) => `${say.player(e.player)} chooses the number ${e.amount} for ${say.card(e)}`,
  finishConspiracies: (e, say) => `${say.player(e.player)} has put their conspiracies into the command zone`,
  putConspiracy: (e, say) => `${say.player(e.player)} puts ${e.card ? say.cardName(e.card) : 'a face-down conspiracy'} into the command zone`,
};
