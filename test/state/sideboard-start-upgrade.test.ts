/**
 * Games of the build that asked nothing at the start of a game outside Conspiracy Draft where
 * sideboards held no conspiracy (963a0135 and before), where this build asks every player once any
 * sideboard holds a card, so that whether it asks tells nobody what a hidden sideboard holds (CR
 * 315.2, 400.11a). The fixtures were written by 963a0135 itself: a three-player free-for-all, seat 1
 * starting, sideboards of Bronze Sable and Plains (seat 0) and Burning Wish (seat 1), played to its
 * end by the heuristic bots (seed 3), and the game saved at its first decision, seat 1's mulligan.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, deserialize, logOf, serialize, tryApply, type GameReplay, type ReadonlyGameState } from '../../src/index.js';
import { replayed } from '../helpers/old-records.js';

const recorded = (name: string): string => readFileSync(new URL(`../fixtures/records-old-builds/${name}.json`, import.meta.url), 'utf8');
const saved = (name: string): string => readFileSync(new URL(`../fixtures/saves-old-builds/${name}.json`, import.meta.url), 'utf8');

/** A state's saved form without its log, its conspiracy records and its combat's defending players, which this build adds to or keeps. */
function withoutStartRecords(s: ReadonlyGameState): unknown {
  const j = JSON.parse(serialize(s)) as { log?: unknown; conspiracyDraft?: unknown; combat?: { defendingPlayers?: unknown } | null };
  delete j.log;
  delete j.conspiracyDraft;
  delete j.combat?.defendingPlayers;
  return j;
}

describe('records and saves of a build that asked nothing where no sideboard held a conspiracy (CR 315.2)', () => {
  const record = JSON.parse(recorded('963a0135-sideboards-without-conspiracies.replay')) as GameReplay;
  const old = deserialize(recorded('963a0135-sideboards-without-conspiracies.end'));

  it('this build asks every player, in turn order from the starting player, and refuses the record\'s first action as recorded', () => {
    const first = replayed({ ...record, actions: [] })[0]!;
    expect(first.decision).toMatchObject({ kind: 'startOfGame', player: 1, prompt: 'conspiracies', rule: '315.2' });
    expect(record.actions[0]).toEqual({ type: 'keep', player: 1 });
    expect(tryApply(first, record.actions[0]!)).toMatchObject({ ok: false, error: { code: 'wrongDecision' } });
  });

  it('963a0135, a free-for-all with sideboards and no conspiracy: replays to the same game, each player answering "none" before the record\'s first action', () => {
    const states = replayed(record);
    expect(states).toHaveLength(record.actions.length + 1);
    const end = states.at(-1)!;
    expect(end.result).toEqual(old.result);
    expect(withoutStartRecords(end)).toEqual(withoutStartRecords(old));
    const log = logOf(end);
    // the answers this build asked, in turn order from seat 1 (CR 101.4e), the empty declarations of
    // blockers this build logs where the earlier one logged none (CR 509.1a), and the rest of the log as it was
    expect(log.filter((e) => e.type === 'finishConspiracies')).toEqual([1, 2, 0].map((player) => ({ type: 'finishConspiracies', rule: '315.2', player })));
    expect(log.filter((e) => e.type === 'noBlockers').length).toBeGreaterThan(0);
    expect(log.filter((e) => e.type !== 'finishConspiracies' && e.type !== 'noBlockers')).toEqual(logOf(old));
    expect(end.command).toEqual([]);
  });

  it('963a0135, saved at seat 1\'s mulligan: loads and plays on with the mulligans, asking nothing more', () => {
    let s = deserialize(saved('963a0135-sideboards-mulligan'));
    expect(s.decision).toEqual({ kind: 'mulligan', player: 1 });
    expect(s.conspiracyDraft).toBeUndefined();
    for (const player of [1, 2, 0]) s = apply(s, { type: 'keep', player });
    expect(s.turn.step).not.toBe('pregame');
    expect(s.decision?.kind).toBe('priority');
  });
});
