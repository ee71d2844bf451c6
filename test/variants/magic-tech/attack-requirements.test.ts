/**
 * Attack requirements bind each mission sent (CR 508.1d, as in Magic, MT 6.1): sending missions stays
 * optional, but a mission is "a separate attack", so its declaration obeys as many requirements as a
 * declaration of that mission can without breaking a restriction or paying a cost — Galvanic
 * Juggernaut's and Uncontrollable Anger's "attacks each combat if able", "target creature attacks
 * this turn if able" (Heckling Fiends, Basandra, Battle Seraph) and goad (CR 701.15b). A creature
 * that can't go on the mission (tapped, in the deploy area, a guard where guards stay) is bound by
 * nothing.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, registerMagicTechFormat, tryApply, type Action, type ObjectId, type ReadonlyGameState } from '../../../src/index.js';
import { editState, scenario } from '../../../src/testing/index.js';
import { activate, choose, putTrigger } from '../../cards/helpers.js';
import { asEngineState } from '../../helpers/mutable-copy.js';
import { deployed, events, expectRefused, finishMission, mt, offered, passUntil, patrolBoard, resolveStack, sendMission, setPost, toMissions, variant } from './helpers.js';

/** The mission against `target` begun, at its declaration of creatures. */
function declaring(s: ReadonlyGameState, target: { player: number } | { object: ObjectId }): ReadonlyGameState {
  return passUntil(variant(s, 0, 'mission', undefined, target), (x) => x.decision?.kind !== 'priority');
}

/** Player 0's whole declaration of these creatures on the mission against player 1's side. */
function all(creatures: readonly ObjectId[]): Action {
  return { type: 'declareAttackers', player: 0, attackers: creatures.map((attacker) => ({ attacker, target: { player: 1 } })) };
}

/** The creatures the listed additions of the declaration offer. */
function offeredCreatures(s: ReadonlyGameState): ObjectId[] {
  return legalActions(s).flatMap((a) => (a.type === 'declareAttacker' ? [a.attacker] : []));
}

describe('CR 508.1d in a mission (MT 6.1): "attacks each combat if able"', () => {
  it('Galvanic Juggernaut ("attacks each combat if able") goes on every mission sent against the stockpile or a card; a mission without it is refused citing 508.1d', () => {
    const { s, ids } = patrolBoard(['Galvanic Juggernaut', 'Bronze Sable'], ['Plains']);
    const [juggernaut, sable] = ids[0]!;
    const plains = ids[1]![0]!;
    for (const target of [{ player: 1 }, { object: plains }]) {
      const d = declaring(s, target);
      const r = tryApply(d, all([sable!]));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.rule).toBe('508.1d');
        expect(r.error.message).toContain('"Galvanic Juggernaut"');
      }
      // built one at a time: the Sable may be chosen first, but the mission is not confirmed without the Juggernaut
      const withSable = apply(d, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
      expect(offered(withSable, { type: 'confirmAttackers' })).toBe(false);
      expectRefused(withSable, { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1d');
      expect(offeredCreatures(withSable)).toEqual([juggernaut]);
      expect(apply(d, all([juggernaut!])).combat!.attackers.map((a) => a.id)).toEqual([juggernaut]);
      expect(apply(d, all([juggernaut!, sable!])).combat!.attackers.map((a) => a.id)).toEqual([juggernaut, sable]);
    }
  });

  it('the refusal of a mission against a card under construction names it as a face-down permanent, not by its card (CR 708.2)', () => {
    const { s, ids } = patrolBoard(['Galvanic Juggernaut', 'Bronze Sable'], [deployed('Ember Beast', 1)]);
    const sable = ids[0]![1]!;
    const card = ids[1]![0]!;
    const r = tryApply(declaring(s, { object: card }), all([sable]));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain(`"Galvanic Juggernaut" (${ids[0]![0]}) attacking a face-down permanent (${card})`);
      expect(r.error.message).not.toContain('Ember Beast');
    }
  });

  it('sending a mission stays optional ("as many missions as you want"): the missions phase ends with none sent, the Juggernaut untapped', () => {
    const { s, ids } = patrolBoard(['Galvanic Juggernaut'], []);
    const juggernaut = ids[0]![0]!;
    expect(offered(s, { type: 'variant', name: 'mission' })).toBe(true);
    expect(offered(s, { type: 'pass' })).toBe(true);
    const t = passUntil(s, (x) => x.turn.step !== 'main2');
    expect(t.turn.step).toBe('end');
    expect(events(t, 'attack')).toEqual([]);
    expect(t.objects[juggernaut]!.tapped).toBe(false);
  });

  it('a Juggernaut that cannot go binds nothing: tapped by an earlier mission ("At the end of a mission, all creatures involved become tapped.", MT 6.3), or still in the deploy area (MT 5.3)', () => {
    const { s, ids } = patrolBoard(['Galvanic Juggernaut', 'Bronze Sable'], []);
    const [juggernaut, sable] = ids[0]!;
    let t = finishMission(sendMission(s, { player: 1 }, [juggernaut!]));
    expect(t.objects[juggernaut!]!.tapped).toBe(true);
    t = finishMission(sendMission(t, { player: 1 }, [sable!]));
    expect(events(t, 'attack').map((e) => e.object)).toEqual([juggernaut, sable]);
    // a Juggernaut revealed this turn stays in the deploy area: the Sable goes alone
    const fresh = patrolBoard(['Galvanic Juggernaut', 'Bronze Sable'], [], (x, b) => { delete (x.formatData!['magic-tech'] as { posts: Record<string, unknown> }).posts[String(b[0]![0]!)]; });
    const d = declaring(fresh.s, { player: 1 });
    expect(offeredCreatures(d)).toEqual([fresh.ids[0]![1]]);
    expect(apply(d, all([fresh.ids[0]![1]!])).combat!.attackers).toHaveLength(1);
  });

  it('Uncontrollable Anger, "Enchanted creature gets +2/+2 and attacks each combat if able.", turned face up on a creature of the missions\' player (CR 303)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Bronze Sable', 'Runed Servitor', 'Mountain', deployed('Uncontrollable Anger', 4)] }, {}] });
    const [sable, servitor, , anger] = ids.battlefield[0]!;
    let s = editState(state, (x) => {
      setPost(x, sable!, 'patrol');
      setPost(x, servitor!, 'patrol');
    });
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: anger!, targets: [{ object: sable! }], x: 0 }));
    expect(s.battlefield.some((id) => s.objects[id]!.card === 'Uncontrollable Anger' && s.objects[id]!.attachedTo !== null)).toBe(true);
    const d = declaring(toMissions(s), { player: 1 });
    expectRefused(d, all([servitor!]), 'illegal', '508.1d');
    expect(offeredCreatures(apply(d, { type: 'declareAttacker', player: 0, attacker: servitor!, target: { player: 1 } }))).toEqual([sable]);
    expect(apply(d, all([sable!])).combat!.attackers.map((a) => a.id)).toEqual([sable]);
  });

  it('a guarding Juggernaut may go on a mission (`guardsMayAttack`), so it must', () => {
    const { s, ids } = patrolBoard(['Galvanic Juggernaut', 'Bronze Sable'], [], (x, b) => setPost(asEngineState(x), b[0]![0]!, { guard: { player: 0 } }));
    const [juggernaut, sable] = ids[0]!;
    const d = declaring(s, { player: 1 });
    expectRefused(d, all([sable!]), 'illegal', '508.1d');
    expect(apply(d, all([juggernaut!])).combat!.attackers.map((a) => a.id)).toEqual([juggernaut]);
  });

  it('with `guardsMayAttack: false` a guard can\'t go on a mission, so a guarding Juggernaut is bound by nothing', () => {
    const format = registerMagicTechFormat('magic-tech-guards-stay', { guardsMayAttack: false });
    const { state, ids } = scenario({ format, players: [{ battlefield: ['Galvanic Juggernaut', 'Bronze Sable'], library: Array<string>(20).fill('Wastes') }, { library: Array<string>(20).fill('Wastes') }], settings: { autoPass: 'never' } });
    const [juggernaut, sable] = ids.battlefield[0]!;
    const s = toMissions(editState(state, (x) => {
      setPost(x, juggernaut!, { guard: { player: 0 } });
      setPost(x, sable!, 'patrol');
    }));
    const d = declaring(s, { player: 1 });
    expect(offeredCreatures(d)).toEqual([sable]);
    expect(apply(d, all([sable!])).combat!.attackers.map((a) => a.id)).toEqual([sable]);
  });
});

describe('CR 508.1d in a mission, weighed against restrictions and costs (CR 508.1c, 508.1h–j)', () => {
  it('"No more than one creature can attack each combat." (Silent Arbiter): the one creature a mission sends is the Juggernaut', () => {
    const { s, ids } = patrolBoard(['Galvanic Juggernaut', 'Bronze Sable'], ['Silent Arbiter']);
    const [juggernaut, sable] = ids[0]!;
    const d = declaring(s, { player: 1 });
    expect(offeredCreatures(d)).toEqual([juggernaut]);
    expectRefused(d, all([sable!]), 'illegal', '508.1d');
    expectRefused(d, all([juggernaut!, sable!]), 'illegal', '508.1c');
    expect(apply(d, all([juggernaut!])).combat!.attackers.map((a) => a.id)).toEqual([juggernaut]);
  });

  it('a declaration built past what the listed actions offer (the Sable chosen under Silent Arbiter, in the Juggernaut\'s place) can\'t be finished: taking the Sable back is then the only listed action', () => {
    const { s, ids } = patrolBoard(['Galvanic Juggernaut', 'Bronze Sable'], ['Silent Arbiter']);
    const [juggernaut, sable] = ids[0]!;
    const d = declaring(s, { player: 1 });
    const stuck = apply(d, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    expect(legalActions(stuck)).toEqual([{ type: 'undeclareAttacker', player: 0, attacker: sable }]);
    const back = apply(stuck, legalActions(stuck)[0]!);
    expect(offeredCreatures(back)).toEqual([juggernaut]);
  });

  it('Ghostly Prison: a mission against its controller\'s stockpile costs {2} a creature, which the Juggernaut is not required to pay, so the Sable goes alone; one against a card costs nothing, so the Juggernaut goes', () => {
    const { s, ids } = patrolBoard(['Galvanic Juggernaut', 'Bronze Sable', 'Plains', 'Plains'], ['Ghostly Prison', 'Island']);
    const [juggernaut, sable] = ids[0]!;
    const island = ids[1]![1]!;
    const atStockpile = declaring(s, { player: 1 });
    expect(offeredCreatures(atStockpile).sort()).toEqual([juggernaut, sable].sort());
    const sent = apply(atStockpile, all([sable!]));
    expect(sent.combat!.attackers.map((a) => a.id)).toEqual([sable]);
    expect(events(sent, 'payAttackCost')).toHaveLength(1);
    const atCard = declaring(s, { object: island });
    expectRefused(atCard, all([sable!]), 'illegal', '508.1d');
    expect(offeredCreatures(apply(atCard, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } }))).toEqual([juggernaut]);
  });

  it('"Ember Beast can\'t attack or block alone.": a Beast that must go is sent with a companion, and a companion alone is refused', () => {
    const { s, ids } = patrolBoard(['Ember Beast', 'Bronze Sable', 'Mountain', 'Mountain', 'Mountain', 'Heckling Fiends'], []);
    const [beast, sable, , , , fiends] = ids[0]!;
    const t = resolveStack(activate(s, 0, fiends!, 0, [{ object: beast! }]));
    const d = declaring(t, { player: 1 });
    expectRefused(d, all([sable!]), 'illegal', '508.1d');
    expectRefused(d, all([beast!]), 'illegal', '508.1c');
    const withBeast = apply(d, { type: 'declareAttacker', player: 0, attacker: beast!, target: { player: 1 } });
    expect(offered(withBeast, { type: 'confirmAttackers' })).toBe(false);
    expect(apply(d, all([beast!, sable!])).combat!.attackers.map((a) => a.id)).toEqual([beast, sable]);
  });
});

describe('CR 508.1d in a mission: "attacks this turn if able" and goad', () => {
  it('Heckling Fiends\' "{2}{R}: Target creature attacks this turn if able." on a creature of the missions\' player: it goes on each mission sent this turn while it can', () => {
    const { s, ids } = patrolBoard(['Bronze Sable', 'Runed Servitor', 'Mountain', 'Mountain', 'Mountain', 'Heckling Fiends'], []);
    const [sable, servitor, , , , fiends] = ids[0]!;
    const t = resolveStack(activate(s, 0, fiends!, 0, [{ object: sable! }]));
    const d = declaring(t, { player: 1 });
    const r = tryApply(d, all([servitor!]));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.rule).toBe('508.1d');
      expect(r.error.message).toContain('"Heckling Fiends"');
    }
    // the Sable sent once is tapped: the Servitor's mission needs nothing of it
    const u = finishMission(apply(d, all([sable!])));
    expect(apply(declaring(u, { player: 1 }), all([servitor!])).combat!.attackers.map((a) => a.id)).toEqual([servitor]);
  });

  it('Basandra, Battle Seraph\'s "{R}: Target creature attacks this turn if able."', () => {
    const { s, ids } = patrolBoard(['Bronze Sable', 'Runed Servitor', 'Mountain', 'Basandra, Battle Seraph'], []);
    const [sable, servitor, , basandra] = ids[0]!;
    const t = resolveStack(activate(s, 0, basandra!, 0, [{ object: sable! }]));
    const d = declaring(t, { player: 1 });
    expectRefused(d, all([servitor!]), 'illegal', '508.1d');
    expect(offered(apply(d, { type: 'declareAttacker', player: 0, attacker: servitor!, target: { player: 1 } }), { type: 'confirmAttackers' })).toBe(false);
    expect(apply(d, all([sable!, servitor!])).combat!.attackers).toHaveLength(2);
  });

  it('goad (CR 701.15b): a creature Jeering Homunculus goaded goes on its controller\'s missions, against the stockpile or a card; with the goader the only opponent, "a player other than the goader" asks nothing', () => {
    const { state, ids } = mt({
      active: 1,
      players: [{ battlefield: ['Bronze Sable', 'Runed Servitor'] }, { battlefield: ['Island', deployed('Jeering Homunculus', 2)] }],
    });
    const [sable, servitor] = ids.battlefield[0]!;
    const homunculus = ids.battlefield[1]![1]!;
    let s = editState(state, (x) => {
      setPost(x, sable!, 'patrol');
      setPost(x, servitor!, 'patrol');
    });
    s = apply(s, { type: 'cast', player: 1, card: homunculus, targets: [], x: 0 });
    s = passUntil(s, (x) => x.decision?.kind === 'putTrigger');
    s = putTrigger(s, [{ object: sable! }]);
    s = resolveStack(s);
    while (s.decision?.kind === 'choose') s = resolveStack(choose(s, [0]));
    expect(s.objects[sable!]!.goadedBy).toEqual([1]);
    s = passUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'main2' && x.decision?.kind === 'priority');
    const land = s.battlefield.find((id) => s.objects[id]!.card === 'Island')!;
    for (const target of [{ player: 1 }, { object: land }]) {
      const d = declaring(s, target);
      const r = tryApply(d, all([servitor!]));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.rule).toBe('508.1d');
        expect(r.error.message).toContain('goaded by player 1');
      }
      expect(apply(d, all([sable!])).combat!.attackers.map((a) => a.id)).toEqual([sable]);
    }
  });
});
