/**
 * `paliano/testing`: building states directly for tests, puzzles and bots.
 *
 * @module
 */
import { registerBuiltIns } from '../built-ins.js';
import * as scenarioModule from './scenario.js';

registerBuiltIns();

// Each value below that needs the registries is a binding of this module, not a re-export: a bundler
// that trusts "sideEffects": false keeps this module, and the registration above, wherever one is
// used (docs/DESIGN.md, "Layers"; test/entry-bindings.test.ts).
/**
 * Builds a state from a spec. The active player has priority in the given step (unless triggers or
 * state-based actions lead elsewhere). Returns the state and the ids of the objects it made.
 *
 * @reexport
 */
export const scenario = scenarioModule.scenario;
export { editState } from './edit-state.js';
export type { CommandSpec, PermanentSpec, ScenarioIds, ScenarioPlayer, ScenarioSpec } from './scenario.js';
