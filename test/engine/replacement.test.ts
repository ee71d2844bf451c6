import { describe, expect, it } from 'vitest';
import { addReplacement } from '../../src/engine/replacement.js';
import { dealDamage, destroy } from '../../src/engine/game-actions.js';
import { runStateBasedActions } from '../../src/engine/flow.js';
import { scenario } from '../../src/testing/index.js';
import type { GameState } from '../../src/index.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

/** A mutable copy of a scenario state, to drive engine internals directly. */
function board(): { state: GameState; bear: number; other: number } {
  const { state, ids } = scenario({
    players: [{ battlefield: ['token:beast-3-3', 'token:zombie-2-2'] }, { battlefield: ['token:beast-3-3'] }],
  });
  return { state: mutableCopy(state), bear: ids.battlefield[0]![0]!, other: ids.battlefield[1]![0]! };
}

describe('CR 615 prevention effects', () => {
  it('615.7: a shield prevents the next N damage and is used up by what it prevents', () => {
    const { state, bear, other } = board();
    addReplacement(state, { kind: 'preventDamage', affected: { object: bear }, amount: 2, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
    expect(dealDamage(state, other, { object: bear }, 3, false)).toBe(1);
    expect(state.objects[bear]!.damage).toBe(1);
    expect(state.replacements).toHaveLength(0);
    expect(dealDamage(state, other, { object: bear }, 1, false)).toBe(1);
    expect(state.objects[bear]!.damage).toBe(2);
  });

  it('615.1: "prevent all damage" to a player stops life loss from damage', () => {
    const { state, other } = board();
    addReplacement(state, { kind: 'preventDamage', affected: { player: 0 }, amount: null, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
    dealDamage(state, other, { player: 0 }, 5, false);
    dealDamage(state, other, { player: 1 }, 2, false);
    expect(state.players[0]!.life).toBe(20);
    expect(state.players[1]!.life).toBe(18);
  });
});

describe('CR 701.19 regeneration', () => {
  it('701.19a: a regenerated permanent is tapped, loses its damage and stays; the shield is used once', () => {
    const { state, bear, other } = board();
    addReplacement(state, { kind: 'regenerate', affected: { object: bear }, amount: null, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
    dealDamage(state, other, { object: bear }, 3, false);
    runStateBasedActions(state);
    // the event cites the rule that says what regenerating does (701.19a; 701.19c is "can't be regenerated")
    expect(state.log.flat().filter((e) => e.type === 'regenerate')).toEqual([expect.objectContaining({ rule: '701.19a', object: bear })]);
    expect(state.battlefield).toContain(bear);
    expect(state.objects[bear]!.tapped).toBe(true);
    expect(state.objects[bear]!.damage).toBe(0);
    expect(destroy(state, bear)).toBe(true);
    expect(state.battlefield).not.toContain(bear);
  });

  it('704.5f: toughness 0 cannot be regenerated', () => {
    const { state, bear } = board();
    addReplacement(state, { kind: 'regenerate', affected: { object: bear }, amount: null, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
    state.effects.push({ id: 99, timestamp: 999, affected: [bear], change: { kind: 'modifyPT', power: 0, toughness: -3 }, duration: { until: 'endOfTurn' }, source: null, controller: 1 });
    runStateBasedActions(state);
    expect(state.battlefield).not.toContain(bear);
  });
});
