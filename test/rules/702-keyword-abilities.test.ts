import { describe, expect, it } from 'vitest';
import { apply, legalActions, type Action, type ReadonlyGameState, type Keyword, type ObjectId } from '../../src/index.js';
import { scenario, type ScenarioSpec } from '../../src/testing/index.js';
import { applyAll, events, expectRefused, mark, passToStep, passUntil, stepsSince, withKeywords } from './helpers.js';

/**
 * A two-player combat: player 0 attacks player 1. `grant` gives keywords until end of turn to
 * permanents by [player, index], for keywords no card of the pool has yet.
 */
function combat(players: ScenarioSpec['players'], grant: [number, number, Keyword[]][] = []): { s: ReadonlyGameState; ids: ObjectId[][] } {
  const { state, ids } = scenario({ players, step: 'beginCombat', settings: { autoPass: 'never' } });
  let s = state;
  for (const [p, i, keywords] of grant) s = withKeywords(s, ids.battlefield[p]![i]!, keywords);
  return { s: passToStep(s, 'declareAttackers'), ids: ids.battlefield };
}

function attack(s: ReadonlyGameState, attackers: ObjectId[]): ReadonlyGameState {
  const after = applyAll(s, [
    ...attackers.map((attacker): Action => ({ type: 'declareAttacker', player: 0, attacker, target: { player: 1 } })),
    { type: 'confirmAttackers', player: 0 },
  ]);
  return passToStep(after, 'declareBlockers');
}

function block(s: ReadonlyGameState, blocks: [ObjectId, ObjectId][]): ReadonlyGameState {
  return applyAll(s, [
    ...blocks.map(([blocker, attacker]): Action => ({ type: 'declareBlocker', player: 1, blocker, attacker })),
    { type: 'confirmBlockers', player: 1 },
  ]);
}

/** The blockers the defending player may declare, as [blocker, attacker] pairs. */
function blockOptions(s: ReadonlyGameState): [number, number][] {
  return legalActions(s).flatMap((a) => (a.type === 'declareBlocker' ? [[a.blocker, a.attacker] as [number, number]] : []));
}

describe('702.2 Deathtouch', () => {
  it('702.2b: a creature dealt any damage by a source with deathtouch is destroyed', () => {
    const { s, ids } = combat([{ battlefield: ['token:assassin-1-1-deathtouch-haste'] }, { battlefield: ['token:lizard-8-8'] }]);
    const assassin = ids[0]![0]!;
    const lizard = ids[1]![0]!;
    const after = passToStep(block(attack(s, [assassin]), [[lizard, assassin]]), 'combatDamage');
    expect(after.battlefield).toEqual([]);
    expect(events(after, 'stateBasedAction').map((e) => [e.object, e.rule])).toEqual([[assassin, '704.5g'], [lizard, '704.5h']]);
  });

  it('702.2c/702.19b: with trample, one damage to each blocker counts as lethal', () => {
    // a 3/3 with deathtouch (two +1/+1 counters) and trample, so a choice remains
    const { s, ids } = combat(
      [{ battlefield: [{ card: 'token:assassin-1-1-deathtouch-haste', counters: { '+1/+1': 2 } }] }, { battlefield: ['token:beast-3-3'] }],
      [[0, 0, ['trample']]],
    );
    const assassin = ids[0]![0]!;
    const beast = ids[1]![0]!;
    let after = passToStep(block(attack(s, [assassin]), [[beast, assassin]]), 'combatDamage');
    expect(after.decision).toMatchObject({ kind: 'assignDamage', attacker: assassin });
    expect(legalActions(after).map((a) => (a as { amounts: number[] }).amounts)).toEqual([[1, 2], [2, 1], [3, 0]]);
    after = apply(after, { type: 'assignDamage', player: 0, attacker: assassin, amounts: [1, 2] });
    expect(after.players[1]!.life).toBe(18);
    expect(after.battlefield).not.toContain(beast);
  });
});

describe('702.3 Defender', () => {
  it('702.3b: a creature with defender can\'t attack, but it can block', () => {
    const { s, ids } = combat([{ battlefield: ['token:construct-1-1-defender', 'token:wolf-2-2'] }, { battlefield: ['token:soldier-1-2-defender'] }]);
    const [construct, wolf] = ids[0]!;
    expect(legalActions(s).filter((a) => a.type === 'declareAttacker')).toEqual([{ type: 'declareAttacker', player: 0, attacker: wolf, target: { player: 1 } }]);
    expectRefused(s, { type: 'declareAttacker', player: 0, attacker: construct!, target: { player: 1 } }, 'illegal');
    const after = block(attack(s, [wolf!]), [[ids[1]![0]!, wolf!]]);
    expect(after.combat?.attackers[0]?.blockers).toEqual([ids[1]![0]]);
  });
});

describe('702.9 Flying and 702.17 Reach', () => {
  it('702.9b: a creature with flying can be blocked only by creatures with flying or reach', () => {
    const { s, ids } = combat([{ battlefield: ['token:spirit-1-1-flying'] }, { battlefield: ['token:beast-3-3', 'token:spirit-1-1-flying', 'Sporecap Spider'] }]);
    const spirit = ids[0]![0]!;
    const [beast, theirSpirit, spider] = ids[1]!;
    const after = attack(s, [spirit]);
    expect(blockOptions(after)).toEqual([[theirSpirit, spirit], [spider, spirit]]);
    expectRefused(after, { type: 'declareBlocker', player: 1, blocker: beast!, attacker: spirit }, 'illegal', '702.9b');
    expect(block(after, [[spider!, spirit]]).combat?.attackers[0]?.blocked).toBe(true);
  });

  it('702.9b: flying does not stop a creature with flying from blocking a creature without it', () => {
    const { s, ids } = combat([{ battlefield: ['token:wolf-2-2'] }, { battlefield: ['token:spirit-1-1-flying'] }]);
    const after = attack(s, [ids[0]![0]!]);
    expect(blockOptions(after)).toEqual([[ids[1]![0], ids[0]![0]]]);
  });
});

describe('702.36 Fear', () => {
  it('702.36b: a creature with fear can be blocked only by artifact creatures and/or black creatures', () => {
    const { s, ids } = combat(
      [{ battlefield: ['token:wolf-2-2'] }, { battlefield: ['token:beast-3-3', 'token:zombie-2-2', 'token:construct-1-1-defender', 'token:soldier-1-1'] }],
      [[0, 0, ['fear']]],
    );
    const wolf = ids[0]![0]!;
    const [beast, zombie, construct, soldier] = ids[1]!;
    const after = attack(s, [wolf]);
    expect(blockOptions(after)).toEqual([[zombie, wolf], [construct, wolf]]);
    expectRefused(after, { type: 'declareBlocker', player: 1, blocker: beast!, attacker: wolf }, 'illegal', '702.36b');
    expectRefused(after, { type: 'declareBlocker', player: 1, blocker: soldier!, attacker: wolf }, 'illegal', '702.36b');
  });
});

describe('702.13 Intimidate', () => {
  it('702.13b: a creature with intimidate can be blocked only by artifact creatures and creatures sharing a color with it', () => {
    const { s, ids } = combat(
      [{ battlefield: ['token:wolf-2-2'] }, { battlefield: ['token:beast-3-3', 'token:zombie-2-2', 'token:construct-1-1-defender', 'token:soldier-1-1'] }],
      [[0, 0, ['intimidate']]],
    );
    const wolf = ids[0]![0]!;
    const [beast, zombie, construct, soldier] = ids[1]!;
    const after = attack(s, [wolf]);
    // the green wolf: the green beast shares its color, the construct is an artifact
    expect(blockOptions(after)).toEqual([[beast, wolf], [construct, wolf]]);
    expectRefused(after, { type: 'declareBlocker', player: 1, blocker: zombie!, attacker: wolf }, 'illegal', '702.13b');
    expectRefused(after, { type: 'declareBlocker', player: 1, blocker: soldier!, attacker: wolf }, 'illegal', '702.13b');
  });
});

describe('702.111 Menace', () => {
  it('702.111b: a creature with menace can\'t be blocked except by two or more creatures', () => {
    const { s, ids } = combat([{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }], [[0, 0, ['menace']]]);
    const ogre = ids[0]![0]!;
    const [beast, wolf] = ids[1]!;
    let after = attack(s, [ogre]);
    after = apply(after, { type: 'declareBlocker', player: 1, blocker: beast!, attacker: ogre });
    expect(legalActions(after)).not.toContainEqual({ type: 'confirmBlockers', player: 1 });
    expectRefused(after, { type: 'confirmBlockers', player: 1 }, 'illegal', '702.111b');
    after = apply(after, { type: 'declareBlocker', player: 1, blocker: wolf!, attacker: ogre });
    expect(legalActions(after)).toContainEqual({ type: 'confirmBlockers', player: 1 });
    after = apply(after, { type: 'confirmBlockers', player: 1 });
    expect(after.combat?.attackers[0]?.blockers).toEqual([beast, wolf]);
  });

  it('702.111b: not blocking a creature with menace at all is legal', () => {
    const { s, ids } = combat([{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['token:beast-3-3'] }], [[0, 0, ['menace']]]);
    const after = passToStep(block(attack(s, [ids[0]![0]!]), []), 'combatDamage');
    expect(after.players[1]!.life).toBe(16);
  });
});

describe('702.7 First Strike and 702.4 Double Strike', () => {
  it('510.4/702.7b: with first strike in combat there is a first-strike damage step; the creature it kills deals no damage', () => {
    const { s, ids } = combat([{ battlefield: ['token:wolf-2-2'] }, { battlefield: ['token:zombie-2-2'] }], [[0, 0, ['first strike']]]);
    const wolf = ids[0]![0]!;
    const zombie = ids[1]![0]!;
    const from = mark(s);
    const after = passToStep(block(attack(s, [wolf]), [[zombie, wolf]]), 'main2');
    expect(stepsSince(after, from).map(([step, rule]) => `${step} ${rule}`)).toEqual([
      'declareBlockers 509', 'firstStrikeDamage 510.4', 'combatDamage 510', 'endCombat 511', 'main2 505',
    ]);
    expect(after.battlefield).toEqual([wolf]);
    expect(after.objects[wolf]!.damage).toBe(0);
    expect(events(after, 'damage').map((e) => e.object)).toEqual([wolf]);
  });

  it('510.4: first strike gained before the damage step begins gives the combat a first-strike damage step', () => {
    const { s, ids } = combat([{ battlefield: ['token:wolf-2-2', 'Plains', 'Plains'], hand: ['Zealous Strike'] }, { battlefield: ['token:ogre-4-4'] }]);
    const wolf = ids[0]![0]!;
    const ogre = ids[1]![0]!;
    let after = block(attack(s, [wolf]), [[ogre, wolf]]);
    expect(after.decision).toEqual({ kind: 'priority', player: 0 });
    const hand = after.players[0]!.hand[0]!;
    after = apply(after, { type: 'cast', player: 0, card: hand, targets: [{ object: wolf }], x: 0 });
    after = passUntil(after, (x) => x.stack.length === 0);
    after = passToStep(after, 'firstStrikeDamage');
    // the 4/4 first striker killed the ogre before it could deal damage
    expect(after.battlefield).not.toContain(ogre);
    after = passToStep(after, 'main2');
    expect(after.objects[wolf]!.damage).toBe(0);
    expect(after.battlefield).toContain(wolf);
  });

  it('510.4: without first strike or double strike in combat there is only one damage step', () => {
    const { s, ids } = combat([{ battlefield: ['token:wolf-2-2'] }, { battlefield: ['token:zombie-2-2'] }]);
    const from = mark(s);
    const after = passToStep(block(attack(s, [ids[0]![0]!]), [[ids[1]![0]!, ids[0]![0]!]]), 'main2');
    expect(stepsSince(after, from).map(([step]) => step)).not.toContain('firstStrikeDamage');
  });

  it('510.4: a first striker deals no damage again in the regular step; others deal theirs only there', () => {
    const { s, ids } = combat([{ battlefield: ['token:wolf-2-2', 'token:beast-3-3'] }, {}], [[0, 0, ['first strike']]]);
    const [wolf, beast] = ids[0]!;
    let after = passToStep(attack(s, [wolf!, beast!]), 'firstStrikeDamage');
    expect(after.players[1]!.life).toBe(18);
    after = passToStep(after, 'combatDamage');
    expect(after.players[1]!.life).toBe(15);
    expect(events(after, 'damage').map((e) => [e.object, e.amount])).toEqual([[wolf, 2], [beast, 3]]);
  });

  it('702.4b: a creature with double strike deals damage in both damage steps', () => {
    const { s, ids } = combat([{ battlefield: ['token:wolf-2-2'] }, {}], [[0, 0, ['double strike']]]);
    let after = passToStep(attack(s, [ids[0]![0]!]), 'firstStrikeDamage');
    expect(after.players[1]!.life).toBe(18);
    after = passToStep(after, 'endCombat');
    expect(after.players[1]!.life).toBe(16);
  });

  it('509.1h/510.1c: a blocked creature whose blocker is gone stays blocked and deals no combat damage', () => {
    const { s, ids } = combat([{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['token:insect-1-1'] }], [[0, 0, ['double strike']]]);
    const ogre = ids[0]![0]!;
    let after = passToStep(block(attack(s, [ogre]), [[ids[1]![0]!, ogre]]), 'firstStrikeDamage');
    expect(after.battlefield).toEqual([ogre]);
    after = passToStep(after, 'endCombat');
    expect(after.combat?.attackers[0]).toMatchObject({ id: ogre, blocked: true });
    expect(after.players[1]!.life).toBe(20);
  });

  it('702.4b: a blocked double striker damages its blocker twice', () => {
    const { s, ids } = combat([{ battlefield: ['token:wolf-2-2'] }, { battlefield: ['token:elephant-3-3'] }], [[0, 0, ['double strike']]]);
    const wolf = ids[0]![0]!;
    const elephant = ids[1]![0]!;
    let after = passToStep(block(attack(s, [wolf]), [[elephant, wolf]]), 'firstStrikeDamage');
    expect(after.objects[elephant]!.damage).toBe(2);
    expect(after.objects[wolf]!.damage).toBe(0);
    after = passToStep(after, 'endCombat');
    // both dealt their damage in the second step: the elephant took 4 and died, and so did the wolf
    expect(after.battlefield).toEqual([]);
  });
});

describe('702.19 Trample', () => {
  it('702.19b: lethal damage must be assigned to the blocker before the rest may go to the player', () => {
    const { s, ids } = combat([{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['token:wolf-2-2'] }], [[0, 0, ['trample']]]);
    const ogre = ids[0]![0]!;
    const wolf = ids[1]![0]!;
    let after = passToStep(block(attack(s, [ogre]), [[wolf, ogre]]), 'combatDamage');
    expect(after.decision).toEqual({ kind: 'assignDamage', player: 0, attacker: ogre, firstStrike: false });
    expect(legalActions(after).map((a) => (a as { amounts: number[] }).amounts)).toEqual([[2, 2], [3, 1], [4, 0]]);
    expectRefused(after, { type: 'assignDamage', player: 0, attacker: ogre, amounts: [1, 3] }, 'illegal', '510.1c');
    after = apply(after, { type: 'assignDamage', player: 0, attacker: ogre, amounts: [2, 2] });
    expect(after.players[1]!.life).toBe(18);
    expect(after.battlefield).toEqual([ogre]);
  });

  it('702.19b: damage already marked on the blocker counts toward lethal damage', () => {
    const { s, ids } = combat([{ battlefield: ['token:ogre-4-4'] }, { battlefield: [{ card: 'token:beast-3-3', damage: 2 }] }], [[0, 0, ['trample']]]);
    const ogre = ids[0]![0]!;
    const after = passToStep(block(attack(s, [ogre]), [[ids[1]![0]!, ogre]]), 'combatDamage');
    expect(legalActions(after).map((a) => (a as { amounts: number[] }).amounts)).toEqual([[1, 3], [2, 2], [3, 1], [4, 0]]);
  });

  it('702.19b: an attacker with trample blocked by several creatures assigns lethal damage to each before the player', () => {
    const { s, ids } = combat([{ battlefield: ['token:lizard-8-8'] }, { battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }], [[0, 0, ['trample']]]);
    const lizard = ids[0]![0]!;
    const [beast, wolf] = ids[1]!;
    let after = passToStep(block(attack(s, [lizard]), [[beast!, lizard], [wolf!, lizard]]), 'combatDamage');
    const divisions = legalActions(after).map((a) => (a as { amounts: number[] }).amounts);
    for (const [b, w, p] of divisions) if (p! > 0) expect(b! >= 3 && w! >= 2).toBe(true);
    expect(divisions).toContainEqual([3, 2, 3]);
    expect(divisions).not.toContainEqual([2, 2, 4]);
    after = apply(after, { type: 'assignDamage', player: 0, attacker: lizard, amounts: [3, 2, 3] });
    expect(after.players[1]!.life).toBe(17);
    expect(after.battlefield).toEqual([lizard]);
  });

  it('702.19d: a blocked trampler whose blockers are all gone assigns all its damage to the player', () => {
    // double strike kills the blocker in the first-strike step; in the second step nothing blocks it
    const { s, ids } = combat([{ battlefield: ['token:lizard-8-8'] }, { battlefield: ['token:beast-3-3'] }], [[0, 0, ['trample', 'double strike']]]);
    const lizard = ids[0]![0]!;
    let after = passToStep(block(attack(s, [lizard]), [[ids[1]![0]!, lizard]]), 'firstStrikeDamage');
    after = apply(after, { type: 'assignDamage', player: 0, attacker: lizard, amounts: [8, 0] });
    expect(after.battlefield).toEqual([lizard]);
    expect(after.players[1]!.life).toBe(20);
    after = passToStep(after, 'combatDamage');
    expect(after.decision).toEqual({ kind: 'priority', player: 0 });
    expect(after.players[1]!.life).toBe(12);
  });

  it('702.19a: a creature without trample deals no damage to the player when blocked', () => {
    const { s, ids } = combat([{ battlefield: ['token:lizard-8-8'] }, { battlefield: ['token:insect-1-1'] }]);
    const lizard = ids[0]![0]!;
    const after = passToStep(block(attack(s, [lizard]), [[ids[1]![0]!, lizard]]), 'main2');
    expect(after.players[1]!.life).toBe(20);
  });
});

describe('702.15 Lifelink', () => {
  it('702.15b: damage dealt by a source with lifelink makes its controller gain that much life, attacking or blocking', () => {
    const { s, ids } = combat([{ battlefield: ['Child of Night', 'token:beast-3-3'] }, { battlefield: ['Child of Night'] }]);
    const [child, beast] = ids[0]!;
    const blocker = ids[1]![0]!;
    const after = passToStep(block(attack(s, [child!, beast!]), [[blocker, beast!]]), 'main2');
    // the attacking Child's 2 to player 1 gains player 0 two; the blocking Child's 2 to the beast gains player 1 two
    expect(after.players[0]!.life).toBe(22);
    expect(after.players[1]!.life).toBe(20);
    expect(events(after, 'gainLife').map((e) => [e.player, e.amount, e.rule])).toEqual([[0, 2, '702.15b'], [1, 2, '702.15b']]);
  });

  it('702.15e, 119.9: a trampling source with lifelink dealing combat damage to its blocker and the player at once causes one life gain event; two such sources cause one each', () => {
    const { s, ids } = combat([{ battlefield: ['Child of Night', 'token:beast-3-3'] }, { battlefield: ['token:wolf-2-2'] }], [[0, 1, ['lifelink', 'trample']]]);
    const [child, beast] = ids[0]!;
    let after = passToStep(block(attack(s, [child!, beast!]), [[ids[1]![0]!, beast!]]), 'combatDamage');
    after = apply(after, { type: 'assignDamage', player: 0, attacker: beast!, amounts: [2, 1] });
    after = passToStep(after, 'main2');
    // the beast's 2 to the wolf and 1 to player 1 are one gain of 3; the Child's 2 is another
    expect(events(after, 'gainLife').map((e) => [e.player, e.amount, e.rule])).toEqual([[0, 2, '702.15b'], [0, 3, '702.15b']]);
    expect(after.players[0]!.life).toBe(25);
  });
});

describe('702.20 Vigilance', () => {
  it('702.20b: attacking doesn\'t cause a creature with vigilance to tap', () => {
    const { s, ids } = combat([{ battlefield: ['Brushstrider', 'token:beast-3-3'] }, {}]);
    const [strider, beast] = ids[0]!;
    const after = attack(s, [strider!, beast!]);
    expect(after.objects[strider!]!.tapped).toBe(false);
    expect(after.objects[beast!]!.tapped).toBe(true);
  });
});

describe('702.8 Flash', () => {
  it('702.8a: a creature spell with flash may be cast any time an instant could be; one without it may not', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['token:beast-3-3'] }, { hand: ['Cloaked Siren', 'Wild Griffin'], battlefield: ['Island', 'Island', 'Island', 'Plains'] }],
      step: 'beginCombat',
      settings: { autoPass: 'never' },
    });
    const [siren, griffin] = ids.hand[1]!;
    // player 1 has priority in player 0's beginning of combat
    const s = apply(state, { type: 'pass', player: 0 });
    const casts = legalActions(s).filter((a) => a.type === 'cast').map((a) => (a as { card: number }).card);
    expect(casts).toEqual([siren]);
    expectRefused(s, { type: 'cast', player: 1, card: griffin!, targets: [], x: 0 }, 'illegal', '601.3');
    const cast = apply(s, { type: 'cast', player: 1, card: siren!, targets: [], x: 0 });
    const resolved = passUntil(cast, (x) => x.stack.length === 0);
    expect(resolved.turn.step).toBe('beginCombat');
    expect(resolved.battlefield.map((id) => resolved.objects[id]!.card)).toContain('Cloaked Siren');
  });
});

describe('702.11 Hexproof', () => {
  it('702.11b: a permanent with hexproof can\'t be the target of spells its controller\'s opponents control', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'token:beast-3-3'] },
        { hand: ['Zealous Strike'], battlefield: ['Ascended Lawmage', 'Plains', 'Plains'] },
      ],
      settings: { autoPass: 'never' },
    });
    const beast = ids.battlefield[0]![3]!;
    const lawmage = ids.battlefield[1]![0]!;
    const murders = legalActions(state).filter((a) => a.type === 'cast').map((a) => (a as { targets: unknown[] }).targets);
    expect(murders).toEqual([[{ object: beast }]]);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: lawmage }], x: 0 }, 'badTarget', '601.2c');
    // its controller may target it
    const s = apply(state, { type: 'pass', player: 0 });
    const strikes = legalActions(s).filter((a) => a.type === 'cast').map((a) => (a as { targets: unknown[] }).targets);
    expect(strikes).toContainEqual([{ object: lawmage }]);
    expect(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: lawmage }], x: 0 }).stack).toHaveLength(1);
  });
});

describe('702.12 Indestructible', () => {
  it('702.12b: an indestructible creature with lethal damage is not destroyed', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: ['token:lizard-8-8'] }], step: 'beginCombat', settings: { autoPass: 'never' } });
    const [beast, wolf] = ids.battlefield[0]!;
    const lizard = ids.battlefield[1]![0]!;
    let s = passToStep(withKeywords(state, beast!, ['indestructible']), 'declareAttackers');
    s = passToStep(block(attack(s, [beast!, wolf!]), [[lizard, beast!]]), 'main2');
    expect(s.objects[beast!]!.damage).toBe(8);
    expect(s.battlefield).toContain(beast);
  });
});
