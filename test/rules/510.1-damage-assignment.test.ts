/**
 * CR 510.1c, 702.19: how an attacking creature with trample assigns its combat damage when other
 * creatures assign damage to its blockers in the same step, when what it attacks is gone, when its
 * blocker's protection prevents the damage, and when it attacks a planeswalker.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, MAX_LISTED_DIVISIONS, type Action, type ReadonlyGameState, type Keyword, type ObjectId } from '../../src/index.js';
import { scenario, type ScenarioSpec } from '../../src/testing/index.js';
import { applyAll, events, expectRefused, passToStep, passUntil, withKeywords } from './helpers.js';

type Target = { player: number } | { planeswalker: ObjectId };

/** Player 0's creatures attack and player 1 blocks as `blocks` says ([blocker, attacker]); at the declare-blockers step's priority. */
function blocked(players: ScenarioSpec['players'], grant: [number, number, Keyword[]][], attacks: (ids: ObjectId[][]) => [ObjectId, Target][], blocks: (ids: ObjectId[][]) => [ObjectId, ObjectId][]): { s: ReadonlyGameState; ids: ObjectId[][] } {
  const { state, ids } = scenario({ players, step: 'beginCombat', settings: { autoPass: 'never' } });
  let s = state;
  for (const [p, i, keywords] of grant) s = withKeywords(s, ids.battlefield[p]![i]!, keywords);
  s = passToStep(s, 'declareAttackers');
  s = applyAll(s, [...attacks(ids.battlefield).map(([attacker, target]): Action => ({ type: 'declareAttacker', player: 0, attacker, target })), { type: 'confirmAttackers', player: 0 }]);
  s = passToStep(s, 'declareBlockers');
  s = applyAll(s, [...blocks(ids.battlefield).map(([blocker, attacker]): Action => ({ type: 'declareBlocker', player: 1, blocker, attacker })), { type: 'confirmBlockers', player: 1 }]);
  return { s: passUntil(s, (x) => x.stack.length === 0 && x.decision?.kind === 'priority'), ids: ids.battlefield };
}

/** The divisions of combat damage listed as legal now. */
function divisions(s: ReadonlyGameState): number[][] {
  return legalActions(s).flatMap((a) => (a.type === 'assignDamage' ? [[...a.amounts]] : []));
}

describe('702.19b: lethal damage counts damage other creatures assign in the same step', () => {
  it('Guardian of the Gateless blocking a 3/3 and an 8/8 trampler: the 3 from the 3/3 counts, so 2 more is lethal (the rule\'s own example)', () => {
    // Guardian of the Gateless (3/3) blocks two creatures and gets +2/+2: a 5/5
    const { s, ids } = blocked(
      [{ battlefield: ['token:beast-3-3', 'token:lizard-8-8'] }, { battlefield: ['Guardian of the Gateless'] }],
      [[0, 1, ['trample']]],
      (x) => [[x[0]![0]!, { player: 1 }], [x[0]![1]!, { player: 1 }]],
      (x) => [[x[1]![0]!, x[0]![0]!], [x[1]![0]!, x[0]![1]!]],
    );
    const [beast, lizard] = ids[0]!;
    const guardian = ids[1]![0]!;
    let after = passToStep(s, 'combatDamage');
    expect(after.decision).toEqual({ kind: 'assignDamage', player: 0, attacker: lizard, firstStrike: false });
    expect(divisions(after)).toEqual([[2, 6], [3, 5], [4, 4], [5, 3], [6, 2], [7, 1], [8, 0]]);
    expectRefused(after, { type: 'assignDamage', player: 0, attacker: lizard!, amounts: [1, 7] }, 'illegal', '510.1c');
    after = apply(after, { type: 'assignDamage', player: 0, attacker: lizard!, amounts: [2, 6] });
    // then the defending player divides the Guardian's 5 between the two creatures it blocks (510.1d)
    expect(after.decision).toEqual({ kind: 'assignDamage', player: 1, attacker: guardian, firstStrike: false });
    after = apply(after, { type: 'assignDamage', player: 1, attacker: guardian, amounts: [5, 0] });
    expect(events(after, 'damage').map((e) => [e.object, e.to ?? `player ${e.toPlayer}`, e.amount])).toEqual(
      expect.arrayContaining([[beast, guardian, 3], [lizard, guardian, 2], [lizard, 'player 1', 6]]),
    );
    expect(after.players[1]!.life).toBe(14);
    expect(after.battlefield).not.toContain(guardian);
  });

  it('702.2c: any damage another creature with deathtouch assigns the blocker makes it lethal; the trampler may assign it none', () => {
    // a 1/1 with deathtouch and an 8/8 trampler, both blocked by the Guardian
    const { s, ids } = blocked(
      [{ battlefield: ['token:assassin-1-1-deathtouch-haste', 'token:lizard-8-8'] }, { battlefield: ['Guardian of the Gateless'] }],
      [[0, 1, ['trample']]],
      (x) => [[x[0]![0]!, { player: 1 }], [x[0]![1]!, { player: 1 }]],
      (x) => [[x[1]![0]!, x[0]![0]!], [x[1]![0]!, x[0]![1]!]],
    );
    const lizard = ids[0]![1]!;
    const after = passToStep(s, 'combatDamage');
    // the assassin's 1 deathtouch damage is lethal: the trampler may assign all 8 to the player
    expect(after.decision).toMatchObject({ kind: 'assignDamage', attacker: lizard });
    expect(divisions(after)[0]).toEqual([0, 8]);
    let done = apply(after, { type: 'assignDamage', player: 0, attacker: lizard, amounts: [0, 8] });
    done = apply(done, { type: 'assignDamage', player: 1, attacker: ids[1]![0]!, amounts: [5, 0] });
    expect(done.players[1]!.life).toBe(12);
    // the Guardian was dealt only the assassin's 1, which destroys it (702.2b)
    expect(done.battlefield).not.toContain(ids[1]![0]!);
  });

  it('the division of an attacker without trample is asked first, even declared after the trampler, and what it chose counts', () => {
    const { s, ids } = blocked(
      [{ battlefield: ['token:beast-3-3', 'token:lizard-8-8'] }, { battlefield: ['Guardian of the Gateless', 'token:wolf-2-2'] }],
      [[0, 1, ['trample']]],
      (x) => [[x[0]![1]!, { player: 1 }], [x[0]![0]!, { player: 1 }]],
      (x) => [[x[1]![0]!, x[0]![0]!], [x[1]![1]!, x[0]![0]!], [x[1]![0]!, x[0]![1]!]],
    );
    const [beast, lizard] = ids[0]!;
    let after = passToStep(s, 'combatDamage');
    expect(after.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: beast });
    // the beast assigns 1 to the 5/5 Guardian and 2 to the wolf: the trampler needs 4 more for the Guardian
    after = apply(after, { type: 'assignDamage', player: 0, attacker: beast!, amounts: [1, 2] });
    expect(after.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: lizard });
    expect(divisions(after)[0]).toEqual([4, 4]);
  });
});

describe('702.19b, 510.1e: two tramplers sharing a blocker count what each other assigns it', () => {
  /** Two 3/3 tramplers of player 0 attack player 1 and the same 4/4 blocks both; at the combat damage step. */
  function sharedBlock(): { s: ReadonlyGameState; first: ObjectId; second: ObjectId; blocker: ObjectId } {
    const { s, ids } = blocked(
      [{ battlefield: ['token:beast-3-3', 'token:beast-3-3'] }, { battlefield: ['Guardian of the Gateless'] }],
      [[0, 0, ['trample']], [0, 1, ['trample']]],
      (x) => [[x[0]![0]!, { player: 1 }], [x[0]![1]!, { player: 1 }]],
      (x) => [[x[1]![0]!, x[0]![0]!], [x[1]![0]!, x[0]![1]!]],
    );
    // Guardian of the Gateless blocking two creatures is a 5/5
    return { s: passToStep(s, 'combatDamage'), first: ids[0]![0]!, second: ids[0]![1]!, blocker: ids[1]![0]! };
  }

  it('each assigns the blocker less than lethal and 1 or more to the player, lethal together: both divisions are accepted', () => {
    const { s, first, second, blocker } = sharedBlock();
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: first });
    // the second trampler can still assign the blocker 3, so the first may assign it only 2
    expect(divisions(s)).toEqual([[2, 1], [3, 0]]);
    let after = apply(s, { type: 'assignDamage', player: 0, attacker: first, amounts: [2, 1] });
    // the first assigned 2: the second has one legal division left, the other 3 to the 5/5, and is not asked
    expect(after.decision).toMatchObject({ kind: 'assignDamage', player: 1, attacker: blocker });
    after = apply(after, { type: 'assignDamage', player: 1, attacker: blocker, amounts: [5, 0] });
    expect(events(after, 'damage').map((e) => [e.object, e.to ?? `player ${e.toPlayer}`, e.amount])).toEqual(
      expect.arrayContaining([[first, blocker, 2], [first, 'player 1', 1], [second, blocker, 3]]),
    );
    expect(after.players[1]!.life).toBe(19);
    expect(after.battlefield).not.toContain(blocker);
  });

  it('the second may trample over once the first has assigned the blocker enough, and the total assignment is dealt', () => {
    const { s, first, second, blocker } = sharedBlock();
    let after = apply(s, { type: 'assignDamage', player: 0, attacker: first, amounts: [3, 0] });
    expect(divisions(after)).toEqual([[2, 1], [3, 0]]);
    after = apply(after, { type: 'assignDamage', player: 0, attacker: second, amounts: [2, 1] });
    after = apply(after, { type: 'assignDamage', player: 1, attacker: blocker, amounts: [5, 0] });
    expect(events(after, 'damage').map((e) => [e.object, e.to ?? `player ${e.toPlayer}`, e.amount])).toEqual(
      expect.arrayContaining([[first, blocker, 3], [second, blocker, 2], [second, 'player 1', 1]]),
    );
    expect(after.players[1]!.life).toBe(19);
    expect(after.battlefield).not.toContain(blocker);
  });

  it('what the rule forbids is still refused: a division that not even the other trampler\'s whole power could make lethal', () => {
    const { s, first, second } = sharedBlock();
    // 1 from the first and at most 3 from the second is 4, less than the 5/5's toughness
    expectRefused(s, { type: 'assignDamage', player: 0, attacker: first, amounts: [1, 2] }, 'illegal', '510.1c');
    const after = apply(s, { type: 'assignDamage', player: 0, attacker: first, amounts: [3, 0] });
    // 3 from the first and 1 from the second is 4: the second may not assign 2 to the player
    expectRefused(after, { type: 'assignDamage', player: 0, attacker: second, amounts: [1, 2] }, 'illegal', '510.1c');
  });

  it('510.1: the attacking player divides one creature\'s damage at a time — a division of the second while the first is asked is refused, even one legal for the first', () => {
    const { s, first, second } = sharedBlock();
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: first });
    expectRefused(s, { type: 'assignDamage', player: 0, attacker: second, amounts: [3, 0] }, 'wrongDecision', '510.1');
  });
});

describe('702.19b, 510.1e: a trampler that chose to trample over, counting on another\'s damage to the shared blocker', () => {
  it('the other, dividing next, must assign the shared blocker what it still lacks, even where it assigns nothing past its own blockers', () => {
    const { s, ids } = blocked(
      [{ battlefield: ['token:beast-3-3', 'token:lizard-8-8'] }, { battlefield: ['Guardian of the Gateless', 'Bronze Sable'] }],
      [[0, 0, ['trample']], [0, 1, ['trample']]],
      (x) => [[x[0]![0]!, { player: 1 }], [x[0]![1]!, { player: 1 }]],
      (x) => [[x[1]![0]!, x[0]![0]!], [x[1]![0]!, x[0]![1]!], [x[1]![1]!, x[0]![1]!]],
    );
    const [beast, lizard] = ids[0]!;
    let after = passToStep(s, 'combatDamage');
    expect(after.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: beast });
    // all 3 of the beast past the 5/5 Guardian: legal only because the lizard can still assign it 5
    after = apply(after, { type: 'assignDamage', player: 0, attacker: beast!, amounts: [0, 3] });
    expect(after.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: lizard });
    // the lizard's divisions among the Guardian, the Sable (2/1) and the player each give the Guardian 5 or more
    expect(divisions(after)).toEqual([[5, 1, 2], [5, 2, 1], [5, 3, 0], [6, 1, 1], [6, 2, 0], [7, 1, 0], [8, 0, 0]]);
    expectRefused(after, { type: 'assignDamage', player: 0, attacker: lizard!, amounts: [0, 8, 0] }, 'illegal', '510.1c');
  });
});

describe('702.19b, 702.2c: a trampler still to divide that has deathtouch', () => {
  it('the first may assign the shared blocker nothing, counting on the 1 deathtouch damage the other can assign it, which then must', () => {
    const { s, ids } = blocked(
      [{ battlefield: ['token:beast-3-3', 'token:assassin-1-1-deathtouch-haste'] }, { battlefield: ['Guardian of the Gateless'] }],
      [[0, 0, ['trample']], [0, 1, ['trample']]],
      (x) => [[x[0]![0]!, { player: 1 }], [x[0]![1]!, { player: 1 }]],
      (x) => [[x[1]![0]!, x[0]![0]!], [x[1]![0]!, x[0]![1]!]],
    );
    const [beast, assassin] = ids[0]!;
    let after = passToStep(s, 'combatDamage');
    expect(after.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: beast });
    expect(divisions(after)).toEqual([[0, 3], [1, 2], [2, 1], [3, 0]]);
    after = apply(after, { type: 'assignDamage', player: 0, attacker: beast!, amounts: [0, 3] });
    // the assassin's only legal division is its 1 to the Guardian: not asked
    after = apply(after, { type: 'assignDamage', player: 1, attacker: ids[1]![0]!, amounts: [5, 0] });
    expect(events(after, 'damage').filter((e) => e.object === assassin).map((e) => [e.to, e.amount])).toEqual([[ids[1]![0]!, 1]]);
    expect(after.players[1]!.life).toBe(17);
    expect(after.battlefield).not.toContain(ids[1]![0]!);
  });
});

describe('702.19f, 506.4c: a trampler whose planeswalker is gone assigns all its damage to its blockers', () => {
  it('the planeswalker died in the first-strike step: the blocked trampler has no choice and assigns all 8 to its blocker', () => {
    const { s, ids } = blocked(
      [{ battlefield: ['token:lizard-8-8', 'token:beast-3-3'] }, { battlefield: ['token:wolf-2-2', { card: 'Dack Fayden', counters: { loyalty: 3 } }] }],
      [[0, 0, ['trample']], [0, 1, ['first strike']]],
      (x) => [[x[0]![0]!, { planeswalker: x[1]![1]! }], [x[0]![1]!, { planeswalker: x[1]![1]! }]],
      (x) => [[x[1]![0]!, x[0]![0]!]],
    );
    const lizard = ids[0]![0]!;
    const [wolf, dack] = ids[1]!;
    let after = passToStep(s, 'firstStrikeDamage');
    expect(after.battlefield).not.toContain(dack);
    after = passToStep(after, 'combatDamage');
    expect(after.decision).toEqual({ kind: 'priority', player: 0 });
    expect(events(after, 'damage').filter((e) => e.object === lizard).map((e) => [e.to ?? `player ${e.toPlayer}`, e.amount])).toEqual([[wolf, 8]]);
    expect(after.players[1]!.life).toBe(20);
  });
});

describe('702.19b: assigned lethal damage, not damage dealt', () => {
  it('the rule\'s example: a green trampler blocked by a 2/2 with protection from green must assign it 2, which is prevented, before the player', () => {
    // Pelakka Wurm: a green 7/7 with trample
    const { s, ids } = blocked(
      [{ battlefield: ['Pelakka Wurm'] }, { battlefield: ['token:wolf-2-2'] }],
      [[1, 0, ['protection from green']]],
      (x) => [[x[0]![0]!, { player: 1 }]],
      (x) => [[x[1]![0]!, x[0]![0]!]],
    );
    const wurm = ids[0]![0]!;
    const wolf = ids[1]![0]!;
    let after = passToStep(s, 'combatDamage');
    expect(divisions(after)).toEqual([[2, 5], [3, 4], [4, 3], [5, 2], [6, 1], [7, 0]]);
    after = apply(after, { type: 'assignDamage', player: 0, attacker: wurm, amounts: [2, 5] });
    expect(after.players[1]!.life).toBe(15);
    expect(after.objects[wolf]!.damage).toBe(0);
    expect(after.battlefield).toContain(wolf);
  });

  it('702.19f: a trampler attacking a planeswalker assigns the excess to the planeswalker, never to its controller', () => {
    const { s, ids } = blocked(
      [{ battlefield: ['Pelakka Wurm'] }, { battlefield: ['token:wolf-2-2', { card: 'Dack Fayden', counters: { loyalty: 3 } }] }],
      [],
      (x) => [[x[0]![0]!, { planeswalker: x[1]![1]! }]],
      (x) => [[x[1]![0]!, x[0]![0]!]],
    );
    const wurm = ids[0]![0]!;
    const [wolf, dack] = ids[1]!;
    let after = passToStep(s, 'combatDamage');
    // two recipients only: the wolf, then the planeswalker
    expect(divisions(after)[0]).toEqual([2, 5]);
    after = apply(after, { type: 'assignDamage', player: 0, attacker: wurm, amounts: [2, 5] });
    expect(events(after, 'damage').filter((e) => e.object === wurm).map((e) => [e.to, e.amount])).toEqual([[wolf, 2], [dack, 5]]);
    expect(after.players[1]!.life).toBe(20);
    expect(after.battlefield).not.toContain(dack);
  });
});


describe('510.1d: a blocker dividing its damage among many attackers', () => {
  it('Guardian of the Gateless blocking nine creatures divides 12 damage any way: the listing holds some of the 125,970 divisions, and any other is accepted', () => {
    const goblins = Array<string>(9).fill('token:goblin-1-1');
    const { s, ids } = blocked(
      [{ battlefield: goblins }, { battlefield: ['Guardian of the Gateless'] }],
      [],
      (x) => x[0]!.map((g): [ObjectId, Target] => [g, { player: 1 }]),
      (x) => x[0]!.map((g): [ObjectId, ObjectId] => [x[1]![0]!, g]),
    );
    const guardian = ids[1]![0]!;
    const after = passToStep(s, 'combatDamage');
    expect(after.decision).toEqual({ kind: 'assignDamage', player: 1, attacker: guardian, firstStrike: false });
    // all of it to each attacker, and the even division
    const listed = divisions(after);
    expect(listed).toHaveLength(10);
    expect(listed).toContainEqual([2, 2, 2, 1, 1, 1, 1, 1, 1]);
    expectRefused(after, { type: 'assignDamage', player: 1, attacker: guardian, amounts: [4, 1, 1, 1, 1, 1, 1, 1, 0] }, 'illegal', '510.1c');
    expectRefused(after, { type: 'assignDamage', player: 1, attacker: guardian, amounts: [4, 1, 1, 1, 1, 1, 1, 1] }, 'illegal', '510.1c');
    const done = apply(after, { type: 'assignDamage', player: 1, attacker: guardian, amounts: [0, 4, 0, 1, 1, 1, 1, 1, 3] });
    expect(events(done, 'damage').filter((e) => e.object === guardian).map((e) => [e.to, e.amount])).toEqual(
      [[1, 4], [3, 1], [4, 1], [5, 1], [6, 1], [7, 1], [8, 3]].map(([i, n]) => [ids[0]![i!]!, n]),
    );
  });
});

describe('510.1c, 702.19b: an attacker blocked by many creatures lists some divisions, and apply takes any legal one', () => {
  /** Player 0's 8/8 Lizard token (with `keywords`) attacks player 1 and player 1's `blockers` block it; at the combat damage step. */
  function manyBlockers(blockers: string[], keywords: Keyword[]): { s: ReadonlyGameState; lizard: ObjectId; ids: ObjectId[] } {
    const { s, ids } = blocked(
      [{ battlefield: ['token:lizard-8-8'] }, { battlefield: blockers }],
      keywords.length > 0 ? [[0, 0, keywords]] : [],
      (x) => [[x[0]![0]!, { player: 1 }]],
      (x) => x[1]!.map((b): [ObjectId, ObjectId] => [b, x[0]![0]!]),
    );
    return { s: passToStep(s, 'combatDamage'), lizard: ids[0]![0]!, ids: ids[1]! };
  }

  it(`past MAX_LISTED_DIVISIONS (${MAX_LISTED_DIVISIONS}) ways, 8 damage among six blockers (1,287 ways) lists all of it to each and the even split; any whole division is accepted`, () => {
    const { s, lizard, ids: wolves } = manyBlockers(Array(6).fill('token:wolf-2-2'), []);
    expect(s.decision).toEqual({ kind: 'assignDamage', player: 0, attacker: lizard, firstStrike: false });
    const listed = divisions(s);
    expect(listed).toHaveLength(7);
    for (let i = 0; i < 6; i++) expect(listed).toContainEqual(wolves.map((_, j) => (j === i ? 8 : 0)));
    expect(listed).toContainEqual([2, 2, 1, 1, 1, 1]);
    expectRefused(s, { type: 'assignDamage', player: 0, attacker: lizard, amounts: [1, 1, 1, 1, 1, 1] }, 'illegal', '510.1c');
    expectRefused(s, { type: 'assignDamage', player: 0, attacker: lizard, amounts: [1, 2, 3, 0, 2, 0, 0] }, 'illegal', '510.1c');
    const after = apply(s, { type: 'assignDamage', player: 0, attacker: lizard, amounts: [1, 2, 3, 0, 2, 0] });
    const dealt = events(after, 'damage').filter((e) => e.object === lizard).map((e) => [e.to, e.amount]);
    expect(dealt).toEqual([[wolves[0], 1], [wolves[1], 2], [wolves[2], 3], [wolves[4], 2]]);
  });

  it('with trample, the listing holds lethal damage to each blocker and the rest to the player; an unlisted trample-over is taken only with every blocker assigned lethal damage', () => {
    const { s, lizard, ids: insects } = manyBlockers(Array(5).fill('token:insect-1-1'), ['trample']);
    const listed = divisions(s);
    expect(listed.length).toBeLessThanOrEqual(insects.length + 3);
    expect(listed).toContainEqual([1, 1, 1, 1, 1, 3]);
    expect(listed).toContainEqual([2, 2, 2, 1, 1, 0]);
    // the fifth insect would be assigned nothing: no damage may go to the player (702.19b)
    expectRefused(s, { type: 'assignDamage', player: 0, attacker: lizard, amounts: [1, 1, 1, 1, 0, 4] }, 'illegal', '510.1c');
    const after = apply(s, { type: 'assignDamage', player: 0, attacker: lizard, amounts: [1, 2, 1, 1, 1, 2] });
    expect(after.players[1]!.life).toBe(18);
    for (const insect of insects) expect(after.battlefield).not.toContain(insect);
  });

  it('702.2c, 702.19b: with trample and deathtouch, the listing holds 1 damage to each blocker and the rest to the player', () => {
    const { s, lizard, ids: wolves } = manyBlockers(Array(5).fill('token:wolf-2-2'), ['trample', 'deathtouch']);
    const listed = divisions(s);
    expect(listed).toContainEqual([1, 1, 1, 1, 1, 3]);
    const after = apply(s, { type: 'assignDamage', player: 0, attacker: lizard, amounts: [1, 1, 1, 1, 1, 3] });
    expect(after.players[1]!.life).toBe(17);
    for (const wolf of wolves) expect(after.battlefield).not.toContain(wolf);
  });
});
