import { describe, expect, it } from 'vitest';
import { MAX_DIE, parseLine } from '../../src/pbp/parser.js';

describe('AMM 1: the bot commands, parsed', () => {
  it('"! 100 101 102 … #comment goes here" — PULL one or more cards; the comment is dropped', () => {
    expect(parseLine('! 100 101 102 103 104 105 106 #comment goes here')).toEqual({ kind: 'pull', ids: ['100', '101', '102', '103', '104', '105', '106'] });
    expect(parseLine('!')).toEqual({ kind: 'pull', ids: [] });
    expect(parseLine('! a105 05')).toEqual({ kind: 'pull', ids: ['a105', '05'] });
  });

  it('"!! 202 203 204 #Gitaxian Probe" — FLIP one or more cards', () => {
    expect(parseLine('!! 202 203 204 #Gitaxian Probe')).toEqual({ kind: 'flip', ids: ['202', '203', '204'] });
    expect(parseLine('!!')).toMatchObject({ kind: 'error' });
  });

  it('"!n 105 Gitaxian Probe" — NAME a card; "!u 106" is short for "!n 106 Utopia"', () => {
    expect(parseLine('!n 105 Gitaxian Probe')).toEqual({ kind: 'name', id: '105', name: 'Gitaxian Probe' });
    expect(parseLine("!n 105 Grenzo's Ruffians")).toEqual({ kind: 'name', id: '105', name: "Grenzo's Ruffians" });
    expect(parseLine('!u 106')).toEqual({ kind: 'name', id: '106', name: 'Utopia' });
    expect(parseLine('!n 105')).toMatchObject({ kind: 'error' });
    expect(parseLine('!n Probe 105')).toMatchObject({ kind: 'error' });
    expect(parseLine('!u 106 107')).toMatchObject({ kind: 'error' });
  });

  it('a card ID of a seat\'s thousandth card and later (AMM 2: "Libraries are inexhaustible", ids.ts) is read as an ID', () => {
    expect(parseLine('!n a11005 Forest')).toEqual({ kind: 'name', id: 'a11005', name: 'Forest' });
    expect(parseLine('!! 11005 110050')).toEqual({ kind: 'flip', ids: ['11005', '110050'] });
  });

  it('"!info", "!dibs", "!turnover", "!gameover" take no arguments', () => {
    for (const w of ['info', 'dibs', 'turnover', 'gameover'] as const) {
      expect(parseLine(`!${w}`)).toEqual({ kind: w });
      expect(parseLine(`!${w} #why`)).toEqual({ kind: w });
      expect(parseLine(`!${w} now`)).toMatchObject({ kind: 'error' });
    }
  });

  it('"!r 3 #Goblin Arsonist: …" rolls a die; "!r me Pyknite LlanowarElves" picks one', () => {
    expect(parseLine('!r 3 #Goblin Arsonist: 1=me;2=Pyknite;3=Llanowar Elves')).toEqual({ kind: 'rollDie', sides: 3 });
    expect(parseLine('!r me Pyknite LlanowarElves #Goblin Arsonist')).toEqual({ kind: 'pickOne', choices: ['me', 'Pyknite', 'LlanowarElves'] });
    expect(parseLine('!r 0')).toMatchObject({ kind: 'error' });
    expect(parseLine('!r -2')).toMatchObject({ kind: 'error' });
    expect(parseLine('!r')).toMatchObject({ kind: 'error' });
  });

  it('"#comments" and chat are no commands', () => {
    expect(parseLine('# just a note')).toEqual({ kind: 'comment' });
    expect(parseLine('good game!')).toEqual({ kind: 'chat' });
  });

  it('the enforced-game commands: !actions (!a), !do N, !peek, !spec, !order, !help', () => {
    expect(parseLine('!actions')).toEqual({ kind: 'actions' });
    expect(parseLine('!a')).toEqual({ kind: 'actions' });
    expect(parseLine('!hand')).toEqual({ kind: 'hand' });
    expect(parseLine('!hand 5')).toMatchObject({ kind: 'error' });
    expect(parseLine('!do 3')).toEqual({ kind: 'do', index: 3 });
    expect(parseLine('!do 0')).toMatchObject({ kind: 'error' });
    expect(parseLine('!do x')).toMatchObject({ kind: 'error' });
    expect(parseLine('!peek')).toEqual({ kind: 'peek' });
    expect(parseLine('!spec Doomed Traveler = self, opponent')).toEqual({ kind: 'spec', card: 'Doomed Traveler', ability: null, categories: ['SELF', 'OPPONENT'], until: null });
    expect(parseLine('!spec Doomed Traveler =')).toEqual({ kind: 'spec', card: 'Doomed Traveler', ability: null, categories: [], until: null });
    expect(parseLine('!spec Kaya, Ghost Assassin activated 3 = SELF')).toEqual({ kind: 'spec', card: 'Kaya, Ghost Assassin', ability: 'activated 3', categories: ['SELF'], until: null });
    expect(parseLine('!spec Palace Jailer Trigger 2 = SELF')).toEqual({ kind: 'spec', card: 'Palace Jailer', ability: 'triggered 2', categories: ['SELF'], until: null });
    expect(parseLine('!spec Murder spell = OTHER')).toEqual({ kind: 'spec', card: 'Murder', ability: 'spell', categories: ['OTHER'], until: null });
    // AMM 8e: a permanent's "as enters" ability (CR 614.12a)
    expect(parseLine('!spec Sanctum Prelate As Enters = myriad')).toEqual({ kind: 'spec', card: 'Sanctum Prelate', ability: 'as enters', categories: ['MYRIAD'], until: null });
    expect(parseLine('!spec Doomed Traveler = MANY')).toMatchObject({ kind: 'error' });
    // AMM 8e: "Specs are assumed to be until end of game unless otherwise specified"
    expect(parseLine('!spec Doomed Traveler = SELF this turn')).toEqual({ kind: 'spec', card: 'Doomed Traveler', ability: null, categories: ['SELF'], until: 'thisTurn' });
    expect(parseLine('!spec Doomed Traveler = self,opponent  until   end of turn')).toEqual({ kind: 'spec', card: 'Doomed Traveler', ability: null, categories: ['SELF', 'OPPONENT'], until: 'thisTurn' });
    expect(parseLine('!spec Palace Jailer triggered 2 = OTHER until turn 7')).toEqual({ kind: 'spec', card: 'Palace Jailer', ability: 'triggered 2', categories: ['OTHER'], until: 7 });
    expect(parseLine('!spec Palace Jailer triggered 2 = OTHER until the end of turn 7')).toMatchObject({ until: 7 });
    expect(parseLine('!spec Doomed Traveler = this turn')).toMatchObject({ kind: 'error', message: expect.stringMatching(/withdrawal/) });
    expect(parseLine('!spec Doomed Traveler = SELF until tomorrow')).toMatchObject({ kind: 'error' });
    // runs of spaces count as one (a 40,000-space line is read in one pass, not in quadratic time)
    expect(parseLine(`!spec Doomed${' '.repeat(40_000)}Traveler   activated  1 = SELF`)).toEqual({ kind: 'spec', card: 'Doomed Traveler', ability: 'activated 1', categories: ['SELF'], until: null });
    expect(parseLine('!order a105 a203 a204')).toEqual({ kind: 'order', attacker: 'a105', blockers: ['a203', 'a204'] });
    expect(parseLine('!order a105')).toMatchObject({ kind: 'error' });
    // AMM 8f: a token, which has no card ID, by its handle
    expect(parseLine('!order T57 a203 T58')).toEqual({ kind: 'order', attacker: 'T57', blockers: ['a203', 'T58'] });
    // only !order reads handles: a token is never pulled or flipped
    expect(parseLine('!! T57')).toMatchObject({ kind: 'error' });
    expect(parseLine('!help')).toEqual({ kind: 'help' });
  });

  it('refuses a die past the largest or not written as a whole number, and a !spec without a card name, each with a message saying what it needs; a line that is no text is refused too', () => {
    expect(parseLine(`!r ${MAX_DIE}`)).toEqual({ kind: 'rollDie', sides: MAX_DIE });
    for (const l of [`!r ${MAX_DIE + 1}`, '!r 2.5', '!r 1e3', '!r 0x10', '!r x']) expect(parseLine(l), l).toEqual({ kind: 'error', message: `!r N rolls a die of 1 to ${MAX_DIE} sides; give two or more choices to pick one` });
    expect(parseLine(42 as never)).toEqual({ kind: 'error', message: 'a line must be text' });
    for (const l of ['!spec = SELF', '!spec   =  SELF']) expect(parseLine(l), l).toEqual({ kind: 'error', message: '!spec needs the name of the card whose ability it is for' });
  });

  it('arguments a command does not take are refused with what it needs, never read as another action', () => {
    // !u names one card by its ID: a card name is not one
    expect(parseLine('!u Forest')).toEqual({ kind: 'error', message: '!u needs exactly one card ID, as in !u 106' });
    // !do takes one action number of at most six digits: "!do 3 4" is not action 3
    for (const l of ['!do 3 4', '!do 1234567']) expect(parseLine(l), l).toEqual({ kind: 'error', message: '!do needs one action number from !actions, as in !do 3' });
    expect(parseLine('!do 999999')).toEqual({ kind: 'do', index: 999_999 });
    // !spec without "=" is not read as a card name cut short and a category
    for (const l of ['!spec SELF', '!spec Doomed Traveler']) expect(parseLine(l), l).toEqual({ kind: 'error', message: '!spec needs Card Name = CATEGORY[,CATEGORY] (empty to clear)' });
    // too few IDs: the message counts them
    expect(parseLine('!!')).toEqual({ kind: 'error', message: '!! needs at least 1 card ID' });
    expect(parseLine('!order T57')).toEqual({ kind: 'error', message: '!order needs at least 2 card IDs or token handles' });
  });

  it('malformed commands get a message', () => {
    for (const l of ['!frobnicate', '!N 105 X', '!@#', '!! x1y', '! 12345678901234567']) {
      const r = parseLine(l);
      expect(r.kind).toBe('error');
      if (r.kind === 'error') expect(r.message).not.toContain('\n');
    }
  });
});
