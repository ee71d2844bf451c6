/**
 * The rulings every conspiracy of CNS and CN2 carries (or every hidden agenda one), each played
 * through the public API.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, createGame, legalActions, RulesError, tryApply, view } from '../../src/index.js';
import { commandId, conspiracyGame, deckOf, keepAll, putConspiracies } from './conspiracy-helpers.js';
import { thrown } from '../helpers/thrown.js';

describe('the rulings of every conspiracy', () => {
  it('ruling: "Conspiracies aren’t legal for any sanctioned Constructed format, but may be included in other Limited formats, such as Cube Draft." — a two-player game starts with one', () => {
    let s = createGame({ format: 'two-player', seed: 2, startingPlayer: 0, players: [{ name: 'a', deck: deckOf(), sideboard: ['Power Play'] }, { name: 'b', deck: deckOf() }] });
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    s = apply(s, { type: 'finishConspiracies', player: 0 });
    expect(s.command.map((id) => s.objects[id]!.card)).toEqual(['Power Play']);
  });

  it('ruling: "Conspiracies are colorless, have no mana cost, and can’t be cast as spells."', () => {
    const s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Weight Advantage'] }, {}, {}], 1, 0), { 0: [{ card: 'Weight Advantage' }] }));
    const id = commandId(s, 0, 'Weight Advantage');
    expect(characteristics(s, id)).toMatchObject({ colors: [], manaCost: [], manaValue: 0, types: ['Conspiracy'] });
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(legalActions(s).some((a) => a.type === 'cast' && a.card === id)).toBe(false);
    expect(tryApply(s, { type: 'cast', player: 0, card: id, targets: [], x: 0 }).ok).toBe(false);
  });

  it('ruling: "Conspiracies are never put into your deck. Instead, you put any number of conspiracies from your card pool into the command zone as the game begins. These conspiracies are face up unless they have hidden agenda, in which case they begin the game face down."', () => {
    const error = thrown(() => conspiracyGame([{ deck: [...deckOf(39), 'Power Play'] }, {}, {}]));
    expect(error).toBeInstanceOf(RulesError);
    expect((error as RulesError).rule).toBe('315.3');
    const s = putConspiracies(conspiracyGame([{ sideboard: ['Power Play', "Brago's Favor", 'Backup Plan'] }, {}, {}]), {
      0: [{ card: 'Power Play' }, { card: "Brago's Favor", names: ['Bronze Sable'] }],
    });
    expect(s.command.map((id) => [s.objects[id]!.card, s.objects[id]!.faceDown])).toEqual([['Power Play', false], ["Brago's Favor", true]]);
    // any number: Backup Plan stayed in the sideboard
    expect(s.players[0]!.sideboard.map((id) => s.objects[id]!.card)).toEqual(['Backup Plan']);
    expect(s.players[0]!.library.length + s.players[0]!.hand.length).toBe(40);
  });

  it('ruling: "At the end of the game, you must reveal any face-down conspiracies you own in the command zone to all players. Notably, you can’t bluff conspiracies with hidden agenda by putting other cards into the command zone face down as the game starts."', () => {
    const start = conspiracyGame([{ sideboard: ['Bronze Sable', 'Immediate Action'] }, {}, {}], 1, 0);
    const sable = start.players[0]!.sideboard[0]!;
    expect(legalActions(start)).not.toContainEqual({ type: 'putConspiracy', player: 0, card: sable });
    expect(tryApply(start, { type: 'putConspiracy', player: 0, card: sable })).toMatchObject({ ok: false, error: { code: 'illegal' } });
    let s = keepAll(putConspiracies(start, { 0: [{ card: 'Immediate Action', names: ['Plains'] }] }));
    expect(view(s, 1).command[0]!.card).toBe('');
    s = apply(apply(s, { type: 'concede', player: 1 }), { type: 'concede', player: 2 });
    expect(s.result).toMatchObject({ winner: 0 });
    expect(view(s, 1).command[0]).toMatchObject({ card: 'Immediate Action', chosenNames: ['Plains'] });
  });

  it('ruling: "You name the card as the game begins, as you put the conspiracy into the command zone, not as you turn the face-down conspiracy face up."', () => {
    let s = conspiracyGame([{ sideboard: ['Immediate Action'] }, {}, {}], 1, 0);
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    // the name is asked at once, before anything else
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'name' });
    expect(legalActions(s).every((a) => a.type === 'nameCard')).toBe(true);
    s = keepAll(apply(apply(s, { type: 'nameCard', player: 0, names: ['Bronze Sable'] }), { type: 'finishConspiracies', player: 0 }));
    s = putConspiracies(s, {});
    s = keepAll(s);
    const id = commandId(s, 0, 'Immediate Action');
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    // turning it face up chooses nothing: the action names no card, and reveals the one named at the start
    const up = apply(s, { type: 'turnFaceUp', player: 0, object: id });
    expect(up.objects[id]!.chosenNames).toEqual(['Bronze Sable']);
  });

  it('ruling: "If you play multiple games after the draft, you can name a different card in each new game."', () => {
    const game = (name: string) => putConspiracies(conspiracyGame([{ sideboard: ['Immediate Action'] }, {}, {}], 'after the draft'), { 0: [{ card: 'Immediate Action', names: [name] }] });
    const first = game('Bronze Sable');
    const second = game('Plains');
    expect(first.objects[first.command[0]!]!.chosenNames).toEqual(['Bronze Sable']);
    expect(second.objects[second.command[0]!]!.chosenNames).toEqual(['Plains']);
  });
});
