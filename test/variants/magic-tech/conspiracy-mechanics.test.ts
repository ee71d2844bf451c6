/**
 * Magic Tech with the mechanics of Conspiracy and Conspiracy: Take the Crown that the format keeps
 * (the monarch, melee), where the variant's text bears on them: each mission is "a separate attack"
 * (MT 6.1), and damage to a player is damage to their deck (MT 8.5).
 */
import { describe, expect, it } from 'vitest';
import { cards, createGame, deserialize, heuristicBot, logOf, playGame, randomBot, randomDeck, serialize } from '../../../src/index.js';
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

describe('Magic Tech and conspiracy cards (CR 315.1: the format plays none)', () => {
  it('decks and sideboards holding conspiracies play whole games: no conspiracy is ever deployed, cast, put into the command zone or onto the battlefield, and the game asks nothing about them', () => {
    const conspiracies = ['Power Play', 'Backup Plan', "Brago's Favor", "Summoner's Bond", 'Weight Advantage', "Sovereign's Realm", "Emissary's Ploy", 'Hold the Perimeter'];
    for (const seed of [1, 2, 3]) {
      const deck = (seat: number): string[] => [...randomDeck(seed * 10 + seat).slice(0, 26), ...conspiracies.slice(seat * 4, seat * 4 + 4)];
      const game = createGame({ format: 'magic-tech', seed, players: [{ deck: deck(0), sideboard: ['Immediate Action'] }, { deck: deck(1), sideboard: ['Worldknit'] }] });
      expect(game.decision?.kind).not.toBe('startOfGame');
      const { state } = playGame(game, seed === 2 ? heuristicBot : randomBot, { seed, maxActions: 4000 });
      expect(state.result).not.toBeNull();
      const log = logOf(state);
      // the conspiracies were drawn: they were in play as cards of the deck
      expect(log.some((e) => e.type === 'draw' && e.card !== undefined && conspiracies.includes(e.card))).toBe(true);
      expect(log.some((e) => e.type === 'putConspiracy' || e.type === 'chooseNames')).toBe(false);
      const conspiracyMoved = log.some((e) => e.card !== undefined && cards.get(e.card)?.printed.types.includes('Conspiracy') === true && (e.zone === 'battlefield' || e.zone === 'stack' || e.type === 'cast'));
      expect(conspiracyMoved).toBe(false);
      expect(state.command).toEqual([]);
      expect(deserialize(serialize(state))).toStrictEqual(state);
    }
  });
});
