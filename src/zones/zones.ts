/**
 * Zones (CR 400–408) and moving objects between them. An object that moves from one zone to
 * another becomes a new object with no memory of its previous existence (CR 400.7); its old slot
 * keeps the last known information and points to the new object.
 *
 * @module
 */
import { moduleWith } from '../engine/format.js';
import { emit } from '../engine/log.js';
import { changeRecordOf, type Characteristics } from '../engine/characteristics.js';
import { lastKnownOf } from './last-known.js';
import { mutableObject } from '../engine/working-copy.js';
import { fireTriggers } from '../engine/triggers.js';
import { drawsAllowed } from '../engine/draw-limit.js';
import { removeLeavingFromCombat } from '../engine/removed-from-combat.js';
import { shuffleInPlace } from '../state/rng.js';
import type { GameObject, GameState, ObjectId, ObjectKind, PlayerId, ZoneName } from '../state/types.js';

/** `movedTo` of an object that ceased to exist rather than moving (CR 704.5d, 800.4a). */
export const CEASED = -1;

/** Zones whose contents other players may not see (CR 400.2). */
export const HIDDEN_ZONES: ReadonlySet<ZoneName> = new Set(['library', 'hand', 'sideboard']);

/**
 * Records that the battlefield or the command zone of a state holds other objects now, or that one
 * of their objects is now another card (renamed, or become a copy): data kept for what those zones
 * hold is found again after it (see `zoneContentsGeneration`). Moving, creating and removing objects
 * record it themselves.
 */
export function zoneContentsChanged(state: GameState): void {
  const record = changeRecordOf(state);
  if (record !== null) record.zoneContents++;
}

/** Whether objects coming to or leaving a zone change what {@link zoneContentsChanged} records. */
function counted(zone: ZoneName): boolean {
  return zone === 'battlefield' || zone === 'command';
}

/** The list of object ids that a zone of a player (or a shared zone) holds. */
export function zoneList(state: GameState, zone: ZoneName, player: PlayerId): ObjectId[] {
  switch (zone) {
    case 'battlefield': return state.battlefield;
    case 'stack': return state.stack;
    case 'exile': return state.exile;
    case 'command': return state.command;
    case 'library': return (state.players[player] ?? fail(player)).library;
    case 'hand': return (state.players[player] ?? fail(player)).hand;
    case 'graveyard': return (state.players[player] ?? fail(player)).graveyard;
    case 'sideboard': return (state.players[player] ?? fail(player)).sideboard;
  }
}

function fail(player: PlayerId): never {
  throw new Error(`no player ${player}`);
}

/** The object with this id; throws if there is none. */
export function obj(state: GameState, id: ObjectId): GameObject {
  const o = state.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  return o;
}

/**
 * The card name an event every player sees may give an object: none for a face-down one, whose face
 * only its controller may look at (CR 708.5; a face-down conspiracy, CR 315.7).
 */
export function publicCardName(state: GameState, id: ObjectId): string | undefined {
  const o = state.objects[id];
  return o === undefined || o.faceDown ? undefined : o.card;
}

/** Whether the object still exists as itself in the zone it names (it has not moved since). */
export function isCurrent(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  return o !== undefined && o.movedTo === null;
}

/** Whether the object is a permanent on the battlefield now. */
export function onBattlefield(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  return o !== undefined && o.zone === 'battlefield' && o.movedTo === null && o.phasedOut === undefined; // CR 702.26b
}

/**
 * The spell that became the permanent `id` as it resolved (CR 608.3), whose information the permanent
 * may read (CR 400.7d: its X, 107.3m; how many times it was kicked, 702.33d) and whose damage the
 * permanent's is (CR 609.7a: a permanent spell chosen as a source). Undefined for a permanent that no
 * spell became: one put onto the battlefield by an effect, even a countered spell put there instead of
 * into a graveyard (Desertion), which did not resolve (its `castFrom` is cleared as it moves).
 */
export function spellThatBecame(state: GameState, id: ObjectId): GameObject | undefined {
  const was = state.objects.find((o) => o.movedTo === id);
  return was !== undefined && was.zone === 'stack' && was.castFrom !== null ? was : undefined;
}

/** Creates a new object in a zone and returns its id. */
export function createObject(
  state: GameState,
  fields: { kind: ObjectKind; card: string; owner: PlayerId; controller?: PlayerId; zone: ZoneName; faceDown?: boolean },
  position: 'top' | 'bottom' = 'top',
): ObjectId {
  const id = state.objects.length;
  const o: GameObject = {
    id,
    kind: fields.kind,
    card: fields.card,
    owner: fields.owner,
    controller: fields.controller ?? fields.owner,
    zone: fields.zone,
    tapped: false,
    faceDown: fields.faceDown ?? false,
    damage: 0,
    deathtouched: false,
    counters: {},
    sick: fields.zone === 'battlefield',
    timestamp: state.nextTimestamp++,
    attachedTo: null,
    movedTo: null,
    castFrom: null,
    targets: [],
    modes: [],
    x: 0,
    ability: -1,
    source: null,
    trigger: null,
  };
  state.objects.push(o);
  if (counted(fields.zone)) zoneContentsChanged(state);
  const list = zoneList(state, fields.zone, fields.owner);
  if (position === 'top' || fields.zone !== 'library') {
    if (fields.zone === 'library') list.unshift(id);
    else list.push(id);
  } else list.push(id);
  return id;
}

/** Options for {@link moveObject}. */
export interface MoveOptions {
  /** For a library: top (default) or bottom. */
  position?: 'top' | 'bottom';
  /** For the battlefield: enters tapped. */
  tapped?: boolean;
  /** For the battlefield or the stack: the controller (default: the owner). */
  controller?: PlayerId;
  /** The rule that moves it, for the log. */
  rule: string;
  /** Face down in the new zone. */
  faceDown?: boolean;
}

/**
 * Moves an object to a zone of its owner (or a shared zone). The object becomes a new object
 * (CR 400.7); returns the new id. Cards go to their owner's library, hand or graveyard (CR 400.3).
 * Auras and Equipment attached to a permanent that leaves stay pointed at it until state-based
 * actions put them away or unattach them (CR 704.5m–n), so that "whenever enchanted creature dies"
 * sees what they were attached to (CR 603.10a). A permanent that leaves keeps its last known
 * information in its old slot (`lastKnown`, CR 608.2h) and is removed from combat (CR 506.4).
 */
export function moveObject(state: GameState, id: ObjectId, to: ZoneName, opts: MoveOptions): ObjectId {
  const lastKnown = leaving(state, id);
  const o = mutableObject(state, id);
  const from = o.zone;
  if (counted(from)) zoneContentsChanged(state);
  const fromList = zoneList(state, from, o.owner);
  const at = fromList.indexOf(id);
  if (at >= 0) fromList.splice(at, 1);
  const newId = createObject(
    state,
    {
      kind: o.kind,
      card: o.card,
      owner: o.owner,
      controller: opts.controller ?? o.owner,
      zone: to,
      faceDown: opts.faceDown ?? false,
    },
    opts.position ?? 'top',
  );
  if (opts.tapped) mutableObject(state, newId).tapped = true;
  if (from === 'battlefield' && to === 'graveyard' && o.kind === 'card') mutableObject(state, newId).fromBattlefieldTurn = state.turn.number;
  o.movedTo = newId;
  if (lastKnown !== undefined) o.lastKnown = lastKnown;
  if (o.kind === 'token' && to !== 'battlefield') state.tokensAway++;
  // CR 708.9: a face-down permanent that leaves the battlefield is revealed to every player as it moves
  // (a card deployed face down in Magic Tech returned to its owner's hand); one that goes to a public
  // zone is named by its zoneChange anyway (a card turned face up to be cast, MT 4.4)
  if (from === 'battlefield' && o.faceDown && (to === 'hand' || to === 'library')) emit(state, { type: 'reveal', rule: '708.9', player: o.owner, object: id, card: o.card, detail: 'as it leaves the battlefield face down' });
  // what a viewer may see of this event is decided by the view from the two zones (CR 400.2); a
  // card that arrives face down is not named (CR 708.2)
  emit(state, { type: 'zoneChange', rule: opts.rule, object: id, to: newId, player: o.owner, from, zone: to, ...(opts.faceDown ? {} : { card: o.card }) });
  // the bottom of an inexhaustible library is under the cards that never run out (RuleModule.underLibrary)
  if (to === 'library' && opts.position === 'bottom') moduleWith(state.format, 'underLibrary')?.underLibrary(state, newId);
  return newId;
}

/**
 * Puts cards of a player's library on its bottom in this order, the first one highest (CR 401.4: an
 * effect that looked at them, Muzzio, Lead the Stampede). They stay the same objects, as they don't
 * change zones. The bottom of an inexhaustible library is under the cards that never run out
 * (RuleModule.underLibrary).
 */
export function putOnBottomOfLibrary(state: GameState, player: PlayerId, order: readonly ObjectId[]): void {
  const p = state.players[player] ?? fail(player);
  p.library = [...p.library.filter((id) => !order.includes(id)), ...order];
  const under = moduleWith(state.format, 'underLibrary');
  if (under) for (const id of order) under.underLibrary(state, id);
}

/**
 * Arranges cards of a player's library at its bottom in this order, the first one highest: the order
 * their owner chose for cards put there together (CR 401.4), applied after they moved in an order
 * that tells nothing, since "that library's owner doesn't reveal the order in which the cards go into
 * the library". Those no longer in the library (a card ceased under an inexhaustible library) are
 * skipped. With two cards or more, a `bottomOrder` event records the order for the owner alone
 * (`visibleTo`): the others see only that the owner ordered that many cards, which they knew.
 */
export function arrangeLibraryBottom(state: GameState, player: PlayerId, order: readonly ObjectId[]): void {
  const p = state.players[player] ?? fail(player);
  const there = order.filter((id) => p.library.includes(id));
  p.library = [...p.library.filter((id) => !there.includes(id)), ...there];
  if (there.length < 2) return;
  const names = there.map((id) => (state.objects[id] as GameObject).card);
  emit(state, { type: 'bottomOrder', rule: '401.4', player, amount: there.length, detail: names.join(' / '), visibleTo: [player] });
}

/**
 * Removes an object from the game entirely: a token off the battlefield (CR 704.5d), an ability that
 * left the stack, objects of a player who left the game (CR 800.4a). A permanent that ceases to exist
 * keeps its last known information and is removed from combat, as one that moves (`moveObject`).
 */
export function ceaseToExist(state: GameState, id: ObjectId): void {
  const lastKnown = leaving(state, id);
  const o = mutableObject(state, id);
  state.nextTimestamp++; // zone contents changed: caches keyed on the timestamp see it
  o.movedTo = CEASED;
  if (lastKnown !== undefined) o.lastKnown = lastKnown;
  if (counted(o.zone)) zoneContentsChanged(state);
  const list = zoneList(state, o.zone, o.owner);
  const at = list.indexOf(id);
  if (at >= 0) list.splice(at, 1);
}

/**
 * What happens to an object about to leave its zone, the one place every permanent leaving the
 * battlefield goes through: its last known information is read, its characteristics as it last exists
 * on the battlefield — attacking or blocking still (CR 608.2h, 113.7a) — and then it is removed from
 * combat (CR 506.4). Returns that information; undefined for an object elsewhere.
 */
function leaving(state: GameState, id: ObjectId): Characteristics | undefined {
  if (obj(state, id).zone !== 'battlefield') return undefined;
  const lastKnown = lastKnownOf(state, id) as Characteristics;
  removeLeavingFromCombat(state, id);
  return lastKnown;
}

/** Shuffles a player's library (CR 701.24). */
export function shuffleLibrary(state: GameState, player: PlayerId): void {
  const p = state.players[player] ?? fail(player);
  shuffleInPlace(state.rng, p.library);
  emit(state, { type: 'shuffle', rule: '701.24', player });
  // an inexhaustible library's cards are lost among its endless ones (RuleModule.libraryShuffled)
  moduleWith(state.format, 'libraryShuffled')?.libraryShuffled(state, player);
}

/**
 * `player` looks at cards of a library (CR 401.5 and the effect's own rule): a `look` event per card,
 * naming it for that player only. The event also holds the card's object, which no view shows (a
 * library card's id is never shown, CR 401.2) but which lets a player's information (determinization)
 * keep the card at its place until the library is shuffled.
 */
export function lookAtCards(state: GameState, player: PlayerId, cards: readonly ObjectId[], rule: string): void {
  for (const id of cards) {
    const o = state.objects[id];
    if (o) emit(state, { type: 'look', rule, player, object: id, card: o.card, visibleTo: [player] });
  }
}

/**
 * The top `n` cards of a player's library, top first, for an effect that looks at, reveals or moves
 * them: an inexhaustible library (RuleModule.refillLibrary) that holds fewer gets new cards under
 * those it holds first. Fewer than `n` if the library runs out.
 */
export function topCardsOfLibrary(state: GameState, player: PlayerId, n: number): ObjectId[] {
  const p = state.players[player] ?? fail(player);
  const refill = p.library.length < n ? moduleWith(state.format, 'refillLibrary') : undefined;
  while (refill && p.library.length < n) {
    const had = p.library.length;
    refill.refillLibrary(state, player);
    if (p.library.length === had) break;
  }
  return p.library.slice(0, Math.max(0, n));
}

/**
 * The top card of a player's library, for an effect that looks at it: an empty inexhaustible library
 * (RuleModule.refillLibrary) is refilled first. Undefined if the library stays empty.
 */
export function topOfLibrary(state: GameState, player: PlayerId): ObjectId | undefined {
  return topCardsOfLibrary(state, player, 1)[0];
}

/**
 * The bottom card of a player's library, for an effect that takes it (Grenzo, Dungeon Warden). An
 * inexhaustible library (RuleModule.refillLibrary) goes on without end under the cards it holds, so
 * its bottom card is never one of those but a new card put under them first (AMM 2). Undefined if
 * the library is empty.
 */
export function bottomOfLibrary(state: GameState, player: PlayerId): ObjectId | undefined {
  const p = state.players[player] ?? fail(player);
  moduleWith(state.format, 'refillLibrary')?.refillLibrary(state, player);
  return p.library[p.library.length - 1];
}

/**
 * The cards a search of a player's library for up to `upTo` cards looks through (CR 701.23): the
 * library, or what the format has searched instead (RuleModule.searchedCards: Async Mental Magic's
 * sideboard of basic lands).
 */
export function cardsSearched(state: GameState, player: PlayerId, upTo = 1): readonly ObjectId[] {
  const p = state.players[player] ?? fail(player);
  return moduleWith(state.format, 'searchedCards')?.searchedCards(state, player, upTo) ?? p.library;
}

/**
 * A player draws cards one at a time (CR 121.2). Drawing from an empty library is remembered for
 * the state-based action of CR 704.5b. A player who left the game draws nothing: their library left
 * with them (CR 800.4a), and an effect that tells them to draw (Kami of the Crescent Moon in their
 * draw step, which goes on without them, 800.4j) does nothing. Returns the new ids in hand.
 */
export function drawCards(state: GameState, player: PlayerId, count: number): ObjectId[] {
  const p = state.players[player] ?? fail(player);
  const drawn: ObjectId[] = [];
  if (!p.inGame) return drawn;
  for (let i = 0; i < count; i++) {
    // CR 101.2: a draw an effect says can't happen doesn't (Leovold, Emissary of Trest)
    if (drawsAllowed(state, player) <= 0) {
      emit(state, { type: 'drawForbidden', rule: '101.2', player });
      continue;
    }
    // an inexhaustible library (RuleModule.refillLibrary) is refilled before it is drawn from
    if (p.library.length === 0) moduleWith(state.format, 'refillLibrary')?.refillLibrary(state, player);
    const top = p.library[0];
    if (top === undefined) {
      p.drewFromEmpty = true;
      emit(state, { type: 'drawFromEmpty', rule: '704.5b', player });
      continue;
    }
    const id = moveDrawn(state, top, player);
    drawn.push(id);
  }
  return drawn;
}

function moveDrawn(state: GameState, top: ObjectId, player: PlayerId): ObjectId {
  const p = state.players[player] as (typeof state.players)[number];
  p.library.shift();
  const o = mutableObject(state, top);
  const id = createObject(state, { kind: o.kind, card: o.card, owner: o.owner, zone: 'hand' });
  o.movedTo = id;
  state.history.cardsDrawn[player] = (state.history.cardsDrawn[player] ?? 0) + 1;
  emit(state, { type: 'draw', rule: '121.1', player, object: id, card: o.card, visibleTo: [player] });
  // "whenever you draw a card" triggers once for each card drawn
  fireTriggers(state, { event: 'draws', object: null, player, amount: 1 });
  return id;
}

/** A player mills cards: the top cards of their library go to their graveyard (CR 701.17). */
export function millCards(state: GameState, player: PlayerId, count: number): ObjectId[] {
  const out: ObjectId[] = [];
  for (let i = 0; i < count; i++) {
    // an inexhaustible library (RuleModule.refillLibrary) is refilled as it is milled
    const top = topOfLibrary(state, player);
    if (top === undefined) break;
    out.push(moveObject(state, top, 'graveyard', { rule: '701.17' }));
  }
  return out;
}

/**
 * Reveals cards to every player (CR 701.20): the log names them publicly. Each event keeps the
 * revealed object for the engine only (determinization follows a revealed card to where the effect
 * puts it, 701.20a); no view shows it (`redactEvent`).
 */
export function revealCards(state: GameState, player: PlayerId, ids: readonly ObjectId[]): void {
  // the name becomes public, not the id: a hidden card's id would let others trace it later (CR 400.2)
  for (const id of ids) emit(state, { type: 'reveal', rule: '701.20', player, object: id, card: obj(state, id).card });
}
