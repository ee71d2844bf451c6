import { describe, expect, it } from 'vitest';
import { apply, deserialize, serialize, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { activate, cast, choose, events, names, passUntil, permanent, permanents, pt, resolveStack, resolveTop, setup } from '../helpers.js';

const MUZZIO = 'Muzzio, Visionary Architect';
const GRENZO = 'Grenzo, Dungeon Warden';

/** Answers the pending choice of `player` with the option naming `id`, or with none. */
function pick(state: ReadonlyGameState, id: ObjectId | null): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'choose') throw new Error(`expected a choice, got ${JSON.stringify(d)}`);
  if (id === null) return choose(state, []);
  const i = d.choice.options.findIndex((o) => 'object' in o && o.object === id);
  if (i < 0) throw new Error(`${id} is not an option`);
  return choose(state, [i]);
}

function toChoiceOrEnd(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.decision?.kind === 'choose' || s.stack.length === 0);
}

function libraryNames(state: ReadonlyGameState, player: number): string[] {
  return names(state, player, 'library');
}

describe('Muzzio, Visionary Architect', () => {
  const lands = ['Island', 'Island', 'Island', 'Island'];

  it('{3}{U}, {T}: look at the top X cards (X: the greatest mana value among your artifacts); you may put an artifact card among them onto the battlefield; the rest on the bottom in any order', () => {
    // Horn of Greed (mana value 3): X = 3
    const { state } = setup({ players: [{ battlefield: [MUZZIO, 'Horn of Greed', ...lands], library: ['Forest', 'Bronze Sable', 'Swamp', 'Plains', 'Hedron Matrix'] }, {}] });
    let s = toChoiceOrEnd(activate(state, 0, permanent(state, MUZZIO), 0));
    const lib = state.players[0]!.library;
    // only the artifact card among the top three is an option (Hedron Matrix is the fifth)
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { min: 0, max: 1, options: [{ object: lib[1] }] } });
    s = pick(s, lib[1]!);
    // the rest, Forest and Swamp, go to the bottom in the order chosen: Swamp first
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'bottomOrder', rule: '401.4' } });
    s = resolveStack(pick(s, lib[2]!));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(libraryNames(s, 0)).toEqual(['Plains', 'Hedron Matrix', 'Swamp', 'Forest']);
  });

  it('"artifacts you control": an opponent\'s artifact with a greater mana value does not count for X', () => {
    // Horn of Greed (mana value 3) is player 0's, Hedron Matrix (mana value 4) player 1's: X = 3
    const { state } = setup({ players: [{ battlefield: [MUZZIO, 'Horn of Greed', ...lands], library: ['Forest', 'Swamp', 'Plains', 'Bronze Sable'] }, { battlefield: ['Hedron Matrix'] }] });
    const lib = state.players[0]!.library;
    let s = toChoiceOrEnd(activate(state, 0, permanent(state, MUZZIO), 0));
    // the three cards looked at hold no artifact card: Bronze Sable, the fourth, is not among them
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [] } });
    s = pick(s, null);
    s = resolveStack(pick(pick(s, lib[0]!), lib[1]!));
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(libraryNames(s, 0)).toEqual(['Bronze Sable', 'Forest', 'Swamp', 'Plains']);
  });

  it('"X is the greatest mana value among artifacts you control": the greatest one, not their sum — Horn of Greed (3) and Bronze Sable (2) make X 3 (CR 202.3)', () => {
    const { state } = setup({ players: [{ battlefield: [MUZZIO, 'Horn of Greed', 'Bronze Sable', ...lands], library: ['Forest', 'Swamp', 'Plains', 'Runed Servitor', 'Wastes'] }, {}] });
    const lib = state.players[0]!.library;
    const s = toChoiceOrEnd(activate(state, 0, permanent(state, MUZZIO), 0));
    // three cards looked at, no artifact card among them: Runed Servitor, the fourth, is not an option
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [] } });
    const ordered = pick(pick(pick(s, null), lib[0]!), lib[1]!);
    expect(libraryNames(resolveStack(ordered), 0)).toEqual(['Runed Servitor', 'Wastes', 'Forest', 'Swamp', 'Plains']);
  });

  it('may put none: all of them go to the bottom', () => {
    const { state } = setup({ players: [{ battlefield: [MUZZIO, { card: 'Bronze Sable' }, ...lands], library: ['Runed Servitor', 'Forest', 'Plains'] }, {}] });
    let s = toChoiceOrEnd(activate(state, 0, permanent(state, MUZZIO), 0));
    s = pick(s, null);
    s = resolveStack(pick(s, state.players[0]!.library[0]!));
    expect(permanents(s, 'Runed Servitor')).toEqual([]);
    expect(libraryNames(s, 0)).toEqual(['Plains', 'Runed Servitor', 'Forest']);
  });

  it('ruling: "The value of X is determined as the ability resolves. If, at that time, you control no artifacts, you won\'t look at any cards."', () => {
    const { state } = setup({ players: [{ battlefield: [MUZZIO, ...lands], library: ['Bronze Sable', 'Forest'] }, {}] });
    const s = resolveStack(activate(state, 0, permanent(state, MUZZIO), 0));
    expect(s.decision?.kind).toBe('priority');
    expect(libraryNames(s, 0)).toEqual(['Bronze Sable', 'Forest']);
    expect(s.objects[permanent(s, MUZZIO)]!.tapped).toBe(true);
    // an artifact destroyed in response: X is read as it resolves
    const withHorn = setup({ players: [{ battlefield: [MUZZIO, 'Horn of Greed', ...lands, 'Forest', 'Forest'], library: ['Bronze Sable', 'Forest'], hand: ["Nature's Claim"] }, {}] });
    let t = activate(withHorn.state, 0, permanent(withHorn.state, MUZZIO), 0);
    t = resolveTop(cast(t, 0, withHorn.ids.hand[0]![0]!, [{ object: permanent(t, 'Horn of Greed') }]));
    expect(names(t, 0, 'graveyard')).toContain('Horn of Greed');
    t = resolveStack(t);
    expect(t.decision?.kind).toBe('priority');
    expect(libraryNames(t, 0)).toEqual(['Bronze Sable', 'Forest']);
  });

  it('CR 608.2h: X is determined once, as the ability resolves — the owner of the artifact that gave it leaving the game meanwhile changes nothing', () => {
    // player 1's Hedron Matrix (mana value 4) under player 0's control: X = 4
    const { state } = setup({
      players: [
        { battlefield: [MUZZIO, ...lands], library: ['Forest', 'Swamp', 'Plains', 'Bronze Sable', 'Island', 'Wastes'] },
        { battlefield: [{ card: 'Hedron Matrix', controller: 0 }] },
        {},
      ],
    });
    const lib = state.players[0]!.library;
    let s = toChoiceOrEnd(activate(state, 0, permanent(state, MUZZIO), 0));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [{ object: lib[3] }] } });
    // player 1 leaves with the Matrix while player 0 decides (CR 800.4a): the four cards are still the ones looked at
    s = apply(s, { type: 'concede', player: 1 });
    expect(permanents(s, 'Hedron Matrix')).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [{ object: lib[3] }] } });
    expect(deserialize(serialize(s))).toStrictEqual(s);
    s = pick(s, lib[3]!);
    s = pick(s, lib[0]!);
    s = resolveStack(pick(s, lib[1]!));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(libraryNames(s, 0)).toEqual(['Island', 'Wastes', 'Forest', 'Swamp', 'Plains']);
  });
});

describe('Grenzo, Dungeon Warden', () => {
  it('Grenzo enters with X +1/+1 counters on it', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Mountain', 'Forest', 'Forest', 'Forest'], hand: [GRENZO] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [], 3));
    const grenzo = permanent(s, GRENZO);
    expect(s.objects[grenzo]!.counters['+1/+1']).toBe(3);
    expect(pt(s, grenzo)).toEqual([5, 5]);
  });

  it("{2}: Put the bottom card of your library into your graveyard. If it's a creature card with power less than or equal to Grenzo's power, put it onto the battlefield.", () => {
    const { state } = setup({ players: [{ battlefield: [GRENZO, 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'], library: ['Island', 'Plains', 'Zombie Goliath', 'Forest', 'Bronze Sable'] }, {}] });
    const grenzo = permanent(state, GRENZO);
    // Bronze Sable (power 2) ≤ Grenzo's 2: onto the battlefield, from the graveyard — ruling: "If the card is a
    // creature card with power less than or equal to Grenzo’s power, it’s put onto the battlefield from your
    // graveyard, not from your library. Players can’t attempt to exile it from your graveyard in response." (the
    // two moves happen within the one resolution, with no priority between them)
    let s = resolveStack(activate(state, 0, grenzo, 0));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    const moves = events(s, 'zoneChange').filter((e) => e.card === 'Bronze Sable');
    expect(moves.map((e) => [e.from, e.zone])).toEqual([['library', 'graveyard'], ['graveyard', 'battlefield']]);
    // Forest: not a creature card, stays in the graveyard
    s = resolveStack(activate(s, 0, grenzo, 0));
    expect(names(s, 0, 'graveyard')).toEqual(['Forest']);
    // Zombie Goliath (power 4) > 2: stays in the graveyard
    s = resolveStack(activate(s, 0, grenzo, 0));
    expect(names(s, 0, 'graveyard')).toEqual(['Forest', 'Zombie Goliath']);
    expect(permanents(s, 'Zombie Goliath')).toEqual([]);
  });

  it('ruling: "Compare Grenzo\'s power when the ability resolves … If Grenzo isn\'t on the battlefield at this time, use its last known power"', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [{ card: GRENZO, counters: { '+1/+1': 2 } }, 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], library: ['Island', 'Zombie Goliath'] }, {}],
    });
    const grenzo = permanent(state, GRENZO);
    // Grenzo is 4/4; it is destroyed in response: its last known power, 4, lets the Goliath (4) in
    let s = activate(state, 0, grenzo, 0);
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: grenzo }]));
    expect(names(s, 0, 'graveyard')).toContain(GRENZO);
    s = resolveStack(s);
    expect(permanents(s, 'Zombie Goliath')).toHaveLength(1);
  });

  it('with an empty library it does nothing', () => {
    const { state } = setup({ players: [{ battlefield: [GRENZO, 'Forest', 'Forest'], library: [] }, {}] });
    const s = resolveStack(activate(state, 0, permanent(state, GRENZO), 0));
    expect(s.decision?.kind).toBe('priority');
    expect(names(s, 0, 'graveyard')).toEqual([]);
  });

  // The ruling "If a replacement effect (such as that of Leyline of the Void) causes the card to be put
  // from your library directly into exile, you'll put it onto the battlefield from exile …" cannot arise
  // here: no card of CNS or CN2 replaces a card's going to a graveyard.
});
