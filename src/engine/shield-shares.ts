/**
 * One prevention shield against damage from several sources at once (CR 615.7): when a shield
 * ("prevent the next N damage") would be met by damage from two or more sources at the same time
 * (combat damage, CR 510.2) and cannot prevent all of it, the player it protects (or the controller
 * of the permanent it protects, CR 616.1) chooses which damage it prevents. The choice is asked
 * event by event, in the order of the events: how much of the shield goes to this source's damage,
 * among the amounts that still let the shield be used up by the damage of the sources after it.
 * An amount that is the only one possible is not asked.
 *
 * @module
 */
import type { GameState, ObjectId, Ref, ReplacementEffect } from '../state/types.js';
import { sameRef } from './targets.js';
import { affectedChooser, onlyShieldsApply } from './replacement.js';
import { apnap } from './players.js';

/** One damage event among several dealt at once: its source, recipient and amount. */
export interface SimultaneousDamage {
  /** The source of the damage. */
  source: ObjectId;
  /** The player or permanent it would be dealt to. */
  to: Ref;
  /** The damage. */
  amount: number;
}

/** The shares chosen so far: by shield id, by event index, the damage the shield prevents of that event. */
export type ShieldShares = Record<string, Record<string, number>>;

/** A share still to choose (CR 615.7): how much of `shield` goes to event `event`, one of `amounts`. */
export interface ShareQuestion {
  /** The shield. */
  shield: ReplacementEffect;
  /** The index of the event. */
  event: number;
  /** The amounts the shield may prevent of that event, smallest first. */
  amounts: number[];
}

/** The result of dividing the shields: each event's caps by shield id, and the first question left, if any. */
export interface ShareDivision {
  /** For each event index, the most each divided shield may prevent of it. */
  caps: Map<number, Map<number, number>>;
  /** The first share still to choose; null when every contested shield is divided. */
  question: ShareQuestion | null;
}

/**
 * Divides the prevention shields among damage events dealt at the same time (CR 615.7), using the
 * shares chosen so far. Shields are taken player by player in APNAP order of who chooses (CR 616.1,
 * 101.4), each player's in the order they were created; each meets what the ones before it leave of
 * each event, and prevents as much of it as it can (CR 615.7: each 1 damage is
 * prevented until the shield is used up). A shield is divided by a choice only when it meets damage
 * from two or more sources and that damage is more than it can prevent. An event that a redirection
 * or a "prevent all" effect may also apply to is left to the order its affected player chooses (CR
 * 616.1) and takes no share.
 */
export function divideShields(state: GameState, events: readonly SimultaneousDamage[], chosen: ShieldShares, open: (e: SimultaneousDamage) => boolean = (e) => onlyShieldsApply(state, e)): ShareDivision {
  const caps = new Map<number, Map<number, number>>();
  const shields = state.replacements.filter((r) => r.kind === 'preventDamage' && r.amount !== null && r.amount > 0 && events.some((e) => sameRef(e.to, r.affected)));
  if (shields.length === 0) return { caps, question: null };
  const isOpen = events.map(open);
  const left = events.map((e, i) => (isOpen[i] ? e.amount : 0));
  let question: ShareQuestion | null = null;
  const order = apnap(state);
  const rank = (r: ReplacementEffect): number => order.indexOf(affectedChooser(state, r.affected));
  shields.sort((a, b) => rank(a) - rank(b));
  for (const shield of shields) {
    const capacity = shield.amount as number;
    const met = events.flatMap((e, i) => ((left[i] as number) > 0 && sameRef(e.to, shield.affected) ? [i] : []));
    if (met.length === 0) continue;
    let rest = met.reduce((sum, i) => sum + (left[i] as number), 0);
    const contested = rest > capacity && new Set(met.map((i) => (events[i] as SimultaneousDamage).source)).size > 1;
    let need = Math.min(capacity, rest);
    const given = chosen[String(shield.id)] ?? {};
    const shares = new Map<number, number>();
    for (const i of met) {
      const amount = left[i] as number;
      rest -= amount;
      const low = Math.max(0, need - rest);
      const high = Math.min(amount, need);
      let share = contested ? given[String(i)] : high;
      if (share === undefined && low < high) {
        question = { shield, event: i, amounts: Array.from({ length: high - low + 1 }, (_, k) => low + k) };
        break;
      }
      share ??= low;
      shares.set(i, share);
      left[i] = amount - share;
      need -= share;
    }
    if (question) break;
    if (!contested) continue;
    // a divided shield prevents its share of each event it meets, and nothing of the others
    events.forEach((e, i) => {
      if (!isOpen[i] || !sameRef(e.to, shield.affected)) return;
      let byShield = caps.get(i);
      if (!byShield) caps.set(i, (byShield = new Map()));
      byShield.set(shield.id, shares.get(i) ?? 0);
    });
  }
  return { caps, question };
}
