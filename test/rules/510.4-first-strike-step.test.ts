/**
 * CR 510.4, 702.4c–d, 702.7c: which creatures assign combat damage in the second combat damage step
 * when first strike or double strike is gained or lost between the two steps, or lost in the first
 * step before its damage is dealt.
 */
import { describe, expect, it } from 'vitest';
import { apply, type Action, type GameState, type ReadonlyGameState, type Keyword, type ObjectId } from '../../src/index.js';
import { editState, scenario } from '../../src/testing/index.js';
import { activate, attack, block, keywords, life, resolveStack, setup, skipUntil } from '../cards/helpers.js';
import { applyAll, events, passToStep, passUntil, withKeywords } from './helpers.js';

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
      x.effects.push({ id: x.nextEffectId++, timestamp: x.nextTimestamp++, affected: [wolf], change: { kind: 'modifyPT', power: -2, toughness: 0 }, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
    });
    expect(s.players[1]!.life).toBe(20);
    let after = editState(s, (x) => { x.effects = x.effects.filter((e) => !(e.change.kind === 'modifyPT' && e.affected.includes(ids[0]!))); });
    const from = events(after).length;
    after = passToStep(after, 'endCombat');
    expect(secondStep(after, from)).toEqual([]);
    expect(after.players[1]!.life).toBe(20);
  });
});

describe('510.4: "had neither first strike nor double strike as the first combat damage step began"', () => {
  it('double strike lost in the first step before its damage (its Fireshrieker leaves with its owner, 800.4a): no damage in either step', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Wastes', 'Wastes', 'Bronze Sable', 'token:ogre-4-4'] },
        { battlefield: ['token:wolf-2-2', 'token:wolf-2-2'] },
        // player 2's Fireshrieker, under player 0's control
        { battlefield: [{ card: 'Fireshrieker', controller: 0 }] },
      ],
    });
    const [, , sable, ogre] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, ids.battlefield[2]![0]!, 0, [{ object: sable! }]));
    s = withKeywords(s, ogre!, ['first strike']);
    s = attack(s, [[sable!, 1], [ogre!, 1]]);
    s = block(s, ids.battlefield[1]!.map((wolf): [ObjectId, ObjectId] => [wolf, ogre!]));
    // the first-strike step has begun with the Sable's double strike; the ogre's damage is being divided
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    expect(s.turn.step).toBe('firstStrikeDamage');
    s = apply(s, { type: 'concede', player: 2 });
    expect(keywords(s, sable!)).toEqual([]);
    s = apply(s, { type: 'assignDamage', player: 0, attacker: ogre!, amounts: [2, 2] });
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(events(s, 'damage').filter((e) => e.object === sable)).toEqual([]);
    expect(life(s, 1)).toBe(20);
  });
});
