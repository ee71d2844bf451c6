/**
 * Blocking in a mission (MT 7). The defending player's untapped creatures on patrol block as in
 * Magic: each blocks one attacker, or as many as its abilities allow (Guardian of the Gateless, CR
 * 509.1a), within every blocking restriction of the format (flying, intimidate, fear, menace, …)
 * (MT 7.1). An untapped creature guarding the mission's target blocks
 * any creature of the mission whatever its evasion, and a guard blocks nothing else (MT 7.2);
 * menace's "two or more blockers" and "can't be blocked by more than one creature" (Charging Rhino)
 * are evasion too, so they bind only blocks made by patrols alone. A creature that can't block (its
 * own ability or an effect, CR 509.1b) blocks neither on patrol nor on guard, and one that "can't
 * block creatures you control" blocks none of those creatures either way: such restrictions are on
 * the blocker, not evasion of the attacker; so are "No more than one creature can block each combat"
 * (Silent Arbiter, each mission being a combat) and "can't block alone" (Ember Beast). Creatures in
 * the deploy area do not block.
 *
 * @module
 */
import type { DeclareBlockerAction, DeclareBlockersAction, UndeclareBlockerAction } from '../../engine/actions.js';
import { listBlockDeclaration, wholeBlockDeclaration, type BlockPair, type BlockRules, type BlocksProblem } from '../../engine/finishing-blocks.js';
import { characteristics } from '../../engine/characteristics.js';
import { check } from '../../engine/errors.js';
import { modulesWith, type RuleModule } from '../../engine/format.js';
import { emit } from '../../engine/log.js';
import { fireTriggers } from '../../engine/triggers.js';
import { blockAllowed, blockerLimit, blockRequirements, cantAttackOrBlockAlone, cantBlock, maxBlockers, mayAddBlock } from '../../rules/506-combat-phase.js';
import { combatLimit } from '../../rules/508.1c-combat-limits.js';
import { withRequirements } from '../../engine/block-requirements.js';
import { blockWholeBands } from '../../rules/702.22-banding.js';
import type { GameState, ObjectId, PendingDeclaration, PlayerId, Ref } from '../../state/types.js';
import { obj, onBattlefield } from '../../zones/zones.js';
import { peekData } from './data.js';
import { guarding, onPatrol } from './posts.js';
import { noteInvolved } from './missions.js';

function sameRef(a: Ref, b: Ref): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'object' in b && a.object === b.object;
}

/** Whether a creature guards the mission's target (MT 7.2). */
function guardsTarget(state: GameState, blocker: ObjectId): boolean {
  const target = peekData(state)?.mission?.target;
  const charge = guarding(state, blocker);
  return target !== undefined && charge !== null && sameRef(charge, target);
}

/** Why `blocker` may not block `attacker` in this mission, or null if it may (MT 7.1, 7.2). */
export function blockProblem(state: GameState, defender: PlayerId, blocker: ObjectId, attacker: ObjectId): string | null {
  if (!onBattlefield(state, blocker) || obj(state, blocker).faceDown) return 'MT 7';
  const c = characteristics(state, blocker);
  if (!c.types.includes('Creature') || c.controller !== defender || obj(state, blocker).tapped) return 'MT 7';
  if (!state.combat?.attackers.some((a) => a.id === attacker && onBattlefield(state, a.id))) return 'MT 7';
  // "can't block" and "can't block creatures you control" are no evasion of the attacker: they bind guards too (CR 509.1b)
  if (cantBlock(state, blocker)) return '509.1b';
  if (guardsTarget(state, blocker)) return blockerLimit(state, blocker, attacker);
  if (!onPatrol(state, blocker)) return 'MT 7.2';
  return blockAllowed(state, blocker, attacker);
}

/**
 * What is wrong with the blocks of a mission as a whole, or null (CR 509.1b, as in Magic, MT 7.1):
 * more blockers than may block each combat (Silent Arbiter) or a creature that can't block alone
 * blocking alone (Ember Beast) — limits on the blocking creatures, which bind guards too, as "can't
 * block" does (MT 7.2 lifts only the attacker's evasion); and, for patrols blocking an attacker
 * without a guard of the target, more blockers than the attacker allows (Charging Rhino) or blockers
 * that together break a rule on them (menace), the attacker's evasion (MT 7.1, 7.2). More blockers
 * mend only a creature blocking alone and menace.
 */
function blocksProblem(state: GameState, entries: readonly { id: ObjectId; blocks: ObjectId | null }[]): BlocksProblem | null {
  if (entries.length === 0) return null;
  const ids = [...new Set(entries.map((e) => e.id))];
  if (ids.length > combatLimit(state, 'block')) return { rule: '509.1b', mendable: false, attacker: null };
  let mendable: BlocksProblem | null = ids.length === 1 && cantAttackOrBlockAlone(state, ids[0] as ObjectId) ? { rule: '509.1b', mendable: true, attacker: null } : null;
  for (const a of state.combat?.attackers ?? []) {
    const blockers = entries.filter((e) => e.blocks === a.id).map((e) => e.id);
    if (blockers.length === 0 || blockers.some((b) => guardsTarget(state, b))) continue;
    if (blockers.length > maxBlockers(state, a.id)) return { rule: '509.1b', mendable: false, attacker: a.id };
    if (mendable) continue;
    for (const m of modulesWith(state, 'blockersOfAttacker')) {
      const why = m.blockersOfAttacker(state, a.id, blockers);
      if (why) {
        mendable = { rule: why, mendable: true, attacker: a.id };
        break;
      }
    }
  }
  return mendable;
}

/**
 * The rules of the defending player's blocks of a mission, for the completion search: each creature
 * blocks one attacker, or as many as its abilities let it in Magic (Guardian of the Gateless, CR
 * 509.1a, MT 7.1), and the blocks obey as many blocking requirements as they can ("must be blocked
 * if able", "blocks if able", CR 509.1c), as in Magic.
 */
function blockRules(state: GameState, defender: PlayerId): BlockRules {
  const attackers = state.combat?.attackers ?? [];
  const base: BlockRules = {
    blockers: state.battlefield,
    pairsOf: (id) => {
      const pairs: BlockPair[] = [];
      for (const a of attackers) if (blockProblem(state, defender, id, a.id) === null) pairs.push({ blocker: id, attacker: a.id });
      return pairs;
    },
    canAdd: (entries, pair) => mayAddBlock(state, entries, pair.blocker, pair.attacker),
    problem: (entries) => blocksProblem(state, entries),
  };
  return withRequirements(state, base, blockRequirements(state, attackers.map((a) => a.id), base));
}

/** Adds one block to declaration entries of a mission, after checking it (MT 7.1, 7.2). */
function addBlock(state: GameState, entries: PendingDeclaration['entries'], player: PlayerId, blocker: ObjectId, attacker: ObjectId): void {
  check(Number.isInteger(blocker) && Number.isInteger(attacker), 'malformed', 'blocker and attacker must be ids');
  // MT 7.1: only creatures on the battlefield block (an id of no object is refused, not read)
  check(onBattlefield(state, blocker), 'illegal', `there is no creature ${blocker} on the battlefield`, 'MT 7.1');
  // CR 509.1a, as in Magic (MT 7.1): one attacker, or as many as the blocker's abilities allow
  check(mayAddBlock(state, entries, blocker, attacker), 'illegal', `creature ${blocker} is already blocking that creature, or as many creatures as it can`, '509.1a');
  const why = blockProblem(state, player, blocker, attacker);
  check(why === null, 'illegal', 'that creature cannot block that attacker', why ?? undefined);
  entries.push({ id: blocker, target: null, blocks: attacker });
}

/** Makes the blocks of a mission once they are checked; nothing changes if they are refused. */
function makeBlocks(state: GameState, player: PlayerId, entries: PendingDeclaration['entries']): void {
  // CR 509.1c, as in Magic: requirements are weighed against every declaration the player could make
  const problem = blockRules(state, player).problem(entries);
  check(problem === null, 'illegal', problem?.explain?.() ?? 'those blocks are not legal', problem?.rule);
  const combat = state.combat;
  check(combat, 'badState', 'no mission in progress');
  for (const e of entries) {
    const attacker = combat.attackers.find((x) => x.id === e.blocks);
    if (!attacker) continue;
    attacker.blocked = true;
    attacker.blockers.push(e.id);
    const blocking = combat.blockers.find((b) => b.id === e.id);
    if (blocking) blocking.blocking.push(attacker.id);
    else combat.blockers.push({ id: e.id, blocking: [attacker.id], dealtFirstStrike: false });
    emit(state, { type: 'block', rule: guardsTarget(state, e.id) ? 'MT 7.2' : 'MT 7.1', player, object: e.id, to: attacker.id, card: obj(state, e.id).card });
  }
  blockWholeBands(state, combat); // CR 702.22h, as in Magic (MT 10.1)
  noteInvolved(state, combat.blockers.map((b) => b.id), 'blockers'); // MT 6.3
  state.decision = null;
  // CR 509.2a, as in Magic: "whenever ~ blocks" triggers once for a creature blocking several
  const blockers = [...new Set(entries.map((e) => e.id))];
  for (const id of blockers) fireTriggers(state, { event: 'blocks', object: id, player, amount: 0 });
  // CR 509.3b, as in Magic: "whenever ~ blocks a creature" triggers once for each attacker it blocks
  for (const b of combat.blockers) {
    if (!blockers.includes(b.id)) continue;
    for (const attacker of b.blocking) fireTriggers(state, { event: 'blocksCreature', object: b.id, player, amount: 0, recipient: attacker });
  }
  for (const x of combat.attackers) if (x.blockers.length > 0) fireTriggers(state, { event: 'becomesBlocked', object: x.id, player: null, amount: 0 });
  state.turn.priority = state.turn.active;
  state.turn.passes = 0;
}

/** Whether any of the defending player's creatures could block an attacker of the mission. */
function anyBlock(state: GameState, defender: PlayerId): boolean {
  const attackers = state.combat?.attackers ?? [];
  return state.battlefield.some((b) => attackers.some((a) => blockProblem(state, defender, b, a.id) === null));
}

/** Begins the blocks of a mission: the defending player declares, if any creature of theirs can block. */
export function beginBlocks(state: GameState): void {
  const combat = state.combat;
  const defender = peekData(state)?.mission?.defender;
  if (combat && defender !== undefined && state.players[defender]?.inGame && anyBlock(state, defender)) {
    combat.blockersDeclaredBy.push(defender);
    state.decision = { kind: 'declareBlockers', player: defender, pending: { entries: [] } };
    return;
  }
  state.turn.priority = state.turn.active;
  state.turn.passes = 0;
}

function declaring(state: GameState, player: PlayerId) {
  const d = state.decision;
  check(d?.kind === 'declareBlockers' && d.player === player, 'wrongDecision', 'you are not declaring blockers now', 'MT 7');
  return d;
}

/** MT 7: blocking in a mission. */
export const blocking: RuleModule = {
  number: 'MT 7',
  title: 'Blocking',
  keywords: ['block', 'patrol', 'guard'],
  perform: {
    declareBlocker(state, action) {
      const a = action as DeclareBlockerAction;
      const d = declaring(state, a.player);
      addBlock(state, d.pending.entries, a.player, a.blocker, a.attacker);
    },
    undeclareBlocker(state, action) {
      const a = action as UndeclareBlockerAction;
      const d = declaring(state, a.player);
      const at = d.pending.entries.findIndex((e) => e.id === a.blocker);
      check(at >= 0, 'illegal', 'that creature is not in the declaration', 'MT 7');
      d.pending.entries.splice(at, 1);
    },
    confirmBlockers(state, action) {
      const d = declaring(state, action.player);
      makeBlocks(state, action.player, d.pending.entries);
    },
    declareBlockers(state, action) {
      const a = action as DeclareBlockersAction;
      declaring(state, a.player);
      makeBlocks(state, a.player, wholeBlockDeclaration(a.blockers, (entries, blocker, attacker) => addBlock(state, entries, a.player, blocker, attacker)));
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'declareBlockers') return;
    // as in Magic (module 506): only blocks after which the declaration can be finished, and no taking back
    listBlockDeclaration(blockRules(state, d.player), d.player, d.pending.entries, out);
  },
};
