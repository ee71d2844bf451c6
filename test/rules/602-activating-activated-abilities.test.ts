import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, tryApply, type ActivateAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { legalActionsRunningEveryLister } from '../../src/engine/legal.js';
import { events, expectRefused, pass, passUntil } from './helpers.js';
import { asEngineState } from '../helpers/mutable-copy.js';

function activations(state: ReadonlyGameState): ActivateAction[] {
  return legalActions(state).filter((a): a is ActivateAction => a.type === 'activate');
}

function activate(player: number, source: number, extra: Partial<ActivateAction> = {}): ActivateAction {
  return { type: 'activate', player, source, ability: 0, targets: [], x: 0, ...extra };
}

describe('602 Activating Activated Abilities', () => {
  it('602.2a/602.2b: an activated ability goes on the stack as an object that is not a card, and its {T} cost is paid', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Merfolk Looter'], hand: ['Plains'], library: ['Island'] }, {}],
      settings: { autoPass: 'never' },
    });
    const looter = ids.battlefield[0]![0]!;
    const s = apply(state, activate(0, looter));
    expect(s.stack).toHaveLength(1);
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: 'ability', source: looter, controller: 0, card: 'Merfolk Looter' });
    expect(s.objects[looter]!.tapped).toBe(true);
    expect(events(s, 'activate')).toEqual([expect.objectContaining({ rule: '602.2', player: 0, card: 'Merfolk Looter' })]);
    // CR 117.3c: the activating player keeps priority
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    // a tapped creature can't pay {T} again
    expect(activations(s)).toEqual([]);
    expectRefused(s, activate(0, looter), 'illegal', '602.2b');
  });

  it('117.3c, 117.4: activating an ability that goes on the stack starts the passes in succession over: the player who passed before it is asked again before it resolves', () => {
    const { state, ids } = scenario({
      players: [{}, { battlefield: ['Merfolk Looter'], hand: ['Plains'], library: ['Island'] }],
      settings: { autoPass: 'never' },
    });
    let s = pass(state);
    s = apply(s, activate(1, ids.battlefield[1]![0]!));
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = pass(s);
    // player 0 passed before player 1 activated it: nothing resolves until player 0 passes again
    expect(s.stack).toHaveLength(1);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    // then it resolves: "draw a card, then discard a card"
    s = pass(s);
    expect(s.decision).toMatchObject({ player: 1 });
    expect(s.players[1]!.hand.map((id) => s.objects[id]!.card)).toContain('Island');
  });

  it('107.3a, 602.2b: an X is announced only for an ability with X in its cost ({T}: Merfolk Looter\'s ability refuses X 2)', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Merfolk Looter'], hand: ['Plains'], library: ['Island'] }, {}],
      settings: { autoPass: 'never' },
    });
    const looter = ids.battlefield[0]![0]!;
    expectRefused(state, activate(0, looter, { x: 2 }), 'illegal', '107.3a');
    expect(activations(state).map((a) => a.x)).toEqual([0]);
  });

  it('117.1b: a player activates an ability that goes on the stack only with priority (Merfolk Looter\'s, while its opponent has priority)', () => {
    const { state, ids } = scenario({
      players: [{}, { battlefield: ['Merfolk Looter'], hand: ['Plains'], library: ['Island'] }],
      settings: { autoPass: 'never' },
    });
    const looter = ids.battlefield[1]![0]!;
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
    expectRefused(state, activate(1, looter), 'illegal', '117.1b');
    expect(apply(pass(state), activate(1, looter)).stack).toHaveLength(1);
  });

  it('302.6: a creature\'s {T} ability can\'t be activated until its controller has controlled it since their turn began', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: [{ card: 'Merfolk Looter', sick: true }], library: ['Island'] }, {}],
      settings: { autoPass: 'never' },
    });
    expect(activations(state)).toEqual([]);
    expectRefused(state, activate(0, ids.battlefield[0]![0]!), 'illegal', '302.6');
  });

  it('602.2: only the controller of a permanent activates its abilities', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Merfolk Looter'], library: ['Island'] }, { battlefield: ['Forest'] }],
      settings: { autoPass: 'never', manaAbilities: 'actions' },
    });
    const s = pass(state);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    expect(activations(s).map((a) => a.source)).toEqual([ids.battlefield[1]![0]]);
    expectRefused(s, activate(1, ids.battlefield[0]![0]!), 'illegal', '602.2');
  });

  it('602.2, 702.29a: cycling functions only in a hand, and only the card\'s owner (a card in a hand has no controller) activates it; the card\'s other abilities function nowhere but the battlefield', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Twisted Abomination'], hand: ['Twisted Abomination'], graveyard: ['Twisted Abomination'], library: ['Swamp'] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp'], library: ['Swamp'] },
      ],
      settings: { autoPass: 'never', manaAbilities: 'actions' },
    });
    const [inHand, inGraveyard, onBattlefield] = [ids.hand[0]![0]!, ids.graveyard[0]![0]!, ids.battlefield[0]![3]!];
    // the owner: Swampcycling from the hand (its only ability there), "{B}: Regenerate" on the battlefield (its only one there)
    expect(activations(state).filter((a) => a.source === inHand).map((a) => a.ability)).toEqual([0]);
    expect(activations(state).filter((a) => a.source === onBattlefield).map((a) => a.ability)).toEqual([0]);
    expect(activations(state).some((a) => a.source === inGraveyard)).toBe(false);
    expectRefused(state, activate(0, inHand, { ability: 1 }), 'illegal', '602.2');
    expectRefused(state, activate(0, inGraveyard), 'illegal', '602.2');
    // another player with priority: none of it
    const s = pass(state);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    expect(activations(s).some((a) => a.source === inHand)).toBe(false);
    expectRefused(s, activate(1, inHand), 'illegal', '602.2');
    const cycled = apply(state, activate(0, inHand));
    expect(cycled.players[0]!.hand).toEqual([]);
    expect(cycled.players[0]!.graveyard.map((id) => cycled.objects[id]!.card)).toEqual(['Twisted Abomination', 'Twisted Abomination']);
    expect(events(cycled, 'activate').at(-1)).toMatchObject({ player: 0, card: 'Twisted Abomination', rule: '602.2' });
  });

  it('602.2b: an ability\'s mana cost is paid as it is activated', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Goblin Balloon Brigade', 'Mountain'] }, {}],
      settings: { autoPass: 'never' },
    });
    const [brigade, mountain] = ids.battlefield[0]!;
    let s = apply(state, activate(0, brigade!));
    expect(s.objects[mountain!]!.tapped).toBe(true);
    expect(activations(s)).toEqual([]);
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(characteristics(s, brigade!).keywords).toContain('flying');
  });

  it('113.7a: an ability on the stack resolves even if its source has left the battlefield', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Merfolk Looter'], library: ['Island'] }, { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }],
      settings: { autoPass: 'never' },
    });
    const looter = ids.battlefield[0]![0]!;
    let s = pass(apply(state, activate(0, looter)));
    s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: looter }], x: 0 });
    s = passUntil(s, (x) => x.stack.length === 1);
    expect(s.battlefield).not.toContain(looter);
    s = pass(pass(s));
    // it drew the Island; with only that card in hand, the discard needs no choice
    expect(events(s, 'draw').filter((e) => e.player === 0)).toHaveLength(1);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Merfolk Looter', 'Island']);
  });
});

describe('605 Mana Abilities', () => {
  it('605.3b: a mana ability doesn\'t use the stack; the mana is added at once', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest'] }, {}], settings: { autoPass: 'never' } });
    const s = apply(state, activate(0, ids.battlefield[0]![0]!));
    expect(s.stack).toEqual([]);
    expect(s.players[0]!.pool.G).toBe(1);
    expect(s.objects[ids.battlefield[0]![0]!]!.tapped).toBe(true);
    expect(events(s, 'activateMana')).toEqual([expect.objectContaining({ rule: '605.3b', amount: 1, detail: 'G' })]);
  });

  it('106.1a: a mana ability that makes mana of any color has its color chosen as it is activated', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Birds of Paradise'] }, {}], settings: { autoPass: 'never', manaAbilities: 'actions' } });
    const birds = ids.battlefield[0]![0]!;
    expect(activations(state).map((a) => a.color)).toEqual(['W', 'U', 'B', 'R', 'G']);
    expectRefused(state, activate(0, birds), 'malformed', '106.1a');
    const s = apply(state, activate(0, birds, { color: 'U' }));
    expect(s.players[0]!.pool).toMatchObject({ U: 1, W: 0, G: 0 });
  });

  it('302.6: a creature\'s mana ability with {T} can\'t be used the turn it came under its controller\'s control', () => {
    const { state, ids } = scenario({ players: [{ battlefield: [{ card: 'Birds of Paradise', sick: true }] }, {}], settings: { autoPass: 'never' } });
    expect(activations(state)).toEqual([]);
    expectRefused(state, activate(0, ids.battlefield[0]![0]!, { color: 'G' }), 'illegal', '302.6');
  });

  it('302.6: a creature with haste may use its {T} ability the turn it came under its controller\'s control', () => {
    const { state, ids } = scenario({ players: [{ battlefield: [{ card: 'Merfolk Looter', sick: true }, 'Fires of Yavimaya'], library: ['Island'] }, {}], settings: { autoPass: 'never' } });
    const looter = ids.battlefield[0]![0]!;
    expect(activations(state).some((a) => a.source === looter)).toBe(true);
    const s = apply(state, activate(0, looter));
    expect(s.objects[looter]!.tapped).toBe(true);
    expect(s.stack).toHaveLength(1);
  });

  it('602.5d: an ability activated only as a sorcery (equip) is offered only at sorcery timing; a {T} ability beside it at any time the player has priority', () => {
    // the quick test the listing makes first passes over a permanent whose abilities are all sorcery-speed outside sorcery timing
    const players = [{ battlefield: ['Fireshrieker', 'Merfolk Looter', 'Mountain', 'Mountain'], library: ['Island', 'Island'] }, {}];
    const main = scenario({ players, settings: { autoPass: 'never' } });
    const [shrieker, looter] = main.ids.battlefield[0]!;
    expect(activations(main.state).map((a) => a.source).sort()).toEqual([shrieker, looter].sort());
    const upkeep = scenario({ players, step: 'upkeep', settings: { autoPass: 'never' } });
    expect(activations(upkeep.state).map((a) => a.source)).toEqual([upkeep.ids.battlefield[0]![1]]);
    expect(legalActions(upkeep.state)).toEqual(legalActionsRunningEveryLister(asEngineState(upkeep.state)));
    expectRefused(upkeep.state, activate(0, upkeep.ids.battlefield[0]![0]!, { targets: [{ object: upkeep.ids.battlefield[0]![1]! }] }), 'illegal', '602.5d');
    // with the Looter tapped, the Equipment's ability alone, and only at sorcery timing
    const tappedLooter = [{ ...players[0], battlefield: ['Fireshrieker', { card: 'Merfolk Looter', tapped: true }, 'Mountain', 'Mountain'] }, {}];
    const tapped = scenario({ players: tappedLooter, step: 'upkeep', settings: { autoPass: 'never' } });
    expect(activations(tapped.state)).toEqual([]);
    expect(legalActions(tapped.state)).toEqual(legalActionsRunningEveryLister(asEngineState(tapped.state)));
    const tappedMain = scenario({ players: tappedLooter, settings: { autoPass: 'never' } });
    const [equipment, creature] = tappedMain.ids.battlefield[0]!;
    expect(activations(tappedMain.state)).toEqual([activate(0, equipment!, { targets: [{ object: creature! }] })]);
  });
});

describe('602 in multiplayer games: activation restrictions and targets that leave', () => {
  it('602.5b, 608.2b: Magus of the Mirror only in its controller\'s upkeep; its target opponent concedes in response, so nothing is exchanged, yet the Magus stays sacrificed (a paid cost)', () => {
    const { state, ids } = scenario({
      step: 'upkeep',
      players: [{ life: 5, battlefield: ['Magus of the Mirror'] }, { life: 30, battlefield: ['Magus of the Mirror'] }, { life: 12 }, { life: 40 }],
      settings: { autoPass: 'never' },
    });
    const [mine, theirs] = [ids.battlefield[0]![0]!, ids.battlefield[1]![0]!];
    // only its controller activates it (CR 602.2), and player 1 not in player 0's upkeep (CR 602.5b)
    expect(activations(state).map((a) => [a.source, a.targets])).toEqual([[mine, [{ player: 1 }]], [mine, [{ player: 2 }]], [mine, [{ player: 3 }]]]);
    expectRefused(state, activate(0, theirs, { targets: [{ player: 2 }] }), 'illegal', '602.2');
    expectRefused(pass(state), activate(1, theirs, { targets: [{ player: 2 }] }), 'illegal', '602.5b');
    let s = apply(state, activate(0, mine, { targets: [{ player: 3 }] }));
    expect(s.objects[mine]!.movedTo).not.toBeNull();
    s = apply(s, { type: 'concede', player: 3 });
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b', card: 'Magus of the Mirror', player: 0 })]);
    expect(s.players[0]!.life).toBe(5);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Magus of the Mirror']);
  });

  it('606.3: Kaya\'s 0 on a creature whose controller concedes doesn\'t resolve (no life is lost), and Kaya\'s loyalty abilities stay used this turn', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: [{ card: 'Kaya, Ghost Assassin', counters: { loyalty: 5 } }] }, {}, { battlefield: ['Pillarfield Ox'] }, {}],
      settings: { autoPass: 'never' },
    });
    const [kaya] = ids.battlefield[0]!;
    const ox = ids.battlefield[2]![0]!;
    let s = apply(state, activate(0, kaya!, { targets: [{ object: ox }] }));
    s = apply(s, { type: 'concede', player: 2 });
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b', card: 'Kaya, Ghost Assassin' })]);
    expect(s.players[0]!.life).toBe(20);
    expect(s.battlefield).toContain(kaya);
    // the main phase, the stack empty: Kaya could activate at sorcery timing, but one of hers was this turn
    expect(s.turn.step).toBe('main1');
    expect(activations(s).filter((a) => a.source === kaya)).toEqual([]);
    expectRefused(s, activate(0, kaya!, { ability: 1 }), 'illegal', '606.3');
  });
});

describe('602.2 with CR 400.2, 401.2, 402.3: a refused activation tells nothing of a hidden card', () => {
  it("an activation naming a card in another player's hand or in a library is refused the same whatever the card, one with an ability there (basic landcycling) or not", () => {
    const { state, ids } = scenario({
      players: [{ library: ['Island', 'Island'] }, { hand: ['Absorb Vis', 'Wastes'], library: ['Absorb Vis', 'Wastes'] }],
      settings: { autoPass: 'never' },
    });
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
    const hidden = [...ids.hand[1]!, ...state.players[1]!.library, ...state.players[0]!.library];
    const refusals = hidden.map((id) => {
      const step = tryApply(state, activate(0, id));
      return step.ok ? 'accepted' : { code: step.error.code, message: step.error.message, rule: step.error.rule };
    });
    expect(new Set(refusals.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(refusals[0]).toEqual({ code: 'illegal', message: expect.stringContaining('the object has no such ability now'), rule: '602.2' });
  });
});
