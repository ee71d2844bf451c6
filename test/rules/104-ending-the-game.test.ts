import { describe, expect, it } from 'vitest';
import { apply, characteristics, createGame, deserialize, legalActions, serialize, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { applyAll, events, expectRefused, pass, passToStep, withControl } from './helpers.js';

const DECK = Array.from({ length: 30 }, () => 'Forest');

function concede(state: ReadonlyGameState, player: number): ReadonlyGameState {
  return apply(state, { type: 'concede', player });
}

describe('104 Ending the Game', () => {
  it('104.3a: a player who is not deciding may concede; they lose and leave, the game goes on', () => {
    const { state } = scenario({ players: [{ battlefield: ['Forest'] }, {}, {}], settings: { autoPass: 'never' } });
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
    const s = concede(state, 2);
    expect(s.players[2]).toMatchObject({ inGame: false, outcome: 'lost' });
    expect(events(s, 'concede')).toEqual([expect.objectContaining({ player: 2, rule: '104.3a' })]);
    expect(events(s, 'lose')).toEqual([expect.objectContaining({ player: 2, rule: '104.3a' })]);
    expect(events(s, 'leftGame')).toEqual([expect.objectContaining({ player: 2, rule: '800.4a' })]);
    expect(s.result).toBeNull();
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('104.3a: conceding is possible during the mulligan, by a player who is not deciding', () => {
    let s = createGame({ players: [{ deck: DECK }, { deck: DECK }, { deck: DECK }], seed: 3, startingPlayer: 0 });
    expect(s.decision).toEqual({ kind: 'mulligan', player: 0 });
    s = concede(s, 1);
    expect(s.players[1]!.inGame).toBe(false);
    expect(s.decision).toEqual({ kind: 'mulligan', player: 0 });
    s = apply(s, { type: 'keep', player: 0 });
    // the player who left is never asked (CR 800.4h)
    expect(s.decision).toEqual({ kind: 'mulligan', player: 2 });
  });

  it('104.3a/800.4h: the player deciding on a mulligan may concede; the next player declares', () => {
    let s = createGame({ players: [{ deck: DECK }, { deck: DECK }, { deck: DECK }], seed: 3, startingPlayer: 0 });
    s = concede(s, 0);
    expect(s.decision).toEqual({ kind: 'mulligan', player: 1 });
    s = apply(apply(s, { type: 'keep', player: 1 }), { type: 'keep', player: 2 });
    expect(s.turn.step).not.toBe('pregame');
    expect(s.turn.active).toBe(1);
  });

  it('104.3a: a player who has left the game cannot concede again', () => {
    const { state } = scenario({ players: [{}, {}, {}], settings: { autoPass: 'never' } });
    const s = concede(state, 1);
    expectRefused(s, { type: 'concede', player: 1 }, 'illegal', '104.3a');
  });

  it('104.2a: when all opponents have left, the last player wins', () => {
    const { state } = scenario({ players: [{}, {}, {}], settings: { autoPass: 'never' } });
    let s = concede(state, 0);
    expect(s.result).toBeNull();
    s = concede(s, 2);
    expect(s.result).toEqual({ winner: 1, rule: '104.2a', turn: 2 });
    expect(s.players[1]!.outcome).toBe('won');
    expect(s.decision).toBeNull();
    expect(legalActions(s)).toEqual([]);
    expectRefused(s, { type: 'pass', player: 1 }, 'gameOver');
  });

  it('104.4a: if all remaining players lose at the same time, the game is a draw', () => {
    const { state } = scenario({ players: [{ life: 0 }, { life: -3 }], settings: { autoPass: 'never' } });
    expect(state.result).toEqual({ winner: null, rule: '104.4a', turn: 2 });
    expect(state.players.map((p) => p.outcome)).toEqual(['lost', 'lost']);
  });

  it('104.4a: two of three players losing at once leaves the third the winner, not a draw', () => {
    const { state } = scenario({ players: [{ life: 0 }, { life: 5 }, { life: 0 }], settings: { autoPass: 'never' } });
    expect(state.result).toEqual({ winner: 1, rule: '104.2a', turn: 2 });
    expect(state.players.map((p) => p.outcome)).toEqual(['lost', 'won', 'lost']);
  });
});

describe('800.4 Leaving a multiplayer game', () => {
  it('800.4a: the permanents a player owns leave the game with them', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['token:beast-3-3'] }, { battlefield: ['Forest', 'token:wolf-2-2'], hand: ['Forest'], graveyard: ['Island'] }, {}],
      settings: { autoPass: 'never' },
    });
    const s = concede(state, 1);
    for (const id of ids.battlefield[1]!) expect(s.battlefield).not.toContain(id);
    expect(s.battlefield).toEqual(ids.battlefield[0]);
    // they leave the game: not exiled, not in any zone (CR 800.4a)
    expect(s.exile).toEqual([]);
    expect(s.players[1]!.hand).toEqual([]);
    expect(s.players[1]!.graveyard).toEqual([]);
    expect(s.players[1]!.library).toEqual([]);
  });

  it('800.4a: permanents the leaving player controls but does not own are exiled', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: [{ card: 'Wild Griffin', controller: 1 }, 'Child of Night'] }, {}, {}],
      settings: { autoPass: 'never' },
    });
    const [griffin, child] = ids.battlefield[0]!;
    const s = concede(state, 1);
    expect(s.battlefield).toEqual([child]);
    expect(s.exile.map((id) => [s.objects[id]!.card, s.objects[id]!.owner])).toEqual([['Wild Griffin', 0]]);
    expect(events(s, 'zoneChange')).toEqual([expect.objectContaining({ object: griffin, zone: 'exile', rule: '800.4a' })]);
  });

  it('800.4a: effects giving the leaving player control of objects end, and the objects stay', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Wild Griffin'] }, {}, {}], settings: { autoPass: 'never' } });
    const griffin = ids.battlefield[0]![0]!;
    const stolen = withControl(state, griffin, 2);
    expect(characteristics(stolen, griffin).controller).toBe(2);
    const s = concede(stolen, 2);
    expect(s.battlefield).toEqual([griffin]);
    expect(characteristics(s, griffin).controller).toBe(0);
    expect(s.effects).toEqual([]);
  });

  it('800.4a: the spells a player controls leave the stack with them', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Reviving Dose'], library: ['Island'] },
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Reviving Dose'], library: ['Island'] },
        {},
      ],
      settings: { autoPass: 'never' },
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = pass(s);
    s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [], x: 0 });
    s = pass(s);
    expect(s.stack).toHaveLength(2);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = concede(s, 1);
    expect(s.stack.map((id) => s.objects[id]!.controller)).toEqual([0]);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    // player 1's earlier pass no longer counts (CR 117.4): player 0 gets priority before their spell resolves
    s = pass(s);
    expect(s.stack).toHaveLength(1);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = pass(s);
    expect(s.stack).toEqual([]);
    expect(s.players[0]!.life).toBe(23);
  });

  it('800.4a: if the player who leaves has priority, priority passes to the next player in turn order', () => {
    const { state } = scenario({ players: [{ battlefield: ['Forest'] }, { battlefield: ['Forest'] }, { battlefield: ['Forest'] }], settings: { autoPass: 'never' } });
    let s = pass(state);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = concede(s, 1);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    // players 0 and 2 have now both passed in succession: the step ends (CR 117.4)
    s = pass(s);
    expect(s.turn.step).toBe('beginCombat');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('117.4/800.4a: the passes of players still in the game keep counting when another player leaves', () => {
    const { state } = scenario({ players: [{ battlefield: ['Forest'] }, { battlefield: ['Forest'] }, { battlefield: ['Forest'] }], settings: { autoPass: 'never' } });
    // player 0 passed; player 2 leaves while player 1 holds priority: player 1's pass ends the step
    let s = pass(state);
    s = concede(s, 2);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = pass(s);
    expect(s.turn.step).toBe('beginCombat');
  });

  it('117.4/800.4a: the player holding priority leaving after every other player passed in succession: the step ends, nobody is asked again', () => {
    const { state } = scenario({ players: [{ battlefield: ['Forest'] }, { battlefield: ['Forest'] }, { battlefield: ['Forest'] }], settings: { autoPass: 'never' } });
    let s = pass(pass(state));
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    // players 0 and 1, all the players still in the game, have passed in succession
    s = concede(s, 2);
    expect(s.turn.step).toBe('beginCombat');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('117.4/800.4a: the same with a spell on the stack: it resolves, its caster is not given priority again first', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Reviving Dose'], library: ['Island'] }, {}, {}],
      settings: { autoPass: 'never' },
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = pass(pass(s));
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = concede(s, 2);
    expect(s.stack).toEqual([]);
    expect(s.players[0]!.life).toBe(23);
    // CR 117.3b: the active player receives priority after it resolves
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('104.3a/800.4a: a player asked a choice by another player\'s ability may concede; the ability finishes without them', () => {
    let s = scholarAsksPlayer1ToDiscard();
    s = concede(s, 1);
    expect(s.stack).toEqual([]);
    expect(s.turn.step).toBe('main1');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('800.4a/800.4j: a player who concedes while their own ability resolves takes it with them; the next player gets priority', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: ['Merfolk Looter'], hand: ['Plains'], library: ['Island'] },
        { battlefield: ['Forest'] },
        { battlefield: ['Forest'] },
      ],
      settings: { autoPass: 'never' },
    });
    let s = apply(state, { type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 0, targets: [], x: 0 });
    s = pass(pass(pass(s)));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = concede(s, 0);
    expect(s.stack).toEqual([]);
    expect(s.resolution).toBeNull();
    expect(s.turn).toMatchObject({ active: 0, step: 'main1' });
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
  });

  it('104.1/800.4a: a concession that ends the game in the middle of a resolution ends the resolution too; the game saves and loads', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Merfolk Looter'], hand: ['Plains'], library: ['Island'] }, { battlefield: ['Forest'] }],
      settings: { autoPass: 'never' },
    });
    let s = apply(state, { type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 0, targets: [], x: 0 });
    s = pass(pass(s));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = concede(s, 0);
    expect(s.result).toEqual({ winner: 1, rule: '104.2a', turn: 2 });
    expect(s.resolution).toBeNull();
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('800.4a: a player who concedes while their ability waits for another player\'s choice takes it with them; the choice ends', () => {
    let s = scholarAsksPlayer1ToDiscard();
    s = concede(s, 0);
    expect(s.stack).toEqual([]);
    expect(s.resolution).toBeNull();
    // player 1 drew the Forest; the discard that was to follow ceased with the ability
    expect(s.players[1]!.hand).toHaveLength(3);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('800.4k: a player who has left the game does not begin a turn', () => {
    const { state } = scenario({
      players: [{ library: DECK }, { library: DECK }, { library: DECK }],
      settings: { autoPass: 'never' },
    });
    let s = concede(state, 1);
    s = passToStep(s, 'upkeep', 3);
    expect(s.turn.active).toBe(2);
    s = passToStep(s, 'upkeep', 4);
    expect(s.turn.active).toBe(0);
    expect(events(s, 'turn').map((e) => e.player)).toEqual([2, 0]);
  });

  it('800.4j: when the active player leaves, their turn goes on without them', () => {
    const { state } = scenario({
      players: [{ battlefield: ['Forest'], library: DECK }, { battlefield: ['Forest'], library: DECK }, { battlefield: ['Forest'], library: DECK }],
      settings: { autoPass: 'never' },
    });
    let s = concede(state, 0);
    expect(s.turn.active).toBe(0);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = applyAll(s, [{ type: 'pass', player: 1 }, { type: 'pass', player: 2 }]);
    expect(s.turn).toMatchObject({ active: 0, step: 'beginCombat' });
    s = passToStep(s, 'upkeep', 3);
    expect(s.turn.active).toBe(1);
  });

  it('802.4/800.4a: a defending player who leaves while declaring blockers does not stop the next one from declaring', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['token:beast-3-3', 'token:wolf-2-2'] }, { battlefield: ['token:zombie-2-2'] }, { battlefield: ['token:insect-1-1'] }],
      step: 'beginCombat',
      settings: { autoPass: 'never' },
    });
    const [beast, wolf] = ids.battlefield[0]!;
    let s = passToStep(state, 'declareAttackers');
    s = applyAll(s, [
      { type: 'declareAttacker', player: 0, attacker: beast!, target: { player: 1 } },
      { type: 'declareAttacker', player: 0, attacker: wolf!, target: { player: 2 } },
      { type: 'confirmAttackers', player: 0 },
    ]);
    s = passToStep(s, 'declareBlockers');
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = concede(s, 1);
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
  });

  it('800.4a: a player may concede while another player declares blockers', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['token:beast-3-3'] }, { battlefield: ['token:zombie-2-2'] }, { battlefield: ['token:insect-1-1'] }],
      step: 'beginCombat',
      settings: { autoPass: 'never' },
    });
    let s = passToStep(state, 'declareAttackers');
    s = applyAll(s, [
      { type: 'declareAttacker', player: 0, attacker: ids.battlefield[0]![0]!, target: { player: 1 } },
      { type: 'confirmAttackers', player: 0 },
    ]);
    s = passToStep(s, 'declareBlockers');
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = concede(s, 2);
    expect(s.players[2]!.inGame).toBe(false);
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
  });
});

describe('800.4a saved games: only a player who left loses cards from the game', () => {
  it('a saved game in which a card of a player still in the game ceased to exist is refused; the cards of one who left may have', () => {
    const { state } = scenario({ players: [{ hand: ['Plains'] }, { hand: ['Forest'] }, { hand: ['Island'] }], settings: { autoPass: 'never' } });
    const s = concede(state, 2);
    const island = s.objects.find((o) => o.card === 'Island')!;
    expect(island.movedTo).toBe(-1);
    expect(deserialize(serialize(s))).toStrictEqual(s);
    const x = JSON.parse(serialize(s)) as { objects: { card: string; movedTo: number | null }[]; players: { hand: number[] }[] };
    const forest = x.objects.findIndex((o) => o.card === 'Forest');
    x.objects[forest]!.movedTo = -1;
    x.players[1]!.hand = [];
    expect(() => deserialize(JSON.stringify(x))).toThrow(/ceased to exist while its owner is in the game/);
  });
});

describe('800.4a a choice asked of another player while a player leaves', () => {
  it("800.4a: a vote in progress is asked again without the permanents of the player who left (Council's Judgment)", () => {
    const { state } = scenario({
      players: [
        { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Wastes'] },
        { battlefield: ['Bronze Sable'] },
        { battlefield: ['Coveted Peacock'] },
      ],
      settings: { autoPass: 'never' },
    });
    let s = apply(state, { type: 'cast', player: 0, card: state.players[0]!.hand[0]!, targets: [], x: 0 });
    for (let i = 0; i < 3 && s.decision?.kind === 'priority'; i++) s = pass(s);
    const sable = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    const peacock = s.battlefield.find((id) => s.objects[id]!.card === 'Coveted Peacock')!;
    // the caster votes for the Peacock; player 1 is asked next, among both
    s = apply(s, { type: 'choose', player: 0, choice: [1] });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { options: [{ object: sable }, { object: peacock }] } });
    // player 2 leaves with the Peacock: player 1's vote is asked again among what is left
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { options: [{ object: sable }] } });
    expect(legalActions(s)).toEqual([{ type: 'choose', player: 1, choice: [0] }]);
    s = apply(s, legalActions(s)[0]!);
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
  });
});

/** Player 0's Reckless Scholar targets player 1 and resolves up to player 1's discard choice (3 players). */
function scholarAsksPlayer1ToDiscard(): ReadonlyGameState {
  const { state, ids } = scenario({
    players: [
      { battlefield: ['Reckless Scholar'], library: ['Island'] },
      { hand: ['Plains', 'Swamp'], library: ['Forest'] },
      { battlefield: ['Forest'] },
    ],
    settings: { autoPass: 'never' },
  });
  const s = pass(pass(pass(apply(state, { type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 0, targets: [{ player: 1 }], x: 0 }))));
  expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard' } });
  return s;
}
