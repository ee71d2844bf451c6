/**
 * The state-based actions of Magic Tech: a permanent whose structure damage counters reach its
 * structure is destroyed (MT 8.4; an indestructible one is not, and a regeneration shield replaces
 * the destruction and removes the structure damage, as regeneration removes all damage in Magic, CR
 * 701.19a); a player whose stockpile is empty loses, unless they can't lose the game (Platinum Angel,
 * CR 104.3), and players who run out together all lose, which draws the game (MT 1.1, CR 104.4a).
 * Life and poison make nobody lose (MT 9.1, 9.3). The Magic state-based actions on tokens and
 * permanents (CR 704.5d–704.5q) still apply: structure damage is never marked as damage, so lethal
 * damage (704.5g) never applies. All are performed at the same time, as one event (CR 704.3),
 * through CR 704's permanent checks.
 *
 * @module
 */
import type { RuleModule } from '../../engine/format.js';
import { hasKeyword } from '../../engine/characteristics.js';
import { cantLoseTheGame } from '../../rules/104.3-cant-lose.js';
import { legendRuleChoice, permanentChecks, tokenChecks, type PlayerLoss, type VariantDestruction } from '../../rules/704-state-based-actions.js';
import type { GameState } from '../../state/types.js';
import { obj } from '../../zones/zones.js';
import { structureDamage, structureValue } from './values.js';

/**
 * The face-up permanents whose structure is used up, which are destroyed (MT 8.4) at the same time
 * as the other state-based actions of the check (CR 704.3); not an indestructible one.
 */
function findUsedUpStructures(state: GameState): VariantDestruction[] {
  const broken: VariantDestruction[] = [];
  for (const id of state.battlefield) {
    const o = obj(state, id);
    if (o.faceDown) continue;
    const damage = structureDamage(state, id);
    if (damage > 0 && damage >= structureValue(state, id) && !hasKeyword(state, id, 'indestructible')) broken.push({ id, rule: 'MT 8.4' });
  }
  return broken;
}

/**
 * The players whose stockpile is empty, who lose (MT 1.1) — together, and at the same time as the
 * permanents' state-based actions of the same check (CR 704.3); not a player who can't lose the game
 * (Platinum Angel, CR 104.3), for whom nothing is performed, so the check is not repeated.
 */
function findStockpileLosses(state: GameState): PlayerLoss[] {
  return state.players.filter((p) => p.inGame && p.library.length === 0 && !cantLoseTheGame(state, p.id)).map((p) => ({ player: p.id, rule: 'MT 1.1' }));
}

/** The state-based actions of Magic Tech. */
export const magicTechStateBasedActions: RuleModule = {
  number: 'MT 1',
  title: 'Object of the game',
  keywords: ['stockpile', 'empty library'],
  // the permanent checks of CR 704 ask the legend rule's choice (704.5j); its answer performs the
  // stockpile losses and the used-up structures with them
  choices: { '704.5j': legendRuleChoice(findStockpileLosses, findUsedUpStructures) },
  stateBasedActions(state) {
    const tokens = tokenChecks(state);
    // the players' losses and the used-up structures are performed with the permanents' actions, as
    // one event (CR 704.3); a regeneration shield that replaces a destruction removes the structure
    // damage (damage.ts)
    const permanents = permanentChecks(state, findStockpileLosses(state), findUsedUpStructures(state));
    return tokens || permanents;
  },
};
