/**
 * The options of `createMentalMagicGame` checked as data from outside (a protocol request, a room's
 * creation options, a replay record): every field of the right kind, and no field the function does
 * not take, so that a client sending `createGame`'s options by mistake hears so.
 *
 * @module
 */
import { isSeed } from '../../state/rng.js';
import { costTableProblem } from './deck.js';
import { gameNumber } from './ids.js';

/** The fields of `MentalMagicGameOptions`. */
const OPTION_FIELDS: readonly string[] = ['seed', 'game', 'names', 'usedNames', 'costTable', 'startingPlayer', 'manaAbilities'];

/** What is wrong with one field, or null. */
function fieldProblem(field: string, v: unknown): string | null {
  switch (field) {
    case 'seed':
      return isSeed(v) ? null : 'seed must be a number, a string, or four whole numbers from 0 to 2^32 - 1';
    case 'game':
      // AMM 1: the game ID is the game's letters (`a`, `b`, … `aa`)
      return typeof v === 'string' && gameNumber(v) !== null ? null : 'game must be a game ID of letters a to z (AMM 1), such as "a" or "ab"';
    case 'names':
      if (!Array.isArray(v) || v.length !== 2) return 'names must list the two players\' names';
      return v.every((n) => typeof n === 'string') ? null : 'names: a name must be text';
    case 'usedNames':
      return Array.isArray(v) && v.every((n) => typeof n === 'string') ? null : 'usedNames must be a list of card names (AMM 6)';
    case 'costTable': {
      const bad = costTableProblem(v);
      return bad === null ? null : `costTable: ${bad} (AMM 3)`;
    }
    case 'startingPlayer':
      return v === 0 || v === 1 ? null : 'startingPlayer must be seat 0 or 1';
    case 'manaAbilities':
      return v === 'actions' || v === 'automatic' ? null : 'manaAbilities must be "actions" or "automatic"';
    default:
      return `${field} is not an option of createMentalMagicGame (it takes ${OPTION_FIELDS.join(', ')})`;
  }
}

/**
 * What is wrong with `options` as the options of `createMentalMagicGame`, or null: an object with a
 * `seed`, every other field absent or of its kind, and no other field. Fields whose value is
 * `undefined` count as absent. The check of options from outside (`paliano serve`, a Colyseus
 * room's creation options, a replay record), where a field the function does not take is a client's
 * mistake worth hearing of.
 */
export function mentalMagicOptionsProblem(options: unknown): string | null {
  return optionsProblem(options, true);
}

/**
 * {@link mentalMagicOptionsProblem} without its refusal of other fields: what `createMentalMagicGame`
 * itself checks, which, like `createGame`, leaves fields it does not take alone (its callers from
 * before the check pass such fields).
 */
export function mentalMagicOptionKindsProblem(options: unknown): string | null {
  return optionsProblem(options, false);
}

function optionsProblem(options: unknown, onlyItsOwn: boolean): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return 'the options of createMentalMagicGame are an object { seed, names?, … }';
  const o = options as Record<string, unknown>;
  if (o.seed === undefined) return 'seed is required';
  for (const [field, value] of Object.entries(o)) {
    if (value === undefined || (!onlyItsOwn && !OPTION_FIELDS.includes(field))) continue;
    const bad = fieldProblem(field, value);
    if (bad) return bad;
  }
  return null;
}
