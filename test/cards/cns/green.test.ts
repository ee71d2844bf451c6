import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, view } from '../../../src/index.js';
import {
  activate, attack, block, canBlock, cast, castAndResolve, choose, expectRefused, keywords, life, names, passToStep, permanent, permanents,
  events, exiled, nextTurn, passToPlayer, passUntil, pt, resolveStack, resolveTop, setup, toBlockers, withKeywords,
} from '../helpers.js';

describe('Echoing Courage', () => {
  it('Target creature and all other creatures with the same name as that creature get +2/+2 until end of turn', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Lizard Warrior', 'Wild Griffin'], hand: ['Echoing Courage'] }, { battlefield: ['Lizard Warrior'] }],
    });
    const [mine, theirs] = permanents(state, 'Lizard Warrior');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: mine! }]);
    expect(pt(s, mine!)).toEqual([6, 4]);
    expect(pt(s, theirs!)).toEqual([6, 4]);
    expect(pt(s, permanent(s, 'Wild Griffin'))).toEqual([2, 2]);
  });

  it('ruling: only one target; a creature with the same name that can\'t be targeted (hexproof) still gets +2/+2', () => {
    // ruling: "Echoing Courage has only one target. Other creatures with that name are not targeted. For example, a
    // creature with protection from green will still get +2/+2 if it has the same name as the target creature."
    // (here the other creature has hexproof rather than protection from green: it is not targeted either way)
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Ascended Lawmage'], hand: ['Echoing Courage'] }, { battlefield: ['Ascended Lawmage'] }],
    });
    const [mine, theirs] = permanents(state, 'Ascended Lawmage');
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: theirs! }], x: 0 }, 'badTarget', '601.2c');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: mine! }]);
    expect(pt(s, theirs!)).toEqual([5, 4]);
  });

  it('ruling: if the target is illegal when it tries to resolve, no creature gets +2/+2', () => {
    // ruling: "If the target creature is an illegal target by the time Echoing Courage tries to resolve, the spell
    // doesn’t resolve. No creatures get +2/+2."
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp', 'Lizard Warrior', 'Lizard Warrior'], hand: ['Echoing Courage', 'Murder'] }, {}],
    });
    const [first, second] = permanents(state, 'Lizard Warrior');
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: first! }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: first! }]));
    expect(pt(s, second!)).toEqual([4, 2]);
  });

  it('ruling: a creature token\'s name comes from its creature types; tokens of the same kind share it', () => {
    // ruling: "The name of a creature token is the same as the creature types it was created with, unless the token
    // is a copy of another creature or the effect that created the token specifically gave it a different name. For
    // example, a 1/1 Cat Soldier creature token is named “Cat Soldier.”" (under the pinned CR 111.4 the name also
    // has the word "Token": two Wolf tokens are both named "Wolf Token")
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'token:wolf-2-2', 'token:wolf-2-2', 'token:zombie-2-2'], hand: ['Echoing Courage'] }, {}],
    });
    const [a, b] = permanents(state, 'token:wolf-2-2');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: a! }]);
    expect(pt(s, b!)).toEqual([4, 4]);
    expect(pt(s, permanent(s, 'token:zombie-2-2'))).toEqual([2, 2]);
    expect([a!, b!].map((id) => characteristics(s, id).name)).toEqual(['Wolf Token', 'Wolf Token']);
  });
});

describe('Howling Wolf', () => {
  it('When it enters, you may search your library for up to three cards named Howling Wolf and put them into your hand', () => {
    const { state, ids } = setup({
      players: [{ battlefield: Array<string>(4).fill('Forest'), hand: ['Howling Wolf'], library: ['Howling Wolf', 'Murder', 'Howling Wolf', 'Howling Wolf', 'Howling Wolf'] }, {}],
    });
    let s = choose(resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!)), [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'search', min: 0, max: 3 } });
    expect((s.decision as { choice: { options: readonly unknown[] } }).choice.options).toHaveLength(4);
    s = choose(s, [0, 1, 2]);
    expect(names(s, 0, 'hand')).toEqual(['Howling Wolf', 'Howling Wolf', 'Howling Wolf']);
    expect(names(s, 0, 'library').sort()).toEqual(['Howling Wolf', 'Murder']);
  });

  it('"search your library": only its controller searches; another player\'s Howling Wolf stays in their library (CR 701.23a)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: Array<string>(4).fill('Forest'), hand: ['Howling Wolf'], library: ['Howling Wolf', 'Murder'] }, { library: ['Howling Wolf', 'Island'] }, { library: ['Howling Wolf'] }],
    });
    let s = choose(resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!)), [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search' } });
    s = resolveStack(choose(s, [0]));
    expect(s.decision).not.toMatchObject({ kind: 'choose' });
    expect([names(s, 0, 'hand'), names(s, 1, 'hand'), names(s, 2, 'hand')]).toEqual([['Howling Wolf'], [], []]);
    expect([names(s, 1, 'library'), names(s, 2, 'library')]).toEqual([['Howling Wolf', 'Island'], ['Howling Wolf']]);
  });
});

describe('Hunger of the Howlpack', () => {
  it('Put a +1/+1 counter on target creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Lizard Warrior'], hand: ['Hunger of the Howlpack'] }, {}] });
    const lizard = permanent(state, 'Lizard Warrior');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    expect(s.objects[lizard]!.counters).toEqual({ '+1/+1': 1 });
  });

  it('Morbid — Put three +1/+1 counters on that creature instead if a creature died this turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp', 'Lizard Warrior'], hand: ['Hunger of the Howlpack', 'Murder'] }, { battlefield: ['Wild Griffin'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = castAndResolve(state, 0, ids.hand[0]![1]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    expect(s.objects[lizard]!.counters).toEqual({ '+1/+1': 3 });
    expect(pt(s, lizard)).toEqual([7, 5]);
  });
});

describe("Nature's Claim", () => {
  it('Destroy target artifact or enchantment. Its controller gains 4 life.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ["Nature's Claim"] }, { battlefield: ['Phyrexian Arena'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Phyrexian Arena') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Phyrexian Arena']);
    expect([life(s, 0), life(s, 1)]).toEqual([20, 24]);
  });

  it('ruling: if the target is legal but not destroyed (indestructible), its controller still gains 4 life', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ["Nature's Claim"] }, { battlefield: ['Bronze Sable'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const s = castAndResolve(withKeywords(state, sable, ['indestructible']), 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(permanents(s, 'Bronze Sable')).toEqual([sable]);
    expect(life(s, 1)).toBe(24);
  });

  it('ruling: if the target is illegal when it tries to resolve, no player gains 4 life', () => {
    // ruling: "If the target artifact or enchantment is an illegal target by the time Nature’s Claim tries to
    // resolve, the spell doesn’t resolve. No player gains 4 life. If the target is legal but not destroyed (most
    // likely because it has indestructible), its controller does gain 4 life."
    const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ["Nature's Claim"] }, { battlefield: ['Bronze Sable', 'Mountain', 'Torch Fiend'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = resolveStack(activate(passToPlayer(s, 1), 1, permanent(s, 'Torch Fiend'), 0, [{ object: sable }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Torch Fiend', 'Bronze Sable']);
    expect(names(s, 0, 'graveyard')).toEqual(["Nature's Claim"]);
    expect(life(s, 1)).toBe(20);
  });
});

describe('Pelakka Wurm', () => {
  it('Trample; when it enters, you gain 7 life; when it dies, draw a card', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...Array<string>(7).fill('Forest'), 'Swamp', 'Swamp', 'Swamp'], hand: ['Pelakka Wurm', 'Murder'], library: ['Divination'] }, {}],
    });
    let s = resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!));
    const wurm = permanent(s, 'Pelakka Wurm');
    expect(keywords(s, wurm)).toEqual(['trample']);
    expect(life(s, 0)).toBe(27);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: wurm }]);
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
  });

  it('"you gain 7 life" and "draw a card" are its controller\'s alone, whoever destroys it (CR 603.3a, 119.3, 121.1)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: Array<string>(7).fill('Forest'), hand: ['Pelakka Wurm'], library: ['Divination'] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], library: ['Island'] },
        { library: ['Plains'] },
      ],
    });
    let s = resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!));
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([27, 20, 20]);
    s = castAndResolve(passToPlayer(s, 1), 1, ids.hand[1]![0]!, [{ object: permanent(s, 'Pelakka Wurm') }]);
    expect([names(s, 0, 'hand'), names(s, 1, 'hand'), names(s, 2, 'hand')]).toEqual([['Divination'], [], []]);
    expect([names(s, 1, 'library'), names(s, 2, 'library')]).toEqual([['Island'], ['Plains']]);
  });
});

describe("Predator's Howl", () => {
  it('Create a 2/2 green Wolf creature token', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(4).fill('Forest'), hand: ["Predator's Howl"] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const wolves = permanents(s, 'token:wolf-2-2');
    expect(wolves).toHaveLength(1);
    expect(characteristics(s, wolves[0]!).colors).toEqual(['G']);
  });

  it('Morbid — Create three 2/2 green Wolf creature tokens instead if a creature died this turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...Array<string>(4).fill('Forest'), 'Swamp', 'Swamp', 'Swamp'], hand: ["Predator's Howl", 'Murder'] }, { battlefield: ['Wild Griffin'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![1]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!);
    expect(permanents(s, 'token:wolf-2-2')).toHaveLength(3);
  });
});

describe('Relic Crush', () => {
  it('Destroy target artifact or enchantment and up to one other target artifact or enchantment', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(5).fill('Forest'), hand: ['Relic Crush'] }, { battlefield: ['Bronze Sable', 'Phyrexian Arena'] }] });
    const card = ids.hand[0]![0]!;
    const [sable, arena] = [permanent(state, 'Bronze Sable'), permanent(state, 'Phyrexian Arena')];
    const s = castAndResolve(state, 0, card, [{ object: sable }, { object: arena }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable', 'Phyrexian Arena']);
    const one = castAndResolve(state, 0, card, [{ object: arena }]);
    expect(names(one, 1, 'graveyard')).toEqual(['Phyrexian Arena']);
    expectRefused(state, { type: 'cast', player: 0, card, targets: [{ object: sable }, { object: sable }], x: 0 }, 'badTarget', '601.2c');
    expectRefused(state, { type: 'cast', player: 0, card, targets: [], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Relic Crush — both at once', () => {
  it('the two are destroyed at the same time (CR 603.10a): Elephant Guide, destroyed with the artifact creature it enchants, sees it die', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: Array<string>(5).fill('Forest'), hand: ['Relic Crush'] }, { battlefield: ['Bronze Sable', 'Forest', 'Forest', 'Forest'], hand: ['Elephant Guide'] }],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    const guide = permanent(s, 'Elephant Guide');
    s = passToPlayer(s, 0);
    // the Aura first, then the creature
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: guide }, { object: permanent(s, 'Bronze Sable') }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Elephant Guide', 'Bronze Sable']);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'token:elephant-3-3').map((id) => s.objects[id]!.controller)).toEqual([1]);
  });
});

describe('Sakura-Tribe Elder', () => {
  it('Sacrifice it: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Sakura-Tribe Elder'], library: ['Murder', 'Forest'] }, {}] });
    let s = activate(passToPlayer(state, 0), 0, permanent(state, 'Sakura-Tribe Elder'), 0);
    expect(names(s, 0, 'graveyard')).toEqual(['Sakura-Tribe Elder']);
    s = choose(resolveStack(s), [0]);
    expect(s.objects[permanent(s, 'Forest')]!.tapped).toBe(true);
    expect(names(s, 0, 'library')).toEqual(['Murder']);
  });

  it('"a basic land card": a nonbasic land is no choice', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Sakura-Tribe Elder'], library: ['Evolving Wilds', 'Forest'] }, {}] });
    let s = resolveStack(activate(passToPlayer(state, 0), 0, permanent(state, 'Sakura-Tribe Elder'), 0));
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.options : []).toHaveLength(1);
    s = choose(s, [0]);
    expect(permanents(s, 'Forest')).toHaveLength(1);
    expect(permanents(s, 'Evolving Wilds')).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Evolving Wilds']);
  });
});

describe('Scaled Wurm', () => {
  it('a 7/6 Wurm with no abilities', () => {
    const { state } = setup({ players: [{ battlefield: ['Scaled Wurm'] }, {}] });
    expect(pt(state, permanent(state, 'Scaled Wurm'))).toEqual([7, 6]);
    expect(keywords(state, permanent(state, 'Scaled Wurm'))).toEqual([]);
  });
});

describe('Sporecap Spider', () => {
  it('Reach: it can block creatures with flying', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Sporecap Spider'] }, { battlefield: ['Wild Griffin'] }] });
    const [spider, griffin] = [permanent(state, 'Sporecap Spider'), permanent(state, 'Wild Griffin')];
    const s = toBlockers(attack(state, [[griffin, 0]]));
    expect(canBlock(s, spider, griffin)).toBe(true);
    const done = passToStep(block(s, [[spider, griffin]]), 'endCombat');
    expect(life(done, 0)).toBe(20);
    expect(done.objects[spider]!.damage).toBe(2);
  });
});

describe('Realm Seekers', () => {
  it("enters with X +1/+1 counters, where X is the total number of cards in all players' hands", () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Realm Seekers', 'Forest'] }, { hand: ['Forest', 'Forest'] }, { hand: ['Forest'] }],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(s.objects[permanent(s, 'Realm Seekers')]!.counters['+1/+1']).toBe(4);
  });

  it('ruling: if Realm Seekers enters the battlefield directly from a player\'s hand without being cast, it counts itself', () => {
    const { state } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Deathrender', 'Typhoid Rats'], hand: ['Realm Seekers', 'Murder'] }, { hand: ['Forest'] }] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Deathrender'), 0, [{ object: permanent(state, 'Typhoid Rats') }]));
    s = resolveStack(cast(s, 0, s.players[0]!.hand[1]!, [{ object: permanent(s, 'Typhoid Rats') }]));
    // Deathrender's trigger: put Realm Seekers from the hand onto the battlefield; the hands then hold Realm Seekers and one Forest
    s = choose(s, [0]);
    const seekers = permanent(s, 'Realm Seekers');
    expect(s.objects[seekers]!.counters['+1/+1']).toBe(2);
  });

  it('CR 614.12: put from a hand together with another player\'s card (Show and Tell), it counts both, still in hands as they enter', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Show and Tell', 'Realm Seekers', 'Forest'] }, { hand: ['Bronze Sable', 'Forest'] }] });
    let s = cast(state, 0, ids.hand[0]![0]!);
    s = choose(resolveTop(s), [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1 });
    s = resolveStack(choose(s, [0]));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    // as they enter, the hands hold Realm Seekers, a Forest, the Sable and a Forest
    expect(s.objects[permanent(s, 'Realm Seekers')]!.counters['+1/+1']).toBe(4);
  });

  it('ruling: the value of X is determined as Realm Seekers enters: cards leaving hands while it is on the stack lower it', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Realm Seekers'] }, { battlefield: ['Plains', 'Pillarfield Ox'], hand: ['Swords to Plowshares', 'Forest'] }],
    });
    expect(ids.hand[1]).toHaveLength(2);
    let s = cast(state, 0, ids.hand[0]![0]!);
    s = passToPlayer(s, 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: permanent(s, 'Pillarfield Ox') }]));
    expect(s.objects[permanent(s, 'Realm Seekers')]!.counters['+1/+1']).toBe(1);
  });

  it('{2}{G}, Remove a +1/+1 counter from Realm Seekers: Search your library for a land card, reveal it, put it into your hand, then shuffle', () => {
    const { state } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', { card: 'Realm Seekers', counters: { '+1/+1': 3 } }], library: ['Pelakka Wurm', 'Shimmering Grotto'] }, {}] });
    const seekers = permanent(state, 'Realm Seekers');
    let s = resolveStack(activate(state, 0, seekers, 0));
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Shimmering Grotto']);
    expect(pt(s, seekers)).toEqual([2, 2]);
  });
});

describe('Gnarlid Pack', () => {
  it('Multikicker {1}{G}; enters with a +1/+1 counter on it for each time it was kicked', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(6).fill('Forest'), hand: ['Gnarlid Pack'] }, {}] });
    const card = ids.hand[0]![0]!;
    // {1}{G} plus the kicker twice with six lands: kicked 0, 1 or 2 times
    const kicks = legalActions(state).filter((a) => a.type === 'cast' && a.card === card).map((a) => (a as { kicked?: number }).kicked ?? 0);
    expect(kicks).toEqual([0, 1, 2]);
    expectRefused(state, { type: 'cast', player: 0, card, targets: [], x: 0, kicked: 3 }, 'cannotPay');
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card, targets: [], x: 0, kicked: 2 }));
    const pack = permanent(s, 'Gnarlid Pack');
    expect(s.objects[pack]!.counters['+1/+1']).toBe(2);
    expect(pt(s, pack)).toEqual([4, 4]);
    expect(s.players[0]!.pool).toMatchObject({ G: 0 });
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Forest' && s.objects[id]!.tapped)).toHaveLength(6);
  });

  it('not kicked, it enters with no counter; a spell without multikicker cannot be kicked', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(6).fill('Forest'), hand: ['Gnarlid Pack', 'Pelakka Wurm'] }, {}] });
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [], x: 0, kicked: 1 }, 'illegal', '702.33c');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, 'Gnarlid Pack'))).toEqual([2, 2]);
  });
});

describe('Wolfbriar Elemental', () => {
  it('When it enters, create a 2/2 green Wolf creature token for each time it was kicked', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(7).fill('Forest'), hand: ['Wolfbriar Elemental'] }, {}] });
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 3 }));
    expect(permanents(s, 'token:wolf-2-2')).toHaveLength(3);
    expect(pt(s, permanent(s, 'Wolfbriar Elemental'))).toEqual([4, 4]);
  });
});

describe('Elvish Aberration', () => {
  it('{T}: Add {G}{G}{G}', () => {
    const { state } = setup({ players: [{ battlefield: ['Elvish Aberration'] }, {}] });
    const s = activate(state, 0, permanent(state, 'Elvish Aberration'), 0);
    expect(s.players[0]!.pool.G).toBe(3);
    expect(s.stack).toHaveLength(0);
  });

  it('ruling: Forestcycling {2} finds any card with the Forest land type, or none', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains'], hand: ['Elvish Aberration'], library: ['Forest', 'Plains'] }, {}] });
    let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { min: 0, max: 1 } });
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Forest']);
    expect(names(s, 0, 'graveyard')).toEqual(['Elvish Aberration']);
  });
});

describe('Terastodon', () => {
  const players = () => [
    { battlefield: Array<string>(8).fill('Forest'), hand: ['Terastodon'] },
    { battlefield: ['Altar of Dementia', "Mirrodin's Core", 'Pillarfield Ox'] },
  ];

  it('When it enters, you may destroy up to three target noncreature permanents; for each put into a graveyard this way, its controller creates a 3/3 green Elephant', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveTop(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    expectRefused(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Pillarfield Ox') }] }, 'badTarget');
    // ruling: the targeted permanents may be controlled by different players
    const forest = s.battlefield.find((id) => s.objects[id]!.card === 'Forest')!;
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Altar of Dementia') }, { object: permanent(s, "Mirrodin's Core") }, { object: forest }] }));
    s = choose(s, [0]);
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Altar of Dementia', "Mirrodin's Core"]);
    expect(names(s, 0, 'graveyard')).toEqual(['Forest']);
    const elephants = permanents(s, 'token:elephant-3-3');
    expect(elephants.map((id) => s.objects[id]!.controller).sort()).toEqual([0, 1, 1]);
    expect(pt(s, elephants[0]!)).toEqual([3, 3]);
  });

  it("ruling: if a targeted permanent has indestructible, its controller won't get an Elephant token for it", () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveTop(cast(state, 0, ids.hand[0]![0]!));
    s = withKeywords(s, permanent(s, 'Altar of Dementia'), ['indestructible']);
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Altar of Dementia') }, { object: permanent(s, "Mirrodin's Core") }] }));
    s = choose(s, [0]);
    expect(names(s, 1, 'graveyard')).toEqual(["Mirrodin's Core"]);
    expect(permanents(s, 'token:elephant-3-3')).toHaveLength(1);
  });

  it('CR 608.2b: a target that became a creature is illegal as the ability resolves and is not destroyed; the others are', () => {
    const { state, ids } = setup({
      players: [players()[0]!, { battlefield: ['Altar of Dementia', "Mirrodin's Core", { card: 'Ignition Team', counters: { '+1/+1': 2 } }, 'Mountain', 'Mountain', 'Mountain'] }],
    });
    let s = resolveTop(cast(state, 0, ids.hand[0]![0]!));
    const [altar, core] = [permanent(s, 'Altar of Dementia'), permanent(s, "Mirrodin's Core")];
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: altar }, { object: core }] });
    s = resolveTop(activate(passToPlayer(s, 1), 1, permanent(s, 'Ignition Team'), 0, [{ object: core }]));
    expect(characteristics(s, core).types).toContain('Creature');
    s = choose(resolveStack(s), [0]);
    expect(names(s, 1, 'graveyard')).toEqual(['Altar of Dementia']);
    expect(permanents(s, "Mirrodin's Core")).toEqual([core]);
    expect(permanents(s, 'token:elephant-3-3')).toHaveLength(1);
  });

  it('destroying is optional', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveTop(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Altar of Dementia') }] }));
    s = choose(s, [1]);
    expect(permanents(s, 'Altar of Dementia')).toHaveLength(1);
    expect(permanents(s, 'token:elephant-3-3')).toHaveLength(0);
  });
});

describe('Exploration', () => {
  it('You may play an additional land on each of your turns (CR 305.2)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Exploration'], hand: ['Forest', 'Forest', 'Forest'] }, {}] });
    let s = apply(state, { type: 'playLand', player: 0, card: ids.hand[0]![0]! });
    s = apply(s, { type: 'playLand', player: 0, card: ids.hand[0]![1]! });
    expect(permanents(s, 'Forest')).toHaveLength(2);
    expect(legalActions(s).some((a) => a.type === 'playLand')).toBe(false);
    expectRefused(s, { type: 'playLand', player: 0, card: ids.hand[0]![2]! }, 'illegal', '305.2');
  });

  it("without it, one land a turn; ruling: Exploration's ability is cumulative if you control more than one", () => {
    const { state, ids } = setup({ players: [{ hand: ['Forest', 'Forest'] }, {}] });
    const s = apply(state, { type: 'playLand', player: 0, card: ids.hand[0]![0]! });
    expectRefused(s, { type: 'playLand', player: 0, card: ids.hand[0]![1]! }, 'illegal', '305.2');
    const { state: two, ids: ids2 } = setup({ players: [{ battlefield: ['Exploration', 'Exploration'], hand: ['Forest', 'Forest', 'Forest'] }, {}] });
    let t = two;
    for (const card of ids2.hand[0]!) t = apply(t, { type: 'playLand', player: 0, card });
    expect(permanents(t, 'Forest')).toHaveLength(3);
  });
});

describe('Hydra Omnivore', () => {
  it('"Whenever Hydra Omnivore deals combat damage to an opponent, it deals that much damage to each other opponent."', () => {
    const { state } = setup({ players: [{ battlefield: ['Hydra Omnivore'] }, {}, {}, {}] });
    const hydra = permanent(state, 'Hydra Omnivore');
    expect(pt(state, hydra)).toEqual([8, 8]);
    let s = passToStep(attack(state, [[hydra, 2]]), 'combatDamage');
    s = resolveStack(s);
    expect([life(s, 0), life(s, 1), life(s, 2), life(s, 3)]).toEqual([20, 12, 12, 12]);
  });

  it('ruling: "The damage dealt … as a result of its triggered ability is not combat damage (and doesn\'t cause the ability to trigger again)."', () => {
    const { state } = setup({ players: [{ battlefield: ['Hydra Omnivore'] }, {}, {}] });
    let s = passToStep(attack(state, [[permanent(state, 'Hydra Omnivore'), 1]]), 'combatDamage');
    expect(s.stack).toHaveLength(1);
    s = passToStep(s, 'endCombat');
    expect([life(s, 1), life(s, 2)]).toEqual([12, 12]);
    expect(events(s, 'trigger').filter((e) => e.card === 'Hydra Omnivore')).toHaveLength(1);
  });

  it('"it deals that much damage": the damage dealt as modified by replacement effects (CR 120.4b), not its power — doubled by Gratuitous Violence, then doubled again', () => {
    const { state } = setup({ players: [{ battlefield: ['Hydra Omnivore', 'Gratuitous Violence'] }, { life: 40 }, { life: 40 }, { life: 40 }] });
    let s = passToStep(attack(state, [[permanent(state, 'Hydra Omnivore'), 2]]), 'combatDamage');
    expect(life(s, 2)).toBe(24);
    s = resolveStack(s);
    // 16 damage was dealt; "that much" is 16, which Gratuitous Violence doubles to 32 (CR 614.1a)
    expect([life(s, 0), life(s, 1), life(s, 2), life(s, 3)]).toEqual([20, 8, 24, 8]);
  });

  it('only damage to an opponent triggers it: blocked, it deals no damage to any player', () => {
    const { state } = setup({ players: [{ battlefield: ['Hydra Omnivore'] }, { battlefield: ['Pelakka Wurm'] }, {}] });
    const hydra = permanent(state, 'Hydra Omnivore');
    const s = passToStep(block(attack(state, [[hydra, 1]]), [[permanent(state, 'Pelakka Wurm'), hydra]]), 'endCombat');
    expect([life(s, 1), life(s, 2)]).toEqual([20, 20]);
  });
});

describe('Wrap in Vigor', () => {
  it('"Regenerate each creature you control."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Mountain', 'Mountain', 'Mountain', 'Bronze Sable', 'Lizard Warrior'], hand: ['Wrap in Vigor', 'Volcanic Fallout'] }, { battlefield: ['Bronze Sable'] }],
    });
    const [mine, theirs] = permanents(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(permanents(s, 'Bronze Sable')).toEqual([mine]);
    expect(s.objects[mine!]!.tapped).toBe(true);
    expect(s.objects[mine!]!.damage).toBe(0);
    expect(permanents(s, 'Lizard Warrior')).toHaveLength(1);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.objects[theirs!]!.movedTo).not.toBeNull();
  });

  it('ruling: "sets up a separate regeneration shield on each creature you control at the time it resolves"', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Bronze Sable', 'Lizard Warrior'], hand: ['Wrap in Vigor'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const shields = s.replacements.filter((r) => r.kind === 'regenerate');
    expect(shields.map((r) => 'object' in r.affected && r.affected.object).sort()).toEqual([permanent(s, 'Bronze Sable'), permanent(s, 'Lizard Warrior')].sort());
  });
});

describe('Charging Rhino', () => {
  it('"Charging Rhino can\'t be blocked by more than one creature."', () => {
    const { state } = setup({ players: [{ battlefield: ['Charging Rhino'] }, { battlefield: ['Bronze Sable', 'Lizard Warrior'] }] });
    const rhino = permanent(state, 'Charging Rhino');
    const sable = permanent(state, 'Bronze Sable');
    const lizard = permanent(state, 'Lizard Warrior');
    let s = toBlockers(attack(state, [[rhino, 1]]));
    s = apply(apply(s, { type: 'declareBlocker', player: 1, blocker: sable, attacker: rhino }), { type: 'declareBlocker', player: 1, blocker: lizard, attacker: rhino });
    expect(legalActions(s).some((a) => a.type === 'confirmBlockers')).toBe(false);
    expectRefused(s, { type: 'confirmBlockers', player: 1 }, 'illegal', '509.1b');
    s = apply(s, { type: 'undeclareBlocker', player: 1, blocker: sable });
    expect(legalActions(s).some((a) => a.type === 'confirmBlockers')).toBe(true);
    s = passToStep(apply(s, { type: 'confirmBlockers', player: 1 }), 'endCombat');
    expect(permanents(s, 'Lizard Warrior')).toEqual([]);
    expect(life(s, 1)).toBe(20);
  });
});

describe('Gamekeeper', () => {
  function dies(library: string[]) {
    const { state, ids } = setup({ players: [{ battlefield: ['Gamekeeper', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], library }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Gamekeeper') }]));
    return s;
  }

  it('"When Gamekeeper dies, you may exile it. If you do, reveal cards … until you reveal a creature card. Put that card onto the battlefield and put all other cards revealed this way into your graveyard."', () => {
    let s = dies(['Murder', 'Forest', 'Pelakka Wurm', 'Bronze Sable']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'exile Gamekeeper' } });
    s = resolveStack(choose(s, [0]));
    expect(exiled(s)).toEqual(['Gamekeeper']);
    expect(permanents(s, 'Pelakka Wurm')).toHaveLength(1);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Murder', 'Forest']);
    expect(names(s, 0, 'library')).toEqual(['Bronze Sable']);
    expect(events(s, 'reveal').map((e) => e.card)).toEqual(['Murder', 'Forest', 'Pelakka Wurm']);
  });

  it('"you may exile it. If you do": put from the graveyard on the bottom of its library in response (Reito Lantern), it is a new object (CR 400.7) — nothing is exiled or revealed', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Gamekeeper', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], library: ['Forest', 'Pelakka Wurm'] },
        {},
        { battlefield: ['Reito Lantern', 'Island', 'Island', 'Island'] },
      ],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Gamekeeper') }]), (x) => x.stack.some((id) => x.objects[id]!.kind === 'ability'));
    const card = s.players[0]!.graveyard.find((id) => s.objects[id]!.card === 'Gamekeeper')!;
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = resolveStack(activate(s, 2, permanent(s, 'Reito Lantern'), 0, [{ object: card }]));
    expect(s.decision).not.toMatchObject({ kind: 'choose', choice: { prompt: 'exile Gamekeeper' } });
    expect(s.stack).toEqual([]);
    expect(exiled(s)).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Forest', 'Pelakka Wurm', 'Gamekeeper']);
    expect(permanents(s, 'Pelakka Wurm')).toEqual([]);
    expect(events(s, 'reveal')).toEqual([]);
  });

  it('ruling: "Exiling this card is optional."', () => {
    let s = dies(['Forest', 'Pelakka Wurm']);
    s = resolveStack(choose(s, [1]));
    expect(names(s, 0, 'graveyard')).toEqual(['Gamekeeper', 'Murder']);
    expect(names(s, 0, 'library')).toEqual(['Forest', 'Pelakka Wurm']);
    expect(permanents(s, 'Pelakka Wurm')).toEqual([]);
  });

  it('ruling: "If you have no creature cards in your library, all the cards from your library end up in your graveyard"', () => {
    let s = dies(['Forest', 'Murder']);
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'library')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Forest', 'Murder']);
  });

  it('the creature card put onto the battlefield that may enter as a copy asks for its copy choice (CR 707.9)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Gamekeeper', 'Pelakka Wurm', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], library: ['Forest', "Dack's Duplicate"] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Gamekeeper') }]));
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'copy', rule: '707.9' } });
    expect(names(s, 0, 'library')).toEqual(['Forest', "Dack's Duplicate"]);
    s = resolveStack(choose(s, [0]));
    const duplicate = permanent(s, "Dack's Duplicate");
    expect(characteristics(s, duplicate).name).toBe('Pelakka Wurm');
    expect(keywords(s, duplicate)).toEqual(expect.arrayContaining(['haste', 'dethrone']));
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Forest']);
  });
});

describe('Lead the Stampede', () => {
  it('"Look at the top five cards … You may reveal any number of creature cards from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Lead the Stampede'], library: ['Bronze Sable', 'Forest', 'Pelakka Wurm', 'Murder', 'Lizard Warrior', 'Swamp'] }, {}],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'revealCreatures', min: 0, max: 3 } });
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : null).toEqual(['Bronze Sable', 'Pelakka Wurm', 'Lizard Warrior']);
    expect(view(s, 1).choiceObjects).toEqual([]);
    s = choose(s, [0, 1]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'bottomOrder' } });
    s = choose(s, [2]);
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable', 'Pelakka Wurm']);
    expect(names(s, 0, 'library')).toEqual(['Swamp', 'Lizard Warrior', 'Forest', 'Murder']);
    expect(events(s, 'reveal').map((e) => e.card)).toEqual(['Bronze Sable', 'Pelakka Wurm']);
  });

  it('revealing none: every card looked at goes to the bottom', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Lead the Stampede'], library: ['Bronze Sable', 'Forest', 'Swamp'] }, {}] });
    let s = choose(resolveStack(cast(state, 0, ids.hand[0]![0]!)), []);
    s = resolveStack(choose(choose(s, [2]), [0]));
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Swamp', 'Bronze Sable', 'Forest']);
    expect(events(s, 'reveal')).toEqual([]);
  });
});

describe('Respite', () => {
  it('"Prevent all combat damage that would be dealt this turn. You gain 1 life for each attacking creature."', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Forest', 'Forest', 'Pillarfield Ox'], hand: ['Respite'] }, { battlefield: ['Lizard Warrior', 'Bronze Sable'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    const ox = permanent(state, 'Pillarfield Ox');
    let s = block(attack(state, [[lizard, 0], [permanent(state, 'Bronze Sable'), 0]]), [[ox, lizard]]);
    s = resolveStack(cast(passToPlayer(s, 0), 0, ids.hand[0]![0]!));
    expect(life(s, 0)).toBe(22);
    s = passToStep(s, 'endCombat');
    expect(life(s, 0)).toBe(22);
    expect(s.objects[ox]!.damage).toBe(0);
    expect(s.objects[lizard]!.damage).toBe(0);
    expect(events(s, 'preventDamage').map((e) => e.card)).toEqual(['Respite', 'Respite', 'Respite']);
  });

  it('"You gain 1 life for each attacking creature": every attacking creature counts, the caster\'s own too, and only the caster gains (CR 506.4, 119.3)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Lizard Warrior', 'Bronze Sable'], hand: ['Respite'] }, { battlefield: ['Pillarfield Ox'] }, {}],
    });
    const lizard = permanent(state, 'Lizard Warrior');
    const ox = permanent(state, 'Pillarfield Ox');
    let s = block(attack(state, [[lizard, 1], [permanent(state, 'Bronze Sable'), 1]]), [[ox, lizard]]);
    s = resolveStack(cast(passToPlayer(s, 0), 0, ids.hand[0]![0]!));
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([22, 20, 20]);
    s = passToStep(s, 'endCombat');
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([22, 20, 20]);
    expect(s.objects[lizard]!.damage).toBe(0);
  });

  it('only combat damage: other damage this turn is dealt', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Mountain', 'Mountain', 'Mountain'], hand: ['Respite', 'Brimstone Volley'] }, { battlefield: ['Pillarfield Ox'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(life(s, 0)).toBe(20);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ player: 1 }]);
    expect(life(s, 1)).toBe(17);
  });

  it('"this turn": combat damage is dealt again the next turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest'], hand: ['Respite'] }, { battlefield: ['Lizard Warrior'] }] });
    let s = nextTurn(castAndResolve(state, 0, ids.hand[0]![0]!));
    expect(s.ruleEffects).toEqual([]);
    s = passToStep(attack(s, [[permanent(s, 'Lizard Warrior'), 0]]), 'endCombat');
    expect(life(s, 0)).toBe(16);
  });
});
