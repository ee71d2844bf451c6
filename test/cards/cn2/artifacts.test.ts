import { describe, expect, it } from 'vitest';
import { apply, characteristics, createPlayout, legalActions } from '../../../src/index.js';
import {
  activate, attack, canBlock, castAndResolve, choose, events, expectRefused, keywords, life, names, nextTurn, passToStep, passUntil, permanent, permanents, pt, resolveStack, setup, skipUntil, toBlockers,
} from '../helpers.js';

describe('Bronze Sable', () => {
  it('a 2/1 Sable artifact creature with no abilities, cast for {2}', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Island'], hand: ['Bronze Sable'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const c = characteristics(s, permanent(s, 'Bronze Sable'));
    expect([c.power, c.toughness, c.types, c.subtypes, c.keywords, c.colors]).toEqual([2, 1, ['Artifact', 'Creature'], ['Sable'], [], []]);
  });
});

describe('Hexplate Golem', () => {
  it('a 5/7 Golem artifact creature with no abilities, cast for {7}', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(7).fill('Wastes'), hand: ['Hexplate Golem'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const golem = permanent(s, 'Hexplate Golem');
    expect(pt(s, golem)).toEqual([5, 7]);
    expect(characteristics(s, golem).types).toEqual(['Artifact', 'Creature']);
  });
});

describe('Evolving Wilds', () => {
  it('{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle', () => {
    const { state } = setup({ players: [{ battlefield: ['Evolving Wilds'], library: ['Murder', 'Swamp', 'Shimmering Grotto'] }, {}] });
    let s = activate(state, 0, permanent(state, 'Evolving Wilds'), 0);
    expect(names(s, 0, 'graveyard')).toEqual(['Evolving Wilds']);
    s = resolveStack(s);
    const options = (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
    expect(options).toEqual(['Swamp']);
    s = choose(s, [0]);
    expect(s.objects[permanent(s, 'Swamp')]!.tapped).toBe(true);
    expect(names(s, 0, 'library').sort()).toEqual(['Murder', 'Shimmering Grotto']);
  });
});

describe('Opaline Unicorn', () => {
  it('{T}: Add one mana of any color', () => {
    const { state } = setup({ players: [{ battlefield: ['Opaline Unicorn'] }, {}] });
    const unicorn = permanent(state, 'Opaline Unicorn');
    expect(legalActions(state).filter((a) => a.type === 'activate')).toHaveLength(5);
    const s = apply(state, { type: 'activate', player: 0, source: unicorn, ability: 0, targets: [], x: 0, color: 'G' });
    expect(s.players[0]!.pool.G).toBe(1);
    expect(pt(s, unicorn)).toEqual([1, 2]);
  });
});

describe('Runed Servitor', () => {
  it('When it dies, each player draws a card', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], library: ['Divination'] }, { battlefield: ['Runed Servitor'], library: ['Wild Griffin'] }, { library: ['Plummet'] }],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Runed Servitor') }]);
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
    expect(names(s, 1, 'hand')).toEqual(['Wild Griffin']);
    expect(names(s, 2, 'hand')).toEqual(['Plummet']);
  });
});

describe('Shimmering Grotto', () => {
  it('{T}: Add {C}', () => {
    const { state } = setup({ players: [{ battlefield: ['Shimmering Grotto'] }, {}] });
    const s = activate(state, 0, permanent(state, 'Shimmering Grotto'), 0);
    expect(s.players[0]!.pool.C).toBe(1);
  });

  it('{1}, {T}: Add one mana of any color', () => {
    const { state } = setup({ players: [{ battlefield: ['Shimmering Grotto', 'Wastes'] }, {}] });
    const grotto = permanent(state, 'Shimmering Grotto');
    const s = apply(state, { type: 'activate', player: 0, source: grotto, ability: 1, targets: [], x: 0, color: 'U' });
    expect(s.players[0]!.pool).toMatchObject({ U: 1, C: 0 });
    expect(s.objects[permanent(s, 'Wastes')]!.tapped).toBe(true);
    expect(s.objects[grotto]!.tapped).toBe(true);
    const alone = setup({ players: [{ battlefield: ['Shimmering Grotto'] }, {}] }).state;
    expect(legalActions(alone).filter((a) => a.type === 'activate' && a.ability === 1)).toEqual([]);
  });
});

describe("Rogue's Passage", () => {
  it('{T}: Add {C}', () => {
    const { state } = setup({ players: [{ battlefield: ["Rogue's Passage"] }, {}] });
    const s = activate(state, 0, permanent(state, "Rogue's Passage"), 0);
    expect(s.players[0]!.pool.C).toBe(1);
  });

  it("{4}, {T}: Target creature can't be blocked this turn", () => {
    const { state } = setup({ players: [{ battlefield: ["Rogue's Passage", 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Hexplate Golem'] }, { battlefield: ['Bronze Sable'] }] });
    const golem = permanent(state, 'Hexplate Golem');
    let s = resolveStack(activate(state, 0, permanent(state, "Rogue's Passage"), 1, [{ object: golem }]));
    s = toBlockers(attack(s, [[golem, 1]]));
    expect(s.decision?.kind).not.toBe('declareBlockers');
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(15);
  });

  it('"Target creature can\'t be blocked this turn": an opponent\'s creature too, and only this turn — made unblockable after combat, it can be blocked in its controller\'s combat on the next turn', () => {
    const { state } = setup({ players: [{ battlefield: ["Rogue's Passage", 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Hexplate Golem'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const golem = permanent(state, 'Hexplate Golem');
    const sable = permanent(state, 'Bronze Sable');
    const main2 = skipUntil(state, (x) => x.turn.step === 'main2');
    let s = resolveStack(activate(main2, 0, permanent(state, "Rogue's Passage"), 1, [{ object: sable }]));
    s = toBlockers(attack(nextTurn(s), [[sable, 0]]));
    expect(s.turn.active).toBe(1);
    expect(canBlock(s, golem, sable)).toBe(true);
  });

  it("{4}, {T}: the cost taps Rogue's Passage; tapped, it can't be activated again (CR 602.2b, 107.5)", () => {
    const { state } = setup({ players: [{ battlefield: ["Rogue's Passage", 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Hexplate Golem'] }, {}] });
    const passage = permanent(state, "Rogue's Passage");
    const golem = permanent(state, 'Hexplate Golem');
    const s = resolveStack(activate(state, 0, passage, 1, [{ object: golem }]));
    expect(s.objects[passage]!.tapped).toBe(true);
    expectRefused(s, { type: 'activate', player: 0, source: passage, ability: 1, targets: [{ object: golem }], x: 0 }, 'illegal');
  });

  it("ruling: activating it after a creature has become blocked won't cause that creature to become unblocked", () => {
    const { state } = setup({ players: [{ battlefield: ["Rogue's Passage", 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Hexplate Golem'] }, { battlefield: ['Bronze Sable'] }] });
    const golem = permanent(state, 'Hexplate Golem');
    const sable = permanent(state, 'Bronze Sable');
    let s = toBlockers(attack(state, [[golem, 1]]));
    expect(canBlock(s, sable, golem)).toBe(true);
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: sable, attacker: golem });
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    s = resolveStack(activate(s, 0, permanent(s, "Rogue's Passage"), 1, [{ object: golem }]));
    expect(s.combat?.attackers.find((a) => a.id === golem)?.blockers).toEqual([sable]);
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(20);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
  });
});

describe('Exotic Orchard', () => {
  /** The colors the deciding player may tap a permanent for, as legalActions lists them. */
  const colors = (s: ReturnType<typeof setup>['state'], source: number) => legalActions(s).flatMap((a) => (a.type === 'activate' && a.source === source ? [a.color] : []));

  it('{T}: Add one mana of any color that a land an opponent controls could produce (never colorless: the ruling)', () => {
    // ruling: "The colors of mana are white, blue, black, red, and green. Exotic Orchard can't be tapped for
    // colorless mana, even if a land an opponent controls could produce colorless mana."
    const { state } = setup({ players: [{ battlefield: ['Exotic Orchard', 'Plains'] }, { battlefield: ['Forest', { card: 'Island', tapped: true }, 'Wastes'] }, { battlefield: ['Swamp'] }] });
    const orchard = permanent(state, 'Exotic Orchard');
    expect(colors(state, orchard)).toEqual(['U', 'B', 'G']);
    const s = apply(state, { type: 'activate', player: 0, source: orchard, ability: 0, targets: [], x: 0, color: 'G' });
    expect(s.players[0]!.pool).toMatchObject({ G: 1, W: 0 });
    expect(s.objects[orchard]!.tapped).toBe(true);
    expectRefused(state, { type: 'activate', player: 0, source: orchard, ability: 0, targets: [], x: 0, color: 'W' }, 'malformed');
  });

  it("the ruling: it checks the effects of opponents' mana abilities, not their costs", () => {
    // ruling: "Exotic Orchard checks the effects of all mana-producing abilities of lands your opponents control,
    // but it doesn't check their costs. For example, Vivid Crag has the ability “{T}, Remove a charge counter from
    // Vivid Crag: Add one mana of any color.” If an opponent controls Vivid Crag and you control Exotic Orchard, you
    // can tap Exotic Orchard for any color of mana. It doesn't matter whether Vivid Crag has a charge counter on it,
    // and it doesn't matter whether it's untapped."
    const { state } = setup({ players: [{ battlefield: ['Exotic Orchard'] }, { battlefield: [{ card: 'Shimmering Grotto', tapped: true }] }] });
    expect(colors(state, permanent(state, 'Exotic Orchard'))).toEqual(['W', 'U', 'B', 'R', 'G']);
  });

  it("the ruling: lands that only reflect others don't help each other unless another land lets one of them produce mana", () => {
    // ruling: "Lands that produce mana based only on what other lands “could produce” won't help each other unless
    // some other land allows one of them to actually produce some type of mana. For example, if you control an
    // Exotic Orchard and your opponent controls an Exotic Orchard and a Reflecting Pool, none of those lands would
    // produce mana if their mana abilities were activated. On the other hand, if you control a Forest and an Exotic
    // Orchard, and your opponent controls an Exotic Orchard and a Reflecting Pool, then each of those lands can be
    // tapped to produce {G}. Your opponent's Exotic Orchard can produce {G} because you control a Forest. Your
    // Exotic Orchard and your opponent's Reflecting Pool can each produce {G} because your opponent's Exotic Orchard
    // can produce {G}."
    const alone = setup({ players: [{ battlefield: ['Exotic Orchard'] }, { battlefield: ['Exotic Orchard', 'Reflecting Pool'] }] }).state;
    const lone = permanents(alone, 'Exotic Orchard')[0]!;
    // CR 106.7's example: activating it then produces no mana
    expect(colors(alone, lone)).toEqual([undefined]);
    const tapped = apply(alone, { type: 'activate', player: 0, source: lone, ability: 0, targets: [], x: 0 });
    expect(tapped.objects[lone]!.tapped).toBe(true);
    expect(Object.values(tapped.players[0]!.pool).every((n) => n === 0)).toBe(true);
    const { state } = setup({ players: [{ battlefield: ['Exotic Orchard', 'Forest'] }, { battlefield: ['Exotic Orchard', 'Reflecting Pool'] }] });
    const [mine, theirs] = permanents(state, 'Exotic Orchard');
    let s = apply(state, { type: 'activate', player: 0, source: mine!, ability: 0, targets: [], x: 0 });
    expect(s.players[0]!.pool.G).toBe(1);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = apply(s, { type: 'activate', player: 1, source: theirs!, ability: 0, targets: [], x: 0 });
    s = apply(s, { type: 'activate', player: 1, source: permanent(s, 'Reflecting Pool'), ability: 0, targets: [], x: 0 });
    expect(s.players[1]!.pool.G).toBe(2);
  });
});

describe('Horn of Greed', () => {
  it('Whenever a player plays a land, that player draws a card', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Horn of Greed'], library: ['Murder'] }, { hand: ['Island'], library: ['Bronze Sable'] }] });
    let s = apply(state, { type: 'playLand', player: 1, card: ids.hand[1]![0]! });
    s = resolveStack(s);
    expect(names(s, 1, 'hand')).toEqual(['Bronze Sable']);
    expect(names(s, 0, 'hand')).toEqual([]);
  });

  it('"a player" includes its controller (CR 603.2): the Horn\'s controller playing a land draws, no one else does', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Horn of Greed'], hand: ['Island'], library: ['Murder'] }, { library: ['Bronze Sable'] }, { library: ['Wild Griffin'] }] });
    const s = resolveStack(apply(state, { type: 'playLand', player: 0, card: ids.hand[0]![0]! }));
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
    expect(names(s, 1, 'hand')).toEqual([]);
    expect(names(s, 2, 'hand')).toEqual([]);
  });

  it('the ruling: putting a land onto the battlefield with an effect does not trigger it', () => {
    const { state } = setup({ players: [{ battlefield: ['Horn of Greed', 'Evolving Wilds'], library: ['Plains', 'Murder'] }, {}] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Evolving Wilds'), 0));
    s = resolveStack(choose(s, [0]));
    expect(permanents(s, 'Plains')).toHaveLength(1);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(s.stack).toEqual([]);
  });
});

describe('Platinum Angel', () => {
  it("Flying; you can't lose the game: 0 or less life doesn't make you lose while you control it", () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Platinum Angel'], life: 0 }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, {}],
    });
    const angel = permanent(state, 'Platinum Angel');
    expect(keywords(state, angel)).toEqual(['flying']);
    let s = passUntil(state, (x) => x.decision?.player === 0);
    expect(s.players[0]!.inGame).toBe(true);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: angel }]);
    expect(s.players[0]!.inGame).toBe(false);
    expect(s.players[0]!.outcome).toBe('lost');
  });

  it('CR 704.5b: a draw from an empty library made while it protected its controller counts no more once it is gone ("since the last time state-based actions were checked")', () => {
    const { state, ids } = setup({
      active: 0,
      step: 'upkeep',
      players: [{ battlefield: ['Platinum Angel'], library: [] as string[] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    // player 0 draws from an empty library in their draw step and keeps playing
    let s = passUntil(state, (x) => x.turn.step === 'main1');
    expect(events(s, 'drawFromEmpty')).toEqual([expect.objectContaining({ player: 0 })]);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: permanent(s, 'Platinum Angel') }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Platinum Angel']);
    // without the Angel, the earlier draw no longer makes them lose: only a new one would
    expect(s.players[0]!.inGame).toBe(true);
    expect(s.result).toBeNull();
  });

  it('the ruling: drawing from an empty library does not make you lose either', () => {
    // ruling: "No game effect can cause you to lose the game or cause any opponent to win the game while you control
    // Platinum Angel. It doesn’t matter whether you have 0 or less life, you’re forced to draw a card while your
    // library is empty, you have ten or more poison counters, you’re dealt combat damage by Phage the Untouchable,
    // your opponent has Mortal Combat with twenty or more creature cards in their graveyard, or so on. You keep
    // playing."
    const { state } = setup({ active: 1, players: [{ battlefield: ['Platinum Angel'], library: [] as string[] }, {}] });
    const s = nextTurn(state);
    expect(s.turn.active).toBe(0);
    expect(s.players[0]!.inGame).toBe(true);
    expect(s.result).toBeNull();
  });

  it('the ruling: you can concede while you control it', () => {
    // ruling: "You can concede a game while Platinum Angel on the battlefield. A concession causes you to leave the
    // game, which then causes you to lose the game (Once you concede, you no longer control a Platinum Angel, so its
    // ability can’t prevent you from losing the game)."
    const { state } = setup({ players: [{ battlefield: ['Platinum Angel'] }, {}, {}] });
    const s = apply(state, { type: 'concede', player: 0 });
    expect(s.players[0]!.outcome).toBe('lost');
  });

  it('ruling: "Other circumstances can still cause you to lose the game, however. You will lose a game if you concede, if you’re penalized with a Game Loss or a Match Loss during a sanctioned tournament due to a DCI rules infraction, or if your _Magic Online_(R) game clock runs out of time."', () => {
    // the engine has no tournament penalties and no game clock: conceding is the circumstance it plays
    const { state } = setup({ players: [{ battlefield: ['Platinum Angel'] }, {}] });
    const s = apply(state, { type: 'concede', player: 0 });
    expect(s.players[0]!.outcome).toBe('lost');
    expect(s.result).toMatchObject({ winner: 1 });
  });

  it('ruling: "Effects that say the game is a draw, such as the _Legends_(TM) card Divine Intervention, are not affected by Platinum Angel. They’ll still work."', () => {
    // no card of the engine says the game is a draw; a game that reaches its turn limit is one (CR 104.4)
    const { state } = setup({ turn: 3, settings: { turnLimit: 3 }, players: [{ battlefield: ['Platinum Angel'] }, {}] });
    const s = skipUntil(state, (x) => x.result !== null);
    expect(s.result).toMatchObject({ winner: null, rule: '104.4' });
    expect(s.players.map((p) => p.outcome)).not.toContain('won');
  });

  it("only its controller is protected: an opponent at 0 life loses", () => {
    const { state } = setup({ players: [{ battlefield: ['Platinum Angel'] }, { life: 0 }, {}] });
    const s = passUntil(state, (x) => x.decision?.player !== 0 || x.turn.step !== 'main1');
    expect(s.players[1]!.outcome).toBe('lost');
    expect(s.players[0]!.inGame).toBe(true);
  });
});

describe('Dread Statuary', () => {
  const lands = ['Wastes', 'Wastes', 'Wastes', 'Wastes'];
  /** Activates its {4} ability with mana from the Wastes, so that it stays untapped. */
  const animate = (state: ReturnType<typeof setup>['state']) => {
    let s = state;
    for (const w of permanents(s, 'Wastes')) s = activate(s, 0, w, 0);
    return resolveStack(activate(s, 0, permanent(s, 'Dread Statuary'), 1));
  };

  it('{T}: Add {C}', () => {
    const { state } = setup({ players: [{ battlefield: ['Dread Statuary'] }, {}] });
    expect(activate(state, 0, permanent(state, 'Dread Statuary'), 0).players[0]!.pool.C).toBe(1);
  });

  it("{4}: Dread Statuary becomes a 4/2 Golem artifact creature until end of turn. It's still a land.", () => {
    const { state } = setup({ players: [{ battlefield: ['Dread Statuary', ...lands] }, {}] });
    const statuary = permanent(state, 'Dread Statuary');
    let s = animate(state);
    const c = characteristics(s, statuary);
    expect([c.types, c.subtypes, pt(s, statuary)]).toEqual([['Land', 'Artifact', 'Creature'], ['Golem'], [4, 2]]);
    s = resolveStack(attack(s, [[statuary, 1]]));
    s = passToStep(s, 'end');
    expect(life(s, 1)).toBe(16);
    // "until end of turn": still a 4/2 creature after combat, in the end step (CR 514.2)
    expect([characteristics(s, statuary).types, pt(s, statuary)]).toEqual([['Land', 'Artifact', 'Creature'], [4, 2]]);
    s = nextTurn(s);
    expect(characteristics(s, statuary).types).toEqual(['Land']);
    expect(pt(s, statuary)).toEqual([null, null]);
  });

  it('the ruling: a land that came under your control this turn can\'t attack once it becomes a creature', () => {
    // ruling: "A land that becomes a creature may be affected by “summoning sickness.” You can’t attack with it or
    // use any of its {T} abilities (including its mana abilities) unless it began your most recent turn on the
    // battlefield under your control. Note that summoning sickness cares about when that permanent came under your
    // control, not when it became a creature."
    const { state } = setup({ players: [{ battlefield: [{ card: 'Dread Statuary', sick: true }, ...lands] }, {}] });
    const statuary = permanent(state, 'Dread Statuary');
    let s = animate(state);
    expect(characteristics(s, statuary).types).toContain('Creature');
    // no creature could attack: the declaration is skipped (CR 508.8)
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'end');
    expect(s.turn.step).toBe('end');
    expect(s.combat?.attackers ?? []).toEqual([]);
  });

  it("the ruling: becoming a creature isn't entering the battlefield", () => {
    // ruling: "When a land becomes a creature, that doesn’t count as having a creature enter the battlefield. The
    // permanent was already on the battlefield; it only changed its types. Abilities that trigger whenever a
    // creature enters the battlefield won’t trigger."
    const { state } = setup({ players: [{ battlefield: ['Dread Statuary', 'Juniper Order Ranger', ...lands] }, {}] });
    const after = animate(state);
    expect(after.stack).toEqual([]);
    expect(pt(after, permanent(after, 'Juniper Order Ranger'))).toEqual([2, 4]);
  });
});

describe('Psychosis Crawler', () => {
  it("Psychosis Crawler's power and toughness are each equal to the number of cards in your hand", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Psychosis Crawler', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder', 'Bronze Sable', 'Island'] }, { battlefield: ['Wild Griffin'], hand: ['Divination'] }] });
    const crawler = permanent(state, 'Psychosis Crawler');
    expect(pt(state, crawler)).toEqual([3, 3]);
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    expect(pt(s, crawler)).toEqual([2, 2]);
  });

  it('with no cards in hand it is 0/0 and is put into the graveyard (CR 704.5f)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Psychosis Crawler', 'Island'], hand: ['Island'] }, {}] });
    const s = apply(state, { type: 'playLand', player: 0, card: ids.hand[0]![0]! });
    expect(names(s, 0, 'graveyard')).toEqual(['Psychosis Crawler']);
  });

  it('it dies as the hand empties when the engine remembers the last state-based check that found nothing (CR 704.5f), in place and through apply', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Psychosis Crawler', 'Swamp', 'Swamp'], hand: ['Island', 'Bronze Sable'] }, {}] });
    const [island, sable] = ids.hand[0] as [number, number];
    const crawler = permanent(state, 'Psychosis Crawler');
    // the land leaves one card in hand: a 1/1 that survives, and a check that found nothing, kept for the next action
    const playout = createPlayout(state);
    playout.apply({ type: 'playLand', player: 0, card: island });
    expect(pt(playout.state, crawler)).toEqual([1, 1]);
    // casting the last card changes nothing of the Crawler itself: its toughness is 0 all the same
    playout.apply({ type: 'cast', player: 0, card: sable, targets: [], x: 0 });
    expect(names(playout.state, 0, 'graveyard')).toEqual(['Psychosis Crawler']);
    const after = apply(apply(state, { type: 'playLand', player: 0, card: island }), { type: 'cast', player: 0, card: sable, targets: [], x: 0 });
    expect(names(after, 0, 'graveyard')).toEqual(['Psychosis Crawler']);
  });

  it('Whenever you draw a card, each opponent loses 1 life — once for each card drawn (the ruling)', () => {
    // ruling: "If an effect causes you to draw multiple cards, Psychosis Crawler will trigger that many times."
    const { state, ids } = setup({ players: [{ battlefield: ['Psychosis Crawler', 'Island', 'Island', 'Island'], hand: ['Divination', 'Murder'] }, {}, {}] });
    // two triggers, one per card drawn, alike: they go on the stack with no order to choose (CR 603.3b)
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(events(s, 'trigger').map((e) => e.card)).toEqual(['Psychosis Crawler', 'Psychosis Crawler']);
    expect(s.players.map((p) => p.life)).toEqual([20, 18, 18]);
    expect(pt(s, permanent(s, 'Psychosis Crawler'))).toEqual([3, 3]);
  });

  it("\"the number of cards in your hand\": its controller's hand, not another player's", () => {
    const { state } = setup({ players: [{ hand: ['Island'] }, { battlefield: ['Psychosis Crawler'], hand: ['Island', 'Island', 'Murder'] }] });
    expect(pt(state, permanent(state, 'Psychosis Crawler'))).toEqual([3, 3]);
  });

  it("an opponent's draw does not trigger it", () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Psychosis Crawler'], hand: ['Island'] }, { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'] }] });
    const s = castAndResolve(state, 1, ids.hand[1]![0]!);
    expect(s.players.map((p) => p.life)).toEqual([20, 20]);
  });
});
