/**
 * Blocking requirements (CR 509.1c): effects that say an attacking creature must be blocked if able,
 * or that a creature blocks if able. A declaration of blockers must obey as many requirements as any
 * declaration could without breaking a restriction (509.1b); each effect is a requirement of its own.
 * Requirements obeyed only grow as blocks are added, so a declaration obeying fewer than the most is
 * mended by adding a block that obeys one more, which the completion search of
 * `finishing-blocks.ts` is told through `BlocksProblem.mends`.
 *
 * @module
 */
import type { ObjectId, PendingDeclaration } from '../state/types.js';
import { allPairs, blocksCanBeFinished, type BlockPair, type BlockRules, type BlocksProblem } from './finishing-blocks.js';

/** One creature's blocking requirements of one kind: `count` effects on it. */
export interface BlockRequirement {
  /** `blocked`: the attacker must be blocked if able; `blocks`: the creature blocks if able. */
  kind: 'blocked' | 'blocks';
  /** The attacker (for `blocked`) or the potential blocker (for `blocks`). */
  creature: ObjectId;
  /** How many effects say it (CR 509.1c counts each). */
  count: number;
}

/** Whether a block obeys a requirement. */
function obeys(r: BlockRequirement, pair: BlockPair): boolean {
  return r.kind === 'blocked' ? pair.attacker === r.creature : pair.blocker === r.creature;
}

/** How many requirements the entries obey (CR 509.1c). */
export function requirementsObeyed(requirements: readonly BlockRequirement[], entries: PendingDeclaration['entries']): number {
  let n = 0;
  for (const r of requirements) if (entries.some((e) => e.blocks !== null && obeys(r, { blocker: e.id, attacker: e.blocks }))) n += r.count;
  return n;
}

/**
 * The most requirements any legal declaration of blockers obeys (CR 509.1c): each requirement is
 * obeyed by one of the blocks that obey it or by none; a choice is kept if the blocks can be added
 * together and the result finished into a declaration that breaks no restriction (`base`).
 */
export function mostRequirementsObeyable(base: BlockRules, requirements: readonly BlockRequirement[]): number {
  const total = requirements.reduce((n, r) => n + r.count, 0);
  let best = 0;
  const entries: PendingDeclaration['entries'] = [];
  const search = (i: number): void => {
    if (best >= total) return;
    const obeyed = requirementsObeyed(requirements, entries);
    let rest = 0;
    for (let j = i; j < requirements.length; j++) rest += (requirements[j] as BlockRequirement).count;
    if (obeyed + rest <= best) return;
    const r = requirements[i];
    if (!r) {
      if (blocksCanBeFinished(base, entries)) best = Math.max(best, obeyed);
      return;
    }
    for (const pair of allPairs(base)) {
      if (!obeys(r, pair)) continue;
      const already = entries.some((e) => e.id === pair.blocker && e.blocks === pair.attacker);
      if (!already && !base.canAdd(entries, pair)) continue;
      if (!already) entries.push({ id: pair.blocker, target: null, blocks: pair.attacker });
      search(i + 1);
      if (!already) entries.pop();
    }
    search(i + 1);
  };
  search(0);
  return best;
}

/**
 * The rules of a declaration of blockers with its requirements added (CR 509.1c): a declaration
 * obeying fewer than the most is wrong, and mended by a block that obeys a requirement it doesn't.
 * Without requirements, the rules unchanged.
 */
export function withRequirements(base: BlockRules, requirements: readonly BlockRequirement[]): BlockRules {
  if (requirements.length === 0) return base;
  let most: number | undefined;
  const problem = (entries: PendingDeclaration['entries']): BlocksProblem | null => {
    const p = base.problem(entries);
    if (p) return p;
    most ??= mostRequirementsObeyable(base, requirements);
    if (requirementsObeyed(requirements, entries) >= most) return null;
    const unobeyed = requirements.filter((r) => !entries.some((e) => e.blocks !== null && obeys(r, { blocker: e.id, attacker: e.blocks })));
    return { rule: '509.1c', mendable: true, attacker: null, mends: (pair) => unobeyed.some((r) => obeys(r, pair)) };
  };
  return { blockers: base.blockers, pairsOf: base.pairsOf, canAdd: base.canAdd, problem };
}
