/**
 * A draft session whose drafters cannot play a Conspiracy game together (CR 905.3, 100.1b: a
 * multiplayer game, one that begins with more than two players, and at most six in the engine) says
 * so from the start, rather than leaving two drafters to build decks for a game `!start` refuses.
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, type TableSession } from '../../src/index.js';
import { drive, eager, type Exchange } from './table-driver.js';

const NO_GAME = /2 drafters cannot go on to their game in this session: a Conspiracy Draft game is a multiplayer game of 3 to 6 players \(CR 905\.3, 100\.1b\)/;

describe('CR 905.3, 100.1b: a draft session of two drafters plays the draft only', () => {
  it('says so in !status before the start, in the draft\'s first post, in !status once the draft is complete and at !start', () => {
    let s: TableSession = createTableSession({ kind: 'draft', seed: 3, seats: 2 });
    expect(handleTable(s, 'A', '!status').replies[0]!.text).toMatch(NO_GAME);
    for (const u of ['A', 'B']) s = handleTable(s, u, '!join').session;
    const started = handleTable(s, 'A', '!start');
    expect(started.replies[0]!.text).toMatch(/^The draft begins: 2 drafters/);
    expect(started.replies[0]!.text).toMatch(NO_GAME);
    const first: Exchange[] = [{ user: 'A', line: '!start', before: s, result: started }];
    const log = drive(started.session, first, { choose: eager, seed: 3, limit: 400, until: (x) => x.draft?.phase === 'complete' });
    s = log.at(-1)!.result.session;
    expect(s.draft?.phase).toBe('complete');
    const status = handleTable(s, 'A', '!status').replies[0]!.text;
    expect(status).toMatch(NO_GAME);
    expect(status).not.toMatch(/!start plays the game/);
    for (const u of ['A', 'B']) s = handleTable(s, u, '!deck auto').session;
    const refused = handleTable(s, 'A', '!start');
    expect(refused.ok).toBe(false);
    expect(refused.replies[0]!.text).toMatch(NO_GAME);
  });

  it('a draft of seven drafters says in its first post that its game needs tables of its own, and three drafters are not told so', () => {
    const begin = (n: number): string => {
      let s: TableSession = createTableSession({ kind: 'draft', seed: 3, seats: n });
      for (let u = 0; u < n; u++) s = handleTable(s, `U${u}`, '!join').session;
      return handleTable(s, 'U0', '!start').replies[0]!.text;
    };
    expect(begin(7)).toMatch(/7 drafters cannot go on to their game in this session: .*\(CR 905\.3, 100\.1b\); a host may split the drafters into tables \(startTableGames\)/);
    expect(begin(3)).not.toMatch(/cannot go on/);
  });
});
