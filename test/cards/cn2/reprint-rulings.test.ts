/**
 * Clauses and rulings of the CN2 reprints (collector numbers 111–221) that the card tests of each
 * color left unpinned, found by a card-by-card audit of their Oracle text and rulings.
 */
import { describe, expect, it } from 'vitest';
import { apply, tryApply } from '../../../src/index.js';
import {
  activate, attack, cast, castAndResolve, choose, expectRefused, life, names, passToPlayer, passUntil, permanent, pt, resolveStack, resolveTop, setup, toBlockers,
} from '../helpers.js';

describe('Manaplasm', () => {
  it('ruling: "Manaplasm doesn’t care about additional costs, alternative costs, cost-reduction effects, or what you actually paid to cast the spell." (Avatar of Woe cast for {B}{B}: +8/+8)', () => {
    const creatures = ['Bronze Sable', 'Wild Griffin', 'Child of Night', 'Blood-Toll Harpy', 'Shambling Goblin'];
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Manaplasm'], hand: ['Avatar of Woe'], graveyard: creatures }, { graveyard: creatures }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, 'Manaplasm'))).toEqual([9, 9]);
  });

  it("CR 608.2h: a spell countered before the ability resolves gives its mana value as it last existed on the stack, with its X", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Manaplasm', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Death Wind'] },
        { battlefield: ['Hexplate Golem', 'Island', 'Island'], hand: ['Negate'] },
      ],
    });
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Hexplate Golem') }], 3);
    s = passToPlayer(s, 1);
    s = resolveTop(cast(s, 1, ids.hand[1]![0]!, [{ object: s.stack[0]! }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Death Wind']);
    s = resolveStack(s);
    expect(pt(s, permanent(s, 'Manaplasm'))).toEqual([5, 5]);
  });
});

describe('Charmbreaker Devils', () => {
  it('ruling: "Because the first ability doesn’t target the instant or sorcery card, any instants or sorceries put into your graveyard in response to that ability may be returned to your hand."', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Charmbreaker Devils', 'Forest', 'Forest', 'Forest'], hand: ['Lace with Moonglove'] }, {}] });
    let s = passUntil(state, (x) => x.turn.active === 0 && x.turn.step === 'upkeep' && x.stack.length > 0 && x.decision?.player === 0);
    expect(names(s, 0, 'graveyard')).toEqual([]);
    // Lace with Moonglove, and above it the Devils' +4/+0, resolve before the upkeep ability
    s = cast(s, 0, s.players[0]!.hand[0]!, [{ object: permanent(s, 'Charmbreaker Devils') }]);
    s = passUntil(s, (x) => x.stack.length === 1);
    expect(names(s, 0, 'graveyard')).toEqual(['Lace with Moonglove']);
    s = resolveStack(s);
    expect(names(s, 0, 'graveyard')).toEqual([]);
    expect(names(s, 0, 'hand')).toContain('Lace with Moonglove');
  });
});

describe('Guttersnipe', () => {
  it('CR 113.7a: its ability resolves though Guttersnipe left the battlefield in response, dealing its damage as it last existed', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Guttersnipe', 'Avatar of Woe', 'Mountain'], hand: ['Flame Slash'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const snipe = permanent(state, 'Guttersnipe');
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = resolveTop(activate(s, 0, permanent(s, 'Avatar of Woe'), 0, [{ object: snipe }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Guttersnipe']);
    s = resolveStack(s);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 18, 18]);
  });
});

describe('Shipwreck Singer', () => {
  it('ruling: a creature that hasn\'t been under its controller\'s control continuously since the turn began doesn\'t have to attack', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Shipwreck Singer', 'Island', 'Island'] }, { battlefield: [{ card: 'Bronze Sable', sick: true }, 'Wild Griffin'] }] });
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, permanent(s, 'Shipwreck Singer'), 0, [{ object: permanent(s, 'Bronze Sable') }]));
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(s.decision).toMatchObject({ kind: 'declareAttackers', player: 1 });
    expect(tryApply(s, { type: 'confirmAttackers', player: 1 }).ok).toBe(true);
  });
});

describe("Pharika's Mender", () => {
  it('"you may": declining leaves the card in the graveyard', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest'], hand: ["Pharika's Mender"], graveyard: ['Wild Griffin'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    // the only legal target is chosen for the ability as it is put on the stack
    s = resolveStack(choose(s, [1]));
    expect(names(s, 0, 'graveyard')).toEqual(['Wild Griffin']);
    expect(names(s, 0, 'hand')).toEqual([]);
  });

  it('"from your graveyard": a card in another player\'s graveyard is not a legal target', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest'], hand: ["Pharika's Mender"] }, { graveyard: ['Wild Griffin'] }] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision?.kind).not.toBe('putTrigger');
    expectRefused(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ids.graveyard[1]![0]! }] }, 'wrongDecision');
  });
});

describe('Ember Beast', () => {
  it('CR 508.1d: made to attack if able (Shipwreck Singer), it must attack along with another creature, the most requirements obeyed without breaking its restriction', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Shipwreck Singer', 'Island', 'Island'] }, { battlefield: ['Ember Beast', 'Bronze Sable'] }] });
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, permanent(s, 'Shipwreck Singer'), 0, [{ object: permanent(s, 'Ember Beast') }]));
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expectRefused(s, { type: 'confirmAttackers', player: 1 }, 'illegal', '508.1d');
    const beast = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Ember Beast'), target: { player: 0 } });
    expectRefused(beast, { type: 'confirmAttackers', player: 1 }, 'illegal', '508.1c');
    const sable = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Bronze Sable'), target: { player: 0 } });
    expect(tryApply(sable, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    const both = apply(beast, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Bronze Sable'), target: { player: 0 } });
    expect(tryApply(both, { type: 'confirmAttackers', player: 1 }).ok).toBe(true);
  });

  it('CR 509.1c: the only creature able to block a creature that must be blocked (Irresistible Prey) blocks it along with another blocker (Vaporkin, which can block only the flier)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Bronze Sable', 'Wild Griffin'], hand: ['Irresistible Prey'] }, { battlefield: ['Ember Beast', 'Vaporkin'] }] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]));
    s = toBlockers(attack(s, [[permanent(s, 'Bronze Sable'), 1], [permanent(s, 'Wild Griffin'), 1]]));
    expect(tryApply(s, { type: 'confirmBlockers', player: 1 }).ok).toBe(false);
    const beast = apply(s, { type: 'declareBlocker', player: 1, blocker: permanent(s, 'Ember Beast'), attacker: permanent(s, 'Bronze Sable') });
    expect(tryApply(beast, { type: 'confirmBlockers', player: 1 }).ok).toBe(false);
    const both = apply(beast, { type: 'declareBlocker', player: 1, blocker: permanent(s, 'Vaporkin'), attacker: permanent(s, 'Wild Griffin') });
    expect(tryApply(both, { type: 'confirmBlockers', player: 1 }).ok).toBe(true);
  });
});

describe('Platinum Angel', () => {
  it('ruling: "No game effect can cause you to lose the game … you’re dealt combat damage by Phage the Untouchable …" — and its loss doesn\'t come back once the Angel is gone', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Phage the Untouchable', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Platinum Angel'] }] });
    let s = attack(state, [[permanent(state, 'Phage the Untouchable'), 1]]);
    s = toBlockers(s);
    if (s.decision?.kind === 'declareBlockers') s = apply(s, { type: 'confirmBlockers', player: 1 });
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'main2'));
    expect(life(s, 1)).toBe(16);
    expect(s.players[1]!.inGame).toBe(true);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: permanent(s, 'Platinum Angel') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Platinum Angel']);
    expect(s.players[1]!.inGame).toBe(true);
    expect(s.result).toBeNull();
    // without the Angel, Phage's combat damage makes that player lose
    const bare = setup({ players: [{ battlefield: ['Phage the Untouchable'] }, {}, {}] });
    const t = resolveStack(passUntil(attack(bare.state, [[permanent(bare.state, 'Phage the Untouchable'), 1]]), (x) => x.turn.step === 'main2'));
    expect(t.players[1]!.inGame).toBe(false);
  });

  it("the same for Phage's own \"you lose the game\" as it enters without being cast from your hand (Show and Tell)", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Platinum Angel', 'Island', 'Island', 'Island'], hand: ['Show and Tell', 'Phage the Untouchable'] }, {}] });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [0]));
    expect(permanent(s, 'Phage the Untouchable')).toBeDefined();
    expect(s.players[0]!.inGame).toBe(true);
    expect(s.result).toBeNull();
    // without the Angel, the same loses the game
    const bare = setup({ players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Show and Tell', 'Phage the Untouchable'] }, {}] });
    const t = resolveStack(choose(passUntil(cast(bare.state, 0, bare.ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose'), [0]));
    expect(t.players[0]!.inGame).toBe(false);
  });
});

describe('a target that regenerates (CR 701.19a: the destruction is replaced)', () => {
  const players = (spell: string) => [
    { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest', 'Forest'], hand: [spell] },
    { battlefield: ['Carnage Gladiator', 'Bronze Sable', 'Swamp', 'Mountain', 'Mountain'] },
  ];

  /** Casts `spell` at Carnage Gladiator; its controller regenerates it in response; all resolves. */
  function regenerated(spell: string) {
    const { state, ids } = setup({ players: players(spell) });
    const gladiator = permanent(state, 'Carnage Gladiator');
    let s = passToPlayer(cast(state, 0, ids.hand[0]![0]!, [{ object: gladiator }]), 1);
    s = resolveStack(activate(s, 1, gladiator, 0));
    return { s, gladiator };
  }

  it('Public Execution, ruling: "If the target creature regenerates or has indestructible, each other creature controlled by that creature’s controller will still get -2/-0." — and the target itself is not "other"', () => {
    const { s, gladiator } = regenerated('Public Execution');
    expect(s.battlefield).toContain(gladiator);
    expect(s.objects[gladiator]!.tapped).toBe(true);
    expect(pt(s, gladiator)).toEqual([4, 2]);
    expect(pt(s, permanent(s, 'Bronze Sable'))).toEqual([0, 1]);
  });

  it('Beast Within, ruling: "If the permanent is still a legal target but is not destroyed (perhaps because it regenerated …), its controller still gets the Beast token."', () => {
    const { s, gladiator } = regenerated('Beast Within');
    expect(s.battlefield).toContain(gladiator);
    expect(s.objects[permanent(s, 'token:beast-3-3')]!.controller).toBe(1);
  });
});
