/**
 * An OpenSpiel-shaped facade over a game, for search and learning code: the current player, legal
 * actions as integers, apply by integer, terminal test, returns per player, an information-state
 * string and an observation vector per player, and resampling from a player's information state
 * (issue: fair bots).
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { checkGameState } from '../engine/arguments.js';
import { apply, cachedLegalActions } from '../engine/game.js';
import { cards } from '../cards/registry.js';
import { characteristics } from '../engine/characteristics.js';
import { RulesError } from '../engine/errors.js';
import { view } from '../state/view.js';
import type { ReadonlyGameState, ObjectId, PlayerId, RngState, Step } from '../state/types.js';
import { determinize, type DeterminizeOptions } from './determinize.js';
import { STEP_ORDER } from '../state/steps.js';
import { settle } from '../variants/mental-magic/control.js';
import { MENTAL_MAGIC_FORMAT } from '../variants/mental-magic/rule-module.js';

/** The current player of a finished game (OpenSpiel's `kTerminalPlayerId`). */
export const TERMINAL_PLAYER = -4;

/** The most seats a game has: the observation has a block for each. */
const SEATS = 6;
const STEPS: readonly (Step | 'pregame')[] = ['pregame', ...STEP_ORDER];
const SEAT_FEATURES = ['present', 'inGame', 'life/20', 'poison/10', 'hand/7', 'library/40', 'graveyard/20', 'creatures/10', 'power/20', 'lands/10', 'conspiracies/5'] as const;
const CARD_SECTIONS = ['ownHand', 'ownBattlefield', 'othersBattlefield', 'graveyards', 'stack', 'exile', 'ownConspiracies', 'othersConspiracies'] as const;

/** The fields of actions that hold an object id. */
const OBJECT_FIELDS = new Set(['card', 'source', 'attacker', 'blocker', 'object', 'planeswalker', 'with']);

/** One named part of the observation vector: where it starts and how long it is. */
export interface ObservationSection {
  /** What the part holds. */
  name: string;
  /** Its first index. */
  offset: number;
  /** Its length. */
  length: number;
}

/** The observation's layout, with each card's index in the card parts. */
interface Layout {
  sections: readonly ObservationSection[];
  size: number;
  cardNames: readonly string[];
  offsets: ReadonlyMap<string, number>;
  cardIndex: ReadonlyMap<string, number>;
}

let layout: Layout | null = null;

function layoutOf(): Layout {
  if (layout === null) {
    const cardNames = cards.list().map((c) => c.name);
    const sections: ObservationSection[] = [];
    let offset = 0;
    const add = (name: string, length: number): void => {
      sections.push({ name, offset, length });
      offset += length;
    };
    add('step', STEPS.length);
    add('turn', 1);
    add('active', SEATS);
    add('deciding', SEATS);
    add('monarch', SEATS + 1);
    add('stack', 1);
    add('over', 1);
    for (let k = 0; k < SEATS; k++) add(`seat ${k}`, SEAT_FEATURES.length);
    for (const name of CARD_SECTIONS) add(name, cardNames.length);
    layout = { sections, size: offset, cardNames, offsets: new Map(sections.map((x) => [x.name, x.offset])), cardIndex: new Map(cardNames.map((n, i) => [n, i])) };
  }
  return layout;
}

/**
 * The layout of {@link SpielState.observationTensor}, fixed for a version of the package (its card
 * parts have one entry per implemented card, by name in alphabetical order: `cardNames`). Seats are
 * relative to the observer: block 0 is the observer, block k the seat k places after them. In order:
 * - `step` (14, one-hot: before the first turn, untap … cleanup), `turn` (1: turn number / 100);
 * - `active` and `deciding` (6 each, one-hot by relative seat), `monarch` (7: by relative seat, or none);
 * - `stack` (1: objects on the stack / 10), `over` (1: the game is over);
 * - `seat k` for k = 0…5 (11 each): present, in the game, life / 20, poison / 10, cards in hand / 7,
 *   in library / 40, in graveyard / 20, creatures / 10, their total power / 20, lands / 10,
 *   conspiracies in the command zone / 5 (face down ones too: how many is public);
 * - card counts by name: the observer's hand, the battlefield under the observer's control, under
 *   others' control, all graveyards, the stack, exile, the observer's conspiracies in the command
 *   zone (their face-down ones too, which they may look at, CR 315.7), the other players' face-up
 *   conspiracies (one entry per card each).
 * Everything in it is public or the observer's own (their hand and face-down conspiracies), so it
 * changes only with what they know.
 */
export function observationLayout(): { sections: readonly ObservationSection[]; size: number; cardNames: readonly string[] } {
  const { sections, size, cardNames } = layoutOf();
  return { sections, size, cardNames };
}

/** JSON with object keys sorted, so that equal values give equal strings. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));
}

/**
 * A game as OpenSpiel's `State` sees it. Integers name the legal actions of the current decision:
 * `legalActions()` is `0 … n-1`, in the order `legalActionObjects()` lists them (the engine's listing
 * order, the same for the same state). `applyAction` changes this wrapper (the game states under it
 * stay immutable); `child` returns a new one. In Async Mental Magic both run on to the next decision
 * a player controls (AMM 7, 8): the decisions the variant makes for a player are no nodes of the
 * tree. Chance is inside the engine's seeded PRNG, so there
 * are no chance nodes: `resampleFromInfostate` gives a state with the hidden cards and the PRNG
 * resampled.
 */
export class SpielState {
  #state: ReadonlyGameState;

  /** Wraps a game state; a `state` that is no game state is a RulesError `malformed`. */
  constructor(state: ReadonlyGameState) {
    checkGameState(state, 'SpielState');
    this.#state = state;
  }

  /** The game state now. */
  get state(): ReadonlyGameState {
    return this.#state;
  }

  /** The player to decide, or {@link TERMINAL_PLAYER} once the game is over. */
  currentPlayer(): number {
    return this.#state.result || !this.#state.decision ? TERMINAL_PLAYER : this.#state.decision.player;
  }

  /** Whether the game is over. */
  isTerminal(): boolean {
    return this.currentPlayer() === TERMINAL_PLAYER;
  }

  /**
   * The legal actions as integers: `0 … n-1`; empty once the game is over, and in Async Mental Magic
   * for a player who peeked (AMM 9), who has only the control action `turnOver` left, no engine action.
   */
  legalActions(): number[] {
    return this.legalActionObjects().map((_a, i) => i);
  }

  /** The legal actions as the engine's action objects, in the order of their integers. */
  legalActionObjects(): readonly Action[] {
    return this.isTerminal() ? [] : cachedLegalActions(this.#state);
  }

  /** The legal action with this integer; a RulesError `gameOver` once the game is over (CR 104.1, as `apply` refuses), else `malformed` for an integer naming none. */
  #action(index: number): Action {
    if (this.#state.result) throw new RulesError('gameOver', 'the game is over (CR 104.1): it has no legal actions', '104.1');
    const a = Number.isInteger(index) ? this.legalActionObjects()[index] : undefined;
    if (a === undefined) throw new RulesError('malformed', `no legal action ${String(index)} (there are ${this.legalActionObjects().length})`);
    return a;
  }

  /**
   * The state after the action with this integer: `apply`, and in Async Mental Magic on to the next
   * decision a player controls (AMM 7, 8: the variant makes the others, `settleMentalMagic`), as
   * the protocol and the adapters play it.
   */
  #next(index: number): ReadonlyGameState {
    const next = apply(this.#state, this.#action(index));
    return next.format === MENTAL_MAGIC_FORMAT ? settle(next) : next;
  }

  /** Applies the legal action with this integer (in Async Mental Magic, then settles: see {@link SpielState}). */
  applyAction(index: number): void {
    this.#state = this.#next(index);
  }

  /** The state after the legal action with this integer; this one is unchanged. */
  child(index: number): SpielState {
    return new SpielState(this.#next(index));
  }

  /** A copy of this wrapper (the game state is shared: it is immutable). */
  clone(): SpielState {
    return new SpielState(this.#state);
  }

  /**
   * The action with this integer as a line of text: its type, then its fields, each object named by
   * its card and id (`cast {"card":"Brimstone Volley#12","targets":[{"player":1}],"x":0}`) as the
   * acting player may see it: another player's face-down card is `face-down card#id` (CR 708.5).
   */
  actionToString(index: number): string {
    const action = this.#action(index);
    const { type, ...fields } = action;
    const objects = this.#state.objects;
    // a face-down card the acting player does not control is named as its back (CR 708.5)
    const nameOf = (o: (typeof objects)[number]): string => (o.faceDown && characteristics(this.#state, o.id).controller !== action.player ? 'face-down card' : o.card);
    const named = JSON.stringify(fields, (key, v: unknown) => (OBJECT_FIELDS.has(key) && typeof v === 'number' && objects[v] ? `${nameOf(objects[v])}#${v}` : v));
    return `${type} ${named}`;
  }

  /**
   * What each player ends with: 0 for everyone until the game is over; then +1 for the winner and
   * −1/(n−1) for each other player (zero-sum), or 0 for everyone in a draw.
   */
  returns(): number[] {
    const n = this.#state.players.length;
    const r = this.#state.result;
    if (!r || r.winner === null) return this.#state.players.map(() => 0);
    return this.#state.players.map((p) => (p.id === r.winner ? 1 : -1 / (n - 1)));
  }

  /**
   * Everything `player` knows, as a string: their view of the game (public information, their own
   * cards, and the log as they saw it) as JSON with sorted keys. Two states give the same string for
   * a player exactly when that player cannot tell them apart.
   */
  informationStateString(player: PlayerId): string {
    return stableJson(view(this.#state, player));
  }

  /** The observation of `player` as numbers; see {@link observationLayout} for what each one is. */
  observationTensor(player: PlayerId): number[] {
    const s = this.#state;
    if (!Number.isInteger(player) || !s.players[player]) throw new RulesError('malformed', `no player ${String(player)}`);
    const { size, cardIndex, offsets } = layoutOf();
    const at = (section: string): number => offsets.get(section) as number;
    const out = new Array<number>(size).fill(0);
    const n = s.players.length;
    const relative = (seat: PlayerId): number => (seat - player + n) % n;
    out[at('step') + STEPS.indexOf(s.turn.step)] = 1;
    out[at('turn')] = s.turn.number / 100;
    out[at('active') + relative(s.turn.active)] = 1;
    if (s.decision) out[at('deciding') + relative(s.decision.player)] = 1;
    out[at('monarch') + (s.monarch === null ? SEATS : relative(s.monarch))] = 1;
    out[at('stack')] = s.stack.length / 10;
    out[at('over')] = s.result ? 1 : 0;
    for (const p of s.players) {
      const base = at(`seat ${relative(p.id)}`);
      let creatures = 0;
      let power = 0;
      let lands = 0;
      for (const id of s.battlefield) {
        const c = characteristics(s, id);
        if (c.controller !== p.id) continue;
        if (c.types.includes('Creature')) {
          creatures++;
          power += Math.max(0, c.power ?? 0);
        }
        if (c.types.includes('Land')) lands++;
      }
      const conspiracies = s.command.filter((id) => s.objects[id]?.controller === p.id).length;
      const values = [1, p.inGame ? 1 : 0, p.life / 20, (p.counters.poison ?? 0) / 10, p.hand.length / 7, p.library.length / 40, p.graveyard.length / 20, creatures / 10, power / 20, lands / 10, conspiracies / 5];
      values.forEach((v, i) => (out[base + i] = v));
    }
    // a face-down card counts only where the observer may look at it (`faceDown`: their own conspiracies, CR 315.7)
    const count = (section: string, ids: readonly ObjectId[], keep: (id: ObjectId) => boolean = () => true, faceDown = false): void => {
      const base = at(section);
      for (const id of ids) {
        const o = s.objects[id];
        const i = o && (faceDown || !o.faceDown) ? cardIndex.get(o.card) : undefined;
        if (i !== undefined && keep(id)) out[base + i] = (out[base + i] as number) + 1;
      }
    };
    count('ownHand', (s.players[player] as ReadonlyGameState['players'][number]).hand);
    count('ownBattlefield', s.battlefield, (id) => characteristics(s, id).controller === player);
    count('othersBattlefield', s.battlefield, (id) => characteristics(s, id).controller !== player);
    count('graveyards', s.players.flatMap((p) => p.graveyard));
    count('stack', s.stack);
    count('exile', s.exile);
    count('ownConspiracies', s.command, (id) => s.objects[id]?.controller === player, true);
    count('othersConspiracies', s.command, (id) => s.objects[id]?.controller !== player);
    return out;
  }

  /** A state `player` cannot tell from this one, the rest resampled (see {@link determinize}). */
  resampleFromInfostate(player: PlayerId, rng: RngState, options: DeterminizeOptions = {}): SpielState {
    return new SpielState(determinize(this.#state, player, rng, options));
  }
}
