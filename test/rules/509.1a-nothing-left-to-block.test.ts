/**
 * CR 509.1a, 800.4a: a defending player is asked to declare blockers only while something they
 * could block is attacking them. The declare blockers step still happens once attackers were
 * declared (CR 508.8 skips it only when none were), but each creature a defending player declares
 * blocks a creature attacking them (509.1a): once every such creature has left the game with a
 * player who left (800.4a), or was removed from combat (506.4), or when none of their creatures may
 * block those left, the only declaration is an empty one, which is made for them and logged
 * (`noBlockers`) for every such defending player, whether as the step begins or while they declare,
 * and the next defending player declares (802.4) or a player receives priority (509.2, 800.4j).
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, type ReadonlyGameState } from '../../src/index.js';
import { attack, cast, events, passToPlayer, passUntil, permanent, putTrigger, resolveStack, setup, toBlockers } from '../cards/helpers.js';
import { withControl } from './helpers.js';

/** The permanent named `card` that `player` controls. */
function controlledBy(state: ReadonlyGameState, card: string, player: number): number {
  const id = state.battlefield.find((x) => state.objects[x]!.card === card && state.objects[x]!.controller === player);
  if (id === undefined) throw new Error(`player ${player} controls no ${card}`);
  return id;
}

describe('509.1a: a defending player with nothing left to block is not asked to declare blockers, and declares no blockers in the log', () => {
  it('800.4a, 800.4j: the active player concedes while the only defending player attacked declares blockers; the declaration is made empty and the turn goes on without them', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Wild Griffin'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = toBlockers(attack(state, [[sable, 1]]));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.combat?.attackers).toEqual([]);
    // not asked: the declaration is empty, made as a turn-based action (CR 509.1), and logged
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    expect(legalActions(s)).not.toContainEqual(expect.objectContaining({ type: 'confirmBlockers' }));
    expect(events(s, 'noBlockers')).toEqual([expect.objectContaining({ rule: '509.1a', player: 1 })]);
    // CR 800.4j: the step, and the turn, go on without the active player; then player 1's turn begins
    expect(s.turn.step).toBe('declareBlockers');
    s = passUntil(s, (x) => x.turn.active !== 0);
    expect(s.turn.active).toBe(1);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('802.4: the owner of an attacker concedes while the player it attacks declares; that player declares nothing, the other defending player still declares', () => {
    const { state } = setup({
      players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Wild Griffin'] }, { battlefield: ['Hexplate Golem'] }, { battlefield: ['Wild Griffin'] }],
    });
    const sable = permanent(state, 'Bronze Sable');
    const golem = permanent(state, 'Hexplate Golem');
    let s = toBlockers(attack(withControl(state, golem, 0), [[golem, 1], [sable, 3]]));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = apply(s, { type: 'concede', player: 2 });
    expect(events(s, 'noBlockers')).toEqual([expect.objectContaining({ rule: '509.1a', player: 1 })]);
    expect(s.decision).toEqual({ kind: 'declareBlockers', player: 3, pending: { entries: [] } });
    const griffin = controlledBy(s, 'Wild Griffin', 3);
    s = apply(s, { type: 'declareBlockers', player: 3, blockers: [{ blocker: griffin, attacker: sable }] });
    expect(s.combat?.blockers).toEqual([expect.objectContaining({ id: griffin, blocking: [sable] })]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('506.4, 800.4a: the active player concedes after a block of the creature they stole was declared; the creature goes back to its owner out of combat, the block is dropped and nothing is left to block', () => {
    const { state } = setup({
      players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Wild Griffin'] }, { battlefield: ['Hexplate Golem'] }, { battlefield: ['Wild Griffin'] }],
    });
    const sable = permanent(state, 'Bronze Sable');
    const golem = permanent(state, 'Hexplate Golem');
    let s = toBlockers(attack(withControl(state, golem, 0), [[golem, 1], [sable, 3]]));
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: controlledBy(s, 'Wild Griffin', 1), attacker: golem });
    s = apply(s, { type: 'concede', player: 0 });
    // the golem stays on the battlefield, its owner's again, no longer attacking (CR 506.4)
    expect(s.objects[golem]).toMatchObject({ controller: 2 });
    expect(s.battlefield).toContain(golem);
    expect(s.combat?.attackers).toEqual([]);
    expect(s.combat?.blockers).toEqual([]);
    // Bronze Sable, attacking player 3, left with the player who conceded: player 3 declares no blockers too
    expect(events(s, 'noBlockers')).toEqual([1, 3].map((player) => expect.objectContaining({ rule: '509.1a', player })));
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
  });

  it('509.1a-b: an attacker left that none of the defending player\'s creatures can block (flying) asks nothing either', () => {
    const { state } = setup({ players: [{ battlefield: ['Wild Griffin'] }, { battlefield: ['Bronze Sable'] }, { battlefield: ['Hexplate Golem'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    const golem = permanent(state, 'Hexplate Golem');
    let s = toBlockers(attack(withControl(state, golem, 0), [[griffin, 1], [golem, 1]]));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([griffin]);
    expect(events(s, 'noBlockers')).toEqual([expect.objectContaining({ rule: '509.1a', player: 1 })]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('506.4: the only attacker at one defending player removed from combat before blockers (Hollowhenge Spirit): that player is not asked, the other is', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Hexplate Golem', 'Bronze Sable'] },
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Wild Griffin'], hand: ['Hollowhenge Spirit'] },
        { battlefield: ['Wild Griffin'] },
      ],
    });
    const golem = permanent(state, 'Hexplate Golem');
    const sable = permanent(state, 'Bronze Sable');
    let s = passToPlayer(attack(state, [[golem, 1], [sable, 2]]), 1);
    s = cast(s, 1, ids.hand[1]![0]!);
    s = passUntil(s, (x) => x.decision?.kind === 'putTrigger');
    s = resolveStack(putTrigger(s, [{ object: golem }]));
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable]);
    // the same combat saved by a build that kept no defending players: the players attacked stand for them
    const saved = JSON.parse(serialize(s)) as { combat: { defendingPlayers?: number[] } };
    expect(saved.combat.defendingPlayers).toEqual([1, 2]);
    delete saved.combat.defendingPlayers;
    const old = toBlockers(deserialize(JSON.stringify(saved)));
    s = toBlockers(s);
    // player 1, whom nothing attacks any more, declares no blockers, in their place in APNAP order
    for (const x of [s, old]) {
      expect(events(x, 'noBlockers')).toEqual([{ type: 'noBlockers', rule: '509.1a', player: 1 }]);
      expect(x.decision).toEqual({ kind: 'declareBlockers', player: 2, pending: { entries: [] } });
    }
  });

  it('506.4, 802.4: the only attacker at a planeswalker removed from combat before blockers (Hollowhenge Spirit): its controller, a defending player, declares no blockers', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Hexplate Golem', 'Bronze Sable'] },
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', { card: 'Dack Fayden', counters: { loyalty: 3 } }], hand: ['Hollowhenge Spirit'] },
        { battlefield: ['Wild Griffin'] },
      ],
    });
    const [golem, sable] = ids.battlefield[0]! as [number, number];
    const dack = permanent(state, 'Dack Fayden');
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: golem, target: { planeswalker: dack } }, { attacker: sable, target: { player: 2 } }] });
    s = passToPlayer(s, 1);
    s = cast(s, 1, ids.hand[1]![0]!);
    s = passUntil(s, (x) => x.decision?.kind === 'putTrigger');
    s = resolveStack(putTrigger(s, [{ object: golem }]));
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable]);
    s = toBlockers(s);
    expect(events(s, 'noBlockers')).toEqual([{ type: 'noBlockers', rule: '509.1a', player: 1 }]);
    expect(s.decision).toEqual({ kind: 'declareBlockers', player: 2, pending: { entries: [] } });
  });

  it('506.4, 508.8: in a two-player game the only attacker removed from combat before blockers; the step still happens, the defending player declares no blockers and the active player receives priority', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Bronze Sable'] },
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Wild Griffin'], hand: ['Hollowhenge Spirit'] },
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = passToPlayer(attack(state, [[sable, 1]]), 1);
    // the Spirit's trigger has one legal target, the attacking Sable, so it goes on the stack unasked
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!));
    expect(s.combat?.attackers).toEqual([]);
    s = toBlockers(s);
    expect(s.turn.step).toBe('declareBlockers');
    expect(events(s, 'noBlockers')).toEqual([{ type: 'noBlockers', rule: '509.1a', player: 1 }]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('509.1a-b: a defending player none of whose creatures may block what attacks them (flying) declares no blockers as the step begins; a player nothing attacked declares nothing', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Wild Griffin', 'Bronze Sable'] }, { battlefield: ['Bronze Sable'] }, { battlefield: ['Wild Griffin'] }, { battlefield: ['Wild Griffin'] }] });
    const [griffin, sable] = ids.battlefield[0]! as [number, number];
    const s = toBlockers(attack(state, [[griffin, 1], [sable, 2]]));
    expect(events(s, 'noBlockers')).toEqual([{ type: 'noBlockers', rule: '509.1a', player: 1 }]);
    expect(s.decision).toEqual({ kind: 'declareBlockers', player: 2, pending: { entries: [] } });
    const after = apply(s, { type: 'confirmBlockers', player: 2 });
    // player 2 was asked, and declared; player 3, attacked by nothing, is not a declaring player (CR 802.4)
    expect(events(after, 'noBlockers')).toEqual([{ type: 'noBlockers', rule: '509.1a', player: 1 }]);
    expect(after.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('104.2a: in a two-player game the active player conceding ends the game; no declaration is made after it', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Wild Griffin'] }] });
    let s = toBlockers(attack(state, [[permanent(state, 'Bronze Sable'), 1]]));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.result).toMatchObject({ winner: 1 });
    expect(events(s, 'noBlockers')).toEqual([]);
    expect(s.decision).toBeNull();
  });

  it('725.4, 610.3c: the active player, the monarch, concedes while the player they attacked declares; that player declares nothing, their returning Sanctum Prelate\'s choice is asked, then they receive priority', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Bronze Sable'], hand: ['Palace Jailer'] },
        { battlefield: ['Sanctum Prelate', 'Wild Griffin'] },
        {},
      ],
    });
    const prelate = permanent(state, 'Sanctum Prelate');
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    // the Jailer's two triggers: "you become the monarch" (its first) and the exile, which targets the Prelate
    const exile = s.pendingTriggers.findIndex((t) => t.ability !== 0);
    s = resolveStack(putTrigger(s, [{ object: prelate }], exile));
    expect(s.monarch).toBe(0);
    expect(s.battlefield).not.toContain(prelate);
    s = toBlockers(attack(s, [[permanent(s, 'Bronze Sable'), 1]]));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = apply(s, { type: 'concede', player: 0 });
    expect(events(s, 'noBlockers')).toEqual([expect.objectContaining({ rule: '509.1a', player: 1 })]);
    expect(s.monarch).toBe(1);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    expect(s.heldDeclaration).toBeUndefined();
    s = apply(s, { type: 'choose', player: 1, choice: [3] });
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    expect(s.turn.step).toBe('declareBlockers');
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });
});
