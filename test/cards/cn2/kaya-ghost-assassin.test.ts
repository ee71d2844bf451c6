import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState } from '../../../src/index.js';
import { activate, cast, castAndResolve, choose, events, exiled, life, names, nextTurn, passUntil, permanent, permanents, resolveStack, resolveTop, setup, skipUntil } from '../helpers.js';

const KAYA = 'Kaya, Ghost Assassin';
const kaya = (loyalty = 5) => ({ card: KAYA, counters: { loyalty } });

/** Plays on until player 0's next upkeep has begun and its triggers have resolved, then to their main phase. */
function toNextUpkeepOf0(state: ReadonlyGameState): ReadonlyGameState {
  let s = nextTurn(state);
  while (s.turn.active !== 0) s = nextTurn(s);
  return s;
}

describe('Kaya, Ghost Assassin', () => {
  it('enters with 5 loyalty', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Swamp', 'Island', 'Island'], hand: [KAYA] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(s.objects[permanent(s, KAYA)]!.counters.loyalty).toBe(5);
  });

  it("0: Exile up to one target creature … Return that card to the battlefield under its owner's control at the beginning of your next upkeep. You lose 2 life.", () => {
    const { state } = setup({ players: [{ battlefield: [kaya()] }, { battlefield: ['Wild Griffin'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = resolveTop(activate(state, 0, permanent(state, KAYA), 0, [{ object: griffin }]));
    // a target was chosen: Kaya or it, chosen as it resolves (its first ruling)
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ object: permanent(state, KAYA) }, { object: griffin }] } });
    s = resolveStack(choose(s, [1]));
    expect(exiled(s)).toEqual(['Wild Griffin']);
    expect(life(s, 0)).toBe(18);
    expect(s.objects[permanent(s, KAYA)]!.counters.loyalty).toBe(5);
    // not at player 1's upkeep: at the beginning of player 0's next upkeep, under its owner's control
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect(permanents(s, 'Wild Griffin')).toEqual([]);
    s = toNextUpkeepOf0(s);
    expect(events(s, 'delayedTrigger').length).toBeGreaterThan(0);
    const back = permanent(s, 'Wild Griffin');
    expect(s.objects[back]!.controller).toBe(1);
    expect(exiled(s)).toEqual([]);
  });

  it('0: exiles Kaya herself, who returns a new object with 5 loyalty', () => {
    const { state } = setup({ players: [{ battlefield: [kaya(2)] }, {}] });
    let s = resolveStack(activate(state, 0, permanent(state, KAYA), 0));
    expect(exiled(s)).toEqual([KAYA]);
    expect(life(s, 0)).toBe(18);
    s = toNextUpkeepOf0(s);
    expect(s.objects[permanent(s, KAYA)]!.counters.loyalty).toBe(5);
  });

  it('ruling: "If you chose a creature and that creature is no longer a legal target as the ability tries to resolve, the ability doesn\'t resolve … You won\'t exile Kaya or lose 2 life."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [kaya(), 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Wild Griffin'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = activate(state, 0, permanent(state, KAYA), 0, [{ object: griffin }]);
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: griffin }]));
    s = resolveStack(s);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b', card: KAYA })]);
    expect(permanents(s, KAYA)).toHaveLength(1);
    expect(life(s, 0)).toBe(20);
  });

  it('ruling: "If you chose a target creature, you choose whether to exile Kaya or that creature as the ability resolves" — with Kaya gone by then, the creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: [kaya(), 'Forest', 'Forest', 'Forest'], hand: ['Beast Within'] }, { battlefield: ['Wild Griffin'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = activate(state, 0, permanent(state, KAYA), 0, [{ object: griffin }]);
    // Kaya is destroyed in response (Beast Within): no choice is left to ask
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: permanent(s, KAYA) }]));
    expect(names(s, 0, 'graveyard')).toContain(KAYA);
    s = resolveStack(s);
    expect(exiled(s)).toEqual(['Wild Griffin']);
    expect(life(s, 0)).toBe(18);
  });

  it('ruling: "If you didn\'t choose a target creature for the first ability, and Kaya isn\'t on the battlefield as the ability resolves, you\'ll just lose 2 life. No card will be exiled or returned to the battlefield."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [kaya(), 'Forest', 'Forest', 'Forest'], hand: ['Beast Within'] }, {}] });
    let s = activate(state, 0, permanent(state, KAYA), 0);
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: permanent(s, KAYA) }]));
    s = resolveStack(s);
    expect(exiled(s)).toEqual([]);
    expect(life(s, 0)).toBe(18);
    expect(s.delayedTriggers).toEqual([]);
  });

  it('the target creature gone while the choice is asked (its owner left the game, CR 800.4a): it is no longer offered (CR 400.7), and exiling it is impossible, so Kaya, the one option left, is exiled (CR 608.2d) and returns; "You lose 2 life."', () => {
    const { state } = setup({ players: [{ battlefield: [kaya()] }, {}, { battlefield: ['Wild Griffin'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = resolveTop(activate(state, 0, permanent(state, KAYA), 0, [{ object: griffin }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ object: permanent(state, KAYA) }, { object: griffin }] } });
    s = apply(s, { type: 'concede', player: 2 });
    expect(permanents(s, 'Wild Griffin')).toEqual([]);
    expect(JSON.stringify(s.decision)).not.toContain(`{"object":${griffin}}`);
    s = resolveStack(s);
    expect(exiled(s)).toEqual([KAYA]);
    expect(life(s, 0)).toBe(18);
    s = toNextUpkeepOf0(s);
    expect(permanents(s, KAYA)).toHaveLength(1);
    expect(exiled(s)).toEqual([]);
  });

  it('"Return that card to the battlefield under its owner\'s control": its owner, not Kaya\'s controller, makes its entry choice — a Stunt Double\'s copy choice (CR 614.12a, 707.9)', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: [kaya()] }, { battlefield: ['Island', 'Island', 'Island', 'Island', 'Wild Griffin'], hand: ['Stunt Double'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    const copyGriffin = (x: ReadonlyGameState, player: number): ReadonlyGameState => {
      const d = x.decision;
      if (d?.kind !== 'choose') throw new Error(`expected the copy choice, got ${JSON.stringify(d)}`);
      expect(d).toMatchObject({ player, choice: { prompt: 'copy', rule: '707.9' } });
      return apply(x, { type: 'choose', player, choice: [d.choice.options.findIndex((o) => 'object' in o && o.object === griffin)] });
    };
    let s = resolveStack(copyGriffin(passUntil(cast(state, 1, ids.hand[1]![0]!), (x) => x.decision?.kind === 'choose'), 1));
    const double = permanent(s, 'Stunt Double');
    s = nextTurn(s);
    expect(s.turn.active).toBe(0);
    s = resolveStack(choose(resolveTop(activate(s, 0, permanent(s, KAYA), 0, [{ object: double }])), [1]));
    expect(exiled(s)).toEqual(['Stunt Double']);
    // at the beginning of player 0's next upkeep, player 1 is asked what it enters as a copy of
    s = skipUntil(s, (x) => x.decision?.kind === 'choose');
    expect(s.turn).toMatchObject({ active: 0, step: 'upkeep' });
    s = resolveStack(copyGriffin(s, 1));
    const back = permanent(s, 'Stunt Double');
    expect(s.objects[back]!.controller).toBe(1);
    expect(characteristics(s, back).name).toBe('Wild Griffin');
  });

  it('a token exiled with the 0 ability ceases to exist (CR 111.7): nothing returns at the beginning of the next upkeep', () => {
    const { state } = setup({ players: [{ battlefield: [kaya()] }, { battlefield: ['token:beast-3-3'] }] });
    const beast = permanent(state, 'token:beast-3-3');
    let s = resolveStack(choose(resolveTop(activate(state, 0, permanent(state, KAYA), 0, [{ object: beast }])), [1]));
    expect(s.battlefield.filter((id) => s.objects[id]!.kind === 'token')).toEqual([]);
    s = toNextUpkeepOf0(s);
    expect(s.battlefield.filter((id) => s.objects[id]!.kind === 'token')).toEqual([]);
    expect(permanents(s, KAYA)).toHaveLength(1);
  });

  it('−1: Each opponent loses 2 life and you gain 2 life.', () => {
    const { state } = setup({ players: [{ battlefield: [kaya()] }, {}, {}] });
    const s = resolveStack(activate(state, 0, permanent(state, KAYA), 1));
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([22, 18, 18]);
    expect(s.objects[permanent(s, KAYA)]!.counters.loyalty).toBe(4);
  });

  it('−2: Each opponent discards a card and you draw a card — ruling: "each opponent will choose a card to discard and set it aside. Then all those cards are revealed and discarded simultaneously."', () => {
    const { state } = setup({ players: [{ battlefield: [kaya()] }, { hand: ['Forest', 'Island'] }, { hand: ['Swamp', 'Plains'] }] });
    let s = resolveTop(activate(state, 0, permanent(state, KAYA), 2));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard' } });
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'discard' } });
    // player 1's card is set aside, not yet discarded, while player 2 chooses
    expect(names(s, 1, 'graveyard')).toEqual([]);
    s = resolveStack(choose(s, [0]));
    expect(names(s, 1, 'graveyard')).toEqual(['Island']);
    expect(names(s, 2, 'graveyard')).toEqual(['Swamp']);
    expect(names(s, 0, 'hand')).toEqual(['Wastes']);
    expect(s.objects[permanent(s, KAYA)]!.counters.loyalty).toBe(3);
  });

  it('−2: "Each opponent discards a card and you draw a card": Kaya\'s controller discards nothing; the opponents draw nothing', () => {
    const { state } = setup({ players: [{ battlefield: [kaya()], hand: ['Bronze Sable'] }, { hand: ['Forest', 'Island'] }, { hand: ['Swamp'] }] });
    let s = resolveTop(activate(state, 0, permanent(state, KAYA), 2));
    while (s.decision?.kind === 'choose' && s.decision.player !== 0) s = choose(s, [0]);
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'priority' });
    expect(names(s, 0, 'graveyard')).toEqual([]);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable', 'Wastes']);
    expect(names(s, 1, 'hand')).toEqual(['Island']);
    expect(names(s, 2, 'hand')).toEqual([]);
    expect([1, 2].map((p) => names(s, p, 'graveyard'))).toEqual([['Forest'], ['Swamp']]);
  });
});
