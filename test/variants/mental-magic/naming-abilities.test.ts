/**
 * AMM 5, third occasion: "an ability it has would go onto the stack". An unnamed card in hand is
 * named as an ability that works from the hand (cycling, basic landcycling, landtypecycling:
 * CR 702.29a) is activated, as any implemented card of a matching cost (5c–5g) that has one, under
 * the name rules (6) and only by the active player holding control of the turn (7, 7e).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, cards, characteristics, legalActions, logOf, tryApply, type Action, type ActivateAction, type ReadonlyGameState } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { candidateNames } from '../../../src/variants/mental-magic/names.js';
import { gameWithHands, handId, objectOf, pass, withPermanents, withTopCard } from './helpers.js';

/** Activations that name a card, as legalActions lists them. */
function namingActivations(s: ReadonlyGameState): ActivateAction[] {
  return legalActions(s).filter((a): a is ActivateAction => a.type === 'activate' && a.name !== undefined);
}

/** Seat 1 (active, holding control, main phase) with `lands` Utopias and unnamed cards of these costs in hand. */
function withHand(costs: string[], lands = 3): { s: ReadonlyGameState; ids: string[] } {
  const base = gameWithHands([costs, ['{5}{R}']]);
  const { state } = withPermanents(base, 0, Array.from({ length: lands }, () => 'Utopia'));
  return { s: state, ids: costs.map((_, i) => handId(base, 0, i)) };
}

/** The activate action that names a card `name` as its ability is activated. */
const cycleAs = (s: ReadonlyGameState, cardId: string, name: string): ActivateAction => ({
  type: 'activate', player: 0, source: objectOf(s, cardId), ability: 0, targets: [], x: 0, name,
});

/** Whether a card has an ability that works from the hand and goes on the stack (CR 702.29a, 605.3a). */
const hasHandAbility = (name: string): boolean => cards.get(name)?.activated?.some((ab) => ab.fromHand === true && ab.mana !== true) ?? false;

describe('AMM 5: "an ability it has would go onto the stack" — cycling from the hand', () => {
  it('"You may name an unnamed card you own if you have control and … an ability it has would go onto the stack": an unnamed {5}{R} card cycles as Fiery Fall', () => {
    const { s: s0, ids: [r] } = withHand(['{5}{R}']);
    const s = settle(apply(s0, cycleAs(s0, r!, 'Fiery Fall')));
    // named as the ability is activated, by rule 5c (the same mana cost), and the name is used up (6)
    expect(logOf(s).filter((e) => e.type === 'name').at(-1)).toMatchObject({ rule: 'AMM 5c', player: 0, card: 'Fiery Fall', detail: `${r} {5}{R}` });
    expect(mmData(s).usedNames).toEqual(['Fiery Fall']);
    expect(mmData(s).namedBy[r!]).toBe(0);
    // the basic landcycling ability is on the stack; its cost discarded the card, which keeps its name (3a)
    const ability = s.objects[s.stack[0]!]!;
    expect(ability).toMatchObject({ kind: 'ability', card: 'Fiery Fall' });
    expect(logOf(s).filter((e) => e.type === 'activate').at(-1)).toMatchObject({ rule: '602.2', card: 'Fiery Fall', detail: 'Basic landcycling {1}{R}' });
    expect(s.objects[objectOf(s, r!)]).toMatchObject({ zone: 'graveyard', card: 'Fiery Fall' });
    expect(characteristics(s, objectOf(s, r!))).toMatchObject({ name: 'Fiery Fall', types: ['Instant'] });
    // {1}{R} was paid: two Utopias tapped
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(2);
    // it resolves: the search looks through the sideboard (AMM 2c) and a basic land goes to the hand
    const searching = pass(s);
    expect(searching.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search' } });
    const options = searching.decision!.kind === 'choose' ? searching.decision!.choice.options : [];
    const mountain = options.findIndex((o) => 'object' in o && searching.objects[o.object]!.card === 'Mountain');
    const done = settle(apply(searching, { type: 'choose', player: 0, choice: [mountain] }));
    expect(done.players[0]!.hand.map((id) => done.objects[id]!.card)).toContain('Mountain');
  });

  it('legalActions offers exactly the cards of a matching cost (5c) that have an ability working from the hand, for each card in hand', () => {
    const { s, ids } = withHand(['{5}{R}', '{4}{W}', '{5}{W}', '{6}{B}', '{W}']);
    const offered = namingActivations(s);
    for (const [i, cardId] of ids.entries()) {
      const cost = ['{5}{R}', '{4}{W}', '{5}{W}', '{6}{B}', '{W}'][i]!;
      const names = offered.filter((a) => a.source === objectOf(s, cardId)).map((a) => a.name);
      expect(names).toEqual(candidateNames(cost).filter(hasHandAbility));
    }
    // the pool's cycling cards of these costs, each offered: both {5}{R} ones, and none for {W}
    expect(offered.filter((a) => a.source === objectOf(s, ids[0]!)).map((a) => a.name)).toEqual(['Chartooth Cougar', 'Fiery Fall']);
    expect(offered.map((a) => a.name)).toEqual(expect.arrayContaining(['Gleam of Resistance', 'Noble Templar', 'Absorb Vis']));
    expect(offered.some((a) => a.source === objectOf(s, ids[4]!))).toBe(false);
    // every offered action is legal: a bot picking among them meets no RulesError
    for (const a of offered) expect(tryApply(s, a).ok).toBe(true);
  });

  it('Chartooth Cougar in hand has only its Mountaincycling (CR 702.29a): that is the ability the name activates, not its {R} pump', () => {
    const { s: s0, ids: [r] } = withHand(['{5}{R}']);
    const s = settle(apply(s0, cycleAs(s0, r!, 'Chartooth Cougar')));
    expect(logOf(s).filter((e) => e.type === 'activate').at(-1)).toMatchObject({ card: 'Chartooth Cougar', detail: 'Mountaincycling {2}' });
    expect(s.objects[objectOf(s, r!)]!.zone).toBe('graveyard');
  });

  it('a card without enough mana for the ability is not offered, and naming it is refused and leaves no trace', () => {
    const { s, ids: [r] } = withHand(['{5}{R}'], 1);
    expect(namingActivations(s)).toEqual([]);
    const tried = tryApply(s, cycleAs(s, r!, 'Fiery Fall'));
    expect(tried.ok).toBe(false);
    expect(mmData(s).usedNames).toEqual([]);
    expect(s.objects[objectOf(s, r!)]!.card).toBe('unnamed {5}{R}');
  });

  it('a name whose card has no ability that works from the hand is refused (CR 702.29a): nothing would go on the stack', () => {
    const { s, ids: [r] } = withHand(['{5}{R}']);
    const plain = candidateNames('{5}{R}').find((n) => !hasHandAbility(n));
    expect(plain).toBeDefined();
    const tried = tryApply(s, cycleAs(s, r!, plain!));
    expect(tried.ok).toBe(false);
    if (!tried.ok) expect(tried.error.message).toMatch(/cannot activate/);
  });

  it('6: "A previously chosen name can\'t be chosen again, not even in later games": a used Fiery Fall is neither offered nor accepted', () => {
    const { s: s0, ids: [r] } = withHand(['{5}{R}']);
    const s = produce(s0, (d) => {
      mmData(d).usedNames.push('Fiery Fall');
    });
    expect(namingActivations(s).map((a) => a.name)).toEqual(['Chartooth Cougar']);
    const tried = tryApply(s, cycleAs(s, r!, 'Fiery Fall'));
    expect(tried.ok).toBe(false);
    if (!tried.ok) expect(tried.error.message).toMatch(/^AMM 6: Fiery Fall was named before/);
  });

  it('5c: "The named card must have the same mana cost": a {5}{R} card cannot cycle as Gleam of Resistance ({4}{W}), a {2}{W} card not as Noble Templar ({5}{W})', () => {
    const { s, ids: [r, w] } = withHand(['{5}{R}', '{2}{W}']);
    const tried = tryApply(s, cycleAs(s, r!, 'Gleam of Resistance'));
    expect(tried.ok).toBe(false);
    if (!tried.ok) expect(tried.error.message).toMatch(/^AMM 5c: Gleam of Resistance costs \{4\}\{W\}, which does not match \{5\}\{R\}/);
    const templar = tryApply(s, cycleAs(s, w!, 'Noble Templar'));
    expect(templar.ok).toBe(false);
    if (!templar.ok) expect(templar.error.message).toMatch(/^AMM 5c/);
  });

  it('AMM 4: Utopia is played as a land, not named as an ability is activated', () => {
    const { s, ids: [r] } = withHand(['{5}{R}']);
    const tried = tryApply(s, cycleAs(s, r!, 'Utopia'));
    expect(tried.ok).toBe(false);
    if (!tried.ok) expect(tried.error.message).toMatch(/AMM 4/);
  });

  it('7, 7e: "Only the active player can gain priority": the non-active player never names a card as its cycling is activated', () => {
    const { s } = withHand(['{5}{R}']);
    const theirs = s.players[1]!.hand[0]!;
    const { state } = withPermanents(s, 1, ['Utopia', 'Utopia', 'Utopia']);
    const tried = tryApply(state, { type: 'activate', player: 1, source: theirs, ability: 0, targets: [], x: 0, name: 'Fiery Fall' });
    expect(tried.ok).toBe(false);
    if (!tried.ok) expect(tried.error.message).toMatch(/AMM 7/);
    expect(namingActivations(state).every((a) => a.player === 0)).toBe(true);
    // even holding control of the turn (7e), the non-active player does not gain priority to activate
    const held = produce(state, (d) => {
      mmData(d).control = 1;
      d.decision = { kind: 'priority', player: 1 };
    });
    expect(namingActivations(held)).toEqual([]);
    expect(tryApply(held, { type: 'activate', player: 1, source: theirs, ability: 0, targets: [], x: 0, name: 'Fiery Fall' }).ok).toBe(false);
  });

  it('the active player without control of the turn (7) names nothing as an ability is activated', () => {
    const { s: s0, ids: [r] } = withHand(['{5}{R}']);
    const s = produce(s0, (d) => {
      mmData(d).control = 1;
    });
    expect(namingActivations(s)).toEqual([]);
    const tried = tryApply(s, cycleAs(s, r!, 'Fiery Fall'));
    expect(tried.ok).toBe(false);
    if (!tried.ok) expect(tried.error.message).toMatch(/AMM 7/);
  });

  it('a card is named this way only in a hand, where those abilities work: not the top card of a library (CR 702.29a)', () => {
    const { s: s0 } = withHand(['{5}{R}']);
    const known = withTopCard(s0, 0);
    const top = objectOf(known.state, known.top);
    // the top card costs what Fiery Fall costs, so only where it is stands in the way
    const s = produce(known.state, (d) => {
      d.objects[top]!.card = 'unnamed {5}{R}';
    });
    const tried = tryApply(s, { type: 'activate', player: 0, source: top, ability: 0, targets: [], x: 0, name: 'Fiery Fall' });
    expect(tried.ok).toBe(false);
    if (!tried.ok) expect(tried.error.message).toMatch(/^AMM 5: a1\d+ is not in a hand/);
    expect(namingActivations(s).some((a) => a.source === top)).toBe(false);
  });
});

describe('an activation naming a card, as a bot picks it', () => {
  it('every naming activation listed in a game that deals these costs is taken without a RulesError', () => {
    const { s } = withHand(['{5}{R}', '{5}{U}', '{5}{G}', '{4}{W}', '{6}{B}']);
    const offered: Action[] = namingActivations(s);
    expect(offered.map((a) => (a as ActivateAction).name).sort()).toEqual(['Absorb Vis', 'Chartooth Cougar', 'Elvish Aberration', 'Fiery Fall', 'Gleam of Resistance', 'Shoreline Ranger', 'Sylvan Bounty']);
    for (const a of offered) expect(tryApply(s, a).ok).toBe(true);
  });
});
