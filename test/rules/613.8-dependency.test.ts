/**
 * CR 613.7–613.8: within a layer, effects apply in timestamp order unless one depends on another
 * (applying the other would change its existence, what it applies to, or what it does); a
 * dependent effect waits for the effects it depends on, and a dependency loop falls back to
 * timestamp order.
 *
 * "Loses all abilities" comes from no card of CNS or CN2, so those effects are built as resolved
 * spells would leave them. No card of the sets has a static ability whose filter reads a keyword
 * or a power granted in the same layer, so two such statics are defined here for the test only,
 * on the printed data of Fireshrieker (an unattached artifact, so it affects only what its filter
 * names).
 */
import { describe, expect, it } from 'vitest';
import type { GameState, ObjectId } from '../../src/index.js';
import type { CharacteristicChange } from '../../src/state/types.js';
import type { StaticDef } from '../../src/cards/types.js';
import { card } from '../../src/cards/definition.js';
import { registerFormatCard } from '../../src/cards/registry.js';
import { keywords, permanent, pt, setup } from '../cards/helpers.js';
import type { ScenarioSpec } from '../../src/testing/index.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

function testCard(name: string, statics: StaticDef[]): string {
  registerFormatCard({ ...card('Fireshrieker'), activated: undefined, name, statics });
  return name;
}

const FLYERS_HAVE_FIRST_STRIKE = testCard('test: creatures with flying have first strike', [
  { kind: 'grantKeywords', text: 'Creatures with flying have first strike.', affects: { types: ['Creature'], keyword: 'flying' }, keywords: ['first strike'] },
]);
const BIG_GET_TOUGHER = testCard('test: creatures with power 3 or greater get +0/+3', [
  { kind: 'modifyPT', text: 'Creatures with power 3 or greater get +0/+3.', affects: { types: ['Creature'], powerAtLeast: 3 }, power: 0, toughness: 3 },
]);
const SMALL_GET_PLUS_ONE = testCard('test: creatures with power 2 or less get +1/+0', [
  { kind: 'modifyPT', text: 'Creatures with power 2 or less get +1/+0.', affects: { types: ['Creature'], powerAtMost: 2 }, power: 1, toughness: 0 },
]);
const SMALL_GET_PLUS_TWO = testCard('test: creatures with power 2 or less get +2/+0', [
  { kind: 'modifyPT', text: 'Creatures with power 2 or less get +2/+0.', affects: { types: ['Creature'], powerAtMost: 2 }, power: 2, toughness: 0 },
]);
const SMALL_GET_TOUGHER = testCard('test: creatures with power 2 or less get +0/+3', [
  { kind: 'modifyPT', text: 'Creatures with power 2 or less get +0/+3.', affects: { types: ['Creature'], powerAtMost: 2 }, power: 0, toughness: 3 },
]);
const FRAIL_GET_MINUS_ONE = testCard('test: creatures with toughness 2 or less get +0/-1', [
  { kind: 'modifyPT', text: 'Creatures with toughness 2 or less get +0/-1.', affects: { types: ['Creature'], toughnessAtMost: 2 }, power: 0, toughness: -1 },
]);
const MIDDLING_GET_PLUS_ONE = testCard('test: creatures with power 2, 3 or 4 get +1/+0', [
  { kind: 'modifyPT', text: 'Creatures with power 2, 3 or 4 get +1/+0.', affects: { types: ['Creature'], powerAtLeast: 2, powerAtMost: 4 }, power: 1, toughness: 0 },
]);
const UP_TO_THREE_GET_MINUS_ONE = testCard('test: creatures with power 3 or less get -1/-0', [
  { kind: 'modifyPT', text: 'Creatures with power 3 or less get -1/-0.', affects: { types: ['Creature'], powerAtMost: 3 }, power: -1, toughness: 0 },
]);
const ONE_OR_TWO_GET_PLUS_TWO = testCard('test: creatures with power 1 or 2 get +2/+0', [
  { kind: 'modifyPT', text: 'Creatures with power 1 or 2 get +2/+0.', affects: { types: ['Creature'], powerAtLeast: 1, powerAtMost: 2 }, power: 2, toughness: 0 },
]);

/** Adds a continuous effect from a resolved spell or ability with the given timestamp (CR 611.2, 613.7b). */
function withEffect(state: GameState, affected: ObjectId, change: CharacteristicChange, timestamp: number): void {
  state.effects.push({ id: state.nextEffectId++, timestamp, affected: [affected], change, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
  state.nextTimestamp = Math.max(state.nextTimestamp, timestamp + 1);
}

/** A scenario's state as a private copy that the tests below change directly (timestamps, effects). */
function board(spec: ScenarioSpec): GameState {
  return mutableCopy(setup(spec).state);
}

function stamp(state: GameState, id: ObjectId, timestamp: number): void {
  (state.objects[id] as { timestamp: number }).timestamp = timestamp;
}

describe('CR 613.8 dependency within a layer', () => {
  it("613.8a existence: Adriana's \"other creatures you control have melee\" does not exist once Adriana loses all abilities, even from a later effect (timestamp order alone would grant melee)", () => {
    const state = board({ players: [{ battlefield: ['Adriana, Captain of the Guard', 'token:wolf-2-2'] }, {}] });
    const adriana = permanent(state, 'Adriana, Captain of the Guard');
    const wolf = permanent(state, 'token:wolf-2-2');
    expect(keywords(state, wolf)).toContain('melee');
    stamp(state, adriana, 10);
    withEffect(state, adriana, { kind: 'loseAllAbilities' }, 20);
    // in timestamp order the grant (10) would apply before the loss (20); it depends on the loss, so it waits and no longer exists
    expect(keywords(state, wolf)).not.toContain('melee');
    expect(keywords(state, adriana)).toEqual([]);
  });

  it('613.7, 613.9: a grant and a loss on the same creature are independent, so the later one wins', () => {
    const earlierLoss = board({ players: [{ battlefield: ['Adriana, Captain of the Guard', 'token:wolf-2-2'] }, {}] });
    const wolf = permanent(earlierLoss, 'token:wolf-2-2');
    const adriana = permanent(earlierLoss, 'Adriana, Captain of the Guard');
    stamp(earlierLoss, adriana, 30);
    withEffect(earlierLoss, wolf, { kind: 'loseAllAbilities' }, 20);
    // the loss (20), then Adriana's grant (30): the wolf has melee
    expect(keywords(earlierLoss, wolf)).toEqual(['melee']);
    const laterLoss = board({ players: [{ battlefield: ['Adriana, Captain of the Guard', 'token:wolf-2-2'] }, {}] });
    stamp(laterLoss, permanent(laterLoss, 'Adriana, Captain of the Guard'), 10);
    withEffect(laterLoss, permanent(laterLoss, 'token:wolf-2-2'), { kind: 'loseAllAbilities' }, 20);
    // the grant (10), then the loss (20): no melee
    expect(keywords(laterLoss, permanent(laterLoss, 'token:wolf-2-2'))).toEqual([]);
  });

  it('613.8a–b what it applies to: "creatures with flying have first strike" waits for a later effect that gives flying (timestamp order would give none)', () => {
    const state = board({ players: [{ battlefield: [FLYERS_HAVE_FIRST_STRIKE, 'token:wolf-2-2', 'token:beast-3-3'] }, {}] });
    const wolf = permanent(state, 'token:wolf-2-2');
    const beast = permanent(state, 'token:beast-3-3');
    stamp(state, permanent(state, FLYERS_HAVE_FIRST_STRIKE), 10);
    withEffect(state, wolf, { kind: 'addKeywords', keywords: ['flying'] }, 20);
    expect(keywords(state, wolf)).toEqual(['flying', 'first strike']);
    expect(keywords(state, beast)).toEqual([]);
  });

  it('613.8a, 613.4c: "creatures with power 3 or greater get +0/+3" waits for a later +1/+0 and for a +1/+1 counter, in the same sublayer', () => {
    const state = board({ players: [{ battlefield: [BIG_GET_TOUGHER, 'token:wolf-2-2', { card: 'token:zombie-2-2', counters: { '+1/+1': 1 } }, 'token:soldier-1-1'] }, {}] });
    stamp(state, permanent(state, BIG_GET_TOUGHER), 10);
    const wolf = permanent(state, 'token:wolf-2-2');
    withEffect(state, wolf, { kind: 'modifyPT', power: 1, toughness: 0 }, 20);
    // timestamp order would judge the filter on a 2/2 and give 3/2
    expect(pt(state, wolf)).toEqual([3, 5]);
    expect(pt(state, permanent(state, 'token:zombie-2-2'))).toEqual([3, 6]);
    expect(pt(state, permanent(state, 'token:soldier-1-1'))).toEqual([1, 1]);
  });

  it('613.8a, 613.4c: "creatures with power 2 or less get +1/+0" waits for a -1/-1 counter in the same sublayer', () => {
    const state = board({ players: [{ battlefield: [SMALL_GET_PLUS_ONE, { card: 'token:beast-3-3', counters: { '-1/-1': 1 } }] }, {}] });
    stamp(state, permanent(state, SMALL_GET_PLUS_ONE), 1);
    // the counter makes the 3/3 a 2/2, which the filter then sees: +1/+0 (timestamp order would judge the filter on a 3/3 and give 2/2)
    expect(pt(state, permanent(state, 'token:beast-3-3'))).toEqual([3, 2]);
  });

  it('613.8b: two effects that each change whether the other applies form a loop and apply in timestamp order', () => {
    // "power 2 or less get +1/+0" and "power 2 or less get +2/+0" on a 2/2: each stops the other from applying
    const onePlusFirst = board({ players: [{ battlefield: [SMALL_GET_PLUS_ONE, SMALL_GET_PLUS_TWO, 'token:wolf-2-2'] }, {}] });
    stamp(onePlusFirst, permanent(onePlusFirst, SMALL_GET_PLUS_ONE), 10);
    stamp(onePlusFirst, permanent(onePlusFirst, SMALL_GET_PLUS_TWO), 20);
    expect(pt(onePlusFirst, permanent(onePlusFirst, 'token:wolf-2-2'))).toEqual([3, 2]);
    const twoPlusFirst = board({ players: [{ battlefield: [SMALL_GET_PLUS_ONE, SMALL_GET_PLUS_TWO, 'token:wolf-2-2'] }, {}] });
    stamp(twoPlusFirst, permanent(twoPlusFirst, SMALL_GET_PLUS_ONE), 20);
    stamp(twoPlusFirst, permanent(twoPlusFirst, SMALL_GET_PLUS_TWO), 10);
    expect(pt(twoPlusFirst, permanent(twoPlusFirst, 'token:wolf-2-2'))).toEqual([4, 2]);
  });

  it('613.8b–c: an effect outside a loop that the loop depends on applies first, and the order is found again after it', () => {
    // a later -1/-0 on a 3/3 beast: the loop's filters now see power 2, so the loop applies after it, in timestamp order
    const state = board({ players: [{ battlefield: [SMALL_GET_PLUS_ONE, SMALL_GET_PLUS_TWO, 'token:beast-3-3'] }, {}] });
    stamp(state, permanent(state, SMALL_GET_PLUS_ONE), 10);
    stamp(state, permanent(state, SMALL_GET_PLUS_TWO), 20);
    const beast = permanent(state, 'token:beast-3-3');
    expect(pt(state, beast)).toEqual([3, 3]);
    withEffect(state, beast, { kind: 'modifyPT', power: -1, toughness: 0 }, 30);
    // timestamp order would judge both filters on power 3 and give 2/3; here -1/-0, then +1/+0 (10), after which +2/+0 no longer applies
    expect(pt(state, beast)).toEqual([3, 3]);
  });

  it('613.8a–b: an earlier effect that depends on a loop waits for it; the loop applies in timestamp order first', () => {
    // "power 3 or greater get +0/+3" (10) depends on the loop of +1/+0 (20) and +2/+0 (30) on a 2/2: it applies after
    // the +1/+0, the first of the loop, makes the wolf's power 3 (timestamp order alone would give 3/2)
    const state = board({ players: [{ battlefield: [BIG_GET_TOUGHER, SMALL_GET_PLUS_ONE, SMALL_GET_PLUS_TWO, 'token:wolf-2-2'] }, {}] });
    stamp(state, permanent(state, BIG_GET_TOUGHER), 10);
    stamp(state, permanent(state, SMALL_GET_PLUS_ONE), 20);
    stamp(state, permanent(state, SMALL_GET_PLUS_TWO), 30);
    expect(pt(state, permanent(state, 'token:wolf-2-2'))).toEqual([3, 5]);
  });

  it('613.8a existence: a static ability of a permanent that lost all abilities through an earlier effect does not exist either', () => {
    const state = board({ players: [{ battlefield: ['Adriana, Captain of the Guard', 'token:wolf-2-2'] }, {}] });
    const adriana = permanent(state, 'Adriana, Captain of the Guard');
    withEffect(state, adriana, { kind: 'loseAllAbilities' }, 5);
    stamp(state, adriana, 10);
    // the loss has the earlier timestamp, but Adriana's grant depends on it
    expect(keywords(state, permanent(state, 'token:wolf-2-2'))).toEqual([]);
  });

  it("613.8a existence: a permanent's static ability that gives itself abilities does not exist once it lost all abilities, even through an earlier effect", () => {
    // Pristine Angel, untapped: "it has protection from artifacts and from all colors" (layer 6, like the loss)
    const state = board({ players: [{ battlefield: ['Pristine Angel'] }, {}] });
    const angel = permanent(state, 'Pristine Angel');
    expect(keywords(state, angel)).toContain('protection from artifacts');
    withEffect(state, angel, { kind: 'loseAllAbilities' }, 5);
    stamp(state, angel, 10);
    // in timestamp order the grant (10) would follow the loss (5); it depends on the loss, so it waits and no longer exists
    expect(keywords(state, angel)).toEqual([]);
  });

  it('613.1f, 613.4c: a permanent that lost all abilities in layer 6 no longer has its own static ability of layer 7c', () => {
    // Guul Draz Specter (2/2) "gets +3/+3 as long as an opponent has no cards in hand"
    const state = board({ players: [{ battlefield: ['Guul Draz Specter'] }, { hand: [] }] });
    const specter = permanent(state, 'Guul Draz Specter');
    expect(pt(state, specter)).toEqual([5, 5]);
    withEffect(state, specter, { kind: 'loseAllAbilities' }, 20);
    expect(pt(state, specter)).toEqual([2, 2]);
  });
  it('613.8c: the order is found again after each effect applies: an effect that newly applies can make an earlier one wait for it', () => {
    // a 3/3 beast; "power 3 or greater get +0/+3" (10), "power 2 or less get +1/+0" (20), then a -1/-0 (30) that both depend on
    const state = board({ players: [{ battlefield: [BIG_GET_TOUGHER, SMALL_GET_PLUS_ONE, 'token:beast-3-3'] }, {}] });
    stamp(state, permanent(state, BIG_GET_TOUGHER), 10);
    stamp(state, permanent(state, SMALL_GET_PLUS_ONE), 20);
    const beast = permanent(state, 'token:beast-3-3');
    withEffect(state, beast, { kind: 'modifyPT', power: -1, toughness: 0 }, 30);
    // -1/-0 makes a 2/3; only then does the +0/+3 (10) depend on the +1/+0 (20), which makes a 3/3 that it then sees
    // (keeping timestamp order after the -1/-0 would judge the +0/+3 on power 2 and give 3/3)
    expect(pt(state, beast)).toEqual([3, 6]);
  });

  it('613.8b: an effect that waits for another keeps waiting even though a third effect depends on it', () => {
    // a 2/2 wolf; "power 2 or less get +0/+3" (10) depends on a +1/+0 (20); "toughness 2 or less get +0/-1" (30) depends on the +0/+3
    const state = board({ players: [{ battlefield: [SMALL_GET_TOUGHER, FRAIL_GET_MINUS_ONE, 'token:wolf-2-2'] }, {}] });
    stamp(state, permanent(state, SMALL_GET_TOUGHER), 10);
    stamp(state, permanent(state, FRAIL_GET_MINUS_ONE), 30);
    const wolf = permanent(state, 'token:wolf-2-2');
    withEffect(state, wolf, { kind: 'modifyPT', power: 1, toughness: 0 }, 20);
    // +1/+0 first: a 3/2, which the +0/+3 no longer sees; then the -0/-1 sees toughness 2 (timestamp order would give 3/5)
    expect(pt(state, wolf)).toEqual([3, 1]);
  });

  it('613.8b: three effects that depend on each other in a ring form one loop, and an earlier effect that depends on it waits', () => {
    // a 2/2 wolf: "power 2, 3 or 4 get +1/+0" (20) depends on "power 3 or less get -1/-0" (30), which depends on
    // "power 1 or 2 get +2/+0" (40), which depends on the first; no two of them depend on each other directly.
    // "power 3 or greater get +0/+3" (10) does not apply yet and depends on the ring.
    const state = board({ players: [{ battlefield: [BIG_GET_TOUGHER, MIDDLING_GET_PLUS_ONE, UP_TO_THREE_GET_MINUS_ONE, ONE_OR_TWO_GET_PLUS_TWO, 'token:wolf-2-2'] }, {}] });
    stamp(state, permanent(state, BIG_GET_TOUGHER), 10);
    stamp(state, permanent(state, MIDDLING_GET_PLUS_ONE), 20);
    stamp(state, permanent(state, UP_TO_THREE_GET_MINUS_ONE), 30);
    stamp(state, permanent(state, ONE_OR_TWO_GET_PLUS_TWO), 40);
    // the ring's earliest, +1/+0, applies first (3/2); then -1/-0, which now waits for nothing (2/2); then +2/+0 (4/2);
    // then the +0/+3 sees power 4 (timestamp order would judge it on power 2 and give 4/2)
    expect(pt(state, permanent(state, 'token:wolf-2-2'))).toEqual([4, 5]);
  });
});
