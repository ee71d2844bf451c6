/**
 * AMM 9: "After stating specifications and directions and before doing !turnover, you may peek at the
 * top card of your library." — a peek is made while the active player holds control of the turn;
 * once control has turned over (AMM 7a), even in their own turn, they may not peek.
 */
import { describe, expect, it } from 'vitest';
import { peek, RulesError } from '../../../src/index.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { pass, play, twoCreatures } from './helpers.js';

describe('AMM 9: a peek is made holding control', () => {
  it('the active player may peek holding control; after control turned over to the defending player (7a), a peek is refused citing AMM 9', () => {
    let s = twoCreatures();
    s = pass(s);
    while (s.decision!.kind !== 'declareAttackers') s = pass(s);
    // holding control in their own turn, they may peek
    expect(peek(s, 0).top).toBeGreaterThanOrEqual(0);
    s = play(s, (a) => a.type === 'declareAttacker');
    while ((s.decision as { kind: string }).kind === 'priority') s = pass(s);
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    expect(s.turn.active).toBe(0);
    expect(mmData(s).control).toBe(1);
    const before = JSON.stringify(s);
    expect(() => peek(s, 0)).toThrow(expect.objectContaining({ code: 'illegal', rule: 'AMM 9' }));
    expect(() => peek(s, 0)).toThrow(RulesError);
    // nor may the defending player, who holds control but whose turn it is not
    expect(() => peek(s, 1)).toThrow(expect.objectContaining({ code: 'illegal', rule: 'AMM 9' }));
    expect(JSON.stringify(s)).toBe(before);
  });
});
