import { describe, expect, it } from 'vitest';
import { apply, createGame, deserialize, legalActions, logOf, randomDeck, serialize, type Action, type ActivateAction, type CastAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { expectRefused, passUntil } from './helpers.js';

const activations = (state: ReadonlyGameState): ActivateAction[] => legalActions(state).filter((a): a is ActivateAction => a.type === 'activate');
const cast = (card: number, extra: Partial<CastAction> = {}): CastAction => ({ type: 'cast', player: 0, card, targets: [], x: 0, ...extra });

describe('605 Mana abilities paid automatically (GameSettings.manaAbilities)', () => {
  it('is the setting of a new game; "actions" is kept on request and through saving', () => {
    const players = [0, 1].map((i) => ({ deck: randomDeck(`m:${i}`) }));
    expect(createGame({ players, seed: 1 }).settings.manaAbilities).toBe('automatic');
    const byHand = createGame({ players, seed: 1, settings: { manaAbilities: 'actions' } });
    expect(deserialize(serialize(byHand)).settings.manaAbilities).toBe('actions');
    expect(() => createGame({ players, seed: 1, settings: { manaAbilities: 'sometimes' as never } })).toThrow(/manaAbilities/);
  });

  it('a game saved before the setting existed loads with mana abilities as actions, as it was played', () => {
    const { state } = scenario({ players: [{ battlefield: ['Forest'] }, {}], settings: { autoPass: 'never' } });
    const saved = JSON.parse(serialize(state)) as { settings: Record<string, unknown> };
    delete saved.settings.manaAbilities;
    const loaded = deserialize(JSON.stringify(saved));
    expect(loaded.settings.manaAbilities).toBe('actions');
    expect(activations(loaded)).toHaveLength(1);
    // loaded, saved and loaded again: the same text
    expect(serialize(deserialize(serialize(loaded)))).toBe(serialize(loaded));
  });

  it('605.3a: a land\'s mana ability is not listed; the cast that needs its mana is, and taps it', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest', 'Forest'], hand: ['Charging Rhino', 'Hunger of the Howlpack'] }, {}], settings: { autoPass: 'never' } });
    const [forest1, forest2] = ids.battlefield[0]!;
    const [rhino, hunger] = ids.hand[0]!;
    expect(activations(state)).toEqual([]);
    expect(legalActions(state).some((a) => a.type === 'cast' && a.card === hunger)).toBe(false); // no target
    expect(legalActions(state).some((a) => a.type === 'cast' && a.card === rhino)).toBe(false); // {3}{G}{G}: too much
    // still accepted by apply: a player may float mana (CR 106.4)
    const floated = apply(state, { type: 'activate', player: 0, source: forest1!, ability: 0, targets: [], x: 0 });
    expect(floated.players[0]!.pool.G).toBe(1);
    expect(floated.objects[forest2!]!.tapped).toBe(false);
  });

  it('a payment names the permanents tapped for the cost; the others stay untapped, mana not needed stays in the pool', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Forest', 'Forest', 'Swamp', 'Island'], hand: ['Hunger of the Howlpack'] }, { battlefield: ['Charging Rhino'] }],
      settings: { autoPass: 'never' },
    });
    const [f1, f2, swamp, island] = ids.battlefield[0]!;
    const rhino = ids.battlefield[1]![0]!;
    const hunger = ids.hand[0]![0]!;
    const target = { object: rhino };
    const s = apply(state, cast(hunger, { targets: [target], payment: [f2!, island!] }));
    expect(s.objects[f2!]!.tapped).toBe(true);
    expect(s.objects[island!]!.tapped).toBe(true);
    expect(s.objects[f1!]!.tapped).toBe(false);
    expect(s.objects[swamp!]!.tapped).toBe(false);
    expect(s.players[0]!.pool.U).toBe(1);
    // without a payment the engine's plan pays with one Forest
    const planned = apply(state, cast(hunger, { targets: [target] }));
    expect([f1, f2, swamp, island].filter((id) => planned.objects[id!]!.tapped)).toHaveLength(1);
  });

  it('a payment that can\'t pay, or names what is no mana source of the player now, is refused and changes nothing', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Forest', 'Swamp', { card: 'Island', tapped: true }], hand: ['Hunger of the Howlpack'] }, { battlefield: ['Charging Rhino', 'Forest'] }],
      settings: { autoPass: 'never' },
    });
    const [forest, swamp, island] = ids.battlefield[0]!;
    const [rhino, theirs] = ids.battlefield[1]!;
    const hunger = ids.hand[0]![0]!;
    const t = [{ object: rhino! }];
    expectRefused(state, cast(hunger, { targets: t, payment: [swamp!] }), 'cannotPay', '601.2g');
    expectRefused(state, cast(hunger, { targets: t, payment: [island!] }), 'illegal', '605.3a');
    expectRefused(state, cast(hunger, { targets: t, payment: [theirs!] }), 'illegal', '605.3a');
    expectRefused(state, cast(hunger, { targets: t, payment: [rhino!] }), 'illegal', '605.3a');
    expectRefused(state, cast(hunger, { targets: t, payment: [forest!, forest!] }), 'malformed');
    expectRefused(state, cast(hunger, { targets: t, payment: 'all' as never }), 'malformed');
  });

  it('an activated ability with a mana cost takes a payment too (CR 602.2b)', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Goblin Balloon Brigade', 'Mountain', 'Mountain'] }, {}], settings: { autoPass: 'never' } });
    const [brigade, m1, m2] = ids.battlefield[0]!;
    const listed = activations(state);
    expect(listed.map((a) => a.source)).toEqual([brigade]);
    const s = apply(state, { type: 'activate', player: 0, source: brigade!, ability: 0, targets: [], x: 0, payment: [m2!] });
    expect(s.objects[m2!]!.tapped).toBe(true);
    expect(s.objects[m1!]!.tapped).toBe(false);
  });

  it('a mana ability with another cost is still an action where its mana buys something: Shimmering Grotto\'s {1},{T} filter is listed for Grixis Illusionist\'s {U}, its {T}: Add {C} is not', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Shimmering Grotto', 'Wastes'], hand: ['Grixis Illusionist'] }, {}], settings: { autoPass: 'never' } });
    const grotto = ids.battlefield[0]![0]!;
    const listed = activations(state);
    expect(new Set(listed.map((a) => `${a.source}:${a.ability}`))).toEqual(new Set([`${grotto}:1`]));
    expect(listed.map((a) => a.color).sort()).toEqual(['B', 'G', 'R', 'U', 'W']);
    const s = apply(state, listed.find((a) => a.color === 'U') as Action);
    expect(s.players[0]!.pool.U).toBe(1);
  });

  it('a mana ability with another effect or choice is never the plan\'s, only an action: Selvala, Explorer Returned\'s parley, Spectral Searchlight\'s chosen player, Treasonous Ogre\'s life', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Selvala, Explorer Returned', 'Spectral Searchlight', 'Treasonous Ogre'], hand: ['Brushstrider'], library: ['Forest'] }, { library: ['Forest'] }],
      settings: { autoPass: 'never' },
    });
    const [selvala, searchlight, ogre] = ids.battlefield[0]!;
    const brushstrider = ids.hand[0]![0]!;
    // {1}{G}: only those abilities could pay, and the plan activates none of them
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
    expect(new Set(activations(state).map((a) => a.source))).toEqual(new Set([selvala, searchlight, ogre]));
    // activated by hand, their mana pays from the pool (CR 601.2g: mana abilities before paying)
    let s = apply(state, { type: 'activate', player: 0, source: searchlight!, ability: 0, targets: [], x: 0, chosenPlayer: 0, color: 'G' });
    s = apply(s, { type: 'activate', player: 0, source: ogre!, ability: 0, targets: [], x: 0 });
    expect(legalActions(s).some((a) => a.type === 'cast' && a.card === brushstrider)).toBe(true);
    s = apply(s, cast(brushstrider));
    expect(s.players[0]!.life).toBe(17);
    expect(s.objects[selvala!]!.tapped).toBe(false);
    expect(s.players[0]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('a granted "{T}: Add one mana of any color" pays for any color and is not listed (Secrets of Paradise)', () => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      players: [{ hand: ['Child of Night'], battlefield: ['Bronze Sable', 'Swamp'], command: [{ card: 'Secrets of Paradise', names: ['Bronze Sable'] }] }, {}, {}],
      settings: { autoPass: 'never' },
    });
    const [sable, swamp] = ids.battlefield[0]!;
    expect(activations(state)).toEqual([]);
    // Child of Night ({1}{B}) paid with the Sable's granted ability for {B} and the Swamp
    const s = apply(state, cast(ids.hand[0]![0]!, { payment: [sable!, swamp!] }));
    expect(s.objects[sable!]!.tapped && s.objects[swamp!]!.tapped).toBe(true);
    expect(s.players[0]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('601.2g, 106.12: a creature with {T} mana abilities of different amounts is tapped by the one that pays (Elvish Aberration\'s {G}{G}{G}, or one mana of any color from Secrets of Paradise)', () => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      players: [{ hand: ['Child of Night'], battlefield: ['Elvish Aberration', 'Forest'], command: [{ card: 'Secrets of Paradise', names: ['Elvish Aberration'] }] }, {}, {}],
      settings: { autoPass: 'never' },
    });
    const [aberration, forest] = ids.battlefield[0]!;
    const spell = ids.hand[0]![0]!;
    // Child of Night ({1}{B}): {B} from the granted ability, {1} from the Forest; {G}{G}{G} pays no {B}
    expect(legalActions(state)).toContainEqual(cast(spell));
    for (const s of [apply(state, cast(spell)), apply(state, cast(spell, { payment: [aberration!, forest!] }))]) {
      expect(s.objects[aberration!]!.tapped && s.objects[forest!]!.tapped).toBe(true);
      expect(s.stack).toHaveLength(1);
      expect(s.players[0]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    }
  });

  it('605.4a: a triggered mana ability of tapping a land still adds its mana when the planner taps it (Mirari\'s Wake)', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ["Mirari's Wake", 'Forest'], hand: ['Hunger of the Howlpack'] }, { battlefield: ['Charging Rhino'] }],
      settings: { autoPass: 'never' },
    });
    const forest = ids.battlefield[0]![1]!;
    // the Forest makes {G}{G} with the Wake: one pays {G}, the other stays in the pool
    const s = apply(state, cast(ids.hand[0]![0]!, { targets: [{ object: ids.battlefield[1]![0]! }] }));
    expect(s.objects[forest]!.tapped).toBe(true);
    expect(s.players[0]!.pool.G).toBe(1);
  });

  it('605.1b: a land whose tapping adds additional mana (Regal Behemoth) pays {2} alone; the plan taps no second land', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Regal Behemoth', 'Forest', 'Forest'], hand: ['Bronze Sable'] }, {}], monarch: 0, settings: { autoPass: 'never' } });
    const [, f1, f2] = ids.battlefield[0]!;
    const s = apply(state, cast(ids.hand[0]![0]!));
    expect([f1, f2].filter((id) => s.objects[id!]!.tapped)).toHaveLength(1);
    expect(s.players[0]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('605.1b: with Regal Behemoth, the one land tapped for {1}{W} is the one whose own mana is needed', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Regal Behemoth', 'Forest', 'Plains', 'Forest'], hand: ['Courier Hawk'] }, {}], monarch: 0, settings: { autoPass: 'never' } });
    const [, f1, plains, f2] = ids.battlefield[0]!;
    const s = apply(state, cast(ids.hand[0]![0]!));
    // the Forest's {G} and its additional {W} pay as well: one land either way, a basic of the fewest types
    expect([f1, plains, f2].filter((id) => s.objects[id!]!.tapped)).toHaveLength(1);
    expect(logOf(s).filter((e) => e.type === 'cast')).toHaveLength(1);
  });

  it("605.1b: with Regal Behemoth, of two lands that pay alike the one with no other use is tapped (Wastes, not Rogue's Passage)", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Regal Behemoth', "Rogue's Passage", 'Wastes'], hand: ['Courier Hawk'] }, {}], monarch: 0, settings: { autoPass: 'never' } });
    const [, passage, wastes] = ids.battlefield[0]!;
    const s = apply(state, cast(ids.hand[0]![0]!));
    expect(logOf(s).filter((e) => e.type === 'cast')).toHaveLength(1);
    expect([passage, wastes].filter((id) => s.objects[id!]!.tapped)).toEqual([wastes]);
  });

  it('605.1b, 508.1j: what attacking costs (Ghostly Prison\'s {2}) is paid by one land and its additional mana (Regal Behemoth)', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Regal Behemoth', 'Bronze Sable', 'Forest', 'Forest'] }, { battlefield: ['Ghostly Prison'] }], monarch: 0, settings: { autoPass: 'never' } });
    const [, sable, f1, f2] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } }), { type: 'confirmAttackers', player: 0 });
    expect(s.combat!.attackers.map((a) => a.id)).toEqual([sable]);
    expect([f1, f2].filter((id) => s.objects[id!]!.tapped)).toHaveLength(1);
  });

  it("302.6, 605.3a: a summoning-sick creature's {T} mana ability pays nothing: Bronze Sable isn't castable from a sick Elvish Aberration, and is once it isn't sick", () => {
    const board = (sick: boolean): ReadonlyGameState => scenario({ players: [{ battlefield: [{ card: 'Elvish Aberration', sick }], hand: ['Bronze Sable'] }, {}], settings: { autoPass: 'never' } }).state;
    const castsSable = (state: ReadonlyGameState): boolean => legalActions(state).some((a) => a.type === 'cast' && a.card === state.players[0]!.hand[0]);
    expect(castsSable(board(true))).toBe(false);
    expectRefused(board(true), cast(board(true).players[0]!.hand[0]!), 'cannotPay');
    expect(castsSable(board(false))).toBe(true);
  });

  it("107.3, 605.3a: Pernicious Deed's {X} with X = 3 from a Forest and Shimmering Grotto, which even the Grotto's filter can't pay, is refused without naming the Grotto", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest', 'Shimmering Grotto', 'Pernicious Deed'] }, {}], settings: { autoPass: 'never' } });
    const deed = ids.battlefield[0]![2]!;
    const refusedWith = (x: number): string => {
      try {
        apply(state, { type: 'activate', player: 0, source: deed, ability: 0, targets: [], x });
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error('accepted');
    };
    // the filter turns one mana into one (CR 605.3a): two mana at most, not three (CR 107.3a)
    expect(refusedWith(3)).not.toContain('by tapping permanents for mana alone');
    expect(refusedWith(3)).toContain('X = 3');
  });

  it("605.1b, 602.2b: Rogue's Passage's {4},{T} can't count the additional mana Regal Behemoth adds as the Passage itself is tapped for mana: an Elvish Aberration's three mana don't pay it", () => {
    const board = (lands: string[]): ReadonlyGameState =>
      scenario({ players: [{ battlefield: ["Rogue's Passage", 'Elvish Aberration', 'Regal Behemoth', ...lands] }, {}], monarch: 0, settings: { autoPass: 'never' } }).state;
    const passageActivated = (state: ReadonlyGameState): boolean => legalActions(state).some((a) => a.type === 'activate' && state.objects[a.source]!.card === "Rogue's Passage");
    // the Passage is tapped for its own cost (CR 602.2b), so it is tapped for no mana: {G}{G}{G} alone
    expect(passageActivated(board([]))).toBe(false);
    // with a Wastes (and the mana the Behemoth adds as it is tapped, CR 605.1b) it can be paid
    expect(passageActivated(board(['Wastes']))).toBe(true);
  });
});
