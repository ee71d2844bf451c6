/**
 * Play by post names a waiting triggered ability by its text, also one a conspiracy grants from the
 * command zone (CR 613.1f), which names the conspiracy as the card that defines it (CR 113.7a).
 */
import { describe, expect, it } from 'vitest';
import { describeAction } from '../../src/pbp/describe.js';
import { passUntil, setup } from '../cards/helpers.js';

describe('the text of a waiting triggered ability a conspiracy grants', () => {
  it('Natural Unity\'s trigger of each of two Bronze Sables is put on the stack by its text', () => {
    const { state } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Bronze Sable'], command: [{ card: 'Natural Unity', names: ['Bronze Sable'] }] }, {}, {}],
    });
    const s = passUntil(state, (x) => x.turn.step === 'beginCombat');
    expect(s.decision?.kind).toBe('putTrigger');
    expect(s.pendingTriggers.map((t) => t.card)).toEqual(['Natural Unity', 'Natural Unity']);
    expect(describeAction(s, { type: 'putTrigger', player: 0, index: 0, targets: [] }, [])).toBe(
      'put on the stack: At the beginning of combat on your turn, you may pay {G}. If you do, put a +1/+1 counter on this creature.',
    );
  });
});
