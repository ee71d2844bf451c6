/**
 * Determinization: a full game state consistent with everything one player knows, the rest
 * resampled — what an information-set search plays its playouts on (issue: fair bots).
 *
 * What the player knows, and what is kept:
 * - everything public (battlefield, graveyards, exile, the stack, life, counters, the log as the
 *   player's view shows it) and the counts of every hand and library: unchanged;
 * - their own hand, sideboard and face-down conspiracies (CR 315.7): unchanged;
 * - a card that went into a hidden zone from a zone the player saw it in (a card returned to an
 *   opponent's hand, put on top of a library) stays there: in a hand as it is; in a library at its
 *   position until that library is shuffled, then somewhere in that library or among the cards
 *   drawn from it since, or the face-down permanents deployed from those (CR 701.24a, 121.1: a draw
 *   takes the top card, which nobody knew; CR 708.5): a sample puts it at one of those places at
 *   random, never where the real card is because it is there;
 *   cards another player put there together in an order they didn't reveal (CR 401.4: Hallowed
 *   Burial) keep those places between them, dealt among them at random;
 * - the cards the player is choosing among now (searching a library, looking at its top cards);
 * - their own library before the shuffle that starts the game: their deck as they presented it;
 * - a library card the player looked at (scry, "look at the top card", cards put on the bottom in
 *   an order they chose) stays at its place until that library is shuffled, then as a card
 *   shuffled in;
 * - a card revealed (CR 701.20: a hand Inquisition of Kozilek reveals, parley's top cards, a card
 *   searched for and revealed) stays where it is, or where its effect puts it (701.20a): a
 *   revealed card put into a hand stays in that hand, and one drawn from a known place (parley's
 *   reveal, then the draw) is known in the hand.
 *
 * What is resampled: every other card of a hidden zone (other players' hands and sideboards, every
 * library, other players' face-down conspiracies — any conspiracy with hidden agenda — and the names
 * chosen for them, of that player's cards in the sample, different ones for a double agenda;
 * the one whose names are being chosen has none yet and waits for as many as the card dealt takes,
 * CR 702.106f), the face-down
 * permanents the player does not control (CR 708.5: Magic Tech's deployed cards, never a land), the
 * mana costs of Async Mental Magic's unnamed cards the player has not seen (drawn again from the
 * game's public cost table, AMM 3, as the engine drew them; another player's hidden cards without
 * a card ID, from outside the game, basic lands of their sideboard at random, AMM 1, 2c), and the game's
 * PRNG, reseeded from the caller's (the real one decides future shuffles and draws, which the
 * player cannot know). The player's own unseen cards are the rest of the deck they know, dealt again
 * among their library's places; another player's deck is hidden from them, so by default that
 * player's unseen cards are drawn from what the player may take them to be — the card list, basic
 * lands as often as in a limited deck (see `unseen-cards`) — never from that player's real cards, and
 * their sideboard and face-down conspiracies likewise (and whether their card pool started the game
 * in the game, which follows from that sideboard, for Worldknit, unless a Worldknit of theirs shows it). A caller may supply, per seat, the card names
 * unseen hand, library and face-down cards are drawn from instead (the pool a drafter saw, a
 * metagame's likely decks).
 *
 * Kept as they are: another player's pending choice among hidden cards (its options are not
 * recomputed for the resampled cards), the earlier objects of a card that is public now (when a
 * card now on the battlefield was drawn), a hidden or face-down card whose earlier object was
 * public, but for a hand card drawn from an unknown place and a face-down permanent deployed from
 * one (a card returned to a hand, then deployed face down, stays that card), and the cards of a revealed hand that stay in it when another of its cards
 * leaves it unseen (put into a library, deployed face down): each stays that card, so a sample may
 * know a little more than the player of where such a card went.
 *
 * @module
 */
import { draftRecordView, redactEvent, searchedCards } from '../state/view.js';
import { findDefinition } from '../cards/registry.js';
import { characteristics } from '../engine/characteristics.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { checkGameState, checkRng } from '../engine/arguments.js';
import { isSeatOf } from '../engine/players.js';
import { seedRng, nextUint32, shuffleInPlace } from '../state/rng.js';
import type { GameObject, GameState, ReadonlyGameState, ObjectId, PlayerId, RngState } from '../state/types.js';
import { HIDDEN_ZONES } from '../zones/zones.js';
import { cardIdOf, mmData } from '../variants/mental-magic/data.js';
import { drawCost, type CostSlot } from '../variants/mental-magic/deck.js';
import { MENTAL_MAGIC_FORMAT, SIDEBOARD_LANDS, UNNAMED_PREFIX, unnamedCost } from '../variants/mental-magic/rule-module.js';
import { quoted } from '../engine/quote.js';
import { isBasicLand } from '../rules/905-conspiracy-draft.js';
import { exiledBeforeShuffle } from '../rules/701.20-reveal-before-shuffle.js';
import { unseenAgendaConspiracy, unseenDeckCard, unseenNonland, unseenSideboardCard } from './unseen-cards.js';

/** Options of {@link determinize}. */
export interface DeterminizeOptions {
  /**
   * By seat: the card names that seat's unseen hand, library and face-down cards are drawn from
   * (without replacement). A seat left out keeps the default: the player's own cards for their own
   * seat, and for another seat cards drawn from the card list (its real deck is hidden). Each list must hold at
   * least as many cards as that seat has unseen, all of them cards the engine implements.
   */
  unseen?: Readonly<Record<number, readonly string[]>>;
}

/** What a player knows of a card in a hidden zone: its place, or only that it is in that library. */
type Knowledge = 'place' | 'zone';

/** When, by the log's event count, cards lost their known place and hidden cards left a library. */
interface Timeline {
  /**
   * The library cards whose known place a shuffle made unknown (CR 701.24a), at that shuffle; and a
   * card once public put into its library unseen (see `keepCardsOncePublic`), at that move.
   */
  lostAt: Map<ObjectId, number>;
  /** The cards that went into a library, at their move: the new objects. */
  enteredLibraryAt: Map<ObjectId, number>;
  /** The cards that left a library for a hidden zone (a draw, CR 121.1), at their move: the new objects. */
  leftLibraryAt: Map<ObjectId, number>;
  /**
   * Cards another player put from a zone the player saw into their library together, in an order
   * they chose and didn't reveal (CR 401.4: Hallowed Burial), one list per owner and effect: the
   * player knows the cards and the places they went to, not which is where.
   */
  unrevealedOrders: ObjectId[][];
}

/**
 * A card the player knows to be in a library, not where (shuffled in, CR 701.24a), or one of the
 * cards drawn from that library since: `object` is the card's object now (in the library, or in its
 * owner's hand), `since` when its place in the library became unknown.
 */
interface Floating {
  object: ObjectId;
  owner: PlayerId;
  since: number;
}


/**
 * The cards of hidden zones whose identity `player` knows, besides their own hand and sideboard:
 * those that entered from a zone the player could see (the player's redacted event still names the
 * card), those revealed (CR 701.20: a revealed hand stays known card by card, a revealed library
 * card at its place) and those the player is choosing among. A card revealed stays revealed for the
 * rest of its effect (701.20a), so where that effect puts it is known too ("reveal it, put it into
 * your hand": until the next spell or ability resolves or is cast, or the next step); a card drawn
 * whose place in the library the player knew is known in the hand, since a draw takes the top card
 * (121.1: parley's revealed cards, drawn after). A library shuffle keeps the knowledge of the card
 * but not of its place.
 */
function knownFromLog(state: ReadonlyGameState, player: PlayerId, previous: ReadonlyMap<ObjectId, ObjectId>, timeline: Timeline): Map<ObjectId, Knowledge> {
  const known = new Map<ObjectId, Knowledge>();
  // the cards revealed by the effect under way (701.20a)
  let revealed = new Set<ObjectId>();
  let at = 0;
  // the lists of the run of CR 401.4 moves under way, by owner (see Timeline.unrevealedOrders)
  let ordering: Map<PlayerId, ObjectId[]> | null = null;
  for (const chunk of state.log) {
    for (const e of chunk) {
      at++;
      if (e.type === 'zoneChange' && e.rule === '401.4' && e.zone === 'library' && e.to !== undefined && e.player !== player && redactEvent(e, player).card !== undefined) {
        if (!ordering) ordering = new Map();
        const list = ordering.get(e.player) ?? [];
        if (list.length === 0) {
          ordering.set(e.player, list);
          timeline.unrevealedOrders.push(list);
        }
        list.push(e.to);
      } else {
        ordering = null;
      }
      if (e.type === 'draw' && e.object !== undefined) timeline.leftLibraryAt.set(e.object, at);
      if (e.type === 'zoneChange' && e.from === 'library' && e.to !== undefined) timeline.leftLibraryAt.set(e.to, at);
      if (e.type === 'zoneChange' && e.zone === 'library' && e.to !== undefined) timeline.enteredLibraryAt.set(e.to, at);
      if (e.type === 'zoneChange' && e.to !== undefined && e.zone !== undefined && HIDDEN_ZONES.has(e.zone)) {
        if (redactEvent(e, player).card !== undefined || (e.object !== undefined && revealed.has(e.object))) known.set(e.to, 'place');
      } else if (e.type === 'draw' && e.object !== undefined) {
        const from = previous.get(e.object);
        if (from !== undefined && known.get(from) === 'place') known.set(e.object, 'place');
      } else if (e.type === 'look' && e.object !== undefined && e.visibleTo?.includes(player)) {
        known.set(e.object, 'place');
      } else if (e.type === 'reveal' && e.object !== undefined) {
        // a card revealed from a hand or library (701.20); a face-down card revealed where it is: as
        // its owner leaves the game or the game ends (708.9), a hidden agenda at the game's end
        // (702.106e), a Magic Tech card scrapped (MT 8.6)
        known.set(e.object, 'place');
        revealed.add(e.object);
      } else if (e.type === 'shuffle' && e.player !== undefined) {
        for (const [id, k] of known) {
          const o = state.objects[id];
          if (k === 'place' && o && o.zone === 'library' && o.owner === e.player) {
            known.set(id, 'zone');
            timeline.lostAt.set(id, at);
          }
        }
      } else if (e.type === 'resolve' || e.type === 'cast' || e.type === 'step' || e.type === 'turn') {
        revealed = new Set();
      }
    }
  }
  // before the shuffle that starts the game (CR 103.3, 905.4) a player's library is their deck as
  // they presented it, which they may reveal cards of (Arcane Savant): they know it card by card
  if (state.startOfGame === 'beforeShuffle') for (const id of state.players[player]?.library ?? []) known.set(id, 'place');
  // the cards the player is choosing among now (a search, "look at the top N"): they see them; and
  // every card of the library they search, which they look at all of (CR 701.23a)
  const d = state.decision;
  if (d?.kind === 'choose' && d.player === player) {
    for (const o of d.choice.options) if ('object' in o) known.set(o.object, 'place');
    for (const id of searchedCards(state, player)) known.set(id, 'place');
  }
  return known;
}

/**
 * A card in a hidden zone or face down that was a face-up object of a public zone before, through
 * hidden objects only (a card put from a graveyard into a library, then drawn; a card returned to a
 * hand, then deployed face down), is the card that public object was (CR 400.7 keeps the card along
 * its objects): a sample that renamed it would contradict that earlier object. It keeps its card,
 * its place unknown when it is in a library: unknown since it went there, so only a card drawn
 * from that library after that move may be it (CR 121.1).
 */
function keepCardsOncePublic(state: ReadonlyGameState, known: Map<ObjectId, Knowledge>, previous: ReadonlyMap<ObjectId, ObjectId>, timeline: Timeline): void {
  const faceDown = [...state.battlefield, ...(state.phasedOut ?? [])].filter((id) => (state.objects[id] as GameObject).faceDown);
  for (const p of state.players) {
    for (const id of [...p.hand, ...p.library, ...p.sideboard, ...faceDown.filter((f) => (state.objects[f] as GameObject).owner === p.id)]) {
      // a hand card drawn from a library where the player knew a card only to be somewhere, or a
      // face-down permanent deployed from such a card, is floating (see `floatingCards`)
      if (known.has(id) || (!p.library.includes(id) && !p.sideboard.includes(id) && unplacedAncestor(state, known, previous, id) !== undefined)) continue;
      let before = previous.get(id);
      while (before !== undefined && hiddenFace(state.objects[before] as GameObject)) before = previous.get(before);
      if (before === undefined) continue;
      if ((state.objects[id] as GameObject).zone !== 'library') {
        known.set(id, 'place');
        continue;
      }
      known.set(id, 'zone');
      timeline.lostAt.set(id, timeline.enteredLibraryAt.get(id) ?? 0);
    }
  }
}

/**
 * The earlier object of `id`, through hidden objects only, that the player knew to be in its
 * library but not where (a card shuffled in): `id` may be that card, drawn, or another; undefined
 * if there is none.
 */
function unplacedAncestor(state: ReadonlyGameState, known: ReadonlyMap<ObjectId, Knowledge>, previous: ReadonlyMap<ObjectId, ObjectId>, id: ObjectId): ObjectId | undefined {
  for (let before = previous.get(id); before !== undefined && hiddenFace(state.objects[before] as GameObject); before = previous.get(before)) {
    if (known.get(before) === 'zone') return before;
  }
  return undefined;
}

/**
 * The cards the player knows to be in a library but not where (CR 701.24a: shuffled in after they
 * saw it): each such library card, and each card of another player's hand drawn from a library
 * while the player knew a card to be somewhere in it (CR 121.1: the draw takes the top card, which
 * they did not know), which may be that card or another, and each face-down permanent of another
 * player's deployed from such a hand card (CR 708.5). The player's own hand they see.
 */
function floatingCards(state: ReadonlyGameState, player: PlayerId, known: ReadonlyMap<ObjectId, Knowledge>, previous: ReadonlyMap<ObjectId, ObjectId>, timeline: Timeline): Floating[] {
  const out: Floating[] = [];
  for (const p of state.players) {
    for (const id of p.library) if (known.get(id) === 'zone') out.push({ object: id, owner: p.id, since: timeline.lostAt.get(id) ?? 0 });
    if (p.id === player) continue;
    for (const id of [...p.hand, ...faceDownPermanents(state, p.id, player)]) {
      if (known.has(id)) continue;
      const origin = unplacedAncestor(state, known, previous, id);
      if (origin !== undefined) out.push({ object: id, owner: p.id, since: timeline.lostAt.get(origin) ?? 0 });
    }
  }
  return out;
}

/** The earlier object of each object in a sample (CR 400.7), which a sample may change (see `placeFloating`). */
interface Links {
  get(id: ObjectId): ObjectId | undefined;
  set(id: ObjectId, before: ObjectId): void;
}

/**
 * Puts each floating card of one owner at a place it may be, at random: any place of the library
 * not known, or (when the player does not see the hand) any unknown hand card drawn from the library
 * since the card's place there became unknown, or, for a card that is no land (MT 4.6), any of the
 * owner's face-down permanents the player may not look at (`faceDown`) deployed from such a hand
 * card. Between the hand and library the object moves, with its earlier objects (CR 400.7 keeps the
 * card along them), and the object that was there takes its place, so a sample does not know which
 * of those cards it is. A face-down permanent stays where it is (its place and status are public):
 * instead the library object each place came from trades places (which one a draw took, CR 121.1,
 * and which one stayed in the library), so the card's objects lead to its new place, and the
 * permanent takes the card's name. Returns the objects placed.
 */
function placeFloating(
  rng: RngState,
  objects: GameObject[],
  lists: { hand: ObjectId[]; library: ObjectId[] },
  faceDown: readonly ObjectId[],
  floating: readonly Floating[],
  known: ReadonlyMap<ObjectId, Knowledge>,
  timeline: Timeline,
  handSeen: boolean,
  links: Links,
  rename: (id: ObjectId, card: string) => void,
): Set<ObjectId> {
  const placed = new Set<ObjectId>();
  const where = (id: ObjectId): [ObjectId[], number] => {
    const i = lists.library.indexOf(id);
    return i >= 0 ? [lists.library, i] : [lists.hand, lists.hand.indexOf(id)];
  };
  // the object a draw made of `id`'s card, through hidden objects: the latest that left a library
  const drawn = (id: ObjectId): ObjectId | undefined => {
    for (let at: ObjectId | undefined = id; at !== undefined && hiddenFace(objects[at] as GameObject); at = links.get(at)) if (timeline.leftLibraryAt.has(at)) return at;
    return undefined;
  };
  // a place by the library object it came from: a slot of the library, or the object a draw made
  const fromLibrary = (id: ObjectId): { slot: number } | { draw: ObjectId } => {
    const slot = lists.library.indexOf(id);
    return slot >= 0 ? { slot } : { draw: drawn(id) as ObjectId };
  };
  const libraryObject = (p: { slot: number } | { draw: ObjectId }): ObjectId => ('slot' in p ? (lists.library[p.slot] as ObjectId) : (links.get(p.draw) as ObjectId));
  const put = (p: { slot: number } | { draw: ObjectId }, id: ObjectId): void => {
    if ('slot' in p) {
      lists.library[p.slot] = id;
      objects[id] = { ...(objects[id] as GameObject), zone: 'library', movedTo: null };
    } else {
      objects[id] = { ...(objects[id] as GameObject), movedTo: p.draw };
      links.set(p.draw, id);
    }
  };
  for (const f of floating) {
    const card = (objects[f.object] as GameObject).card;
    const places: [ObjectId[] | null, number][] = [];
    lists.library.forEach((id, i) => {
      if (!placed.has(id) && known.get(id) !== 'place') places.push([lists.library, i]);
    });
    if (!handSeen) {
      lists.hand.forEach((id, i) => {
        if (!placed.has(id) && (id === f.object || (!known.has(id) && (timeline.leftLibraryAt.get(id) ?? -1) > f.since))) places.push([lists.hand, i]);
      });
    }
    if (!isLand(card)) {
      faceDown.forEach((id, i) => {
        if (!placed.has(id) && (id === f.object || (!known.has(id) && (timeline.leftLibraryAt.get(drawn(id) ?? -1) ?? -1) > f.since))) places.push([null, i]);
      });
    }
    const [list, i] = places[nextUint32(rng) % places.length] as [ObjectId[] | null, number];
    const there = (list ?? faceDown)[i] as ObjectId;
    if (there === f.object) {
      placed.add(there);
      continue;
    }
    if (list !== null && !faceDown.includes(f.object)) {
      const [fromList, j] = where(f.object);
      list[i] = f.object;
      fromList[j] = there;
      objects[f.object] = { ...(objects[f.object] as GameObject), zone: list === lists.hand ? 'hand' : 'library' };
      objects[there] = { ...(objects[there] as GameObject), zone: fromList === lists.hand ? 'hand' : 'library' };
      placed.add(f.object);
      continue;
    }
    // a face-down permanent is one of the two places: their library objects trade places
    const [mine, theirs] = [fromLibrary(f.object), fromLibrary(there)];
    const [a, b] = [libraryObject(mine), libraryObject(theirs)];
    put(theirs, a);
    put(mine, b);
    const now = 'slot' in theirs ? a : there;
    rename(now, card);
    placed.add(now);
  }
  return placed;
}

/**
 * The face-down permanents of `owner` that `player` may not look at: every one they do not control
 * (CR 708.5).
 */
function faceDownPermanents(state: ReadonlyGameState, owner: PlayerId, player: PlayerId): ObjectId[] {
  return [...state.battlefield, ...(state.phasedOut ?? [])].filter((id) => {
    const o = state.objects[id] as GameObject;
    return o.faceDown && o.owner === owner && characteristics(state, id).controller !== player;
  });
}

/** Whether an object's face was hidden: in a hidden zone, or face down (CR 708.5). */
function hiddenFace(o: GameObject): boolean {
  return HIDDEN_ZONES.has(o.zone) || o.faceDown;
}

/** Whether a card name is a land's (by its printed types). */
function isLand(name: string): boolean {
  return findDefinition(name)?.printed.types.includes('Land') === true;
}

/** Draws `count` names from `pool` without replacement, at random. */
function drawNames(rng: RngState, pool: readonly string[], count: number, seat: number): string[] {
  if (pool.length < count) throw new RulesError('malformed', `determinize: seat ${seat} has ${count} unseen cards but its pool holds ${pool.length}`);
  for (const name of pool) {
    if (!findDefinition(name)) throw new RulesError('malformed', `determinize: ${quoted(name)} is not a card the engine implements`);
  }
  const copy = pool.slice();
  shuffleInPlace(rng, copy);
  return copy.slice(0, count);
}

/**
 * Shuffles card names in place, from an order that tells nothing: sorted first, since the order they
 * were gathered in follows the real hidden places (which card is in the hand, which in the library),
 * and a sample must depend on the player's information and `rng` only.
 */
function deal(rng: RngState, names: string[]): void {
  names.sort();
  shuffleInPlace(rng, names);
}

/**
 * Deals anew the cards of one unrevealed order (see Timeline.unrevealedOrders) still at their known
 * places in `library` (a copy, changed in place) among those places: the names, sorted, are dealt at
 * random and each place takes an object of the name dealt to it, so that the sample tells nothing of
 * the order chosen (CR 401.4). The objects move, not their names: each came from a public object
 * whose card it stays (CR 400.7).
 */
function unrevealOrder(rng: RngState, objects: readonly GameObject[], library: ObjectId[], order: readonly ObjectId[], known: ReadonlyMap<ObjectId, Knowledge>): void {
  const there = order.filter((id) => known.get(id) === 'place' && library.includes(id));
  if (there.length < 2) return;
  const places = there.map((id) => library.indexOf(id)).sort((a, b) => a - b);
  const names = there.map((id) => (objects[id] as GameObject).card);
  deal(rng, names);
  const left = there.slice();
  places.forEach((place, i) => {
    const at = left.findIndex((id) => (objects[id] as GameObject).card === names[i]);
    library[place] = left.splice(at, 1)[0] as ObjectId;
  });
}

/**
 * The cost table of an Async Mental Magic game, whose unnamed cards get their mana costs from it at
 * random as they are made (AMM 2, 3); null for another format.
 */
function costTableOf(state: ReadonlyGameState): readonly CostSlot[] | null {
  return state.format === MENTAL_MAGIC_FORMAT ? (mmData(state).costTable as readonly CostSlot[]) : null;
}

/** Whether a player controls a face-up Worldknit, whose effect shows whether their card pool started the game in the game. */
function worldknitOf(state: ReadonlyGameState, q: PlayerId): boolean {
  return [...state.command, ...state.battlefield].some((id) => {
    const o = state.objects[id] as GameObject;
    return o.card === 'Worldknit' && !o.faceDown && o.controller === q;
  });
}

/**
 * Whether `q`'s card pool started the game in their library or command zone (Worldknit), as the
 * engine works it out at the start of the game, for the sideboard a sample has: what that sideboard
 * holds is hidden (CR 400.11a), and so is this when no Worldknit of theirs shows it.
 */
function poolInGameOf(state: ReadonlyGameState, objects: readonly GameObject[], q: PlayerId): boolean {
  const p = state.players[q] as ReadonlyGameState['players'][number];
  return p.sideboard.every((id) => p.draft === undefined && isBasicLand((objects[id] as GameObject).card)) && !exiledBeforeShuffle(state as GameState, q);
}

/** Samples states consistent with one player's information (see {@link determinize}). */
export type Determinizer = (rng: RngState, options?: DeterminizeOptions) => ReadonlyGameState;

/**
 * A sampler of states that `player` cannot tell from `state`: what the samples share (what the player
 * knows, the redacted log) is worked out once, each call deals the rest anew. See {@link determinize}.
 * A `state` that is no game state, or an `rng` given to the sampler that is no PRNG state, is a
 * RulesError `malformed`.
 */
export function determinizer(state: ReadonlyGameState, player: PlayerId): Determinizer {
  checkGameState(state, 'determinize');
  if (!isSeatOf(state, player)) throw new RulesError('malformed', `determinize: no player ${shown(player)} in this game of ${state.players.length}: a player is a seat from 0`);
  const previous = new Map<ObjectId, ObjectId>();
  for (const o of state.objects) if (o.movedTo !== null && o.movedTo >= 0) previous.set(o.movedTo, o.id);
  const timeline: Timeline = { lostAt: new Map(), leftLibraryAt: new Map(), enteredLibraryAt: new Map(), unrevealedOrders: [] };
  const known = knownFromLog(state, player, previous, timeline);
  keepCardsOncePublic(state, known, previous, timeline);
  const floating = floatingCards(state, player, known, previous, timeline);
  // the log as the player sees it: the real one names cards the player never saw
  const log = state.log.map((chunk) => chunk.map((e) => redactEvent(e, player)));
  return (rng, options = {}) => {
    checkRng(rng, 'determinize');
    return sample(state, player, known, floating, timeline, previous, log, rng, options);
  };
}

/**
 * A state that `player` cannot tell from `state`: their view of it equals their view of `state`
 * (see the module comment for what is kept and what is resampled). `rng` is advanced; the returned
 * state's PRNG is reseeded from it, so chance in the sampled game (draws, shuffles) differs from the
 * real one. The sample depends on the player's information and `rng` only: two states that differ
 * only in what the player cannot know (which hidden card is where, which cards another player holds
 * unseen, a face-down conspiracy of another player, the game's PRNG) give the same sample for the
 * same `rng`, but for the cards kept as the module comment says. `state` is not
 * changed. Throws a RulesError for a seat out of range or a bad `unseen`, and `malformed` for a
 * `state` that is no game state or an `rng` that is no PRNG state (four whole numbers, see `seedRng`).
 * To sample many states from one, {@link determinizer} does the common work once.
 */
export function determinize(state: ReadonlyGameState, player: PlayerId, rng: RngState, options: DeterminizeOptions = {}): ReadonlyGameState {
  return determinizer(state, player)(rng, options);
}

function sample(
  state: ReadonlyGameState,
  player: PlayerId,
  known: ReadonlyMap<ObjectId, Knowledge>,
  floating: readonly Floating[],
  timeline: Timeline,
  previous: ReadonlyMap<ObjectId, ObjectId>,
  log: ReadonlyGameState['log'],
  rng: RngState,
  options: DeterminizeOptions,
): ReadonlyGameState {
  const objects = state.objects.slice();
  // the earlier object of each object in this sample: `previous`, but where `placeFloating` relinks them
  const relinked = new Map<ObjectId, ObjectId | undefined>();
  const links: Links = { get: (id) => (relinked.has(id) ? relinked.get(id) : previous.get(id)), set: (id, before) => void relinked.set(id, before) };
  // a card keeps its name along the objects it was (CR 400.7): the earlier objects it was in hidden
  // zones or face down take the new name too, or their slots would tell the real one
  const rename = (id: ObjectId, card: string, chosen?: { chosenNames: string[] | undefined; chosenNumber: number | undefined }): void => {
    const { chosenNames: _n, chosenNumber: _c, ...o } = objects[id] as GameObject;
    objects[id] = { ...o, card, ...(chosen?.chosenNames ? { chosenNames: chosen.chosenNames } : {}), ...(chosen?.chosenNumber !== undefined ? { chosenNumber: chosen.chosenNumber } : {}) };
    for (let before = links.get(id); before !== undefined && hiddenFace(objects[before] as GameObject); before = links.get(before)) {
      objects[before] = { ...(objects[before] as GameObject), card };
    }
  };
  // another player's draft record holds no more than the player's view of it: the cards removed from
  // the draft face down are counted, not named (CR 905.1c)
  const players = state.players.map((p) => ({ ...p, hand: p.hand.slice(), library: p.library.slice(), ...(p.draft === undefined ? {} : { draft: draftRecordView(p.draft, p.id === player) }) }));

  const table = costTableOf(state);
  for (const real of state.players) {
    const q = real.id;
    const owner = players[q] as (typeof players)[number];
    // the owner's face-down permanents the player may not look at (CR 708.5: Magic Tech's deployed
    // cards, MT 4.1)
    const hiddenFaceDown = q === player ? [] : faceDownPermanents(state, q, player);
    // a card known to be in the library but not where, or drawn from it since (and deployed face
    // down since), is put at any of its possible places (CR 701.24a, 121.1)
    const placed = placeFloating(rng, objects, owner, hiddenFaceDown, floating.filter((f) => f.owner === q), known, timeline, q === player, links, rename);
    // the hand and library: cards the player doesn't know are drawn again for the free places
    // in Async Mental Magic a card without a card ID (one from outside the game) is never an
    // unnamed card, and which hidden cards have IDs is public (AMM 1): those are dealt among themselves
    const outside = table === null ? [] : [...(q === player ? [] : owner.hand), ...owner.library].filter((id) => !known.has(id) && !placed.has(id) && cardIdOf(state, id) === null);
    const handFree = q === player ? [] : owner.hand.filter((id) => !known.has(id) && !placed.has(id) && !outside.includes(id));
    const libraryFree = owner.library.filter((id) => known.get(id) !== 'place' && !placed.has(id) && !outside.includes(id));
    // the player's own are the cards they know; another player's are basic lands of their sideboard
    // (AMM 2c: a search finds the sideboard's basic lands), which one hidden from the player
    const outsideNames = q === player ? outside.map((id) => (state.objects[id] as GameObject).card) : outside.map(() => SIDEBOARD_LANDS[nextUint32(rng) % SIDEBOARD_LANDS.length] as string);
    if (q === player) deal(rng, outsideNames);
    outside.forEach((id, i) => rename(id, outsideNames[i] as string));
    // and the owner's face-down permanents the player may not look at
    const faceDown = hiddenFaceDown.filter((id) => !known.has(id) && !placed.has(id));
    const unknown = [...faceDown, ...handFree, ...libraryFree];
    const pool = options.unseen?.[q];
    // the player's own unseen cards are the rest of the deck they know; another player's are drawn
    // from what the player may take them to be (their real deck is hidden: `unseen-cards`), a face-down
    // one no land (MT 4.6: a land is deployed face up)
    const guessed = !pool && table === null && q !== player;
    const names = pool
      ? drawNames(rng, pool, unknown.length, q)
      : guessed
        ? unknown.map((id) => (faceDown.includes(id) ? unseenNonland(rng) : unseenDeckCard(rng)))
        : unknown.map((id) => (state.objects[id] as GameObject).card);
    if (!guessed) deal(rng, names);
    // an unnamed card's cost was drawn from the public cost table and is hidden (AMM 3): an unseen
    // one is drawn again from the table, not dealt from its owner's real costs
    if (table && !pool) {
      for (let i = 0; i < names.length; i++) if (unnamedCost(names[i] as string) !== null) names[i] = UNNAMED_PREFIX + drawCost(rng, table);
    }
    // a land is never face down (MT 4.6: it is deployed face up): each face-down permanent takes the
    // first name dealt that is no land
    for (const id of faceDown) {
      const at = names.findIndex((name) => !isLand(name));
      if (at < 0) throw new RulesError('malformed', `determinize: seat ${q} has a face-down permanent but its unseen cards hold no card that is not a land`);
      rename(id, names.splice(at, 1)[0] as string);
    }
    const toHand = names.slice(0, handFree.length);
    const toLibrary = names.slice(handFree.length);
    deal(rng, toLibrary);
    handFree.forEach((id, i) => rename(id, toHand[i] as string));
    libraryFree.forEach((id, i) => rename(id, toLibrary[i] as string));
    if (q === player) continue;
    for (const order of timeline.unrevealedOrders) unrevealOrder(rng, objects, owner.library, order, known);
    // another player's sideboard (CR 400.11a: what it holds is theirs alone): any cards
    for (const id of owner.sideboard) if (!known.has(id)) rename(id, unseenSideboardCard(rng));
  }

  // the conspiracy another player is choosing names for, if any, and how many its card dealt takes
  const choosing = state.conspiracyDraft?.choosing;
  const beingNamed = choosing && choosing.names > 0 && (state.objects[choosing.object] as GameObject).controller !== player ? choosing.object : null;
  let namesToChoose = choosing?.names ?? 0;
  // other players' face-down conspiracies: which is which, and what was chosen for each (CR 315.7);
  // any of the owner's hidden-agenda conspiracies may be one, those they left in the sideboard too
  // (CR 702.106a: they chose which to put into the command zone, unseen)
  for (const owner of state.players) {
    if (owner.id === player) continue;
    const hidden = state.command.filter((id) => {
      const o = state.objects[id] as GameObject;
      return o.faceDown && o.controller === owner.id && !known.has(id);
    });
    if (hidden.length === 0) continue;
    // the names chosen are of the owner's cards as this sample has them (CR 702.106a: "a card name"),
    // each card as its object now: an earlier object (CR 400.7) of a face-down conspiracy, in the
    // sideboard it came from, still holds the real card's name until it is renamed below
    const nameable = [...new Set(objects.filter((o) => o.owner === owner.id && o.kind === 'card' && o.zone !== 'command' && o.movedTo === null).map((o) => o.card))].sort();
    hidden.forEach((id) => {
      const card = unseenAgendaConspiracy(rng);
      const def = findDefinition(card);
      const pick = <T>(from: readonly T[]): T => from[nextUint32(rng) % from.length] as T;
      const names = def?.conspiracy?.agenda ?? 0;
      const numbers = def?.conspiracy?.chooseNumber ?? [];
      // the conspiracy whose names are being chosen now has none yet: it waits for as many as the
      // card dealt has (CR 702.106a, 702.106f), which the player cannot tell from the real one's
      if (id === beingNamed) {
        rename(id, card);
        namesToChoose = names;
        return;
      }
      // a double agenda's names are different (CR 702.106f)
      const chosen: string[] = [];
      for (const candidates = nameable.slice(); chosen.length < names && candidates.length > 0;) chosen.push(candidates.splice(nextUint32(rng) % candidates.length, 1)[0] as string);
      rename(id, card, {
        chosenNames: chosen.length === names && names > 0 ? chosen : undefined,
        chosenNumber: numbers.length > 0 ? pick(numbers) : undefined,
      });
    });
  }
  const draft = state.conspiracyDraft;
  const conspiracyDraft = draft && {
    ...draft,
    ...(draft.choosing && beingNamed !== null ? { choosing: { ...draft.choosing, names: namesToChoose } } : {}),
    poolInGame: draft.poolInGame.map((inGame, q) => (q === player || !draft.done.every(Boolean) || worldknitOf(state, q) ? inGame : poolInGameOf(state, objects, q))),
  };
  return { ...state, objects, players, log, rng: seedRng(nextUint32(rng)), ...(conspiracyDraft ? { conspiracyDraft } : {}) };
}
