// The benchmarks measure the built package, the code users import (`npm run bench` builds it
// first): the sources run through tsx carry helpers the build leaves out. Its types are the sources'.
import type * as Paliano from '../src/index.js';

const entry = new URL('../dist/index.js', import.meta.url).href;

/** The built package. */
export const paliano = (await import(entry)) as typeof Paliano;
