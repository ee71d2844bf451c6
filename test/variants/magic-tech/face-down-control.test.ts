/**
 * A face-down card (a Magic Tech deployment, MT 4.1) has no characteristics (CR 708.2), but control
 * is no characteristic printed on it: effects that change its control apply to it in layer 2 (CR
 * 613.1b), as they apply to any permanent (CR 108.4, 110.2). Expropriate's money vote may choose a
 * face-down permanent the voter owns, and its caster then controls it.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, view } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { choose } from '../../cards/helpers.js';
import { mt, resolveStack, underConstruction, deployed } from './helpers.js';

describe('CR 613.1b, 708.2: control-changing effects apply to a face-down permanent', () => {
  it("Expropriate's money vote gains control of the voter's face-down card", () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Expropriate'), 'Island'] }, { battlefield: [deployed('Desertion'), 'Bronze Sable'] }] });
    const expropriate = ids.battlefield[0]![0]!;
    const desertion = ids.battlefield[1]![0]!;
    let s = editState(state, (x) => {
      underConstruction(x, expropriate, 9);
      underConstruction(x, desertion, 1);
    });
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: expropriate, targets: [], x: 0 }));
    // player 0 votes time, player 1 votes money (CR 701.38a)
    for (const vote of ['time', 'money']) {
      const d = s.decision!;
      expect(d.kind).toBe('choose');
      const at = d.kind === 'choose' ? d.choice.options.findIndex((o) => 'label' in o && o.label === vote) : -1;
      expect(at).toBeGreaterThanOrEqual(0);
      s = choose(s, [at]);
    }
    // for player 1's money vote, player 0 chooses a permanent player 1 owns: the face-down card
    const d = s.decision!;
    expect(d.kind === 'choose' && d.player).toBe(0);
    const at = d.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === desertion) : -1;
    expect(at).toBeGreaterThanOrEqual(0);
    s = resolveStack(choose(s, [at]));
    expect(s.effects.some((e) => e.change.kind === 'control' && e.affected.includes(desertion))).toBe(true);
    expect(s.objects[desertion]!.faceDown).toBe(true);
    expect(characteristics(s, desertion).controller).toBe(0);
    // its new controller may look at it, and its owner no longer may (CR 708.5)
    const seen = (viewer: 0 | 1) => view(s, viewer).battlefield.find((o) => o.id === desertion);
    expect(seen(0)).toMatchObject({ controller: 0, faceDown: true, card: 'Desertion' });
    expect(seen(1)).toMatchObject({ controller: 0, faceDown: true });
    expect(seen(1)!.card).not.toBe('Desertion');
    // the log says player 0 gains control of it, without naming it (CR 613.1b, 708.5)
    expect(view(s, 1).log.filter((e) => e.type === 'gainControl')).toEqual([expect.objectContaining({ player: 0, object: desertion, card: '', rule: '613.1b' })]);
  });
});
