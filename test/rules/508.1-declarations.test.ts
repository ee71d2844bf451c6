/**
 * CR 508.1 and 509.1: a declaration of attackers or blockers is one declaration. Made whole in one
 * action (`declareAttackers`, `declareBlockers`), it is checked at once and made, or refused with
 * the rule it breaks and nothing changed; built one creature at a time from `legalActions`, every
 * listed addition keeps it one that can still be finished, so listed actions always end it.
 */
import { describe, expect, it } from 'vitest';
import { apply, createPlayout, legalActions, tryApply, type Action, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { expectRefused, passUntil, permanent, permanents, setup, withKeywords } from '../cards/helpers.js';
import { events } from './helpers.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

/** The state with a creature goaded by these players, as a resolved goad would leave it (CR 701.15a). */
function goaded(state: ReadonlyGameState, id: ObjectId, by: PlayerId[]): ReadonlyGameState {
  const s = mutableCopy(state);
  s.objects[id] = { ...s.objects[id]!, goadedBy: by };
  return s;
}

function toAttackers(state: ReadonlyGameState): ReadonlyGameState {
  const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
  expect(s.decision?.kind).toBe('declareAttackers');
  return s;
}

function attackers(player: PlayerId, attacks: [ObjectId, PlayerId][]): Action {
  return { type: 'declareAttackers', player, attackers: attacks.map(([attacker, p]) => ({ attacker, target: { player: p } })) };
}

/** The listed additions to the declaration: [creature, player attacked]. */
function listedAttacks(s: ReadonlyGameState): [ObjectId, PlayerId][] {
  return legalActions(s).flatMap((a) => (a.type === 'declareAttacker' && 'player' in a.target ? [[a.attacker, a.target.player] as [ObjectId, PlayerId]] : []));
}

function confirmListed(s: ReadonlyGameState, type: 'confirmAttackers' | 'confirmBlockers' = 'confirmAttackers'): boolean {
  return legalActions(s).some((a) => a.type === type);
}

/** A refused action changes nothing, even on the in-place path. */
function refusedInPlace(state: ReadonlyGameState, action: Action, rule: string): void {
  const playout = createPlayout(state);
  const before = mutableCopy(playout.state);
  expect(() => playout.apply(action)).toThrow(expect.objectContaining({ code: 'illegal', rule }));
  expect(playout.state).toEqual(before);
}

describe('508.1 declaring attackers as one action', () => {
  it('a legal declaration is made at once: each creature attacks what it was declared to attack and becomes tapped (508.1a, 508.1f, 802.3)', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wild Griffin'] }, {}, {}] });
    const [sable, griffin] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    const s = apply(toAttackers(state), attackers(0, [[sable, 1], [griffin, 2]]));
    expect(s.combat!.attackers.map((a) => [a.id, a.defender])).toEqual([[sable, 1], [griffin, 2]]);
    expect(s.objects[sable]!.tapped && s.objects[griffin]!.tapped).toBe(true);
    expect(events(s, 'attack').map((e) => e.rule)).toEqual(['508.1', '508.1']);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('an empty declaration attacks with nothing (508.8)', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}] });
    const s = apply(toAttackers(state), attackers(0, []));
    expect(s.combat?.attackers ?? []).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
  });

  it('it replaces what was added one creature at a time', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wild Griffin'] }, {}] });
    const [sable, griffin] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    const s = apply(toAttackers(state), { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    const t = apply(s, attackers(0, [[griffin, 1]]));
    expect(t.combat!.attackers.map((a) => a.id)).toEqual([griffin]);
  });

  it('bad input is refused with a clear error: not a list, an unknown creature, a creature twice, an illegal target, another player\'s creature', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Wild Griffin'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toAttackers(state);
    expectRefused(s, { type: 'declareAttackers', player: 0, attackers: 'all' } as unknown as Action, 'malformed');
    expectRefused(s, { type: 'declareAttackers', player: 0, attackers: [null] } as unknown as Action, 'malformed');
    expectRefused(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable }] } as unknown as Action, 'malformed');
    expectRefused(s, attackers(0, [[9999, 1]]), 'illegal', '508.1a');
    expectRefused(s, attackers(0, [[sable, 1], [sable, 1]]), 'illegal', '508.1a');
    expectRefused(s, attackers(0, [[sable, 0]]), 'illegal', '508.1b');
    expectRefused(s, attackers(0, [[permanent(state, 'Wild Griffin'), 0]]), 'illegal', '508.1a');
    expectRefused(s, attackers(1, []), 'wrongDecision', '508.1');
    const r = tryApply(s, attackers(0, [[9999, 1]]));
    expect(r.ok ? '' : r.error.message).toMatch(/no creature 9999/);
  });

  it('Silent Arbiter: one attacker is accepted, two are refused (508.1c) and nothing changes', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wild Griffin'] }, { battlefield: ['Silent Arbiter'] }] });
    const [sable, griffin] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    const s = toAttackers(state);
    expectRefused(s, attackers(0, [[sable, 1], [griffin, 1]]), 'illegal', '508.1c');
    refusedInPlace(s, attackers(0, [[sable, 1], [griffin, 1]]), '508.1c');
    expect(apply(s, attackers(0, [[griffin, 1]])).combat!.attackers.map((a) => a.id)).toEqual([griffin]);
    // built one at a time: once one creature is declared, no other is offered, and confirming is
    const one = apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    expect(legalActions(one)).toEqual([{ type: 'confirmAttackers', player: 0 }]);
  });

  it('Silent Arbiter and Ember Beast ("can\'t attack or block alone"): with one attacker allowed, the Beast is never offered, the Sable is, and the Beast alone is refused (508.1c)', () => {
    const { state } = setup({ players: [{ battlefield: ['Ember Beast', 'Bronze Sable'] }, { battlefield: ['Silent Arbiter'] }] });
    const [beast, sable] = [permanent(state, 'Ember Beast'), permanent(state, 'Bronze Sable')];
    const s = toAttackers(state);
    expect(listedAttacks(s)).toEqual([[sable, 1]]);
    expectRefused(s, attackers(0, [[beast, 1]]), 'illegal', '508.1c');
    expectRefused(s, attackers(0, [[beast, 1], [sable, 1]]), 'illegal', '508.1c');
  });

  it('Ghostly Prison: the cost is paid when the declaration is made (508.1j); one its player can\'t pay is refused and nothing changes', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Bronze Sable', 'Wastes', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, {}] });
    const [a, b] = permanents(state, 'Bronze Sable');
    const s = toAttackers(state);
    expectRefused(s, attackers(0, [[a!, 1], [b!, 1]]), 'illegal', '508.1j');
    refusedInPlace(s, attackers(0, [[a!, 1], [b!, 1]]), '508.1j');
    const t = apply(s, attackers(0, [[a!, 1], [b!, 2]]));
    expect(events(t, 'payAttackCost')).toEqual([expect.objectContaining({ rule: '508.1j', player: 0 })]);
    expect(permanents(t, 'Wastes').filter((id) => t.objects[id]!.tapped)).toHaveLength(2);
    // built one at a time: with one creature attacking the taxed player, the other is offered only against the untaxed one
    const one = apply(s, { type: 'declareAttacker', player: 0, attacker: a!, target: { player: 1 } });
    expect(listedAttacks(one)).toEqual([[b!, 2]]);
    expect(confirmListed(one)).toBe(true);
  });

  it('twelve creatures that attack each combat if able and two players with Ghostly Prison (508.1d, 508.1h): every attack is offered, and the one declaration obeying all requirements pays for one taxed attack', () => {
    const { state } = setup({ players: [{ battlefield: [...Array<string>(12).fill('Galvanic Juggernaut'), 'Wastes', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, { battlefield: ['Ghostly Prison'] }, {}] });
    const juggernauts = permanents(state, 'Galvanic Juggernaut');
    const s = toAttackers(state);
    // each may attack either taxed player (three Wastes pay for one) or the untaxed one, and all twelve must attack
    expect(listedAttacks(s)).toHaveLength(36);
    expect(confirmListed(s)).toBe(false);
    expectRefused(s, attackers(0, juggernauts.slice(1).map((id) => [id, 3] as [ObjectId, PlayerId])), 'illegal', '508.1d');
    expectRefused(s, attackers(0, juggernauts.map((id, i) => [id, i < 2 ? 1 : 3] as [ObjectId, PlayerId])), 'illegal', '508.1j');
    const t = apply(s, attackers(0, juggernauts.map((id, i) => [id, i === 0 ? 1 : 3] as [ObjectId, PlayerId])));
    expect(t.combat!.attackers).toHaveLength(12);
  });

  it('goad: the declaration must obey the most requirements (508.1d, 701.15b): attacking nobody or the goading player is refused', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toAttackers(goaded(state, sable, [1]));
    expectRefused(s, attackers(0, []), 'illegal', '508.1d');
    expectRefused(s, attackers(0, [[sable, 1]]), 'illegal', '508.1d');
    refusedInPlace(s, attackers(0, [[sable, 1]]), '508.1d');
    expect(apply(s, attackers(0, [[sable, 2]])).combat!.attackers.map((a) => a.defender)).toEqual([2]);
    // built one at a time: only the attack that obeys both requirements is offered, and confirming is not yet
    expect(listedAttacks(s)).toEqual([[sable, 2]]);
    expect(confirmListed(s)).toBe(false);
  });

  it('"attacks each combat if able" within Silent Arbiter\'s limit: the creature that must attack is the one (508.1c–d)', () => {
    const { state } = setup({ players: [{ battlefield: ['Silent Arbiter', 'Galvanic Juggernaut', 'Bronze Sable'] }, {}] });
    const [juggernaut, sable] = [permanent(state, 'Galvanic Juggernaut'), permanent(state, 'Bronze Sable')];
    const s = toAttackers(state);
    expectRefused(s, attackers(0, [[sable, 1]]), 'illegal', '508.1d');
    expectRefused(s, attackers(0, []), 'illegal', '508.1d');
    expectRefused(s, attackers(0, [[sable, 1], [juggernaut, 1]]), 'illegal', '508.1c');
    expect(apply(s, attackers(0, [[juggernaut, 1]])).combat!.attackers.map((a) => a.id)).toEqual([juggernaut]);
    // the Sable is not offered: with it, the declaration could never be legal
    expect(listedAttacks(s)).toEqual([[juggernaut, 1]]);
    expect(confirmListed(s)).toBe(false);
  });

  it('two creatures that must attack within a limit of one: either may attack alone, which obeys the most requirements possible (508.1d)', () => {
    const { state } = setup({ players: [{ battlefield: ['Silent Arbiter', 'Galvanic Juggernaut', 'Galvanic Juggernaut'] }, {}] });
    const [j1, j2] = permanents(state, 'Galvanic Juggernaut');
    const s = toAttackers(state);
    expect(apply(s, attackers(0, [[j1!, 1]])).combat!.attackers).toHaveLength(1);
    expect(apply(s, attackers(0, [[j2!, 1]])).combat!.attackers).toHaveLength(1);
    expectRefused(s, attackers(0, []), 'illegal', '508.1d');
    const one = apply(s, { type: 'declareAttacker', player: 0, attacker: j2!, target: { player: 1 } });
    expect(legalActions(one)).toEqual([{ type: 'confirmAttackers', player: 0 }]);
  });

  it('a creature that can\'t attack alone is offered only with a companion that can attack (508.1c)', () => {
    const { state } = setup({ players: [{ battlefield: ['Ember Beast', 'Bronze Sable'] }, {}] });
    const [beast, sable] = [permanent(state, 'Ember Beast'), permanent(state, 'Bronze Sable')];
    const s = toAttackers(state);
    expectRefused(s, attackers(0, [[beast, 1]]), 'illegal', '508.1c');
    expect(apply(s, attackers(0, [[beast, 1], [sable, 1]])).combat!.attackers).toHaveLength(2);
    const withBeast = apply(s, { type: 'declareAttacker', player: 0, attacker: beast, target: { player: 1 } });
    expect(legalActions(withBeast)).toEqual([{ type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } }]);
    // with the companion tapped, Ember Beast is not offered at all
    const alone = toAttackers(setup({ players: [{ battlefield: ['Ember Beast', { card: 'Bronze Sable', tapped: true }] }, {}] }).state);
    expect(legalActions(alone)).toEqual([{ type: 'confirmAttackers', player: 0 }]);
  });

  it('taking a creature back out is accepted but never listed', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wild Griffin'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const one = apply(toAttackers(state), { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    expect(legalActions(one).some((a) => a.type === 'undeclareAttacker')).toBe(false);
    expect(apply(one, { type: 'undeclareAttacker', player: 0, attacker: sable }).decision).toMatchObject({ pending: { entries: [] } });
  });

  it('a declaration built otherwise that can\'t be finished lists taking creatures back, so a player is never left without an action', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wild Griffin'] }, { battlefield: ['Silent Arbiter'] }] });
    const s = toAttackers(state);
    const both = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')].reduce(
      (x, id) => apply(x, { type: 'declareAttacker', player: 0, attacker: id, target: { player: 1 } }), s);
    expect(legalActions(both).map((a) => a.type)).toEqual(['undeclareAttacker', 'undeclareAttacker']);
  });
});

describe('509.1 declaring blockers as one action', () => {
  /** The board after player 0 attacks player 1 with these creatures, at player 1's declaration of blockers. */
  function toBlockers(state: ReadonlyGameState, attacking: ObjectId[]): ReadonlyGameState {
    const s = apply(toAttackers(state), attackers(0, attacking.map((id) => [id, 1])));
    const t = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    expect(t.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    return t;
  }

  it('a legal declaration is made at once: both blockers block the attacker (509.1a, 509.1h)', () => {
    const { state } = setup({ players: [{ battlefield: ['Pillarfield Ox'] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    const [sable, griffin] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    const s = apply(toBlockers(state, [ox]), { type: 'declareBlockers', player: 1, blockers: [{ blocker: sable, attacker: ox }, { blocker: griffin, attacker: ox }] });
    expect(s.combat!.attackers[0]).toMatchObject({ blocked: true, blockers: [sable, griffin] });
    expect(events(s, 'block').map((e) => e.object)).toEqual([sable, griffin]);
  });

  it('Silent Arbiter: two blockers are refused (509.1b) and nothing changes; one is accepted; built one at a time, a second is never offered', () => {
    const { state } = setup({ players: [{ battlefield: ['Silent Arbiter', 'Pillarfield Ox'] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    const [sable, griffin] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    const s = toBlockers(state, [ox]);
    const two: Action = { type: 'declareBlockers', player: 1, blockers: [{ blocker: sable, attacker: ox }, { blocker: griffin, attacker: ox }] };
    expectRefused(s, two, 'illegal', '509.1b');
    refusedInPlace(s, two, '509.1b');
    expect(apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: griffin, attacker: ox }] }).combat!.blockers).toHaveLength(1);
    const one = apply(s, { type: 'declareBlocker', player: 1, blocker: sable, attacker: ox });
    expect(legalActions(one)).toEqual([{ type: 'confirmBlockers', player: 1 }]);
  });

  it('menace: one blocker is refused (702.111b); built one at a time, only another blocker of that attacker is offered until it has two', () => {
    const { state } = setup({ players: [{ battlefield: ['Pillarfield Ox', 'Bronze Sable'] }, { battlefield: ['Wild Griffin', 'Runed Servitor'] }] });
    const [ox, sable] = [permanent(state, 'Pillarfield Ox'), permanent(state, 'Bronze Sable')];
    const [griffin, servitor] = [permanent(state, 'Wild Griffin'), permanent(state, 'Runed Servitor')];
    const s = toBlockers(withKeywords(state, ox, ['menace']), [ox, sable]);
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: griffin, attacker: ox }] }, 'illegal', '702.111b');
    expect(apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: griffin, attacker: ox }, { blocker: servitor, attacker: ox }] }).combat!.attackers[0]!.blocked).toBe(true);
    const one = apply(s, { type: 'declareBlocker', player: 1, blocker: griffin, attacker: ox });
    expect(legalActions(one)).toEqual([{ type: 'declareBlocker', player: 1, blocker: servitor, attacker: ox }]);
  });

  it('menace within Silent Arbiter\'s limit: blocking the creature with menace is never offered', () => {
    const { state } = setup({ players: [{ battlefield: ['Silent Arbiter', 'Pillarfield Ox'] }, { battlefield: ['Wild Griffin', 'Runed Servitor'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    const s = toBlockers(withKeywords(state, ox, ['menace']), [ox]);
    expect(legalActions(s)).toEqual([{ type: 'confirmBlockers', player: 1 }]);
  });

  it('bad input is refused: an unknown creature, the same block twice, a creature that is not attacking', () => {
    const { state } = setup({ players: [{ battlefield: ['Pillarfield Ox', 'Bronze Sable'] }, { battlefield: ['Wild Griffin'] }] });
    const [ox, sable] = [permanent(state, 'Pillarfield Ox'), permanent(state, 'Bronze Sable')];
    const griffin = permanent(state, 'Wild Griffin');
    const s = toBlockers(state, [ox]);
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: {} } as unknown as Action, 'malformed');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: 9999, attacker: ox }] }, 'illegal', '509.1a');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: griffin, attacker: ox }, { blocker: griffin, attacker: ox }] }, 'illegal', '509.1a');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: griffin, attacker: sable }] }, 'illegal', '802.4a');
  });
});
