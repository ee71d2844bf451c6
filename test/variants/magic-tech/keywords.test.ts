import { describe, expect, it } from 'vitest';
import { apply, cards, legalActions } from '../../../src/index.js';
import { magicTechModules } from '../../../src/formats/magic-tech.js';
import { block, patrolBoard as board, events, expectRefused, finishMission, mt, offered, passUntil, resolveStack, sendMission, setPost, underConstruction, deployed } from './helpers.js';
import { editState } from '../../../src/testing/index.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

describe('MT 10.1 Magic keywords', () => {
  it('"Treat ... first strike as you would when normally playing Magic" (CR 702.7)', () => {
    // Vampire Hexmage (2/1, first strike) blocked by a Bronze Sable (2/1, structure 2) with a counter already
    const { s: start, ids } = board(['Vampire Hexmage'], ['Bronze Sable'], (x, b) => { mutableObject(asEngineState(x), b[1]![0]!).counters.structure = 1; });
    const hexmage = ids[0]![0]!;
    const sable = ids[1]![0]!;
    let s = sendMission(start, { player: 1 }, [hexmage]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = passUntil(block(s, [[sable, hexmage]]), (x) => x.turn.step !== 'declareBlockers');
    expect(s.turn.step).toBe('firstStrikeDamage');
    s = finishMission(s);
    // the Sable was destroyed by first-strike damage before it could deal its own
    expect(s.battlefield).not.toContain(sable);
    expect(s.objects[hexmage]!.counters.structure ?? 0).toBe(0);
    expect(events(s, 'damage').filter((e) => e.object === sable)).toHaveLength(0);
  });

  it('"Treat trample ... as you would when normally playing Magic": the excess over what destroys the blockers goes on (CR 702.19b)', () => {
    // Pelakka Wurm (7/7, trample) blocked by Bronze Sable: armor 1 + structure 2 = 3 destroys it
    const { s: start, ids } = board(['Pelakka Wurm'], ['Bronze Sable']);
    const wurm = ids[0]![0]!;
    const sable = ids[1]![0]!;
    let s = sendMission(start, { player: 1 }, [wurm]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = passUntil(block(s, [[sable, wurm]]), () => false);
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: wurm });
    const divisions = legalActions(s).map((a) => (a as { amounts: number[] }).amounts);
    expect(divisions).toContainEqual([3, 4]);
    expect(divisions).toContainEqual([7, 0]);
    expect(divisions).not.toContainEqual([2, 5]);
    expectRefused(s, { type: 'assignDamage', player: 0, attacker: wurm, amounts: [2, 5] }, 'illegal', '510.1c');
    s = finishMission(apply(s, { type: 'assignDamage', player: 0, attacker: wurm, amounts: [3, 4] }));
    expect(s.battlefield).not.toContain(sable);
    expect(s.players[1]!.library).toHaveLength(16);
  });

  it('a trampler blocked by five creatures (792 divisions, past MAX_LISTED_DIVISIONS): the listing holds damage that destroys each blocker in turn, and any legal division is accepted (CR 510.1c, 702.19b)', () => {
    // Pelakka Wurm (7/7, trample) blocked by five Bronze Sables: 3 destroys each (armor 1 + structure 2)
    const { s: start, ids } = board(['Pelakka Wurm'], Array<string>(5).fill('Bronze Sable'));
    const wurm = ids[0]![0]!;
    const sables = ids[1]!;
    let s = sendMission(start, { player: 1 }, [wurm]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = passUntil(block(s, sables.map((sable): [number, number] => [sable, wurm])), () => false);
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: wurm });
    const divisions = legalActions(s).map((a) => (a as { amounts: number[] }).amounts);
    expect(divisions.length).toBeLessThanOrEqual(sables.length + 3);
    expect(divisions).toContainEqual([3, 3, 1, 0, 0, 0]);
    expect(divisions).not.toContainEqual([1, 1, 1, 1, 3, 0]);
    // nothing may go to the player before every Sable is assigned what destroys it
    expectRefused(s, { type: 'assignDamage', player: 0, attacker: wurm, amounts: [3, 3, 0, 0, 0, 1] }, 'illegal', '510.1c');
    s = finishMission(apply(s, { type: 'assignDamage', player: 0, attacker: wurm, amounts: [1, 1, 1, 1, 3, 0] }));
    expect(s.battlefield).not.toContain(sables[4]);
    expect(s.battlefield).toContain(sables[0]);
  });

  it('deathtouch: any damage it deals to a creature destroys it (CR 702.2b)', () => {
    const { s: start, ids } = board(['Hexplate Golem'], ['Typhoid Rats']);
    const golem = ids[0]![0]!;
    let s = sendMission(start, { player: 1 }, [golem]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = finishMission(block(s, [[ids[1]![0]!, golem]]));
    expect(s.battlefield).not.toContain(golem);
    expect(s.battlefield).not.toContain(ids[1]![0]!);
  });

  it('deathtouch of a source that has left the battlefield: Pitchburn Devils, given deathtouch by Lace with Moonglove and then destroyed, deals its dying damage with deathtouch (CR 608.2h, 702.2b)', () => {
    const { state, ids } = mt({ players: [
      { battlefield: ['Pitchburn Devils', deployed('Lace with Moonglove'), deployed('Murder'), 'Forest', 'Swamp'] },
      { battlefield: ['Hexplate Golem'] },
    ] });
    const [devils, lace, murder] = ids.battlefield[0]!;
    const golem = ids.battlefield[1]![0]!;
    let s = editState(state, (x) => { underConstruction(x, lace!, 3); underConstruction(x, murder!, 3); });
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: lace!, targets: [{ object: devils! }], x: 0 }));
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: murder!, targets: [{ object: devils! }], x: 0 }));
    expect(s.battlefield).not.toContain(devils);
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: golem }] }));
    // 3 damage to Hexplate Golem (armor 7) leaves no excess: only the deathtouch the Devils had as
    // they last existed on the battlefield fills its structure
    expect(events(s, 'damage').at(-1)).toMatchObject({ rule: 'MT 8.2', object: devils, to: golem, amount: 3 });
    expect(s.battlefield).not.toContain(golem);
    expect(events(s, 'stateBasedAction').at(-1)).toMatchObject({ rule: 'MT 8.4', card: 'Hexplate Golem' });
  });

  it('menace binds patrols, not a guard, which blocks "regardless of any evasion abilities" (CR 702.111b, MT 7.2)', () => {
    const { s: start, ids } = board(['Deputized Protester'], ['Pillarfield Ox', 'Bronze Sable'], (x, b) => setPost(asEngineState(x), b[1]![1]!, { guard: { player: 1 } }));
    const protester = ids[0]![0]!;
    const [ox, sable] = ids[1]!;
    let s = sendMission(start, { player: 1 }, [protester]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    const alone = apply(s, { type: 'declareBlocker', player: 1, blocker: ox!, attacker: protester });
    expect(offered(alone, { type: 'confirmBlockers' })).toBe(false);
    expectRefused(alone, { type: 'confirmBlockers', player: 1 }, 'illegal', '702.111b');
    s = block(s, [[sable!, protester]]);
    expect(events(s, 'block')[0]).toMatchObject({ rule: 'MT 7.2', object: sable });
  });

  it('"Treat ... rampage, banding, flanking, phasing ... as you would when normally playing Magic": the format runs their rules (CR 702.22, 702.23, 702.25, 702.26), though no CNS or CN2 card prints them (older-keywords.test.ts gives them by an effect)', () => {
    expect(magicTechModules.map((m) => m.number)).toEqual(expect.arrayContaining(['702.22', '702.23', '702.25', '702.26']));
    const words = /\b(rampage|banding|bands with other|flanking|phasing|phases (in|out))\b/i;
    expect(cards.list().filter((c) => words.test(c.printed.oracleText)).map((c) => c.name)).toEqual([]);
  });
});
