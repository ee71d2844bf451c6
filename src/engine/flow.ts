/**
 * The engine runs until somebody must decide (DESIGN principle 3): after every action it performs
 * state-based actions (CR 704.3), puts triggered abilities on the stack (CR 603.3), resolves the
 * stack and moves through steps when all players pass (CR 117.4), and stops at the next decision.
 *
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';
import { formatOf, modulesWith } from './format.js';
import { leaveGameTogether } from './game-actions.js';
import { emit } from './log.js';
import { inGame, nextInGame, playersInGame } from './players.js';
import { resolveTop } from './resolve.js';
import { placeTriggers } from './triggers.js';

/**
 * The state whose last change was only priority passing to the next player (CR 117.3d): the
 * state-based actions checked when the passing player received priority still hold (CR 704.3).
 * Set and read within one reducer step, never across steps.
 */
let unchangedSinceCheck: GameState | null = null;

/** The most steps the loop takes for one action before it reports a bug rather than hang. */
const LOOP_GUARD = 100_000;

/** Runs the game forward until a player must decide or the game is over. */
export function advance(state: GameState): void {
  // a pass that only hands priority on changes nothing state-based actions or triggers look at
  const quiet = unchangedSinceCheck === state && state.pendingTriggers.length === 0 && state.decision?.kind !== 'choose';
  unchangedSinceCheck = null;
  if (quiet && state.turn.priority !== null && inGame(state, state.turn.priority) && !state.result) {
    state.decision = { kind: 'priority', player: state.turn.priority };
    return;
  }
  for (let guard = 0; guard < LOOP_GUARD; guard++) {
    if (state.result) {
      state.decision = null;
      return;
    }
    if (state.decision && state.decision.kind !== 'priority') return;
    state.decision = null;
    if (continueWaitingEffects(state) === 'asked') return;
    if (state.turn.step === 'untap' && state.turn.priority === null && state.stack.length === 0) {
      // CR 502.4: no player receives priority in the untap step, so state-based actions wait for the
      // next time one would (704.3) and abilities that trigger wait to be put on the stack then (117.5)
      formatOf(state).turns.endStep(state);
      continue;
    }
    const performed = runStateBasedActions(state);
    if (state.result) continue;
    if (state.decision) return; // a state-based action asks a choice (the legend rule, CR 704.5j)
    const waiting = continueWaitingEffects(state);
    if (waiting === 'asked') return;
    if (waiting === 'done') continue; // state-based actions look at what the effect did
    if (state.turn.step === 'pregame') return;
    const triggered = state.pendingTriggers.length > 0;
    if (triggered) {
      const p = placeTriggers(state);
      if (p !== null) {
        state.decision = { kind: 'putTrigger', player: p };
        return;
      }
    }
    const t = state.turn;
    if (t.priority === null && (state.stack.length > 0 || (t.step === 'cleanup' && (performed || triggered)))) {
      // CR 117.3a, 514.3a: with something on the stack, or after state-based actions or triggers in
      // the cleanup step, the active player receives priority (and another cleanup step follows)
      if (t.step === 'cleanup') t.repeatCleanup = true;
      t.priority = inGame(state, t.active) ? t.active : nextInGame(state, t.active);
      t.passes = 0;
      continue;
    }
    if (triggered) continue;
    const holder = t.priority;
    if (holder === null) {
      formatOf(state).turns.endStep(state);
      continue;
    }
    if (!inGame(state, holder)) {
      // CR 800.4a, 800.4j: priority passes from the player who left (by a state-based action, or the
      // active player as priority opens) to the next player still in the game, unless every player
      // still in the game has passed in succession already: then the top of the stack resolves or
      // the step ends (117.4), as when the player holding priority concedes
      priorityHolderLeft(state, holder);
      continue;
    }
    state.decision = { kind: 'priority', player: holder };
    return;
  }
  throw new Error('the engine did not reach a decision: a loop in the rules code');
}

/** Runs the rules' one-shot effects waiting for choices outside any resolution (see `RuleModule.continueWaitingEffect`). */
function continueWaitingEffects(state: GameState): 'asked' | 'done' | 'none' {
  let result: 'asked' | 'done' | 'none' = 'none';
  for (const m of modulesWith(state, 'continueWaitingEffect')) {
    const r = m.continueWaitingEffect(state);
    if (r === 'asked') return r;
    if (r === 'done') result = r;
  }
  return result;
}

/**
 * A player passes priority (CR 117.3d). When all players in the game have passed in succession,
 * the top of the stack resolves or, if the stack is empty, the step ends (CR 117.4).
 */
export function passPriority(state: GameState, player: PlayerId): void {
  const t = state.turn;
  t.passes++;
  if (t.passes < playersInGame(state)) {
    t.priority = nextInGame(state, player);
    unchangedSinceCheck = state;
    return;
  }
  allPassed(state);
}

/**
 * The player holding priority has left the game (CR 800.4a): priority passes to the next player in
 * turn order still in the game, or, if every player still in the game has passed in succession
 * already, the top of the stack resolves or the step ends (CR 117.4).
 */
export function priorityHolderLeft(state: GameState, player: PlayerId): void {
  const t = state.turn;
  if (t.passes === 0 || t.passes < playersInGame(state)) {
    t.priority = nextInGame(state, player);
    return;
  }
  allPassed(state);
}

/** All players in the game have passed in succession: the top of the stack resolves or, if the stack is empty, the step ends (CR 117.4). */
function allPassed(state: GameState): void {
  const t = state.turn;
  t.passes = 0;
  if (state.stack.length === 0 && !state.resolution) {
    t.priority = null;
    return;
  }
  if (resolveTop(state)) {
    // CR 117.3b: the active player receives priority after a spell or ability resolves
    t.priority = inGame(state, t.active) ? t.active : nextInGame(state, t.active);
  } else {
    t.priority = null;
  }
}

/** Continues a resolution after its pending choice was answered. */
export function continueResolution(state: GameState): void {
  state.decision = null;
  if (resolveTop(state)) {
    const t = state.turn;
    t.passes = 0;
    t.priority = inGame(state, t.active) ? t.active : nextInGame(state, t.active);
  }
}

/** Performs state-based actions until none apply (CR 704.3), then checks whether the game is over. */
export function runStateBasedActions(state: GameState): boolean {
  const modules = formatOf(state).sbaModules;
  let performed = false;
  for (let guard = 0; guard < 1000; guard++) {
    let any = false;
    for (const m of modules) if (m.stateBasedActions?.(state)) any = true;
    checkGameOver(state);
    performed ||= any;
    if (!any || state.result) return performed;
  }
  return performed;
}

/** A player who loses the game, with the rule that makes them lose (CR 104.3a, 104.3e, 704.5a, …). */
export interface GameLoss {
  /** The player who loses. */
  readonly player: PlayerId;
  /** The rule that makes them lose, which their `lose` event cites. */
  readonly rule: string;
}

/**
 * Players lose the game at the same time (CR 104.3, 704.3) and leave it (CR 800.4a); if that leaves
 * nobody, the game is a draw (CR 104.4a). Each player's `lose` event cites the rule that makes that
 * player lose: one player may lose to 704.5a and another to 704.5b at the same check. A player who
 * can't lose the game loses only by conceding (CR 104.3a, Platinum Angel).
 */
export function loseGame(state: GameState, losers: readonly GameLoss[]): void {
  const list = losers.filter((l) => l.rule === '104.3a' || !modulesWith(state, 'cantLose').some((m) => m.cantLose(state, l.player)));
  for (const loss of list) {
    const p = state.players[loss.player];
    if (!p?.inGame) continue;
    p.outcome = 'lost';
    emit(state, { type: 'lose', rule: loss.rule, player: loss.player });
  }
  leaveGameTogether(state, list.map((l) => l.player));
  checkGameOver(state);
}

/** The game ends when one player remains (CR 104.2a) or none (a draw, CR 104.4a). */
export function checkGameOver(state: GameState): void {
  if (state.result) return;
  if (playersInGame(state) > 1) return;
  const left = state.players.filter((p) => p.inGame);
  if (left.length === 1) {
    const w = left[0] as (typeof left)[number];
    w.outcome = 'won';
    w.inGame = false;
    state.result = { winner: w.id, rule: '104.2a', turn: state.turn.number };
    emit(state, { type: 'win', rule: '104.2a', player: w.id });
  } else if (left.length === 0) {
    state.result = { winner: null, rule: '104.4a', turn: state.turn.number };
    emit(state, { type: 'draw', rule: '104.4a', detail: 'no player remains' });
  }
  if (state.result) {
    // an ended game waits for nothing, not even a declaration held for returning cards (CR 104.1, 725.4)
    state.decision = null;
    state.turn.priority = null;
    delete state.heldDeclaration;
    revealAtGameEnd(state);
  }
}

/**
 * What is face down is revealed to all players at the end of each game: face-down permanents and
 * spells (CR 708.9), and what the format's rules reveal then, such as face-down conspiracies
 * (702.106e, a module's `gameEnded`).
 */
function revealAtGameEnd(state: GameState): void {
  for (const list of [state.battlefield, state.stack]) {
    for (const id of list) {
      const o = state.objects[id];
      if (o?.faceDown) emit(state, { type: 'reveal', rule: '708.9', player: o.owner, object: id, card: o.card, detail: 'as the game ends' });
    }
  }
  for (const m of modulesWith(state, 'gameEnded')) m.gameEnded(state);
}

/** Ends the game in a draw for every player still in it (CR 104.4, or a playout turn limit). */
export function drawGame(state: GameState, rule: string, detail: string): void {
  for (const p of state.players) {
    if (p.inGame) {
      p.inGame = false;
      p.outcome = 'draw';
    }
  }
  state.result = { winner: null, rule, turn: state.turn.number };
  state.decision = null;
  emit(state, { type: 'gameDrawn', rule, detail });
  revealAtGameEnd(state);
}
