import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../../src/index.js';
import {
  activate, attack, cast, castAndResolve, choose, events, life, names, pass, passUntil, permanent, permanents, pt, resolveStack, resolveTop, setup,
} from '../helpers.js';

const FOREST4 = ['Forest', 'Forest', 'Forest', 'Forest'];

describe('Rousing of Souls', () => {
  it('Parley: a 1/1 flying Spirit for each nonland card revealed, then each player draws a card', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Rousing of Souls'], library: ['Typhoid Rats', 'Wastes'] },
        { library: ['Plains', 'Wastes'] },
        { library: ['Lizard Warrior', 'Wastes'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const spirits = permanents(s, 'token:spirit-1-1-flying');
    expect(spirits).toHaveLength(2);
    expect(spirits.every((id) => s.objects[id]!.controller === 0)).toBe(true);
    expect(events(s, 'reveal').map((e) => [e.player, e.card])).toEqual([[0, 'Typhoid Rats'], [1, 'Plains'], [2, 'Lizard Warrior']]);
  });

  it('"Except in some very rare cases, the card each player draws will be the card revealed from the top of their library."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Rousing of Souls'], library: ['Typhoid Rats', 'Wastes'] },
        { library: ['Plains', 'Wastes'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(names(s, 0, 'hand')).toEqual(['Typhoid Rats']);
    expect(names(s, 1, 'hand')).toEqual(['Plains']);
  });

  it('a player with an empty library reveals nothing and then draws from an empty library', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Rousing of Souls'], library: ['Typhoid Rats'] }, { library: [] }, {}],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(permanents(s, 'token:spirit-1-1-flying')).toHaveLength(1);
    expect(s.players[1]!.inGame).toBe(false);
  });
});

describe("Selvala's Charge", () => {
  it('Parley: a 3/3 Elephant for each nonland card revealed, then each player draws a card', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Forest', ...FOREST4], hand: ["Selvala's Charge"], library: ['Forest', 'Wastes'] },
        { library: ['Typhoid Rats', 'Wastes'] },
        { library: ['Lizard Warrior', 'Wastes'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const elephants = permanents(s, 'token:elephant-3-3');
    expect(elephants).toHaveLength(2);
    expect(pt(s, elephants[0]!)).toEqual([3, 3]);
    expect(names(s, 0, 'hand')).toEqual(['Forest']);
    expect(names(s, 2, 'hand')).toEqual(['Lizard Warrior']);
  });
});

describe("Selvala's Enforcer", () => {
  it('Parley: a +1/+1 counter for each nonland card revealed as it enters, then each player draws', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: FOREST4, hand: ["Selvala's Enforcer"], library: ['Typhoid Rats', 'Wastes'] },
        { library: ['Lizard Warrior', 'Wastes'] },
        { library: ['Forest', 'Wastes'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, "Selvala's Enforcer"))).toEqual([4, 4]);
    expect(s.players.map((p) => p.hand.length)).toEqual([1, 1, 1]);
  });

  it('"put a +1/+1 counter on Selvala\'s Enforcer": on it alone, not on the other creatures in play (CR 122.1)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...FOREST4, 'Typhoid Rats'], hand: ["Selvala's Enforcer"], library: ['Typhoid Rats', 'Wastes'] },
        { battlefield: ['Lizard Warrior'], library: ['Lizard Warrior', 'Wastes'] },
        { library: ['Forest', 'Wastes'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, "Selvala's Enforcer"))).toEqual([4, 4]);
    expect(pt(s, permanent(s, 'Typhoid Rats'))).toEqual([1, 1]);
    expect(pt(s, permanent(s, 'Lizard Warrior'))).toEqual([4, 2]);
  });

  it('"If Selvala\'s Enforcer leaves the battlefield before its ability resolves, the top card of each library will still be revealed and drawn, although no +1/+1 counters will be placed."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: FOREST4, hand: ["Selvala's Enforcer"], library: ['Typhoid Rats', 'Wastes'] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], library: ['Lizard Warrior', 'Wastes'] },
      ],
    });
    // the creature resolves and its trigger goes on the stack
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.kind === 'ability');
    const enforcer = permanent(s, "Selvala's Enforcer");
    s = pass(s);
    s = resolveTop(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: enforcer }], x: 0 }));
    expect(permanents(s, "Selvala's Enforcer")).toEqual([]);
    s = resolveStack(s);
    expect(events(s, 'reveal')).toHaveLength(2);
    expect(names(s, 0, 'hand')).toEqual(['Typhoid Rats']);
    expect(names(s, 1, 'hand')).toEqual(['Lizard Warrior']);
    expect(events(s, 'counters')).toEqual([]);
  });
});

describe('Selvala, Explorer Returned', () => {
  it('Parley — {T}: add {G} and gain 1 life for each nonland card revealed, then each player draws a card', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Selvala, Explorer Returned'], library: ['Typhoid Rats', 'Wastes'] },
        { library: ['Lizard Warrior', 'Wastes'] },
        { library: ['Forest', 'Wastes'] },
      ],
    });
    const s = activate(state, 0, permanent(state, 'Selvala, Explorer Returned'), 0);
    expect(s.players[0]!.pool.G).toBe(2);
    // "you gain 1 life": only its controller
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([22, 20, 20]);
    expect(s.players.map((p) => p.hand.length)).toEqual([1, 1, 1]);
  });

  it('"Selvala\'s parley ability is a mana ability. It doesn\'t use the stack and can\'t be responded to."', () => {
    const { state } = setup({ players: [{ battlefield: ['Selvala, Explorer Returned'], library: ['Typhoid Rats', 'Wastes'] }, {}] });
    const selvala = permanent(state, 'Selvala, Explorer Returned');
    expect(legalActions(state)).toContainEqual({ type: 'activate', player: 0, source: selvala, ability: 0, targets: [], x: 0 });
    const s = activate(state, 0, selvala, 0);
    expect(s.stack).toEqual([]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(s.players[0]!.pool.G).toBe(1);
  });

  it('"Whatever mana that ability produced will be in your mana pool and each player will have drawn a card." (the mana stays in the pool to spend)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Selvala, Explorer Returned', 'Mountain'], hand: ['Brimstone Volley'], library: ['Typhoid Rats', 'Wastes'] }, { battlefield: ['Lizard Warrior'], library: ['Bronze Sable', 'Wastes'] }],
    });
    let s = activate(state, 0, permanent(state, 'Selvala, Explorer Returned'), 0);
    expect(s.players[0]!.pool.G).toBe(2);
    expect(names(s, 0, 'hand')).toEqual(['Brimstone Volley', 'Typhoid Rats']);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: permanent(s, 'Lizard Warrior') }]);
    expect(permanents(s, 'Lizard Warrior')).toEqual([]);
  });

  it('"Except in some very rare cases, the card each player draws will be the card revealed from the top of their library."', () => {
    const { state } = setup({ players: [{ battlefield: ['Selvala, Explorer Returned'], library: ['Forest', 'Wastes'] }, { library: ['Typhoid Rats', 'Wastes'] }] });
    const s = activate(state, 0, permanent(state, 'Selvala, Explorer Returned'), 0);
    expect(names(s, 0, 'hand')).toEqual(['Forest']);
    expect(names(s, 1, 'hand')).toEqual(['Typhoid Rats']);
    expect(s.players[0]!.pool.G).toBe(1);
  });
  it('CR 605.3a, 608.2d: activated as a trigger asks "you may pay {G}" (Natural Unity), it leaves that resolution where it paused: one resolve event, and the {G} it added pays', () => {
    const library = Array<string>(10).fill('Canal Dredger');
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Selvala, Explorer Returned'], library, command: [{ card: 'Natural Unity', names: ['Bronze Sable'] }] }, { library }, { library }],
    });
    const [sable, selvala] = ids.battlefield[0]!;
    s = passUntil(s, (x) => x.turn.step === 'beginCombat');
    const trigger = s.stack[0]!;
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { rule: '608.2d', options: [{ label: "don't pay" }] } });
    s = apply(s, legalActions(s).find((a) => a.type === 'activate' && a.source === selvala)!);
    // three nonland cards revealed: {G}{G}{G}, then each player draws
    expect(s.players.map((p) => p.hand.length)).toEqual([1, 1, 1]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { rule: '608.2d', options: [{ label: "don't pay" }, { label: 'pay {G}' }] } });
    s = choose(s, [1]);
    expect(s.objects[sable!]!.counters['+1/+1']).toBe(1);
    expect(s.players[0]!.pool.G).toBe(2);
    expect(events(s, 'resolve').filter((e) => e.object === trigger)).toHaveLength(1);
  });
});

describe('Woodvine Elemental', () => {
  it('Trample; Parley — attacking creatures you control get +1/+1 for each nonland card revealed, then each player draws', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Woodvine Elemental', 'Typhoid Rats', 'Lizard Warrior'], library: ['Typhoid Rats', 'Wastes'] },
        { library: ['Lizard Warrior', 'Wastes'] },
        { library: ['Forest', 'Wastes'] },
      ],
    });
    const wood = permanent(state, 'Woodvine Elemental');
    const rats = permanent(state, 'Typhoid Rats');
    const lizard = permanent(state, 'Lizard Warrior');
    const s = resolveStack(attack(state, [[wood, 1], [rats, 2]]));
    expect(pt(s, wood)).toEqual([6, 6]);
    expect(pt(s, rats)).toEqual([3, 3]);
    expect(pt(s, lizard)).toEqual([4, 2]);
    expect(s.players.map((p) => p.hand.length)).toEqual([1, 1, 1]);
    expect(s.objects[wood]!.card).toBe('Woodvine Elemental');
  });
});
