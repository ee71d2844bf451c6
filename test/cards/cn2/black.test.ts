import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, view } from '../../../src/index.js';
import {
  activate, attack, block, canBlock, cast, castAndResolve, choose, events, expectRefused, keywords, life, names, nextTurn, passToStep, passUntil, permanent, permanents, pt,
  putTrigger, resolveStack, resolveTop, setup, toBlockers, withKeywords,
} from '../helpers.js';
import { withControl } from '../../rules/helpers.js';

describe('Blood-Toll Harpy', () => {
  it('Flying; when it enters, each player loses 1 life', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Blood-Toll Harpy'] }, {}, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([19, 19, 19]);
    expect(keywords(s, permanent(s, 'Blood-Toll Harpy'))).toEqual(['flying']);
  });
});

describe('Child of Night', () => {
  it('Lifelink: its damage also causes its controller to gain that much life', () => {
    const { state } = setup({ players: [{ battlefield: ['Child of Night'] }, {}] });
    const s = passToStep(attack(state, [[permanent(state, 'Child of Night'), 1]]), 'endCombat');
    expect(life(s, 1)).toBe(18);
    expect(life(s, 0)).toBe(22);
  });
});

describe('Death Wind', () => {
  it('Target creature gets -X/-X until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Death Wind', 'Death Wind'] }, { battlefield: ['Sphinx of Magosi', 'Wild Griffin'] }] });
    const sphinx = permanent(state, 'Sphinx of Magosi');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sphinx }], 1);
    expect(pt(s, sphinx)).toEqual([5, 5]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Wild Griffin') }], 2);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
  });
});

describe('Farbog Boneflinger', () => {
  it('When it enters, target creature gets -2/-2 until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Farbog Boneflinger'] }, { battlefield: ['Sphinx of Magosi'] }] });
    const sphinx = permanent(state, 'Sphinx of Magosi');
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(putTrigger(s, [{ object: sphinx }]));
    expect(pt(s, sphinx)).toEqual([4, 4]);
    s = nextTurn(s);
    expect(pt(s, sphinx)).toEqual([6, 6]);
  });

  it('ruling: the ability is mandatory; if it is the only creature, it must target itself', () => {
    // ruling: "Farbog Boneflinger’s ability is mandatory. If it’s the only creature on the battlefield, you must
    // choose it as the target and give it -2/-2 until end of turn."
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Farbog Boneflinger'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(names(s, 0, 'graveyard')).toEqual(['Farbog Boneflinger']);
  });
});

describe('Festergloom', () => {
  it('Nonblack creatures get -1/-1 until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Child of Night'], hand: ['Festergloom'] }, { battlefield: ['Wild Griffin', 'Doomed Traveler'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, 'Child of Night'))).toEqual([2, 1]);
    expect(pt(s, permanent(s, 'Wild Griffin'))).toEqual([1, 1]);
    expect(names(s, 1, 'graveyard')).toEqual(['Doomed Traveler']);
  });
});

describe('Infest', () => {
  it('All creatures get -2/-2 until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Child of Night'], hand: ['Infest'] }, { battlefield: ['Sphinx of Magosi', 'Wild Griffin'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(names(s, 0, 'graveyard')).toEqual(['Infest', 'Child of Night']);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
    const sphinx = permanent(s, 'Sphinx of Magosi');
    expect(pt(s, sphinx)).toEqual([4, 4]);
    s = nextTurn(s);
    expect(pt(s, sphinx)).toEqual([6, 6]);
  });
});

describe('Murder', () => {
  it('Destroy target creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Sphinx of Magosi'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Sphinx of Magosi') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Sphinx of Magosi']);
  });

  it('a player is not a legal target', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, {}] });
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ player: 1 }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Phyrexian Arena', () => {
  it('At the beginning of your upkeep, you draw a card and you lose 1 life', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Phyrexian Arena'], library: ['Murder', 'Divination', 'Wild Griffin'] },
        { library: ['Murder', 'Murder'] },
      ],
    });
    let s = nextTurn(state);
    expect(s.turn.active).toBe(1);
    expect([life(s, 0), life(s, 1)]).toEqual([20, 20]);
    s = passUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'upkeep');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Phyrexian Arena']);
    s = resolveStack(s);
    expect(s.turn.step).toBe('upkeep');
    expect(life(s, 0)).toBe(19);
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
    s = nextTurn(s);
    expect(names(s, 0, 'hand')).toEqual(['Murder', 'Divination']);
  });
});

describe('Public Execution', () => {
  const players = () => [
    { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Public Execution', 'Murder'] },
    { battlefield: ['Sphinx of Magosi', 'Wild Griffin', 'Bronze Sable', 'Island', 'Island', 'Island', 'Island'], hand: ['Cloaked Siren'] },
    { battlefield: ['Child of Night'] },
  ];

  it('Destroy target creature an opponent controls. Each other creature that player controls gets -2/-0 until end of turn.', () => {
    const { state, ids } = setup({ players: players() });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Sphinx of Magosi') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Sphinx of Magosi']);
    expect(pt(s, permanent(s, 'Wild Griffin'))).toEqual([0, 2]);
    expect(pt(s, permanent(s, 'Bronze Sable'))).toEqual([0, 1]);
    expect(pt(s, permanent(s, 'Child of Night'))).toEqual([2, 1]);
  });

  it('a creature you control is not a legal target', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Child of Night'], hand: ['Public Execution'] }, {}] });
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: permanent(state, 'Child of Night') }], x: 0 }, 'badTarget', '601.2c');
  });

  it('ruling: creatures that enter under that player\'s control later in the turn are unaffected', () => {
    // ruling: "Only creatures controlled by the player when Public Execution resolves will get -2/-0. Creatures that
    // enter the battlefield under that player’s control or that the player gains control of later in the turn are
    // unaffected."
    const { state, ids } = setup({ players: players() });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Sphinx of Magosi') }]);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!));
    expect(pt(s, permanent(s, 'Cloaked Siren'))).toEqual([3, 2]);
  });

  it('ruling: if the target is illegal when it tries to resolve, no creature gets -2/-0', () => {
    // ruling: "Public Execution targets only the creature it destroys. If that creature is an illegal target when
    // Public Execution tries to resolve, it won’t resolve and none of its effects will happen. No creature will get
    // -2/-0."
    const { state, ids } = setup({ players: players() });
    const sphinx = permanent(state, 'Sphinx of Magosi');
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: sphinx }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: sphinx }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Sphinx of Magosi']);
    expect(pt(s, permanent(s, 'Wild Griffin'))).toEqual([2, 2]);
  });

  it('ruling: if the target has indestructible, each other creature that player controls still gets -2/-0', () => {
    // ruling: "If the target creature regenerates or has indestructible, each other creature controlled by that
    // creature’s controller will still get -2/-0."
    const { state, ids } = setup({ players: players() });
    const sphinx = permanent(state, 'Sphinx of Magosi');
    const s = castAndResolve(withKeywords(state, sphinx, ['indestructible']), 0, ids.hand[0]![0]!, [{ object: sphinx }]);
    expect(permanents(s, 'Sphinx of Magosi')).toEqual([sphinx]);
    expect(pt(s, sphinx)).toEqual([6, 6]);
    expect(pt(s, permanent(s, 'Wild Griffin'))).toEqual([0, 2]);
  });
});

describe('Raise Dead', () => {
  it('Return target creature card from your graveyard to your hand; every player sees which card', () => {
    // ruling: "You must show the card you bring out of the graveyard to your opponent."
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Raise Dead'], graveyard: ['Wild Griffin', 'Murder'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ids.graveyard[0]![0]! }]);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Raise Dead']);
    const seen = view(s, 1).log.filter((e) => e.type === 'zoneChange' && e.from === 'graveyard' && e.zone === 'hand');
    expect(seen).toEqual([expect.objectContaining({ card: 'Wild Griffin' })]);
  });

  it('ruling: the card is targeted: a noncreature card or a card in another graveyard can\'t be chosen', () => {
    // ruling: "The creature being brought back is chosen on announcement and not on resolution of the spell because
    // it is targeted."
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Raise Dead'], graveyard: ['Murder'] }, { graveyard: ['Wild Griffin'] }] });
    const card = ids.hand[0]![0]!;
    expectRefused(state, { type: 'cast', player: 0, card, targets: [{ object: ids.graveyard[0]![0]! }], x: 0 }, 'badTarget', '601.2c');
    expectRefused(state, { type: 'cast', player: 0, card, targets: [{ object: ids.graveyard[1]![0]! }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Shambling Goblin', () => {
  it('When it dies, target creature an opponent controls gets -1/-1 until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Shambling Goblin', 'Doomed Traveler', 'Wild Griffin'] }] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Shambling Goblin') }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Shambling Goblin']);
    expect(s.decision?.kind).toBe('priority');
    expect(s.stack).toHaveLength(0);
    expect(s.pendingTriggers).toHaveLength(0);
    const { state: s2, ids: ids2 } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Wild Griffin', 'Child of Night'], hand: ['Murder'] }, { battlefield: ['Shambling Goblin', 'Bronze Sable'] }] });
    s = resolveStack(cast(s2, 0, ids2.hand[0]![0]!, [{ object: permanent(s2, 'Shambling Goblin') }]));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    expectRefused(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: permanent(s, 'Bronze Sable') }] }, 'badTarget', '603.3d');
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Child of Night') }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Child of Night']);
    expect(pt(s, permanent(s, 'Wild Griffin'))).toEqual([2, 2]);
  });
});

describe('Stromkirk Patrol', () => {
  it('Whenever it deals combat damage to a player, put a +1/+1 counter on it', () => {
    const { state } = setup({ players: [{ battlefield: ['Stromkirk Patrol'], library: ['Murder', 'Murder'] }, { battlefield: ['Wild Griffin'], library: ['Murder', 'Murder'] }] });
    const patrol = permanent(state, 'Stromkirk Patrol');
    let s = passToStep(block(attack(state, [[patrol, 1]]), []), 'endCombat');
    expect(life(s, 1)).toBe(16);
    expect(pt(s, patrol)).toEqual([5, 4]);
    s = nextTurn(nextTurn(s));
    s = passToStep(block(attack(s, [[patrol, 1]]), [[permanent(s, 'Wild Griffin'), patrol]]), 'endCombat');
    expect(s.objects[patrol]!.counters).toEqual({ '+1/+1': 1 });
  });
});

/** The card names of the options of the pending choice. */
function optionCards(s: ReturnType<typeof setup>['state']): string[] {
  return (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
}

describe('Diabolic Tutor', () => {
  it('Search your library for a card, put that card into your hand, then shuffle', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Diabolic Tutor'], library: ['Wastes', 'Murder', 'Plains'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { min: 1, max: 1 } });
    expect([...optionCards(s)].sort()).toEqual(['Murder', 'Plains', 'Wastes']);
    s = choose(s, [optionCards(s).indexOf('Murder')]);
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
    expect(names(s, 0, 'library').sort()).toEqual(['Plains', 'Wastes']);
    expect(names(s, 0, 'graveyard')).toEqual(['Diabolic Tutor']);
    // unlike Recruiter of the Guard's, this search reveals nothing: the opponent never sees the card found
    expect(view(s, 1).log.filter((e) => e.type === 'reveal')).toEqual([]);
  });
});

describe('Driver of the Dead', () => {
  it('When it dies, return target creature card with mana value 2 or less from your graveyard to the battlefield', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Driver of the Dead'], graveyard: ['Bronze Sable', 'Sphinx of Magosi', 'Doomed Traveler'] }],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Driver of the Dead') }]));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    const [sable, sphinx] = [ids.graveyard[1]![0]!, ids.graveyard[1]![1]!];
    expectRefused(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: sphinx }] }, 'badTarget');
    s = resolveStack(putTrigger(s, [{ object: sable }]));
    const returned = permanent(s, 'Bronze Sable');
    expect(s.objects[returned]!.controller).toBe(1);
    expect(names(s, 1, 'graveyard')).toEqual(['Sphinx of Magosi', 'Doomed Traveler', 'Driver of the Dead']);
  });

  it('ruling: "If a card in a player\'s graveyard has {X} in its mana cost, X is considered to be 0." (Grenzo, Dungeon Warden, {X}{B}{R}, is mana value 2 there)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Driver of the Dead'], graveyard: ['Grenzo, Dungeon Warden'] }],
    });
    // its only legal target: the trigger goes on the stack with it, and returns it
    const t = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Driver of the Dead') }]));
    expect(permanents(t, 'Grenzo, Dungeon Warden')).toHaveLength(1);
    expect(t.players[1]!.graveyard.map((id) => t.objects[id]!.card)).toEqual(['Driver of the Dead']);
  });

  it("a card in another player's graveyard is not a legal target", () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], graveyard: ['Bronze Sable'] }, { battlefield: ['Driver of the Dead'], graveyard: ['Doomed Traveler', 'Bronze Sable'] }],
    });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Driver of the Dead') }]));
    expectRefused(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: ids.graveyard[0]![0]! }] }, 'badTarget');
  });

  it('ruling: if it dies at the same time as a creature with mana value 2 or less, you can target that card and return it to the battlefield', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Infest'] }, { battlefield: ['Driver of the Dead', 'Doomed Traveler'] }],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Doomed Traveler', 'Driver of the Dead']);
    // Driver's and Doomed Traveler's triggers: player 1 orders them, then targets the Traveler with Driver's
    while (s.decision?.kind === 'putTrigger') {
      const d = s.decision;
      const pending = s.pendingTriggers.findIndex((t) => t.card === 'Driver of the Dead');
      const index = pending >= 0 ? pending : 0;
      const traveler = s.players[1]!.graveyard.find((id) => s.objects[id]!.card === 'Doomed Traveler')!;
      s = apply(s, { type: 'putTrigger', player: d.player, index, targets: pending >= 0 ? [{ object: traveler }] : [] });
    }
    s = resolveStack(s);
    expect(permanents(s, 'Doomed Traveler')).toHaveLength(1);
    expect(permanents(s, 'token:spirit-1-1-flying')).toHaveLength(1);
    expect(names(s, 1, 'graveyard')).toEqual(['Driver of the Dead']);
  });
});

describe('Fleshbag Marauder', () => {
  it('When it enters, each player sacrifices a creature: the active player chooses first, then each other player in turn order, then all are sacrificed at once', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Harvester of Souls'], hand: ['Fleshbag Marauder'], library: ['Murder', 'Wastes'] },
        { battlefield: ['Bronze Sable', 'Wild Griffin'] },
        { battlefield: ['Child of Night'] },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice' } });
    expect(optionCards(s)).toEqual(['Harvester of Souls', 'Fleshbag Marauder']);
    s = choose(s, [1]);
    // ruling: you may sacrifice Fleshbag Marauder itself; nothing is sacrificed before every player has chosen
    expect(permanents(s, 'Fleshbag Marauder')).toHaveLength(1);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1 });
    expect(optionCards(s)).toEqual(['Bronze Sable', 'Wild Griffin']);
    s = choose(s, [0]);
    // player 2 has one creature only: it is sacrificed without a choice
    expect(names(s, 0, 'graveyard')).toEqual(['Fleshbag Marauder']);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(names(s, 2, 'graveyard')).toEqual(['Child of Night']);
    expect(permanents(s, 'Harvester of Souls')).toHaveLength(1);
  });

  it("ruling: if you control no other creatures, you'll have to sacrifice Fleshbag Marauder", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Fleshbag Marauder'] }, { battlefield: ['Bronze Sable'] }] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(names(s, 0, 'graveyard')).toEqual(['Fleshbag Marauder']);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
  });
});

describe('Harvester of Souls', () => {
  it('Deathtouch; whenever another nontoken creature dies, you may draw a card', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Harvester of Souls'], hand: ['Murder', 'Murder'], library: ['Divination', 'Wastes'] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }],
    });
    const harvester = permanent(state, 'Harvester of Souls');
    expect(keywords(state, harvester)).toEqual(['deathtouch']);
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Murder', 'Divination']);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Wild Griffin') }]));
    s = choose(s, [1]);
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
  });

  it('a token dying does not trigger it', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Harvester of Souls'], hand: ['Murder'] }, { battlefield: ['token:spirit-1-1-flying'] }] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'token:spirit-1-1-flying') }]));
    expect(s.decision?.kind).toBe('priority');
    expect(s.stack).toHaveLength(0);
  });

  it('ruling: if another nontoken creature dies at the same time as Harvester of Souls, its ability triggers for that creature', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Harvester of Souls'], hand: ['Fleshbag Marauder'], library: ['Divination', 'Wastes'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [optionCards(s).indexOf('Harvester of Souls')]);
    expect(names(s, 0, 'graveyard')).toEqual(['Harvester of Souls']);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    s = resolveStack(s);
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
  });
});

describe('Absorb Vis', () => {
  it('Target player loses 4 life and you gain 4 life', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(7).fill('Swamp'), hand: ['Absorb Vis'] }, {}, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ player: 2 }]);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([24, 20, 16]);
  });

  it('Basic landcycling {1}{B}: activated at instant speed although Absorb Vis is a sorcery', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Swamp', 'Swamp'], hand: ['Absorb Vis'], library: ['Swamp', 'Murder'] }, {}] });
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, ids.hand[0]![0]!, 0));
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Swamp']);
    expect(names(s, 0, 'graveyard')).toEqual(['Absorb Vis']);
  });
});

describe("Altar's Reap", () => {
  const players = () => [
    { battlefield: ['Swamp', 'Swamp', 'Bronze Sable', 'Doomed Traveler'], hand: ["Altar's Reap"], library: ['Murder', 'Divination', 'Wastes'] },
    { battlefield: ['Wild Griffin'] },
  ];

  it('As an additional cost to cast this spell, sacrifice a creature. Draw two cards.', () => {
    const { state, ids } = setup({ players: players() });
    const sable = permanent(state, 'Bronze Sable');
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, sacrifice: sable });
    // the creature is sacrificed as the spell is cast, before it resolves (CR 601.2h)
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    expect(names(s, 0, 'hand')).toEqual(['Murder', 'Divination']);
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable', "Altar's Reap"]);
  });

  it('the sacrificed creature dies: its dies abilities trigger', () => {
    const { state, ids } = setup({ players: players() });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, sacrifice: permanent(state, 'Doomed Traveler') });
    s = resolveStack(s);
    expect(permanents(s, 'token:spirit-1-1-flying')).toHaveLength(1);
    expect(names(s, 0, 'hand')).toEqual(['Murder', 'Divination']);
  });

  it('legal actions offer one cast per creature you control; the cost must name one of them', () => {
    const { state, ids } = setup({ players: players() });
    const card = ids.hand[0]![0]!;
    const casts = legalActions(state).filter((a) => a.type === 'cast' && a.card === card);
    expect(casts.map((a) => (a as { sacrifice?: number }).sacrifice).sort()).toEqual([permanent(state, 'Bronze Sable'), permanent(state, 'Doomed Traveler')].sort());
    expectRefused(state, { type: 'cast', player: 0, card, targets: [], x: 0 }, 'illegal', '601.2b');
    expectRefused(state, { type: 'cast', player: 0, card, targets: [], x: 0, sacrifice: permanent(state, 'Wild Griffin') }, 'illegal', '601.2b');
    expectRefused(state, { type: 'cast', player: 0, card, targets: [], x: 0, sacrifice: permanents(state, 'Swamp')[0]! }, 'illegal', '601.2b');
  });

  it("without a creature to sacrifice it can't be cast", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp'], hand: ["Altar's Reap"] }, { battlefield: ['Wild Griffin'] }] });
    expect(legalActions(state).some((a) => a.type === 'cast' && a.card === ids.hand[0]![0]!)).toBe(false);
  });

  it('a spell without the cost refuses a sacrifice', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], hand: ['Murder'] }, { battlefield: ['Wild Griffin'] }] });
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: permanent(state, 'Wild Griffin') }], x: 0, sacrifice: permanent(state, 'Bronze Sable') }, 'malformed', '601.2b');
  });
});

describe('Inquisition of Kozilek', () => {
  it('Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Inquisition of Kozilek'] }, { hand: ['Murder', 'Swamp', 'Hexplate Golem', 'Bronze Sable'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    expect(view(s, 2).log.filter((e) => e.type === 'reveal').map((e) => e.card)).toEqual(['Murder', 'Swamp', 'Hexplate Golem', 'Bronze Sable']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { min: 1, max: 1 } });
    expect(optionCards(s)).toEqual(['Murder', 'Bronze Sable']);
    s = choose(s, [1]);
    expect(names(s, 1, 'hand')).toEqual(['Murder', 'Swamp', 'Hexplate Golem']);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(events(s, 'discard')).toEqual([expect.objectContaining({ player: 1, card: 'Bronze Sable' })]);
  });

  it('the chooser\'s view offers the revealed cards by name, never the object ids of the other player\'s hand (DESIGN principle 9)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Inquisition of Kozilek'] }, { hand: ['Murder', 'Swamp', 'Hexplate Golem', 'Bronze Sable'] }] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    const v = view(s, 0);
    expect(v.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ label: 'Murder' }, { label: 'Bronze Sable' }] } });
    expect(v.choiceObjects).toEqual([]);
    const hand = new Set(s.players[1]!.hand);
    expect(JSON.stringify(v.decision)).not.toMatch(new RegExp(`"object":(${[...hand].join('|')})\\b`));
    // the answers are indexes, as in the state: the second option discards Bronze Sable
    expect(v.legalActions).toEqual(legalActions(s));
    expect(names(choose(s, [1]), 1, 'graveyard')).toEqual(['Bronze Sable']);
  });

  it('with no nonland card of mana value 3 or less, nothing is discarded', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Inquisition of Kozilek'] }, { hand: ['Swamp', 'Hexplate Golem'] }] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    expect(s.decision?.kind).toBe('priority');
    expect(names(s, 1, 'hand')).toEqual(['Swamp', 'Hexplate Golem']);
  });

  it('ruling: if you target yourself with this spell, you must reveal your entire hand to the other players', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Inquisition of Kozilek', 'Murder', 'Hexplate Golem'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 0 }]));
    expect(view(s, 1).log.filter((e) => e.type === 'reveal').map((e) => e.card)).toEqual(['Murder', 'Hexplate Golem']);
    s = choose(s, [0]);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Inquisition of Kozilek']);
  });
});

describe('Sangromancer', () => {
  it('Flying; whenever a creature an opponent controls dies, you may gain 3 life', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Sangromancer', 'Bronze Sable'], hand: ['Infest'] }, { battlefield: ['Wild Griffin', 'Doomed Traveler'] }] });
    expect(keywords(state, permanent(state, 'Sangromancer'))).toEqual(['flying']);
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    // two of the opponent's creatures died (the Sable is player 0's own): two triggers, each asked
    let gained = 0;
    while (s.decision?.kind === 'choose' || s.decision?.kind === 'putTrigger' || s.stack.length > 0) {
      if (s.decision?.kind === 'choose') {
        s = choose(s, [0]);
        gained++;
      } else if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: s.decision.player, index: 0, targets: [] });
      else s = resolveStack(s);
    }
    expect(gained).toBe(2);
    expect(life(s, 0)).toBe(26);
  });

  it('Whenever an opponent discards a card, you may gain 3 life (a discard of your own does not count)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Sangromancer'], hand: ['Inquisition of Kozilek', 'Murder'] }, { hand: ['Bronze Sable'] }] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    s = choose(s, [0]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'gain 3 life' } });
    s = choose(s, [0]);
    expect(life(s, 0)).toBe(23);
    const { state: own, ids: ownIds } = setup({ players: [{ battlefield: ['Swamp', 'Sangromancer'], hand: ['Inquisition of Kozilek', 'Murder'] }, {}] });
    let t = resolveStack(cast(own, 0, ownIds.hand[0]![0]!, [{ player: 0 }]));
    t = resolveStack(choose(t, [0]));
    expect(names(t, 0, 'graveyard')).toEqual(['Murder', 'Inquisition of Kozilek']);
    expect(t.decision?.kind).toBe('priority');
    expect(life(t, 0)).toBe(20);
  });

  it("ruling: if creatures an opponent controls are put into the graveyard at the same time as Sangromancer, its first ability triggers for them", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Sangromancer'], hand: ['Fleshbag Marauder'] }, { battlefield: ['Bronze Sable'] }] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [optionCards(s).indexOf('Sangromancer')]);
    expect(names(s, 0, 'graveyard')).toEqual(['Sangromancer']);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    s = resolveStack(s);
    s = choose(s, [0]);
    expect(life(s, 0)).toBe(23);
  });

  it('a discard to the hand size at cleanup (CR 514.1) triggers it too', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Sangromancer'] }, { hand: Array<string>(8).fill('Wastes') }] });
    let s = passUntil(state, (x) => x.decision?.kind === 'discard');
    s = apply(s, { type: 'discard', player: 1, card: s.players[1]!.hand[0]! });
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    s = choose(s, [0]);
    expect(life(s, 0)).toBe(23);
  });
});

describe('Guul Draz Specter', () => {
  it('Flying; +3/+3 as long as an opponent has no cards in hand; combat damage to a player makes that player discard a card', () => {
    const { state } = setup({ players: [{ battlefield: ['Guul Draz Specter'] }, { hand: ['Murder'], library: ['Murder'] }, { hand: ['Murder'], library: ['Murder'] }] });
    const specter = permanent(state, 'Guul Draz Specter');
    expect(keywords(state, specter)).toEqual(['flying']);
    expect(pt(state, specter)).toEqual([2, 2]);
    const s = passToStep(attack(state, [[specter, 1]]), 'endCombat');
    expect(life(s, 1)).toBe(18);
    expect(names(s, 1, 'hand')).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Murder']);
    expect(pt(s, specter)).toEqual([5, 5]);
    expect(names(s, 2, 'hand')).toEqual(['Murder']);
  });
});

describe('Unnerve', () => {
  it('Each opponent discards two cards', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Unnerve', 'Murder'] },
        { hand: ['Divination', 'Murder', 'Absorb Vis'] },
        { hand: ['Infest'] },
        {},
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard', min: 2, max: 2 } });
    s = resolveStack(choose(s, [0, 2]));
    expect(names(s, 1, 'hand')).toEqual(['Murder']);
    expect(names(s, 1, 'graveyard')).toEqual(['Divination', 'Absorb Vis']);
    // ruling: players with less than 2 cards discard all they have
    expect(names(s, 2, 'graveyard')).toEqual(['Infest']);
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
  });
});

const swamps = (n: number): string[] => Array<string>(n).fill('Swamp');

describe('Sinuous Vermin', () => {
  it('{3}{B}{B}: Monstrosity 3; as long as Sinuous Vermin is monstrous, it has menace', () => {
    const { state } = setup({ players: [{ battlefield: [...swamps(5), 'Sinuous Vermin'] }, { battlefield: ['Bronze Sable', 'Bronze Sable'] }] });
    const vermin = permanent(state, 'Sinuous Vermin');
    expect(keywords(state, vermin)).toEqual([]);
    let s = resolveStack(activate(state, 0, vermin, 0));
    expect(pt(s, vermin)).toEqual([5, 5]);
    expect(s.objects[vermin]!.monstrous).toBe(true);
    expect(keywords(s, vermin)).toEqual(['menace']);
    s = toBlockers(attack(s, [[vermin, 1]]));
    const [a] = permanents(s, 'Bronze Sable');
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: a!, attacker: vermin });
    expect(() => apply(s, { type: 'confirmBlockers', player: 1 })).toThrow();
  });

  it('ruling: once it has been legally blocked by one creature, activating the monstrosity ability to give it menace won\'t change or undo that block', () => {
    const { state } = setup({ players: [{ battlefield: [...swamps(5), 'Sinuous Vermin'] }, { battlefield: ['Pillarfield Ox'] }] });
    const vermin = permanent(state, 'Sinuous Vermin');
    let s = block(attack(state, [[vermin, 1]]), [[permanent(state, 'Pillarfield Ox'), vermin]]);
    s = resolveStack(activate(s, 0, vermin, 0));
    expect(keywords(s, vermin)).toEqual(['menace']);
    s = passToStep(s, 'main2');
    expect(life(s, 1)).toBe(20);
    expect(names(s, 1, 'graveyard')).toEqual(['Pillarfield Ox']);
  });

  it('ruling: once monstrous, it can\'t become monstrous again; a second activation does nothing', () => {
    const { state } = setup({ players: [{ battlefield: [...swamps(10), 'Sinuous Vermin'] }, {}] });
    const vermin = permanent(state, 'Sinuous Vermin');
    let s = resolveStack(activate(state, 0, vermin, 0));
    s = resolveStack(activate(s, 0, vermin, 0));
    expect(s.objects[vermin]!.counters['+1/+1']).toBe(3);
    expect(pt(s, vermin)).toEqual([5, 5]);
  });
});

describe('Keepsake Gorgon', () => {
  it('Deathtouch; {5}{B}{B}: Monstrosity 1; when it becomes monstrous, destroy target non-Gorgon creature an opponent controls', () => {
    const { state } = setup({ players: [{ battlefield: [...swamps(7), 'Keepsake Gorgon', 'Bronze Sable'] }, { battlefield: ['Keepsake Gorgon', 'Wild Griffin', 'Pillarfield Ox'] }] });
    const [gorgon, theirs] = permanents(state, 'Keepsake Gorgon');
    expect(keywords(state, gorgon!)).toEqual(['deathtouch']);
    let s = resolveStack(activate(state, 0, gorgon!, 0));
    expect(pt(s, gorgon!)).toEqual([3, 6]);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    expectRefused(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: theirs! }] }, 'badTarget');
    expectRefused(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Bronze Sable') }] }, 'badTarget');
    const listed = legalActions(s).filter((a) => a.type === 'putTrigger') as { targets: { object: number }[] }[];
    expect(listed.map((a) => a.targets[0]!.object)).toEqual([permanent(s, 'Wild Griffin'), permanent(s, 'Pillarfield Ox')]);
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Wild Griffin') }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
  });

  it('ruling: an ability that triggers when a creature becomes monstrous won\'t trigger if that creature isn\'t on the battlefield when its monstrosity ability resolves', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...swamps(10), 'Keepsake Gorgon'], hand: ['Murder'] }, { battlefield: ['Wild Griffin'] }] });
    const gorgon = permanent(state, 'Keepsake Gorgon');
    let s = activate(state, 0, gorgon, 0);
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: gorgon }]));
    s = resolveStack(s);
    expect(names(s, 0, 'graveyard')).toEqual(['Keepsake Gorgon', 'Murder']);
    expect(s.decision?.kind).toBe('priority');
    expect(permanents(s, 'Wild Griffin')).toHaveLength(1);
  });

  it('ruling: if the creature is already monstrous when the monstrosity ability resolves, nothing happens (no trigger)', () => {
    const { state } = setup({ players: [{ battlefield: [...swamps(14), 'Keepsake Gorgon'] }, { battlefield: ['Wild Griffin', 'Bronze Sable'] }] });
    const gorgon = permanent(state, 'Keepsake Gorgon');
    let s = activate(state, 0, gorgon, 0);
    s = activate(s, 0, gorgon, 0);
    s = resolveTop(s);
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Wild Griffin') }]));
    expect(s.decision?.kind).toBe('priority');
    expect(s.objects[gorgon]!.counters['+1/+1']).toBe(1);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });
});

describe('Avatar of Woe', () => {
  const creatures = ['Bronze Sable', 'Wild Griffin', 'Child of Night', 'Blood-Toll Harpy', 'Shambling Goblin'];

  it('If there are ten or more creature cards total in all graveyards, this spell costs {6} less to cast', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp'], hand: ['Avatar of Woe'], graveyard: [...creatures, 'Murder'] }, { graveyard: creatures }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(permanents(s, 'Avatar of Woe')).toHaveLength(1);
    // ruling: "The mana value of this card is still 8, even if you only pay {B}{B} to cast it."
    expect(characteristics(s, permanent(s, 'Avatar of Woe')).manaValue).toBe(8);
  });

  it('with nine creature cards it costs its full {6}{B}{B}', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp'], hand: ['Avatar of Woe'], graveyard: [...creatures, 'Murder'] }, { graveyard: creatures.slice(1) }] });
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }, 'cannotPay');
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
    const { state: rich, ids: richIds } = setup({ players: [{ battlefield: swamps(8), hand: ['Avatar of Woe'] }, {}] });
    expect(permanents(castAndResolve(rich, 0, richIds.hand[0]![0]!), 'Avatar of Woe')).toHaveLength(1);
  });

  it('Fear: it can\'t be blocked except by artifact creatures and/or black creatures', () => {
    const { state } = setup({ players: [{ battlefield: ['Avatar of Woe'] }, { battlefield: ['Bronze Sable', 'Wild Griffin', 'Child of Night'] }] });
    const avatar = permanent(state, 'Avatar of Woe');
    expect(keywords(state, avatar)).toEqual(['fear']);
    const s = toBlockers(attack(state, [[avatar, 1]]));
    expect(canBlock(s, permanent(s, 'Bronze Sable'), avatar)).toBe(true);
    expect(canBlock(s, permanent(s, 'Child of Night'), avatar)).toBe(true);
    expect(canBlock(s, permanent(s, 'Wild Griffin'), avatar)).toBe(false);
  });

  it("{T}: Destroy target creature. It can't be regenerated.", () => {
    const { state } = setup({ players: [{ battlefield: ['Avatar of Woe'] }, { battlefield: ['Swamp', 'Twisted Abomination'] }] });
    const abomination = permanent(state, 'Twisted Abomination');
    let s = passUntil(activate(state, 0, permanent(state, 'Avatar of Woe'), 0, [{ object: abomination }]), (x) => x.decision?.player === 1);
    // a regeneration shield may still be made, but it isn't applied (CR 701.19c)
    s = resolveTop(activate(s, 1, abomination, 0));
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Twisted Abomination']);
  });
});

describe('Deadly Designs', () => {
  it('{2}: Put a plot counter on Deadly Designs. Any player may activate this ability.', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Deadly Designs', counters: { plot: 1 } }] }, { battlefield: ['Swamp', 'Swamp'] }] });
    const designs = permanent(state, 'Deadly Designs');
    // the controller has no mana; the opponent may activate it when they have priority
    expect(legalActions(state).some((a) => a.type === 'activate')).toBe(false);
    let s = passUntil(state, (x) => x.decision?.player === 1);
    const offered = legalActions(s).filter((a) => a.type === 'activate' && a.source === designs);
    expect(offered).toHaveLength(1);
    s = activate(s, 1, designs, 0);
    const ability = s.stack[s.stack.length - 1]!;
    // CR 602.2a: the player who activated it controls the ability
    expect(s.objects[ability]!.controller).toBe(1);
    s = resolveStack(s);
    expect(s.objects[designs]!.counters.plot).toBe(2);
    expect(characteristics(s, designs).controller).toBe(0);
  });

  it('"Any player may activate this ability." — with mana paid automatically too, an opponent holding only lands is offered it (CR 602.2)', () => {
    const { state } = setup({ players: [{ battlefield: ['Deadly Designs'] }, { battlefield: ['Swamp', 'Swamp'] }], settings: { manaAbilities: 'automatic' } });
    const designs = permanent(state, 'Deadly Designs');
    const s = passUntil(state, (x) => x.decision?.player === 1);
    expect(legalActions(s).filter((a) => a.type === 'activate').map((a) => (a.type === 'activate' ? a.source : undefined))).toEqual([designs]);
  });

  it('When there are five or more plot counters on it, sacrifice it; if you do, destroy up to two target creatures — you control that ability, whoever activated the fifth counter', () => {
    // ruling: "You control the last ability of Deadly Designs, no matter who activated the ability to give it its
    // fifth plot counter."
    const { state } = setup({ players: [{ battlefield: [{ card: 'Deadly Designs', counters: { plot: 4 } }, 'Bronze Sable'] }, { battlefield: ['Swamp', 'Swamp', 'Wild Griffin', 'Pillarfield Ox'] }] });
    const designs = permanent(state, 'Deadly Designs');
    let s = passUntil(state, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, designs, 0));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Wild Griffin') }, { object: permanent(s, 'Pillarfield Ox') }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Deadly Designs']);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin', 'Pillarfield Ox']);
  });

  it('"five or more": a fourth plot counter does not trigger it, the fifth does', () => {
    const { state } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', { card: 'Deadly Designs', counters: { plot: 3 } }] }, { battlefield: ['Wild Griffin'] }] });
    const designs = permanent(state, 'Deadly Designs');
    let s = resolveStack(activate(state, 0, designs, 0));
    expect(s.objects[designs]!.counters.plot).toBe(4);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(s.stack).toEqual([]);
    s = resolveStack(activate(s, 0, designs, 0));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
  });

  it("ruling: if the player who controlled it as its last ability triggered doesn't control it as that ability resolves, it isn't sacrificed and nothing is destroyed", () => {
    const { state } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', { card: 'Deadly Designs', counters: { plot: 4 } }] }, { battlefield: ['Wild Griffin'] }] });
    const designs = permanent(state, 'Deadly Designs');
    let s = resolveStack(activate(state, 0, designs, 0));
    s = putTrigger(s, [{ object: permanent(s, 'Wild Griffin') }]);
    // player 1 gains control of the Designs while the ability waits (CR 613.1b)
    s = resolveTop(withControl(s, designs, 1));
    expect(permanents(s, 'Deadly Designs')).toEqual([designs]);
    expect(permanents(s, 'Wild Griffin')).toHaveLength(1);
    expect(names(s, 0, 'graveyard')).toEqual([]);
    // still with five plot counters, it triggers again, for the player who controls it now (CR 603.8)
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
  });

  it('ruling: "You must sacrifice Deadly Designs as its last ability resolves. However, you can choose zero creatures as targets if you want." (CR 601.2c, 603.3d)', () => {
    const { state } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', { card: 'Deadly Designs', counters: { plot: 4 } }] }, { battlefield: ['Wild Griffin'] }] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Deadly Designs'), 0));
    s = resolveStack(putTrigger(s, []));
    expect(names(s, 0, 'graveyard')).toEqual(['Deadly Designs']);
    expect(permanents(s, 'Wild Griffin')).toHaveLength(1);
  });

  it("ruling: if its targets are all illegal as it resolves, it isn't sacrificed; still with five or more plot counters, its last ability triggers again", () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', { card: 'Deadly Designs', counters: { plot: 4 } }], hand: ['Murder'] }, { battlefield: ['Wild Griffin', 'Pillarfield Ox'] }],
    });
    const designs = permanent(state, 'Deadly Designs');
    let s = resolveStack(activate(state, 0, designs, 0));
    const griffin = permanent(s, 'Wild Griffin');
    s = putTrigger(s, [{ object: griffin }]);
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: griffin }]));
    s = resolveTop(s);
    expect(events(s, 'fizzle')).toHaveLength(1);
    expect(permanents(s, 'Deadly Designs')).toEqual([designs]);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Pillarfield Ox') }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Deadly Designs']);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin', 'Pillarfield Ox']);
  });

  it('ruling: "… However, if it’s still on the battlefield and has five or more plot counters on it, its last ability will immediately trigger again." — its controller leaving the game with the ability on the stack (CR 800.4a, 603.8): it triggers again for the player it comes back to', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Bronze Sable'] },
        { battlefield: [{ card: 'Deadly Designs', counters: { plot: 4 } }, 'Wild Griffin'] },
        { battlefield: ['Swamp', 'Swamp', 'Pillarfield Ox'] },
      ],
    });
    // player 1's Deadly Designs is under player 0's control; player 2 gives it its fifth plot counter
    const designs = permanent(state, 'Deadly Designs');
    let s = passUntil(withControl(state, designs, 0), (x) => x.decision?.player === 2);
    s = resolveStack(activate(s, 2, designs, 0));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = putTrigger(s, [{ object: permanent(s, 'Pillarfield Ox') }]);
    // player 0 leaves: their ability ceases to exist and the Designs is player 1's again, still with five
    // plot counters, so its ability triggers again, controlled by player 1
    s = apply(s, { type: 'concede', player: 0 });
    expect(characteristics(s, designs).controller).toBe(1);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Pillarfield Ox') }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Deadly Designs']);
    expect(names(s, 2, 'graveyard')).toEqual(['Pillarfield Ox']);
    expect(permanents(s, 'Wild Griffin')).toHaveLength(1);
  });

  it('CR 603.8: a state trigger has no intervening "if": Vampire Hexmage removing the plot counters while the ability waits does not stop it', () => {
    const { state } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', { card: 'Deadly Designs', counters: { plot: 4 } }, 'Vampire Hexmage'] }, { battlefield: ['Wild Griffin'] }] });
    const designs = permanent(state, 'Deadly Designs');
    let s = resolveStack(activate(state, 0, designs, 0));
    s = putTrigger(s, [{ object: permanent(s, 'Wild Griffin') }]);
    s = resolveTop(activate(s, 0, permanent(s, 'Vampire Hexmage'), 0, [{ object: designs }]));
    expect(s.objects[designs]!.counters.plot ?? 0).toBe(0);
    s = resolveStack(s);
    expect(names(s, 0, 'graveyard')).toEqual(['Vampire Hexmage', 'Deadly Designs']);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
  });

  it('it does not trigger again while its ability waits on the stack', () => {
    const { state } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', { card: 'Deadly Designs', counters: { plot: 4 } }] }, { battlefield: ['Wild Griffin'] }] });
    const designs = permanent(state, 'Deadly Designs');
    let s = resolveStack(activate(state, 0, designs, 0));
    s = putTrigger(s, [{ object: permanent(s, 'Wild Griffin') }]);
    s = resolveTop(activate(s, 0, designs, 0));
    expect(s.objects[designs]!.counters.plot).toBe(6);
    expect(s.decision?.kind).toBe('priority');
    expect(s.stack).toHaveLength(1);
  });
});
