/**
 * Every bot ends every game (issue 16: no livelock): the random, heuristic and ISMCTS bots play games
 * of every format — free-for-all of 2 and 5 players, Conspiracy with hidden agendas, Magic Tech,
 * Async Mental Magic — with the default settings and with every mana ability an action and no
 * auto-pass, each answer one of the legal actions, to a result (the turn limit's draw at the latest)
 * within a bound on the decisions of any one turn.
 */
import { describe, expect, it } from 'vitest';
import { apply, botInput, createGame, heuristicBot, ismctsBot, legalActions, randomBot, type Bot, type GameSettings, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { createMentalMagicGame, settle } from '../../src/variants/mental-magic/control.js';
import { canonical, gameOptions } from '../properties/helpers.js';

/** Decisions a bot may take within one turn before the test calls the game stuck. */
const PER_TURN = 1500;

const SETTINGS: Record<string, Partial<GameSettings>> = {
  default: {},
  'mana abilities as actions, never auto-pass': { manaAbilities: 'actions', autoPass: 'never' },
};

const HIDDEN_AGENDAS = ['Double Stroke', 'Immediate Action', 'Iterative Analysis', 'Secret Summoning'];

/** A game of a format, seeded: random decks (with hidden agendas in Conspiracy), a turn limit of 10. */
function gameOf(format: string, players: number, settings: Partial<GameSettings>, seed: number): ReadonlyGameState {
  if (format === 'mental-magic') return createMentalMagicGame({ seed, manaAbilities: settings.manaAbilities ?? 'automatic' });
  const o = gameOptions({ players, deckSize: 40, startingLife: 20, handSize: 7, gameSeed: seed, deckSeed: seed + 1, botSeed: 0 }, 10);
  const decks = format === 'conspiracy' ? o.players.map((p) => ({ ...p, sideboard: HIDDEN_AGENDAS })) : o.players;
  return createGame({ ...o, players: decks, format, settings: { ...o.settings, ...settings } });
}

/** Plays `s` to its end with `bot` for every seat, each answer checked legal; the state it ends in. */
function playOut(start: ReadonlyGameState, bot: Bot, seed: number, mentalMagic: boolean): ReadonlyGameState {
  const rng = seedRng(seed);
  let s = start;
  let turn = s.turn.number;
  let inTurn = 0;
  while (!s.result) {
    const actions = legalActions(s);
    expect(actions.length, `a ${s.decision?.kind} decision with no legal action`).toBeGreaterThan(0);
    const a = bot(botInput(s, actions, rng));
    expect(actions.map(canonical), `the answer to a ${s.decision?.kind} decision`).toContain(canonical(a));
    s = apply(s, a);
    if (mentalMagic) s = settle(s);
    inTurn = s.turn.number === turn ? inTurn + 1 : 0;
    turn = s.turn.number;
    expect(inTurn, `decisions in turn ${turn}`).toBeLessThan(PER_TURN);
  }
  return s;
}

const FORMATS: readonly [string, number][] = [['free-for-all', 2], ['free-for-all', 5], ['conspiracy', 4], ['magic-tech', 2], ['mental-magic', 2]];

describe('every bot ends every game', () => {
  for (const [settingsName, settings] of Object.entries(SETTINGS)) {
    for (const [format, players] of FORMATS) {
      it(`${format}, ${players} players, ${settingsName}: the random and heuristic bots`, () => {
        for (const [seed, bot] of [[1, randomBot], [2, heuristicBot]] as const) {
          const end = playOut(gameOf(format, players, settings, seed), bot, seed, format === 'mental-magic');
          expect(end.result).not.toBeNull();
        }
      });
    }
  }

  it('the ISMCTS bot too, in a free-for-all and a Magic Tech game with mana abilities as actions and no auto-pass', () => {
    const bot = ismctsBot({ iterations: 3, rolloutActions: 4 });
    for (const format of ['free-for-all', 'magic-tech']) {
      const start = gameOf(format, 2, { ...SETTINGS['mana abilities as actions, never auto-pass'], turnLimit: 4 }, 3);
      expect(playOut(start, bot, 3, false).result).not.toBeNull();
    }
  });
});
