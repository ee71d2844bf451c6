import fc from 'fast-check';
import { registerBuiltIns } from '../src/built-ins.js';
import { setFreeze } from '../src/index.js';

// the registries of rules' effect steps, cards and formats, as the package's entries fill them
registerBuiltIns();

// deep-freeze every returned state in tests, to catch code that mutates a state it was given
setFreeze(true);

// properties explore new random cases on every local run; CI replays a fixed seed, so that a
// submission lands or not on its own merits (set FC_SEED to replay any seed)
const seed = process.env.FC_SEED ?? (process.env.CI ? '20261122' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
