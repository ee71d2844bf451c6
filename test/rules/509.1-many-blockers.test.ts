/**
 * CR 509.1 with many creatures on each side: the possible blocks are a product (every creature may
 * block any attacker), so `legalActions` lists the additions creature by creature up to
 * MAX_LISTED_BLOCKS, each listed creature's additions whole; an addition of a creature left out is
 * accepted all the same, and the whole declaration is.
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, tryApply, type ReadonlyGameState } from '../../src/index.js';
import { MAX_LISTED_BLOCKS } from '../../src/engine/finishing-blocks.js';
import { passUntil, setup } from '../cards/helpers.js';

const N = 40;

function toBlockers(): { s: ReadonlyGameState; attackers: number[]; blockers: number[] } {
  const { state, ids } = setup({ players: [{ battlefield: Array<string>(N).fill('Bronze Sable') }, { battlefield: Array<string>(N).fill('Bronze Sable') }], step: 'beginCombat' });
  const [attackers, blockers] = [ids.battlefield[0]!, ids.battlefield[1]!];
  let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
  s = apply(s, { type: 'declareAttackers', player: 0, attackers: attackers.map((a) => ({ attacker: a, target: { player: 1 } })) });
  s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
  expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
  return { s, attackers, blockers };
}

describe('509.1a: declaring blockers with 40 creatures a side (1,600 possible blocks)', () => {
  it('the listing holds whole creatures\' additions up to the bound, not all 1,600, and confirming', () => {
    const { s, attackers, blockers } = toBlockers();
    const listed = legalActions(s);
    const additions = listed.filter((a) => a.type === 'declareBlocker');
    expect(additions.length).toBeGreaterThanOrEqual(MAX_LISTED_BLOCKS);
    expect(additions.length).toBeLessThan(MAX_LISTED_BLOCKS + attackers.length);
    // whole creatures: each listed creature with every attacker
    const creatures = new Set(additions.map((a) => (a.type === 'declareBlocker' ? a.blocker : -1)));
    expect(additions.length).toBe(creatures.size * attackers.length);
    expect([...creatures]).toEqual(blockers.slice(0, creatures.size));
    expect(listed.some((a) => a.type === 'confirmBlockers')).toBe(true);
  });

  it('an addition of a creature the listing leaves out is accepted, and so is the whole declaration', () => {
    const { s, attackers, blockers } = toBlockers();
    const last = blockers[N - 1]!;
    expect(legalActions(s).some((a) => a.type === 'declareBlocker' && a.blocker === last)).toBe(false);
    const r = tryApply(s, { type: 'declareBlocker', player: 1, blocker: last, attacker: attackers[0]! });
    expect(r.ok).toBe(true);
    const whole = apply(s, { type: 'declareBlockers', player: 1, blockers: blockers.map((b, i) => ({ blocker: b, attacker: attackers[i]! })) });
    expect(whole.combat!.attackers.every((a) => a.blocked)).toBe(true);
  });
});

describe('509.1a: a declaration in progress of a creature blocking several attackers is saved and loaded', () => {
  it('Guardian of the Gateless declared blocking two attackers, one entry each, loads back (CR 509.1a: "can block any number of creatures")', () => {
    const { s: asked, a, b, guardian } = guardianBlocksTwoSables();
    const s = apply(apply(asked, { type: 'declareBlocker', player: 1, blocker: guardian, attacker: a }), { type: 'declareBlocker', player: 1, blocker: guardian, attacker: b });
    const loaded = deserialize(serialize(s));
    expect(serialize(loaded)).toBe(serialize(s));
    // the same block named twice is still refused on loading
    const twice = JSON.parse(serialize(s)) as { decision: { pending: { entries: unknown[] } } };
    twice.decision.pending.entries.push(twice.decision.pending.entries[0]);
    expect(() => deserialize(JSON.stringify(twice))).toThrow(/named once/);
  });
});

describe('509.1a: a creature blocks an attacker once', () => {
  it('Guardian of the Gateless ("can block any number of creatures") blocking the same attacker twice is refused, one block at a time or whole, and not listed', () => {
    const { s, a, b, guardian } = guardianBlocksTwoSables();
    const once = apply(s, { type: 'declareBlocker', player: 1, blocker: guardian, attacker: a });
    const again = tryApply(once, { type: 'declareBlocker', player: 1, blocker: guardian, attacker: a });
    expect(again.ok ? null : again.error.rule).toBe('509.1a');
    expect(legalActions(once).flatMap((x) => (x.type === 'declareBlocker' ? [x.attacker] : []))).toEqual([b]);
    const whole = tryApply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: guardian, attacker: a }, { blocker: guardian, attacker: a }] });
    expect(whole.ok ? null : whole.error.rule).toBe('509.1a');
  });
});

/** Two Bronze Sables attack player 1, whose Guardian of the Gateless ("can block any number of creatures") is asked to declare blockers. */
function guardianBlocksTwoSables(): { s: ReadonlyGameState; a: number; b: number; guardian: number } {
  const { state, ids } = setup({ players: [{ battlefield: ['Bronze Sable', 'Bronze Sable'] }, { battlefield: ['Guardian of the Gateless'] }], step: 'beginCombat' });
  const [a, b] = ids.battlefield[0]! as [number, number];
  const guardian = ids.battlefield[1]![0]!;
  let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
  s = apply(s, { type: 'declareAttackers', player: 0, attackers: [a, b].map((attacker) => ({ attacker, target: { player: 1 } })) });
  return { s: passUntil(s, (x) => x.decision?.kind === 'declareBlockers'), a, b, guardian };
}
