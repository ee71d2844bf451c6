/**
 * What is face down is revealed to all players as its owner leaves the game and at the end of each
 * game: face-down permanents and spells (CR 708.9), face-down conspiracies (CR 702.106e). Each
 * reveal is a log event every player reads, and every view of the ended game shows the card.
 */
import { describe, expect, it } from 'vitest';
import { apply, describeEvent, legalActions, logOf, view, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { moved, mt, variant } from '../variants/magic-tech/helpers.js';

function reveals(s: ReadonlyGameState, rule: string): { player?: number; card?: string; detail?: string }[] {
  return logOf(s).filter((e) => e.type === 'reveal' && e.rule === rule) as { player?: number; card?: string; detail?: string }[];
}

describe('CR 708.9: face-down permanents revealed', () => {
  it('"At the end of each game, all face-down permanents … must be revealed to all players": a card deployed face down (Magic Tech) is revealed as the game ends', () => {
    const { state, ids } = mt({ players: [{ hand: ['Brimstone Volley'] }, {}] });
    const deployed = variant(state, 0, 'deploy', ids.hand[0]![0]!);
    const onTable = moved(deployed, ids.hand[0]![0]!);
    expect(view(deployed, 1).battlefield.find((o) => o.id === onTable)?.card).toBe('');
    const ended = apply(deployed, { type: 'concede', player: 1 });
    expect(ended.result?.winner).toBe(0);
    expect(reveals(ended, '708.9')).toMatchObject([{ player: 0, card: 'Brimstone Volley', detail: 'as the game ends' }]);
    // the loser and a spectator now see it on the table, and read the reveal in their log
    for (const who of [1, 'spectator'] as const) {
      const v = view(ended, who);
      expect(v.battlefield.find((o) => o.id === onTable)?.card).toBe('Brimstone Volley');
      const line = v.log.filter((e) => e.type === 'reveal').map((e) => describeEvent(v, e));
      expect(line.join(' | ')).toContain('Brimstone Volley');
    }
  });

  it('"If a player leaves the game, all face-down permanents … owned by that player must be revealed to all players"', () => {
    const { state, ids } = mt({ players: [{ hand: ['Brimstone Volley'] }, {}] });
    const deployed = variant(state, 0, 'deploy', ids.hand[0]![0]!);
    const ended = apply(deployed, { type: 'concede', player: 0 });
    expect(reveals(ended, '708.9')).toMatchObject([{ player: 0, card: 'Brimstone Volley', detail: 'as its owner leaves the game' }]);
    expect(JSON.stringify(view(ended, 1).log)).toContain('Brimstone Volley');
  });
});

describe('CR 702.106e: face-down conspiracies revealed', () => {
  it('"At the end of each game, all face-down conspiracy cards must be revealed to all players": the winner\'s too, with the name chosen', () => {
    const { state } = scenario({
      format: 'conspiracy',
      players: [{ command: [{ card: "Brago's Favor", faceDown: true, names: ['Goblin Racketeer'] }] }, {}, {}],
    });
    expect(JSON.stringify(view(state, 1))).not.toContain("Brago's Favor");
    const one = apply(state, { type: 'concede', player: 1 });
    expect(reveals(one, '702.106e')).toEqual([]);
    const ended = apply(one, { type: 'concede', player: 2 });
    expect(ended.result?.winner).toBe(0);
    expect(reveals(ended, '702.106e')).toMatchObject([{ player: 0, card: "Brago's Favor", detail: 'Goblin Racketeer' }]);
    const v = view(ended, 2);
    expect(v.command[0]).toMatchObject({ card: "Brago's Favor", chosenNames: ['Goblin Racketeer'] });
    expect(v.log.filter((e) => e.type === 'reveal').map((e) => describeEvent(v, e)).join(' | ')).toContain('which names Goblin Racketeer');
  });

  it('"all face-down conspiracy cards": a conspiracy already face up — turned face up in the game (702.106c) or started face up — is not revealed again as its controller leaves or the game ends', () => {
    const { state } = scenario({
      format: 'conspiracy',
      players: [
        {
          command: [
            { card: "Brago's Favor", faceDown: true, names: ['Goblin Racketeer'] },
            { card: 'Immediate Action', faceDown: true, names: ['Bronze Sable'] },
            { card: 'Weight Advantage' },
          ],
        },
        { command: [{ card: 'Iterative Analysis', faceDown: true, names: ['Absorb Vis'] }, { card: 'Hymn of the Wilds' }] },
        {},
      ],
    });
    const [favor, action] = state.command;
    let s = apply(state, { type: 'turnFaceUp', player: 0, object: favor! });
    s = apply(s, { type: 'pass', player: 0 });
    expect(s.decision).toMatchObject({ kind: 'priority', player: 1 });
    s = apply(s, { type: 'turnFaceUp', player: 1, object: s.command[3]! });
    expect(logOf(s).filter((e) => e.type === 'turnFaceUp').map((e) => e.card)).toEqual(["Brago's Favor", 'Iterative Analysis']);
    // player 1 leaves: neither of their conspiracies is face down
    s = apply(s, { type: 'concede', player: 1 });
    expect(reveals(s, '702.106e')).toEqual([]);
    // the game ends: only Immediate Action, still face down, is revealed
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.result?.winner).toBe(0);
    expect(logOf(s).filter((e) => e.type === 'reveal').map((e) => [e.rule, e.object, e.card])).toEqual([['702.106e', action, 'Immediate Action']]);
  });

  it('a game that ends in a draw (the turn limit reached) reveals every face-down conspiracy of the players still in it, double agenda names and all', () => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      settings: { turnLimit: 1, autoPass: 'never' },
      players: [
        { command: [{ card: "Summoner's Bond", faceDown: true, names: ['Goblin Racketeer', "Grenzo's Ruffians"] }] },
        { command: [{ card: 'Immediate Action', faceDown: true, names: ['Bronze Sable'] }] },
        {},
      ],
    });
    let s = state;
    for (let i = 0; i < 500 && s.result === null; i++) s = apply(s, legalActions(s).find((a) => a.type === 'pass') ?? legalActions(s)[0]!);
    expect(s.result).toMatchObject({ winner: null, rule: '104.4' });
    expect(reveals(s, '702.106e')).toMatchObject([
      { player: 0, object: ids.command[0]![0], card: "Summoner's Bond", detail: "Goblin Racketeer / Grenzo's Ruffians" },
      { player: 1, object: ids.command[1]![0], card: 'Immediate Action', detail: 'Bronze Sable' },
    ]);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(view(s, viewer).command.map((o) => [o.card, o.chosenNames])).toEqual([
        ["Summoner's Bond", ['Goblin Racketeer', "Grenzo's Ruffians"]],
        ['Immediate Action', ['Bronze Sable']],
      ]);
    }
  });
});
