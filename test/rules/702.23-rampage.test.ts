import { describe, expect, it } from 'vitest';
import { rules, type ReadonlyGameState } from '../../src/index.js';
import { attack, block, cast, events, permanent, permanents, pt, putTrigger, resolveStack, resolveTop, setup, withKeywords } from '../cards/helpers.js';
import { editState } from '../../src/testing/index.js';

/** Puts every pending trigger on the stack, in the order they are listed (CR 603.3b). */
function putAll(state: ReadonlyGameState): ReadonlyGameState {
  let s = state;
  while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
  return s;
}

/** Player 0's Pelakka Wurm (7/7) attacking player 1, who has three Bronze Sables (2/1); the Wurm has these keywords. */
function board(keywords: Parameters<typeof withKeywords>[2]): { s: ReadonlyGameState; wurm: number; sables: number[] } {
  const { state } = setup({ players: [{ battlefield: ['Pelakka Wurm'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Bronze Sable'] }] });
  const wurm = permanent(state, 'Pelakka Wurm');
  return { s: attack(withKeywords(state, wurm, keywords), [[wurm, 1]]), wurm, sables: permanents(state, 'Bronze Sable') };
}

/** The rampage abilities on the stack. */
function rampageOnStack(s: ReadonlyGameState) {
  return s.stack.map((id) => s.objects[id]!).filter((o) => o.rule === '702.23');
}

describe('702.23 Rampage', () => {
  it('is rampage in the registry', () => {
    expect(rules.get('702.23')).toMatchObject({ number: '702.23', title: 'Rampage', implemented: true, keywords: ['rampage'] });
  });

  it('702.23a: blocked by three creatures, rampage 2 gives +4/+4 (two beyond the first), citing its rule', () => {
    const { s: start, wurm, sables } = board(['rampage 2']);
    let s = block(start, sables.map((b) => [b, wurm]));
    expect(rampageOnStack(s)).toEqual([expect.objectContaining({ source: wurm, controller: 0 })]);
    expect(events(s, 'trigger')).toContainEqual(expect.objectContaining({ rule: '702.23a', player: 0 }));
    s = resolveStack(s);
    expect(pt(s, wurm)).toEqual([11, 11]);
  });

  it('702.23a: blocked by one creature, it triggers and gives nothing; unblocked, it does not trigger', () => {
    const { s: start, wurm, sables } = board(['rampage 3']);
    const one = block(start, [[sables[0]!, wurm]]);
    expect(rampageOnStack(one)).toHaveLength(1);
    expect(pt(resolveStack(one), wurm)).toEqual([7, 7]);
    const none = block(start, []);
    expect(rampageOnStack(none)).toHaveLength(0);
  });

  it('702.23b: the bonus is counted as the ability resolves, from the creatures blocking then', () => {
    const { s: start, wurm, sables } = board(['rampage 2']);
    let s = block(start, sables.map((b) => [b, wurm]));
    // one blocker leaves combat before the ability resolves
    s = editState(s, (d) => {
      const combat = d.combat!;
      combat.blockers = combat.blockers.filter((b) => b.id !== sables[2]);
    });
    s = resolveStack(s);
    expect(pt(s, wurm)).toEqual([9, 9]);
  });

  it('702.23b: a blocker that left the battlefield before the ability resolves does not count (Orcish Cannonade in response)', () => {
    const { state } = setup({
      players: [{ battlefield: ['Pelakka Wurm', 'Mountain', 'Mountain', 'Mountain'], hand: ['Orcish Cannonade'], library: ['Mountain'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Bronze Sable'] }],
    });
    const wurm = permanent(state, 'Pelakka Wurm');
    const sables = permanents(state, 'Bronze Sable');
    let s = block(attack(withKeywords(state, wurm, ['rampage 2']), [[wurm, 1]]), sables.map((b) => [b, wurm]));
    expect(rampageOnStack(s)).toHaveLength(1);
    s = cast(s, 0, s.players[0]!.hand[0]!, [{ object: sables[2]! }]);
    s = resolveTop(s);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(2);
    s = resolveStack(s);
    // two creatures block it as the ability resolves: one beyond the first, +2/+2
    expect(pt(s, wurm)).toEqual([9, 9]);
  });

  it('702.23c: each instance triggers separately, each with its own N', () => {
    const { s: start, wurm, sables } = board(['rampage 1', 'rampage 2']);
    let s = putAll(block(start, sables.slice(0, 2).map((b) => [b, wurm])));
    expect(rampageOnStack(s)).toHaveLength(2);
    s = resolveStack(s);
    expect(pt(s, wurm)).toEqual([10, 10]);
  });

  it('the bonus lasts until end of turn', () => {
    const { s: start, wurm, sables } = board(['rampage 1']);
    const s = resolveStack(block(start, sables.slice(0, 2).map((b) => [b, wurm])));
    expect(pt(s, wurm)).toEqual([8, 8]);
    const later = s.effects.filter((e) => e.affected.includes(wurm) && e.change.kind === 'modifyPT');
    expect(later).toEqual([expect.objectContaining({ duration: { until: 'endOfTurn' } })]);
  });
});
