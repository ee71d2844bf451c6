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
import type { GameState, ObjectId, PendingDeclaration } from '../state/types.js';
import { allPairs, blocksCanBeFinished, type BlockPair, type BlockRules, type BlocksProblem } from './finishing-blocks.js';
import { listed, permanentName } from './refusal-names.js';

/** One creature's blocking requirements of one kind: `count` effects on it. */
export interface BlockRequirement {
  /** `blocked`: the attacker must be blocked if able; `blocks`: the creature blocks if able. */
  kind: 'blocked' | 'blocks';
  /** The attacker (for `blocked`) or the potential blocker (for `blocks`). */
  creature: ObjectId;
  /** How many effects say it (CR 509.1c counts each). */
  count: number;
  /** What puts it on the creature, as a refusal names it: the cards of those effects, quoted. */
  source: string;
}

/** Whether a block obeys a requirement. */
function obeys(r: BlockRequirement, pair: BlockPair): boolean {
  return r.kind === 'blocked' ? pair.attacker === r.creature : pair.blocker === r.creature;
}

/** How many requirements the entries obey (CR 509.1c). */
export function requirementsObeyed(requirements: readonly BlockRequirement[], entries: PendingDeclaration['entries']): number {
  let n = 0;
  for (const r of requirements) if (obeyedIn(r, entries)) n += r.count;
  return n;
}

/**
 * The most requirements any legal declaration of blockers obeys (CR 509.1c): each requirement is
 * obeyed by one of the blocks that obey it or by none; a choice is kept if the blocks can be added
 * together and the result finished into a declaration that breaks no restriction (`base`).
 * Returns that number (`obeyed`) and the blocks obeying the requirements in the best declaration
 * found (`entries`), which a legal declaration contains.
 */
function bestRequirementsDeclaration(base: BlockRules, requirements: readonly BlockRequirement[]): { obeyed: number; entries: PendingDeclaration['entries'] } {
  const total = requirements.reduce((n, r) => n + r.count, 0);
  let best = 0;
  let bestEntries: PendingDeclaration['entries'] = [];
  const entries: PendingDeclaration['entries'] = [];
  const search = (i: number): void => {
    if (best >= total) return;
    const obeyed = requirementsObeyed(requirements, entries);
    let rest = 0;
    for (let j = i; j < requirements.length; j++) rest += (requirements[j] as BlockRequirement).count;
    if (obeyed + rest <= best) return;
    const r = requirements[i];
    if (!r) {
      if (obeyed > best && blocksCanBeFinished(base, entries)) {
        best = obeyed;
        bestEntries = [...entries];
      }
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
  return { obeyed: best, entries: bestEntries };
}

/** Whether the entries obey a requirement (CR 509.1c). */
function obeyedIn(r: BlockRequirement, entries: PendingDeclaration['entries']): boolean {
  return entries.some((e) => e.blocks !== null && obeys(r, { blocker: e.id, attacker: e.blocks }));
}

/**
 * Why a declaration of blockers obeying fewer requirements than the most possible is refused (CR
 * 509.1c): the number it obeys and the number `best` (the blocks of a legal declaration obeying
 * `most`) obeys, the requirements `best` obeys and it doesn't, each with its creature and what puts
 * it there, and the blocks of `best`.
 */
function requirementsRefusal(state: GameState, requirements: readonly BlockRequirement[], entries: PendingDeclaration['entries'], best: PendingDeclaration['entries'], most: number): string {
  const obeyed = requirementsObeyed(requirements, entries);
  const unobeyed = requirements.filter((r) => !obeyedIn(r, entries) && obeyedIn(r, best)).map((r) => (r.kind === 'blocked'
    ? `${permanentName(state, r.creature)} is not blocked, leaving "must be blocked if able" (${r.source}) unobeyed`
    : `${permanentName(state, r.creature)} does not block, leaving "blocks if able" (${r.source}) unobeyed`));
  const example = best.map((e) => `${permanentName(state, e.id)} blocking ${e.blocks === null ? 'nothing' : permanentName(state, e.blocks)}`);
  return `those blocks are not legal: they obey ${obeyed} blocking requirement${obeyed === 1 ? '' : 's'}, fewer than the ${most} a legal declaration obeys. `
    + `${listed(unobeyed, '; ')}. A legal declaration obeying ${most} has ${listed(example, ', ')}`;
}

/**
 * The rules of a declaration of blockers with its requirements added (CR 509.1c): a declaration
 * obeying fewer than the most is wrong, and mended by a block that obeys a requirement it doesn't.
 * Without requirements, the rules unchanged.
 */
export function withRequirements(state: GameState, base: BlockRules, requirements: readonly BlockRequirement[]): BlockRules {
  if (requirements.length === 0) return base;
  let best: { obeyed: number; entries: PendingDeclaration['entries'] } | undefined;
  const problem = (entries: PendingDeclaration['entries']): BlocksProblem | null => {
    const p = base.problem(entries);
    if (p) return p;
    best ??= bestRequirementsDeclaration(base, requirements);
    const most = best.obeyed;
    if (requirementsObeyed(requirements, entries) >= most) return null;
    const unobeyed = requirements.filter((r) => !obeyedIn(r, entries));
    const example = best.entries;
    return {
      rule: '509.1c', mendable: true, attacker: null, mends: (pair) => unobeyed.some((r) => obeys(r, pair)),
      explain: () => requirementsRefusal(state, requirements, entries, example, most),
    };
  };
  return { blockers: base.blockers, pairsOf: base.pairsOf, canAdd: base.canAdd, problem };
}
