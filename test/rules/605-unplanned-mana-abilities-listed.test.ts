/**
 * CR 605.3a in the automatic setting of mana abilities: a mana ability the payment planner does not
 * use and that only adds mana (Shimmering Grotto's {1},{T} filter, Treasonous Ogre's life, Spectral
 * Searchlight's chosen player) is listed at priority only where its mana would let the player cast
 * a spell or activate an ability the listing does not offer without it; unlisted, it is still
 * accepted. One with another effect (Selvala, Explorer Returned's parley) is always listed, and the
 * planner's own, of every amount, never (Elvish Aberration's with Secrets of Paradise). While a
 * declaration of attackers costs mana (Ghostly Prison, CR 508.1i) and at "you may pay {…}" (608.2d)
 * the same holds of what their mana could pay: the declaration, the option to pay.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type Action, type ActivateAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { passUntil } from './helpers.js';

const activations = (state: ReadonlyGameState): ActivateAction[] => legalActions(state).filter((a): a is ActivateAction => a.type === 'activate');
const casts = (state: ReadonlyGameState): Action[] => legalActions(state).filter((a) => a.type === 'cast');
const pass = (state: ReadonlyGameState): ReadonlyGameState => apply(state, { type: 'pass', player: state.decision!.player });

describe('605.3a: mana abilities the planner does not use, listed where their mana matters (manaAbilities automatic)', () => {
  it('auto-pass passes a player whose only other actions would be Shimmering Grotto\'s filter and Treasonous Ogre\'s life, with nothing to spend the mana on', () => {
    const { state } = scenario({
      players: [{ battlefield: ['Forest'], hand: ['Hunger of the Howlpack'] }, { battlefield: ['Charging Rhino', 'Shimmering Grotto', 'Wastes', 'Treasonous Ogre'] }],
      settings: { autoPass: 'whenOnlyPass' },
    });
    // player 0 could cast Hunger of the Howlpack on the Rhino: asked
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
    const s = pass(state);
    // player 1 could only have floated mana that empties with the step (CR 500.4): passed without being asked
    expect(s.turn.step).toBe('beginCombat');
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('with a spell only the Grotto\'s filter could pay for ({U} from Wastes and Grotto), the filter is listed, and the cast once its mana is in the pool', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Shimmering Grotto', 'Wastes'], hand: ['Grixis Illusionist'] }, {}], settings: { autoPass: 'never' } });
    const grotto = ids.battlefield[0]![0]!;
    const illusionist = ids.hand[0]![0]!;
    expect(casts(state)).toEqual([]);
    const listed = activations(state);
    expect(listed.every((a) => a.source === grotto && a.ability === 1)).toBe(true);
    expect(listed.map((a) => a.color).sort()).toEqual(['B', 'G', 'R', 'U', 'W']);
    const s = apply(state, listed.find((a) => a.color === 'U') as Action);
    expect(s.players[0]!.pool.U).toBe(1);
    expect(casts(s)).toContainEqual({ type: 'cast', player: 0, card: illusionist, targets: [], x: 0 });
    // nothing more to buy: the Grotto is tapped and the Wastes' mana pays the filter no more
    expect(activations(s)).toEqual([]);
  });

  it('a spell the lands pay anyway lists no filter: Wastes and Grotto pay {2} by their own {C}', () => {
    const { state } = scenario({ players: [{ battlefield: ['Shimmering Grotto', 'Wastes'], hand: ['Grixis Illusionist', 'Bronze Sable'] }, {}], settings: { autoPass: 'never' } });
    expect(casts(state)).toHaveLength(1);
    // Grixis Illusionist still wants the filter's {U}: listed
    expect(activations(state).length).toBeGreaterThan(0);
    const { state: noBlue } = scenario({ players: [{ battlefield: ['Shimmering Grotto', 'Wastes'], hand: ['Bronze Sable'] }, {}], settings: { autoPass: 'never' } });
    expect(casts(noBlue)).toHaveLength(1);
    expect(activations(noBlue)).toEqual([]);
  });

  it('605.1b, 605.4a: with Mirari\'s Wake the filter makes two mana of its color, so it is listed for Plated Seastrider\'s {U}{U}', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Shimmering Grotto', 'Wastes', "Mirari's Wake"], hand: ['Plated Seastrider'] }, {}], settings: { autoPass: 'never' } });
    const grotto = ids.battlefield[0]![0]!;
    expect(casts(state)).toEqual([]);
    const blue = activations(state).find((a) => a.source === grotto && a.color === 'U');
    expect(blue).toBeDefined();
    const s = apply(state, blue!);
    expect(s.players[0]!.pool.U).toBe(2);
    expect(casts(s)).toContainEqual({ type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
  });

  it('Treasonous Ogre\'s "Pay 3 life: Add {R}" is listed step by step toward a {1}{R} spell, and no more once the cast is offered; unlisted, it is still accepted', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Treasonous Ogre'], hand: ['Goblin Tunneler'] }, {}], settings: { autoPass: 'never' } });
    const ogre = ids.battlefield[0]![0]!;
    const tunneler = ids.hand[0]![0]!;
    const life: Action = { type: 'activate', player: 0, source: ogre, ability: 0, targets: [], x: 0 };
    expect(activations(state)).toEqual([life]);
    const once = apply(state, life);
    // {R} in the pool pays half: the second activation is still listed, the cast not yet
    expect(casts(once)).toEqual([]);
    expect(activations(once)).toEqual([life]);
    const twice = apply(once, life);
    expect(casts(twice)).toContainEqual({ type: 'cast', player: 0, card: tunneler, targets: [], x: 0 });
    expect(activations(twice)).toEqual([]);
    // CR 605.3a: a player may activate it whenever they have priority, listed or not
    const thrice = apply(twice, life);
    expect(thrice.players[0]!.life).toBe(11);
    expect(thrice.players[0]!.pool.R).toBe(3);
  });

  it('Spectral Searchlight is listed only with something its mana would buy', () => {
    const { state } = scenario({ players: [{ battlefield: ['Spectral Searchlight'] }, {}], settings: { autoPass: 'never' } });
    expect(activations(state)).toEqual([]);
    const { state: withSpell, ids } = scenario({ players: [{ battlefield: ['Spectral Searchlight'], hand: ['Cinder Wall'] }, {}], settings: { autoPass: 'never' } });
    const searchlight = ids.battlefield[0]![0]!;
    expect(activations(withSpell)).toContainEqual({ type: 'activate', player: 0, source: searchlight, ability: 0, targets: [], x: 0, chosenPlayer: 0, color: 'R' });
  });

  it('Selvala, Explorer Returned\'s parley, a mana ability with other effects (CR 605.1a: revealing, life, drawing), is listed with nothing to cast', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Selvala, Explorer Returned'], library: ['Forest'] }, { library: ['Forest'] }], settings: { autoPass: 'never' } });
    expect(activations(state).map((a) => a.source)).toEqual([ids.battlefield[0]![0]!]);
  });

  it('601.2g, 106.12: the planner\'s {T} mana abilities of every amount are unlisted (Elvish Aberration\'s {G}{G}{G} and the one mana of any color Secrets of Paradise grants it)', () => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      players: [{ battlefield: ['Elvish Aberration'], command: [{ card: 'Secrets of Paradise', names: ['Elvish Aberration'] }] }, {}, {}],
      settings: { autoPass: 'never' },
    });
    expect(activations(state)).toEqual([]);
    // still accepted (CR 605.3a)
    const s = apply(state, { type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 1, targets: [], x: 0, color: 'B' });
    expect(s.players[0]!.pool.B).toBe(1);
  });

  it('with manaAbilities "actions" every mana ability is listed, as before', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Shimmering Grotto', 'Treasonous Ogre'] }, {}], settings: { autoPass: 'never', manaAbilities: 'actions' } });
    const [grotto, ogre] = ids.battlefield[0]!;
    expect(new Set(activations(state).map((a) => `${a.source}:${a.ability}`))).toEqual(new Set([`${grotto}:0`, `${ogre}:0`]));
  });
});

describe('605.3a, 508.1i, 608.2d: paying for attackers and "you may pay {…}", listed where their mana pays (manaAbilities automatic)', () => {
  const choices = (state: ReadonlyGameState): Action[] => legalActions(state).filter((a) => a.type === 'choose');
  const confirms = (state: ReadonlyGameState): boolean => legalActions(state).some((a) => a.type === 'confirmAttackers');

  it("Ghostly Prison's {2} the Wastes pay lists no Treasonous Ogre; {4} for a second attacker lists it until the confirmation is; unlisted, it is still accepted", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Treasonous Ogre', 'Bronze Sable', 'Wild Griffin', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, {}], settings: { autoPass: 'never' } });
    const [ogre, sable, griffin] = ids.battlefield[0]!;
    const life: Action = { type: 'activate', player: 0, source: ogre!, ability: 0, targets: [], x: 0 };
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    // the Wastes pay {2}: the Ogre's mana makes no difference, and the Griffin's addition is listed by what it could pay
    expect(confirms(s)).toBe(true);
    expect(activations(s)).toEqual([]);
    expect(legalActions(s)).toContainEqual({ type: 'declareAttacker', player: 0, attacker: griffin!, target: { player: 1 } });
    // CR 605.3a: still accepted, its {R} waiting in the pool for the confirmation
    expect(apply(s, life).players[0]!.pool.R).toBe(1);
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: griffin!, target: { player: 1 } });
    expect(confirms(s)).toBe(false);
    expect(activations(s)).toEqual([life]);
    s = apply(s, life);
    expect(confirms(s)).toBe(false);
    expect(activations(s)).toEqual([life]);
    s = apply(s, life);
    expect(confirms(s)).toBe(true);
    expect(activations(s)).toEqual([]);
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.combat!.attackers.map((a) => a.id).sort()).toEqual([sable, griffin].sort());
    expect(s.players[0]!.life).toBe(14);
  });

  it("119.4, 704.3: in a declaration the Ogre's life counts down to 0, which at priority it does not: the attack is made, then its player loses (704.5a)", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Treasonous Ogre', 'Bronze Sable'], hand: ['Cinder Wall'], life: 6 }, { battlefield: ['Ghostly Prison'] }, {}], settings: { autoPass: 'never' } });
    const [ogre, sable] = ids.battlefield[0]!;
    const life: Action = { type: 'activate', player: 0, source: ogre!, ability: 0, targets: [], x: 0 };
    // at priority: one {R} for Cinder Wall leaves 3 life, and the Ogre is listed for it
    expect(activations(state)).toEqual([life]);
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    // {2}: two activations, the second paying the last 3 life
    expect(activations(s)).toEqual([life]);
    s = apply(apply(s, life), life);
    expect(s.players[0]!.life).toBe(0);
    expect(confirms(s)).toBe(true);
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.players[0]!.inGame).toBe(false);
  });

  it("Shimmering Grotto's filter, accepted while paying for attackers, is not listed where the lands pay Ghostly Prison's generic {2}", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Shimmering Grotto', 'Wastes', 'Wastes', 'Bronze Sable'] }, { battlefield: ['Ghostly Prison'] }, {}], settings: { autoPass: 'never' } });
    const [grotto, , , sable] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    expect(confirms(s)).toBe(true);
    expect(activations(s)).toEqual([]);
    const filtered = apply(s, { type: 'activate', player: 0, source: grotto!, ability: 1, targets: [], x: 0, color: 'W' });
    expect(filtered.players[0]!.pool.W).toBe(1);
    expect(apply(filtered, { type: 'confirmAttackers', player: 0 }).combat!.attackers).toHaveLength(1);
  });

  /** Player 0's Bronze Sable named by Natural Unity ("you may pay {G}" at the beginning of combat), with `battlefield` beside it, at that choice. */
  const naturalUnity = (battlefield: string[], life = 20): { s: ReadonlyGameState; sources: number[] } => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', ...battlefield], life, command: [{ card: 'Natural Unity', names: ['Bronze Sable'] }] }, {}, {}],
      settings: { autoPass: 'never' },
    });
    const s = passUntil(state, (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2d' } });
    return { s, sources: ids.battlefield[0]!.slice(1) };
  };

  it('Natural Unity\'s "you may pay {G}": Treasonous Ogre\'s {R} can\'t pay it and is not listed; the Grotto\'s filter can and is, until the choice offers to pay', () => {
    const ogreOnly = naturalUnity(['Treasonous Ogre']);
    expect(choices(ogreOnly.s)).toHaveLength(1);
    expect(activations(ogreOnly.s)).toEqual([]);
    const { s, sources } = naturalUnity(['Shimmering Grotto', 'Wastes']);
    expect(choices(s)).toHaveLength(1);
    const listed = activations(s);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((a) => a.source === sources[0] && a.ability === 1)).toBe(true);
    const t = apply(s, listed.find((a) => a.color === 'G')!);
    expect(choices(t)).toHaveLength(2);
    expect(activations(t)).toEqual([]);
  });

  it('Natural Unity\'s "you may pay {G}" with a Forest: the choice offers to pay, and neither the Grotto\'s filter nor Spectral Searchlight is listed (still accepted)', () => {
    const { s, sources } = naturalUnity(['Shimmering Grotto', 'Spectral Searchlight', 'Forest']);
    expect(choices(s)).toHaveLength(2);
    expect(activations(s)).toEqual([]);
    const t = apply(s, { type: 'activate', player: 0, source: sources[1]!, ability: 0, targets: [], x: 0, chosenPlayer: 0, color: 'G' });
    expect(t.players[0]!.pool.G).toBe(1);
  });

  it('119.4, 608.2: at "you may pay {G}" the Ogre\'s last 3 life buys the {1} of the Grotto\'s filter, so both are listed at 3 life (no state-based action in the middle of a resolution)', () => {
    const { s, sources } = naturalUnity(['Treasonous Ogre', 'Shimmering Grotto'], 3);
    const [ogre, grotto] = sources;
    expect(choices(s)).toHaveLength(1);
    expect(new Set(activations(s).map((a) => `${a.source}:${a.ability}`))).toEqual(new Set([`${ogre}:0`]));
    const t = apply(s, { type: 'activate', player: 0, source: ogre!, ability: 0, targets: [], x: 0 });
    expect(t.players[0]!.life).toBe(0);
    const green = activations(t).find((a) => a.source === grotto && a.color === 'G');
    expect(green).toBeDefined();
    const u = apply(apply(t, green!), { type: 'choose', player: 0, choice: [1] });
    // the counter is put as the ability resolves; its player loses only at the next check (704.5a)
    const kinds = logOf(u).map((e) => `${e.type}:${e.rule}`);
    expect(kinds.indexOf('counters:122.1')).toBeGreaterThan(-1);
    expect(kinds.indexOf('counters:122.1')).toBeLessThan(kinds.indexOf('lose:704.5a'));
    expect(u.players[0]!.inGame).toBe(false);
  });

  it("Shimmering Grotto's filter is listed where with five Elvish Aberrations that Secrets of Paradise names (each tapped one way, CR 106.12) its mana opens a cast: Skitter of Lizards kicked five times", () => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      players: [{ battlefield: [...Array<string>(5).fill('Elvish Aberration'), 'Shimmering Grotto', ...Array<string>(6).fill('Forest')], hand: ['Skitter of Lizards'], command: [{ card: 'Secrets of Paradise', names: ['Elvish Aberration'] }] }, {}, {}],
      settings: { autoPass: 'never' },
    });
    const grotto = ids.battlefield[0]![5]!;
    // {5} and six {R}: five Aberrations make {R} each, the filter a sixth from a Forest's mana, five Forests the rest
    expect(legalActions(state).filter((a) => a.type === 'cast').map((a) => (a.type === 'cast' ? a.kicked ?? 0 : -1))).toEqual([0, 1, 2, 3, 4]);
    expect(activations(state).some((a) => a.source === grotto && a.ability === 1 && a.color === 'R')).toBe(true);
    const filtered = apply(state, { type: 'activate', player: 0, source: grotto, ability: 1, targets: [], x: 0, color: 'R' });
    expect(legalActions(filtered).some((a) => a.type === 'cast' && a.kicked === 5)).toBe(true);
  });

  it("Shimmering Grotto's filter is not listed where the mana two Regal Behemoths add as the Grotto is tapped, counted once whichever of its abilities taps it (CR 605.1b, 106.12), leaves a cast unpaid: Apex Hawks kicked four times", () => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      monarch: 0,
      players: [{ battlefield: ['Plains', 'Shimmering Grotto', 'Plains', 'Regal Behemoth', 'Regal Behemoth'], hand: ['Apex Hawks'], command: ['Hymn of the Wilds'] }, {}, {}],
      settings: { autoPass: 'never' },
    });
    const grotto = ids.battlefield[0]![1]!;
    // {5} and five {W} with Hymn of the Wilds: each land makes three mana, nine in all; the filter makes three for one of them, eight
    expect(legalActions(state).filter((a) => a.type === 'cast').map((a) => (a.type === 'cast' ? a.kicked ?? 0 : -1))).toEqual([0, 1, 2, 3]);
    expect(activations(state).filter((a) => a.source === grotto)).toEqual([]);
  });

  it("Shimmering Grotto's filter is not listed where Mirari's Wake's mana, of the type the filter made (CR 605.1b), leaves a cast of two colors unpaid: Grenzo, Dungeon Warden's {B}{R} from a Forest and the Grotto", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest', 'Shimmering Grotto', "Mirari's Wake"], hand: ['Grenzo, Dungeon Warden'] }, {}], settings: { autoPass: 'never' } });
    const grotto = ids.battlefield[0]![1]!;
    expect(casts(state)).toEqual([]);
    // the Forest makes {G}{G}; the filter, paid with one, two mana of one color: never {B} and {R}
    expect(activations(state).filter((a) => a.source === grotto)).toEqual([]);
  });
});
