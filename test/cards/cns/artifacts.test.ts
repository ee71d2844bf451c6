import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, tryApply } from '../../../src/index.js';
import {
  activate, attack, cast, castAndResolve, expectRefused, names, nextTurn, passToPlayer, passUntil, permanent, permanents, pt, resolveStack, setup, toBlockers, withoutAbilities,
} from '../helpers.js';

describe('Altar of Dementia', () => {
  const players = () => [
    { battlefield: ['Altar of Dementia', 'Pillarfield Ox', 'Typhoid Rats'] },
    { library: ['Wastes', 'Island', 'Plains', 'Swamp', 'Forest'] },
  ];

  it("Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power", () => {
    const { state } = setup({ players: players() });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = apply(state, { type: 'activate', player: 0, source: permanent(state, 'Altar of Dementia'), ability: 0, targets: [{ player: 1 }], x: 0, sacrifice: ox });
    expect(names(s, 0, 'graveyard')).toEqual(['Pillarfield Ox']);
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Wastes', 'Island']);
    expect(names(s, 1, 'library')).toEqual(['Plains', 'Swamp', 'Forest']);
  });

  it('ruling: the number of cards is the power of the sacrificed creature as it last existed on the battlefield', () => {
    const { state } = setup({ players: [{ ...players()[0]!, battlefield: ['Altar of Dementia', { card: 'Pillarfield Ox', counters: { '+1/+1': 2 } }] }, players()[1]!] });
    const s = resolveStack(apply(state, { type: 'activate', player: 0, source: permanent(state, 'Altar of Dementia'), ability: 0, targets: [{ player: 1 }], x: 0, sacrifice: permanent(state, 'Pillarfield Ox') }));
    expect(names(s, 1, 'graveyard')).toEqual(['Wastes', 'Island', 'Plains', 'Swamp']);
  });

  it("ruling: with fewer cards in the library than the power, all of them are milled, and the player doesn't lose until drawing from the empty library", () => {
    // ruling: "If the target player’s library contains fewer cards than the sacrificed creature’s power, all of
    // those cards are put into that player’s graveyard. That player won’t lose the game until they try to draw from
    // the empty library."
    const { state } = setup({ players: [{ battlefield: ['Altar of Dementia', 'Zombie Goliath'] }, { library: ['Wastes', 'Island'] }] });
    const s = resolveStack(apply(state, { type: 'activate', player: 0, source: permanent(state, 'Altar of Dementia'), ability: 0, targets: [{ player: 1 }], x: 0, sacrifice: permanent(state, 'Zombie Goliath') }));
    expect(names(s, 1, 'library')).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Wastes', 'Island']);
    expect(s.result).toBeNull();
    expect(s.players[1]!.inGame).toBe(true);
  });

  it('legal actions offer one activation per creature you control and target; the cost must name one', () => {
    const { state } = setup({ players: players() });
    const altar = permanent(state, 'Altar of Dementia');
    const acts = legalActions(state).filter((a) => a.type === 'activate' && a.source === altar);
    expect(acts).toHaveLength(4); // two creatures × two players
    expectRefused(state, { type: 'activate', player: 0, source: altar, ability: 0, targets: [{ player: 1 }], x: 0 }, 'illegal', '602.2b');
    expectRefused(state, { type: 'activate', player: 0, source: altar, ability: 0, targets: [{ player: 1 }], x: 0, sacrifice: altar }, 'illegal', '602.2b');
  });

  it("with no creature to sacrifice it can't be activated", () => {
    const { state } = setup({ players: [{ battlefield: ['Altar of Dementia'] }, {}] });
    expect(legalActions(state).some((a) => a.type === 'activate')).toBe(false);
  });
});

describe("Mirrodin's Core", () => {
  it('{T}: Add {C}', () => {
    const { state } = setup({ players: [{ battlefield: ["Mirrodin's Core"] }, {}] });
    expect(activate(state, 0, permanent(state, "Mirrodin's Core"), 0).players[0]!.pool.C).toBe(1);
  });

  it('{T}: Put a charge counter on it; {T}, Remove a charge counter: Add one mana of any color', () => {
    const { state } = setup({ players: [{ battlefield: ["Mirrodin's Core"] }, {}] });
    const core = permanent(state, "Mirrodin's Core");
    expect(legalActions(state).some((a) => a.type === 'activate' && a.source === core && a.ability === 2)).toBe(false);
    let s = resolveStack(activate(state, 0, core, 1));
    expect(s.objects[core]!.counters.charge).toBe(1);
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(0);
    s = apply(s, { type: 'activate', player: 0, source: core, ability: 2, targets: [], x: 0, color: 'U' });
    expect(s.players[0]!.pool.U).toBe(1);
    expect(s.objects[core]!.counters.charge ?? 0).toBe(0);
  });
});

describe('Quicksand', () => {
  it('{T}, Sacrifice Quicksand: Target attacking creature without flying gets -1/-2 until end of turn', () => {
    const { state } = setup({ players: [{ battlefield: ['Pillarfield Ox', 'Sky Spirit'] }, { battlefield: ['Quicksand'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = passToPlayer(attack(state, [[ox, 1], [permanent(state, 'Sky Spirit'), 1]]), 1);
    const quicksand = permanent(s, 'Quicksand');
    expectRefused(s, { type: 'activate', player: 1, source: quicksand, ability: 1, targets: [{ object: permanent(s, 'Sky Spirit') }], x: 0 }, 'badTarget');
    s = resolveStack(activate(s, 1, quicksand, 1, [{ object: ox }]));
    expect(pt(s, ox)).toEqual([1, 2]);
    expect(names(s, 1, 'graveyard')).toEqual(['Quicksand']);
  });

  it('a creature that is not attacking is not a legal target', () => {
    const { state } = setup({ players: [{ battlefield: ['Quicksand', 'Pillarfield Ox'] }, {}] });
    expectRefused(state, { type: 'activate', player: 0, source: permanent(state, 'Quicksand'), ability: 1, targets: [{ object: permanent(state, 'Pillarfield Ox') }], x: 0 }, 'badTarget');
  });
});

describe('Galvanic Juggernaut', () => {
  it('Galvanic Juggernaut attacks each combat if able: not attacking with it is refused', () => {
    const { state } = setup({ players: [{ battlefield: ['Galvanic Juggernaut'] }, {}] });
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    const attacking = apply(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Galvanic Juggernaut'), target: { player: 1 } });
    expect(apply(attacking, { type: 'confirmAttackers', player: 0 }).combat?.attackers).toHaveLength(1);
  });

  it('"attacks each combat if able" is its own ability: having lost all abilities, it may stay home (CR 613.1f, 508.1d)', () => {
    const { state } = setup({ players: [{ battlefield: ['Galvanic Juggernaut'] }, {}] });
    const s = passUntil(withoutAbilities(state, permanent(state, 'Galvanic Juggernaut')), (x) => x.decision?.kind === 'declareAttackers');
    const home = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(home.combat?.attackers ?? []).toEqual([]);
  });

  it("Galvanic Juggernaut doesn't untap during your untap step", () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Galvanic Juggernaut', tapped: true }, { card: 'Bronze Sable', tapped: true }] }, {}] });
    const s = nextTurn(nextTurn(state));
    expect(s.turn.active).toBe(0);
    expect(s.objects[permanent(s, 'Galvanic Juggernaut')]!.tapped).toBe(true);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.tapped).toBe(false);
  });

  it('Whenever another creature dies, untap Galvanic Juggernaut', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [{ card: 'Galvanic Juggernaut', tapped: true }, 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Bronze Sable'] }],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.objects[permanent(s, 'Galvanic Juggernaut')]!.tapped).toBe(false);
  });

  it('"Whenever another creature dies": a noncreature permanent dying does not untap it, and its own death does not trigger it', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [{ card: 'Galvanic Juggernaut', tapped: true }, 'Pernicious Deed', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, {}],
    });
    const juggernaut = permanent(state, 'Galvanic Juggernaut');
    // an enchantment put into the graveyard from the battlefield (X = 0: nothing else is destroyed)
    let s = resolveStack(activate(state, 0, permanent(state, 'Pernicious Deed'), 0, [], 0));
    expect(names(s, 0, 'graveyard')).toEqual(['Pernicious Deed']);
    expect(s.objects[juggernaut]!.tapped).toBe(true);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: juggernaut }]);
    expect(names(s, 0, 'graveyard')).toContain('Galvanic Juggernaut');
    expect(logOf(s).filter((e) => e.type === 'trigger')).toEqual([]);
  });
});

describe('Reflecting Pool', () => {
  /** The types the deciding player may tap a permanent for, as legalActions lists them. */
  const types = (s: ReturnType<typeof setup>['state'], source: number) => legalActions(s).flatMap((a) => (a.type === 'activate' && a.source === source ? [a.color] : []));

  it('{T}: Add one mana of any type that a land you control could produce (colorless is a type: the ruling)', () => {
    const { state } = setup({ players: [{ battlefield: ['Reflecting Pool', 'Island', { card: 'Swamp', tapped: true }, 'Wastes'] }, { battlefield: ['Forest'] }] });
    const pool = permanent(state, 'Reflecting Pool');
    expect(types(state, pool)).toEqual(['U', 'B', 'C']);
    const s = apply(state, { type: 'activate', player: 0, source: pool, ability: 0, targets: [], x: 0, color: 'C' });
    expect(s.players[0]!.pool).toMatchObject({ C: 1, U: 0 });
    expectRefused(state, { type: 'activate', player: 0, source: pool, ability: 0, targets: [], x: 0, color: 'G' }, 'malformed');
  });

  it("the ruling: it checks the effects of your lands' mana abilities, not their costs (Mirrodin's Core without a charge counter)", () => {
    // ruling: "Reflecting Pool checks the effects of all mana-producing abilities of lands you control, but it
    // doesn’t check their costs. For example, Vivid Crag says “{T}, Remove a charge counter from Vivid Crag: Add one
    // mana of any color.” If you control Vivid Crag and Reflecting Pool, you can tap Reflecting Pool for any color
    // of mana. It doesn’t matter whether Vivid Crag has a charge counter on it, and it doesn’t matter whether it’s
    // untapped."
    const { state } = setup({ players: [{ battlefield: ['Reflecting Pool', "Mirrodin's Core"] }, {}] });
    expect(types(state, permanent(state, 'Reflecting Pool'))).toEqual(['W', 'U', 'B', 'R', 'G', 'C']);
  });

  it("the ruling: multiple Reflecting Pools won't help each other produce mana", () => {
    const { state } = setup({ players: [{ battlefield: ['Reflecting Pool', 'Reflecting Pool'] }, { battlefield: ['Forest'] }] });
    const pools = permanents(state, 'Reflecting Pool');
    // "you may still activate Reflecting Pool's ability — it just won't produce any mana"
    for (const pool of pools) expect(types(state, pool)).toEqual([undefined]);
    const s = apply(state, { type: 'activate', player: 0, source: pools[0]!, ability: 0, targets: [], x: 0 });
    expect(s.objects[pools[0]!]!.tapped).toBe(true);
    expect(Object.values(s.players[0]!.pool).every((n) => n === 0)).toBe(true);
  });

  it('it pays for a spell through the automatic payment', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Reflecting Pool', 'Island', 'Wastes'], hand: ['Divination'], library: ['Bronze Sable', 'Bronze Sable'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable', 'Bronze Sable']);
  });
});

describe('Vedalken Orrery', () => {
  it("You may cast spells as though they had flash: a creature spell in an opponent's turn, a sorcery in response", () => {
    // ruling: "The controller of Vedalken Orrery can cast nonland artifact, creature, enchantment, and sorcery cards
    // any time they could cast an instant. This includes on other players’ turns and during the upkeep step, draw
    // step, combat phase, and end step."
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Vedalken Orrery', 'Island', 'Island', 'Island', 'Wastes', 'Wastes'], hand: ['Bronze Sable', 'Divination'], library: ['Murder', 'Murder'] },
        { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'] },
      ],
    });
    let s = cast(state, 1, ids.hand[1]![0]!);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = cast(s, 0, ids.hand[0]![1]!);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(names(s, 0, 'hand')).toEqual(['Murder', 'Murder']);
  });

  it('"You may cast spells as though they had flash": in an opponent\'s turn the creature and the sorcery are among the legal actions (CR 601.3b)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Vedalken Orrery', 'Island', 'Island', 'Island', 'Wastes', 'Wastes'], hand: ['Bronze Sable', 'Divination'] }, {}],
    });
    const s = passUntil(state, (x) => x.decision?.player === 0);
    expect(s.turn.active).toBe(1);
    const casts = legalActions(s).filter((a) => a.type === 'cast').map((a) => (a.type === 'cast' ? a.card : undefined));
    expect(casts).toEqual(ids.hand[0]);
  });

  it('without it, the same spells wait for sorcery timing; an opponent\'s Orrery does not help', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Island', 'Island', 'Island', 'Wastes', 'Wastes'], hand: ['Bronze Sable', 'Divination'] },
        { battlefield: ['Vedalken Orrery'] },
      ],
    });
    const s = passUntil(state, (x) => x.decision?.player === 0);
    expectRefused(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }, 'illegal', '601.3');
    expectRefused(s, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [], x: 0 }, 'illegal', '601.3');
  });

  it('the ruling: it does not change when abilities "activate only as a sorcery" may be activated (equip)', () => {
    // ruling: "This applies only to casting spells. It does not, for example, change when you may activate abilities
    // that can only be activated “any time you could cast a sorcery”."
    const { state } = setup({
      active: 1,
      players: [{ battlefield: ['Vedalken Orrery', 'Fireshrieker', 'Bronze Sable', 'Wastes', 'Wastes'] }, {}],
    });
    const s = passUntil(state, (x) => x.decision?.player === 0);
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === permanent(s, 'Fireshrieker'))).toBe(false);
  });
});

describe('Silent Arbiter', () => {
  it('No more than one creature can attack each combat (any player\'s creatures)', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wild Griffin'] }, { battlefield: ['Silent Arbiter'] }] });
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Bronze Sable'), target: { player: 1 } });
    const both = apply(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Wild Griffin'), target: { player: 1 } });
    expectRefused(both, { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1c');
    expect(legalActions(both).some((a) => a.type === 'confirmAttackers')).toBe(false);
    expect(apply(s, { type: 'confirmAttackers', player: 0 }).combat?.attackers).toHaveLength(1);
  });

  it('No more than one creature can block each combat', () => {
    const { state } = setup({ players: [{ battlefield: ['Silent Arbiter', 'Pillarfield Ox'] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = toBlockers(attack(state, [[ox, 1]]));
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: permanent(s, 'Bronze Sable'), attacker: ox });
    const both = apply(s, { type: 'declareBlocker', player: 1, blocker: permanent(s, 'Wild Griffin'), attacker: ox });
    expectRefused(both, { type: 'confirmBlockers', player: 1 }, 'illegal', '509.1b');
    expect(apply(s, { type: 'confirmBlockers', player: 1 }).combat?.blockers).toHaveLength(1);
  });

  it('802.4b: the block limit is checked per defending player, ignoring the blockers other defending players declared (reached with Vedalken Orrery: cast after two creatures attack two players)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Vedalken Orrery', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Bronze Sable', 'Pillarfield Ox'], hand: ['Silent Arbiter'] },
        { battlefield: ['Wild Griffin'] },
        { battlefield: ['Runed Servitor', 'Typhoid Rats'] },
      ],
    });
    const [sable, ox] = [permanent(state, 'Bronze Sable'), permanent(state, 'Pillarfield Ox')];
    let s = attack(state, [[sable, 1], [ox, 2]]);
    expect(s.combat?.attackers).toHaveLength(2);
    // CR 601.3b: Vedalken Orrery lets Silent Arbiter be cast in the declare attackers step, after the declaration
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0 && x.turn.step === 'declareAttackers');
    for (let i = 1; i <= 4; i++) s = activate(s, 0, ids.battlefield[0]![i]!, 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!));
    expect(permanent(s, 'Silent Arbiter')).toBeDefined();
    s = toBlockers(s);
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: permanent(s, 'Wild Griffin'), attacker: sable }] });
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
    // player 2's second blocker breaks the limit among their own blockers (509.1b)
    expectRefused(s, { type: 'declareBlockers', player: 2, blockers: [{ blocker: permanent(s, 'Runed Servitor'), attacker: ox }, { blocker: permanent(s, 'Typhoid Rats'), attacker: ox }] }, 'illegal', '509.1b');
    // one is legal: player 1's blocker is ignored (802.4b), and listed one at a time too
    expect(legalActions(s)).toContainEqual({ type: 'declareBlocker', player: 2, blocker: permanent(s, 'Runed Servitor'), attacker: ox });
    s = apply(s, { type: 'declareBlockers', player: 2, blockers: [{ blocker: permanent(s, 'Runed Servitor'), attacker: ox }] });
    expect(s.combat?.blockers.map((b) => b.id)).toEqual([permanent(s, 'Wild Griffin'), permanent(s, 'Runed Servitor')]);
  });

  it('802.4b, 509.1c: another defending player\'s blocker does not use up the limit, so a second defending player\'s creature that blocks if able (Provoke) must block', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Vedalken Orrery', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Forest', 'Forest', 'Bronze Sable', 'Pillarfield Ox'], hand: ['Silent Arbiter', 'Provoke'] },
        { battlefield: ['Wild Griffin'] },
        { battlefield: ['Runed Servitor'] },
      ],
    });
    const [sable, ox] = [permanent(state, 'Bronze Sable'), permanent(state, 'Pillarfield Ox')];
    let s = attack(state, [[sable, 1], [ox, 2]]);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0 && x.turn.step === 'declareAttackers');
    for (let i = 1; i <= 4; i++) s = activate(s, 0, ids.battlefield[0]![i]!, 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!));
    for (let i = 5; i <= 6; i++) s = activate(s, 0, ids.battlefield[0]![i]!, 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Runed Servitor') }]));
    s = toBlockers(s);
    s = apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: permanent(s, 'Wild Griffin'), attacker: sable }] });
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
    expectRefused(s, { type: 'declareBlockers', player: 2, blockers: [] }, 'illegal', '509.1c');
    s = apply(s, { type: 'declareBlockers', player: 2, blockers: [{ blocker: permanent(s, 'Runed Servitor'), attacker: ox }] });
    expect(s.combat?.blockers).toHaveLength(2);
  });

  it('a creature that attacks each combat if able attacks alone: the most requirements obeyed within the limit (CR 508.1d)', () => {
    const { state } = setup({ players: [{ battlefield: ['Silent Arbiter', 'Galvanic Juggernaut', 'Bronze Sable'] }, {}] });
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const sable = apply(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Bronze Sable'), target: { player: 1 } });
    expectRefused(sable, { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1d');
    const juggernaut = apply(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Galvanic Juggernaut'), target: { player: 1 } });
    expect(apply(juggernaut, { type: 'confirmAttackers', player: 0 }).combat?.attackers).toHaveLength(1);
  });
});
