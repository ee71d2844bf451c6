import { describe, expect, it } from 'vitest';
import { apply, characteristics, createGame, legalActions, RulesError, tryApply, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { deckOf, keepAll } from '../cards/conspiracy-helpers.js';
import { castable, setup } from '../cards/helpers.js';
import { thrown } from '../helpers/thrown.js';

/** A two-player game (or `format`) in which player 1 brings these conspiracies in their sideboard, at its first decision. */
function gameWith(sideboard: string[], format = 'two-player', players = 2): ReadonlyGameState {
  return createGame({
    format,
    seed: 3,
    startingPlayer: 0,
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, deck: deckOf(), sideboard: i === 1 ? sideboard : [] })),
    settings: { autoPass: 'never', manaAbilities: 'actions' },
  });
}

/** Player 0, who brings no conspiracy, answers that they put none. */
function player0Done(s: ReadonlyGameState): ReadonlyGameState {
  return apply(s, { type: 'finishConspiracies', player: 0 });
}

describe('315.1–315.2 conspiracies outside Conspiracy Draft', () => {
  it('315.2: in a two-player game a player may put a conspiracy from the sideboard into the command zone as the game begins; once anybody has a sideboard, every player is asked, so that nobody learns whether a hidden sideboard holds one (CR 400.11a)', () => {
    let s = gameWith(['Power Play']);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'conspiracies', rule: '315.2' });
    expect(legalActions(s)).toEqual([{ type: 'finishConspiracies', player: 0 }]);
    s = player0Done(s);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 1, prompt: 'conspiracies', rule: '315.2' });
    const card = s.players[1]!.sideboard[0]!;
    expect(legalActions(s)).toContainEqual({ type: 'putConspiracy', player: 1, card });
    s = apply(s, { type: 'putConspiracy', player: 1, card });
    s = apply(s, { type: 'finishConspiracies', player: 1 });
    // Power Play: "You are the starting player." (CR 103.1c)
    expect(s.turn.active).toBe(1);
    expect(s.command.map((id) => s.objects[id]!.card)).toEqual(['Power Play']);
  });

  it('315.2, 101.4e: in a four-player free-for-all whose starting player is seat 2, seats 2, 3, 0 and 1 are asked in that order', () => {
    let s = createGame({
      format: 'free-for-all',
      seed: 3,
      startingPlayer: 2,
      players: [0, 1, 2, 3].map((i) => ({ name: `P${i}`, deck: deckOf(), sideboard: i === 0 ? ['Power Play'] : [] })),
      settings: { autoPass: 'never', manaAbilities: 'actions' },
    });
    const asked: number[] = [];
    while (s.decision?.kind === 'startOfGame') {
      const d = s.decision;
      expect(d).toMatchObject({ prompt: 'conspiracies', rule: '315.2' });
      asked.push(d.player);
      s = apply(s, { type: 'finishConspiracies', player: d.player });
    }
    expect(asked).toEqual([2, 3, 0, 1]);
    expect(s.decision?.kind).toBe('mulligan');
  });

  it('a game in which nobody has a sideboard asks nothing about conspiracies and keeps no conspiracy records', () => {
    const s = gameWith([]);
    expect(s.decision?.kind).toBe('mulligan');
    expect(s.conspiracyDraft).toBeUndefined();
  });

  it('315.2: a sideboard without a conspiracy is asked about as one with a conspiracy is: both players answer, seat 1 only "none"', () => {
    let s = gameWith(['Burning Wish']);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'conspiracies', rule: '315.2' });
    s = player0Done(s);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 1, prompt: 'conspiracies', rule: '315.2' });
    expect(legalActions(s)).toEqual([{ type: 'finishConspiracies', player: 1 }]);
    s = apply(s, { type: 'finishConspiracies', player: 1 });
    expect(s.decision?.kind).toBe('mulligan');
  });

  it('702.106: a two-player game puts a hidden agenda face down with a name and lets its controller turn it face up; its ability then applies', () => {
    let s = player0Done(gameWith(["Brago's Favor"]));
    s = apply(s, { type: 'putConspiracy', player: 1, card: s.players[1]!.sideboard[0]! });
    s = apply(s, { type: 'nameCard', player: 1, names: ['Bronze Sable'] });
    s = apply(s, { type: 'finishConspiracies', player: 1 });
    const favor = s.command[0]!;
    expect(s.objects[favor]).toMatchObject({ faceDown: true, chosenNames: ['Bronze Sable'] });
    s = keepAll(s);
    while (s.decision?.player !== 1 || s.decision.kind !== 'priority') s = apply(s, { type: 'pass', player: s.decision!.player });
    expect(legalActions(s)).toContainEqual({ type: 'turnFaceUp', player: 1, object: favor });
    s = apply(s, { type: 'turnFaceUp', player: 1, object: favor });
    expect(s.objects[favor]!.faceDown).toBe(false);
  });

  it('scenario: a two-player game applies a face-up conspiracy in the command zone and turns a face-down one face up', () => {
    const { state, ids } = setup({
      format: 'two-player',
      players: [
        { hand: ['Bronze Sable'], battlefield: ['Plains'], command: [{ card: "Brago's Favor", names: ['Bronze Sable'], faceDown: true }] },
        { battlefield: ['Pride Guardian', 'Bronze Sable'], command: ['Weight Advantage'] },
      ],
    });
    const favor = ids.command[0]![0]!;
    const sable = ids.hand[0]![0]!;
    // Bronze Sable costs {2}: one Plains pays for it only once Brago's Favor is face up
    expect(castable(state, 0, sable)).toBe(false);
    expect(legalActions(state)).toContainEqual({ type: 'turnFaceUp', player: 0, object: favor });
    const up = apply(state, { type: 'turnFaceUp', player: 0, object: favor });
    expect(castable(up, 0, sable)).toBe(true);
    expect(characteristics(up, ids.battlefield[1]![0]!).toughness).toBe(3);
  });

  it('scenario refuses a command-zone card where it would do nothing: a format without conspiracies, a card that is no conspiracy, a conspiracy that acts only as the game begins', () => {
    for (const [format, card] of [['magic-tech', 'Weight Advantage'], ['two-player', 'Bronze Sable'], ['two-player', 'Power Play'], ['free-for-all', 'Advantageous Proclamation']] as const) {
      const error = thrown(() => scenario({ format, players: [{ command: [card] }, {}] }));
      expect(error, `${format} ${card}`).toBeInstanceOf(RulesError);
      expect((error as RulesError).rule).toMatch(/^315/);
    }
  });

  it('Advantageous Proclamation is not put where no minimum deck size is checked (it would do nothing)', () => {
    const s = player0Done(gameWith(['Advantageous Proclamation'], 'free-for-all', 3));
    const card = s.players[1]!.sideboard[0]!;
    expect(legalActions(s)).not.toContainEqual({ type: 'putConspiracy', player: 1, card });
    expect(tryApply(s, { type: 'putConspiracy', player: 1, card })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '315.2' } });
  });

  it('315.3: "They can\'t be … included in a deck" — a two-player or free-for-all game refuses a conspiracy in a deck, as a Conspiracy Draft game does; it may come in the sideboard', () => {
    const withDeck = (format: string, deck: string[]) => () => createGame({ format, seed: 1, players: [{ deck }, { deck: deckOf() }, { deck: deckOf() }].slice(0, format === 'two-player' ? 2 : 3) });
    for (const format of ['two-player', 'free-for-all']) {
      const error = thrown(withDeck(format, [...deckOf(39), 'Power Play']));
      expect(error, format).toBeInstanceOf(RulesError);
      expect(error).toMatchObject({ code: 'illegal', rule: '315.3', message: expect.stringMatching(/^player 0: Power Play is a conspiracy card; conspiracies go in the sideboard, never in a deck/) });
    }
    expect(gameWith(['Power Play']).players[1]!.library).toHaveLength(40);
  });

  it('315.3: scenario refuses a conspiracy on the battlefield in any format ("They\'re not permanents"), and in any zone but the command zone and the sideboard where conspiracies are played', () => {
    const refused = (format: string, zone: string, players = 2) => {
      const error = thrown(() => scenario({ format, players: [{ [zone]: ['Power Play'] }, ...Array.from({ length: players - 1 }, () => ({}))] }));
      return error instanceof RulesError && error.rule === '315.3';
    };
    for (const zone of ['battlefield', 'hand', 'library', 'graveyard', 'exile']) {
      expect(refused('two-player', zone), zone).toBe(true);
      expect(refused('conspiracy', zone, 3), zone).toBe(true);
    }
    expect(refused('magic-tech', 'battlefield')).toBe(true);
    // a Magic Tech deck may hold one, which it never deploys
    expect(refused('magic-tech', 'library')).toBe(false);
    expect(refused('two-player', 'sideboard')).toBe(false);
  });
});
