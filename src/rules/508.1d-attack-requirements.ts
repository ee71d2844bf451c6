/**
 * Attack requirements obeyed (CR 508.1d): how many of a creature's requirements it obeys by what it
 * attacks, and the message of a declaration of attackers refused because it obeys fewer than the most
 * possible: how many it obeys and how many the best legal declaration does, which creature leaves
 * which requirement unobeyed (and what puts it there: its own ability, an Aura, an effect, goad), and
 * a declaration obeying the most.
 *
 * @module
 */
import type { AttackRequirement } from '../engine/format.js';
import { listed, permanentName } from '../engine/refusal-names.js';
import type { AttackTarget, GameState, ObjectId, PlayerId } from '../state/types.js';

/** One creature's part of a declaration of attackers: what it attacks, or null if it does not. */
export interface AttackChoice {
  id: ObjectId;
  target: AttackTarget | null;
}

/** What a creature attacks, as a refusal says it. */
function targetName(state: GameState, target: AttackTarget): string {
  return 'player' in target ? `player ${target.player}` : permanentName(state, target.planeswalker);
}

/** The players of a requirement, as a refusal says them. */
function playersName(players: readonly PlayerId[]): string {
  return players.length === 1 ? `player ${players[0]}` : `one of players ${players.join(', ')}`;
}

/** A requirement as a refusal states it: what it asks, what puts it there and its rule. */
function requirementText(r: AttackRequirement): string {
  const asks = r.kind === 'attacks' ? 'attacks if able'
    : r.kind === 'attacksPlayerOtherThan' ? `attacks a player other than player ${r.player} if able`
      : `attacks ${playersName(r.players)} if able`;
  return `"${asks}" (${r.source}, CR ${r.rule})`;
}

/** Whether a creature attacking `target` (or not attacking, null) obeys a requirement (CR 508.1d, 701.15b). */
function obeys(r: AttackRequirement, target: AttackTarget | null): boolean {
  if (target === null) return false;
  if (r.kind === 'attacks') return true;
  if (!('player' in target)) return false;
  return r.kind === 'attacksOneOf' ? r.players.includes(target.player) : target.player !== r.player;
}

/** How many of these requirements a creature obeys by attacking `target`, or by not attacking (null) (CR 508.1d). */
export function requirementsObeyed(requirements: readonly AttackRequirement[], target: AttackTarget | null): number {
  return requirements.filter((r) => obeys(r, target)).length;
}

/**
 * Why a declaration of attackers obeying fewer requirements than the most possible is refused (CR
 * 508.1d): the number each obeys, each creature that obeys fewer of its requirements than it does in
 * `best` (a legal declaration obeying `most`) with the requirements it leaves unobeyed that `best`
 * has it obey, and `best` itself (what the creatures with requirements attack in it).
 */
export function requirementsRefusal(
  state: GameState,
  required: readonly { id: ObjectId; requirements: readonly AttackRequirement[] }[],
  declared: readonly AttackChoice[],
  best: readonly AttackChoice[],
  most: number,
): string {
  const targetIn = (entries: readonly AttackChoice[], id: ObjectId): AttackTarget | null => entries.find((e) => e.id === id)?.target ?? null;
  let obeyed = 0;
  const blamed: string[] = [];
  for (const { id, requirements } of required) {
    const target = targetIn(declared, id);
    const bestTarget = targetIn(best, id);
    const here = requirementsObeyed(requirements, target);
    obeyed += here;
    if (here >= requirementsObeyed(requirements, bestTarget)) continue;
    // the requirements `best` has it obey and this declaration doesn't: there is one at least
    const unobeyed = requirements.filter((r) => !obeys(r, target) && obeys(r, bestTarget)).map(requirementText);
    blamed.push(`${permanentName(state, id)} ${target === null ? 'does not attack' : `attacks ${targetName(state, target)}`}, leaving ${listed(unobeyed, ' and ')} unobeyed`);
  }
  const example = best.flatMap((e) => (e.target === null ? [] : [`${permanentName(state, e.id)} attacking ${targetName(state, e.target)}`]));
  return `that attack is not legal: it obeys ${obeyed} attack requirement${obeyed === 1 ? '' : 's'} of your creatures, fewer than the ${most} a legal declaration obeys. `
    + `${listed(blamed, '; ')}. A declaration obeying ${most}: ${listed(example, ', ')}`;
}
