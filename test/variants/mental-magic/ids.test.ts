import { describe, expect, it } from 'vitest';
import { formatCardId, gameLetters, gameNumber, parseCardId } from '../../../src/variants/mental-magic/ids.js';
import { createMentalMagicGame } from '../../../src/variants/mental-magic/control.js';
import { cardIdOf, mmData } from '../../../src/variants/mental-magic/data.js';
import { view } from '../../../src/index.js';

describe('AMM 1: card IDs', () => {
  it('"IDs are like a100, where \'a\' is the game ID, \'1\' is the player who owns the card, and \'00\' identifies the individual card"', () => {
    expect(formatCardId('a', 0, 0)).toBe('a100');
    expect(formatCardId('a', 1, 5)).toBe('a205');
    expect(formatCardId('ab', 0, 42)).toBe('ab142');
    expect(parseCardId('a205', 'a', 0)).toEqual({ game: 'a', seat: 1, index: 5 });
    expect(parseCardId('b205', 'a', 0)).toBeNull();
    expect(() => formatCardId('a', 0, -1)).toThrow();
    expect(() => formatCardId('a', 9, 0)).toThrow();
  });

  it('game IDs step a … z, then aa … zz, then aaa … (one step per game)', () => {
    expect([0, 1, 25, 26, 27, 51, 701, 702].map(gameLetters)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'az', 'zz', 'aaa']);
    for (let n = 0; n < 800; n += 7) expect(gameNumber(gameLetters(n))).toBe(n);
    expect(gameNumber('A1')).toBeNull();
  });

  it('a number under 100 is short for the caller\'s own seat; 105 names seat 1 of this game', () => {
    expect(parseCardId('05', 'c', 1)).toEqual({ game: 'c', seat: 1, index: 5 });
    expect(parseCardId('7', 'c', 0)).toEqual({ game: 'c', seat: 0, index: 7 });
    expect(parseCardId('105', 'c', 1)).toEqual({ game: 'c', seat: 0, index: 5 });
    expect(parseCardId('05', 'c', null)).toBeNull();
    // past the hundredth card of a seat, indexes have three digits
    expect(formatCardId('c', 0, 123)).toBe('c1123');
    expect(parseCardId('c1123', 'c', 1)).toEqual({ game: 'c', seat: 0, index: 123 });
    expect(parseCardId('1005', 'c', 0)).toBeNull();
    // "Libraries are inexhaustible" (AMM 2): past the thousandth card, four digits, and so on
    expect(formatCardId('c', 0, 1005)).toBe('c11005');
    expect(parseCardId('11005', 'c', 0)).toEqual({ game: 'c', seat: 0, index: 1005 });
    expect(parseCardId('101005', 'c', 0)).toBeNull();
    expect(parseCardId('x', 'c', 0)).toBeNull();
  });

  it('"cards have IDs that are public information, even when the cards are in players\' hands": every hand card has one, in seat order', () => {
    const s = createMentalMagicGame({ seed: 3, startingPlayer: 0 });
    expect(s.players[0]!.hand.map((id) => cardIdOf(s, id))).toEqual(['a100', 'a101', 'a102', 'a103', 'a104', 'a105', 'a106']);
    expect(s.players[1]!.hand.map((id) => cardIdOf(s, id))).toEqual(['a200', 'a201', 'a202', 'a203', 'a204', 'a205', 'a206']);
    // the ID ledger is in the state, which every player's view may read alongside the opponent's hidden hand
    expect(Object.keys(mmData(s).ids)).toHaveLength(14);
    expect(view(s, 1).players[0]!.handCount).toBe(7);
  });
});
