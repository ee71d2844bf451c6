import { describe, expect, it } from 'vitest';
import { apply, characteristics, tryApply } from '../../../src/index.js';
import {
  withKeywords, resolveTop, castable, events, activate, attack, block, cast, castAndResolve, choose, exiled, expectRefused, keywords, life, names, passToStep, passUntil, permanent, permanents, passToPlayer, pt, resolveStack, canBlock, toBlockers, nextTurn,
  putTrigger, setup, skipUntil,
} from '../helpers.js';

describe("Ajani's Sunstriker", () => {
  it('Lifelink: its damage also causes you to gain that much life', () => {
    const { state } = setup({ players: [{ battlefield: ["Ajani's Sunstriker"] }, { battlefield: ['Pillarfield Ox'] }] });
    const striker = permanent(state, "Ajani's Sunstriker");
    const s = passToStep(block(attack(state, [[striker, 1]]), [[permanent(state, 'Pillarfield Ox'), striker]]), 'endCombat');
    expect(life(s, 0)).toBe(22);
    expect(s.objects[permanent(s, 'Pillarfield Ox')]!.damage).toBe(2);
  });
});

describe('Courier Hawk', () => {
  it('Flying, vigilance: it attacks without tapping and can\'t be blocked by a ground creature', () => {
    const { state } = setup({ players: [{ battlefield: ['Courier Hawk'] }, { battlefield: ['Pillarfield Ox'] }] });
    const hawk = permanent(state, 'Courier Hawk');
    expect(keywords(state, hawk)).toEqual(['flying', 'vigilance']);
    const s = passToStep(attack(state, [[hawk, 1]]), 'endCombat');
    expect(s.objects[hawk]!.tapped).toBe(false);
    expect(life(s, 1)).toBe(19);
    expect(s.log.flat().some((e) => e.type === 'block')).toBe(false);
  });
});

describe('Moment of Heroism', () => {
  it('Target creature gets +2/+2 and gains lifelink until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Pillarfield Ox'], hand: ['Moment of Heroism'] }, {}] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ox }]);
    expect(pt(s, ox)).toEqual([4, 6]);
    expect(keywords(s, ox)).toEqual(['lifelink']);
    s = passToStep(attack(s, [[ox, 1]]), 'endCombat');
    expect([life(s, 0), life(s, 1)]).toEqual([24, 16]);
  });

  it('ruling: multiple instances of lifelink are redundant', () => {
    // ruling: "Multiple instances of lifelink on the same creature are redundant."
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', "Ajani's Sunstriker"], hand: ['Moment of Heroism'] }, {}] });
    const striker = permanent(state, "Ajani's Sunstriker");
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: striker }]);
    s = passToStep(attack(s, [[striker, 1]]), 'endCombat');
    expect([life(s, 0), life(s, 1)]).toEqual([24, 16]);
  });
});

describe('Pillarfield Ox', () => {
  it('a 2/4 Ox with no abilities', () => {
    const { state } = setup({ players: [{ battlefield: ['Pillarfield Ox'] }, {}] });
    const c = characteristics(state, permanent(state, 'Pillarfield Ox'));
    expect([c.power, c.toughness, c.subtypes, c.keywords, c.colors]).toEqual([2, 4, ['Ox'], [], ['W']]);
  });
});

describe('Pride Guardian', () => {
  it('Defender; whenever it blocks, you gain 3 life', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Pride Guardian'] }, { battlefield: ['Pillarfield Ox'] }] });
    const [guardian, ox] = [permanent(state, 'Pride Guardian'), permanent(state, 'Pillarfield Ox')];
    let s = block(attack(state, [[ox, 0]]), [[guardian, ox]]);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Pride Guardian']);
    s = passToStep(s, 'endCombat');
    expect(life(s, 0)).toBe(23);
  });

  it('"Whenever Pride Guardian blocks": another creature of yours blocking gains you nothing', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Pride Guardian', 'Pillarfield Ox'] }, { battlefield: ['Bronze Sable'] }] });
    const [ox, sable] = [permanent(state, 'Pillarfield Ox'), permanent(state, 'Bronze Sable')];
    let s = block(attack(state, [[sable, 0]]), [[ox, sable]]);
    expect(s.stack).toEqual([]);
    s = passToStep(s, 'endCombat');
    expect(life(s, 0)).toBe(20);
  });

  it('Defender: it can\'t attack', () => {
    const { state } = setup({ players: [{ battlefield: ['Pride Guardian', 'Pillarfield Ox'] }, {}] });
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    expectRefused(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Pride Guardian'), target: { player: 1 } }, 'illegal', '508.1a');
    expect(tryApply(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Pillarfield Ox'), target: { player: 1 } }).ok).toBe(true);
  });
});

describe('Silverchase Fox', () => {
  it('{1}{W}, Sacrifice Silverchase Fox: Exile target enchantment', () => {
    const { state } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Silverchase Fox'] }, { battlefield: ['Phyrexian Arena', 'Bronze Sable'] }] });
    const fox = permanent(state, 'Silverchase Fox');
    let s = activate(state, 0, fox, 0, [{ object: permanent(state, 'Phyrexian Arena') }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Silverchase Fox']);
    s = resolveStack(s);
    expect(exiled(s)).toEqual(['Phyrexian Arena']);
    expectRefused(state, { type: 'activate', player: 0, source: fox, ability: 0, targets: [{ object: permanent(state, 'Bronze Sable') }], x: 0 }, 'badTarget', '115.1');
  });
});

describe('Soulcatcher', () => {
  it('Whenever a creature with flying dies, put a +1/+1 counter on Soulcatcher', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Soulcatcher'], hand: ['Murder', 'Murder'] }, { battlefield: ['Wild Griffin', 'Pillarfield Ox'] }],
    });
    const catcher = permanent(state, 'Soulcatcher');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    expect(s.objects[catcher]!.counters).toEqual({ '+1/+1': 1 });
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Pillarfield Ox') }]);
    expect(pt(s, catcher)).toEqual([2, 2]);
  });

  it('it looks back in time (CR 603.10a): a creature with flying only from its Kitesail still counts, though the Equipment is unattached once it dies', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Soulcatcher', 'Kitesail', 'Pillarfield Ox'], hand: ['Murder'] }, {}],
    });
    const [catcher, ox] = [permanent(state, 'Soulcatcher'), permanent(state, 'Pillarfield Ox')];
    let s = resolveStack(activate(state, 0, permanent(state, 'Kitesail'), 0, [{ object: ox }]));
    expect(keywords(s, ox)).toContain('flying');
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: ox }]);
    expect(names(s, 0, 'graveyard')).toContain('Pillarfield Ox');
    expect(s.objects[catcher]!.counters).toEqual({ '+1/+1': 1 });
  });

  it('ruling: "If another creature with flying is dealt lethal damage at the same time as Soulcatcher, they’ll be destroyed at the same time. Soulcatcher’s ability won’t save it." (CR 704.3, 603.3) — a 2/2 Soulcatcher dealt 2 by Volcanic Fallout does not get its counter first', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Volcanic Fallout'] }, { battlefield: [{ card: 'Soulcatcher', counters: { '+1/+1': 1 } }, 'Wild Griffin'] }],
    });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Soulcatcher', 'Wild Griffin']);
    expect(s.battlefield.filter((id) => s.objects[id]!.controller === 1)).toEqual([]);
  });
});

describe('Swords to Plowshares', () => {
  it('Exile target creature. Its controller gains life equal to its power.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains'], hand: ['Swords to Plowshares'] }, { battlefield: ['Sphinx of Magosi'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Sphinx of Magosi') }]);
    expect(exiled(s)).toEqual(['Sphinx of Magosi']);
    expect([life(s, 0), life(s, 1)]).toEqual([20, 26]);
  });

  it('CR 119.9: a creature of power 0 (Pride Guardian) — its controller gains 0 life: no life gain event', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains'], hand: ['Swords to Plowshares'] }, { battlefield: ['Pride Guardian'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Pride Guardian') }]);
    expect(exiled(s)).toEqual(['Pride Guardian']);
    expect(life(s, 1)).toBe(20);
    expect(events(s, 'gainLife')).toEqual([]);
  });

  it('ruling: the life gained is the power the creature had as it last existed on the battlefield', () => {
    // ruling: "The amount of life gained is equal to the power of the targeted creature as it last existed on the
    // battlefield."
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Swords to Plowshares', 'Moment of Heroism'] }, { battlefield: ['Pillarfield Ox'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = castAndResolve(state, 0, ids.hand[0]![1]!, [{ object: ox }]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: ox }]);
    expect(life(s, 1)).toBe(24);
  });

  it('ruling: if the creature\'s power is negative, its controller doesn\'t lose or gain life', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Island', 'Island'], hand: ['Swords to Plowshares', 'Turn the Tide'] }, { battlefield: ['Doomed Traveler'] }] });
    const traveler = permanent(state, 'Doomed Traveler');
    let s = castAndResolve(state, 0, ids.hand[0]![1]!);
    expect(pt(s, traveler)).toEqual([-1, 1]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: traveler }]);
    expect(exiled(s)).toEqual(['Doomed Traveler']);
    expect(life(s, 1)).toBe(20);
  });

  it('the creature\'s controller gains the life, even when you control it', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Pillarfield Ox'], hand: ['Swords to Plowshares'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Pillarfield Ox') }]);
    expect([life(s, 0), life(s, 1)]).toEqual([22, 20]);
  });
});

describe('Custodi Soulbinders', () => {
  it('enters with X +1/+1 counters, where X is the number of other creatures on the battlefield (any player\'s)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Pillarfield Ox'], hand: ['Custodi Soulbinders'] }, { battlefield: ['Courier Hawk', 'Sky Spirit', 'Plains'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const binders = permanent(s, 'Custodi Soulbinders');
    expect(s.objects[binders]!.counters['+1/+1']).toBe(3);
    expect(pt(s, binders)).toEqual([3, 3]);
  });

  it('CR 614.12: the creatures entering with it are not on the battlefield yet as it enters (Brago returns it with two others: X is 1, for Brago)', () => {
    const { state } = setup({ players: [{ battlefield: ['Brago, King Eternal', { card: 'Custodi Soulbinders', counters: { '+1/+1': 1 } }, 'Pillarfield Ox', 'Bronze Sable'] }, {}] });
    let s = passUntil(attack(state, [[permanent(state, 'Brago, King Eternal'), 1]]), (x) => x.decision?.kind === 'putTrigger');
    s = putTrigger(s, ['Custodi Soulbinders', 'Pillarfield Ox', 'Bronze Sable'].map((name) => ({ object: permanent(s, name) })));
    s = resolveStack(s);
    expect(permanents(s, 'Pillarfield Ox')).toHaveLength(1);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(s.objects[permanent(s, 'Custodi Soulbinders')]!.counters['+1/+1']).toBe(1);
  });

  it('{2}{W}, Remove a +1/+1 counter from Custodi Soulbinders: Create a 1/1 white Spirit creature token with flying', () => {
    const { state } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', { card: 'Custodi Soulbinders', counters: { '+1/+1': 1 } }] }, {}] });
    const binders = permanent(state, 'Custodi Soulbinders');
    let s = activate(state, 0, binders, 0);
    expect(s.objects[binders]!.counters['+1/+1'] ?? 0).toBe(0);
    s = resolveStack(s);
    const spirit = permanent(s, 'token:spirit-1-1-flying');
    expect([pt(s, spirit), keywords(s, spirit), characteristics(s, spirit).colors]).toEqual([[1, 1], ['flying'], ['W']]);
    expect(names(s, 0, 'graveyard')).toEqual(['Custodi Soulbinders']);
  });
});

describe('Noble Templar', () => {
  it('Vigilance; Plainscycling {2}: finds any card with the Plains type', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island'], hand: ['Noble Templar'], library: ['Island', 'Plains', 'Wastes'] }, {}] });
    let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
    const options = (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
    expect(options).toEqual(['Plains']);
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Plains']);
    expect(names(s, 0, 'graveyard')).toEqual(['Noble Templar']);
    const { state: s2 } = setup({ players: [{ battlefield: ['Noble Templar'] }, {}] });
    expect(keywords(s2, permanent(s2, 'Noble Templar'))).toEqual(['vigilance']);
    expect(pt(s2, permanent(s2, 'Noble Templar'))).toEqual([3, 6]);
  });
});

describe('Reya Dawnbringer', () => {
  it('Flying; at the beginning of your upkeep, you may return target creature card from your graveyard to the battlefield', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Reya Dawnbringer'], graveyard: ['Pillarfield Ox', 'Swords to Plowshares'] }, {}] });
    expect(keywords(state, permanent(state, 'Reya Dawnbringer'))).toEqual(['flying']);
    let s = passUntil(state, (x) => x.turn.active === 0 && x.turn.step === 'upkeep' && x.stack.length > 0);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Reya Dawnbringer']);
    s = resolveStack(s);
    s = choose(s, [0]);
    expect(permanents(s, 'Pillarfield Ox')).toHaveLength(1);
    expect(names(s, 0, 'graveyard')).toEqual(['Swords to Plowshares']);
    expect(ids.graveyard[0]).toHaveLength(2);
  });

  it('the return is optional, and only your creature cards can be targeted', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Reya Dawnbringer'], graveyard: ['Pillarfield Ox', 'Courier Hawk'] }, { graveyard: ['Sky Spirit'] }] });
    let s = passUntil(state, (x) => x.turn.active === 0 && x.decision?.kind === 'putTrigger');
    const theirs = s.players[1]!.graveyard[0]!;
    expectRefused(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: theirs }] }, 'badTarget');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: s.players[0]!.graveyard[1]! }] }));
    s = choose(s, [1]);
    expect(names(s, 0, 'graveyard')).toEqual(['Pillarfield Ox', 'Courier Hawk']);
  });
  it('"At the beginning of your upkeep": no trigger in an opponent\'s upkeep', () => {
    const { state } = setup({ players: [{ battlefield: ['Reya Dawnbringer'], graveyard: ['Pillarfield Ox'] }, {}] });
    let s = skipUntil(state, (x) => x.turn.active === 1 && x.turn.step === 'upkeep');
    expect(s.decision).toMatchObject({ kind: 'priority' });
    expect(s.stack).toEqual([]);
    s = skipUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'upkeep');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Reya Dawnbringer']);
  });
});

describe('Apex Hawks', () => {
  it('Multikicker {1}{W}, flying; enters with a +1/+1 counter on it for each time it was kicked', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(5).fill('Plains'), hand: ['Apex Hawks'] }, {}] });
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 1 }));
    const hawks = permanent(s, 'Apex Hawks');
    expect([pt(s, hawks), keywords(s, hawks)]).toEqual([[3, 3], ['flying']]);
  });

  it('a creature that enters without being cast was not kicked', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Reya Dawnbringer'], graveyard: ['Apex Hawks'] }, {}] });
    let s = passUntil(state, (x) => x.turn.active === 0 && x.stack.length > 0);
    s = choose(resolveStack(s), [0]);
    expect(pt(s, permanent(s, 'Apex Hawks'))).toEqual([2, 2]);
  });
});

describe('Stave Off', () => {
  it('"Target creature gains protection from the color of your choice until end of turn."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains'], hand: ['Stave Off'] }, { battlefield: ['Pillarfield Ox', 'Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }], x: 0 }));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'color', rule: '702.16a' } });
    s = choose(s, [3]);
    expect(keywords(s, ox)).toEqual(['protection from red']);
    s = passToPlayer(s, 1);
    expect(tryApply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: ox }], x: 0 }).ok).toBe(false);
    expect(tryApply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ player: 0 }], x: 0 }).ok).toBe(true);
    s = passUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(keywords(s, ox)).toEqual([]);
  });

  it('ruling: "You choose the target as part of casting the spell. You choose what color … when the spell resolves."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains'], hand: ['Stave Off'] }, { battlefield: ['Pillarfield Ox'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }], x: 0 });
    expect(s.decision?.kind).toBe('priority');
    expect(keywords(s, ox)).toEqual([]);
    const r = choose(resolveStack(s), [4]);
    expect(keywords(r, ox)).toEqual(['protection from green']);
  });
});

describe('Intangible Virtue', () => {
  it('"Creature tokens you control get +1/+1 and have vigilance."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Intangible Virtue', 'Plains', 'Plains', 'Pillarfield Ox', 'token:spirit-1-1-flying'], hand: ['Raise the Alarm'] }, { battlefield: ['token:spirit-1-1-flying'] }],
    });
    const [mine, theirs] = permanents(state, 'token:spirit-1-1-flying');
    expect(pt(state, mine!)).toEqual([2, 2]);
    expect(keywords(state, mine!)).toEqual(['flying', 'vigilance']);
    expect(pt(state, theirs!)).toEqual([1, 1]);
    expect(keywords(state, theirs!)).toEqual(['flying']);
    expect(pt(state, permanent(state, 'Pillarfield Ox'))).toEqual([2, 4]);
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    for (const soldier of permanents(s, 'token:soldier-1-1')) {
      expect(pt(s, soldier)).toEqual([2, 2]);
      expect(keywords(s, soldier)).toEqual(['vigilance']);
    }
  });

  it('vigilance: an attacking token doesn\'t tap', () => {
    const { state } = setup({ players: [{ battlefield: ['Intangible Virtue', 'token:spirit-1-1-flying'] }, {}] });
    const spirit = permanent(state, 'token:spirit-1-1-flying');
    const s = passToStep(attack(state, [[spirit, 1]]), 'endCombat');
    expect(s.objects[spirit]!.tapped).toBe(false);
    expect(life(s, 1)).toBe(18);
  });
});

describe('Valor Made Real', () => {
  it('"Target creature can block any number of creatures this turn."', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Plains', 'Pillarfield Ox'], hand: ['Valor Made Real'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Lizard Warrior'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    const attackers = [...permanents(state, 'Bronze Sable'), permanent(state, 'Lizard Warrior')];
    let s = attack(state, attackers.map((a) => [a, 0] as [number, number]));
    const without = apply(toBlockers(s), { type: 'declareBlocker', player: 0, blocker: ox, attacker: attackers[0]! });
    expect(canBlock(without, ox, attackers[1]!)).toBe(false);
    s = resolveStack(apply(passToPlayer(s, 0), { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }], x: 0 }));
    s = block(s, attackers.map((a) => [ox, a] as [number, number]));
    expect(s.combat!.blockers).toEqual([expect.objectContaining({ id: ox, blocking: attackers })]);
    expect(s.combat!.attackers.every((a) => a.blocked)).toBe(true);
  });

  it('"this turn": the next turn it can block one creature again', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Pillarfield Ox'], hand: ['Valor Made Real'] }, { battlefield: ['Bronze Sable', 'Bronze Sable'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ox }]);
    expect(s.ruleEffects).toEqual([expect.objectContaining({ kind: 'blockAnyNumber', affected: [ox] })]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect(s.ruleEffects).toEqual([]);
    const [a, b] = permanents(s, 'Bronze Sable');
    s = apply(toBlockers(attack(s, [[a!, 0], [b!, 0]])), { type: 'declareBlocker', player: 0, blocker: ox, attacker: a! });
    expect(canBlock(s, ox, b!)).toBe(false);
  });
});

describe('Wakestone Gargoyle', () => {
  it('Defender, flying; "{1}{W}: Creatures you control with defender can attack this turn as though they didn\'t have defender." — itself included', () => {
    // ruling: "Wakestone Gargoyle’s ability allows itself to attack."
    const { state } = setup({ players: [{ battlefield: ['Wakestone Gargoyle', 'Pride Guardian', 'Plains', 'Plains'] }, {}] });
    const gargoyle = permanent(state, 'Wakestone Gargoyle');
    const guardian = permanent(state, 'Pride Guardian');
    expect(keywords(state, gargoyle)).toEqual(['defender', 'flying']);
    const before = passUntil(state, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
    expect(before.turn.step).toBe('main2');
    let s = resolveStack(activate(state, 0, gargoyle, 0));
    s = passToStep(attack(s, [[gargoyle, 1], [guardian, 1]]), 'endCombat');
    expect(keywords(s, gargoyle)).toContain('defender');
    expect(life(s, 1)).toBe(17);
  });

  it('ruling: "(though those creatures still can\'t attack unless they have haste)": a creature with defender cast this turn stays home', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Wakestone Gargoyle', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Pride Guardian'] }, {}] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Wakestone Gargoyle'), 0));
    s = castAndResolve(s, 0, ids.hand[0]![0]!);
    const guardian = permanent(s, 'Pride Guardian');
    const sick = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(tryApply(sick, { type: 'declareAttacker', player: 0, attacker: guardian, target: { player: 1 } }).ok).toBe(false);
    const ok = tryApply(sick, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Wakestone Gargoyle'), target: { player: 1 } });
    expect(ok.ok).toBe(true);
  });

  it('ruling: "Wakestone Gargoyle’s ability will affect creatures with defender that come under your control after the ability resolves": one with haste attacks', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Wakestone Gargoyle', 'Fires of Yavimaya', 'Plains', 'Plains', 'Mountain', 'Mountain'], hand: ['Cinder Wall'] }, {}] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Wakestone Gargoyle'), 0));
    s = castAndResolve(s, 0, ids.hand[0]![0]!);
    const wall = permanent(s, 'Cinder Wall');
    expect(keywords(s, wall)).toEqual(['defender', 'haste']);
    s = passToStep(attack(s, [[wall, 1]]), 'endCombat');
    expect(life(s, 1)).toBe(17);
  });

  it('"Creatures you control with defender": activated in an opponent\'s turn, it lets none of that player\'s defenders attack (CR 702.3b)', () => {
    const { state } = setup({
      active: 1,
      players: [{ battlefield: ['Wakestone Gargoyle', 'Plains', 'Plains'] }, { battlefield: ['Pride Guardian', 'Pillarfield Ox'] }, {}],
    });
    let s = resolveStack(activate(passToPlayer(state, 0), 0, permanent(state, 'Wakestone Gargoyle'), 0));
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(s.decision).toMatchObject({ kind: 'declareAttackers', player: 1 });
    expect(tryApply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Pride Guardian'), target: { player: 0 } }).ok).toBe(false);
    expect(tryApply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Pillarfield Ox'), target: { player: 0 } }).ok).toBe(true);
  });

  it('the permission ends with the turn', () => {
    const { state } = setup({ players: [{ battlefield: ['Wakestone Gargoyle', 'Plains', 'Plains'] }, {}] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Wakestone Gargoyle'), 0));
    expect(s.ruleEffects).toEqual([expect.objectContaining({ kind: 'attackDespiteDefender', controlledBy: 0 })]);
    s = nextTurn(s);
    expect(s.ruleEffects).toEqual([]);
  });
});

describe('Glimmerpoint Stag', () => {
  const FOUR_PLAINS = ['Plains', 'Plains', 'Plains', 'Plains'];

  it('Vigilance; "When it enters, exile another target permanent. Return that card to the battlefield under its owner\'s control at the beginning of the next end step."', () => {
    const { state, ids } = setup({ players: [{ battlefield: FOUR_PLAINS, hand: ['Glimmerpoint Stag'] }, { battlefield: [{ card: 'Bronze Sable', tapped: true }] }] });
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    const stag = permanent(s, 'Glimmerpoint Stag');
    expect(keywords(s, stag)).toEqual(['vigilance']);
    expect(s.decision).toMatchObject({ kind: 'putTrigger' });
    expect(tryApply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: stag }] }).ok).toBe(false);
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Bronze Sable') }] }));
    expect(exiled(s)).toEqual(['Bronze Sable']);
    s = passToStep(s, 'end');
    s = resolveStack(s);
    const sable = permanent(s, 'Bronze Sable');
    expect(s.objects[sable]!.controller).toBe(1);
    expect(s.objects[sable]!.tapped).toBe(false);
    expect(exiled(s)).toEqual([]);
  });

  it('ruling: "If a token is exiled this way, it ceases to exist and won\'t return to the battlefield."', () => {
    const { state, ids } = setup({ players: [{ battlefield: FOUR_PLAINS, hand: ['Glimmerpoint Stag'] }, { battlefield: ['token:soldier-1-1'] }] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'token:soldier-1-1') }] }));
    s = resolveStack(passToStep(s, 'end'));
    expect(permanents(s, 'token:soldier-1-1')).toEqual([]);
  });

  it('ruling: "The exiled card will return … even if Glimmerpoint Stag is no longer on the battlefield at that time."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...FOUR_PLAINS, 'Swamp', 'Swamp', 'Swamp'], hand: ['Glimmerpoint Stag', 'Murder'] }, { battlefield: ['Pillarfield Ox'] }] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Pillarfield Ox') }] }));
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Glimmerpoint Stag') }]);
    expect(names(s, 0, 'graveyard')).toContain('Glimmerpoint Stag');
    s = resolveStack(passToStep(s, 'end'));
    expect(s.objects[permanent(s, 'Pillarfield Ox')]!.controller).toBe(1);
  });

  it('ruling: "If the exiled card is an Aura, that card\'s owner chooses what it will enchant as it comes back"; it doesn\'t target (a creature with hexproof may be chosen)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: FOUR_PLAINS, hand: ['Glimmerpoint Stag'] }, { battlefield: ['Forest', 'Forest', 'Forest', 'Bronze Sable', 'Lizard Warrior'], hand: ['Elephant Guide'] }],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = nextTurn(s);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Elephant Guide') }] }));
    expect(exiled(s)).toEqual(['Elephant Guide']);
    s = resolveStack(passToStep(withKeywords(s, permanent(s, 'Glimmerpoint Stag'), ['hexproof']), 'end'));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'enchant', rule: '303.4f' } });
    const d = s.decision;
    const options = d?.kind === 'choose' ? d.choice.options : [];
    expect(options).toEqual([permanent(s, 'Bronze Sable'), permanent(s, 'Lizard Warrior'), permanent(s, 'Glimmerpoint Stag')].map((object) => ({ object })));
    s = resolveStack(choose(s, [2]));
    const guide = permanent(s, 'Elephant Guide');
    expect(s.objects[guide]!.controller).toBe(1);
    expect(s.objects[guide]!.attachedTo).toEqual({ object: permanent(s, 'Glimmerpoint Stag') });
    expect(pt(s, permanent(s, 'Glimmerpoint Stag'))).toEqual([6, 6]);
  });
  it('CR 303.4g: an exiled Aura with nothing it could enchant at the end step stays in exile', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: [...FOUR_PLAINS, ...FOUR_PLAINS, 'Plains'], hand: ['Glimmerpoint Stag', 'Rout'] }, { battlefield: ['Forest', 'Forest', 'Forest', 'Bronze Sable'], hand: ['Elephant Guide'] }],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = nextTurn(s);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Elephant Guide') }] }));
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(s.battlefield.filter((id) => characteristics(s, id).types.includes('Creature'))).toEqual([]);
    s = resolveStack(passToStep(s, 'end'));
    expect(s.decision).toMatchObject({ kind: 'priority' });
    expect(exiled(s)).toEqual(['Elephant Guide']);
  });
});

describe('Pristine Angel', () => {
  const ALL = ['protection from artifacts', 'protection from white', 'protection from blue', 'protection from black', 'protection from red', 'protection from green'];

  it('Flying; "As long as Pristine Angel is untapped, it has protection from artifacts and from all colors."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Pristine Angel', 'Fireshrieker', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Bronze Sable'] }] });
    const angel = permanent(state, 'Pristine Angel');
    expect(keywords(state, angel)).toEqual(['flying', ...ALL]);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: angel }], x: 0 }, 'badTarget');
    expect(tryApply(state, { type: 'activate', player: 0, source: permanent(state, 'Fireshrieker'), ability: 0, targets: [{ object: angel }], x: 0 }).ok).toBe(false);
    // tapped by attacking, it loses them
    const s = attack(state, [[angel, 1]]);
    expect(keywords(s, angel)).toEqual(['flying']);
    let t = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: angel }], x: 0 }));
    // its own ability triggers on the cast and resolves first: declining to untap it, Murder resolves
    t = resolveStack(choose(t, [1]));
    expect(names(t, 0, 'graveyard')).toEqual(['Pristine Angel', 'Murder']);
  });

  it('untapped, it takes no damage from a source of any color', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Pristine Angel'] }, { battlefield: ['Bronze Sable', 'Lizard Warrior'] }] });
    const angel = permanent(state, 'Pristine Angel');
    const lizard = permanent(state, 'Lizard Warrior');
    const s = passToStep(block(attack(state, [[lizard, 0]]), [[angel, lizard]]), 'endCombat');
    expect(s.objects[angel]!.damage).toBe(0);
    expect(permanents(s, 'Lizard Warrior')).toEqual([]);
  });

  it('"Whenever you cast a spell, you may untap Pristine Angel."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Pristine Angel', 'Plains', 'Plains'], hand: ['Raise the Alarm', 'Raise the Alarm'] }, {}] });
    const angel = permanent(state, 'Pristine Angel');
    let s = attack(state, [[angel, 1]]);
    expect(s.objects[angel]!.tapped).toBe(true);
    s = cast(s, 0, ids.hand[0]![0]!);
    expect(s.stack).toHaveLength(2);
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'untap Pristine Angel' } });
    s = choose(s, [0]);
    expect(s.objects[angel]!.tapped).toBe(false);
    expect(keywords(s, angel)).toEqual(['flying', ...ALL]);
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(16);
  });

  it('"Whenever you cast a spell": an opponent\'s spell does not trigger it — it stays tapped, without protection (CR 603.2)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Pristine Angel'] }, { battlefield: ['Plains', 'Plains'], hand: ['Raise the Alarm'] }, {}] });
    const angel = permanent(state, 'Pristine Angel');
    let s = passToPlayer(attack(state, [[angel, 2]]), 1);
    s = cast(s, 1, ids.hand[1]![0]!);
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    expect(events(s, 'trigger')).toEqual([]);
    expect(s.objects[angel]!.tapped).toBe(true);
    expect(keywords(s, angel)).toEqual(['flying']);
  });
});

describe('Rout', () => {
  const FIVE = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'];

  it('"Destroy all creatures. They can\'t be regenerated."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...FIVE, 'Forest', 'Forest', 'Pillarfield Ox'], hand: ['Wrap in Vigor', 'Rout'] }, { battlefield: ['Bronze Sable', 'Phyrexian Arena'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(s.replacements.filter((r) => r.kind === 'regenerate')).toHaveLength(1);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(permanents(s, 'Pillarfield Ox')).toEqual([]);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(permanents(s, 'Phyrexian Arena')).toHaveLength(1);
    expect(events(s, 'regenerate')).toEqual([]);
  });

  it('"You may cast Rout as though it had flash if you pay {2} more to cast it."', () => {
    const five = setup({ active: 1, players: [{ battlefield: FIVE, hand: ['Rout'] }, { battlefield: ['Bronze Sable'] }] });
    const p0 = passToPlayer(five.state, 0);
    expect(p0.turn.active).toBe(1);
    expect(castable(p0, 0, five.ids.hand[0]![0]!)).toBe(false);
    expectRefused(p0, { type: 'cast', player: 0, card: five.ids.hand[0]![0]!, targets: [], x: 0 }, 'cannotPay', '601.2g');
    const seven = setup({ active: 1, players: [{ battlefield: [...FIVE, 'Plains', 'Plains'], hand: ['Rout'] }, { battlefield: ['Bronze Sable'] }] });
    const s = resolveStack(cast(passToPlayer(seven.state, 0), 0, seven.ids.hand[0]![0]!));
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(7);
  });

  it('with Vedalken Orrery, cast at instant speed under its permission, it costs only its mana cost (CR 601.3b)', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Vedalken Orrery', ...FIVE], hand: ['Rout'] }, { battlefield: ['Bronze Sable'] }] });
    const s = resolveStack(cast(passToPlayer(state, 0), 0, ids.hand[0]![0]!));
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Rout']);
  });

  it('in its controller\'s main phase it costs only its mana cost', () => {
    const { state, ids } = setup({ players: [{ battlefield: FIVE, hand: ['Rout'] }, { battlefield: ['Bronze Sable'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
  });
});

describe('Pride Guardian — blocking several creatures', () => {
  it('ruling: "If Pride Guardian gains the ability to block additional creatures and does so, you’ll still gain only 3 life." (Valor Made Real)', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Plains', 'Pride Guardian'], hand: ['Valor Made Real'] }, { battlefield: ['Bronze Sable', 'Bronze Sable'] }] });
    const guardian = permanent(state, 'Pride Guardian');
    const attackers = permanents(state, 'Bronze Sable');
    let s = attack(state, attackers.map((a) => [a, 0] as [number, number]));
    s = resolveStack(apply(passToPlayer(s, 0), { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: guardian }], x: 0 }));
    s = block(s, attackers.map((a) => [guardian, a] as [number, number]));
    expect(s.combat!.blockers).toEqual([expect.objectContaining({ id: guardian, blocking: attackers })]);
    // one trigger: "whenever Pride Guardian blocks" triggers once however many it blocks (CR 509.3c)
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Pride Guardian']);
    s = passToStep(s, 'endCombat');
    expect(life(s, 0)).toBe(23);
  });
});
