import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions } from '../../../src/index.js';
import {
  activate, attack, canBlock, cast, castAndResolve, choose, events, exiled, expectRefused, keywords, names, nextTurn, passToStep, passUntil, permanent, permanents, pt, resolveStack, resolveTop, setup, toBlockers, withKeywords,
} from '../helpers.js';

describe('Air Servant', () => {
  it('Flying; {2}{U}: Tap target creature with flying', () => {
    const { state } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island', 'Air Servant'] }, { battlefield: ['Wild Griffin', 'Pillarfield Ox'] }] });
    const servant = permanent(state, 'Air Servant');
    expect(keywords(state, servant)).toEqual(['flying']);
    const griffin = permanent(state, 'Wild Griffin');
    const s = resolveStack(activate(state, 0, servant, 0, [{ object: griffin }]));
    expect(s.objects[griffin]!.tapped).toBe(true);
    expect(s.objects[servant]!.tapped).toBe(false);
    expectRefused(state, { type: 'activate', player: 0, source: servant, ability: 0, targets: [{ object: permanent(state, 'Pillarfield Ox') }], x: 0 }, 'badTarget', '115.1');
  });
});

describe('Plated Seastrider', () => {
  it('a 1/4 blue Beast with no abilities', () => {
    const { state } = setup({ players: [{ battlefield: ['Plated Seastrider'] }, {}] });
    const c = characteristics(state, permanent(state, 'Plated Seastrider'));
    expect([c.power, c.toughness, c.subtypes, c.keywords, c.colors]).toEqual([1, 4, ['Beast'], [], ['U']]);
  });
});

describe('Reckless Scholar', () => {
  it('{T}: Target player draws a card, then discards a card', () => {
    const { state } = setup({ players: [{ battlefield: ['Reckless Scholar'] }, { hand: ['Murder'], library: ['Divination'] }] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Reckless Scholar'), 0, [{ player: 1 }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard' } });
    expect(names(s, 1, 'hand')).toEqual(['Murder', 'Divination']);
    s = choose(s, [0]);
    expect(names(s, 1, 'hand')).toEqual(['Divination']);
    expect(names(s, 1, 'graveyard')).toEqual(['Murder']);
  });
});

describe('Screaming Seahawk', () => {
  it('Flying; when it enters, you may search your library for a card named Screaming Seahawk and put it into your hand', () => {
    const { state, ids } = setup({
      players: [{ battlefield: Array<string>(5).fill('Island'), hand: ['Screaming Seahawk'], library: ['Murder', 'Screaming Seahawk', 'Wild Griffin'] }, {}],
    });
    let s = resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!));
    expect(keywords(s, permanent(s, 'Screaming Seahawk'))).toEqual(['flying']);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { options: [{ label: 'yes' }, { label: 'no' }] } });
    s = choose(s, [0]);
    const options = (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
    expect(options).toEqual(['Screaming Seahawk']);
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Screaming Seahawk']);
  });

  it('you may choose not to search', () => {
    const { state, ids } = setup({
      players: [{ battlefield: Array<string>(5).fill('Island'), hand: ['Screaming Seahawk'], library: ['Murder', 'Screaming Seahawk'] }, {}],
    });
    const s = choose(resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!)), [1]);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Murder', 'Screaming Seahawk']);
    expect(events(s, 'shuffle')).toEqual([]);
  });

  it('"The “If you do” means “If you search”." — searching and finding nothing still shuffles; not searching doesn\'t', () => {
    const { state, ids } = setup({
      players: [{ battlefield: Array<string>(5).fill('Island'), hand: ['Screaming Seahawk'], library: ['Murder', 'Wild Griffin'] }, {}],
    });
    let s = choose(resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!)), [0]);
    if (s.decision?.kind === 'choose') s = choose(s, []);
    s = resolveStack(s);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(events(s, 'shuffle')).toEqual([expect.objectContaining({ player: 0 })]);
  });
});

describe('Turn the Tide', () => {
  it('Creatures your opponents control get -2/-0 until end of turn', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Island', 'Island', 'Pillarfield Ox'], hand: ['Turn the Tide'] }, { battlefield: ['Wild Griffin'] }, { battlefield: ['Sphinx of Magosi'] }],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, 'Wild Griffin'))).toEqual([0, 2]);
    expect(pt(s, permanent(s, 'Sphinx of Magosi'))).toEqual([4, 6]);
    expect(pt(s, permanent(s, 'Pillarfield Ox'))).toEqual([2, 4]);
    s = nextTurn(s);
    expect(pt(s, permanent(s, 'Wild Griffin'))).toEqual([2, 2]);
  });

  it('ruling: creatures that enter later in the turn are not affected', () => {
    // ruling: "Only creatures your opponents control when Turn the Tide resolves are affected. Creatures that enter
    // the battlefield later in the turn are not."
    const { state, ids } = setup({
      players: [{ battlefield: ['Island', 'Island'], hand: ['Turn the Tide'] }, { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Cloaked Siren'] }],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    s = castAndResolve(passUntil(s, (x) => x.decision?.player === 1), 1, ids.hand[1]![0]!);
    expect(pt(s, permanent(s, 'Cloaked Siren'))).toEqual([3, 2]);
  });
});

describe('Wind Dancer', () => {
  it('Flying; {T}: Target creature gains flying until end of turn', () => {
    const { state } = setup({ players: [{ battlefield: ['Wind Dancer', 'Pillarfield Ox'] }, {}] });
    const [dancer, ox] = [permanent(state, 'Wind Dancer'), permanent(state, 'Pillarfield Ox')];
    expect(keywords(state, dancer)).toEqual(['flying']);
    let s = resolveStack(activate(state, 0, dancer, 0, [{ object: ox }]));
    expect(keywords(s, ox)).toEqual(['flying']);
    expect(s.objects[dancer]!.tapped).toBe(true);
    s = nextTurn(s);
    expect(keywords(s, ox)).toEqual([]);
  });
});

describe('Aether Tradewinds', () => {
  const players = () => [
    { battlefield: ['Island', 'Island', 'Island', 'Wild Griffin'], hand: ['Aether Tradewinds', 'Swords to Plowshares'] },
    { battlefield: ['Pillarfield Ox'] },
  ];

  it("Return target permanent you control and target permanent you don't control to their owners' hands", () => {
    const { state, ids } = setup({ players: players() });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }, { object: permanent(state, 'Pillarfield Ox') }]);
    expect(names(s, 0, 'hand')).toEqual(['Swords to Plowshares', 'Wild Griffin']);
    expect(names(s, 1, 'hand')).toEqual(['Pillarfield Ox']);
  });

  it("the first target must be yours and the second one you don't control", () => {
    const { state, ids } = setup({ players: players() });
    const [griffin, ox] = [permanent(state, 'Wild Griffin'), permanent(state, 'Pillarfield Ox')];
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }, { object: griffin }], x: 0 }, 'badTarget');
  });

  it("\"target permanent you don't control\": a second permanent of your own is no legal second target", () => {
    const { state, ids } = setup({ players: players() });
    const [griffin, island] = [permanent(state, 'Wild Griffin'), permanents(state, 'Island')[0]!];
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: griffin }, { object: island }], x: 0 }, 'badTarget');
  });

  it('ruling: if one target permanent becomes an illegal target, the other will be returned to its owner\'s hand', () => {
    const { state, ids } = setup({ players: [{ ...players()[0]!, battlefield: ['Island', 'Island', 'Island', 'Plains', 'Wild Griffin'] }, players()[1]!] });
    const [griffin, ox] = [permanent(state, 'Wild Griffin'), permanent(state, 'Pillarfield Ox')];
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: griffin }, { object: ox }], x: 0 });
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [{ object: ox }], x: 0 }));
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
    expect(names(s, 1, 'hand')).toEqual([]);
  });
});

describe('Academy Elite', () => {
  it('enters with X +1/+1 counters, where X is the number of instant and sorcery cards in all graveyards', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Academy Elite'], graveyard: ['Aether Tradewinds', 'Pillarfield Ox'] },
        { graveyard: ['Swords to Plowshares', 'Mana Geyser', 'Island'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const elite = permanent(s, 'Academy Elite');
    expect(s.objects[elite]!.counters['+1/+1']).toBe(3);
    expect(pt(s, elite)).toEqual([3, 3]);
  });

  it('{2}{U}, Remove a +1/+1 counter from Academy Elite: Draw a card, then discard a card', () => {
    const { state } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island', { card: 'Academy Elite', counters: { '+1/+1': 2 } }], hand: ['Aether Tradewinds'], library: ['Air Servant'] }, {}] });
    const elite = permanent(state, 'Academy Elite');
    let s = resolveStack(activate(state, 0, elite, 0));
    expect(pt(s, elite)).toEqual([1, 1]);
    expect(names(s, 0, 'hand')).toEqual(['Aether Tradewinds', 'Air Servant']);
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Air Servant']);
    expect(names(s, 0, 'graveyard')).toEqual(['Aether Tradewinds']);
  });
});

describe('Shoreline Ranger', () => {
  it('Flying; Islandcycling {2}', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains'], hand: ['Shoreline Ranger'], library: ['Plains', 'Island'] }, {}] });
    let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Island']);
    const { state: s2 } = setup({ players: [{ battlefield: ['Shoreline Ranger'] }, {}] });
    expect(keywords(s2, permanent(s2, 'Shoreline Ranger'))).toEqual(['flying']);
  });
});

/** The card names of the options of the pending choice. */
function optionCards(s: ReturnType<typeof setup>['state']): string[] {
  return (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
}

describe('Brainstorm', () => {
  it('Draw three cards, then put two cards from your hand on top of your library in any order', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island'], hand: ['Brainstorm', 'Air Servant'], library: ['Island', 'Pillarfield Ox', 'Plated Seastrider', 'Wastes'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    // ruling: "You draw three cards and put two cards back all while Brainstorm is resolving. Nothing can happen
    // between the two, and no player may choose to take actions."
    expect(s.stack).toHaveLength(1);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOnTop', min: 1, max: 1 } });
    expect(optionCards(s)).toEqual(['Air Servant', 'Island', 'Pillarfield Ox', 'Plated Seastrider']);
    s = choose(s, [0]);
    expect(optionCards(s)).toEqual(['Island', 'Pillarfield Ox', 'Plated Seastrider']);
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Pillarfield Ox', 'Plated Seastrider']);
    expect(names(s, 0, 'library')).toEqual(['Island', 'Air Servant', 'Wastes']);
    expect(names(s, 0, 'graveyard')).toEqual(['Brainstorm']);
  });
});

describe('Compulsive Research', () => {
  const players = (hand: string[]) => [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Compulsive Research'] }, { hand, library: ['Island', 'Pillarfield Ox', 'Air Servant', 'Wastes'] }];

  it('Target player draws three cards. Then that player discards two cards unless they discard a land card.', () => {
    const { state, ids } = setup({ players: players(['Plated Seastrider']) });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    expect(names(s, 1, 'hand')).toEqual(['Plated Seastrider', 'Island', 'Pillarfield Ox', 'Air Servant']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard', min: 1 } });
    s = choose(s, [optionCards(s).indexOf('Island')]);
    // a land card was discarded: the player may stop there
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discardMore', min: 0, max: 1 } });
    s = choose(s, []);
    expect(names(s, 1, 'graveyard')).toEqual(['Island']);
    expect(names(s, 1, 'hand')).toEqual(['Plated Seastrider', 'Pillarfield Ox', 'Air Servant']);
  });

  it('a nonland card first: a second card must follow', () => {
    const { state, ids } = setup({ players: players(['Plated Seastrider']) });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    s = choose(s, [optionCards(s).indexOf('Pillarfield Ox')]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard', min: 1, max: 1 } });
    s = choose(s, [optionCards(s).indexOf('Air Servant')]);
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Air Servant', 'Pillarfield Ox']);
  });

  it('ruling: the player can discard one land and one other card, or two land cards, if they choose', () => {
    const { state, ids } = setup({ players: players(['Plains']) });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    s = choose(s, [optionCards(s).indexOf('Plains')]);
    s = choose(s, [optionCards(s).indexOf('Island')]);
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Island', 'Plains']);
    expect(s.decision?.kind).toBe('priority');
  });
});

describe('Breakthrough', () => {
  it('Draw four cards, then choose X cards in your hand and discard the rest', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Breakthrough', 'Air Servant'], library: ['Island', 'Pillarfield Ox', 'Plated Seastrider', 'Wastes', 'Plains'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [], 2));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'keep', min: 2, max: 2 } });
    const options = optionCards(s);
    s = choose(s, [options.indexOf('Air Servant'), options.indexOf('Plated Seastrider')].sort());
    expect(names(s, 0, 'hand')).toEqual(['Air Servant', 'Plated Seastrider']);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Breakthrough', 'Island', 'Pillarfield Ox', 'Wastes']);
  });

  it('"choose X cards in your hand": with X at least the number of cards in hand, all are kept, nothing is asked and nothing discarded', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(7).fill('Island'), hand: ['Breakthrough', 'Air Servant'], library: ['Island', 'Pillarfield Ox', 'Plated Seastrider', 'Wastes', 'Plains'] }, {}] });
    let s = cast(state, 0, ids.hand[0]![0]!, [], 6);
    s = resolveStack(s);
    expect(s.stack).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(names(s, 0, 'hand').sort()).toEqual(['Air Servant', 'Island', 'Pillarfield Ox', 'Plated Seastrider', 'Wastes']);
    expect(names(s, 0, 'graveyard')).toEqual(['Breakthrough']);
    expect(events(s, 'discard')).toEqual([]);
  });

  it('with X = 0, the whole hand is discarded', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island'], hand: ['Breakthrough', 'Air Servant'], library: ['Island', 'Pillarfield Ox', 'Plated Seastrider', 'Wastes'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [], 0));
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toHaveLength(6);
  });
});

describe('Minamo Scrollkeeper', () => {
  it('Defender; your maximum hand size is increased by one (CR 402.2)', () => {
    const { state } = setup({ players: [{ battlefield: ['Minamo Scrollkeeper'], hand: Array<string>(8).fill('Island') }, { battlefield: ['Minamo Scrollkeeper'], hand: Array<string>(8).fill('Island') }] });
    expect(keywords(state, permanents(state, 'Minamo Scrollkeeper')[0]!)).toEqual(['defender']);
    let s = passUntil(state, (x) => x.turn.active === 1 || x.decision?.kind === 'discard');
    expect(s.turn.active).toBe(1);
    expect(s.players[0]!.hand).toHaveLength(8);
    const { state: without } = setup({ players: [{ hand: Array<string>(8).fill('Island') }, { battlefield: ['Minamo Scrollkeeper'] }] });
    s = passUntil(without, (x) => x.turn.active === 1 || x.decision?.kind === 'discard');
    expect(s.decision).toMatchObject({ kind: 'discard', player: 0, count: 1 });
  });

  it('increased by one, not more: with nine cards in hand at cleanup its controller discards one', () => {
    const { state } = setup({ players: [{ battlefield: ['Minamo Scrollkeeper'], hand: Array<string>(9).fill('Island') }, {}] });
    const s = passUntil(state, (x) => x.turn.active === 1 || x.decision?.kind === 'discard');
    expect(s.decision).toMatchObject({ kind: 'discard', player: 0, count: 1 });
  });

  it('CR 402.2: with two Scrollkeepers both effects apply, the maximum is nine — ten cards at cleanup discard one, nine discard none (an opponent\'s Scrollkeeper adds nothing)', () => {
    const board = (cards: number) => setup({
      players: [{ battlefield: ['Minamo Scrollkeeper', 'Minamo Scrollkeeper'], hand: Array<string>(cards).fill('Island') }, { battlefield: ['Minamo Scrollkeeper'] }, {}],
    }).state;
    const toCleanup = (state: ReturnType<typeof board>) => passUntil(state, (x) => x.turn.active === 1 || x.decision?.kind === 'discard');
    expect(toCleanup(board(10)).decision).toMatchObject({ kind: 'discard', player: 0, count: 1 });
    const s = toCleanup(board(9));
    expect(s.turn.active).toBe(1);
    expect(s.players[0]!.hand).toHaveLength(9);
  });
});

describe('Dream Fracture', () => {
  it('Counter target spell. Its controller draws a card. Draw a card.', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Island', 'Island', 'Island'], hand: ['Dream Fracture'], library: ['Wild Griffin'] },
        { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'], library: ['Bronze Sable', 'Murder'] },
      ],
    });
    let s = cast(state, 1, ids.hand[1]![0]!);
    const divination = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: divination }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Divination']);
    expect(names(s, 1, 'hand')).toEqual(['Bronze Sable']);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
  });

  it('a copy countered (CR 701.6a, 707.10a) ceases to exist, and "its controller" is the player who put the copy on the stack (CR 707.10), not the caster of the original', () => {
    let { state: s, ids } = setup({
      players: [
        { hand: ['Flame Slash'], battlefield: ['Mountain'], library: ['Bronze Sable'] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Island'], library: ['Murder'] },
        { hand: ['Dream Fracture'], battlefield: ['Island', 'Island', 'Island', 'Pillarfield Ox'], library: ['Wild Griffin'] },
      ],
    });
    const ox = ids.battlefield[2]![3]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }], x: 0 });
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveTop(cast(s, 1, ids.hand[1]![0]!, [{ object: s.stack[0]! }]));
    // every player votes duplication: player 1 copies Flame Slash, whose only legal target is the Ox it has
    for (let i = 0; i < 3; i++) s = choose(s, [1]);
    const copy = events(s, 'copySpell')[0]!.object!;
    expect(s.objects[copy]).toMatchObject({ kind: 'copy', controller: 1 });
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = resolveTop(cast(s, 2, ids.hand[2]![0]!, [{ object: copy }]));
    expect(events(s, 'counter')).toEqual([expect.objectContaining({ rule: '701.6a', object: copy })]);
    expect(s.stack).not.toContain(copy);
    expect(names(s, 1, 'graveyard')).toEqual(['Split Decision']);
    // player 1 controlled the copy: they draw, as does Dream Fracture's caster; player 0 draws nothing
    expect([names(s, 0, 'hand'), names(s, 1, 'hand'), names(s, 2, 'hand')]).toEqual([[], ['Murder'], ['Wild Griffin']]);
    s = resolveStack(s);
    // the original still resolves; the copy never did
    expect(names(s, 2, 'graveyard')).toEqual(['Dream Fracture', 'Pillarfield Ox']);
    expect(names(s, 0, 'graveyard')).toEqual(['Flame Slash']);
  });
});

describe('Crookclaw Transmuter', () => {
  it("Flash, flying; when it enters, switch target creature's power and toughness until end of turn", () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: Array<string>(4).fill('Island'), hand: ['Crookclaw Transmuter'] }, { battlefield: ['Pillarfield Ox'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = cast(passUntil(state, (x) => x.decision?.player === 0), 0, ids.hand[0]![0]!);
    s = passUntil(s, (x) => x.decision?.kind === 'putTrigger');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ox }] }));
    expect(keywords(s, permanent(s, 'Crookclaw Transmuter'))).toEqual(['flash', 'flying']);
    expect(pt(s, ox)).toEqual([4, 2]);
    s = nextTurn(s);
    expect(pt(s, ox)).toEqual([2, 4]);
  });

  it('the ruling: switching applies after all other effects, whenever they began (a 2/4 switched, then -2/-0, is 4/0)', () => {
    // ruling: "Effects that switch a creature’s power and toughness apply after all other effects, regardless of
    // when those effects began to apply. For instance, if you target a 1/2 creature then give it +2/+0 later in the
    // turn, it’s a 2/3 creature, not a 4/1 creature."
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(7).fill('Island'), hand: ['Crookclaw Transmuter', 'Turn the Tide'] }, { battlefield: ['Pillarfield Ox'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = cast(state, 0, ids.hand[0]![0]!);
    s = passUntil(s, (x) => x.decision?.kind === 'putTrigger');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ox }] }));
    expect(pt(s, ox)).toEqual([4, 2]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(names(s, 1, 'graveyard')).toEqual(['Pillarfield Ox']);
  });
});

describe('Enclave Elite', () => {
  it('Multikicker {1}{U}: enters with a +1/+1 counter on it for each time it was kicked', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(7).fill('Island'), hand: ['Enclave Elite'] }, {}] });
    const kicks = legalActions(state).flatMap((a) => (a.type === 'cast' ? [a.kicked ?? 0] : []));
    expect(kicks).toEqual([0, 1, 2]);
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 2 }));
    expect(pt(s, permanent(s, 'Enclave Elite'))).toEqual([4, 4]);
    const plain = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(plain, permanent(plain, 'Enclave Elite'))).toEqual([2, 2]);
  });

  it("Islandwalk: it can't be blocked as long as defending player controls an Island", () => {
    const players = (defender: string[]) => [{ battlefield: ['Enclave Elite'] }, { battlefield: ['Bronze Sable', ...defender] }];
    const elite = (s: ReturnType<typeof setup>['state']) => permanent(s, 'Enclave Elite');
    const walled = setup({ players: players(['Island']) }).state;
    expect(keywords(walled, elite(walled))).toEqual(['islandwalk']);
    let s = toBlockers(attack(walled, [[elite(walled), 1]]));
    expect(canBlock(s, permanent(s, 'Bronze Sable'), elite(s))).toBe(false);
    const open = setup({ players: players(['Plains']) }).state;
    s = toBlockers(attack(open, [[elite(open), 1]]));
    expect(canBlock(s, permanent(s, 'Bronze Sable'), elite(s))).toBe(true);
  });

  it('702.14c: the Island must be the defending player\'s — another player\'s Island does not count', () => {
    const { state } = setup({ players: [{ battlefield: ['Enclave Elite'] }, { battlefield: ['Bronze Sable'] }, { battlefield: ['Island'] }] });
    const s = toBlockers(attack(state, [[permanent(state, 'Enclave Elite'), 1]]));
    expect(canBlock(s, permanent(s, 'Bronze Sable'), permanent(s, 'Enclave Elite'))).toBe(true);
  });
});

describe('Fact or Fiction', () => {
  const library = ['Murder', 'Divination', 'Bronze Sable', 'Wild Griffin', 'Negate', 'Island'];
  const start = (opponents: number) => setup({
    players: [{ battlefield: Array<string>(4).fill('Island'), hand: ['Fact or Fiction'], library }, ...Array.from({ length: opponents }, () => ({}))],
  });

  it('Reveal the top five cards. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard.', () => {
    // ruling: "You choose which pile to put into your hand."
    const { state, ids } = start(1);
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(events(s, 'reveal').map((e) => (e as { card: string }).card)).toEqual(library.slice(0, 5));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { min: 0, max: 5 } });
    // every way to separate the five cards is offered
    expect(legalActions(s)).toHaveLength(32);
    s = choose(s, [0, 2]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ label: 'pile 1: Murder, Bronze Sable' }, { label: 'pile 2: Divination, Wild Griffin, Negate' }] } });
    s = resolveStack(choose(s, [1]));
    expect(names(s, 0, 'hand')).toEqual(['Divination', 'Wild Griffin', 'Negate']);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Bronze Sable', 'Fact or Fiction']);
    expect(names(s, 0, 'library')).toEqual(['Island']);
  });

  it('ruling: "Each pile may contain from zero to five cards; they don’t have to be split “evenly.”" (CR 700.3d) — an empty first pile', () => {
    const { state, ids } = start(1);
    let s = choose(resolveStack(cast(state, 0, ids.hand[0]![0]!)), []);
    s = resolveStack(choose(s, [1]));
    expect(names(s, 0, 'hand')).toEqual(library.slice(0, 5));
    expect(names(s, 0, 'graveyard')).toEqual(['Fact or Fiction']);
  });

  it('CR 800.4g: if the opponent separating leaves the game first, another opponent separates the cards', () => {
    const { state, ids } = start(2);
    let s = choose(resolveStack(cast(state, 0, ids.hand[0]![0]!)), [1]);
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'first pile' } });
    s = resolveStack(choose(choose(s, [0]), [0]));
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
  });

  it('CR 800.4g: if the opponent you chose to separate the cards leaves the game first, you choose another opponent', () => {
    const { state, ids } = start(4);
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '800.4g', options: [{ player: 1 }, { player: 2 }, { player: 3 }, { player: 4 }] } });
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'first pile' } });
    s = apply(s, { type: 'concede', player: 2 });
    // the controller of Fact or Fiction chooses again among the opponents still in the game, not the rules
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '800.4g', options: [{ player: 1 }, { player: 3 }, { player: 4 }] } });
    s = choose(s, [2]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 4, choice: { prompt: 'first pile' } });
    s = resolveStack(choose(choose(s, [0]), [0]));
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
  });

  it('with several opponents, you choose the opponent who separates the piles', () => {
    const { state, ids } = start(2);
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ player: 1 }, { player: 2 }] } });
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2 });
    s = resolveStack(choose(choose(s, [4]), [0]));
    expect(names(s, 0, 'hand')).toEqual(['Negate']);
  });
});

describe('Jetting Glasskite', () => {
  const start = () => setup({
    active: 1,
    players: [
      { battlefield: ['Jetting Glasskite'] },
      { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Island', 'Island', 'Island', 'Air Servant'], hand: ['Murder', 'Murder'] },
    ],
  });

  it('Whenever it becomes the target of a spell or ability for the first time each turn, counter that spell or ability', () => {
    const { state, ids } = start();
    const kite = permanent(state, 'Jetting Glasskite');
    expect(keywords(state, kite)).toEqual(['flying']);
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: kite }]);
    expect(events(s, 'counter')).toHaveLength(1);
    expect(names(s, 1, 'graveyard')).toEqual(['Murder']);
    expect(permanents(s, 'Jetting Glasskite')).toEqual([kite]);
    // the second time this turn, the spell resolves
    s = castAndResolve(s, 1, ids.hand[1]![1]!, [{ object: kite }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Jetting Glasskite']);
  });

  it('an ability is countered too; the first time each turn is counted anew each turn', () => {
    const { state } = start();
    const kite = permanent(state, 'Jetting Glasskite');
    const servant = permanent(state, 'Air Servant');
    let s = resolveStack(activate(state, 1, servant, 0, [{ object: kite }]));
    expect(events(s, 'counter')).toHaveLength(1);
    expect(s.objects[kite]!.tapped).toBe(false);
    s = resolveStack(activate(s, 1, servant, 0, [{ object: kite }]));
    expect(s.objects[kite]!.tapped).toBe(true);
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(1);
    s = resolveStack(activate(s, 1, servant, 0, [{ object: kite }]));
    expect(events(s, 'counter')).toHaveLength(2);
  });

  it('"for the first time each turn" counts a time it became a target before it had the ability: Dimir Doppelganger targeted, then a copy of Jetting Glasskite, is targeted again and nothing is countered', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Island', 'Swamp', 'Swamp', 'Dimir Doppelganger'], hand: ['Moment of Heroism', 'Moment of Heroism'], graveyard: ['Jetting Glasskite'] },
        {},
      ],
      settings: { manaAbilities: 'automatic' },
    });
    const doppelganger = permanent(state, 'Dimir Doppelganger');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: doppelganger }]);
    expect(pt(s, doppelganger)).toEqual([2, 4]);
    s = resolveStack(activate(s, 0, doppelganger, 0, [{ object: ids.graveyard[0]![0]! }]));
    expect(characteristics(s, doppelganger).name).toBe('Jetting Glasskite');
    // the second Moment of Heroism is not the first time it became a target this turn: no trigger
    s = cast(s, 0, ids.hand[0]![1]!, [{ object: doppelganger }]);
    expect(s.stack.map((id) => s.objects[id]!.kind)).toEqual(['card']);
    s = resolveStack(s);
    expect(events(s, 'counter')).toEqual([]);
    expect(pt(s, doppelganger)).toEqual([4 + 2 + 2, 4 + 2 + 2]);
  });
});

describe('Stifle', () => {
  const stagAndStifle = () => setup({
    players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Island'], hand: ['Glimmerpoint Stag', 'Stifle'] }, { battlefield: ['Bronze Sable'] }],
  });

  it('Counter target activated or triggered ability: a triggered ability countered does nothing', () => {
    const { state, ids } = stagAndStifle();
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Bronze Sable') }] });
    const trigger = s.stack[0]!;
    expect(s.objects[trigger]!.kind).toBe('ability');
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: trigger }]));
    expect(events(s, 'counter')).toMatchObject([{ rule: '701.6a', object: trigger }]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(exiled(s)).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Stifle']);
    expect(s.stack).toEqual([]);
  });

  it('ruling: it can target a delayed triggered ability (the Stag\'s "return that card" trigger: the card stays exiled)', () => {
    // ruling: "It can target delayed triggered abilities. For example, a card that says “Whenever a player cycles a
    // card, you may exile target creature. If you do, return that creature to the battlefield at the beginning of
    // the end step.” triggers when a player cycles a card and creates a delayed trigger that happens at the
    // beginning of the end step. You can choose to target the “at the beginning of the end step” trigger when it is
    // placed on the stack at end of turn."
    const { state, ids } = stagAndStifle();
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Bronze Sable') }] }));
    expect(exiled(s)).toEqual(['Bronze Sable']);
    s = passToStep(s, 'end');
    const delayed = s.stack[0]!;
    expect(s.objects[delayed]!.kind).toBe('ability');
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: delayed }]));
    s = nextTurn(s);
    expect(exiled(s)).toEqual(['Bronze Sable']);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
  });

  it('ruling: "Turn-based actions and special actions like the normal card draw, combat damage, or turning a face-down creature face up can\'t be targeted."', () => {
    // every priority of a turn with a draw and combat damage, asked even where only passing is left:
    // Stifle is never offered, since those actions never use the stack (CR 116.2, 703.1)
    const { state, ids } = setup({
      step: 'upkeep',
      settings: { autoPass: 'never' },
      players: [{ battlefield: ['Island', 'Island', 'Wild Griffin'], hand: ['Stifle'], library: ['Island', 'Island'] }, { battlefield: [], library: ['Island', 'Island'] }],
    });
    const stifle = ids.hand[0]![0]!;
    let s = state;
    const steps = new Set<string>();
    for (let i = 0; i < 200 && s.turn.number === state.turn.number; i++) {
      steps.add(s.turn.step);
      expect(legalActions(s).some((a) => a.type === 'cast' && a.card === stifle)).toBe(false);
      const attack = legalActions(s).find((a) => a.type === 'declareAttacker');
      s = apply(s, attack ?? legalActions(s).find((a) => a.type === 'pass' || a.type === 'confirmAttackers' || a.type === 'confirmBlockers')!);
    }
    expect([...steps]).toEqual(expect.arrayContaining(['draw', 'combatDamage']));
    expect(events(s, 'draw').length).toBeGreaterThan(0);
    expect(s.players[1]!.life).toBe(18);
  });

  // ruling: "An activated ability has a “Cost: Effect” format. Look for the colon. A triggered ability starts with
  // “when”, “whenever”, or “at”." — Air Servant's "{2}{U}: Tap …" here, Glimmerpoint Stag's "When …" above
  it('an activated ability countered does nothing (its cost stays paid); a spell is not a legal target', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Island', 'Wild Griffin'], hand: ['Stifle', 'Stifle'] },
        { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Air Servant'], hand: ['Divination'] },
      ],
    });
    const griffin = permanent(state, 'Wild Griffin');
    let s = activate(state, 1, permanent(state, 'Air Servant'), 0, [{ object: griffin }]);
    const ability = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: ability }]));
    expect(events(s, 'counter')).toMatchObject([{ object: ability }]);
    expect(s.objects[griffin]!.tapped).toBe(false);
    expect(s.players[1]!.pool).toMatchObject({ U: 0 });
    s = cast(s, 1, ids.hand[1]![0]!);
    s = passUntil(s, (x) => x.decision?.player === 0);
    expectRefused(s, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [{ object: s.stack[0]! }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Misdirection', () => {
  const ISLANDS = ['Island', 'Island', 'Island', 'Island', 'Island'];
  const SWAMPS = ['Swamp', 'Swamp', 'Swamp'];
  /** Player 1 casts Murder on the Sable; player 0 gets priority with Misdirection (and other cards) in hand. */
  const murderCast = (mine: string[], theirs: string[], hand: string[] = ['Misdirection']) => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Bronze Sable', ...mine], hand }, { battlefield: [...SWAMPS, ...theirs], hand: ['Murder'] }],
    });
    let s = cast(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    const murder = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    return { s, ids, murder };
  };

  it('Change the target of target spell with a single target: the new target is chosen as it resolves, among the other legal ones', () => {
    // ruling: "You choose the spell to target on announcement, but you pick the new target for that spell on
    // resolution."
    const { s: start, ids, murder } = murderCast(ISLANDS, ['Wild Griffin']);
    let s = cast(start, 0, ids.hand[0]![0]!, [{ object: murder }]);
    expect(s.objects[murder]!.targets).toEqual([{ object: permanent(s, 'Bronze Sable') }]);
    s = resolveTop(s);
    const griffin = permanent(s, 'Wild Griffin');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '115.7a', options: [{ object: griffin }] } });
    s = resolveStack(choose(s, [0]));
    expect(events(s, 'changeTarget')).toMatchObject([{ rule: '115.7a', object: murder, to: griffin }]);
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Murder', 'Wild Griffin']);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('ruling: "… if such a target choice would be legal had the spell been cast while this spell was on the stack" (CR 115.7a): legal for the spell\'s controller, not Misdirection\'s — player 0\'s hexproof creature is no new target for player 1\'s Murder', () => {
    const { s: start, ids, murder } = murderCast([...ISLANDS, 'Typhoid Rats'], ['Wild Griffin']);
    let s = withKeywords(start, permanent(start, 'Typhoid Rats'), ['hexproof']);
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: murder }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '115.7a', options: [{ object: permanent(s, 'Wild Griffin') }] } });
  });

  it('ruling: "This does not check if the current target is legal. It just checks if the spell has a single target."', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Bronze Sable', ...ISLANDS, 'Island', 'Island', 'Island'], hand: ['Repulse', 'Misdirection'], library: ['Island'] },
        { battlefield: [...SWAMPS, 'Wild Griffin'], hand: ['Murder'] },
      ],
    });
    const [repulse, misdirection] = ids.hand[0]!;
    let s = cast(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    const murder = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    // the Sable leaves: Murder's only target is no longer legal
    s = resolveTop(cast(s, 0, repulse!, [{ object: permanent(s, 'Bronze Sable') }]));
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    s = passUntil(s, (x) => x.decision?.player === 0);
    // Misdirection may still target Murder, a spell with a single target
    s = resolveTop(cast(s, 0, misdirection!, [{ object: murder }]));
    const griffin = permanent(s, 'Wild Griffin');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '115.7a', options: [{ object: griffin }] } });
    s = resolveStack(choose(s, [0]));
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Murder', 'Wild Griffin']);
  });

  it('You may exile a blue card from your hand rather than pay its mana cost (CR 118.9): only a blue card, never itself', () => {
    const { s, ids, murder } = murderCast([], ['Wild Griffin'], ['Misdirection', 'Plated Seastrider', 'Bronze Sable', 'Misdirection']);
    const [misdirection, seastrider, sable, other] = ids.hand[0]!;
    const offered = legalActions(s).filter((a) => a.type === 'cast' && a.card === misdirection);
    expect(offered).toEqual([seastrider, other].map((exileInstead) => ({ type: 'cast', player: 0, card: misdirection, targets: [{ object: murder }], x: 0, exileInstead })));
    expectRefused(s, { type: 'cast', player: 0, card: misdirection!, targets: [{ object: murder }], x: 0, exileInstead: sable! }, 'illegal', '118.9');
    expectRefused(s, { type: 'cast', player: 0, card: misdirection!, targets: [{ object: murder }], x: 0 }, 'cannotPay');
    const t = apply(s, { type: 'cast', player: 0, card: misdirection!, targets: [{ object: murder }], x: 0, exileInstead: seastrider! });
    expect(exiled(t)).toEqual(['Plated Seastrider']);
    expect(names(t, 0, 'hand')).toEqual(['Bronze Sable', 'Misdirection']);
    expect(t.stack.map((id) => t.objects[id]!.card)).toEqual(['Murder', 'Misdirection']);
  });

  it('rulings: no other legal target, no change; a spell with no target, or two, can\'t be targeted', () => {
    // ruling: "If there is no other legal target for the spell, this does not change the target."
    const { s, ids, murder } = murderCast(ISLANDS, [], ['Misdirection', 'Misdirection']);
    let t = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: murder }]));
    expect(t.decision?.kind).not.toBe('choose');
    t = resolveStack(t);
    expect(events(t, 'changeTarget')).toEqual([]);
    expect(names(t, 0, 'graveyard').sort()).toEqual(['Bronze Sable', 'Misdirection']);

    const two = setup({
      active: 1,
      players: [{ battlefield: ISLANDS, hand: ['Misdirection'] }, { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Bronze Sable'], hand: ['Aether Tradewinds', 'Divination'] }, { battlefield: ['Pillarfield Ox'] }],
    });
    let u = cast(two.state, 1, two.ids.hand[1]![1]!);
    u = cast(u, 1, two.ids.hand[1]![0]!, [{ object: permanent(u, 'Bronze Sable') }, { object: permanent(u, 'Pillarfield Ox') }]);
    expect(u.stack).toHaveLength(2);
    u = passUntil(u, (x) => x.decision?.player === 0);
    for (const spell of u.stack) expectRefused(u, { type: 'cast', player: 0, card: two.ids.hand[0]![0]!, targets: [{ object: spell }], x: 0 }, 'badTarget');
  });

  it('rulings: it can make a spell target Misdirection itself, never the spell itself', () => {
    // ruling: "You can choose to make a spell on the stack target this spell (if such a target choice would be legal
    // had the spell been cast while this spell was on the stack). The new target for the deflected spell is not
    // chosen until this spell resolves. This spell is still on the stack when new targets are selected for the
    // spell."
    // ruling: "You can’t make a spell which is on the stack target itself."
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Island', 'Island', 'Island'], hand: ['Dream Fracture'], library: ['Murder'] },
        { battlefield: Array<string>(8).fill('Island'), hand: ['Divination', 'Misdirection'], library: ['Wild Griffin', 'Bronze Sable', 'Pillarfield Ox'] },
      ],
    });
    let s = cast(state, 1, ids.hand[1]![0]!);
    const divination = s.stack[0]!;
    s = cast(passUntil(s, (x) => x.decision?.player === 0), 0, ids.hand[0]![0]!, [{ object: divination }]);
    const fracture = s.stack[1]!;
    s = cast(passUntil(s, (x) => x.decision?.player === 1), 1, ids.hand[1]![1]!, [{ object: fracture }]);
    const misdirection = s.stack[2]!;
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { options: [{ object: misdirection }] } });
    s = resolveStack(choose(s, [0]));
    // Dream Fracture's only target left the stack: it does nothing, and Divination resolves
    expect(names(s, 1, 'hand')).toEqual(['Wild Griffin', 'Bronze Sable']);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(events(s, 'counter')).toEqual([]);
  });

  it('ruling: the new target becomes a target of the spell — Jetting Glasskite\'s trigger counters it', () => {
    // ruling: "Once the spell resolves, the new target is considered to be targeted by the deflected spell. This
    // will trigger any effects which trigger on being targeted."
    const { s: start, ids, murder } = murderCast(ISLANDS, ['Jetting Glasskite']);
    let s = resolveTop(cast(start, 0, ids.hand[0]![0]!, [{ object: murder }]));
    s = choose(s, [0]);
    const kite = permanent(s, 'Jetting Glasskite');
    expect(s.objects[murder]!.targets).toEqual([{ object: kite }]);
    s = resolveStack(s);
    expect(events(s, 'counter')).toMatchObject([{ object: murder }]);
    expect(permanents(s, 'Jetting Glasskite')).toEqual([kite]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });
});
