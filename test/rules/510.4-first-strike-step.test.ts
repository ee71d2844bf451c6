/**
 * CR 510.4, 702.4c–d, 702.7c: which creatures assign combat damage in the second combat damage step
 * when first strike or double strike is gained or lost between the two steps.
 */
import { describe, expect, it } from 'vitest';
import { type Action, type GameState, type ReadonlyGameState, type Keyword, type ObjectId } from '../../src/index.js';
import { editState, scenario } from '../../src/testing/index.js';
import { applyAll, events, passToStep, withKeywords } from './helpers.js';

/** Player 0 attacks player 1 with the creatures of `attackers` (keywords granted as given, `edit` made first); no blocks. */
function atFirstStrikeStep(attackers: [string, Keyword[]][], edit?: (s: GameState, first: ObjectId) => void): { s: ReadonlyGameState; ids: ObjectId[] } {
  const { state, ids } = scenario({ players: [{ battlefield: attackers.map(([card]) => card) }, {}], step: 'beginCombat', settings: { autoPass: 'never' } });
  const mine = ids.battlefield[0]!;
  let s = edit ? editState(state, (x) => edit(x, mine[0]!)) : state;
  attackers.forEach(([, keywords], i) => { if (keywords.length > 0) s = withKeywords(s, mine[i]!, keywords); });
  s = passToStep(s, 'declareAttackers');
  s = applyAll(s, [...mine.map((attacker): Action => ({ type: 'declareAttacker', player: 0, attacker, target: { player: 1 } })), { type: 'confirmAttackers', player: 0 }]);
  return { s: passToStep(s, 'firstStrikeDamage'), ids: mine };
}

/** Ends the effects that grant keywords to `id` (as if what granted them left), after the first-strike step. */
function withoutGranted(s: ReadonlyGameState, id: ObjectId): ReadonlyGameState {
  return editState(s, (x) => { x.effects = x.effects.filter((e) => !(e.change.kind === 'addKeywords' && e.affected.includes(id))); });
}

/** The combat damage each creature dealt in the regular combat damage step, as [creature, amount]. */
function secondStep(s: ReadonlyGameState, from: number): [ObjectId, number][] {
  return events(s, 'damage', from).map((e) => [e.object as ObjectId, e.amount as number]);
}

describe('510.4: the creatures of the second combat damage step', () => {
  it('702.4d: a first striker given double strike after the first step deals damage again; 702.7c: one given first strike then deals its damage once', () => {
    const { s, ids } = atFirstStrikeStep([['token:wolf-2-2', ['first strike']], ['token:beast-3-3', []]]);
    const [wolf, beast] = ids;
    expect(s.players[1]!.life).toBe(18);
    let after = withKeywords(withKeywords(s, wolf!, ['double strike']), beast!, ['first strike']);
    const from = events(after).length;
    after = passToStep(after, 'endCombat');
    expect(secondStep(after, from)).toEqual([[wolf, 2], [beast, 3]]);
    expect(after.players[1]!.life).toBe(13);
  });

  it('702.4c: a double striker that loses double strike after the first step deals no damage in the second; 702.7c: a first striker that loses it neither', () => {
    const { s, ids } = atFirstStrikeStep([['token:wolf-2-2', ['double strike']], ['token:beast-3-3', ['first strike']]]);
    const [wolf, beast] = ids;
    expect(s.players[1]!.life).toBe(15);
    let after = withoutGranted(withoutGranted(s, wolf!), beast!);
    const from = events(after).length;
    after = passToStep(after, 'endCombat');
    expect(secondStep(after, from)).toEqual([]);
    expect(after.players[1]!.life).toBe(15);
  });

  it('510.4: a first striker with 0 power in the first step, pumped after it, assigns no damage in the second ("had neither … as the first combat damage step began")', () => {
    const { s, ids } = atFirstStrikeStep([['token:wolf-2-2', ['first strike']]], (x, wolf) => {
      // −2/−0 until end of turn, ended after the first step below
      x.effects.push({ id: x.nextEffectId++, layer: '7c', timestamp: x.nextTimestamp++, affected: [wolf], change: { kind: 'modifyPT', power: -2, toughness: 0 }, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
    });
    expect(s.players[1]!.life).toBe(20);
    let after = editState(s, (x) => { x.effects = x.effects.filter((e) => !(e.change.kind === 'modifyPT' && e.affected.includes(ids[0]!))); });
    const from = events(after).length;
    after = passToStep(after, 'endCombat');
    expect(secondStep(after, from)).toEqual([]);
    expect(after.players[1]!.life).toBe(20);
  });
});
