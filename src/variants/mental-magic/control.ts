/**
 * Async Mental Magic rules 7–9 as a driver over the reducer: control of the turn (7, 7a–7f), the
 * engine making uncontrolled decisions (8, 8d–8f), and peeking at the top of the library (9). A game
 * of the variant is advanced with {@link settle} after every action a player takes: it makes every
 * decision no player controls and stops where the player holding control must decide.
 *
 * @module
 */
import type { Action, AssignDamageAction } from '../../engine/actions.js';
import { checkGameState } from '../../engine/arguments.js';
import { RulesError } from '../../engine/errors.js';
import { apply, cachedLegalActions, createGame, keepLegalActions } from '../../engine/game.js';
import { isNameless, NAME_PROMPT } from '../../engine/naming.js';
import { emit } from '../../engine/log.js';
import { beginWorkingCopy, finishWorkingCopy } from '../../engine/working-copy.js';
import type { GameSettings, GameState, ObjectId, PlayerId, ReadonlyGameState } from '../../state/types.js';
import type { Seed } from '../../state/rng.js';
import { cardIdOf, handleOf, mmData, objectOfHandle, setControl, setMmData } from './data.js';
import { refuseAfterPeek } from './peek-hold.js';
import { parseTokenHandle } from './ids.js';
import { categoryOf, chooseUncontrolled, directedAssignment } from './decisions.js';
import { specificationOf } from './specs.js';
import { DEFAULT_COST_TABLE, type CostSlot } from './deck.js';
import { mentalMagicOptionKindsProblem, mentalMagicOptionsProblem } from './options.js';
import { freshData, MENTAL_MAGIC_FORMAT, newCard } from './rule-module.js';

/** Options of {@link createMentalMagicGame}. */
export interface MentalMagicGameOptions {
  /** The seed of the game's PRNG. */
  seed: Seed;
  /** The game ID (AMM 1); `a` if absent. */
  game?: string;
  /** The players' display names, two of them. */
  names?: readonly [string, string];
  /** Names chosen in earlier games of the league (AMM 6). */
  usedNames?: readonly string[];
  /** The cost table (AMM 3); the default deck if absent. */
  costTable?: readonly CostSlot[];
  /** The starting player; chosen with the seed if absent. */
  startingPlayer?: PlayerId;
  /**
   * How mana abilities are used (see `GameSettings.manaAbilities`): `actions` if absent, since play by
   * post lists every mana ability as a command a player may give; `automatic` for bots.
   */
  manaAbilities?: GameSettings['manaAbilities'];
}

/**
 * {@link createMentalMagicGame} for options from outside (a replay record, a Colyseus room's creation
 * options): options of the wrong kind, and fields it does not take, throw a {@link RulesError}
 * (`malformed`) saying which (`mentalMagicOptionsProblem`).
 */
export function mentalMagicGameFrom(options: unknown): ReadonlyGameState {
  const bad = mentalMagicOptionsProblem(options);
  if (bad) throw new RulesError('malformed', bad);
  return createMentalMagicGame(options as MentalMagicGameOptions);
}

/**
 * Creates a two-player game of Async Mental Magic: libraries start empty and never run out (AMM 2),
 * opening hands are seven new unnamed cards (AMM 3), and the game is settled to the first decision
 * a player controls (no decisions before the first turn, AMM 7f). Options of the wrong kind throw a
 * {@link RulesError} (`malformed`) saying which; fields it does not take are left alone, as
 * `createGame` leaves them (`mentalMagicOptionsProblem` refuses them too).
 */
export function createMentalMagicGame(options: MentalMagicGameOptions): ReadonlyGameState {
  const bad = mentalMagicOptionKindsProblem(options);
  if (bad) throw new RulesError('malformed', bad);
  const table = options.costTable ?? DEFAULT_COST_TABLE;
  const holder = { formatData: {} as GameState['formatData'] } as GameState;
  setMmData(holder, freshData(options.game ?? 'a', 2, [...table], options.usedNames ?? []));
  const state = createGame({
    format: MENTAL_MAGIC_FORMAT,
    seed: options.seed,
    players: [0, 1].map((i) => ({ name: options.names?.[i] ?? `Player ${i + 1}`, deck: [] })),
    settings: { manaAbilities: options.manaAbilities ?? 'actions' },
    ...(options.startingPlayer !== undefined ? { startingPlayer: options.startingPlayer } : {}),
    ...(holder.formatData ? { formatData: holder.formatData } : {}),
  });
  const started = changed(state, (d) => {
    setControl(mmData(d), d.turn.active);
  });
  return settle(started);
}

/**
 * A new state: `state` changed by `change`, run on a working copy as `apply` runs the rules (objects
 * changed only through `mutableObject`); the input is not changed and what stayed equal is shared.
 * The engine never changes it again, so its legal actions are listed once (see `keepLegalActions`).
 */
function changed(given: ReadonlyGameState, change: (work: GameState) => void): GameState {
  // the working copy is changed, never the state given
  const state = given as GameState;
  const work = beginWorkingCopy(state);
  change(work);
  const next = finishWorkingCopy(state, work);
  keepLegalActions(next);
  return next;
}

/** The other player of a two-player game. */
export function opponentOf(player: PlayerId): PlayerId {
  return player === 0 ? 1 : 0;
}

/**
 * The objects whose effects ask the current decision: a permanent entering, for the choice its "as
 * enters" ability asks (CR 614.12a, 707.9: Sanctum Prelate's number is its own effect's decision,
 * whatever puts it onto the battlefield); the resolving spell's or ability's card; for putting
 * waiting triggered abilities on the stack, the source of every one of the decider's waiting this
 * round (CR 603.3b: the decision offers them all), null for one a rule has (CR 725.2). Empty if no
 * effect asks it.
 */
function askingCards(state: GameState): (ObjectId | null)[] {
  const d = state.decision;
  if (!d) return [];
  if (d.kind === 'choose' && d.choice.entering) return [d.choice.entering.object];
  if (d.kind === 'choose' && state.resolution) {
    const o = state.objects[state.resolution.object];
    return o ? [o.source ?? o.id] : [];
  }
  if (d.kind === 'putTrigger') return state.pendingTriggers.filter((x) => x.controller === d.player && x.nextRound !== true).map((t) => t.source);
  return [];
}

/**
 * The prompt of an effect's choice of a card it puts onto the battlefield (Deathrender, Show and Tell,
 * Burgeoning): choosing an unnamed card there names it (engine/naming.ts).
 */
const PUT_ONTO_BATTLEFIELD_PROMPT = 'putOntoBattlefield';

/**
 * Whether the current decision is a choice offering to name unnamed cards (AMM 7d): the choice of a
 * name, or of a card to put onto the battlefield among which are unnamed cards. Another choice with
 * unnamed cards among its options (a card to discard) names none.
 */
function offersNaming(state: GameState): boolean {
  const d = state.decision;
  if (d?.kind !== 'choose') return false;
  return d.choice.prompt === NAME_PROMPT || (d.choice.prompt === PUT_ONTO_BATTLEFIELD_PROMPT && d.choice.options.some((o) => 'object' in o && isNameless(state, o.object)));
}

/** What decides whether a decision turns control of the turn over (AMM 7a–7d). */
export interface DecisionFacts {
  /** The deciding player. */
  decider: PlayerId;
  /** The active player. */
  active: PlayerId;
  /** How many options the decision has. */
  options: number;
  /**
   * What the decision is: `declaration`, declaring blockers (no effect at all, 7b); `effect`, a choice an
   * effect asks for; `namingSpecific`, an opportunity to name specific cards with the ability that makes
   * it (Guerrilla Tactics, madness, 7c); `namingAnyMatching`, one to name any card with some
   * characteristics (Burgeoning, Hunted Wumpus, 7d).
   */
  kind: 'declaration' | 'effect' | 'namingSpecific' | 'namingAnyMatching';
  /** Whether the effects asking it all come from cards the decider named (7b): waiting triggered abilities put on the stack together count each. */
  namedByDecider: boolean;
}

/**
 * Whether a decision turns control of the turn over to the non-active player, and the rule that
 * says so: only the non-active player's decisions with more than one option do (7a), not those from
 * effects of cards that player named (7b), nor opportunities to name specific cards (7c); an
 * opportunity to name any card with given characteristics does (7d).
 */
export function controlTurnsOver(f: DecisionFacts): { turns: boolean; rule: string } {
  if (f.decider === f.active) return { turns: false, rule: 'AMM 7' };
  // 7d: an opportunity to name any matching card qualifies "even if … there are no possible cards to
  // name", so even with the one option of not naming: how many names fit depends on a hidden cost
  if (f.kind === 'namingAnyMatching' && !f.namedByDecider) return { turns: true, rule: 'AMM 7d' };
  if (f.options <= 1) return { turns: false, rule: 'AMM 7a' };
  if (f.kind === 'declaration') return { turns: true, rule: 'AMM 7b' };
  if (f.namedByDecider) return { turns: false, rule: 'AMM 7b' };
  if (f.kind === 'namingSpecific') return { turns: false, rule: 'AMM 7c' };
  return { turns: true, rule: 'AMM 7a' };
}

/**
 * The facts of the current decision of a game (AMM 7a–7d). An effect's choice among cards that
 * offers unnamed cards to be named as matching cards, or the choice of that name (Deathrender's
 * "a creature card", Explorer's Scope's "a land card"), is an opportunity to name any card matching
 * characteristics (7d); no implemented card offers an opportunity to name specific cards (7c).
 */
export function decisionFacts(state: GameState, actions: readonly Action[]): DecisionFacts | null {
  const d = state.decision;
  if (!d) return null;
  // 7b: every effect asking comes from a card the decider named (one from another card's qualifies)
  const sources = askingCards(state);
  const named = sources.length > 0 && sources.every((source) => {
    const cardId = source === null ? null : cardIdOf(state, source);
    return cardId !== null && mmData(state).namedBy[cardId] === d.player;
  });
  return {
    decider: d.player,
    active: state.turn.active,
    options: actions.length,
    kind: d.kind === 'declareBlockers' || d.kind === 'declareAttackers' ? 'declaration' : offersNaming(state) ? 'namingAnyMatching' : 'effect',
    namedByDecider: named,
  };
}

/** The engine's choice for an uncontrolled decision (AMM 8d–8f), advancing the PRNG and logging it. */
function decideUncontrolled(state: GameState, actions: readonly Action[]): GameState {
  let chosen: Action | null = null;
  const next = changed(state, (draft) => {
    const d = draft.decision as NonNullable<GameState['decision']>;
    const data = mmData(draft);
    let rule = 'AMM 8d';
    if (d.kind === 'assignDamage') {
      const attackerId = handleOf(draft, d.attacker);
      const order = attackerId ? data.directions[attackerId] : undefined;
      if (order) {
        const blockers = draft.combat?.attackers.find((a) => a.id === d.attacker)?.blockers ?? [];
        const orderIds = order.map((c) => objectOfHandle(draft, c)).filter((x): x is number => x !== null);
        chosen = directedAssignment(draft, actions as AssignDamageAction[], blockers, orderIds);
        rule = 'AMM 8f';
      }
    }
    if (!chosen) {
      // AMM 8e: each option under the specification of its own ability
      const specOf = (a: Action) => specificationOf(draft, d.player, a);
      if (actions.some((a) => specOf(a) !== undefined)) rule = 'AMM 8e';
      chosen = chooseUncontrolled(draft, draft.rng, actions, specOf);
    }
    // the category the option falls into is public with the decision (AMM 8c, 8g)
    emit(draft, { type: 'uncontrolledDecision', rule, player: d.player, detail: `${chosen.type}: ${categoryOf(draft, chosen)}` });
  });
  // settle reads the states apply returns with the rules' own functions, and changes them only through apply
  return apply(next, chosen as unknown as Action) as GameState;
}

/** Decisions {@link settle} makes before giving up: far more than any turn needs. */
const MAX_AUTOMATIC = 10000;

/**
 * Makes every decision no player controls (AMM 7, 7f, 8) and returns the state at the first decision
 * the player holding control must make, or at the end of the game:
 * - before the first turn, the only decision allowed (keeping the opening hand, 7f);
 * - a decision with one option is no decision: it is taken, but for an opportunity to name a card
 *   (7d), whose options depend on a hidden cost;
 * - priority of a player who may not gain it (7) is passed;
 * - a decision of the non-active player with more than one option turns control over to them (7a),
 *   unless it comes from the effect of a card they named (7b): that one is uncontrolled;
 * - a decision of a player who does not hold control is uncontrolled (8).
 * A `state` that is no game state is a RulesError `malformed`.
 */
export function settle(given: ReadonlyGameState): ReadonlyGameState {
  checkGameState(given, 'settleMentalMagic');
  // read here, changed only through apply and working copies
  let s = given as GameState;
  for (let n = 0; n < MAX_AUTOMATIC; n++) {
    const d = s.decision;
    if (s.result || !d) return s;
    // the list kept with the state (listed by auto-pass as apply settled it, or now once for all):
    // the client asking for the actions of the state returned lists nothing again
    const actions = cachedLegalActions(s);
    if (actions.length === 0) return s;
    const control = mmData(s).control;
    // an opportunity to name (7d) is a decision even with one option: whether the game stops for it
    // must not tell of the hidden cost that decides how many names fit
    if (s.turn.step === 'pregame' || (actions.length === 1 && !offersNaming(s))) {
      s = apply(s, actions[0] as Action) as GameState;
      continue;
    }
    if (d.kind === 'priority') {
      if (d.player === s.turn.active && control === d.player) return s;
      s = apply(s, { type: 'pass', player: d.player }) as GameState;
      continue;
    }
    if (d.player === control) return s;
    const over = control === s.turn.active ? controlTurnsOver(decisionFacts(s, actions) as DecisionFacts) : null;
    if (over?.turns) {
      s = changed(s, (draft) => {
        // AMM 7a–7d: control turns over, and with it ends the hold of a peek (9)
        setControl(mmData(draft), d.player);
        emit(draft, { type: 'control', rule: over.rule, player: d.player });
      });
      return s;
    }
    s = decideUncontrolled(s, actions);
  }
  throw new Error(`settle: more than ${MAX_AUTOMATIC} automatic decisions`);
}

/**
 * AMM 7: the active player holding control ends it ("!turnover"); the game runs on to the next
 * decision anyone controls. After a peek it is all they may do (AMM 9). A `state` that is no game
 * state is a RulesError `malformed`.
 */
export function turnOver(state: ReadonlyGameState, player: PlayerId): ReadonlyGameState {
  checkGameState(state, 'turnOver');
  if (state.result) throw new RulesError('gameOver', 'the game is over', '104.1');
  if (mmData(state).control !== player || state.turn.active !== player) throw new RulesError('illegal', 'AMM 7: you do not hold control of the turn', 'AMM 7');
  const next = changed(state, (draft) => {
    setControl(mmData(draft), opponentOf(player));
    emit(draft, { type: 'control', rule: 'AMM 7', player: opponentOf(player), detail: 'turned over' });
  });
  return settle(next);
}

/**
 * AMM 9: before turning over control, the active player may look at the top card of their library;
 * an empty library gets a new card first (2). Returns the new state and the top card's object id.
 * The peek is the last thing they do holding control: until control turns over, every other action
 * of theirs, another peek included, is refused (see `peek-hold.ts`); {@link turnOver} remains.
 * A `state` that is no game state is a RulesError `malformed`.
 */
export function peek(state: ReadonlyGameState, player: PlayerId): { state: ReadonlyGameState; top: ObjectId } {
  checkGameState(state, 'peek');
  if (mmData(state).control !== player || state.turn.active !== player) throw new RulesError('illegal', 'AMM 9: you peek only before turning over control of your turn', 'AMM 9');
  refuseAfterPeek(state, player);
  let top = -1;
  const next = changed(state, (draft) => {
    mmData(draft).peeked = true;
    const p = draft.players[player] as GameState['players'][number];
    if (p.library.length === 0) newCard(draft, player);
    top = p.library[0] as ObjectId;
    // what the owner sees and its public ID; no object id of a library card, not even for its owner (CR 401.2)
    emit(draft, { type: 'peek', rule: 'AMM 9', player, card: (draft.objects[top] as GameState['objects'][number]).card, detail: cardIdOf(draft, top) ?? '', visibleTo: [player] });
  });
  return { state: next, top };
}

/** The shape of a card ID a direction names (AMM 1: the game's letters, the owner's seat, the card's index). */
const CARD_ID = /^[a-z]{0,12}\d{3,12}$/;

/** The most blockers a direction may order: more than any battlefield holds. */
const MAX_DIRECTED = 1000;

/**
 * AMM 8f: the active player's direction for an attacker: the order its blockers get lethal damage
 * in; public (8g). The attacker and the blockers are card IDs, or token handles (`T57`) for tokens,
 * which have no card ID (see `handleOf`); anything else (a prototype key such as `__proto__`, a
 * number, a list that is no list of them) is a RulesError `malformed`.
 * A `state` that is no game state is a RulesError `malformed`.
 */
export function direct(state: ReadonlyGameState, player: PlayerId, attacker: string, blockers: readonly string[]): ReadonlyGameState {
  checkGameState(state, 'direct');
  // a card ID, or a token's handle (`T57`, see `parseTokenHandle`)
  const isHandle = (x: unknown): x is string => typeof x === 'string' && (CARD_ID.test(x) || parseTokenHandle(x) !== null);
  if (!isHandle(attacker)) throw new RulesError('malformed', 'AMM 8f: a direction names its attacker by card ID, as a100, or a token by its handle, as T57', 'AMM 8f');
  if (!Array.isArray(blockers) || blockers.length > MAX_DIRECTED || !blockers.every(isHandle)) {
    throw new RulesError('malformed', `AMM 8f: a direction orders blockers as a list of at most ${MAX_DIRECTED} card IDs or token handles`, 'AMM 8f');
  }
  // an order of the creatures blocking the attacker: each once, and not the attacker itself (CR 510.1c)
  if (blockers.includes(attacker) || new Set(blockers).size !== blockers.length) {
    throw new RulesError('malformed', 'AMM 8f: a direction orders the blockers of an attacker, each once and not the attacker itself (CR 510.1c)', 'AMM 8f');
  }
  if (mmData(state).control !== player || state.turn.active !== player) throw new RulesError('illegal', 'AMM 8f: the active player gives directions before turning over control', 'AMM 8f');
  // AMM 9: directions are stated before the peek
  refuseAfterPeek(state, player);
  return changed(state, (draft) => {
    mmData(draft).directions[attacker] = [...blockers];
    emit(draft, { type: 'direction', rule: 'AMM 8f', player, detail: `${attacker}: ${blockers.join(' ')}` });
  });
}
