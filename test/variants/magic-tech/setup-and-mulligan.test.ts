import { describe, expect, it } from 'vitest';
import { apply, createGame, tryApply, type ReadonlyGameState } from '../../../src/index.js';
import { events } from './helpers.js';

const deck = (n: number): string[] => Array<string>(n).fill('Plains');

function game(seed = 3): ReadonlyGameState {
  return createGame({ format: 'magic-tech', players: [{ deck: deck(40) }, { deck: deck(40) }], seed, startingPlayer: 0 });
}

describe('MT 2 Setup', () => {
  it('"Your deck can be any size of 60 cards or less." (MT 2.1)', () => {
    expect(() => createGame({ format: 'magic-tech', players: [{ deck: deck(60) }, { deck: deck(9) }], seed: 1 })).not.toThrow();
    const r = (() => {
      try {
        createGame({ format: 'magic-tech', players: [{ deck: deck(61) }, { deck: deck(40) }], seed: 1 });
        return null;
      } catch (e) {
        return e as { code: string; message: string };
      }
    })();
    expect(r?.code).toBe('illegal');
    expect(r?.message).toContain('MT 2.1');
  });

  it('"You and your opponent": a game has two players (MT 2.2)', () => {
    expect(() => createGame({ format: 'magic-tech', players: [{ deck: deck(40) }, { deck: deck(40) }, { deck: deck(40) }], seed: 1 })).toThrow(/2 to 2 players/);
  });
});

describe('MT 12 Paris mulligan', () => {
  it('"a player may, for any reason, reshuffle and redraw his hand, drawing one less card" (MT 12.1)', () => {
    let s = game();
    expect(s.players[0]!.hand).toHaveLength(7);
    s = apply(s, { type: 'mulligan', player: 0 });
    expect(s.players[0]!.hand).toHaveLength(6);
    expect(s.players[0]!.library).toHaveLength(34);
    s = apply(s, { type: 'mulligan', player: 0 });
    expect(s.players[0]!.hand).toHaveLength(5);
    expect(events(s, 'mulligan').every((e) => e.rule === 'MT 12.1')).toBe(true);
    // no card goes to the bottom: the Paris mulligan asks for none (unlike CR 103.5)
    expect(s.decision).toEqual({ kind: 'mulligan', player: 0 });
  });

  it('"This may be repeated as often as the player wishes, until he has no cards left in his hand." (MT 12.1)', () => {
    let s = game();
    for (let i = 0; i < 7; i++) s = apply(s, { type: 'mulligan', player: 0 });
    expect(s.players[0]!.hand).toHaveLength(0);
    const r = tryApply(s, { type: 'mulligan', player: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('MT 12.1');
    s = apply(s, { type: 'keep', player: 0 });
    expect(s.decision).toEqual({ kind: 'mulligan', player: 1 });
  });

  it('"After the participant, who plays first, mulligans as often as he likes, the decision of whether to mulligan passes to the other player." (MT 12.2)', () => {
    let s = game();
    expect(s.decision).toEqual({ kind: 'mulligan', player: 0 });
    expect(tryApply(s, { type: 'mulligan', player: 1 }).ok).toBe(false);
    s = apply(s, { type: 'mulligan', player: 0 });
    expect(s.decision).toEqual({ kind: 'mulligan', player: 0 });
    s = apply(s, { type: 'keep', player: 0 });
    expect(s.decision).toEqual({ kind: 'mulligan', player: 1 });
    s = apply(s, { type: 'mulligan', player: 1 });
    expect(s.players[1]!.hand).toHaveLength(6);
    s = apply(s, { type: 'keep', player: 1 });
    expect(s.turn.step).not.toBe('pregame');
    expect(s.turn.active).toBe(0);
  });

  it('"Once a player passes the opportunity to mulligan, that player may not change his mind." (MT 12.2)', () => {
    let s = game();
    s = apply(s, { type: 'keep', player: 0 });
    const r = tryApply(s, { type: 'mulligan', player: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('wrongDecision');
    expect(s.players[0]!.hand).toHaveLength(7);
  });
});
