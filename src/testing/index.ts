/**
 * `paliano/testing`: building states directly for tests, puzzles and bots.
 *
 * @module
 */
import { registerBuiltIns } from '../built-ins.js';

registerBuiltIns();

export { scenario } from './scenario.js';
export { editState } from './edit-state.js';
export type { CommandSpec, PermanentSpec, ScenarioIds, ScenarioPlayer, ScenarioSpec } from './scenario.js';
