/**
 * Keyword abilities of the CNS and CN2 cards combined with one another across the players of a
 * free-for-all game (CR 702, 806): protection, lifelink, deathtouch, first strike, hexproof, haste
 * and landwalk, each checked against the CR and the cards' rulings.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, tryApply } from '../../src/index.js';
import {
  activate, attack, canBlock, cast, castAndResolve, choose, events, keywords, life, names, nextTurn, passToPlayer, passToStep, passUntil, permanent, permanents, pt, putTrigger,
  resolveStack, resolveTop, setup, skipUntil, toBlockers, withKeywords,
} from '../cards/helpers.js';
import { withControl } from './helpers.js';

describe('702.16c–d: what falls off a creature as it gains protection', () => {
  it('Pristine Angel equipped while tapped: untapped by its own trigger, it has protection from artifacts, so Fireshrieker becomes unattached and stays on the battlefield (704.5n)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Pristine Angel', 'Fireshrieker', 'Wastes', 'Wastes', 'Plains', 'Plains'], hand: ['Raise the Alarm'] }, {}, {}] });
    const [angel, shrieker] = ids.battlefield[0]!;
    let s = skipUntil(attack(state, [[angel!, 2]]), (x) => x.turn.step === 'main2');
    expect(life(s, 2)).toBe(16);
    // tapped, it has no protection: the Equipment's ability may target it
    s = resolveStack(activate(s, 0, shrieker!, 0, [{ object: angel! }]));
    expect(s.objects[shrieker!]!.attachedTo).toEqual({ object: angel });
    expect(keywords(s, angel!)).toContain('double strike');
    // a spell cast: the Angel's trigger untaps it
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!));
    s = resolveStack(choose(s, [0]));
    expect(s.objects[angel!]!.tapped).toBe(false);
    expect(permanents(s, 'Fireshrieker')).toEqual([shrieker]);
    expect(s.objects[shrieker!]!.attachedTo).toBeNull();
    expect(keywords(s, angel!)).not.toContain('double strike');
    expect(events(s, 'unattach')).toEqual([expect.objectContaining({ object: shrieker, rule: '704.5n' })]);
  });

  it('Vow of Duty put on the tapped Pristine Angel: as the Angel untaps in its controller\'s untap step it has protection from white, and the Aura goes to the graveyard (702.16c, 704.5m)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Pristine Angel', 'Plains', 'Plains', 'Plains'], hand: ['Vow of Duty'] }, {}, {}] });
    const angel = ids.battlefield[0]![0]!;
    let s = skipUntil(attack(state, [[angel, 1]]), (x) => x.turn.step === 'main2');
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: angel }]);
    // its trigger resolves first; declining to untap it, the Aura resolves and is attached
    s = resolveStack(choose(resolveTop(s), [1]));
    expect(s.objects[permanent(s, 'Vow of Duty')]!.attachedTo).toEqual({ object: angel });
    expect(pt(s, angel)).toEqual([6, 6]);
    expect(keywords(s, angel)).toEqual(['flying', 'vigilance']);
    // three turns on, in its controller's untap step it untaps: protection from white
    for (let i = 0; i < 3; i++) s = nextTurn(s);
    expect(s.turn.active).toBe(0);
    expect(names(s, 0, 'graveyard')).toEqual(['Vow of Duty']);
    expect(pt(s, angel)).toEqual([4, 4]);
  });

  it('Vow of Duty cast on the tapped Pristine Angel, which its trigger untaps in response: the Aura\'s only target is now illegal, so it doesn\'t resolve (608.2b, 702.16b)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Pristine Angel', 'Plains', 'Plains', 'Plains'], hand: ['Vow of Duty'] }, {}, {}] });
    const angel = ids.battlefield[0]![0]!;
    let s = skipUntil(attack(state, [[angel, 1]]), (x) => x.turn.step === 'main2');
    s = resolveStack(choose(resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: angel }])), [0]));
    expect(events(s, 'fizzle')).toHaveLength(1);
    expect(names(s, 0, 'graveyard')).toEqual(['Vow of Duty']);
  });
});

describe('702.16 protection from creatures (Unquestioned Authority) in a multiplayer game', () => {
  function authority(extra: string[] = [], hand: string[] = []) {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Child of Night', 'Wind Dancer', ...extra], hand: ['Unquestioned Authority', ...hand] },
        { battlefield: ['Avatar of Woe', 'Lizard Warrior'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    const child = ids.battlefield[0]![3]!;
    return { s: castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: child }]), ids, child };
  }

  it('702.16b: an ability of a creature can\'t target it, whoever controls that creature — its own controller\'s Wind Dancer neither; a non-creature source may', () => {
    const { s, ids, child } = authority();
    expect(keywords(s, child)).toContain('protection from creatures');
    const dancer = ids.battlefield[0]![4]!;
    expect(tryApply(s, { type: 'activate', player: 0, source: dancer, ability: 0, targets: [{ object: child }], x: 0 }).ok).toBe(false);
    expect(tryApply(s, { type: 'activate', player: 0, source: dancer, ability: 0, targets: [{ object: permanent(s, 'Lizard Warrior') }], x: 0 }).ok).toBe(true);
    const p1 = passToPlayer(s, 1);
    expect(tryApply(p1, { type: 'activate', player: 1, source: permanent(s, 'Avatar of Woe'), ability: 0, targets: [{ object: child }], x: 0 }).ok).toBe(false);
    // the Avatar's ability may target the other creature of the same player
    expect(tryApply(p1, { type: 'activate', player: 1, source: permanent(s, 'Avatar of Woe'), ability: 0, targets: [{ object: ids.battlefield[0]![4]! }], x: 0 }).ok).toBe(true);
  });

  it('702.16e with lifelink (702.15b): fighting with Prey Upon, it takes no damage from the creature and its own damage still gains its controller life', () => {
    const { s: at, child } = authority(['Forest'], ['Prey Upon']);
    const lizard = permanent(at, 'Lizard Warrior');
    const s = castAndResolve(at, 0, at.players[0]!.hand.find((id) => at.objects[id]!.card === 'Prey Upon')!, [{ object: child }, { object: lizard }]);
    expect(s.objects[child]!.damage).toBe(0);
    expect(events(s, 'preventDamage')).toEqual([expect.objectContaining({ rule: '702.16e', to: child, amount: 4 })]);
    expect(names(s, 1, 'graveyard')).toEqual(['Lizard Warrior']);
    expect(life(s, 0)).toBe(22);
  });
});

describe('702.15 lifelink with prevention and control (CR 702.15b, 615)', () => {
  it('Ghostly Possession on Child of Night: its combat damage is prevented, so no life is gained; its fight damage (not combat damage) is dealt and gains life', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Forest', 'Child of Night'], hand: ['Ghostly Possession', 'Prey Upon'] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    const child = ids.battlefield[0]![4]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: child }]);
    s = skipUntil(attack(s, [[child, 2]]), (x) => x.turn.step === 'main2');
    expect(life(s, 2)).toBe(20);
    expect(life(s, 0)).toBe(20);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: child }, { object: permanent(s, 'Bronze Sable') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(life(s, 0)).toBe(22);
  });

  it('Fireshrieker on Child of Night: double strike deals damage twice, each a life gain of its own', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Fireshrieker', 'Wastes', 'Wastes', 'Child of Night'] }, {}, {}, {}] });
    const child = ids.battlefield[0]![3]!;
    let s = resolveStack(activate(state, 0, ids.battlefield[0]![0]!, 0, [{ object: child }]));
    s = skipUntil(attack(s, [[child, 3]]), (x) => x.turn.step === 'main2');
    expect(life(s, 3)).toBe(16);
    expect(life(s, 0)).toBe(24);
    expect(events(s, 'gainLife')).toEqual([expect.objectContaining({ rule: '702.15b', player: 0, amount: 2 }), expect.objectContaining({ rule: '702.15b', player: 0, amount: 2 })]);
  });

  it('Besmirch on another player\'s Child of Night: goaded, it may attack its own owner, and its new controller gains the life', () => {
    const { state, ids } = setup({
      active: 2,
      players: [{}, { battlefield: ['Child of Night'] }, { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'] }],
    });
    const child = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 2, ids.hand[2]![0]!, [{ object: child }]);
    s = skipUntil(attack(s, [[child, 1]]), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(18);
    expect(life(s, 2)).toBe(22);
    expect(life(s, 0)).toBe(20);
  });
});

describe('702.11 hexproof and control in a multiplayer game', () => {
  it('Marchesa\'s Emissary controlled by another player: its owner is now an opponent and can\'t target it; its controller can; the third player can\'t', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains'], hand: ['Moment of Heroism'] },
        { battlefield: ["Marchesa's Emissary", 'Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] },
        { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] },
      ],
    });
    const emissary = ids.battlefield[1]![0]!;
    const s = withControl(state, emissary, 0);
    expect(tryApply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: emissary }], x: 0 }).ok).toBe(true);
    const p1 = passToPlayer(s, 1);
    expect(tryApply(p1, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: emissary }], x: 0 }).ok).toBe(false);
    expect(tryApply(p1, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ player: 0 }], x: 0 }).ok).toBe(true);
    const p2 = passToPlayer(p1, 2);
    expect(tryApply(p2, { type: 'cast', player: 2, card: ids.hand[2]![0]!, targets: [{ object: emissary }], x: 0 }).ok).toBe(false);
  });

  it('Keepsake Gorgon\'s "target non-Gorgon creature an opponent controls": one opponent\'s hexproof creature is no legal target, another opponent\'s creature is', () => {
    const swamps = Array<string>(7).fill('Swamp');
    const { state, ids } = setup({ players: [{ battlefield: [...swamps, 'Keepsake Gorgon'] }, { battlefield: ['Ascended Lawmage', 'Pillarfield Ox'] }, { battlefield: ['Bronze Sable'] }] });
    const gorgon = ids.battlefield[0]![7]!;
    let s = resolveStack(activate(state, 0, gorgon, 0));
    expect(s.decision?.kind).toBe('putTrigger');
    expect(tryApply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Ascended Lawmage') }] }).ok).toBe(false);
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Bronze Sable') }]));
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable']);
    expect(permanents(s, 'Ascended Lawmage')).toHaveLength(1);
  });
});

describe('302.6, 702.10 haste and control changes', () => {
  it('a creature gained this turn can\'t attack nor use its {T} ability; with Fires of Yavimaya under its new controller it can do both', () => {
    const { state: s, ids } = setup({ players: [{ battlefield: ['Pillarfield Ox'] }, { battlefield: [{ card: 'Wind Dancer', controller: 0, sick: true }] }, {}] });
    const dancer = ids.battlefield[1]![0]!;
    const ox = ids.battlefield[0]![0]!;
    expect(tryApply(s, { type: 'activate', player: 0, source: dancer, ability: 0, targets: [{ object: ox }], x: 0 }).ok).toBe(false);
    const atDeclare = skipUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(tryApply(atDeclare, { type: 'declareAttacker', player: 0, attacker: dancer, target: { player: 2 } }).ok).toBe(false);

    const { state: f, ids: fids } = setup({ players: [{ battlefield: ['Pillarfield Ox', 'Fires of Yavimaya'] }, { battlefield: [{ card: 'Wind Dancer', controller: 0, sick: true }] }, {}] });
    expect(tryApply(f, { type: 'activate', player: 0, source: fids.battlefield[1]![0]!, ability: 0, targets: [{ object: fids.battlefield[0]![0]! }], x: 0 }).ok).toBe(true);
    const t = skipUntil(attack(f, [[fids.battlefield[1]![0]!, 2]]), (x) => x.turn.step === 'main2');
    expect(life(t, 2)).toBe(19);
  });
});

describe('702.12 indestructible against deathtouch, destroy and toughness 0', () => {
  it('an indestructible blocker dealt deathtouch damage survives (702.12b, 704.5h); Tragic Slip with morbid then puts it into the graveyard (704.5f)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Pillarfield Ox', 'Swamp'], hand: ['Tragic Slip'] }, { battlefield: ['Typhoid Rats'] }, {}],
    });
    const ox = ids.battlefield[0]![0]!;
    const rats = ids.battlefield[1]![0]!;
    let s = withKeywords(state, ox, ['indestructible']);
    s = attack(s, [[rats, 0]]);
    s = toBlockers(s);
    s = apply(s, { type: 'declareBlocker', player: 0, blocker: ox, attacker: rats });
    s = apply(s, { type: 'confirmBlockers', player: 0 });
    s = passToStep(s, 'endCombat');
    expect(s.objects[ox]!.damage).toBe(1);
    expect(permanents(s, 'Pillarfield Ox')).toEqual([ox]);
    // the Rats died: morbid
    expect(names(s, 1, 'graveyard')).toEqual(['Typhoid Rats']);
    s = castAndResolve(passToPlayer(s, 0), 0, ids.hand[0]![0]!, [{ object: ox }]);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Pillarfield Ox', 'Tragic Slip']);
    expect(events(s, 'stateBasedAction')).toContainEqual(expect.objectContaining({ object: ox, rule: '704.5f' }));
  });
});

describe('702.16 protection gained after blockers are declared', () => {
  it('Gods Willing on a blocker, choosing the attacker\'s color: the attacker stays blocked (509.1h), deals no damage to anyone, and takes the blocker\'s', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Wild Griffin', 'Plains'], hand: ['Gods Willing'] }, { battlefield: ['Lizard Warrior'] }, {}],
    });
    const griffin = ids.battlefield[0]![0]!;
    const lizard = ids.battlefield[1]![0]!;
    let s = attack(state, [[lizard, 0]]);
    s = toBlockers(s);
    s = apply(s, { type: 'declareBlocker', player: 0, blocker: griffin, attacker: lizard });
    s = passToPlayer(apply(s, { type: 'confirmBlockers', player: 0 }), 0);
    s = choose(resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: griffin }])), [3]);
    s = choose(s, []);
    s = passToStep(s, 'endCombat');
    expect(s.objects[griffin]!.damage).toBe(0);
    expect(life(s, 0)).toBe(20);
    expect(names(s, 1, 'graveyard')).toEqual(['Lizard Warrior']);
  });

  it('Zealous Strike on the blocker of a deathtouch attacker: with first strike it kills the Rats first, so their deathtouch damage is never dealt (510.4)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Bronze Sable', 'Plains', 'Plains'], hand: ['Zealous Strike'] }, { battlefield: ['Typhoid Rats'] }, {}],
    });
    const sable = ids.battlefield[0]![0]!;
    const rats = ids.battlefield[1]![0]!;
    let s = attack(state, [[rats, 0]]);
    s = toBlockers(s);
    s = apply(s, { type: 'declareBlocker', player: 0, blocker: sable, attacker: rats });
    s = passToPlayer(apply(s, { type: 'confirmBlockers', player: 0 }), 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]));
    s = passToStep(s, 'endCombat');
    expect(permanents(s, 'Bronze Sable')).toEqual([sable]);
    expect(s.objects[sable]!.damage).toBe(0);
    expect(names(s, 1, 'graveyard')).toEqual(['Typhoid Rats']);
  });
});

describe('702.14 landwalk in a multiplayer game', () => {
  it('Enclave Elite\'s islandwalk looks only at the defending player\'s lands: another player\'s Island doesn\'t stop a block', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Enclave Elite', 'Quag Vampires'] }, { battlefield: ['Bronze Sable'] }, { battlefield: ['Island', 'Swamp', 'Pillarfield Ox'] }],
    });
    const [elite, vampires] = ids.battlefield[0]!;
    let s = attack(state, [[elite!, 1], [vampires!, 2]]);
    s = toBlockers(s);
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    expect(canBlock(s, ids.battlefield[1]![0]!, elite!)).toBe(true);
    expect(canBlock(s, ids.battlefield[1]![0]!, vampires!)).toBe(false);
    // player 2 controls a Swamp: the Ox can't block the Vampires, so player 2 has no blockers to declare
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(s.turn.step).toBe('declareBlockers');
  });
});

describe('702.7c first strike gained after the first combat damage step, with real cards', () => {
  it('Coordinated Assault after first-strike damage: Brushstrider, without first strike as the step began, still deals its damage; Grenzo\'s Cutthroat deals none again', () => {
    const { state, ids } = setup({ players: [{ battlefield: ["Grenzo's Cutthroat", 'Brushstrider', 'Mountain'], hand: ['Coordinated Assault'] }, {}, {}, {}] });
    const [cutthroat, strider] = ids.battlefield[0]!;
    // dethrone: player 1 is tied for the most life, so the Cutthroat gets a +1/+1 counter (2/2)
    let s = resolveStack(attack(state, [[cutthroat!, 1], [strider!, 1]]));
    s = skipUntil(s, (x) => x.turn.step === 'firstStrikeDamage');
    expect(life(s, 1)).toBe(18);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: strider! }, { object: cutthroat! }]));
    expect(keywords(s, strider!)).toContain('first strike');
    s = skipUntil(s, (x) => x.turn.step === 'endCombat');
    // the 4/1 Brushstrider's 4; no second 3 from the Cutthroat
    expect(life(s, 1)).toBe(14);
  });
});

describe('702.11c a player\'s hexproof follows the control of its source', () => {
  it('Spirit of the Hearth controlled by another player: that player has hexproof; its owner no longer', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] },
        { battlefield: ['Spirit of the Hearth'] },
        { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] },
      ],
    });
    const s = withControl(state, permanent(state, 'Spirit of the Hearth'), 0);
    const volley = (x: typeof s, p: number, target: number) => tryApply(x, { type: 'cast', player: p, card: ids.hand[p]![0]!, targets: [{ player: target }], x: 0 }).ok;
    expect(volley(s, 0, 1)).toBe(true);
    expect(volley(s, 0, 0)).toBe(true);
    const p2 = passToPlayer(s, 2);
    expect(volley(p2, 2, 0)).toBe(false);
    expect(volley(p2, 2, 1)).toBe(true);
  });
});

describe('702.2b deathtouch and regeneration; 702.12b indestructible and "destroy"', () => {
  it('Twisted Abomination with a regeneration shield blocked by Typhoid Rats: the deathtouch destruction (704.5h) is replaced; it is tapped, its damage gone', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Twisted Abomination', 'Swamp'] }, { battlefield: ['Typhoid Rats'] }, {}] });
    const abomination = ids.battlefield[0]![0]!;
    const rats = ids.battlefield[1]![0]!;
    let s = attack(state, [[rats, 0]]);
    s = toBlockers(s);
    s = apply(s, { type: 'declareBlocker', player: 0, blocker: abomination, attacker: rats });
    s = passToPlayer(apply(s, { type: 'confirmBlockers', player: 0 }), 0);
    s = resolveStack(activate(s, 0, abomination, 0));
    s = passToStep(s, 'endCombat');
    expect(permanents(s, 'Twisted Abomination')).toEqual([abomination]);
    expect(s.objects[abomination]!.tapped).toBe(true);
    expect(s.objects[abomination]!.damage).toBe(0);
    expect(events(s, 'regenerate')).toHaveLength(1);
    expect(names(s, 1, 'graveyard')).toEqual(['Typhoid Rats']);
  });

  it('Avatar of Woe\'s "Destroy target creature. It can\'t be regenerated." leaves an indestructible creature on the battlefield', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Avatar of Woe'] }, { battlefield: ['Pillarfield Ox', 'Bronze Sable'] }, {}] });
    const ox = ids.battlefield[1]![0]!;
    let s = withKeywords(state, ox, ['indestructible']);
    s = resolveStack(activate(s, 0, ids.battlefield[0]![0]!, 0, [{ object: ox }]));
    expect(permanents(s, 'Pillarfield Ox')).toEqual([ox]);
    expect(names(s, 1, 'graveyard')).toEqual([]);
  });
});

describe('keywords that depend on who controls the permanent (CR 109.5: "you" is its controller)', () => {
  const draftOf = (seat: number, removed: object[]) => ({ seat, notes: [], removed }) as never;

  it('Animus of Predation controlled by another player has the keywords of the cards its new controller removed, not its owner\'s', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Animus of Predation'], draft: draftOf(0, [{ card: 'Cogwork Spy', by: 'Animus of Predation' }, { card: 'Typhoid Rats', by: 'Animus of Predation' }]) },
        { draft: draftOf(1, [{ card: 'Child of Night', by: 'Animus of Predation' }, { card: 'Pelakka Wurm', by: 'Animus of Predation' }]) },
        { draft: draftOf(2, []) },
      ],
    });
    const animus = permanent(state, 'Animus of Predation');
    expect([...keywords(state, animus)].sort()).toEqual(['deathtouch', 'flying']);
    // trample is not among the keywords Animus of Predation looks for
    expect(keywords(withControl(state, animus, 1), animus)).toEqual(['lifelink']);
    expect(keywords(withControl(state, animus, 2), animus)).toEqual([]);
  });
});

describe('702.3b defender, haste and goad with a control change', () => {
  it('Wakestone Gargoyle\'s ability, then Besmirch on another player\'s Ogre Sentry: gained later, with haste, it may attack — and goaded, it must (ruling, 508.1d)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Wakestone Gargoyle', 'Plains', 'Wastes', 'Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'] },
        { battlefield: ['Ogre Sentry'] },
        {},
      ],
    });
    const sentry = ids.battlefield[1]![0]!;
    let s = resolveStack(activate(state, 0, ids.battlefield[0]![0]!, 0));
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: sentry }]);
    s = skipUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sentry, target: { player: 1 } });
    s = skipUntil(apply(s, { type: 'confirmAttackers', player: 0 }), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(17);
  });

  it('without the Gargoyle\'s ability, the goaded Ogre Sentry can\'t attack, so not attacking is legal', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'] }, { battlefield: ['Ogre Sentry'] }, {}] });
    const sentry = ids.battlefield[1]![0]!;
    const s = skipUntil(castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sentry }]), (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
    // no creature of player 0 could attack: no declaration was asked for (508.8), and nothing attacked
    expect(s.turn).toMatchObject({ step: 'main2', active: 0 });
    expect(events(s, 'attack')).toEqual([]);
    expect(life(s, 1)).toBe(20);
  });
});

describe('510.1c, 702.2c: a deathtouch attacker blocked by several creatures, without trample', () => {
  it('Keepsake Gorgon blocked by two of player 2\'s creatures divides its 2 damage as its controller chooses; 1 to each destroys both', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Keepsake Gorgon'] }, {}, { battlefield: ['Pillarfield Ox', 'Ogre Sentry'] }] });
    const gorgon = ids.battlefield[0]![0]!;
    const [ox, sentry] = ids.battlefield[2]!;
    let s = attack(state, [[gorgon, 2]]);
    s = toBlockers(s);
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
    s = apply(s, { type: 'declareBlocker', player: 2, blocker: ox!, attacker: gorgon });
    s = apply(s, { type: 'declareBlocker', player: 2, blocker: sentry!, attacker: gorgon });
    s = skipUntil(apply(s, { type: 'confirmBlockers', player: 2 }), (x) => x.decision?.kind === 'assignDamage');
    const divisions = (x: typeof s) => legalActions(x).flatMap((a) => (a.type === 'assignDamage' ? [[...a.amounts]] : []));
    expect(divisions(s)).toEqual(expect.arrayContaining([[0, 2], [1, 1], [2, 0]]));
    s = skipUntil(apply(s, { type: 'assignDamage', player: 0, attacker: gorgon, amounts: [1, 1] }), (x) => x.turn.step === 'main2');
    expect(names(s, 2, 'graveyard').sort()).toEqual(['Ogre Sentry', 'Pillarfield Ox']);
    // the Ox's 2 and the Sentry's 3 on the 2/5 Gorgon: lethal
    expect(names(s, 0, 'graveyard')).toEqual(['Keepsake Gorgon']);
  });
});

describe('702.4c double strike lost after the first-strike step, with real cards', () => {
  it('Child of Night with Fireshrieker: after its first-strike damage, the defending player destroys the Fireshrieker with Nature\'s Claim; no second damage, and its controller gains 4', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Fireshrieker', 'Wastes', 'Wastes', 'Child of Night'] }, { battlefield: ['Forest'], hand: ["Nature's Claim"] }, {}],
    });
    const [shrieker, , , child] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, shrieker!, 0, [{ object: child! }]));
    s = skipUntil(attack(s, [[child!, 1]]), (x) => x.turn.step === 'firstStrikeDamage');
    expect([life(s, 0), life(s, 1)]).toEqual([22, 18]);
    s = passToPlayer(s, 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: shrieker! }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Fireshrieker']);
    expect(keywords(s, child!)).toEqual(['lifelink']);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect([life(s, 0), life(s, 1)]).toEqual([26, 18]);
  });
});

describe('303.4f an Aura put onto the battlefield: protection stops it, hexproof doesn\'t', () => {
  it('Vow of Duty put onto the battlefield by Show and Tell may enchant another player\'s hexproof Ascended Lawmage, never a creature with protection from white', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Island', 'Island'], hand: ['Show and Tell', 'Vow of Duty'] },
        { battlefield: ['Ascended Lawmage', 'Bronze Sable', 'Pillarfield Ox'] },
        {},
      ],
    });
    const [lawmage, sable, ox] = ids.battlefield[1]!;
    let s = withKeywords(state, sable!, ['protection from white']);
    s = passUntil(cast(s, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = choose(s, [0]);
    const d = s.decision;
    if (d?.kind !== 'choose') throw new Error('expected the choice of what the Aura enchants');
    expect(d.choice.prompt).toBe('enchant');
    const options = d.choice.options.map((o) => ('object' in o ? o.object : null));
    expect(options).toEqual(expect.arrayContaining([lawmage, ox]));
    expect(options).not.toContain(sable);
    s = resolveStack(choose(s, [options.indexOf(lawmage!)]));
    expect(s.objects[permanent(s, 'Vow of Duty')]!.attachedTo).toEqual({ object: lawmage });
    expect(pt(s, lawmage!)).toEqual([5, 4]);
  });
});

describe('702.10 haste from Immediate Action follows control', () => {
  it('player 0 names Wind Dancer: another player\'s Wind Dancer gained this turn has haste under player 0 and may use its {T} ability; player 0\'s own, gained by player 2, has none', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { battlefield: ['Wind Dancer', 'Pillarfield Ox'], command: [{ card: 'Immediate Action', names: ['Wind Dancer'] }] },
        { battlefield: [{ card: 'Wind Dancer', controller: 0, sick: true }] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    const [mine, ox] = ids.battlefield[0]!;
    const theirs = ids.battlefield[1]![0]!;
    expect(keywords(state, theirs)).toContain('haste');
    expect(tryApply(state, { type: 'activate', player: 0, source: theirs, ability: 0, targets: [{ object: ox! }], x: 0 }).ok).toBe(true);
    const stolen = withControl(state, mine!, 2);
    expect(keywords(stolen, mine!)).toEqual(['flying']);
  });
});

describe('702.9b flying gained after blockers are declared', () => {
  it('Wind Dancer gives the blocked Bronze Sable flying: it stays blocked by the Ox (509.1h), and deals its damage to it, not to the defending player', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wind Dancer'] }, {}, { battlefield: ['Pillarfield Ox'] }] });
    const [sable, dancer] = ids.battlefield[0]!;
    const ox = ids.battlefield[2]![0]!;
    let s = attack(state, [[sable!, 2]]);
    s = toBlockers(s);
    s = apply(s, { type: 'declareBlocker', player: 2, blocker: ox, attacker: sable! });
    s = passToPlayer(apply(s, { type: 'confirmBlockers', player: 2 }), 0);
    s = resolveStack(activate(s, 0, dancer!, 0, [{ object: sable! }]));
    expect(keywords(s, sable!)).toContain('flying');
    s = passToStep(s, 'endCombat');
    expect(life(s, 2)).toBe(20);
    expect(s.objects[ox]!.damage).toBe(2);
  });
});

describe('702.111b menace with several defending players (802.4a: each blocks only creatures attacking them)', () => {
  it('a menace attacker on player 1, who has one creature, can\'t be blocked, and player 2\'s creatures can\'t help', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Deputized Protester', 'Bronze Sable'] }, { battlefield: ['Pillarfield Ox'] }, { battlefield: ['Ogre Sentry', 'Wild Griffin'] }] });
    const [protester, sable] = ids.battlefield[0]!;
    const ox = ids.battlefield[1]![0]!;
    const [sentry, griffin] = ids.battlefield[2]!;
    let s = resolveStack(attack(state, [[protester!, 1], [sable!, 2]]));
    s = toBlockers(s);
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    const oxAlone = apply(s, { type: 'declareBlocker', player: 1, blocker: ox, attacker: protester! });
    expect(tryApply(oxAlone, { type: 'confirmBlockers', player: 1 })).toMatchObject({ ok: false, error: { rule: '702.111b' } });
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
    expect(canBlock(s, sentry!, protester!)).toBe(false);
    expect(canBlock(s, griffin!, protester!)).toBe(false);
    expect(canBlock(s, sentry!, sable!)).toBe(true);
  });
});

describe('Animus of Predation with first strike, deathtouch, lifelink and menace (removed Grenzo\'s Cutthroat, Typhoid Rats, Child of Night, Deputized Protester)', () => {
  it('blocked by two creatures of player 2 (menace), it divides 4 first-strike damage; 1 to one is lethal, both die before dealing damage, and its controller gains 4', () => {
    const removed = ["Grenzo's Cutthroat", 'Typhoid Rats', 'Child of Night', 'Deputized Protester'].map((card) => ({ card, by: 'Animus of Predation' }));
    const { state, ids } = setup({
      players: [{ battlefield: ['Animus of Predation'], draft: { seat: 0, notes: [], removed } as never }, {}, { battlefield: ['Pillarfield Ox', 'Ogre Sentry'] }],
    });
    const animus = ids.battlefield[0]![0]!;
    const [ox, sentry] = ids.battlefield[2]!;
    expect([...keywords(state, animus)].sort()).toEqual(['deathtouch', 'first strike', 'lifelink', 'menace']);
    let s = toBlockers(attack(state, [[animus, 2]]));
    expect(tryApply(apply(s, { type: 'declareBlocker', player: 2, blocker: ox!, attacker: animus }), { type: 'confirmBlockers', player: 2 }).ok).toBe(false);
    s = apply(s, { type: 'declareBlocker', player: 2, blocker: ox!, attacker: animus });
    s = apply(s, { type: 'declareBlocker', player: 2, blocker: sentry!, attacker: animus });
    s = skipUntil(apply(s, { type: 'confirmBlockers', player: 2 }), (x) => x.decision?.kind === 'assignDamage');
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: animus, firstStrike: true });
    s = skipUntil(apply(s, { type: 'assignDamage', player: 0, attacker: animus, amounts: [1, 3] }), (x) => x.turn.step === 'main2');
    expect(names(s, 2, 'graveyard').sort()).toEqual(['Ogre Sentry', 'Pillarfield Ox']);
    expect(s.objects[animus]!.damage).toBe(0);
    expect(life(s, 0)).toBe(24);
    expect(life(s, 2)).toBe(20);
  });
});

describe('702.16e protection looks at the source\'s color as the damage is dealt', () => {
  it('Spiritmonger blocked by an Ox with protection from green: made white after blocks, its damage is dealt, and its trigger gives it a counter', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Spiritmonger', 'Forest'] }, {}, { battlefield: ['Pillarfield Ox'] }] });
    const monger = ids.battlefield[0]![0]!;
    const ox = ids.battlefield[2]![0]!;
    let s = withKeywords(state, ox, ['protection from green']);
    s = toBlockers(attack(s, [[monger, 2]]));
    s = apply(s, { type: 'declareBlocker', player: 2, blocker: ox, attacker: monger });
    s = passToPlayer(apply(s, { type: 'confirmBlockers', player: 2 }), 0);
    // "{G}: Spiritmonger becomes the color of your choice until end of turn": white
    s = resolveTop(activate(s, 0, monger, 1));
    s = resolveStack(choose(s, [0]));
    expect(characteristics(s, monger).colors).toEqual(['W']);
    s = passToStep(s, 'endCombat');
    s = resolveStack(s);
    expect(names(s, 2, 'graveyard')).toEqual(['Pillarfield Ox']);
    expect(events(s, 'preventDamage')).toEqual([]);
    expect(s.objects[monger]!.counters['+1/+1']).toBe(1);
  });

  it('left black and green, its damage to the Ox is prevented (702.16e), and its "deals damage to a creature" trigger doesn\'t trigger', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Spiritmonger'] }, {}, { battlefield: ['Pillarfield Ox'] }] });
    const monger = ids.battlefield[0]![0]!;
    const ox = ids.battlefield[2]![0]!;
    let s = withKeywords(state, ox, ['protection from green']);
    s = toBlockers(attack(s, [[monger, 2]]));
    s = apply(s, { type: 'declareBlocker', player: 2, blocker: ox, attacker: monger });
    s = passToStep(apply(s, { type: 'confirmBlockers', player: 2 }), 'endCombat');
    expect(s.objects[ox]!.damage).toBe(0);
    expect(events(s, 'preventDamage')).toEqual([expect.objectContaining({ rule: '702.16e', to: ox, amount: 6 })]);
    expect(s.objects[monger]!.counters['+1/+1'] ?? 0).toBe(0);
  });
});

describe('702.15b lifelink gains the damage actually dealt', () => {
  it('Child of Night fighting under Gratuitous Violence deals 4, so its controller gains 4 (614.1a)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Gratuitous Violence', 'Forest', 'Child of Night'], hand: ['Prey Upon'] }, {}, { battlefield: ['Ogre Sentry'] }] });
    const child = ids.battlefield[0]![2]!;
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: child }, { object: ids.battlefield[2]![0]! }]);
    expect(names(s, 2, 'graveyard')).toEqual(['Ogre Sentry']);
    expect(events(s, 'gainLife')).toEqual([expect.objectContaining({ rule: '702.15b', player: 0, amount: 4 })]);
    expect(life(s, 0)).toBe(24);
  });

  it('Respite cast by the defending player after first-strike damage prevents the double striker\'s regular damage too: no more life is gained', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Fireshrieker', 'Wastes', 'Wastes', 'Child of Night'] }, { battlefield: ['Forest', 'Forest'], hand: ['Respite'] }, {}],
    });
    const [shrieker, , , child] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, shrieker!, 0, [{ object: child! }]));
    s = skipUntil(attack(s, [[child!, 1]]), (x) => x.turn.step === 'firstStrikeDamage');
    s = resolveStack(cast(passToPlayer(s, 1), 1, ids.hand[1]![0]!));
    // "You gain 1 life for each attacking creature."
    expect(life(s, 1)).toBe(19);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect([life(s, 0), life(s, 1)]).toEqual([22, 19]);
  });

  it("702.15e, 608.2f: Hydra Omnivore with lifelink deals its trigger's damage to each other opponent at once — one life gain event of all of it", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Hydra Omnivore', 'Plains', 'Plains'], hand: ['Moment of Heroism'] }, {}, {}, {}] });
    const hydra = ids.battlefield[0]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: hydra }]);
    s = resolveStack(skipUntil(attack(s, [[hydra, 1]]), (x) => x.stack.length > 0 && x.turn.step === 'combatDamage'));
    // the 10/10's combat damage to player 1 is one gain; the 10 to each of players 2 and 3, dealt at once, another
    expect(events(s, 'gainLife').map((e) => [e.player, e.amount, e.rule])).toEqual([[0, 10, '702.15b'], [0, 20, '702.15b']]);
    expect([life(s, 0), life(s, 1), life(s, 2), life(s, 3)]).toEqual([50, 10, 10, 10]);
  });
});

describe('702.20 vigilance and attack restrictions with goad across three players', () => {
  it('player 1\'s Ox with player 0\'s Vow of Duty, taken by player 2 with Besmirch: it must attack, can\'t attack player 0, so attacks its owner, untapped', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Vow of Duty'] },
        { battlefield: ['Pillarfield Ox'] },
        { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'] },
      ],
    });
    const ox = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ox }]);
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(2);
    s = castAndResolve(s, 2, ids.hand[2]![0]!, [{ object: ox }]);
    s = skipUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(tryApply(s, { type: 'declareAttacker', player: 2, attacker: ox, target: { player: 0 } }).ok).toBe(false);
    expect(tryApply(s, { type: 'confirmAttackers', player: 2 }).ok).toBe(false);
    s = apply(s, { type: 'declareAttacker', player: 2, attacker: ox, target: { player: 1 } });
    s = apply(s, { type: 'confirmAttackers', player: 2 });
    expect(s.objects[ox]!.tapped).toBe(false);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    // the 4/6 Ox
    expect(life(s, 1)).toBe(16);
  });
});

describe('702.12b, 514.2: indestructible until end of turn and lethal damage wear off together', () => {
  it('an indestructible Ox with lethal combat damage survives the cleanup step and the next turn', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Pillarfield Ox'] }, { battlefield: ['Lizard Warrior'] }, {}] });
    const ox = ids.battlefield[0]![0]!;
    const lizard = ids.battlefield[1]![0]!;
    let s = withKeywords(state, ox, ['indestructible']);
    s = toBlockers(attack(s, [[lizard!, 0]]));
    s = apply(s, { type: 'declareBlocker', player: 0, blocker: ox, attacker: lizard! });
    s = passToStep(apply(s, { type: 'confirmBlockers', player: 0 }), 'endCombat');
    expect(s.objects[ox]!.damage).toBe(4);
    s = nextTurn(s);
    expect(s.turn.active).toBe(2);
    expect(permanents(s, 'Pillarfield Ox')).toEqual([ox]);
    expect(s.objects[ox]!.damage).toBe(0);
    expect(keywords(s, ox)).toEqual([]);
  });
});
