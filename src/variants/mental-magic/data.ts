/**
 * What a game of Async Mental Magic keeps in the state (`GameState.formatData`): the card IDs
 * (AMM 1), the names chosen (AMM 6), who holds control of the turn (AMM 7), the Utopia of the turn
 * (AMM 4a), and the public specifications and directions for uncontrolled decisions (AMM 8e–8g).
 *
 * @module
 */
import { RulesError } from '../../engine/errors.js';
import type { DeepReadonly, GameState, ObjectId, PlayerId, ReadonlyGameState } from '../../state/types.js';
import { costTableProblem, type CostSlot } from './deck.js';
import { formatCardId, formatTokenHandle, parseTokenHandle } from './ids.js';

/** The categories options of an uncontrolled decision fall into (AMM 8). */
export type Category = 'NO_ACTION' | 'SELF' | 'OPPONENT' | 'OTHER' | 'MYRIAD';

/** Every category, in the order of AMM 8. */
export const CATEGORIES: readonly Category[] = ['NO_ACTION', 'SELF', 'OPPONENT', 'OTHER', 'MYRIAD'];

/** The Mental Magic part of a game's state. Plain JSON. */
export interface MentalMagicData {
  /** The game ID (AMM 1): `a`, `b`, … */
  game: string;
  /** The cost table new cards' mana costs are drawn from (AMM 3). */
  costTable: CostSlot[];
  /** Each card ID and the object the card was when it got its ID (follow `movedTo` for what it is now). */
  ids: Record<string, ObjectId>;
  /** The index the next card of each seat gets. */
  nextIndex: number[];
  /** Every name chosen in the league so far, this game's included, in order (AMM 6). */
  usedNames: string[];
  /** Who named each named card, by card ID (AMM 7b). */
  namedBy: Record<string, PlayerId>;
  /** The player who holds control of the turn (AMM 7). */
  control: PlayerId;
  /**
   * Whether the active player holding control has peeked at the top card of their library while
   * holding it (AMM 9): the peek is the last thing they do before turning control over, so until it
   * turns over (by their turnOver, or by the rules: end of turn, 7a–7d) they may do nothing else.
   * Absent when they have not (saved games from before it was kept load as not peeked).
   */
  peeked?: boolean;
  /** The turn number in which Utopia was last named, 0 if never (AMM 4a). */
  utopiaTurn: number;
  /** Per-ability category sets to try before the defaults, by card name (AMM 8e); public (8g). */
  specs: Record<string, Category[]>;
  /**
   * The last turn of each specification given a shorter duration than the game (AMM 8e: "Specs are
   * assumed to be until end of game unless otherwise specified"), by the key of `specs`: it lapses as
   * the next turn begins. Absent for a game none was given in (saved games from before load so).
   */
  specsUntil?: Record<string, number>;
  /** Orders of blockers for assigning combat damage, by the attacker's card ID or token handle (AMM 8f, see `handleOf`); public (8g). */
  directions: Record<string, string[]>;
}

const KEY = 'mentalMagic';

/**
 * The Mental Magic data of a game; throws a RulesError if the game has none. Read-only for a state
 * the engine returned; writable in a working copy the rules change.
 */
export function mmData(state: GameState): MentalMagicData;
export function mmData(state: ReadonlyGameState): DeepReadonly<MentalMagicData>;
export function mmData(state: ReadonlyGameState): DeepReadonly<MentalMagicData> {
  const d = state.formatData?.[KEY];
  if (!d) throw new RulesError('malformed', 'a game of Mental Magic needs its format data: create it with createMentalMagicGame');
  return d as DeepReadonly<MentalMagicData>;
}

/**
 * Control of the turn passes to `player` (AMM 7, 7a–7d): a peek made under the control held before
 * binds no more (AMM 9).
 */
export function setControl(data: MentalMagicData, player: PlayerId): void {
  data.control = player;
  delete data.peeked;
}

/** Stores the Mental Magic data in a new game. */
export function setMmData(state: GameState, data: MentalMagicData): void {
  state.formatData = { ...(state.formatData ?? {}), [KEY]: data };
}

/** The object a card is now (following zone changes, CR 400.7), or null once it ceased to exist. */
export function currentObject(state: ReadonlyGameState, cardId: string): ObjectId | null {
  let id: ObjectId | undefined = mmData(state).ids[cardId];
  while (id !== undefined) {
    const next: ObjectId | null | undefined = state.objects[id]?.movedTo;
    if (next === undefined) return null;
    if (next === null) return id;
    if (next < 0) return null;
    id = next;
  }
  return null;
}

/** The card ID of an object (or of the card it was), or null if it has none (tokens, abilities, basic lands of 2c). */
export function cardIdOf(state: ReadonlyGameState, object: ObjectId): string | null {
  const data = mmData(state);
  let best: string | null = null;
  for (const [cardId, first] of Object.entries(data.ids)) {
    if (first > object) continue;
    for (let id: number | null = first; id !== null && id >= 0; id = state.objects[id]?.movedTo ?? null) {
      if (id === object) best = cardId;
      if (id >= object) break;
    }
    if (best) return best;
  }
  return null;
}

/**
 * The public name of an object in a game of Async Mental Magic: its card ID (AMM 1), or a token's
 * handle (`T57`, see `formatTokenHandle`); null for anything else (an ability, a basic land of 2c).
 */
export function handleOf(state: ReadonlyGameState, object: ObjectId): string | null {
  return cardIdOf(state, object) ?? (state.objects[object]?.kind === 'token' ? formatTokenHandle(object) : null);
}

/** The object a card ID or token handle names now, or null once the card or token ceased to exist. */
export function objectOfHandle(state: ReadonlyGameState, handle: string): ObjectId | null {
  const token = parseTokenHandle(handle);
  if (token === null) return currentObject(state, handle);
  const o = state.objects[token];
  return o?.kind === 'token' && o.movedTo === null ? token : null;
}

/** Whether a card ID or token handle names a card or token of this game, now or earlier. */
export function isHandleOfGame(state: ReadonlyGameState, handle: string): boolean {
  const token = parseTokenHandle(handle);
  return token === null ? Object.hasOwn(mmData(state).ids, handle) : state.objects[token]?.kind === 'token';
}

const isRecordOf = (v: unknown, ok: (x: unknown) => boolean): boolean =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(ok);
const isInt = (x: unknown): boolean => Number.isInteger(x) && (x as number) >= 0;
const isStrings = (x: unknown): boolean => Array.isArray(x) && x.every((y) => typeof y === 'string');

/** Why a game's Mental Magic data is damaged, or null if it is sound (for loading saved games). */
export function mmDataProblem(state: ReadonlyGameState): string | null {
  const d = state.formatData?.[KEY] as Partial<MentalMagicData> | undefined;
  if (typeof d !== 'object' || d === null) return 'no Mental Magic data';
  if (typeof d.game !== 'string' || !/^[a-z]+$/.test(d.game)) return 'a bad game ID';
  const costs = costTableProblem(d.costTable);
  if (costs) return costs;
  if (!isRecordOf(d.ids, (x) => isInt(x) && (x as number) < state.objects.length)) return 'bad card IDs';
  // AMM 1: every ID given names a card of the game (a seat past its 1,000th draws on with longer IDs, AMM 2)
  if (!Array.isArray(d.nextIndex) || d.nextIndex.length !== state.players.length || !d.nextIndex.every((x) => isInt(x))) return 'bad card indexes';
  // a seat's next index follows the last ID it was given
  const ids = d.ids as Record<string, number>;
  const game = d.game;
  if (d.nextIndex.some((n: number, seat) => (n > 0 && !Object.hasOwn(ids, formatCardId(game, seat, n - 1))) || Object.hasOwn(ids, formatCardId(game, seat, n)))) return 'bad card indexes';
  if (Object.values(d.ids as Record<string, number>).some((id) => state.objects[id]!.kind !== 'card')) return 'a card ID names an object that is no card';
  // AMM 6: a name is chosen once in a league
  if (!isStrings(d.usedNames) || new Set(d.usedNames).size !== (d.usedNames as string[]).length || !isRecordOf(d.namedBy, (x) => isInt(x) && (x as number) < state.players.length)) return 'bad names';
  if (!isInt(d.control) || (d.control as number) >= state.players.length || !isInt(d.utopiaTurn) || (d.utopiaTurn as number) > state.turn.number) return 'bad control of the turn';
  // AMM 9: only the active player holding control peeks
  if (d.peeked !== undefined && (typeof d.peeked !== 'boolean' || (d.peeked && d.control !== state.turn.active))) return 'a bad peek: only the active player holding control of the turn peeks (AMM 9)';
  if (!isRecordOf(d.specs, (x) => Array.isArray(x) && x.every((c) => (CATEGORIES as readonly unknown[]).includes(c))) || !isRecordOf(d.directions, isStrings)) return 'bad specifications or directions';
  if (d.specsUntil !== undefined && (!isRecordOf(d.specsUntil, isInt) || Object.keys(d.specsUntil).some((k) => !Object.hasOwn(d.specs as object, k)))) return 'bad durations of specifications';
  return null;
}
