/**
 * What changes between the first-strike and the regular combat damage step of a free-for-all game
 * (CR 510.4, 802.5): a blocker gone (510.1c–d), removed from combat by a third player (506.4, 702.19d),
 * a defending player gone (800.4a, 800.4e).
 */
import { describe, expect, it } from 'vitest';
import { apply, type ReadonlyGameState, type ObjectId } from '../../src/index.js';
import { attack, block, cast, events, life, passToPlayer, permanent, putTrigger, resolveStack, setup, skipUntil, pt } from '../cards/helpers.js';
import { passUntil, withKeywords } from './helpers.js';

/** The combat damage dealt so far, as [source, recipient creature or player, amount]. */
function damage(s: ReadonlyGameState): [ObjectId | undefined, string, number][] {
  return events(s, 'damage').map((e) => [e.object, e.to !== undefined ? `object ${e.to}` : `player ${e.toPlayer}`, e.amount ?? 0]);
}

describe('510.1c: a double striker whose blockers the first step thinned', () => {
  it('4 of its first-strike damage to one of two blockers: in the second step the one left is all that blocks it, and is assigned all 4 without a choice', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['token:wolf-2-2', 'token:wolf-2-2'] }, { battlefield: ['token:wolf-2-2'] }] });
    const ogre = ids.battlefield[0]![0]!;
    const [first, second] = ids.battlefield[1]!;
    let s = attack(withKeywords(state, ogre, ['double strike']), [[ogre, 1]]);
    s = block(s, [[first!, ogre], [second!, ogre]]);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = apply(s, { type: 'assignDamage', player: 0, attacker: ogre, amounts: [4, 0] });
    s = skipUntil(s, (x) => x.turn.step === 'endCombat' || x.decision?.kind !== 'priority');
    expect(s.turn.step).toBe('endCombat');
    expect(damage(s)).toEqual([[ogre, `object ${first}`, 4], [ogre, `object ${second}`, 4], [second, `object ${ogre}`, 2]]);
    expect(s.battlefield).not.toContain(second);
    expect(life(s, 1)).toBe(20);
  });

  it('2 to each: with no creature left blocking it and no trample, it assigns no damage in the second step (509.1h: it stays blocked)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['token:wolf-2-2', 'token:wolf-2-2'] }, {}] });
    const ogre = ids.battlefield[0]![0]!;
    let s = attack(withKeywords(state, ogre, ['double strike']), [[ogre, 1]]);
    s = block(s, ids.battlefield[1]!.map((w): [ObjectId, ObjectId] => [w, ogre]));
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = skipUntil(apply(s, { type: 'assignDamage', player: 0, attacker: ogre, amounts: [2, 2] }), (x) => x.turn.step === 'endCombat');
    expect(damage(s).filter(([source]) => source === ogre)).toHaveLength(2);
    expect(life(s, 1)).toBe(20);
  });
});

describe('506.4, 702.19d: a blocker removed from combat by another player between the steps', () => {
  it('a double striker with trample kills one wolf; player 2\'s Hollowhenge Spirit removes the other: all 4 of its second damage go to player 1, and the wolf deals none', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['token:wolf-2-2', 'token:wolf-2-2'] }, { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Hollowhenge Spirit'] }],
    });
    const ogre = ids.battlefield[0]![0]!;
    const [first, second] = ids.battlefield[1]!;
    let s = attack(withKeywords(state, ogre, ['double strike', 'trample']), [[ogre, 1]]);
    s = block(s, [[first!, ogre], [second!, ogre]]);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = apply(s, { type: 'assignDamage', player: 0, attacker: ogre, amounts: [4, 0, 0] });
    expect(s.turn.step).toBe('firstStrikeDamage');
    s = resolveStack(cast(passToPlayer(s, 2), 2, ids.hand[2]![0]!));
    s = resolveStack(putTrigger(s, [{ object: second! }]));
    expect(s.battlefield).not.toContain(first);
    expect(s.combat?.blockers.map((b) => b.id)).not.toContain(second);
    s = skipUntil(s, (x) => x.turn.step === 'endCombat' || x.decision?.kind !== 'priority');
    expect(s.turn.step).toBe('endCombat');
    expect(damage(s)).toEqual([[ogre, `object ${first}`, 4], [ogre, 'player 1', 4]]);
    expect(s.battlefield).toContain(second);
  });
});

describe('510.1d: a blocker of two attackers, one of them killed in the first step', () => {
  it('Guardian of the Gateless (5/5 blocking two) deals all 5 to the attacker left, without a division', () => {
    const { state } = setup({ players: [{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: ['Guardian of the Gateless', 'token:soldier-1-1'] }, {}] });
    const beast = permanent(state, 'token:beast-3-3');
    const wolf = permanent(state, 'token:wolf-2-2');
    const soldier = permanent(state, 'token:soldier-1-1');
    let s = attack(withKeywords(state, soldier, ['first strike', 'deathtouch']), [[beast, 1], [wolf, 1]]);
    const guardian = permanent(s, 'Guardian of the Gateless');
    s = resolveStack(block(s, [[guardian, beast], [guardian, wolf], [soldier, wolf]]));
    expect(pt(s, guardian)).toEqual([5, 5]);
    s = skipUntil(s, (x) => x.turn.step === 'endCombat' || x.decision?.kind !== 'priority');
    expect(s.turn.step).toBe('endCombat');
    expect(damage(s)).toEqual([[soldier, `object ${wolf}`, 1], [beast, `object ${guardian}`, 3], [guardian, `object ${beast}`, 5]]);
    expect(s.battlefield).not.toContain(beast);
  });
});

describe('800.4a, 800.4e: a defending player who loses to first-strike damage', () => {
  it('the creatures attacking them deal no damage in the second step, a trampler whose blocker left with them neither; another defending player is dealt theirs', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['token:ogre-4-4', 'token:beast-3-3', 'token:wolf-2-2'] }, { life: 4, battlefield: ['token:soldier-1-1'] }, {}, {}],
    });
    const [striker, trampler, wolf] = ids.battlefield[0]!;
    let s = withKeywords(withKeywords(state, striker!, ['first strike']), trampler!, ['trample']);
    s = attack(s, [[striker!, 1], [trampler!, 1], [wolf!, 2]]);
    s = block(s, [[ids.battlefield[1]![0]!, trampler!]]);
    s = skipUntil(s, (x) => x.decision?.kind === 'declareBlockers' || x.turn.step === 'combatDamage');
    expect(s.players[1]!.inGame).toBe(false);
    expect(s.combat?.attackers.find((a) => a.id === trampler)?.blocked).toBe(true);
    s = skipUntil(s, (x) => x.turn.step === 'endCombat');
    expect(damage(s)).toEqual([[striker, 'player 1', 4], [wolf, 'player 2', 2]]);
    expect([life(s, 2), life(s, 3)]).toEqual([18, 20]);
  });
});
