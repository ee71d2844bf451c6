import { setFreeze } from '../src/index.js';

// deep-freeze every returned state in tests, to catch code that mutates a state it was given
setFreeze(true);
