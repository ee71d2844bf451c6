import { describe, expect, it } from 'vitest';
import { apply, legalActions, rules, tryApply, type ReadonlyGameState, type ObjectId } from '../../src/index.js';
import { block, events, passUntil, permanent, permanents, setup, withKeywords } from '../cards/helpers.js';
import { editState } from '../../src/testing/index.js';

/**
 * Player 0's Pelakka Wurm (7/7, trample) and two Bronze Sables (2/1) against player 1's Brushstrider
 * (3/1) and a Bronze Sable, in the declaration of attackers; `banded` get banding.
 */
function board(banded: (ids: { wurm: ObjectId; sables: ObjectId[]; strider: ObjectId; theirSable: ObjectId }) => ObjectId[]) {
  const { state } = setup({ players: [{ battlefield: ['Pelakka Wurm', 'Bronze Sable', 'Bronze Sable'] }, { battlefield: ['Brushstrider', 'Bronze Sable'] }] });
  const [sable1, sable2, theirSable] = permanents(state, 'Bronze Sable');
  const ids = { wurm: permanent(state, 'Pelakka Wurm'), sables: [sable1!, sable2!], strider: permanent(state, 'Brushstrider'), theirSable: theirSable! };
  let s = state;
  for (const id of banded(ids)) s = withKeywords(s, id, ['banding']);
  s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
  return { s, ...ids };
}

/** Declares these attackers on player 1, each [creature, band] (the first creature of its band), and confirms. */
function attackInBands(state: ReadonlyGameState, attackers: [ObjectId, ObjectId?][]): ReadonlyGameState {
  let s = state;
  for (const [attacker, band] of attackers) s = apply(s, { type: 'declareAttacker', player: 0, attacker, target: { player: 1 }, ...(band !== undefined ? { band } : {}) });
  return apply(s, { type: 'confirmAttackers', player: 0 });
}

/** Passes on to the first decision in the combat damage step. */
function toDamage(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (x) => x.turn.step === 'combatDamage' || x.decision?.kind === 'assignDamage');
}

describe('702.22 Banding', () => {
  it('is banding in the registry', () => {
    expect(rules.get('702.22')).toMatchObject({ number: '702.22', title: 'Banding', implemented: true });
  });

  it('702.22c: creatures with banding and at most one without may attack in a band; two without may not', () => {
    const { s, wurm, sables } = board(({ sables }) => [sables[0]!]);
    let d = apply(s, { type: 'declareAttacker', player: 0, attacker: wurm, target: { player: 1 } });
    // the banding Sable may join the Wurm's band; the other Sable may join too (one creature without banding)
    expect(legalActions(d)).toContainEqual({ type: 'declareAttacker', player: 0, attacker: sables[0], target: { player: 1 }, band: wurm });
    d = apply(d, { type: 'declareAttacker', player: 0, attacker: sables[0]!, target: { player: 1 }, band: wurm });
    // a second creature without banding may not
    expect(legalActions(d)).not.toContainEqual(expect.objectContaining({ attacker: sables[1], band: wurm }));
    const refused = tryApply(d, { type: 'declareAttacker', player: 0, attacker: sables[1]!, target: { player: 1 }, band: wurm });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.rule).toBe('702.22c');
    const done = apply(d, { type: 'confirmAttackers', player: 0 });
    expect(done.combat!.attackers.map((a) => a.band)).toEqual([wurm, wurm]);
  });

  it('702.22c: a whole declaration of attackers declares bands too, each joining a creature earlier in the list', () => {
    const { s, wurm, sables } = board(({ sables }) => [sables[0]!]);
    const t = apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: wurm, target: { player: 1 } }, { attacker: sables[0]!, target: { player: 1 }, band: wurm }] });
    expect(t.combat!.attackers.map((a) => a.band)).toEqual([wurm, wurm]);
    // a band with a creature later in the list, or two creatures without banding, is refused
    const later = tryApply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sables[0]!, target: { player: 1 }, band: wurm }, { attacker: wurm, target: { player: 1 } }] });
    expect(later.ok ? null : later.error.rule).toBe('702.22c');
    const twoWithout = tryApply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: wurm, target: { player: 1 } }, { attacker: sables[0]!, target: { player: 1 }, band: wurm }, { attacker: sables[1]!, target: { player: 1 }, band: wurm }] });
    expect(twoWithout.ok ? null : twoWithout.error.rule).toBe('702.22c');
  });

  it('702.22c: with no creature with banding, no band is offered', () => {
    const { s, wurm } = board(() => []);
    const d = apply(s, { type: 'declareAttacker', player: 0, attacker: wurm, target: { player: 1 } });
    expect(legalActions(d).filter((a) => a.type === 'declareAttacker' && 'band' in a)).toEqual([]);
  });

  it('702.22h: a creature blocking one creature of a band blocks the whole band, which becomes blocked', () => {
    const { s, wurm, sables, strider } = board(({ sables }) => [sables[0]!]);
    let t = attackInBands(s, [[wurm], [sables[0]!, wurm], [sables[1]!]]);
    t = block(t, [[strider, sables[0]!]]);
    const combat = t.combat!;
    expect(combat.attackers.find((a) => a.id === wurm)).toMatchObject({ blocked: true, blockers: [strider] });
    expect(combat.attackers.find((a) => a.id === sables[1])).toMatchObject({ blocked: false, blockers: [] });
    expect(combat.blockers).toEqual([expect.objectContaining({ id: strider, blocking: [sables[0], wurm] })]);
    expect(events(t, 'block')).toContainEqual(expect.objectContaining({ rule: '702.22h', object: strider, to: wurm }));
  });

  it('702.22k: the active player divides the damage of a creature blocking a band among the creatures it blocks', () => {
    const { s, wurm, sables, strider } = board(({ sables }) => [sables[0]!]);
    let t = block(attackInBands(s, [[wurm], [sables[0]!, wurm]]), [[strider, wurm]]);
    t = toDamage(t);
    // first the Wurm's 7 trample damage (its controller divides: no banding blocker), then the Strider's 3
    expect(t.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: wurm });
    t = apply(t, { type: 'assignDamage', player: 0, attacker: wurm, amounts: [1, 6] });
    expect(t.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: strider });
    const amounts = legalActions(t).map((a) => (a as { amounts: number[] }).amounts);
    expect(amounts).toEqual([[0, 3], [1, 2], [2, 1], [3, 0]]);
    t = apply(t, { type: 'assignDamage', player: 0, attacker: strider, amounts: [3, 0] });
    // all 3 to the Wurm, none to the Sable with banding
    expect(t.objects[wurm]!.damage).toBe(3);
    expect(t.battlefield).toContain(sables[0]);
    expect(t.players[1]!.life).toBe(14);
  });

  it('702.22k: the active player divides the damage of a creature blocking a creature with banding that attacks in no band', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Bronze Sable'] }, { battlefield: ['Guardian of the Gateless'] }] });
    const [banded, plain] = permanents(state, 'Bronze Sable');
    const guardian = permanent(state, 'Guardian of the Gateless');
    let t = passUntil(withKeywords(state, banded!, ['banding']), (x) => x.decision?.kind === 'declareAttackers');
    // two attackers, no band: the Guardian (it can block any number of creatures) blocks both
    t = block(attackInBands(t, [[banded!], [plain!]]), [[guardian, banded!], [guardian, plain!]]);
    expect(t.combat!.attackers.map((a) => a.band)).toEqual([undefined, undefined]);
    t = toDamage(t);
    expect(t.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: guardian });
    expect(tryApply(t, { type: 'assignDamage', player: 1, attacker: guardian, amounts: [5, 0] }).ok).toBe(false);
    t = apply(t, { type: 'assignDamage', player: 0, attacker: guardian, amounts: [0, 5] });
    expect(t.battlefield).toContain(banded);
    expect(t.battlefield).not.toContain(plain);
  });

  it('702.22j: the defending player divides the damage of an attacker blocked by a creature with banding, among its blockers only', () => {
    const { s, wurm, strider, theirSable } = board(({ theirSable }) => [theirSable]);
    let t = block(attackInBands(s, [[wurm]]), [[strider, wurm], [theirSable, wurm]]);
    t = toDamage(t);
    expect(t.decision).toMatchObject({ kind: 'assignDamage', player: 1, attacker: wurm });
    const amounts = legalActions(t).map((a) => (a as { amounts: number[] }).amounts);
    // trample does not let the defending player assign damage to themselves
    expect(amounts.every((x) => x[2] === 0)).toBe(true);
    expect(amounts).toContainEqual([7, 0, 0]);
    expect(tryApply(t, { type: 'assignDamage', player: 0, attacker: wurm, amounts: [1, 1, 5] }).ok).toBe(false);
    t = apply(t, { type: 'assignDamage', player: 1, attacker: wurm, amounts: [7, 0, 0] });
    expect(t.battlefield).not.toContain(strider);
    expect(t.battlefield).toContain(theirSable);
    expect(t.players[1]!.life).toBe(20);
  });

  it('702.22d: all creatures in a band attack the same player', () => {
    const { state } = setup({ players: [{ battlefield: ['Pelakka Wurm', 'Bronze Sable'] }, {}, {}] });
    const wurm = permanent(state, 'Pelakka Wurm');
    const sable = permanent(state, 'Bronze Sable');
    let s = withKeywords(state, sable, ['banding']);
    s = apply(passUntil(s, (x) => x.decision?.kind === 'declareAttackers'), { type: 'declareAttacker', player: 0, attacker: wurm, target: { player: 1 } });
    expect(legalActions(s)).toContainEqual({ type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 }, band: wurm });
    expect(legalActions(s)).not.toContainEqual(expect.objectContaining({ attacker: sable, target: { player: 2 }, band: wurm }));
    const refused = tryApply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 2 }, band: wurm });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.rule).toBe('702.22d');
  });

  it('702.22c: a creature taken back out of the declaration leaves its band, which goes on under the next creature', () => {
    const { s, wurm, sables } = board(({ sables }) => sables);
    let d = apply(s, { type: 'declareAttacker', player: 0, attacker: wurm, target: { player: 1 } });
    d = apply(d, { type: 'declareAttacker', player: 0, attacker: sables[0]!, target: { player: 1 }, band: wurm });
    d = apply(d, { type: 'declareAttacker', player: 0, attacker: sables[1]!, target: { player: 1 }, band: wurm });
    d = apply(d, { type: 'undeclareAttacker', player: 0, attacker: wurm });
    // the Wurm, declared again on its own, is in no band with the Sables
    d = apply(d, { type: 'declareAttacker', player: 0, attacker: wurm, target: { player: 1 } });
    const done = apply(d, { type: 'confirmAttackers', player: 0 });
    expect(done.combat!.attackers.map((a) => [a.id, a.band])).toEqual([[sables[0], sables[0]], [sables[1], sables[0]], [wurm, undefined]]);
  });

  it('702.22e: a band lasts for the combat even if a creature of it loses banding', () => {
    const { s, wurm, sables, strider } = board(({ sables }) => [sables[0]!]);
    let t = attackInBands(s, [[wurm], [sables[0]!, wurm]]);
    t = editState(t, (d) => {
      d.effects = d.effects.filter((e) => !e.affected.includes(sables[0]!)); // the Sable loses banding
    });
    t = block(t, [[strider, wurm]]);
    expect(t.combat!.attackers.find((a) => a.id === sables[0])).toMatchObject({ blocked: true, blockers: [strider] });
  });

  it('702.22c: a creature with "bands with other Sables" bands with any number of other Sables, and no creature of another type', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Bronze Sable', 'Bronze Sable', 'Pelakka Wurm'] }, {}] });
    const [a, b, c] = permanents(state, 'Bronze Sable') as [ObjectId, ObjectId, ObjectId];
    const wurm = permanent(state, 'Pelakka Wurm');
    let s = passUntil(withKeywords(state, a, ['bands with other Sables']), (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: a, target: { player: 1 } });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: b, target: { player: 1 }, band: a });
    // the band, named by its first creature, is offered to a third Sable
    expect(legalActions(s)).toContainEqual({ type: 'declareAttacker', player: 0, attacker: c, target: { player: 1 }, band: a });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: c, target: { player: 1 }, band: a });
    expect(legalActions(s)).not.toContainEqual(expect.objectContaining({ attacker: wurm, band: a }));
    const refused = tryApply(s, { type: 'declareAttacker', player: 0, attacker: wurm, target: { player: 1 }, band: a });
    expect(refused.ok).toBe(false);
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.combat!.attackers.map((x) => x.band)).toEqual([a, a, a]);
  });

  it('702.22j: blocked by a Sable with "bands with other Sables" and another Sable, the defending player divides the damage; by it alone, the attacker\'s controller', () => {
    const { state } = setup({ players: [{ battlefield: ['Pelakka Wurm'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Brushstrider'] }] });
    const wurm = permanent(state, 'Pelakka Wurm');
    const [a, b] = permanents(state, 'Bronze Sable') as [ObjectId, ObjectId];
    const strider = permanent(state, 'Brushstrider');
    const s = passUntil(withKeywords(state, a, ['bands with other Sables']), (x) => x.decision?.kind === 'declareAttackers');
    const attacked = attackInBands(s, [[wurm]]);
    expect(toDamage(block(attacked, [[a, wurm], [b, wurm]])).decision).toMatchObject({ kind: 'assignDamage', player: 1, attacker: wurm });
    expect(toDamage(block(attacked, [[a, wurm], [strider, wurm]])).decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: wurm });
  });

  it('702.22b: "bands with other Wolves" is the creature type Wolf; "bands with other creatures named Bronze Sable" is that name only', () => {
    const { state } = setup({ players: [{ battlefield: ['Howling Wolf', 'Howling Wolf', 'Howling Wolf', 'Bronze Sable', 'Bronze Sable'] }, {}] });
    const [w1, w2, w3] = permanents(state, 'Howling Wolf') as [ObjectId, ObjectId, ObjectId];
    const [s1, s2] = permanents(state, 'Bronze Sable') as [ObjectId, ObjectId];
    let s = withKeywords(withKeywords(state, w1, ['bands with other Wolves']), s1, ['bands with other creatures named Bronze Sable']);
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    for (const [attacker, band] of [[w1], [w2, w1], [w3, w1], [s1], [s2, s1]] as [ObjectId, ObjectId?][]) {
      s = apply(s, { type: 'declareAttacker', player: 0, attacker, target: { player: 1 }, ...(band !== undefined ? { band } : {}) });
    }
    expect(apply(s, { type: 'confirmAttackers', player: 0 }).combat!.attackers.map((a) => a.band)).toEqual([w1, w1, w1, s1, s1]);
    // a Wolf may not join the band of creatures named Bronze Sable
    s = apply(s, { type: 'undeclareAttacker', player: 0, attacker: w3 });
    expect(tryApply(s, { type: 'declareAttacker', player: 0, attacker: w3, target: { player: 1 }, band: s1 })).toMatchObject({ ok: false, error: { rule: '702.22c' } });
  });

  it('702.22c: the one creature left of a band whose other creatures are taken back out of the declaration attacks in no band', () => {
    const { s, wurm, sables } = board(({ sables }) => [sables[0]!]);
    let d = apply(s, { type: 'declareAttacker', player: 0, attacker: wurm, target: { player: 1 } });
    d = apply(d, { type: 'declareAttacker', player: 0, attacker: sables[0]!, target: { player: 1 }, band: wurm });
    d = apply(d, { type: 'undeclareAttacker', player: 0, attacker: wurm });
    const done = apply(d, { type: 'confirmAttackers', player: 0 });
    expect(done.combat!.attackers).toEqual([expect.objectContaining({ id: sables[0] })]);
    expect(done.combat!.attackers[0]!.band).toBeUndefined();
  });

  it('702.22h: a creature that blocks two creatures of a band blocks each once', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Bronze Sable'] }, { battlefield: ['Guardian of the Gateless'] }] });
    const [banded, plain] = permanents(state, 'Bronze Sable') as [ObjectId, ObjectId];
    const guardian = permanent(state, 'Guardian of the Gateless');
    let t = passUntil(withKeywords(state, banded, ['banding']), (x) => x.decision?.kind === 'declareAttackers');
    t = block(attackInBands(t, [[banded], [plain, banded]]), [[guardian, banded], [guardian, plain]]);
    expect(t.combat!.blockers).toEqual([expect.objectContaining({ id: guardian, blocking: [banded, plain] })]);
    expect(t.combat!.attackers.map((a) => a.blockers)).toEqual([[guardian], [guardian]]);
  });

  it('702.22h: a creature of the band that has left the battlefield before blocks is not blocked with the others', () => {
    const { state } = setup({ players: [{ battlefield: ['Pelakka Wurm', 'Bronze Sable'] }, { battlefield: ['Brushstrider', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const [wurm, sable, strider] = [permanent(state, 'Pelakka Wurm'), permanent(state, 'Bronze Sable'), permanent(state, 'Brushstrider')];
    let t = passUntil(withKeywords(state, sable, ['banding']), (x) => x.decision?.kind === 'declareAttackers');
    t = attackInBands(t, [[wurm], [sable, wurm]]);
    t = passUntil(t, (x) => x.decision?.kind === 'priority' && x.decision.player === 1);
    t = passUntil(apply(t, { type: 'cast', player: 1, card: state.players[1]!.hand[0]!, targets: [{ object: sable }], x: 0 }), (x) => x.stack.length === 0);
    expect(t.battlefield).not.toContain(sable);
    t = block(t, [[strider, wurm]]);
    expect(t.combat!.blockers).toEqual([expect.objectContaining({ id: strider, blocking: [wurm] })]);
    expect(events(t, 'block').filter((e) => e.rule === '702.22h')).toEqual([]);
  });

  it('702.22j: a creature with "bands with other Sables" that is no Sable, blocking with a Sable, gives the defending player no division: the attacker\'s controller divides', () => {
    const { state } = setup({ players: [{ battlefield: ['Pelakka Wurm'] }, { battlefield: ['Bronze Sable', 'Brushstrider'] }] });
    const [wurm, sable, strider] = [permanent(state, 'Pelakka Wurm'), permanent(state, 'Bronze Sable'), permanent(state, 'Brushstrider')];
    const s = passUntil(withKeywords(state, strider, ['bands with other Sables']), (x) => x.decision?.kind === 'declareAttackers');
    expect(toDamage(block(attackInBands(s, [[wurm]]), [[strider, wurm], [sable, wurm]])).decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: wurm });
  });

  it('702.22k, 510.1d: a creature blocking creatures of a band whose creature with banding has left the battlefield: its controller divides its damage among the creatures left', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Bronze Sable', 'Bronze Sable'] }, { battlefield: ['Guardian of the Gateless', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const [banded, plain, other] = permanents(state, 'Bronze Sable') as [ObjectId, ObjectId, ObjectId];
    const guardian = permanent(state, 'Guardian of the Gateless');
    let t = passUntil(withKeywords(state, banded, ['banding']), (x) => x.decision?.kind === 'declareAttackers');
    t = block(attackInBands(t, [[banded], [plain, banded], [other]]), [[guardian, banded], [guardian, other]]);
    t = passUntil(t, (x) => x.decision?.kind === 'priority' && x.decision.player === 1);
    t = passUntil(apply(t, { type: 'cast', player: 1, card: state.players[1]!.hand[0]!, targets: [{ object: banded }], x: 0 }), (x) => x.stack.length === 0);
    expect(t.battlefield).not.toContain(banded);
    t = toDamage(t);
    expect(t.decision).toMatchObject({ kind: 'assignDamage', player: 1, attacker: guardian });
    const amounts = legalActions(t).map((a) => (a as { amounts: number[] }).amounts);
    expect(amounts.every((x) => x.length === 2)).toBe(true);
    t = apply(t, { type: 'assignDamage', player: 1, attacker: guardian, amounts: amounts[amounts.length - 1]! });
    expect(t.decision?.kind).not.toBe('assignDamage');
  });
});
