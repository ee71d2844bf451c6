/**
 * CR 800.4: a player who leaves the game at a decision of their own — dividing combat damage
 * (CR 510.1d), declaring attackers, discarding to hand size in cleanup — or at another player's
 * declaration of blockers takes their objects with them (and out of that declaration), and the game goes on for the others: the combat damage step for the creatures still in
 * combat (CR 510.2), the active player's turn without them (800.4j), the next turn with the next
 * player in the game (800.4k).
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize } from '../../src/index.js';
import { editState, scenario } from '../../src/testing/index.js';
import { addReplacement } from '../../src/engine/replacement.js';
import { attack, block, cast, choose, events, life, names, passToPlayer, passUntil, permanent, permanents, pt, putTrigger, resolveStack, setup, toBlockers } from '../cards/helpers.js';

describe('800.4a leaving while dividing combat damage', () => {
  it('the blocking player leaving while dividing their blocker\'s damage: the unblocked attacker still deals its damage', () => {
    const { state } = setup({
      active: 1,
      players: [{ battlefield: ['Guardian of the Gateless'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Wild Griffin'] }, {}],
    });
    const guardian = permanent(state, 'Guardian of the Gateless');
    const sables = permanents(state, 'Bronze Sable');
    const griffin = permanent(state, 'Wild Griffin');
    let s = attack(state, [[sables[0]!, 0], [sables[1]!, 0], [griffin, 2]]);
    s = block(s, sables.map((a) => [guardian, a] as [number, number]));
    s = resolveStack(s);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    // CR 510.1d: the Guardian's controller divides its damage among the Sables it blocks
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: guardian });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.players[0]!.inGame).toBe(false);
    // the Griffin, attacking player 2, deals its damage; the blocked Sables deal none (CR 509.1h)
    expect(life(s, 2)).toBe(18);
    expect(s.turn.step === 'combatDamage' || s.turn.step === 'endCombat').toBe(true);
    expect(legalActions(s).length).toBeGreaterThan(0);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('the blocking player leaving while the attacking player divides damage among their blockers: the attacker, blocked by no one now, assigns none (CR 510.1c) and the game goes on', () => {
    const { state } = setup({
      active: 1,
      players: [{ battlefield: ['Bronze Sable', 'Bronze Sable'] }, { battlefield: ['Pillarfield Ox', 'Wild Griffin'] }, {}],
    });
    const ox = permanent(state, 'Pillarfield Ox');
    const griffin = permanent(state, 'Wild Griffin');
    const blockers = permanents(state, 'Bronze Sable');
    let s = attack(state, [[ox, 0], [griffin, 2]]);
    s = block(s, blockers.map((b) => [b, ox] as [number, number]));
    s = resolveStack(s);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    // CR 510.1c: the Ox's controller divides its damage among the two Sables blocking it
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 1, attacker: ox });
    s = apply(s, { type: 'concede', player: 0 });
    // the Sables left with their owner: nothing is left to divide the Ox's damage among
    expect(s.decision?.kind).not.toBe('assignDamage');
    expect(legalActions(s).length).toBeGreaterThan(0);
    // the Griffin, attacking player 2, deals its damage; the Ox survives and deals none
    expect(life(s, 2)).toBe(18);
    expect(s.battlefield).toContain(ox);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('a blocker leaving with its owner while another attacker\'s damage is divided: the divisions made so far are made again among the creatures still in combat (CR 510.1c)', () => {
    // player 1 blocks the Ox with its Bronze Sable and a Wild Griffin it controls but player 2 owns
    const { state } = setup({
      players: [{ battlefield: ['Pillarfield Ox', 'Brushstrider'] }, { battlefield: ['Bronze Sable', 'Ogre Sentry', 'Guardian of the Gateless'] }, { battlefield: [{ card: 'Wild Griffin', controller: 1 }] }],
    });
    const ox = permanent(state, 'Pillarfield Ox');
    const brushstrider = permanent(state, 'Brushstrider');
    const sable = permanent(state, 'Bronze Sable');
    let s = attack(state, [[ox, 1], [brushstrider, 1]]);
    s = block(s, [[sable, ox], [permanent(s, 'Wild Griffin'), ox], [permanent(s, 'Ogre Sentry'), brushstrider], [permanent(s, 'Guardian of the Gateless'), brushstrider]]);
    s = passUntil(resolveStack(s), (x) => x.decision?.kind === 'assignDamage');
    // the Ox's 2 damage all to the Wild Griffin, then the Brushstrider's division is asked
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: ox });
    s = apply(s, { type: 'assignDamage', player: 0, attacker: ox, amounts: [0, 2] });
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: brushstrider });
    s = apply(s, { type: 'concede', player: 2 });
    // the Griffin left with its owner: the Ox, blocked by the Sable alone, assigns it all its damage;
    // the Brushstrider's division is asked again
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: brushstrider });
    s = apply(s, { type: 'assignDamage', player: 0, attacker: brushstrider, amounts: [2, 1] });
    expect(events(s, 'damage').filter((e) => e.object === ox || e.object === brushstrider).map((e) => [e.object, e.to, e.amount])).toEqual([
      [ox, sable, 2],
      [brushstrider, permanent(state, 'Ogre Sentry'), 2],
      [brushstrider, permanent(state, 'Guardian of the Gateless'), 1],
    ]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('800.4a, 603.3d: a player leaving while another puts triggers on the stack takes the targets of those triggers with them; a trigger left with none is removed', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Palace Jailer'] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }, {}],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'putTrigger');
    // "you become the monarch" first; the exile trigger waits for a choice among player 1's creatures
    s = putTrigger(s, [], 0);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    expect(legalActions(s).length).toBe(2);
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.pendingTriggers).toEqual([]);
    expect(s.log.flat().some((e) => e.type === 'triggerRemoved' && e.rule === '603.3d')).toBe(true);
    expect(legalActions(s).length).toBeGreaterThan(0);
    s = resolveStack(s);
    expect(s.monarch).toBe(0);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('800.4j: the active player leaving while declaring attackers: the turn goes on without them, then the next player\'s begins', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Wild Griffin'] }, {}] });
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    expect(s.decision).toMatchObject({ kind: 'declareAttackers', player: 0 });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toEqual(['Wild Griffin']);
    expect(s.decision?.player).toBe(1);
    s = passUntil(s, (x) => x.turn.active !== 0);
    expect(s.turn.active).toBe(1);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('800.4k: the active player leaving while discarding to hand size: the next turn is the next player\'s', () => {
    const forests = Array<string>(9).fill('Forest');
    const { state } = scenario({ players: [{ hand: forests, library: forests }, { library: forests }, { library: forests }], step: 'end', settings: { autoPass: 'never' } });
    let s = apply(apply(apply(state, { type: 'pass', player: 0 }), { type: 'pass', player: 1 }), { type: 'pass', player: 2 });
    expect(s.decision).toMatchObject({ kind: 'discard', player: 0, count: 2 });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.turn.active).toBe(1);
    expect(s.decision?.player).toBe(1);
    expect(legalActions(s).length).toBeGreaterThan(0);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('508.1b, 800.4a: a player leaving while the active player declares attackers: the attacks declared at them are dropped, and melee does not count them', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable', 'Wild Griffin'] }, {}, { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] }] });
    const wings = permanent(state, 'Wings of the Guard');
    const sable = permanent(state, 'Bronze Sable');
    const griffin = permanent(state, 'Wild Griffin');
    const dack = permanent(state, 'Dack Fayden');
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: wings, target: { player: 1 } });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 2 } });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: griffin, target: { planeswalker: dack } });
    s = apply(s, { type: 'concede', player: 2 });
    // the declaration is not made yet (CR 508.1): player 2 and their planeswalker can no longer be chosen to be attacked (508.1b)
    expect(s.decision).toEqual({ kind: 'declareAttackers', player: 0, pending: { entries: [{ id: wings, target: { player: 1 }, blocks: null }] } });
    expect(legalActions(s)).not.toContainEqual(expect.objectContaining({ type: 'declareAttacker', target: { player: 2 } }));
    expect(legalActions(s)).toContainEqual(expect.objectContaining({ type: 'declareAttacker', attacker: sable, target: { player: 1 } }));
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(events(s, 'attack').map((e) => [e.object, e.toPlayer])).toEqual([[wings, 1]]);
    expect(s.combat?.attackedPlayers).toEqual([1]);
    // melee: one opponent attacked, +1/+1 (CR 702.121a)
    s = resolveStack(s);
    expect(pt(s, wings)).toEqual([2, 2]);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('800.4a, 509.1a: the attacking player leaving while another declares blockers: blocks of the attackers that left are dropped, and with nothing left to block the declaration is made empty', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Wild Griffin'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = toBlockers(attack(state, [[sable, 1]]));
    const griffin = permanent(s, 'Wild Griffin');
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: griffin, attacker: sable });
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1, pending: { entries: [{ id: griffin, blocks: sable }] } });
    s = apply(s, { type: 'concede', player: 0 });
    expect(events(s, 'noBlockers')).toEqual([expect.objectContaining({ rule: '509.1a', player: 1 })]);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    expect(s.combat?.blockers ?? []).toEqual([]);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });
});

describe('800.4a leaving at a choice of the order of prevention effects (CR 616.1)', () => {
  it("the answers of the players who chose before stay theirs: none is asked again, none is applied to another player's creature", () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Volcanic Fallout'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Pillarfield Ox'] },
        { battlefield: ['Pillarfield Ox'] },
        { battlefield: ['Pillarfield Ox'] },
      ],
      active: 2,
    });
    const [ox1, ox2, ox3] = [1, 2, 3].map((p) => ids.battlefield[p]![0]!);
    // a 1-shield and a 2-shield on each Ox: which applies first changes what is left of them
    let s = editState(state, (d) => {
      for (const ox of [ox1!, ox2!, ox3!]) {
        for (const amount of [1, 2]) addReplacement(d, { kind: 'preventDamage', affected: { object: ox }, amount, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
      }
    });
    s = resolveStack(cast(passToPlayer(s, 0), 0, ids.hand[0]![0]!));
    // APNAP from the active player 2: player 2, player 3, then player 1
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { rule: '616.1' } });
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 3, choice: { rule: '616.1' } });
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '616.1' } });
    s = apply(s, { type: 'concede', player: 1 });
    // nobody else is asked again: the Fallout has resolved
    expect(s.decision?.kind).toBe('priority');
    expect(s.stack).toEqual([]);
    // player 2's Ox: the 2-shield first; player 3's: the 1-shield, then 1 of the 2-shield
    expect(events(s, 'preventDamage').map((e) => [e.to, e.amount])).toEqual([[ox2, 2], [ox3, 1], [ox3, 1]]);
  });
});
