import { describe, expect, it } from 'vitest';
import { apply, describeEvent, legalActions, type ReadonlyGameState } from '../../../src/index.js';
import {
  attack, block, canBlock, events, keywords, life, pass, passUntil, permanent, permanents, pt, putTrigger, resolveStack, setup, toBlockers,
} from '../helpers.js';

/** Puts every waiting triggered ability on the stack without targets, then resolves the stack. */
function resolveAll(s: ReadonlyGameState): ReadonlyGameState {
  let x = s;
  while (x.decision?.kind === 'putTrigger') x = putTrigger(x, []);
  return resolveStack(x);
}

describe('Wings of the Guard', () => {
  it('Flying; Melee: attacking two opponents, the 1/1 flier gets +2/+2', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable'] }, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    expect(keywords(state, wings)).toEqual(['flying', 'melee']);
    const s = resolveAll(attack(state, [[wings, 1], [permanent(state, 'Bronze Sable'), 2]]));
    expect(pt(s, wings)).toEqual([3, 3]);
  });

  it('flying: a creature without flying or reach cannot block it', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard'] }, { battlefield: ['Bronze Sable'] }] });
    const wings = permanent(state, 'Wings of the Guard');
    const s = toBlockers(resolveAll(attack(state, [[wings, 1]])));
    expect(canBlock(s, permanent(s, 'Bronze Sable'), wings)).toBe(false);
  });
});

describe('Deputized Protester', () => {
  it('Menace; Melee: attacking three opponents, the 2/1 gets +3/+3', () => {
    const { state } = setup({ players: [{ battlefield: ['Deputized Protester', 'Bronze Sable', 'Bronze Sable'] }, {}, {}, {}] });
    const dp = permanent(state, 'Deputized Protester');
    const [a, b] = permanents(state, 'Bronze Sable');
    const s = resolveAll(attack(state, [[dp, 1], [a!, 2], [b!, 3]]));
    expect(pt(s, dp)).toEqual([5, 4]);
    // the log names the creature whose melee resolves, as it names the one whose melee triggers (CR 702.121a)
    expect(events(s, 'resolve').map((e) => describeEvent(s, e))).toEqual(['Deputized Protester resolves  [CR 608.2]']);
  });

  it('menace: one creature alone cannot block it', () => {
    const { state } = setup({ players: [{ battlefield: ['Deputized Protester'] }, { battlefield: ['Bronze Sable', 'Bronze Sable'] }] });
    const dp = permanent(state, 'Deputized Protester');
    let s = toBlockers(resolveAll(attack(state, [[dp, 1]])));
    const [a, b] = permanents(s, 'Bronze Sable');
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: a!, attacker: dp });
    expect(apply(s, { type: 'declareBlocker', player: 1, blocker: b!, attacker: dp }).decision?.kind).toBe('declareBlockers');
    expect(() => apply(s, { type: 'confirmBlockers', player: 1 })).toThrow();
  });
});

describe('Menagerie Liberator', () => {
  it('Trample; Melee: attacking two opponents, the 3/2 gets +2/+2 and tramples over a chump blocker', () => {
    const { state } = setup({ players: [{ battlefield: ['Menagerie Liberator', 'Bronze Sable'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const ml = permanent(state, 'Menagerie Liberator');
    const [mine, theirs] = permanents(state, 'Bronze Sable');
    let s = resolveAll(attack(state, [[ml, 1], [mine!, 2]]));
    expect(pt(s, ml)).toEqual([5, 4]);
    s = passUntil(block(s, [[theirs!, ml]]), (x) => x.decision?.kind === 'assignDamage');
    // 1 damage is lethal to the 2/1 blocker; the other 4 trample over
    s = resolveStack(apply(s, { type: 'assignDamage', player: 0, attacker: ml, amounts: [1, 4] }));
    expect(life(s, 1)).toBe(16);
    expect(permanents(s, 'Bronze Sable')).toEqual([mine]);
  });
});

describe("Grenzo's Ruffians", () => {
  it('Melee, and "Whenever Grenzo\'s Ruffians deals combat damage to an opponent, it deals that much damage to each other opponent."', () => {
    const { state } = setup({ players: [{ battlefield: ["Grenzo's Ruffians"] }, {}, {}, {}] });
    const gr = permanent(state, "Grenzo's Ruffians");
    let s = resolveAll(attack(state, [[gr, 1]]));
    expect(pt(s, gr)).toEqual([3, 3]);
    s = resolveAll(toBlockers(s));
    while (s.turn.step !== 'endCombat' && s.turn.step !== 'main2') {
      s = resolveAll(apply(s, { type: 'pass', player: s.decision!.player }));
    }
    // 3 combat damage to the opponent attacked, then 3 to each other opponent, none to its controller
    expect([life(s, 0), life(s, 1), life(s, 2), life(s, 3)]).toEqual([20, 17, 17, 17]);
  });

  it('"that much damage" is the damage it dealt: doubled by Gratuitous Violence, then its own damage is doubled again (CR 614.1a)', () => {
    const { state } = setup({ players: [{ battlefield: ["Grenzo's Ruffians", 'Gratuitous Violence'] }, {}, {}] });
    const gr = permanent(state, "Grenzo's Ruffians");
    let s = resolveAll(attack(state, [[gr, 1]]));
    while (s.turn.step !== 'main2') s = resolveAll(apply(s, { type: 'pass', player: s.decision!.player }));
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 14, 8]);
  });

  it('damage Protector of the Crown redirects away from the opponent was not dealt to that opponent: it does not trigger', () => {
    const { state } = setup({ players: [{ battlefield: ["Grenzo's Ruffians"] }, { battlefield: ['Protector of the Crown'] }, {}] });
    const gr = permanent(state, "Grenzo's Ruffians");
    let s = resolveAll(block(resolveAll(attack(state, [[gr, 1]])), []));
    while (s.turn.step !== 'main2') s = resolveAll(apply(s, { type: 'pass', player: s.decision!.player }));
    expect(s.objects[permanent(s, 'Protector of the Crown')]!.damage).toBe(3);
    expect([life(s, 1), life(s, 2)]).toEqual([20, 20]);
  });

  it('"it deals that much damage" even if it has left the battlefield by then: the damage is dealt by it as it last existed (CR 608.2h)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ["Grenzo's Ruffians", 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, {}, {}] });
    const gr = permanent(state, "Grenzo's Ruffians");
    let s = resolveAll(toBlockers(resolveAll(attack(state, [[gr, 1]]))));
    // combat damage: the ability triggers and waits on the stack
    s = passUntil(s, (x) => x.stack.length > 0 || x.decision?.kind !== 'priority');
    while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
    expect(s.stack).toHaveLength(1);
    expect(life(s, 1)).toBe(17);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: gr }], x: 0 });
    s = passUntil(s, (x) => x.stack.length === 1);
    expect(s.battlefield).not.toContain(gr);
    s = resolveStack(s);
    expect([life(s, 1), life(s, 2)]).toEqual([17, 17]);
    expect(events(s, 'damage').filter((e) => e.card === "Grenzo's Ruffians").map((e) => e.amount)).toEqual([3, 3]);
  });

  it('its damage to the other opponents is not combat damage, so it does not trigger again', () => {
    const { state } = setup({ players: [{ battlefield: ["Grenzo's Ruffians"] }, {}, {}] });
    const gr = permanent(state, "Grenzo's Ruffians");
    let s = resolveAll(attack(state, [[gr, 1]]));
    while (s.turn.step !== 'main2') s = resolveAll(apply(s, { type: 'pass', player: s.decision!.player }));
    expect([life(s, 1), life(s, 2)]).toEqual([17, 17]);
  });
});

describe('Fang of the Pack', () => {
  it('"At the beginning of combat on your turn, another target creature you control gains melee until end of turn."', () => {
    const { state } = setup({ players: [{ battlefield: ['Fang of the Pack', 'Bronze Sable'] }, {}, {}] });
    const fang = permanent(state, 'Fang of the Pack');
    const sable = permanent(state, 'Bronze Sable');
    expect(keywords(state, sable)).toEqual([]);
    let s = resolveAll(attack(state, [[fang, 1], [sable, 2]]));
    expect(keywords(s, sable)).toEqual(['melee']);
    expect(pt(s, fang)).toEqual([7, 5]);
    expect(pt(s, sable)).toEqual([4, 3]);
  });

  it('"If a creature has multiple instances of melee, each triggers separately": a creature that already has melee gets a second', () => {
    const { state } = setup({ players: [{ battlefield: ['Fang of the Pack', 'Wings of the Guard'] }, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    const s = resolveAll(attack(state, [[wings, 1], [permanent(state, 'Fang of the Pack'), 2]]));
    expect(keywords(s, wings)).toEqual(['flying', 'melee', 'melee']);
    expect(pt(s, wings)).toEqual([5, 5]);
  });

  it('with no other creature to target, its ability is removed; it does not trigger on an opponent\'s turn', () => {
    const alone = setup({ players: [{ battlefield: ['Fang of the Pack'] }, {}] }).state;
    const s = resolveAll(attack(alone, [[permanent(alone, 'Fang of the Pack'), 1]]));
    expect(pt(s, permanent(s, 'Fang of the Pack'))).toEqual([6, 4]);
    const theirs = setup({ active: 1, players: [{ battlefield: ['Fang of the Pack', 'Bronze Sable'] }, { battlefield: ['Bronze Sable'] }] }).state;
    const t = resolveAll(attack(theirs, [[permanents(theirs, 'Bronze Sable')[1]!, 0]]));
    expect(keywords(t, permanents(theirs, 'Bronze Sable')[0]!)).toEqual([]);
  });
});

describe('Adriana, Captain of the Guard', () => {
  it('Melee; "Other creatures you control have melee": each attacker gets the bonus, opponents\' creatures get no melee', () => {
    const { state } = setup({ players: [{ battlefield: ['Adriana, Captain of the Guard', 'Bronze Sable'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const adriana = permanent(state, 'Adriana, Captain of the Guard');
    const [mine, theirs] = permanents(state, 'Bronze Sable');
    expect(keywords(state, adriana)).toEqual(['melee']);
    expect(keywords(state, mine!)).toEqual(['melee']);
    expect(keywords(state, theirs!)).toEqual([]);
    const s = resolveAll(attack(state, [[adriana, 1], [mine!, 2]]));
    expect(pt(s, adriana)).toEqual([6, 6]);
    expect(pt(s, mine!)).toEqual([4, 3]);
  });

  it('"If a creature has multiple instances of melee, each triggers separately": Wings of the Guard gets the bonus twice', () => {
    const { state } = setup({ players: [{ battlefield: ['Adriana, Captain of the Guard', 'Wings of the Guard'] }, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    const s = resolveAll(attack(state, [[wings, 1], [permanent(state, 'Adriana, Captain of the Guard'), 2]]));
    expect(pt(s, wings)).toEqual([5, 5]);
  });
});

describe('Custodi Soulcaller', () => {
  /** Puts the waiting triggers on the stack: Soulcaller's with these targets, any other without. */
  function place(s: ReadonlyGameState, targets: { object: number }[]): ReadonlyGameState {
    let x = s;
    while (x.decision?.kind === 'putTrigger') {
      const index = x.pendingTriggers.findIndex((t) => t.controller === x.decision!.player && t.card === 'Custodi Soulcaller');
      x = index >= 0 ? putTrigger(x, targets, index) : putTrigger(x, []);
    }
    return x;
  }

  const GRAVE = ['Bronze Sable', 'Lizard Warrior'];

  it('1/2 Melee; when it attacks, returns a creature card with mana value up to the number of players attacked from your graveyard to the battlefield', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Custodi Soulcaller', 'Typhoid Rats'], graveyard: GRAVE }, {}, {}] });
    const sc = permanent(state, 'Custodi Soulcaller');
    expect(pt(state, sc)).toEqual([1, 2]);
    expect(keywords(state, sc)).toEqual(['melee']);
    const [sable, lizard] = ids.graveyard[0]!;
    let s = attack(state, [[sc, 1], [permanent(state, 'Typhoid Rats'), 2]]);
    const legal = legalActions(s).filter((a) => a.type === 'putTrigger' && a.targets.length > 0).map((a) => (a as { targets: { object: number }[] }).targets[0]!.object);
    expect(legal).toContain(sable);
    expect(legal).not.toContain(lizard);
    s = resolveStack(place(s, [{ object: sable! }]));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.controller).toBe(0);
    expect(pt(s, sc)).toEqual([3, 4]);
    expect(s.combat?.attackers.some((a) => a.id === permanent(s, 'Bronze Sable'))).toBe(false);
  });

  it('attacking one player, X is 1: a creature card of mana value 2 cannot be chosen, and the trigger has no target', () => {
    const { state } = setup({ players: [{ battlefield: ['Custodi Soulcaller'], graveyard: GRAVE }, {}, {}] });
    const s = attack(state, [[permanent(state, 'Custodi Soulcaller'), 1]]);
    expect(events(s, 'triggerRemoved')).toHaveLength(1);
    expect(permanents(resolveAll(s), 'Bronze Sable')).toEqual([]);
  });

  it("only your own graveyard: an opponent's creature card is no target", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Custodi Soulcaller', 'Typhoid Rats'] }, { graveyard: ['Bronze Sable'] }, {}] });
    const s = attack(state, [[permanent(state, 'Custodi Soulcaller'), 1], [permanent(state, 'Typhoid Rats'), 2]]);
    expect(events(s, 'triggerRemoved')).toHaveLength(1);
    expect(ids.graveyard[1]).toHaveLength(1);
  });

  it('"The value of X in the last ability is calculated in a similar fashion to how melee bonuses are calculated. It doesn’t matter if the creatures are still attacking or on the battlefield. It also doesn’t matter if the player you attacked is still in the game."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Custodi Soulcaller', 'Typhoid Rats'], graveyard: GRAVE }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, {}],
    });
    const rats = permanent(state, 'Typhoid Rats');
    let s = place(attack(state, [[permanent(state, 'Custodi Soulcaller'), 1], [rats, 2]]), [{ object: ids.graveyard[0]![0]! }]);
    s = apply(pass(s), { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: rats }], x: 0 });
    s = apply(s, { type: 'concede', player: 2 });
    s = resolveStack(s);
    expect(permanents(s, 'Typhoid Rats')).toEqual([]);
    expect(s.players[2]!.inGame).toBe(false);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('"You determine the size of the bonus as the melee ability resolves. Count each opponent that you attacked with one or more creatures."', () => {
    const { state } = setup({ players: [{ battlefield: ['Custodi Soulcaller', 'Typhoid Rats'] }, {}, {}] });
    const sc = permanent(state, 'Custodi Soulcaller');
    const s = resolveAll(attack(state, [[sc, 1], [permanent(state, 'Typhoid Rats'), 2]]));
    expect(pt(s, sc)).toEqual([3, 4]);
  });

  it('"It doesn’t matter how many creatures you attacked a player with, only that you attacked a player with at least one creature."', () => {
    const { state } = setup({ players: [{ battlefield: ['Custodi Soulcaller', 'Typhoid Rats', 'Bronze Sable'] }, {}, {}] });
    const sc = permanent(state, 'Custodi Soulcaller');
    const s = resolveAll(attack(state, [[sc, 1], [permanent(state, 'Typhoid Rats'), 2], [permanent(state, 'Bronze Sable'), 2]]));
    expect(pt(s, sc)).toEqual([3, 4]);
  });

  it('"the number of players you attacked": a creature attacking a planeswalker attacks no player (Canal Courier\'s ruling), so X is 1, not 2', () => {
    const { state } = setup({
      players: [{ battlefield: ['Custodi Soulcaller', 'Typhoid Rats'], graveyard: ['Child of Night'] }, {}, { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] }],
    });
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Custodi Soulcaller'), target: { player: 1 } });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Typhoid Rats'), target: { planeswalker: permanent(s, 'Dack Fayden') } });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    const legal = legalActions(s).filter((a) => a.type === 'putTrigger' && a.targets.length > 0).map((a) => (a as { targets: { object: number }[] }).targets[0]!.object);
    // Child of Night ({1}{B}) has mana value 2: only with the planeswalker counted as a player could it be chosen
    expect(legal).toEqual([]);
    expect(events(s, 'triggerRemoved').map((e) => e.card)).toEqual(['Custodi Soulcaller']);
  });
});
