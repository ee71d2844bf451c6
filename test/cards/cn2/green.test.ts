import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, view } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import {
  activate, attack, block, cast, castAndResolve, castable, choose, events, exiled, expectRefused, keywords, life, names, nextTurn, passToStep,
  passToPlayer, passUntil, permanent, permanents, pt, putTrigger, resolveStack, setup, withKeywords,
} from '../helpers.js';

describe('Beast Within', () => {
  it('Destroy target permanent. Its controller creates a 3/3 green Beast creature token.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Beast Within'] }, { battlefield: ['Phyrexian Arena'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Phyrexian Arena') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Phyrexian Arena']);
    const beast = permanent(s, 'token:beast-3-3');
    expect(s.objects[beast]!.controller).toBe(1);
    expect(pt(s, beast)).toEqual([3, 3]);
  });

  it('ruling: if the target is legal but not destroyed (indestructible), its controller still gets the Beast', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Beast Within'] }, { battlefield: ['Wild Griffin'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    const s = castAndResolve(withKeywords(state, griffin, ['indestructible']), 0, ids.hand[0]![0]!, [{ object: griffin }]);
    expect(permanents(s, 'Wild Griffin')).toEqual([griffin]);
    expect(s.objects[permanent(s, 'token:beast-3-3')]!.controller).toBe(1);
  });

  it('ruling: if the target is illegal when it tries to resolve, no player creates a Beast', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp'], hand: ['Beast Within', 'Murder'] }, { battlefield: ['Wild Griffin'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: griffin }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: griffin }]));
    expect(permanents(s, 'token:beast-3-3')).toEqual([]);
  });
});

describe('Birds of Paradise', () => {
  it('Flying; {T}: Add one mana of any color', () => {
    const { state } = setup({ players: [{ battlefield: ['Birds of Paradise'] }, {}] });
    const birds = permanent(state, 'Birds of Paradise');
    expect(keywords(state, birds)).toEqual(['flying']);
    const colors = legalActions(state).filter((a) => a.type === 'activate').map((a) => (a as { color?: string }).color);
    expect(colors).toEqual(['W', 'U', 'B', 'R', 'G']);
    const s = apply(state, { type: 'activate', player: 0, source: birds, ability: 0, targets: [], x: 0, color: 'B' });
    expect(s.players[0]!.pool.B).toBe(1);
    expect(s.objects[birds]!.tapped).toBe(true);
    expect(s.stack).toEqual([]);
  });

  it('its mana pays for a spell; not the turn it came under your control (CR 302.6)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Birds of Paradise'], hand: ['Flame Slash'] }, { battlefield: ['Bronze Sable'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    const sick = setup({ players: [{ battlefield: [{ card: 'Birds of Paradise', sick: true }], hand: ['Flame Slash'] }, { battlefield: ['Bronze Sable'] }] });
    expect(castable(sick.state, 0, sick.ids.hand[0]![0]!, [{ object: permanent(sick.state, 'Bronze Sable') }])).toBe(false);
  });
});

describe('Brushstrider', () => {
  it('Vigilance: attacking doesn\'t cause it to tap', () => {
    const { state } = setup({ players: [{ battlefield: ['Brushstrider'] }, {}] });
    const strider = permanent(state, 'Brushstrider');
    const s = passToStep(attack(state, [[strider, 1]]), 'endCombat');
    expect(s.objects[strider]!.tapped).toBe(false);
    expect(life(s, 1)).toBe(17);
  });
});

describe('Copperhorn Scout', () => {
  it('Whenever it attacks, untap each other creature you control', () => {
    // ruling: "As Copperhorn Scout’s ability resolves, you’ll untap each other creature you control regardless of
    // whether that creature was attacking."
    const { state } = setup({ players: [{ battlefield: ['Copperhorn Scout', 'Bronze Sable', { card: 'Wild Griffin', tapped: true }, { card: 'Forest', tapped: true }] }, { battlefield: ['Ogre Sentry'] }] });
    const [scout, sable, griffin] = [permanent(state, 'Copperhorn Scout'), permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    let s = attack(state, [[scout, 1], [sable, 1]]);
    expect(s.objects[sable]!.tapped).toBe(true);
    s = resolveStack(s);
    expect(s.objects[sable]!.tapped).toBe(false);
    expect(s.objects[griffin]!.tapped).toBe(false);
    expect(s.objects[scout]!.tapped).toBe(true);
    expect(s.objects[permanent(s, 'Forest')]!.tapped).toBe(true);
    expect(s.objects[permanent(s, 'Ogre Sentry')]!.tapped).toBe(false);
  });

  it('"you control": a tapped creature of an opponent stays tapped', () => {
    const { state } = setup({ players: [{ battlefield: ['Copperhorn Scout'] }, { battlefield: [{ card: 'Ogre Sentry', tapped: true }] }] });
    const s = resolveStack(attack(state, [[permanent(state, 'Copperhorn Scout'), 1]]));
    expect(s.objects[permanent(s, 'Ogre Sentry')]!.tapped).toBe(true);
  });

  it('ruling: untapping an attacking creature doesn\'t cause it to stop attacking', () => {
    const { state } = setup({ players: [{ battlefield: ['Copperhorn Scout', 'Bronze Sable'] }, {}] });
    const [scout, sable] = [permanent(state, 'Copperhorn Scout'), permanent(state, 'Bronze Sable')];
    const s = passToStep(resolveStack(attack(state, [[scout, 1], [sable, 1]])), 'endCombat');
    expect(life(s, 1)).toBe(17);
  });
});

describe('Explosive Vegetation', () => {
  it('Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Explosive Vegetation'], library: ['Murder', 'Island', 'Evolving Wilds', 'Swamp'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search', min: 0, max: 2 } });
    const options = (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
    expect(options).toEqual(['Island', 'Swamp']);
    s = resolveStack(choose(s, [0, 1]));
    for (const land of ['Island', 'Swamp']) expect(s.objects[permanent(s, land)]!.tapped).toBe(true);
    expect(names(s, 0, 'library').sort()).toEqual(['Evolving Wilds', 'Murder']);
    expect(s.log.flat().some((e) => e.type === 'shuffle' && e.player === 0)).toBe(true);
  });
});

describe('Fade into Antiquity', () => {
  it('Exile target artifact or enchantment', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Fade into Antiquity'] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(exiled(s)).toEqual(['Bronze Sable']);
    expect(names(s, 1, 'graveyard')).toEqual([]);
    expect(castable(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }])).toBe(false);
  });
});

describe('Lace with Moonglove', () => {
  it('Target creature gains deathtouch until end of turn. Draw a card.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Doomed Traveler'], hand: ['Lace with Moonglove'], library: ['Murder'] }, { battlefield: ['Sphinx of Magosi'] }] });
    const traveler = permanent(state, 'Doomed Traveler');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: traveler }]);
    expect(keywords(s, traveler)).toEqual(['deathtouch']);
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
    s = nextTurn(s);
    expect(keywords(s, traveler)).toEqual([]);
  });

  it('ruling: deathtouch applies to any damage, not just combat damage', () => {
    // ruling: "Deathtouch applies when any damage is dealt, not just when combat damage is dealt."
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Doomed Traveler'], hand: ['Lace with Moonglove', 'Prey Upon'] }, { battlefield: ['Sphinx of Magosi'] }],
    });
    const traveler = permanent(state, 'Doomed Traveler');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: traveler }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: traveler }, { object: permanent(s, 'Sphinx of Magosi') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Sphinx of Magosi']);
  });
});

describe('Lay of the Land', () => {
  it('Search your library for a basic land card, reveal it, put it into your hand, then shuffle', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ['Lay of the Land'], library: ['Murder', 'Plains', 'Shimmering Grotto'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'search', min: 0, max: 1 } });
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Plains']);
    expect(names(s, 0, 'library').sort()).toEqual(['Murder', 'Shimmering Grotto']);
  });

  it('the searching player sees the cards to choose from; "reveal it" shows the found card to everyone (CR 701.20), and no library id leaks', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ['Lay of the Land'], library: ['Murder', 'Plains', 'Shimmering Grotto'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(view(s, 0).choiceObjects.map((o) => o.card)).toEqual(['Plains']);
    expect(view(s, 1).choiceObjects).toEqual([]);
    s = choose(s, [0]);
    const reveal = view(s, 1).log.filter((e) => e.type === 'reveal');
    expect(reveal).toEqual([expect.objectContaining({ card: 'Plains', player: 0 })]);
    expect(reveal[0]!.object).toBeUndefined();
  });

  it('ruling: you don\'t have to find a basic land card', () => {
    // ruling: "Because the “search” requires you to find a card with certain characteristics, you don’t have to find
    // the card if you don’t want to."
    const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ['Lay of the Land'], library: ['Plains'] }, {}] });
    const s = choose(resolveStack(cast(state, 0, ids.hand[0]![0]!)), []);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Plains']);
  });
});

describe('Overrun', () => {
  it('Creatures you control get +3/+3 and gain trample until end of turn', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Bronze Sable', 'Wild Griffin'], hand: ['Overrun'] }, { battlefield: ['Ogre Sentry'] }],
    });
    const [sable, griffin, ogre] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin'), permanent(state, 'Ogre Sentry')];
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, sable)).toEqual([5, 4]);
    expect(pt(s, griffin)).toEqual([5, 5]);
    expect(keywords(s, sable)).toEqual(['trample']);
    expect(pt(s, ogre)).toEqual([3, 3]);
    s = block(attack(s, [[sable, 1]]), [[ogre, sable]]);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = passToStep(apply(s, { type: 'assignDamage', player: 0, attacker: sable, amounts: [3, 2] }), 'endCombat');
    expect(life(s, 1)).toBe(18);
    expect(names(s, 1, 'graveyard')).toEqual(['Ogre Sentry']);
  });

  it('ruling: creatures that come under your control later in the turn are unaffected', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Island', 'Island', 'Island', 'Island'], hand: ['Overrun', 'Cloaked Siren'] }, {}],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(pt(s, permanent(s, 'Cloaked Siren'))).toEqual([3, 2]);
  });
});

describe('Plummet', () => {
  it('Destroy target creature with flying', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest'], hand: ['Plummet'] }, { battlefield: ['Wild Griffin', 'Bronze Sable'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: permanent(state, 'Bronze Sable') }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Prey Upon', () => {
  it('Target creature you control fights target creature you don\'t control', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Ogre Sentry'], hand: ['Prey Upon'] }, { battlefield: ['Wild Griffin'] }] });
    const [ogre, griffin] = [permanent(state, 'Ogre Sentry'), permanent(state, 'Wild Griffin')];
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ogre }, { object: griffin }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
    expect(s.objects[ogre]!.damage).toBe(2);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: griffin }, { object: ogre }], x: 0 }, 'badTarget', '601.2c');
  });

  it('"target creature you don\'t control": a second creature of your own is not a legal second target', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Ogre Sentry', 'Bronze Sable'], hand: ['Prey Upon'] }, {}] });
    const [ogre, sable] = [permanent(state, 'Ogre Sentry'), permanent(state, 'Bronze Sable')];
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ogre }, { object: sable }], x: 0 }, 'badTarget', '601.2c');
  });

  it('ruling: if either target is illegal as it resolves, no creature deals or is dealt damage', () => {
    // ruling: "If either target is an illegal target as Prey Upon resolves, no creature will deal or be dealt
    // damage."
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Swamp', 'Swamp', 'Swamp', 'Ogre Sentry'], hand: ['Prey Upon', 'Murder'] }, { battlefield: ['Wild Griffin'] }] });
    const [ogre, griffin] = [permanent(state, 'Ogre Sentry'), permanent(state, 'Wild Griffin')];
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: ogre }, { object: griffin }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: griffin }]));
    expect(s.objects[ogre]!.damage).toBe(0);
    expect(s.log.flat().some((e) => e.type === 'fight')).toBe(false);
  });
});

describe('Strength in Numbers', () => {
  it('Until end of turn, target creature gains trample and gets +X/+X, where X is the number of attacking creatures', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Bronze Sable', 'Wild Griffin', 'Doomed Traveler'], hand: ['Strength in Numbers'] }, { battlefield: ['Ogre Sentry'] }],
    });
    const [sable, griffin] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    let s = attack(state, [[sable, 1], [griffin, 1]]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(pt(s, sable)).toEqual([4, 3]);
    expect(keywords(s, sable)).toEqual(['trample']);
    s = nextTurn(s);
    expect(pt(s, sable)).toEqual([2, 1]);
  });

  it('"X is the number of attacking creatures", whoever controls them: cast by the defending player on their own creature, it counts the attacking player\'s creatures', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Bronze Sable', 'Wild Griffin'] }, { battlefield: ['Forest', 'Forest', 'Ogre Sentry'], hand: ['Strength in Numbers'] }],
    });
    const sentry = permanent(state, 'Ogre Sentry');
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 1], [permanent(state, 'Wild Griffin'), 1]]);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: sentry }]));
    expect(pt(s, sentry)).toEqual([5, 5]);
    expect(keywords(s, sentry)).toEqual(['defender', 'trample']);
  });

  it('ruling: X is determined only as it resolves; it won\'t change if the number of attackers changes', () => {
    // ruling: "The value of X is determined only as Strength in Numbers resolves. It won’t change later in the turn
    // if the number of attacking creatures changes."
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp', 'Bronze Sable', 'Wild Griffin'], hand: ['Strength in Numbers', 'Murder'] }, {}],
    });
    const [sable, griffin] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    let s = attack(state, [[sable, 1], [griffin, 1]]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: griffin }]);
    expect(pt(s, sable)).toEqual([4, 3]);
  });
});

describe('Voyaging Satyr', () => {
  it('{T}: Untap target land', () => {
    const { state } = setup({ players: [{ battlefield: ['Voyaging Satyr', { card: 'Forest', tapped: true }] }, {}] });
    const forest = permanent(state, 'Forest');
    const s = resolveStack(activate(state, 0, permanent(state, 'Voyaging Satyr'), 0, [{ object: forest }]));
    expect(s.objects[forest]!.tapped).toBe(false);
    expect(s.objects[permanent(s, 'Voyaging Satyr')]!.tapped).toBe(true);
    expectRefused(state, { type: 'activate', player: 0, source: permanent(state, 'Voyaging Satyr'), ability: 0, targets: [{ object: permanent(state, 'Voyaging Satyr') }], x: 0 }, 'badTarget', '115.1');
  });
});

describe('Manaplasm', () => {
  it("Whenever you cast a spell, Manaplasm gets +X/+X until end of turn, where X is that spell's mana value", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Manaplasm', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Birds of Paradise', 'Overrun'] }, {}] });
    const plasm = permanent(state, 'Manaplasm');
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(pt(s, plasm)).toEqual([2, 2]);
    s = nextTurn(s);
    expect(pt(s, plasm)).toEqual([1, 1]);
  });

  it("ruling: while a spell with {X} in its cost is on the stack, its mana value takes the chosen value of X into account", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Manaplasm', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Death Wind'] }, { battlefield: ['Hexplate Golem'] }] });
    const plasm = permanent(state, 'Manaplasm');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Hexplate Golem') }], 3);
    expect(pt(s, plasm)).toEqual([5, 5]);
  });

  it("an opponent's spell doesn't trigger it", () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Manaplasm'] }, { battlefield: ['Forest'], hand: ['Birds of Paradise'] }] });
    const s = resolveStack(cast(state, 1, ids.hand[1]![0]!));
    expect(pt(s, permanent(s, 'Manaplasm'))).toEqual([1, 1]);
  });
});

describe('Sylvan Bounty', () => {
  it('Target player gains 8 life', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(6).fill('Forest'), hand: ['Sylvan Bounty'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ player: 1 }]);
    expect([life(s, 0), life(s, 1)]).toEqual([20, 28]);
  });

  it('Basic landcycling {1}{G}', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest'], hand: ['Sylvan Bounty'], library: ['Forest'] }, {}] });
    let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Forest']);
    expect(names(s, 0, 'graveyard')).toEqual(['Sylvan Bounty']);
  });
});

describe('Netcaster Spider', () => {
  it('Reach; whenever it blocks a creature with flying, it gets +2/+0 until end of turn', () => {
    const { state } = setup({ players: [{ battlefield: ['Netcaster Spider'] }, { battlefield: ['Wild Griffin'] }] });
    const spider = permanent(state, 'Netcaster Spider');
    const griffin = permanent(state, 'Wild Griffin');
    expect(keywords(state, spider)).toEqual(['reach']);
    let s = resolveStack(block(attack(nextTurn(state), [[griffin, 0]]), [[spider, griffin]]));
    expect(pt(s, spider)).toEqual([4, 3]);
    s = nextTurn(s);
    expect(pt(s, spider)).toEqual([2, 3]);
  });

  it('blocking a creature without flying does not trigger it', () => {
    const { state } = setup({ players: [{ battlefield: ['Netcaster Spider'] }, { battlefield: ['Child of Night'] }] });
    const spider = permanent(state, 'Netcaster Spider');
    const s = resolveStack(block(attack(nextTurn(state), [[permanent(state, 'Child of Night'), 0]]), [[spider, permanent(state, 'Child of Night')]]));
    expect(pt(s, spider)).toEqual([2, 3]);
  });

  it('CR 509.3b: "Whenever ~ blocks a creature" triggers once for each attacker it blocks — blocking two fliers and a creature without flying, two triggers and +4/+0', () => {
    // Valor Made Real lets it block any number of creatures
    const { state, ids } = setup({ players: [{ battlefield: ['Wild Griffin', 'Courier Hawk', 'Child of Night'] }, { battlefield: ['Netcaster Spider', 'Plains'], hand: ['Valor Made Real'] }] });
    const spider = permanent(state, 'Netcaster Spider');
    const [griffin, hawk, child] = ['Wild Griffin', 'Courier Hawk', 'Child of Night'].map((n) => permanent(state, n)) as [number, number, number];
    let s = passToPlayer(attack(state, [[griffin, 1], [hawk, 1], [child, 1]]), 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: spider }]));
    s = block(s, [[spider, griffin], [spider, hawk], [spider, child]]);
    // two triggers (none for the creature without flying): their controller orders them (CR 603.3b)
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    s = resolveStack(putTrigger(s, []));
    expect(events(s, 'trigger').filter((e) => e.card === 'Netcaster Spider')).toHaveLength(2);
    expect(pt(s, spider)).toEqual([6, 3]);
  });
});

const SEVEN_FORESTS = Array<string>(7).fill('Forest');

describe('Nessian Asp', () => {
  it('Reach; "{6}{G}: Monstrosity 4." (put four +1/+1 counters on it and it becomes monstrous)', () => {
    const { state } = setup({ players: [{ battlefield: ['Nessian Asp', ...SEVEN_FORESTS] }, {}] });
    const asp = permanent(state, 'Nessian Asp');
    expect(keywords(state, asp)).toEqual(['reach']);
    expect(pt(state, asp)).toEqual([4, 5]);
    const s = resolveStack(activate(state, 0, asp, 0));
    expect(pt(s, asp)).toEqual([8, 9]);
    expect(s.objects[asp]!.counters['+1/+1']).toBe(4);
    expect(s.objects[asp]!.monstrous).toBe(true);
    expect(view(s, 1).battlefield.find((o) => o.id === asp)?.monstrous).toBe(true);
    expect(events(s, 'monstrous')).toEqual([expect.objectContaining({ rule: '701.37a', object: asp, amount: 4 })]);
  });

  it('ruling: "Once a creature becomes monstrous, it can\'t become monstrous again. If the creature is already monstrous when the monstrosity ability resolves, nothing happens."', () => {
    const { state } = setup({ players: [{ battlefield: ['Nessian Asp', ...SEVEN_FORESTS, ...SEVEN_FORESTS] }, {}] });
    const asp = permanent(state, 'Nessian Asp');
    let s = activate(activate(state, 0, asp, 0), 0, asp, 0);
    s = resolveStack(s);
    expect(pt(s, asp)).toEqual([8, 9]);
    expect(events(s, 'monstrous')).toHaveLength(1);
  });

  it('ruling: if it isn\'t on the battlefield when its monstrosity ability resolves, nothing happens; it returns as a new object that isn\'t monstrous', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Nessian Asp', ...SEVEN_FORESTS, 'Island', 'Island', 'Island'], hand: ['Repulse'] }, {}] });
    const asp = permanent(state, 'Nessian Asp');
    let s = activate(state, 0, asp, 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: asp }]));
    expect(names(s, 0, 'hand')).toContain('Nessian Asp');
    expect(events(s, 'monstrous')).toEqual([]);
  });
});

describe('Ravenous Leucrocota', () => {
  it('Vigilance; "{6}{G}: Monstrosity 3."', () => {
    const { state } = setup({ players: [{ battlefield: ['Ravenous Leucrocota', ...SEVEN_FORESTS] }, {}] });
    const leucrocota = permanent(state, 'Ravenous Leucrocota');
    expect(keywords(state, leucrocota)).toEqual(['vigilance']);
    expect(pt(state, leucrocota)).toEqual([2, 4]);
    let s = resolveStack(activate(state, 0, leucrocota, 0));
    expect(pt(s, leucrocota)).toEqual([5, 7]);
    expect(s.objects[leucrocota]!.monstrous).toBe(true);
    s = passToStep(attack(s, [[leucrocota, 1]]), 'endCombat');
    expect(s.objects[leucrocota]!.tapped).toBe(false);
    expect(life(s, 1)).toBe(15);
  });
});

describe('Domesticated Hydra', () => {
  it('"{X}{G}{G}{G}: Monstrosity X." with X chosen as it is activated, among every X that can be paid', () => {
    const { state } = setup({ players: [{ battlefield: ['Domesticated Hydra', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'] }, {}] });
    const hydra = permanent(state, 'Domesticated Hydra');
    const xs = legalActions(state).filter((a) => a.type === 'activate' && a.source === hydra).map((a) => (a as { x: number }).x);
    expect(xs).toEqual([0, 1, 2]);
    const s = resolveStack(activate(state, 0, hydra, 0, [], 2));
    expect(pt(s, hydra)).toEqual([5, 5]);
    expect(s.objects[hydra]!.monstrous).toBe(true);
  });

  it('"As long as Domesticated Hydra is monstrous, it has trample."', () => {
    const { state } = setup({ players: [{ battlefield: ['Domesticated Hydra', 'Forest', 'Forest', 'Forest', 'Forest'] }, { battlefield: ['Bronze Sable'] }] });
    const hydra = permanent(state, 'Domesticated Hydra');
    expect(keywords(state, hydra)).toEqual([]);
    let s = resolveStack(activate(state, 0, hydra, 0, [], 1));
    expect(keywords(s, hydra)).toEqual(['trample']);
    s = block(attack(s, [[hydra, 1]]), [[permanent(s, 'Bronze Sable'), hydra]]);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = passToStep(apply(s, { type: 'assignDamage', player: 0, attacker: hydra, amounts: [1, 3] }), 'endCombat');
    expect(life(s, 1)).toBe(17);
  });

  it('monstrosity 0 still makes it monstrous (CR 701.37a), and it has trample', () => {
    const { state } = setup({ players: [{ battlefield: ['Domesticated Hydra', 'Forest', 'Forest', 'Forest'] }, {}] });
    const hydra = permanent(state, 'Domesticated Hydra');
    const s = resolveStack(activate(state, 0, hydra, 0, [], 0));
    expect(pt(s, hydra)).toEqual([3, 3]);
    expect(keywords(s, hydra)).toEqual(['trample']);
  });
});

describe('Borderland Explorer', () => {
  it('"each player may discard a card. Each player who discarded a card this way may search their library for a basic land card, reveal it, put it into their hand, then shuffle."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Forest', 'Forest'], hand: ['Borderland Explorer', 'Murder'], library: ['Swamp', 'Plains', 'Bronze Sable'] },
        { hand: ['Lizard Warrior'], library: ['Mountain', 'Pelakka Wurm'] },
        { hand: ['Bronze Sable'], library: ['Island'] },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    // in turn order each player chooses whether to discard and which card
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'discard', min: 0, max: 1 } });
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard' } });
    expect(names(s, 0, 'graveyard')).toEqual([]);
    s = choose(s, [0]);
    s = choose(s, []);
    // ruling: "All cards to be discarded are set aside, then revealed and discarded simultaneously."
    expect(names(s, 0, 'graveyard')).toEqual(['Murder']);
    expect(names(s, 1, 'graveyard')).toEqual(['Lizard Warrior']);
    expect(names(s, 2, 'hand')).toEqual(['Bronze Sable']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search for a basic land card' } });
    s = choose(s, [0]);
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : null).toEqual(['Swamp', 'Plains']);
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'search for a basic land card' } });
    s = choose(choose(s, [0]), [0]);
    s = resolveStack(s);
    expect(names(s, 0, 'hand')).toEqual(['Plains']);
    expect(names(s, 1, 'hand')).toEqual(['Mountain']);
    expect(names(s, 2, 'library')).toEqual(['Island']);
    expect(events(s, 'reveal').map((e) => e.card)).toEqual(['Plains', 'Mountain']);
    expect(events(s, 'shuffle').map((e) => e.player)).toEqual([0, 1]);
  });

  it('"a basic land card": a nonbasic land card (Evolving Wilds) can\'t be found', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest'], hand: ['Borderland Explorer', 'Murder'], library: ['Evolving Wilds', 'Forest'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(choose(s, [0]), [0]);
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : null).toEqual(['Forest']);
  });

  it('ruling: "Players decide whether or not they’re discarding a card in turn order. Each player will know if previous players are discarding, but not what they are discarding."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Forest', 'Forest'], hand: ['Borderland Explorer', 'Murder'] },
        { hand: ['Lizard Warrior'] },
        { hand: ['Bronze Sable'] },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [0]);
    s = choose(s, []);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'discard' } });
    // player 2 knows that player 0 discards and player 1 doesn't (CR 101.4b), not which card (101.4a)
    const told = view(s, 2).log.filter((e) => e.type === 'chosen');
    expect(told).toEqual([expect.objectContaining({ player: 0, detail: 'discard', rule: '101.4b' })]);
    expect(told[0]!.object).toBeUndefined();
    expect(told[0]!.card).toBeUndefined();
    expect(JSON.stringify(view(s, 2).log)).not.toContain('Murder');
  });

  it('a player who discarded may decline to search, and then doesn\'t shuffle', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest'], hand: ['Borderland Explorer', 'Murder'], library: ['Swamp'] }, {}] });
    let s = choose(resolveStack(cast(state, 0, ids.hand[0]![0]!)), [0]);
    s = resolveStack(choose(s, [1]));
    expect(names(s, 0, 'graveyard')).toEqual(['Murder']);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(events(s, 'shuffle')).toEqual([]);
    expect(permanents(s, 'Borderland Explorer')).toHaveLength(1);
  });
});

describe('Berserk', () => {
  it('"Target creature gains trample and gets +X/+0 until end of turn, where X is its power. At the beginning of the next end step, destroy that creature if it attacked this turn."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Lizard Warrior'], hand: ['Berserk'] }, { battlefield: ['Pride Guardian'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = attack(state, [[lizard, 1]]);
    s = resolveStack(block(s, [[permanent(s, 'Pride Guardian'), lizard]]));
    expect(life(s, 1)).toBe(23);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: lizard }]));
    expect(pt(s, lizard)).toEqual([8, 2]);
    expect(keywords(s, lizard)).toEqual(['trample']);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = passToStep(apply(s, { type: 'assignDamage', player: 0, attacker: lizard, amounts: [3, 5] }), 'main2');
    expect(life(s, 1)).toBe(18);
    expect(permanents(s, 'Lizard Warrior')).toEqual([lizard]);
    s = resolveStack(passToStep(s, 'end'));
    expect(permanents(s, 'Lizard Warrior')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Berserk', 'Lizard Warrior']);
  });

  it('a creature that didn\'t attack this turn is not destroyed', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Pelakka Wurm'], hand: ['Berserk'] }, {}] });
    const wurm = permanent(state, 'Pelakka Wurm');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: wurm }]);
    expect(pt(s, wurm)).toEqual([14, 7]);
    s = nextTurn(s);
    expect(permanents(s, 'Pelakka Wurm')).toEqual([wurm]);
    expect(pt(s, wurm)).toEqual([7, 7]);
  });

  it('CR 107.1b: X is 0 for a creature of negative power — a Pride Guardian at -2/3 after Public Execution stays -2/3', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', ...Array<string>(6).fill('Swamp')], hand: ['Public Execution', 'Berserk'] }, { battlefield: ['Bronze Sable', 'Pride Guardian'] }],
    });
    const guardian = permanent(state, 'Pride Guardian');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(pt(s, guardian)).toEqual([-2, 3]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: guardian }]);
    expect(keywords(s, guardian)).toContain('trample');
    expect(pt(s, guardian)).toEqual([-2, 3]);
  });

  it('"Cast this spell only before the combat damage step."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Lizard Warrior'], hand: ['Berserk'] }, {}] });
    const lizard = permanent(state, 'Lizard Warrior');
    const berserk = ids.hand[0]![0]!;
    let s = attack(state, [[lizard, 1]]);
    expect(castable(s, 0, berserk, [{ object: lizard }])).toBe(true);
    s = passToStep(s, 'combatDamage');
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expectRefused(s, { type: 'cast', player: 0, card: berserk, targets: [{ object: lizard }], x: 0 }, 'illegal', '601.3');
    expect(legalActions(s).some((a) => a.type === 'cast')).toBe(false);
    s = passToStep(s, 'main2');
    expect(castable(s, 0, berserk, [{ object: lizard }])).toBe(false);
  });

  it('CR 506.7d: "only before the combat damage step" means that of the first combat phase — not in an additional combat (Scourge of the Throne)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Scourge of the Throne'], hand: ['Berserk'] }, {}, {}] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const berserk = ids.hand[0]![0]!;
    let s = attack(state, [[scourge, 1]]);
    while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
    s = resolveStack(s);
    expect(s.turn.additionalCombats).toBe(1);
    expect(castable(s, 0, berserk, [{ object: scourge }])).toBe(true);
    s = passUntil(s, (x) => x.turn.step === 'beginCombat' && x.history.combatPhases === 2 && x.decision?.kind === 'priority' && x.decision.player === 0);
    expect(castable(s, 0, berserk, [{ object: scourge }])).toBe(false);
    s = passUntil(attack(s, [[scourge, 2]]), (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    expect(s.turn.step).toBe('declareAttackers');
    expect(castable(s, 0, berserk, [{ object: scourge }])).toBe(false);
  });

  it('ruling: "If the permanent stops being a creature before the end of the turn, it is still destroyed." (a Guardian Zendikon land, attacking with Warmonger\'s Chariot, whose Zendikon is destroyed after combat)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...Array<string>(9).fill('Plains'), 'Forest', 'Forest', "Warmonger's Chariot"], hand: ['Guardian Zendikon', 'Berserk', 'Disenchant'] }, {}],
    });
    const land = ids.battlefield[0]![10]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: land }]);
    s = resolveStack(activate(s, 0, permanent(s, "Warmonger's Chariot"), 0, [{ object: land }]));
    s = attack(s, [[land, 1]]);
    s = passUntil(s, (x) => x.turn.step === 'declareAttackers' && x.decision?.kind === 'priority' && x.decision.player === 0);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: land }]);
    s = passToStep(s, 'main2');
    s = castAndResolve(s, 0, ids.hand[0]![2]!, [{ object: permanent(s, 'Guardian Zendikon') }]);
    expect(characteristics(s, land).types).toEqual(['Land']);
    s = passUntil(s, (x) => x.turn.step === 'end' && x.stack.length === 0);
    expect(names(s, 0, 'graveyard')).toContain('Forest');
    expect(s.battlefield).not.toContain(land);
  });
});

describe('Burgeoning', () => {
  it('"Whenever an opponent plays a land, you may put a land card from your hand onto the battlefield."', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Burgeoning'], hand: ['Swamp', 'Murder', 'Forest'] }, { hand: ['Mountain'] }, {}] });
    let s = apply(state, { type: 'playLand', player: 1, card: ids.hand[1]![0]! });
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', min: 0, max: 1 } });
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : null).toEqual(['Swamp', 'Forest']);
    s = resolveStack(choose(s, [1]));
    expect(permanents(s, 'Forest')).toHaveLength(1);
    expect(names(s, 0, 'hand')).toEqual(['Swamp', 'Murder']);
    expect(s.players[0]!.landsPlayed).toBe(0);
  });

  it('"you may": choosing no land puts none', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Burgeoning'], hand: ['Swamp'] }, { hand: ['Mountain'] }] });
    const s = resolveStack(choose(resolveStack(apply(state, { type: 'playLand', player: 1, card: ids.hand[1]![0]! })), []));
    expect(names(s, 0, 'hand')).toEqual(['Swamp']);
  });

  it('ruling: "Playing a land will trigger it, but putting a land onto the battlefield as part of an effect will not."; nor does its controller\'s own land', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Burgeoning'], hand: ['Swamp'] }, { battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Explosive Vegetation'], library: ['Mountain', 'Island'] }],
    });
    let s = resolveStack(cast(state, 1, ids.hand[1]![0]!));
    s = resolveStack(choose(s, [0, 1]));
    expect(permanents(s, 'Mountain')).toHaveLength(1);
    expect(events(s, 'trigger')).toEqual([]);
    const mine = setup({ players: [{ battlefield: ['Burgeoning'], hand: ['Swamp', 'Forest'] }, {}] });
    const t = apply(mine.state, { type: 'playLand', player: 0, card: mine.ids.hand[0]![0]! });
    expect(t.stack).toEqual([]);
    expect(t.pendingTriggers).toEqual([]);
  });
});

describe('Wild Pair', () => {
  it('"Whenever a creature enters the battlefield, if you cast it from your hand, you may search your library for a creature card with the same total power and toughness, put it onto the battlefield, then shuffle."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Wild Pair', 'Wastes', 'Wastes'], hand: ['Bronze Sable'], library: ['Lizard Warrior', 'Child of Night', 'Forest', 'Doomed Traveler'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search for a creature card with the same total power and toughness' } });
    s = choose(s, [0]);
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : null).toEqual(['Child of Night']);
    s = resolveStack(choose(s, [0]));
    expect(permanents(s, 'Child of Night')).toHaveLength(1);
    expect(events(s, 'shuffle').map((e) => e.player)).toEqual([0]);
    // the creature put onto the battlefield wasn't cast: nothing more triggers
    expect(s.stack).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
  });

  it('ruling: "The game checks the power and toughness of the creature that just entered the battlefield as it exists on the battlefield"', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Wild Pair', 'Bronze Sable', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Custodi Soulbinders'], library: ['Custodi Soulbinders', 'Child of Night', 'Doomed Traveler'] }, {}],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(pt(s, permanent(s, 'Custodi Soulbinders'))).toEqual([1, 1]);
    s = choose(s, [0]);
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : null).toEqual(['Doomed Traveler']);
  });

  it('"if you cast it": a creature an opponent casts doesn\'t trigger it', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Wild Pair'], library: ['Child of Night'] }, { battlefield: ['Wastes', 'Wastes'], hand: ['Bronze Sable'] }] });
    const s = resolveStack(cast(state, 1, ids.hand[1]![0]!));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(s.decision?.kind).toBe('priority');
    expect(events(s, 'trigger')).toEqual([]);
  });

  it('"if you cast it from your hand": a creature its controller casts from exile (a permission like Grenzo, Havoc Raiser\'s) doesn\'t trigger it', () => {
    const { state } = setup({ players: [{ battlefield: ['Wild Pair', 'Wastes', 'Wastes'], exile: ['Bronze Sable'], library: ['Child of Night'] }, {}] });
    const sable = state.exile[0]!;
    // CR 601.2a: a permission to cast the exiled card, as Grenzo, Havoc Raiser's ability gives
    const allowed = editState(state, (d) => {
      d.ruleEffects.push({ kind: 'mayCast', card: sable, player: 0, anyColor: false, duration: { until: 'endOfTurn' }, source: permanent(state, 'Wild Pair'), controller: 0, id: d.nextEffectId++, timestamp: d.nextTimestamp++ });
    });
    const s = resolveStack(cast(allowed, 0, sable));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(events(s, 'trigger')).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
    expect(names(s, 0, 'library')).toEqual(['Child of Night']);
  });

  it('"you may": declining searches nothing and doesn\'t shuffle', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Wild Pair', 'Wastes', 'Wastes'], hand: ['Bronze Sable'], library: ['Child of Night'] }, {}] });
    const s = resolveStack(choose(resolveStack(cast(state, 0, ids.hand[0]![0]!)), [1]));
    expect(names(s, 0, 'library')).toEqual(['Child of Night']);
    expect(events(s, 'shuffle')).toEqual([]);
  });

  it('CR 608.2h: the total is determined once, as the search begins — the player whose Aura made it leaving the game meanwhile changes nothing', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Wild Pair', 'Wastes', 'Wastes'], hand: ['Bronze Sable'], library: ['Air Servant', 'Brushstrider', 'Wastes'] },
        { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Uncontrollable Anger'] },
        {},
      ],
    });
    // player 1 answers Wild Pair's trigger with Uncontrollable Anger on the Sable: a 4/3, total 7
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => permanents(x, 'Bronze Sable').length === 1 && x.stack.length === 1 && x.decision?.player === 1);
    const sable = permanent(s, 'Bronze Sable');
    s = passUntil(cast(s, 1, ids.hand[1]![0]!, [{ object: sable }]), (x) => x.decision?.kind !== 'priority');
    expect(pt(s, sable)).toEqual([4, 3]);
    s = choose(s, [0]);
    const offered = (x: typeof s) => (x.decision?.kind === 'choose' ? x.decision.choice.options.map((o) => 'object' in o && x.objects[o.object]!.card) : null);
    expect(offered(s)).toEqual(['Air Servant']);
    // player 1 leaves with the Aura while player 0 searches: the Sable is a 2/1 again, the search goes on for a total of 7
    s = apply(s, { type: 'concede', player: 1 });
    expect(pt(s, sable)).toEqual([2, 1]);
    expect(offered(s)).toEqual(['Air Servant']);
    s = resolveStack(choose(s, [0]));
    expect(permanents(s, 'Air Servant')).toHaveLength(1);
  });
});
