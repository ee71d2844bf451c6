/**
 * CR 702.16 Protection, from a color or from a card type (702.16a): a permanent with protection from a
 * color (or from artifacts or creatures; read "of that color" as "that is one" below) can't be
 * targeted by spells of that color or abilities from sources of that color (702.16b), takes no
 * damage from sources of that color (702.16e), and, attacking, can't be blocked by creatures of that
 * color (702.16f), and can't be enchanted or equipped by anything of that color (702.16c–d: such an
 * Aura or Equipment can't be attached to it, so state-based actions take it off, CR 704.5m–n).
 * Several instances from the same color are redundant (702.16m).
 *
 * @module
 */
import type { ProtectionKeyword } from '../cards/types.js';
import { characteristics } from '../engine/characteristics.js';
import type { RuleModule } from '../engine/format.js';
import type { Color } from '../engine/mana.js';
import type { GameState, ObjectId } from '../state/types.js';
import { onBattlefield } from '../zones/zones.js';

/** The protection keyword for each color. */
export const PROTECTION_FROM: Readonly<Record<Color, ProtectionKeyword>> = {
  W: 'protection from white', U: 'protection from blue', B: 'protection from black', R: 'protection from red', G: 'protection from green',
};

/** The colors and card types of a source, as protection looks at them (CR 702.16a). */
export interface ProtectionQualities {
  /** Its colors. */
  readonly colors: readonly Color[];
  /** Its card types. */
  readonly types: readonly string[];
}

/** Whether protection keywords protect from a source with these qualities (CR 702.16a). */
function protects(keywords: readonly string[], from: ProtectionQualities): boolean {
  if (keywords.includes('protection from artifacts') && from.types.includes('Artifact')) return true;
  if (keywords.includes('protection from creatures') && from.types.includes('Creature')) return true;
  return from.colors.some((c) => keywords.includes(PROTECTION_FROM[c]));
}

/** Whether the permanent `id` has protection from any color `source` has, or from artifacts or creatures if `source` is one. */
export function protectedFrom(state: GameState, id: ObjectId, source: ObjectId): boolean {
  const keywords = characteristics(state, id).keywords;
  if (!keywords.some((k) => k.startsWith('protection from'))) return false;
  return protects(keywords, characteristics(state, source));
}

/**
 * Whether the permanent `id` has protection from a source with these colors and card types, for a
 * source judged before it has characteristics of its own: a card face down (CR 708.2) about to be
 * cast face up, judged as the spell it becomes.
 */
export function protectedFromQualities(state: GameState, id: ObjectId, from: ProtectionQualities): boolean {
  const keywords = characteristics(state, id).keywords;
  if (!keywords.some((k) => k.startsWith('protection from'))) return false;
  return protects(keywords, from);
}

/**
 * The object whose qualities protection judges for a spell or ability: a spell itself, and for an
 * ability on the stack, its source (CR 113.7), with that source's characteristics now, or its last
 * known information if it has left its zone (CR 113.7a, 608.2b) — not the card that defines the
 * ability, which for a granted ability (Power of Fire) is another object altogether.
 */
function judgedSource(state: GameState, source: ObjectId): ObjectId {
  const o = state.objects[source];
  return o?.kind === 'ability' && o.source !== null ? o.source : source;
}

/** CR 702.16 Protection (from a color). */
export const protection: RuleModule = {
  number: '702.16',
  title: 'Protection',
  keywords: ['protection'],
  targetRestriction(state, _controller, target, source) {
    if (source === null || !('object' in target) || !onBattlefield(state, target.object)) return null;
    return protectedFrom(state, target.object, judgedSource(state, source)) ? '702.16b' : null;
  },
  damagePrevention(state, source, to) {
    if (!('object' in to) || !onBattlefield(state, to.object)) return null;
    return protectedFrom(state, to.object, source) ? '702.16e' : null;
  },
  // CR 702.16c–d: nothing of a color it has protection from can enchant or equip it
  attachRestriction: (state, what, to) => (protectedFrom(state, to, what) ? '702.16c' : null),
  blockRestriction: (state, blocker, attacker) => (protectedFrom(state, attacker, blocker) ? '702.16f' : null),
};
