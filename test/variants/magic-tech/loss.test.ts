import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/index.js';
import { events, finishMission, mt, pass, passUntil, resolveStack, sendMission, setPost, toMissions, underConstruction, deployed } from './helpers.js';
import { editState } from '../../../src/testing/index.js';
import { mutableObject } from '../../../src/engine/working-copy.js';

describe('MT 1 Object of the game', () => {
  it('"The object of the game is to run your opponent out of cards. The main way to do this is to attack their library or \'stockpile\' with your creatures." (MT 1.1)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Zombie Goliath'] }, { library: ['Wastes', 'Wastes', 'Wastes'] }] });
    let s = editState(state, (x) => setPost(x, ids.battlefield[0]![0]!, 'patrol'));
    s = finishMission(sendMission(toMissions(s), { player: 1 }, [ids.battlefield[0]![0]!]));
    expect(s.result).toMatchObject({ winner: 0 });
    expect(events(s, 'lose')[0]).toMatchObject({ rule: 'MT 1.1', player: 1 });
  });

  it('players who run out of cards at the same time draw the game (MT 1.1, CR 104.4a)', () => {
    // Orcish Cannonade: 2 damage to the opponent's stockpile and 3 to its caster's
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Orcish Cannonade'), 'Mountain'], library: ['Wastes', 'Wastes', 'Wastes'] }, { library: ['Wastes', 'Wastes'] }] });
    let s = editState(state, (x) => underConstruction(x, ids.battlefield[0]![0]!, 3));
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.battlefield[0]![0]!, targets: [{ player: 1 }], x: 0 }));
    expect(s.result).toMatchObject({ winner: null });
    expect(s.players.map((p) => p.outcome)).toEqual(['lost', 'lost']);
  });

  it('Kami of the Crescent Moon, "At the beginning of each player\'s draw step, that player draws an additional card.": the draw phase, as normal (MT 3.2), takes a stockpile of two to none, and its player loses before the upkeep (MT 1.1)', () => {
    for (const [kami, lost] of [[true, true], [false, false]] as const) {
      const { state } = mt({ players: [{ battlefield: kami ? ['Kami of the Crescent Moon'] : [] }, { library: ['Wastes', 'Wastes'] }] });
      const s = passUntil(state, (x) => x.result !== null || (x.turn.active === 1 && x.turn.step === 'upkeep'));
      expect(s.players[1]!.library).toHaveLength(kami ? 0 : 1);
      expect(s.result !== null).toBe(lost);
      if (lost) expect(events(s, 'lose')[0]).toMatchObject({ rule: 'MT 1.1', player: 1 });
    }
  });

  it('a life total of 0 loses nothing: the stockpile is the life (MT 9.1)', () => {
    const { state } = mt({ players: [{ life: 0 }, { life: -3 }] });
    const s = pass(state);
    expect(s.result).toBeNull();
  });

  it('CR 704.3: an empty stockpile\'s loss and a permanent\'s state-based action found by the same check are performed together', () => {
    // player 1's stockpile is empty, and player 0's Bronze Sable (2/1) has toughness 0 with a -1/-1 counter (704.5f)
    const { state, ids } = mt({ players: [{ battlefield: [{ card: 'Bronze Sable', counters: { '-1/-1': 1 } }] }, { library: [] }] });
    const sable = ids.battlefield[0]![0]!;
    expect(state.result).toMatchObject({ winner: 0 });
    expect(events(state, 'stateBasedAction').map((e) => e.rule).sort()).toEqual(['704.5f', 'MT 1.1']);
    expect(state.battlefield).not.toContain(sable);
    expect(state.players[0]!.graveyard.map((id) => state.objects[id]!.card)).toEqual(['Bronze Sable']);
  });

  it('CR 704.3, 704.5j: with the legend rule to apply too, its controller chooses first, and the loss is performed with that answer', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Grenzo, Havoc Raiser', 'Grenzo, Havoc Raiser'] }, { library: [] }] });
    const [first, second] = ids.battlefield[0]!;
    // nothing is performed before the choice
    expect(state.result).toBeNull();
    expect(state.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '704.5j' } });
    const s = apply(state, { type: 'choose', player: 0, choice: [0] });
    expect(s.result).toMatchObject({ winner: 0 });
    expect(events(s, 'stateBasedAction').map((e) => e.rule).sort()).toEqual(['704.5j', 'MT 1.1']);
    expect(s.battlefield).toContain(first);
    expect(s.battlefield).not.toContain(second);
  });
});

describe('MT 1.1 and Platinum Angel, "You can\'t lose the game and your opponents can\'t win the game." (CR 104.3)', () => {
  it('an empty stockpile does not make its player lose while they control it, and no state-based action is performed or repeated; it loses once the Angel is gone', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'] }, { battlefield: ['Platinum Angel'], library: [] }] });
    const angel = ids.battlefield[1]![0]!;
    let s = pass(state);
    expect(s.result).toBeNull();
    expect(s.players[1]!.inGame).toBe(true);
    // nothing happened to report: no "state-based action" is logged, check after check (CR 704.3)
    expect(events(s, 'stateBasedAction')).toEqual([]);
    expect(events(s, 'lose')).toEqual([]);
    // the Angel is destroyed (its structure used up, MT 8.4): the stockpile's loss applies
    s = pass(editState(s, (x) => {
      mutableObject(x, angel).counters = { structure: 7 };
    }));
    expect(s.result).toMatchObject({ winner: 0 });
    expect(events(s, 'stateBasedAction').map((e) => e.rule).sort()).toEqual(['MT 1.1', 'MT 8.4']);
  });
});

describe('CR 704.3: the structure check (MT 8.4) is performed with the other state-based actions', () => {
  it('a permanent whose structure is used up is destroyed in the check that ends the game', () => {
    // Bronze Sable costs {3}: 3 structure damage counters use its structure up
    const { state, ids } = mt({ players: [{ battlefield: [{ card: 'Bronze Sable', counters: { structure: 3 } }] }, { library: [] }] });
    const sable = ids.battlefield[0]![0]!;
    expect(state.result).toMatchObject({ winner: 0 });
    expect(events(state, 'stateBasedAction').map((e) => e.rule).sort()).toEqual(['MT 1.1', 'MT 8.4']);
    expect(state.battlefield).not.toContain(sable);
  });

  it('603.10a: Harvester of Souls put into the graveyard for toughness 0 sees the creature destroyed by MT 8.4 at the same time die', () => {
    const { state, ids } = mt({ players: [{ battlefield: [{ card: 'Harvester of Souls', counters: { '-1/-1': 5 } }, { card: 'Bronze Sable', counters: { structure: 3 } }] }, {}] });
    const [harvester, sable] = ids.battlefield[0]!;
    expect(state.battlefield).not.toContain(harvester);
    expect(state.battlefield).not.toContain(sable);
    expect(events(state, 'stateBasedAction').map((e) => e.rule).sort()).toEqual(['704.5f', 'MT 8.4']);
    // "Whenever another nontoken creature dies, you may draw a card."
    expect(state.stack.map((id) => state.objects[id]!.card)).toEqual(['Harvester of Souls']);
  });
});

