/**
 * A guard's post (MT 5.2): what a creature may guard, and that phasing (CR 702.26d: the permanent
 * does not leave the battlefield) does not take it from its post.
 */
import { describe, expect, it } from 'vitest';
import { standingOf } from '../../../src/variants/magic-tech/posts.js';
import { withKeywords } from '../../cards/helpers.js';
import { expectRefused, mt, offered, passUntil, setPost, variant } from './helpers.js';
import { editState } from '../../../src/testing/index.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

describe('MT 5.2 what a guard guards', () => {
  it('"Creatures on patrol can be moved to guard specific cards": another card — a creature does not guard itself', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Pillarfield Ox', 'Plains'] }, {}] });
    const [ox, plains] = ids.battlefield[0]!;
    const s = editState(state, (x) => setPost(x, ox!, 'patrol'));
    expect(offered(s, { type: 'variant', name: 'guard', object: ox, target: { object: ox! } })).toBe(false);
    expectRefused(s, { type: 'variant', player: 0, name: 'guard', object: ox!, target: { object: ox! } }, 'illegal', 'MT 5.2');
    expect(standingOf(asEngineState(s), ox!)).toBe('patrol');
    // the card beside it may be guarded
    const t = variant(s, 0, 'guard', ox, { object: plains! });
    expect(standingOf(asEngineState(t), ox!)).toEqual({ guard: { object: plains } });
  });
});

describe('MT 5.2 and phasing (CR 702.26d)', () => {
  it('a guard that phases out, while end phases go by, is back at its post as it phases in: phasing does not move it from the table', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Pelakka Wurm'] }, {}] });
    const wurm = ids.battlefield[0]![0]!;
    const start = withKeywords(editState(state, (x) => setPost(x, wurm, { guard: { player: 0 } })), wurm, ['phasing'], 'forever');
    let s = passUntil(start, (x) => x.turn.number === start.turn.number + 2 && x.turn.step === 'draw');
    expect(s.phasedOut).toEqual([wurm]);
    s = passUntil(s, (x) => x.turn.number === start.turn.number + 4 && x.turn.step === 'draw');
    expect(s.battlefield).toContain(wurm);
    expect(standingOf(asEngineState(s), wurm)).toEqual({ guard: { player: 0 } });
  });
});
