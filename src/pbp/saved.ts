/**
 * Saved sessions: a session as JSON text and back, checked on the way in so that a damaged file is
 * refused rather than played on.
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { MAX_COUNT, upgradeSavedGame, validateState } from '../state/validate.js';
import { gameLetters } from '../variants/mental-magic/ids.js';
import { mmData, mmDataProblem } from '../variants/mental-magic/data.js';
import { costTableProblem } from '../variants/mental-magic/deck.js';
import type { Session } from './session.js';

/** A session as JSON text. */
export function saveSession(session: Session): string {
  return JSON.stringify(session);
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Reads a saved session; throws a RulesError if the text is not one. */
export function loadSession(text: string): Session {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new RulesError('malformed', 'the session file is not JSON');
  }
  const s = v as Partial<Session> | null;
  if (typeof s !== 'object' || s === null || s.schema !== 'paliano/pbp-session' || s.version !== 1) throw new RulesError('malformed', 'not a paliano play-by-post session');
  if (typeof s.seed !== 'string' || !isStringList(s.names) || s.names.length !== 2 || !isStringList(s.usedNames) || !isStringList(s.flipped)) throw new RulesError('malformed', 'a damaged session');
  if (!Array.isArray(s.teams) || s.teams.length !== 2 || !s.teams.every(isStringList) || !(s.dibs === null || typeof s.dibs === 'string')) throw new RulesError('malformed', 'a damaged session: teams');
  if (!Number.isInteger(s.gamesEnded) || (s.gamesEnded as number) < 0 || (s.gamesEnded as number) > MAX_COUNT) throw new RulesError('malformed', 'a damaged session: gamesEnded is not a number of games');
  if (!Array.isArray(s.dice) || s.dice.length !== 4 || !s.dice.every((w) => Number.isInteger(w) && w >= -(2 ** 31) && w <= 2 ** 32 - 1)) throw new RulesError('malformed', 'a damaged session: the dice');
  if (s.costTable !== null && costTableProblem(s.costTable) !== null) throw new RulesError('malformed', 'a damaged session: the cost table');
  // a session saved before pulls were kept has pulled nothing
  if (s.pulled === undefined) s.pulled = [];
  if (!isStringList(s.pulled)) throw new RulesError('malformed', 'a damaged session: pulled cards');
  upgradeSavedGame(s.game);
  validateState(s.game);
  if (s.game.format !== 'mental-magic') throw new RulesError('malformed', 'the session\'s game is not Mental Magic');
  const damaged = mmDataProblem(s.game);
  if (damaged) throw new RulesError('malformed', `a damaged session: ${damaged}`);
  const data = mmData(s.game);
  const bad = costTableProblem(data.costTable);
  if (bad) throw new RulesError('malformed', `a damaged session: ${bad}`);
  // AMM 1, 6: the current game is the one after the games ended, and its names continue the league's
  if (data.game !== gameLetters(s.gamesEnded as number)) throw new RulesError('malformed', `a damaged session: game ${data.game} is not the game after ${String(s.gamesEnded)} ended`);
  if (s.usedNames.some((name, i) => data.usedNames[i] !== name)) throw new RulesError('malformed', "a damaged session: the game's names do not continue the league's");
  return s as Session;
}
