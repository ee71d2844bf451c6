/**
 * `scenario`: builds a game state directly — cards in any zone, a step, life totals, counters — for
 * tests, puzzles and bots. The state it returns is a normal game: apply actions to it as usual.
 *
 * @module
 */
import type { DraftRecord } from '../state/draft-record.js';
import { findDefinition } from '../cards/registry.js';
import { RulesError } from '../engine/errors.js';
import { implementedName, unknownNameHint } from '../engine/card-catalog.js';
import { shown } from '../engine/json-schema.js';
import { advance } from '../engine/flow.js';
import { checkPlayerCount, conspiracyZoneProblem, formatById, formatOf } from '../engine/format.js';
import { newGame, settleInPlace } from '../engine/game.js';
import { emit } from '../engine/log.js';
import type { GameSettings, ObjectId, PlayerId, ReadonlyGameState, RevealedBeforeShuffle, Step, ZoneName } from '../state/types.js';
import { createObject } from '../zones/zones.js';
import { mutableObject } from '../engine/working-copy.js';
import { records } from '../rules/905-conspiracy-draft.js';
import { cannotStartInCommandZone } from '../rules/315-conspiracies.js';
import { isNameableCard } from '../rules/702.106-hidden-agenda.js';
import { nonpermanentCard } from '../state/validate.js';
import { quoted } from '../engine/quote.js';

/** A permanent to put on the battlefield. */
export interface PermanentSpec {
  /** Card name (or `token:<id>` for a token). */
  card: string;
  /** Tapped. */
  tapped?: boolean;
  /** Came under its controller's control this turn (CR 302.6). Default false. */
  sick?: boolean;
  /** Damage marked. */
  damage?: number;
  /** Counters. */
  counters?: Record<string, number>;
  /** Controller, if not the player whose list it is in (the owner). */
  controller?: PlayerId;
  /**
   * Face down (CR 708.2): a card deployed in Magic Tech (MT 4.1), under construction with the
   * construction counters given in `counters` (`{ construction: 2 }`, MT 4.3). Default false. An
   * instant or sorcery card is on the battlefield only so (CR 304.4, 307.4).
   */
  faceDown?: boolean;
}

/** One player of a scenario. Zones list card names; the library's first card is its top. */
export interface ScenarioPlayer {
  /** Name. */
  name?: string;
  /** Life total. */
  life?: number;
  /** Player counters, e.g. `{ poison: 3 }`. */
  counters?: Record<string, number>;
  /** Cards in hand. */
  hand?: string[];
  /** Cards in the library, top first. */
  library?: string[];
  /** Cards in the graveyard, bottom first. */
  graveyard?: string[];
  /** Cards in exile. */
  exile?: string[];
  /** Permanents on the battlefield. */
  battlefield?: (string | PermanentSpec)[];
  /** What the player brings from a Conspiracy draft (CR 905.2b); see `PlayerSetup.draft`. */
  draft?: DraftRecord;
  /** Cards in the command zone, owned and controlled by this player (CR 408, 905.5). */
  command?: (string | CommandSpec)[];
  /** Cards in the sideboard, outside the game (CR 400.11). */
  sideboard?: string[];
  /**
   * Cards in exile that the player exiled before the shuffle, by the name of the card they revealed
   * from their deck to do so: `{ 'Arcane Savant': ['Divination'] }` (see `revealFromDeck`).
   */
  exiledWith?: Record<string, string[]>;
}

/** A card in the command zone, such as a conspiracy (CR 315). */
export interface CommandSpec {
  /** Card name. */
  card: string;
  /** Face down, as a conspiracy with hidden agenda or double agenda is until turned face up (CR 702.106a); refused for another card. Default false. */
  faceDown?: boolean;
  /** The card names chosen for it: one for hidden agenda (CR 702.106a), two different ones for double agenda (CR 702.106f), none for another card. */
  names?: string[];
  /** The number chosen for it, one its card offers (Emissary's Ploy, CR 315.5a); none for another card. */
  number?: number;
}

/** A scenario. */
export interface ScenarioSpec {
  /** The players, in seat order. */
  players: ScenarioPlayer[];
  /** The active player (default 0). */
  active?: PlayerId;
  /** The step (default `main1`); the active player has priority in it. */
  step?: Exclude<Step, 'untap' | 'cleanup' | 'declareAttackers' | 'declareBlockers' | 'firstStrikeDamage' | 'combatDamage'>;
  /** The turn number (default 2, so nobody skips a draw or is in a first turn). */
  turn?: number;
  /** Format (default `free-for-all`). */
  format?: string;
  /** Seed (default 1). */
  seed?: number | string;
  /** The monarch (CR 725.1), who also was the monarch as the turn began; default none. */
  monarch?: PlayerId;
  /** Settings. */
  settings?: Partial<GameSettings>;
}

/** The ids a scenario created, by player and zone, in the order given. */
export interface ScenarioIds {
  /** Permanent ids by player, in the order listed. */
  battlefield: ObjectId[][];
  /** Hand ids by player. */
  hand: ObjectId[][];
  /** Graveyard ids by player. */
  graveyard: ObjectId[][];
  /** Command zone ids by player. */
  command: ObjectId[][];
}

/**
 * The card a scenario names: a card's name read as `createGame` reads a deck's (ignoring case,
 * spacing, curly quotes and accents), a token's (`token:<id>`) as written. A name of no card the
 * engine implements is a RulesError `unknownCard` with the nearest names; what is no text, `malformed`.
 */
function cardName(name: unknown): string {
  if (typeof name !== 'string') throw new RulesError('malformed', `a card name must be text, not ${shown(name)}`);
  const found = findDefinition(name) ? name : implementedName(name);
  if (found === undefined) throw new RulesError('unknownCard', `the engine does not implement ${quoted(name)}${unknownNameHint(name)}`);
  return found;
}

/** The steps a scenario may start in (see {@link ScenarioSpec.step}): those with a priority of the active player's to give. */
const SCENARIO_STEPS: ReadonlySet<string> = new Set<Step>(['upkeep', 'draw', 'main1', 'beginCombat', 'endCombat', 'main2', 'end']);

/** Keys that name an object's prototype rather than a kind of counter. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** `value` if it is a whole number of at least `min`; else a RulesError `malformed` naming `what`. */
function whole(value: unknown, min: number, what: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < min) throw new RulesError('malformed', `${what} must be a whole number${min > -Infinity ? ` of at least ${min}` : ''}, not ${shown(value)}`);
  return value as number;
}

/** A copy of counters given by kind, each a whole number of none or more (CR 122.1); else a RulesError `malformed`. */
function countersOf(given: unknown, what: string): Record<string, number> {
  if (given === undefined) return {};
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw new RulesError('malformed', `${what} must be counters by kind, not ${shown(given)}`);
  const out: Record<string, number> = {};
  for (const [kind, n] of Object.entries(given)) {
    if (PROTOTYPE_KEYS.has(kind)) throw new RulesError('malformed', `${what} has counters of kind ${quoted(kind)}: an object's prototype key names no kind of counter (CR 122.1)`);
    out[kind] = whole(n, 0, `${what}.${kind}`);
  }
  return out;
}

/**
 * Builds a state from a spec. The active player has priority in the given step (unless triggers or
 * state-based actions lead elsewhere). Returns the state and the ids of the objects it made.
 */
export function scenario(spec: ScenarioSpec): { state: ReadonlyGameState; ids: ScenarioIds } {
  // the scenario builds every zone itself, so a format's deck rules and start-of-game steps are skipped;
  // its number of players still holds (a Conspiracy Draft game has three or more, CR 905.3)
  if (spec.turn !== undefined) whole(spec.turn, 1, 'turn');
  if (spec.step !== undefined && !SCENARIO_STEPS.has(spec.step)) {
    throw new RulesError('malformed', `a scenario starts in one of the steps ${[...SCENARIO_STEPS].join(', ')}, not ${shown(spec.step)}`);
  }
  const format = spec.format === undefined ? undefined : formatById(spec.format);
  if (format?.checkDeck) checkPlayerCount(format, spec.players.length);
  // a new state nobody else holds yet: the scenario builds its zones in it before handing it out
  const state = newGame({
    format: format?.checkDeck ? 'free-for-all' : spec.format,
    players: spec.players.map((p, i) => ({ name: p.name ?? `Player ${i + 1}`, deck: [], ...(p.draft ? { draft: p.draft } : {}) })),
    seed: spec.seed ?? 1,
    startingPlayer: spec.active ?? 0,
    settings: spec.settings,
  });
  if (format) state.format = format.id;
  const ids: ScenarioIds = { battlefield: [], hand: [], graveyard: [], command: [] };
  const revealed: RevealedBeforeShuffle[] = [];
  state.log = [];
  spec.players.forEach((p, i) => {
    const ps = state.players[i]!;
    // CR 315.3: a conspiracy card is never a permanent, nor in a deck where conspiracies are played
    const cardIn = (given: string, zone: ZoneName): string => {
      const name = cardName(given);
      const why = conspiracyZoneProblem(formatOf(state), name, zone);
      if (why !== null) throw new RulesError('illegal', `player ${i}: ${why}`, '315.3');
      return name;
    };
    ps.life = p.life === undefined ? ps.life : whole(p.life, -Infinity, `player ${i}: life`);
    ps.counters = countersOf(p.counters, `player ${i}: counters`);
    ps.mulliganState = 'kept';
    ps.toBottom = 0;
    // the empty deck createGame dealt from is not a draw from an empty library in the scenario (CR 704.5b)
    ps.drewFromEmpty = false;
    for (const name of p.library ?? []) createObject(state, { kind: 'card', card: cardIn(name, 'library'), owner: i, zone: 'library' }, 'bottom');
    ids.hand.push((p.hand ?? []).map((name) => createObject(state, { kind: 'card', card: cardIn(name, 'hand'), owner: i, zone: 'hand' })));
    ids.graveyard.push((p.graveyard ?? []).map((name) => createObject(state, { kind: 'card', card: cardIn(name, 'graveyard'), owner: i, zone: 'graveyard' })));
    for (const name of p.sideboard ?? []) createObject(state, { kind: 'card', card: cardName(name), owner: i, zone: 'sideboard' });
    ids.command.push((p.command ?? []).map((entry) => {
      const given = typeof entry === 'object' && entry !== null ? entry : { card: entry };
      const e = { ...given, card: cardName(given.card) };
      const why = cannotStartInCommandZone(formatOf(state), e.card);
      if (why !== null) throw new RulesError('illegal', `player ${i}: ${why}`, '315.2');
      const id = createObject(state, { kind: 'card', card: e.card, owner: i, zone: 'command', faceDown: e.faceDown ?? false });
      const o = mutableObject(state, id);
      // CR 702.106a: one name for hidden agenda; 702.106f: two different ones for double agenda; none for another card
      const agenda = findDefinition(e.card)?.conspiracy?.agenda ?? 0;
      // CR 315.2, 702.106a: only a conspiracy with hidden agenda or double agenda goes there face down (nobody can bluff one)
      if (e.faceDown === true && agenda === 0) throw new RulesError('illegal', `player ${i}: ${e.card} has no hidden agenda, so it is put into the command zone face up`, '702.106a');
      const names = e.names ?? [];
      if (names.length !== agenda || new Set(names).size !== names.length) {
        const wants = agenda === 0 ? 'has no hidden agenda: give it no names' : agenda === 1 ? 'has hidden agenda: give it one name' : 'has double agenda: give it two different names';
        throw new RulesError('illegal', `player ${i}: ${e.card} ${wants}`, agenda === 2 ? '702.106f' : '702.106a');
      }
      const wrong = names.find((name) => !isNameableCard(name, state.settings.nameableCards));
      if (wrong !== undefined) throw new RulesError('illegal', `player ${i}: ${quoted(wrong)} is not the name of a card (CR 702.106a; settings.nameableCards adds names)`, '702.106a');
      if (agenda > 0) o.chosenNames = [...names];
      // CR 315.5a: a number of those its card offers ("choose 1, 2, or 3"); none for another card
      const numbers = findDefinition(e.card)?.conspiracy?.chooseNumber ?? [];
      if (numbers.length > 0 ? e.number === undefined || !numbers.includes(e.number) : e.number !== undefined) {
        throw new RulesError('illegal', `player ${i}: ${e.card} ${numbers.length > 0 ? `chooses a number of ${numbers.join(', ')}: give it one` : 'chooses no number: give it none'}`, '315.5a');
      }
      if (e.number !== undefined) o.chosenNumber = e.number;
      return id;
    }));
    for (const name of p.exile ?? []) createObject(state, { kind: 'card', card: cardIn(name, 'exile'), owner: i, zone: 'exile' });
    for (const [given, cards] of Object.entries(p.exiledWith ?? {})) {
      const name = cardName(given);
      if (!findDefinition(name)?.beforeShuffle) throw new RulesError('malformed', `${name} exiles no card before the shuffle`);
      revealed.push({ player: i, card: null, name, exiled: cards.map((c) => createObject(state, { kind: 'card', card: cardIn(c, 'exile'), owner: i, zone: 'exile' })) });
    }
    ids.battlefield.push((p.battlefield ?? []).map((entry) => {
      const given = typeof entry === 'object' && entry !== null ? entry : { card: entry };
      const e = { ...given, card: cardIn(given.card, 'battlefield') };
      const what = `player ${i}: ${e.card}`;
      if (e.controller !== undefined && !(Number.isInteger(e.controller) && state.players[e.controller] !== undefined)) {
        throw new RulesError('malformed', `${what}: controller must be a seat of the game, not ${shown(e.controller)}`);
      }
      if (e.faceDown !== undefined && typeof e.faceDown !== 'boolean') throw new RulesError('malformed', `${what}: faceDown must be true or false, not ${shown(e.faceDown)}`);
      const kind = e.card.startsWith('token:') ? 'token' : 'card';
      // CR 304.4, 307.4: an instant or sorcery card can't enter the battlefield; Magic Tech deploys it face down (MT 4.1)
      const nonpermanent = kind === 'card' && e.faceDown !== true ? nonpermanentCard(e.card) : null;
      if (nonpermanent) throw new RulesError('illegal', `${what} is ${nonpermanent.kind} card, which can't enter the battlefield (CR ${nonpermanent.rule}); a card deployed face down in Magic Tech is { card, faceDown: true }`, nonpermanent.rule);
      const id = createObject(state, { kind, card: e.card, owner: i, controller: e.controller ?? i, zone: 'battlefield', faceDown: e.faceDown ?? false });
      const o = mutableObject(state, id);
      o.tapped = e.tapped ?? false;
      o.sick = e.sick ?? false;
      o.damage = e.damage === undefined ? 0 : whole(e.damage, 0, `${what}: damage`);
      o.counters = countersOf(e.counters, `${what}: counters`);
      return id;
    }));
  });
  state.turn = { ...state.turn, number: spec.turn ?? 2, step: spec.step ?? 'main1', priority: spec.active ?? 0, passes: 0 };
  state.turn.turnsBegun[state.turn.active] = state.turn.number;
  // the conspiracy records, made now that the turns begun are known: made later, as a turn begins, they
  // would count that turn twice for its player, whose "first upkeep" would never come (Hold the Perimeter)
  if (state.command.length > 0) records(state);
  if (revealed.length > 0) records(state).revealedBeforeShuffle = revealed;
  if (spec.monarch !== undefined) {
    if (!state.players[spec.monarch]) throw new RulesError('malformed', `no seat ${spec.monarch} to be the monarch`);
    state.monarch = spec.monarch;
    state.history.monarchAsTurnBegan = spec.monarch;
  }
  if (state.turn.step === 'beginCombat' || state.turn.step === 'endCombat') {
    state.combat = { attackers: [], blockers: [], attackedPlayers: [], blockersDeclaredBy: [], divisions: {} };
    state.history.combatPhases = 1; // CR 506.7d: the turn's first combat phase
  }
  state.decision = null;
  emit(state, { type: 'scenario', rule: '100.1', detail: 'state built by scenario()' });
  advance(state);
  settleInPlace(state);
  return { state, ids };
}
