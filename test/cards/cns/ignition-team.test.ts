import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, type ReadonlyGameState } from '../../../src/index.js';
import { activate, cast, castAndResolve, choose, events, nextTurn, passUntil, permanent, pt, resolveStack, setup } from '../helpers.js';

const TEAM = 'Ignition Team';
const team = (counters = 2) => ({ card: TEAM, counters: { '+1/+1': counters } });
const mana = ['Mountain', 'Mountain', 'Mountain'];

function animate(state: ReadonlyGameState, land: number): ReadonlyGameState {
  return resolveStack(activate(state, 0, permanent(state, TEAM), 0, [{ object: land }]));
}

describe('Ignition Team', () => {
  it('enters the battlefield with X +1/+1 counters on it, where X is the number of tapped lands on the battlefield', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...mana, 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Forest'], hand: [TEAM] }, { battlefield: [{ card: 'Island', tapped: true }, 'Island'] }],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    // the seven lands tapped to cast it and player 1's tapped Island
    const t = permanent(s, TEAM);
    expect(s.objects[t]!.counters['+1/+1']).toBe(8);
    expect(pt(s, t)).toEqual([8, 8]);
  });

  it('"tapped lands": a tapped creature or artifact is not counted', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...mana, ...mana, 'Mountain', { card: 'Pillarfield Ox', tapped: true }], hand: [TEAM] }, { battlefield: [{ card: 'Bronze Sable', tapped: true }] }],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    // only the seven lands tapped to cast it
    expect(s.objects[permanent(s, TEAM)]!.counters['+1/+1']).toBe(7);
  });

  it("{2}{R}, Remove a +1/+1 counter: Target land becomes a 4/4 red Elemental creature until end of turn. It's still a land.", () => {
    const { state } = setup({ players: [{ battlefield: [team(), ...mana] }, { battlefield: ['Forest'] }] });
    const forest = permanent(state, 'Forest');
    let s = animate(state, forest);
    expect(s.objects[permanent(s, TEAM)]!.counters['+1/+1']).toBe(1);
    const c = characteristics(s, forest);
    expect(c.types).toEqual(expect.arrayContaining(['Land', 'Creature']));
    expect(c.subtypes).toEqual(expect.arrayContaining(['Forest', 'Elemental']));
    expect(c.colors).toEqual(['R']);
    expect([c.power, c.toughness]).toEqual([4, 4]);
    expect(c.controller).toBe(1);
    // until end of turn
    s = nextTurn(s);
    const after = characteristics(s, forest);
    expect(after.types).toEqual(['Land']);
    expect(after.power).toBeNull();
  });

  it('ruling: "Ignition Team\'s ability doesn\'t affect the land\'s name or any other types, subtypes, or supertypes … The land will also keep any abilities it had."', () => {
    const { state } = setup({ players: [{ battlefield: [team(), ...mana, 'Forest'] }, {}] });
    const forest = permanent(state, 'Forest');
    let s = animate(state, forest);
    const c = characteristics(s, forest);
    expect(c.supertypes).toContain('Basic');
    expect(s.objects[forest]!.card).toBe('Forest');
    // it still taps for {G}: under its controller's control since the turn began, it isn't summoning sick
    s = activate(s, 0, forest, 0);
    expect(s.players[0]!.pool.G).toBe(1);
  });

  it('ruling: "If the target land hasn\'t been under its controller\'s control continuously since the beginning of their most recent turn, that land won\'t be able to attack and its {T} abilities can\'t be activated."', () => {
    const { state } = setup({ players: [{ battlefield: [team(), ...mana, { card: 'Forest', sick: true }] }, {}] });
    const forest = permanent(state, 'Forest');
    // before: a land's {T} ability is fine however new it is
    expect(legalActions(state).some((a) => a.type === 'activate' && a.source === forest)).toBe(true);
    const s = animate(state, forest);
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === forest)).toBe(false);
    const declare = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(legalActions(declare).some((a) => a.type === 'declareAttacker' && a.attacker === forest)).toBe(false);
  });

  it('ruling: "This doesn\'t count as a creature entering the battlefield. The land was already on the battlefield; it only changed types."', () => {
    const { state } = setup({ players: [{ battlefield: [team(), ...mana, 'Selvala, Heart of the Wilds', 'Forest'] }, {}] });
    const s = animate(state, permanent(state, 'Forest'));
    expect(events(s, 'trigger')).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
  });

  it('ruling: "… power and toughness changes from counters … will continue to apply."', () => {
    const { state } = setup({ players: [{ battlefield: [team(), ...mana, { card: 'Forest', counters: { '+1/+1': 1 } }] }, {}] });
    const forest = permanent(state, 'Forest');
    expect(pt(animate(state, forest), forest)).toEqual([5, 5]);
  });

  it('ruling: "Copies of the affected land won\'t be 4/4 red Elemental creatures." — Dack\'s Duplicate copying it is a land only', () => {
    const { state, ids } = setup({ players: [{ battlefield: [team(), ...mana, 'Island', 'Island', 'Mountain', 'Forest'], hand: ["Dack's Duplicate"] }, {}] });
    const forest = permanent(state, 'Forest');
    let s = animate(state, forest);
    s = passUntil(cast(s, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    const i = d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === forest) : -1;
    expect(i).toBeGreaterThanOrEqual(0);
    s = resolveStack(choose(s, [i]));
    const copies = s.battlefield.filter((id) => s.objects[id]!.copyOf !== undefined);
    expect(copies).toHaveLength(1);
    const c = characteristics(s, copies[0]!);
    expect(c.types).toEqual(['Land']);
    expect(c.subtypes).toEqual(['Forest']);
  });
});

describe('Ignition Team — what keeps applying', () => {
  it('ruling: "Effects that modify power and/or toughness without setting them to a specific value (like the one created by Giant Growth), power and toughness changes from counters, and effects that switch a creature’s power and toughness will continue to apply. This may happen if the land was already a creature when the ability resolved."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [team(), ...mana, ...mana, ...mana, ...Array<string>(5).fill('Island'), { card: 'Forest', counters: { '+1/+1': 1 } }], hand: ['Fleeting Distraction', 'Crookclaw Transmuter'], library: Array<string>(5).fill('Island') },
        {},
      ],
    });
    const forest = permanent(state, 'Forest');
    let s = animate(state, forest);
    expect(pt(s, forest)).toEqual([5, 5]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: forest }]);
    // −1/−0 and the counter: 4/5
    expect(pt(s, forest)).toEqual([4, 5]);
    // Crookclaw Transmuter's trigger switches it: 5/4
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: forest }] }));
    expect(pt(s, forest)).toEqual([5, 4]);
    // the land is already a creature: animating it again sets 4/4 anew, and the rest still applies on top
    s = animate(s, forest);
    expect(pt(s, forest)).toEqual([5, 4]);
  });

  it('ruling: "This may happen if the land was already a creature": on a Dread Statuary it animated itself, the later 4/4 wins (CR 613.7) and its Golem and artifact types stay', () => {
    const { state } = setup({ players: [{ battlefield: [team(), 'Dread Statuary', ...mana, ...mana, 'Mountain'] }, {}] });
    const statuary = permanent(state, 'Dread Statuary');
    let s = resolveStack(activate(state, 0, statuary, 1));
    expect(pt(s, statuary)).toEqual([4, 2]);
    s = animate(s, statuary);
    const c = characteristics(s, statuary);
    expect(pt(s, statuary)).toEqual([4, 4]);
    expect([c.types, c.subtypes, c.colors]).toEqual([['Land', 'Artifact', 'Creature'], ['Golem', 'Elemental'], ['R']]);
  });
});
