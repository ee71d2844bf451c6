import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, type ReadonlyGameState } from '../../src/index.js';
import { events, expectRefused, passToStep } from './helpers.js';

const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
/** A 40-card deck of basic lands, five different names so cards can be told apart. */
const DECK = Array.from({ length: 40 }, (_, i) => LANDS[i % LANDS.length] as string);

function game(players: number, startingPlayer = 0, seed = 7): ReadonlyGameState {
  return createGame({ players: Array.from({ length: players }, () => ({ deck: DECK })), seed, startingPlayer });
}

function keep(state: ReadonlyGameState, player: number): ReadonlyGameState {
  return apply(state, { type: 'keep', player });
}

function mulligan(state: ReadonlyGameState, player: number): ReadonlyGameState {
  return apply(state, { type: 'mulligan', player });
}

describe('103 Starting the Game', () => {
  it('103.4/103.5: each player starts at 20 life with seven cards drawn from the library', () => {
    const s = game(3);
    for (const p of s.players) {
      expect(p.life).toBe(20);
      expect(p.hand).toHaveLength(7);
      expect(p.library).toHaveLength(33);
    }
  });

  it('103.5: the starting player declares first, then each other player in turn order', () => {
    let s = game(4, 2);
    const order: number[] = [];
    while (s.decision?.kind === 'mulligan') {
      order.push(s.decision.player);
      s = keep(s, s.decision.player);
    }
    expect(order).toEqual([2, 3, 0, 1]);
  });

  it('103.5: a player may not declare out of turn', () => {
    const s = game(2, 0);
    expectRefused(s, { type: 'keep', player: 1 }, 'wrongDecision', '103.5');
    expectRefused(s, { type: 'mulligan', player: 1 }, 'wrongDecision', '103.5');
  });

  it('103.5: mulligans are taken at the same time, once every player has declared', () => {
    let s = game(2, 0);
    const before = [...s.players[0]!.hand];
    s = mulligan(s, 0);
    // player 0 has only declared: the hand is unchanged until player 1 declares
    expect(s.players[0]!.hand).toEqual(before);
    expect(s.decision).toMatchObject({ kind: 'mulligan', player: 1 });
    s = mulligan(s, 1);
    expect(events(s, 'mulligan').map((e) => e.player)).toEqual([0, 1]);
    // the old hand was shuffled away: every card in hand is a new object (CR 400.7)
    expect(s.players[0]!.hand.some((id) => before.includes(id))).toBe(false);
  });

  it('103.5: after a mulligan the player draws seven and puts one card per mulligan on the bottom', () => {
    let s = mulligan(game(2, 0), 0);
    s = keep(s, 1);
    expect(s.players[0]!.hand).toHaveLength(7);
    expect(s.decision).toEqual({ kind: 'bottom', player: 0, count: 1 });
    // each card in hand may be the one
    const bottoms = legalActions(s);
    expect(bottoms.map((a) => a.type)).toEqual(Array(7).fill('bottom'));
    const card = s.players[0]!.hand[3]!;
    const name = s.objects[card]!.card;
    s = apply(s, { type: 'bottom', player: 0, card });
    expect(s.players[0]!.hand).toHaveLength(6);
    expect(s.players[0]!.hand).not.toContain(card);
    const bottom = s.players[0]!.library.at(-1)!;
    expect(s.objects[bottom]!.card).toBe(name);
    expect(s.players[0]!.library).toHaveLength(34);
    // back to declaring: the player may keep six or mulligan again
    expect(s.decision).toEqual({ kind: 'mulligan', player: 0 });
  });

  it('103.5: a second mulligan puts two cards on the bottom, one at a time', () => {
    let s = game(2, 0);
    s = keep(mulligan(s, 0), 1);
    s = apply(s, { type: 'bottom', player: 0, card: s.players[0]!.hand[0]! });
    s = mulligan(s, 0);
    expect(s.decision).toEqual({ kind: 'bottom', player: 0, count: 2 });
    s = apply(s, { type: 'bottom', player: 0, card: s.players[0]!.hand[0]! });
    expect(s.decision).toEqual({ kind: 'bottom', player: 0, count: 1 });
    s = apply(s, { type: 'bottom', player: 0, card: s.players[0]!.hand[0]! });
    expect(s.players[0]!.hand).toHaveLength(5);
    s = keep(s, 0);
    expect(s.players[0]!.hand).toHaveLength(5);
    expect(s.players[0]!.mulligans).toBe(2);
  });

  it('103.5: a card not in the hand cannot be put on the bottom', () => {
    let s = keep(mulligan(game(2, 0), 0), 1);
    expectRefused(s, { type: 'bottom', player: 0, card: s.players[1]!.hand[0]! }, 'illegal', '103.5');
    expectRefused(s, { type: 'bottom', player: 0, card: s.players[0]!.library[0]! }, 'illegal', '103.5');
    s = apply(s, { type: 'bottom', player: 0, card: s.players[0]!.hand[0]! });
    expect(s.players[0]!.hand).toHaveLength(6);
  });

  it('103.5c: in a multiplayer game the first mulligan is free; later ones count as normal', () => {
    let s = game(3, 0);
    s = keep(keep(mulligan(s, 0), 1), 2);
    expect(events(s, 'mulligan')[0]).toMatchObject({ player: 0, rule: '103.5c' });
    // no card to put on the bottom: seven cards again, and the player declares again
    expect(s.decision).toEqual({ kind: 'mulligan', player: 0 });
    expect(s.players[0]!.hand).toHaveLength(7);
    s = mulligan(s, 0);
    expect(events(s, 'mulligan')[1]).toMatchObject({ player: 0, rule: '103.5' });
    expect(s.decision).toEqual({ kind: 'bottom', player: 0, count: 1 });
  });

  it('103.5c: the free mulligan does not apply in a two-player game', () => {
    const s = keep(mulligan(game(2, 0), 0), 1);
    expect(events(s, 'mulligan')[0]).toMatchObject({ player: 0, rule: '103.5' });
    expect(s.decision).toEqual({ kind: 'bottom', player: 0, count: 1 });
  });

  it('103.5: once a player keeps, they take no further mulligans while others go on', () => {
    let s = game(2, 0);
    s = keep(s, 0);
    s = mulligan(s, 1);
    // player 0 is not asked again; player 1 puts a card on the bottom and declares again
    expect(s.decision).toEqual({ kind: 'bottom', player: 1, count: 1 });
    s = apply(s, { type: 'bottom', player: 1, card: s.players[1]!.hand[0]! });
    expect(s.decision).toEqual({ kind: 'mulligan', player: 1 });
    expect(s.players[0]!.hand).toHaveLength(7);
  });

  /** Takes mulligans for player 0 (player 1 keeps) until none is legal; returns the state and the count. */
  function mulliganToZero(players: number): { s: ReadonlyGameState; taken: number } {
    let s = game(players, 0);
    let taken = 0;
    while (s.decision?.kind === 'mulligan' && s.decision.player === 0 && legalActions(s).some((a) => a.type === 'mulligan')) {
      s = mulligan(s, 0);
      taken++;
      for (let p = 1; p < players && s.decision?.kind === 'mulligan'; p++) if (s.decision.player === p) s = keep(s, p);
      while (s.decision?.kind === 'bottom') s = apply(s, { type: 'bottom', player: 0, card: s.players[0]!.hand[0]! });
    }
    return { s, taken };
  }

  it('103.5: a player can take mulligans until the opening hand would be zero cards, then no more', () => {
    const { s, taken } = mulliganToZero(2);
    expect(taken).toBe(7);
    expect(s.players[0]!.hand).toHaveLength(0);
    expect(s.decision).toEqual({ kind: 'mulligan', player: 0 });
    expect(legalActions(s)).toEqual([{ type: 'keep', player: 0 }]);
    expectRefused(s, { type: 'mulligan', player: 0 }, 'illegal', '103.5');
  });

  it('103.5c: with the free first mulligan a multiplayer player can take eight mulligans', () => {
    const { s, taken } = mulliganToZero(3);
    expect(taken).toBe(8);
    expect(s.players[0]!.hand).toHaveLength(0);
    expectRefused(s, { type: 'mulligan', player: 0 }, 'illegal', '103.5');
  });

  it('103.5: a player whose library holds fewer cards than their mulligans puts the whole hand on the bottom, then is asked again', () => {
    const three = ['Plains', 'Island', 'Swamp'];
    let s = createGame({ players: [{ deck: three }, { deck: DECK }], seed: 7, startingPlayer: 0 });
    expect(s.players[0]!.hand).toHaveLength(3);
    s = keep(mulligan(s, 0), 1);
    for (let taken = 1; ; taken++) {
      // the bottom cards are asked before the next declaration: one per mulligan, never more than the hand
      expect(s.decision).toEqual({ kind: 'bottom', player: 0, count: Math.min(taken, 3) });
      while (s.decision?.kind === 'bottom') s = apply(s, { type: 'bottom', player: 0, card: s.players[0]!.hand[0]! });
      if (taken === 4) break;
      s = mulligan(s, 0);
    }
    expect(s.players[0]!.mulligans).toBe(4);
    expect(s.players[0]!.hand).toHaveLength(0);
    expect(s.decision).toEqual({ kind: 'mulligan', player: 0 });
  });

  it('103.8a: in a two-player game the starting player skips the draw of their first turn', () => {
    let s = keep(keep(game(2, 1), 1), 0);
    expect(events(s, 'gameStart')).toEqual([expect.objectContaining({ rule: '103.8', player: 1 })]);
    s = passToStep(s, 'main1', 1);
    expect(s.turn.active).toBe(1);
    expect(s.players[1]!.hand).toHaveLength(7);
    expect(events(s, 'draw').filter((e) => e.player === 1)).toHaveLength(7);
    // the other player draws in their first turn
    s = passToStep(s, 'main1', 2);
    expect(s.turn.active).toBe(0);
    expect(s.players[0]!.hand).toHaveLength(8);
  });

  it('103.8c: in a multiplayer game the starting player draws in their first turn', () => {
    let s = game(3, 0);
    s = keep(keep(keep(s, 0), 1), 2);
    s = passToStep(s, 'main1', 1);
    expect(s.players[0]!.hand).toHaveLength(8);
    expect(s.players[1]!.hand).toHaveLength(7);
  });

  it('103.8, 800.4k: a starting player who concedes during the mulligans takes no turn; the next player in turn order takes the first turn', () => {
    let s = apply(game(3, 0), { type: 'concede', player: 0 });
    s = keep(keep(s, 1), 2);
    expect(s.turn).toMatchObject({ number: 1, active: 1 });
    expect(events(s, 'turn')).toEqual([expect.objectContaining({ player: 1, amount: 1 })]);
  });

  it('100.1b, 103.5c, 103.8c: a game begun with three players stays multiplayer when one concedes during the mulligans — the first mulligan stays free, and the starting player still draws', () => {
    let s = game(3, 0);
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.players.filter((p) => p.inGame)).toHaveLength(2);
    // the mulligan is still the free first one of a multiplayer game: seven cards again, none to the bottom
    s = keep(mulligan(s, 0), 1);
    expect(events(s, 'mulligan')).toEqual([expect.objectContaining({ player: 0, rule: '103.5c' })]);
    expect(s.decision).toEqual({ kind: 'mulligan', player: 0 });
    expect(s.players[0]!.hand).toHaveLength(7);
    s = passToStep(keep(s, 0), 'main1', 1);
    // not a two-player game (103.8a): the starting player draws in their first turn
    expect(s.turn.active).toBe(0);
    expect(s.players[0]!.hand).toHaveLength(8);
  });
});
