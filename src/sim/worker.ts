/**
 * A worker thread of `paliano sim`: plays each game spec it is sent and posts back its result.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { registerBuiltIns } from '../built-ins.js';
import { simulateGame, type SimGameSpec } from './game.js';

registerBuiltIns();

parentPort?.on('message', (spec: SimGameSpec) => {
  parentPort?.postMessage(simulateGame(spec));
});
