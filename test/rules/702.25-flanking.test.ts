import { describe, expect, it } from 'vitest';
import { rules, type ReadonlyGameState } from '../../src/index.js';
import { attack, block, events, permanent, permanents, pt, putTrigger, resolveStack, setup, withKeywords } from '../cards/helpers.js';

/** Puts every pending trigger on the stack, in the order they are listed (CR 603.3b). */
function putAll(state: ReadonlyGameState): ReadonlyGameState {
  let s = state;
  while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
  return s;
}

/** The flanking abilities on the stack. */
function flankingOnStack(s: ReadonlyGameState) {
  return s.stack.map((id) => s.objects[id]!).filter((o) => o.rule === '702.25');
}

/** Player 0's Pelakka Wurm (7/7) with flanking attacking player 1, who has two Bronze Sables (2/1) and a Pelakka Wurm. */
function board(flankers = 1) {
  const { state } = setup({ players: [{ battlefield: ['Pelakka Wurm'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Pelakka Wurm'] }] });
  const [wurm, theirWurm] = permanents(state, 'Pelakka Wurm');
  const s = withKeywords(state, wurm!, Array<'flanking'>(flankers).fill('flanking'));
  return { s: attack(s, [[wurm!, 1]]), wurm: wurm!, theirWurm: theirWurm!, sables: permanents(state, 'Bronze Sable') };
}

describe('702.25 Flanking', () => {
  it('is flanking in the registry', () => {
    expect(rules.get('702.25')).toMatchObject({ number: '702.25', title: 'Flanking', implemented: true, keywords: ['flanking'] });
  });

  it('702.25a: a blocker without flanking gets -1/-1 until end of turn (a 2/1 dies), once for each such blocker', () => {
    const { s: start, wurm, theirWurm, sables } = board();
    let s = putAll(block(start, [[sables[0]!, wurm], [theirWurm, wurm]]));
    expect(flankingOnStack(s)).toHaveLength(2);
    expect(events(s, 'trigger').filter((e) => e.rule === '702.25a')).toHaveLength(2);
    s = resolveStack(s);
    expect(pt(s, theirWurm)).toEqual([6, 6]);
    expect(s.battlefield).not.toContain(sables[0]);
    expect(pt(s, wurm)).toEqual([7, 7]);
  });

  it('702.25a: a blocker with flanking is not affected', () => {
    const { s: start, wurm, theirWurm } = board();
    let s = withKeywords(start, theirWurm, ['flanking']);
    s = block(s, [[theirWurm, wurm]]);
    expect(flankingOnStack(s)).toHaveLength(0);
    expect(pt(resolveStack(s), theirWurm)).toEqual([7, 7]);
  });

  it('702.25b: each instance triggers separately', () => {
    const { s: start, wurm, theirWurm } = board(2);
    let s = putAll(block(start, [[theirWurm, wurm]]));
    expect(flankingOnStack(s)).toHaveLength(2);
    s = resolveStack(s);
    expect(pt(s, theirWurm)).toEqual([5, 5]);
  });

  it('does not trigger for a creature that blocks, only one that becomes blocked', () => {
    const { state } = setup({ players: [{ battlefield: ['Pelakka Wurm'] }, { battlefield: ['Bronze Sable'] }] });
    const wurm = permanent(state, 'Pelakka Wurm');
    const sable = permanent(state, 'Bronze Sable');
    const s = block(attack(withKeywords(state, sable, ['flanking']), [[wurm, 1]]), [[sable, wurm]]);
    expect(flankingOnStack(s)).toHaveLength(0);
  });
});
