/**
 * The draft record a player brings into the game (CR 905.2b: what was noted for the cards of their
 * pool, and the cards they removed from the draft) is checked field by field, both where `createGame`
 * takes it (`PlayerSetup.draft`, a RulesError `malformed`) and where a saved game holds it (a
 * RulesError `badState`): each wrong field is refused naming what is wrong, and every value a draft
 * can leave (seat 0, a noted 0, nobody noted, both ways of removing a card) is taken.
 */
import { describe, expect, it } from 'vitest';
import { createGame, deserialize, RulesError, serialize, type CreateGameOptions } from '../../src/index.js';

const DECK = Array.from({ length: 40 }, () => 'Forest');

function options(draft: unknown): CreateGameOptions {
  return { format: 'conspiracy', seed: 3, players: [{ deck: DECK, draft: draft as never }, { deck: DECK }, { deck: DECK }] };
}

/** Every field a draft record may hold, at the least values a draft leaves. */
const EDGES = {
  seat: 0,
  notes: [
    { card: 'Lurking Automaton', number: 0 },
    { card: 'Aether Searcher', name: 'Bronze Sable' },
    { card: 'Paliano Vanguard', types: ['Soldier', 'Knight'] },
    { card: 'Cogwork Tracker', player: null },
    { card: 'Cogwork Tracker', player: 0 },
    { card: 'Paliano, the High City', colors: ['W', 'U', 'B', 'R', 'G'] },
    { card: 'Spire Phantasm', guess: { name: 'Bronze Sable', right: false } },
  ],
  removed: [{ card: 'Murder', by: 'Cogwork Grinder' }, { card: 'Wild Griffin', by: 'Animus of Predation' }],
};

/** A draft record that is wrong in one way, and the words of the refusal that name what is wrong. */
const WRONG: readonly [string, unknown, RegExp][] = [
  ['no object', 'seat 0', /a draft record is an object/],
  ['null', null, /a draft record is an object/],
  ['a negative seat', { ...EDGES, seat: -1 }, /draft\.seat is a draft seat number/],
  ['a fractional seat', { ...EDGES, seat: 0.5 }, /draft\.seat is a draft seat number/],
  ['no notes list', { ...EDGES, notes: {} }, /draft\.notes and draft\.removed are lists/],
  ['no removed list', { ...EDGES, removed: 'Murder' }, /draft\.notes and draft\.removed are lists/],
  ['a note that is no object', { ...EDGES, notes: [null] }, /each note names the card it was noted for/],
  ['a note naming no card', { ...EDGES, notes: [{ card: 7, number: 1 }] }, /each note names the card it was noted for/],
  ['a negative noted number', { ...EDGES, notes: [{ card: 'Lurking Automaton', number: -1 }] }, /a noted number is a whole number/],
  ['a fractional noted number', { ...EDGES, notes: [{ card: 'Lurking Automaton', number: 1.5 }] }, /a noted number is a whole number/],
  ['a noted name that is no text', { ...EDGES, notes: [{ card: 'Aether Searcher', name: 3 }] }, /a noted name is a string/],
  ['noted types that are no list', { ...EDGES, notes: [{ card: 'Paliano Vanguard', types: 'Soldier' }] }, /noted types are strings/],
  ['a noted type that is no text', { ...EDGES, notes: [{ card: 'Paliano Vanguard', types: ['Soldier', 1] }] }, /noted types are strings/],
  ['a negative noted player', { ...EDGES, notes: [{ card: 'Cogwork Tracker', player: -1 }] }, /a noted player is a draft seat/],
  ['a noted player that is no number', { ...EDGES, notes: [{ card: 'Cogwork Tracker', player: '0' }] }, /a noted player is a draft seat/],
  ['noted colours that are no list', { ...EDGES, notes: [{ card: 'Regicide', colors: 'W' }] }, /noted colours are W, U, B, R or G/],
  ['a noted colour that is none', { ...EDGES, notes: [{ card: 'Regicide', colors: ['W', 'C'] }] }, /noted colours are W, U, B, R or G/],
  ['a guess that is no object', { ...EDGES, notes: [{ card: 'Spire Phantasm', guess: null }] }, /a guess is \{ name, right \}/],
  ['a guess naming no card', { ...EDGES, notes: [{ card: 'Spire Phantasm', guess: { right: true } }] }, /a guess is \{ name, right \}/],
  ['a guess not right or wrong', { ...EDGES, notes: [{ card: 'Spire Phantasm', guess: { name: 'Bronze Sable', right: 'yes' } }] }, /a guess is \{ name, right \}/],
  ['a removed card that is no object', { ...EDGES, removed: [null] }, /a removed card is \{ card, by/],
  ['a removed card naming no card', { ...EDGES, removed: [{ by: 'Cogwork Grinder' }] }, /a removed card is \{ card, by/],
  ['a card removed by another card', { ...EDGES, removed: [{ card: 'Murder', by: 'Lore Seeker' }] }, /a removed card is \{ card, by/],
];

describe('a draft record is checked where the game takes it (CR 905.2b)', () => {
  it('createGame takes every value a draft leaves, and keeps it as given', () => {
    const state = createGame(options(EDGES));
    expect(state.players[0]!.draft).toEqual(EDGES);
  });

  it('createGame refuses a draft record wrong in any field, naming the player and what is wrong', () => {
    for (const [what, draft, message] of WRONG) {
      let error: unknown;
      try {
        createGame(options(draft));
      } catch (e) {
        error = e;
      }
      expect(error, what).toBeInstanceOf(RulesError);
      expect((error as RulesError).code, what).toBe('malformed');
      expect((error as Error).message, what).toMatch(/^player 0: /);
      expect((error as Error).message, what).toMatch(message);
    }
  });

  it('a saved game holding a draft record wrong in any field is refused, naming what is wrong; the untampered save loads as it was', () => {
    const state = createGame(options(EDGES));
    const saved = serialize(state);
    expect(serialize(deserialize(saved))).toBe(saved);
    for (const [what, draft, message] of WRONG) {
      const x = JSON.parse(saved) as { players: { draft?: unknown }[] };
      x.players[0]!.draft = draft;
      let error: unknown;
      try {
        deserialize(JSON.stringify(x));
      } catch (e) {
        error = e;
      }
      expect(error, what).toBeInstanceOf(RulesError);
      expect((error as RulesError).code, what).toBe('badState');
      expect((error as Error).message, what).toMatch(/player 0: /);
      expect((error as Error).message, what).toMatch(message);
    }
  });
});
