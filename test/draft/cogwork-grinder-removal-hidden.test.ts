/**
 * Cogwork Grinder: "As you draft a card, you may remove it from the draft face down." A card so
 * removed is hidden from the other drafters (CR 905.1c): no event of their view of the log names it,
 * neither the pick nor the removal; its drafter's view names it in both.
 */
import { describe, expect, it } from 'vitest';
import { draftView } from '../../src/index.js';
import { cardInHand, fixedDraft, pack, pick } from './helpers.js';

describe('a card removed face down with Cogwork Grinder stays hidden (905.1c)', () => {
  it("only its drafter's log names it; the others' and a spectator's see that a card was removed, not which", () => {
    let s = fixedDraft([[pack(['Cogwork Grinder']), pack(['Burn Away'])]]);
    s = pick(s, 0, 'Cogwork Grinder');
    s = pick(s, 1, 'Ogre Sentry');
    const removed = cardInHand(s, 0, 'Burn Away');
    s = pick(s, 0, 'Burn Away', { remove: 'Cogwork Grinder' });
    const naming = (seat: number | 'spectator') => draftView(s, seat).log.filter((e) => e.card === removed).map((e) => e.type);
    expect(naming(0)).toEqual(['pick', 'remove']);
    expect(naming(1)).toEqual([]);
    expect(naming('spectator')).toEqual([]);
    expect(draftView(s, 1).log.filter((e) => e.type === 'remove' && e.seat === 0)).toHaveLength(1);
  });
});
