/**
 * The formats built into the engine: free-for-all, two-player, conspiracy, magic-tech and
 * mental-magic, each declared in a file of this folder (its variant rules in `src/variants/<name>/`).
 * Each registers itself as its module loads; the package's entries load them through this list
 * (`registerBuiltIns`, `src/built-ins.ts`), so a bundler that drops unused modules (the package
 * declares `"sideEffects": false`) keeps every built-in format wherever the registration is kept.
 *
 * @module
 */
import { freeForAll, twoPlayer } from './free-for-all.js';
import { conspiracyGame } from './conspiracy.js';
import { MAGIC_TECH } from './magic-tech.js';
import { mentalMagic } from './mental-magic.js';

/** The format `createGame` plays when it is given none. */
export const DEFAULT_FORMAT: string = freeForAll.id;

/** The ids of the built-in formats: free-for-all, two-player, conspiracy, magic-tech, mental-magic. */
export const BUILT_IN_FORMATS: readonly string[] = Object.freeze([freeForAll.id, twoPlayer.id, conspiracyGame.id, MAGIC_TECH, mentalMagic.id]);
