/**
 * CR 725 The Monarch (716 in the 2016 edition of *Conspiracy: Take the Crown*, 724 late in 2025).
 * The monarch is a designation a player can have (725.1), held by one player at a time (725.3), with
 * two inherent triggered abilities that have no source and go on the stack like any other (725.2):
 * the monarch's end-step draw, and combat damage to the monarch passing the title on. When the
 * monarch leaves the game, the title passes to the active player or the next player in turn order
 * (725.4); the cards exiled "until an opponent becomes the monarch" that this returns and that make a
 * choice as they enter wait for their owners' choices (614.12a), asked before anything else happens.
 *
 * CR 725.5 (a static ability's effect that depends on who the monarch is does nothing while there is
 * none) holds because every such effect reads the monarch through {@link isMonarch}, which is false
 * for every player while `state.monarch` is null.
 *
 * @module
 */
import { definitionOf, isCreature } from '../engine/characteristics.js';
import type { RuleChoice, RuleModule } from '../engine/format.js';
import { exile, putOntoBattlefieldTogether } from '../engine/game-actions.js';
import { emit, logOf } from '../engine/log.js';
import { inGame, nextInGame } from '../engine/players.js';
import { fireTriggers } from '../engine/triggers.js';
import type { GameEvent, GameState, ObjectId, PendingChoice, PlayerId } from '../state/types.js';
import { asEntersChooseAbility, askEntryChoices, PLAIN_ENTRY, type Entering } from '../engine/entry-choices.js';
import { entersAsCopyChoice } from '../engine/copy.js';
import { isCurrent, obj, onBattlefield } from '../zones/zones.js';
import { derivedDataChanged } from '../engine/working-copy.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import { entryChoices, subjectObjects, subjectPlayers } from '../engine/resolve.js';
import type { RuleEventProse } from '../engine/event-prose.js';
import { answerFor, keepAnswer } from '../engine/resolution-answers.js';
import { continueResolution } from '../engine/flow.js';
import { beginCombatDamage, combatDamageUnderWay, resumeDeclaration } from './506-combat-phase.js';

/** Whether a player is the monarch now (CR 725.1). While there is no monarch, nobody is (CR 725.5). */
export function isMonarch(state: GameState, player: PlayerId): boolean {
  return state.monarch !== null && state.monarch === player;
}

/**
 * A player becomes the monarch; the current monarch, if any, ceases to be (CR 725.3). A player who
 * is already the monarch does not become it again, so "whenever you become the monarch" abilities
 * trigger only for a player who was not the monarch. A player who has left the game cannot become
 * the monarch.
 *
 * @param rule - The rule that moves the title, cited as the player becomes the monarch: 725.1 for an
 *   effect that instructs a player to become it, 725.2 for the inherent combat damage trigger, 725.4
 *   as the monarch leaves the game. The current monarch ceasing to be it cites 725.3.
 * @param copies - For a returning card, what its owner chose as it enters (as a copy, CR 707.9; "as
 *   enters, choose", 614.12a; see {@link returningIfMonarch}); a card not in it enters as itself.
 *   Null outside any resolution, where nobody has been asked yet: the returns wait for the choices.
 */
export function becomeMonarch(state: GameState, player: PlayerId, rule: '725.1' | '725.2' | '725.4', copies: ReadonlyMap<ObjectId, Entering> | null = new Map()): void {
  if (!inGame(state, player) || state.monarch === player) return;
  const previous = state.monarch;
  if (previous !== null) emit(state, { type: 'ceasedMonarch', rule: '725.3', player: previous });
  state.monarch = player;
  derivedDataChanged(state); // mana abilities that trigger "while you're the monarch" (engine/costs.ts)
  emit(state, { type: 'becameMonarch', rule, player });
  // CR 603.2, 603.10: the abilities that trigger on this event are those of the objects there as it
  // happens; the cards exiled until it happens return only after it (610.3), so a returning Custodi
  // Lich or Knights of the Black Rose does not see it
  fireTriggers(state, { event: 'becomesMonarch', object: null, player, amount: 0 });
  returnExiledUntil(state, player, copies);
}

/**
 * The cards exiled "until an opponent becomes the monarch" that return to the battlefield if `player`
 * becomes the monarch now (CR 610.3c): those exiled by an opponent of that player and still in exile.
 * Empty if the player is already the monarch or has left the game.
 */
export function returningIfMonarch(state: GameState, player: PlayerId): ObjectId[] {
  if (!inGame(state, player) || state.monarch === player) return [];
  return state.exiledUntil.filter((x) => !x.returning && x.controller !== player && isExiled(state, x.object)).map((x) => x.object);
}

function isExiled(state: GameState, id: ObjectId): boolean {
  return isCurrent(state, id) && state.objects[id]?.zone === 'exile';
}

/**
 * Immediately after a player becomes the monarch, cards exiled "until an opponent becomes the monarch"
 * by an opponent of that player return to the battlefield under their owners' control (CR 610.3, 610.3c),
 * each as the copy its owner chose if it enters as a copy (CR 707.9, 614.1c); a token exiled that way
 * has ceased to exist and does not return (CR 111.7). With `copies` null (the title passed on as the
 * monarch left the game, CR 725.4, outside any resolution), a card whose owner makes a choice as it
 * enters waits for it (CR 614.12a): the returns are marked, and {@link continueReturning} asks.
 */
function returnExiledUntil(state: GameState, monarch: PlayerId, copies: ReadonlyMap<ObjectId, Entering> | null): void {
  if (state.exiledUntil.length === 0) return;
  const back = state.exiledUntil.filter((x) => !x.returning && x.controller !== monarch);
  if (back.length === 0) return;
  if (copies === null && back.some((x) => isExiled(state, x.object) && choosesAsEntering(state, x.object))) {
    state.exiledUntil = state.exiledUntil.map((x) => (back.includes(x) ? { ...x, returning: { answers: {}, waiting: null } } : x));
    return;
  }
  state.exiledUntil = state.exiledUntil.filter((x) => !back.includes(x));
  returnTogether(state, back.map((x) => x.object), (id) => copies?.get(id) ?? PLAIN_ENTRY);
}

/**
 * Puts the cards still in exile of those "exiled until" that return now onto the battlefield under
 * their owners' control (CR 610.3c), all at the same time, so that the "enters" abilities of each see
 * the others enter (CR 603.6a).
 */
function returnTogether(state: GameState, cards: readonly ObjectId[], entering: (id: ObjectId) => Entering): void {
  const entries = cards.filter((id) => isExiled(state, id)).map((id) => ({ id, entering: entering(id), controller: obj(state, id).owner }));
  if (entries.length > 0) putOntoBattlefieldTogether(state, entries, null, '610.3c');
}

/** Whether a card makes a choice as it enters the battlefield: as a copy (CR 707.9), or "as ~ enters, choose" (CR 614.12a). */
function choosesAsEntering(state: GameState, card: ObjectId): boolean {
  return entersAsCopyChoice(state, card) !== null || asEntersChooseAbility(definitionOf(obj(state, card))) !== undefined;
}

/**
 * The cards marked as returning (see {@link returnExiledUntil}): asks their owners the next choice
 * made as they enter (CR 614.12a), or, every choice made, puts them onto the battlefield at the same
 * time (CR 610.3c–d).
 */
function continueReturning(state: GameState): 'asked' | 'done' | 'none' {
  if (!state.exiledUntil.some((x) => x.returning)) return 'none';
  const due = state.exiledUntil.filter((x) => x.returning);
  const entering = new Map<ObjectId, Entering>();
  for (const x of due) {
    if (!isExiled(state, x.object)) continue;
    const answers = x.returning?.answers ?? {};
    const io = {
      ask(key: string, player: PlayerId, choice: PendingChoice): readonly number[] | null {
        // read by what it chose: another player who left meanwhile may have taken options out (CR 800.4a)
        const given = answerFor(state, { answers }, key, choice);
        if (given) return given;
        state.exiledUntil = state.exiledUntil.map((y) => (y === x ? { ...y, returning: { answers, waiting: key } } : y));
        state.decision = { kind: 'choose', player, choice };
        return null;
      },
    };
    const e = askEntryChoices(state, io, `610.3c:${x.object}`, x.object, obj(state, x.object).owner);
    if (e === null) return 'asked';
    entering.set(x.object, e);
  }
  state.exiledUntil = state.exiledUntil.filter((x) => !x.returning);
  returnTogether(state, due.map((x) => x.object), (id) => entering.get(id) ?? PLAIN_ENTRY);
  // CR 725.4, 610.3: the monarch left in the middle of a resolution, or of a combat damage step before
  // its damage was dealt (510.2), or of a declaration of attackers or blockers, which waited for these
  // cards to return; it goes on now, asking its pending choice, division or declaration again
  if (state.decision === null) {
    if (state.resolution !== null && state.resolution.waiting === null) continueResolution(state);
    else if (combatDamageUnderWay(state)) beginCombatDamage(state);
  }
  // a declaration of attackers or blockers in progress goes on (CR 508.1, 509.1)
  const held = state.heldDeclaration;
  if (held !== undefined) {
    delete state.heldDeclaration;
    if (state.decision === null) resumeDeclaration(state, held);
  }
  // a choice or division it asks comes before state-based actions are checked (CR 704.3)
  return state.decision === null ? 'done' : 'asked';
}

/**
 * Whether cards returning as the monarch left the game wait for their owners' choices (see
 * {@link returnExiledUntil}): a resolution the monarch left in the middle of waits for them first.
 */
export function returnsPending(state: GameState): boolean {
  return state.exiledUntil.some((x) => x.returning);
}

/**
 * Whether a choice asked now is one that a returning card waits for (see {@link continueReturning}):
 * one is waiting, and no resolution is (a resolution the monarch left in the middle of asks again
 * once the cards have returned).
 */
export function waitingToReturn(state: GameState): boolean {
  return (state.resolution === null || state.resolution.waiting === null) && state.exiledUntil.some((x) => x.returning?.waiting != null);
}

/** The answer `picked` to `choice`, the choice a returning card waits for (CR 614.12a); the engine then goes on with {@link continueReturning}. */
export function answerReturning(state: GameState, choice: PendingChoice, picked: readonly number[]): void {
  state.exiledUntil = state.exiledUntil.map((x) => {
    if (x.returning?.waiting == null) return x;
    const answers = { ...x.returning.answers };
    keepAnswer(state, { answers }, x.returning.waiting, choice, [...picked].sort((a, b) => a - b));
    return { ...x, returning: { answers, waiting: null } };
  });
  state.decision = null;
}

/**
 * Whether an opponent of `controller` has become the monarch since the spell or activated ability
 * `object` was put on the stack (CR 610.3a), or since the triggered ability `object` triggered (CR
 * 610.3b): then its "exile … until an opponent becomes the monarch" moves nothing. Read from the
 * game's log, which records both events. An "enters" ability triggered as its source entered the
 * battlefield, which may be before it was put on the stack (the monarch leaving the game in between
 * makes another player the monarch, CR 725.4).
 */
export function anOpponentBecameMonarchSince(state: GameState, object: ObjectId, controller: PlayerId): boolean {
  const log = logOf(state);
  const entered = obj(state, object).trigger?.event === 'entersBattlefield' ? obj(state, object).trigger?.object ?? null : null;
  const triggered = entered === null ? -1 : lastIndex(log, (e) => e.type === 'zoneChange' && e.to === entered);
  const since = triggered >= 0 ? triggered : lastIndex(log, (e) => e.object === object && (e.type === 'trigger' || e.type === 'cast' || e.type === 'activate'));
  if (since < 0) return false;
  return log.slice(since + 1).some((e) => e.type === 'becameMonarch' && e.player !== undefined && e.player !== controller);
}

/** The index of the last event of the log that matches, or -1. */
function lastIndex(log: readonly GameEvent[], matches: (e: GameEvent) => boolean): number {
  for (let i = log.length - 1; i >= 0; i--) if (matches(log[i] as GameEvent)) return i;
  return -1;
}

/**
 * The choices a card returning as the monarch leaves the game waits for (CR 725.4, 610.3c, 614.12a):
 * what it enters as a copy of (707.9), or the number or land type chosen as it enters (614.12a).
 * Asked outside any resolution; a choice citing those rules that a resolution asks is not theirs.
 */
const returningChoice: RuleChoice = {
  mayWait: waitingToReturn,
  answer(state, _player, choice, picked) {
    if (!waitingToReturn(state)) return false;
    answerReturning(state, choice, picked);
    return true;
  },
};

/** CR 725: the monarch. */
export const theMonarch: RuleModule = {
  number: '725',
  title: 'The Monarch',
  keywords: ['monarch'],
  choices: { '707.9': returningChoice, '614.12a': returningChoice },
  triggered: [
    {
      text: "At the beginning of the monarch's end step, that player draws a card.",
      rule: '725.2',
      // controlled by the player who was the monarch as it triggered (725.2), who draws even if
      // another player has become the monarch before it resolves
      triggersFor: (state, e) =>
        e.event === 'beginningOfStep' && state.turn.step === 'end' && isMonarch(state, state.turn.active) ? state.turn.active : null,
      effects: [{ do: 'draw', amount: 1, who: 'you' }],
    },
    {
      text: 'Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.',
      rule: '725.2',
      triggersFor: (state, e) =>
        e.event === 'dealsCombatDamageToPlayer' && e.player !== null && isMonarch(state, e.player) && e.object !== null && isCreature(state, e.object)
          ? e.player
          : null,
      effects: [{ do: 'becomeMonarch', who: 'eventObjectController' }],
    },
  ],
  playerLeft(state, player) {
    if (waitingToReturn(state)) {
      // CR 800.4a: the player's objects are gone, so the choice a returning card waits for is asked
      // again among what is left (its options may have changed)
      state.exiledUntil = state.exiledUntil.map((x) => (x.returning?.waiting != null ? { ...x, returning: { ...x.returning, waiting: null } } : x));
      state.decision = null;
    }
    if (state.monarch !== player) return;
    // CR 725.4: the active player becomes the monarch, or the next player in turn order if the
    // active player is the one leaving; with nobody left who can, the game has no monarch
    const active = state.turn.active;
    const heir = inGame(state, active) ? active : nextInGame(state, active);
    state.monarch = null;
    derivedDataChanged(state);
    emit(state, { type: 'ceasedMonarch', rule: '725.4', player });
    // the cards this returns are asked their choices as they enter next (CR 614.12a)
    if (heir !== null) becomeMonarch(state, heir, '725.4', null);
  },
  continueWaitingEffect: continueReturning,
};

/**
 * The rule that makes a player the monarch as `object` resolves: the inherent trigger "whenever a
 * creature deals combat damage to the monarch, its controller becomes the monarch" (CR 725.2), or else
 * a card's effect instructing a player to become the monarch (CR 725.1).
 */
function crowningRule(state: GameState, object: ObjectId): '725.1' | '725.2' {
  return obj(state, object).rule === theMonarch.number ? '725.2' : '725.1';
}

/** The effect steps of CR 725: "you become the monarch", and exiling until an opponent becomes it. */
export const monarchEffects: RuleEffects = {
  steps: {
    becomeMonarch(run, e, key, io) {
      const state = run.state;
      for (const p of subjectPlayers(run, e.who)) {
        const pk = `${key}:${p}`;
        if (io.done(pk)) continue;
        // CR 707.9, 614.1c: a card returning as p becomes the monarch (610.3c) that may enter as a
        // copy has its owner choose, among the creatures already on the battlefield, before any returns
        const copies = new Map<ObjectId, Entering>();
        for (const id of returningIfMonarch(state, p)) {
          const entering = entryChoices(run, `${pk}:${id}`, id, obj(state, id).owner);
          if (entering === 'waiting') return false;
          copies.set(id, entering);
        }
        becomeMonarch(state, p, crowningRule(state, run.object), copies);
        io.markDone(pk);
      }
      return true;
    },
    exileUntil(run, e) {
      const state = run.state;
      // CR 610.3a–b: if the event has happened since this was put on the stack (or triggered), nothing moves
      if (anOpponentBecameMonarchSince(state, run.object, run.controller)) return true;
      for (const id of subjectObjects(run, e.what)) {
        if (!onBattlefield(state, id)) continue;
        const exiled = exile(state, id);
        state.exiledUntil.push({ object: exiled, until: e.until, controller: run.controller });
      }
      return true;
    },
  },
};

/** The lines of the monarch changing (CR 725.1–725.4). */
export const monarchEvents: RuleEventProse<'becameMonarch' | 'ceasedMonarch'> = {
  becameMonarch: (e, say) => `${say.player(e.player)} becomes the monarch`,
  ceasedMonarch: (e, say) => `${say.player(e.player)} is no longer the monarch`,
};
