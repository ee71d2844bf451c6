/**
 * CR 605.3a in the automatic setting of mana abilities: a mana ability the payment planner does not
 * use and that only adds mana (Shimmering Grotto's {1},{T} filter, Treasonous Ogre's life, Spectral
 * Searchlight's chosen player) is listed at priority only where its mana would let the player cast
 * a spell or activate an ability the listing does not offer without it; unlisted, it is still
 * accepted. One with another effect (Selvala, Explorer Returned's parley) is always listed, and the
 * planner's own, of every amount, never (Elvish Aberration's with Secrets of Paradise).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type Action, type ActivateAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';

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
