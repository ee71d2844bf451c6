/**
 * `!view` from a user without a seat (the host running the game, a spectator in the thread): the
 * public view of the game or the draft, built from the engine's view for no player, so it shows
 * every public zone (CR 400.2) and no hidden card: no hand, no face-down conspiracy, no chosen name
 * (702.106b), no pack or pick of the draft (905.1c).
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../src/index.js';
import { draftView } from '../../src/draft/view.js';
import { gameViewLines } from '../../src/pbp/table-text.js';
import { createTableSession, handleTable, type TableHandleResult, type TableSession } from '../../src/pbp/table-session.js';
import { setup } from '../cards/helpers.js';

const USERS = ['Ann', 'Ben', 'Cy'];
const PLAIN = "17 Mountain; 8 Grenzo's Ruffians; 8 Goblin Racketeer; 7 Crown-Hunter Hireling";
const WITH_AGENDA = `${PLAIN}; Conspiracy; 1 Immediate Action`;

/** A session and a way to send lines to it. */
function thread(s0: TableSession): { send: (user: string, line: string) => TableHandleResult; now: () => TableSession } {
  let s = s0;
  const send = (user: string, line: string): TableHandleResult => {
    const r = handleTable(s, user, line);
    s = r.session;
    return r;
  };
  return { send, now: () => s };
}

/** A 3-seat game where Ann's Immediate Action is face down naming Palace Sentinels (a card in no deck), at the mulligans. */
function gameAtMulligans(): ReturnType<typeof thread> {
  const t = thread(createTableSession({ kind: 'conspiracy', seed: 3, seats: 3 }));
  USERS.forEach((u) => t.send(u, '!join'));
  t.send('Ann', `!deck ${WITH_AGENDA}`);
  t.send('Ben', `!deck ${PLAIN}`);
  t.send('Cy', `!deck ${PLAIN}`);
  for (const [user, line] of [['Ann', '!start'], ['Ann', '!1'], ['Ann', '!name Palace Sentinels'], ['Ann', '!act finish'], ['Ben', '!act finish'], ['Cy', '!act finish']] as const) {
    const r = t.send(user, line);
    expect(r.ok, `${user}: ${line}: ${r.replies.map((x) => x.text).join(' | ')}`).toBe(true);
  }
  expect(t.now().game?.decision?.kind).toBe('mulligan');
  return t;
}

describe('!view without a seat: the public view', () => {
  it('shows the host the public board of the game: each seat, the face-down conspiracy unnamed, whom the game waits for', () => {
    const t = gameAtMulligans();
    const r = t.send('GM', '!view');
    expect(r.ok).toBe(true);
    expect(r.replies).toHaveLength(1);
    const post = r.replies[0]!;
    expect(post.readers).toEqual({ everyone: true });
    expect(post.data.kind).toBe('view');
    for (const [i, u] of USERS.entries()) expect(post.text).toMatch(new RegExp(`Seat ${i + 1} ${u}: 20 life, 7 in hand, \\d+ in library`));
    expect(post.text).toContain('Command zone: a face-down card');
    expect(post.text).toMatch(/Waiting for seat \d \(\w+\) to keep or mulligan/);
    // the data is the engine's view for no player, without its log
    const data = post.data.view as ReturnType<typeof view>;
    expect(data.viewer).toBe('spectator');
    expect(data.players.every((p) => p.hand === undefined)).toBe(true);
    // the session is unchanged: a view is no action
    expect(r.session).toBe(t.now());
  });

  it("never names a hidden card: no hand card, nor the face-down conspiracy or its chosen name (CR 702.106b)", () => {
    const t = gameAtMulligans();
    const g = t.now().game!;
    const handNames = USERS.flatMap((_, seat) => view(g, seat).players[seat]!.hand!.map((o) => o.card));
    expect(handNames.length).toBe(21);
    const r = t.send('GM', '!view');
    expect(r.ok).toBe(true);
    const text = r.replies.map((x) => x.text).join('\n');
    expect(text).toContain('Command zone: a face-down card');
    // the seat itself sees its hidden cards, so the names are really there to leak
    expect(t.send('Ann', '!view').replies[0]!.text).toMatch(/Immediate Action.*naming Palace Sentinels/);
    for (const name of [...new Set(handNames), 'Immediate Action', 'Palace Sentinels']) expect(text).not.toContain(name);
  });

  it('lists each graveyard and exile, public zones (CR 404.2, 406.3)', () => {
    const { state } = setup({ players: [{ graveyard: ['Lizard Warrior', "Grenzo's Ruffians"] }, { exile: ['Palace Sentinels'] }] });
    const lines = gameViewLines(view(state, 'spectator'));
    expect(lines.find((l) => l.startsWith('Seat 1 '))).toMatch(/Graveyard \(top last\): Lizard Warrior 4\/2, Grenzo's Ruffians 2\/2\.$/);
    expect(lines).toContain('Exile: Palace Sentinels 2/4');
  });

  it('shows the host of a draft the round and who has a pick to make, and no card of any pack', () => {
    const t = thread(createTableSession({ kind: 'draft', seed: 5, seats: 3 }));
    USERS.forEach((u) => t.send(u, '!join'));
    expect(t.send('Ann', '!start').ok).toBe(true);
    const r = t.send('GM', '!view');
    expect(r.ok).toBe(true);
    const post = r.replies[0]!;
    expect(post.readers).toEqual({ everyone: true });
    expect((post.data.view as ReturnType<typeof draftView>).seat).toBe('spectator');
    expect(post.text).toContain('Round 1.');
    expect(post.text).toContain('Waiting for seat 1, seat 2, seat 3.');
    expect(post.text).not.toContain('Packs waiting for you');
    const d = t.now().draft!;
    const packNames = USERS.flatMap((_, seat) => draftView(d, seat).pack!.map((c) => c.name));
    for (const name of new Set(packNames)) expect(post.text).not.toContain(name);
  });

});
