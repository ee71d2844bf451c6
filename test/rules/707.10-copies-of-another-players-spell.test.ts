/**
 * CR 707.10: a copy of a spell is controlled (and owned) by the player who put it on the stack, so
 * every "you" of its text is that player's — its votes start with them, its targets are judged for
 * them (608.2b, 707.10c), what it gains or makes is theirs. A copy is not cast, and the delayed
 * abilities a copy creates are its own.
 */
import { describe, expect, it } from 'vitest';
import { characteristics, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { activate, attack, cast, choose, chooseObject, events, nextTurn, passUntil, permanent, pt, putTrigger, resolveStack, resolveTop, setup, skipUntil } from '../cards/helpers.js';
import { castVotes } from '../cards/voting.js';

/**
 * Player 0 casts the first card of their hand (with `targets`); player 1 answers with Split Decision
 * targeting it, paying with every land they control, and every player votes duplication. Returns the
 * state at the first question of the copy (a new target), or with the copy on the stack.
 */
function duplicatedByPlayer1(state: ReadonlyGameState, targets: (s: ReadonlyGameState) => { object: ObjectId }[] = () => []): ReadonlyGameState {
  let s = cast(state, 0, state.players[0]!.hand[0]!, targets(state));
  s = passUntil(s, (x) => x.decision?.player === 1);
  for (const id of s.battlefield.filter((i) => s.objects[i]!.controller === 1 && ['Island', 'Wastes'].includes(s.objects[i]!.card))) s = activate(s, 1, id, 0);
  s = cast(s, 1, s.players[1]!.hand[0]!, [{ object: s.stack[0]! }]);
  s = passUntil(s, (x) => x.decision?.kind === 'choose');
  return castVotes(s, ['duplication', 'duplication', 'duplication']);
}

const EXPROPRIATE_MANA = ['Island', 'Island', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

describe('707.10: the copy\'s "you" is the player who copied it', () => {
  it('Split Decision copies Expropriate: the copy\'s vote starts with player 1, its time vote is an extra turn for player 1 and its money votes give player 1 control; the original\'s extra turns, made later, come first (CR 500.7)', () => {
    const { state } = setup({
      players: [
        { hand: ['Expropriate'], battlefield: [...EXPROPRIATE_MANA, 'Bronze Sable'] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Wastes'] },
        { battlefield: ['Coveted Peacock'] },
      ],
    });
    let s = passUntil(duplicatedByPlayer1(state), (x) => x.decision?.kind === 'choose');
    // the copy resolves first: its vote starts with its controller
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'vote' } });
    s = castVotes(s, ['time', 'money', 'money']);
    const peacock = permanent(s, 'Coveted Peacock');
    const sable = permanent(s, 'Bronze Sable');
    s = chooseObject(s, peacock);
    s = chooseObject(s, sable);
    expect(characteristics(s, peacock).controller).toBe(1);
    expect(characteristics(s, sable).controller).toBe(1);
    // the copy ceased to exist; only the original card is exiled as it resolves
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'vote' } });
    s = resolveStack(castVotes(s, ['time', 'time', 'time']));
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Expropriate']);
    // player 0's three extra turns, then player 1's extra turn and player 1's own
    const order: number[] = [];
    for (let i = 0; i < 6; i++) {
      s = nextTurn(s);
      order.push(s.turn.active);
    }
    expect(order).toEqual([0, 0, 0, 1, 1, 2]);
  });

  it('Council\'s Judgment copied by player 1: its candidates are the nonland permanents player 1 does not control, and player 1 votes first', () => {
    const { state } = setup({
      players: [
        { hand: ["Council's Judgment"], battlefield: ['Plains', 'Plains', 'Wastes', 'Grudge Keeper'] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Wastes', 'Bronze Sable'] },
        { battlefield: ['Pillarfield Ox'] },
      ],
    });
    const s = passUntil(duplicatedByPlayer1(state), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({
      kind: 'choose', player: 1, choice: { prompt: 'vote', options: [{ object: permanent(s, 'Grudge Keeper') }, { object: permanent(s, 'Pillarfield Ox') }] },
    });
  });

  it('Aether Tradewinds copied by player 1: "you control" and "you don\'t control" are player 1\'s, so player 1 may swap the two targets, and the copy returns both', () => {
    const { state } = setup({
      players: [
        { hand: ['Aether Tradewinds'], battlefield: ['Island', 'Wastes', 'Wastes', 'Bronze Sable'] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Wastes', 'Courier Hawk'] },
        {},
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    const hawk = permanent(state, 'Courier Hawk');
    let s = duplicatedByPlayer1(state, () => [{ object: sable }, { object: hawk }]);
    // "target permanent you control": the Sable is kept only as unchanged; the new choices are player 1's permanents
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'newTarget:0', rule: '707.10c' } });
    const first = s.decision?.kind === 'choose' ? s.decision.choice.options.map((o) => ('object' in o ? s.objects[o.object]!.controller : -1)) : [];
    expect(first.slice(1).every((c) => c === 1)).toBe(true);
    s = chooseObject(chooseObject(s, hawk), sable);
    expect(s.objects[s.stack.at(-1)!]).toMatchObject({ kind: 'copy', controller: 1, targets: [{ object: hawk }, { object: sable }] });
    s = resolveTop(s);
    expect(s.battlefield).not.toContain(sable);
    expect(s.battlefield).not.toContain(hawk);
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
    expect(s.players[1]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Courier Hawk']);
  });

  it('Public Execution copied by the player whose creature it targets: left unchanged, "target creature an opponent controls" is illegal for the copy, which does nothing (608.2b); the original alone gives -2/-0', () => {
    const { state } = setup({
      players: [
        { hand: ['Public Execution'], battlefield: ['Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Wastes', 'Bronze Sable', 'Lizard Warrior'] },
        { battlefield: ['Pillarfield Ox'] },
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = duplicatedByPlayer1(state, () => [{ object: sable }]);
    // the current target first, then the creatures player 1's opponents control
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'newTarget:0', options: [{ object: sable }, { object: permanent(s, 'Pillarfield Ox') }] } });
    s = chooseObject(s, sable);
    const copy = s.stack.at(-1)!;
    s = resolveTop(s);
    expect(events(s, 'fizzle').map((e) => e.object)).toEqual([copy]);
    expect(pt(s, permanent(s, 'Lizard Warrior'))).toEqual([4, 2]);
    s = resolveStack(s);
    expect(s.battlefield).not.toContain(sable);
    expect(pt(s, permanent(s, 'Lizard Warrior'))).toEqual([2, 2]);
  });
});

describe('707.10c: a new target of the copy may be the spell it copies', () => {
  it('Split Decision copies Dream Fracture and its copy targets the original: the original is countered, its controller and the copy\'s each draw, and the spell Dream Fracture targeted resolves', () => {
    const { state } = setup({
      players: [
        { hand: ['Flame Slash', 'Split Decision'], battlefield: ['Mountain', 'Island', 'Wastes'] },
        { hand: ['Dream Fracture'], battlefield: ['Island', 'Island', 'Wastes', 'Bronze Sable'] },
        {},
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = cast(state, 0, state.players[0]!.hand[0]!, [{ object: sable }]);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = cast(s, 1, s.players[1]!.hand[0]!, [{ object: s.stack[0]! }]);
    const fracture = s.stack[1]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = cast(s, 0, s.players[0]!.hand.find((id) => s.objects[id]!.card === 'Split Decision')!, [{ object: fracture }]);
    s = castVotes(passUntil(s, (x) => x.decision?.kind === 'choose'), ['duplication', 'duplication', 'duplication']);
    s = chooseObject(s, fracture);
    expect(s.objects[s.stack.at(-1)!]).toMatchObject({ kind: 'copy', controller: 0, targets: [{ object: fracture }] });
    const hands = [s.players[0]!.hand.length, s.players[1]!.hand.length];
    s = resolveStack(s);
    expect(events(s, 'counter').map((e) => e.object)).toEqual([fracture]);
    expect([s.players[0]!.hand.length - hands[0]!, s.players[1]!.hand.length - hands[1]!]).toEqual([1, 1]);
    expect(s.battlefield).not.toContain(sable);
  });
});

describe('707.10: a copy is not cast, and what its resolution creates is its own', () => {
  it('Dack Fayden\'s emblem and Double Stroke: the emblem gains control of what the cast spell targets; the copy\'s new target is not gained', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Moment of Heroism'], battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, 'Plains', 'Plains'], command: [{ card: 'Double Stroke', names: ['Moment of Heroism'] }] },
        { battlefield: ['Bronze Sable', 'Courier Hawk'] },
        {},
      ],
    });
    let s = resolveStack(activate(state, 0, permanent(state, 'Dack Fayden'), 2));
    const sable = permanent(s, 'Bronze Sable');
    const hawk = permanent(s, 'Courier Hawk');
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    // both abilities trigger on the cast; the emblem's goes on the stack first and resolves last
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    const emblemFirst = s.pendingTriggers.findIndex((t) => t.card !== 'Double Stroke');
    s = putTrigger(s, [], emblemFirst);
    s = resolveTop(s);
    s = chooseObject(choose(s, [0]), hawk);
    expect(events(s, 'trigger').filter((e) => e.card === 'token:dack-fayden-emblem')).toHaveLength(1);
    s = resolveStack(s);
    expect(characteristics(s, sable)).toMatchObject({ controller: 0, power: 4, toughness: 3 });
    expect(characteristics(s, hawk)).toMatchObject({ controller: 1, power: 3, toughness: 4 });
  });

  it('Berserk copied by Double Stroke onto another creature: each gets +X/+0 with X its own power, and each one\'s delayed ability destroys its creature, which attacked', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Berserk'], battlefield: ['Forest', 'Lizard Warrior', 'Bronze Sable'], command: [{ card: 'Double Stroke', names: ['Berserk'] }] }, {}, {}],
    });
    const lizard = permanent(state, 'Lizard Warrior');
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveTop(cast(state, 0, ids.hand[0]![0]!, [{ object: lizard }]));
    s = resolveStack(chooseObject(choose(s, [0]), sable));
    expect(pt(s, lizard)).toEqual([8, 2]);
    expect(pt(s, sable)).toEqual([4, 1]);
    s = skipUntil(attack(s, [[lizard, 1], [sable, 2]]), (x) => x.turn.step === 'end' && x.decision?.kind === 'putTrigger');
    s = putTrigger(s, []);
    while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
    s = resolveStack(s);
    expect(s.battlefield).not.toContain(lizard);
    expect(s.battlefield).not.toContain(sable);
  });

  it('Split Decision copies Ill-Gotten Gains: the copy\'s "Exile Ill-Gotten Gains" exiles nothing (a copy is no card, and not the original), so the cards its players return are discarded again by the original, which alone is exiled', () => {
    const { state } = setup({
      players: [
        { hand: ['Ill-Gotten Gains', 'Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], graveyard: ['Divination'] },
        { hand: ['Split Decision', 'Pillarfield Ox'], battlefield: ['Island', 'Wastes'] },
        { graveyard: ['Wild Griffin'] },
      ],
    });
    const hand = (s: ReadonlyGameState, p: number): string[] => s.players[p]!.hand.map((id) => s.objects[id]!.card).sort();
    /** Each player asked returns every card of their graveyard offered, up to three. */
    const returnAll = (from: ReadonlyGameState): ReadonlyGameState => {
      let s = from;
      while (s.decision?.kind === 'choose' && s.decision.choice.prompt === 'returnToHand') {
        const offered = s.decision.choice.options.length;
        s = choose(s, Array.from({ length: Math.min(3, offered) }, (_, i) => i));
      }
      return s;
    };
    // the copy resolves first: every hand is discarded and returned; the original is still on the stack
    let s = returnAll(passUntil(duplicatedByPlayer1(state), (x) => x.decision?.kind === 'choose'));
    expect(s.stack.map((id) => [s.objects[id]!.kind, s.objects[id]!.card])).toEqual([['card', 'Ill-Gotten Gains']]);
    expect(s.exile).toEqual([]);
    expect(hand(s, 0)).toEqual(['Divination', 'Murder']);
    expect(hand(s, 1)).toEqual(['Pillarfield Ox', 'Split Decision']);
    expect(hand(s, 2)).toEqual(['Wild Griffin']);
    // then the original: it exiles itself, and the returned cards are discarded before the new returns
    s = returnAll(passUntil(s, (x) => x.decision?.kind === 'choose'));
    s = resolveStack(s);
    expect(s.stack).toEqual([]);
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Ill-Gotten Gains']);
    expect(events(s, 'discard').map((e) => e.card).sort()).toEqual(['Divination', 'Murder', 'Murder', 'Pillarfield Ox', 'Pillarfield Ox', 'Split Decision', 'Wild Griffin']);
    expect(hand(s, 0)).toEqual(['Divination', 'Murder']);
  });
});
