/**
 * CR 613.1b with cards of CNS and CN2: once a control-changing effect applies, every "you" of the
 * permanent's abilities is its new controller — whose spells its "whenever you cast" sees (603.2),
 * whom an Aura's "can't attack you" protects, whose upkeep its trigger waits for, whose exiled cards
 * "cards you exiled with cards named ~" are, whose creatures a conspiracy's "each creature you
 * control" covers, whose legendary permanents the legend rule compares (704.5j) — and a spell
 * whose target changed controller before it resolves may find that target illegal (608.2b).
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import {
  activate, attack, cast, castAndResolve, chooseObject, events, life, passUntil, permanent, permanents, pt, resolveStack, resolveTop, setup, skipUntil,
} from '../cards/helpers.js';
import { castVotes } from '../cards/voting.js';

/** Taps `n` untapped lands named `land` of `player` for mana. */
function tapFor(state: ReadonlyGameState, land: string, n: number, player = 0): ReadonlyGameState {
  let s = state;
  const untapped = s.battlefield.filter((id) => s.objects[id]!.card === land && !s.objects[id]!.tapped && s.objects[id]!.controller === player).slice(0, n);
  for (const id of untapped) s = activate(s, player, id, 0);
  return s;
}

/** Casts a spell and resolves the stack, putting the emblem's trigger (the only one) on the stack on the way. */
function castWithEmblem(s: ReadonlyGameState, card: ObjectId, targets: { object: ObjectId }[]): ReadonlyGameState {
  const x = cast(s, 0, card, targets);
  expect(events(x, 'trigger').at(-1)).toMatchObject({ card: 'token:dack-fayden-emblem' });
  return resolveStack(x);
}

/** Plays on to player 0's next first main phase. */
const toPlayer0 = (s: ReadonlyGameState): ReadonlyGameState => skipUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'main1');

const EXPROPRIATE_MANA = ['Island', 'Island', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

/** Player 0 casts Expropriate (the first card of their hand); with player 1 voting money, player 0 gains control of `card`, owned by player 1. */
function expropriate(state: ReadonlyGameState, card: string): ReadonlyGameState {
  let s = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
  s = castVotes(s, ['time', 'money', 'time']);
  return resolveStack(chooseObject(s, permanent(s, card)));
}

describe('608.2b: the emblem of Dack Fayden gains control of the target before the spell resolves', () => {
  it('Provoke ("target creature you don\'t control") then has an illegal target: it does nothing, and its controller draws no card', () => {
    const { state, ids } = setup({ players: [{ battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, 'Forest', 'Wastes'], hand: ['Provoke'] }, { battlefield: ['Lizard Warrior'] }] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Dack Fayden'), 2));
    const lizard = permanent(s, 'Lizard Warrior');
    const cards = s.players[0]!.hand.length;
    s = castWithEmblem(s, ids.hand[0]![0]!, [{ object: lizard }]);
    expect(characteristics(s, lizard).controller).toBe(0);
    expect(events(s, 'fizzle').map((e) => e.card)).toEqual(['Provoke']);
    expect(s.players[0]!.hand).toHaveLength(cards - 1);
  });

  it('Public Execution ("target creature an opponent controls"): the creature is not destroyed and the other creatures of that player get no -2/-0', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'], hand: ['Public Execution'] }, { battlefield: ['Courier Hawk', 'Lizard Warrior'] }],
    });
    let s = resolveStack(activate(state, 0, permanent(state, 'Dack Fayden'), 2));
    const hawk = permanent(s, 'Courier Hawk');
    s = castWithEmblem(s, ids.hand[0]![0]!, [{ object: hawk }]);
    expect(s.battlefield).toContain(hawk);
    expect(characteristics(s, hawk).controller).toBe(0);
    expect(pt(s, permanent(s, 'Lizard Warrior'))).toEqual([4, 2]);
  });

  it('Aether Tradewinds: the permanent "you don\'t control" is now its caster\'s, an illegal target; the one "you control" is still returned', () => {
    const { state, ids } = setup({ players: [{ battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, 'Island', 'Wastes', 'Wastes', 'Bronze Sable'], hand: ['Aether Tradewinds'] }, { battlefield: ['Pillarfield Ox'] }] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Dack Fayden'), 2));
    const sable = permanent(s, 'Bronze Sable');
    const ox = permanent(s, 'Pillarfield Ox');
    s = castWithEmblem(s, ids.hand[0]![0]!, [{ object: sable }, { object: ox }]);
    expect(s.battlefield).toContain(ox);
    expect(characteristics(s, ox).controller).toBe(0);
    expect(s.battlefield).not.toContain(sable);
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
  });
});

describe('704.5j, 613.1b: the legend rule looks at each player\'s permanents as they are controlled now', () => {
  it('Besmirch takes an opponent\'s Marchesa, the Black Rose while its caster controls one: they choose one to keep, and the other goes to its owner\'s graveyard', () => {
    const { state, ids } = setup({ players: [{ hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Marchesa, the Black Rose'] }, { battlefield: ['Marchesa, the Black Rose'] }] });
    const [mine, theirs] = permanents(state, 'Marchesa, the Black Rose');
    // under two controllers, both stay
    expect(state.decision).toMatchObject({ kind: 'priority' });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!, [{ object: theirs! }]), (x) => x.decision?.kind !== 'priority' || x.stack.length === 0);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'legendRule', rule: '704.5j', options: [{ object: mine }, { object: theirs }] } });
    s = resolveStack(chooseObject(s, mine!));
    expect(s.battlefield).toContain(mine);
    expect(s.battlefield).not.toContain(theirs);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Marchesa, the Black Rose']);
  });
});

describe('603.2, 613.1b: "whenever you cast" of a permanent whose control changed', () => {
  it('Kiln Fiend taken by Besmirch gets +3/+0 for its new controller\'s instant, not for one its owner casts', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Plains', 'Plains'], hand: ['Besmirch', 'Zealous Strike'] }, { battlefield: ['Kiln Fiend', 'Plains', 'Plains'], hand: ['Moment of Heroism'] }],
    });
    const fiend = permanent(state, 'Kiln Fiend');
    // Besmirch is cast by player 0 while player 1 controls the Fiend: no trigger for either
    let s = castAndResolve(tapFor(state, 'Mountain', 3), 0, ids.hand[0]![0]!, [{ object: fiend }]);
    expect(characteristics(s, fiend)).toMatchObject({ controller: 0, power: 1, toughness: 2 });
    // its owner casts an instant: +2/+2, and no +3/+0
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(cast(tapFor(s, 'Plains', 2, 1), 1, ids.hand[1]![0]!, [{ object: fiend }]));
    expect(pt(s, fiend)).toEqual([3, 4]);
    // its new controller casts one: +3/+0 and +2/+2
    s = resolveStack(cast(tapFor(s, 'Plains', 2), 0, ids.hand[0]![1]!, [{ object: fiend }]));
    expect(events(s, 'trigger').filter((e) => e.card === 'Kiln Fiend').map((e) => e.player)).toEqual([0]);
    expect(pt(s, fiend)).toEqual([8, 6]);
  });
});

describe('613.1b: "a card you exiled with cards named ~" is its new controller\'s', () => {
  it('Caller of the Untamed taken by Besmirch (haste): its ability offers only the cards its new controller exiled, and the token is theirs', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Forest', 'Forest'], exiledWith: { 'Caller of the Untamed': ['Bronze Sable'] } },
        { battlefield: ['Caller of the Untamed'], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry'] } },
      ],
    });
    const caller = permanent(state, 'Caller of the Untamed');
    const mine = state.exile.find((id) => state.objects[id]!.card === 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: caller }]);
    const offered = legalActions(s).filter((a) => a.type === 'activate' && a.source === caller);
    expect(offered).toEqual([expect.objectContaining({ player: 0, x: 2, chosenCard: mine })]);
    s = resolveStack(apply(s, offered[0]!));
    const token = s.battlefield.find((id) => s.objects[id]!.kind === 'token')!;
    expect(characteristics(s, token)).toMatchObject({ name: 'Bronze Sable', controller: 0 });
    expect(permanents(s, 'Ogre Sentry')).toEqual([]);
  });

  it('Volatile Chimera taken by Besmirch becomes a copy of a card its new controller exiled', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], exiledWith: { 'Volatile Chimera': ['Bronze Sable', 'Bronze Sable', 'Bronze Sable'] } },
        { battlefield: ['Volatile Chimera'], exiledWith: { 'Volatile Chimera': ['Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'] } },
      ],
    });
    const chimera = permanent(state, 'Volatile Chimera');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: chimera }]);
    s = resolveStack(activate(s, 0, chimera, 0));
    expect(characteristics(s, chimera)).toMatchObject({ name: 'Bronze Sable', controller: 0 });
    // the copy effect has no duration: back under its owner, it stays a Bronze Sable
    s = skipUntil(attack(s, [[chimera, 1]]), (x) => x.turn.active === 1);
    expect(characteristics(s, chimera)).toMatchObject({ name: 'Bronze Sable', controller: 1 });
  });
});

describe('613.1b: a conspiracy\'s "each creature you control"', () => {
  it('Weight Advantage: a creature taken with Besmirch assigns damage by its toughness under the thief\'s Weight Advantage, and by its power under its owner\'s', () => {
    const game = (thief: boolean) => setup({
      format: 'conspiracy',
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'], command: thief ? ['Weight Advantage'] : [] },
        { battlefield: ['Lizard Warrior'], command: thief ? [] : ['Weight Advantage'] },
        {},
      ],
    });
    for (const [thief, damage] of [[true, 2], [false, 4]] as const) {
      const { state, ids } = game(thief);
      const lizard = permanent(state, 'Lizard Warrior');
      let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]);
      s = skipUntil(attack(s, [[lizard, 2]]), (x) => x.turn.step === 'main2');
      expect(life(s, 2)).toBe(20 - damage);
    }
  });
});

describe('613.1b: an Aura and its "you" under a new controller', () => {
  it('Vow of Duty taken by Expropriate: the creature it enchants can\'t attack the Aura\'s new controller, and may attack its old one', () => {
    const { state: before } = setup({
      active: 1,
      players: [
        { hand: ['Expropriate'], battlefield: EXPROPRIATE_MANA },
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Vow of Duty'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    const sable = permanent(before, 'Bronze Sable');
    let s = toPlayer0(castAndResolve(tapFor(before, 'Plains', 3, 1), 1, before.players[1]!.hand[0]!, [{ object: sable }]));
    s = expropriate(s, 'Vow of Duty');
    expect(characteristics(s, permanent(s, 'Vow of Duty')).controller).toBe(0);
    expect(s.objects[permanent(s, 'Vow of Duty')]!.attachedTo).toEqual({ object: sable });
    // player 0's extra turn, then player 1's turn, then player 2's: the Sable's
    s = skipUntil(s, (x) => x.turn.active === 2 && x.decision?.kind === 'declareAttackers');
    const targets = legalActions(s).flatMap((a) => (a.type === 'declareAttacker' && a.attacker === sable ? [a.target] : []));
    expect(targets).toEqual([{ player: 1 }]);
  });

  it('Bonds of Quicksilver: a creature its owner enchanted, taken by Expropriate, doesn\'t untap during its new controller\'s untap step, though the Aura is still its old controller\'s', () => {
    const { state: before } = setup({
      active: 1,
      players: [
        { hand: ['Expropriate'], battlefield: EXPROPRIATE_MANA },
        { battlefield: [{ card: 'Pillarfield Ox', tapped: true }, 'Island', 'Island', 'Island', 'Island'], hand: ['Bonds of Quicksilver'] },
        {},
      ],
    });
    const ox = permanent(before, 'Pillarfield Ox');
    let s = toPlayer0(castAndResolve(tapFor(before, 'Island', 4, 1), 1, before.players[1]!.hand[0]!, [{ object: ox }]));
    s = expropriate(s, 'Pillarfield Ox');
    expect(characteristics(s, ox).controller).toBe(0);
    expect(characteristics(s, permanent(s, 'Bonds of Quicksilver')).controller).toBe(1);
    // player 0's extra turn: its untap step untaps player 0's lands, not the Ox
    const turn = s.turn.number;
    s = skipUntil(s, (x) => x.turn.number > turn && x.turn.step === 'main1');
    expect(s.turn.active).toBe(0);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Wastes').every((id) => !s.objects[id]!.tapped)).toBe(true);
    expect(s.objects[ox]!.tapped).toBe(true);
  });

  it('Followed Footsteps taken by Expropriate triggers at its new controller\'s upkeep, and the token is theirs', () => {
    const { state: before } = setup({
      active: 1,
      players: [
        { hand: ['Expropriate'], battlefield: EXPROPRIATE_MANA },
        { battlefield: ['Bronze Sable', 'Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Followed Footsteps'] },
        {},
      ],
    });
    const sable = permanent(before, 'Bronze Sable');
    let s = toPlayer0(castAndResolve(tapFor(before, 'Island', 5, 1), 1, before.players[1]!.hand[0]!, [{ object: sable }]));
    s = expropriate(s, 'Followed Footsteps');
    expect(characteristics(s, permanent(s, 'Followed Footsteps')).controller).toBe(0);
    // the two extra turns (two time votes) are player 0's: a token at each of their upkeeps
    s = skipUntil(s, (x) => x.turn.step === 'upkeep' && x.stack.length > 0);
    expect(s.turn.active).toBe(0);
    s = resolveStack(s);
    const token = permanents(s, 'Bronze Sable').find((id) => id !== sable)!;
    expect(characteristics(s, token)).toMatchObject({ controller: 0, name: 'Bronze Sable' });
    // then player 1's turn: its upkeep makes nothing for player 1
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'upkeep');
    const tokens = permanents(s, 'Bronze Sable').filter((id) => id !== sable);
    expect(tokens.map((id) => characteristics(s, id).controller)).toEqual([0, 0]);
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(permanents(s, 'Bronze Sable')).toHaveLength(3);
  });
});
