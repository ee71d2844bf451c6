/**
 * Mana that a chosen player adds, of a color they choose (Spectral Searchlight: "Choose a player.
 * That player adds one mana of any color they choose."). Such an ability is still a mana ability: it
 * could add mana to a player's mana pool (CR 605.1a). Its controller chooses the player as it is
 * activated; it resolves at once (CR 605.3b), and when the player chosen is another player, that
 * player chooses the color then: the game asks them before anything else happens, and then the
 * player who activated it has priority again.
 *
 * @module
 */
import type { ActivatedDef } from '../cards/types.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { check } from './errors.js';
import { emit } from './log.js';
import { addMana, COLORS } from './mana.js';

/** The rule a chosen player's color question cites, by which its answer is recognized. */
export const CHOSEN_PLAYER_COLOR_RULE = '605.3b';

/** Whether a mana ability's mana is added by a player its controller chooses. */
export function addedByChosenPlayer(ab: ActivatedDef): boolean {
  const e = ab.effects[0];
  return ab.mana === true && e?.do === 'addMana' && e.byChosenPlayer === true;
}

/** Adds one mana of `color` to the chosen player's pool (CR 106.4), as the ability of `source` resolves. */
export function chosenPlayerAdds(state: GameState, player: PlayerId, color: (typeof COLORS)[number], source: ObjectId | null): void {
  const p = state.players[player];
  check(p, 'illegal', `no player ${player}`, '605.3b');
  p.pool = addMana(p.pool, color, 1);
  emit(state, { type: 'addMana', rule: '605.3b', player, amount: 1, detail: color, ...(source === null ? {} : { object: source }) });
}

/** Asks the chosen player, another than the ability's controller, the color of the mana they add (CR 605.3b). */
export function askChosenPlayerColor(state: GameState, player: PlayerId): void {
  state.decision = {
    kind: 'choose',
    player,
    choice: { prompt: 'manaColor', options: COLORS.map((label) => ({ label })), min: 1, max: 1, rule: CHOSEN_PLAYER_COLOR_RULE },
  };
}

/** The answer to {@link askChosenPlayerColor}: the player adds the mana, and the game goes on. */
export function answerChosenPlayerColor(state: GameState, player: PlayerId, option: number): void {
  const color = COLORS[option];
  check(color !== undefined, 'illegal', 'no such color', '106.1a');
  chosenPlayerAdds(state, player, color, null);
  state.decision = null;
}
