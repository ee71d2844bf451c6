import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, tryApply, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { cast, choose, events, names, passToPlayer, passUntil, permanent, permanents, resolveStack, setup } from '../helpers.js';

const ORACLE_CHOOSE = 'As Sanctum Prelate enters the battlefield, choose a number.';
const ORACLE_FORBID = "Noncreature spells with mana value equal to the chosen number can't be cast.";

/** Passes until the choice of a number is asked; checks it is that choice, before the permanent enters. */
function toNumberChoice(state: ReadonlyGameState, player: number): ReadonlyGameState {
  const s = passUntil(state, (x) => x.decision?.kind === 'choose');
  expect(s.decision).toMatchObject({ kind: 'choose', player, choice: { prompt: 'chooseNumber', rule: '614.12a', min: 1, max: 1 } });
  return s;
}

/** Answers the choice of a number with `n`. */
function chooseNumber(state: ReadonlyGameState, n: number): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'choose') throw new Error('expected a choice');
  return choose(state, [d.choice.options.findIndex((o) => 'label' in o && o.label === String(n))]);
}

/** Whether `player` may cast `card` now with X = `x` (listed, and accepted). */
function castableWith(state: ReadonlyGameState, player: number, card: ObjectId, x = 0): boolean {
  const listed = legalActions(state).some((a) => a.type === 'cast' && a.card === card && a.x === x);
  return listed;
}

/** Player 0 casts Sanctum Prelate and chooses `n`; the stack is then empty. */
function prelate(state: ReadonlyGameState, card: ObjectId, n: number): ReadonlyGameState {
  return resolveStack(chooseNumber(toNumberChoice(cast(state, 0, card), 0), n));
}

const LANDS = ['Plains', 'Plains', 'Plains', 'Mountain', 'Mountain', 'Swamp', 'Swamp'];

describe('Sanctum Prelate', () => {
  it(`${ORACLE_CHOOSE} ${ORACLE_FORBID} (for every player; creature spells of that mana value still can)`, () => {
    const { state, ids } = setup({
      players: [{ battlefield: LANDS, hand: ['Sanctum Prelate', 'Twin Bolt', 'Bronze Sable', 'Flame Slash'] }, { battlefield: ['Mountain', 'Mountain'], hand: ['Twin Bolt'] }],
    });
    const [card, bolt, sable, slash] = ids.hand[0]! as [ObjectId, ObjectId, ObjectId, ObjectId];
    let s = toNumberChoice(cast(state, 0, card), 0);
    // the choice is made before it enters (CR 614.12a): it is still a spell on the stack
    expect(s.stack).toEqual([expect.any(Number)]);
    expect(permanents(s, 'Sanctum Prelate')).toEqual([]);
    // any number may be chosen: 0 and the mana values of the spells in play are options
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options.slice(0, 4)).toEqual([{ label: '0' }, { label: '1' }, { label: '2' }, { label: '3' }]);
    s = resolveStack(chooseNumber(s, 2));
    const p = permanent(s, 'Sanctum Prelate');
    expect(s.objects[p]!.chosenNumber).toBe(2);
    expect(events(s, 'chosenOnEntry')).toEqual([expect.objectContaining({ rule: '614.12a', object: p, detail: '2' })]);
    // Twin Bolt (mana value 2) can't be cast; Flame Slash (1) and Bronze Sable (a creature, 2) can
    expect(castableWith(s, 0, bolt)).toBe(false);
    expect(tryApply(s, { type: 'cast', player: 0, card: bolt, targets: [{ player: 1 }], x: 0 })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '601.2e' } });
    expect(castableWith(s, 0, slash)).toBe(true);
    expect(castableWith(s, 0, sable)).toBe(true);
    // nor can its opponent cast one
    const theirs = passToPlayer(apply(s, { type: 'cast', player: 0, card: sable, targets: [], x: 0 }), 1);
    expect(theirs.decision).toMatchObject({ kind: 'priority', player: 1 });
    expect(castableWith(theirs, 1, ids.hand[1]![0]!)).toBe(false);
    // a saved game keeps the chosen number
    expect(deserialize(serialize(s)).objects[p]!.chosenNumber).toBe(2);
  });

  it('a permanent not on the battlefield has no chosen number: once it leaves, the spells can be cast again', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...LANDS, 'Mountain', 'Mountain'], hand: ['Sanctum Prelate', 'Twin Bolt', 'Murder'] }, {}],
    });
    const [card, bolt, murder] = ids.hand[0]! as [ObjectId, ObjectId, ObjectId];
    let s = prelate(state, card, 2);
    expect(castableWith(s, 0, bolt)).toBe(false);
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: murder, targets: [{ object: permanent(s, 'Sanctum Prelate') }], x: 0 }));
    expect(names(s, 0, 'graveyard')).toContain('Sanctum Prelate');
    const inGraveyard = s.players[0]!.graveyard.find((id) => s.objects[id]!.card === 'Sanctum Prelate')!;
    expect(s.objects[inGraveyard]!.chosenNumber).toBeUndefined();
    expect(castableWith(s, 0, bolt)).toBe(true);
  });

  it('"Effects that increase or reduce the cost to cast a spell don’t affect that spell’s mana value." (Brago\'s Favor makes Twin Bolt cost {R}: its mana value is still 2)', () => {
    const spec = (n: number) => {
      const { state, ids } = setup({
        format: 'conspiracy',
        players: [{ battlefield: LANDS, hand: ['Sanctum Prelate', 'Twin Bolt'], command: [{ card: "Brago's Favor", names: ['Twin Bolt'] }] }, {}, {}],
      });
      return { s: prelate(state, ids.hand[0]![0]!, n), bolt: ids.hand[0]![1]! };
    };
    const two = spec(2);
    expect(castableWith(two.s, 0, two.bolt)).toBe(false);
    const one = spec(1);
    expect(castableWith(one.s, 0, one.bolt)).toBe(true);
  });

  it('"For spells with {X} in their mana costs, use the value chosen for X to determine if the spell’s mana value is the chosen number. For example, if the chosen number is 4, a noncreature spell with mana cost {X}{R}{R} couldn’t be cast with X equal to 2, but it could be cast with X equal to any other number." (Skeletal Scrying, {X}{B}, with 3 chosen)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: LANDS, hand: ['Sanctum Prelate', 'Skeletal Scrying'], graveyard: ['Forest', 'Forest', 'Forest'] }, {}],
    });
    const [card, scrying] = ids.hand[0]! as [ObjectId, ObjectId];
    const s = prelate(state, card, 3);
    const graveyard = s.players[0]!.graveyard;
    expect(castableWith(s, 0, scrying, 2)).toBe(false);
    expect(tryApply(s, { type: 'cast', player: 0, card: scrying, targets: [], x: 2, exileFromGraveyard: graveyard.slice(0, 2) })).toMatchObject({ ok: false, error: { rule: '601.2e' } });
    expect(castableWith(s, 0, scrying, 1)).toBe(true);
    expect(castableWith(s, 0, scrying, 3)).toBe(true);
    expect(tryApply(s, { type: 'cast', player: 0, card: scrying, targets: [], x: 3, exileFromGraveyard: graveyard.slice(0, 3) }).ok).toBe(true);
  });

  it('cast "without paying its mana cost", a spell with {X} has X 0 (CR 107.3b), and its mana value with X 0 is judged (CR 601.3a): Aether Searcher may not cast Death Wind ({X}{B}) with 1 chosen, but may with 2', () => {
    const searched = (n: number): ReadonlyGameState => {
      const { state, ids } = setup({
        players: [{ battlefield: [...Array<string>(7).fill('Wastes'), 'Plains', 'Plains', 'Plains'], hand: ['Sanctum Prelate', 'Aether Searcher', 'Death Wind'], draft: { seat: 0, notes: [{ card: 'Aether Searcher', name: 'Death Wind' }], removed: [] } as never }, { battlefield: ['Ogre Sentry'] }],
      });
      const s = resolveStack(cast(prelate(state, ids.hand[0]![0]!, n), 0, ids.hand[0]![1]!));
      expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'searchWhere' } });
      return choose(s, [0]);
    };
    // the search finds Death Wind either way (a card with the noted name, CR 701.23b); with 1 chosen it
    // may not be cast: the card stays in the hand
    const one = searched(1);
    expect(one.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'castWhich', rule: '701.23' } });
    // the choice to cast is asked all the same, offering only "don't cast" (CR 401.2, 402.3)
    const asked = choose(one, [0]);
    expect(asked.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'castWithoutPaying', options: [{ label: "don't cast" }] } });
    const kept = choose(asked, [0]);
    expect(kept.decision).toMatchObject({ kind: 'priority' });
    expect(names(kept, 0, 'hand')).toEqual(['Death Wind']);
    const two = searched(2);
    expect(two.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'castWhich', rule: '701.23' } });
    expect(choose(two, [0]).decision).toMatchObject({ kind: 'choose', choice: { prompt: 'castWithoutPaying' } });
  });

  it('the choice is made however it enters: put onto the battlefield by Show and Tell, its owner chooses before it enters', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Show and Tell', 'Sanctum Prelate', 'Twin Bolt'] }, {}] });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = choose(s, [0]);
    s = toNumberChoice(s, 0);
    expect(permanents(s, 'Sanctum Prelate')).toEqual([]);
    s = resolveStack(chooseNumber(s, 2));
    expect(s.objects[permanent(s, 'Sanctum Prelate')]!.chosenNumber).toBe(2);
  });

  it('Stunt Double entering as a copy of Sanctum Prelate chooses a number of its own (CR 707.9, 614.12: the copy\'s "as enters" ability applies)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...LANDS, 'Island', 'Island', 'Island', 'Island'], hand: ['Sanctum Prelate', 'Stunt Double', 'Twin Bolt', 'Flame Slash'] }, {}],
    });
    let s = prelate(state, ids.hand[0]![0]!, 2);
    const original = permanent(s, 'Sanctum Prelate');
    s = passUntil(cast(s, 0, ids.hand[0]![1]!), (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    if (d?.kind !== 'choose') throw new Error('expected the copy choice');
    expect(d.choice.prompt).toBe('copy');
    s = choose(s, [d.choice.options.findIndex((o) => 'object' in o && o.object === original)]);
    s = resolveStack(chooseNumber(toNumberChoice(s, 0), 1));
    const double = s.battlefield.find((id) => s.objects[id]!.card === 'Stunt Double')!;
    expect(s.objects[double]!.chosenNumber).toBe(1);
    // both apply: mana value 2 (Twin Bolt) and 1 (Flame Slash) are forbidden
    expect(castableWith(s, 0, ids.hand[0]![2]!)).toBe(false);
    expect(castableWith(s, 0, ids.hand[0]![3]!)).toBe(false);
  });
});
