/**
 * How several combat rules and cards combine in a free-for-all game (CR 802): goad (701.15) weighed
 * with attack restrictions, attack costs and other requirements (508.1c–d); dethrone (702.105) and
 * the monarch (725) when players leave (800.4); the additional combat phase of Scourge of the Throne
 * (500.8) with Berserk's timing (506.7d); first strike, trample and deathtouch against several
 * blockers (510.1c, 702.2c, 702.19b–d).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, tryApply, type Action, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { editState, scenario } from '../../src/testing/index.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import {
  attack, block, cast, castable, castAndResolve, choose, events, life, passUntil, pt, resolveTop, toBlockers, permanent, permanents, resolveStack, setup,
} from '../cards/helpers.js';
import { applyAll, passToStep, withKeywords } from './helpers.js';

/** The state with `id` goaded by these players, as resolved goads would leave it (CR 701.15a). */
function goaded(state: ReadonlyGameState, id: ObjectId, by: PlayerId[]): ReadonlyGameState {
  return editState(state, (s) => {
    mutableObject(s, id).goadedBy = by;
  });
}

/** Passes to the declaration of attackers. */
function toDeclare(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.decision?.kind === 'declareAttackers');
}

/** Whether the active player may make this declaration at once; the listed confirmation agrees. */
function accepts(state: ReadonlyGameState, attacks: [ObjectId, PlayerId][]): boolean {
  const player = state.turn.active;
  const whole = tryApply(state, { type: 'declareAttackers', player, attackers: attacks.map(([attacker, p]) => ({ attacker, target: { player: p } })) }).ok;
  let s = state;
  for (const [attacker, target] of attacks) {
    const r = tryApply(s, { type: 'declareAttacker', player, attacker, target: { player: target } });
    if (!r.ok) {
      expect(whole).toBe(false);
      return false;
    }
    s = r.state;
  }
  expect(legalActions(s).some((a) => a.type === 'confirmAttackers')).toBe(whole);
  return whole;
}

/** The rule a refused declaration breaks. */
function refusal(state: ReadonlyGameState, attacks: [ObjectId, PlayerId][]): string | undefined {
  const r = tryApply(state, { type: 'declareAttackers', player: state.turn.active, attackers: attacks.map(([attacker, p]) => ({ attacker, target: { player: p } })) });
  return r.ok ? undefined : r.error.rule;
}

describe('goad with attack costs (508.1d: "that player is not required to pay that cost")', () => {
  it('goaded by player 1, with Ghostly Prison on player 2: attacking the goader (free) or player 2 (paid) is legal; not attacking is not', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes', 'Wastes'] }, {}, { battlefield: ['Ghostly Prison'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, sable, [1]));
    expect(accepts(s, [])).toBe(false);
    expect(refusal(s, [])).toBe('508.1d');
    expect(accepts(s, [[sable, 1]])).toBe(true);
    expect(accepts(s, [[sable, 2]])).toBe(true);
    const paid = apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { player: 2 } }] });
    expect(events(paid, 'payAttackCost')).toEqual([expect.objectContaining({ rule: '508.1j', player: 0 })]);
  });

  it('goaded by player 1, with Ghostly Prison on the goader: attacking player 2 obeys both requirements for free, so paying to attack the goader is refused', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, sable, [1]));
    expect(accepts(s, [[sable, 1]])).toBe(false);
    expect(refusal(s, [[sable, 1]])).toBe('508.1d');
    expect(accepts(s, [[sable, 2]])).toBe(true);
  });

  it('goaded by player 1, with Ghostly Prison on both opponents: no attack is free, so not attacking is legal, and so is paying to attack either', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, { battlefield: ['Ghostly Prison'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, sable, [1]));
    expect(accepts(s, [])).toBe(true);
    expect(accepts(s, [[sable, 2]])).toBe(true);
    // it obeys one requirement, more than the none a declaration without costs could obey
    expect(accepts(s, [[sable, 1]])).toBe(true);
  });

  it('goaded by players 1 and 2, with Ghostly Prison on player 3: attacking either goader obeys the most free requirements; paying to attack player 3 obeys more and is legal too', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes', 'Wastes'] }, {}, {}, { battlefield: ['Ghostly Prison'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, sable, [1, 2]));
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[sable, 1]])).toBe(true);
    expect(accepts(s, [[sable, 2]])).toBe(true);
    expect(accepts(s, [[sable, 3]])).toBe(true);
  });
});

describe('goad with other requirements and restrictions (508.1c–d)', () => {
  it('a goaded Ember Beast ("can\'t attack or block alone") and an untapped creature: attacking with both obeys a requirement, so both must attack', () => {
    const { state } = setup({ players: [{ battlefield: ['Ember Beast', 'Bronze Sable'] }, {}, {}] });
    const beast = permanent(state, 'Ember Beast');
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, beast, [1]));
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[beast, 2]])).toBe(false);
    expect(accepts(s, [[sable, 2]])).toBe(false);
    expect(accepts(s, [[beast, 1], [sable, 2]])).toBe(false);
    expect(accepts(s, [[beast, 2], [sable, 1]])).toBe(true);
    expect(accepts(s, [[beast, 2], [sable, 2]])).toBe(true);
  });

  it('a goaded creature under Silent Arbiter\'s limit beside a creature that attacks each combat if able: the goaded one attacking a player other than its goader obeys two requirements, so it is the one', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Galvanic Juggernaut'] }, {}, { battlefield: ['Silent Arbiter'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const juggernaut = permanent(state, 'Galvanic Juggernaut');
    const s = toDeclare(goaded(state, sable, [1]));
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[sable, 2], [juggernaut, 1]])).toBe(false);
    expect(refusal(s, [[sable, 2], [juggernaut, 1]])).toBe('508.1c');
    expect(accepts(s, [[sable, 2]])).toBe(true);
    // the Juggernaut alone, or the goaded creature attacking its goader, obeys one requirement
    expect(accepts(s, [[juggernaut, 1]])).toBe(false);
    expect(accepts(s, [[juggernaut, 2]])).toBe(false);
    expect(accepts(s, [[sable, 1]])).toBe(false);
  });

  it('goaded by players 1 and 2, and player 2 leaves: attacking player 3 still obeys every requirement (any attack is on a player other than 2), so it must', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(apply(goaded(state, sable, [1, 2]), { type: 'concede', player: 2 }));
    expect(s.objects[sable]!.goadedBy).toEqual([1, 2]);
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[sable, 1]])).toBe(false);
    expect(accepts(s, [[sable, 3]])).toBe(true);
  });

  /** Player 0 controls an untapped Cogwork Tracker that noted draft seat 7, which is player 2 here. */
  function trackerGame(): ReadonlyGameState {
    return setup({
      players: [
        { battlefield: ['Cogwork Tracker'], draft: { seat: 0, notes: [{ card: 'Cogwork Tracker', player: 7 }], removed: [] } },
        { draft: { seat: 5, notes: [], removed: [] } },
        { draft: { seat: 7, notes: [], removed: [] } },
      ],
    }).state;
  }

  it('Cogwork Tracker goaded by the player it must attack: each attack obeys as many requirements, so either opponent may be attacked', () => {
    const state = trackerGame();
    const tracker = permanent(state, 'Cogwork Tracker');
    const s = toDeclare(goaded(state, tracker, [2]));
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[tracker, 1]])).toBe(true);
    expect(accepts(s, [[tracker, 2]])).toBe(true);
  });

  it('Cogwork Tracker goaded by the other opponent: attacking its noted player obeys every requirement, so it must', () => {
    const state = trackerGame();
    const tracker = permanent(state, 'Cogwork Tracker');
    const s = toDeclare(goaded(state, tracker, [1]));
    expect(accepts(s, [[tracker, 1]])).toBe(false);
    expect(accepts(s, [[tracker, 2]])).toBe(true);
  });
});

describe('dethrone and the monarch when a player leaves (800.4)', () => {
  it('dethrone: a player who left, who had the most life, no longer counts; the two players tied for most life still in the game do', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary'] }, {}, { life: 30 }] });
    const revolutionary = permanent(state, 'Enraged Revolutionary');
    // with player 2 in the game, player 1 does not have the most life
    expect(resolveStack(attack(state, [[revolutionary, 1]])).objects[revolutionary]!.counters['+1/+1']).toBeUndefined();
    const s = resolveStack(attack(apply(state, { type: 'concede', player: 2 }), [[revolutionary, 1]]));
    expect(s.objects[revolutionary]!.counters['+1/+1']).toBe(1);
  });

  it('725.2: "its controller" is read as the ability resolves: the player who took the creature leaves, control returns to its owner, and its owner becomes the monarch', () => {
    const { state, ids } = setup({
      monarch: 2,
      players: [
        { hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Bronze Sable'] },
        {},
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = attack(s, [[sable, 2]]);
    s = passUntil(s, (x) => x.stack.length > 0);
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.players[0]!.inGame).toBe(false);
    s = resolveStack(s);
    expect(s.monarch).toBe(1);
  });
});

describe("Scourge of the Throne's additional combat phase and Berserk (506.7d)", () => {
  it('"Cast this spell only before the combat damage step": in a turn with two combat phases, only before the combat damage step of the first', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Bronze Sable', 'Forest'], hand: ['Berserk'] }, {}, { life: 19 }] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const sable = permanent(state, 'Bronze Sable');
    const berserk = ids.hand[0]![0]!;
    let s = attack(state, [[scourge, 1], [sable, 2]]);
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = resolveStack(s);
    expect(castable(s, 0, berserk, [{ object: sable }])).toBe(true);
    s = passUntil(s, (x) => x.turn.step === 'beginCombat' && x.decision?.kind === 'priority' && x.decision.player === 0);
    expect(s.turn.additionalCombats).toBe(0);
    expect(castable(s, 0, berserk, [{ object: sable }])).toBe(false);
    s = toDeclare(s);
    s = apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { player: 2 } }] });
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    expect(s.turn.step).toBe('declareAttackers');
    expect(castable(s, 0, berserk, [{ object: sable }])).toBe(false);
  });
});

describe('a scenario built in a combat step (506.7d)', () => {
  it('its combat phase is the turn\'s first: Berserk is not offered in the additional combat Scourge of the Throne adds', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Scourge of the Throne', 'Bronze Sable', 'Forest'], hand: ['Berserk'] }, {}, { life: 19 }], step: 'beginCombat', settings: { autoPass: 'never' } });
    const sable = permanent(state, 'Bronze Sable');
    let s = attack(state, [[permanent(state, 'Scourge of the Throne'), 1]]);
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    expect(castable(resolveStack(s), 0, ids.hand[0]![0]!, [{ object: sable }])).toBe(true);
    s = passUntil(passUntil(resolveStack(s), (x) => x.turn.step === 'endCombat'), (x) => x.turn.step === 'beginCombat' && x.decision?.kind === 'priority' && x.decision.player === 0);
    expect(s.turn).toMatchObject({ number: state.turn.number, step: 'beginCombat' });
    expect(castable(s, 0, ids.hand[0]![0]!, [{ object: sable }])).toBe(false);
  });
});

describe('first strike, trample and deathtouch against several blockers (510.1c, 702.2c, 702.19b–d)', () => {
  /** Player 0's 4/4 with these keywords attacks player 1 and is blocked by both of player 1's 2/2s. */
  function blockedByTwo(keywords: Parameters<typeof withKeywords>[2]): { s: ReadonlyGameState; attacker: ObjectId; blockers: ObjectId[] } {
    const { state, ids } = scenario({ players: [{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['Bronze Sable', 'Bronze Sable'] }, {}], step: 'beginCombat', settings: { autoPass: 'never' } });
    const attacker = ids.battlefield[0]![0]!;
    const blockers = ids.battlefield[1]!;
    let s = withKeywords(state, attacker, keywords);
    s = passToStep(s, 'declareAttackers');
    s = applyAll(s, [{ type: 'declareAttacker', player: 0, attacker, target: { player: 1 } }, { type: 'confirmAttackers', player: 0 }]);
    s = passToStep(s, 'declareBlockers');
    s = applyAll(s, [...blockers.map((blocker): Action => ({ type: 'declareBlocker', player: 1, blocker, attacker })), { type: 'confirmBlockers', player: 1 }]);
    return { s: passUntil(s, (x) => x.decision?.kind === 'assignDamage'), attacker, blockers };
  }

  it('first strike, trample and deathtouch: 1 to each blocker is lethal, the rest may go to the player, and the blockers die before they deal damage', () => {
    const { s, attacker } = blockedByTwo(['first strike', 'trample', 'deathtouch']);
    expect(s.turn.step).toBe('firstStrikeDamage');
    const amounts = legalActions(s).flatMap((a) => (a.type === 'assignDamage' ? [[...a.amounts]] : []));
    expect(amounts).toContainEqual([1, 1, 2]);
    expect(amounts).not.toContainEqual([0, 1, 3]);
    const after = passToStep(apply(s, { type: 'assignDamage', player: 0, attacker, amounts: [1, 1, 2] }), 'endCombat');
    expect(life(after, 1)).toBe(18);
    expect(permanents(after, 'Bronze Sable')).toEqual([]);
    expect(after.battlefield).toContain(attacker);
  });

  it('double strike, trample and deathtouch: both blockers die in the first step; in the second, with no creature blocking it, all its damage goes to the player (702.19d)', () => {
    const { s, attacker } = blockedByTwo(['double strike', 'trample', 'deathtouch']);
    let after = apply(s, { type: 'assignDamage', player: 0, attacker, amounts: [1, 1, 2] });
    after = passToStep(after, 'endCombat');
    expect(life(after, 1)).toBe(14);
  });
});

describe('the monarch and combat damage (725.2: "Whenever a creature deals combat damage to the monarch")', () => {
  it('a double striker unblocked against the monarch: its first-strike damage makes its controller the monarch, so its regular damage passes nothing on', () => {
    const { state } = scenario({ monarch: 1, players: [{ battlefield: ['token:ogre-4-4'] }, {}, {}], step: 'beginCombat', settings: { autoPass: 'never' } });
    const ogre = permanent(state, 'token:ogre-4-4');
    let s = withKeywords(state, ogre, ['double strike']);
    s = passToStep(s, 'declareAttackers');
    s = applyAll(s, [{ type: 'declareAttacker', player: 0, attacker: ogre, target: { player: 1 } }, { type: 'confirmAttackers', player: 0 }]);
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(12);
    expect(s.monarch).toBe(0);
    expect(events(s, 'becameMonarch').map((e) => e.player)).toEqual([0]);
  });

  it('Grenzo\'s Ruffians: the damage it deals to each other opponent is not combat damage, so the monarch among them keeps the title', () => {
    const { state } = setup({ monarch: 2, players: [{ battlefield: ["Grenzo's Ruffians"] }, {}, {}] });
    const ruffians = permanent(state, "Grenzo's Ruffians");
    let s = attack(state, [[ruffians, 1]]);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    // melee: one opponent attacked, a 3/3
    expect(life(s, 1)).toBe(17);
    expect(life(s, 2)).toBe(17);
    expect(s.monarch).toBe(2);
  });

  it('Protector of the Crown: combat damage that would be dealt to the monarch is dealt to it instead, so the attacker\'s controller does not become the monarch', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['Protector of the Crown'] }, {}] });
    const protector = permanent(state, 'Protector of the Crown');
    let s = attack(state, [[permanent(state, 'token:ogre-4-4'), 1]]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(20);
    expect(s.objects[protector]!.damage).toBe(4);
    expect(s.monarch).toBe(1);
  });
});

describe("Scourge of the Throne's additional combat phase: what counts \"this combat\" or \"each combat\"", () => {
  /** Player 0 attacks so (a Scourge of the Throne attacking player 1, who has the most life); on to the additional combat's declaration. */
  function toSecondCombat(state: ReadonlyGameState, attacks: [ObjectId, PlayerId][]): ReadonlyGameState {
    let s = attack(state, attacks);
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = toDeclare(passUntil(s, (x) => x.turn.step === 'endCombat'));
    expect(s.turn.step).toBe('declareAttackers');
    expect(s.turn.number).toBe(state.turn.number);
    return s;
  }

  it('melee counts only the opponents attacked in the combat its ability triggered in (702.121a "this combat")', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Wings of the Guard'] }, {}, { life: 19 }] });
    const wings = permanent(state, 'Wings of the Guard');
    let s = toSecondCombat(state, [[permanent(state, 'Scourge of the Throne'), 1], [wings, 2]]);
    // two opponents attacked in the first combat: +2/+2 until end of turn
    expect(pt(s, wings)).toEqual([3, 3]);
    s = resolveStack(apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: wings, target: { player: 2 } }] }));
    // one opponent attacked in the second: +1/+1 more
    expect(pt(s, wings)).toEqual([4, 4]);
  });

  it('two Scourges of the Throne: the one that first attacks in the additional combat adds a third; the one attacking a second time adds none', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Scourge of the Throne'] }, { life: 40 }, {}] });
    const [first, second] = permanents(state, 'Scourge of the Throne');
    let s = toSecondCombat(state, [[first!, 1]]);
    s = apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: first!, target: { player: 1 } }, { attacker: second!, target: { player: 1 } }] });
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = resolveStack(s);
    expect(s.turn.additionalCombats).toBe(1);
    expect(events(s, 'additionalPhase')).toHaveLength(2);
    s = toDeclare(passUntil(s, (x) => x.turn.step === 'endCombat'));
    s = apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: first!, target: { player: 1 } }, { attacker: second!, target: { player: 1 } }] });
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(events(s, 'additionalPhase')).toHaveLength(2);
    expect(s.turn.number).toBe(state.turn.number);
  });

  it('Canal Courier "can\'t be blocked this combat": unblockable in the first combat, where it and another creature attacked different players, but not in the second, where it attacks alone', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Canal Courier'] }, { battlefield: ['Wings of the Guard'] }, { life: 19, battlefield: ['Bronze Sable'] }] });
    const courier = permanent(state, 'Canal Courier');
    const sable = permanent(state, 'Bronze Sable');
    let s = attack(state, [[permanent(state, 'Scourge of the Throne'), 1], [courier, 2]]);
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = passUntil(resolveStack(s), (x) => x.decision?.kind === 'declareBlockers');
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    // player 2's Sable could block nothing, so player 2 is not asked (CR 509.1)
    expect(s.turn.step).toBe('declareBlockers');
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(s.combat?.attackers.find((a) => a.id === courier)?.blocked).toBe(false);
    s = toDeclare(passUntil(s, (x) => x.turn.step === 'endCombat'));
    expect(s.turn.number).toBe(state.turn.number);
    s = apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: courier, target: { player: 2 } }] });
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    expect(s.stack).toEqual([]);
    s = apply(s, { type: 'declareBlockers', player: 2, blockers: [{ blocker: sable, attacker: courier }] });
    expect(s.combat?.attackers[0]?.blockers).toEqual([sable]);
  });

  it('Silent Arbiter: no more than one creature can attack each combat, so one may attack in each of the two', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Bronze Sable'] }, {}, { life: 19, battlefield: ['Silent Arbiter'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toSecondCombat(state, [[permanent(state, 'Scourge of the Throne'), 1]]);
    expect(accepts(s, [[sable, 2]])).toBe(true);
    expect(refusal(s, [[sable, 2], [permanent(state, 'Scourge of the Throne'), 1]])).toBe('508.1c');
  });
});

describe('deathtouch, trample and protection (702.2c, 702.19b)', () => {
  it('a green trampler with deathtouch blocked by a creature with protection from green: 1 is lethal though it will be prevented, the rest may go to the player', () => {
    const { state } = scenario({ players: [{ battlefield: ['Pelakka Wurm'] }, { battlefield: ['token:wolf-2-2'] }], step: 'beginCombat', settings: { autoPass: 'never' } });
    const wurm = permanent(state, 'Pelakka Wurm');
    const wolf = permanent(state, 'token:wolf-2-2');
    let s = withKeywords(withKeywords(state, wurm, ['deathtouch']), wolf, ['protection from green']);
    s = passToStep(s, 'declareAttackers');
    s = applyAll(s, [{ type: 'declareAttacker', player: 0, attacker: wurm, target: { player: 1 } }, { type: 'confirmAttackers', player: 0 }]);
    s = passToStep(s, 'declareBlockers');
    s = applyAll(s, [{ type: 'declareBlocker', player: 1, blocker: wolf, attacker: wurm }, { type: 'confirmBlockers', player: 1 }]);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    expect(legalActions(s).flatMap((a) => (a.type === 'assignDamage' ? [[...a.amounts]] : []))[0]).toEqual([1, 6]);
    s = apply(s, { type: 'assignDamage', player: 0, attacker: wurm, amounts: [1, 6] });
    expect(life(s, 1)).toBe(14);
    expect(s.battlefield).toContain(wolf);
  });
});

describe('blocking requirements with menace and limits (509.1b–c, 702.111b)', () => {
  /** Player 0 casts Irresistible Prey on Deputized Protester (menace) and attacks player 1 with it; at player 1's declaration of blockers. */
  function preyed(defenders: string[]): { s: ReadonlyGameState; protester: ObjectId } {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Deputized Protester'], hand: ['Irresistible Prey'] }, { battlefield: defenders }, {}] });
    const protester = permanent(state, 'Deputized Protester');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: protester }]);
    return { s: passUntil(attack(s, [[protester, 1]]), (x) => x.decision?.kind === 'declareBlockers'), protester };
  }

  function blockRefusal(s: ReadonlyGameState, blocks: [ObjectId, ObjectId][]): string | undefined {
    const r = tryApply(s, { type: 'declareBlockers', player: 1, blockers: blocks.map(([blocker, attacker]) => ({ blocker, attacker })) });
    return r.ok ? undefined : r.error.rule;
  }

  it('"must be blocked if able" and menace, with two creatures that can block: blocking with both is required', () => {
    const { s, protester } = preyed(['Bronze Sable', 'Bronze Sable']);
    const [a, b] = permanents(s, 'Bronze Sable');
    expect(blockRefusal(s, [])).toBe('509.1c');
    expect(blockRefusal(s, [[a!, protester]])).toBeDefined();
    expect(blockRefusal(s, [[a!, protester], [b!, protester]])).toBeUndefined();
  });

  it('with one creature that can block, menace makes blocking impossible, so no block is required', () => {
    const { s } = preyed(['Bronze Sable']);
    expect(blockRefusal(s, [])).toBeUndefined();
  });

  it('with Silent Arbiter ("No more than one creature can block each combat"), no block is required', () => {
    const { s } = preyed(['Bronze Sable', 'Bronze Sable', 'Silent Arbiter']);
    expect(blockRefusal(s, [])).toBeUndefined();
  });
});

describe('trample and first strike across the two combat damage steps (702.19b: "damage already marked")', () => {
  it('a 3-power double striker with trample blocked by Silent Arbiter (1/5): all 3 to it first, then 2 more is lethal and 1 may go to the player', () => {
    const { state } = scenario({ players: [{ battlefield: ['token:beast-3-3'] }, { battlefield: ['Silent Arbiter'] }], step: 'beginCombat', settings: { autoPass: 'never' } });
    const beast = permanent(state, 'token:beast-3-3');
    const arbiter = permanent(state, 'Silent Arbiter');
    let s = withKeywords(state, beast, ['double strike', 'trample']);
    s = passToStep(s, 'declareAttackers');
    s = applyAll(s, [{ type: 'declareAttacker', player: 0, attacker: beast, target: { player: 1 } }, { type: 'confirmAttackers', player: 0 }]);
    s = passToStep(s, 'declareBlockers');
    s = applyAll(s, [{ type: 'declareBlocker', player: 1, blocker: arbiter, attacker: beast }, { type: 'confirmBlockers', player: 1 }]);
    // the first step has one division (all 3 to the blocker, short of lethal), made without asking
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    expect(s.turn.step).toBe('combatDamage');
    expect(s.objects[arbiter]!.damage).toBe(3);
    expect(life(s, 1)).toBe(20);
    expect(legalActions(s).flatMap((a) => (a.type === 'assignDamage' ? [[...a.amounts]] : []))).toEqual([[2, 1], [3, 0]]);
    s = apply(s, { type: 'assignDamage', player: 0, attacker: beast, amounts: [2, 1] });
    expect(life(s, 1)).toBe(19);
  });
});

describe('"At the beginning of combat on your turn" in an additional combat phase (500.8, 507)', () => {
  it('Fang of the Pack gives a creature melee at the beginning of each combat: in the second, it has two instances, each triggering (702.121b)', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Fang of the Pack', 'Bronze Sable'] }, {}, { life: 19 }] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const sable = permanent(state, 'Bronze Sable');
    /** Passes to the Fang's trigger at the beginning of combat and targets the Sable. */
    const fang = (x: ReadonlyGameState): ReadonlyGameState => {
      const t = passUntil(x, (y) => y.decision?.kind === 'putTrigger');
      expect(t.turn.step).toBe('beginCombat');
      return resolveStack(apply(t, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: sable }] }));
    };
    let s = fang(state);
    s = toDeclare(s);
    s = apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: scourge, target: { player: 1 } }, { attacker: sable, target: { player: 2 } }] });
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = resolveStack(s);
    expect(pt(s, sable)).toEqual([4, 3]);
    s = fang(passUntil(s, (x) => x.turn.step === 'endCombat'));
    s = toDeclare(s);
    expect(s.turn.number).toBe(state.turn.number);
    s = apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { player: 1 } }] });
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = resolveStack(s);
    expect(pt(s, sable)).toEqual([6, 5]);
  });
});

describe('protection that depends on being untapped (508.1f)', () => {
  it('Pristine Angel becomes tapped as it attacks, so it no longer has protection from all colors and a white flier may block it', () => {
    const { state } = setup({ players: [{ battlefield: ['Pristine Angel'] }, { battlefield: ['Wings of the Guard'] }, {}] });
    const angel = permanent(state, 'Pristine Angel');
    const s = block(attack(state, [[angel, 1]]), [[permanent(state, 'Wings of the Guard'), angel]]);
    expect(s.combat?.attackers[0]?.blockers).toEqual([permanent(state, 'Wings of the Guard')]);
  });
});

describe('protection regained while attacking (702.16e: checked as blockers are declared)', () => {
  it('Pristine Angel untapped by its own ability after attacking has protection from all colors again, so the white flier can no longer block it', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Pristine Angel', 'Plains', 'Plains'], hand: ['Raise the Alarm'] }, { battlefield: ['Wings of the Guard'] }, {}] });
    const angel = permanent(state, 'Pristine Angel');
    const wings = permanent(state, 'Wings of the Guard');
    let s = resolveTop(cast(attack(state, [[angel, 1]]), 0, ids.hand[0]![0]!));
    s = resolveStack(choose(s, [0]));
    expect(s.objects[angel]!.tapped).toBe(false);
    s = toBlockers(s);
    if (s.decision?.kind === 'declareBlockers') {
      expect(tryApply(s, { type: 'declareBlocker', player: 1, blocker: wings, attacker: angel }).ok).toBe(false);
      s = apply(s, { type: 'confirmBlockers', player: 1 });
    }
    expect(s.combat?.attackers[0]?.blocked).toBe(false);
  });
});
