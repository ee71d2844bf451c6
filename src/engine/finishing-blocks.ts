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
  /** What is wrong, said in full for a refusal (which requirements are not obeyed, CR 509.1c), found only when asked. */
  explain?: () => string;
}

/** The rules of one declaration of blockers, as the completion search needs them. */
export interface BlockRules {
  /** The creatures that may block, in the order their additions are listed. */
  blockers: readonly ObjectId[];
  /** The blocks of one of those creatures that any declaration of this step may contain (each allowed on its own, CR 509.1a–b). */
  pairsOf: (blocker: ObjectId) => readonly BlockPair[];
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
    for (const pair of allPairs(rules)) {
      if (p.mends ? !p.mends(pair) : p.attacker !== null ? pair.attacker !== p.attacker : es.some((e) => e.id === pair.blocker)) continue;
      if (!rules.canAdd(es, pair)) continue;
      if (search([...es, { id: pair.blocker, target: null, blocks: pair.attacker }])) return true;
    }
    return false;
  };
  return search(entries);
}

/** Every block of a declaration's rules, found once per rules (only a search that mends a declaration needs them all). */
const pairsCache = new WeakMap<BlockRules, readonly BlockPair[]>();

/** Every block the rules allow, each allowed on its own (see {@link BlockRules.pairsOf}). */
export function allPairs(rules: BlockRules): readonly BlockPair[] {
  let pairs = pairsCache.get(rules);
  if (!pairs) {
    pairs = rules.blockers.flatMap((id) => rules.pairsOf(id));
    pairsCache.set(rules, pairs);
  }
  return pairs;
}

/**
 * How many additions of blocks one listing holds, about: the creatures' additions are listed one
 * creature at a time, each creature's whole, until there are this many. With many creatures on
 * each side the possible blocks are a product (500 creatures blocking any of 500 attackers are
 * 250,000 additions); the additions of the creatures left out are accepted all the same, as a
 * whole declaration is, but not listed, so that a listing stays fast (README "Which actions
 * `apply` accepts").
 */
export const MAX_LISTED_BLOCKS = 256;

/**
 * Lists a declaration of blockers being built (CR 509.1): the blocks after which it can still be
 * finished, creature by creature until about {@link MAX_LISTED_BLOCKS} are listed, and confirming
 * it once it is legal; only when nothing can be added to a declaration that can't be finished
 * (one built otherwise), taking each creature back.
 */
export function listBlockDeclaration(rules: BlockRules, player: PlayerId, entries: PendingDeclaration['entries'], out: ActionSink): void {
  let offered = 0;
  for (const blocker of rules.blockers) {
    if (offered >= MAX_LISTED_BLOCKS) break;
    for (const pair of rules.pairsOf(blocker)) {
      if (!rules.canAdd(entries, pair) || !blocksCanBeFinished(rules, [...entries, { id: pair.blocker, target: null, blocks: pair.attacker }])) continue;
      out.push({ type: 'declareBlocker', player, blocker: pair.blocker, attacker: pair.attacker });
      offered++;
      if (out.enough) return;
    }
  }
  if (rules.problem(entries) === null) out.push({ type: 'confirmBlockers', player });
  else if (offered === 0) for (const id of new Set(entries.map((e) => e.id))) out.push({ type: 'undeclareBlocker', player, blocker: id });
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
