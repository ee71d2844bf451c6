/**
 * A worker thread of `paliano sim`: plays each game spec it is sent and posts back its result.
 *
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { simulateGame, type SimGameSpec } from './game.js';

parentPort?.on('message', (spec: SimGameSpec) => {
  parentPort?.postMessage(simulateGame(spec));
});
