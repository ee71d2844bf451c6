import { describe, expect, it } from 'vitest';
import { characteristics, legalActions, type ReadonlyGameState } from '../../../src/index.js';
import { activate, attack, block, cast, castAndResolve, events, exiled, keywords, names, nextTurn, passUntil, permanent, permanents, pt, resolveStack, resolveTop, setup } from '../helpers.js';

const ZENDIKON = 'Guardian Zendikon';
const plains = ['Plains', 'Plains', 'Plains'];

/** Casts Guardian Zendikon (the first card of player 0's hand) on `land` and resolves it. */
function enchant(state: ReadonlyGameState, card: number, land: number): ReadonlyGameState {
  return castAndResolve(state, 0, card, [{ object: land }]);
}

describe('Guardian Zendikon', () => {
  it("Enchant land. Enchanted land is a 2/6 white Wall creature with defender. It's still a land.", () => {
    const { state, ids } = setup({ players: [{ battlefield: [...plains, 'Forest'], hand: [ZENDIKON] }, { battlefield: ['Wild Griffin'] }] });
    // only a land can be enchanted
    expect(() => cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }])).toThrow();
    const forest = permanent(state, 'Forest');
    const s = enchant(state, ids.hand[0]![0]!, forest);
    const c = characteristics(s, forest);
    expect(c.types).toEqual(expect.arrayContaining(['Land', 'Creature']));
    expect(c.subtypes).toEqual(expect.arrayContaining(['Forest', 'Wall']));
    expect(c.colors).toEqual(['W']);
    expect(pt(s, forest)).toEqual([2, 6]);
    expect(keywords(s, forest)).toEqual(['defender']);
    // defender: it can't attack
    const declare = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(legalActions(declare).some((a) => a.type === 'declareAttacker' && a.attacker === forest)).toBe(false);
  });

  it("When enchanted land dies, return that card to its owner's hand — ruling: it is both a land and a creature, affected by anything that affects either", () => {
    const { state, ids } = setup({ players: [{ battlefield: [...plains, 'Forest', 'Swamp', 'Swamp', 'Swamp'], hand: [ZENDIKON, 'Murder'] }, {}] });
    const forest = permanent(state, 'Forest');
    let s = enchant(state, ids.hand[0]![0]!, forest);
    // ruling: "The enchanted permanent will be both a land and a creature and can be affected by
    // anything that affects either a land or a creature."
    // still a land: it taps for {G}
    s = activate(s, 0, forest, 0);
    expect(s.players[0]!.pool.G).toBe(1);
    // a creature: Murder destroys it
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: forest }]));
    expect(names(s, 0, 'hand')).toEqual(['Forest']);
    expect(names(s, 0, 'graveyard')).toEqual(expect.arrayContaining([ZENDIKON, 'Murder']));
  });

  it('ruling: "When a land becomes a creature, that doesn\'t count as having a creature enter the battlefield."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...plains, 'Forest', 'Selvala, Heart of the Wilds'], hand: [ZENDIKON] }, {}] });
    const s = enchant(state, ids.hand[0]![0]!, permanent(state, 'Forest'));
    expect(events(s, 'trigger')).toEqual([]);
  });

  it('ruling: "An attacking or blocking creature that stops being a creature is removed from combat … Any attacking creature that the land creature was blocking remains blocked"', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...plains, 'Swamp', 'Forest', 'Forest', 'Forest'], hand: [ZENDIKON, "Nature's Claim"] }, { battlefield: ['Zombie Goliath'] }] });
    const land = permanent(state, 'Swamp');
    let s = enchant(state, ids.hand[0]![0]!, land);
    const goliath = permanent(s, 'Zombie Goliath');
    s = nextTurn(s);
    s = block(attack(s, [[goliath, 0]]), [[land, goliath]]);
    // with priority in the declare blockers step, player 0 destroys the Zendikon
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    s = resolveTop(cast(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, ZENDIKON) }]));
    expect(characteristics(s, land).types).toEqual(['Land']);
    expect(s.combat?.blockers.some((b) => b.id === land) ?? false).toBe(false);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    // the Goliath stayed blocked: no damage to player 0 (20, plus 4 from Nature's Claim), and none to the land
    expect(s.players[0]!.life).toBe(24);
    expect(s.objects[land]!.damage).toBe(0);
  });

  it('ruling: "An ability that turns a land into a creature also sets that creature\'s power and toughness … counters that change its power or toughness … continue to apply."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...plains, { card: 'Forest', counters: { '+1/+1': 1 } }], hand: [ZENDIKON] }, {}] });
    const forest = permanent(state, 'Forest');
    expect(pt(enchant(state, ids.hand[0]![0]!, forest), forest)).toEqual([3, 7]);
  });

  it('ruling: "If a Zendikon and the land it\'s enchanting are destroyed at the same time …, the Zendikon\'s last ability will still trigger."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...plains, 'Forest', 'Pernicious Deed', 'Swamp', 'Swamp', 'Swamp'], hand: [ZENDIKON] }, {}] });
    let s = enchant(state, ids.hand[0]![0]!, permanent(state, 'Forest'));
    s = resolveStack(activate(s, 0, permanent(s, 'Pernicious Deed'), 0, [], 3));
    expect(names(s, 0, 'graveyard')).toEqual(expect.arrayContaining([ZENDIKON, 'Pernicious Deed']));
    expect(names(s, 0, 'hand')).toEqual(['Forest']);
  });

  it('ruling: "If a Zendikon\'s last ability triggers, but the land card it refers to leaves the graveyard before it resolves, it will resolve but do nothing."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...plains, 'Forest', 'Swamp', 'Swamp', 'Swamp'], hand: [ZENDIKON, 'Murder'] }, { battlefield: ['Reito Lantern', 'Island', 'Island', 'Island'] }],
    });
    let s = enchant(state, ids.hand[0]![0]!, permanent(state, 'Forest'));
    s = passUntil(cast(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Forest') }]), (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.kind === 'ability');
    const card = s.players[0]!.graveyard.find((id) => s.objects[id]!.card === 'Forest')!;
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 1);
    s = resolveStack(activate(s, 1, permanent(s, 'Reito Lantern'), 0, [{ object: card }]));
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library').at(-1)).toBe('Forest');
    expect(exiled(s)).toEqual([]);
    expect(permanents(s, 'Forest')).toEqual([]);
  });
});
