/**
 * `!status` in a game: the monarch (CR 725.1) and how each player's game ended (CR 104.2a, 104.4a).
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { editState } from '../../src/testing/edit-state.js';
import type { GameState } from '../../src/state/types.js';

function started(): TableSession {
  let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: Array(3).fill({ deck: Array(40).fill('Forest'), sideboard: [] }) });
  for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
  return handleTable(s, 'A', '!start').session;
}

function edited(s: TableSession, edit: (g: GameState) => void): TableSession {
  return { ...s, game: editState(s.game!, edit) };
}

describe('!status of a game', () => {
  it('names the monarch (CR 725.1), and no monarch while there is none', () => {
    const s = started();
    expect(handleTable(s, 'A', '!status').replies[0]!.text).not.toMatch(/monarch/);
    const crowned = edited(s, (g) => { g.monarch = 1; });
    expect(handleTable(crowned, 'A', '!status').replies[0]!.text).toMatch(/^Life: A 20, B 20, C 20\. The monarch: B\.$/m);
  });

  it('shows players of a drawn game as drew (CR 104.4a), not out', () => {
    const drawn = edited(started(), (g) => {
      for (const p of g.players) {
        p.inGame = false;
        p.outcome = 'draw';
      }
      g.result = { winner: null, rule: '104.4a', turn: g.turn.number };
      g.decision = null;
    });
    const status = handleTable(drawn, 'A', '!status').replies[0]!;
    expect(status.text).toMatch(/^Life: A drew, B drew, C drew\.$/m);
    expect(status.data).toEqual({ kind: 'status', deciding: null, over: true });
  });
});

describe('!status before a draft starts', () => {
  it('a draft of three seats can go on to its game (CR 905.3: 3 to 6 players): nothing said against it; two seats are told', () => {
    expect(handleTable(createTableSession({ kind: 'draft', seed: 1, seats: 3 }), 'A', '!status').replies[0]!.text)
      .toBe('seat 1: empty; seat 2: empty; seat 3: empty.\nNot started: !join, then !start.');
    expect(handleTable(createTableSession({ kind: 'draft', seed: 1, seats: 2 }), 'A', '!status').replies[0]!.text)
      .toMatch(/^seat 1: empty; seat 2: empty\.\nNot started: !join, then !start\.\n2 drafters cannot go on to their game in this session/);
  });
});
