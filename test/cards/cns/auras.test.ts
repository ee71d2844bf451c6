import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ActivateAction, type CastAction, type DeclareAttackerAction } from '../../../src/index.js';
import {
  activate, attack, block, cast, castAndResolve, choose, events, expectRefused, keywords, life, names, nextTurn, pass, passToStep, passUntil, permanent, permanents, pt, putTrigger,
  resolveStack, setup, skipUntil, withKeywords,
} from '../helpers.js';

describe('Elephant Guide (CNS)', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Forest', 'Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp', 'Brushstrider'], hand: ['Elephant Guide', 'Murder'] },
      { battlefield: ['token:beast-3-3'] },
    ],
  });

  it('303.4a: casting an Aura targets what it will enchant; it enters attached to it. "Enchanted creature gets +3/+3."', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![6]!;
    const beast = ids.battlefield[1]![0]!;
    const guide = ids.hand[0]![0]!;
    const targets = legalActions(state).filter((a): a is CastAction => a.type === 'cast' && a.card === guide).map((a) => a.targets);
    expect(targets).toEqual([[{ object: brushstrider }], [{ object: beast }]]);
    const s = castAndResolve(state, 0, guide, [{ object: brushstrider }]);
    const aura = permanent(s, 'Elephant Guide');
    expect(s.objects[aura]!.attachedTo).toEqual({ object: brushstrider });
    expect(pt(s, brushstrider)).toEqual([6, 4]);
  });

  it('"When enchanted creature dies, create a 3/3 green Elephant creature token." — and the Aura goes to the graveyard (704.5m)', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![6]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: brushstrider }]);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Brushstrider', 'Elephant Guide', 'Murder']);
    expect(events(s, 'stateBasedAction').some((e) => e.rule === '704.5m')).toBe(true);
    const elephants = permanents(s, 'token:elephant-3-3');
    expect(elephants).toHaveLength(1);
    expect(s.objects[elephants[0]!]!.controller).toBe(0);
    expect(pt(s, elephants[0]!)).toEqual([3, 3]);
  });

  it('ruling: "If Elephant Guide enchants an opponent\'s creature, you get the Elephant when that creature dies."', () => {
    const { state, ids } = board();
    const beast = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    expect(pt(s, beast)).toEqual([6, 6]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: beast }]);
    const elephant = permanent(s, 'token:elephant-3-3');
    expect(s.objects[elephant]!.controller).toBe(0);
  });

  it('608.3b: if the creature it targets is gone as it resolves, the Aura goes to the graveyard instead', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![6]!;
    // the Aura is cast, then Murder is cast in response and resolves first
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: brushstrider }]));
    expect(names(s, 0, 'graveyard')).toContain('Elephant Guide');
    expect(permanents(s, 'Elephant Guide')).toEqual([]);
    expect(permanents(s, 'token:elephant-3-3')).toEqual([]);
  });

  it('303.4d, 702.11b: an Aura can\'t target an opponent\'s creature with hexproof, but can target its caster\'s own', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![6]!;
    const beast = ids.battlefield[1]![0]!;
    const guide = ids.hand[0]![0]!;
    let s = withKeywords(state, beast, ['hexproof']);
    s = withKeywords(s, brushstrider, ['hexproof']);
    const targets = legalActions(s).filter((a): a is CastAction => a.type === 'cast' && a.card === guide).map((a) => a.targets);
    expect(targets).toEqual([[{ object: brushstrider }]]);
  });
});

describe('Flowstone Blade (CNS)', () => {
  it('"{R}: Enchanted creature gets +1/-1 until end of turn." — activated by the Aura\'s controller, any time they have priority', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Flowstone Blade'] }, { battlefield: ['token:beast-3-3'] }],
    });
    const beast = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    const blade = permanent(s, 'Flowstone Blade');
    s = resolveStack(activate(s, 0, blade, 0));
    expect(pt(s, beast)).toEqual([4, 2]);
    // each activation adds up, and all of them end with the turn
    s = resolveStack(activate(s, 0, blade, 0));
    expect(pt(s, beast)).toEqual([5, 1]);
    s = nextTurn(s);
    expect(pt(s, beast)).toEqual([3, 3]);
  });

  it('704.5f then 704.5m: lowering the enchanted creature\'s toughness to 0 kills it and the Aura goes to the graveyard', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Flowstone Blade'] }, { battlefield: ['Typhoid Rats'] }],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ids.battlefield[1]![0]! }]);
    s = resolveStack(activate(s, 0, permanent(s, 'Flowstone Blade'), 0));
    expect(names(s, 1, 'graveyard')).toEqual(['Typhoid Rats']);
    expect(names(s, 0, 'graveyard')).toEqual(['Flowstone Blade']);
  });
});

describe('Necromantic Thirst (CNS) — the player, and the creature card', () => {
  it('"deals combat damage to a player": blocked, dealing combat damage only to a creature, it does not trigger', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Pillarfield Ox'], hand: ['Necromantic Thirst'], graveyard: ['Typhoid Rats'] }, { battlefield: ['Bronze Sable'] }],
    });
    const ox = ids.battlefield[0]![4]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ox }]);
    s = block(attack(s, [[ox, 1]]), [[ids.battlefield[1]![0]!, ox]]);
    s = skipUntil(s, (x) => x.turn.step === 'endCombat' || x.stack.length > 0 || x.decision?.kind !== 'priority');
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.players[1]!.life).toBe(20);
    expect(s.stack).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
    expect(names(s, 0, 'graveyard')).toEqual(['Typhoid Rats']);
  });

  it('"target creature card from your graveyard": a noncreature card there is not a legal target', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Brushstrider'], hand: ['Necromantic Thirst'], graveyard: ['Flame Slash', 'Typhoid Rats'] }, {}],
    });
    const brushstrider = ids.battlefield[0]![4]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = skipUntil(attack(s, [[brushstrider, 1]]), (x) => x.stack.length > 0 || x.decision?.kind !== 'priority');
    // the Rats are the only legal target, so the ability went on the stack with them, no target asked
    expect(s.stack.map((id) => s.objects[id]!.targets)).toEqual([[{ object: ids.graveyard[0]![1] }]]);
    s = choose(resolveStack(s), [0]);
    expect(names(s, 0, 'hand')).toEqual(['Typhoid Rats']);
    expect(names(s, 0, 'graveyard')).toEqual(['Flame Slash']);
  });
});

describe('Necromantic Thirst (CNS)', () => {
  it('"Whenever enchanted creature deals combat damage to a player, you may return target creature card from your graveyard to your hand."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Brushstrider'], hand: ['Necromantic Thirst'], graveyard: ['Typhoid Rats'] }, {}],
    });
    const brushstrider = ids.battlefield[0]![4]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = attack(s, [[brushstrider, 1]]);
    s = skipUntil(s, (x) => x.stack.length > 0 || x.decision?.kind !== 'priority');
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2d' } });
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Typhoid Rats']);
  });

  it('ruling: "The target is chosen just after any creatures dealt lethal damage at the same time … have been put into the graveyard. That might include the enchanted creature itself, if it had trample and was blocked"', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Brushstrider'], hand: ['Necromantic Thirst'], graveyard: ['Typhoid Rats'] }, { battlefield: ['Typhoid Rats'] }],
    });
    const brushstrider = ids.battlefield[0]![4]!;
    const rats = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = withKeywords(s, brushstrider, ['trample']);
    s = block(attack(s, [[brushstrider, 1]]), [[rats, brushstrider]]);
    // 1 to the deathtouch Rats (lethal), 2 tramples over; the Rats kill Brushstrider
    s = skipUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = apply(s, { type: 'assignDamage', player: 0, attacker: brushstrider, amounts: [1, 2] });
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Brushstrider', 'Necromantic Thirst', 'Typhoid Rats']);
    expect(s.decision?.kind).toBe('putTrigger');
    const inGraveyard = s.players[0]!.graveyard.find((id) => s.objects[id]!.card === 'Brushstrider')!;
    s = resolveStack(putTrigger(s, [{ object: inGraveyard }]));
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Brushstrider']);
  });
});

describe('Unhallowed Pact (CNS)', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Unhallowed Pact', 'Murder'] },
      { battlefield: ['Brushstrider', 'token:beast-3-3'] },
    ],
  });

  it('"When enchanted creature dies, return that card to the battlefield under your control." — the Aura\'s controller gets it', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: brushstrider }]);
    const back = permanent(s, 'Brushstrider');
    expect(back).not.toBe(brushstrider);
    expect(s.objects[back]!.controller).toBe(0);
    expect(s.objects[back]!.owner).toBe(1);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Murder', 'Unhallowed Pact']);
  });

  it('ruling: "If Unhallowed Pact is enchanting a token creature, that creature can\'t return to the battlefield."', () => {
    const { state, ids } = board();
    const beast = ids.battlefield[1]![1]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: beast }]);
    expect(permanents(s, 'token:beast-3-3')).toEqual([]);
    expect(events(s, 'trigger').some((e) => e.card === 'Unhallowed Pact')).toBe(true);
  });

  it('ruling: "The card will return to the battlefield … only if it\'s still in the graveyard when Unhallowed Pact\'s ability resolves."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Reito Lantern'], hand: ['Unhallowed Pact', 'Murder'] },
        { battlefield: ['Brushstrider'] },
      ],
    });
    const brushstrider = ids.battlefield[1]![0]!;
    const lantern = ids.battlefield[0]![9]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    // Murder resolves; with the Pact's ability on the stack, Reito Lantern puts the card on the bottom of its owner's library
    s = passUntil(cast(s, 0, ids.hand[0]![1]!, [{ object: brushstrider }]), (x) => x.objects[x.stack.at(-1)!]?.kind === 'ability');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Unhallowed Pact']);
    const card = s.players[1]!.graveyard[0]!;
    s = resolveStack(activate(s, 0, lantern, 0, [{ object: card }]));
    expect(permanents(s, 'Brushstrider')).toEqual([]);
    expect(names(s, 1, 'library').at(-1)).toBe('Brushstrider');
  });
});

describe('Vow of Duty (CNS)', () => {
  it('"Enchanted creature gets +2/+2, has vigilance, and can\'t attack you or planeswalkers you control."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Vow of Duty'] },
        { battlefield: ['token:beast-3-3'] },
        {},
      ],
    });
    const beast = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    expect(pt(s, beast)).toEqual([5, 5]);
    expect(keywords(s, beast)).toContain('vigilance');
    s = skipUntil(nextTurn(s), (x) => x.decision?.kind === 'declareAttackers');
    const targets = legalActions(s).filter((a): a is DeclareAttackerAction => a.type === 'declareAttacker' && a.attacker === beast).map((a) => a.target);
    expect(targets).toEqual([{ player: 2 }]);
    expectRefused(s, { type: 'declareAttacker', player: 1, attacker: beast, target: { player: 0 } }, 'illegal', '508.1c');
    // vigilance: attacking doesn't tap it
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: beast, target: { player: 2 } });
    s = apply(s, { type: 'confirmAttackers', player: 1 });
    expect(s.objects[beast]!.tapped).toBe(false);
  });

  it('"… can\'t attack you or planeswalkers you control." (CR 508.1c) — the Aura controller\'s planeswalker is refused; another player\'s is not', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', { card: 'Dack Fayden', counters: { loyalty: 3 } }], hand: ['Vow of Duty'] },
        { battlefield: ['token:beast-3-3'] },
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] },
      ],
    });
    const beast = ids.battlefield[1]![0]!;
    const mine = ids.battlefield[0]![3]!;
    const theirs = ids.battlefield[2]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    s = skipUntil(nextTurn(s), (x) => x.decision?.kind === 'declareAttackers');
    const targets = legalActions(s).filter((a): a is DeclareAttackerAction => a.type === 'declareAttacker' && a.attacker === beast).map((a) => a.target);
    expect(targets).toEqual([{ player: 2 }, { planeswalker: theirs }]);
    expectRefused(s, { type: 'declareAttacker', player: 1, attacker: beast, target: { planeswalker: mine } }, 'illegal', '508.1c');
  });
});

describe('Uncontrollable Anger (CNS)', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Uncontrollable Anger'] },
      { battlefield: ['token:beast-3-3', { card: 'token:zombie-2-2', sick: true }] },
      {},
    ],
  });

  it('"Flash" — cast in an opponent\'s turn; "Enchanted creature gets +2/+2"', () => {
    const { state, ids } = board();
    const beast = ids.battlefield[1]![0]!;
    let s = pass(nextTurn(state));
    expect(s.turn.active).toBe(1);
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: beast }]));
    expect(pt(s, beast)).toEqual([5, 5]);
  });

  it('"… and attacks each combat if able." (CR 508.1d) — declaring no attack is refused; any opponent will do', () => {
    const { state, ids } = board();
    const beast = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    s = skipUntil(nextTurn(s), (x) => x.decision?.kind === 'declareAttackers');
    expectRefused(s, { type: 'confirmAttackers', player: 1 }, 'illegal', '508.1d');
    const toPlayer2 = apply(apply(s, { type: 'declareAttacker', player: 1, attacker: beast, target: { player: 2 } }), { type: 'confirmAttackers', player: 1 });
    expect(toPlayer2.combat?.attackers.map((a) => a.id)).toEqual([beast]);
  });

  it('508.1d: a creature that can\'t attack (summoning sick, CR 302.6) is under no obligation', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Uncontrollable Anger'] },
        { battlefield: [{ card: 'token:zombie-2-2', sick: true }] },
      ],
    });
    const zombie = ids.battlefield[1]![0]!;
    // in player 1's first main phase, player 0 flashes the Aura onto the Zombie that came under player 1's control this turn
    let s = pass(state);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: zombie }]));
    expect(pt(s, zombie)).toEqual([4, 4]);
    s = skipUntil(s, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
    // no creature of player 1 could attack, so no declaration was asked and combat passed without one
    expect(s.turn.step).toBe('main2');
    expect(events(s, 'attack')).toEqual([]);
  });
});

describe('Power of Fire (CNS)', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Mountain', 'Mountain', 'token:beast-3-3', { card: 'token:zombie-2-2', sick: true }], hand: ['Power of Fire', 'Power of Fire'] },
      { battlefield: ['Bronze Sable'] },
    ],
  });
  const activations = (s: ReturnType<typeof board>['state'], source: number) =>
    legalActions(s).filter((a): a is ActivateAction => a.type === 'activate' && a.source === source);

  it('"Enchanted creature has \'{T}: This creature deals 1 damage to any target.\'" — the creature is the source', () => {
    const { state, ids } = board();
    const beast = ids.battlefield[0]![2]!;
    expect(activations(state, beast)).toEqual([]);
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    const aura = permanent(s, 'Power of Fire');
    // the Aura itself has no ability to activate; the creature has it, at any target
    expect(activations(s, aura)).toEqual([]);
    expect(activations(s, beast).map((a) => a.targets)).toEqual([[{ player: 0 }], [{ player: 1 }], [{ object: beast }], [{ object: ids.battlefield[0]![3]! }], [{ object: ids.battlefield[1]![0]! }]]);
    s = activate(s, 0, beast, 0, [{ player: 1 }]);
    expect(s.objects[beast]!.tapped).toBe(true);
    s = resolveStack(s);
    expect(life(s, 1)).toBe(19);
    expect(events(s, 'damage').at(-1)).toMatchObject({ object: beast, toPlayer: 1, amount: 1 });
  });

  it('302.6: a summoning-sick creature can\'t use the {T} ability it was given', () => {
    const { state, ids } = board();
    const zombie = ids.battlefield[0]![3]!;
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: zombie }]);
    expect(activations(s, zombie)).toEqual([]);
    expectRefused(s, { type: 'activate', player: 0, source: zombie, ability: 0, targets: [{ player: 1 }], x: 0 }, 'illegal', '302.6');
  });

  it('on an opponent\'s creature, the creature\'s controller has the ability, not the Aura\'s', () => {
    const { state, ids } = board();
    const sable = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(activations(s, sable)).toEqual([]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    s = resolveStack(activate(s, 1, sable, 0, [{ player: 0 }]));
    expect(life(s, 0)).toBe(19);
  });
});

describe('Squirrel Nest (CNS)', () => {
  it('"Enchant land" and "Enchanted land has \'{T}: Create a 1/1 green Squirrel creature token.\'"', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'token:beast-3-3'], hand: ['Squirrel Nest'] }, {}],
    });
    const nest = ids.hand[0]![0]!;
    const targets = legalActions(state).filter((a): a is CastAction => a.type === 'cast' && a.card === nest).map((a) => a.targets);
    // lands only: not the Beast
    expect(targets).toEqual([[{ object: ids.battlefield[0]![0]! }], [{ object: ids.battlefield[0]![1]! }], [{ object: ids.battlefield[0]![2]! }]]);
    let s = castAndResolve(state, 0, nest, [{ object: ids.battlefield[0]![0]! }]);
    const forest = s.objects[permanent(s, 'Squirrel Nest')]!.attachedTo as { object: number };
    expect(forest.object).toBe(ids.battlefield[0]![0]!);
    s = nextTurn(nextTurn(s));
    const squirrelAbility = legalActions(s).find((a): a is ActivateAction => a.type === 'activate' && a.source === forest.object && a.ability === 1);
    expect(squirrelAbility).toBeDefined();
    s = resolveStack(apply(s, squirrelAbility!));
    const squirrels = permanents(s, 'token:squirrel-1-1');
    expect(squirrels).toHaveLength(1);
    expect(pt(s, squirrels[0]!)).toEqual([1, 1]);
    expect(s.objects[forest.object]!.tapped).toBe(true);
  });
});

describe('Stasis Cell (CNS)', () => {
  it('"Enchanted creature doesn\'t untap …" and "{3}{U}: Attach Stasis Cell to target creature." — the first creature untaps again', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Stasis Cell'] },
        { battlefield: [{ card: 'token:beast-3-3', tapped: true }, { card: 'token:zombie-2-2', tapped: true }] },
      ],
    });
    const [beast, zombie] = ids.battlefield[1]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast! }]);
    const cell = permanent(s, 'Stasis Cell');
    s = resolveStack(activate(s, 0, cell, 0, [{ object: zombie! }]));
    expect(s.objects[cell]!.attachedTo).toEqual({ object: zombie });
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect(s.objects[beast!]!.tapped).toBe(false);
    expect(s.objects[zombie!]!.tapped).toBe(true);
  });

  it('"{3}{U}: Attach Stasis Cell to target creature." — a land or an artifact that is no creature is not a legal target (CR 115.1, 602.2b)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Stasis Cell'] },
        { battlefield: ['token:beast-3-3', 'Reito Lantern'] },
      ],
    });
    const [beast, lantern] = ids.battlefield[1]!;
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast! }]);
    const cell = permanent(s, 'Stasis Cell');
    const island = ids.battlefield[0]![0]!;
    for (const t of [lantern!, island]) expectRefused(s, { type: 'activate', player: 0, source: cell, ability: 0, targets: [{ object: t }], x: 0 }, 'badTarget');
    const offered = legalActions(s).filter((a): a is ActivateAction => a.type === 'activate' && a.source === cell).map((a) => a.targets);
    expect(offered).toEqual([[{ object: beast }]]);
  });
});

describe('Unquestioned Authority', () => {
  it('Enchant creature; "When Unquestioned Authority enters the battlefield, draw a card."; "Enchanted creature has protection from creatures."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Pillarfield Ox'], hand: ['Unquestioned Authority'], library: ['Swamp'] }, { battlefield: ['Lizard Warrior', 'Bronze Sable'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ox }]);
    expect(names(s, 0, 'hand')).toEqual(['Swamp']);
    expect(keywords(s, ox)).toEqual(['protection from creatures']);
    expect(keywords(s, permanent(s, 'Lizard Warrior'))).toEqual([]);
  });

  it('protection from creatures: it can\'t be blocked by creatures and takes no damage from them', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Pillarfield Ox'], hand: ['Unquestioned Authority'] }, { battlefield: ['Lizard Warrior', 'Bronze Sable'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ox }]);
    s = nextTurn(s);
    const lizard = permanent(s, 'Lizard Warrior');
    // the opponent's Lizard attacks; the Ox blocks and takes no damage
    s = passToStep(block(attack(s, [[lizard, 0]]), [[ox, lizard]]), 'endCombat');
    expect(s.objects[ox]!.damage).toBe(0);
    s = nextTurn(s);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.tapped).toBe(false);
    s = passUntil(attack(s, [[ox, 1]]), (x) => x.decision?.kind === 'declareBlockers' || x.turn.step === 'declareBlockers');
    expect(s.decision?.kind).not.toBe('declareBlockers');
    s = skipUntil(s, (x) => x.turn.step === 'endCombat');
    expect(life(s, 1)).toBe(18);
  });
});
