import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ActivateAction, type ReadonlyGameState } from '../../../src/index.js';
import { cast, castAndResolve, choose, events, expectRefused, names, passUntil, permanent, resolveStack, resolveTop, setup } from '../helpers.js';

const SELVALA = 'Selvala, Heart of the Wilds';

/** Casts a creature spell and passes until Selvala's trigger waits on the stack. */
function castToTrigger(state: ReadonlyGameState, player: number, card: number): ReadonlyGameState {
  return passUntil(cast(state, player, card), (s) => s.stack.length === 1 && s.objects[s.stack[0]!]!.kind === 'ability');
}

/** The listed activations of Selvala's mana ability (its only activated ability). */
/** The card of that name in player 0's hand. */
function cardInHand(state: ReadonlyGameState, name: string): number {
  return state.players[0]!.hand.find((id) => state.objects[id]!.card === name)!;
}

function manaActivations(state: ReadonlyGameState): ActivateAction[] {
  const selvala = permanent(state, SELVALA);
  return legalActions(state).filter((a): a is ActivateAction => a.type === 'activate' && a.source === selvala);
}

describe('Selvala, Heart of the Wilds', () => {
  it("{G}, {T}: Add X mana in any combination of colors, where X is the greatest power among creatures you control", () => {
    const { state } = setup({ players: [{ battlefield: [SELVALA, 'Forest', 'Zombie Goliath', { card: 'Scaled Wurm', controller: 1 }] }, {}] });
    const listed = manaActivations(state);
    // X = 4 (Zombie Goliath; the Wurm is another player's): every multiset of 4 colors, C(8, 4) = 70
    expect(listed).toHaveLength(70);
    expect(listed.every((a) => a.colors?.length === 4)).toBe(true);
    const s = apply(state, { type: 'activate', player: 0, source: permanent(state, SELVALA), ability: 0, targets: [], x: 0, colors: ['W', 'U', 'U', 'R'] });
    expect(s.players[0]!.pool).toMatchObject({ W: 1, U: 2, B: 0, R: 1, G: 0 });
    expect(s.objects[permanent(s, SELVALA)]!.tapped).toBe(true);
    expect(s.objects[permanent(s, 'Forest')]!.tapped).toBe(true);
    // a mana ability: no stack (CR 605.3b)
    expect(s.stack).toEqual([]);
    expect(events(s, 'activateMana').at(-1)).toMatchObject({ rule: '605.3b', amount: 4, detail: 'WUUR' });
  });

  it('the colors must number X, each a color (CR 106.1a)', () => {
    const { state } = setup({ players: [{ battlefield: [SELVALA, 'Forest'] }, {}] });
    const base = { type: 'activate' as const, player: 0, source: permanent(state, SELVALA), ability: 0, targets: [], x: 0 };
    expectRefused(state, { ...base, colors: ['G'] }, 'malformed', '106.1a');
    expectRefused(state, { ...base, colors: ['G', 'C'] }, 'malformed', '106.1a');
    expectRefused(state, base, 'malformed', '106.1a');
    expect(apply(state, { ...base, colors: ['G', 'B'] }).players[0]!.pool).toMatchObject({ G: 1, B: 1 });
  });

  it('with mana paid automatically (its cost has {G}: no plain {T} mana ability) it is listed where its mana buys something, and works (CR 605.3a)', () => {
    // Zombie Goliath ({4}{B}): the Forest pays {G}, Selvala adds four (Lizard Warrior's power), five needed
    const { state: short } = setup({ players: [{ battlefield: [SELVALA, 'Forest', 'Lizard Warrior'], hand: ['Zombie Goliath'] }, {}], settings: { manaAbilities: 'automatic' } });
    expect(manaActivations(short)).toEqual([]);
    // unlisted, it is still accepted: the four mana float
    const floated = apply(short, { type: 'activate', player: 0, source: permanent(short, SELVALA), ability: 0, targets: [], x: 0, colors: ['B', 'B', 'B', 'B'] });
    expect(floated.players[0]!.pool.B).toBe(4);
    expect(() => cast(floated, 0, cardInHand(floated, 'Zombie Goliath'))).toThrow();
    // a second Forest makes five: listed, and {B} from Selvala's mana pays for Zombie Goliath
    const { state, ids } = setup({ players: [{ battlefield: [SELVALA, 'Forest', 'Forest', 'Lizard Warrior'], hand: ['Zombie Goliath'] }, {}], settings: { manaAbilities: 'automatic' } });
    const listed = manaActivations(state);
    expect(listed).toHaveLength(70);
    const s = apply(state, { ...listed[0]!, colors: ['B', 'B', 'B', 'B'] });
    expect(s.players[0]!.pool.B).toBe(4);
    expect(cast(s, 0, ids.hand[0]![0]!).stack).toHaveLength(1);
    const t = apply(state, { ...listed[0]!, colors: ['W', 'U', 'B', 'R'] });
    expect(t.players[0]!.pool).toMatchObject({ W: 1, U: 1, B: 1, R: 1 });
  });

  it('ruling: "If the greatest power among creatures you control is 0 or less at that time, no mana is added to your pool."', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: SELVALA, counters: { '-1/-1': 2 } }, 'Forest'] }, {}] });
    const listed = manaActivations(state);
    expect(listed).toEqual([expect.objectContaining({ colors: [] })]);
    const s = apply(state, listed[0]!);
    expect(s.players[0]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    expect(s.objects[permanent(s, SELVALA)]!.tapped).toBe(true);
  });

  it("Whenever another creature enters, its controller may draw a card if its power is greater than each other creature's power", () => {
    const { state, ids } = setup({ players: [{ battlefield: [SELVALA, 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Zombie Goliath'] }, { battlefield: ['Ogre Sentry'] }] });
    let s = resolveTop(cast(state, 0, ids.hand[0]![0]!));
    expect(s.stack).toHaveLength(1);
    s = resolveTop(s);
    // its controller (player 0) is asked
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Wastes']);
  });

  it("its controller is the creature's controller, another player, who may decline", () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: [SELVALA] }, { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Zombie Goliath'] }] });
    let s = resolveTop(resolveTop(cast(state, 1, ids.hand[1]![0]!)));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1 });
    const yes = resolveStack(choose(s, [0]));
    expect(names(yes, 1, 'hand')).toEqual(['Wastes']);
    s = resolveStack(choose(s, [1]));
    expect(names(s, 1, 'hand')).toEqual([]);
    expect(names(s, 0, 'hand')).toEqual([]);
  });

  it('ruling: "If another creature has the same or higher power than the new creature\'s power, no one may draw a card."', () => {
    // Zombie Goliath (4) enters while Lizard Warrior (4) is on the battlefield
    const { state, ids } = setup({ players: [{ battlefield: [SELVALA, 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Zombie Goliath'] }, { battlefield: ['Lizard Warrior'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(s.decision?.kind).toBe('priority');
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(events(s, 'draw')).toEqual([]);
    // the comparison is made as the ability resolves: a bigger creature that entered in between counts
  });

  it('CR 800.4a: if the creature\'s controller concedes while asked whether to draw, the ability finishes without them', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: [SELVALA] }, { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Zombie Goliath'] }, {}] });
    let s = resolveTop(castToTrigger(state, 1, ids.hand[1]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'draw a card' } });
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.players[1]!.inGame).toBe(false);
    expect(s.stack).toEqual([]);
    expect(s.resolution).toBeNull();
    expect(s.decision).toMatchObject({ kind: 'priority', player: 2 });
    expect(events(s, 'draw')).toEqual([]);
  });

  it('ruling: "The new creature\'s power is compared to the power of each other creature on the battlefield as the first ability resolves."', () => {
    // Zombie Goliath (4) enters while Scaled Wurm (7) is out; the Wurm is destroyed before the ability resolves
    const { state, ids } = setup({
      players: [{ battlefield: [SELVALA, 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Zombie Goliath', 'Murder'] }, { battlefield: ['Scaled Wurm'] }],
    });
    let s = castToTrigger(state, 0, ids.hand[0]![0]!);
    expect(s.stack).toHaveLength(1);
    const notGreater = resolveStack(s);
    expect(notGreater.decision?.kind).toBe('priority');
    expect(names(notGreater, 0, 'hand')).toEqual(['Murder']);
    s = resolveTop(cast(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Scaled Wurm') }]));
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Wastes']);
  });

  it('ruling: "If the new creature isn\'t on the battlefield as the first ability resolves, use its power when it left the battlefield"', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [SELVALA, 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Zombie Goliath', 'Murder'] }, {}],
    });
    let s = castToTrigger(state, 0, ids.hand[0]![0]!);
    const goliath = permanent(s, 'Zombie Goliath');
    // in response to the trigger, Murder destroys the Goliath: its last known power (4) beats Selvala's 2
    s = resolveTop(cast(s, 0, ids.hand[0]![1]!, [{ object: goliath }]));
    expect(names(s, 0, 'graveyard')).toContain('Zombie Goliath');
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Wastes']);
  });

  it('does not trigger for itself ("another creature")', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Lizard Warrior'], hand: [SELVALA] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(permanent(s, SELVALA)).toBeGreaterThan(0);
    expect(events(s, 'trigger').filter((e) => (e as { card?: string }).card === SELVALA)).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
  });
});
