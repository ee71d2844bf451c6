import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, logOf, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { withKeywords } from '../../cards/helpers.js';
import { block, events, finishMission, mt, passUntil, sendMission, setPost, toMissions } from './helpers.js';
import { editState } from '../../../src/testing/index.js';

/** A board in the first player's missions phase, every creature on patrol. */
function board(p0: string[], p1: string[]): { s: ReadonlyGameState; ids: ObjectId[][] } {
  const { state, ids } = mt({ players: [{ battlefield: p0 }, { battlefield: p1 }] });
  const s = editState(state, (x) => {
    for (const id of x.battlefield) setPost(x, id, 'patrol');
  });
  return { s: toMissions(s), ids: ids.battlefield };
}

/** Puts every pending trigger on the stack, in the order they are listed (CR 603.3b). */
function putAll(state: ReadonlyGameState): ReadonlyGameState {
  let s = state;
  while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: s.decision.player, index: 0, targets: [] });
  return s;
}

/** Resolves the stack of a mission, putting triggers on it as they come. */
function resolveAll(state: ReadonlyGameState): ReadonlyGameState {
  let s = putAll(state);
  for (let i = 0; i < 50 && s.stack.length > 0; i++) s = putAll(passUntil(s, (x) => x.decision?.kind !== 'priority' || x.stack.length === 0));
  return s;
}

function pt(s: ReadonlyGameState, id: ObjectId): [number | null, number | null] {
  const c = characteristics(s, id);
  return [c.power, c.toughness];
}

describe('MT 10.1: banding, rampage, flanking and phasing "work as in Magic" in Magic Tech', () => {
  it('rampage 2: a creature of the mission blocked by three patrols gets +4/+4 (CR 702.23a)', () => {
    const { s: start, ids } = board(['Pelakka Wurm'], ['Bronze Sable', 'Bronze Sable', 'Bronze Sable']);
    const wurm = ids[0]![0]!;
    let s = sendMission(withKeywords(start, wurm, ['rampage 2']), { player: 1 }, [wurm]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = resolveAll(block(s, ids[1]!.map((b): [ObjectId, ObjectId] => [b, wurm])));
    expect(events(s, 'trigger')).toContainEqual(expect.objectContaining({ rule: '702.23a' }));
    expect(pt(s, wurm)).toEqual([11, 11]);
  });

  it('flanking: a patrol without flanking that blocks it gets -1/-1 until end of turn (CR 702.25a)', () => {
    const { s: start, ids } = board(['Pelakka Wurm'], ['Pelakka Wurm']);
    const wurm = ids[0]![0]!;
    const theirs = ids[1]![0]!;
    let s = sendMission(withKeywords(start, wurm, ['flanking']), { player: 1 }, [wurm]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = resolveAll(block(s, [[theirs, wurm]]));
    expect(events(s, 'trigger')).toContainEqual(expect.objectContaining({ rule: '702.25a' }));
    expect(pt(s, theirs)).toEqual([6, 6]);
    expect(pt(s, wurm)).toEqual([7, 7]);
  });

  it('phasing: it phases out in its controller\'s untap phase and can go on no mission; it phases back in in the next one (CR 702.26a)', () => {
    const { s: start, ids } = board(['Pelakka Wurm'], ['Bronze Sable']);
    const wurm = ids[0]![0]!;
    const missionOffered = (x: ReadonlyGameState): boolean => {
      const t = passUntil(x, (y) => y.turn.step === 'main2');
      return legalActions(t).some((a) => a.type === 'variant' && a.name === 'mission');
    };
    let s = passUntil(withKeywords(start, wurm, ['phasing'], 'forever'), (x) => x.turn.number === start.turn.number + 2 && x.turn.step === 'draw');
    expect(s.turn.active).toBe(0);
    expect(s.battlefield).not.toContain(wurm);
    expect(s.phasedOut).toEqual([wurm]);
    expect(logOf(s)).toContainEqual(expect.objectContaining({ type: 'phaseOut', rule: '702.26a', object: wurm }));
    expect(missionOffered(s)).toBe(false);
    s = passUntil(s, (x) => x.turn.number === start.turn.number + 4 && x.turn.step === 'draw');
    expect(s.battlefield).toContain(wurm);
    expect(missionOffered(s)).toBe(true);
  });

  /** Two trampling Pelakka Wurms (7/7) in a band blocked by a Bronze Sable (armor 1, structure 2), at the first Wurm's division. */
  function twoTramplersOneBlocker(): { s: ReadonlyGameState; first: ObjectId; second: ObjectId; sable: ObjectId } {
    const { s: start, ids } = board(['Pelakka Wurm', 'Pelakka Wurm'], ['Bronze Sable']);
    const [first, second] = ids[0] as [ObjectId, ObjectId];
    const sable = ids[1]![0]!;
    let s = passUntil(apply(withKeywords(start, first, ['banding']), { type: 'variant', player: 0, name: 'mission', target: { player: 1 } }), (x) => x.decision?.kind !== 'priority');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: first, target: { player: 1 } });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: second, target: { player: 1 }, band: first });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    s = passUntil(block(passUntil(s, (x) => x.decision?.kind === 'declareBlockers'), [[sable, first]]), (x) => x.decision?.kind === 'assignDamage');
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: first });
    return { s, first, second, sable };
  }

  const amounts = (s: ReadonlyGameState): number[][] => legalActions(s).flatMap((a) => (a.type === 'assignDamage' ? [a.amounts] : []));

  it('banding and trample: a Wurm may trample over a blocker the other Wurm of its band destroys (CR 702.19b counts the other creatures\' damage)', () => {
    const { s: start, first, second, sable } = twoTramplersOneBlocker();
    let s = apply(start, { type: 'assignDamage', player: 0, attacker: first, amounts: [3, 4] });
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: second });
    expect(amounts(s)).toContainEqual([0, 7]);
    s = apply(s, { type: 'assignDamage', player: 0, attacker: second, amounts: [0, 7] });
    // CR 702.22k: the mission's player divides the damage of the Sable blocking the band
    s = finishMission(apply(s, { type: 'assignDamage', player: 0, attacker: sable, amounts: [2, 0] }));
    expect(s.battlefield).not.toContain(sable);
    expect(s.players[1]!.library).toHaveLength(20 - 11);
  });

  it('banding and trample, MT 8.2: armor absorbs each Wurm\'s damage apart, so what destroys the blocker is the sum of each one\'s excess over its armor', () => {
    const { s: start, second, first, sable } = twoTramplersOneBlocker();
    // the first may leave the Sable to the second, which can still destroy it
    expect(amounts(start)).toContainEqual([0, 7]);
    // 2 damage from the first makes 1 structure damage; the second must make the other 1: 2 damage, not 1
    let s = apply(start, { type: 'assignDamage', player: 0, attacker: first, amounts: [2, 5] });
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: second });
    expect(amounts(s)).toContainEqual([2, 5]);
    expect(amounts(s)).not.toContainEqual([1, 6]);
    expect(amounts(s)).not.toContainEqual([0, 7]);
    s = apply(s, { type: 'assignDamage', player: 0, attacker: second, amounts: [2, 5] });
    // CR 702.22k: the mission's player divides the damage of the Sable blocking the band
    s = finishMission(apply(s, { type: 'assignDamage', player: 0, attacker: sable, amounts: [2, 0] }));
    expect(s.battlefield).not.toContain(sable);
  });

  it('banding: two creatures of a mission in a band are blocked as a whole, and the mission\'s player divides the blocker\'s damage (CR 702.22c, h, k)', () => {
    const { s: start, ids } = board(['Pelakka Wurm', 'Bronze Sable'], ['Brushstrider']);
    const [wurm, sable] = ids[0] as [ObjectId, ObjectId];
    const strider = ids[1]![0]!;
    let s = passUntil(apply(withKeywords(start, sable, ['banding']), { type: 'variant', player: 0, name: 'mission', target: { player: 1 } }), (x) => x.decision?.kind !== 'priority');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: wurm, target: { player: 1 } });
    expect(legalActions(s)).toContainEqual({ type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 }, band: wurm });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 }, band: wurm });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = block(s, [[strider, sable]]);
    expect(s.combat!.attackers.map((a) => [a.id, a.blocked])).toEqual([[wurm, true], [sable, true]]);
    expect(events(s, 'block')).toContainEqual(expect.objectContaining({ rule: '702.22h', object: strider, to: wurm }));
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    // the trampling Wurm's damage first, divided by its controller: no blocker has banding
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: wurm });
    s = apply(s, legalActions(s)[0]!);
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: strider });
    expect(legalActions(s).map((a) => (a as { amounts: number[] }).amounts)).toEqual([[0, 3], [1, 2], [2, 1], [3, 0]]);
    s = apply(s, { type: 'assignDamage', player: 0, attacker: strider, amounts: [0, 3] });
    const fromStrider = logOf(s).filter((e) => e.type === 'damage' && e.object === strider);
    expect(fromStrider.map((e) => [e.to, e.amount])).toEqual([[wurm, 3]]);
  });
});
