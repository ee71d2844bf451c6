/**
 * "!hand" by post shows the team its whole hand: a basic land a search found in the sideboard
 * (AMM 2c) has no card ID, but it is in the hand.
 */
import { describe, expect, it } from 'vitest';
import { handle } from '../../src/pbp/session.js';
import { withPermanents } from '../variants/mental-magic/helpers.js';
import { after, sessionWithHands } from './helpers.js';

describe('!hand: the whole hand', () => {
  it('a Mountain found by Fiery Fall\'s basic landcycling (a search of the sideboard, AMM 2c) is shown with the ID\'d cards', () => {
    const base = after(sessionWithHands([['{5}{R}', '{W}'], []]), ['alice: !dibs']);
    let s = { ...base, game: withPermanents(base.game, 0, ['Utopia', 'Utopia', 'Utopia']).state };
    s = handle(s, 'alice', '!n 00 Fiery Fall').session;
    // the ability resolves: the search offers the sideboard's basic lands
    for (let i = 0; i < 5 && s.game.decision?.kind === 'priority'; i++) s = handle(s, 'alice', '!do 1').session;
    const list = handle(s, 'alice', '!actions').reply.text.split('\n');
    const mountain = list.find((l) => /search: Mountain$/.test(l));
    expect(mountain).toBeDefined();
    s = handle(s, 'alice', `!do ${mountain!.split('.')[0]}`).session;
    expect(s.game.players[0]!.hand.some((id) => s.game.objects[id]!.card === 'Mountain')).toBe(true);
    const h = handle(s, 'alice', '!hand');
    expect(h.reply.text).toMatch(/a101 \(unnamed \{W\}\)/);
    expect(h.reply.text).toMatch(/Mountain/);
  });
});
