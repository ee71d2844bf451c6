/**
 * The Conspiracy Draft game (CR 905.3–905.6): a Free-for-All game (CR 806) with the attack multiple
 * players option (CR 802) and no limited range of influence, each player at 20 life drawing seven
 * (905.6, the default settings), with conspiracies put from the sideboard into the command zone as
 * the game begins (905.4), cards revealed before the shuffle to exile drafted cards (CN2's Arcane
 * Savant, Volatile Chimera, Caller of the Untamed), and the rules of conspiracies (315) and hidden
 * agenda (702.106).
 *
 * `createGame({ format: 'conspiracy', players: [{ name, deck, sideboard }], seed })`: the deck is the
 * player's starting deck (at least 40 cards, fewer with Advantageous Proclamation in the sideboard);
 * the sideboard holds the conspiracies to choose from and any other card of the pool.
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { registerFormat, type CompiledFormat } from '../engine/format.js';
import { commandZone, conspiracies } from '../rules/315-conspiracies.js';
import { hiddenAgenda } from '../rules/702.106-hidden-agenda.js';
import { conspiracyDraft, conspiracyOf, minimumDeckSize } from '../rules/905-conspiracy-draft.js';
import { revealedBeforeShuffle } from '../rules/701.20-reveal-before-shuffle.js';
import { freeForAll, withConspiracies } from './free-for-all.js';
import type { ConspiracyDef } from '../cards/types.js';
import type { PlayerId } from '../state/types.js';

/**
 * CR 100.2b: a starting deck has at least the minimum number of cards, 40 less what the conspiracies
 * of the sideboard could take off if they are put into the command zone (the exact minimum is checked
 * as the player finishes putting them, CR 905.4). A conspiracy in the deck is refused before, as in
 * every game that plays conspiracies (CR 315.3, `createGame`).
 */
function checkDeck(player: PlayerId, deck: readonly string[], sideboard: readonly string[]): void {
  const reductions = sideboard.map((name) => conspiracyOf(name)).filter((c): c is ConspiracyDef => (c?.minimumDeckSize ?? 0) < 0);
  const min = minimumDeckSize(reductions);
  if (deck.length < min) {
    const why = reductions.length > 0 ? ` even with every conspiracy of the sideboard that reduces it` : '';
    throw new RulesError('illegal', `player ${player}: a Conspiracy Draft deck has at least ${min} cards${why}; this one has ${deck.length}`, '100.2b');
  }
}

/**
 * The Conspiracy Draft game, for 3 to 6 players: it is a multiplayer game (CR 905.3), one that begins
 * with more than two players (100.1b), as the draft's tables are (`MIN_TABLE_PLAYERS`).
 */
export const conspiracyGame: CompiledFormat = registerFormat({
  id: 'conspiracy',
  name: 'Conspiracy Draft',
  minPlayers: 3,
  maxPlayers: freeForAll.maxPlayers,
  playerCount: { rule: '905.3', reason: 'a Conspiracy Draft game is a multiplayer game, one that begins with more than two players (100.1b)' },
  modules: [...freeForAll.modules.filter((m) => !withConspiracies.includes(m)), commandZone, conspiracyDraft, revealedBeforeShuffle, conspiracies, hiddenAgenda],
  turns: freeForAll.turns,
  checkDeck,
});
