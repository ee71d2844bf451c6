/**
 * The command language of Conspiracy game and draft sessions: parsing, user names with spaces and
 * `#`, the JSON output mode, the dispatching `handle`, and saved sessions of version 2 next to the
 * Mental Magic league's version 1.
 */
import { describe, expect, it } from 'vitest';
import { pbpLine } from '../../src/cli/pbp.js';
import { handle, renderReplies } from '../../src/pbp/handle.js';
import { loadAnySession, loadSession, loadTableSession, saveSession } from '../../src/pbp/saved.js';
import { createSession } from '../../src/pbp/session.js';
import { normalUser, parseTableLine, splitUserLine } from '../../src/pbp/table-commands.js';
import { createTableSession, handleTable, POST_STOPS } from '../../src/pbp/table-session.js';

describe('parseTableLine', () => {
  it('reads every command, and !N as taking action N', () => {
    expect(parseTableLine('!join')).toEqual({ kind: 'join', seat: null });
    expect(parseTableLine('!seat 3')).toEqual({ kind: 'join', seat: 3 });
    expect(parseTableLine('!7')).toEqual({ kind: 'act', index: 7 });
    expect(parseTableLine('!act 12')).toEqual({ kind: 'act', index: 12 });
    expect(parseTableLine('!act  cast   Grenzo\'s Ruffians')).toEqual({ kind: 'actNamed', text: "cast Grenzo's Ruffians" });
    expect(parseTableLine('!pick 2')).toEqual({ kind: 'pick', card: 2 });
    expect(parseTableLine('!name Brago, King Eternal')).toEqual({ kind: 'name', name: 'Brago, King Eternal' });
    expect(parseTableLine('!a 2')).toEqual({ kind: 'actions', page: 2 });
    expect(parseTableLine('!hand')).toEqual({ kind: 'view' });
    expect(parseTableLine('!json')).toEqual({ kind: 'output', format: 'json' });
    expect(parseTableLine('# a comment')).toEqual({ kind: 'comment' });
    expect(parseTableLine('hello all')).toEqual({ kind: 'chat' });
  });

  it('keeps # inside a command as text, and refuses what it cannot read', () => {
    expect(parseTableLine('!deck 40 Forest # no comment')).toEqual({ kind: 'deck', list: '40 Forest # no comment' });
    expect(parseTableLine('!pick x')).toMatchObject({ kind: 'error' });
    expect(parseTableLine('!0')).toMatchObject({ kind: 'error' });
    expect(parseTableLine('!status now')).toMatchObject({ kind: 'error', message: '!status takes no arguments' });
    expect(parseTableLine('!frobnicate')).toMatchObject({ kind: 'error', message: expect.stringMatching(/unknown command/) });
    // a space after the ! is the likely slip: the reply shows the command as it is written
    expect(parseTableLine('! 3')).toEqual({ kind: 'error', message: 'a command is ! followed by a word or a number, with no space between: !3' });
    expect(parseTableLine('!  pass')).toMatchObject({ kind: 'error', message: expect.stringMatching(/no space between: !pass$/) });
    expect(parseTableLine(`!name ${'x'.repeat(30_000)}`)).toMatchObject({ kind: 'error' });
  });

  it('refuses an action number with arguments, a seat or page that is no number, and !name or !act with nothing after, each with a message saying what it takes', () => {
    expect(parseTableLine('!7 now')).toEqual({ kind: 'error', message: '!7 takes no arguments' });
    for (const w of ['!join', '!seat']) {
      expect(parseTableLine(`${w} two`)).toEqual({ kind: 'error', message: `${w} takes a seat number, as in ${w} 2` });
      expect(parseTableLine(`${w} 0`)).toMatchObject({ kind: 'error' });
    }
    for (const w of ['!a', '!actions']) expect(parseTableLine(`${w} next`)).toEqual({ kind: 'error', message: `${w} takes a page number, as in ${w} 2` });
    expect(parseTableLine('!name')).toEqual({ kind: 'error', message: "!name needs a card name, as in !name Grenzo's Ruffians" });
    expect(parseTableLine('!act')).toEqual({ kind: 'error', message: "!act needs an action number from !actions, or the action's text" });
  });
});

describe('user names', () => {
  it('are taken whole in "user: command" lines, spaces and # included; a JSON string holds a colon', () => {
    expect(splitUserLine('Jane Doe#1234: !join 2')).toEqual({ user: 'Jane Doe#1234', text: '!join 2' });
    expect(splitUserLine('@user name: !act cast Bronze Sable: now')).toEqual({ user: '@user name', text: '!act cast Bronze Sable: now' });
    expect(splitUserLine('"a:b \\"c\\"": !view')).toEqual({ user: 'a:b "c"', text: '!view' });
    expect(splitUserLine('no colon')).toBeNull();
    expect(splitUserLine(' : !view')).toBeNull();
    expect(normalUser('  Jane   Doe#1234 ')).toBe('Jane Doe#1234');
    expect(normalUser('   ')).toBeNull();
  });

  it('refuse a quoted user name of only spaces, and a name over 200 characters', () => {
    expect(splitUserLine('"  ": !view')).toBeNull();
    expect(splitUserLine('"": !view')).toBeNull();
    expect(normalUser('x'.repeat(200))).toBe('x'.repeat(200));
    expect(normalUser('x'.repeat(201))).toBeNull();
  });

  it('seat the same user however their spaces run, in a Conspiracy session and in a Mental Magic league', () => {
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 });
    s = handleTable(s, 'Jane  Doe#1234', '!join').session;
    expect(s.seats[0]!.users).toEqual(['Jane Doe#1234']);
    expect(handleTable(s, 'Jane Doe#1234', '!join').replies[0]!.text).toMatch(/sits at seat 1 already/);
    const league = handle(createSession({ seed: 1 }), 'Jane Doe#1234', '!dibs');
    expect(league.ok).toBe(true);
    expect(league.reply.text).toContain('Jane Doe#1234 has dibs');
  });
});

describe('JSON output', () => {
  it('posts each reply as one JSON object with readers, text and data, by session or by call', () => {
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 });
    const joined = handleTable(s, 'Ann', '!join');
    expect(renderReplies(joined)).toEqual([{ readers: { everyone: true }, text: 'Ann sits at seat 1.' }]);
    const asJson = renderReplies(joined, 'json');
    expect(JSON.parse(asJson[0]!.text)).toEqual({ readers: { everyone: true }, text: 'Ann sits at seat 1.', data: { kind: 'ack' } });
    s = handleTable(joined.session, 'Ann', '!json').session;
    expect(s.output).toBe('json');
    const line = pbpLine(s, 'Ann: !status');
    expect(JSON.parse(line.output)).toMatchObject({ readers: { everyone: true }, data: { kind: 'status' } });
    // a call may still ask for text
    expect(pbpLine(s, 'Ann: !status', 'text').output).toMatch(/^\[to everyone\]\nseat 1: Ann/);
  });

  it('lists numbered actions as data, whispered to the seat', () => {
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: Array(3).fill({ deck: Array(40).fill('Forest'), sideboard: ['Brago\'s Favor'] }) });
    for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
    const started = handleTable(s, 'A', '!start');
    const whisper = started.replies.find((r) => r.data.kind === 'actions')!;
    const seat = started.session.game!.decision!.player;
    expect(whisper.readers).toEqual({ everyone: false, seat, users: [['A', 'B', 'C'][seat]] });
    expect(whisper.data.actions!.map((a) => [a.n, a.action.type])).toEqual([[1, 'putConspiracy'], [2, 'finishConspiracies']]);
    expect(whisper.text).toContain("1. put Brago's Favor into the command zone");
    // every player starts with the stops of play by post, so a post is not needed at every step
    expect(started.session.game!.settings.stops).toEqual([POST_STOPS, POST_STOPS, POST_STOPS]);
  });
});

describe('!act with an action as JSON', () => {
  it('takes an action the engine accepts though no list holds it (setStops), of the speaker\'s seat only', () => {
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: Array(3).fill({ deck: Array(40).fill('Forest'), sideboard: [] }) });
    for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
    s = handleTable(s, 'A', '!start').session;
    const stops = handleTable(s, 'B', '!act {"type":"setStops","player":1,"stops":{"ownTurn":["main1"],"othersTurns":[]}}');
    expect(stops.ok).toBe(true);
    expect(stops.session.game!.settings.stops?.[1]).toEqual({ ownTurn: ['main1'], othersTurns: [] });
    const other = handleTable(s, 'B', '!act {"type":"setStops","player":0,"stops":null}');
    expect(other).toMatchObject({ ok: false, session: s });
    expect(other.replies[0]!.readers).toMatchObject({ everyone: false, seat: 1 });
    const malformed = handleTable(s, 'B', '!act {"type":"setStops","player":1,"stops":7}');
    expect(malformed).toMatchObject({ ok: false, session: s });
    // the engine's refusal may name a hidden card: the speaker's seat alone reads it
    expect(malformed.replies[0]!.readers).toEqual({ everyone: false, seat: 1, users: ['B'] });
    expect(parseTableLine('!act {nope')).toMatchObject({ kind: 'error' });
  });

  it("CR 117.3d: setting a seat's stops, out of its turn, is acknowledged to that seat alone; the thread reads no 'B acts' and the deciding seat is not asked again", () => {
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: Array(3).fill({ deck: Array(40).fill('Forest'), sideboard: [] }) });
    for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
    s = handleTable(s, 'A', '!start').session;
    expect(s.game!.decision?.player).toBe(0);
    const stops = handleTable(s, 'B', '!act {"type":"setStops","player":1,"stops":{"ownTurn":["main1"],"othersTurns":[]}}');
    expect(stops.replies.map((r) => [r.readers, r.data.kind])).toEqual([[{ everyone: false, seat: 1, users: ['B'] }, 'ack']]);
    expect(stops.replies[0]!.text).toMatch(/in your own turns at main1, in the other players' turns at no step/);
    const asked = handleTable(s, 'B', '!act {"type":"setStops","player":1,"stops":null}');
    expect(asked.replies.map((r) => r.text)).toEqual(['Your stops are set (CR 117.3d): you are asked for priority wherever you could act.']);
  });
});

describe('!concede', () => {
  it('before a Conspiracy game starts says the game has not started (not that a draft is not conceded); in a draft, that a draft is not conceded (CR 104.3a)', () => {
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: Array(3).fill({ deck: Array(40).fill('Forest'), sideboard: [] }) });
    s = handleTable(s, 'A', '!join').session;
    const early = handleTable(s, 'A', '!concede');
    expect(early).toMatchObject({ ok: false, session: s });
    expect(early.replies[0]!.text).toMatch(/the game has not started/);
    expect(early.replies[0]!.text).not.toMatch(/draft/);
    let d = createTableSession({ kind: 'draft', seed: 1, seats: 2 });
    for (const u of ['A', 'B']) d = handleTable(d, u, '!join').session;
    d = handleTable(d, 'A', '!start').session;
    expect(handleTable(d, 'A', '!concede').replies[0]!.text).toMatch(/a draft is not conceded/);
  });
});

describe('saved sessions', () => {
  it('a Conspiracy game session saves and loads as version 2; a league still loads as version 1', () => {
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: Array(3).fill({ deck: Array(40).fill('Forest'), sideboard: [] }) });
    for (const u of ['A b', 'C#1', 'D']) s = handleTable(s, u, '!join').session;
    s = handleTable(s, 'D', '!start').session;
    const text = saveSession(s);
    expect(loadTableSession(text)).toStrictEqual(JSON.parse(text));
    expect(loadAnySession(text)).toStrictEqual(JSON.parse(text));
    const league = saveSession(createSession({ seed: 2 }));
    expect(loadAnySession(league)).toStrictEqual(loadSession(league));
    expect(() => loadSession(text)).toThrow(/not a paliano play-by-post session/);
  });

  it('refuses a damaged version 2 session', () => {
    let s = createTableSession({ kind: 'draft', seed: 1, seats: 2 });
    for (const u of ['A', 'B']) s = handleTable(s, u, '!join').session;
    s = handleTable(s, 'A', '!start').session;
    const good = JSON.parse(saveSession(s)) as Record<string, unknown>;
    const bad = (change: (v: Record<string, unknown>) => void): string => {
      const v = JSON.parse(JSON.stringify(good)) as Record<string, unknown>;
      change(v);
      return JSON.stringify(v);
    };
    expect(() => loadTableSession(bad((v) => { v.kind = 'chess'; }))).toThrow(/damaged/);
    expect(() => loadTableSession(bad((v) => { (v.seats as { users: string[] }[])[1]!.users = ['A']; }))).toThrow(/two seats/);
    expect(() => loadTableSession(bad((v) => { (v.draft as { drafters: unknown[] }).drafters.pop(); }))).toThrow();
    expect(() => loadTableSession(bad((v) => { delete v.game; }))).toThrow(/no draft or game/);
    expect(() => loadTableSession('{')).toThrow(/not JSON/);
  });
});

describe('!status of a finished game', () => {
  it('shows the winner as won and the players who left as out (CR 104.2a)', () => {
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: Array(3).fill({ deck: Array(40).fill('Forest'), sideboard: [] }) });
    for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
    s = handleTable(s, 'A', '!start').session;
    for (const u of ['B', 'C']) s = handleTable(s, u, '!concede').session;
    expect(s.game?.result?.winner).toBe(0);
    expect(handleTable(s, 'A', '!status').replies[0]!.text).toMatch(/Life: A won, B out, C out\./);
  });
});
