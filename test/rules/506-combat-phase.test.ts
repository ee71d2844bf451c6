import { describe, expect, it } from 'vitest';
import { apply, legalActions, type Action, type ReadonlyGameState, type ObjectId } from '../../src/index.js';
import { scenario, type ScenarioSpec } from '../../src/testing/index.js';
import { applyAll, events, expectRefused, mark, passToStep, stepsSince } from './helpers.js';

/** A scenario at the beginning of combat, passed on to the declaration of attackers. */
function combat(players: ScenarioSpec['players'], active = 0): { s: ReadonlyGameState; ids: ObjectId[][] } {
  const { state, ids } = scenario({ players, active, step: 'beginCombat', settings: { autoPass: 'never' } });
  return { s: passToStep(state, 'declareAttackers'), ids: ids.battlefield };
}

function attack(s: ReadonlyGameState, player: number, attacks: [ObjectId, number][]): ReadonlyGameState {
  return applyAll(s, [
    ...attacks.map(([attacker, target]): Action => ({ type: 'declareAttacker', player, attacker, target: { player: target } })),
    { type: 'confirmAttackers', player },
  ]);
}

function block(s: ReadonlyGameState, player: number, blocks: [ObjectId, ObjectId][]): ReadonlyGameState {
  return applyAll(s, [
    ...blocks.map(([blocker, attacker]): Action => ({ type: 'declareBlocker', player, blocker, attacker })),
    { type: 'confirmBlockers', player },
  ]);
}

describe('506 Combat Phase', () => {
  it('508.1a: the active player declares attackers with creatures that can attack', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3', { card: 'token:wolf-2-2', tapped: true }] }, {}]);
    expect(s.decision).toMatchObject({ kind: 'declareAttackers', player: 0 });
    expect(legalActions(s)).toEqual([
      { type: 'declareAttacker', player: 0, attacker: ids[0]![0], target: { player: 1 } },
      { type: 'confirmAttackers', player: 0 },
    ]);
    expectRefused(s, { type: 'declareAttacker', player: 0, attacker: ids[0]![1]!, target: { player: 1 } }, 'illegal', '508.1a');
  });

  it('508.1f: an attacking creature becomes tapped; the attack is logged with its rule', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3'] }, {}]);
    const beast = ids[0]![0]!;
    const after = attack(s, 0, [[beast, 1]]);
    expect(after.objects[beast]!.tapped).toBe(true);
    expect(events(after, 'attack')).toEqual([expect.objectContaining({ rule: '508.1', object: beast, toPlayer: 1 })]);
    expect(after.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('508.1b: a creature can attack only an opponent', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3'] }, {}]);
    expectRefused(s, { type: 'declareAttacker', player: 0, attacker: ids[0]![0]!, target: { player: 0 } }, 'illegal', '508.1b');
  });

  it('508.1a: only the active player\'s own creatures attack', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3'] }, { battlefield: ['token:wolf-2-2'] }]);
    expectRefused(s, { type: 'declareAttacker', player: 0, attacker: ids[1]![0]!, target: { player: 1 } }, 'illegal', '508.1a');
    expectRefused(s, { type: 'declareAttacker', player: 1, attacker: ids[1]![0]!, target: { player: 0 } }, 'wrongDecision', '508.1');
  });

  it('302.6: a creature that came under its controller\'s control this turn can\'t attack', () => {
    const { s, ids } = combat([{ battlefield: [{ card: 'token:beast-3-3', sick: true }, 'token:wolf-2-2'] }, {}]);
    expect(legalActions(s).filter((a) => a.type === 'declareAttacker').map((a) => (a as { attacker: number }).attacker)).toEqual([ids[0]![1]]);
    expectRefused(s, { type: 'declareAttacker', player: 0, attacker: ids[0]![0]!, target: { player: 1 } }, 'illegal', '508.1a');
  });

  it('302.6/702.10: a creature with haste can attack the turn it came under its controller\'s control', () => {
    const { s, ids } = combat([{ battlefield: [{ card: 'token:assassin-1-1-deathtouch-haste', sick: true }] }, {}]);
    const after = attack(s, 0, [[ids[0]![0]!, 1]]);
    expect(after.combat?.attackers.map((a) => a.id)).toEqual([ids[0]![0]]);
  });

  it('302.6: summoning sickness wears off when the controller\'s next turn begins', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: [{ card: 'token:beast-3-3', sick: true }], library: ['Forest', 'Forest'] }, { library: ['Forest', 'Forest'] }],
      step: 'beginCombat',
      settings: { autoPass: 'never' },
    });
    // this turn it can't attack: there is no declaration to make
    let s = passToStep(state, 'main2');
    expect(s.turn.number).toBe(2);
    expect(events(s, 'attack')).toEqual([]);
    s = passToStep(s, 'declareAttackers', 4);
    expect(s.decision).toMatchObject({ kind: 'declareAttackers', player: 0 });
    expect(legalActions(s)).toContainEqual({ type: 'declareAttacker', player: 0, attacker: ids.battlefield[0]![0], target: { player: 1 } });
  });

  it('802.3: in a multiplayer game each attacking creature chooses which opponent it attacks', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, {}, {}]);
    const [beast, wolf] = ids[0]!;
    expect(legalActions(s).filter((a) => a.type === 'declareAttacker')).toEqual([
      { type: 'declareAttacker', player: 0, attacker: beast, target: { player: 1 } },
      { type: 'declareAttacker', player: 0, attacker: beast, target: { player: 2 } },
      { type: 'declareAttacker', player: 0, attacker: wolf, target: { player: 1 } },
      { type: 'declareAttacker', player: 0, attacker: wolf, target: { player: 2 } },
    ]);
    let after = attack(s, 0, [[beast!, 1], [wolf!, 2]]);
    expect(after.combat?.attackers.map((a) => [a.id, a.defender])).toEqual([[beast, 1], [wolf, 2]]);
    expect(after.combat?.attackedPlayers).toEqual([1, 2]);
    after = passToStep(after, 'endCombat');
    expect(after.players.map((p) => p.life)).toEqual([20, 17, 18]);
  });

  it('800.4e: combat damage that would be assigned to a player who has left the game isn\'t assigned', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, {}, {}]);
    const [beast, wolf] = ids[0]!;
    let after = attack(s, 0, [[beast!, 1], [wolf!, 2]]);
    after = apply(after, { type: 'concede', player: 1 });
    after = passToStep(after, 'endCombat');
    expect(events(after, 'damage').map((e) => [e.object, e.toPlayer])).toEqual([[wolf, 2]]);
    expect(after.players[2]!.life).toBe(18);
  });

  it('802.4: each defending player declares blockers in APNAP order; unattacked players are not asked', () => {
    // player 2 is active: APNAP order is 2, 3, 0, 1
    const { s, ids } = combat([{ battlefield: ['token:zombie-2-2'] }, { battlefield: ['token:insect-1-1'] }, { battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: ['token:elephant-3-3'] }], 2);
    const [beast, wolf] = ids[2]!;
    let after = attack(s, 2, [[beast!, 0], [wolf!, 3]]);
    after = passToStep(after, 'declareBlockers');
    const order: number[] = [];
    while (after.decision?.kind === 'declareBlockers') {
      order.push(after.decision.player);
      after = apply(after, { type: 'confirmBlockers', player: after.decision.player });
    }
    expect(order).toEqual([3, 0]);
    expect(after.decision).toEqual({ kind: 'priority', player: 2 });
  });

  it('802.4a: a defending player blocks only creatures attacking them', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: ['token:zombie-2-2'] }, { battlefield: ['token:elephant-3-3'] }]);
    const [beast, wolf] = ids[0]!;
    const zombie = ids[1]![0]!;
    const elephant = ids[2]![0]!;
    let after = passToStep(attack(s, 0, [[beast!, 1], [wolf!, 2]]), 'declareBlockers');
    expect(after.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    expect(legalActions(after)).toEqual([
      { type: 'declareBlocker', player: 1, blocker: zombie, attacker: beast },
      { type: 'confirmBlockers', player: 1 },
    ]);
    expectRefused(after, { type: 'declareBlocker', player: 1, blocker: zombie, attacker: wolf! }, 'illegal', '802.4a');
    after = block(after, 1, [[zombie, beast!]]);
    expect(after.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
    expectRefused(after, { type: 'declareBlocker', player: 2, blocker: elephant, attacker: beast! }, 'illegal', '802.4a');
    expect(() => block(after, 2, [[elephant, wolf!]])).not.toThrow();
  });

  it('509.1a: a defending player blocks only with untapped creatures they control', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: [{ card: 'token:zombie-2-2', tapped: true }, 'token:insect-1-1'] }]);
    const [beast] = ids[0]!;
    const [zombie, insect] = ids[1]!;
    const after = passToStep(attack(s, 0, [[beast!, 1]]), 'declareBlockers');
    expectRefused(after, { type: 'declareBlocker', player: 1, blocker: zombie!, attacker: beast! }, 'illegal', '509.1a');
    expectRefused(after, { type: 'declareBlocker', player: 1, blocker: ids[0]![1]!, attacker: beast! }, 'illegal', '509.1a');
    const blocked = block(after, 1, [[insect!, beast!]]);
    expect(blocked.combat?.attackers[0]).toMatchObject({ id: beast, blocked: true, blockers: [insect] });
    expect(events(blocked, 'block')).toEqual([expect.objectContaining({ rule: '509.1', object: insect, to: beast })]);
  });

  it('509.1a: a creature blocks only one attacker', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: ['token:zombie-2-2'] }]);
    const [beast, wolf] = ids[0]!;
    const zombie = ids[1]![0]!;
    let after = passToStep(attack(s, 0, [[beast!, 1], [wolf!, 1]]), 'declareBlockers');
    after = apply(after, { type: 'declareBlocker', player: 1, blocker: zombie, attacker: beast! });
    expectRefused(after, { type: 'declareBlocker', player: 1, blocker: zombie, attacker: wolf! }, 'illegal', '509.1a');
  });

  it('510.1b/510.2: an unblocked creature deals its damage to the player it attacks; blocked and blocking creatures damage each other at once', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: ['token:zombie-2-2'] }]);
    const [beast, wolf] = ids[0]!;
    const zombie = ids[1]![0]!;
    let after = passToStep(attack(s, 0, [[beast!, 1], [wolf!, 1]]), 'declareBlockers');
    after = passToStep(block(after, 1, [[zombie, wolf!]]), 'combatDamage');
    expect(after.players[1]!.life).toBe(17);
    // the wolf and the zombie dealt their damage simultaneously and both died (CR 704.5g)
    expect(after.battlefield).toEqual([beast]);
    const damage = events(after, 'damage');
    expect(damage.map((e) => [e.object, e.to ?? `player ${e.toPlayer}`, e.amount, e.rule])).toEqual([
      [beast, 'player 1', 3, '510.2'],
      [wolf, zombie, 2, '510.2'],
      [zombie, wolf, 2, '510.2'],
    ]);
  });

  it('510.1c: an attacker blocked by several creatures divides its damage among them as its controller chooses', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3'] }, { battlefield: ['token:insect-1-1', 'token:squirrel-1-1'] }]);
    const beast = ids[0]![0]!;
    const [insect, squirrel] = ids[1]!;
    let after = passToStep(attack(s, 0, [[beast, 1]]), 'declareBlockers');
    after = block(after, 1, [[insect!, beast], [squirrel!, beast]]);
    after = passToStep(after, 'combatDamage');
    expect(after.decision).toEqual({ kind: 'assignDamage', player: 0, attacker: beast, firstStrike: false });
    expect(legalActions(after)).toEqual([[0, 3], [1, 2], [2, 1], [3, 0]].map((amounts) => ({ type: 'assignDamage', player: 0, attacker: beast, amounts })));
    expectRefused(after, { type: 'assignDamage', player: 0, attacker: beast, amounts: [2, 2] }, 'illegal', '510.1c');
    expectRefused(after, { type: 'assignDamage', player: 0, attacker: beast, amounts: [1, 1, 1] }, 'illegal', '510.1c');
    const all = apply(after, { type: 'assignDamage', player: 0, attacker: beast, amounts: [1, 2] });
    expect(all.battlefield).toEqual([beast]);
    expect(all.objects[beast]!.damage).toBe(2);
    const one = apply(after, { type: 'assignDamage', player: 0, attacker: beast, amounts: [3, 0] });
    expect(one.battlefield).toEqual([beast, squirrel]);
    expect(one.players[1]!.life).toBe(20);
  });

  it('510.1c: an attacker blocked by one creature assigns all its damage to it without a choice', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3'] }, { battlefield: ['token:ogre-4-4'] }]);
    const beast = ids[0]![0]!;
    const ogre = ids[1]![0]!;
    let after = passToStep(attack(s, 0, [[beast, 1]]), 'declareBlockers');
    after = passToStep(block(after, 1, [[ogre, beast]]), 'combatDamage');
    expect(after.decision).toEqual({ kind: 'priority', player: 0 });
    expect(after.objects[ogre]!.damage).toBe(3);
    expect(after.players[1]!.life).toBe(20);
  });

  it('508.8: if no creatures attack, the declare blockers and combat damage steps are skipped (after priority in the declare attackers step, 508.2)', () => {
    const { s } = combat([{ battlefield: ['token:beast-3-3'] }, { battlefield: ['token:wolf-2-2'] }]);
    const from = mark(s);
    let after = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(after.turn.step).toBe('declareAttackers');
    expect(after.decision).toEqual({ kind: 'priority', player: 0 });
    after = passToStep(after, 'endCombat');
    expect(stepsSince(after, from)).toEqual([['endCombat', '511']]);
  });

  it('508.1: with no creature able to attack, there is no declaration to make', () => {
    const { state } = scenario({ players: [{ battlefield: [{ card: 'token:beast-3-3', tapped: true }] }, {}], step: 'beginCombat', settings: { autoPass: 'never' } });
    const from = mark(state);
    const s = passToStep(state, 'endCombat');
    expect(stepsSince(s, from).map(([step]) => step)).toEqual(['declareAttackers', 'endCombat']);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('511.3: after the end of combat step, creatures are removed from combat', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3'] }, {}]);
    let after = attack(s, 0, [[ids[0]![0]!, 1]]);
    after = passToStep(after, 'endCombat');
    expect(after.combat?.attackers).toHaveLength(1);
    after = passToStep(after, 'main2');
    expect(after.combat).toBeNull();
  });

  it('508.1: a creature can be taken back out of the declaration before it is confirmed (accepted, though never listed)', () => {
    const { s, ids } = combat([{ battlefield: ['token:beast-3-3'] }, {}]);
    const beast = ids[0]![0]!;
    let after = apply(s, { type: 'declareAttacker', player: 0, attacker: beast, target: { player: 1 } });
    expect(legalActions(after)).toEqual([{ type: 'confirmAttackers', player: 0 }]);
    after = apply(after, { type: 'undeclareAttacker', player: 0, attacker: beast });
    after = apply(after, { type: 'confirmAttackers', player: 0 });
    expect(after.objects[beast]!.tapped).toBe(false);
    expect(after.combat?.attackers).toEqual([]);
    const from = mark(after);
    expect(stepsSince(passToStep(after, 'endCombat'), from)).toEqual([['endCombat', '511']]);
  });
});
