import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf } from '../../../src/index.js';
import { expectRefused, offered, passUntil, patrolBoard as board, sendMission } from './helpers.js';

describe('MT 7.1 "could normally block in a game of Magic": how many creatures a blocker blocks (CR 509.1a)', () => {
  it('Guardian of the Gateless on patrol "can block any number of creatures": it blocks both creatures of a mission, and its controller divides its damage (CR 510.1d)', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Runed Servitor'], ['Guardian of the Gateless']);
    const [sable, servitor] = ids[0]!;
    const guardian = ids[1]![0]!;
    let s = passUntil(sendMission(start, { player: 1 }, [sable!, servitor!]), (x) => x.decision?.kind === 'declareBlockers');
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: guardian, attacker: sable! });
    expect(offered(s, { type: 'declareBlocker', blocker: guardian, attacker: servitor! })).toBe(true);
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: guardian, attacker: servitor! });
    // but not the same creature twice
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: guardian, attacker: sable! }, 'illegal', '509.1a');
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    expect(s.combat!.blockers).toEqual([expect.objectContaining({ id: guardian, blocking: [sable, servitor] })]);
    expect(s.combat!.attackers.every((a) => a.blocked && a.blockers.includes(guardian))).toBe(true);
    // "Whenever Guardian of the Gateless blocks" triggers once (CR 509.2a): +2/+2 for the two it blocks
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    expect(logOf(s).filter((e) => e.type === 'trigger' && e.card === 'Guardian of the Gateless')).toHaveLength(1);
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 1, attacker: guardian });
    const divisions = legalActions(s).flatMap((a) => (a.type === 'assignDamage' ? [a.amounts] : []));
    expect(divisions).toContainEqual([3, 2]);
    s = apply(s, { type: 'assignDamage', player: 1, attacker: guardian, amounts: [3, 2] });
    // Bronze Sable (armor 1, structure 2) takes 3: destroyed; Runed Servitor (armor 2) takes 2: nothing
    expect(s.battlefield).not.toContain(sable);
    expect(s.objects[servitor!]!.counters.structure ?? 0).toBe(0);
  });

  it('a creature without such an ability still blocks one creature of a mission', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Runed Servitor'], ['Pillarfield Ox']);
    const [sable, servitor] = ids[0]!;
    const ox = ids[1]![0]!;
    let s = passUntil(sendMission(start, { player: 1 }, [sable!, servitor!]), (x) => x.decision?.kind === 'declareBlockers');
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: ox, attacker: sable! });
    expect(offered(s, { type: 'declareBlocker', blocker: ox, attacker: servitor! })).toBe(false);
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: ox, attacker: servitor! }, 'illegal', '509.1a');
  });

  it('two tramplers sharing a blocker of both: each application is absorbed by its armor, so neither tramples over a blocker their excesses do not destroy (MT 8.2, CR 702.19b)', () => {
    const { s: start, ids } = board(['Pelakka Wurm', 'Pelakka Wurm'], ['Guardian of the Gateless']);
    const [a, b] = ids[0]!;
    const guardian = ids[1]![0]!;
    let s = passUntil(sendMission(start, { player: 1 }, [a!, b!]), (x) => x.decision?.kind === 'declareBlockers');
    s = apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: guardian, attacker: a! }, { blocker: guardian, attacker: b! }] });
    // the Guardian, 5/5 blocking two (armor 5, structure 5): 7 and 7 leave 2 and 2 past its armor, 4 < 5
    // no division of a Wurm's damage reaches the stockpile, so none is asked: each assigns all 7 to the
    // Guardian, whose controller divides its own damage
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    expect(s.decision).toMatchObject({ player: 1, attacker: guardian });
    s = passUntil(apply(s, { type: 'assignDamage', player: 1, attacker: guardian, amounts: [5, 0] }), (x) => x.turn.step === 'main2');
    expect(s.players[1]!.graveyard).toHaveLength(0);
    expect(s.objects[guardian]!.counters.structure).toBe(4);
    expect(s.battlefield).toContain(guardian);
  });
});
