/**
 * A play-by-post player choosing among opening hands (Backup Plan, CR 315.5a) reads in each
 * numbered action which cards it keeps; the line anyone else could read names none of them.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/index.js';
import { describeAction } from '../../src/pbp/describe.js';
import { conspiracyGame, putConspiracies } from '../cards/conspiracy-helpers.js';

describe('play by post: Backup Plan\'s opening hands', () => {
  it('each keepHand action lists its hand\'s cards to the choosing seat, and no card to another seat or the public thread', () => {
    const deck = Array.from({ length: 40 }, (_, i) => ['Plains', 'Bronze Sable', 'Ogre Sentry', 'Kiln Fiend'][i % 4]!);
    const s = putConspiracies(conspiracyGame([{ deck, sideboard: ['Backup Plan'] }, {}, {}], 5), { 0: [{ card: 'Backup Plan' }] });
    const hands = s.conspiracyDraft!.hands[0]!;
    for (const action of legalActions(s)) {
      if (action.type !== 'keepHand') throw new Error(`unexpected ${action.type}`);
      const names = hands[action.index]!.map((id) => s.objects[id]!.card);
      expect(describeAction(s, action, [])).toBe(`keep opening hand ${action.index + 1}: ${names.join(', ')}`);
      for (const reader of [1, null]) expect(describeAction(s, action, [], reader)).toBe(`keep opening hand ${action.index + 1}`);
    }
  });
});
