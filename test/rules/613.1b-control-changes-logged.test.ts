/**
 * CR 613.1b: every change of a permanent's controller by a control-changing effect is in the log, as
 * a `gainControl` event naming the player who now controls it — whichever card made the effect
 * (Besmirch, Expropriate, Dack Fayden), and as the effect ends and control goes back.
 */
import { describe, expect, it } from 'vitest';
import { apply, type ReadonlyGameState } from '../../src/index.js';
import { attack, cast, castAndResolve, choose, events, passUntil, permanent, resolveStack, setup, skipUntil } from '../cards/helpers.js';
import { castVotes } from '../cards/voting.js';

/** The `gainControl` events of the log: object, player, rule. */
function gains(s: ReadonlyGameState): [number | undefined, number | undefined, string][] {
  return events(s, 'gainControl').map((e) => [e.object, e.player, e.rule]);
}

describe('613.1b control changes in the log', () => {
  it('Besmirch: player 0 gains control of the creature; as the effect ends with the turn, player 1 gains it back', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'] }, { battlefield: ['Lizard Warrior'] }, {}] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    expect(gains(s)).toEqual([[lizard, 0, '613.1b']]);
    s = skipUntil(attack(s, [[lizard, 2]]), (x) => x.turn.active === 1);
    expect(gains(s)).toEqual([[lizard, 0, '613.1b'], [lizard, 1, '613.1b']]);
  });

  it('Besmirch on a creature its caster already controls changes no control: nothing is logged', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Lizard Warrior'], hand: ['Besmirch'] }, {}, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Lizard Warrior') }]);
    expect(gains(s)).toEqual([]);
  });

  it('Expropriate: each permanent chosen for a money vote is logged as gained by its caster', () => {
    const mana = ['Island', 'Island', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];
    const { state } = setup({ players: [{ hand: ['Expropriate'], battlefield: mana }, { battlefield: ['Bronze Sable'] }, { battlefield: ['Coveted Peacock'] }] });
    let s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(choose(castVotes(s, ['time', 'money', 'money']), [0]), [0]));
    expect(gains(s)).toEqual([[permanent(s, 'Bronze Sable'), 0, '613.1b'], [permanent(s, 'Coveted Peacock'), 0, '613.1b']]);
  });

  it('the player given control leaves the game: its owner gains it back (CR 800.4a)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'] }, { battlefield: ['Lizard Warrior'] }, {}] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    s = apply(s, { type: 'concede', player: 0 });
    expect(gains(s)).toEqual([[lizard, 0, '613.1b'], [lizard, 1, '613.1b']]);
  });
});
