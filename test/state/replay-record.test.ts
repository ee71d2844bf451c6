/**
 * Replay records from outside are checked before anything is replayed: a record of the wrong shape or
 * version is refused at once (a RulesError `badState` naming what is wrong), never read as another
 * version; `parseReplay` checks what it reads; and a record is the caller's own copy, which later
 * changes to the options or actions it was made from leave as it was.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, parseReplay, replay, replayRecord, RulesError, serialize, variantReplayRecord, type Action, type CreateGameOptions } from '../../src/index.js';

const OPTIONS: CreateGameOptions = { players: [{ deck: Array.from({ length: 20 }, () => 'Forest') }, { deck: Array.from({ length: 20 }, () => 'Forest') }], seed: 9 };

/** The error `run` throws, failing unless it is a RulesError `badState`. */
function refusal(run: () => unknown): RulesError {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(RulesError);
    expect((e as RulesError).code).toBe('badState');
    return e as RulesError;
  }
  throw new Error('the record was taken');
}

describe('replay records of the wrong shape are refused at once', () => {
  it('a version written as text is refused, named as text, not read as the number it spells', () => {
    const good = replayRecord(OPTIONS, []);
    for (const version of ['1', '2']) {
      expect(refusal(() => replay({ ...good, version } as never)).message).toContain(`version "${version}"; this build reads versions 1 to 2`);
      expect(refusal(() => parseReplay(JSON.stringify({ ...good, version }))).message).toContain(`version "${version}"`);
    }
  });

  it('options that are a list are refused before the replay starts, not when it reaches them', () => {
    const good = replayRecord(OPTIONS, []);
    expect(refusal(() => replay({ ...good, options: [] } as never)).message).toBe('not a valid replay: options must be the createGame options');
    const variant = variantReplayRecord('mental-magic', { seed: 3 }, []);
    expect(refusal(() => replay({ ...variant, options: [] } as never)).message).toBe('not a valid replay: options must be an object');
  });

  it('parseReplay checks the shape of the record it reads, naming what is wrong', () => {
    const good = replayRecord(OPTIONS, []);
    expect(refusal(() => parseReplay(JSON.stringify({ ...good, version: 7 }))).message).toContain('version 7; this build reads versions 1 to 2');
    expect(refusal(() => parseReplay(JSON.stringify({ ...good, schema: 'paliano/game' }))).message).toContain('schema "paliano/game", not "paliano/replay"');
    expect(refusal(() => parseReplay(JSON.stringify({ ...good, actions: {} }))).message).toContain('actions must be a list');
    expect(refusal(() => parseReplay('[]')).message).toContain('a replay is an object');
  });
});

describe('a refused action stops the replay naming it', () => {
  it('the refusal names the action and cites the rule apply cited, once (CR 117.3)', () => {
    const record = replayRecord(OPTIONS, [{ type: 'pass', player: 1 } as Action]);
    const e = refusal(() => [...replay(record)]);
    expect(e.rule).toBe('117.3');
    expect(e.message).toMatch(/^not a valid replay: action 0 \(\{"type":"pass","player":1\}\): .+ \(CR 117\.3\)$/);
    expect(e.message.match(/CR 117\.3/g)).toHaveLength(1);
  });
});

describe('a replay record is the caller\'s own copy', () => {
  it('changing the options or the actions it was made from afterwards leaves the record, which replays the game it recorded', () => {
    const options = structuredClone(OPTIONS) as CreateGameOptions & { seed: number };
    const start = createGame(options);
    const actions: Action[] = [{ ...legalActions(start)[0]! }];
    const end = apply(start, actions[0]!);
    const record = replayRecord(options, actions);
    const text = JSON.stringify(record);
    options.seed = 10;
    (options.players[0]!.deck as string[]).push('Island');
    actions.push(actions[0]!);
    (actions[0] as { player: number }).player = 1;
    expect(JSON.stringify(record)).toBe(text);
    const states = [...replay(record)];
    expect(states.map((s) => serialize(s))).toEqual([serialize(start), serialize(end)]);
  });

  it('a version 2 record alike keeps its options and actions as they were', () => {
    const options: Record<string, unknown> = { seed: 3, names: ['Ana', 'Ben'] };
    const actions: Action[] = [{ type: 'pass', player: 0 } as Action];
    const record = variantReplayRecord('mental-magic', options, actions);
    const text = JSON.stringify(record);
    options.seed = 4;
    (options.names as string[]).push('Cy');
    actions.push({ type: 'pass', player: 1 } as Action);
    (actions[0] as { player: number }).player = 1;
    expect(JSON.stringify(record)).toBe(text);
  });
});
