/**
 * The notes of a draft as `!view` shows them (905.2b): the card, the seat that noted it numbered
 * from 1 as every post numbers seats, and what was noted, in words, not the engine's JSON (whose
 * seats count from 0).
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable } from '../../src/pbp/table-session.js';
import { fixedDraft, pick } from '../draft/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy'];

describe('draft notes by post', () => {
  it("Paliano Vanguard's note reads as its card, seat 1 and the creature types noted", () => {
    let d = fixedDraft([[
      ['Paliano Vanguard', 'Ogre Sentry', 'Kiln Fiend'],
      ['Canal Dredger', 'Flame Slash', 'Hurly-Burly'],
      ['Ogre Sentry', 'Trumpet Blast', 'Goblin Balloon Brigade'],
    ]], 1, USERS);
    d = pick(d, 0, 'Paliano Vanguard');
    d = pick(d, 1, 'Canal Dredger');
    d = pick(d, 2, 'Trumpet Blast');
    d = pick(d, 0, 'Ogre Sentry', { note: 'Paliano Vanguard' });
    let s = createTableSession({ kind: 'draft', seed: 1, seats: 3 });
    for (const u of USERS) s = handleTable(s, u, '!join').session;
    s = { ...handleTable(s, 'Ann', '!start').session, draft: d };
    const seen = handleTable(s, 'Bo', '!view').replies[0]!.text.split('\n').find((l) => l.startsWith('Noted:'));
    expect(seen).toBe('Noted: Paliano Vanguard (seat 1): creature types Ogre, Warrior');
  });
});
