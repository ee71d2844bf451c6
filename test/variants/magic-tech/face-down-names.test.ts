/**
 * A card deployed face down is not named by the log to players who may not look at it (CR 708.5,
 * MT 4.1): not when another player chooses it as a source of damage (Kor Chant, CR 609.7a), nor when
 * a player votes for it (Council's Judgment, CR 701.38a). Its controller, and everyone once it is
 * turned face up or leaves the table, may know it.
 */
import { describe, expect, it } from 'vitest';
import { apply, describeEvent, view, type ReadonlyGameState } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { checkViews } from '../../properties/view-leaks.js';
import { choose } from '../../cards/helpers.js';
import { deployed, events, mt, resolveStack, underConstruction } from './helpers.js';

/** Every line of prose of a viewer's log. */
function prose(s: ReadonlyGameState, viewer: number | 'spectator'): string {
  const v = view(s, viewer);
  return v.log.map((e) => describeEvent(v, e)).join('\n');
}

describe('CR 708.5, MT 4.1: the log names no face-down card', () => {
  it('Kor Chant choosing a face-down card as the source of damage (CR 609.7a)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Kor Chant'), 'Plains', 'Bronze Sable', 'Wild Griffin'] }, { battlefield: [deployed('Desertion')] }] });
    const [chant, , sable, griffin] = ids.battlefield[0]!;
    const desertion = ids.battlefield[1]![0]!;
    let s = editState(state, (x) => {
      underConstruction(x, chant!, 3);
      underConstruction(x, desertion, 1);
    });
    s = apply(s, { type: 'cast', player: 0, card: chant!, targets: [{ object: sable! }, { object: griffin! }], x: 0 });
    s = resolveStack(s);
    const d = s.decision!;
    expect(d.kind === 'choose' && d.choice.rule).toBe('609.7a');
    const at = d.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === desertion) : -1;
    expect(at).toBeGreaterThanOrEqual(0);
    s = choose(s, [at]);
    expect(events(s, 'chooseSource')).toEqual([expect.objectContaining({ player: 0, object: desertion })]);
    for (const who of [0, 'spectator'] as const) {
      expect(JSON.stringify(view(s, who).log)).not.toContain('Desertion');
      expect(prose(s, who)).toContain('chooses a source of damage for a face-down card');
    }
    expect(() => checkViews(s)).not.toThrow();
  });

  it("Council's Judgment: a vote for a face-down card (CR 701.38a)", () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed("Council's Judgment"), 'Plains'] }, { battlefield: [deployed('Desertion'), 'Bronze Sable'] }] });
    const judgment = ids.battlefield[0]![0]!;
    const desertion = ids.battlefield[1]![0]!;
    let s = editState(state, (x) => {
      underConstruction(x, judgment, 3);
      underConstruction(x, desertion, 1);
    });
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: judgment, targets: [], x: 0 }));
    const d = s.decision!;
    expect(d.kind === 'choose' && d.player).toBe(0);
    const at = d.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === desertion) : -1;
    expect(at).toBeGreaterThanOrEqual(0);
    s = choose(s, [at]);
    expect(events(s, 'vote')).toEqual([expect.objectContaining({ player: 0, to: desertion })]);
    for (const who of [0, 'spectator'] as const) {
      expect(JSON.stringify(view(s, who).log)).not.toContain('Desertion');
      expect(prose(s, who)).toContain('votes for a face-down card');
    }
    // its controller may look at it (CR 708.5): their view names it
    expect(prose(s, 1)).toContain('votes for Desertion');
    expect(() => checkViews(s)).not.toThrow();
  });
});
