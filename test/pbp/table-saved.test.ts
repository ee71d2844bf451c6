/**
 * Tampered saved sessions of version 2: a session of each kind (a Conspiracy game, a draft, a Magic
 * Tech or a free-for-all game) with one field changed at random either loads and plays on through
 * every seat's commands without a crash, or is refused with a RulesError.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/index.js';
import { loadTableSession, saveSession } from '../../src/pbp/saved.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { TABLE_KINDS, type TableKind } from '../../src/pbp/table-kinds.js';
import { corrupt } from '../properties/tamper.js';

const DECK = { deck: [...Array(17).fill('Mountain'), ...Array(23).fill("Grenzo's Ruffians")], sideboard: ['Double Stroke'] };
const LINES = ['!status', '!view', '!actions', '!1', '!2', '!pick 1', '!name Forest', '!pass', '!deck auto', '!start', '!concede', '!join'];

function started(kind: TableKind): TableSession {
  const users = kind === 'magic-tech' ? ['A b', 'C#2'] : ['A b', 'C#2', 'D'];
  let s = createTableSession({ kind, seed: 6, seats: users.length, decks: kind === 'draft' ? [] : users.map(() => DECK) });
  for (const u of users) s = handleTable(s, u, '!join').session;
  s = handleTable(s, 'A b', '!start').session;
  // a few decisions in
  for (let i = 0; i < 6; i++) for (const u of ['A b', 'C#2', 'D']) s = handleTable(s, u, '!1').session;
  return s;
}

describe('tampered version 2 sessions', () => {
  for (const kind of TABLE_KINDS) {
    it(`a ${kind} session with one field changed at random loads and plays on, or is refused with a RulesError`, () => {
      const s = started(kind);
      const json = saveSession(s);
      let loaded = 0;
      fc.assert(
        fc.property(fc.gen(), (g) => {
          const root = JSON.parse(json) as Record<string, unknown>;
          const what = corrupt(g, root, s.game ?? started('conspiracy').game!);
          let t: TableSession;
          try {
            t = loadTableSession(JSON.stringify(root));
          } catch (e) {
            if (!(e instanceof RulesError)) throw new Error(`a tampered session (${what}) threw ${String(e)}`, { cause: e });
            return;
          }
          loaded++;
          for (const line of LINES) {
            for (const u of ['A b', 'C#2', 'D', 'nobody']) {
              try {
                t = handleTable(t, u, line).session;
              } catch (e) {
                throw new Error(`a tampered session (${what}) loaded, then ${u}: ${line} threw ${String(e)}`, { cause: e });
              }
            }
          }
          expect(loadTableSession(saveSession(t))).toStrictEqual(JSON.parse(JSON.stringify(t)));
        }),
        { numRuns: 80, endOnFailure: true },
      );
      expect(loaded).toBeGreaterThan(0);
    });
  }
});
