/**
 * Re-applying a recorded list of actions made by an earlier build: the one place where the actions
 * of a replay record (`replay`), of a Colyseus game record (a room rebuilding its game) or of any
 * other stored list are applied again, upgrading the forms earlier builds recorded that this one no
 * longer takes, so that such a record replays to the same game.
 *
 * A record's `version` (replay records: 1 and 2; Colyseus records: `RECORD_VERSION`) is the version
 * of its shape — where the options and the actions are — not of the actions' forms: each action is
 * in the form the build that applied it took. So a change to an action's form does not change the
 * version; a record of an earlier build keeps its version and is upgraded here, action by action,
 * as it is replayed (the stored record is never rewritten). A record written now in the same version
 * may hold forms an earlier build does not take, and does not replay there.
 *
 * The upgrades, each done only where the earlier build's form is recorded and exactly its case holds:
 * - A face-down conspiracy's names were one `nameCard` action per name, with `name` (two in a row for
 *   a double agenda, CR 702.106f); now they are one action with `names`. An old-form action is merged
 *   with the old-form ones of the same player that follow it until the names the conspiracy is still
 *   to be given are reached (CR 702.106a: one; 702.106f: two), then applied as one. A record that
 *   stops halfway through a double agenda's names (a game in progress), or goes on with another
 *   action, leaves the game where the earlier build did: one name chosen, one left to choose.
 * - Triggered abilities of one player that are all alike are now put on the stack by the engine (CR
 *   603.3b, `triggersOrdered`), where an earlier build asked their order. A `putTrigger` action of
 *   that player answering such a question is skipped, and only then: when the state asks no
 *   `putTrigger` of that player and the action applied just before put that player's alike triggers
 *   on the stack itself, at most one fewer of them than it put there (an earlier build asked until one
 *   was left). Any other action is applied as recorded, so one the engine refuses for another reason
 *   still stops the replay there.
 * - Choices about hidden cards are now asked whatever those cards are (CR 401.2, 402.3, 701.23b),
 *   where an earlier build asked them only when a card fitted: "you may put a … card from your hand
 *   onto the battlefield" and Muzzio's artifact card (with no card to offer), Lead the Stampede's
 *   creature cards to reveal and Burning Wish's card from outside the game (none to offer), Explorer's
 *   Scope's choice for a nonland card, and Aether
 *   Searcher's card found (none, or the only one, which an earlier build took without asking). Only
 *   when the engine refuses a recorded action at such a choice is the choice answered as the earlier
 *   build went on (nothing put or revealed, "no", the only card found) and the action applied again;
 *   a record that answered the only card found with the first way to cast it has that answer given
 *   to the choice of the way too, where the engine refuses the action after it. After a search, the
 *   choice to cast is now asked whatever was found, offering only "don't cast" where nothing can be
 *   cast; an earlier build did not ask it, and it is answered "don't cast".
 * - Outside Conspiracy Draft, once anybody has a sideboard every player is now asked at the game's
 *   start (CR 315.2), where earlier builds asked only in a game where somebody had a conspiracy in
 *   their sideboard (963a0135 and before: which told the others that somebody's hidden sideboard
 *   held one), and still earlier builds only those who had one (which told whose). Where the engine
 *   refuses a recorded action while a player without one is asked, that player is answered "none"
 *   and the action applied again.
 * - The players putting conspiracies at the game's start (CR 103.2e, 905.4, 315.2) are now asked in
 *   turn order from the starting player, who is the active player while the game starts (101.4,
 *   101.4e), where an earlier build asked them in seat order. Where the engine refuses a recorded
 *   action at that decision (`wrongDecision`), while no conspiracy's names or number are being
 *   chosen, because another player is asked, and seat order would have asked the recorded player
 *   (first of those still to answer, or, outside Conspiracy Draft, after only players bringing none,
 *   whom a still earlier build did not ask), the game is switched to seat order
 *   (`ConspiracyDraftState.seatOrder`, as a game such a build saved loads) and the action applied
 *   again. This is done once a game; a game this build began never asks in seat order.
 * - Backup Plan's choice of the hand to keep (CR 315.5a) is now asked alike, in turn order from the
 *   starting player (101.4e), where an earlier build (e51a545c and before) asked it in seat order.
 *   Where the engine refuses a recorded `keepHand` (`wrongDecision`) because another player is asked
 *   and seat order would have asked the recorded player first, the game is switched to seat order and
 *   the action applied again. `ConspiracyDraftState.seatOrder` is the one flag for both: it says the
 *   game asks every choice of its start in seat order, so a record switched at its conspiracies (a
 *   build before 21ab71c7) asks its hands in seat order too, as that build did, and one switched at
 *   its hands (a build from 21ab71c7 to e51a545c, which asked conspiracies in turn order) has nothing
 *   left to ask but hands.
 * - A Plains, Island, Swamp, Mountain or Forest played from outside the game (Sovereign's Realm, CR
 *   400.11a) now comes from the supply a limited sideboard is considered to hold, leaving the
 *   sideboard as it is (CR 400.2), where an earlier build played the sideboard's own card of that
 *   name when it held one, which gave the land and every object after it an id one lower. The action
 *   is the same in both builds, so the first time a record plays such a land while the sideboard
 *   holds one of its name, the rest of the record is tried both ways: this build's, and the earlier
 *   build's (`ConspiracyDraftState.basicsFromSideboard`, kept for the rest of the game), which is taken
 *   only where the record goes further that way before the engine refuses an action (this build's
 *   way when both replay it all). A record is one build's: the way taken holds for the whole record.
 *
 * Not upgraded: Caller of the Untamed's card to copy is now chosen as its ability is activated (CR
 * 107.3c, its ruling), where an earlier build asked it as the ability resolved. A recorded activation
 * without the card is taken where one exiled card has that mana value; where two have it, the card
 * the record goes on to choose is answered later in the record, and the replay stops there.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { checkActionFields } from '../engine/action-shape.js';
import { RulesError } from '../engine/errors.js';
import { findDefinition } from '../engine/card-catalog.js';
import { deserialize, serialize } from './serialize.js';
import { LOG_CHUNK, type GameState, type PlayerId, type ReadonlyGameEvent, type ReadonlyGameState } from './types.js';
import { quoted } from '../engine/quote.js';

/** How a caller applies a recorded action and reports a refusal. */
export interface RecordedSteps {
  /** Applies one action in this build's form (and whatever the game runs on to after it), or throws the engine's refusal. */
  apply(state: ReadonlyGameState, action: Action): ReadonlyGameState;
  /** Reports the refusal `error` of the recorded action(s) `where` names (the error is what `apply` threw, or a RulesError). */
  refused(where: string, error: unknown): never;
}

/** A `nameCard` action of an earlier build: one name, as `name` (CR 702.106a). */
interface OldNaming {
  type: 'nameCard';
  player: unknown;
  name: unknown;
}

function isOldNaming(action: unknown): action is OldNaming {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'nameCard' && Object.hasOwn(action, 'name') && !Object.hasOwn(action, 'names');
}

function where(actions: readonly unknown[], from: number, to: number): string {
  if (from === to) return `action ${from} (${quoted(actions[from])})`;
  return `actions ${from} to ${to}, the names of one conspiracy recorded one by one (${actions.slice(from, to + 1).map((a) => quoted(a)).join(', ')})`;
}

/** How many names the conspiracy being put is still to be given (CR 702.106a, 702.106f); 0 if none is asked. */
function namesToChoose(state: ReadonlyGameState): number {
  return state.conspiracyDraft?.choosing?.names ?? 0;
}

/** Whether `player` is being asked a conspiracy's names now. */
function asksNames(state: ReadonlyGameState, player: unknown): boolean {
  const d = state.decision;
  return d?.kind === 'startOfGame' && d.player === player && d.prompt === 'name' && namesToChoose(state) > 1;
}

/**
 * The state an earlier build reached after one of a double agenda's two names (CR 702.106f): the name
 * chosen, one left to choose, the same decision. It is a game such a build saved, which this build
 * loads (`deserialize` checks it, the name too) and finishes with a `nameCard` of the name left.
 */
function halfwayNamed(state: ReadonlyGameState, name: unknown): ReadonlyGameState {
  const saved = JSON.parse(serialize(state)) as GameState;
  const choosing = saved.conspiracyDraft?.choosing;
  if (!choosing) throw new RulesError('wrongDecision', 'no card name to choose now', '702.106a');
  const o = saved.objects[choosing.object] as { chosenNames?: string[] };
  o.chosenNames = [...(o.chosenNames ?? []), name as string];
  choosing.names--;
  try {
    return deserialize(JSON.stringify(saved));
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    throw new RulesError('illegal', `${quoted(name)} is not the name of a card (a game may be given more names: settings.nameableCards)`, '702.106a');
  }
}

/** The events of `state`'s log from the `from`th on. */
function* eventsSince(state: ReadonlyGameState, from: number): Generator<ReadonlyGameEvent> {
  const first = Math.floor(from / LOG_CHUNK);
  for (let c = first; c < state.log.length; c++) {
    const chunk = state.log[c] as readonly ReadonlyGameEvent[];
    for (let k = c === first ? from % LOG_CHUNK : 0; k < chunk.length; k++) yield chunk[k] as ReadonlyGameEvent;
  }
}

function logSize(state: ReadonlyGameState): number {
  const n = state.log.length;
  return n === 0 ? 0 : (n - 1) * LOG_CHUNK + (state.log[n - 1] as readonly unknown[]).length;
}

/**
 * By player, how many order questions of an earlier build the step from `before` to `after` made
 * unnecessary: for each `triggersOrdered` event (CR 603.3b), one fewer than the abilities it put on
 * the stack.
 */
function ordersNotAsked(before: ReadonlyGameState, after: ReadonlyGameState): Map<PlayerId, number> {
  const skips = new Map<PlayerId, number>();
  for (const e of eventsSince(after, logSize(before))) {
    if (e.type === 'triggersOrdered') skips.set(e.player, (skips.get(e.player) ?? 0) + e.amount - 1);
  }
  return skips;
}

/** Whether `action` is a well-formed `putTrigger` answering an order question the engine no longer asks. */
function unaskedOrder(state: ReadonlyGameState, action: unknown, skips: ReadonlyMap<PlayerId, number>): action is Action & { type: 'putTrigger' } {
  if (typeof action !== 'object' || action === null || (action as { type?: unknown }).type !== 'putTrigger') return false;
  try {
    checkActionFields(state.players.length, action);
  } catch {
    return false;
  }
  const player = (action as { player: PlayerId }).player;
  const d = state.decision;
  return (skips.get(player) ?? 0) > 0 && !(d?.kind === 'putTrigger' && d.player === player);
}

/** The prompt of Explorer's Scope's choice, which an earlier build asked only of a land card. */
const SCOPE_PROMPT = "put it onto the battlefield tapped if it's a land card";

/** The prompts of the choices an earlier build did not ask when it had no card to offer. */
const EMPTY_UNASKED: ReadonlySet<string> = new Set(['putOntoBattlefield', 'revealCreatures', 'wish']);

/** Whether the decision is the choice of the card a search of the hand and/or library finds (Aether Searcher, CR 701.23b). */
function isFinding(state: ReadonlyGameState): boolean {
  const d = state.decision;
  return d?.kind === 'choose' && (d.choice.prompt === 'castWhich' || d.choice.prompt === 'copyWhich') && d.choice.rule === '701.23';
}

/** Whether a player's sideboard holds a conspiracy card, which an earlier build asked about alone (CR 315.2). */
function bringsConspiracy(state: ReadonlyGameState, player: PlayerId): boolean {
  return (state.players[player]?.sideboard ?? []).some((id) => findDefinition(state.objects[id]?.card ?? '')?.printed.types.includes('Conspiracy') === true);
}

/** The players in the game who are still to put conspiracies at its start, in seat order (CR 905.4, 315.2). */
function notDoneInSeatOrder(state: ReadonlyGameState): PlayerId[] {
  const done = state.conspiracyDraft?.done ?? [];
  return state.players.filter((p) => p.inGame && done[p.id] !== true).map((p) => p.id);
}

/**
 * The game switched to asking in seat order, as an earlier build did, if `action` was refused (`e`)
 * because the state asks in turn order at the start of the game (CR 101.4e, 103.2e) another player
 * than the one an earlier build would have asked, its player: the first in seat order still to put conspiracies, or, outside Conspiracy
 * Draft, one after only players bringing none (whom a still earlier build did not ask, CR 315.2);
 * null otherwise. The switched game asks the first player in seat order still to put conspiracies.
 * Backup Plan's hand (CR 315.5a) is switched alike, see {@link handInSeatOrder}.
 */
function inSeatOrder(state: ReadonlyGameState, action: Action, e: unknown): ReadonlyGameState | null {
  // a recorded entry that is no action at all is refused as recorded
  if (typeof action !== 'object' || action === null) return null;
  const d = state.decision;
  const r = state.conspiracyDraft;
  if (d?.kind === 'startOfGame' && d.prompt === 'hand') return handInSeatOrder(state, action, e);
  if (d?.kind !== 'startOfGame' || d.prompt !== 'conspiracies' || state.startOfGame !== 'beforeShuffle' || !r || r.seatOrder === true || r.choosing !== null) return null;
  const order = notDoneInSeatOrder(state);
  const at = order.indexOf(action.player);
  if (!(e instanceof RulesError) || e.code !== 'wrongDecision' || at < 0 || order[0] === d.player || action.player === d.player) return null;
  if (order.slice(0, at).some((p) => d.rule !== '315.2' || bringsConspiracy(state, p))) return null;
  return switchedToSeatOrder(state, { kind: 'startOfGame', player: order[0] as PlayerId, prompt: d.prompt, rule: d.rule });
}

/**
 * The game switched to asking in seat order, as an earlier build did, if `action` was refused (`e`,
 * `wrongDecision`) because the state asks another player than the first in seat order still to
 * choose Backup Plan's hand (CR 101.4e, 315.5a), and that player is the recorded action's; null
 * otherwise. The switched game asks that player, showing them their hands (CR 402.3).
 */
function handInSeatOrder(state: ReadonlyGameState, action: Action, e: unknown): ReadonlyGameState | null {
  const d = state.decision;
  const r = state.conspiracyDraft;
  if (d?.kind !== 'startOfGame' || d.prompt !== 'hand' || state.startOfGame !== 'beforeMulligans' || !r || r.seatOrder === true) return null;
  const first = state.players.find((p) => p.inGame && (r.hands[p.id]?.length ?? 0) > 1)?.id;
  if (!(e instanceof RulesError) || e.code !== 'wrongDecision' || first === undefined || first === d.player || action.player !== first) return null;
  return switchedToSeatOrder(state, { kind: 'startOfGame', player: first, prompt: 'hand', rule: d.rule, hands: (r.hands[first] ?? []).map((h) => [...h]) });
}

/** `state` asking its start's choices in seat order (`ConspiracyDraftState.seatOrder`), with `decision` the one seat order asks now. */
function switchedToSeatOrder(state: ReadonlyGameState, decision: GameState['decision']): ReadonlyGameState {
  const saved = JSON.parse(serialize(state)) as GameState;
  saved.conspiracyDraft!.seatOrder = true;
  saved.decision = decision;
  return deserialize(JSON.stringify(saved));
}

/**
 * The answer an earlier build went on with to the choice the state asks, if it is one that build did
 * not ask (see the module's description); null otherwise.
 */
function unaskedAnswer(state: ReadonlyGameState): Action | null {
  const d = state.decision;
  if (d?.kind === 'startOfGame' && d.prompt === 'conspiracies' && d.rule === '315.2' && !bringsConspiracy(state, d.player)) {
    return { type: 'finishConspiracies', player: d.player };
  }
  if (d?.kind !== 'choose') return null;
  const { options, prompt } = d.choice;
  const answer = (choice: number[]): Action => ({ type: 'choose', player: d.player, choice });
  if (options.length === 0 && (EMPTY_UNASKED.has(prompt) || isFinding(state))) return answer([]);
  if (prompt === 'castWithoutPaying' && options.length === 1) return answer([0]);
  if (options.length === 1 && isFinding(state)) return answer([0]);
  if (prompt === SCOPE_PROMPT) return answer([1]);
  return null;
}

/**
 * Applies a recorded action, first answering as an earlier build went on each choice it did not ask
 * where the engine refuses the action (see {@link unaskedAnswer}); `loneFound` is the player whose
 * action just before answered the finding of the only card with its first option, which an earlier
 * build's record meant as the first way to cast it.
 */
function applyRecorded(state: ReadonlyGameState, action: Action, loneFound: PlayerId | null, steps: RecordedSteps): ReadonlyGameState {
  let s = state;
  for (;;) {
    try {
      return steps.apply(s, action);
    } catch (e) {
      const d = s.decision;
      const repeat = loneFound !== null && d?.kind === 'choose' && d.player === loneFound && d.choice.prompt === 'castWithoutPaying' ? ({ type: 'choose', player: loneFound, choice: [0] } as Action) : null;
      const seatOrdered = repeat === null ? inSeatOrder(s, action, e) : null;
      if (seatOrdered !== null) {
        s = seatOrdered;
        continue;
      }
      const answer = repeat ?? unaskedAnswer(s);
      if (answer === null) throw e;
      s = steps.apply(s, answer);
      loneFound = null;
    }
  }
}

/** The player whose `action` answered, in `state`, the finding of the only card with it; null otherwise. */
function answersLoneFinding(state: ReadonlyGameState, action: unknown): PlayerId | null {
  const d = state.decision;
  if (!isFinding(state) || d?.kind !== 'choose' || d.choice.options.length !== 1) return null;
  const a = action as { type?: unknown; player?: unknown; choice?: unknown };
  return a.type === 'choose' && a.player === d.player && Array.isArray(a.choice) && a.choice.length === 1 && a.choice[0] === 0 ? d.player : null;
}

/** The state `next` makes, or its error reported through `steps.refused`. */
function attempt(next: () => ReadonlyGameState, steps: RecordedSteps, at: string): ReadonlyGameState {
  try {
    return next();
  } catch (e) {
    return steps.refused(at, e);
  }
}

/** The basic lands a limited sideboard is considered to hold as many of as needed (Sovereign's Realm's ruling). */
const SUPPLIED_BASICS: ReadonlySet<unknown> = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/**
 * Whether `action` plays from outside the game one of the basic lands of the supply while its
 * player's sideboard holds a card of that name, which an earlier build played instead (CR 400.11a).
 */
function playsHeldBasic(state: ReadonlyGameState, action: unknown): boolean {
  if (typeof action !== 'object' || action === null) return false;
  const { type, player, name } = action as { type?: unknown; player?: unknown; name?: unknown };
  if (type !== 'playLandFromOutside' || !SUPPLIED_BASICS.has(name) || state.conspiracyDraft === undefined || state.conspiracyDraft.basicsFromSideboard === true) return false;
  const p = typeof player === 'number' ? state.players[player] : undefined;
  return p !== undefined && p.sideboard.some((id) => state.objects[id]?.card === name);
}

/** `state` taking the basic lands played from outside the game from the sideboard, as an earlier build did (`ConspiracyDraftState.basicsFromSideboard`). */
function withBasicsFromSideboard(state: ReadonlyGameState): ReadonlyGameState {
  const saved = JSON.parse(serialize(state)) as GameState;
  saved.conspiracyDraft!.basicsFromSideboard = true;
  return deserialize(JSON.stringify(saved));
}

/** Thrown through a trial replay at its first refusal. */
class TrialRefused {}

/**
 * How many of `actions` replay from `state` (reached by `last` from `before`) before the engine refuses
 * one (all of them: their number), the way basic lands are taken settled.
 */
function replayable(before: ReadonlyGameState, last: unknown, state: ReadonlyGameState, actions: readonly unknown[], steps: RecordedSteps): number {
  const trial: RecordedSteps = { apply: steps.apply, refused: () => { throw new TrialRefused(); } };
  const after = { basicsDecided: true, skips: ordersNotAsked(before, state), loneFound: answersLoneFinding(before, last) };
  let n = 0;
  try {
    for (const _ of replayWays(state, actions, trial, after)) n++;
  } catch (e) {
    if (!(e instanceof TrialRefused)) throw e;
  }
  return n;
}

/**
 * Re-applies recorded `actions` to `start` through `steps.apply`, upgrading those of earlier builds (see the
 * module's description), and yields the state after each recorded action, so that the nth state
 * yielded is the game after the record's nth action: an action merged into a later one or skipped
 * yields the state as it stands. A refusal stops the replay through `steps.refused`, naming the
 * recorded action(s) refused.
 */
export function replayRecorded(start: ReadonlyGameState, actions: readonly unknown[], steps: RecordedSteps): Generator<ReadonlyGameState, ReadonlyGameState, undefined> {
  return replayWays(start, actions, steps, { basicsDecided: false, skips: new Map(), loneFound: null });
}

/** What a replay carries from one recorded action to the next (see {@link replayWays}). */
interface Carried {
  /** Whether the way basic lands played from outside the game are taken is settled for the record (see the module's description). */
  basicsDecided: boolean;
  /** By player, the order questions of an earlier build the last action made unnecessary. */
  skips: Map<PlayerId, number>;
  /** The player whose last action answered the finding of the only card with it. */
  loneFound: PlayerId | null;
}

/** {@link replayRecorded} from a point of a record, with what the actions before it left (`carried`). */
function* replayWays(start: ReadonlyGameState, actions: readonly unknown[], steps: RecordedSteps, carried: Carried): Generator<ReadonlyGameState, ReadonlyGameState, undefined> {
  let state = start;
  let decided = carried.basicsDecided;
  let skips = carried.skips;
  let loneFound = carried.loneFound;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i];
    if (unaskedOrder(state, action, skips)) {
      skips.set(action.player, (skips.get(action.player) as number) - 1);
      yield state;
      continue;
    }
    const before = state;
    if (isOldNaming(action)) {
      const names = [action.name];
      let last = i;
      for (let next = actions[i + 1]; names.length < namesToChoose(state) && isOldNaming(next) && next.player === action.player; next = actions[last + 1]) {
        names.push(next.name);
        last++;
      }
      if (names.length === 1 && asksNames(state, action.player)) {
        // the record stops halfway through a double agenda's names, or goes on with another action
        state = attempt(() => halfwayNamed(before, action.name), steps, where(actions, i, i));
      } else {
        const first = i;
        for (; i < last; i++) yield state;
        state = attempt(() => steps.apply(before, { type: 'nameCard', player: action.player, names } as Action), steps, where(actions, first, last));
      }
    } else if (!decided && playsHeldBasic(before, action)) {
      decided = true;
      const found = loneFound;
      state = attempt(() => applyRecorded(before, action as Action, found, steps), steps, where(actions, i, i));
      const rest = actions.slice(i + 1);
      const now = replayable(before, action, state, rest, steps);
      if (now < rest.length) {
        const earlier = attempt(() => applyRecorded(withBasicsFromSideboard(before), action as Action, found, steps), steps, where(actions, i, i));
        if (replayable(before, action, earlier, rest, steps) > now) state = earlier;
      }
    } else {
      const found = loneFound;
      state = attempt(() => applyRecorded(before, action as Action, found, steps), steps, where(actions, i, i));
    }
    loneFound = answersLoneFinding(before, action);
    skips = ordersNotAsked(before, state);
    yield state;
  }
  return state;
}
