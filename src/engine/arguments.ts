/**
 * The checks of the game-state and PRNG arguments of the public functions (DESIGN principle 10):
 * a value that is no game state, or no PRNG state, is a RulesError `malformed` naming the function
 * and the argument, never a TypeError from deep in the rules. Each check is a few property reads,
 * cheap enough for the calls bots make at every decision: a game state is told by its `schema`,
 * which every state the engine makes or reads carries (a view, a draft or a session has none, or
 * another); it is not validated (a saved game is, by `deserialize`).
 *
 * @module
 */
import { RulesError } from './errors.js';
import { shown } from './json-schema.js';

/** Throws RulesError `malformed` unless `state` is a game state (its `schema` is `paliano/game`); `where` names the function. */
export function checkGameState(state: unknown, where: string, argument = 'state'): void {
  checkSchema(state, 'paliano/game', where, argument, 'a game state', 'createGame, apply and deserialize make one');
}

/**
 * Throws RulesError `malformed` unless `value` carries `schema`, the mark of one kind of paliano
 * value (`kind`, such as "a draft state"); `where` names the function, `makers` what makes one.
 */
export function checkSchema(value: unknown, schema: string, where: string, argument: string, kind: string, makers: string): void {
  if ((value as { schema?: unknown } | null | undefined)?.schema !== schema) {
    throw new RulesError('malformed', `${where}: ${argument} must be ${kind}, not ${what(value)}: ${makers}`);
  }
}

/**
 * Throws RulesError `malformed` unless `rng` is a PRNG state the function may advance in place:
 * a list of four whole numbers (as `seedRng` makes), not frozen.
 */
export function checkRng(rng: unknown, where: string, argument = 'rng'): void {
  const s = rng as number[];
  if (!Array.isArray(s) || s.length !== 4 || !Number.isInteger(s[0]) || !Number.isInteger(s[1]) || !Number.isInteger(s[2]) || !Number.isInteger(s[3]) || Object.isFrozen(s)) {
    throw new RulesError('malformed', `${where}: ${argument} must be a PRNG state of four whole numbers, in a list it may advance (seedRng makes one), not ${what(rng)}`);
  }
}

/** A wrong argument as a message names it: a game's or a draft's view or another kind of paliano value by its kind, anything else shown. */
function what(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    if ('viewer' in value) return 'a view (a game state is what view() is made from)';
    if ('seat' in value && 'packsWaiting' in value) return 'a draft view (a draft state is what draftView() is made from)';
    const schema = (value as { schema?: unknown }).schema;
    if (typeof schema === 'string') return `a value of schema ${shown(schema)}`;
    if (Object.isFrozen(value) && Array.isArray(value)) return `a frozen list ${shown(value)}`;
  }
  return shown(value);
}
