import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf } from '../../../src/index.js';
import { block, expectRefused, offered, passUntil, patrolBoard as board, sendMission, setPost } from './helpers.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

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

  it('a blocker id of no object, or of a card off the battlefield, is refused as illegal, not read (MT 7.1; found by the fuzzer, seed 332)', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Pillarfield Ox']);
    const sable = ids[0]![0]!;
    const ox = ids[1]![0]!;
    const s = passUntil(sendMission(start, { player: 1 }, [sable]), (x) => x.decision?.kind === 'declareBlockers');
    const none = Math.max(...Object.keys(s.objects).map(Number)) + 1;
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: none, attacker: sable }, 'illegal', 'MT 7.1');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: none, attacker: sable }] }, 'illegal', 'MT 7.1');
    // a card of the defending player's library blocks nothing either
    const card = s.players[1]!.library[0]!;
    expect(s.battlefield).not.toContain(card);
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: card, attacker: sable }, 'illegal', 'MT 7.1');
    // the Ox on the battlefield still blocks
    expect(apply(s, { type: 'declareBlocker', player: 1, blocker: ox, attacker: sable }).decision).toMatchObject({ kind: 'declareBlockers', pending: { entries: [{ id: ox, blocks: sable }] } });
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

describe('MT 7.1, 7.2 restrictions of Magic on a mission\'s blocks as a whole (CR 509.1b)', () => {
  it('"No more than one creature can block each combat." (Silent Arbiter): one blocker in a mission, a guard of the target counting too', () => {
    const { s: start, ids } = board(['Hexplate Golem'], ['Silent Arbiter', 'Pillarfield Ox', 'Ballot Broker'], (x, b) => setPost(asEngineState(x), b[1]![2]!, { guard: { player: 1 } }));
    const golem = ids[0]![0]!;
    const [, ox, broker] = ids[1]!;
    let s = passUntil(sendMission(start, { player: 1 }, [golem]), (x) => x.decision?.kind === 'declareBlockers');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: ox!, attacker: golem }, { blocker: broker!, attacker: golem }] }, 'illegal', '509.1b');
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: broker!, attacker: golem });
    expect(offered(s, { type: 'declareBlocker', blocker: ox! })).toBe(false);
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    expect(s.combat!.blockers.map((b) => b.id)).toEqual([broker]);
  });

  it('"Ember Beast can\'t attack or block alone.": on patrol or on guard, it blocks only along with another creature', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Runed Servitor'], ['Ember Beast', 'Pillarfield Ox'], (x, b) => setPost(asEngineState(x), b[1]![0]!, { guard: { player: 1 } }));
    const [sable, servitor] = ids[0]!;
    const [beast, ox] = ids[1]!;
    let s = passUntil(sendMission(start, { player: 1 }, [sable!, servitor!]), (x) => x.decision?.kind === 'declareBlockers');
    const alone = apply(s, { type: 'declareBlocker', player: 1, blocker: beast!, attacker: sable! });
    expect(offered(alone, { type: 'confirmBlockers' })).toBe(false);
    expectRefused(alone, { type: 'confirmBlockers', player: 1 }, 'illegal', '509.1b');
    s = block(s, [[beast!, sable!], [ox!, servitor!]]);
    expect(s.combat!.blockers.map((b) => b.id)).toEqual([beast, ox]);
  });

  it('"Charging Rhino can\'t be blocked by more than one creature.": patrols block it one at a time; a guard of its target blocks "regardless of any evasion abilities" (MT 7.2)', () => {
    const { s: start, ids } = board(['Charging Rhino'], ['Pillarfield Ox', 'Ballot Broker', 'Bronze Sable'], (x, b) => setPost(asEngineState(x), b[1]![2]!, { guard: { player: 1 } }));
    const rhino = ids[0]![0]!;
    const [ox, broker, guard] = ids[1]!;
    const s = passUntil(sendMission(start, { player: 1 }, [rhino]), (x) => x.decision?.kind === 'declareBlockers');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: ox!, attacker: rhino }, { blocker: broker!, attacker: rhino }] }, 'illegal', '509.1b');
    expect(offered(apply(s, { type: 'declareBlocker', player: 1, blocker: ox!, attacker: rhino }), { type: 'declareBlocker', blocker: broker! })).toBe(false);
    const guarded = block(s, [[guard!, rhino], [ox!, rhino]]);
    expect(guarded.combat!.attackers[0]!.blockers).toEqual([guard, ox]);
  });
});
