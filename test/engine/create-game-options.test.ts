/**
 * `createGame` refuses options that would make a game it could not save and load again (the JSON
 * protocol's `newGame` passes a client's options straight to it): a refused game is a clear
 * `malformed` error, never a game whose save `deserialize` rejects.
 */
import { describe, expect, it } from 'vitest';
import { createGame, deserialize, randomDeck, replay, replayRecord, RulesError, serialize, type CreateGameOptions } from '../../src/index.js';

const players = [{ deck: randomDeck('create-options:0') }, { deck: randomDeck('create-options:1') }];

function refusal(options: Partial<CreateGameOptions>): RulesError {
  try {
    createGame({ players, seed: 7, ...options } as CreateGameOptions);
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error(`createGame accepted ${JSON.stringify(options)}`);
}

describe('createGame: options it could not save are refused', () => {
  it('settings that are not an object (a text, a list) are refused, not spread into the settings', () => {
    for (const settings of ['fast', [1, 2]]) {
      const e = refusal({ settings } as never);
      expect(e.code).toBe('malformed');
      expect(e.message).toContain('settings must be an object');
    }
  });

  it('a field the options, the settings or a player do not have is refused, naming the one meant, not ignored', () => {
    expect(refusal({ autopass: 'never' } as never).message).toBe('createGame\'s options has no field "autopass": its fields are format, players, seed, startingPlayer, settings, formatData');
    expect(refusal({ settings: { autopass: 'never' } } as never).message).toBe('settings has no field "autopass": did you mean autoPass?');
    expect(refusal({ settings: { starting_life: 30 } } as never).message).toBe('settings has no field "starting_life": did you mean startingLife?');
    // a letter or two away: the nearest field, if one is
    expect(refusal({ settings: { startingLif: 30 } } as never).message).toBe('settings has no field "startingLif": did you mean startingLife?');
    expect(refusal({ players: [players[0], { ...players[1], sideBoard: [] }] } as never).message).toBe('player 1 has no field "sideBoard": did you mean sideboard?');
    expect(refusal({ settings: { autopass: 'never' } } as never).code).toBe('malformed');
    // every field of the three is taken
    const game = createGame({ format: 'free-for-all', players: players.map((p, i) => ({ ...p, name: `P${i}`, sideboard: [] })), seed: 7, startingPlayer: 1, formatData: {}, settings: { autoPass: 'never', manaAbilities: 'actions', stops: [null, null], startingLife: 30, startingHandSize: 6, turnLimit: 50, nameableCards: ['Forest'] } });
    expect(game.settings.startingLife).toBe(30);
  });

  it('a replay record of a build that ignored unknown fields replays as it played, those fields ignored', () => {
    const clean: CreateGameOptions = { players, seed: 7, settings: { startingLife: 25 } };
    const withTypos = { ...clean, autopass: 'never', settings: { startingLife: 25, autopass: 'never' }, players: players.map((p) => ({ ...p, colour: 'red' })) } as never;
    const states = [...replay(replayRecord(withTypos, []))];
    expect(serialize(states[0]!)).toBe(serialize(createGame(clean)));
  });

  it('a starting player that is no whole number seat index is refused, showing the value as given (not a TypeError for a Symbol)', () => {
    expect(refusal({ startingPlayer: '1' } as never).message).toBe('startingPlayer must be a whole number seat index from 0 to 1, not "1"');
    expect(refusal({ startingPlayer: 2 }).message).toBe('startingPlayer must be a whole number seat index from 0 to 1, not 2');
    expect(refusal({ startingPlayer: 0.5 }).message).toContain('not 0.5');
    expect(refusal({ startingPlayer: 1n } as never).message).toContain('not a bigint');
    expect(refusal({ startingPlayer: Symbol('seat') } as never).message).toContain('not a symbol');
  });

  it('a starting life no saved player may have is refused; the largest one allowed saves and loads', () => {
    for (const startingLife of [1e308, -1e308, 2 ** 53]) {
      const e = refusal({ settings: { startingLife } });
      expect(e.code).toBe('malformed');
      expect(e.message).toContain('settings.startingLife');
    }
    const big = createGame({ players, seed: 7, settings: { startingLife: 2 ** 31 - 1 } });
    expect(deserialize(serialize(big)).players[0]!.life).toBe(2 ** 31 - 1);
  });

  it('null settings and format data, as a JSON client may send for none, are taken as absent', () => {
    const game = createGame({ players, seed: 7, settings: null, formatData: null } as never);
    expect(game.settings.startingLife).toBe(20);
    expect(deserialize(serialize(game)).players[0]!.life).toBe(20);
  });

  it('a deck or sideboard entry that is no text is malformed, naming where it is, not an unknown card', () => {
    const deck = [...players[0]!.deck.slice(1), 5];
    expect(refusal({ players: [{ deck }, players[1]!] } as never)).toMatchObject({ code: 'malformed', message: 'player 0: deck[39] must be a card name, not 5' });
    expect(refusal({ players: [players[0]!, { deck: players[1]!.deck, sideboard: [null] }] } as never)).toMatchObject({ code: 'malformed', message: 'player 1: sideboard[0] must be a card name, not null' });
    expect(refusal({ players: [{ deck: [...players[0]!.deck.slice(1), 'Bronze Sabel'] }, players[1]!] })).toMatchObject({ code: 'unknownCard' });
  });

  it('format data that is not an object is refused', () => {
    for (const formatData of ['x', 3, [1]]) {
      const e = refusal({ formatData } as never);
      expect(e.code).toBe('malformed');
      expect(e.message).toContain('formatData must be an object');
    }
  });
});
