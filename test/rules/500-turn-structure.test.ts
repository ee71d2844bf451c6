import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../src/index.js';
import { editState, scenario } from '../../src/testing/index.js';
import { addReplacement } from '../../src/engine/replacement.js';
import { applyAll, events, expectRefused, mark, pass, passToStep, passUntil, stepsSince, withControl, withKeywords } from './helpers.js';

const LIBRARY = ['Island', 'Swamp', 'Mountain', 'Forest', 'Plains', 'Island', 'Swamp', 'Mountain'];

describe('500 Turn Structure', () => {
  it('500.1: a turn goes through every step in order, each logged with its rule (502–514)', () => {
    const { state, ids } = scenario({
      players: [{ library: LIBRARY }, { library: LIBRARY, battlefield: ['token:beast-3-3'] }],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    const from = mark(state);
    let s = passToStep(state, 'declareAttackers', 3);
    expect(s.decision).toMatchObject({ kind: 'declareAttackers', player: 1 });
    s = applyAll(s, [
      { type: 'declareAttacker', player: 1, attacker: ids.battlefield[1]![0]!, target: { player: 0 } },
      { type: 'confirmAttackers', player: 1 },
    ]);
    s = passToStep(s, 'upkeep', 4);
    expect(stepsSince(s, from)).toEqual([
      ['cleanup', '514'],
      ['untap', '502'],
      ['upkeep', '503'],
      ['draw', '504'],
      ['main1', '505'],
      ['beginCombat', '507'],
      ['declareAttackers', '508'],
      ['declareBlockers', '509'],
      ['combatDamage', '510'],
      ['endCombat', '511'],
      ['main2', '505'],
      ['end', '513'],
      ['cleanup', '514'],
      ['untap', '502'],
      ['upkeep', '503'],
    ]);
    expect(events(s, 'turn', from)).toEqual([
      expect.objectContaining({ rule: '500.1', player: 1, amount: 3 }),
      expect.objectContaining({ rule: '500.1', player: 0, amount: 4 }),
    ]);
  });

  it('500.1: turns go around the table in seat order', () => {
    const { state } = scenario({ players: [{ library: LIBRARY }, { library: LIBRARY }, { library: LIBRARY }], settings: { autoPass: 'never' } });
    let s = state;
    const actives: number[] = [];
    for (let turn = 3; turn <= 6; turn++) {
      s = passToStep(s, 'upkeep', turn);
      actives.push(s.turn.active);
    }
    expect(actives).toEqual([1, 2, 0, 1]);
  });

  it('117.3a/500.2: the active player gets priority first, and a step ends only when all players pass in succession', () => {
    const { state } = scenario({ players: [{ library: LIBRARY }, { library: LIBRARY }, { library: LIBRARY }], settings: { autoPass: 'never' } });
    let s = passToStep(state, 'upkeep', 3);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = pass(s);
    expect(s.turn.step).toBe('upkeep');
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = pass(s);
    expect(s.turn.step).toBe('upkeep');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = pass(s);
    expect(s.turn.step).toBe('draw');
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
  });

  it('502.3: the active player untaps their permanents; other players\' stay tapped', () => {
    const { state, ids } = scenario({
      players: [
        { library: LIBRARY, battlefield: [{ card: 'Forest', tapped: true }, { card: 'token:beast-3-3', tapped: true }] },
        { library: LIBRARY, battlefield: [{ card: 'Forest', tapped: true }, { card: 'token:wolf-2-2', tapped: true }] },
      ],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    const s = passToStep(state, 'upkeep', 3);
    expect(s.turn.active).toBe(1);
    for (const id of ids.battlefield[1]!) expect(s.objects[id]!.tapped).toBe(false);
    for (const id of ids.battlefield[0]!) expect(s.objects[id]!.tapped).toBe(true);
  });

  it('502.3: the untap step untaps what the active player controls, not what they own', () => {
    const { state, ids } = scenario({
      players: [
        { library: LIBRARY, battlefield: [{ card: 'token:beast-3-3', tapped: true }] },
        { library: LIBRARY, battlefield: [{ card: 'token:wolf-2-2', tapped: true }] },
        { library: LIBRARY },
      ],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    const beast = ids.battlefield[0]![0]!;
    const wolf = ids.battlefield[1]![0]!;
    // player 1 controls player 0's Beast, and player 2 player 1's Wolf
    const s = passToStep(withControl(withControl(state, beast, 1), wolf, 2), 'upkeep', 3);
    expect(s.turn.active).toBe(1);
    expect(s.objects[beast]!.tapped).toBe(false);
    expect(s.objects[wolf]!.tapped).toBe(true);
  });

  it('502.4: no player receives priority in the untap step', () => {
    const { state } = scenario({ players: [{ library: LIBRARY, battlefield: ['Forest'] }, { library: LIBRARY, battlefield: ['Forest'] }], step: 'end', settings: { autoPass: 'never' } });
    let s = state;
    const seen: string[] = [];
    while (!(s.turn.number === 3 && s.turn.step === 'draw')) {
      seen.push(String(s.turn.step));
      s = pass(s);
    }
    expect(seen).not.toContain('untap');
    expect(seen).toContain('upkeep');
  });

  it('504.1: the active player draws the top card of their library as the draw step begins', () => {
    const { state } = scenario({ players: [{ library: LIBRARY }, { library: ['Mountain', 'Island'] }], step: 'end', settings: { autoPass: 'never' } });
    let s = passToStep(state, 'upkeep', 3);
    expect(s.players[1]!.hand).toHaveLength(0);
    s = passToStep(s, 'draw', 3);
    expect(s.players[1]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Mountain']);
    expect(s.players[1]!.library.map((id) => s.objects[id]!.card)).toEqual(['Island']);
    expect(s.players[0]!.hand).toHaveLength(0);
  });

  it('504.1, 800.4j: an active player who left the game in their upkeep draws nothing in the draw step; the others get priority in it', () => {
    // player 0's Sulfuric Vortex deals player 1, at 2 life, 2 damage as player 1's upkeep begins
    const { state } = scenario({
      players: [{ library: LIBRARY, battlefield: ['Sulfuric Vortex'] }, { library: LIBRARY, life: 2 }, { library: LIBRARY }, { library: LIBRARY }],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    const from = mark(state);
    let s = passUntil(state, (x) => x.turn.number === 3 && x.stack.length === 1);
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(s.players[1]!.inGame).toBe(false);
    s = passToStep(s, 'draw', 3);
    expect(s.turn.active).toBe(1);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    expect(events(s, 'draw', from)).toEqual([]);
    expect(events(s, 'drawFromEmpty', from)).toEqual([]);
    expect(s.players[1]!.drewFromEmpty).toBe(false);
    s = passToStep(s, 'upkeep', 4);
    expect(s.turn.active).toBe(2);
  });

  it("800.4a, 800.4j: Kami of the Crescent Moon triggers in the draw step of a player who left the game, who draws nothing as it resolves", () => {
    // player 0's Sulfuric Vortex deals player 1, at 2 life, 2 damage as player 1's upkeep begins
    const { state } = scenario({
      players: [{ library: LIBRARY, battlefield: ['Sulfuric Vortex', 'Kami of the Crescent Moon'] }, { library: LIBRARY, life: 2 }, { library: LIBRARY }],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    let s = passUntil(state, (x) => x.turn.number === 3 && x.stack.length === 1);
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(s.players[1]!.inGame).toBe(false);
    const from = mark(s);
    // the turn goes on as player 1's, without them (800.4j): "each player's draw step" is theirs
    s = passUntil(s, (x) => x.turn.step === 'draw' && x.stack.length === 1);
    expect(s.objects[s.stack[0]!]!.controller).toBe(0);
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(s.turn).toMatchObject({ active: 1, step: 'draw' });
    // a player who left the game draws nothing (800.4a: their library left with them)
    expect(events(s, 'draw', from)).toEqual([]);
    expect(events(s, 'drawFromEmpty', from)).toEqual([]);
    expect(s.players[1]!.drewFromEmpty).toBe(false);
    // the others draw their additional card in their own draw steps
    s = passUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    expect(events(s, 'draw', from).map((e) => e.player)).toEqual([2, 2]);
  });

  it('514.1: in cleanup the active player discards down to seven, choosing which', () => {
    const hand = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Plains', 'Island', 'Swamp', 'Mountain'];
    const { state, ids } = scenario({
      players: [{ hand, library: LIBRARY }, { hand, library: LIBRARY }],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    let s = passUntil(state, (x) => x.decision?.kind !== 'priority');
    expect(s.turn.step).toBe('cleanup');
    expect(s.decision).toEqual({ kind: 'discard', player: 0, count: 2, rule: '514.1' });
    expect(legalActions(s)).toEqual(ids.hand[0]!.map((card) => ({ type: 'discard', player: 0, card })));
    s = apply(s, { type: 'discard', player: 0, card: ids.hand[0]![1]! });
    expect(s.decision).toEqual({ kind: 'discard', player: 0, count: 1, rule: '514.1' });
    s = apply(s, { type: 'discard', player: 0, card: ids.hand[0]![3]! });
    expect(s.players[0]!.hand).toHaveLength(7);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Island', 'Mountain']);
    expect(events(s, 'discard').map((e) => e.rule)).toEqual(['514.1', '514.1']);
    // the turn goes on; the other player, not active, kept nine cards
    expect(s.turn).toMatchObject({ number: 3, active: 1, step: 'upkeep' });
    expect(s.players[1]!.hand).toHaveLength(9);
  });

  it('514.1: only the active player discards in cleanup; another player\'s discard is refused', () => {
    const hand = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Plains', 'Island', 'Swamp'];
    const { state, ids } = scenario({ players: [{ hand, library: LIBRARY }, { hand, library: LIBRARY }, { library: LIBRARY }], step: 'end', settings: { autoPass: 'never' } });
    const s = passUntil(state, (x) => x.decision?.kind !== 'priority');
    expect(s.decision).toEqual({ kind: 'discard', player: 0, count: 1, rule: '514.1' });
    expectRefused(s, { type: 'discard', player: 1, card: ids.hand[1]![0]! }, 'wrongDecision', '514.1');
  });

  it('514.1, 514.2: after the discard to hand size, damage is removed and "until end of turn" effects end in the same cleanup step', () => {
    const hand = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Plains', 'Island', 'Swamp'];
    const { state, ids } = scenario({
      players: [{ hand, library: LIBRARY, battlefield: [{ card: 'token:beast-3-3', damage: 2 }] }, { library: LIBRARY }],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    const beast = ids.battlefield[0]![0]!;
    const from = mark(state);
    let s = passUntil(withKeywords(state, beast, ['flying']), (x) => x.decision?.kind !== 'priority');
    expect(s.decision).toMatchObject({ kind: 'discard', player: 0, count: 1 });
    expect(s.objects[beast]!.damage).toBe(2);
    s = apply(s, { type: 'discard', player: 0, card: ids.hand[0]![0]! });
    expect(s.objects[beast]!.damage).toBe(0);
    expect(s.effects).toEqual([]);
    expect(stepsSince(s, from).filter(([step]) => step === 'cleanup')).toHaveLength(1);
  });

  it('514.1: a hand of seven or fewer is not discarded from', () => {
    const { state } = scenario({
      players: [{ hand: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Plains', 'Island'], library: LIBRARY }, { library: LIBRARY }],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    const s = passToStep(state, 'upkeep', 3);
    expect(s.players[0]!.hand).toHaveLength(7);
    expect(events(s, 'discard')).toEqual([]);
  });

  it('514.2: in cleanup damage is removed from permanents and "until end of turn" effects end', () => {
    const { state, ids } = scenario({
      players: [{ library: LIBRARY, battlefield: [{ card: 'token:beast-3-3', damage: 2 }] }, { library: LIBRARY, battlefield: [{ card: 'token:wolf-2-2', damage: 1 }] }],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    const beast = ids.battlefield[0]![0]!;
    const s0 = withKeywords(state, beast, ['flying']);
    expect(s0.effects).toHaveLength(1);
    const s = passToStep(s0, 'upkeep', 3);
    expect(s.objects[beast]!.damage).toBe(0);
    expect(s.objects[ids.battlefield[1]![0]!]!.damage).toBe(0);
    expect(s.effects).toEqual([]);
  });

  it('104.4: a turn limit of three plays the third turn whole and calls the game a draw as the fourth would begin', () => {
    const { state } = scenario({ players: [{ library: LIBRARY }, { library: LIBRARY }], settings: { autoPass: 'never', turnLimit: 3 } });
    let s = passToStep(state, 'end', 3);
    expect(s.result).toBeNull();
    expect(s.turn).toMatchObject({ number: 3, active: 1 });
    s = passUntil(s, (x) => x.result !== null);
    expect(s.result).toEqual({ winner: null, rule: '104.4', turn: 4 });
    expect(events(s, 'turn').map((e) => e.amount)).toEqual([3]);
  });

  it('611.2b: a prevention shield that lasts until a player\'s next turn ends as that player\'s turn begins, not as another player\'s does', () => {
    const { state } = scenario({ players: [{ library: LIBRARY }, { library: LIBRARY }, { library: LIBRARY }], settings: { autoPass: 'never' } });
    const shielded = editState(state, (d) => {
      addReplacement(d, { kind: 'preventDamage', affected: { player: 0 }, amount: 2, duration: { until: 'yourNextTurn', player: 2 }, source: null, controller: 2 });
    });
    let s = passToStep(shielded, 'upkeep', 3);
    expect(s.turn.active).toBe(1);
    expect(s.replacements).toHaveLength(1);
    s = passToStep(s, 'upkeep', 4);
    expect(s.turn.active).toBe(2);
    expect(s.replacements).toEqual([]);
  });

  it('500.5: mana empties from pools as a step ends, not when priority passes', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest'] }, {}], settings: { autoPass: 'never' } });
    let s = apply(state, { type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 0, targets: [], x: 0 });
    expect(s.players[0]!.pool.G).toBe(1);
    s = pass(s);
    expect(s.turn.step).toBe('main1');
    expect(s.players[0]!.pool.G).toBe(1);
    s = pass(s);
    expect(s.turn.step).toBe('beginCombat');
    expect(s.players[0]!.pool.G).toBe(0);
  });

  it('500.5: colorless mana empties from pools as a step ends, like colored mana', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Wastes'] }, {}], settings: { autoPass: 'never' } });
    let s = apply(state, { type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 0, targets: [], x: 0 });
    expect(s.players[0]!.pool.C).toBe(1);
    s = passToStep(s, 'beginCombat');
    expect(s.players[0]!.pool.C).toBe(0);
  });

  it('104.4: the turn limit draws the game for the players still in it; a player who lost before keeps their loss', () => {
    const { state } = scenario({ players: [{ library: LIBRARY }, { library: LIBRARY }, { library: LIBRARY }], settings: { autoPass: 'never', turnLimit: 2 } });
    const s = passUntil(apply(state, { type: 'concede', player: 2 }), (x) => x.result !== null);
    expect(s.result).toEqual({ winner: null, rule: '104.4', turn: 3 });
    expect(s.players.map((p) => p.outcome)).toEqual(['draw', 'draw', 'lost']);
  });

  it('508.8: with no attackers declared, the declare blockers and combat damage steps are skipped', () => {
    const { state } = scenario({ players: [{ battlefield: ['token:beast-3-3'] }, { battlefield: ['token:wolf-2-2'] }], step: 'beginCombat', settings: { autoPass: 'never' } });
    const from = mark(state);
    let s = passToStep(state, 'declareAttackers');
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    s = passToStep(s, 'main2');
    expect(stepsSince(s, from).map(([step]) => step)).toEqual(['declareAttackers', 'endCombat', 'main2']);
  });
});
