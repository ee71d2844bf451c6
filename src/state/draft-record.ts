/**
 * The information a player brings from a Conspiracy draft into the game (CR 905.2b): what was noted
 * for the cards in their card pool, and what they removed from the draft. Game abilities of the
 * draft-matters cards read it ("the highest number you noted for cards named …").
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { isColor, type Color } from '../engine/mana.js';

/** One piece of noted information, for a card of the player's pool named `card`. */
export interface DraftRecordNote {
  /** The name of the card it was noted for ("noted for cards named …"). */
  card: string;
  /** A number (Lurking Automaton, Custodi Peacekeeper, Garbage Fire, Pyretic Hunter). */
  number?: number;
  /** A card name (Aether Searcher, Noble Banneret, Smuggler Captain). */
  name?: string;
  /** Creature types (Paliano Vanguard). */
  types?: string[];
  /** A draft seat (Cogwork Tracker: the player who passed it), or null when nobody did. */
  player?: number | null;
  /** Chosen colours (Paliano, the High City; Regicide). */
  colors?: Color[];
  /** A guess and whether it was right (Spire Phantasm). */
  guess?: { name: string; right: boolean };
}

/** A player's draft information, given to `createGame` through `PlayerSetup.draft`. */
export interface DraftRecord {
  /** The player's seat at the draft; noted players (Cogwork Tracker) are draft seats. */
  seat: number;
  /** Noted information for the cards in the player's card pool (905.2b). */
  notes: DraftRecordNote[];
  /** Cards the player removed from the draft, and with what. */
  removed: { card: string; by: 'Cogwork Grinder' | 'Animus of Predation' }[];
}

/** Checks a draft record from outside; throws a {@link RulesError} naming what is wrong. */
export function checkDraftRecord(value: unknown, what: string): asserts value is DraftRecord {
  const fail = (m: string): never => {
    throw new RulesError('malformed', `${what}: ${m}`);
  };
  if (typeof value !== 'object' || value === null) fail('a draft record is an object');
  const r = value as Record<string, unknown>;
  if (!Number.isInteger(r.seat) || (r.seat as number) < 0) fail('draft.seat is a draft seat number');
  if (!Array.isArray(r.notes) || !Array.isArray(r.removed)) fail('draft.notes and draft.removed are lists');
  for (const n of r.notes as unknown[]) {
    const x = n as Record<string, unknown>;
    if (typeof x !== 'object' || x === null || typeof x.card !== 'string') fail('each note names the card it was noted for');
    if (x.number !== undefined && !(Number.isInteger(x.number) && (x.number as number) >= 0)) fail('a noted number is a whole number');
    if (x.name !== undefined && typeof x.name !== 'string') fail('a noted name is a string');
    if (x.types !== undefined && !(Array.isArray(x.types) && x.types.every((t) => typeof t === 'string'))) fail('noted types are strings');
    if (x.player !== undefined && x.player !== null && !(Number.isInteger(x.player) && (x.player as number) >= 0)) fail('a noted player is a draft seat');
    if (x.colors !== undefined && !(Array.isArray(x.colors) && x.colors.every(isColor))) fail('noted colours are W, U, B, R or G');
    if (x.guess !== undefined) {
      const g = x.guess as Record<string, unknown>;
      if (typeof g !== 'object' || g === null || typeof g.name !== 'string' || typeof g.right !== 'boolean') fail('a guess is { name, right }');
    }
  }
  for (const x of r.removed as Record<string, unknown>[]) {
    if (typeof x !== 'object' || x === null || typeof x.card !== 'string' || (x.by !== 'Cogwork Grinder' && x.by !== 'Animus of Predation')) fail('a removed card is { card, by: Cogwork Grinder | Animus of Predation }');
  }
}
