import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, tryApply, view } from '../../../src/index.js';
import {
  activate, attack, block, canBlock, cast, castAndResolve, castable, choose, events, expectRefused, keywords, names, nextTurn, passToPlayer, passUntil, permanent, permanents, pt,
  putTrigger, resolveStack, setup, toBlockers, withKeywords,
} from '../helpers.js';

describe('Caller of Gales', () => {
  it('{1}{U}, {T}: Target creature gains flying until end of turn', () => {
    const { state } = setup({ players: [{ battlefield: ['Island', 'Island', 'Caller of Gales', 'Bronze Sable'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(activate(state, 0, permanent(state, 'Caller of Gales'), 0, [{ object: sable }]));
    expect(keywords(s, sable)).toEqual(['flying']);
    expect(s.objects[permanent(s, 'Caller of Gales')]!.tapped).toBe(true);
    s = nextTurn(s);
    expect(keywords(s, sable)).toEqual([]);
  });

  it('{T} in the cost: it can\'t be activated the turn the Caller came under your control (CR 302.6)', () => {
    const { state } = setup({ players: [{ battlefield: ['Island', 'Island', { card: 'Caller of Gales', sick: true }, 'Bronze Sable'] }, {}] });
    expectRefused(state, { type: 'activate', player: 0, source: permanent(state, 'Caller of Gales'), ability: 0, targets: [{ object: permanent(state, 'Bronze Sable') }], x: 0 }, 'illegal', '302.6');
  });
});

describe('Cloaked Siren', () => {
  it('Flash, flying: it can be cast in an opponent\'s turn and has flying', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Cloaked Siren'] }, {}] });
    const s = resolveStack(cast(passUntil(state, (x) => x.decision?.player === 0), 0, ids.hand[0]![0]!));
    const siren = permanent(s, 'Cloaked Siren');
    expect(keywords(s, siren)).toEqual(['flash', 'flying']);
    expect(pt(s, siren)).toEqual([3, 2]);
  });
});

describe('Dismiss', () => {
  it('Counter target spell. Draw a card.', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Dismiss'], library: ['Wild Griffin'] },
        { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'], library: ['Bronze Sable', 'Bronze Sable'] },
      ],
    });
    let s = cast(state, 1, ids.hand[1]![0]!);
    const divination = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: divination }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Divination']);
    expect(names(s, 1, 'hand')).toEqual([]);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
  });
});

describe('Divination', () => {
  it('Draw two cards', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'], library: ['Wild Griffin', 'Bronze Sable', 'Murder'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin', 'Bronze Sable']);
    expect(names(s, 0, 'library')).toEqual(['Murder']);
  });
});

describe('Fleeting Distraction', () => {
  it('Target creature gets -1/-0 until end of turn. Draw a card.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island'], hand: ['Fleeting Distraction'], library: ['Wild Griffin'] }, { battlefield: ['Bronze Sable'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(pt(s, sable)).toEqual([1, 1]);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
    s = nextTurn(s);
    expect(pt(s, sable)).toEqual([2, 1]);
  });

  it('ruling: if the target is illegal when it tries to resolve, it doesn\'t resolve and you don\'t draw', () => {
    // ruling: "If the targeted creature is an illegal target when Fleeting Distraction tries to resolve, it won’t
    // resolve and none of its effects will happen. You won’t draw a card."
    // ruling: "If the targeted creature is an illegal target by the time Fleeting Distraction resolves, the spell
    // doesn’t resolve. You won’t draw a card."
    const { state, ids } = setup({
      players: [{ battlefield: ['Island', 'Swamp', 'Swamp', 'Swamp'], hand: ['Fleeting Distraction', 'Murder'], library: ['Wild Griffin'] }, { battlefield: ['Bronze Sable'] }],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: sable }]));
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Fleeting Distraction']);
  });
});

describe('Into the Void', () => {
  it('Return up to two target creatures to their owners\' hands', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island', 'Island', 'Wild Griffin'], hand: ['Into the Void'] }, { battlefield: ['Bronze Sable'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }, { object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
    expect(names(s, 1, 'hand')).toEqual(['Bronze Sable']);
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toEqual(['Island', 'Island', 'Island', 'Island']);
  });

  it('"up to": one target, or none, may be chosen; a third may not', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island', 'Island', 'Wild Griffin', 'Bronze Sable', 'Doomed Traveler'], hand: ['Into the Void'] }, {}] });
    const card = ids.hand[0]![0]!;
    const [griffin, sable, traveler] = [permanent(state, 'Wild Griffin'), permanent(state, 'Bronze Sable'), permanent(state, 'Doomed Traveler')];
    const s = castAndResolve(state, 0, card, [{ object: sable }]);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable']);
    expect(castable(state, 0, card, [])).toBe(true);
    expectRefused(state, { type: 'cast', player: 0, card, targets: [{ object: griffin }, { object: sable }, { object: traveler }], x: 0 }, 'badTarget', '601.2c');
    expectRefused(state, { type: 'cast', player: 0, card, targets: [{ object: sable }, { object: sable }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Merfolk Looter', () => {
  it('{T}: Draw a card, then discard a card', () => {
    const { state } = setup({ players: [{ battlefield: ['Merfolk Looter'], hand: ['Murder'], library: ['Wild Griffin'] }, {}] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Merfolk Looter'), 0));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'discard', min: 1, max: 1 } });
    expect(names(s, 0, 'hand')).toEqual(['Murder', 'Wild Griffin']);
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder']);
  });

  it('ruling: nothing can be done between drawing and discarding; the drawn card can be discarded', () => {
    // ruling: "You can't do anything in between drawing a card and discarding a card, including casting or cycling
    // the card you drew."
    const { state } = setup({ players: [{ battlefield: ['Merfolk Looter', 'Island', 'Island', 'Island'], hand: ['Murder'], library: ['Divination'] }, {}] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Merfolk Looter'), 0));
    expect(s.stack).toHaveLength(1);
    const actions = legalActions(s);
    expect(actions.length).toBe(2);
    expect(actions.every((a) => a.type === 'choose')).toBe(true);
    s = choose(s, [1]);
    expect(names(s, 0, 'graveyard')).toEqual(['Divination']);
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
  });
});

describe('Negate', () => {
  it('Counter target noncreature spell', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Island', 'Island'], hand: ['Negate'] }, { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'], library: ['Murder', 'Murder'] }],
    });
    let s = cast(state, 1, ids.hand[1]![0]!);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: s.stack[0]! }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Divination']);
    expect(names(s, 1, 'hand')).toEqual([]);
  });

  it('ruling: a creature spell, even an artifact creature spell, is not a legal target', () => {
    // ruling: "A “creature spell” is any spell with the type creature, even if it has other types such as artifact
    // or enchantment. Older cards of type summon are also creature spells."
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Island', 'Island'], hand: ['Negate'] }, { battlefield: ['Island', 'Island'], hand: ['Bronze Sable'] }],
    });
    let s = cast(state, 1, ids.hand[1]![0]!);
    s = passUntil(s, (x) => x.decision?.player === 0);
    expectRefused(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: s.stack[0]! }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Repulse', () => {
  it('Return target creature to its owner\'s hand. Draw a card.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Repulse'], library: ['Wild Griffin'] }, { battlefield: [{ card: 'Bronze Sable', controller: 0 }] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 1, 'hand')).toEqual(['Bronze Sable']);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
  });
});

describe('Sphinx of Magosi', () => {
  it('Flying; {2}{U}: Draw a card, then put a +1/+1 counter on Sphinx of Magosi', () => {
    const { state } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Sphinx of Magosi'], library: ['Murder', 'Murder'] }, {}] });
    const sphinx = permanent(state, 'Sphinx of Magosi');
    expect(keywords(state, sphinx)).toEqual(['flying']);
    let s = resolveStack(activate(state, 0, sphinx, 0));
    s = resolveStack(activate(s, 0, sphinx, 0));
    expect(names(s, 0, 'hand')).toEqual(['Murder', 'Murder']);
    expect(s.objects[sphinx]!.counters).toEqual({ '+1/+1': 2 });
    expect(pt(s, sphinx)).toEqual([8, 8]);
    expect(permanents(s, 'Island').every((id) => s.objects[id]!.tapped)).toBe(true);
  });
});

describe('Deceiver Exarch', () => {
  const players = () => [
    { battlefield: [{ card: 'Island', tapped: true }, 'Island', 'Island', 'Island', { card: 'Bronze Sable', tapped: true }], hand: ['Deceiver Exarch'] },
    { battlefield: ['Wild Griffin'] },
  ];

  it('Flash; when it enters, choose one — untap target permanent you control', () => {
    const { state, ids } = setup({ active: 1, players: players() });
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    const sable = permanent(s, 'Bronze Sable');
    expect(legalActions(s).some((a) => a.type === 'putTrigger' && a.modes?.[0] === 0 && a.targets.some((t) => 'object' in t && t.object === permanent(s, 'Wild Griffin')))).toBe(false);
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: sable }], modes: [0] }));
    expect(s.objects[sable]!.tapped).toBe(false);
  });

  it('• Tap target permanent an opponent controls', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    const griffin = permanent(s, 'Wild Griffin');
    expect(tryApply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Bronze Sable') }], modes: [1] }).ok).toBe(false);
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: griffin }], modes: [1] }));
    expect(s.objects[griffin]!.tapped).toBe(true);
    expect(pt(s, permanent(s, 'Deceiver Exarch'))).toEqual([1, 4]);
  });
});

describe('Merfolk Skyscout', () => {
  it('Flying; whenever it attacks, untap target permanent', () => {
    const { state } = setup({ players: [{ battlefield: ['Merfolk Skyscout', { card: 'Island', tapped: true }] }, {}] });
    const scout = permanent(state, 'Merfolk Skyscout');
    expect(keywords(state, scout)).toEqual(['flying']);
    let s = attack(state, [[scout, 1]]);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    const island = permanent(s, 'Island');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: island }] }));
    expect(s.objects[island]!.tapped).toBe(false);
  });

  it('ruling: you may target any permanent with the ability, including Merfolk Skyscout itself', () => {
    const { state } = setup({ players: [{ battlefield: ['Merfolk Skyscout', { card: 'Island', tapped: true }] }, {}] });
    const scout = permanent(state, 'Merfolk Skyscout');
    let s = attack(state, [[scout, 1]]);
    expect(s.objects[scout]!.tapped).toBe(true);
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: scout }] }));
    expect(s.objects[scout]!.tapped).toBe(false);
  });

  it('ruling: "When Merfolk Skyscout blocks, its second ability triggers just once, even if it somehow blocked multiple attacking creatures."', () => {
    // Valor Made Real lets it block any number of creatures
    const { state, ids } = setup({ players: [{ battlefield: ['Wild Griffin', 'Courier Hawk', { card: 'Plains', tapped: true }] }, { battlefield: ['Merfolk Skyscout', 'Plains'], hand: ['Valor Made Real'] }] });
    const scout = permanent(state, 'Merfolk Skyscout');
    const griffin = permanent(state, 'Wild Griffin');
    const hawk = permanent(state, 'Courier Hawk');
    let s = passToPlayer(attack(state, [[griffin, 1], [hawk, 1]]), 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: scout }]));
    s = block(s, [[scout, griffin], [scout, hawk]]);
    expect(s.combat?.blockers).toEqual([expect.objectContaining({ id: scout, blocking: [griffin, hawk] })]);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    expect(s.pendingTriggers).toHaveLength(1);
    s = resolveStack(apply(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: ids.battlefield[0]![2]! }] }));
    expect(events(s, 'trigger').filter((e) => e.card === 'Merfolk Skyscout')).toHaveLength(1);
    expect(s.objects[ids.battlefield[0]![2]!]!.tapped).toBe(false);
  });

  it('whenever it blocks, untap target permanent (an opponent\'s too)', () => {
    const { state } = setup({ players: [{ battlefield: ['Wild Griffin', { card: 'Plains', tapped: true }] }, { battlefield: ['Merfolk Skyscout'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = block(attack(state, [[griffin, 1]]), [[permanent(state, 'Merfolk Skyscout'), griffin]]);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    expect(s.pendingTriggers).toHaveLength(1);
    s = resolveStack(apply(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: griffin }] }));
    expect(s.objects[griffin]!.tapped).toBe(false);
  });
});

describe('Mnemonic Wall', () => {
  const players = () => [
    { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Mnemonic Wall'], graveyard: ['Divination', 'Wild Griffin', 'Into the Void'] },
    {},
  ];

  it('Defender; when it enters, you may return target instant or sorcery card from your graveyard to your hand', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(keywords(s, permanent(s, 'Mnemonic Wall'))).toEqual(['defender']);
    expectRefused(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ids.graveyard[0]![1]! }] }, 'badTarget');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ids.graveyard[0]![0]! }] }));
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
    expect(names(s, 0, 'graveyard')).toEqual(['Wild Griffin', 'Into the Void']);
  });

  it('returning the card is optional', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ids.graveyard[0]![2]! }] }));
    s = choose(s, [1]);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Divination', 'Wild Griffin', 'Into the Void']);
  });

  it('"from your graveyard": an instant card in an opponent\'s graveyard is not a legal target, so with no other the ability does nothing', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Mnemonic Wall'] }, { graveyard: ['Divination'] }] });
    // with no legal target the ability is removed from the stack (CR 603.3d)
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'priority' });
    expect(s.stack).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Divination']);
    expect(names(s, 0, 'hand')).toEqual([]);
  });
});

/** The card names of the options of the pending choice. */
function optionCards(s: ReturnType<typeof setup>['state']): string[] {
  return (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
}

describe('Omenspeaker', () => {
  const players = () => [
    { battlefield: ['Island', 'Island'], hand: ['Omenspeaker'], library: ['Murder', 'Divination', 'Wild Griffin', 'Plains'] },
    {},
  ];

  it('When it enters, scry 2: look at the top two cards, put any number on the bottom and the rest on top in any order', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'scryBottom', min: 0, max: 2 } });
    expect(optionCards(s)).toEqual(['Murder', 'Divination']);
    s = choose(s, [0]);
    expect(names(s, 0, 'library')).toEqual(['Divination', 'Wild Griffin', 'Plains', 'Murder']);
    expect(pt(s, permanent(s, 'Omenspeaker'))).toEqual([1, 3]);
  });

  // ruling: "When you scry, you may put all the cards you look at back on top of your library, you may put
  // all of those cards on the bottom of your library, or you may put some of those cards on top and the
  // rest on the bottom." (the test above puts some on the bottom; this one all on top, the next all on
  // the bottom)
  // ruling: "You choose how to order cards returned to your library after scrying no matter where you put
  // them." (the order on top here, on the bottom in the next)
  it('ruling: you may put all the cards back on top, and you choose their order', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, []);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'scryTop', min: 1, max: 1 } });
    s = choose(s, [optionCards(s).indexOf('Divination')]);
    expect(names(s, 0, 'library')).toEqual(['Divination', 'Murder', 'Wild Griffin', 'Plains']);
  });

  it('ruling: you may put all of them on the bottom, in the order you choose', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [0, 1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'scryBottomOrder' } });
    s = choose(s, [optionCards(s).indexOf('Divination')]);
    expect(names(s, 0, 'library')).toEqual(['Wild Griffin', 'Plains', 'Divination', 'Murder']);
  });

  it('the other players see that a scry happened, not the cards', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [1]);
    const seen = view(s, 1).log.filter((e) => e.type === 'scry');
    expect(seen).toEqual([expect.objectContaining({ player: 0, amount: 2, rule: '701.22a' })]);
    expect(seen[0]!.card).toBeUndefined();
  });
});

describe('Serum Visions', () => {
  it('Draw a card. Scry 2. (ruling: you perform the actions in sequence: the scry sees the cards under the one drawn)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island'], hand: ['Serum Visions'], library: ['Murder', 'Divination', 'Wild Griffin', 'Plains'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
    expect(optionCards(s)).toEqual(['Divination', 'Wild Griffin']);
    s = choose(s, [1]);
    expect(names(s, 0, 'library')).toEqual(['Divination', 'Plains', 'Wild Griffin']);
    expect(names(s, 0, 'graveyard')).toEqual(['Serum Visions']);
  });

  it('with one card left in the library, scry 2 looks at that one card (CR 701.22a)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island'], hand: ['Serum Visions'], library: ['Murder', 'Plains'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'scryBottom', max: 1 } });
    s = choose(s, [0]);
    expect(names(s, 0, 'library')).toEqual(['Plains']);
  });
});

describe('Vertigo Spawn', () => {
  const tapped = (s: ReturnType<typeof setup>['state'], id: number) => s.objects[id]!.tapped;

  it("Defender; whenever it blocks a creature, tap that creature; it doesn't untap during its controller's next untap step", () => {
    const { state } = setup({ players: [{ battlefield: ['Vertigo Spawn'], library: ['Murder', 'Murder', 'Murder'] }, { battlefield: ['Child of Night'], library: ['Murder', 'Murder', 'Murder'] }] });
    const spawn = permanent(state, 'Vertigo Spawn');
    const child = permanent(state, 'Child of Night');
    expect(keywords(state, spawn)).toEqual(['defender']);
    // with vigilance, attacking leaves it untapped: the tap is Vertigo Spawn's
    let s = withKeywords(nextTurn(state), child, ['vigilance']);
    s = attack(s, [[child, 0]]);
    expect(tapped(s, child)).toBe(false);
    s = resolveStack(block(s, [[spawn, child]]));
    expect(tapped(s, child)).toBe(true);
    s = nextTurn(s);
    expect([s.turn.active, tapped(s, child)]).toEqual([0, true]);
    s = nextTurn(s);
    expect([s.turn.active, s.turn.number, tapped(s, child)]).toEqual([1, 5, true]);
    s = nextTurn(nextTurn(s));
    expect([s.turn.number, tapped(s, child)]).toEqual([7, false]);
  });

  it('ruling: if the creature was already tapped when Vertigo Spawn blocked it, it still won\'t untap during its controller\'s next untap step', () => {
    const { state } = setup({ players: [{ battlefield: ['Vertigo Spawn'], library: ['Murder', 'Murder', 'Murder'] }, { battlefield: ['Child of Night'], library: ['Murder', 'Murder', 'Murder'] }] });
    const child = permanent(state, 'Child of Night');
    let s = resolveStack(block(attack(nextTurn(state), [[child, 0]]), [[permanent(state, 'Vertigo Spawn'), child]]));
    s = nextTurn(nextTurn(s));
    expect([s.turn.number, tapped(s, child)]).toEqual([5, true]);
  });

  it('ruling: if two Vertigo Spawns block the same creature, both trigger, but it can untap during the untap step following the next one', () => {
    const { state } = setup({ players: [{ battlefield: ['Vertigo Spawn', 'Vertigo Spawn'], library: ['Murder', 'Murder', 'Murder'] }, { battlefield: ['Child of Night'], library: ['Murder', 'Murder', 'Murder'] }] });
    const [a, b] = permanents(state, 'Vertigo Spawn');
    const child = permanent(state, 'Child of Night');
    let s = block(attack(nextTurn(state), [[child, 0]]), [[a!, child], [b!, child]]);
    // both trigger: their controller puts them on the stack in the order they choose (CR 603.3b)
    s = resolveStack(putTrigger(s, []));
    expect(s.ruleEffects.filter((e) => e.kind === 'skipsNextUntap')).toHaveLength(2);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = apply(s, { type: 'assignDamage', player: 1, attacker: child, amounts: [1, 1] });
    s = nextTurn(nextTurn(s));
    expect(s.turn.number).toBe(5);
    expect([s.turn.active, tapped(s, child)]).toEqual([1, true]);
    s = nextTurn(nextTurn(s));
    expect([s.turn.number, tapped(s, child)]).toEqual([7, false]);
    expect(s.ruleEffects).toEqual([]);
  });

  it('CR 509.3b: "Whenever ~ blocks a creature" triggers once for each attacker it blocks, each tapping its own creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Child of Night', 'Bronze Sable'] }, { battlefield: ['Vertigo Spawn', 'Plains'], hand: ['Valor Made Real'] }] });
    const spawn = permanent(state, 'Vertigo Spawn');
    const child = permanent(state, 'Child of Night');
    const sable = permanent(state, 'Bronze Sable');
    let s = withKeywords(withKeywords(state, child, ['vigilance']), sable, ['vigilance']);
    s = passToPlayer(attack(s, [[child, 1], [sable, 1]]), 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: spawn }]));
    s = block(s, [[spawn, child], [spawn, sable]]);
    // two triggers: their controller orders them (CR 603.3b)
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    s = resolveStack(putTrigger(s, []));
    expect(events(s, 'trigger').filter((e) => e.card === 'Vertigo Spawn')).toHaveLength(2);
    expect([tapped(s, child), tapped(s, sable)]).toEqual([true, true]);
  });
});

describe('Traumatic Visions', () => {
  it('Counter target spell', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: Array<string>(5).fill('Island'), hand: ['Traumatic Visions'] },
        { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'], library: ['Bronze Sable', 'Bronze Sable'] },
      ],
    });
    let s = cast(state, 1, ids.hand[1]![0]!);
    const divination = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: divination }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Divination']);
    expect(names(s, 1, 'hand')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Traumatic Visions']);
  });

  it('Basic landcycling {1}{U}: search your library for a basic land card, reveal it, put it into your hand', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island'], hand: ['Traumatic Visions'], library: ['Murder', 'Island'] }, {}] });
    let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search', min: 0, max: 1 } });
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Island']);
    expect(names(s, 0, 'graveyard')).toEqual(['Traumatic Visions']);
    expect(events(s, 'reveal').map((e) => (e as { card: string }).card)).toEqual(['Island']);
    // ruling: "Unlike the normal cycling ability, basic landcycling doesn’t allow you to draw a card.
    // Instead, it lets you search your library for a basic land card."
    expect(events(s, 'draw')).toEqual([]);
  });

  it('the ruling: you can choose not to find a basic land card, even if there is one', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island'], hand: ['Traumatic Visions'], library: ['Island'] }, {}] });
    const s = choose(resolveStack(activate(state, 0, ids.hand[0]![0]!, 0)), []);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Island']);
  });
});

describe('Covenant of Minds', () => {
  const start = () => setup({
    players: [
      { battlefield: Array<string>(5).fill('Island'), hand: ['Covenant of Minds'], library: ['Murder', 'Divination', 'Bronze Sable', 'Wild Griffin', 'Negate', 'Repulse', 'Dismiss', 'Island'] },
      {},
      {},
    ],
  });

  it('Target opponent may choose to put those cards into your hand (put, not drawn: the ruling)', () => {
    // ruling: "The targeted opponent has two options: Let you have the three revealed cards or let you have five
    // unknown cards. Note that if the opponent goes with the first option, you put cards into your hand rather than
    // draw them (in case something like Hoofprints of the Stag cares about that), but if the opponent goes with the
    // second option, you actually draw cards."
    const { state, ids } = start();
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 2 }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { min: 1, max: 1 } });
    expect(events(s, 'reveal').map((e) => (e as { card: string }).card)).toEqual(['Murder', 'Divination', 'Bronze Sable']);
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Murder', 'Divination', 'Bronze Sable']);
    expect(names(s, 0, 'graveyard')).toEqual(['Covenant of Minds']);
    expect(events(s, 'draw')).toHaveLength(0);
  });

  it("If they don't, put those cards into your graveyard and draw five cards", () => {
    const { state, ids } = start();
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1 });
    s = resolveStack(choose(s, [1]));
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Divination', 'Bronze Sable', 'Covenant of Minds']);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin', 'Negate', 'Repulse', 'Dismiss', 'Island']);
    expect(events(s, 'draw')).toHaveLength(5);
  });

  it('CR 800.4g: if the target opponent leaves the game before choosing, another opponent chooses', () => {
    const { state, ids } = start();
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'put those cards into their hand' } });
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Murder', 'Divination', 'Bronze Sable']);
  });

  it('target opponent: the caster is not a legal target', () => {
    const { state, ids } = start();
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ player: 0 }], x: 0 }, 'badTarget');
  });
});

describe('Desertion', () => {
  const start = (spell: string) => setup({
    active: 1,
    players: [
      { battlefield: Array<string>(5).fill('Island'), hand: ['Desertion'] },
      { battlefield: ['Wastes', 'Wastes', 'Wastes', 'Island', 'Mountain', 'Mountain'], hand: [spell], library: ['Bronze Sable', 'Bronze Sable'] },
    ],
  });
  const counter = (spell: string) => {
    const { state, ids } = start(spell);
    let s = cast(state, 1, ids.hand[1]![0]!);
    const target = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    return resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: target }]));
  };

  it('If an artifact or creature spell is countered this way, put that card onto the battlefield under your control instead', () => {
    const s = counter('Peace Strider');
    const strider = permanent(s, 'Peace Strider');
    expect(s.objects[strider]!.controller).toBe(0);
    expect(s.objects[strider]!.owner).toBe(1);
    expect(names(s, 1, 'graveyard')).toEqual([]);
    // ruling: "This spell includes a replacement effect. If the target is an artifact or creature, it never
    // goes to the graveyard." — no zone change to a graveyard for it, even for a moment
    expect(events(s, 'zoneChange').filter((e) => e.card === 'Peace Strider' && e.zone === 'graveyard')).toEqual([]);
    expect(events(s, 'counter')).toHaveLength(1);
    // its "enters" ability triggers under its new controller
    expect(s.players.map((p) => p.life)).toEqual([23, 20]);
  });

  it('"If an artifact or creature spell is countered this way": a noncreature artifact spell is put onto the battlefield under your control too', () => {
    const s = counter('Spectral Searchlight');
    const searchlight = permanent(s, 'Spectral Searchlight');
    expect(s.objects[searchlight]).toMatchObject({ controller: 0, owner: 1 });
    expect(characteristics(s, searchlight).types).toEqual(['Artifact']);
    expect(names(s, 1, 'graveyard')).toEqual([]);
    expect(events(s, 'counter')).toHaveLength(1);
  });

  it('Counter target spell: any other spell goes to its owner\'s graveyard', () => {
    const s = counter('Divination');
    expect(names(s, 1, 'graveyard')).toEqual(['Divination']);
    expect(names(s, 1, 'hand')).toEqual([]);
  });

  it('the ruling: a spell that can\'t be countered is not countered and resolves as normal', () => {
    // ruling: "If the spell is not countered (because the spell it targets can’t be countered), then this card’s
    // ability does not put the card onto the battlefield. The spell continues to resolve as normal."
    const s = counter('Volcanic Fallout');
    expect(events(s, 'counter')).toHaveLength(0);
    expect(s.players.map((p) => p.life)).toEqual([18, 18]);
    expect(names(s, 1, 'graveyard')).toEqual(['Volcanic Fallout']);
  });
});

describe('Vaporkin', () => {
  it('Flying; Vaporkin can block only creatures with flying', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Vaporkin'] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }] });
    const vaporkin = permanent(state, 'Vaporkin');
    expect(keywords(state, vaporkin)).toEqual(['flying']);
    const s = toBlockers(attack(state, [[permanent(state, 'Bronze Sable'), 0], [permanent(state, 'Wild Griffin'), 0]]));
    expect(canBlock(s, vaporkin, permanent(s, 'Bronze Sable'))).toBe(false);
    expect(canBlock(s, vaporkin, permanent(s, 'Wild Griffin'))).toBe(true);
    const blocked = apply(apply(s, { type: 'declareBlocker', player: 0, blocker: vaporkin, attacker: permanent(s, 'Wild Griffin') }), { type: 'confirmBlockers', player: 0 });
    expect(blocked.combat?.attackers.find((a) => a.id === permanent(s, 'Wild Griffin'))?.blockers).toEqual([vaporkin]);
  });
});

describe('Skittering Crustacean', () => {
  it('"{6}{U}: Monstrosity 4." "As long as Skittering Crustacean is monstrous, it has hexproof."', () => {
    const islands = Array<string>(7).fill('Island');
    const { state, ids } = setup({ players: [{ battlefield: ['Skittering Crustacean', ...islands] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const crab = permanent(state, 'Skittering Crustacean');
    expect(pt(state, crab)).toEqual([2, 3]);
    expect(keywords(state, crab)).toEqual([]);
    // not yet monstrous: an opponent may target it
    expect(castable(passUntil(state, (x) => x.decision?.player === 1), 1, ids.hand[1]![0]!, [{ object: crab }])).toBe(true);
    const s = resolveStack(activate(state, 0, crab, 0));
    expect(pt(s, crab)).toEqual([6, 7]);
    expect(keywords(s, crab)).toEqual(['hexproof']);
    expect(events(s, 'monstrous')).toEqual([expect.objectContaining({ rule: '701.37a', object: crab, amount: 4 })]);
    expectRefused(passUntil(s, (x) => x.decision?.player === 1), { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: crab }], x: 0 }, 'badTarget', '601.2c');
  });
});
