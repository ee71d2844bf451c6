/**
 * The Free-for-All variant (CR 806) with the attack-multiple-players option (CR 802) and no limited
 * range of influence, for 2 to 6 players; and the plain two-player game.
 *
 * @module
 */
import { registerFormat, type CompiledFormat, type RuleModule } from '../engine/format.js';
import { standardTurns } from '../rules/500-turn-structure.js';
import { goadRule } from '../rules/701.15-goad.js';
import { vote } from '../rules/701.38-vote.js';
import { dethrone } from '../rules/702.105-dethrone.js';
import { melee } from '../rules/702.121-melee.js';
import { theMonarch } from '../rules/725-the-monarch.js';
import { coreModules } from './core-modules.js';
import { commandZone, conspiracies } from '../rules/315-conspiracies.js';
import { hiddenAgenda } from '../rules/702.106-hidden-agenda.js';
import { startingWithConspiracies } from '../rules/905-conspiracy-draft.js';

/** CR 802: all opponents are defending players; each attacker chooses whom to attack. */
export const attackMultiplePlayers: RuleModule = { number: '802', title: 'Attack Multiple Players Option', keywords: ['attack multiple players'] };

/** CR 806: each player is on their own; the last player in the game wins. */
export const freeForAllVariant: RuleModule = { number: '806', title: 'Free-for-All Variant', keywords: ['free-for-all'] };

/** Multiplayer rules in general (CR 800): leaving the game (800.4a). */
export const multiplayerGeneral: RuleModule = { number: '800', title: 'General', keywords: ['multiplayer', 'leave the game'] };

/**
 * CR 315.1–315.2: a game may begin with conspiracies from the sideboard in the command zone, face up
 * or, with hidden agenda, face down (702.106). Conspiracy Draft (905) has its own start.
 */
export const withConspiracies: readonly RuleModule[] = [commandZone, startingWithConspiracies, conspiracies, hiddenAgenda];

/** A free-for-all game of 2 to 6 players (CR 806, 802). */
export const freeForAll: CompiledFormat = registerFormat({
  id: 'free-for-all',
  name: 'Free-for-All',
  minPlayers: 2,
  maxPlayers: 6,
  modules: [...coreModules, multiplayerGeneral, attackMultiplePlayers, freeForAllVariant, theMonarch, melee, dethrone, goadRule, vote, ...withConspiracies],
  turns: standardTurns,
});

/** A two-player game. */
export const twoPlayer: CompiledFormat = registerFormat({
  id: 'two-player',
  name: 'Two-Player',
  minPlayers: 2,
  maxPlayers: 2,
  modules: [...coreModules, theMonarch, melee, dethrone, goadRule, vote, ...withConspiracies],
  turns: standardTurns,
});
