/**
 * Replay records of earlier builds replay to the same game: a face-down conspiracy's names recorded
 * one `nameCard` action per name (CR 702.106a, 702.106f) and `putTrigger` answers to order questions
 * the engine no longer asks (CR 603.3b) are upgraded as the record is replayed; an action refused for
 * any other reason still stops the replay there.
 */
import { describe, expect, it } from 'vitest';
import { RulesError, serialize, type Action, type GameReplay } from '../../src/index.js';
import { oldRecord, playedNow, replayed as states } from '../helpers/old-records.js';

const { record, states: now } = playedNow();

/** The RulesError a replay of `r` stops with. */
function failure(r: GameReplay): RulesError {
  try {
    states(r);
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error('the record replayed');
}

describe('replay records of earlier builds', () => {
  const old = oldRecord(record, now);

  it('replay to the same game, one state per recorded action', () => {
    // the game played has a double agenda named, a hidden agenda named, and alike triggers the engine put on the stack
    expect(record.actions.filter((a) => a.type === 'nameCard').map((a) => (a as { names: string[] }).names.length)).toEqual([2, 1]);
    expect(old.ordered).toBeGreaterThan(0);
    expect(old.record.actions.length).toBeGreaterThan(record.actions.length + 1);
    const upgraded = states(old.record);
    expect(upgraded.length).toBe(old.record.actions.length + 1);
    expect(serialize(upgraded[upgraded.length - 1]!)).toBe(serialize(now[now.length - 1]!));
  });

  it('stopped halfway through a double agenda (a game in progress) leave one name chosen, and take the one left in the new form', () => {
    const first = old.record.actions.findIndex((a) => a.type === 'nameCard');
    const halfway = states({ ...old.record, actions: old.record.actions.slice(0, first + 1) });
    const s = halfway[halfway.length - 1]!;
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'name' });
    expect(s.conspiracyDraft!.choosing!.names).toBe(1);
    const [a, b] = (record.actions[first] as { names: string[] }).names;
    expect(s.objects[s.conspiracyDraft!.choosing!.object]!.chosenNames).toEqual([a]);
    // the rest of the game given in this build's form: the name left, as one action
    const rest = [{ type: 'nameCard', player: 0, names: [b] } as Action, ...record.actions.slice(first + 1)];
    const mixed = states({ ...old.record, actions: [...old.record.actions.slice(0, first + 1), ...rest] });
    expect(serialize(mixed[mixed.length - 1]!)).toBe(serialize(now[now.length - 1]!));
  });

  it('an illegal name recorded by an earlier build still stops the replay at that action (702.106a)', () => {
    const at = old.record.actions.findIndex((a) => a.type === 'nameCard');
    const actions = [...old.record.actions];
    actions[at + 1] = { type: 'nameCard', player: 0, name: 'No Such Card' } as unknown as Action;
    const e = failure({ ...old.record, actions });
    expect(e.rule).toBe('702.106a');
    expect(e.message).toContain('No Such Card');
    // the same name twice: double agenda names two different cards (702.106f)
    actions[at + 1] = actions[at]!;
    expect(failure({ ...old.record, actions }).rule).toBe('702.106f');
  });

  it('a putTrigger answer the engine did not make unnecessary still stops the replay at that action', () => {
    const at = old.record.actions.findIndex((a) => a.type === 'putTrigger');
    const answer = old.record.actions[at] as Action & { player: number };
    // one answer more than the earlier build asked
    const extra = [...old.record.actions.slice(0, at + 1), answer, ...old.record.actions.slice(at + 1)];
    expect(failure({ ...old.record, actions: extra }).message).toContain(`action ${at + 1} (`);
    // an answer of another player, whose triggers the engine did not put on the stack
    const other = [...old.record.actions];
    other[at] = { ...answer, player: (answer.player + 1) % 3 } as Action;
    expect(failure({ ...old.record, actions: other }).message).toContain(`action ${at} (`);
  });
});
