import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, type ReadonlyGameState } from '../../../src/index.js';
import { activate, cast, choose, events, names, pass, passUntil, permanent, resolveStack, setup } from '../helpers.js';

const swamps = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];

/** Casts the Turnkey and passes until its enters trigger asks for its target. */
function toTargetChoice(state: ReadonlyGameState, card: number): ReadonlyGameState {
  return passUntil(cast(state, 0, card), (s) => s.decision?.kind === 'choose');
}

// Mausoleum Turnkey has no Gatherer rulings. Its Oracle text is tested below, with the rule that an
// opponent chooses the target when the controller would (CR 601.6, 603.3d).
describe('Mausoleum Turnkey', () => {
  it("When it enters, return target creature card of an opponent's choice from your graveyard to your hand", () => {
    const { state, ids } = setup({ players: [{ battlefield: swamps, hand: ['Mausoleum Turnkey'], graveyard: ['Zombie Goliath', 'Bronze Sable', 'Forest'] }, { graveyard: ['Wild Griffin'] }] });
    let s = toTargetChoice(state, ids.hand[0]![0]!);
    const [goliath, sable] = [ids.graveyard[0]![0]!, ids.graveyard[0]![1]!];
    // the opponent chooses, among the creature cards of the controller's graveyard only
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '603.3d', options: [{ object: goliath }, { object: sable }] } });
    expect(legalActions(s)).toHaveLength(2);
    // the pause is plain state: a saved game resumes there
    s = choose(deserialize(serialize(s)), [1]);
    expect(events(s, 'targetChosen')).toEqual([expect.objectContaining({ rule: '601.6', player: 1, to: sable })]);
    const ability = s.objects[s.stack[s.stack.length - 1]!]!;
    expect(ability.targets).toEqual([{ object: sable }]);
    expect(s.decision?.kind).toBe('priority');
    s = resolveStack(s);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable']);
    expect(names(s, 0, 'graveyard')).toEqual(['Zombie Goliath', 'Forest']);
  });

  it('with several opponents, its controller chooses the opponent who chooses the target', () => {
    const { state, ids } = setup({ players: [{ battlefield: swamps, hand: ['Mausoleum Turnkey'], graveyard: ['Zombie Goliath', 'Bronze Sable'] }, {}, {}] });
    let s = toTargetChoice(state, ids.hand[0]![0]!);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '603.3d', options: [{ player: 1 }, { player: 2 }] } });
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2 });
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Zombie Goliath']);
  });

  it('if the opponent asked leaves the game, the controller has another opponent choose (CR 800.4a)', () => {
    const { state, ids } = setup({ players: [{ battlefield: swamps, hand: ['Mausoleum Turnkey'], graveyard: ['Zombie Goliath', 'Bronze Sable'] }, {}, {}, {}] });
    let s = choose(toTargetChoice(state, ids.hand[0]![0]!), [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2 });
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ player: 1 }, { player: 3 }] } });
    s = choose(s, [1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 3 });
    s = resolveStack(choose(s, [1]));
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable']);
  });

  it('if its controller leaves the game while an opponent chooses, the ability is gone with them (CR 800.4a)', () => {
    const { state, ids } = setup({ players: [{ battlefield: swamps, hand: ['Mausoleum Turnkey'], graveyard: ['Zombie Goliath'] }, {}, {}] });
    let s = choose(toTargetChoice(state, ids.hand[0]![0]!), [0]);
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.stack).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
  });

  it('with no creature card in your graveyard, the ability is removed (CR 603.3d)', () => {
    const { state, ids } = setup({ players: [{ battlefield: swamps, hand: ['Mausoleum Turnkey'], graveyard: ['Forest'] }, { graveyard: ['Wild Griffin'] }] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(events(s, 'triggerRemoved')).toEqual([expect.objectContaining({ rule: '603.3d', card: 'Mausoleum Turnkey' })]);
    // it never went on the stack: no target of an opponent's choice could be chosen as it would be put there
    expect(events(s, 'trigger')).toEqual([]);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
  });

  it('it is targeted: if the chosen card leaves the graveyard in response, the ability does nothing (CR 608.2b)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: swamps, hand: ['Mausoleum Turnkey'], graveyard: ['Zombie Goliath', 'Bronze Sable'] }, { battlefield: ['Reito Lantern', 'Island', 'Island', 'Island'] }],
    });
    let s = choose(toTargetChoice(state, ids.hand[0]![0]!), [0]);
    const goliath = ids.graveyard[0]![0]!;
    // player 1 answers with Reito Lantern, putting the chosen Goliath on the bottom of its owner's library
    s = pass(s);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = activate(s, 1, permanent(s, 'Reito Lantern'), 0, [{ object: goliath }]);
    s = resolveStack(s);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b', card: 'Mausoleum Turnkey' })]);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
  });

  it('a choice that is not an option is refused and changes nothing', () => {
    const { state, ids } = setup({ players: [{ battlefield: swamps, hand: ['Mausoleum Turnkey'], graveyard: ['Zombie Goliath'] }, {}] });
    const s = toTargetChoice(state, ids.hand[0]![0]!);
    expect(() => apply(s, { type: 'choose', player: 1, choice: [1] })).toThrow();
    expect(() => apply(s, { type: 'choose', player: 0, choice: [0] })).toThrow();
  });
});
