/**
 * Whether a declaration of blockers being built one creature at a time can still be finished: some
 * legal declaration contains it (CR 509.1b–c). `legalActions` lists only the additions after which
 * it can, so that a player picking among listed actions never needs to take a block back and always
 * finishes the declaration.
 *
 * @module
 */
import type { ObjectId, PendingDeclaration, PlayerId } from '../state/types.js';
import type { BlockDeclaration } from './actions.js';
import { check } from './errors.js';
import type { ActionSink } from './format.js';

/** A block that may be added: a creature and an attacker it may block. */
export interface BlockPair {
  blocker: ObjectId;
  attacker: ObjectId;
}

/**
 * What is wrong with a declaration of blockers: the rule it breaks; whether adding blocks may mend
 * it (a creature blocking alone, or a creature with menace blocked by one) or not (more blockers
 * than a limit allows); and the attacker whose blockers break it, or null when the whole
 * declaration does (a creature that can't block alone).
 */
export interface BlocksProblem {
  rule: string;
  mendable: boolean;
  attacker: ObjectId | null;
  /**
   * The blocks that may mend it, when they are not those of `attacker` (a requirement not obeyed,
   * CR 509.1c): every legal declaration containing the entries contains one of them.
   */
  mends?: (pair: BlockPair) => boolean;
}

/** The rules of one declaration of blockers, as the completion search needs them. */
export interface BlockRules {
  /** Every block any declaration of this step may contain (each allowed on its own, CR 509.1a–b). */
  pairs: readonly BlockPair[];
  /** Whether a block may be added to these entries (the blocker blocks no more creatures than it can). */
  canAdd: (entries: PendingDeclaration['entries'], pair: BlockPair) => boolean;
  /** What is wrong with these entries as a whole declaration, or null if it is legal. */
  problem: (entries: PendingDeclaration['entries']) => BlocksProblem | null;
}

/**
 * How many declarations one completion search looks at before it gives up and answers no. Searches
 * of the engine's rules end far sooner (a menace attacker wants one more blocker, a creature that
 * can't block alone one more creature); a "no" only hides an addition from the list.
 */
const SEARCH_BUDGET = 2000;

/**
 * Whether some legal declaration of blockers contains `entries`. Each step adds a block that bears
 * on what is wrong: another blocker of the attacker whose blockers break a rule, or another creature
 * for one that can't block alone; every legal declaration containing the entries contains such a
 * block, so the search misses none (within its budget).
 */
export function blocksCanBeFinished(rules: BlockRules, entries: PendingDeclaration['entries']): boolean {
  let left = SEARCH_BUDGET;
  const search = (es: PendingDeclaration['entries']): boolean => {
    const p = rules.problem(es);
    if (p === null) return true;
    if (!p.mendable || --left < 0) return false;
    for (const pair of rules.pairs) {
      if (p.mends ? !p.mends(pair) : p.attacker !== null ? pair.attacker !== p.attacker : es.some((e) => e.id === pair.blocker)) continue;
      if (!rules.canAdd(es, pair)) continue;
      if (search([...es, { id: pair.blocker, target: null, blocks: pair.attacker }])) return true;
    }
    return false;
  };
  return search(entries);
}

/**
 * Lists a declaration of blockers being built (CR 509.1): the blocks after which it can still be
 * finished, and confirming it once it is legal; only when nothing can be added to a declaration that
 * can't be finished (one built otherwise), taking each creature back.
 */
export function listBlockDeclaration(rules: BlockRules, player: PlayerId, entries: PendingDeclaration['entries'], out: ActionSink): void {
  let offered = false;
  for (const pair of rules.pairs) {
    if (!rules.canAdd(entries, pair) || !blocksCanBeFinished(rules, [...entries, { id: pair.blocker, target: null, blocks: pair.attacker }])) continue;
    out.push({ type: 'declareBlocker', player, blocker: pair.blocker, attacker: pair.attacker });
    offered = true;
    if (out.enough) return;
  }
  if (rules.problem(entries) === null) out.push({ type: 'confirmBlockers', player });
  else if (!offered) for (const id of new Set(entries.map((e) => e.id))) out.push({ type: 'undeclareBlocker', player, blocker: id });
}

/**
 * The entries of a whole declaration of blockers (`declareBlockers`, CR 509.1), each block checked
 * and added by `add` (which throws a RulesError for one that can't be made).
 */
export function wholeBlockDeclaration(blockers: unknown, add: (entries: PendingDeclaration['entries'], blocker: ObjectId, attacker: ObjectId) => void): PendingDeclaration['entries'] {
  check(Array.isArray(blockers), 'malformed', 'blockers must be a list of {blocker, attacker}');
  const entries: PendingDeclaration['entries'] = [];
  for (const x of blockers as unknown[]) {
    check(typeof x === 'object' && x !== null, 'malformed', 'each block must be {blocker, attacker}');
    const { blocker, attacker } = x as BlockDeclaration;
    add(entries, blocker, attacker);
  }
  return entries;
}
