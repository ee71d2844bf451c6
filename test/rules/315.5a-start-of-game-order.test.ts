/**
 * CR 315.5a, 103: the conspiracies that change the start of the game, of several players at once.
 * The conspiracies are put in turn order from the starting player the usual methods chose (CR 103.1,
 * 103.2e, 101.4e); then Power Play makes its controller the starting player (103.1c), from whom the
 * later choices go in turn order: Backup Plan's hands (315.5a), the mulligans (103.5), the first turn
 * (103.8). Sovereign's Realm sets its controller's starting hand size alone (103.5).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type ReadonlyGameState } from '../../src/index.js';
import { conspiracyGame } from '../cards/conspiracy-helpers.js';

describe('315.5a: Power Play, Backup Plan, Sovereign\'s Realm and Emissary\'s Ploy of four players', () => {
  it('the order of every start-of-game decision, and what each conspiracy changes', () => {
    const noBasics = Array<string>(40).fill('Bronze Sable');
    let s: ReadonlyGameState = conspiracyGame([
      { sideboard: ['Backup Plan', "Emissary's Ploy"] },
      {},
      { deck: noBasics, sideboard: ['Power Play', "Sovereign's Realm"] },
      { sideboard: ['Backup Plan', 'Immediate Action'] },
    ], 5, 1);
    const asked: number[] = [];
    while (s.decision?.kind === 'startOfGame' && s.decision.prompt !== 'hand') {
      const d = s.decision;
      if (asked.at(-1) !== d.player) asked.push(d.player);
      const p = d.player;
      const put = legalActions(s).find((a) => a.type === 'putConspiracy');
      if (d.prompt === 'name') s = apply(s, { type: 'nameCard', player: p, names: ['Bronze Sable'] });
      else if (d.prompt === 'number') s = apply(s, { type: 'chooseNumber', player: p, number: 2 });
      else s = apply(s, put ?? { type: 'finishConspiracies', player: p });
    }
    // CR 101.4e, 103.2e: from the starting player the usual methods chose, seat 1
    expect(asked).toEqual([1, 2, 3, 0]);
    // CR 103.1c: Power Play supersedes that choice
    expect(logOf(s).filter((e) => e.type === 'startingPlayer').map((e) => [e.player, e.rule])).toEqual([[1, '103.1'], [2, '103.1c']]);
    expect(s.turn.active).toBe(2);
    // Sovereign's Realm: a starting hand of five for its controller only; Backup Plan: a second hand of seven
    expect(s.players.map((p) => p.hand.length)).toEqual([14, 7, 5, 14]);
    // Backup Plan's hands are chosen from the new starting player in turn order: seat 3, then seat 0
    const choosers: number[] = [];
    while (s.decision?.kind === 'startOfGame' && s.decision.prompt === 'hand') {
      choosers.push(s.decision.player);
      s = apply(s, { type: 'keepHand', player: s.decision.player, index: 1 });
    }
    expect(choosers).toEqual([3, 0]);
    expect(s.players.map((p) => p.hand.length)).toEqual([7, 7, 5, 7]);
    // CR 103.5: the mulligans are declared from the starting player in turn order
    const declared: number[] = [];
    while (s.decision?.kind === 'mulligan') {
      declared.push(s.decision.player);
      s = apply(s, { type: 'keep', player: s.decision.player });
    }
    expect(declared).toEqual([2, 3, 0, 1]);
    // CR 103.8: the first turn is Power Play's controller's
    expect(s.turn).toMatchObject({ number: 1, active: 2 });
    expect(s.objects[s.command.find((id) => s.objects[id]!.card === "Emissary's Ploy")!]!.chosenNumber).toBe(2);
  });
});
