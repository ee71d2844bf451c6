import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, serialize, tryApply, type ReadonlyGameState } from '../../../src/index.js';
import {
  activate, attack, block, cast, castable, castAndResolve, events, expectRefused, keywords, life, names, pass, passToPlayer, passUntil, permanent, permanents, pt,
  putTrigger, resolveStack, resolveTop, setup, skipUntil, withKeywords,
} from '../helpers.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { editState } from '../../../src/testing/index.js';

/** Plays on from the declaration of blockers to the second main phase, resolving what triggers. */
function toMain2(s: ReadonlyGameState): ReadonlyGameState {
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

  it('hexproof (CR 702.11b: "This permanent can\'t be the target …") does not stop an opponent\'s spell targeting it as a spell on the stack: Dismiss counters it', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Dismiss'] }, { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ["Marchesa's Emissary"] }],
    });
    let s = passUntil(cast(state, 1, ids.hand[1]![0]!), (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    const spell = s.stack[0]!;
    expect(keywords(s, spell)).toContain('hexproof');
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: spell }]));
    expect(names(s, 1, 'graveyard')).toEqual(["Marchesa's Emissary"]);
    expect(permanents(s, "Marchesa's Emissary")).toEqual([]);
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

  it('can pay 3 life with exactly 3 life (CR 119.4)', () => {
    const { state } = setup({ players: [{ battlefield: ['Treasonous Ogre'], life: 3 }, {}] });
    const s = activate(state, 0, permanent(state, 'Treasonous Ogre'), 0);
    expect(life(s, 0)).toBe(0);
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

  it('"can\'t be blocked this turn", not this combat: in a second combat phase (Scourge of the Throne, CR 500.8) the creature still cannot be blocked', () => {
    const { state } = setup({ players: [{ battlefield: ["Marchesa's Smuggler", ...LANDS, 'Scourge of the Throne', 'Bronze Sable'] }, { battlefield: ['Lizard Warrior'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(activate(state, 0, permanent(state, "Marchesa's Smuggler"), 0, [{ object: sable }]));
    s = attack(s, [[permanent(s, 'Scourge of the Throne'), 1]]);
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = resolveStack(s);
    expect(s.turn.additionalCombats).toBe(1);
    s = attack(s, [[sable, 1]]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers' || x.turn.step === 'declareBlockers');
    expect(s.decision?.kind).not.toBe('declareBlockers'); // the only attacker can't be blocked: no declaration
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

describe('Marchesa, the Black Rose', () => {
  it('a 3/3 with dethrone; other creatures you control have dethrone, but not those of opponents', () => {
    const { state } = setup({ players: [{ battlefield: ['Marchesa, the Black Rose', 'Bronze Sable'] }, { battlefield: ['Typhoid Rats'] }] });
    const marchesa = permanent(state, 'Marchesa, the Black Rose');
    expect(pt(state, marchesa)).toEqual([3, 3]);
    expect(keywords(state, marchesa)).toEqual(['dethrone']);
    expect(keywords(state, permanent(state, 'Bronze Sable'))).toEqual(['dethrone']);
    expect(keywords(state, permanent(state, 'Typhoid Rats'))).toEqual(['deathtouch']);
    const s = resolveStack(attack(state, [[permanent(state, 'Bronze Sable'), 1]]));
    expect(pt(s, permanent(s, 'Bronze Sable'))).toEqual([3, 2]);
  });

  it('"If a creature has multiple instances of dethrone, each triggers separately."', () => {
    const { state } = setup({ players: [{ battlefield: ['Marchesa, the Black Rose', "Marchesa's Smuggler"] }, {}] });
    const smuggler = permanent(state, "Marchesa's Smuggler");
    expect(keywords(state, smuggler)).toEqual(['dethrone', 'dethrone']);
    // the two are alike: they go on the stack with no order to choose (CR 603.3b)
    let s = attack(state, [[smuggler, 1]]);
    expect(s.stack).toHaveLength(2);
    s = resolveStack(s);
    expect(pt(s, smuggler)).toEqual([3, 3]);
  });

  it('a creature you control with a +1/+1 counter that dies returns to the battlefield under your control at the beginning of the next end step', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Marchesa, the Black Rose', { card: 'Bronze Sable', counters: { '+1/+1': 1 } }] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.delayedTriggers).toHaveLength(1);
    s = passUntil(s, (x) => x.turn.step === 'end');
    expect(s.delayedTriggers).toEqual([]);
    s = resolveStack(s);
    const sable = permanent(s, 'Bronze Sable');
    expect(s.objects[sable]!.controller).toBe(0);
    expect(s.objects[sable]!.counters).toEqual({});
    expect(names(s, 0, 'graveyard')).toEqual([]);
    expect(s.turn.active).toBe(1);
  });

  it("returns the card under Marchesa's controller's control even when another player owns it", () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Marchesa, the Black Rose'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: [{ card: 'Bronze Sable', counters: { '+1/+1': 1 }, controller: 0 }] }],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable']);
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'end'));
    const sable = permanent(s, 'Bronze Sable');
    expect(s.objects[sable]!.owner).toBe(2);
    expect(s.objects[sable]!.controller).toBe(0);
  });

  it('a creature without a +1/+1 counter, or one an opponent controls, does not return', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Marchesa, the Black Rose', 'Bronze Sable', 'Wastes'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain', 'Mountain', { card: 'Typhoid Rats', counters: { '+1/+1': 1 } }], hand: ['Murder', 'Brimstone Volley'] }],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = castAndResolve(s, 1, ids.hand[1]![1]!, [{ object: permanent(s, 'Typhoid Rats') }]);
    expect(s.delayedTriggers).toEqual([]);
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'end'));
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(permanents(s, 'Typhoid Rats')).toEqual([]);
  });

  it('"If the creature card leaves the graveyard before the delayed triggered ability resolves, that card won’t return to the battlefield, even if it’s back in the graveyard when the delayed triggered ability resolves."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Marchesa, the Black Rose', { card: 'Bronze Sable', counters: { '+1/+1': 1 } }, 'Swamp', 'Wastes', 'Wastes'], hand: ['Raise Dead'] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain', 'Mountain'], hand: ['Murder', 'Brimstone Volley'] },
      ],
    });
    let s = pass(state);
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(s.delayedTriggers).toHaveLength(1);
    const inGrave = s.players[0]!.graveyard[0]!;
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: inGrave }]);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable']);
    s = castAndResolve(s, 0, s.players[0]!.hand[0]!);
    s = pass(s);
    s = castAndResolve(s, 1, ids.hand[1]![1]!, [{ object: permanent(s, 'Bronze Sable') }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Raise Dead', 'Bronze Sable']);
    // on to the end step (declaring no attackers on the way), where the delayed ability triggers and resolves
    s = resolveStack(skipUntil(s, (x) => x.turn.step === 'end'));
    expect(s.turn.step).toBe('end');
    expect(s.delayedTriggers).toEqual([]);
    expect(s.stack).toEqual([]);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Raise Dead', 'Bronze Sable']);
  });

  it('"If Marchesa has a +1/+1 counter on it when it dies, it will return to the battlefield under your control because of its own ability."', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: [{ card: 'Marchesa, the Black Rose', counters: { '+1/+1': 1 } }] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Marchesa, the Black Rose') }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Marchesa, the Black Rose']);
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'end'));
    expect(permanents(s, 'Marchesa, the Black Rose')).toHaveLength(1);
  });

  it('CR 603.10a: destroyed at the same time as Marchesa, a creature with a +1/+1 counter still returns (the ability looks back in time)', () => {
    const { state } = setup({
      active: 1,
      players: [{ battlefield: ['Marchesa, the Black Rose', { card: 'Bronze Sable', counters: { '+1/+1': 1 } }] }, { battlefield: ['Pernicious Deed', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] }],
    });
    let s = resolveStack(activate(state, 1, permanent(state, 'Pernicious Deed'), 0, [], 4));
    expect(names(s, 0, 'graveyard')).toEqual(['Marchesa, the Black Rose', 'Bronze Sable']);
    expect(s.delayedTriggers).toHaveLength(1);
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'end'));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(permanents(s, 'Marchesa, the Black Rose')).toEqual([]);
  });

  it('a creature that dies during the end step returns at the beginning of the next end step, not this one', () => {
    const { state, ids } = setup({
      active: 1,
      step: 'end',
      players: [{ battlefield: ['Marchesa, the Black Rose', { card: 'Bronze Sable', counters: { '+1/+1': 1 } }] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = passUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'main1');
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.delayedTriggers).toHaveLength(1);
    s = resolveStack(skipUntil(s, (x) => x.turn.step === 'end'));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('"The +1/+1 counter is put on the creature before blockers are declared." (and a creature given dethrone by Marchesa then returns when it dies in that combat)', () => {
    const { state } = setup({ players: [{ battlefield: ['Marchesa, the Black Rose', 'Typhoid Rats'] }, { battlefield: ['Lizard Warrior'] }] });
    const rats = permanent(state, 'Typhoid Rats');
    let s = passUntil(attack(state, [[rats, 1]]), (x) => x.decision?.kind === 'declareBlockers');
    expect(pt(s, rats)).toEqual([2, 2]);
    s = block(s, [[permanent(s, 'Lizard Warrior'), rats]]);
    s = toMain2(s);
    expect(permanents(s, 'Typhoid Rats')).toEqual([]);
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'end'));
    expect(permanents(s, 'Typhoid Rats')).toHaveLength(1);
  });
});

describe('Scourge of the Throne', () => {
  /** Puts every waiting trigger on the stack in the order listed. */
  function placeAll(s: ReadonlyGameState): ReadonlyGameState {
    let x = s;
    while (x.decision?.kind === 'putTrigger') x = apply(x, { type: 'putTrigger', player: x.decision.player, index: 0, targets: [] });
    return x;
  }

  it('a 5/5 flier with dethrone; attacking the player with the most life the first time in a turn, it untaps the attackers and adds a combat phase', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Bronze Sable'] }, {}, { life: 19 }] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const sable = permanent(state, 'Bronze Sable');
    expect(pt(state, scourge)).toEqual([5, 5]);
    expect(keywords(state, scourge)).toEqual(['flying', 'dethrone']);
    let s = resolveStack(placeAll(attack(state, [[scourge, 1], [sable, 2]])));
    expect(s.objects[scourge]!.tapped).toBe(false);
    expect(s.objects[sable]!.tapped).toBe(false);
    expect(s.turn.additionalCombats).toBe(1);
    expect(events(s, 'additionalPhase')).toEqual([expect.objectContaining({ rule: '500.8' })]);
    // after this combat phase comes another combat phase, before the second main phase
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(s.turn.step).toBe('declareAttackers');
    expect(life(s, 1)).toBe(14);
    expect(events(s, 'step').filter((e) => e.detail === 'main2')).toEqual([]);
    expect(s.turn.additionalCombats).toBe(0);
    // the second time it attacks this turn, only dethrone triggers
    s = placeAll(attack(s, [[scourge, 1]]));
    expect(s.stack).toHaveLength(0);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(8);
    expect(s.turn.additionalCombats).toBe(0);
  });

  it('"untap all attacking creatures": a creature of its controller that is not attacking stays tapped', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne', { card: 'Bronze Sable', tapped: true }] }, {}] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const s = resolveStack(placeAll(attack(state, [[scourge, 1]])));
    expect(s.objects[scourge]!.tapped).toBe(false);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.tapped).toBe(true);
  });

  it('"for the first time each turn": attacking the player with the most life again in the additional combat, only dethrone triggers — no third combat', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne'] }, {}, {}] });
    const scourge = permanent(state, 'Scourge of the Throne');
    let s = resolveStack(placeAll(attack(state, [[scourge, 1]])));
    expect(s.turn.additionalCombats).toBe(1);
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(life(s, 1)).toBe(14);
    // player 2, at 20, now has the most life: dethrone triggers, the first-time ability does not
    s = placeAll(attack(s, [[scourge, 2]]));
    expect(s.stack).toHaveLength(1);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(pt(s, scourge)).toEqual([7, 7]);
    expect(life(s, 2)).toBe(13);
    expect(events(s, 'additionalPhase')).toHaveLength(1);
  });

  it('CR 603.4, 113.7a: destroyed in response, it is checked as it last existed, attacking the player with the most life: the attackers untap and a combat phase is added', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Bronze Sable'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const sable = permanent(state, 'Bronze Sable');
    let s = passToPlayer(placeAll(attack(state, [[scourge, 1], [sable, 1]])), 1);
    expect(s.stack).toHaveLength(2);
    s = resolveTop(cast(s, 1, ids.hand[1]![0]!, [{ object: scourge }]));
    expect(s.objects[scourge]!.movedTo).not.toBeNull();
    expect(s.objects[scourge]!.lastKnown?.attackingPlayer).toBe(1);
    // the last known information is saved with the game, and a load plays on alike
    const loaded = deserialize(serialize(s));
    expect(loaded).toEqual(s);
    // one naming no player of the game is refused
    const bad = JSON.parse(serialize(s)) as { objects: { lastKnown?: { attackingPlayer?: number } }[] };
    bad.objects[scourge]!.lastKnown!.attackingPlayer = 7;
    expect(() => deserialize(JSON.stringify(bad))).toThrow(/attackingPlayer/);
    s = resolveStack(loaded);
    expect(s.objects[sable]!.tapped).toBe(false);
    expect(s.turn.additionalCombats).toBe(1);
  });

  it('CR 603.4, 506.4: removed from combat in response (Hollowhenge Spirit), it attacks nobody as the ability resolves: nothing untaps, no combat phase is added', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Bronze Sable'] }, { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Hollowhenge Spirit'] }] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const sable = permanent(state, 'Bronze Sable');
    let s = passToPlayer(placeAll(attack(state, [[scourge, 1], [sable, 1]])), 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!));
    s = resolveStack(putTrigger(s, [{ object: scourge }]));
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable]);
    expect(s.objects[sable]!.tapped).toBe(true);
    expect(s.turn.additionalCombats).toBe(0);
  });

  it('attacking a player who does not have the most life, it does not trigger', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne'] }, { life: 19 }, {}] });
    const s = attack(state, [[permanent(state, 'Scourge of the Throne'), 1]]);
    expect(s.stack).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
  });

  it('"Scourge of the Throne’s ability has an intervening “if” clause. It must be attacking the player with the most life or tied with the most life both when it’s declared as an attacker and as it starts to resolve for it to have any effect."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }, { life: 21 }, { life: 20 }] });
    const scourge = permanent(state, 'Scourge of the Throne');
    let s = placeAll(attack(state, [[scourge, 1]]));
    expect(s.stack).toHaveLength(2);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    expect(life(s, 1)).toBe(18);
    expect(s.objects[scourge]!.tapped).toBe(true);
    expect(s.turn.additionalCombats).toBe(0);
    expect(events(s, 'conditionFailed')).toHaveLength(1);
    // "Notably, this is different than how dethrone works": the counter is still put on it
    expect(pt(s, scourge)).toEqual([6, 6]);
  });

  it('"Once dethrone triggers, it doesn’t matter what happens to the players’ life totals before the ability resolves."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }, { life: 21 }, { life: 20 }] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const s = resolveStack(cast(placeAll(attack(state, [[scourge, 1]])), 0, ids.hand[0]![0]!, [{ player: 1 }]));
    expect(pt(s, scourge)).toEqual([6, 6]);
  });

  it('"The +1/+1 counter is put on the creature before blockers are declared."', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne'] }, { battlefield: ['Wings of the Guard'] }] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const s = passUntil(placeAll(attack(state, [[scourge, 1]])), (x) => x.decision?.kind === 'declareBlockers');
    expect(pt(s, scourge)).toEqual([6, 6]);
  });

  it('a player who has left the game is no longer a player (CR 800.4a): the one who conceded at 25 life does not keep the player at 20 from having the most life', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne'] }, {}, { life: 25 }] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const s = resolveStack(placeAll(attack(apply(state, { type: 'concede', player: 2 }), [[scourge, 1]])));
    expect(s.players[2]!.life).toBe(25);
    expect(s.objects[scourge]!.tapped).toBe(false);
    expect(s.turn.additionalCombats).toBe(1);
    expect(pt(s, scourge)).toEqual([6, 6]);
  });

  it('the defending player leaving the game before the ability resolves: it no longer attacks the player with the most life (CR 603.4, 800.4a), though dethrone still puts its counter', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne'] }, {}, {}] });
    const scourge = permanent(state, 'Scourge of the Throne');
    let s = placeAll(attack(state, [[scourge, 1]]));
    expect(s.stack).toHaveLength(2);
    s = resolveStack(apply(s, { type: 'concede', player: 1 }));
    expect(s.objects[scourge]!.tapped).toBe(true);
    expect(s.turn.additionalCombats).toBe(0);
    expect(events(s, 'conditionFailed')).toHaveLength(1);
    expect(pt(s, scourge)).toEqual([6, 6]);
  });

  it('a goaded creature must attack again in the additional combat phase (goad: "If there is an additional combat phase that turn … it must attack again if able.")', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Bronze Sable'] }, {}, { life: 19 }] });
    const sable = permanent(state, 'Bronze Sable');
    const goaded = editState(state, (d) => {
      mutableObject(d, sable).goadedBy = [2];
    });
    let s = resolveStack(placeAll(attack(goaded, [[permanent(state, 'Scourge of the Throne'), 1], [sable, 1]])));
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(true);
  });
});

describe("Dack's Duplicate", () => {
  const LANDS = ['Island', 'Mountain', 'Wastes', 'Wastes'];

  /** Casts Dack's Duplicate and answers its copy choice with the option for `copy` (or none). */
  function castDuplicate(s: ReadonlyGameState, card: number, copy: number | null): ReadonlyGameState {
    let x = passUntil(cast(s, 0, card), (y) => y.decision?.kind === 'choose');
    const d = x.decision;
    if (d?.kind !== 'choose') throw new Error('expected the copy choice');
    expect(d.choice).toMatchObject({ prompt: 'copy', rule: '707.9' });
    const index = d.choice.options.findIndex((o) => (copy === null ? 'label' in o : 'object' in o && o.object === copy));
    x = apply(x, { type: 'choose', player: 0, choice: [index] });
    return resolveStack(x);
  }

  it('enters as a copy of a creature on the battlefield, except it has haste and dethrone: it attacks at once and dethrone triggers', () => {
    const { state, ids } = setup({ players: [{ battlefield: LANDS, hand: ["Dack's Duplicate"] }, { battlefield: ['Lizard Warrior'] }] });
    let s = castDuplicate(state, ids.hand[0]![0]!, permanent(state, 'Lizard Warrior'));
    const dup = s.battlefield[s.battlefield.length - 1]!;
    expect(characteristics(s, dup).name).toBe('Lizard Warrior');
    expect(pt(s, dup)).toEqual([4, 2]);
    expect(keywords(s, dup)).toEqual(['haste', 'dethrone']);
    expect(s.objects[dup]!.card).toBe("Dack's Duplicate");
    s = resolveStack(attack(s, [[dup, 1]]));
    expect(pt(s, dup)).toEqual([5, 3]);
  });

  it('ruling: "If the copied creature has {X} in its mana cost (such as Grenzo, Dungeon Warden), X is considered to be 0."', () => {
    const { state, ids } = setup({ players: [{ battlefield: LANDS, hand: ["Dack's Duplicate"] }, { battlefield: [{ card: 'Grenzo, Dungeon Warden', counters: { '+1/+1': 3 } }] }] });
    const grenzo = permanent(state, 'Grenzo, Dungeon Warden');
    const s = castDuplicate(state, ids.hand[0]![0]!, grenzo);
    const dup = s.battlefield[s.battlefield.length - 1]!;
    expect(characteristics(s, dup).name).toBe('Grenzo, Dungeon Warden');
    // {X}{B}{R} with X = 0: mana value 2
    expect(characteristics(s, dup).manaValue).toBe(2);
    expect(characteristics(s, grenzo).manaValue).toBe(2);
  });

  it('"The ability of Dack’s Duplicate doesn’t target the creature." (it may copy a creature with hexproof an opponent controls)', () => {
    const { state, ids } = setup({ players: [{ battlefield: LANDS, hand: ["Dack's Duplicate"] }, { battlefield: ["Marchesa's Emissary"] }] });
    const s = castDuplicate(state, ids.hand[0]![0]!, permanent(state, "Marchesa's Emissary"));
    const dup = s.battlefield[s.battlefield.length - 1]!;
    expect(characteristics(s, dup).name).toBe("Marchesa's Emissary");
    expect(keywords(s, dup)).toEqual(['hexproof', 'dethrone', 'haste', 'dethrone']);
  });

  it('"Dack’s Duplicate copies exactly what was printed on the original creature and nothing more … It doesn’t copy whether that creature is tapped or untapped, whether it has any counters on it or Auras attached to it, or any non-copy effects that have changed its power, toughness, types, color, and so on."', () => {
    const { state, ids } = setup({ players: [{ battlefield: LANDS, hand: ["Dack's Duplicate"] }, { battlefield: [{ card: 'Lizard Warrior', tapped: true, counters: { '+1/+1': 2 } }] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    const pumped = withKeywords(state, lizard, ['flying']);
    const s = castDuplicate(pumped, ids.hand[0]![0]!, lizard);
    const dup = s.battlefield[s.battlefield.length - 1]!;
    expect(pt(s, lizard)).toEqual([6, 4]);
    expect(pt(s, dup)).toEqual([4, 2]);
    expect(s.objects[dup]!.tapped).toBe(false);
    expect(s.objects[dup]!.counters).toEqual({});
    expect(keywords(s, dup)).toEqual(['haste', 'dethrone']);
  });

  it('"Haste and dethrone are part of the copiable values of Dack’s Duplicate. If another creature enters the battlefield as or becomes a copy of Dack’s Duplicate, it will copy whatever Dack’s Duplicate is copying and have haste and dethrone."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...LANDS, ...LANDS], hand: ["Dack's Duplicate", "Dack's Duplicate"] }, { battlefield: ['Lizard Warrior'] }] });
    let s = castDuplicate(state, ids.hand[0]![0]!, permanent(state, 'Lizard Warrior'));
    const first = s.battlefield[s.battlefield.length - 1]!;
    s = castDuplicate(s, ids.hand[0]![1]!, first);
    const second = s.battlefield[s.battlefield.length - 1]!;
    expect(characteristics(s, second).name).toBe('Lizard Warrior');
    expect(pt(s, second)).toEqual([4, 2]);
    expect(keywords(s, second)).toEqual(expect.arrayContaining(['haste', 'dethrone']));
    expect(s.objects[second]!.copyOf).toEqual({ card: 'Lizard Warrior', keywords: ['haste', 'dethrone', 'haste', 'dethrone'] });
  });

  it('"If the chosen creature is copying something else (for example, if the chosen creature is another Dack’s Duplicate), then Dack’s Duplicate enters the battlefield as whatever the chosen creature is copying. It will have haste and dethrone."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...LANDS, ...LANDS], hand: ["Dack's Duplicate", "Dack's Duplicate"] }, { battlefield: ['Typhoid Rats'] }] });
    let s = castDuplicate(state, ids.hand[0]![0]!, permanent(state, 'Typhoid Rats'));
    s = castDuplicate(s, ids.hand[0]![1]!, s.battlefield[s.battlefield.length - 1]!);
    const second = s.battlefield[s.battlefield.length - 1]!;
    expect(characteristics(s, second).name).toBe('Typhoid Rats');
    expect(keywords(s, second)).toContain('deathtouch');
  });

  it('"If the chosen creature is a token, Dack’s Duplicate copies the original characteristics of that token as stated by the effect that put the token onto the battlefield. Dack’s Duplicate is not a token, even when copying one."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...LANDS, 'token:spirit-1-1-flying'], hand: ["Dack's Duplicate"] }, {}] });
    const s = castDuplicate(state, ids.hand[0]![0]!, permanent(state, 'token:spirit-1-1-flying'));
    const dup = s.battlefield[s.battlefield.length - 1]!;
    expect(pt(s, dup)).toEqual([1, 1]);
    expect(keywords(s, dup)).toEqual(['flying', 'haste', 'dethrone']);
    expect(s.objects[dup]!.kind).toBe('card');
  });

  it('"Any enters-the-battlefield abilities of the copied creature will trigger when Dack’s Duplicate enters the battlefield."', () => {
    const { state, ids } = setup({ monarch: 1, players: [{ battlefield: LANDS, hand: ["Dack's Duplicate"] }, { battlefield: ['Palace Sentinels'] }] });
    const s = castDuplicate(state, ids.hand[0]![0]!, permanent(state, 'Palace Sentinels'));
    expect(s.monarch).toBe(0);
  });

  it('"Any “as [this creature] enters the battlefield” or “[this creature] enters the battlefield with” abilities of the chosen creature will also work." (Academy Elite; CR 707.9, 614.1c)', () => {
    // two instant and sorcery cards in the graveyards: the copy enters with two counters, not the original's one
    const { state, ids } = setup({ players: [{ battlefield: LANDS, hand: ["Dack's Duplicate"], graveyard: ['Murder'] }, { battlefield: [{ card: 'Academy Elite', counters: { '+1/+1': 1 } }], graveyard: ['Divination', 'Bronze Sable'] }] });
    const s = castDuplicate(state, ids.hand[0]![0]!, permanent(state, 'Academy Elite'));
    const dup = s.battlefield[s.battlefield.length - 1]!;
    expect(characteristics(s, dup).name).toBe('Academy Elite');
    expect(s.objects[dup]!.counters).toEqual({ '+1/+1': 2 });
    expect(keywords(s, dup)).toEqual(expect.arrayContaining(['haste', 'dethrone']));
  });

  it('"You can choose to not copy anything. In that case, Dack’s Duplicate enters the battlefield as a 0/0 Shapeshifter creature, and will probably die almost immediately, when state-based actions are next performed."', () => {
    const { state, ids } = setup({ players: [{ battlefield: LANDS, hand: ["Dack's Duplicate"] }, { battlefield: ['Lizard Warrior'] }] });
    const s = castDuplicate(state, ids.hand[0]![0]!, null);
    expect(names(s, 0, 'graveyard')).toEqual(["Dack's Duplicate"]);
  });

  it('"If Dack’s Duplicate somehow enters the battlefield at the same time as another creature, Dack’s Duplicate can’t become a copy of that creature. You may choose only a creature that’s already on the battlefield." (the choices are the creatures already there, and none)', () => {
    const { state, ids } = setup({ players: [{ battlefield: LANDS, hand: ["Dack's Duplicate"] }, { battlefield: ['Lizard Warrior', 'Forest'] }] });
    const s = passUntil(cast(state, 0, ids.hand[0]![0]!), (y) => y.decision?.kind === 'choose');
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options).toEqual([{ object: permanent(state, 'Lizard Warrior') }, { label: 'none' }]);
  });

  it('with a +1/+1 counter from dethrone, it dies and Marchesa, the Black Rose returns it at the next end step, choosing again what to copy', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Marchesa, the Black Rose', ...LANDS, 'Swamp', 'Swamp', 'Swamp'], hand: ["Dack's Duplicate", 'Murder'] },
        { battlefield: ['Lizard Warrior', 'Typhoid Rats'] },
      ],
    });
    let s = castDuplicate(state, ids.hand[0]![0]!, permanent(state, 'Lizard Warrior'));
    const dup = s.battlefield[s.battlefield.length - 1]!;
    expect(keywords(s, dup)).toEqual(['haste', 'dethrone', 'dethrone']);
    // its two dethrone triggers are alike: no order to choose (CR 603.3b)
    s = attack(s, [[dup, 1]]);
    s = skipUntil(resolveStack(s), (x) => x.turn.step === 'main2');
    expect(s.objects[dup]!.counters).toEqual({ '+1/+1': 2 });
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: dup }]);
    expect(names(s, 0, 'graveyard')).toContain("Dack's Duplicate");
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.prompt).toBe('copy');
    const rats = permanent(s, 'Typhoid Rats');
    s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === rats) : -1] }));
    const back = s.battlefield[s.battlefield.length - 1]!;
    expect(characteristics(s, back).name).toBe('Typhoid Rats');
    expect(s.objects[back]!.controller).toBe(0);
  });
});

describe("Dack's Duplicate returned by Palace Jailer's \"until an opponent becomes the monarch\" (CR 610.3c)", () => {
  const THRONE = ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

  /** Player 0's Palace Jailer exiles player 1's Dack's Duplicate; player 1 then becomes the monarch with the Throne, and is asked the copy choice. */
  function jailedThenCrowned(): ReadonlyGameState {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Lizard Warrior'], hand: ['Palace Jailer'] },
        { battlefield: [{ card: "Dack's Duplicate", counters: { '+1/+1': 2 } }, ...THRONE] },
      ],
    });
    const dup = permanent(state, "Dack's Duplicate");
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    while (s.decision?.kind === 'putTrigger') {
      const exileIndex = s.pendingTriggers.findIndex((t) => t.ability === 1);
      s = exileIndex >= 0 ? apply(s, { type: 'putTrigger', player: 0, index: exileIndex, targets: [{ object: dup }] }) : apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    }
    s = resolveStack(s);
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(["Dack's Duplicate"]);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, permanent(s, 'Throne of the High City'), 1));
    return s;
  }

  it('CR 707.9, 614.1c: as it returns, its owner is asked what to copy, and it enters as that creature with haste and dethrone', () => {
    let s = jailedThenCrowned();
    const d = s.decision;
    if (d?.kind !== 'choose') throw new Error(`expected the copy choice, got ${JSON.stringify(d)}`);
    expect(d.player).toBe(1);
    expect(d.choice).toMatchObject({ prompt: 'copy', rule: '707.9' });
    const lizard = permanent(s, 'Lizard Warrior');
    s = resolveStack(apply(s, { type: 'choose', player: 1, choice: [d.choice.options.findIndex((o) => 'object' in o && o.object === lizard)] }));
    expect(s.monarch).toBe(1);
    const back = s.battlefield.find((id) => s.objects[id]!.copyOf !== undefined)!;
    expect(s.objects[back]!.card).toBe("Dack's Duplicate");
    expect(s.objects[back]!.controller).toBe(1);
    expect(characteristics(s, back).name).toBe('Lizard Warrior');
    expect(pt(s, back)).toEqual([4, 2]);
    expect(keywords(s, back)).toEqual(expect.arrayContaining(['haste', 'dethrone']));
  });

  it('"You can choose to not copy anything. In that case, Dack’s Duplicate enters the battlefield as a 0/0 Shapeshifter creature, and will probably die"', () => {
    let s = jailedThenCrowned();
    const d = s.decision;
    if (d?.kind !== 'choose') throw new Error('expected the copy choice');
    s = resolveStack(apply(s, { type: 'choose', player: 1, choice: [d.choice.options.findIndex((o) => 'label' in o)] }));
    expect(s.monarch).toBe(1);
    expect(permanents(s, "Dack's Duplicate")).toEqual([]);
    expect(names(s, 1, 'graveyard')).toContain("Dack's Duplicate");
  });
});
