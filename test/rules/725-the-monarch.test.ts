import { describe, expect, it } from 'vitest';
import { apply, createGame, describeEvent, rules, serialize, deserialize, view, type ReadonlyGameState } from '../../src/index.js';
import {
  activate, attack, castAndResolve, events, life, names, pass, passUntil, permanent, resolveStack, setup, skipUntil,
} from '../cards/helpers.js';
import { mutableCopy } from '../helpers/mutable-copy.js';
import { editState } from '../../src/testing/index.js';

const FOUR_LANDS = ['Wastes', 'Wastes', 'Wastes', 'Wastes'];

/** The inherent monarch abilities on the stack, as stack objects. */
function monarchAbilitiesOnStack(s: ReadonlyGameState) {
  return s.stack.map((id) => s.objects[id]!).filter((o) => o.rule === '725');
}

/** Plays on, declaring nothing, until the end step of the current turn with its triggers on the stack. */
function toEndStep(s: ReadonlyGameState): ReadonlyGameState {
  return skipUntil(s, (x) => x.turn.step === 'end');
}

describe('725 The Monarch', () => {
  it('is the monarch in the registry, also by its 2016 number 716', () => {
    expect(rules.get('725')).toMatchObject({ number: '725', title: 'The Monarch', implemented: true });
    expect(rules.get('716', '2016-08-26')?.number).toBe('725');
    expect(rules.get('monarch')?.number).toBe('725');
  });

  it('"The game starts with no monarch. Once an effect makes one player the monarch, the game will have exactly one monarch from that point forward."', () => {
    const game = createGame({ players: [{ deck: FOUR_LANDS }, { deck: FOUR_LANDS }, { deck: FOUR_LANDS }], seed: 1, startingPlayer: 0 });
    expect(game.monarch).toBeNull();
    expect(view(game, 1).monarch).toBeNull();
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Palace Sentinels'] }, {}, {}] });
    expect(state.monarch).toBeNull();
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(s.monarch).toBe(0);
    expect(view(s, 2).monarch).toBe(0);
    // 725.1: the first monarch
    expect(events(s, 'becameMonarch')).toEqual([expect.objectContaining({ player: 0, rule: '725.1' })]);
    expect(events(s, 'ceasedMonarch')).toEqual([]);
    expect(describeEvent(s, events(s, 'becameMonarch')[0]!)).toBe('Player 1 becomes the monarch  [CR 725.1]');
  });

  it('725.3: as a player becomes the monarch, the current monarch ceases to be the monarch', () => {
    const { state, ids } = setup({ monarch: 1, players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Palace Sentinels'] }, {}, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(s.monarch).toBe(0);
    expect(events(s, 'ceasedMonarch')).toEqual([expect.objectContaining({ player: 1, rule: '725.3' })]);
    // 725.1: an effect instructs the player to become the monarch; 725.3 only takes the title from the current one
    expect(events(s, 'becameMonarch')).toEqual([expect.objectContaining({ player: 0, rule: '725.1' })]);
  });

  it("725.2: at the beginning of the monarch's end step, that player draws a card — a triggered ability with no source, on the stack, controlled by the monarch", () => {
    const { state } = setup({ monarch: 0, players: [{ library: ['Wild Griffin', 'Wastes'] }, {}, {}] });
    let s = toEndStep(state);
    const [ability] = monarchAbilitiesOnStack(s);
    expect(ability).toMatchObject({ kind: 'ability', source: null, controller: 0, card: '' });
    expect(events(s, 'trigger')).toEqual([expect.objectContaining({ rule: '725.2', player: 0 })]);
    expect(view(s, 1).stack).toEqual([expect.objectContaining({ rule: '725', controller: 0 })]);
    // players may respond: it uses the stack
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    const hand = s.players[0]!.hand.length;
    s = resolveStack(s);
    expect(s.players[0]!.hand.length).toBe(hand + 1);
    expect(names(s, 0, 'hand')).toContain('Wild Griffin');
    // the log says an ability resolves, as it says one triggered — not a card
    expect(events(s, 'resolve').map((e) => describeEvent(s, e))).toEqual(["Player 1's ability resolves  [CR 608.2]"]);
    expect(describeEvent(view(s, 1), events(s, 'resolve')[0]!)).toBe("Player 1's ability resolves  [CR 608.2]");
  });

  it("725.2: nobody draws at the end step of a player who is not the monarch, nor while there is no monarch", () => {
    for (const monarch of [1, undefined]) {
      const { state } = setup({ monarch, players: [{}, {}, {}] });
      const s = toEndStep(state);
      expect(monarchAbilitiesOnStack(s)).toEqual([]);
      expect(s.players.map((p) => p.hand.length)).toEqual([0, 0, 0]);
    }
  });

  it('"If the triggered ability that causes the monarch to draw a card goes on the stack, and a different player becomes the monarch before that ability resolves, the first player will still draw the card."', () => {
    const { state } = setup({
      monarch: 0,
      players: [{}, { battlefield: ['Throne of the High City', ...FOUR_LANDS] }, {}],
    });
    let s = toEndStep(state);
    expect(monarchAbilitiesOnStack(s)).toHaveLength(1);
    s = pass(s);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = activate(s, 1, permanent(s, 'Throne of the High City'), 1);
    s = passUntil(s, (x) => x.monarch === 1);
    expect(s.monarch).toBe(1);
    expect(monarchAbilitiesOnStack(s)).toHaveLength(1);
    s = resolveStack(s);
    expect(s.players[0]!.hand).toHaveLength(1);
    expect(s.players[1]!.hand).toHaveLength(0);
  });

  it('725.2: whenever a creature deals combat damage to the monarch, its controller becomes the monarch — on the stack, controlled by the monarch', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Bronze Sable'] }, {}, {}] });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 1]]);
    s = passUntil(s, (x) => monarchAbilitiesOnStack(x).length > 0);
    const [ability] = monarchAbilitiesOnStack(s);
    expect(ability).toMatchObject({ source: null, controller: 1 });
    expect(s.monarch).toBe(1);
    s = resolveStack(s);
    expect(s.monarch).toBe(0);
    // the inherent trigger of 725.2 moves the title, the monarch ceasing to be it as 725.3 says
    expect(events(s, 'becameMonarch')).toEqual([expect.objectContaining({ player: 0, rule: '725.2' })]);
    expect(events(s, 'ceasedMonarch')).toEqual([expect.objectContaining({ player: 1, rule: '725.3' })]);
  });

  it('725.2: "its controller" is the creature\'s controller as it last existed on the battlefield if it has left (CR 608.2h): a creature gained with Besmirch and killed in response crowns the player who controlled it, not its owner', () => {
    const { state, ids } = setup({
      monarch: 2,
      players: [
        { hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Bronze Sable'] },
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = attack(s, [[sable, 2]]);
    s = passUntil(s, (x) => monarchAbilitiesOnStack(x).length > 0);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 2);
    s = apply(s, { type: 'cast', player: 2, card: ids.hand[2]![0]!, targets: [{ object: sable }], x: 0 });
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.monarch).toBe(0);
  });

  it('725.2, 800.4a: "its controller becomes the monarch" does nothing when that controller has left the game before it resolves: the monarch stays the monarch', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Bronze Sable'] }, {}, {}] });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 1]]);
    s = passUntil(s, (x) => monarchAbilitiesOnStack(x).length > 0);
    expect(monarchAbilitiesOnStack(s)).toEqual([expect.objectContaining({ controller: 1 })]);
    s = apply(s, { type: 'concede', player: 0 });
    s = resolveStack(s);
    expect(monarchAbilitiesOnStack(s)).toEqual([]);
    expect(s.monarch).toBe(1);
    expect(events(s, 'becameMonarch')).toEqual([]);
    expect(events(s, 'ceasedMonarch')).toEqual([]);
  });

  it('725.2: combat damage to a player who is not the monarch passes nothing on', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Bronze Sable'] }, {}, {}] });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 2]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 2)).toBe(18);
    expect(events(s, 'trigger')).toEqual([]);
    expect(s.monarch).toBe(1);
  });

  it('"Abilities that trigger whenever you \'become the monarch\' trigger only if you aren\'t already the monarch. For example, if you are already the monarch as Custodi Lich enters the battlefield, its last ability won\'t trigger."', () => {
    const { state, ids } = setup({
      monarch: 0,
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Custodi Lich'] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(s.monarch).toBe(0);
    expect(events(s, 'becameMonarch')).toEqual([]);
    expect(events(s, 'trigger').map((e) => e.detail)).toEqual(['When Custodi Lich enters the battlefield, you become the monarch.']);
    // no "target player sacrifices a creature" waits to be put on the stack (CR 603.3): the game goes on
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(s.stack).toEqual([]);
    expect(permanent(s, 'Bronze Sable')).toBeDefined();
  });

  it('725.4 / "If the monarch leaves the game during another player\'s turn, that player becomes the monarch."', () => {
    const { state } = setup({ active: 2, monarch: 0, players: [{}, {}, {}, {}] });
    const s = apply(state, { type: 'concede', player: 0 });
    expect(s.monarch).toBe(2);
    expect(events(s, 'ceasedMonarch')).toEqual([expect.objectContaining({ player: 0, rule: '725.4' })]);
    expect(events(s, 'becameMonarch')).toEqual([expect.objectContaining({ player: 2, rule: '725.4' })]);
  });

  it('725.4 / "If the monarch leaves the game during their turn, the next player in turn order becomes the monarch."', () => {
    const { state } = setup({ active: 3, monarch: 3, players: [{}, {}, {}, {}] });
    const s = apply(state, { type: 'concede', player: 3 });
    expect(s.monarch).toBe(0);
    expect(events(s, 'becameMonarch')).toEqual([expect.objectContaining({ player: 0, rule: '725.4' })]);
  });

  it('725.4: "If the active player is leaving the game": the monarch and the active player losing at the same time pass the title to the next player, not through the active player', () => {
    // players 0 (the monarch) and 1 (the active player) at 2 life; player 2 has exiled player 3's
    // Bronze Sable until an opponent of theirs becomes the monarch (Palace Jailer)
    const { state, ids } = setup({
      active: 1,
      monarch: 0,
      players: [{ life: 2 }, { life: 2 }, { hand: ['Volcanic Fallout'], battlefield: ['Mountain', 'Mountain', 'Wastes'] }, { exile: ['Bronze Sable'] }],
    });
    const sable = state.exile[0]!;
    expect(state.objects[sable]).toMatchObject({ card: 'Bronze Sable', owner: 3 });
    let s = editState(state, (x) => {
      x.exiledUntil = [{ object: sable, until: 'anOpponentBecomesMonarch', controller: 2 }];
    });
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = resolveStack(apply(s, { type: 'cast', player: 2, card: ids.hand[2]![0]!, targets: [], x: 0 }));
    expect([s.players[0]!.inGame, s.players[1]!.inGame]).toEqual([false, false]);
    // the next player in turn order after the active player becomes the monarch, and nobody else
    expect(s.monarch).toBe(2);
    expect(events(s, 'becameMonarch')).toEqual([expect.objectContaining({ player: 2, rule: '725.4' })]);
    // player 2 is no opponent of their own: the Bronze Sable stays in exile
    expect(s.objects[sable]!.zone).toBe('exile');
    expect(s.objects[sable]!.movedTo).toBeNull();
  });

  it('725.4: "if there is no active player, the next player in turn order" after the one whose turn it is becomes the monarch, not the one after the monarch', () => {
    // player 1 leaves during their own turn, which goes on without an active player (CR 800.4j)
    const { state } = setup({ active: 1, monarch: 3, players: [{}, {}, {}, {}, {}] });
    let s = apply(state, { type: 'concede', player: 1 });
    expect(s.monarch).toBe(3);
    s = apply(s, { type: 'concede', player: 3 });
    expect(s.monarch).toBe(2);
    expect(events(s, 'ceasedMonarch')).toEqual([expect.objectContaining({ player: 3, rule: '725.4' })]);
    expect(events(s, 'becameMonarch')).toEqual([expect.objectContaining({ player: 2, rule: '725.4' })]);
  });

  it('725.4: "the next player in turn order who can become the monarch": the monarch, who is the active player, and the next player losing at the same time pass the title past both: nobody leaving becomes the monarch', () => {
    const { state, ids } = setup({ active: 0, monarch: 0, players: [{ life: 2, hand: ['Volcanic Fallout'], battlefield: ['Mountain', 'Mountain', 'Wastes'] }, { life: 2 }, {}, {}] });
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect([s.players[0]!.inGame, s.players[1]!.inGame]).toEqual([false, false]);
    expect(s.monarch).toBe(2);
    // player 1, leaving at the same time, never becomes the monarch
    expect(events(s, 'becameMonarch')).toEqual([expect.objectContaining({ player: 2, rule: '725.4' })]);
  });

  it('725.4: a player who leaves and is not the monarch changes nothing', () => {
    const { state } = setup({ active: 0, monarch: 1, players: [{}, {}, {}] });
    const s = apply(state, { type: 'concede', player: 2 });
    expect(s.monarch).toBe(1);
    expect(events(s, 'becameMonarch')).toEqual([]);
  });

  it('"If combat damage dealt to the monarch causes that player to lose the game, the triggered ability that causes the controller of the attacking creature to become the monarch doesn\'t resolve. In most cases, the controller of the attacking creature will still become the monarch as it is likely their turn."', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Bronze Sable'] }, { life: 2 }, {}] });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 1]]);
    s = passUntil(s, (x) => !x.players[1]!.inGame);
    expect(s.players[1]!.outcome).toBe('lost');
    expect(monarchAbilitiesOnStack(s)).toEqual([]);
    expect(s.pendingTriggers).toEqual([]);
    expect(events(s, 'trigger')).toEqual([]);
    expect(s.monarch).toBe(0);
    expect(events(s, 'becameMonarch')).toEqual([expect.objectContaining({ player: 0, rule: '725.4' })]);
  });

  it('the monarch and a monarch ability waiting on the stack survive saving and loading', () => {
    const { state } = setup({ monarch: 0, players: [{}, {}, {}] });
    const s = toEndStep(state);
    const loaded = deserialize(serialize(s));
    expect(loaded.monarch).toBe(0);
    expect(monarchAbilitiesOnStack(loaded)).toHaveLength(1);
    const done = resolveStack(loaded);
    expect(done.players[0]!.hand).toHaveLength(1);
  });

  it('a saved game whose monarch is not a player, or has left the game, is refused', () => {
    const { state } = setup({ monarch: 0, players: [{}, {}, {}] });
    expect(() => deserialize(serialize({ ...state, monarch: 7 }))).toThrow(/monarch/);
    const gone = mutableCopy(state);
    gone.players[0]!.inGame = false;
    gone.players[0]!.outcome = 'lost';
    expect(() => deserialize(serialize(gone))).toThrow(/monarch/);
  });
});
