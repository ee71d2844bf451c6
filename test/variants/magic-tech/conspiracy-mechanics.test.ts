/**
 * Magic Tech with the mechanics of Conspiracy and Conspiracy: Take the Crown that the format keeps
 * (the monarch, melee), where the variant's text bears on them: each mission is "a separate attack"
 * (MT 6.1), and damage to a player is damage to their deck (MT 8.5).
 */
import { describe, expect, it } from 'vitest';
import { editState } from '../../../src/testing/index.js';
import { events, finishMission, mt, patrolBoard as board, sendMission, setPost, toMissions } from './helpers.js';

describe('Magic Tech and the monarch (CR 725)', () => {
  it('a creature whose mission damages the monarch\'s stockpile makes its controller the monarch (MT 8.5, CR 725.2); a mission against a card of theirs does not', () => {
    const { state, ids } = mt({ monarch: 1, players: [{ battlefield: ['Bronze Sable', 'Runed Servitor'] }, { battlefield: ['Swamp'] }] });
    const [sable, servitor] = ids.battlefield[0]!;
    const swamp = ids.battlefield[1]![0]!;
    let s = toMissions(editState(state, (x) => { setPost(x, sable!, 'patrol'); setPost(x, servitor!, 'patrol'); }));
    s = finishMission(sendMission(s, { object: swamp }, [sable!]));
    expect(s.monarch).toBe(1);
    s = finishMission(sendMission(s, { player: 1 }, [servitor!]));
    expect(s.players[1]!.graveyard).toHaveLength(2);
    expect(s.monarch).toBe(0);
  });
});

describe('Magic Tech and melee (CR 702.121)', () => {
  it('"treating each as a separate attack" (MT 6.1): melee counts the opponents attacked by its own mission only — Wings of the Guard, 1/1 with melee, deals 2 on each of two missions against the stockpile', () => {
    const { s: start, ids } = board(['Wings of the Guard', 'Wings of the Guard'], []);
    const [first, second] = ids[0]!;
    let s = finishMission(sendMission(start, { player: 1 }, [first!]));
    expect(s.players[1]!.graveyard).toHaveLength(2);
    s = finishMission(sendMission(s, { player: 1 }, [second!]));
    expect(s.players[1]!.graveyard).toHaveLength(4);
    expect(events(s, 'damage').filter((e) => e.toPlayer === 1).map((e) => e.amount)).toEqual([2, 2]);
  });
});
