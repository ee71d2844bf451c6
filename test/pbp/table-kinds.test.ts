/**
 * The kinds of table session by post besides the Conspiracy game and the draft: a Magic Tech game
 * (two players, MT 2.2; decks of at most 60 cards, MT 2.1) and a free-for-all game (CR 806, the
 * engine's format of 2 to 6 players). Each is created, played through commands, saved and loaded;
 * bad kinds, seats, decks and damaged files are refused; files written before these kinds load as
 * they did.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RulesError, createTableSession, handle, loadAnySession, loadTableSession, saveSession, type TableSession } from '../../src/index.js';
import { refusal } from '../helpers/refusal.js';

const DECK = '20 Forest; 20 Bronze Sable';

/** Sends lines in order, each `user: command`; returns the session after them, failing on a refused one. */
function play(s: TableSession, lines: readonly string[]): TableSession {
  let at = s;
  for (const l of lines) {
    const i = l.indexOf(':');
    const r = handle(at, l.slice(0, i), l.slice(i + 1).trim());
    if (!r.ok) throw new Error(`${l} refused: ${r.replies[0]?.text}`);
    at = r.session;
  }
  return at;
}

/** The user on the seat deciding now. */
function deciding(s: TableSession): string {
  return s.seats[s.game!.decision!.player]!.users[0]!;
}

/** A started game of `users`, every hand kept. */
function started(kind: 'magic-tech' | 'free-for-all', users: readonly string[]): TableSession {
  let s = createTableSession({ kind, seed: 3, seats: users.length });
  s = play(s, [...users.map((u) => `${u}: !join`), ...users.map((u) => `${u}: !deck ${DECK}`), `${users[0]}: !start`]);
  while (s.game!.decision!.kind === 'mulligan') s = play(s, [`${deciding(s)}: !act keep your hand`]);
  return s;
}

describe('a Magic Tech session by post', () => {
  it('offers 2 seats, starts a Magic Tech game, deploys and plays by command, and round-trips through its file', () => {
    const fresh = createTableSession({ kind: 'magic-tech', seed: 3 });
    expect(fresh.seats).toHaveLength(2);
    let s = play(fresh, ['Ann: !join', 'Bo: !join', `Ann: !deck ${DECK}`]);
    // a Magic Tech game plays no conspiracies: the seat is not told of any
    expect(handle(s, 'Bo', `!deck ${DECK}`).replies.map((r) => r.text)).toEqual(['Seat 2 has a deck.', 'Your deck: 40 cards.']);
    s = play(s, [`Bo: !deck ${DECK}`]);
    const begun = handle(s, 'Ann', '!start');
    expect(begun.ok).toBe(true);
    expect(begun.replies[0]!.text.split('\n')[0]).toBe('The Magic Tech game begins (MT 2.2): the Paris mulligan, the first player deciding first (MT 12).');
    expect(begun.session.game!.format).toBe('magic-tech');
    s = started('magic-tech', ['Ann', 'Bo']);
    expect(s.game!.turn.step).toBe('main1');
    const first = deciding(s);
    const hand = s.game!.players[s.game!.decision!.player]!.hand.length;
    // MT 4.1: a card deployed face down, then a land deployed face up (MT 4.6)
    s = play(s, [`${first}: !act deploy Bronze Sable`, `${first}: !act play Forest`]);
    expect(s.game!.players[s.game!.decision!.player]!.hand).toHaveLength(hand - 2);
    expect(s.game!.battlefield.filter((id) => s.game!.objects[id]!.faceDown)).toHaveLength(1);
    const loaded = loadTableSession(saveSession(s));
    expect(loaded).toStrictEqual(JSON.parse(saveSession(s)));
    expect(loadAnySession(saveSession(s))).toStrictEqual(loaded);
    // the loaded session plays on as the one saved does
    const next = [`${first}: !actions`, `${first}: !status`, `${first}: !pass`];
    expect(next.map((l) => handle(loaded, first, l.slice(l.indexOf(':') + 1).trim()).replies)).toEqual(next.map((l) => handle(s, first, l.slice(l.indexOf(':') + 1).trim()).replies));
  });

  it('refuses a third seat, a game of one player, and a deck of more than 60 cards (MT 2.2, 2.1)', () => {
    const seats = refusal(() => createTableSession({ kind: 'magic-tech', seed: 1, seats: 3 }));
    expect(seats.message).toBe('a magic-tech session offers 2 seats, not 3 (MT 2.2)');
    expect(seats.rule).toBe('MT 2.2');
    let s = play(createTableSession({ kind: 'magic-tech', seed: 1 }), ['Ann: !join', `Ann: !deck ${DECK}`]);
    const alone = handle(s, 'Ann', '!start');
    expect(alone.ok).toBe(false);
    expect(alone.replies[0]!.text).toBe('a Magic Tech game has 2 players, not 1 (MT 2.2)');
    s = play(s, ['Bo: !join']);
    const big = handle(s, 'Bo', '!deck 31 Forest; 30 Bronze Sable');
    expect(big.ok).toBe(false);
    expect(big.session).toBe(s);
    expect(big.replies).toEqual([expect.objectContaining({ text: 'your deck: a Magic Tech deck has at most 60 cards, not 61 (MT 2.1)', readers: { everyone: false, seat: 1, users: ['Bo'] } })]);
    expect(refusal(() => createTableSession({ kind: 'magic-tech', seed: 1, decks: [{ deck: Array<string>(61).fill('Forest'), sideboard: [] }] })).rule).toBe('MT 2.1');
  });
});

describe('a free-for-all session by post', () => {
  it('offers 2 to 6 seats, starts a free-for-all game, plays by command, and round-trips through its file', () => {
    expect(createTableSession({ kind: 'free-for-all', seed: 1 }).seats).toHaveLength(6);
    let s = started('free-for-all', ['Ann', 'Bo', 'Cy']);
    expect(s.game!.format).toBe('free-for-all');
    const first = deciding(s);
    s = play(s, [`${first}: !act play Forest`, `${deciding(s)}: !status`]);
    expect(s.game!.battlefield).toHaveLength(1);
    const loaded = loadAnySession(saveSession(s)) as TableSession;
    expect(loaded).toStrictEqual(JSON.parse(saveSession(s)));
    const who = deciding(loaded);
    expect(handle(loaded, who, '!act play Forest').replies).toEqual(handle(s, who, '!act play Forest').replies);
    // a duel is a free-for-all game of two (the engine's format takes 2 to 6 players)
    expect(started('free-for-all', ['Ann', 'Bo']).game!.players).toHaveLength(2);
  });

  it('refuses 1 or 7 seats, and a conspiracy in a deck (CR 315.3)', () => {
    for (const n of [1, 7]) expect(refusal(() => createTableSession({ kind: 'free-for-all', seed: 1, seats: n })).message).toBe(`a free-for-all session offers 2 to 6 seats, not ${n} (CR 806)`);
    const s = play(createTableSession({ kind: 'free-for-all', seed: 1, seats: 2 }), ['Ann: !join']);
    const r = handle(s, 'Ann', '!deck 39 Forest; 1 Double Stroke');
    expect(r.ok).toBe(false);
    expect(r.replies[0]!.text).toMatch(/Double Stroke is a conspiracy card; .*never in a deck \(CR 315\.3\)$/);
    expect(refusal(() => createTableSession({ kind: 'free-for-all', seed: 1, decks: [{ deck: [...Array<string>(39).fill('Forest'), 'Double Stroke'], sideboard: [] }] })).rule).toBe('315.3');
  });
});

describe('kinds of table session', () => {
  it('a kind there is not is refused, naming the kinds there are', () => {
    const e = refusal(() => createTableSession({ kind: 'chess' as never, seed: 1 }));
    expect(e.code).toBe('malformed');
    expect(e.message).toBe('a session is "conspiracy", "draft", "magic-tech", "free-for-all" or an Async Mental Magic league (createSession), not "chess"');
  });

  it('!help lists the kinds and names the session\'s own', () => {
    const text = handle(createTableSession({ kind: 'magic-tech', seed: 1 }), 'Ann', '!help').replies[0]!.text;
    expect(text).toContain('magic-tech (a Magic Tech game, 2 seats');
    expect(text).toContain('free-for-all (2-6 seats)');
    expect(text.split('\n').at(-1)).toBe('This session: magic-tech.');
  });

  it('a saved file whose seats, draft or game do not fit its kind is refused', () => {
    const magicTech = JSON.parse(saveSession(started('magic-tech', ['Ann', 'Bo']))) as Record<string, unknown>;
    const freeForAll = JSON.parse(saveSession(started('free-for-all', ['Ann', 'Bo', 'Cy']))) as Record<string, unknown>;
    const damaged = (base: Record<string, unknown>, change: Record<string, unknown>): RulesError => refusal(() => loadTableSession(JSON.stringify({ ...base, ...change })));
    // the seats of another kind
    expect(damaged(magicTech, { seats: [...(magicTech.seats as unknown[]), { users: ['Cy'], deck: null, advanceDeck: null }] }).message).toBe('a damaged session: a magic-tech session offers 2 seats, not 3');
    // a game of another format than its kind plays
    expect(damaged(freeForAll, { kind: 'conspiracy' }).message).toBe('a damaged session: the game is not a conspiracy game of the seats');
    expect(damaged(magicTech, { kind: 'free-for-all' }).message).toBe('a damaged session: the game is not a free-for-all game of the seats');
    // only a draft session has a draft
    const draft = JSON.parse(saveSession(play(createTableSession({ kind: 'draft', seed: 1, seats: 2 }), ['Ann: !join', 'Bo: !join', 'Ann: !start']))) as Record<string, unknown>;
    expect(damaged(freeForAll, { draft: draft.draft }).message).toBe('a damaged session: a free-for-all session has no draft');
    expect(damaged(freeForAll, { kind: 'chess' }).message).toBe('a damaged session: a session is "conspiracy", "draft", "magic-tech", "free-for-all" or an Async Mental Magic league (createSession), not "chess"');
  });

  it('files saved before these kinds (a Conspiracy game and a draft, by 8d0a0dd) load unchanged and play on', () => {
    for (const name of ['conspiracy', 'draft']) {
      const text = readFileSync(new URL(`../fixtures/pbp-sessions-8d0a0dd/${name}.json`, import.meta.url), 'utf8');
      const s = loadAnySession(text) as TableSession;
      expect(s.kind).toBe(name);
      expect(JSON.parse(saveSession(s))).toStrictEqual(JSON.parse(text));
      const r = handle(s, 'D', name === 'draft' ? '!pick 1' : '!status');
      expect(r.ok).toBe(true);
    }
  });
});
