/**
 * "!!: FLIP one or more cards, i.e. reveal publicly" (AMM 1): a player reveals the cards they see. A
 * card in a library is hidden from its owner too (CR 401.2): flipping it would tell the owner, and
 * everyone, what it is; only a top card the owner peeked at (AMM 9) is theirs to reveal.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { handle } from '../../src/pbp/session.js';
import { cardIdOf } from '../../src/variants/mental-magic/data.js';
import { newCard } from '../../src/variants/mental-magic/rule-module.js';
import { after, sessionWithHands } from './helpers.js';

describe('!! flips only cards their owner sees', () => {
  it('a card in the library, not peeked at, is refused; once peeked, the top card may be flipped', () => {
    const s0 = after(sessionWithHands([['{W}'], []]), ['alice: !dibs']);
    const game = produce(s0.game, (d) => {
      newCard(d, 0);
    });
    const s = { ...s0, game };
    const top = cardIdOf(game, game.players[0]!.library[0]!)!;
    const r = handle(s, 'alice', `!! ${top}`);
    expect(r.ok).toBe(false);
    expect(r.session).toBe(s);
    expect(r.reply.text).not.toMatch(/unnamed \{/);
    const peeked = handle(s, 'alice', '!peek').session;
    const flipped = handle(peeked, 'alice', `!! ${top}`);
    expect(flipped.ok).toBe(true);
    expect(flipped.reply.text).toMatch(new RegExp(`${top} \\(unnamed \\{`));
  });
});
