/**
 * CR 500–514 Turn Structure: the phases and steps in order, their turn-based actions (untap 502.3,
 * draw 504.1, declare attackers 508.1, declare blockers 509.1, combat damage 510, end of combat
 * 511.3, cleanup 514), mana pools emptying between steps (500.5), and the first player's draw
 * (103.8). A format may replace this module: Magic Tech runs its own phases.
 *
 * @module
 */
import type { DiscardAction } from '../engine/actions.js';
import { check } from '../engine/errors.js';
import { modulesWith, type RuleModule, type TurnStructure } from '../engine/format.js';
import { drawGame } from '../engine/flow.js';
import { discard, endEffects } from '../engine/game-actions.js';
import { endReplacements } from '../engine/replacement.js';
import { emit } from '../engine/log.js';
import { fireTriggers } from '../engine/triggers.js';
import { nextInGame, nextTurnBegins } from '../engine/players.js';
import type { GameState, PlayerId, Step } from '../state/types.js';
import { drawCards, obj } from '../zones/zones.js';
import { dropExtraTurns, takeNextTurn } from './500.7-extra-turns.js';
import { maximumHandSize } from './305.2-land-plays.js';
import { untapPermanents } from './502-untap-step.js';
import { mutableStatus } from '../engine/working-copy.js';
import { beginCombatDamage, beginDeclareAttackers, needsFirstStrikeStep, nextBlockerDeclaration, noteFirstStrikers } from './506-combat-phase.js';
import { emptyManaPools, openPriority } from '../engine/step-start.js';
import { STEP_ORDER } from '../state/steps.js';


/** The rule number of each step, for the log. */
const STEP_RULE: Record<Step, string> = {
  untap: '502', upkeep: '503', draw: '504', main1: '505', beginCombat: '507', declareAttackers: '508',
  declareBlockers: '509', firstStrikeDamage: '510.4', combatDamage: '510', endCombat: '511', main2: '505',
  end: '513', cleanup: '514',
};



/**
 * What begins every turn, whichever turn structure runs it: the next player in the game becomes the
 * active player, extra turns first (CR 500.1, 500.7, 800.4k); the turn limit ends the game in a draw
 * (104.4); and the turn's counts start over. False if there is no turn to begin.
 */
export function startTurn(state: GameState, first: boolean): boolean {
  const t = state.turn;
  let passedOver: PlayerId[] = [];
  if (first && !state.players[t.active]?.inGame) {
    // CR 800.4k: a starting player who left the game before the first turn doesn't begin it; the next
    // player in turn order still in the game takes the first turn
    const next = nextInGame(state, t.active);
    if (next === null) return false;
    t.active = next;
  }
  if (!first) {
    const next = takeNextTurn(state);
    if (next === null) return false;
    t.active = next.player;
    t.number++;
    passedOver = next.passedOver;
  }
  if (state.settings.turnLimit > 0 && t.number > state.settings.turnLimit) {
    drawGame(state, '104.4', `turn limit ${state.settings.turnLimit} reached`);
    return false;
  }
  t.turnsBegun[t.active] = t.number;
  // CR 800.4m: the turns of players who left would have begun now, before this one; what lasts
  // "until [that player]'s next turn" ends with this turn's beginning (see nextTurnBegins)
  for (const p of passedOver) t.turnsBegun[p] = t.number;
  state.history = { creaturesDied: 0, spellsCast: state.players.map(() => 0), attacked: [], monarchAsTurnBegan: state.monarch, targeted: [], cardsDrawn: state.players.map(() => 0), combatPhases: 0 };
  for (const p of state.players) p.landsPlayed = 0;
  return true;
}

/** Begins a new turn for the next player in the game (CR 500.1, 800.4k). */
function beginTurn(state: GameState, first: boolean): void {
  const t = state.turn;
  if (!startTurn(state, first)) return;
  // "until your next turn" effects end as that turn begins (CR 611.2b), or as it would have begun (800.4m)
  endEffects(state, (d) => d.until === 'yourNextTurn' && nextTurnBegins(state, d.player));
  endReplacements(state, (d) => d.until === 'yourNextTurn' && nextTurnBegins(state, d.player));
  for (const m of modulesWith(state, 'turnBegins')) m.turnBegins(state);
  emit(state, { type: 'turn', rule: '500.1', player: t.active, amount: t.number });
  beginStep(state, 'untap');
}

/** Performs the turn-based actions of a step as it begins, and sets who acts first. */
function beginStep(state: GameState, step: Step): void {
  const t = state.turn;
  t.step = step;
  t.passes = 0;
  emptyManaPools(state); // CR 500.5: the pools emptied as the previous step ended
  emit(state, { type: 'step', rule: STEP_RULE[step], player: t.active, detail: step });
  switch (step) {
    case 'untap':
      untapPermanents(state);
      t.priority = null; // CR 502.4: no player receives priority
      return;
    case 'upkeep':
      fireTriggers(state, { event: 'beginningOfStep', object: null, player: t.active, amount: 0 });
      openPriority(state);
      return;
    case 'draw':
      // CR 103.8a: in a two-player game the first player skips their first draw; CR 103.8c: not otherwise.
      // CR 800.4j: a turn whose player has left the game goes on without an active player, who draws nothing (drawCards)
      if (!(t.number === 1 && state.players.length === 2)) drawCards(state, t.active, 1);
      fireTriggers(state, { event: 'beginningOfStep', object: null, player: t.active, amount: 0 });
      openPriority(state);
      return;
    case 'beginCombat':
      // CR 802.2: all opponents are defending players; no choice of a defending player
      state.combat = { attackers: [], blockers: [], attackedPlayers: [], blockersDeclaredBy: [], divisions: {} };
      state.history.combatPhases++; // CR 506.7d: which combat phase of the turn this is
      fireTriggers(state, { event: 'beginningOfStep', object: null, player: t.active, amount: 0 });
      openPriority(state);
      return;
    case 'declareAttackers':
      t.priority = null;
      beginDeclareAttackers(state);
      return;
    case 'declareBlockers':
      t.priority = null;
      if (!nextBlockerDeclaration(state)) openPriority(state);
      return;
    case 'firstStrikeDamage':
    case 'combatDamage':
      t.priority = null;
      // CR 510.4: the creatures that have first strike or double strike as the first-strike step begins
      if (step === 'firstStrikeDamage') noteFirstStrikers(state);
      beginCombatDamage(state);
      return;
    case 'cleanup':
      t.priority = null;
      cleanup(state);
      return;
    default:
      // CR 513.1, 511.2: "at the beginning of the end step" and "at end of combat" abilities trigger as the step begins
      if (step === 'end' || step === 'endCombat') fireTriggers(state, { event: 'beginningOfStep', object: null, player: t.active, amount: 0 });
      openPriority(state);
  }
}

/** CR 514.1–514.2: discard to maximum hand size, then remove damage and end "this turn" effects. */
function cleanup(state: GameState): void {
  const t = state.turn;
  const p = state.players[t.active];
  const max = maximumHandSize(state, t.active);
  if (p?.inGame && p.hand.length > max) {
    state.decision = { kind: 'discard', player: t.active, count: p.hand.length - max, rule: '514.1' };
    return;
  }
  for (const id of state.battlefield) {
    const o = obj(state, id);
    if (o.damage === 0 && !o.deathtouched) continue;
    const own = mutableStatus(state, id); // damage is no characteristic (CR 120.3e)
    own.damage = 0;
    own.deathtouched = false;
  }
  endEffects(state, (d) => d.until === 'endOfTurn');
  endReplacements(state, (d) => d.until === 'endOfTurn');
  t.priority = null; // CR 514.3: normally no player receives priority
}

/**
 * The step after the current one: the declare blockers and combat damage steps are skipped when no
 * creature was declared as an attacker (CR 508.8), though not when those declared have all been
 * removed from combat since; the first-strike damage step when no creature has first or double strike (CR 510.4).
 */
function stepAfter(state: GameState, step: Step): Step | 'nextTurn' {
  if (step === 'cleanup') return 'nextTurn';
  // (a game saved before the combat recorded its declaration has its attackers to tell)
  if (step === 'declareAttackers' && state.combat?.attackersDeclared !== true && (state.combat?.attackers.length ?? 0) === 0) return 'endCombat';
  if (step === 'endCombat' && state.turn.additionalCombats > 0) {
    // CR 500.8: an additional combat phase comes directly after this one
    state.turn.additionalCombats--;
    return 'beginCombat';
  }
  let next = STEP_ORDER[STEP_ORDER.indexOf(step) + 1] as Step;
  if (next === 'firstStrikeDamage' && !needsFirstStrikeStep(state)) next = 'combatDamage';
  return next;
}

/** The standard turn structure of CR 500–514. */
export const standardTurns: TurnStructure = {
  beginGame(state) {
    emit(state, { type: 'gameStart', rule: '103.8', player: state.turn.active });
    beginTurn(state, true);
  },
  endStep(state) {
    const t = state.turn;
    const step = t.step;
    if (step === 'pregame') return;
    if (step === 'endCombat') {
      state.combat = null; // CR 511.3
      endEffects(state, (d) => d.until === 'endOfCombat');
    }
    if (step === 'cleanup' && (state.decision?.kind === 'discard')) return;
    if (step === 'cleanup' && t.repeatCleanup) {
      t.repeatCleanup = false;
      beginStep(state, 'cleanup'); // CR 514.3a: another cleanup step
      return;
    }
    const next = stepAfter(state, step);
    if (next === 'nextTurn') {
      // CR 514.3a: if anything happened in cleanup, players got priority and another cleanup follows
      beginTurn(state, false);
      return;
    }
    beginStep(state, next);
  },
};

/** CR 500: the turn structure, with the cleanup discard (CR 514.1) as its action. */
export const turnStructure: RuleModule = {
  number: '500',
  title: 'General',
  keywords: ['turn', 'phase', 'step'],
  perform: {
    discard(state, action) {
      const a = action as DiscardAction;
      const d = state.decision;
      check(d?.kind === 'discard' && d.player === a.player, 'wrongDecision', 'you are not discarding now', '514.1');
      const p = state.players[a.player];
      check(p?.hand.includes(a.card), 'illegal', 'that card is not in your hand', '514.1');
      discard(state, a.player, a.card, d.rule);
      state.decision = null;
      if (d.count > 1) state.decision = { ...d, count: d.count - 1 };
      else cleanup(state);
    },
  },
  playerLeft: dropExtraTurns,
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'discard') return;
    for (const card of state.players[d.player]?.hand ?? []) out.push({ type: 'discard', player: d.player, card });
  },
};
