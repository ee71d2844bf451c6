/**
 * CR 701.15 Goad (701.35 in the 2016 edition of *Conspiracy: Take the Crown*, 701.38 in 2020–2025).
 * A goaded creature is goaded until the next turn of the player who goaded it (701.15a); goaded is a
 * designation, not an ability, so it survives the loss of abilities and a change of control
 * (701.15b). Each goading player adds two attack requirements (701.15b–c): the creature attacks each
 * combat if able, and attacks a player other than that player if able. The same player goading it
 * again adds nothing (701.15d).
 *
 * The designation is kept on the permanent (`goadedBy`), so a permanent that changes zones is a new
 * object and is no longer goaded (CR 400.7), while one that phases out keeps it, and its goading still
 * ends as the goading player's next turn begins (CR 702.26d). The requirements are weighed against every other
 * requirement and restriction by the declaration of attackers (CR 508.1d, module 506).
 *
 * @module
 */
import { characteristics } from '../engine/characteristics.js';
import type { AttackRequirement, RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import { nextTurnBegins } from '../engine/players.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { obj, onBattlefield } from '../zones/zones.js';
import { mutableObject } from '../engine/working-copy.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import { subjectObjects } from '../engine/resolve.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/** The players who have goaded a permanent and whose next turn has not yet begun (CR 701.15a). */
export function goadersOf(state: GameState, id: ObjectId): readonly PlayerId[] {
  return obj(state, id).goadedBy ?? [];
}

/**
 * `player` goads a creature (CR 701.15a): it is goaded until `player`'s next turn begins. A player
 * who has already goaded it adds nothing (701.15d). Only a creature on the battlefield can be goaded.
 */
export function goad(state: GameState, id: ObjectId, player: PlayerId): void {
  if (!onBattlefield(state, id) || !characteristics(state, id).types.includes('Creature')) return;
  if (obj(state, id).goadedBy?.includes(player)) return;
  const o = mutableObject(state, id);
  o.goadedBy = [...(o.goadedBy ?? []), player];
  emit(state, { type: 'goad', rule: '701.15a', player, object: id, card: o.card });
}

/** CR 701.15: goad. */
export const goadRule: RuleModule = {
  number: '701.15',
  title: 'Goad',
  keywords: ['goad'],
  attackRequirements(state, creature) {
    const by = obj(state, creature).goadedBy;
    if (!by) return [];
    // CR 701.15b–c: each goading player adds both requirements
    const out: AttackRequirement[] = [];
    for (const player of by) {
      const source = `goaded by player ${player}`;
      out.push({ kind: 'attacks', rule: '701.15b', source }, { kind: 'attacksPlayerOtherThan', player, rule: '701.15b', source });
    }
    return out;
  },
  turnBegins(state) {
    // CR 701.15a: goading by the player whose turn begins ends now; CR 800.4m: so does goading by a
    // player who left the game and whose turn would have begun now. A phased-out permanent is the
    // same object (CR 702.26d) and the duration ends whatever its status, so it is looked at too.
    for (const id of [...state.battlefield, ...(state.phasedOut ?? [])]) {
      const by = obj(state, id).goadedBy;
      if (!by?.some((p) => nextTurnBegins(state, p))) continue;
      const o = mutableObject(state, id);
      const ending = by.filter((p) => nextTurnBegins(state, p));
      const left = by.filter((p) => !nextTurnBegins(state, p));
      if (left.length > 0) o.goadedBy = left;
      else delete o.goadedBy;
      for (const player of ending) {
        emit(state, { type: 'goadEnds', rule: player === state.turn.active ? '701.15a' : '800.4m', player, object: id, card: o.card });
      }
    }
  },
};

/** The effect step of CR 701.15: goad each object named. */
export const goadEffects: RuleEffects = {
  steps: {
    goad(run, e) {
      for (const id of subjectObjects(run, e.what)) goad(run.state, id, run.controller);
      return true;
    },
  },
};

/** The lines of goading and its end (CR 701.15a). */
export const goadEvents: RuleEventProse<'goad' | 'goadEnds'> = {
  goad: (e, say) => `${say.player(e.player)} goads ${say.card(e)}`,
  goadEnds: (e, say) => `${say.card(e)} is no longer goaded by ${say.player(e.player)}`,
};
