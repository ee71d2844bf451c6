/**
 * Attack requirements on a mission's creatures (CR 508.1d, as in Magic, MT 6.1). Sending missions
 * is optional ("You can perform as many missions as you want"), but each mission sent is "a separate
 * attack", a combat: its declaration obeys as many of the active player's attack requirements as a
 * declaration of the mission can without breaking a restriction or paying a cost, as a declaration
 * of attackers does. All the mission's creatures attack one thing (the defending player for a
 * mission against the stockpile, the card for one against a card), so each creature with
 * requirements either goes, obeying those that going there obeys, or stays; a creature that can't
 * go (tapped, in the deploy area, summoning sick, restricted) stays without breaking any. Going
 * where a cost must be paid (Ghostly Prison's tax on a mission against its controller's stockpile)
 * obeys no requirement: a cost to attack is never required to be paid (508.1d).
 *
 * The search is a branch and bound over what each creature with requirements that can go does:
 * go or stay. What makes a set of creatures a legal mission (the limit of each combat, a creature
 * that can't attack alone, the mission's cost) is the mission module's, given as
 * {@link MissionDeclarationRules}.
 *
 * @module
 */
import type { AttackRequirement } from '../../engine/format.js';
import { requiredCreatures } from '../../rules/506-combat-phase.js';
import { requirementsObeyed } from '../../rules/508.1d-attack-requirements.js';
import type { AttackTarget, GameState, ObjectId } from '../../state/types.js';

/** What the search needs of a mission's declaration, from the mission module (MT 6.1, CR 508.1c, 508.1h–j). */
export interface MissionDeclarationRules {
  /** What the mission's creatures attack: the defending player, or the card as an attacked permanent. */
  attacked: AttackTarget;
  /** The most creatures the mission may send (CR 508.1c). */
  cap: number;
  /** Whether sending a creature on the mission costs nothing (CR 508.1h): otherwise no requirement makes it go (508.1d). */
  free: boolean;
  /** Whether a creature not yet chosen for the mission can go on it now (MT 6.1). */
  able(id: ObjectId): boolean;
  /**
   * Whether a declaration with these creatures is legal, or becomes legal with a companion for a
   * creature that can't attack alone (CR 508.1c), or, with none, whether some creature can be sent;
   * `unable` taken to be unable to go.
   */
  completes(ids: readonly ObjectId[], unable: ObjectId | null): boolean;
}

/** The attack requirements on one creature of the active player (CR 508.1d). */
export interface RequiredCreature {
  id: ObjectId;
  requirements: AttackRequirement[];
}

/** The requirements a mission's declaration obeys: the creatures that have some, and the most a legal declaration obeys (CR 508.1d). */
export interface MissionRequirements {
  /** The active player's creatures with attack requirements, with them. */
  required: RequiredCreature[];
  /** The most requirements a legal declaration of the mission obeys without paying a cost; 0 when none binds. */
  most: number;
}

/** How many requirements a declaration with these creatures obeys (CR 508.1d): each creature's that going on the mission obeys. */
export function obeyedBy(required: readonly RequiredCreature[], attacked: AttackTarget, ids: readonly ObjectId[]): number {
  let n = 0;
  for (const c of required) if (ids.includes(c.id)) n += requirementsObeyed(c.requirements, attacked);
  return n;
}

/**
 * The most requirements (CR 508.1d) a legal declaration of the mission containing `chosen` obeys,
 * with the creatures with requirements it sends (`ids`: `chosen` and those added), or -1 if none
 * is legal. `unable` is taken to be unable to go. The search stops at `enough`.
 */
export function bestMission(
  rules: MissionDeclarationRules, required: readonly RequiredCreature[], chosen: readonly ObjectId[], enough: number, unable: ObjectId | null = null,
): { obeyed: number; ids: readonly ObjectId[] } {
  if (chosen.length > rules.cap) return { obeyed: -1, ids: [] };
  const base = obeyedBy(required, rules.attacked, chosen);
  const open: { id: ObjectId; n: number }[] = [];
  for (const c of required) {
    if (chosen.includes(c.id) || c.id === unable || !rules.free) continue;
    const n = requirementsObeyed(c.requirements, rules.attacked);
    if (n > 0 && rules.able(c.id)) open.push({ id: c.id, n });
  }
  open.sort((a, b) => b.n - a.n);
  const rest: number[] = Array<number>(open.length + 1).fill(0);
  for (let i = open.length - 1; i >= 0; i--) rest[i] = (rest[i + 1] as number) + (open[i] as { n: number }).n;
  let best = -1;
  let bestIds: readonly ObjectId[] = [];
  const sent: ObjectId[] = [...chosen];
  const search = (i: number, sum: number): void => {
    if (best >= enough || sum + (rest[i] as number) <= best) return;
    const c = open[i];
    if (!c) {
      if (rules.completes(sent, unable)) {
        best = sum;
        bestIds = [...sent];
      }
      return;
    }
    // going first: the declarations that obey the most are tried first
    if (sent.length < rules.cap) {
      sent.push(c.id);
      search(i + 1, sum + c.n);
      sent.pop();
    }
    search(i + 1, sum);
  };
  search(0, base);
  return { obeyed: best, ids: bestIds };
}

/** The requirements on a mission's declaration (CR 508.1d): the most a legal declaration obeys, 0 when no creature with requirements can obey one for free. */
export function missionRequirements(state: GameState, rules: MissionDeclarationRules): MissionRequirements {
  const required = requiredCreatures(state);
  if (!rules.free || required.length === 0) return { required, most: 0 };
  return { required, most: Math.max(0, bestMission(rules, required, [], Infinity).obeyed) };
}
