/**
 * MT 7 with CR 509.1a: the defending player is asked to block a mission only while a creature of
 * the mission could be blocked; once its only creature is gone (Murder, turned face up and cast by
 * the defending player before blocks), the mission goes on without a declaration of blockers. It
 * goes on through its blocks and damage all the same (CR 508.8 skips them only when no creature was
 * sent), with the destroyed creature removed from combat (CR 506.4).
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { deployed, events, passUntil, patrolBoard, resolveStack, sendMission, underConstruction } from './helpers.js';

describe('MT 7, CR 509.1a: no blocks to declare once the mission has no creature left', () => {
  it('the mission\'s only creature destroyed before blocks: the defending player is not asked to block', () => {
    const { s: start, ids } = patrolBoard(['Hexplate Golem'], [deployed('Murder'), 'Swamp', 'Bronze Sable']);
    const golem = ids[0]![0]!;
    const murder = ids[1]![0]!;
    let s = sendMission(editState(start, (x) => underConstruction(x, murder, 3)), { player: 1 }, [golem]);
    s = passUntil(s, (x) => x.decision?.player === 1 || x.decision?.kind !== 'priority');
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    // with the Golem still there, the Sable on patrol may block it, and player 1 is asked
    expect(passUntil(s, (x) => x.decision?.kind !== 'priority').decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = resolveStack(apply(s, { type: 'cast', player: 1, card: murder, targets: [{ object: golem }], x: 0 }));
    expect(s.battlefield).not.toContain(golem);
    expect(s.combat?.attackers).toEqual([]);
    const steps = events(s, 'step').length;
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers' || x.turn.step === 'main2');
    expect(s.decision?.kind).not.toBe('declareBlockers');
    expect(events(s, 'step').slice(steps).map((e) => e.detail)).toEqual(['declareBlockers', 'combatDamage', 'endCombat', 'missions']);
  });
});
