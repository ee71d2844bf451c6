import { describe, expect, it } from 'vitest';
import { apply, tryApply, view } from '../../../src/index.js';
import {
  activate, attack, cast, castAndResolve, choose, events, expectRefused, keywords, names, nextTurn, passUntil, permanent, permanents, pt, resolveStack, setup,
} from '../helpers.js';

describe('Akroan Hoplite', () => {
  it('Whenever it attacks, it gets +X/+0 until end of turn, where X is the number of attacking creatures you control', () => {
    const { state } = setup({ players: [{ battlefield: ['Akroan Hoplite', 'Bronze Sable', 'Wild Griffin'] }, {}] });
    const hoplite = permanent(state, 'Akroan Hoplite');
    const s = resolveStack(attack(state, [[hoplite, 1], [permanent(state, 'Bronze Sable'), 1], [permanent(state, 'Wild Griffin'), 1]]));
    expect(pt(s, hoplite)).toEqual([4, 2]);
  });

  it('ruling: X is counted as the ability resolves, and the bonus won\'t change afterwards', () => {
    // ruling: "Once the ability resolves, the bonus won’t change even if the number of attacking creatures you
    // control does."
    // ruling: "Count the number of attacking creatures you control when the ability resolves to determine the value
    // of X."
    const { state, ids } = setup({ players: [{ battlefield: ['Akroan Hoplite', 'Bronze Sable', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, {}] });
    const [hoplite, sable] = [permanent(state, 'Akroan Hoplite'), permanent(state, 'Bronze Sable')];
    let s = resolveStack(attack(state, [[hoplite, 1], [sable, 1]]));
    expect(pt(s, hoplite)).toEqual([3, 2]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(pt(s, hoplite)).toEqual([3, 2]);
  });
});

describe('Ascended Lawmage', () => {
  it('Flying; hexproof: it can\'t be the target of spells or abilities your opponents control', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Plains', 'Plains', 'Ascended Lawmage'], hand: ['Zealous Strike'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    const lawmage = permanent(state, 'Ascended Lawmage');
    expect(keywords(state, lawmage)).toEqual(['flying', 'hexproof']);
    expectRefused(state, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: lawmage }], x: 0 }, 'badTarget', '601.2c');
    const s = resolveStack(cast(passUntil(state, (x) => x.decision?.player === 0), 0, ids.hand[0]![0]!, [{ object: lawmage }]));
    expect(pt(s, lawmage)).toEqual([5, 4]);
  });
});

describe('Juniper Order Ranger', () => {
  it('Whenever another creature enters under your control, put a +1/+1 counter on that creature and on the Ranger', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Juniper Order Ranger', 'Wastes', 'Wastes'], hand: ['Bronze Sable'] }, {}] });
    const ranger = permanent(state, 'Juniper Order Ranger');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const sable = permanent(s, 'Bronze Sable');
    expect(s.objects[sable]!.counters).toEqual({ '+1/+1': 1 });
    expect(pt(s, sable)).toEqual([3, 2]);
    expect(pt(s, ranger)).toEqual([3, 5]);
  });

  it('a creature entering under an opponent\'s control, or the Ranger itself entering, doesn\'t trigger it', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Juniper Order Ranger'] }, { battlefield: ['Wastes', 'Wastes', 'Forest', 'Forest', 'Forest', 'Plains', 'Plains'], hand: ['Bronze Sable', 'Juniper Order Ranger'] }],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.counters).toEqual({});
    expect(s.stack).toEqual([]);
    s = castAndResolve(s, 1, ids.hand[1]![1]!);
    const rangers = s.battlefield.filter((id) => s.objects[id]!.card === 'Juniper Order Ranger');
    expect(rangers.map((id) => s.objects[id]!.counters)).toEqual([{}, {}]);
  });

  it('ruling: if the Ranger leaves before the ability resolves, the other creature still gets its counter', () => {
    // ruling: "The creature doesn't enter the battlefield with a +1/+1 counter on it. It enters the battlefield,
    // then the ability triggers. If either that creature or Juniper Order Ranger leaves the battlefield before the
    // ability resolves, the remaining creature will still get a +1/+1 counter."
    const { state, ids } = setup({ players: [{ battlefield: ['Juniper Order Ranger', 'Wastes', 'Wastes', 'Swamp', 'Swamp', 'Swamp'], hand: ['Bronze Sable', 'Murder'] }, {}] });
    const ranger = permanent(state, 'Juniper Order Ranger');
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.kind === 'ability');
    const sable = permanent(s, 'Bronze Sable');
    expect(s.objects[sable]!.counters).toEqual({});
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: ranger }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Juniper Order Ranger', 'Murder']);
    expect(s.objects[sable]!.counters).toEqual({ '+1/+1': 1 });
  });

  it('ruling: if the other creature leaves before the ability resolves, the Ranger still gets its counter', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Juniper Order Ranger', 'Wastes', 'Wastes', 'Swamp', 'Swamp', 'Swamp'], hand: ['Bronze Sable', 'Murder'] }, {}] });
    const ranger = permanent(state, 'Juniper Order Ranger');
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.kind === 'ability');
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Bronze Sable') }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable', 'Murder']);
    expect(s.objects[ranger]!.counters).toEqual({ '+1/+1': 1 });
  });
});

describe("Pharika's Mender", () => {
  it('When it enters, you may return target creature or enchantment card from your graveyard to your hand', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest'], hand: ["Pharika's Mender"], graveyard: ['Murder', 'Phyrexian Arena', 'Wild Griffin'] }, {}],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expectRefused(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ids.graveyard[0]![0]! }] }, 'badTarget');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ids.graveyard[0]![1]! }] }));
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Phyrexian Arena']);
    expect(pt(s, permanent(s, "Pharika's Mender"))).toEqual([4, 3]);
  });

  it('"from your graveyard" (CR 115.1, 601.2c): a creature or enchantment card in an opponent\'s graveyard is not a legal target', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest'], hand: ["Pharika's Mender"], graveyard: ['Wild Griffin', 'Phyrexian Arena'] },
        { graveyard: ['Bronze Sable', 'Phyrexian Arena'] },
        { graveyard: ['Ogre Sentry'] },
      ],
    });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    for (const card of [...ids.graveyard[1]!, ...ids.graveyard[2]!]) {
      expectRefused(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: card }] }, 'badTarget');
    }
    const back = choose(resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ids.graveyard[0]![0]! }] })), [0]);
    expect(names(back, 0, 'hand')).toEqual(['Wild Griffin']);
    expect(names(back, 1, 'graveyard')).toEqual(['Bronze Sable', 'Phyrexian Arena']);
  });
});

describe('Coiling Oracle', () => {
  it("When it enters, reveal the top card of your library: a land card goes onto the battlefield", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Island'], hand: ['Coiling Oracle'], library: ['Swamp', 'Murder'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(permanents(s, 'Swamp')).toHaveLength(1);
    expect(names(s, 0, 'library')).toEqual(['Murder']);
    expect(view(s, 1).log.filter((e) => e.type === 'reveal').map((e) => e.card)).toEqual(['Swamp']);
  });

  it('otherwise, put that card into your hand', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Island'], hand: ['Coiling Oracle'], library: ['Murder', 'Swamp'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
    expect(permanents(s, 'Swamp')).toHaveLength(0);
    expect(view(s, 1).log.filter((e) => e.type === 'reveal').map((e) => e.card)).toEqual(['Murder']);
  });
});

describe('Stormchaser Chimera', () => {
  const lands = ['Island', 'Island', 'Mountain', 'Mountain'];
  const revealed = (s: ReturnType<typeof setup>['state']) => events(s, 'reveal').map((e) => (e as { card: string }).card);

  it('Flying; scry 1, then reveal the top card: it gets +X/+0 until end of turn, X that card\'s mana value', () => {
    const { state } = setup({ players: [{ battlefield: ['Stormchaser Chimera', ...lands], library: ['Murder', 'Divination'] }, {}] });
    const chimera = permanent(state, 'Stormchaser Chimera');
    expect(keywords(state, chimera)).toEqual(['flying']);
    let s = resolveStack(activate(state, 0, chimera, 0));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'scryBottom', min: 0, max: 1 } });
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'library')).toEqual(['Divination', 'Murder']);
    expect(revealed(s)).toEqual(['Divination']);
    expect(pt(s, chimera)).toEqual([5, 3]);
  });

  it('the card kept on top is the one revealed (a land: X is 0)', () => {
    const { state } = setup({ players: [{ battlefield: ['Stormchaser Chimera', ...lands], library: ['Plains', 'Divination'] }, {}] });
    const chimera = permanent(state, 'Stormchaser Chimera');
    const s = resolveStack(choose(resolveStack(activate(state, 0, chimera, 0)), []));
    expect(revealed(s)).toEqual(['Plains']);
    expect(pt(s, chimera)).toEqual([2, 3]);
  });

  it('with an empty library nothing is revealed and X is 0', () => {
    const { state } = setup({ players: [{ battlefield: ['Stormchaser Chimera', ...lands] }, {}] });
    const chimera = permanent(state, 'Stormchaser Chimera');
    const s = resolveStack(activate(state, 0, chimera, 0));
    expect(revealed(s)).toEqual([]);
    expect(pt(s, chimera)).toEqual([2, 3]);
  });
});

describe('Dragonlair Spider', () => {
  it('Reach; whenever an opponent casts a spell, create a 1/1 green Insect token, before the spell resolves (the ruling)', () => {
    // ruling: "The triggered ability will resolve and the Insect will be created before the spell that caused it to
    // trigger resolves."
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Dragonlair Spider'] },
        { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'], library: ['Bronze Sable', 'Bronze Sable'] },
      ],
    });
    expect(keywords(state, permanent(state, 'Dragonlair Spider'))).toEqual(['reach']);
    let s = cast(state, 1, ids.hand[1]![0]!);
    // the trigger goes on the stack above the spell and resolves first
    s = passUntil(s, (x) => permanents(x, 'token:insect-1-1').length > 0);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Divination']);
    const insect = permanent(s, 'token:insect-1-1');
    expect(pt(s, insect)).toEqual([1, 1]);
    expect(s.objects[insect]!.controller).toBe(0);
  });

  it('ruling: "The triggered ability won\'t be affected if the spell that caused it to trigger is countered."', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Dragonlair Spider', 'Island', 'Island'], hand: ['Negate'] },
        { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'], library: ['Bronze Sable', 'Bronze Sable'] },
      ],
    });
    let s = cast(state, 1, ids.hand[1]![0]!);
    const divination = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0 && x.stack.length === 2);
    // the Spider's trigger waits above Divination; Negate counters Divination first
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: divination }]);
    s = resolveStack(s);
    expect(events(s, 'counter')).toMatchObject([{ object: divination }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Divination']);
    expect(s.players[1]!.hand).toHaveLength(0);
    // the Insect is made all the same
    expect(permanents(s, 'token:insect-1-1')).toHaveLength(1);
  });

  it('its own controller casting a spell does not trigger it', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Dragonlair Spider', 'Island', 'Island', 'Island'], hand: ['Divination'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(permanents(s, 'token:insect-1-1')).toHaveLength(0);
  });
});

describe('Duskmantle Seer', () => {
  it("At the beginning of your upkeep, each player reveals the top card, loses life equal to its mana value, then puts it into their hand", () => {
    const { state } = setup({
      active: 2,
      step: 'end',
      players: [
        { battlefield: ['Duskmantle Seer'], library: ['Divination', 'Wastes'] },
        { library: ['Murder', 'Wastes'] },
        { library: ['Island', 'Wastes'] },
      ],
    });
    expect(keywords(state, permanent(state, 'Duskmantle Seer'))).toEqual(['flying']);
    const s = resolveStack(passUntil(state, (x) => x.turn.step === 'upkeep' && x.stack.length > 0));
    expect(s.players.map((p) => p.life)).toEqual([17, 17, 20]);
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
    expect(names(s, 1, 'hand')).toEqual(['Murder']);
    expect(names(s, 2, 'hand')).toEqual(['Island']);
    // ruling: "The cards put into hands this way are not “drawn.”" — no draw happened (the upkeep's
    // triggered ability resolved before any draw step)
    expect(events(s, 'draw')).toHaveLength(0);
    expect(view(s, 1).log.filter((e) => e.type === 'reveal').map((e) => e.card)).toEqual(['Divination', 'Murder', 'Island']);
  });
});

describe('Shipwreck Singer', () => {
  const start = () => setup({
    active: 1,
    players: [
      { battlefield: ['Shipwreck Singer', 'Island', 'Island', 'Swamp', 'Swamp'] },
      { battlefield: ['Bronze Sable', 'Pillarfield Ox'] },
      {},
    ],
  });

  it('{1}{U}: Target creature an opponent controls attacks this turn if able; its controller chooses whom it attacks (the ruling)', () => {
    // ruling: "The controller of each attacking creature still chooses which player or planeswalker that creature
    // attacks."
    const { state } = start();
    const singer = permanent(state, 'Shipwreck Singer');
    expect(keywords(state, singer)).toEqual(['flying']);
    const sable = permanent(state, 'Bronze Sable');
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, singer, 0, [{ object: sable }]));
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(tryApply(s, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    const ox = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Pillarfield Ox'), target: { player: 2 } });
    expect(tryApply(ox, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: sable, target: { player: 2 } });
    s = apply(s, { type: 'confirmAttackers', player: 1 });
    expect(s.combat?.attackers.map((a) => [a.id, a.defender])).toEqual([[sable, 2]]);
  });

  it('the requirement lasts this turn only', () => {
    const { state } = start();
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, permanent(s, 'Shipwreck Singer'), 0, [{ object: permanent(s, 'Bronze Sable') }]));
    s = attack(s, [[permanent(s, 'Bronze Sable'), 2]]);
    s = nextTurn(nextTurn(nextTurn(s)));
    expect(s.turn.active).toBe(1);
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(tryApply(s, { type: 'confirmAttackers', player: 1 }).ok).toBe(true);
  });

  it('only a creature an opponent controls can be targeted', () => {
    const { state } = setup({ players: [{ battlefield: ['Shipwreck Singer', 'Island', 'Island', 'Bronze Sable'] }, {}] });
    expectRefused(state, { type: 'activate', player: 0, source: permanent(state, 'Shipwreck Singer'), ability: 0, targets: [{ object: permanent(state, 'Bronze Sable') }], x: 0 }, 'badTarget');
  });

  it('{1}{B}, {T}: Attacking creatures get -1/-1 until end of turn', () => {
    const { state } = start();
    const sable = permanent(state, 'Bronze Sable');
    const ox = permanent(state, 'Pillarfield Ox');
    let s = attack(state, [[sable, 0], [ox, 2]]);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, permanent(s, 'Shipwreck Singer'), 1));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(pt(s, ox)).toEqual([1, 3]);
    expect(pt(s, permanent(s, 'Shipwreck Singer'))).toEqual([1, 2]);
  });

  it('the ruling: activated before combat, it does not affect creatures that attack later', () => {
    // ruling: "The last ability affects creatures that are already attacking when it resolves. Activating it before
    // combat won’t affect any creatures that attack later that turn."
    const { state } = start();
    const sable = permanent(state, 'Bronze Sable');
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, permanent(s, 'Shipwreck Singer'), 1));
    s = attack(s, [[sable, 0]]);
    expect(pt(s, sable)).toEqual([2, 1]);
  });
});
