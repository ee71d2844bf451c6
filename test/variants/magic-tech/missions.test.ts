import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, registerMagicTechFormat, serialize, type Action, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import {
  block, events, expectRefused, finishMission, mt, offered, pass, passUntil, resolveStack, sendMission, setPost, toMissions, underConstruction, variant, deployed,
} from './helpers.js';
import { editState, scenario, type PermanentSpec } from '../../../src/testing/index.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { addRuleEffect } from '../../../src/engine/rule-effects.js';
import { createObject } from '../../../src/zones/zones.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

/** Declares these creatures on the mission whose declaration comes next, and confirms. */
function sendMissionFrom(state: ReadonlyGameState, creatures: ObjectId[]): ReadonlyGameState {
  let s = passUntil(state, (x) => x.decision?.kind !== 'priority');
  for (const id of creatures) s = apply(s, { type: 'declareAttacker', player: 0, attacker: id, target: { player: 1 } });
  return apply(s, { type: 'confirmAttackers', player: 0 });
}

/** A board in the first player's missions phase, every creature given a post (patrol unless said). */
function board(p0: (string | PermanentSpec)[], p1: (string | PermanentSpec)[], posts: (s: ReadonlyGameState, ids: ObjectId[][]) => void = () => {}): { s: ReadonlyGameState; ids: ObjectId[][] } {
  const { state, ids } = mt({ players: [{ battlefield: p0 }, { battlefield: p1 }] });
  const s = editState(state, (x) => {
    for (const id of x.battlefield) if (x.objects[id]!.card !== 'Plains' && x.objects[id]!.card !== 'Island') setPost(x, id, 'patrol');
    posts(x, ids.battlefield);
  });
  return { s: toMissions(s), ids: ids.battlefield };
}

describe('MT 6 Missions', () => {
  it('"You can perform as many missions as you want, treating each as a separate attack." and "you can attack with a creature, resolve that battle, then attack with another one" (MT 6.1)', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Runed Servitor'], []);
    const [sable, servitor] = ids[0]!;
    let s = sendMission(start, { player: 1 }, [sable!]);
    s = finishMission(s);
    expect(s.turn.step).toBe('main2');
    expect(s.combat).toBeNull();
    s = sendMission(s, { player: 1 }, [servitor!]);
    s = finishMission(s);
    expect(events(s, 'mission').map((e) => e.rule)).toEqual(['MT 6.1', 'MT 6.1']);
    expect(events(s, 'attack').map((e) => e.object)).toEqual([sable, servitor]);
    // each mission's damage went to the stockpile: 2 + 2 cards
    expect(s.players[1]!.graveyard).toHaveLength(4);
  });

  it('"You can send more than one creature on a mission." (MT 6.1)', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Runed Servitor'], []);
    const s = finishMission(sendMission(start, { player: 1 }, ids[0]!));
    expect(events(s, 'mission')).toHaveLength(1);
    expect(events(s, 'attack')).toHaveLength(2);
    expect(s.players[1]!.library).toHaveLength(16);
  });

  it('a mission sends at least one creature, and only creatures that can attack', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Ogre Sentry'], []);
    const s = passUntil(variant(start, 0, 'mission', undefined, { player: 1 }), (x) => x.decision?.kind === 'declareAttackers');
    expect(offered(s, { type: 'confirmAttackers' })).toBe(false);
    expectRefused(s, { type: 'confirmAttackers', player: 0 }, 'illegal', 'MT 6.1');
    // Ogre Sentry has defender (CR 702.3b)
    expectRefused(s, { type: 'declareAttacker', player: 0, attacker: ids[0]![1]!, target: { player: 1 } }, 'illegal', 'MT 6.1');
  });

  it('a mission\'s creatures may be declared all at once (`declareAttackers`), checked as one; built one at a time, taking one back is not offered', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Runed Servitor', 'Ogre Sentry'], []);
    const [sable, servitor, sentry] = ids[0]!;
    const s = passUntil(variant(start, 0, 'mission', undefined, { player: 1 }), (x) => x.decision?.kind === 'declareAttackers');
    const all = (creatures: ObjectId[], player = 1): Action => ({ type: 'declareAttackers', player: 0, attackers: creatures.map((attacker) => ({ attacker, target: { player } })) });
    expectRefused(s, all([]), 'illegal', 'MT 6.1');
    expectRefused(s, all([sable!, sentry!]), 'illegal', 'MT 6.1');
    expectRefused(s, all([sable!, sable!]), 'illegal', 'MT 6.1');
    expectRefused(s, all([sable!], 0), 'illegal', 'MT 6.1');
    // a mission costs no mana: naming mana abilities to pay is refused, not ignored
    expectRefused(s, { type: 'declareAttackers', player: 0, attackers: [sable!, servitor!].map((attacker) => ({ attacker, target: { player: 1 } })), payment: [sentry!] }, 'illegal', 'MT 6.1');
    const t = apply(s, all([sable!, servitor!]));
    expect(t.combat!.attackers.map((a) => a.id)).toEqual([sable, servitor]);
    expect(events(t, 'attack').map((e) => e.rule)).toEqual(['MT 6.1', 'MT 6.1']);
    const one = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    expect(offered(one, { type: 'undeclareAttacker' })).toBe(false);
    expect(offered(one, { type: 'confirmAttackers' })).toBe(true);
    expectRefused(apply(one, { type: 'declareAttacker', player: 0, attacker: servitor!, target: { player: 1 } }), { type: 'confirmAttackers', player: 0, payment: [sentry!] }, 'illegal', 'MT 6.1');
  });

  it('the blocks of a mission may be declared all at once (`declareBlockers`), checked as one (MT 7.1)', () => {
    const { s: start, ids } = board(['Wild Griffin'], ['Pillarfield Ox', 'Sporecap Spider']);
    const griffin = ids[0]![0]!;
    const [ox, spider] = ids[1]!;
    const s = passUntil(sendMission(start, { player: 1 }, [griffin]), (x) => x.decision?.kind === 'declareBlockers');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: ox!, attacker: griffin }] }, 'illegal', '702.9b');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: spider!, attacker: griffin }, { blocker: spider!, attacker: griffin }] }, 'illegal', '509.1a');
    const t = apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: spider!, attacker: griffin }] });
    expect(t.combat!.attackers[0]).toMatchObject({ blocked: true, blockers: [spider] });
    expect(events(t, 'block')[0]!.rule).toBe('MT 7.1');
  });

  it('each mission, "a separate attack", has its own beginning of combat, where players may act, then its creatures are declared (MT 6.1)', () => {
    const { s: start, ids } = board(['Bronze Sable'], []);
    let s = variant(start, 0, 'mission', undefined, { player: 1 });
    expect(s.turn.step).toBe('beginCombat');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = passUntil(s, (x) => x.decision?.kind !== 'priority');
    expect(s.turn.step).toBe('declareAttackers');
    expect(offered(s, { type: 'declareAttacker', attacker: ids[0]![0]!, target: { player: 1 } })).toBe(true);
  });

  it('"at the beginning of combat on your turn" abilities trigger at each mission (Fang of the Pack)', () => {
    const { s: start, ids } = board(['Fang of the Pack', 'Bronze Sable', 'Runed Servitor'], []);
    const [, sable, servitor] = ids[0]!;
    let s = variant(start, 0, 'mission', undefined, { player: 1 });
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: sable! }] });
    s = finishMission(sendMissionFrom(resolveStack(s), [sable!]));
    s = variant(s, 0, 'mission', undefined, { player: 1 });
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: servitor! }] });
    expect(events(resolveStack(s), 'trigger').filter((e) => e.card === 'Fang of the Pack')).toHaveLength(2);
  });

  it('a mission against the stockpile attacks the player; one against a card does not (dethrone, "attacks the player with the most life")', () => {
    const { s: start, ids } = board(['Enraged Revolutionary', 'Enraged Revolutionary'], ['Island']);
    const [first, second] = ids[0]!;
    let s = finishMission(sendMission(start, { object: ids[1]![0]! }, [first!]));
    expect(s.objects[first!]!.counters['+1/+1'] ?? 0).toBe(0);
    s = sendMission(s, { player: 1 }, [second!]);
    s = resolveStack(s);
    expect(s.objects[second!]!.counters['+1/+1']).toBe(1);
  });

  it('"you can play any cards during a mission that could normally be played during an attack (instants, etc.)" (MT 6.2)', () => {
    const { s: start, ids } = board(['Bronze Sable'], [deployed('Kill Shot'), 'Plains'], (x, b) => underConstruction(asEngineState(x), b[1]![0]!, 3));
    const sable = ids[0]![0]!;
    let s = sendMission(start, { player: 1 }, [sable]);
    s = pass(s);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    // Kill Shot: "Destroy target attacking creature." The mission's creature is attacking.
    expect(offered(s, { type: 'cast', card: ids[1]![0]!, targets: [{ object: sable }] })).toBe(true);
    s = resolveStack(apply(s, { type: 'cast', player: 1, card: ids[1]![0]!, targets: [{ object: sable }], x: 0 }));
    expect(s.battlefield).not.toContain(sable);
    s = finishMission(s);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Kill Shot']);
  });

  it('"could normally be played during an attack": Basandra, Battle Seraph\'s "Players can\'t cast spells during combat" stops instants turned face up during a mission, not between missions (MT 6.2, CR 601.3)', () => {
    const { s: start, ids } = board(['Bronze Sable', deployed('Lace with Moonglove'), 'Forest'], [deployed('Kill Shot'), 'Plains', 'Basandra, Battle Seraph'], (x, b) => {
      underConstruction(asEngineState(x), b[0]![1]!, 3);
      underConstruction(asEngineState(x), b[1]![0]!, 3);
    });
    const [sable, lace] = ids[0]!;
    const shot = ids[1]![0]!;
    // between missions, out of combat, the instant can be turned face up
    expect(offered(start, { type: 'cast', card: lace })).toBe(true);
    let s = sendMission(start, { player: 1 }, [sable!]);
    expect(offered(s, { type: 'cast', card: lace })).toBe(false);
    expectRefused(s, { type: 'cast', player: 0, card: lace!, targets: [{ object: sable! }], x: 0 }, 'illegal', '601.3');
    s = pass(s);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    expect(offered(s, { type: 'cast', card: shot })).toBe(false);
    expectRefused(s, { type: 'cast', player: 1, card: shot, targets: [{ object: sable! }], x: 0 }, 'illegal', '601.3');
  });

  it('"At the end of a mission, all creatures involved become tapped." (MT 6.3)', () => {
    const { s: start, ids } = board(['Hexplate Golem'], ['Pillarfield Ox']);
    const [golem] = ids[0]!;
    const [ox] = ids[1]!;
    let s = sendMission(start, { player: 1 }, [golem!]);
    // attacking does not tap: the creatures tap as the mission ends
    expect(s.objects[golem!]!.tapped).toBe(false);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = block(s, [[ox!, golem!]]);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(s.objects[golem!]!.tapped).toBe(true);
    expect(s.objects[ox!]!.tapped).toBe(true);
    expect(events(s, 'tap').map((e) => e.rule)).toEqual(['MT 6.3', 'MT 6.3']);
    s = finishMission(s);
    // a tapped creature goes on no further mission
    expect(offered(s, { type: 'variant', name: 'mission' })).toBe(false);
  });

  it('with the option `tapBlockersAfterMission: false`, the mission\'s creatures tap as it ends and its blockers do not (MT 6.3)', () => {
    const format = registerMagicTechFormat('magic-tech-blockers-stay', { tapBlockersAfterMission: false });
    const { state, ids } = scenario({ format, players: [{ battlefield: ['Hexplate Golem'], library: Array<string>(20).fill('Wastes') }, { battlefield: ['Pillarfield Ox'], library: Array<string>(20).fill('Wastes') }], settings: { autoPass: 'never' } });
    const golem = ids.battlefield[0]![0]!;
    const ox = ids.battlefield[1]![0]!;
    let s = toMissions(editState(state, (x) => {
      setPost(x, golem, 'patrol');
      setPost(x, ox, 'patrol');
    }));
    s = passUntil(sendMission(s, { player: 1 }, [golem]), (x) => x.decision?.kind === 'declareBlockers');
    s = passUntil(block(s, [[ox, golem]]), (x) => x.turn.step === 'endCombat');
    expect(s.objects[golem]!.tapped).toBe(true);
    expect(s.objects[ox]!.tapped).toBe(false);
  });

  it('"all creatures involved become tapped": a creature removed from combat (CR 506.4) was involved too — Hollowhenge Spirit, "When Hollowhenge Spirit enters the battlefield, remove target attacking or blocking creature from combat." (MT 6.3)', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Runed Servitor'], [deployed('Hollowhenge Spirit'), 'Plains'], (x, b) => underConstruction(asEngineState(x), b[1]![0]!, 4));
    const [sable, servitor] = ids[0]!;
    const spirit = ids[1]![0]!;
    let s = sendMission(start, { player: 1 }, [sable!]);
    s = pass(s);
    // the Spirit has flash: its controller turns it face up during the mission (MT 4.5, 6.2)
    s = apply(s, { type: 'cast', player: 1, card: spirit, targets: [], x: 0 });
    s = passUntil(s, (x) => events(x, 'removedFromCombat').length > 0);
    expect(events(s, 'removedFromCombat')).toMatchObject([{ rule: '506.4', object: sable }]);
    expect(s.combat?.attackers).toEqual([]);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(s.objects[sable!]!.tapped).toBe(true);
    expect(events(s, 'tap')).toMatchObject([{ rule: 'MT 6.3', object: sable }]);
    s = finishMission(s);
    // the Sable goes on no further mission; the Servitor, on none yet, still may
    expect(s.objects[servitor!]!.tapped).toBe(false);
    s = passUntil(variant(s, 0, 'mission', undefined, { player: 1 }), (x) => x.decision?.kind !== 'priority');
    expect(offered(s, { type: 'declareAttacker', attacker: sable })).toBe(false);
    expect(offered(s, { type: 'declareAttacker', attacker: servitor })).toBe(true);
  });

  it('a blocker removed from combat (CR 506.4) was involved too, and becomes tapped as the mission ends — Hollowhenge Spirit removing the blocking Pillarfield Ox (MT 6.3)', () => {
    const { s: start, ids } = board(['Hexplate Golem'], ['Pillarfield Ox', deployed('Hollowhenge Spirit'), 'Plains'], (x, b) => underConstruction(asEngineState(x), b[1]![1]!, 4));
    const [golem] = ids[0]!;
    const [ox, spirit] = ids[1]!;
    let s = passUntil(sendMission(start, { player: 1 }, [golem!]), (x) => x.decision?.kind === 'declareBlockers');
    s = pass(block(s, [[ox!, golem!]]));
    s = apply(s, { type: 'cast', player: 1, card: spirit!, targets: [], x: 0 });
    s = passUntil(s, (x) => x.decision?.kind === 'putTrigger');
    const removeOx = legalActions(s).find((a) => a.type === 'putTrigger' && JSON.stringify(a).includes(`{"object":${ox}}`));
    expect(removeOx).toBeDefined();
    s = passUntil(apply(s, removeOx!), (x) => events(x, 'removedFromCombat').length > 0);
    expect(events(s, 'removedFromCombat')).toMatchObject([{ rule: '506.4', object: ox }]);
    expect(s.combat?.blockers).toEqual([]);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(s.objects[ox!]!.tapped).toBe(true);
    expect(events(s, 'tap').filter((e) => e.object === ox)).toMatchObject([{ rule: 'MT 6.3' }]);
  });

  it('each mission is a combat phase of the turn (CR 506.7d): Berserk, "Cast this spell only before the combat damage step", turns face up in the first mission, not in a second', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Pillarfield Ox', deployed('Berserk')], [], (x, b) => underConstruction(asEngineState(x), b[0]![2]!, 3));
    const [sable, ox, berserk] = ids[0]!;
    let s = variant(start, 0, 'mission', undefined, { player: 1 });
    expect(s.turn.step).toBe('beginCombat');
    expect(offered(s, { type: 'cast', card: berserk!, targets: [{ object: sable! }] })).toBe(true);
    s = finishMission(sendMissionFrom(s, [sable!]));
    s = variant(s, 0, 'mission', undefined, { player: 1 });
    expect(s.turn.step).toBe('beginCombat');
    expect(offered(s, { type: 'cast', card: berserk!, targets: [{ object: ox! }] })).toBe(false);
    expectRefused(s, { type: 'cast', player: 0, card: berserk!, targets: [{ object: ox! }], x: 0 }, 'illegal', '601.3');
  });

  it('Scourge of the Throne\'s "there is an additional combat phase" (CR 500.8) leaves the missions phase as it was: the game saves, and another mission may be sent (MT 6.1)', () => {
    const { s: start, ids } = board(['Scourge of the Throne', 'Bronze Sable'], []);
    const [scourge, sable] = ids[0]!;
    let s = sendMission(start, { player: 1 }, [scourge!]);
    while (s.decision?.kind === 'putTrigger') s = apply(s, legalActions(s)[0]!);
    s = resolveStack(s);
    expect(events(s, 'additionalPhase')).toEqual([expect.objectContaining({ rule: '500.8' })]);
    s = finishMission(s);
    expect(s.turn.step).toBe('main2');
    expect(s.turn.additionalCombats).toBe(0);
    s = deserialize(serialize(s));
    s = finishMission(sendMission(s, { player: 1 }, [sable!]));
    expect(s.turn.step).toBe('main2');
  });

  it('mana made in the missions phase empties as a mission\'s combat phase begins (CR 106.4): Treasonous Ogre\'s {R} is not there in its beginning of combat', () => {
    const { s: start, ids } = board(['Treasonous Ogre', 'Bronze Sable'], []);
    const ogre = ids[0]![0]!;
    const made = apply(start, { type: 'activate', player: 0, source: ogre, ability: 0, targets: [], x: 0 });
    expect(made.players[0]!.pool.R).toBe(1);
    const mission = variant(made, 0, 'mission', undefined, { player: 1 });
    expect(mission.turn.step).toBe('beginCombat');
    expect(mission.players[0]!.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('"An untapped creature on patrol cannot be the target of an attack. Tapped creatures, however, can be." (MT 7.3)', () => {
    const { s, ids } = board(['Bronze Sable'], ['Pillarfield Ox', 'Runed Servitor', 'Peace Strider', 'Island'], (x, b) => {
      mutableObject(asEngineState(x), b[1]![1]!).tapped = true;
      setPost(asEngineState(x), b[1]![2]!, { guard: { player: 1 } });
    });
    const [ox, tappedServitor, guard, island] = ids[1]!;
    expect(offered(s, { type: 'variant', name: 'mission', target: { object: ox! } })).toBe(false);
    expectRefused(s, { type: 'variant', player: 0, name: 'mission', target: { object: ox! } }, 'illegal', 'MT 7.3');
    expect(offered(s, { type: 'variant', name: 'mission', target: { object: tappedServitor! } })).toBe(true);
    expect(offered(s, { type: 'variant', name: 'mission', target: { object: guard! } })).toBe(true);
    expect(offered(s, { type: 'variant', name: 'mission', target: { object: island! } })).toBe(true);
    expect(offered(s, { type: 'variant', name: 'mission', target: { player: 1 } })).toBe(true);
  });
});

describe('MT 6.1, 6.2 a mission is an attack as in Magic: restrictions and costs on its creatures together (CR 508.1c, 508.1h–j)', () => {
  it('"No more than one creature can attack each combat." (Silent Arbiter): each mission, "a separate attack", sends one creature; another mission sends the next', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Runed Servitor'], ['Silent Arbiter']);
    const [sable, servitor] = ids[0]!;
    let s = passUntil(variant(start, 0, 'mission', undefined, { player: 1 }), (x) => x.decision?.kind === 'declareAttackers');
    expectRefused(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable!, target: { player: 1 } }, { attacker: servitor!, target: { player: 1 } }] }, 'illegal', '508.1c');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    expect(offered(s, { type: 'declareAttacker', attacker: servitor! })).toBe(false);
    expectRefused(apply(s, { type: 'declareAttacker', player: 0, attacker: servitor!, target: { player: 1 } }), { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1c');
    s = finishMission(apply(s, { type: 'confirmAttackers', player: 0 }));
    s = finishMission(sendMission(s, { player: 1 }, [servitor!]));
    expect(events(s, 'attack').map((e) => e.object)).toEqual([sable, servitor]);
  });

  it('"Ember Beast can\'t attack or block alone.": it goes on a mission only with another creature, and no mission is offered when it alone could go', () => {
    const { s: start, ids } = board(['Ember Beast', 'Bronze Sable'], []);
    const [beast, sable] = ids[0]!;
    let s = passUntil(variant(start, 0, 'mission', undefined, { player: 1 }), (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: beast!, target: { player: 1 } });
    expect(offered(s, { type: 'confirmAttackers' })).toBe(false);
    expectRefused(s, { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1c');
    s = finishMission(apply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } }), { type: 'confirmAttackers', player: 0 }));
    expect(events(s, 'attack').map((e) => e.object)).toEqual([beast, sable]);
    // the Sable tapped by that mission: the Beast has no companion left
    const alone = board(['Ember Beast', 'Bronze Sable'], [], (x, b) => { mutableObject(asEngineState(x), b[0]![1]!).tapped = true; }).s;
    expect(offered(alone, { type: 'variant', name: 'mission' })).toBe(false);
    expectRefused(alone, { type: 'variant', player: 0, name: 'mission', target: { player: 1 } }, 'illegal', 'MT 6.1');
  });

  it('"Creatures can\'t attack you unless their controller pays {2} for each creature they control that\'s attacking you." (Ghostly Prison): a mission against the stockpile, which attacks its player, pays it; one against a card does not', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Runed Servitor', 'Plains', 'Plains'], ['Ghostly Prison', 'Island']);
    const [sable, servitor, plains1, plains2] = ids[0]!;
    const island = ids[1]![1]!;
    let s = passUntil(variant(start, 0, 'mission', undefined, { player: 1 }), (x) => x.decision?.kind === 'declareAttackers');
    // two Plains pay for one creature, not two
    expectRefused(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable!, target: { player: 1 } }, { attacker: servitor!, target: { player: 1 } }] }, 'illegal', '508.1j');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    expect(offered(s, { type: 'declareAttacker', attacker: servitor! })).toBe(false);
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(events(s, 'payAttackCost')).toEqual([expect.objectContaining({ rule: '508.1j', player: 0 })]);
    expect([plains1, plains2].map((id) => s.objects[id!]!.tapped)).toEqual([true, true]);
    // with the Plains tapped, no creature can pay to attack player 1: only missions against cards are offered
    s = finishMission(s);
    expect(offered(s, { type: 'variant', name: 'mission', target: { player: 1 } })).toBe(false);
    s = finishMission(sendMission(s, { object: island }, [servitor!]));
    expect(events(s, 'payAttackCost')).toHaveLength(1);
    expect(events(s, 'attack').at(-1)).toMatchObject({ object: servitor, to: island });
  });
});

describe('MT 7 Blocking', () => {
  it('"untapped creatures on patrol can block any attacking creatures they could normally block in a game of Magic - taking into account flying" (MT 7.1)', () => {
    const { s: start, ids } = board(['Wild Griffin'], ['Pillarfield Ox', 'Sporecap Spider']);
    const griffin = ids[0]![0]!;
    const [ox, spider] = ids[1]!;
    let s = sendMission(start, { player: 1 }, [griffin]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    expect(offered(s, { type: 'declareBlocker', blocker: ox, attacker: griffin })).toBe(false);
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: ox!, attacker: griffin }, 'illegal', '702.9b');
    expect(offered(s, { type: 'declareBlocker', blocker: spider, attacker: griffin })).toBe(true);
    s = block(s, [[spider!, griffin]]);
    expect(events(s, 'block')[0]!.rule).toBe('MT 7.1');
  });

  it('"If an untapped creature is guarding a card, it can block any creature attacking that card, regardless of any evasion abilities the attacker has." (MT 7.2)', () => {
    const { s: start, ids } = board(['Wild Griffin'], ['Pillarfield Ox'], (x, b) => setPost(asEngineState(x), b[1]![0]!, { guard: { player: 1 } }));
    const griffin = ids[0]![0]!;
    const ox = ids[1]![0]!;
    let s = sendMission(start, { player: 1 }, [griffin]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = block(s, [[ox, griffin]]);
    expect(events(s, 'block')[0]!.rule).toBe('MT 7.2');
    s = finishMission(s);
    // blocked: nothing reached the stockpile
    expect(s.players[1]!.graveyard).toHaveLength(0);
  });

  it('"taking into account ... landwalk, protection" (MT 7.1): a patrol does not block a swampwalker while its player has a Swamp, nor a creature with protection from creatures; a guard of the target blocks both (MT 7.2)', () => {
    // Quag Vampires: "Swampwalk"; Unquestioned Authority: "Enchanted creature has protection from creatures."
    const { state, ids } = mt({ players: [
      { hand: ['Unquestioned Authority'], battlefield: ['Quag Vampires', 'Bronze Sable', 'Plains', 'Plains', 'Plains'] },
      { battlefield: ['Swamp', 'Pillarfield Ox', 'Runed Servitor'] },
    ] });
    const [vampires, sable] = ids.battlefield[0]!;
    const [, ox, servitor] = ids.battlefield[1]!;
    let s = editState(state, (x) => {
      for (const id of [vampires!, sable!, ox!]) setPost(x, id, 'patrol');
      setPost(x, servitor!, { guard: { player: 1 } });
    });
    // deployed, built with three counters and turned face up on the Sable
    s = variant(s, 0, 'deploy', ids.hand[0]![0]!);
    const authority = s.battlefield.find((id) => s.objects[id]!.faceDown)!;
    for (let i = 0; i < 3; i++) s = variant(s, 0, 'build', authority);
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: authority, targets: [{ object: sable! }], x: 0 }));
    s = sendMission(toMissions(s), { player: 1 }, [vampires!, sable!]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: ox!, attacker: vampires! }, 'illegal', '702.14c');
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: ox!, attacker: sable! }, 'illegal', '702.16f');
    expect(legalActions(s).some((a) => a.type === 'declareBlocker' && a.blocker === ox)).toBe(false);
    expect(offered(s, { type: 'declareBlocker', blocker: servitor, attacker: vampires })).toBe(true);
    expect(offered(s, { type: 'declareBlocker', blocker: servitor, attacker: sable })).toBe(true);
    s = block(s, [[servitor!, sable!]]);
    expect(events(s, 'block')[0]).toMatchObject({ rule: 'MT 7.2', object: servitor, to: sable });
  });

  it('"However, a guarding creature can only block creatures attacking its card." (MT 7.2)', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Pillarfield Ox', 'Island'], (x, b) => setPost(asEngineState(x), b[1]![0]!, { guard: { object: b[1]![1]! } }));
    const sable = ids[0]![0]!;
    let s = sendMission(start, { player: 1 }, [sable]);
    // the guard of the Island cannot block an attack on the stockpile: no blockers to declare
    s = passUntil(s, (x) => x.turn.step !== 'declareAttackers');
    expect(s.decision?.kind).toBe('priority');
    expect(legalActions(s).some((a) => a.type === 'declareBlocker')).toBe(false);
    s = finishMission(s);
    expect(s.players[1]!.graveyard).toHaveLength(2);
  });

  it('a creature still in the deploy area ("revealed creatures remain in the deploy area") neither patrols nor guards, so it does not block (MT 5.3, 7)', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Pillarfield Ox'], (x, b) => { delete (x.formatData!['magic-tech'] as { posts: Record<string, unknown> }).posts[String(b[1]![0]!)]; });
    let s = sendMission(start, { player: 1 }, [ids[0]![0]!]);
    s = passUntil(s, (x) => x.turn.step !== 'declareAttackers');
    expect(s.decision?.kind).toBe('priority');
    expect(legalActions(s).some((a) => a.type === 'declareBlocker')).toBe(false);
  });

  it('a creature that "can\'t block" — by its own ability (the Goblin token of Hold the Perimeter) or an effect ("can\'t block this turn") — blocks neither on patrol nor on guard (MT 7.1, 7.2; CR 509.1b)', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['token:goblin-1-1', 'token:goblin-1-1', 'Pillarfield Ox', 'Runed Servitor'], (x, b) => {
      setPost(asEngineState(x), b[1]![1]!, { guard: { player: 1 } });
      addRuleEffect(asEngineState(x), { kind: 'cantBlock', affected: [b[1]![3]!], duration: { until: 'endOfTurn' }, source: null, controller: 0 });
    });
    const sable = ids[0]![0]!;
    const [patrolGoblin, guardGoblin, ox, servitor] = ids[1]!;
    let s = sendMission(start, { player: 1 }, [sable]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    for (const blocker of [patrolGoblin!, guardGoblin!, servitor!]) {
      expect(offered(s, { type: 'declareBlocker', blocker, attacker: sable })).toBe(false);
      expectRefused(s, { type: 'declareBlocker', player: 1, blocker, attacker: sable }, 'illegal', '509.1b');
    }
    expect(offered(s, { type: 'declareBlocker', blocker: ox, attacker: sable })).toBe(true);
    // with no other creature that could block, the defender is not asked at all
    const alone = board(['Bronze Sable'], ['token:goblin-1-1']);
    const t = passUntil(sendMission(alone.s, { player: 1 }, [alone.ids[0]![0]!]), (x) => x.turn.step !== 'declareAttackers');
    expect(t.decision?.kind).toBe('priority');
  });

  it('"can\'t block creatures you control" (Spectral Grasp): blocks as in Magic take the Aura\'s restriction into account (MT 7.1, CR 303)', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Pillarfield Ox', 'Runed Servitor'], (x, b) => {
      const grasp = createObject(asEngineState(x), { kind: 'card', card: 'Spectral Grasp', owner: 0, zone: 'battlefield' });
      mutableObject(asEngineState(x), grasp).attachedTo = { object: b[1]![0]! };
    });
    const sable = ids[0]![0]!;
    const [ox, servitor] = ids[1]!;
    let s = sendMission(start, { player: 1 }, [sable]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    expect(offered(s, { type: 'declareBlocker', blocker: ox, attacker: sable })).toBe(false);
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: ox!, attacker: sable }, 'illegal', '509.1b');
    expect(offered(s, { type: 'declareBlocker', blocker: servitor, attacker: sable })).toBe(true);
  });

  it('"can\'t block creatures you control" binds a guard too: it limits the blocker, it is no evasion of the attacker (MT 7.2, CR 509.1b)', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Pillarfield Ox', 'Runed Servitor', 'Island'], (x, b) => {
      setPost(asEngineState(x), b[1]![0]!, { guard: { object: b[1]![2]! } });
      setPost(asEngineState(x), b[1]![1]!, { guard: { object: b[1]![2]! } });
      const grasp = createObject(asEngineState(x), { kind: 'card', card: 'Spectral Grasp', owner: 0, zone: 'battlefield' });
      mutableObject(asEngineState(x), grasp).attachedTo = { object: b[1]![0]! };
    });
    const sable = ids[0]![0]!;
    const [ox, servitor, island] = ids[1]!;
    let s = sendMission(start, { object: island! }, [sable]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    expect(offered(s, { type: 'declareBlocker', blocker: ox, attacker: sable })).toBe(false);
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: ox!, attacker: sable }, 'illegal', '509.1b');
    expect(offered(s, { type: 'declareBlocker', blocker: servitor, attacker: sable })).toBe(true);
  });

  it('"Cowards can\'t block Warriors." (Boldwyr Intimidator) binds a guard too: it limits creatures of the blocker\'s type, it is no evasion ability of the attacker (MT 7.2, CR 509.1b)', () => {
    const { s: start, ids } = board(['Boldwyr Intimidator', 'Mountain'], ['Pillarfield Ox', 'Runed Servitor', 'Island'], (x, b) => {
      setPost(asEngineState(x), b[1]![0]!, { guard: { object: b[1]![2]! } });
      setPost(asEngineState(x), b[1]![1]!, { guard: { object: b[1]![2]! } });
    });
    const intimidator = ids[0]![0]!;
    const [ox, servitor, island] = ids[1]!;
    // "{R}: Target creature becomes a Coward until end of turn." on the Ox; the Intimidator is a Giant Warrior
    let s = resolveStack(apply(start, { type: 'activate', player: 0, source: intimidator, ability: 0, targets: [{ object: ox! }], x: 0 }));
    s = passUntil(sendMission(s, { object: island! }, [intimidator]), (x) => x.decision?.kind === 'declareBlockers');
    expect(offered(s, { type: 'declareBlocker', blocker: ox, attacker: intimidator })).toBe(false);
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: ox!, attacker: intimidator }, 'illegal', '509.1b');
    expect(offered(s, { type: 'declareBlocker', blocker: servitor, attacker: intimidator })).toBe(true);
  });

  it('"Vaporkin can block only creatures with flying." (CR 509.1b): on patrol it blocks a flyer and not a Bronze Sable, "as in a game of Magic" (MT 7.1); on guard neither, a limit on the blocker (MT 7.2)', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Wild Griffin'], ['Vaporkin', 'Vaporkin'], (x, b) => setPost(asEngineState(x), b[1]![1]!, { guard: { player: 1 } }));
    const [sable, griffin] = ids[0]!;
    const [patrol, guard] = ids[1]!;
    const s = passUntil(sendMission(start, { player: 1 }, [sable!, griffin!]), (x) => x.decision?.kind === 'declareBlockers');
    expect(offered(s, { type: 'declareBlocker', blocker: patrol, attacker: griffin })).toBe(true);
    expect(offered(s, { type: 'declareBlocker', blocker: guard, attacker: griffin })).toBe(true);
    for (const blocker of [patrol!, guard!]) {
      expect(offered(s, { type: 'declareBlocker', blocker, attacker: sable })).toBe(false);
      expectRefused(s, { type: 'declareBlocker', player: 1, blocker, attacker: sable! }, 'illegal', '509.1b');
    }
  });

  it('the guard blocks when its card is attacked', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Pillarfield Ox', 'Island'], (x, b) => setPost(asEngineState(x), b[1]![0]!, { guard: { object: b[1]![1]! } }));
    const sable = ids[0]![0]!;
    const [ox, island] = ids[1]!;
    let s = sendMission(start, { object: island! }, [sable]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    expect(offered(s, { type: 'declareBlocker', blocker: ox, attacker: sable })).toBe(true);
  });
});

describe('MT 6.1 with a static ability that reads whether creatures attack', () => {
  it('Gruul War Chant: a creature sent on a mission is an attacking creature and deals 3 (CR 506.4, 611.3a; the memo sees the attackers list grow in place)', () => {
    const { s: start, ids } = board(['Gruul War Chant', 'Bronze Sable'], []);
    const sable = ids[0]![1]!;
    const s = finishMission(sendMission(start, { player: 1 }, [sable]));
    expect(events(s, 'attack').map((e) => e.object)).toEqual([sable]);
    // Bronze Sable is 2/1, +1/+0 attacking: its 3 damage puts 3 cards into the stockpile
    expect(s.players[1]!.graveyard).toHaveLength(3);
  });
});
