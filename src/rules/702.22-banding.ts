/**
 * CR 702.22 Banding. As attackers are declared, creatures attacking the same player or planeswalker
 * may be declared in a band: any number with banding and at most one without (702.22c, 702.22d),
 * each creature in one band at most. A band lasts for the combat even if banding is lost (702.22e);
 * a creature removed from combat leaves it (702.22f). A creature that blocks one creature of a band
 * blocks the whole band (702.22h). In the damage step the defending player divides the damage of an
 * attacker blocked by a creature with banding among its blockers (702.22j), and the active player
 * divides the damage of a creature blocking a creature with banding, in a band or not (702.22k).
 *
 * A band is declared one creature at a time, with the `band` of a `declareAttacker` action: the
 * creature joins the band of a creature already declared (`state.combat.attackers[].band` names
 * the band by the first creature of it). "Bands with other [quality]" (702.22b) lets creatures with
 * it band with any number of other creatures of that quality (702.22c): such a band is built from a
 * creature that has it, every creature of the band having the quality. Its quality is a creature
 * type written in the plural ("Legends", matching the type Legend) or "creatures named [name]".
 * Each creature joins a band that is legal with it, so a band of creatures without banding takes
 * the creature with "bands with other" among its first two. No effect of the engine removes banding
 * alone, so 702.22b's "loses banding, loses bands with other" has nothing to act on.
 *
 * @module
 */
import type { BandsWithOtherKeyword } from '../cards/types.js';
import { characteristics, hasKeyword } from '../engine/characteristics.js';
import { isWholeDivision, listedDivisions } from '../engine/damage-division.js';
import type { RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import type { AttackTarget, Attacker, CombatState, GameState, ObjectId, PendingDeclaration, PlayerId } from '../state/types.js';
import { obj, onBattlefield } from '../zones/zones.js';

function sameTarget(a: AttackTarget, b: AttackTarget): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'planeswalker' in b && a.planeswalker === b.planeswalker;
}

const BANDS_WITH_OTHER = 'bands with other ';

/** The qualities a creature "bands with other" (CR 702.22b). */
function bandsWithOther(state: GameState, id: ObjectId): string[] {
  return characteristics(state, id).keywords.filter((k): k is BandsWithOtherKeyword => k.startsWith(BANDS_WITH_OTHER)).map((k) => k.slice(BANDS_WITH_OTHER.length));
}

/** Whether a creature has a quality of "bands with other [quality]": that name, or that creature type ("Legends": Legend). */
export function hasQuality(state: GameState, id: ObjectId, quality: string): boolean {
  const c = characteristics(state, id);
  if (quality.startsWith('creatures named ')) return c.name === quality.slice('creatures named '.length);
  return c.subtypes.some((t) => quality === t || quality === `${t}s` || (t.endsWith('f') && quality === `${t.slice(0, -1)}ves`));
}

/**
 * Whether these creatures may form a band (CR 702.22c): any number with banding and at most one
 * without; or all of one quality, one of them with "bands with other" that quality.
 */
function legalBand(state: GameState, members: readonly ObjectId[]): boolean {
  if (members.filter((id) => !hasKeyword(state, id, 'banding')).length <= 1) return true;
  const qualities = new Set(members.flatMap((id) => bandsWithOther(state, id)));
  return [...qualities].some((q) => members.every((id) => hasQuality(state, id, q)));
}

/**
 * Why `creature`, declared to attack `target`, may not join the band of the declared attacker
 * `band` (CR 702.22c–d), or null if it may: that creature attacks the same thing, and the band with
 * it is one the rule allows.
 */
export function bandProblem(state: GameState, entries: PendingDeclaration['entries'], creature: ObjectId, target: AttackTarget, band: ObjectId): string | null {
  const root = entries.find((e) => e.id === band);
  if (!root || root.id === creature || root.target === null) return '702.22c';
  if (!sameTarget(root.target, target)) return '702.22d';
  const label = root.band ?? root.id;
  const members = [...entries.filter((e) => e.id === label || e.band === label).map((e) => e.id), creature];
  return legalBand(state, members) ? null : '702.22c';
}

/** The bands a creature may join as it is declared to attack `target` (CR 702.22c): the first creature of each. */
export function bandsToJoin(state: GameState, entries: PendingDeclaration['entries'], creature: ObjectId, target: AttackTarget): ObjectId[] {
  const roots = entries.filter((e) => e.band === undefined || e.band === e.id);
  return roots.filter((e) => bandProblem(state, entries, creature, target, e.id) === null).map((e) => e.id);
}

/** Adds `creature` to the band of the declared attacker `band` in a pending declaration (CR 702.22c). */
export function joinBand(entries: PendingDeclaration['entries'], creature: ObjectId, band: ObjectId): void {
  const root = entries.find((e) => e.id === band);
  const entry = entries.find((e) => e.id === creature);
  if (!root || !entry) return;
  root.band ??= root.id;
  entry.band = root.band;
}

/**
 * Takes `creature` out of a pending declaration, and out of its band: if it named the band, the band
 * is named after the next creature of it (CR 702.22c).
 */
export function leaveDeclaration(entries: PendingDeclaration['entries'], creature: ObjectId): void {
  const at = entries.findIndex((e) => e.id === creature);
  if (at < 0) return;
  entries.splice(at, 1);
  const members = entries.filter((e) => e.band === creature);
  const next = members[0];
  if (!next) return;
  if (members.length === 1) delete next.band;
  else for (const e of members) e.band = next.id;
}

/** The other creatures still attacking in the same band as `attacker` (CR 702.22e–f). */
export function bandmates(state: GameState, attacker: ObjectId): Attacker[] {
  const combat = state.combat;
  const a = combat?.attackers.find((x) => x.id === attacker);
  if (!combat || a?.band === undefined) return [];
  return combat.attackers.filter((x) => x.id !== attacker && x.band === a.band && onBattlefield(state, x.id));
}

/**
 * CR 702.22h: each creature blocking a creature of a band blocks every other creature still in
 * that band, which becomes blocked by it. Run once the blocks are declared.
 */
export function blockWholeBands(state: GameState, combat: CombatState): void {
  for (const b of combat.blockers) {
    for (const blocked of [...b.blocking]) {
      for (const mate of bandmates(state, blocked)) {
        if (b.blocking.includes(mate.id)) continue;
        b.blocking.push(mate.id);
        mate.blocked = true;
        mate.blockers.push(b.id);
        emit(state, { type: 'block', rule: '702.22h', player: characteristics(state, b.id).controller, object: b.id, to: mate.id, card: obj(state, b.id).card });
      }
    }
  }
}

/**
 * Who divides an attacking creature's combat damage among its blockers: the defending player if a
 * creature with banding blocks it, or a creature with "bands with other [quality]" and another
 * creature of that quality (CR 702.22j); otherwise its controller (CR 510.1c).
 */
export function attackDamageDivider(state: GameState, a: Attacker): PlayerId {
  return bandingAmong(state, a.blockers) ? a.defender : characteristics(state, a.id).controller;
}

/**
 * Who divides a blocking creature's combat damage among the creatures it blocks: the active player
 * if one of them has banding, or one has "bands with other [quality]" and another has that quality
 * (CR 702.22k), whether or not they attack in a band; otherwise its controller (CR 510.1d).
 */
export function blockDamageDivider(state: GameState, blocker: ObjectId, blocking: readonly ObjectId[]): PlayerId {
  return bandingAmong(state, blocking) ? state.turn.active : characteristics(state, blocker).controller;
}

/**
 * Whether creatures on the other side of a block give banding's division of damage to the other
 * player (CR 702.22j–k): one of them, still on the battlefield, has banding, or is a [quality]
 * creature with "bands with other [quality]" and another of them is a [quality] creature.
 */
function bandingAmong(state: GameState, creatures: readonly ObjectId[]): boolean {
  const live = creatures.filter((x) => onBattlefield(state, x));
  return live.some((x) => hasKeyword(state, x, 'banding'))
    || live.some((x) => bandsWithOther(state, x).some((q) => hasQuality(state, x, q) && live.some((o) => o !== x && hasQuality(state, o, q))));
}

/**
 * Whether the player dividing an attacker's damage may assign some of it past its blockers, to the
 * player or planeswalker it attacks, when it has trample (CR 510.1c, 702.19b): not the defending player, dividing it
 * because of banding, who divides it among the blockers only (CR 702.22j), even if it has trample.
 */
export function dividerMayAssignPast(state: GameState, a: Attacker): boolean {
  return attackDamageDivider(state, a) === characteristics(state, a.id).controller;
}

/**
 * The listed divisions of a blocking creature's `damage` among the creatures it blocks that are
 * still on the battlefield (CR 510.1d, 702.22k), in the order of `blocking`; one creature takes it
 * all. Past `MAX_LISTED_DIVISIONS` only some are listed ({@link isBlockerDivision} accepts them all).
 */
export function blockerDivisions(state: GameState, blocking: readonly ObjectId[], damage: number): number[][] {
  return listedDivisions(damage, blocking.filter((x) => onBattlefield(state, x)).length);
}

/** Whether `amounts` is a legal division of a blocking creature's `damage` among the creatures it blocks (CR 510.1d, 702.22k). */
export function isBlockerDivision(state: GameState, blocking: readonly ObjectId[], damage: number, amounts: readonly number[]): boolean {
  return isWholeDivision(amounts, damage, blocking.filter((x) => onBattlefield(state, x)).length);
}

/** CR 702.22: banding. */
export const banding: RuleModule = { number: '702.22', title: 'Banding', keywords: ['banding', 'band', 'bands with other'] };
