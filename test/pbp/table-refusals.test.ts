/**
 * Commands of a table session refused in their time, each with a message saying why and the session
 * unchanged: before the start, by a user without a seat or a name, during the draft.
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { drive, eager } from './table-driver.js';

function refusedWith(s: TableSession, user: string, line: string): string[] {
  const r = handleTable(s, user, line);
  expect(r.ok, line).toBe(false);
  expect(r.session, line).toBe(s);
  return r.replies.map((x) => x.text);
}

describe('table session refusals', () => {
  it('before the start, !actions and !name say nothing has started', () => {
    const s = handleTable(createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 }), 'A', '!join').session;
    expect(refusedWith(s, 'A', '!actions')).toEqual(['nothing has started yet: !join, then !start']);
    expect(refusedWith(s, 'A', '!name Forest')).toEqual(['there is no card to name: the game has not started']);
  });

  it('!json is a seated user\'s to set; a user name of only spaces is refused', () => {
    const s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 });
    expect(refusedWith(s, 'Host', '!json')).toEqual(['Host has no seat: !join takes one']);
    expect(refusedWith(s, '   ', '!join')).toEqual(['a user name is 1 to 200 characters, not only spaces']);
  });

  it('CR 905.1d: !start during the draft is refused until the draft is complete, and the last pick posts the status', () => {
    let s: TableSession = createTableSession({ kind: 'draft', seed: 3, seats: 3 });
    for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
    const started = handleTable(s, 'A', '!start');
    expect(refusedWith(started.session, 'B', '!start')).toEqual(['the draft is not complete yet (CR 905.1d)']);
    const log = drive(started.session, [{ user: 'A', line: '!start', before: s, result: started }], { choose: eager, seed: 3, limit: 600, until: (x) => x.draft?.phase === 'complete' });
    const last = log.at(-1)!.result;
    expect(last.session.draft?.phase).toBe('complete');
    expect(last.replies.filter((r) => r.data.kind === 'status').map((r) => r.text.split('\n')[1])).toEqual([
      'The draft is complete: each seat gives !deck LIST (from its pool and basic lands) or !deck auto, then !start plays the game.',
    ]);
  });
});
