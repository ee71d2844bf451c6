/**
 * One prevention shield against damage from several sources at once (CR 615.7): when a shield
 * ("prevent the next N damage") would be met by damage from two or more sources at the same time
 * (combat damage, CR 510.2) and cannot prevent all of it, the player it protects (or the controller
 * of the permanent it protects, CR 616.1) chooses which damage it prevents. The choice is asked
 * event by event, in the order of the events: how much of the shield goes to this source's damage,
 * among the amounts that still let the shield be used up by the damage of the sources after it.
 * An amount that is the only one possible is not asked.
 *
 * A shield that an event another effect may also apply to meets (a doubling, a redirection, a
 * "prevent all") is divided only once the order of the effects on each event is chosen (CR 616.1):
 * how much of the shield that event would use depends on that order (doubled first, the shield
 * meets twice the damage). While the orders are chosen each event sees all of such a shield; the
 * shares are asked afterwards, among what each event would use of it.
 *
 * @module
 */
import type { GameState, ObjectId, Ref, ReplacementEffect } from '../state/types.js';
import { sameRef } from './targets.js';
import { affectedChooser, onlyShieldsApply, planPrevention, redirectionReach, type DamageEvent, type PreventionStep } from './replacement.js';
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
  /** The damage of that event the shield meets (doubled, for one doubled before it). */
  meets: number;
}

/** The result of dividing the shields: each event's caps by shield id, and the first question left, if any. */
export interface ShareDivision {
  /** For each event index, the most each divided shield may prevent of it. */
  caps: Map<number, Map<number, number>>;
  /** The first share still to choose; null when every contested shield is divided. */
  question: ShareQuestion | null;
  /** Of the shields divided once the orders are chosen, those divided so far (with a share or not, when not contested). */
  settled?: ReadonlySet<number>;
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
  const late = shieldsDividedAfterOrders(state, events, open);
  const left = events.map((e, i) => (isOpen[i] ? e.amount : 0));
  let question: ShareQuestion | null = null;
  const order = apnap(state);
  const rank = (r: ReplacementEffect): number => order.indexOf(affectedChooser(state, r.affected));
  shields.sort((a, b) => rank(a) - rank(b));
  for (const shield of shields) {
    // divided once the orders are chosen (divideShieldsAfterOrders)
    if (late.has(shield.id)) continue;
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
        question = { shield, event: i, amounts: Array.from({ length: high - low + 1 }, (_, k) => low + k), meets: amount };
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

/**
 * The shields divided among simultaneous damage events only once the order of the effects on each
 * event is chosen (CR 615.7, 616.1): the shields with an amount that an event another effect may
 * also apply to (see `onlyShieldsApply`) may meet — at its recipient, or at a permanent a
 * redirection may deal its damage to (CR 614.9, 616.1f; see `redirectionReach`). While the orders
 * are chosen, what one event would use of such a shield does not reduce what the others see of it.
 */
export function shieldsDividedAfterOrders(state: GameState, events: readonly SimultaneousDamage[], open: (e: SimultaneousDamage) => boolean = (e) => onlyShieldsApply(state, e)): Set<number> {
  const shields = state.replacements.filter((r) => r.kind === 'preventDamage' && r.amount !== null && r.amount > 0);
  if (shields.length === 0) return new Set();
  const reached = events.filter((e) => !open(e)).flatMap((e) => redirectionReach(state, e.source, e.to));
  return new Set(shields.filter((r) => reached.some((to) => sameRef(to, r.affected))).map((r) => r.id));
}

/** The damage `amount` is when the shield `id` applies to it in the planned `steps` (doubled by a doubling before it); 0 if it does not. */
function damageMet(amount: number, steps: readonly PreventionStep[], id: number): number {
  let left = amount;
  for (const st of steps) {
    if (st.shield === id) return left;
    left = st.doubles ? left * 2 : left - st.prevented;
  }
  return 0;
}

/**
 * The order in which the shields divided once the orders are chosen are divided: player by player
 * in APNAP order of who chooses (CR 616.1, 101.4), each player's in the order they were created —
 * but a shield that applies to an event before another (the damage it leaves is redirected to the
 * other's permanent, CR 614.9) comes before that one, since its share decides what the other meets
 * (the choice of a later player that makes an earlier one choose, CR 101.4d).
 */
function divisionOrder(
  state: GameState,
  events: readonly DamageEvent[],
  orders: (event: number) => readonly number[],
  caps: ReadonlyMap<number, ReadonlyMap<number, number>>,
  shields: readonly ReplacementEffect[],
): ReplacementEffect[] {
  const order = apnap(state);
  const rank = (r: ReplacementEffect): number => order.indexOf(affectedChooser(state, r.affected));
  const left = [...shields].sort((a, b) => rank(a) - rank(b));
  if (left.length < 2) return left;
  const applied = events.map((e, i) => planPrevention(state, e, orders(i), new Map(), caps.get(i)).steps.map((st) => st.shield));
  const precedes = (a: number, b: number): boolean => applied.some((ids) => ids.includes(a) && ids.includes(b) && ids.indexOf(a) < ids.indexOf(b));
  const out: ReplacementEffect[] = [];
  while (left.length > 0) {
    // a shield no other shield still to divide applies before, of the player first in APNAP order if
    // they have one (CR 101.4: each player makes all of their choices before the next makes any);
    // if each of theirs has one of their own before it (two shields ordered both ways), their first;
    // if a later player's shield applies before theirs, that one (101.4d: its choice decides theirs)
    const free = left.filter((r) => !left.some((q) => q !== r && precedes(q.id, r.id)));
    const first = rank(left[0] as ReplacementEffect);
    const theirs = left.filter((r) => rank(r) === first);
    const ownOrdersOnly = theirs.every((r) => left.every((q) => q === r || rank(q) === first || !precedes(q.id, r.id)));
    const next = free.find((r) => rank(r) === first) ?? (ownOrdersOnly ? theirs[0] : free[0]) ?? (left[0] as ReplacementEffect);
    out.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return out;
}

/**
 * Divides the shields of {@link shieldsDividedAfterOrders} once every event's order of effects is
 * chosen (`orders`, CR 616.1): each event is planned in its order with all of the shield, which
 * gives what it would prevent of that event; when that is more in all than the shield can prevent,
 * and from two or more sources, the affected player chooses the share of each event (CR 615.7), as
 * {@link divideShields} does. Returns `caps` (the shares of the shields divided before the orders)
 * with these shares added, and the first share still to choose, if any. The shields are divided in
 * the order of `divisionOrder`; the division stops at the first shield that is not `ready` (one an
 * event still waiting for its order may meet): the shares of the shields before it may be asked
 * meanwhile.
 */
export function divideShieldsAfterOrders(
  state: GameState,
  events: readonly DamageEvent[],
  chosen: ShieldShares,
  orders: (event: number) => readonly number[],
  caps: ReadonlyMap<number, ReadonlyMap<number, number>>,
  ready: (shield: ReplacementEffect) => boolean = () => true,
): ShareDivision {
  const out = new Map(events.map((_, i) => [i, new Map(caps.get(i) ?? [])]));
  const late = shieldsDividedAfterOrders(state, events);
  const shields = divisionOrder(state, events, orders, out, state.replacements.filter((r) => late.has(r.id)));
  const settled = new Set<number>();
  for (const shield of shields) {
    if (!ready(shield)) break;
    const capacity = shield.amount as number;
    const met = events.map((e, i) => damageMet(e.amount, planPrevention(state, e, orders(i), new Map(), out.get(i)).steps, shield.id));
    const uses = met.map((m) => Math.min(m, capacity));
    const meeting = uses.flatMap((n, i) => (n > 0 ? [i] : []));
    let rest = uses.reduce((a, b) => a + b, 0);
    if (rest <= capacity || new Set(meeting.map((i) => (events[i] as DamageEvent).source)).size < 2) {
      settled.add(shield.id);
      continue;
    }
    let need = capacity;
    const given = chosen[String(shield.id)] ?? {};
    for (const i of meeting) {
      const amount = uses[i] as number;
      rest -= amount;
      const low = Math.max(0, need - rest);
      const high = Math.min(amount, need);
      const share = given[String(i)];
      if (share === undefined && low < high) return { caps: out, question: { shield, event: i, amounts: Array.from({ length: high - low + 1 }, (_, k) => low + k), meets: met[i] as number }, settled };
      (out.get(i) as Map<number, number>).set(shield.id, share ?? low);
      need -= share ?? low;
    }
    // a divided shield prevents its share of each event it meets, and nothing of the others
    events.forEach((_, i) => {
      if (!meeting.includes(i)) (out.get(i) as Map<number, number>).set(shield.id, 0);
    });
    settled.add(shield.id);
  }
  return { caps: out, question: null, settled };
}
