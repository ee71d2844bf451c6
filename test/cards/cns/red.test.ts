import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions } from '../../../src/index.js';
import {
  activate, attack, block, canBlock, cast, castAndResolve, choose, events, expectRefused, keywords, life, names, nextTurn, passToPlayer, passToStep, passUntil, permanent, permanents, pt, putTrigger, resolveStack, resolveTop, setup, toBlockers,
} from '../helpers.js';

describe('Brimstone Volley', () => {
  it('Brimstone Volley deals 3 damage to any target', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ player: 1 }]);
    expect(life(s, 1)).toBe(17);
  });

  it('Morbid — Brimstone Volley deals 5 damage instead if a creature died this turn', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp'], hand: ['Brimstone Volley', 'Murder'] }, { battlefield: ['Wild Griffin', 'Zombie Goliath'] }],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![1]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ player: 1 }]);
    expect(life(s, 1)).toBe(15);
  });
});

describe('Lizard Warrior', () => {
  it('a 4/2 red Lizard Warrior with no abilities', () => {
    const { state } = setup({ players: [{ battlefield: ['Lizard Warrior'] }, {}] });
    const c = characteristics(state, permanent(state, 'Lizard Warrior'));
    expect([c.power, c.toughness, c.subtypes, c.keywords, c.colors]).toEqual([4, 2, ['Lizard', 'Warrior'], [], ['R']]);
  });
});

describe('Orcish Cannonade', () => {
  it('Orcish Cannonade deals 2 damage to any target and 3 damage to you. Draw a card.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Orcish Cannonade'], library: ['Murder'] }, { battlefield: ['Wild Griffin'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
    expect(life(s, 0)).toBe(17);
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
  });

  it('"3 damage to you. Draw a card.": only its caster is dealt the 3 and draws, in a 3-player game (CR 120.3, 121.1)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Orcish Cannonade'], library: ['Murder'] },
        { library: ['Island'] },
        { library: ['Plains'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ player: 2 }]);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([17, 20, 18]);
    expect([names(s, 0, 'hand'), names(s, 1, 'hand'), names(s, 2, 'hand')]).toEqual([['Murder'], [], []]);
    expect([names(s, 1, 'library'), names(s, 2, 'library')]).toEqual([['Island'], ['Plains']]);
  });

  it('ruling: if the target is illegal when it tries to resolve, you don\'t draw, and you don\'t take 3 damage', () => {
    // ruling: "If the chosen target is an illegal target by the time Orcish Cannonade tries to resolve, the spell
    // doesn’t resolve. You don’t draw a card, but you also don’t take 3 damage."
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp'], hand: ['Orcish Cannonade', 'Murder'], library: ['Divination'] }, { battlefield: ['Wild Griffin'] }],
    });
    const griffin = permanent(state, 'Wild Griffin');
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: griffin }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: griffin }]));
    expect(life(s, 0)).toBe(20);
    expect(names(s, 0, 'hand')).toEqual([]);
  });
});

describe('Pitchburn Devils', () => {
  it('When it dies, it deals 3 damage to any target', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Pitchburn Devils'] }] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Pitchburn Devils') }]));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    s = resolveStack(putTrigger(s, [{ player: 0 }]));
    expect(life(s, 0)).toBe(17);
    expect(events(s, 'damage')).toEqual([expect.objectContaining({ card: 'Pitchburn Devils', toPlayer: 0, amount: 3, rule: '120.3a' })]);
  });

  it('ruling: "If your life total is brought to 0 or less at the same time that Pitchburn Devils is dealt lethal damage, you lose the game before the ability goes on the stack." (CR 704.3, 704.5a, 800.4a) — in a three-player game', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Volcanic Fallout'] }, { life: 2, battlefield: [{ card: 'Pitchburn Devils', damage: 1 }] }, {}],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(s.players[1]!.outcome).toBe('lost');
    expect(s.stack).toEqual([]);
    expect(s.pendingTriggers).toEqual([]);
    expect([life(s, 0), life(s, 2)]).toEqual([18, 18]);
  });
});

describe('Torch Fiend', () => {
  it('{R}, Sacrifice Torch Fiend: Destroy target artifact', () => {
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Torch Fiend'] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }] });
    const fiend = permanent(state, 'Torch Fiend');
    expectRefused(state, { type: 'activate', player: 0, source: fiend, ability: 0, targets: [{ object: permanent(state, 'Wild Griffin') }], x: 0 }, 'badTarget', '115.1');
    let s = activate(state, 0, fiend, 0, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Torch Fiend']);
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
  });
});

describe('Volcanic Fallout', () => {
  it('Volcanic Fallout deals 2 damage to each creature and each player', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Lizard Warrior'], hand: ['Volcanic Fallout'] }, { battlefield: ['Pillarfield Ox'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([18, 18, 18]);
    expect(names(s, 0, 'graveyard')).toEqual(['Volcanic Fallout', 'Lizard Warrior']);
    expect(s.objects[permanent(s, 'Pillarfield Ox')]!.damage).toBe(2);
  });

  it('This spell can\'t be countered; ruling: a spell that tries to counter it still resolves, and its other effects happen', () => {
    // ruling: "Volcanic Fallout can be targeted by spells that try to counter it (such as Countersquall). Those
    // spells will still resolve, but the part of their effect that would counter Volcanic Fallout won’t do anything.
    // Any other effects those spells have will work as normal."
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Volcanic Fallout'] },
        { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Dismiss'], library: ['Murder'] },
      ],
    });
    let s = cast(state, 0, ids.hand[0]![0]!);
    const fallout = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: fallout }]));
    expect(names(s, 1, 'hand')).toEqual(['Murder']);
    expect(events(s, 'counter')).toEqual([]);
    expect(events(s, 'notCountered')).toEqual([expect.objectContaining({ rule: '113.6g', card: 'Volcanic Fallout' })]);
    expect([life(s, 0), life(s, 1)]).toEqual([18, 18]);
  });
});

describe('Chartooth Cougar', () => {
  it('{R}: Chartooth Cougar gets +1/+0 until end of turn', () => {
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Chartooth Cougar'] }, {}] });
    const cougar = permanent(state, 'Chartooth Cougar');
    let s = resolveStack(activate(state, 0, cougar, 0));
    s = resolveStack(activate(s, 0, cougar, 0));
    expect(characteristics(s, cougar).power).toBe(6);
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === cougar)).toBe(false);
  });

  it('ruling: Mountaincycling finds any card with the Mountain land type, and you can choose not to find one', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Chartooth Cougar'], library: ['Forest', 'Mountain', 'Mountain'] }, {}] });
    let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { min: 0, max: 1 } });
    expect((s.decision as { choice: { options: readonly unknown[] } }).choice.options).toHaveLength(2);
    s = choose(s, []);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Chartooth Cougar']);
  });
});

describe('Mana Geyser', () => {
  it('Add {R} for each tapped land your opponents control', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', { card: 'Mountain', tapped: true }], hand: ['Mana Geyser'] },
        { battlefield: [{ card: 'Forest', tapped: true }, { card: 'Island', tapped: true }, 'Plains'] },
        { battlefield: [{ card: 'Swamp', tapped: true }, { card: 'Pillarfield Ox', tapped: true }] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(s.players[0]!.pool.R).toBe(3);
  });
});

describe('Vent Sentinel', () => {
  it('Defender; {1}{R}, {T}: deals damage to target player equal to the number of creatures with defender you control', () => {
    const { state } = setup({ players: [{ battlefield: ['Vent Sentinel', 'Mountain', 'Mountain', 'token:construct-1-1-defender', 'Pillarfield Ox'] }, { battlefield: ['token:construct-1-1-defender'] }] });
    const sentinel = permanent(state, 'Vent Sentinel');
    expect(characteristics(state, sentinel).keywords).toEqual(['defender']);
    const s = resolveStack(activate(state, 0, sentinel, 0, [{ player: 1 }]));
    expect(life(s, 1)).toBe(18);
  });

  it('a planeswalker can be the target; a creature cannot', () => {
    const { state } = setup({ players: [{ battlefield: ['Vent Sentinel', 'Mountain', 'Mountain'] }, { battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 3 } }, 'Pillarfield Ox'] }] });
    const sentinel = permanent(state, 'Vent Sentinel');
    const daretti = permanent(state, 'Daretti, Ingenious Iconoclast');
    expect(legalActions(state).some((a) => a.type === 'activate' && a.source === sentinel && a.targets.some((t) => 'object' in t && t.object === daretti))).toBe(true);
    expectRefused(state, { type: 'activate', player: 0, source: sentinel, ability: 0, targets: [{ object: permanent(state, 'Pillarfield Ox') }], x: 0 }, 'badTarget');
    const s = resolveStack(activate(state, 0, sentinel, 0, [{ object: daretti }]));
    expect(s.objects[daretti]!.counters.loyalty).toBe(2);
  });
});

describe('Wrap in Flames', () => {
  const players = () => [
    { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Lizard Warrior'], hand: ['Wrap in Flames', 'Brimstone Volley'] },
    { battlefield: ['Pillarfield Ox', 'Zombie Goliath', 'Typhoid Rats', 'Plated Seastrider'] },
  ];

  it("deals 1 damage to each of up to three target creatures. Those creatures can't block this turn.", () => {
    const { state, ids } = setup({ players: players() });
    const [ox, goliath, rats, strider] = ['Pillarfield Ox', 'Zombie Goliath', 'Typhoid Rats', 'Plated Seastrider'].map((n) => permanent(state, n));
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ox! }, { object: goliath! }, { object: rats! }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Typhoid Rats']);
    expect([s.objects[ox!]!.damage, s.objects[goliath!]!.damage]).toEqual([1, 1]);
    s = toBlockers(attack(s, [[permanent(s, 'Lizard Warrior'), 1]]));
    const lizard = permanent(s, 'Lizard Warrior');
    expect([canBlock(s, ox!, lizard), canBlock(s, goliath!, lizard), canBlock(s, strider!, lizard)]).toEqual([false, false, true]);
  });

  it('the third target can\'t block either', () => {
    const { state, ids } = setup({ players: players() });
    const [ox, goliath, rats, strider] = ['Pillarfield Ox', 'Zombie Goliath', 'Typhoid Rats', 'Plated Seastrider'].map((n) => permanent(state, n));
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ox! }, { object: goliath! }, { object: strider! }]);
    expect(s.objects[strider!]!.damage).toBe(1);
    s = toBlockers(attack(s, [[permanent(s, 'Lizard Warrior'), 1]]));
    const lizard = permanent(s, 'Lizard Warrior');
    expect([ox, goliath, strider, rats].map((c) => canBlock(s, c!, lizard))).toEqual([false, false, false, true]);
  });

  it('the effect ends with the turn', () => {
    const { state, ids } = setup({ players: players() });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ox }]);
    expect(s.ruleEffects).toHaveLength(1);
    s = nextTurn(s);
    expect(s.ruleEffects).toHaveLength(0);
  });

  it('ruling: a targeted creature that is an illegal target as it resolves is not dealt damage and can block; the others are still affected', () => {
    // ruling: "If any of the targeted creatures is an illegal target by the time Wrap in Flames resolves, it won’t
    // be dealt damage and will be able to block. The other targeted creatures will still be affected."
    const { state } = setup({ players: [{ ...players()[0]!, battlefield: [...Array<string>(7).fill('Mountain'), 'Lizard Warrior'] }, players()[1]!] });
    const [ox, goliath] = [permanent(state, 'Pillarfield Ox'), permanent(state, 'Zombie Goliath')];
    const [wrap, volley] = state.players[0]!.hand;
    let s = cast(state, 0, wrap!, [{ object: ox }, { object: goliath }]);
    s = resolveStack(cast(s, 0, volley!, [{ object: goliath }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Zombie Goliath']);
    expect(s.objects[ox]!.damage).toBe(1);
    expect(s.ruleEffects.map((e) => (e.kind === 'cantBlock' ? e.affected : null))).toEqual([[ox]]);
  });
});

describe('Skitter of Lizards', () => {
  it('Multikicker {1}{R}, haste; enters with a +1/+1 counter on it for each time it was kicked', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(5).fill('Mountain'), hand: ['Skitter of Lizards'] }, {}] });
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 2 }));
    const skitter = permanent(s, 'Skitter of Lizards');
    expect([pt(s, skitter), characteristics(s, skitter).keywords]).toEqual([[3, 3], ['haste']]);
  });
});

describe('Deathforge Shaman', () => {
  it('When it enters, it deals damage to target player or planeswalker equal to twice the number of times it was kicked', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(7).fill('Mountain'), hand: ['Deathforge Shaman'] }, {}, {}] });
    let s = resolveTop(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 2 }));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ player: 2 }] }));
    expect([life(s, 1), life(s, 2)]).toEqual([20, 16]);
  });
});

describe('Barbed Shocker', () => {
  it('Trample, haste; whenever it deals damage to a player, that player discards their hand, then draws that many cards', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Barbed Shocker'] },
        { hand: ['Murder', 'Plains', 'Murder'], library: ['Divination', 'Island', 'Island', 'Plains'] },
      ],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const shocker = permanent(s, 'Barbed Shocker');
    expect([...keywords(s, shocker)].sort()).toEqual(['haste', 'trample']);
    s = passToStep(attack(s, [[shocker, 1]]), 'endCombat');
    expect(life(s, 1)).toBe(18);
    expect([...names(s, 1, 'graveyard')].sort()).toEqual(['Murder', 'Murder', 'Plains']);
    expect(names(s, 1, 'hand')).toEqual(['Divination', 'Island', 'Island']);
    expect(events(s, 'discard')).toHaveLength(3);
  });

  it('ruling: the number of cards the player draws is equal to the number of cards they discarded, not the damage dealt', () => {
    const { state } = setup({ players: [{ battlefield: ['Barbed Shocker'] }, { hand: ['Murder'], library: ['Divination', 'Island', 'Island'] }] });
    const s = passToStep(attack(state, [[permanent(state, 'Barbed Shocker'), 1]]), 'endCombat');
    expect(life(s, 1)).toBe(18);
    expect(names(s, 1, 'hand')).toEqual(['Divination']);
    expect(names(s, 1, 'library')).toEqual(['Island', 'Island']);
  });

  it('damage dealt only to a creature does not trigger it', () => {
    const { state } = setup({ players: [{ battlefield: ['Barbed Shocker'] }, { battlefield: ['Sphinx of Magosi'], hand: ['Murder'], library: ['Divination'] }] });
    const shocker = permanent(state, 'Barbed Shocker');
    const s = passToStep(block(attack(state, [[shocker, 1]]), [[permanent(state, 'Sphinx of Magosi'), shocker]]), 'endCombat');
    expect(life(s, 1)).toBe(20);
    expect(names(s, 1, 'hand')).toEqual(['Murder']);
    // CR 603.2: the ability never triggered (not merely did nothing as it resolved)
    expect(events(s, 'trigger').filter((e) => e.card === 'Barbed Shocker')).toEqual([]);
  });
});

describe('Cinder Wall', () => {
  it('Defender; when it blocks, it is destroyed at end of combat (as the end of combat step begins, CR 511.2)', () => {
    const { state } = setup({ players: [{ battlefield: ['Cinder Wall'] }, { battlefield: ['Child of Night'] }] });
    const wall = permanent(state, 'Cinder Wall');
    const child = permanent(state, 'Child of Night');
    let s = block(attack(nextTurn(state), [[child, 0]]), [[wall, child]]);
    s = passToStep(s, 'combatDamage');
    expect(names(s, 1, 'graveyard')).toEqual(['Child of Night']);
    expect(permanents(s, 'Cinder Wall')).toHaveLength(1);
    s = passUntil(s, (x) => names(x, 0, 'graveyard').length > 0);
    expect(s.turn.step).toBe('endCombat');
    expect(names(s, 0, 'graveyard')).toEqual(['Cinder Wall']);
  });

  it('a Cinder Wall that does not block stays on the battlefield', () => {
    const { state } = setup({ players: [{ battlefield: ['Cinder Wall'] }, { battlefield: ['Child of Night'] }] });
    const s = passToStep(block(attack(nextTurn(state), [[permanent(state, 'Child of Night'), 0]]), []), 'main2');
    expect(permanents(s, 'Cinder Wall')).toHaveLength(1);
    expect(keywords(s, permanent(s, 'Cinder Wall'))).toEqual(['defender']);
  });
});

describe('Heartless Hidetsugu', () => {
  it("{T}: it deals damage to each player equal to half that player's life total, rounded down", () => {
    const { state } = setup({ players: [{ life: 20, battlefield: ['Heartless Hidetsugu'] }, { life: 7 }, { life: 1 }] });
    const s = resolveStack(activate(state, 0, permanent(state, 'Heartless Hidetsugu'), 0));
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([10, 4, 1]);
    expect(s.objects[permanent(s, 'Heartless Hidetsugu')]!.tapped).toBe(true);
  });

  it('it is damage dealt by Heartless Hidetsugu (CR 120.3a), not a loss of life', () => {
    const { state } = setup({ players: [{ life: 20, battlefield: ['Heartless Hidetsugu'] }, { life: 13 }] });
    const s = resolveStack(activate(state, 0, permanent(state, 'Heartless Hidetsugu'), 0));
    const damage = events(s, 'damage').map((e) => [(e as { toPlayer: number }).toPlayer, (e as { amount: number }).amount, (e as { card: string }).card]);
    expect(damage).toEqual([[0, 10, 'Heartless Hidetsugu'], [1, 6, 'Heartless Hidetsugu']]);
  });
});

describe('Sulfuric Vortex', () => {
  it("At the beginning of each player's upkeep, Sulfuric Vortex deals 2 damage to that player", () => {
    const { state } = setup({ players: [{ battlefield: ['Sulfuric Vortex'] }, {}, {}], step: 'end' });
    let s = passUntil(state, (x) => x.turn.active === 1 && x.stack.length > 0);
    expect(s.turn.step).toBe('upkeep');
    s = resolveStack(s);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 18, 20]);
    s = passUntil(s, (x) => x.turn.active === 2 && x.stack.length > 0);
    s = resolveStack(s);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 18, 18]);
    s = passUntil(s, (x) => x.turn.active === 0 && x.stack.length > 0);
    s = resolveStack(s);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([18, 18, 18]);
  });

  it('If a player would gain life, that player gains no life instead', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Sulfuric Vortex'], hand: ['Syphon Soul'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect([life(s, 0), life(s, 1)]).toEqual([20, 18]);
    expect(events(s, 'noLifeGain')).toMatchObject([{ player: 0, amount: 2, rule: '614.1a' }]);
  });

  it('lifelink gains no life either, for any player', () => {
    const { state } = setup({ players: [{ battlefield: ['Sulfuric Vortex'] }, { battlefield: ['Child of Night'] }], active: 1 });
    const s = passToStep(attack(state, [[permanent(state, 'Child of Night'), 0]]), 'main2');
    expect([life(s, 0), life(s, 1)]).toEqual([18, 20]);
  });
});

describe('Heckling Fiends', () => {
  it('{2}{R}: Target creature attacks this turn if able', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Heckling Fiends'] }, { battlefield: ['Pillarfield Ox', 'Lizard Warrior'] }, {}] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, permanent(s, 'Heckling Fiends'), 0, [{ object: ox }]));
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    // not attacking with it is refused; attacking with another creature alone is refused
    expectRefused(s, { type: 'confirmAttackers', player: 1 }, 'illegal', '508.1d');
    const lizard = permanent(s, 'Lizard Warrior');
    expectRefused(apply(s, { type: 'declareAttacker', player: 1, attacker: lizard, target: { player: 0 } }), { type: 'confirmAttackers', player: 1 }, 'illegal', '508.1d');
    expect(legalActions(s).some((a) => a.type === 'confirmAttackers')).toBe(false);
    // ruling: "The creature’s controller still decides which player or planeswalker the creature attacks."
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: ox, target: { player: 2 } });
    s = apply(s, { type: 'confirmAttackers', player: 1 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([ox]);
  });

  it('ruling: a tapped creature doesn\'t attack; the requirement asks nothing of it', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Heckling Fiends'] }, { battlefield: [{ card: 'Pillarfield Ox', tapped: true }, 'Lizard Warrior'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, permanent(s, 'Heckling Fiends'), 0, [{ object: ox }]));
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(apply(s, { type: 'confirmAttackers', player: 1 }).combat?.attackers).toEqual([]);
  });

  it('ruling: a creature that can\'t attack (defender), hasn\'t been controlled since the turn began, or whose attack has a cost (Ghostly Prison) doesn\'t attack; the cost isn\'t forced', () => {
    for (const [creature, extra] of [[{ card: 'Ogre Sentry' }, []], [{ card: 'Lizard Warrior', sick: true }, []], [{ card: 'Lizard Warrior' }, ['Ghostly Prison']]] as const) {
      const { state } = setup({ active: 1, players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Heckling Fiends', ...extra] }, { battlefield: [creature, 'Plains', 'Plains'] }] });
      const target = permanent(state, creature.card);
      let s = passUntil(state, (x) => x.decision?.player === 0);
      s = resolveStack(activate(s, 0, permanent(s, 'Heckling Fiends'), 0, [{ object: target }]));
      s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
      if (s.decision?.kind === 'declareAttackers') s = apply(s, { type: 'confirmAttackers', player: 1 });
      expect(s.combat?.attackers ?? []).toEqual([]);
      expect(life(s, 0)).toBe(20);
    }
  });

  it('the requirement lasts this turn only', () => {
    const { state } = setup({ step: 'main2', players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Heckling Fiends', 'Lizard Warrior'] }, {}] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = resolveStack(activate(state, 0, permanent(state, 'Heckling Fiends'), 0, [{ object: lizard }]));
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(0);
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(apply(s, { type: 'confirmAttackers', player: 0 }).combat?.attackers).toEqual([]);
  });
});

describe('Flaring Flame-Kin', () => {
  it('As long as Flaring Flame-Kin is enchanted, it gets +2/+2, has trample, and has "{R}: Flaring Flame-Kin gets +1/+0 until end of turn."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Mountain', 'Mountain', 'Flaring Flame-Kin'], hand: ['Elephant Guide'] }, {}] });
    const kin = permanent(state, 'Flaring Flame-Kin');
    expect(pt(state, kin)).toEqual([2, 2]);
    expect(keywords(state, kin)).toEqual([]);
    expectRefused(state, { type: 'activate', player: 0, source: kin, ability: 0, targets: [], x: 0 }, 'illegal', '602.2');
    expect(legalActions(state).some((a) => a.type === 'activate' && a.source === kin)).toBe(false);
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: kin }]);
    // Elephant Guide's +3/+3 and the Flame-Kin's own +2/+2
    expect(pt(s, kin)).toEqual([7, 7]);
    expect(keywords(s, kin)).toEqual(['trample']);
    s = resolveStack(activate(s, 0, kin, 0));
    s = resolveStack(activate(s, 0, kin, 0));
    expect(pt(s, kin)).toEqual([9, 7]);
  });

  it('an Equipment attached is not an Aura: it is not enchanted', () => {
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Flaring Flame-Kin', 'Kitesail'] }, {}] });
    const kin = permanent(state, 'Flaring Flame-Kin');
    const s = resolveStack(activate(state, 0, permanent(state, 'Kitesail'), 0, [{ object: kin }]));
    expect(pt(s, kin)).toEqual([3, 2]);
    expect(keywords(s, kin)).toEqual(['flying']);
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === kin)).toBe(false);
  });

  it('once the Aura is gone, the bonus and the ability are gone', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Mountain', 'Flaring Flame-Kin'], hand: ['Elephant Guide', 'Nature\'s Claim'] }, {}] });
    const kin = permanent(state, 'Flaring Flame-Kin');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: kin }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Elephant Guide') }]);
    expect(pt(s, kin)).toEqual([2, 2]);
    expect(keywords(s, kin)).toEqual([]);
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === kin)).toBe(false);
  });
});

describe('Boldwyr Intimidator', () => {
  const board = () => setup({
    players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Boldwyr Intimidator', 'Lizard Warrior'] }, { battlefield: ['Pillarfield Ox', 'Bronze Sable'] }],
  });

  it("{R}: Target creature becomes a Coward until end of turn; Cowards can't block Warriors", () => {
    // ruling: "Note that the exact wording of this card has changed since it was printed in the _Future Sight_(TM)
    // set, but its functionality is the same." — the Oracle wording is the one played here
    const { state } = board();
    const [ox, sable, lizard] = [permanent(state, 'Pillarfield Ox'), permanent(state, 'Bronze Sable'), permanent(state, 'Lizard Warrior')];
    expect(characteristics(state, lizard).subtypes).toEqual(['Lizard', 'Warrior']);
    let s = resolveStack(activate(state, 0, permanent(state, 'Boldwyr Intimidator'), 0, [{ object: ox }]));
    // ruling: it replaces all the creature types the creature had; ruling: "Coward is a new creature type."
    expect(characteristics(s, ox).subtypes).toEqual(['Coward']);
    s = toBlockers(attack(s, [[lizard, 1]]));
    expect(canBlock(s, ox, lizard)).toBe(false);
    expect(canBlock(s, sable, lizard)).toBe(true);
    s = nextTurn(skipCombat(s));
    expect(characteristics(s, ox).subtypes).toEqual(['Ox']);
  });

  it('{2}{R}: Target creature becomes a Warrior until end of turn — and a Coward that is no Warrior may block', () => {
    // ruling: "Each of the activated abilities replaces all creature types the affected creature may have had."
    const { state } = board();
    const [ox, boldwyr, lizard] = [permanent(state, 'Pillarfield Ox'), permanent(state, 'Boldwyr Intimidator'), permanent(state, 'Lizard Warrior')];
    let s = resolveStack(activate(state, 0, boldwyr, 0, [{ object: ox }]));
    // the Lizard Warrior becomes a Coward: it is no longer a Warrior
    s = resolveStack(activate(s, 0, boldwyr, 0, [{ object: lizard }]));
    expect(characteristics(s, lizard).subtypes).toEqual(['Coward']);
    s = toBlockers(attack(s, [[lizard, 1]]));
    expect(canBlock(s, ox, lizard)).toBe(true);
    const { state: other } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Boldwyr Intimidator', 'Chartooth Cougar'] }, { battlefield: ['Pillarfield Ox', 'Bronze Sable'] }],
    });
    const [cougar, intimidator] = [permanent(other, 'Chartooth Cougar'), permanent(other, 'Boldwyr Intimidator')];
    const [ox2, sable2] = [permanent(other, 'Pillarfield Ox'), permanent(other, 'Bronze Sable')];
    s = resolveStack(activate(other, 0, intimidator, 0, [{ object: sable2 }]));
    let before = toBlockers(attack(s, [[cougar, 1]]));
    expect(canBlock(before, sable2, cougar)).toBe(true);
    s = resolveStack(activate(s, 0, intimidator, 1, [{ object: cougar }]));
    expect(characteristics(s, cougar).subtypes).toEqual(['Warrior']);
    before = toBlockers(attack(s, [[cougar, 1]]));
    expect(canBlock(before, sable2, cougar)).toBe(false);
    expect(canBlock(before, ox2, cougar)).toBe(true);
  });
});

/** Declares no blockers where asked and passes on to the end of combat. */
function skipCombat(s: ReturnType<typeof setup>['state']): ReturnType<typeof setup>['state'] {
  const d = s.decision;
  const t = d?.kind === 'declareBlockers' ? apply(s, { type: 'confirmBlockers', player: d.player }) : s;
  return passToStep(t, 'main2');
}

describe('Wrap in Flames — damage redirected', () => {
  it('ruling: "The “can’t block” effect applies to each of the targeted creatures—and to only those creatures—even if Wrap in Flames deals no damage to one or more of them (due to a prevention effect, for example) or if Wrap in Flames deals damage to a different creature (due to a redirection effect)." (Kor Chant)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Lizard Warrior'], hand: ['Wrap in Flames'] },
        { battlefield: ['Plains', 'Plains', 'Plains', 'Pillarfield Ox', 'Zombie Goliath', 'Plated Seastrider'], hand: ['Kor Chant'] },
      ],
    });
    const [ox, goliath, strider] = ['Pillarfield Ox', 'Zombie Goliath', 'Plated Seastrider'].map((n) => permanent(state, n));
    let s = passToPlayer(cast(state, 0, ids.hand[0]![0]!, [{ object: ox! }, { object: goliath! }]), 1);
    const wrap = s.stack[0]!;
    // player 1: all damage Wrap in Flames would deal to the Ox is dealt to the Seastrider instead
    s = passUntil(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: ox! }, { object: strider! }], x: 0 }), (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    if (d?.kind !== 'choose') throw new Error('expected the choice of a source');
    s = resolveStack(apply(s, { type: 'choose', player: 1, choice: [d.choice.options.findIndex((o) => 'object' in o && o.object === wrap)] }));
    expect([s.objects[ox!]!.damage, s.objects[goliath!]!.damage, s.objects[strider!]!.damage]).toEqual([0, 1, 1]);
    s = toBlockers(attack(s, [[permanent(s, 'Lizard Warrior'), 1]]));
    const lizard = permanent(s, 'Lizard Warrior');
    // the Ox (targeted, dealt nothing) can't block; the Seastrider (dealt the damage, not targeted) can
    expect([canBlock(s, ox!, lizard), canBlock(s, goliath!, lizard), canBlock(s, strider!, lizard)]).toEqual([false, false, true]);
  });
});
