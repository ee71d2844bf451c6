import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { deserialize, logOf, serialize, view, type Action, type GameState, type ReadonlyGameState } from '../../../src/index.js';
import { seedRng } from '../../../src/state/rng.js';
import { direct, peek, turnOver } from '../../../src/variants/mental-magic/control.js';
import { performControl } from '../../../src/variants/mental-magic/control-actions.js';
import { cardLabel } from '../../../src/pbp/describe.js';
import { askingAbility, specificationFor, specify } from '../../../src/variants/mental-magic/specs.js';
import { beginWorkingCopy, finishWorkingCopy, mutableObject } from '../../../src/engine/working-copy.js';
import { cardIdOf, currentObject, mmData } from '../../../src/variants/mental-magic/data.js';
import { createObject } from '../../../src/zones/zones.js';
import { mentalMagicRules } from '../../../src/variants/mental-magic/rule-module.js';
import { categoryOf, chooseUncontrolled, directedAssignment } from '../../../src/variants/mental-magic/decisions.js';
import { gameWithHands, pass, play, twoCreatures, withPermanents } from './helpers.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

/** A state whose current decision is a choice with these options, for the categories of AMM 8. */
function choosing(s: ReadonlyGameState, options: ReadonlyGameState['decision'] extends infer _ ? ({ object: number } | { player: number } | { label: string })[] : never, min = 1, max = 1): ReadonlyGameState {
  return { ...s, decision: { kind: 'choose', player: 0, choice: { prompt: 'test', options, min, max, rule: '608.2d' } } };
}

describe('AMM 8: uncontrolled decisions', () => {
  const s = twoCreatures();
  const mine = s.battlefield.find((id) => s.objects[id]!.controller === 0)!;
  const theirs = s.battlefield.find((id) => s.objects[id]!.controller === 1)!;

  it('8a: NO_ACTION is taking no action: passing, confirming a declaration, answering "no", choosing nothing', () => {
    expect(categoryOf(asEngineState(s), { type: 'pass', player: 0 })).toBe('NO_ACTION');
    expect(categoryOf(asEngineState(s), { type: 'confirmAttackers', player: 0 })).toBe('NO_ACTION');
    const may = choosing(s, [{ label: 'yes' }, { label: 'no' }]);
    expect(categoryOf(asEngineState(may), { type: 'choose', player: 0, choice: [1] })).toBe('NO_ACTION');
    expect(categoryOf(asEngineState(may), { type: 'choose', player: 0, choice: [0] })).toBe('OTHER');
    const upTo = choosing(s, [{ object: mine }], 0, 1);
    expect(categoryOf(asEngineState(upTo), { type: 'choose', player: 0, choice: [] })).toBe('NO_ACTION');
  });

  it('8b: "SELF and OPPONENT are choices of one player or one or more of their objects over the other(s)"', () => {
    const c = choosing(s, [{ object: mine }, { object: theirs }, { player: 0 }, { player: 1 }], 1, 2);
    expect(categoryOf(asEngineState(c), { type: 'choose', player: 0, choice: [0] })).toBe('SELF');
    expect(categoryOf(asEngineState(c), { type: 'choose', player: 0, choice: [2] })).toBe('SELF');
    expect(categoryOf(asEngineState(c), { type: 'choose', player: 0, choice: [1] })).toBe('OPPONENT');
    expect(categoryOf(asEngineState(c), { type: 'choose', player: 0, choice: [1, 3] })).toBe('OPPONENT');
    expect(categoryOf(asEngineState(c), { type: 'choose', player: 0, choice: [0, 1] })).toBe('OTHER');
    expect(categoryOf(asEngineState(s), { type: 'declareAttacker', player: 0, attacker: mine, target: { player: 1 } })).toBe('OPPONENT');
  });

  it('8c: "Anything else is OTHER, except … multiple-digit numbers, which are MYRIAD"', () => {
    const c = choosing(s, [{ label: 'W' }, { label: '12' }, { label: '7' }]);
    expect(categoryOf(asEngineState(c), { type: 'choose', player: 0, choice: [0] })).toBe('OTHER');
    expect(categoryOf(asEngineState(c), { type: 'choose', player: 0, choice: [1] })).toBe('MYRIAD');
    expect(categoryOf(asEngineState(c), { type: 'choose', player: 0, choice: [2] })).toBe('OTHER');
  });

  it('8c: "creature types and cardnames not on a card currently existing in the game … are MYRIAD"; others OTHER', () => {
    // Doomed Traveler (a Human Soldier) is on the battlefield; no card in the game is Pride Guardian or a Dragon
    const naming: ReadonlyGameState = { ...s, decision: { kind: 'choose' as const, player: 0, choice: { prompt: 'nameCard', options: [{ label: 'no' }, { label: 'Doomed Traveler' }, { label: 'Pride Guardian' }], min: 1, max: 1, rule: 'AMM 5' } } };
    expect(categoryOf(asEngineState(naming), { type: 'choose', player: 0, choice: [2] })).toBe('MYRIAD');
    expect(categoryOf(asEngineState(naming), { type: 'choose', player: 0, choice: [1] })).toBe('OTHER');
    // 8a: "when naming a card, if not doing so is an option, then not doing so is NO_ACTION"
    expect(categoryOf(asEngineState(naming), { type: 'choose', player: 0, choice: [0] })).toBe('NO_ACTION');
    const types = { ...s, decision: { kind: 'choose' as const, player: 0, choice: { prompt: 'creatureType', options: [{ label: 'Human' }, { label: 'Dragon' }], min: 1, max: 1, rule: 'test' } } };
    expect(categoryOf(asEngineState(types), { type: 'choose', player: 0, choice: [0] })).toBe('OTHER');
    expect(categoryOf(asEngineState(types), { type: 'choose', player: 0, choice: [1] })).toBe('MYRIAD');
    // the same words as other labels (a vote, a mode) are OTHER: only names and types are MYRIAD
    expect(categoryOf(asEngineState(choosing(s, [{ label: 'Pride Guardian' }])), { type: 'choose', player: 0, choice: [0] })).toBe('OTHER');
    // declining to pay or to vote again takes no action either
    expect(categoryOf(asEngineState(choosing(s, [{ label: "don't pay" }, { label: 'pay {W}' }])), { type: 'choose', player: 0, choice: [0] })).toBe('NO_ACTION');
  });

  it('8c: "cardnames not on a card currently existing in the game" are MYRIAD in any choice of a card name (CR 201.4): Wood Sage\'s "Choose a creature card name"', () => {
    const { state, ids } = withPermanents(twoCreatures(), 0, ['Wood Sage']);
    const t = asEngineState(pass(play(state, (a) => a.type === 'activate' && a.source === ids[0])));
    const d = t.decision!;
    expect(d).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '201.4a' } });
    const labels = d.kind === 'choose' ? d.choice.options.map((o) => ('label' in o ? o.label : '')) : [];
    const answer = (name: string): Action => ({ type: 'choose', player: 0, choice: [labels.indexOf(name)] });
    // Wood Sage and Doomed Traveler are on the battlefield; no card in the game is Pride Guardian
    expect(categoryOf(t, answer('Wood Sage'))).toBe('OTHER');
    expect(categoryOf(t, answer('Doomed Traveler'))).toBe('OTHER');
    expect(categoryOf(t, answer('Pride Guardian'))).toBe('MYRIAD');
    // 8d: uncontrolled, the engine names a creature card that exists in the game
    const opts = labels.map((name) => answer(name));
    const onCards = new Set(t.objects.filter((o) => o.kind === 'card' && o.movedTo === null).map((o) => o.card));
    for (let seed = 0; seed < 10; seed++) {
      const picked = chooseUncontrolled(t, seedRng(seed), opts, undefined);
      expect(onCards.has(labels[(picked as { choice: number[] }).choice[0]!]!)).toBe(true);
    }
  });

  it('8c: a card of the sideboard (AMM 2c) is outside the game (CR 400.11a): a name only it has is MYRIAD', () => {
    const searched = produce(s, (d) => {
      mentalMagicRules.searchedCards!(d, 0, 1);
    });
    expect(searched.players[0]!.sideboard.some((id) => searched.objects[id]!.card === 'Forest')).toBe(true);
    const naming: ReadonlyGameState = { ...searched, decision: { kind: 'choose' as const, player: 0, choice: { prompt: 'nameCard', options: [{ label: 'no' }, { label: 'Forest' }], min: 1, max: 1, rule: 'AMM 5' } } };
    expect(categoryOf(asEngineState(naming), { type: 'choose', player: 0, choice: [1] })).toBe('MYRIAD');
  });

  it('8d on a naming: uncontrolled, the engine does not name (NO_ACTION); among names only, a name on an existing card (OTHER) before a MYRIAD one', () => {
    const naming: ReadonlyGameState = { ...s, decision: { kind: 'choose' as const, player: 0, choice: { prompt: 'nameCard', options: [{ label: 'no' }, { label: 'Pride Guardian' }, { label: 'Doomed Traveler' }], min: 1, max: 1, rule: 'AMM 5' } } };
    const opts: Action[] = [0, 1, 2].map((i) => ({ type: 'choose', player: 0, choice: [i] }));
    for (let seed = 0; seed < 10; seed++) expect(chooseUncontrolled(asEngineState(naming), seedRng(seed), opts, undefined)).toEqual(opts[0]);
    for (let seed = 0; seed < 10; seed++) expect(chooseUncontrolled(asEngineState(naming), seedRng(seed), opts.slice(1), undefined)).toEqual(opts[2]);
    // 8e: a specification of MYRIAD makes it name a card no card in the game has
    expect(chooseUncontrolled(asEngineState(naming), seedRng(1), opts, ['MYRIAD'])).toEqual(opts[1]);
  });

  it('8d: "default to NO_ACTION if possible, else random from non-MYRIAD options, else … random from all MYRIAD options"', () => {
    const c = choosing(s, [{ label: 'yes' }, { label: 'no' }, { label: '12' }]);
    const opts: Action[] = [0, 1, 2].map((i) => ({ type: 'choose', player: 0, choice: [i] }));
    expect(chooseUncontrolled(asEngineState(c), seedRng(1), opts, undefined)).toEqual(opts[1]);
    // without NO_ACTION: never the MYRIAD one while another is there
    const noNo = [opts[0]!, opts[2]!];
    for (let seed = 0; seed < 30; seed++) expect(chooseUncontrolled(asEngineState(c), seedRng(seed), noNo, undefined)).toEqual(opts[0]);
    // only MYRIAD options: one of them, at random with the PRNG
    const c2 = choosing(s, [{ label: '10' }, { label: '11' }, { label: '12' }]);
    const picks = new Set(Array.from({ length: 40 }, (_, seed) => JSON.stringify(chooseUncontrolled(asEngineState(c2), seedRng(seed), opts, undefined))));
    expect(picks.size).toBe(3);
    // the same PRNG state, the same choice
    expect(chooseUncontrolled(asEngineState(c2), seedRng(5), opts, undefined)).toEqual(chooseUncontrolled(asEngineState(c2), seedRng(5), opts, undefined));
  });

  it('8e: a specification names categories to try first, per ability, until the end of the game', () => {
    const c = choosing(s, [{ label: 'yes' }, { label: 'no' }, { object: theirs }]);
    const opts: Action[] = [0, 1, 2].map((i) => ({ type: 'choose', player: 0, choice: [i] }));
    expect(chooseUncontrolled(asEngineState(c), seedRng(1), opts, ['OPPONENT'])).toEqual(opts[2]);
    // a spec whose categories are not offered falls back to the default
    expect(chooseUncontrolled(asEngineState(c), seedRng(1), opts, ['MYRIAD'])).toEqual(opts[1]);
    const specified = specify(s, 0, 'Doomed Traveler', 'triggered 1', ['SELF', 'OTHER']);
    expect(mmData(specified).specs['0|Doomed Traveler|triggered 1']).toEqual(['SELF', 'OTHER']);
    // it lasts: several turns later it is still there
    let t = specified;
    for (let i = 0; i < 15; i++) t = pass(t);
    expect(mmData(t).specs['0|Doomed Traveler|triggered 1']).toEqual(['SELF', 'OTHER']);
    expect(mmData(specify(specified, 0, 'Doomed Traveler', 'triggered 1', [])).specs).toEqual({});
  });

  it('8e: "Specs are assumed to be until end of game unless otherwise specified": one given through a turn lapses as the next turn begins, publicly', () => {
    const key = '0|Doomed Traveler|triggered 1';
    const now = s.turn.number;
    const untilNow = specify(s, 0, 'Doomed Traveler', 'triggered 1', ['SELF'], now);
    const untilNext = specify(s, 0, 'Doomed Traveler', 'triggered 1', ['SELF'], now + 1);
    expect(mmData(untilNow).specs[key]).toEqual(['SELF']);
    expect(logOf(untilNow).at(-1)).toMatchObject({ type: 'specification', rule: 'AMM 8e', detail: `triggered 1: SELF until the end of turn ${now}` });
    const turnsLater = (t: ReadonlyGameState, turns: number) => {
      while (t.turn.number < now + turns) t = pass(t);
      return t;
    };
    // the next turn: the one through this turn is gone, and said to be (8g); the other holds
    const next = turnsLater(untilNow, 1);
    expect(mmData(next).specs[key]).toBeUndefined();
    expect(mmData(next).specsUntil).toEqual({});
    const lapsed = logOf(next).filter((e) => e.type === 'specification' && e.detail?.includes('lapsed'));
    expect(lapsed).toEqual([expect.objectContaining({ rule: 'AMM 8e', player: 0, card: 'Doomed Traveler', detail: `triggered 1: lapsed at the end of turn ${now}` })]);
    expect(lapsed[0]!.visibleTo).toBeUndefined();
    expect(mmData(turnsLater(untilNext, 1)).specs[key]).toEqual(['SELF']);
    expect(mmData(turnsLater(untilNext, 2)).specs[key]).toBeUndefined();
    // a new specification without a duration replaces it, duration and all: it lasts the game
    const replaced = specify(untilNow, 0, 'Doomed Traveler', 'triggered 1', ['OTHER']);
    expect(mmData(turnsLater(replaced, 3)).specs[key]).toEqual(['OTHER']);
    // a saved game keeps the duration; one whose duration is of no specification, or no turn, is refused as it loads
    expect(deserialize(serialize(untilNext))).toStrictEqual(untilNext);
    const damaged = (specsUntil: unknown) => serialize({ ...untilNext, formatData: { ...untilNext.formatData, mentalMagic: { ...mmData(untilNext), specsUntil } } } as ReadonlyGameState);
    expect(() => deserialize(damaged({ '1|Doomed Traveler|triggered 1': now }))).toThrow(/bad durations of specifications/);
    expect(() => deserialize(damaged({ [key]: 'soon' }))).toThrow(/bad durations of specifications/);
  });

  it('8e: a duration that is no turn, a turn already over, or a withdrawal given a duration is refused and changes nothing', () => {
    const now = s.turn.number;
    for (const bad of [1.5, Number.NaN, '3' as unknown as number]) expect(() => specify(s, 0, 'Doomed Traveler', 'triggered 1', ['SELF'], bad)).toThrow(expect.objectContaining({ code: 'malformed', rule: 'AMM 8e' }));
    const later = (() => {
      let t = s;
      while (t.turn.number < now + 2) t = pass(t);
      return t;
    })();
    expect(() => specify(later, 0, 'Doomed Traveler', 'triggered 1', ['SELF'], now)).toThrow(expect.objectContaining({ code: 'illegal', rule: 'AMM 8e', message: expect.stringMatching(/is over/) }));
    expect(() => specify(s, 0, 'Doomed Traveler', 'triggered 1', [], now)).toThrow(expect.objectContaining({ code: 'malformed', rule: 'AMM 8e' }));
    // through the control action a host records, the same
    expect(performControl(s, { type: 'specify', player: 0, card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF'], untilTurn: now })).toSatisfy((t: ReadonlyGameState) => mmData(t).specsUntil?.['0|Doomed Traveler|triggered 1'] === now);
  });

  it('8e: a specification from a seat that is no whole number, or with categories that are no list, is a RulesError malformed (a seat "0" was taken and its save refused)', () => {
    for (const seat of ['0', 1n, 0.5, -1]) {
      expect(() => specify(s, seat as never, 'Doomed Traveler', 'triggered 1', ['SELF'])).toThrow(expect.objectContaining({ code: 'malformed' }));
    }
    for (const categories of ['SELF', null, Array(100).fill('SELF')]) {
      expect(() => specify(s, 0, 'Doomed Traveler', 'triggered 1', categories as never)).toThrow(expect.objectContaining({ code: 'malformed', rule: 'AMM 8' }));
    }
    const specified = specify(s, 1, 'Doomed Traveler', 'triggered 1', ['SELF']);
    expect(deserialize(serialize(specified))).toStrictEqual(specified);
  });

  it('8e: "on a per-ability basis": a card with two abilities has a specification for each, and the one asking is the one used', () => {
    let t = specify(s, 0, 'Palace Jailer', 'triggered 1', ['OPPONENT']);
    t = specify(t, 0, 'Palace Jailer', 'triggered 2', ['SELF']);
    expect(mmData(t).specs).toEqual({ '0|Palace Jailer|triggered 1': ['OPPONENT'], '0|Palace Jailer|triggered 2': ['SELF'] });
    // Palace Jailer's second ability resolving asks seat 1 something: the second specification applies
    const resolving = (ability: number) => {
      const work = beginWorkingCopy(asEngineState(t));
      const id = createObject(work, { kind: 'ability', card: 'Palace Jailer', owner: 0, zone: 'stack' });
      Object.assign(mutableObject(work, id), { ability, trigger: { object: null, player: null } });
      work.resolution = { object: id, step: 0, answers: {}, vars: {} } as unknown as GameState['resolution'];
      work.decision = { kind: 'choose', player: 0, choice: { prompt: 'test', options: [{ label: 'a' }, { label: 'b' }], min: 1, max: 1, rule: 'test' } };
      return finishWorkingCopy(asEngineState(t), work);
    };
    expect(askingAbility(resolving(1))).toEqual({ card: 'Palace Jailer', ability: 'triggered 2' });
    expect(specificationFor(resolving(1), 0)).toEqual(['SELF']);
    expect(specificationFor(resolving(0), 0)).toEqual(['OPPONENT']);
    // the other seat's decisions are not theirs to specify
    expect(specificationFor(resolving(1), 1)).toBeUndefined();
    // an ability the card does not have is refused, naming the ones it has
    expect(() => specify(s, 0, 'Palace Jailer', 'activated 1', ['SELF'])).toThrow(/triggered 1, triggered 2/);
    expect(() => specify(s, 0, 'No Such Card', 'spell', ['SELF'])).toThrow(/AMM 8e/);
  });

  it('8d in play: after !turnover the active player\'s declaration of attackers is made by the engine — NO_ACTION: no attack', () => {
    const after = turnOver(s, 0);
    const made = logOf(after).filter((e) => e.type === 'uncontrolledDecision');
    expect(made[0]).toMatchObject({ rule: 'AMM 8d', player: 0, detail: 'confirmAttackers: NO_ACTION' });
    expect(logOf(after).some((e) => e.type === 'attack' && e.player === 0)).toBe(false);
  });

  it('8f: "the active player … may specify directions in unlimited detail for ordering blockers and assigning combat damage"', () => {
    // seat 1 attacks with a 3/3 into two 1/1 blockers; the direction says which blocker gets lethal damage first
    const state = twoCreatures();
    const attacker = state.battlefield[1]!;
    const [b1, b2] = [state.battlefield[2]!, state.battlefield[3]!];
    const actions = [[3, 0], [2, 1], [1, 2], [0, 3]].map((amounts) => ({ type: 'assignDamage' as const, player: 0, attacker, amounts }));
    const fake: ReadonlyGameState = { ...state, objects: state.objects.map((o) => (o.id === b1 || o.id === b2 ? { ...o, card: 'Doomed Traveler', damage: 0 } : o)) };
    // lethal damage (1 each) in the order given, the rest to the last one named
    expect(directedAssignment(asEngineState(fake), actions, [b1, b2], [b2, b1])!.amounts).toEqual([2, 1]);
    expect(directedAssignment(asEngineState(fake), actions, [b1, b2], [b1, b2])!.amounts).toEqual([1, 2]);
    // a direction is set by the active player while they hold control, and is public (8g)
    const directed = direct(state, 0, cardIdOf(state, attacker)!, ['a200']);
    expect(mmData(directed).directions).toEqual({ [cardIdOf(state, attacker)!]: ['a200'] });
    expect(logOf(directed).at(-1)).toMatchObject({ type: 'direction', rule: 'AMM 8f' });
    expect(() => direct(turnOver(state, 0), 0, 'a100', ['a200'])).toThrow(/AMM 8f/);
  });

  it('8f: a direction names card IDs; anything else is a RulesError malformed, and the state stays plain JSON whose save loads', () => {
    const state = twoCreatures();
    const attacker = cardIdOf(state, state.battlefield[1]!)!;
    const bad: [unknown, unknown][] = [['__proto__', ['a200']], ['constructor', ['a200']], [attacker, [1, null]], [attacker, 'a200'], [attacker, ['__proto__']], [7, ['a200']], [attacker, Array(5000).fill('a200')], [attacker, ['a200', 'a200']], [attacker, ['a200', attacker]]];
    for (const [who, blockers] of bad) {
      expect(() => direct(state, 0, who as string, blockers as string[])).toThrow(expect.objectContaining({ code: 'malformed', rule: 'AMM 8f' }));
    }
    const directed = direct(state, 0, attacker, ['a200', 'a201']);
    expect(Object.getPrototypeOf(mmData(directed).directions)).toBe(Object.prototype);
    expect(deserialize(serialize(directed))).toStrictEqual(directed);
  });

  it('8g: "Specifications and directions are public information": in every player\'s view of the log', () => {
    const t = specify(s, 1, 'Copperhorn Scout', 'triggered 1', ['NO_ACTION']);
    const e = logOf(t).at(-1)!;
    expect(e).toMatchObject({ type: 'specification', rule: 'AMM 8e', card: 'Copperhorn Scout', detail: 'triggered 1: NO_ACTION' });
    expect(e.visibleTo).toBeUndefined();
    expect(view(t, 0).log.at(-1)).toMatchObject({ type: 'specification', detail: 'triggered 1: NO_ACTION' });
  });
});

describe('AMM 9: peeking', () => {
  it('"before doing !turnover, you may peek at the top card of your library" — a new card, seen by its owner only, drawn next', () => {
    const s = gameWithHands([[], []]);
    const { state, top } = peek(s, 0);
    expect(state.players[0]!.library).toEqual([top]);
    expect(cardIdOf(state, top)).toBe('a107');
    expect(logOf(state).at(-1)).toMatchObject({ type: 'peek', rule: 'AMM 9', visibleTo: [0] });
    // peeking again is refused, as everything but !turnover after a peek is: nothing new is made
    expect(() => peek(state, 0)).toThrow(/^AMM 9/);
    expect(state.players[0]!.library).toEqual([top]);
    // the peeked card is the one drawn next turn
    let t = turnOver(state, 0);
    while (t.turn.number < 3) t = pass(t);
    expect(t.players[0]!.hand.map((id) => cardIdOf(t, id))).toContain('a107');
    // only the active player holding control peeks
    expect(() => peek(s, 1)).toThrow(/AMM 9/);
    expect(() => peek(turnOver(s, 0), 0)).toThrow(/AMM 9/);
  });
});

describe('AMM 8f in play', () => {
  /**
   * Seat 1's Hexplate Golem (5/7), or another attacker, attacks, equipped with `equipment` if given;
   * seat 2 blocks with Peace Strider (3/3, a250) and a Hexplate Golem (a251), declared in that order.
   */
  function combat(order: string[], attacker = 'Hexplate Golem', equipment?: string): ReadonlyGameState {
    let s = gameWithHands([[], []]);
    s = produce(s, (d) => {
      const put = (card: string, owner: number, cardId: string) => {
        const id = createObject(d, { kind: 'card', card, owner, zone: 'battlefield' });
        d.objects[id]!.sick = false;
        mmData(d).ids[cardId] = id;
        return id;
      };
      const attacking = put(attacker, 0, 'a150');
      if (equipment !== undefined) d.objects[put(equipment, 0, 'a151')]!.attachedTo = { object: attacking };
      put('Peace Strider', 1, 'a250');
      put('Hexplate Golem', 1, 'a251');
    });
    s = direct(s, 0, 'a150', order);
    while (s.decision!.kind !== 'declareAttackers') s = pass(s);
    s = play(s, (a) => a.type === 'declareAttacker');
    // with the only creature declared, confirming is the only option left, taken at once (AMM 7a)
    expect(s.decision!.kind).not.toBe('declareAttackers');
    while ((s.decision as { kind: string }).kind === 'priority') s = pass(s);
    // seat 2 blocks with both: control turns over to them (7a), so seat 1's damage assignment is uncontrolled
    s = play(s, (a) => a.type === 'declareBlocker' && s.objects[a.blocker]!.card === 'Peace Strider');
    // with both blocking, confirming is the only option left, taken at once (AMM 7a)
    return play(s, (a) => a.type === 'declareBlocker' && s.objects[a.blocker]!.card === 'Hexplate Golem' && s.objects[a.blocker]!.controller === 1);
  }

  it('the engine follows the direction when it assigns the attacker\'s combat damage (and logs it as AMM 8f)', () => {
    const strider = (s: ReadonlyGameState) => {
      const id = currentObject(s, 'a250');
      return id === null ? null : s.objects[id]!;
    };
    const first = combat(['a250', 'a251']);
    expect(logOf(first).find((e) => e.type === 'uncontrolledDecision' && e.detail?.startsWith('assignDamage'))).toMatchObject({ rule: 'AMM 8f', player: 0 });
    // the Strider got its lethal 3 first: it died (and its card ceased to exist in the graveyard, AMM 2e)
    expect(strider(first)).toBeNull();
    // the other order: lethal damage to the Golem first (7 > 5), so the Strider survives untouched
    const second = combat(['a251', 'a250']);
    expect(strider(second)).toMatchObject({ zone: 'battlefield', damage: 0 });
  });

  it('with deathtouch, lethal damage is 1 (CR 702.2c, 510.1c-d): the direction gives each blocker named 1, in order, and the rest to the last', () => {
    // Keepsake Gorgon (2/5, deathtouch) blocked by the 5/7 Golem and the 3/3 Strider, the Golem named first
    const s = combat(['a251', 'a250'], 'Keepsake Gorgon');
    expect(logOf(s).find((e) => e.type === 'uncontrolledDecision' && e.detail?.startsWith('assignDamage'))).toMatchObject({ rule: 'AMM 8f' });
    // both got lethal damage: both died (their cards ceased to exist in the graveyard, AMM 2e)
    expect(currentObject(s, 'a251')).toBeNull();
    expect(currentObject(s, 'a250')).toBeNull();
  });

  it('the direction is followed among the blockers still blocking: one that died in the first-strike damage step gets none of the regular damage (CR 506.4, 510.1c-d)', () => {
    // Pelakka Wurm (7/7, trample) with Fireshrieker ("Equipped creature has double strike"), the Strider named first
    const s = combat(['a250', 'a251'], 'Pelakka Wurm', 'Fireshrieker');
    const wurm = currentObject(s, 'a150');
    const [strider, golem] = [mmData(s).ids['a250'], mmData(s).ids['a251']];
    const dealt = (step: string) => {
      const from = logOf(s).findIndex((e) => e.type === 'step' && e.detail === step);
      const to = logOf(s).findIndex((e, i) => i > from && e.type === 'step');
      return logOf(s).slice(from, to).filter((e) => e.type === 'damage' && e.object === wurm).map((e) => [e.to ?? `player ${e.toPlayer}`, e.amount]);
    };
    expect(logOf(s).filter((e) => e.type === 'uncontrolledDecision' && e.detail?.startsWith('assignDamage'))).toMatchObject([{ rule: 'AMM 8f' }, { rule: 'AMM 8f' }]);
    // first strike: the Strider its lethal 3, the Golem (toughness 7) the 4 left; the Strider dies
    expect(dealt('firstStrikeDamage')).toEqual([[strider, 3], [golem, 4]]);
    // regular damage: the Golem, the only blocker still blocking, its lethal 3 (7 - 4); the rest tramples over
    expect(dealt('combatDamage')).toEqual([[golem, 3], ['player 1', 4]]);
  });

  /**
   * Seat 1's Ogre token (4/4) attacks; seat 2 blocks with a Beast token and an Elephant token (3/3
   * each), and the direction, given before it all, names the tokens by their handles.
   */
  function tokenCombat(order: (ids: { ogre: number; beast: number; elephant: number }) => string[]): { s: ReadonlyGameState; ogre: number; beast: number; elephant: number } {
    let s = gameWithHands([[], []]);
    const ids = { ogre: -1, beast: -1, elephant: -1 };
    s = produce(s, (d) => {
      const put = (token: string, owner: number) => {
        const id = createObject(d, { kind: 'token', card: `token:${token}`, owner, zone: 'battlefield' });
        d.objects[id]!.sick = false;
        return id;
      };
      ids.ogre = put('ogre-4-4', 0);
      ids.beast = put('beast-3-3', 1);
      ids.elephant = put('elephant-3-3', 1);
    });
    const [attacker, ...blockers] = order(ids);
    s = performControl(s, { type: 'direct', player: 0, attacker: attacker!, blockers })!;
    while (s.decision!.kind !== 'declareAttackers') s = pass(s);
    s = play(s, (a) => a.type === 'declareAttacker');
    while ((s.decision as { kind: string }).kind === 'priority') s = pass(s);
    s = play(s, (a) => a.type === 'declareBlocker' && a.blocker === ids.beast);
    s = play(s, (a) => a.type === 'declareBlocker' && a.blocker === ids.elephant);
    return { s, ...ids };
  }

  it('a token has a handle, T and its object number, by which a direction names it as attacker or blocker (AMM 8f: "directions in unlimited detail")', () => {
    const onBattlefield = (s: ReadonlyGameState, id: number) => s.objects[id]!.zone === 'battlefield' && s.objects[id]!.movedTo === null;
    const dealt = (s: ReadonlyGameState, from: number, to: number) => logOf(s).filter((e) => e.type === 'damage' && e.rule === '510.2' && e.object === from && e.to === to).map((e) => e.amount);
    // the Elephant named first gets its lethal 3, the Beast the 1 left: the Elephant dies, the Beast lives
    const first = tokenCombat(({ ogre, beast, elephant }) => [`T${ogre}`, `T${elephant}`, `T${beast}`]);
    expect(logOf(first.s).find((e) => e.type === 'uncontrolledDecision' && e.detail?.startsWith('assignDamage'))).toMatchObject({ rule: 'AMM 8f', player: 0 });
    expect(onBattlefield(first.s, first.elephant)).toBe(false);
    expect(onBattlefield(first.s, first.beast)).toBe(true);
    expect([dealt(first.s, first.ogre, first.elephant), dealt(first.s, first.ogre, first.beast)]).toEqual([[3], [1]]);
    // the other order: the Beast dies and the Elephant lives
    const second = tokenCombat(({ ogre, beast, elephant }) => [`T${ogre}`, `T${beast}`, `T${elephant}`]);
    expect(onBattlefield(second.s, second.beast)).toBe(false);
    expect(onBattlefield(second.s, second.elephant)).toBe(true);
    expect([dealt(second.s, second.ogre, second.beast), dealt(second.s, second.ogre, second.elephant)]).toEqual([[3], [1]]);
    // the direction is public and names the handles (8g)
    expect(logOf(second.s).find((e) => e.type === 'direction')).toMatchObject({ rule: 'AMM 8f', detail: `T${second.ogre}: T${second.beast} T${second.elephant}` });
    // play by post reads a token by its handle, as it reads a card by its ID
    expect(cardLabel(second.s, second.elephant, 0, [])).toBe(`T${second.elephant} (Elephant Token)`);
  });

  it('a handle that names no token of the game, or a card ID written as a handle, is refused and changes nothing (AMM 8f)', () => {
    const s = twoCreatures();
    const card = s.battlefield[1]!;
    // an object that is a card, not a token, has a card ID and no handle
    expect(() => performControl(s, { type: 'direct', player: 0, attacker: `T${card}`, blockers: [] })).toThrow(expect.objectContaining({ code: 'illegal', rule: 'AMM 8f' }));
    expect(() => performControl(s, { type: 'direct', player: 0, attacker: 'T99999', blockers: [] })).toThrow(/there is no token T99999 in game a/);
    // lower case or a sign is no handle
    for (const bad of ['t5', 'T', 'T-1', 'T1.5']) expect(() => direct(s, 0, bad, [])).toThrow(expect.objectContaining({ code: 'malformed', rule: 'AMM 8f' }));
    expect(mmData(s).directions).toEqual({});
  });
});
