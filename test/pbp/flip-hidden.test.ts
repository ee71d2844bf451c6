/**
 * "!!: FLIP one or more cards, i.e. reveal publicly" (AMM 1): a player reveals the cards they see. A
 * card in a library is hidden from its owner too (CR 401.2): flipping it would tell the owner, and
 * everyone, what it is; only a top card the owner peeked at (AMM 9) is theirs to reveal.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { handle } from '../../src/pbp/session.js';
import { publicEventLines } from '../../src/pbp/describe.js';
import { logOf } from '../../src/engine/log.js';
import { editState } from '../../src/testing/index.js';
import { revealCards } from '../../src/zones/zones.js';
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

describe('a card the rules reveal (CR 701.20) is posted to everyone as it is', () => {
  it('an unnamed card revealed from a hand reads with its card ID and its cost, which the reveal shows everyone (701.20a)', () => {
    const s = sessionWithHands([[], ['{2}']]);
    const card = s.game.players[1]!.hand[0]!;
    const before = logOf(s.game).length;
    const game = editState(s.game, (d) => revealCards(d, 1, [card]));
    const cardId = cardIdOf(game, card)!;
    expect(publicEventLines(game, logOf(game).slice(before), [])).toEqual([`${cardId}: Bob reveals unnamed {2}  [CR 701.20]`]);
  });
});
