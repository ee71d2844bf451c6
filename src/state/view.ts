/**
 * Views: what one player may see (DESIGN principle 9, CR 400.2). Another player's hand and every
 * library are counts only; ids of hidden cards never appear, not even in the log. A spectator, who
 * is not in the game, sees what every player may see and nothing more.
 *
 * @module
 */
import { checkGameState } from '../engine/arguments.js';
import { characteristics } from '../engine/characteristics.js';
import { RulesError } from '../engine/errors.js';
import { isSeatOf } from '../engine/players.js';
import { cachedLegalActions } from '../engine/game.js';
import { logLength, logOf } from '../engine/log.js';
import { moduleWith } from '../engine/format.js';
import { plainCopy, plainState } from './plain-state.js';
import type { Action } from '../engine/actions.js';
import type { Color, ManaPool } from '../engine/mana.js';
import { LOG_CHUNK, type CombatState, type Counters, type DeepReadonly, type ReadonlyGameEvent, type Decision, type GameEvent, type GameResult, type GameState, type ObjectId, type PendingTrigger, type PlayerId, type ReadonlyGameState, type Ref, type TurnState, type ZoneName } from './types.js';
import { applyLogDelta } from './log-delta.js';
import type { DraftRecord } from './draft-record.js';
import { shown } from '../engine/json-schema.js';

/**
 * Who looks at a game: a player by seat, or `'spectator'`, someone not in the game who sees only
 * public information (what every player may see).
 */
export type Viewer = PlayerId | 'spectator';

/** What a player sees of one object. */
export interface ObjectView {
  /** The object's id. */
  id: ObjectId;
  /** The card name; empty for a face-down object the viewer may not look at (CR 708.5). */
  card: string;
  /** Owner. */
  owner: PlayerId;
  /** Controller now. */
  controller: PlayerId;
  /** Tapped. */
  tapped: boolean;
  /** Face down. */
  faceDown: boolean;
  /** Damage marked. */
  damage: number;
  /** Counters. */
  counters: Counters;
  /**
   * Its name now (CR 201): a copy's is the copied object's (707.2); empty for a face-down object
   * (708.2) and for one the viewer may not look at. `card` stays the card it is.
   */
  name: string;
  /** Colors now (CR 105, after continuous effects). */
  colors: Color[];
  /** Supertypes now (CR 205.4). */
  supertypes: string[];
  /** Card types now (after continuous effects). */
  types: string[];
  /** Subtypes now (CR 205.3): creature types, a copy's, those an effect adds. */
  subtypes: string[];
  /** Power now, or null. */
  power: number | null;
  /** Toughness now, or null. */
  toughness: number | null;
  /** Keywords now. */
  keywords: string[];
  /** What it is attached to. */
  attachedTo: Ref | null;
  /** For spells and abilities on the stack: targets. */
  targets: Ref[];
  /** Whether it hasn't been under its controller's control continuously since their most recent turn began (CR 302.6). */
  sick: boolean;
  /** For an inherent triggered ability of a rule on the stack (CR 725.2): the rule's number. */
  rule?: string;
  /** The card names chosen for a conspiracy (CR 702.106a), when the viewer may see them (CR 315.7). */
  chosenNames?: string[];
  /** A number chosen for a conspiracy (Emissary's Ploy). */
  chosenNumber?: number;
  /** The permanent is monstrous (CR 701.37b), a public designation. */
  monstrous?: true;
  /**
   * The players who goaded the permanent and whose next turn has not yet begun (CR 701.15a–c), a
   * public designation: until then it attacks each combat if able, and a player other than each of
   * them if able. Absent while it is not goaded.
   */
  goadedBy?: PlayerId[];
  /**
   * For an ability on the stack whose X is the mana value of a card chosen as it was activated
   * (Caller of the Untamed, CR 107.3c): that card, an exiled card every player sees (CR 406.3).
   */
  chosenCard?: ObjectId;
}

/** What a player sees of a player. */
export interface PlayerPublicView {
  /** Seat. */
  id: PlayerId;
  /** Name. */
  name: string;
  /** Life total. */
  life: number;
  /** Player counters (poison). */
  counters: Counters;
  /** Cards in hand. */
  handCount: number;
  /** Cards in library. */
  libraryCount: number;
  /**
   * Cards in the sideboard, outside the game (CR 400.11a): what it holds is the owner's alone (CR
   * 100.4), how many cards it holds is not (Magic Tournament Rules 3.16: an opponent may count them).
   */
  sideboardCount: number;
  /** The graveyard (public, CR 404.2). */
  graveyard: ObjectView[];
  /** Mana in the pool. */
  pool: ManaPool;
  /** Still in the game. */
  inGame: boolean;
  /** How they left. */
  outcome: 'won' | 'lost' | 'draw' | null;
  /** The hand, for the viewer only (never in a spectator's view). */
  hand?: ObjectView[];
  /** The sideboard, for the viewer only. */
  sideboard?: ObjectView[];
  /**
   * What the player brings from a Conspiracy draft, when the game follows one: the information noted
   * for their cards, which every player may look at (CR 905.2b), and the cards they removed from the
   * draft — those removed face down (Cogwork Grinder) named for the player alone, `card` empty for
   * everyone else (CR 905.1c).
   */
  draft?: DraftRecord;
}

/** A player's (or a spectator's) view of the game. */
export interface GameView {
  /** Who looks: a seat, or `'spectator'`. */
  viewer: Viewer;
  /** The format. */
  format: string;
  /** The turn. */
  turn: TurnState;
  /** Players. */
  players: PlayerPublicView[];
  /** The battlefield. */
  battlefield: ObjectView[];
  /** Phased-out permanents, on the battlefield but treated as though they don't exist (CR 702.26b). */
  phasedOut: ObjectView[];
  /** The stack, bottom first. */
  stack: ObjectView[];
  /** Exile. */
  exile: ObjectView[];
  /** The command zone. */
  command: ObjectView[];
  /** The combat. */
  combat: CombatState | null;
  /** The monarch (CR 725.1), a public designation; null while there is none. */
  monarch: PlayerId | null;
  /**
   * The players who will take the extra turns still to come, the next first (CR 500.7): public. A
   * player who left the game is not listed: they take no extra turn (CR 800.4k).
   */
  extraTurns: PlayerId[];
  /** The legendary permanents the legend rule's earlier answers put aside, going with its last answer (CR 704.3, 704.5j): public. */
  legendRuleLosers: ObjectId[];
  /** The decision: in full for the deciding player, only its kind and player for the others and spectators. */
  decision: Decision | { kind: Decision['kind']; player: PlayerId } | null;
  /**
   * The objects the viewer is choosing among, when their decision is a choice (CR 701.23: a player
   * searching their library sees the cards they may find), or the cards of their own deck their legal
   * actions name before the shuffle (CR 701.20: Arcane Savant revealed from the deck, and cards
   * exiled with it), whose ids those actions hold; empty otherwise. Cards of another player's hand
   * are not among them: the decision offers those by name.
   */
  choiceObjects: ObjectView[];
  /**
   * While the viewer searches their library (or what a format searches instead), every card of it,
   * which they look at (CR 701.23a), by id — not in the library's order; empty otherwise.
   */
  searching: ObjectView[];
  /** The viewer's legal actions, when the viewer decides. */
  legalActions: Action[];
  /** Triggered abilities waiting for the stack. */
  pendingTriggers: PendingTrigger[];
  /**
   * The log, with what the viewer may not see removed: whole, or for a view asked `since` a log
   * position, only the events after it (see {@link ViewOptions.since}). The list is the view's own;
   * an event with nothing to hide is the state's own event, read-only.
   */
  log: ReadonlyGameEvent[];
  /**
   * For a view asked `since` a position (a delta): that position, the index in the whole log of
   * `log[0]`. Absent from a view with the whole log.
   */
  logFrom?: number;
  /** The result. */
  result: GameResult | null;
  /**
   * What the format's own rules keep (`GameState.formatData`), which is public (Magic Tech's posts,
   * deployments and mission); absent when the format keeps nothing.
   */
  formatData?: Record<string, unknown>;
}

/**
 * A view read-only at every depth, for a client that keeps views in an immutable store; the
 * describe functions take it as they take a {@link GameView}.
 */
export type ReadonlyGameView = DeepReadonly<GameView>;

/** Options of {@link view}. */
export interface ViewOptions {
  /**
   * A log position the client already has (the length of the log of a view it holds): the view then
   * carries only the events after it, with `logFrom` set to it, and the rest of the view whole, so a
   * server sends small messages. {@link applyViewDelta} rebuilds the full view. An integer from 0 to
   * the length of the log, else a {@link RulesError}.
   */
  since?: number;
}

const HIDDEN_TO_OWNER_TOO: ReadonlySet<ZoneName> = new Set(['library']);
const PRIVATE: ReadonlySet<ZoneName> = new Set(['hand', 'sideboard']);

function zoneVisible(zone: ZoneName | undefined, owner: PlayerId | undefined, viewer: Viewer): boolean {
  if (zone === undefined) return true;
  if (HIDDEN_TO_OWNER_TOO.has(zone)) return false;
  if (PRIVATE.has(zone)) return owner === viewer;
  return true;
}

/**
 * Removes from an event what the viewer (a seat, or `'spectator'`: what no player alone may see) may
 * not see. An event with nothing to hide is returned itself: one read from a state's log stays read-only.
 */
export function redactEvent(e: GameEvent, viewer: Viewer): GameEvent;
export function redactEvent(e: ReadonlyGameEvent, viewer: Viewer): ReadonlyGameEvent;
export function redactEvent(given: ReadonlyGameEvent, viewer: Viewer): ReadonlyGameEvent {
  if (typeof given !== 'object' || given === null) throw new RulesError('malformed', `an event is an object, not ${shown(given)}`);
  // read only: what is taken out is left out of a new event
  const e = given as GameEvent;
  if (e.type === 'zoneChange') {
    const fromOk = zoneVisible(e.from, e.player, viewer);
    const toOk = zoneVisible(e.zone, e.player, viewer);
    const cardOk = fromOk || toOk || (e.player === viewer && (PRIVATE.has(e.from as ZoneName) || PRIVATE.has(e.zone as ZoneName)));
    if (fromOk && toOk && cardOk) return e;
    const { object, to, card, ...rest } = e;
    return { ...rest, ...(fromOk ? { object } : {}), ...(toOk ? { to } : {}), ...(cardOk ? { card } : {}) };
  }
  if ((e.type === 'look' || (e.type === 'reveal' && e.rule === '701.20')) && e.object !== undefined) {
    // the card looked at is named to its viewer, and a card revealed from a hidden zone to everyone,
    // but the object is never shown: its id would let players trace it once it is hidden again (CR
    // 400.2, 401.2, 701.20a); the rest is redacted as any event is
    const { object, ...rest } = e;
    void object;
    return redactEvent(rest, viewer);
  }
  if (e.visibleTo && (viewer === 'spectator' || !e.visibleTo.includes(viewer))) {
    const { object, to, card, detail, visibleTo, ...rest } = e;
    void object; void to; void card; void detail; void visibleTo;
    return rest;
  }
  return e;
}

/**
 * Whether a viewer may look at a face-down object: its controller only (CR 708.5), and everyone once
 * the game is over, when face-down permanents, spells and conspiracies are revealed (CR 708.9,
 * 702.106e). A face-up object may be looked at.
 */
function mayLookFaceDown(state: GameState, id: ObjectId, viewer: Viewer): boolean {
  const o = state.objects[id]!;
  if (!o.faceDown) return true;
  // its controller after any effect that changed it (CR 613.1b), or as it last was if it left its zone
  const controller = o.movedTo === null ? characteristics(state, id).controller : o.controller;
  return controller === viewer || (state.result !== null && (o.zone === 'command' || o.zone === 'battlefield' || o.zone === 'stack'));
}

/**
 * Whether a viewer may know what card an object is (or was, in the zone it left: last known
 * information of a public zone is public): not in a library, in a hand or sideboard only its owner
 * (CR 401.2, 402.3), and face down only its controller (CR 708.5). For text read by one viewer that
 * describes events from the state: the name of an object for which this is false is not theirs.
 */
export function mayKnowCard(given: ReadonlyGameState, id: ObjectId, viewer: Viewer): boolean {
  // read only
  const state = given as GameState;
  const o = state.objects[id];
  return o !== undefined && zoneVisible(o.zone, o.owner, viewer) && mayLookFaceDown(state, id, viewer);
}

function objectView(state: GameState, id: ObjectId, viewer: Viewer): ObjectView {
  const o = state.objects[id]!;
  const controller = characteristics(state, id).controller;
  const mayLook = mayLookFaceDown(state, id, viewer);
  const c = mayLook ? characteristics(state, id) : null;
  return {
    id,
    card: mayLook ? o.card : '',
    owner: o.owner,
    controller,
    tapped: o.tapped,
    faceDown: o.faceDown,
    damage: o.damage,
    counters: { ...o.counters },
    name: c ? c.name : '',
    colors: c ? [...c.colors] : [],
    supertypes: c ? [...c.supertypes] : [],
    types: c ? [...c.types] : [],
    subtypes: c ? [...c.subtypes] : [],
    power: c ? c.power : null,
    toughness: c ? c.toughness : null,
    keywords: c ? [...c.keywords] : [],
    attachedTo: o.attachedTo === null ? null : { ...o.attachedTo },
    targets: o.targets.map((t) => ({ ...t })),
    sick: o.sick,
    ...(o.rule !== undefined ? { rule: o.rule } : {}),
    ...(mayLook && o.chosenNames !== undefined ? { chosenNames: [...o.chosenNames] } : {}),
    ...(mayLook && o.chosenNumber !== undefined ? { chosenNumber: o.chosenNumber } : {}),
    ...(o.monstrous ? { monstrous: true as const } : {}),
    ...(o.goadedBy !== undefined ? { goadedBy: [...o.goadedBy] } : {}),
    ...(o.chosenCard !== undefined ? { chosenCard: o.chosenCard } : {}),
  };
}

/** A player's draft record as a viewer sees it (CR 905.2b, 905.1c); `own` when it is the viewer's. */
export function draftRecordView(record: DeepReadonly<DraftRecord>, own: boolean): DraftRecord {
  // read only: the view gets a copy
  const copy = plainCopy(record as DraftRecord);
  return own ? copy : { ...copy, removed: copy.removed.map((r) => (r.by === 'Cogwork Grinder' ? { card: '', by: r.by } : r)) };
}

/** Whether an object is a card of another player's hand or sideboard, whose object the viewer never sees (CR 400.2, 402.3). */
function inOthersHiddenZone(state: GameState, id: ObjectId, viewer: Viewer): boolean {
  const o = state.objects[id];
  return o !== undefined && (o.zone === 'hand' || o.zone === 'sideboard') && o.owner !== viewer;
}

/**
 * The viewer's own decision as they see it. A choice among cards of another player's hand, revealed
 * to the viewer (Inquisition of Kozilek, CR 701.20), offers each by its card name: the object ids of a
 * hidden zone would tell when each card was drawn (DESIGN principle 9). Answers are indexes, unchanged.
 */
function ownDecisionView(state: GameState, d: Decision, viewer: PlayerId): Decision {
  if (d.kind !== 'choose' || !d.choice.options.some((o) => 'object' in o && inOthersHiddenZone(state, o.object, viewer))) return d;
  const options = d.choice.options.map((o) => ('object' in o && inOthersHiddenZone(state, o.object, viewer) ? { label: state.objects[o.object]!.card } : o));
  return { ...d, choice: { ...d.choice, options } };
}

/**
 * The cards of the deciding player's own deck that their legal actions name before the shuffle: each
 * card they may reveal from it, and each card revealed that cards are exiled with (CR 701.20; the
 * reveal makes the name public, CR 400.2). Once, in the order first named.
 */
function deckCardsNamed(actions: readonly Action[]): ObjectId[] {
  const ids = actions.flatMap((a) => (a.type === 'revealFromDeck' ? [a.card] : a.type === 'exileDrafted' ? [a.with] : []));
  return [...new Set(ids)];
}

/**
 * The cards `player` looks at as they search now (CR 701.23a: all the cards of the zone searched, their
 * library or what the format's `searchedCards` gives), by id; none when they are not searching.
 */
export function searchedCards(state: ReadonlyGameState, player: PlayerId): ObjectId[] {
  const d = state.decision;
  if (d?.kind !== 'choose' || d.player !== player || d.choice.prompt !== 'search' || d.choice.rule !== '701.23') return [];
  // read only: the format's hook reads the state (the search made the cards it offers, up to as many as it finds)
  const zone = moduleWith(state.format, 'searchedCards')?.searchedCards(state as GameState, player, Math.max(1, d.choice.max)) ?? state.players[player]?.library ?? [];
  return [...zone].sort((a, b) => a - b);
}

/** The format's own data as a player may see it: the format's `viewFormatData`, or the data whole. */
function formatDataView(state: GameState, viewer: Viewer): Record<string, unknown> {
  const m = moduleWith(state.format, 'viewFormatData');
  return m ? m.viewFormatData(state, viewer) : structuredClone(state.formatData ?? {});
}

/**
 * The view of the game for one player, by seat, or for a spectator, `'spectator'`: someone not in
 * the game, who sees every public zone and the public part of each decision and event, and no hand,
 * library or face-down card (DESIGN principle 9, CR 400.2). Throws a {@link RulesError} `malformed`
 * for a `state` that is no game state (a view, a draft) and for a viewer that is neither a seat of
 * the game nor `'spectator'`.
 */
export function view(given: ReadonlyGameState, viewer: Viewer, options: ViewOptions = {}): GameView {
  checkGameState(given, 'view');
  const state = plainState(given as GameState);
  if (viewer !== 'spectator' && !isSeatOf(state, viewer)) {
    throw new RulesError('malformed', `no player ${shown(viewer)} in this game of ${state.players.length}: a viewer is a seat from 0 or 'spectator'`);
  }
  if (typeof options !== 'object' || options === null) throw new RulesError('malformed', `view options are an object ({ since }), not ${shown(options)}`);
  const since = options.since;
  const length = logLength(state);
  if (since !== undefined && (!Number.isInteger(since) || since < 0 || since > length)) {
    throw new RulesError('malformed', `since ${shown(since)} is no position of this game's log, which has ${length} events`);
  }
  const d = state.decision;
  const mine = d !== null && d.player === viewer;
  // the list kept with a state the engine handed out, listed once per decision (a copy: the client's own)
  const actions: Action[] = mine ? plainCopy<Action[]>(cachedLegalActions(state) as Action[]) : [];
  return {
    viewer,
    format: state.format,
    turn: { ...state.turn, turnsBegun: state.turn.turnsBegun.slice() },
    players: state.players.map((p) => ({
      id: p.id,
      name: p.name,
      life: p.life,
      counters: { ...p.counters },
      handCount: p.hand.length,
      libraryCount: p.library.length,
      sideboardCount: p.sideboard.length,
      graveyard: p.graveyard.map((id) => objectView(state, id, viewer)),
      pool: { ...p.pool },
      inGame: p.inGame,
      outcome: p.outcome,
      ...(p.draft === undefined ? {} : { draft: draftRecordView(p.draft, p.id === viewer) }),
      ...(p.id === viewer
        ? { hand: p.hand.map((id) => objectView(state, id, viewer)), sideboard: p.sideboard.map((id) => objectView(state, id, viewer)) }
        : {}),
    })),
    battlefield: state.battlefield.map((id) => objectView(state, id, viewer)),
    phasedOut: (state.phasedOut ?? []).map((id) => objectView(state, id, viewer)),
    stack: state.stack.map((id) => objectView(state, id, viewer)),
    exile: state.exile.map((id) => objectView(state, id, viewer)),
    command: state.command.map((id) => objectView(state, id, viewer)),
    combat: plainCopy(state.combat),
    monarch: state.monarch,
    // a player who left the game takes no extra turn (CR 800.4k), though the list keeps their place (800.4m)
    extraTurns: (state.extraTurns?.queue ?? []).filter((p) => state.players[p]?.inGame === true),
    legendRuleLosers: (state.legendRuleLosers ?? []).map((l) => l.object),
    decision: d === null ? null : mine ? plainCopy(ownDecisionView(state, d, viewer)) : { kind: d.kind, player: d.player },
    choiceObjects: mine && d.kind === 'choose'
      ? d.choice.options.flatMap((o) => ('object' in o && !inOthersHiddenZone(state, o.object, viewer) ? [objectView(state, o.object, viewer)] : []))
      : actions.length > 0 ? deckCardsNamed(actions).map((id) => objectView(state, id, viewer)) : [],
    searching: mine ? searchedCards(state, viewer).map((id) => objectView(state, id, viewer)) : [],
    legalActions: actions,
    pendingTriggers: plainCopy(state.pendingTriggers),
    log: logFrom(state, since ?? 0).map((e) => redactEvent(e, viewer)),
    ...(since === undefined ? {} : { logFrom: since }),
    result: plainCopy(state.result),
    ...(state.formatData ? { formatData: formatDataView(state, viewer) } : {}),
  };
}

/** The events of the log from position `from` on, oldest first, reading only the chunks that hold them. */
function logFrom(state: GameState, from: number): GameEvent[] {
  if (from === 0) return logOf(state);
  const out: GameEvent[] = [];
  const chunks = state.log;
  for (let c = Math.floor(from / LOG_CHUNK); c < chunks.length; c++) {
    const chunk = chunks[c] as GameEvent[];
    for (let i = c === Math.floor(from / LOG_CHUNK) ? from % LOG_CHUNK : 0; i < chunk.length; i++) out.push(chunk[i] as GameEvent);
  }
  return out;
}

/**
 * The full view a delta stands for: `delta` (a view asked `since` a position, see
 * {@link ViewOptions.since}) with the events of `previous` (a full view the client holds, of the same
 * viewer, whose log reaches that position) before its own. Throws a {@link RulesError} when they do
 * not fit together. Views held read-only (a {@link ReadonlyGameView} in an immutable store) give a
 * read-only view: it shares their parts.
 */
export function applyViewDelta(previous: GameView, delta: GameView): GameView;
export function applyViewDelta(previous: ReadonlyGameView, delta: ReadonlyGameView): ReadonlyGameView;
export function applyViewDelta(previous: ReadonlyGameView, delta: ReadonlyGameView): ReadonlyGameView {
  return applyLogDelta(previous, delta, (v) => v.viewer, 'viewer');
}
