/**
 * Helpers for the Magic Tech tests: boards built with `scenario` in the `magic-tech` format (the
 * deploy phase of turn 2 by default, every priority a decision), face-down cards under construction
 * among their permanents (`deployed`), then adjusted where the variant keeps its own state (posts), and
 * played through `apply`.
 */
import { expect } from 'vitest';
import { apply, legalActions, logOf, tryApply, type Action, type ReadonlyGameEvent, type GameState, type ReadonlyGameState, type ObjectId, type PlayerId, type Ref } from '../../../src/index.js';
import { editState, scenario, type PermanentSpec, type ScenarioSpec } from '../../../src/testing/index.js';
import type { Post } from '../../../src/variants/magic-tech/data.js';
import { mutableObject } from '../../../src/engine/working-copy.js';

/** A Magic Tech scenario; a player given no library gets twenty Wastes (an empty stockpile loses, MT 1.1). */
export function mt(spec: Omit<ScenarioSpec, 'format'>): { state: ReadonlyGameState; ids: ReturnType<typeof scenario>['ids'] } {
  const players = spec.players.map((p) => ({ ...p, library: p.library ?? Array<string>(20).fill('Wastes') }));
  return scenario({ ...spec, format: 'magic-tech', players, settings: { autoPass: 'never', ...(spec.settings ?? {}) } });
}

/** A card deployed face down (MT 4.1), under construction with `counters` construction counters (MT 4.3): a permanent of a scenario. */
export function deployed(card: string, counters = 0): PermanentSpec {
  return { card, faceDown: true, counters: counters > 0 ? { construction: counters } : {} };
}

/** Sets the construction counters of a card a scenario built face down (see {@link deployed}) to `counters` (MT 4.3). */
export function underConstruction(s: GameState, id: ObjectId, counters: number): void {
  const o = mutableObject(s, id);
  if (!o.faceDown) throw new Error(`object ${id} (${o.card}) is face up: build it face down with deployed()`);
  o.counters = counters > 0 ? { construction: counters } : {};
}

/** Sets the post of a creature (MT 5). */
export function setPost(s: GameState, id: ObjectId, post: Post): void {
  const all = (s.formatData ??= {});
  const d = (all['magic-tech'] ??= { posts: {}, deployments: 0, landDeployments: 0, mission: null, repaired: [] }) as { posts: Record<string, Post> };
  d.posts[String(id)] = post;
}

/** The object a card became after its moves (a hand card deployed to the table, MT 4.1). */
export function moved(s: ReadonlyGameState, id: ObjectId): ObjectId {
  let at = id;
  while (s.objects[at]!.movedTo !== null && s.objects[at]!.movedTo !== -1) at = s.objects[at]!.movedTo!;
  return at;
}

/** A variant action. */
export function variant(state: ReadonlyGameState, player: PlayerId, name: string, object?: ObjectId, target?: Ref): ReadonlyGameState {
  return apply(state, { type: 'variant', player, name, ...(object !== undefined ? { object } : {}), ...(target ? { target } : {}) });
}

import { pass, passUntil } from '../../cards/helpers.js';

export { pass, passUntil, resolveStack, resolveTop } from '../../cards/helpers.js';

/** Sends a mission: its target, its creatures, confirmed (MT 6.1). */
export function sendMission(state: ReadonlyGameState, target: Ref, creatures: ObjectId[]): ReadonlyGameState {
  const player = state.turn.active;
  let s = passUntil(variant(state, player, 'mission', undefined, target), (x) => x.decision?.kind !== 'priority');
  const defender = 'player' in target ? target.player : 1 - player;
  for (const id of creatures) s = apply(s, { type: 'declareAttacker', player, attacker: id, target: { player: defender } });
  return apply(s, { type: 'confirmAttackers', player });
}

/** The defending player declares these blocks, [blocker, attacker], and confirms. */
export function block(state: ReadonlyGameState, blocks: [ObjectId, ObjectId][]): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'declareBlockers') throw new Error(`expected blockers, got ${JSON.stringify(d)}`);
  let s = state;
  for (const [blocker, attacker] of blocks) s = apply(s, { type: 'declareBlocker', player: d.player, blocker, attacker });
  return apply(s, { type: 'confirmBlockers', player: d.player });
}

/** Plays the mission to its end: no blocks if asked, passing priority, back in the missions phase. */
export function finishMission(state: ReadonlyGameState): ReadonlyGameState {
  let s = state;
  for (let i = 0; i < 100; i++) {
    if (s.turn.step === 'main2' || s.result) return s;
    const d = s.decision;
    if (d?.kind === 'declareBlockers') s = apply(s, { type: 'confirmBlockers', player: d.player });
    else if (d?.kind === 'priority') s = pass(s);
    else return s;
  }
  throw new Error('finishMission: the mission did not end');
}

/** Goes from the deploy phase to the missions phase by passing. */
export function toMissions(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.turn.step === 'main2');
}

/** Events of a type. */
export function events(state: ReadonlyGameState, type: string): ReadonlyGameEvent[] {
  return logOf(state).filter((e) => e.type === type);
}

/** Whether the legal actions include one like this (by JSON). */
export function offered(state: ReadonlyGameState, action: Partial<Action> & { type: Action['type'] }): boolean {
  return legalActions(state).some((a) => Object.entries(action).every(([k, v]) => JSON.stringify((a as unknown as Record<string, unknown>)[k]) === JSON.stringify(v)));
}

/** Expects an action to be refused with a code (and the rule it cites). */
export function expectRefused(state: ReadonlyGameState, action: Action, code: string, rule?: string): void {
  const r = tryApply(state, action);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe(code);
    if (rule) expect(r.error.rule).toBe(rule);
  }
}

/** A board in the first player's missions phase, every creature on patrol. */
export function patrolBoard(p0: (string | PermanentSpec)[], p1: (string | PermanentSpec)[], more: (s: ReadonlyGameState, ids: ObjectId[][]) => void = () => {}): { s: ReadonlyGameState; ids: ObjectId[][] } {
  const { state, ids } = mt({ players: [{ battlefield: p0 }, { battlefield: p1 }] });
  const s = editState(state, (x) => {
    for (const id of x.battlefield) setPost(x, id, 'patrol');
    more(x, ids.battlefield);
  });
  return { s: toMissions(s), ids: ids.battlefield };
}

