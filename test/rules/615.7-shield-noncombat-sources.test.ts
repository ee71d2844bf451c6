/**
 * CR 615.7 outside combat: a shield ("prevent the next N damage") met at the same time by the
 * non-combat damage of two or more sources — a fight (CR 701.14a; the two creatures deal their
 * damage at the same time) where a redirection (Kor Chant, CR 614.9) sends one creature's damage
 * back to itself. The controller of the shielded creature chooses which damage the shield
 * prevents, as in combat. The shield and the redirection are built as the resolved spells would
 * leave them.
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { addReplacement } from '../../src/engine/replacement.js';
import { cast, choose, events, permanent, resolveStack, setup } from '../cards/helpers.js';

/**
 * Player 0's 4/4 Ogre, with a 2-shield, fights player 1's Typhoid Rats (1/1, deathtouch) by Prey
 * Upon; player 1's Kor Chant deals the damage the Ogre would deal to the Rats to the Ogre instead.
 */
function ogreFightsRats(): { state: ReadonlyGameState; ogre: number; rats: number } {
  const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'token:ogre-4-4'], hand: ['Prey Upon'] }, { battlefield: ['Typhoid Rats'] }] });
  const ogre = ids.battlefield[0]![1]!;
  const rats = permanent(state, 'Typhoid Rats');
  const s = editState(state, (d) => {
    addReplacement(d, { kind: 'preventDamage', affected: { object: ogre }, amount: 2, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
    addReplacement(d, { kind: 'redirectDamage', affected: { object: rats }, amount: null, duration: { until: 'endOfTurn' }, source: null, controller: 1, fromSource: ogre, redirectTo: { object: ogre } });
  });
  return { state: resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: ogre }, { object: rats }])), ogre, rats };
}

describe('615.7: a shield met by the damage of two sources of a fight', () => {
  it("the Ogre's controller chooses how much of its shield goes to the Ogre's own redirected damage, offered as legal actions", () => {
    const { state: s } = ogreFightsRats();
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'shieldShare', rule: '615.7' } });
    if (s.decision?.kind !== 'choose') return;
    // 2 of the Ogre's 4 and the Rats' 1: at least 1 of the Ogre's
    expect(s.decision.choice.options).toEqual([1, 2].map((n) => ({ label: `prevent ${n} of the 4 damage from token:ogre-4-4` })));
    expect(legalActions(s)).toEqual([0, 1].map((i) => ({ type: 'choose', player: 0, choice: [i] })));
  });

  it("the Rats' deathtouch damage prevented, the Ogre takes 3 of its own and survives; or the Ogre's 2 prevented, and the Rats' 1 destroys it (CR 702.2b)", () => {
    const { state, ogre, rats } = ogreFightsRats();
    const spared = resolveStack(choose(deserialize(serialize(state)), [0]));
    expect(spared.battlefield).toContain(ogre);
    expect(spared.objects[ogre]!.damage).toBe(3);
    expect(events(spared, 'damage').map((e) => [e.card, e.amount, e.to])).toEqual([['token:ogre-4-4', 3, ogre]]);
    expect(spared.objects[rats]!.damage).toBe(0);
    const killed = resolveStack(choose(state, [1]));
    expect(killed.battlefield).not.toContain(ogre);
    expect(events(killed, 'damage').map((e) => [e.card, e.amount, e.to])).toEqual([['token:ogre-4-4', 2, ogre], ['Typhoid Rats', 1, ogre]]);
    expect(killed.replacements.filter((r) => r.kind === 'preventDamage')).toEqual([]);
  });

  it('a bot answering from legalActions gets through: the shield prevents 2 of the 5 damage, whatever the share', () => {
    for (const pick of [0, 1]) {
      let { state: s, ogre } = ogreFightsRats();
      for (let i = 0; i < 5 && s.decision?.kind === 'choose'; i++) s = resolveStack(apply(s, legalActions(s)[pick]!));
      expect(s.stack).toEqual([]);
      expect(events(s, 'preventDamage').reduce((n, e) => n + (e.amount ?? 0), 0)).toBe(2);
      expect(events(s, 'damage').filter((e) => e.to === ogre).reduce((n, e) => n + (e.amount ?? 0), 0)).toBe(3);
    }
  });
});
