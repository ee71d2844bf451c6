/**
 * The Magic Tech turn (MT 3): untap, draw, upkeep, deploy, missions, end. Untap, draw and upkeep
 * go as in Magic (untapping by CR 502, effects that keep a permanent tapped included), the draw
 * before the upkeep (MT 3.2), the first player skipping the first draw unless the
 * `firstPlayerSkipsDraw` option is off. The deploy phase runs as the engine's `main1` step; the
 * missions phase as `main2`, from which each mission runs through the beginning-of-combat,
 * declare-attackers, declare-blockers, damage and end-of-combat steps (where "at end of combat"
 * abilities trigger, CR 511.2) and comes back (missions.ts). In the end phase
 * the creatures revealed this turn go on patrol (MT 11.1), "at the beginning of the end step"
 * abilities trigger, and when all pass, its cleanup step begins: the creatures that entered since go
 * on patrol too and "this turn" effects end. There is no cleanup discard (no maximum hand size,
 * MT 11.2) and structure damage stays (MT 8.3). What state-based actions or triggered abilities
 * that brings about happens in the turn still, as in Magic (CR 514.3a): players get priority in
 * the cleanup step, and another one follows.
 *
 * @module
 */
import { modulesWith, type TurnStructure } from '../../engine/format.js';
import { endEffects } from '../../engine/game-actions.js';
import { nextTurnBegins } from '../../engine/players.js';
import { emit } from '../../engine/log.js';
import { startTurn } from '../../rules/500-turn-structure.js';
import { untapPermanents } from '../../rules/502-untap-step.js';
import { endReplacements } from '../../engine/replacement.js';
import { fireTriggers } from '../../engine/triggers.js';
import type { GameState, Step } from '../../state/types.js';
import { drawCards } from '../../zones/zones.js';
import { mtData, peekData } from './data.js';
import { beginBlocks } from './blocking.js';
import { beginMissionDamage } from './mission-damage.js';
import { needsFirstStrikeStep, noteFirstStrikers } from '../../rules/506-combat-phase.js';
import { beginMissionDeclaration, closeMission, tapMissionCreatures } from './missions.js';
import { magicTechOptions } from './options.js';
import { patrolAtEndOfTurn } from './posts.js';
import { emptyManaPools, openPriority } from '../../engine/step-start.js';

/** The rule each step of the Magic Tech turn cites. */
const STEP_RULE: Partial<Record<Step, string>> = {
  untap: 'MT 3.2', draw: 'MT 3.2', upkeep: 'MT 3.2', main1: 'MT 4', main2: 'MT 6.1', beginCombat: 'MT 6.1', declareAttackers: 'MT 6.1',
  declareBlockers: 'MT 7', firstStrikeDamage: 'MT 10.1', combatDamage: 'MT 8', endCombat: 'MT 6.3', end: 'MT 11', cleanup: '514',
};

/** The name of each phase for the log (MT 3.1). */
const PHASE: Partial<Record<Step, string>> = { untap: 'untap', draw: 'draw', upkeep: 'upkeep', main1: 'deploy', main2: 'missions', end: 'end' };



/** Begins a phase or a step of a mission, with what happens as it begins. */
function beginStep(state: GameState, step: Step): void {
  const t = state.turn;
  t.step = step;
  t.passes = 0;
  emptyManaPools(state);
  emit(state, { type: 'step', rule: STEP_RULE[step] ?? 'MT 3.1', player: t.active, detail: PHASE[step] ?? step });
  const beginning = (): void => fireTriggers(state, { event: 'beginningOfStep', object: null, player: t.active, amount: 0 });
  switch (step) {
    case 'untap':
      // MT 3.2: "as normal" — phasing, then untapping, except what an effect keeps tapped (CR 502)
      untapPermanents(state);
      t.priority = null;
      return;
    case 'draw':
      if (!(t.number === 1 && magicTechOptions(state).firstPlayerSkipsDraw)) drawCards(state, t.active, 1);
      beginning();
      openPriority(state);
      return;
    case 'upkeep':
      mtData(state).repaired = [];
      beginning();
      openPriority(state);
      return;
    case 'declareAttackers':
      beginMissionDeclaration(state);
      return;
    case 'declareBlockers':
      t.priority = null;
      beginBlocks(state);
      return;
    case 'firstStrikeDamage':
    case 'combatDamage':
      t.priority = null;
      // CR 510.4: the creatures that have first strike or double strike as the first-strike step begins
      if (step === 'firstStrikeDamage') noteFirstStrikers(state);
      beginMissionDamage(state);
      return;
    case 'endCombat':
      tapMissionCreatures(state);
      // CR 511.2: "at end of combat" abilities trigger as the mission's end of combat step begins
      beginning();
      openPriority(state);
      return;
    case 'end':
      patrolAtEndOfTurn(state);
      beginning();
      openPriority(state);
      return;
    case 'cleanup':
      // MT 11.1: a creature that entered during the end phase was activated this turn too: it goes
      // on patrol as the turn ends, before "this turn" effects (haste) end (CR 514.2)
      patrolAtEndOfTurn(state);
      endEffects(state, (d) => d.until === 'endOfTurn');
      endReplacements(state, (d) => d.until === 'endOfTurn');
      t.priority = null; // CR 514.3: no player receives priority, unless something happened (514.3a)
      return;
    default:
      openPriority(state);
  }
}

/** Begins the next player's turn, or the first (MT 3.1). */
function beginTurn(state: GameState, first: boolean): void {
  const t = state.turn;
  if (!startTurn(state, first)) return;
  const data = mtData(state);
  data.deployments = 0;
  data.landDeployments = 0;
  endEffects(state, (d) => d.until === 'yourNextTurn' && nextTurnBegins(state, d.player));
  endReplacements(state, (d) => d.until === 'yourNextTurn' && nextTurnBegins(state, d.player));
  for (const m of modulesWith(state, 'turnBegins')) m.turnBegins(state);
  emit(state, { type: 'turn', rule: 'MT 3.1', player: t.active, amount: t.number });
  beginStep(state, 'untap');
}

/** What follows each step of the Magic Tech turn, where the next one is fixed. */
const NEXT: Partial<Record<Step, Step>> = { untap: 'draw', draw: 'upkeep', upkeep: 'main1', main1: 'main2', main2: 'end', beginCombat: 'declareAttackers', declareAttackers: 'declareBlockers', firstStrikeDamage: 'combatDamage', combatDamage: 'endCombat' };

/** The Magic Tech turn structure (MT 3). */
export const magicTechTurns: TurnStructure = {
  beginGame(state) {
    emit(state, { type: 'gameStart', rule: 'MT 3.1', player: state.turn.active });
    beginTurn(state, true);
  },
  endStep(state) {
    const step = state.turn.step;
    if (step === 'pregame') return;
    if (step === 'end') {
      beginStep(state, 'cleanup');
      return;
    }
    if (step === 'cleanup') {
      // CR 514.3a: if anything happened in cleanup, players got priority and another cleanup follows
      if (state.turn.repeatCleanup) {
        state.turn.repeatCleanup = false;
        beginStep(state, 'cleanup');
      } else {
        beginTurn(state, false);
      }
      return;
    }
    if (step === 'endCombat') {
      closeMission(state);
      beginStep(state, 'main2');
      return;
    }
    // CR 508.8, as in Magic: a mission that sent no creature, and has none put onto the battlefield
    // attacking, skips the blocks and the damage; one whose creatures have all been removed from
    // combat since (destroyed or removed by an effect, CR 506.4) does not: they were sent (MT 6.3)
    if (step === 'declareAttackers' && (peekData(state)?.mission?.involved?.attackers.length ?? 0) === 0 && (state.combat?.attackers.length ?? 0) === 0) {
      beginStep(state, 'endCombat');
      return;
    }
    if (step === 'declareBlockers') {
      beginStep(state, needsFirstStrikeStep(state) ? 'firstStrikeDamage' : 'combatDamage');
      return;
    }
    beginStep(state, NEXT[step] ?? 'end');
  },
};
