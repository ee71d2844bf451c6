/**
 * Caps that keep a table's posts readable: a post of game events shows at most 40 of them and says
 * how many more there were; a refusal of `!act TEXT` that reads as several different actions lists at
 * most 10 of them and says how many more there were.
 */
import { describe, expect, it } from 'vitest';
import type { ReadonlyDraftState } from '../../src/index.js';
import { createTableSession, handleTable, type TableHandleResult, type TableSession } from '../../src/pbp/table-session.js';
import type { ReadonlyGameState } from '../../src/state/types.js';
import { setup } from '../cards/helpers.js';
import { fixedDraft } from '../draft/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy'];

/** A session of three seats, taken by {@link USERS} in order, of this kind. */
function joined(kind: 'conspiracy' | 'draft'): TableSession {
  let s = createTableSession({ kind, seed: 1, seats: 3 });
  for (const u of USERS) s = handleTable(s, u, '!join').session;
  return s;
}

/**
 * What everyone reads as Ann's Sulfurous Blast (3 damage to each creature and each player) resolves
 * over Bo's creatures: each Vaporkin (2/1) makes three lines (dealt damage, put into the graveyard,
 * moved there) and each Pillarfield Ox (2/4) one, besides five lines of the spell and the players.
 */
function blastPost(creatures: string[]): string[] {
  const game: ReadonlyGameState = setup({
    format: 'conspiracy',
    players: [{ hand: ['Sulfurous Blast'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] }, { battlefield: creatures }, {}],
  }).state;
  let s: TableSession = { ...joined('conspiracy'), game };
  s = handleTable(s, 'Ann', '!act cast Sulfurous Blast').session;
  let r: TableHandleResult | undefined;
  for (const u of USERS) {
    r = handleTable(s, u, '!pass');
    s = r.session;
  }
  const post = r!.replies.find((x) => x.readers.everyone)!;
  return post.text.split('\n');
}

describe('a post of game events holds at most 40 of them', () => {
  it('40 event lines are posted whole', () => {
    const post = blastPost([...Array<string>(11).fill('Vaporkin'), 'Pillarfield Ox', 'Pillarfield Ox']);
    // the headline, 40 events, the waiting line
    expect(post).toHaveLength(42);
    expect(post[0]).toBe('Cy (seat 3) acts.');
    expect(post[41]).toMatch(/^Waiting for /);
    expect(post.some((l) => l.startsWith('…'))).toBe(false);
  });

  it('41 event lines: the first 40 are posted, then how many more there were', () => {
    const post = blastPost(Array<string>(12).fill('Vaporkin'));
    expect(post).toHaveLength(43);
    expect(post[1]).toMatch(/^Sulfurous Blast resolves/);
    expect(post[40]).toMatch(/^Vaporkin /);
    expect(post[41]).toBe('… and 1 more event');
    expect(post[42]).toMatch(/^Waiting for /);
  });

  it('44 event lines: "… and 4 more events"', () => {
    const post = blastPost(Array<string>(13).fill('Vaporkin'));
    expect(post).toHaveLength(43);
    expect(post[41]).toBe('… and 4 more events');
  });
});

/** Ten cards of different names, none with a choice of its own as it is drafted. */
const TEN = ['Ogre Sentry', 'Kiln Fiend', 'Hurly-Burly', 'Flame Slash', 'Trumpet Blast', 'Vaporkin', 'Pillarfield Ox', 'Sulfurous Blast', 'Murder', 'Pitchburn Devils'];

/** The refusal Ann reads of "!act pick" holding a pack of these cards. */
function vaguePick(cards: readonly string[]): string {
  const draft: ReadonlyDraftState = fixedDraft([[cards, cards, cards]], 1, [...USERS]);
  let s = joined('draft');
  s = { ...handleTable(s, 'Ann', '!start').session, draft };
  const r = handleTable(s, 'Ann', '!act pick');
  expect(r.ok).toBe(false);
  return r.replies[0]!.text;
}

describe('a refusal of "!act TEXT" lists at most 10 of the actions it reads as', () => {
  const listing = (cards: readonly string[]): string => cards.map((c, i) => `!${i + 1} pick ${c}`).join('; ');

  it('10 actions are each listed', () => {
    expect(vaguePick(TEN)).toBe(`10 actions read "pick", and they differ: ${listing(TEN)}; take one by its number`);
  });

  it('11 actions: the first 10 are listed, then how many more there were', () => {
    expect(vaguePick([...TEN, 'Kitesail'])).toBe(`11 actions read "pick", and they differ: ${listing(TEN)}, … and 1 more; take one by its number`);
  });
});
