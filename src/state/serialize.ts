/**
 * Saving and loading games: `serialize` writes versioned JSON; `deserialize` checks everything it
 * reads, so malformed or tampered input gives a clear error and never a broken state
 * (DESIGN principle 10).
 *
 * @module
 */
import { findDefinition } from '../cards/registry.js';
import { RulesError } from '../engine/errors.js';
import { hasFormat } from '../engine/format.js';
import type { GameState, ZoneName } from './types.js';

/** The state version this build writes and reads. */
export const STATE_VERSION = 1;

/** Writes a game state as JSON text. */
export function serialize(state: GameState): string {
  return JSON.stringify(state);
}

function fail(message: string): never {
  throw new RulesError('badState', `not a valid saved game: ${message}`);
}

function isInt(v: unknown, min = 0): v is number {
  return Number.isInteger(v) && (v as number) >= min;
}

const ZONES: ReadonlySet<string> = new Set<ZoneName>(['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile', 'command', 'sideboard']);
const DECISIONS: ReadonlySet<string> = new Set(['mulligan', 'bottom', 'priority', 'declareAttackers', 'declareBlockers', 'assignDamage', 'putTrigger', 'discard', 'choose']);

/** Checks that a parsed value has the shape and the invariants of a game state. */
export function validateState(value: unknown): asserts value is GameState {
  if (typeof value !== 'object' || value === null) fail('not an object');
  const s = value as Partial<GameState> & Record<string, unknown>;
  if (s.schema !== 'paliano/game') fail('schema is not paliano/game');
  if (s.version !== STATE_VERSION) fail(`version ${String(s.version)} is not ${STATE_VERSION}`);
  if (typeof s.format !== 'string' || !hasFormat(s.format)) fail(`unknown format ${JSON.stringify(s.format)}`);
  if (!Array.isArray(s.rng) || s.rng.length !== 4 || !s.rng.every((w) => Number.isInteger(w))) fail('bad PRNG state');
  if (!Array.isArray(s.players) || s.players.length < 2 || s.players.length > 8) fail('players must be a list of 2 to 8');
  if (!Array.isArray(s.objects)) fail('objects must be a list');
  const n = s.players.length;
  const objects = s.objects;
  objects.forEach((o, i) => {
    if (typeof o !== 'object' || o === null) fail(`object ${i} is not an object`);
    if (o.id !== i) fail(`object ${i} has id ${String(o.id)}`);
    if (typeof o.card !== 'string' || !findDefinition(o.card)) fail(`object ${i} names an unknown card ${JSON.stringify(o.card)}`);
    if (!isInt(o.owner) || o.owner >= n || !isInt(o.controller) || o.controller >= n) fail(`object ${i} has a bad owner or controller`);
    if (!ZONES.has(o.zone)) fail(`object ${i} is in an unknown zone`);
    if (!['card', 'token', 'ability', 'emblem'].includes(o.kind)) fail(`object ${i} has an unknown kind`);
    if (typeof o.tapped !== 'boolean' || typeof o.faceDown !== 'boolean' || !isInt(o.damage)) fail(`object ${i} has bad status fields`);
    if (typeof o.counters !== 'object' || o.counters === null || !Object.values(o.counters).every((c) => Number.isInteger(c))) fail(`object ${i} has bad counters`);
  });
  const seen = new Set<number>();
  const claim = (list: unknown, zone: ZoneName, owner: number | null): void => {
    if (!Array.isArray(list)) fail(`${zone} must be a list`);
    for (const id of list) {
      if (!isInt(id) || id >= objects.length) fail(`${zone} names a missing object ${String(id)}`);
      if (seen.has(id)) fail(`object ${id} is in two zones`);
      seen.add(id);
      const o = objects[id]!;
      if (o.zone !== zone) fail(`object ${id} is listed in ${zone} but says ${o.zone}`);
      if (o.movedTo !== null) fail(`object ${id} moved but is still listed in ${zone}`);
      if (owner !== null && o.owner !== owner) fail(`object ${id} is in another player's ${zone}`);
    }
  };
  s.players.forEach((p, i) => {
    if (typeof p !== 'object' || p === null || p.id !== i) fail(`player ${i} is malformed`);
    if (!Number.isInteger(p.life) || typeof p.inGame !== 'boolean' || typeof p.name !== 'string') fail(`player ${i} has bad fields`);
    claim(p.library, 'library', i);
    claim(p.hand, 'hand', i);
    claim(p.graveyard, 'graveyard', i);
    claim(p.sideboard, 'sideboard', i);
  });
  claim(s.battlefield, 'battlefield', null);
  claim(s.stack, 'stack', null);
  claim(s.exile, 'exile', null);
  claim(s.command, 'command', null);
  const t = s.turn;
  if (!t || !isInt(t.number, 1) || !isInt(t.active) || t.active >= n) fail('bad turn');
  if (t.priority !== null && (!isInt(t.priority) || t.priority >= n)) fail('bad priority holder');
  const d = s.decision;
  if (d !== null && (typeof d !== 'object' || !DECISIONS.has(d.kind) || !isInt(d.player) || d.player >= n)) fail('bad decision');
  if (d === null && !s.result) fail('no decision in a game that is not over');
  if (!isInt(s.tokensAway) || !isInt(s.nextTimestamp, 1) || !isInt(s.nextEffectId, 1)) fail('bad counters');
  if (!Array.isArray(s.log) || !s.log.every((c) => Array.isArray(c))) fail('bad log');
  if (!Array.isArray(s.effects) || !Array.isArray(s.pendingTriggers) || !Array.isArray(s.replacements)) fail('bad effects, replacements or triggers');
  const durations = new Set(['endOfTurn', 'yourNextTurn', 'sourceLeaves', 'endOfCombat', 'forever']);
  const isDuration = (d: unknown): boolean => typeof d === 'object' && d !== null && durations.has((d as { until?: string }).until ?? '');
  s.effects.forEach((e, i) => {
    if (typeof e !== 'object' || e === null || !isDuration(e.duration) || !Array.isArray(e.affected) || typeof e.change !== 'object' || e.change === null) fail(`effect ${i} is malformed`);
  });
  s.replacements.forEach((r, i) => {
    if (typeof r !== 'object' || r === null || !isDuration(r.duration) || !['preventDamage', 'regenerate'].includes(r.kind) || typeof r.affected !== 'object' || r.affected === null) fail(`replacement ${i} is malformed`);
  });
  s.pendingTriggers.forEach((t, i) => {
    if (typeof t !== 'object' || t === null || typeof t.card !== 'string' || !findDefinition(t.card) || !isInt(t.ability) || !isInt(t.controller) || t.controller >= n) fail(`pending trigger ${i} is malformed`);
  });
}

/** Reads a game written by {@link serialize}, checking it thoroughly. */
export function deserialize(json: string): GameState {
  if (typeof json !== 'string') fail('input is not a string');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    fail(`not JSON (${(e as Error).message})`);
  }
  validateState(value);
  return value;
}
