/**
 * Rulings of implemented cards that no test checked yet, each played through the public API.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { activate, cast, choose, names, passUntil, permanent, permanents, pt, resolveStack, setup } from './helpers.js';

/** Player 0 casts a Crookclaw Transmuter from hand in player 1's turn and targets `target` with its trigger. */
function transmute(state: ReturnType<typeof setup>['state'], card: number, target: number): ReturnType<typeof setup>['state'] {
  let s = cast(passUntil(state, (x) => x.decision?.player === 0), 0, card);
  s = passUntil(s, (x) => x.decision?.kind === 'putTrigger');
  return resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: target }] }));
}

describe('Crookclaw Transmuter', () => {
  it('ruling: "Switching a creature’s power and toughness twice (or any even number of times) effectively returns the creature to the power and toughness it had before any switches."', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: Array<string>(8).fill('Island'), hand: ['Crookclaw Transmuter', 'Crookclaw Transmuter'] }, { battlefield: ['Pillarfield Ox'] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = transmute(state, ids.hand[0]![0]!, ox);
    expect(pt(s, ox)).toEqual([4, 2]);
    s = transmute(s, ids.hand[0]![1]!, ox);
    expect(pt(s, ox)).toEqual([2, 4]);
  });

  it('ruling: "Because damage remains marked on a creature until the damage is removed as the turn ends, nonlethal damage dealt to a creature may become lethal if you switch its power and toughness during that turn."', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: Array<string>(4).fill('Island'), hand: ['Crookclaw Transmuter'] }, { battlefield: [{ card: 'Pillarfield Ox', damage: 2 }] }] });
    const ox = permanent(state, 'Pillarfield Ox');
    const s = transmute(state, ids.hand[0]![0]!, ox);
    // a 2/4 with 2 damage becomes a 4/2 with 2 damage: lethal (CR 704.5g)
    expect(permanents(s, 'Pillarfield Ox')).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Pillarfield Ox']);
  });
});

describe('Twisted Abomination', () => {
  it('ruling: "You can choose to find any card with the Swamp land type, including nonbasic lands. You can also choose not to find a card, even if there is a Swamp card in your library."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains'], hand: ['Twisted Abomination'], library: ['Island', 'Swamp', 'Swamp'] }, {}] });
    let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { min: 0, max: 1 } });
    s = choose(s, []);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library').sort()).toEqual(['Island', 'Swamp', 'Swamp']);
    expect(names(s, 0, 'graveyard')).toEqual(['Twisted Abomination']);
  });
});

describe('Duskmantle Seer', () => {
  it('ruling: "The loss of life is simultaneous. If this causes both players to end up at 0 or less life, the game will be a draw. In a multiplayer game, players with 0 or less life will lose the game."', () => {
    const { state } = setup({
      active: 1,
      step: 'end',
      players: [
        { battlefield: ['Duskmantle Seer'], library: ['Divination', 'Wastes'], life: 2 },
        { library: ['Murder', 'Wastes'], life: 3 },
      ],
    });
    const s = resolveStack(passUntil(state, (x) => x.turn.step === 'upkeep' && x.stack.length > 0));
    expect(s.players.map((p) => p.life)).toEqual([-1, 0]);
    // both lose at once: a draw (CR 104.4a)
    expect(s.result).toMatchObject({ winner: null, rule: '104.4a' });
    const { state: three } = setup({
      active: 2,
      step: 'end',
      players: [
        { battlefield: ['Duskmantle Seer'], library: ['Divination', 'Wastes'], life: 2 },
        { library: ['Murder', 'Wastes'], life: 3 },
        { library: ['Island', 'Wastes'], life: 1 },
      ],
    });
    const t = resolveStack(passUntil(three, (x) => x.turn.step === 'upkeep' && x.stack.length > 0));
    expect(t.players.map((p) => p.life)).toEqual([-1, 0, 1]);
    expect(t.result).toMatchObject({ winner: 2 });
  });
});
