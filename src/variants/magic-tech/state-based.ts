/**
 * The state-based actions of Magic Tech: a permanent whose structure damage counters reach its
 * structure is destroyed (MT 8.4; an indestructible one is not, and a regeneration shield replaces the destruction and removes the structure damage, as regeneration removes all damage in Magic, CR 701.19a); a player
 * whose stockpile is empty loses, and players who run out together all lose, which draws the game
 * (MT 1.1, CR 104.4a). Life and poison make nobody lose (MT 9.1, 9.3). The Magic state-based actions
 * on tokens and permanents (CR 704.5d–704.5q) still apply: structure damage is never marked as
 * damage, so lethal damage (704.5g) never applies.
 *
 * @module
 */
import { loseGame } from '../../engine/flow.js';
import type { RuleModule } from '../../engine/format.js';
import { destroy, fireDiesTogether } from '../../engine/game-actions.js';
import { hasKeyword } from '../../engine/characteristics.js';
import { emit } from '../../engine/log.js';
import { legendRuleChoice, permanentChecks, tokenChecks } from '../../rules/704-state-based-actions.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { obj } from '../../zones/zones.js';
import { leavingTogether } from '../../zones/last-known.js';
import { structureDamage, structureValue } from './values.js';

/** Destroys every face-up permanent whose structure is used up (MT 8.4), all at once. */
function structureChecks(state: GameState): boolean {
  const broken: ObjectId[] = [];
  for (const id of state.battlefield) {
    const o = obj(state, id);
    if (o.faceDown) continue;
    const damage = structureDamage(state, id);
    if (damage > 0 && damage >= structureValue(state, id) && !hasKeyword(state, id, 'indestructible')) broken.push(id);
  }
  if (broken.length === 0) return false;
  const died: ObjectId[] = [];
  // destroyed at the same time: each with its last known information as it was with all of them there (CR 603.10a)
  leavingTogether(state, broken, () => {
    for (const id of broken) {
      emit(state, { type: 'stateBasedAction', rule: 'MT 8.4', object: id, card: obj(state, id).card });
      // a regeneration shield that replaces the destruction removes the structure damage (damage.ts)
      if (destroy(state, id, 'MT 8.4', true)) died.push(id);
    }
  });
  fireDiesTogether(state, died);
  return true;
}

/** Players with an empty stockpile lose, together (MT 1.1). */
function stockpileChecks(state: GameState): boolean {
  const losers = state.players.filter((p) => p.inGame && p.library.length === 0).map((p) => p.id);
  for (const p of state.players) p.drewFromEmpty = false;
  if (losers.length === 0) return false;
  emit(state, { type: 'stateBasedAction', rule: 'MT 1.1', detail: `players ${losers.join(', ')}` });
  loseGame(state, losers, 'MT 1.1');
  return true;
}

/** The state-based actions of Magic Tech. */
export const magicTechStateBasedActions: RuleModule = {
  number: 'MT 1',
  title: 'Object of the game',
  keywords: ['stockpile', 'empty library'],
  // the permanent checks of CR 704 ask the legend rule's choice (704.5j)
  choices: { '704.5j': legendRuleChoice },
  stateBasedActions(state) {
    const lost = stockpileChecks(state);
    if (state.result) return lost;
    const tokens = tokenChecks(state);
    const permanents = permanentChecks(state);
    const structure = structureChecks(state);
    return lost || tokens || permanents || structure;
  },
};
