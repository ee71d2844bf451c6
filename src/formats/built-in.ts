/**
 * The formats built into the engine. Each registers itself as its module loads; `createGame` and
 * `deserialize` name them through this list, so that a bundler that trusts the package's
 * `"sideEffects": false` keeps every built-in format wherever games are created or loaded.
 *
 * @module
 */
import { mentalMagic } from '../variants/mental-magic/format.js';
import { conspiracyGame } from './conspiracy.js';
import { freeForAll, twoPlayer } from './free-for-all.js';
import { MAGIC_TECH } from './magic-tech.js';

/** The ids of the built-in formats: free-for-all, two-player, conspiracy, magic-tech, mental-magic. */
export const BUILT_IN_FORMATS: readonly string[] = Object.freeze([freeForAll.id, twoPlayer.id, conspiracyGame.id, MAGIC_TECH, mentalMagic.id]);
