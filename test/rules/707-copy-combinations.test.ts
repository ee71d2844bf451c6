/**
 * CR 707 with cards of CNS and CN2 acting together: what a copy of a permanent takes (its copiable
 * values only, 707.2), a copy of a copy (707.3), the abilities a copy effect adds (707.9a) and a later
 * copy effect overwriting an earlier one (613.2a), and the "enters with" abilities a copy has (707.5).
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, view, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { activate, attack, cast, castAndResolve, keywords, nextTurn, passUntil, permanent, permanents, pt, resolveStack, setup, skipUntil } from '../cards/helpers.js';

/** Taps `n` untapped lands named `land` of `player` for mana. */
function tapFor(state: ReadonlyGameState, land: string, n: number, player = 0): ReadonlyGameState {
  let s = state;
  const untapped = s.battlefield.filter((id) => s.objects[id]!.card === land && !s.objects[id]!.tapped && s.objects[id]!.controller === player).slice(0, n);
  for (const id of untapped) s = activate(s, player, id, 0);
  return s;
}

/** Casts a card that may enter as a copy (Stunt Double, Dack's Duplicate) and has it copy `copy`; resolves the stack. */
function castCopying(s: ReadonlyGameState, player: number, card: ObjectId, copy: ObjectId): ReadonlyGameState {
  const x = passUntil(cast(s, player, card), (y) => y.decision?.kind === 'choose');
  const d = x.decision;
  if (d?.kind !== 'choose') throw new Error('expected the copy choice');
  return resolveStack(apply(x, { type: 'choose', player, choice: [d.choice.options.findIndex((o) => 'object' in o && o.object === copy)] }));
}

/** The permanent that was cast as `card` (its name changed as it entered as a copy). */
const castAs = (s: ReadonlyGameState, card: string): ObjectId => s.battlefield.find((id) => s.objects[id]!.card === card)!;

describe('707.2 a copy takes the copiable values only', () => {
  it('Daretti\'s −6 on a Dread Statuary its own ability made a 4/2 Golem artifact creature: three tokens that are lands, no artifacts and no creatures', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 6 } }] }, { battlefield: ['Dread Statuary', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }] });
    const statuary = permanent(state, 'Dread Statuary');
    // in player 0's main phase, player 1 animates it: only then is it an artifact Daretti may target
    let s = passUntil(state, (x) => x.turn.step === 'main1' && x.decision?.kind === 'priority' && x.decision.player === 1);
    s = resolveStack(activate(tapFor(s, 'Wastes', 4, 1), 1, statuary, 1));
    expect(characteristics(s, statuary).types).toEqual(['Land', 'Artifact', 'Creature']);
    s = resolveStack(activate(s, 0, permanent(s, 'Daretti, Ingenious Iconoclast'), 2, [{ object: statuary }]));
    const tokens = permanents(s, 'Dread Statuary').filter((id) => id !== statuary);
    expect(tokens).toHaveLength(3);
    for (const token of tokens) {
      expect(s.objects[token]!.kind).toBe('token');
      expect(characteristics(s, token)).toMatchObject({ controller: 0, types: ['Land'], subtypes: [], power: null, toughness: null });
    }
  });

  it('Stunt Double copying a Forest Guardian Zendikon made a creature is a Forest and no creature: it taps for {G} at once (CR 302.6 is about creatures)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island', 'Island', 'Plains', 'Plains', 'Plains', 'Forest'], hand: ['Guardian Zendikon', 'Stunt Double'] }, {}] });
    const forest = permanent(state, 'Forest');
    let s = castAndResolve(tapFor(state, 'Plains', 3), 0, ids.hand[0]![0]!, [{ object: forest }]);
    s = castCopying(tapFor(s, 'Island', 4), 0, ids.hand[0]![1]!, forest);
    const double = castAs(s, 'Stunt Double');
    expect(characteristics(s, double)).toMatchObject({ name: 'Forest', types: ['Land'], subtypes: ['Forest'], power: null, toughness: null });
    expect(s.battlefield).toContain(double);
    s = activate(s, 0, double, 0);
    expect(s.players[0]!.pool.G).toBe(1);
  });

  it('Followed Footsteps on a Dack\'s Duplicate copying Lizard Warrior that got a +1/+1 counter from dethrone: the token is a 4/2 Lizard Warrior with haste and dethrone and no counter (707.3, 707.9a)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Mountain', 'Mountain'], hand: ["Dack's Duplicate", 'Followed Footsteps'] },
        { battlefield: ['Lizard Warrior'] },
      ],
    });
    let s = castCopying(tapFor(tapFor(state, 'Mountain', 2), 'Island', 2), 0, ids.hand[0]![0]!, permanent(state, 'Lizard Warrior'));
    const duplicate = castAs(s, "Dack's Duplicate");
    // haste: it attacks the player with the most life at once, and dethrone puts a +1/+1 counter on it
    s = resolveStack(attack(s, [[duplicate, 1]]));
    expect(s.objects[duplicate]!.counters['+1/+1']).toBe(1);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    s = castAndResolve(tapFor(s, 'Island', 5), 0, ids.hand[0]![1]!, [{ object: duplicate }]);
    s = skipUntil(nextTurn(s), (x) => x.turn.active === 0 && x.turn.step === 'upkeep' && x.stack.length > 0);
    s = resolveStack(s);
    const token = permanents(s, 'Lizard Warrior').find((id) => s.objects[id]!.kind === 'token')!;
    expect(characteristics(s, token)).toMatchObject({ name: 'Lizard Warrior', controller: 0, power: 4, toughness: 2, keywords: ['haste', 'dethrone'] });
    expect(s.objects[token]!.counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(s, duplicate)).toEqual([5, 3]);
  });
});

describe('707.5, 702.33 "enters with a counter for each time it was kicked" on a copy', () => {
  it('Stunt Double copying an Enclave Elite kicked twice is a 2/2: the Double was not kicked, so the copied ability puts no counter on it, and it has no count of 0 of them (CR 122.1)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Stunt Double'] }, { battlefield: [{ card: 'Enclave Elite', counters: { '+1/+1': 2 } }] }] });
    const elite = permanent(state, 'Enclave Elite');
    expect(pt(state, elite)).toEqual([4, 4]);
    const s = castCopying(state, 0, ids.hand[0]![0]!, elite);
    const double = castAs(s, 'Stunt Double');
    expect(characteristics(s, double)).toMatchObject({ name: 'Enclave Elite', power: 2, toughness: 2, keywords: ['islandwalk'] });
    expect(s.objects[double]!.counters).toEqual({});
    expect(view(s, 1).battlefield.find((o) => o.id === double)?.counters).toEqual({});
  });

  it('an Enclave Elite cast kicked no time enters with no counter, and one kicked twice with two', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Wastes', 'Wastes', 'Wastes'], hand: ['Enclave Elite', 'Enclave Elite'] }, {}] });
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 0 }));
    const [unkicked] = permanents(s, 'Enclave Elite');
    expect(s.objects[unkicked!]!.counters).toEqual({});
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [], x: 0, kicked: 2 }));
    const kicked = permanents(s, 'Enclave Elite').find((id) => id !== unkicked)!;
    expect(s.objects[kicked]!.counters).toEqual({ '+1/+1': 2 });
  });
});

describe('707.6 the choices made for a permanent are not copied', () => {
  it('a Followed Footsteps token copying Sanctum Prelate (which chose 2) has its controller choose a number as it enters: 1; both numbers are forbidden then', () => {
    const { state, ids } = setup({
      players: [{ hand: ['Sanctum Prelate', 'Followed Footsteps', 'Twin Bolt', 'Flame Slash'], battlefield: ['Plains', 'Plains', 'Island', 'Island', 'Island', 'Island', 'Island', 'Mountain', 'Mountain'] }, {}],
    });
    const chooseNumber = (s: ReadonlyGameState, n: number): ReadonlyGameState => {
      const d = s.decision;
      if (d?.kind !== 'choose' || d.choice.prompt !== 'chooseNumber') throw new Error(`expected the choice of a number, got ${JSON.stringify(d)}`);
      return apply(s, { type: 'choose', player: d.player, choice: [d.choice.options.findIndex((o) => 'label' in o && o.label === String(n))] });
    };
    let s = resolveStack(chooseNumber(passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose'), 2));
    const prelate = permanent(s, 'Sanctum Prelate');
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: prelate }]);
    s = skipUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'upkeep' && x.stack.length > 0);
    // the token's "as enters" choice is asked before it enters, of the player it enters under
    s = passUntil(s, (x) => x.decision?.kind !== 'priority');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'chooseNumber', rule: '614.12a' } });
    expect(permanents(s, 'Sanctum Prelate')).toEqual([prelate]);
    s = resolveStack(chooseNumber(s, 1));
    const token = permanents(s, 'Sanctum Prelate').find((id) => id !== prelate)!;
    expect([s.objects[prelate]!.chosenNumber, s.objects[token]!.chosenNumber]).toEqual([2, 1]);
    s = skipUntil(s, (x) => x.turn.step === 'main1');
    const castable = (card: ObjectId): boolean => legalActions(s).some((a) => a.type === 'cast' && a.card === card);
    expect([castable(ids.hand[0]![2]!), castable(ids.hand[0]![3]!)]).toEqual([false, false]);
  });
});

describe('707.9a, 613.2a a copy of a copy with an added ability, then a later copy effect', () => {
  it('Dack\'s Duplicate copying a Volatile Chimera that became a Wind Dancer is a Wind Dancer with the Chimera\'s ability, haste and dethrone; that ability makes it a copy of a card its controller exiled, with the ability and without haste and dethrone', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Volatile Chimera', 'Mountain', 'Mountain'], exiledWith: { 'Volatile Chimera': ['Wind Dancer', 'Wind Dancer', 'Wind Dancer'] } },
        { hand: ["Dack's Duplicate"], battlefield: ['Island', 'Island', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], exiledWith: { 'Volatile Chimera': ['Bronze Sable', 'Bronze Sable', 'Bronze Sable'] } },
      ],
    });
    const chimera = permanent(state, 'Volatile Chimera');
    let s = resolveStack(activate(state, 0, chimera, 0));
    expect(characteristics(s, chimera).name).toBe('Wind Dancer');
    s = nextTurn(s);
    s = castCopying(tapFor(tapFor(s, 'Island', 2, 1), 'Mountain', 2, 1), 1, ids.hand[1]![0]!, chimera);
    const duplicate = castAs(s, "Dack's Duplicate");
    expect(characteristics(s, duplicate)).toMatchObject({ name: 'Wind Dancer', controller: 1, power: 1, toughness: 1 });
    expect(keywords(s, duplicate)).toEqual(['flying', 'haste', 'dethrone']);
    // Wind Dancer's {T} ability and the Chimera's {1}{R} ability
    expect([...new Set(legalActions(s).flatMap((a) => (a.type === 'activate' && a.source === duplicate ? [a.ability] : [])))]).toEqual([0, 1]);
    // "a card you exiled with cards named Volatile Chimera": its controller's, player 1's
    s = resolveStack(activate(s, 1, duplicate, 1));
    expect(characteristics(s, duplicate)).toMatchObject({ name: 'Bronze Sable', types: ['Artifact', 'Creature'], power: 2, toughness: 1, keywords: [] });
    // the Chimera's ability only, which it may activate again
    expect([...new Set(legalActions(s).flatMap((a) => (a.type === 'activate' && a.source === duplicate ? [a.ability] : [])))]).toEqual([0]);
    expect(characteristics(s, chimera).name).toBe('Wind Dancer');
  });
});
