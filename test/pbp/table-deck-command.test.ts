/**
 * `!deck` in its session's time: refused once the game has started, built from the drafted pool after
 * a draft (CR 905.1d; `!deck auto` in any case), and acknowledged in Magic Tech without conspiracies.
 */
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../src/draft/record.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { drive, eager } from './table-driver.js';

function completeDraft(): TableSession {
  let s: TableSession = createTableSession({ kind: 'draft', seed: 3, seats: 2 });
  for (const u of ['A', 'B']) s = handleTable(s, u, '!join').session;
  const started = handleTable(s, 'A', '!start');
  const log = drive(started.session, [{ user: 'A', line: '!start', before: s, result: started }], { choose: eager, seed: 3, limit: 400, until: (x) => x.draft?.phase === 'complete' });
  return log.at(-1)!.result.session;
}

describe('!deck', () => {
  it('is refused once the game has started, whispered to the seat, its deck unchanged', () => {
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: Array(3).fill({ deck: Array(40).fill('Forest'), sideboard: [] }) });
    for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
    s = handleTable(s, 'A', '!start').session;
    const late = handleTable(s, 'B', '!deck 40 Island');
    expect(late).toMatchObject({ ok: false, session: s });
    expect(late.replies).toEqual([{ text: 'the game has started', readers: { everyone: false, seat: 1, users: ['B'] }, data: { kind: 'refused' } }]);
  });

  it('CR 905.1d: after a draft, a card outside the pool is refused at !deck, whispered; the pool and basic lands are taken', () => {
    const s = completeDraft();
    const auto = handleTable(s, 'A', '!deck auto').session.seats[0]!.deck!;
    const line = (deck: readonly string[]): string => `!deck ${[...deck.map((n) => `1 ${n}`), 'Sideboard', ...auto.sideboard.map((n) => `1 ${n}`)].join('; ')}`;
    expect(handleTable(s, 'A', line(auto.deck)).ok).toBe(true);
    const land = auto.deck.findIndex((n) => ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].includes(n));
    expect(cardPool(s.draft!, 0)).not.toContain('Brago, King Eternal');
    const outside = handleTable(s, 'A', line(auto.deck.map((n, i) => (i === land ? 'Brago, King Eternal' : n))));
    expect(outside).toMatchObject({ ok: false, session: s });
    expect(outside.replies[0]!.readers).toEqual({ everyone: false, seat: 0, users: ['A'] });
    expect(outside.replies[0]!.text).toBe('the deck has 1 Brago, King Eternal but the card pool has 0 (CR 905.1d)');
  });

  it('!deck auto builds from the pool whatever its case', () => {
    const s = completeDraft();
    for (const line of ['!deck auto', '!deck AUTO', '!deck  Auto ']) {
      const built = handleTable(s, 'A', line);
      expect(built.ok, line).toBe(true);
      const deck = built.session.seats[0]!.deck!;
      const pool = [...cardPool(s.draft!, 0)];
      for (const name of [...deck.deck, ...deck.sideboard]) {
        const i = pool.indexOf(name);
        if (i >= 0) pool.splice(i, 1);
        else expect(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'], line).toContain(name);
      }
    }
  });

  it('in Magic Tech, acknowledges the deck without a word of conspiracies (its format has none)', () => {
    let s = createTableSession({ kind: 'magic-tech', seed: 1 });
    s = handleTable(s, 'Ann', '!join').session;
    const r = handleTable(s, 'Ann', '!deck 40 Forest');
    expect(r.replies.map((x) => x.text)).toEqual(['Seat 1 has a deck.', 'Your deck: 40 cards.']);
  });
});
