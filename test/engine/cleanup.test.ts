import { describe, expect, it } from 'vitest';
import { apply, logOf } from '../../src/index.js';
import { editState, scenario } from '../../src/testing/index.js';

describe('CR 514.3a another cleanup step', () => {
  it('when a state-based action happens in cleanup, the active player gets priority and another cleanup step follows', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['token:beast-3-3'], library: Array(5).fill('Forest') }, { library: Array(5).fill('Forest') }], step: 'end', settings: { autoPass: 'never' } });
    const beast = ids.battlefield[0]![0]!;
    // the beast is a 3/0 but for a +0/+3 that lasts until end of turn: in cleanup it dies (704.5f)
    const s = editState(state, (d) => {
      d.effects.push({ id: 90, timestamp: 900, affected: [beast], change: { kind: 'modifyPT', power: 0, toughness: -3 }, duration: { until: 'forever' }, source: null, controller: 1 });
      d.effects.push({ id: 91, timestamp: 901, affected: [beast], change: { kind: 'modifyPT', power: 0, toughness: 3 }, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
    });
    let next = apply(s, { type: 'pass', player: 0 });
    next = apply(next, { type: 'pass', player: 1 });
    expect(next.battlefield).not.toContain(beast);
    expect(next.turn.step).toBe('cleanup');
    expect(next.decision).toEqual({ kind: 'priority', player: 0 });
    next = apply(next, { type: 'pass', player: 0 });
    next = apply(next, { type: 'pass', player: 1 });
    const cleanups = logOf(next).filter((e) => e.type === 'step' && e.detail === 'cleanup');
    expect(cleanups).toHaveLength(2);
    expect(next.turn.active).toBe(1);
  });

  it('a cleanup step where nothing happens gives no priority (CR 514.3)', () => {
    const { state } = scenario({ players: [{ library: Array(5).fill('Forest') }, { library: Array(5).fill('Forest') }], step: 'end', settings: { autoPass: 'never' } });
    let next = apply(state, { type: 'pass', player: 0 });
    next = apply(next, { type: 'pass', player: 1 });
    expect(next.turn.active).toBe(1);
    expect(logOf(next).filter((e) => e.type === 'step' && e.detail === 'cleanup')).toHaveLength(1);
  });
});
