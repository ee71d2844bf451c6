import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, legalActions, serialize, tryApply, type ReadonlyGameState } from '../../../src/index.js';
import {
  cast, castAndResolve, choose, events, keywords, life, names, nextTurn, passUntil, permanent, pt, putTrigger, resolveStack, resolveTop, setup, skipUntil, withoutAbilities,
} from '../helpers.js';

/** Passes to the declaration of attackers. */
function toDeclare(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.decision?.kind === 'declareAttackers');
}

/** Resolves the stack, answering "yes" (or "no") to the "you may" of a resolving goad ability. */
function resolveAnswering(state: ReadonlyGameState, yes: boolean): ReadonlyGameState {
  let s = resolveStack(state);
  while (s.decision?.kind === 'choose') s = resolveStack(choose(s, [yes ? 0 : 1]));
  return s;
}

describe('Jeering Homunculus', () => {
  it('"When Jeering Homunculus enters the battlefield, you may goad target creature."', () => {
    const { state } = setup({ players: [{ hand: ['Jeering Homunculus'], battlefield: ['Island', 'Island'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    s = putTrigger(s, [{ object: sable }]);
    s = resolveAnswering(s, true);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
    // on player 1's turn the Sable must attack player 2, not player 0 who goaded it
    s = toDeclare(nextTurn(s));
    expect(tryApply(s, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    const at0 = apply(s, { type: 'declareAttacker', player: 1, attacker: sable, target: { player: 0 } });
    expect(legalActions(at0).some((a) => a.type === 'confirmAttackers')).toBe(false);
    const at2 = apply(s, { type: 'declareAttacker', player: 1, attacker: sable, target: { player: 2 } });
    expect(apply(at2, { type: 'confirmAttackers', player: 1 }).combat?.attackers.map((a) => a.defender)).toEqual([2]);
  });

  it('"you may": declining goads nothing', () => {
    const { state } = setup({ players: [{ hand: ['Jeering Homunculus'], battlefield: ['Island', 'Island'] }, { battlefield: ['Bronze Sable'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = putTrigger(resolveStack(cast(state, 0, state.players[0]!.hand[0]!)), [{ object: sable }]);
    s = resolveAnswering(s, false);
    expect(s.objects[sable]!.goadedBy).toBeUndefined();
  });
});

for (const name of ['Goblin Racketeer', 'Coveted Peacock'] as const) {
  describe(name, () => {
    it(`"Whenever ${name} attacks, you may goad target creature defending player controls."`, () => {
      const { state } = setup({ players: [{ battlefield: [name] }, { battlefield: ['Bronze Sable'] }, { battlefield: ['Bronze Sable'] }] });
      const attacker = permanent(state, name);
      const [mine, other] = state.battlefield.filter((id) => state.objects[id]!.card === 'Bronze Sable');
      let s = toDeclare(state);
      s = apply(s, { type: 'declareAttacker', player: 0, attacker, target: { player: 1 } });
      s = apply(s, { type: 'confirmAttackers', player: 0 });
      // only the defending player's creature is a legal target, so the trigger goes on the stack aimed at it
      expect(s.decision?.kind).toBe('priority');
      expect(s.objects[s.stack[s.stack.length - 1]!]!.targets).toEqual([{ object: mine! }]);
      s = resolveAnswering(s, true);
      expect(s.objects[mine!]!.goadedBy).toEqual([0]);
      expect(s.objects[other!]!.goadedBy).toBeUndefined();
    });
  });
}

describe('Goblin Racketeer', () => {
  it('CR 508.5: destroyed in response to its attack trigger, it is no longer attacking, yet "defending player" is still the player it was attacking: its target stays legal and is goaded', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Goblin Racketeer'] }, { battlefield: ['Bronze Sable', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, {}] });
    const racketeer = permanent(state, 'Goblin Racketeer');
    const sable = permanent(state, 'Bronze Sable');
    let s = toDeclare(state);
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: racketeer, target: { player: 1 } });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.objects[s.stack[0]!]!.targets).toEqual([{ object: sable }]);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 1);
    s = resolveTop(cast(s, 1, ids.hand[1]![0]!, [{ object: racketeer }]));
    expect(s.objects[racketeer]!.movedTo).not.toBeNull();
    expect(s.combat?.attackers).toEqual([]);
    s = resolveAnswering(s, true);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
  });
});

describe('Coveted Peacock', () => {
  it('Flying', () => {
    const { state } = setup({ players: [{ battlefield: ['Coveted Peacock'] }, {}] });
    expect(keywords(state, permanent(state, 'Coveted Peacock'))).toEqual(['flying']);
  });
});

describe('Besmirch', () => {
  it('"Until end of turn, gain control of target creature and it gains haste. Untap and goad that creature."', () => {
    const { state } = setup({ players: [{ hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, { battlefield: [{ card: 'Bronze Sable', tapped: true, sick: true }] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, state.players[0]!.hand[0]!, [{ object: sable }]);
    expect(characteristics(s, sable).controller).toBe(0);
    expect(keywords(s, sable)).toContain('haste');
    expect(s.objects[sable]!.tapped).toBe(false);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
    // "The creature you gain control of must attack during your turn if able."
    s = toDeclare(s);
    expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    s = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } }), { type: 'confirmAttackers', player: 0 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable]);
    // control returns at end of turn; the goad by player 0 lasts until player 0's next turn
    s = passUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(characteristics(s, sable).controller).toBe(1);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
  });

  it('ruling: "Gaining control of a creature doesn’t cause you to gain control of any Auras or Equipment attached to it."', () => {
    const { state } = setup({
      active: 1,
      players: [
        { hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        { battlefield: ['Bronze Sable', 'Kitesail', 'Wastes', 'Wastes'] },
      ],
    });
    const [sable, kitesail] = [permanent(state, 'Bronze Sable'), permanent(state, 'Kitesail')];
    let s = resolveStack(apply(state, { type: 'activate', player: 1, source: kitesail, ability: 0, targets: [{ object: sable }], x: 0 }));
    expect(s.objects[kitesail]!.attachedTo).toEqual({ object: sable });
    s = skipUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'main1');
    s = castAndResolve(s, 0, s.players[0]!.hand[0]!, [{ object: sable }]);
    expect(characteristics(s, sable).controller).toBe(0);
    expect(characteristics(s, kitesail).controller).toBe(1);
    // still attached, and still giving its bonus to the creature it equips
    expect(s.objects[kitesail]!.attachedTo).toEqual({ object: sable });
    expect(keywords(s, sable)).toContain('flying');
  });

  it('CR 302.6: back under its owner\'s control as the effect ends, the creature can\'t use {T} abilities until its owner\'s next turn begins', () => {
    const { state } = setup({ players: [{ hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, {}, { battlefield: ['Vent Sentinel', 'Mountain', 'Mountain'] }] });
    const sentinel = permanent(state, 'Vent Sentinel');
    const tapsSentinel = (s: ReadonlyGameState) => legalActions(s).some((a) => a.type === 'activate' && a.source === sentinel);
    // with defender, the goaded Sentinel can't attack
    let s = castAndResolve(state, 0, state.players[0]!.hand[0]!, [{ object: sentinel }]);
    expect(characteristics(s, sentinel).controller).toBe(0);
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(characteristics(s, sentinel).controller).toBe(2);
    expect(s.objects[sentinel]!.tapped).toBe(false);
    // in player 1's turn, player 2 has had it back only since player 0's turn ended
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 2);
    expect(tapsSentinel(s)).toBe(false);
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    expect(tapsSentinel(s)).toBe(true);
  });

  it('"Besmirch can target any creature, including one you already control"', () => {
    const { state } = setup({ players: [{ hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain', { card: 'Bronze Sable', tapped: true }] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = castAndResolve(state, 0, state.players[0]!.hand[0]!, [{ object: sable }]);
    expect(s.objects[sable]!.tapped).toBe(false);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
  });
});

describe('Grenzo, Havoc Raiser', () => {
  /** Player 0 attacks player 1 with Grenzo, to the choice of the triggered ability's mode. */
  function grenzoHits(extra: { p0?: string[]; p1Battlefield?: string[]; p1Library?: string[]; p2Battlefield?: string[]; notes?: [object[], object[]] } = {}): ReadonlyGameState {
    const draft = (seat: number) => (extra.notes ? ({ seat, notes: extra.notes[seat], removed: [] } as never) : undefined);
    const { state } = setup({
      players: [
        { battlefield: ['Grenzo, Havoc Raiser', ...(extra.p0 ?? [])], draft: draft(0) },
        { battlefield: extra.p1Battlefield ?? [], library: extra.p1Library ?? ['Brimstone Volley', 'Wastes', 'Wastes'], draft: draft(1) },
        { battlefield: extra.p2Battlefield ?? [] },
      ],
    });
    let s = toDeclare(state);
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: permanent(state, 'Grenzo, Havoc Raiser'), target: { player: 1 } });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    return skipUntil(s, (x) => x.decision?.kind === 'putTrigger' || x.stack.some((id) => x.objects[id]!.card === 'Grenzo, Havoc Raiser'));
  }

  /** Puts Grenzo's trigger on the stack with the exile mode and resolves it, to player 0's priority. */
  function exileMode(s: ReadonlyGameState): ReadonlyGameState {
    return resolveStack(s.decision?.kind === 'putTrigger' ? apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [], modes: [1] }) : s);
  }

  it('a 2/2; when a creature you control deals combat damage to a player, choose one: goad target creature that player controls, or exile', () => {
    const s = grenzoHits({ p1Battlefield: ['Bronze Sable'], p2Battlefield: ['Typhoid Rats'] });
    expect(pt(s, permanent(s, 'Grenzo, Havoc Raiser'))).toEqual([2, 2]);
    const choices = legalActions(s).filter((a) => a.type === 'putTrigger');
    const sable = permanent(s, 'Bronze Sable');
    expect(choices).toEqual([
      { type: 'putTrigger', player: 0, index: 0, targets: [{ object: sable }], modes: [0] },
      { type: 'putTrigger', player: 0, index: 0, targets: [], modes: [1] },
    ]);
    const goaded = resolveStack(apply(s, choices[0]!));
    expect(goaded.objects[sable]!.goadedBy).toEqual([0]);
    expect(tryApply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Typhoid Rats') }], modes: [0] }).ok).toBe(false);
    expect(tryApply(s, { type: 'putTrigger', player: 0, index: 0, targets: [], modes: [0, 1] }).ok).toBe(false);
  });

  it('"a creature you control": an opponent\'s creature dealing combat damage to a player does not trigger it', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Grenzo, Havoc Raiser'] }, { battlefield: ['Bronze Sable', 'Typhoid Rats'] }, {}] });
    let s = toDeclare(state);
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Bronze Sable'), target: { player: 0 } });
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Typhoid Rats'), target: { player: 2 } });
    s = apply(s, { type: 'confirmAttackers', player: 1 });
    s = skipUntil(s, (x) => x.turn.step === 'main2' || x.decision?.kind === 'putTrigger');
    expect(s.turn.step).toBe('main2');
    expect([life(s, 0), life(s, 2)]).toEqual([18, 19]);
    expect(s.stack).toEqual([]);
  });

  it('with no creature of that player to target, only the exile mode can be chosen, so it goes on the stack with it', () => {
    const s = grenzoHits({ p2Battlefield: ['Typhoid Rats'] });
    expect(s.decision?.kind).toBe('priority');
    const ability = s.objects[s.stack[s.stack.length - 1]!]!;
    expect(ability).toMatchObject({ kind: 'ability', card: 'Grenzo, Havoc Raiser', modes: [1], targets: [] });
  });

  it('"The card exiled by the second mode is exiled face up."; "you may spend mana as though it were mana of any color to cast that spell"', () => {
    let s = exileMode(grenzoHits({ p0: ['Plains', 'Plains', 'Plains'] }));
    const volley = s.exile[s.exile.length - 1]!;
    expect(s.objects[volley]).toMatchObject({ card: 'Brimstone Volley', faceDown: false, owner: 1 });
    expect(names(s, 1, 'library')).toEqual(['Wastes', 'Wastes']);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    const cast = { type: 'cast' as const, player: 0, card: volley, targets: [{ player: 2 }], x: 0 };
    expect(legalActions(s)).toContainEqual(cast);
    s = resolveStack(apply(s, cast));
    expect(life(s, 2)).toBe(17);
    expect(names(s, 1, 'graveyard')).toEqual(['Brimstone Volley']);
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
  });

  it('CR 800.4a: if its caster leaves the game, another player\'s card cast this way is exiled, not removed from the game', () => {
    let s = passUntil(exileMode(grenzoHits({ p0: ['Plains', 'Plains', 'Plains'] })), (x) => x.turn.step === 'main2');
    const volley = s.exile[s.exile.length - 1]!;
    s = apply(s, { type: 'cast', player: 0, card: volley, targets: [{ player: 2 }], x: 0 });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.stack).toEqual([]);
    expect(s.exile.map((id) => [s.objects[id]!.card, s.objects[id]!.owner])).toEqual([['Brimstone Volley', 1]]);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('only the player whose creature hit may cast it; other players may not', () => {
    const mountains = ['Mountain', 'Mountain', 'Mountain'];
    let s = passUntil(exileMode(grenzoHits({ p0: ['Plains', 'Plains', 'Plains'], p1Battlefield: mountains, p2Battlefield: mountains })), (x) => x.turn.step === 'main2');
    const volley = s.exile[s.exile.length - 1]!;
    const castBy = (player: number) => ({ type: 'cast' as const, player, card: volley, targets: [{ player: 0 }], x: 0 });
    expect(tryApply(s, { ...castBy(0), targets: [{ player: 2 }] }).ok).toBe(true);
    // the card's owner and the third player each get priority, with three red mana for the instant, and may not cast it
    for (const player of [1, 2]) {
      s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === player);
      expect(s.turn.step).toBe('main2');
      const r = tryApply(s, castBy(player));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.rule).toBe('601.2a');
      expect(legalActions(s).some((a) => a.type === 'cast' && a.card === volley)).toBe(false);
    }
  });

  it('Garbage Fire ruling: "If you somehow cast, copy, or gain control of Garbage Fire but you didn’t draft one, the highest noted number is considered to be 0" — cast from its drafter\'s library, it deals its caster\'s number, not its owner\'s', () => {
    /** The damage of the Garbage Fire player 0 casts from player 1's library at their Hundred-Handed One; player 1 noted 6. */
    const fire = (mine: object[]) => {
      let s = exileMode(grenzoHits({ p0: ['Plains', 'Plains', 'Plains'], p1Battlefield: ['Hundred-Handed One'], p1Library: ['Garbage Fire', 'Wastes'], notes: [mine, [{ card: 'Garbage Fire', number: 6 }]] }));
      s = passUntil(s, (x) => x.turn.step === 'main2');
      const exiled = s.exile[s.exile.length - 1]!;
      expect(s.objects[exiled]).toMatchObject({ card: 'Garbage Fire', owner: 1 });
      s = resolveStack(apply(s, { type: 'cast', player: 0, card: exiled, targets: [{ object: permanent(s, 'Hundred-Handed One') }], x: 0 }));
      return events(s, 'damage').filter((e) => e.card === 'Garbage Fire');
    };
    expect(fire([])).toEqual([]);
    expect(fire([{ card: 'Garbage Fire', number: 2 }])).toEqual([expect.objectContaining({ amount: 2 })]);
  });

  it('"If you exile a land card this way, you can’t play it."', () => {
    const s = passUntil(exileMode(grenzoHits({ p1Library: ['Mountain', 'Wastes'] })), (x) => x.turn.step === 'main2');
    const mountain = s.exile[s.exile.length - 1]!;
    expect(s.objects[mountain]!.card).toBe('Mountain');
    expect(legalActions(s).some((a) => (a.type === 'playLand' || a.type === 'cast') && a.card === mountain)).toBe(false);
    expect(tryApply(s, { type: 'playLand', player: 0, card: mountain }).ok).toBe(false);
  });

  it('"Casting the exiled card follows the normal rules for casting that card. You must pay its costs, and you must follow all applicable timing rules. For example, if you exile a creature card this way, you must wait until your main phase to cast it."', () => {
    let s = exileMode(grenzoHits({ p0: ['Plains', 'Plains', 'Plains', 'Plains'], p1Library: ['Lizard Warrior', 'Wastes'] }));
    const lizard = s.exile[s.exile.length - 1]!;
    expect(s.turn.step).toBe('combatDamage');
    expect(tryApply(s, { type: 'cast', player: 0, card: lizard, targets: [], x: 0 }).ok).toBe(false);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: lizard, targets: [], x: 0 }));
    expect(s.objects[permanent(s, 'Lizard Warrior')]!.controller).toBe(0);
  });

  it('you must pay its costs: without enough mana it cannot be cast', () => {
    const s = passUntil(exileMode(grenzoHits({ p0: ['Plains', 'Plains'] })), (x) => x.turn.step === 'main2');
    const volley = s.exile[s.exile.length - 1]!;
    expect(tryApply(s, { type: 'cast', player: 0, card: volley, targets: [{ player: 2 }], x: 0 }).ok).toBe(false);
  });

  it('"If you don’t cast the card, it will remain in exile." (and it can no longer be cast after that turn)', () => {
    let s = exileMode(grenzoHits({ p0: ['Plains', 'Plains', 'Plains'] }));
    const volley = s.exile[s.exile.length - 1]!;
    s = nextTurn(s);
    expect(s.exile).toContain(volley);
    expect(s.ruleEffects).toEqual([]);
    expect(tryApply(s, { type: 'cast', player: 0, card: volley, targets: [{ player: 2 }], x: 0 }).ok).toBe(false);
  });

  /** Grenzo goads player 1's Merfolk Looter; then it is player 1's turn, in their first main phase. */
  function goadedLooter(): ReadonlyGameState {
    const s = grenzoHits({ p1Battlefield: ['Merfolk Looter'], p1Library: ['Wastes', 'Wastes', 'Wastes'] });
    const looter = permanent(s, 'Merfolk Looter');
    const goaded = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: looter }], modes: [0] }));
    expect(goaded.objects[looter]!.goadedBy).toEqual([0]);
    return nextTurn(goaded);
  }

  it('"If, during a player’s declare attackers step, a creature that player controls that’s been goaded is tapped … then it doesn’t attack."', () => {
    let s = goadedLooter();
    const looter = permanent(s, 'Merfolk Looter');
    s = apply(s, { type: 'activate', player: 1, source: looter, ability: 0, targets: [], x: 0 });
    s = resolveStack(s);
    while (s.decision?.kind === 'choose') s = resolveStack(choose(s, [0]));
    expect(s.objects[looter]!.tapped).toBe(true);
    s = passUntil(s, (x) => x.turn.step === 'declareAttackers' || x.turn.step === 'endCombat');
    expect(s.combat?.attackers ?? []).toEqual([]);
  });

  it('"If the creature doesn’t meet any of the above exceptions and can attack, it must attack a player other than the controller of the spell or ability that goaded it if able."', () => {
    const s = toDeclare(goadedLooter());
    const looter = permanent(s, 'Merfolk Looter');
    expect(tryApply(s, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    const atGoader = apply(s, { type: 'declareAttacker', player: 1, attacker: looter, target: { player: 0 } });
    expect(tryApply(atGoader, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    const atOther = apply(s, { type: 'declareAttacker', player: 1, attacker: looter, target: { player: 2 } });
    expect(tryApply(atOther, { type: 'confirmAttackers', player: 1 }).ok).toBe(true);
  });

  it('"Being goaded isn’t an ability the creature has. Once it’s been goaded, it must attack as detailed above even if it loses all abilities." (CR 701.15b)', () => {
    const goaded = goadedLooter();
    const looter = permanent(goaded, 'Merfolk Looter');
    const stripped = withoutAbilities(goaded, looter);
    // in player 1's main phase it has lost its abilities (its {T} ability is gone), and is still goaded by player 0
    expect(stripped.decision).toMatchObject({ kind: 'priority', player: 1 });
    expect(legalActions(goaded).some((a) => a.type === 'activate' && a.source === looter)).toBe(true);
    expect(legalActions(stripped).some((a) => a.type === 'activate' && a.source === looter)).toBe(false);
    expect(stripped.objects[looter]!.goadedBy).toEqual([0]);
    const s = toDeclare(stripped);
    // so it must still attack, and a player other than player 0
    expect(tryApply(s, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    const atGoader = apply(s, { type: 'declareAttacker', player: 1, attacker: looter, target: { player: 0 } });
    expect(tryApply(atGoader, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    const atOther = apply(s, { type: 'declareAttacker', player: 1, attacker: looter, target: { player: 2 } });
    expect(tryApply(atOther, { type: 'confirmAttackers', player: 1 }).ok).toBe(true);
  });
});
