/**
 * Whole transcripts through the text protocol: a 4-player Conspiracy game from the first `!join` to
 * the end, and a 4-drafter draft followed by its game. Chat ids with spaces and `#` sit at the table.
 * Each reply is checked: a whisper names no card its seat may not see, a public post none a
 * spectator may not see (see `leakedNames`).
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { drive, eager, leakedNames, KNOWN_NAMES, type Exchange } from './table-driver.js';

const USERS = ['Jane Doe#1234', '@user name', 'Bo', 'Cy'];

/** Four decks: melee and goad, monarch and votes, double agenda and hidden agendas. */
const DECKS = [
  "17 Mountain; 8 Grenzo's Ruffians; 8 Goblin Racketeer; 7 Crown-Hunter Hireling; Conspiracy; 1 Double Stroke",
  "17 Plains; 8 Wings of the Guard; 8 Palace Sentinels; 7 Custodi Squire; Conspiracy; 1 Summoner's Bond",
  '17 Forest; 8 Menagerie Liberator; 8 Fang of the Pack; 7 Entourage of Trest; Conspiracy; 1 Natural Unity',
  "17 Swamp; 8 Thorn of the Black Rose; 8 Garrulous Sycophant; 7 Tyrant's Choice; Conspiracy; 1 Secret Summoning",
];

/** A session, and a way to send lines to it that keeps every exchange. */
function table(kind: 'conspiracy' | 'draft', seed: number): { send: (user: string, line: string) => Exchange; log: Exchange[]; now: () => TableSession } {
  let s = createTableSession({ kind, seed, seats: 4 });
  const log: Exchange[] = [];
  return {
    log,
    now: () => s,
    send: (user, line) => {
      const x = { user, line, before: s, result: handleTable(s, user, line) };
      log.push(x);
      s = x.result.session;
      return x;
    },
  };
}

const publicText = (log: readonly Exchange[]): string => log.flatMap((x) => x.result.replies.filter((r) => r.readers.everyone).map((r) => r.text)).join('\n');
const seatText = (log: readonly Exchange[], seat: number): string => log.flatMap((x) => x.result.replies.filter((r) => !r.readers.everyone && r.readers.seat === seat).map((r) => r.text)).join('\n');

function expectNoLeaks(log: readonly Exchange[]): void {
  const leaks = log.flatMap((x) => x.result.replies.map((r) => ({ line: x.line, readers: r.readers, names: leakedNames(x, r, KNOWN_NAMES) }))).filter((l) => l.names.length > 0);
  expect(leaks).toEqual([]);
}

describe('a 4-player Conspiracy game by post', () => {
  it('plays from the first !join to the end through handle, with conspiracies, secret names, the monarch, votes and goad', () => {
    const t = table('conspiracy', 1);
    USERS.forEach((u) => expect(t.send(u, '!join').result.replies[0]!.text).toBe(`${u} sits at seat ${USERS.indexOf(u) + 1}.`));
    USERS.forEach((u, i) => {
      const x = t.send(u, `!deck ${DECKS[i]}`);
      // the deck is the seat's secret: the public post says only that there is one
      expect(x.result.replies[0]).toMatchObject({ readers: { everyone: true }, text: `Seat ${i + 1} has a deck.` });
      expect(x.result.replies[1]!.readers).toEqual({ everyone: false, seat: i, users: [u] });
    });
    const started = t.send('Bo', '!start');
    expect(started.result.session.game?.players.map((p) => p.name)).toEqual(USERS);
    const log = drive(t.now(), t.log, { choose: eager, seed: 1, limit: 4000, until: (s) => s.game?.result != null });
    const end = log[log.length - 1]!.result.session;
    expect(end.game?.result).not.toBeNull();
    const everyone = publicText(log);
    // the end is announced, with its rule
    expect(everyone).toMatch(/Seat \d \(.+\) wins \[CR 104\.\d[a-z]?\]/);
    // every seat put its conspiracy into the command zone: publicly "a face-down conspiracy", by name only to its seat
    expect(everyone.match(/puts a face-down conspiracy into the command zone/g)?.length).toBe(4);
    expect(seatText(log, 1)).toContain("@user name puts Summoner's Bond into the command zone");
    // Summoner's Bond is a double agenda: two names, chosen secretly; the public post names none
    expect(seatText(log, 1)).toMatch(/@user name secretly names [^\n]+ \/ [^\n]+ for Summoner's Bond/);
    expect(everyone).toContain('@user name secretly names a card for a face-down conspiracy');
    expect(everyone).toMatch(/becomes the monarch/);
    expect(everyone).toMatch(/vote/i);
    expect(everyone).toMatch(/goad/i);
    // the decisions answered by text: each kind the game asked, votes and goad targets among the choices
    const answered = new Set(log.filter((x) => x.result.ok && /^!(\d+|name )/.test(x.line) && x.before.game?.decision).map((x) => {
      const d = x.before.game!.decision!;
      return d.kind === 'choose' ? `choose:${d.choice.prompt}` : d.kind;
    }));
    for (const kind of ['startOfGame', 'mulligan', 'priority', 'declareAttackers', 'declareBlockers', 'putTrigger', 'choose:vote']) expect(answered).toContain(kind);
    expect([...answered].some((k) => /goad/i.test(k))).toBe(true);
    expectNoLeaks(log);
  });

  it('refuses what a seat may not do, telling only that seat when the answer could reveal its cards', () => {
    const t = table('conspiracy', 2);
    expect(t.send('Jane Doe#1234', '!start').result).toMatchObject({ ok: false });
    USERS.slice(0, 2).forEach((u) => t.send(u, '!join'));
    expect(t.send('Jane Doe#1234', '!start').result.replies[0]!.text).toMatch(/3 to 6 players, not 2 \(CR 905\.3\)/);
    t.send('Bo', '!join');
    expect(t.send('Bo', '!join').result.replies[0]!.text).toMatch(/sits at seat 3 already/);
    expect(t.send('Bo', '!start').result.replies[0]!.text).toMatch(/no deck yet for seat 1, seat 2, seat 3/);
    const short = t.send('Bo', '!deck 10 Forest');
    expect(short.result.ok).toBe(false);
    expect(short.result.replies[0]!.readers).toMatchObject({ everyone: false, seat: 2 });
    USERS.slice(0, 3).forEach((u, i) => t.send(u, `!deck ${DECKS[i]}`));
    t.send('Bo', '!start');
    // seat 1 decides first; seat 2 has nothing to choose, and !1 from it is refused to it alone
    const early = t.send('@user name', '!1');
    expect(early.result.ok).toBe(false);
    expect(early.result.replies[0]!.readers).toMatchObject({ everyone: false, seat: 1 });
    expect(early.result.session).toBe(early.before);
    // actions by their text; a secret name by !name
    expect(t.send('Jane Doe#1234', '!act put double stroke into the command zone').result.ok).toBe(true);
    expect(t.send('Jane Doe#1234', '!name Not A Card').result.ok).toBe(false);
    const named = t.send('Jane Doe#1234', "!name  GRENZO'S   ruffians");
    expect(named.result.ok).toBe(true);
    expect(publicText([named])).not.toContain('Grenzo');
    expect(seatText([named], 0)).toContain("Grenzo's Ruffians for Double Stroke");
    // a user outside the game reads only public things
    const board = t.send('Dee', '!view').result;
    expect(board.ok).toBe(true);
    expect(board.replies[0]!.readers.everyone).toBe(true);
    expect(board.replies[0]!.text).not.toMatch(/Grenzo|Double Stroke/);
    const status = t.send('Dee', '!status').result.replies[0]!;
    expect(status.readers.everyone).toBe(true);
    expect(status.text).toContain('Waiting for seat 1 (Jane Doe#1234)');
  });
});

describe('a draft by post, then its game', () => {
  it('drafts with draft-matters cards through !N and !pick, builds decks, and plays the game to the end', () => {
    const t = table('draft', 1);
    USERS.forEach((u) => t.send(u, '!join'));
    const started = t.send('Jane Doe#1234', '!start');
    // each drafter is whispered their own pack, numbered for !pick
    const packs = started.result.replies.filter((r) => !r.readers.everyone);
    expect(packs.map((r) => (r.readers as { seat: number }).seat)).toEqual([0, 1, 2, 3]);
    for (const r of packs) expect(r.text).toMatch(/Your pack \(15 cards\): 1\. /);
    // !pick 1 drafts the first card of the pack as !view lists it
    const first = (packs[0]!.data.view as { pack: { name: string }[] }).pack[0]!.name;
    const picked = t.send('Jane Doe#1234', '!pick 1');
    // whispered to the drafter in the second person, their name kept for the others' lines
    expect(seatText([picked], 0)).toContain(`You draft ${first}`);
    expect(seatText([picked], 0)).not.toContain('Jane Doe#1234 drafts');
    expect(publicText([picked])).not.toContain(first);
    const log = drive(t.now(), t.log, { choose: eager, seed: 1, limit: 2000, until: (s) => s.draft?.phase === 'complete' });
    const drafted = log[log.length - 1]!.result.session;
    expect(drafted.draft?.phase).toBe('complete');
    // draft-matters: a face-up card drafted and a Paliano Vanguard note taken through the numbered actions
    expect(publicText(log)).toMatch(/drafts .+ face up {2}\[CR 905\.2c\]/);
    expect(log.some((x) => /revealing and noting it with/.test(x.result.replies.map((r) => r.text).join('\n')))).toBe(true);
    const g = { log: [] as Exchange[], s: drafted };
    const send = (u: string, line: string): Exchange => {
      const x = { user: u, line, before: g.s, result: handleTable(g.s, u, line) };
      g.log.push(x);
      g.s = x.result.session;
      return x;
    };
    expect(send('Bo', '!start').result.replies[0]!.text).toMatch(/no deck yet/);
    expect(send('Bo', '!deck 40 Forest').result.replies[0]!.text).toMatch(/905\.1d|pool/);
    USERS.forEach((u) => expect(send(u, '!deck auto').result.ok).toBe(true));
    send('Cy', '!start');
    const game = drive(g.s, g.log, { choose: eager, seed: 2, limit: 4000, until: (s) => s.game?.result != null });
    expect(game[game.length - 1]!.result.session.game?.result).not.toBeNull();
    expectNoLeaks([...log, ...game]);
  });
});
