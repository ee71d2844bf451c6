import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/index.js';
import {
  activate, attack, block, cast, castable, expectRefused, keywords, life, names, passUntil, permanent, permanents, pt, resolveStack, setup,
} from '../helpers.js';

/** Plays on from the declaration of blockers to the second main phase, resolving what triggers. */
function toMain2(s: GameState): GameState {
  return passUntil(s, (x) => x.turn.step === 'main2');
}

describe("Marchesa's Emissary", () => {
  it('Hexproof; Dethrone: attacking the player with the most life, it gets a +1/+1 counter', () => {
    const { state } = setup({ players: [{ battlefield: ["Marchesa's Emissary"] }, { life: 22 }, {}] });
    const me = permanent(state, "Marchesa's Emissary");
    expect(pt(resolveStack(attack(state, [[me, 1]])), me)).toEqual([3, 3]);
  });

  it("hexproof: an opponent's spell cannot target it, but its controller's can", () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ["Marchesa's Emissary"] }, { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }] });
    const me = permanent(state, "Marchesa's Emissary");
    expect(castable(state, 1, ids.hand[1]![0]!, [{ object: me }])).toBe(false);
    expect(castable(state, 1, ids.hand[1]![0]!, [{ player: 0 }])).toBe(true);
    expect(keywords(state, me)).toEqual(['hexproof', 'dethrone']);
  });
});

describe('Enraged Revolutionary', () => {
  it('Dethrone: a counter when it attacks the player tied for most life, none against one with less', () => {
    const { state } = setup({ players: [{ battlefield: ['Enraged Revolutionary'] }, { life: 20 }, { life: 19 }] });
    const rev = permanent(state, 'Enraged Revolutionary');
    expect(pt(resolveStack(attack(state, [[rev, 1]])), rev)).toEqual([3, 2]);
    expect(pt(resolveStack(attack(state, [[rev, 2]])), rev)).toEqual([2, 1]);
  });
});

describe("Grenzo's Cutthroat", () => {
  it('First strike; Dethrone: the counter comes before blockers, so the 2/2 first striker kills a 2/1 blocker and survives', () => {
    const { state } = setup({ players: [{ battlefield: ["Grenzo's Cutthroat"] }, { battlefield: ['Bronze Sable'] }] });
    const gc = permanent(state, "Grenzo's Cutthroat");
    let s = block(attack(state, [[gc, 1]]), [[permanent(state, 'Bronze Sable'), gc]]);
    s = toMain2(s);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(permanents(s, "Grenzo's Cutthroat")).toEqual([gc]);
    expect(pt(s, gc)).toEqual([2, 2]);
  });
});

describe('Treasonous Ogre', () => {
  it('"Pay 3 life: Add {R}." pays for a spell', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Treasonous Ogre', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }, {}] });
    let s = activate(state, 0, permanent(state, 'Treasonous Ogre'), 0);
    expect(life(s, 0)).toBe(17);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    expect(life(s, 1)).toBe(17);
    expect(names(s, 0, 'graveyard')).toEqual(['Brimstone Volley']);
  });

  it('cannot pay 3 life with less than 3 life (CR 119.4)', () => {
    const { state } = setup({ players: [{ battlefield: ['Treasonous Ogre'], life: 2 }, {}] });
    expectRefused(state, { type: 'activate', player: 0, source: permanent(state, 'Treasonous Ogre'), ability: 0, targets: [], x: 0 }, 'illegal');
  });

  it('Dethrone: attacking the player with the most life, it gets a +1/+1 counter', () => {
    const { state } = setup({ players: [{ battlefield: ['Treasonous Ogre'] }, { life: 30 }, {}] });
    const ogre = permanent(state, 'Treasonous Ogre');
    expect(pt(resolveStack(attack(state, [[ogre, 1]])), ogre)).toEqual([3, 4]);
  });
});

describe("Marchesa's Infiltrator", () => {
  it('Dethrone, and "Whenever Marchesa\'s Infiltrator deals combat damage to a player, draw a card."', () => {
    const { state } = setup({ players: [{ battlefield: ["Marchesa's Infiltrator"], library: ['Wastes', 'Wastes', 'Wastes'] }, {}] });
    const mi = permanent(state, "Marchesa's Infiltrator");
    let s = resolveStack(attack(state, [[mi, 1]]));
    expect(pt(s, mi)).toEqual([2, 2]);
    s = toMain2(s);
    expect(life(s, 1)).toBe(18);
    expect(s.players[0]!.hand).toHaveLength(1);
  });

  it('draws nothing when blocked', () => {
    const { state } = setup({ players: [{ battlefield: ["Marchesa's Infiltrator"] }, { battlefield: ['Ogre Sentry'] }] });
    const mi = permanent(state, "Marchesa's Infiltrator");
    const s = toMain2(block(resolveStack(attack(state, [[mi, 1]])), [[permanent(state, 'Ogre Sentry'), mi]]));
    expect(s.players[0]!.hand).toHaveLength(0);
  });
});

describe("Marchesa's Smuggler", () => {
  const LANDS = ['Island', 'Mountain', 'Mountain'];

  it("is a 1/1 with dethrone; {1}{U}{R}: target creature you control gains haste until end of turn and can't be blocked this turn", () => {
    const { state: withLizard } = setup({
      players: [{ battlefield: ["Marchesa's Smuggler", ...LANDS, { card: 'Lizard Warrior', sick: true }] }, { battlefield: ['Bronze Sable'] }],
    });
    const smuggler = permanent(withLizard, "Marchesa's Smuggler");
    expect(pt(withLizard, smuggler)).toEqual([1, 1]);
    expect(keywords(withLizard, smuggler)).toEqual(['dethrone']);
    const lizard = permanent(withLizard, 'Lizard Warrior');
    let s = resolveStack(activate(withLizard, 0, permanent(withLizard, "Marchesa's Smuggler"), 0, [{ object: lizard }]));
    expect(keywords(s, lizard)).toEqual(['haste']);
    s = attack(s, [[lizard, 1]]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers' || x.turn.step === 'declareBlockers');
    expect(s.decision?.kind).not.toBe('declareBlockers'); // the only attacker can't be blocked: no declaration
    s = toMain2(s);
    expect(life(s, 1)).toBe(16);
  });

  it('targets only a creature you control', () => {
    const { state } = setup({ players: [{ battlefield: ["Marchesa's Smuggler", ...LANDS] }, { battlefield: ['Bronze Sable'] }] });
    expectRefused(state, { type: 'activate', player: 0, source: permanent(state, "Marchesa's Smuggler"), ability: 0, targets: [{ object: permanent(state, 'Bronze Sable') }], x: 0 }, 'badTarget');
  });

  it('"The +1/+1 counter is put on the creature before blockers are declared."', () => {
    const { state } = setup({ players: [{ battlefield: ["Marchesa's Smuggler"] }, { battlefield: ['Bronze Sable'] }] });
    const smuggler = permanent(state, "Marchesa's Smuggler");
    const s = passUntil(attack(state, [[smuggler, 1]]), (x) => x.decision?.kind === 'declareBlockers');
    expect(pt(s, smuggler)).toEqual([2, 2]);
  });

  it('"Once dethrone triggers, it doesn’t matter what happens to the players’ life totals before the ability resolves."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ["Marchesa's Smuggler", 'Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }, { life: 21 }, { life: 20 }] });
    const smuggler = permanent(state, "Marchesa's Smuggler");
    let s = attack(state, [[smuggler, 1]]);
    expect(s.stack).toHaveLength(1);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    expect(life(s, 1)).toBe(18);
    expect(pt(s, smuggler)).toEqual([2, 2]);
  });

  it('dethrone does not trigger when it attacks a player who does not have the most life', () => {
    const { state } = setup({ players: [{ battlefield: ["Marchesa's Smuggler"] }, { life: 19 }, { life: 20 }] });
    const s = attack(state, [[permanent(state, "Marchesa's Smuggler"), 1]]);
    expect(s.stack).toEqual([]);
  });
});
