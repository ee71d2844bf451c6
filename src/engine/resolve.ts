/**
 * Resolving spells and abilities (CR 608). Effects are data: a list of steps run in order with a
 * cursor kept in the state (`state.resolution`), so a resolution can stop where a player must
 * choose and go on when the answer arrives — and a saved game can stop and resume there.
 *
 * @module
 */
import { hasName, shareAName } from './names.js';
import type { Amount, Effect, EffectContext, Subject, TargetSpec } from '../cards/types.js';
import { findDefinition } from './card-catalog.js';
import { spellWithModes } from '../cards/modes.js';
import type { CopiedValues, GameObject, GameState, ObjectId, PendingChoice, PlayerId, Ref, ReplacementEffect, Resolution } from '../state/types.js';
import { askChosen, askEntryChoices, PLAIN_ENTRY, type ChosenOnEntry, type Entering } from './entry-choices.js';
import { copiableValues, copiedCopyChosen, copiedEntersAsCopyChoice, copyChosen, entersAsCopyChoice } from './copy.js';
import { createTokenCopy } from './token-copy.js';
import { cardsSearched, ceaseToExist, drawCards, isCurrent, millCards, moveObject, obj, onBattlefield, publicCardName, revealCards, shuffleLibrary, topOfLibrary } from '../zones/zones.js';
import { leavingTogether } from '../zones/last-known.js';
import { characteristics, isCreature } from './characteristics.js';
import {
  addCounters, addEffect, createTokens, dealDamageAtOnce, destroyAll, discard, exile, fireDiesTogether, gainLife, loseLife, pump, putIntoGraveyardQuietly, putOntoBattlefield, putOntoBattlefieldTogether, removeCounters, tap, untap,
} from './game-actions.js';
import { attach } from './attach.js';
import { fittingNames, nameAsAnswered, nameChoice } from './naming.js';
import { emit } from './log.js';
import { addReplacement, shieldOptions, type DamageEvent } from './replacement.js';
import { nextDamageChoice, shareOptions, type DamageAnswers, type ShieldCaps } from './damage-choices.js';
import type { ShieldShares } from './shield-shares.js';
import { cardAbilityAt } from './abilities.js';
import { canPayMana, manaTypesOf, payMana } from './costs.js';
import { addMana, parseManaCost } from './mana.js';
import { apnap, inGame, opponents, opponentsAttacked } from './players.js';
import { randomInt } from '../state/rng.js';
import { expandAnyNumber, isLegalTarget, matchesFilter } from './targets.js';
import { checkCounterStateTriggers, createDelayedTrigger, triggeredAbilityOf } from './triggers.js';
import { mutableObject } from './working-copy.js';
import { putHandCardsOnTop } from './hand-to-library.js';
import { discardUnless } from './discard-unless.js';
import type { ResolutionIo } from './resolution-io.js';
import { answerFor } from './resolution-answers.js';
import { parleyReveal } from './parley.js';
import { addRuleEffect } from './rule-effects.js';
import { amountRunner, effectStepRunner } from './effect-steps.js';
import { drawsAllowed } from './draw-limit.js';

/** The effect steps and target specs of a spell or ability on the stack. */
export function effectsOf(state: GameState, o: GameObject): { effects: readonly Effect[]; targets: readonly TargetSpec[] } {
  if (o.kind === 'ability' && o.trigger) {
    const ab = spellWithModes(triggeredAbilityOf(state, o), o.modes);
    return { effects: ab.effects, targets: expandAnyNumber(ab.targets, o.targets.length) };
  }
  const def = findDefinition(o.card);
  if (!def) throw new Error(`unknown card ${o.card}`);
  if (o.kind === 'ability') {
    // one the card grants from the command zone is numbered after its own (CR 613.1f); once activated it
    // is that ability, whatever became of its source or of the grant (CR 113.7a)
    const ab = cardAbilityAt(def, 'activated', o.ability);
    if (!ab) throw new Error(`no ability ${o.ability} on ${o.card}`);
    return { effects: ab.effects, targets: ab.targets ?? [] };
  }
  if (def.spell) {
    const spell = spellWithModes(def.spell, o.modes);
    return { effects: spell.effects, targets: expandAnyNumber(spell.targets, o.targets.length) };
  }
  if (def.enchant) return { effects: [], targets: [def.enchant] };
  return { effects: [], targets: [] };
}

/** A resolution in progress: its context, the legality of its targets and its X. */
export interface Run extends EffectContext {
  /** Which targets are still legal (CR 608.2b). */
  legal: boolean[];
  targets: readonly Ref[];
  x: number;
}

/**
 * The card name the log gives a spell or ability on the stack: its own; for an ability a rule gives
 * (CR 725.2, 702.121a), which has none, the card of the permanent it comes from, as its trigger's
 * event names it; '' for one of no permanent (the monarch's).
 */
function stackCardName(state: GameState, o: GameObject): string {
  if (o.card !== '' || o.kind !== 'ability' || o.rule === undefined || o.source === null) return o.card;
  return obj(state, o.source).card;
}

/** The object a spell or ability comes from: the spell itself, or the ability's source. */
function sourceOf(o: GameObject): ObjectId {
  return o.kind === 'ability' && o.source !== null ? o.source : o.id;
}

/**
 * Begins or continues resolving the top object of the stack. Returns true when it finished; false
 * when it stopped for a choice (the decision is set).
 */
export function resolveTop(state: GameState): boolean {
  const id = state.resolution?.object ?? state.stack[state.stack.length - 1];
  if (id === undefined) return true;
  const o = obj(state, id);
  const { effects, targets: specs } = effectsOf(state, o);
  const source = sourceOf(o);
  const run: Run = { state, object: id, source, controller: o.controller, targets: o.targets, x: o.x, trigger: o.trigger, legal: targetLegality(state, id, specs) };
  if (!state.resolution) {
    // CR 608.2a, 603.4: an intervening "if" clause is checked again on resolution, first
    if (o.kind === 'ability' && o.trigger) {
      const t = triggeredAbilityOf(state, o);
      if (t.condition && !t.condition(run)) {
        emit(state, { type: 'conditionFailed', rule: '603.4', object: id, card: o.card, player: o.controller });
        finish(state, id, false);
        return true;
      }
    }
    // CR 608.2b: if every target is now illegal, the spell or ability doesn't resolve (for a
    // permanent spell, an Aura, CR 608.3b)
    if (o.targets.length > 0 && run.legal.every((l) => !l)) {
      emit(state, { type: 'fizzle', rule: isPermanentSpell(state, o) ? '608.3b' : '608.2b', object: id, card: o.card, player: o.controller });
      finish(state, id, false);
      return true;
    }
    state.resolution = { object: id, step: 0, answers: {}, vars: checkedTargets(run.legal), waiting: null };
    // CR 608.2: an instant, a sorcery or an ability resolves; CR 608.3: a permanent spell
    emit(state, { type: 'resolve', rule: isPermanentSpell(state, o) ? '608.3' : '608.2', object: id, card: stackCardName(state, o), player: o.controller });
  }
  if (!runSteps(run, effects, 's')) return false;
  const entering = o.kind === 'ability' ? PLAIN_ENTRY : entryChoices(run, 'copy', o.id);
  if (entering === 'waiting') return false;
  state.resolution = null;
  finish(state, id, true, entering);
  return true;
}

/**
 * Whether each target of spell or ability `id` on the stack is legal (CR 608.2b): checked as its
 * resolution begins; once it has begun, whether the target was legal then and has not since left
 * its zone or phased out — it is not checked again after a pause for a choice.
 */
function targetLegality(state: GameState, id: ObjectId, specs: readonly TargetSpec[]): boolean[] {
  const o = obj(state, id);
  const r = state.resolution;
  const recheck = (t: Ref, i: number): boolean => isLegalTarget(state, specs[i] as TargetSpec, t, o.controller, id, o.trigger);
  return o.targets.map((t, i) => (r ? stillLegal(state, r, t, i, () => recheck(t, i)) : recheck(t, i)));
}

/** The key of a resolution's vars that keeps whether target `index` was legal as it began to resolve (CR 608.2b). */
function checkedTargetKey(index: number): string {
  return `608.2b:${index}`;
}

/** The vars a resolution begins with: whether each target was legal as it began (CR 608.2b), 1 or 0. */
function checkedTargets(legal: readonly boolean[]): Record<string, number> {
  return Object.fromEntries(legal.map((l, i) => [checkedTargetKey(i), l ? 1 : 0]));
}

/**
 * Whether target `index` of a resolution resuming after a pause is still affected (CR 608.2b): the
 * targets are checked once, as the resolution begins, and not again; but a target that has since
 * left its zone is a new object the resolution can't find (CR 400.7), a phased-out permanent is
 * treated as though it doesn't exist (702.26b), and a player who has left the game is out of it
 * (800.4a). A resolution saved by a build that did not keep the check is checked again (`recheck`).
 */
function stillLegal(state: GameState, r: Resolution, target: Ref, index: number, recheck: () => boolean): boolean {
  const checked = r.vars[checkedTargetKey(index)];
  if (checked === undefined) return recheck();
  if (checked === 0) return false;
  if ('player' in target) return inGame(state, target.player);
  const o = state.objects[target.object];
  return o !== undefined && o.movedTo === null && !(o.zone === 'battlefield' && o.phasedOut !== undefined);
}

/**
 * The choices a card makes as it enters under `chooser` (by default the controller of what resolves),
 * before it enters (CR 614.12a): whether it enters as a copy and of what (CR 707.9), then what its
 * "as enters, choose" ability chooses (see engine/entry-choices.ts). 'waiting' while one is asked.
 */
export function entryChoices(run: Run, key: string, card: ObjectId, chooser: PlayerId = run.controller): Entering | 'waiting' {
  return askEntryChoices(run.state, { ask: (k, p, c) => ask(run, k, p, c) }, key, card, chooser) ?? 'waiting';
}

/**
 * Runs the effect steps of a mana ability at once, without the stack (CR 605.3b): Selvala, Explorer
 * Returned's parley. Such an ability asks no choice as it resolves: its steps must not pause. One
 * activated while a resolution waits for a payment (CR 605.3a, 608.2d, 608.2g) leaves that
 * resolution where it paused, its progress kept to go on from there.
 */
export function resolveManaAbility(state: GameState, source: ObjectId, controller: PlayerId, effects: readonly Effect[]): void {
  const run: Run = { state, object: source, source, controller, targets: [], x: 0, legal: [] };
  const paused = state.resolution;
  state.resolution = { object: source, step: 0, answers: {}, vars: {}, waiting: null };
  const finished = runSteps(run, effects, 's');
  state.resolution = paused;
  if (!finished) throw new Error(`a mana ability of ${obj(state, source).card} stopped for a choice`);
}

/** Removes the resolved object from the stack: a permanent spell enters (CR 608.3), others go away. */
function finish(state: GameState, id: ObjectId, resolved: boolean, entering: Entering = PLAIN_ENTRY): void {
  // read now, not when the resolution began: its effects may have moved it (a working copy's
  // object is replaced on its first change)
  const o = obj(state, id);
  // a spell its own effect put elsewhere ("Exile Expropriate") stays there (CR 608.2n)
  if (o.kind !== 'ability' && o.movedTo !== null) return;
  if (o.kind === 'ability') {
    ceaseToExist(state, o.id);
    // CR 603.8: a state trigger may trigger again once its ability has left the stack
    if (o.trigger?.event === 'countersAtLeast' && o.source !== null) checkCounterStateTriggers(state, o.source);
    return;
  }
  const permanent = isPermanentSpell(state, o);
  if (permanent && resolved) {
    const def = findDefinition(o.card);
    if (def?.enchant) {
      const target = o.targets[0];
      const legal = target !== undefined && isLegalTarget(state, def.enchant, target, o.controller, o.id);
      if (!legal) {
        moveObject(state, o.id, 'graveyard', { rule: '608.3b' });
        return;
      }
      const newId = putOntoBattlefield(state, o.id, o.controller, '608.3', false, entering);
      mutableObject(state, newId).attachedTo = target;
      return;
    }
    putOntoBattlefield(state, o.id, o.controller, '608.3', false, entering);
    return;
  }
  // CR 707.10a: a copy of a spell ceases to exist as it leaves the stack
  if (o.kind === 'token' || o.kind === 'copy' || !state.stack.includes(o.id)) {
    ceaseToExist(state, o.id);
    return;
  }
  moveObject(state, o.id, 'graveyard', { rule: resolved ? '608.2n' : permanent ? '608.3b' : '608.2b' });
}

/** Whether a spell on the stack is a permanent spell (CR 110.1, 608.3), an ability never. */
function isPermanentSpell(state: GameState, o: GameObject): boolean {
  if (o.kind === 'ability') return false;
  return characteristics(state, o.id).types.some((t) => t === 'Creature' || t === 'Artifact' || t === 'Enchantment' || t === 'Planeswalker' || t === 'Land');
}

function done(run: Run, key: string): boolean {
  return run.state.resolution?.vars[`${key}#done`] === 1;
}

function markDone(run: Run, key: string): void {
  const r = run.state.resolution;
  if (r) r.vars[`${key}#done`] = 1;
}

/** Runs effect steps in order (CR 608.2c), skipping those already done; false if paused. */
function runSteps(run: Run, steps: readonly Effect[], prefix: string): boolean {
  for (let i = 0; i < steps.length; i++) {
    const key = `${prefix}.${i}`;
    if (done(run, key)) continue;
    if (prefix === 's' && run.state.resolution) run.state.resolution.step = i;
    if (!runStep(run, steps[i] as Effect, key)) return false;
    markDone(run, key);
    if (run.state.result) return true;
  }
  return true;
}

/** The players a subject names. */
export function subjectPlayers(run: EffectContext & { targets: readonly Ref[]; legal: boolean[] }, s: Subject): PlayerId[] {
  const state = run.state;
  if (s === 'you') return [run.controller];
  if (s === 'eachOpponent') return opponents(state, run.controller).sort((a, b) => apnap(state).indexOf(a) - apnap(state).indexOf(b));
  if (s === 'eachPlayer') return apnap(state);
  if (s === 'eachOtherOpponent') {
    const except = obj(state, run.object).trigger?.player;
    return subjectPlayers(run, 'eachOpponent').filter((p) => p !== except);
  }
  if (s === 'eventObjectController') {
    const e = obj(state, run.object).trigger?.object;
    return e === null || e === undefined ? [] : [characteristics(state, e).controller];
  }
  if (s === 'eventPlayer') {
    const p = obj(state, run.object).trigger?.player;
    return p === null || p === undefined ? [] : [p];
  }
  if (typeof s === 'object' && 'target' in s) {
    const t = run.targets[s.target];
    if (t && 'player' in t) return run.legal[s.target] ? [t.player] : [];
    return controllersAsLastKnown(run, s.target);
  }
  if (typeof s === 'object' && 'controllerOfTarget' in s) return controllersAsLastKnown(run, s.controllerOfTarget);
  return [];
}

/**
 * The controller of object target `index`, read from the object (CR 608.2h): as it is now while it
 * is where the effect expects it, or as it last existed there once it has left — moved by an earlier
 * step of the same resolution ("Exile target creature. Its controller …"), even after the resolution
 * paused for a choice — provided it was legal as the resolution began (608.2b).
 */
function controllersAsLastKnown(run: EffectContext & { targets: readonly Ref[]; legal: boolean[] }, index: number): PlayerId[] {
  return lastKnownTarget(run, index).map((id) => characteristics(run.state, id).controller);
}

/** Object target `index` if it was legal as the resolution began (CR 608.2b), where it is now or as last known (608.2h). */
function lastKnownTarget(run: EffectContext & { targets: readonly Ref[]; legal: boolean[] }, index: number): ObjectId[] {
  const t = run.targets[index];
  const checked = run.state.resolution?.vars[checkedTargetKey(index)];
  return t && 'object' in t && (run.legal[index] || checked === 1) ? [t.object] : [];
}

/** The objects a subject names (only those still where the effect expects them). */
export function subjectObjects(run: EffectContext & { targets: readonly Ref[]; legal: boolean[] }, s: Subject): ObjectId[] {
  const state = run.state;
  if (s === 'self') return onBattlefield(state, run.source) || run.source === run.object ? [run.source] : [];
  if (s === 'eventObject') {
    const e = obj(state, run.object).trigger?.object;
    return e === null || e === undefined ? [] : [e];
  }
  if (s === 'attached') {
    const a = obj(state, run.source).attachedTo;
    return a && 'object' in a ? [a.object] : [];
  }
  if (typeof s === 'object' && 'target' in s) {
    const t = run.targets[s.target];
    if (!t || !run.legal[s.target] || 'player' in t) return [];
    return [t.object];
  }
  if (s === 'eachTarget') return run.targets.flatMap((t, i) => (run.legal[i] && 'object' in t ? [t.object] : []));
  if (typeof s === 'object' && 'all' in s) {
    const owners = s.controlledBy ? subjectPlayers(run, s.controlledBy) : null;
    const except = s.except ? subjectObjects(run, s.except) : [];
    const named = s.sameNameAs ? subjectObjects(run, s.sameNameAs) : null;
    return state.battlefield.filter((id) => {
      if (!matchesFilter(state, id, s.all, run.controller, run.source) || except.includes(id)) return false;
      if (owners && !owners.includes(characteristics(state, id).controller)) return false;
      // CR 201.2a: at least one name in common; an object with no name has the same name as no other object
      if (named) return named.some((n) => shareAName(state, n, id));
      return true;
    });
  }
  return [];
}

/**
 * The objects a subject names for an effect that reads information from them rather than acting on
 * them (to copy a spell, CR 707.10): those {@link subjectObjects} names, and also an object target
 * that was legal as the resolution began (CR 608.2b) but has since left its zone, as when a player
 * leaving the game in the middle of the resolution took it (CR 800.4a). Its record, left as it was in
 * that zone, is its last known information, which the effect uses (CR 608.2h).
 */
export function subjectObjectsAsLastKnown(run: EffectContext & { targets: readonly Ref[]; legal: boolean[] }, s: Subject): ObjectId[] {
  if (typeof s === 'object' && 'target' in s) return lastKnownTarget(run, s.target);
  if (s === 'eachTarget') return run.targets.flatMap((_, i) => lastKnownTarget(run, i));
  return subjectObjects(run, s);
}

/** The damage recipients a subject names: objects and players. */
function subjectRefs(run: Run, s: Subject): Ref[] {
  if (s === 'eachTarget') return run.targets.filter((_, i) => run.legal[i]);
  if (typeof s === 'object' && 'target' in s) {
    const t = run.targets[s.target];
    return t && run.legal[s.target] ? [t] : [];
  }
  const players = subjectPlayers(run, s).map((p) => ({ player: p }));
  const objects = subjectObjects(run, s).map((o) => ({ object: o }));
  return [...players, ...objects];
}

/** Evaluates an amount. */
export function amountOf(run: EffectContext & { x: number; targets: readonly Ref[]; legal: boolean[] }, a: Amount): number {
  if (typeof a === 'number') return a;
  if ('x' in a) return run.x;
  if ('count' in a) return run.state.battlefield.filter((id) => matchesFilter(run.state, id, a.count, run.controller, run.source)).length;
  if ('eventAmount' in a) return obj(run.state, run.object).trigger?.amount ?? 0;
  if ('negate' in a) return -amountOf(run, a.negate);
  if ('dealtThisWay' in a) return run.state.resolution?.vars[DEALT] ?? 0;
  if ('drawnThisWay' in a) return run.state.resolution?.vars[DRAWN] ?? 0;
  if ('opponentsAttacked' in a) return opponentsAttacked(run.state, run.controller);
  if ('parleyCount' in a) return run.state.resolution?.vars[PARLEY] ?? 0;
  if ('computed' in a) return a.computed(run);
  if ('sacrificedPowerThisWay' in a) return run.state.resolution?.vars[SACRIFICED_POWER] ?? 0;
  if ('sacrificedPower' in a) {
    const sacrificed = obj(run.state, run.object).sacrificed;
    return sacrificed === undefined ? 0 : Math.max(0, characteristics(run.state, sacrificed).power ?? 0);
  }
  if ('powerOf' in a) {
    // CR 608.2h: the power of a target an earlier step moved is its power as it last existed
    const ids = subjectObjectsAsLastKnown(run, a.powerOf);
    const first = ids[0];
    return first === undefined ? 0 : Math.max(0, characteristics(run.state, first).power ?? 0);
  }
  // an amount a rule defines ("the number of votes for …"), evaluated by its rule module
  return amountRunner(a)(run as Run, a as never);
}

/**
 * Whether a resolution waits for `player` to answer a choice that may pay mana (`PendingChoice.paysMana`:
 * "you may pay {…}", CR 608.2d; a multikicker as a card is cast, 601.2g): an effect asks them for a
 * mana payment, so they may activate mana abilities (605.3a); asked again as one resolves, the
 * choice offers paying once the mana is there.
 */
export function askedToPayAtResolution(state: GameState, player: PlayerId): boolean {
  const d = state.decision;
  return d?.kind === 'choose' && d.player === player && state.resolution !== null && d.choice.paysMana === true;
}

/** Asks a player a choice, or returns the answer already given (kept in `resolution.answers`). */
function ask(run: Run, key: string, player: PlayerId, choice: PendingChoice): number[] | null {
  const r = run.state.resolution;
  // read by what it chose: a player who left meanwhile may have taken options out (CR 800.4a)
  const given = r ? answerFor(run.state, r, key, choice) : null;
  if (given) return given;
  run.state.decision = { kind: 'choose', player, choice };
  if (r) r.waiting = key;
  return null;
}

function runStep(run: Run, e: Effect, key: string): boolean {
  const state = run.state;
  switch (e.do) {
    case 'damage': {
      // CR 608.2f, 616.1: the recipients of one step are dealt their damage at the same time
      const subjects = (Array.isArray(e.to) ? e.to : [e.to]) as readonly Subject[];
      const parts = subjects.flatMap((subject, i) => {
        const n = e.amountTo ? 0 : amountOf(run, e.amounts?.[i] ?? e.amount);
        return subjectRefs(run, subject).map((to) => ({ to, amount: e.amountTo ? e.amountTo(run, to) : n }));
      });
      const recipients = parts.map((p) => p.to);
      const amounts = parts.map((p) => p.amount);
      const chosen = damageChoices(run, key, recipients.map((to, i) => ({ source: run.source, to, amount: amounts[i] as number, combat: false })));
      if (!chosen) return false;
      // CR 702.15e: one source's damage to all of them is one life gain event of its lifelink
      const dealt = dealDamageAtOnce(state, recipients.map((to, i) => ({ source: run.source, to, amount: amounts[i] as number, combat: false, shieldOrder: chosen.orders[i] ?? [], shieldCaps: chosen.caps.get(i) }))).reduce((a, b) => a + b, 0);
      const r = state.resolution;
      if (r) r.vars[DEALT] = (r.vars[DEALT] ?? 0) + dealt;
      return true;
    }
    case 'draw': {
      const n = amountOf(run, e.amount);
      let drawn = 0;
      for (const p of subjectPlayers(run, e.who)) drawn += drawCards(state, p, n).length;
      const r = state.resolution;
      if (r) r.vars[DRAWN] = (r.vars[DRAWN] ?? 0) + drawn;
      return true;
    }
    case 'gainLife': {
      const n = amountOf(run, e.amount);
      for (const p of subjectPlayers(run, e.who)) gainLife(state, p, n);
      return true;
    }
    case 'loseLife': {
      const n = amountOf(run, e.amount);
      for (const p of subjectPlayers(run, e.who)) loseLife(state, p, n);
      return true;
    }
    case 'destroy': {
      const subjects = (Array.isArray(e.what) ? e.what : [e.what]) as readonly Subject[];
      // a permanent named twice (Decimate's artifact creature, as the artifact and the creature) is
      // destroyed once: one event, which one regeneration shield replaces (CR 701.19a)
      destroyAll(state, [...new Set(subjects.flatMap((w) => subjectObjects(run, w)))], '701.8', e.noRegeneration === true);
      return true;
    }
    // the permanents one instruction moves leave the battlefield at the same time (CR 608.2c, 603.10a)
    case 'exile': {
      const ids = subjectObjects(run, e.what);
      leavingTogether(state, ids, () => {
        for (const id of ids) if (onBattlefield(state, id) || obj(state, id).zone === 'graveyard') exile(state, id);
      });
      return true;
    }
    case 'toLibrary': {
      const ids = subjectObjects(run, e.what);
      leavingTogether(state, ids, () => {
        for (const id of ids) {
          if (onBattlefield(state, id) || (obj(state, id).zone === 'graveyard' && isCurrent(state, id))) moveObject(state, id, 'library', { rule: '608.2c', position: e.position });
        }
      });
      return true;
    }
    case 'bounce': {
      const ids = subjectObjects(run, e.what);
      leavingTogether(state, ids, () => {
        for (const id of ids) {
          if (onBattlefield(state, id) || (obj(state, id).zone === 'graveyard' && isCurrent(state, id))) moveObject(state, id, 'hand', { rule: '608.2c' });
        }
      });
      return true;
    }
    case 'pump': {
      const p = amountOf(run, e.power);
      const t = amountOf(run, e.toughness);
      for (const id of subjectObjects(run, e.what)) {
        if (onBattlefield(state, id)) pump(state, id, p, t, e.keywords ?? [], run.source, run.controller, { until: 'endOfTurn' });
      }
      return true;
    }
    case 'counters': {
      const n = amountOf(run, e.amount);
      for (const id of subjectObjects(run, e.what)) if (onBattlefield(state, id)) addCounters(state, id, e.counter, n);
      return true;
    }
    case 'token': {
      const n = amountOf(run, e.amount);
      const size = e.size === undefined ? undefined : amountOf(run, e.size);
      const pt = size === undefined ? undefined : { power: size, toughness: size };
      for (const p of subjectPlayers(run, e.who)) {
        // "create a tapped token": it enters the battlefield tapped (CR 111.1)
        for (const id of createTokens(state, e.token, n, p, pt)) if (e.tapped) mutableObject(state, id).tapped = true;
      }
      return true;
    }
    case 'tokenCopy': {
      // CR 707.2, 608.2h: what it copies is read as it is now, or as it last existed on the battlefield
      const originals = e.of === 'self' ? [run.source] : subjectObjects(run, e.of);
      // CR 614.12a, 707.9, 614.1c: a token copying a permanent has its replacement effects on entering —
      // "you may have ~ enter as a copy of a creature" (Stunt Double), then "as enters, choose" of what it
      // enters as — and their choices are made before any is created
      const made: [PlayerId, ObjectId, ChosenOnEntry | null, CopiedValues | null][] = [];
      for (const p of subjectPlayers(run, e.who)) {
        for (const id of originals) {
          const copyChoice = entersAsCopyChoice(state, id);
          let copy: CopiedValues | null = null;
          if (copyChoice) {
            const answer = ask(run, `${key}:${p}:${id}:copy`, p, copyChoice);
            if (!answer) return false;
            copy = copyChosen(state, id, answer);
            // CR 707.5: copying a creature that copied nothing, its "enter as a copy" ability takes effect too
            const again = copy && copiedEntersAsCopyChoice(state, copy);
            if (copy && again) {
              const second = ask(run, `${key}:${p}:${id}:copy:copied`, p, again);
              if (!second) return false;
              copy = copiedCopyChosen(state, copy, second);
            }
          }
          const chosen = askChosen(state, { ask: (k, q, c) => ask(run, k, q, c) }, `${key}:${p}:${id}`, p, findDefinition((copy ?? copiableValues(state, id)).card));
          if (chosen === undefined) return false;
          made.push([p, id, chosen, copy]);
        }
      }
      for (const [p, id, chosen, copy] of made) createTokenCopy(state, id, p, chosen, copy);
      return true;
    }
    case 'tap':
      for (const id of subjectObjects(run, e.what)) if (onBattlefield(state, id)) tap(state, id);
      return true;
    case 'untap':
      for (const id of subjectObjects(run, e.what)) if (onBattlefield(state, id)) untap(state, id);
      return true;
    case 'addMana': {
      const n = amountOf(run, e.amount);
      const p = state.players[run.controller];
      if (!p) return true;
      const options: string[] = manaTypesOf(e.mana, state, run.source, run.controller);
      if (options.length === 0) return true; // nothing to add (Paliano without chosen colours)
      if (e.mana === 'anyCombination') {
        // CR 106.1a: "X mana in any combination of colors": a color chosen for each mana, then all added
        const chosen: string[] = [];
        for (let i = 0; i < n; i++) {
          const answer = ask(run, `${key}.${i}`, run.controller, { prompt: 'manaColor', options: options.map((label) => ({ label })), min: 1, max: 1, rule: '106.1a' });
          if (!answer) return false;
          chosen.push(options[answer[0] as number] as string);
        }
        for (const type of chosen) p.pool = addMana(p.pool, type as 'W', 1);
        emit(state, { type: 'addMana', rule: '106.1a', player: run.controller, amount: chosen.length, detail: chosen.join('') });
        return true;
      }
      let type = options[0];
      if (options.length > 1) {
        const answer = ask(run, key, run.controller, { prompt: 'manaColor', options: options.map((label) => ({ label })), min: 1, max: 1, rule: '106.1' });
        if (!answer) return false;
        type = options[answer[0] as number];
      }
      p.pool = addMana(p.pool, type as 'W', n);
      emit(state, { type: 'addMana', rule: '106.3', player: run.controller, amount: n, detail: type });
      return true;
    }
    case 'discard':
      return discardStep(run, e.who, amountOf(run, e.amount), e.random === true, key);
    case 'mill': {
      const n = amountOf(run, e.amount);
      for (const p of subjectPlayers(run, e.who)) millCards(state, p, n);
      return true;
    }
    case 'sacrifice':
      return sacrificeStep(run, e, key);
    case 'search':
      return searchStep(run, e, key);
    case 'counterSpell':
      for (const id of subjectObjects(run, e.what)) {
        if (obj(state, id).zone === 'stack' && state.stack.includes(id)) {
          if (cantBeCountered(state, id)) {
            emit(state, { type: 'notCountered', rule: '113.6g', object: id, card: obj(state, id).card });
            continue;
          }
          const o = obj(state, id);
          const card = o.kind !== 'ability' && o.kind !== 'token' && o.kind !== 'copy';
          // CR 614.1a: "instead of into its owner's graveyard" (Desertion); a card that may enter as a
          // copy has its choice made first (CR 707.9)
          const instead = card && e.toBattlefield !== undefined && matchesFilter(state, id, e.toBattlefield, run.controller, run.source);
          const entering = instead ? entryChoices(run, `${key}:${id}`, id) : PLAIN_ENTRY;
          if (entering === 'waiting') return false;
          emit(state, { type: 'counter', rule: '701.6a', object: id, card: o.card });
          if (!card) {
            ceaseToExist(state, id);
            // CR 603.8: a countered state trigger may trigger again at once
            if (o.trigger?.event === 'countersAtLeast' && o.source !== null) checkCounterStateTriggers(state, o.source);
          } else if (instead) {
            // it does not become the permanent as it resolves: the permanent was not cast (Desertion ruling: not
            // "cast from your hand", even for its caster), and no spell became it (`spellThatBecame`): it has
            // none of the spell's X (CR 107.3m) nor its kicks (702.33d), and is not the permanent a spell
            // chosen as a source of damage becomes (609.7a)
            mutableObject(state, id).castFrom = null;
            putOntoBattlefield(state, id, run.controller, '614.1a', false, entering);
          }
          else moveObject(state, id, 'graveyard', { rule: '701.6a' });
        }
      }
      return true;
    case 'may': {
      const chooser = e.who === undefined ? run.controller : subjectPlayers(run, e.who)[0];
      // CR 800.4a: a player who has left the game (the last controller of Selvala's entering creature)
      // does nothing more; what they may do is not done, and nobody is asked
      if (chooser === undefined || !inGame(state, chooser)) return true;
      // an optional draw the player couldn't make in full can't be chosen (CR 101.2; Leovold's ruling)
      const draw = e.then.length === 1 && e.then[0]?.do === 'draw' ? e.then[0] : null;
      if (draw && subjectPlayers(run, draw.who).every((p) => p === chooser) && drawsAllowed(state, chooser) < amountOf(run, draw.amount)) return true;
      const answer = ask(run, key, chooser, { prompt: e.prompt, options: [{ label: 'yes' }, { label: 'no' }], min: 1, max: 1, rule: '608.2d' });
      if (!answer) return false;
      if (answer[0] === 0) return runSteps(run, e.then, key);
      return true;
    }
    case 'mayPay': {
      const paid = `${key}#paid`;
      if (!done(run, paid)) {
        const cost = parseManaCost(e.mana);
        // the option to pay is offered only if the mana can be paid now (CR 608.2d, 118.3)
        const options = canPayMana(state, run.controller, cost, 0) ? [{ label: "don't pay" }, { label: `pay ${e.mana}` }] : [{ label: "don't pay" }];
        const answer = ask(run, key, run.controller, { prompt: `pay ${e.mana}`, options, min: 1, max: 1, rule: '608.2d', paysMana: true });
        if (!answer) return false;
        if (answer[0] !== 1) return true;
        payMana(state, run.controller, cost, 0);
        markDone(run, paid);
      }
      return runSteps(run, e.then, key);
    }
    case 'fight':
      return fight(run, e.what, e.other, key);
    case 'removeCounters':
      for (const id of subjectObjects(run, e.what)) if (onBattlefield(state, id)) removeCounters(state, id, e.counter);
      return true;
    case 'conditional': {
      const r = state.resolution;
      const branchKey = `${key}#branch`;
      let branch = r?.vars[branchKey];
      if (branch === undefined) {
        branch = e.condition(run) ? 1 : 0;
        if (r) r.vars[branchKey] = branch;
      }
      return runSteps(run, branch === 1 ? e.then : (e.otherwise ?? []), key);
    }
    case 'preventDamage': {
      const n = e.amount === null ? null : amountOf(run, e.amount);
      for (const to of subjectRefs(run, e.to)) {
        addReplacement(state, { kind: 'preventDamage', affected: to, amount: n, duration: { until: 'endOfTurn' }, source: run.source, controller: run.controller });
      }
      return true;
    }
    case 'preventAllCombatDamage':
      addRuleEffect(state, { kind: 'preventCombatDamage', duration: { until: e.until }, source: run.source, controller: run.controller });
      return true;
    case 'regenerate':
      for (const id of subjectObjects(run, e.what)) {
        if (onBattlefield(state, id)) addReplacement(state, { kind: 'regenerate', affected: { object: id }, amount: null, duration: { until: 'endOfTurn' }, source: run.source, controller: run.controller });
      }
      return true;
    case 'putFromHand':
      return putFromHandStep(run, e, key);
    case 'attach': {
      // CR 701.3: "attach ~ to …" moves the Aura or Equipment if it can be attached there
      const to = subjectObjects(run, e.to)[0];
      if (to !== undefined) for (const id of subjectObjects(run, e.what)) attach(state, id, { object: to });
      return true;
    }
    case 'parley': {
      const r = state.resolution;
      const n = parleyReveal(state);
      if (r) r.vars[PARLEY] = n;
      return true;
    }
    case 'cantBeBlocked': {
      const duration = { until: e.until } as const;
      if ('creaturesOf' in e) {
        for (const p of subjectPlayers(run, e.creaturesOf)) addRuleEffect(state, { kind: 'cantBeBlocked', affected: null, controlledBy: p, duration, source: run.source, controller: run.controller });
      } else {
        const ids = subjectObjects(run, e.what).filter((id) => onBattlefield(state, id));
        if (ids.length > 0) addRuleEffect(state, { kind: 'cantBeBlocked', affected: ids, controlledBy: null, duration, source: run.source, controller: run.controller });
      }
      return true;
    }
    case 'becomeCreatureType':
      for (const id of subjectObjects(run, e.what)) {
        if (onBattlefield(state, id)) addEffect(state, { affected: [id], change: { kind: 'setCreatureTypes', subtypes: [e.subtype] }, duration: { until: e.until }, source: run.source, controller: run.controller });
      }
      return true;
    case 'attacksIfAble': {
      const ids = subjectObjects(run, e.what).filter((id) => onBattlefield(state, id));
      if (ids.length > 0) addRuleEffect(state, { kind: 'attacksIfAble', affected: ids, duration: { until: e.until }, source: run.source, controller: run.controller });
      return true;
    }
    case 'mustBeBlocked':
    case 'blocksIfAble': {
      const ids = subjectObjects(run, e.what).filter((id) => onBattlefield(state, id));
      if (ids.length > 0) addRuleEffect(state, { kind: e.do, affected: ids, duration: { until: e.until }, source: run.source, controller: run.controller });
      return true;
    }
    case 'cantBlock': {
      if ('creaturesOfOpponents' in e) {
        addRuleEffect(state, {
          kind: 'cantBlock', affected: null, opponentsOf: run.controller, ...(e.unlessKeyword ? { unlessKeyword: e.unlessKeyword } : {}), duration: { until: e.until }, source: run.source, controller: run.controller,
        });
        return true;
      }
      const ids = subjectObjects(run, e.what).filter((id) => onBattlefield(state, id));
      if (ids.length > 0) addRuleEffect(state, { kind: 'cantBlock', affected: ids, duration: { until: e.until }, source: run.source, controller: run.controller });
      return true;
    }
    case 'blockAnyNumber': {
      const ids = subjectObjects(run, e.what).filter((id) => onBattlefield(state, id));
      if (ids.length > 0) addRuleEffect(state, { kind: 'blockAnyNumber', affected: ids, duration: { until: e.until }, source: run.source, controller: run.controller });
      return true;
    }
    case 'attackDespiteDefender':
      for (const p of subjectPlayers(run, e.creaturesOf)) addRuleEffect(state, { kind: 'attackDespiteDefender', controlledBy: p, duration: { until: e.until }, source: run.source, controller: run.controller });
      return true;
    case 'exileTopCard':
      for (const p of subjectPlayers(run, e.of)) {
        // an inexhaustible library is refilled first (RuleModule.refillLibrary)
        const top = topOfLibrary(state, p);
        if (top === undefined) continue;
        // CR 406.3: exiled face up, so the card is public
        const exiled = moveObject(state, top, 'exile', { rule: '406.3' });
        if (e.mayCast) {
          addRuleEffect(state, {
            kind: 'mayCast', card: exiled, player: run.controller, anyColor: e.mayCast.anyColor, duration: { until: 'endOfTurn' }, source: run.source, controller: run.controller,
          });
        }
      }
      return true;
    case 'handToLibraryTop':
      return subjectPlayers(run, e.who).every((p) => putHandCardsOnTop(state, p, e.amount, `${key}:${p}`, resolutionIo(run)));
    case 'discardUnless':
      return subjectPlayers(run, e.who).every((p) => discardUnless(state, p, e.amount, e.unless, run.source, `${key}:${p}`, resolutionIo(run)));
    case 'additionalCombatPhase':
      // CR 500.8: the phase is added directly after the current combat phase
      if (state.combat === null) return true;
      state.turn.additionalCombats++;
      emit(state, { type: 'additionalPhase', rule: '500.8', player: run.controller, detail: 'combat' });
      return true;
    case 'putOntoBattlefield': {
      // every card named enters at the same time, once each copy choice is answered (CR 603.6a)
      const entries: { id: ObjectId; entering: Entering }[] = [];
      const subjects = (Array.isArray(e.what) ? e.what : [e.what]) as readonly Subject[];
      for (const id of subjects.flatMap((w) => subjectObjects(run, w))) {
        if (obj(state, id).zone !== 'graveyard' || !isCurrent(state, id)) continue;
        const entering = entryChoices(run, `${key}:${id}`, id);
        if (entering === 'waiting') return false;
        entries.push({ id, entering });
      }
      putOntoBattlefieldTogether(state, entries, run.controller, '110.2', e.tapped ?? false);
      return true;
    }
    case 'putFromAnyGraveyard':
      return putFromAnyGraveyardStep(run, e, key);
    case 'delayedTrigger': {
      const card = obj(state, run.object).card;
      for (const id of subjectObjects(run, e.about)) {
        const moved = obj(state, id).movedTo;
        const about = moved !== null && moved >= 0 && !e.notFollowed ? moved : id;
        createDelayedTrigger(state, { card, ability: e.ability, controller: run.controller, source: run.source, object: about });
        emit(state, { type: 'delayedTrigger', rule: '603.7a', player: run.controller, object: about, card });
      }
      return true;
    }
    case 'choices': {
      // the choices are asked again from the first each time the step runs on: each answer is kept
      // under its player (and which of that player's choices it is), so that a player leaving the
      // game meanwhile (CR 800.4a) takes only their own answers out and no one is given another's
      const asks = e.asks(run);
      const answers: number[][] = [];
      const asked = new Map<PlayerId, number>();
      for (const { player, choice } of asks) {
        const nth = asked.get(player) ?? 0;
        asked.set(player, nth + 1);
        const answer = ask(run, `${key}:p${player}:${nth}`, player, choice);
        if (!answer) return false;
        answers.push(answer);
      }
      e.then(run, answers);
      return true;
    }
    case 'custom':
      e.run(run);
      return true;
    case 'customAsking':
      return e.run(run, { ask: (k, p, c) => ask(run, `${key}:${k}`, p, c), done: (k) => done(run, `${key}:${k}`), markDone: (k) => markDone(run, `${key}:${k}`) });
    default:
      // a step a rule defines (the monarch, goad, vote, …), interpreted by its rule module
      return effectStepRunner(e.do)(run, e as never, key, resolutionIo(run));
  }
}

/** The asking and bookkeeping of this resolution, for keyword actions run in their own modules. */
function resolutionIo(run: Run): ResolutionIo {
  return { ask: (k, p, c) => ask(run, k, p, c), done: (k) => done(run, k), markDone: (k) => markDone(run, k) };
}

/** The resolution variable that adds up the damage dealt by its steps ("the damage dealt this way"). */
const DEALT = 'dealtThisWay';

/** The resolution variable holding the number of nonland cards the parley step revealed. */
const PARLEY = 'parley';
/** The resolution variable that adds up the cards drawn by its steps ("for each card drawn this way"). */
const DRAWN = 'drawnThisWay';
/** The resolution variable that adds up the permanents sacrificed by its steps ("if you do"). */
const SACRIFICED = 'sacrificedThisWay';
/** The resolution variable that adds up the power of the permanents sacrificed by its steps. */
const SACRIFICED_POWER = 'sacrificedPowerThisWay';

/**
 * The number of permanents the earlier `sacrifice` steps of the current resolution sacrificed: "sacrifice
 * a creature. If you do, …" (CR 608.2c), read by a `conditional` step.
 */
export function sacrificedThisWay(state: GameState): number {
  return state.resolution?.vars[SACRIFICED] ?? 0;
}

/** Whether a spell on the stack has "This spell can't be countered" (CR 113.6g). */
function cantBeCountered(state: GameState, id: ObjectId): boolean {
  const o = obj(state, id);
  if (o.kind === 'ability') return false;
  return findDefinition(o.card)?.statics?.some((s) => s.kind === 'cantBeCountered') ?? false;
}

/**
 * Two creatures fight (CR 701.14a): each deals damage equal to its power to the other, at once. If
 * either is no longer on the battlefield, no longer a creature, or an illegal target, neither deals
 * damage (CR 701.14b). A creature that fights itself deals itself twice its power (CR 701.14c).
 */
function fight(run: Run, a: Subject, b: Subject, key: string): boolean {
  const state = run.state;
  const first = subjectObjects(run, a)[0];
  const second = subjectObjects(run, b)[0];
  if (first === undefined || second === undefined) return true;
  if (!onBattlefield(state, first) || !onBattlefield(state, second) || !isCreature(state, first) || !isCreature(state, second)) return true;
  const p1 = Math.max(0, characteristics(state, first).power ?? 0);
  const p2 = Math.max(0, characteristics(state, second).power ?? 0);
  const events: DamageEvent[] = [{ source: first, to: { object: second }, amount: p1, combat: false }, { source: second, to: { object: first }, amount: p2, combat: false }];
  const chosen = damageChoices(run, key, events);
  if (!chosen) return false;
  emit(state, { type: 'fight', rule: '701.14a', object: first, to: second });
  // the two creatures deal their damage at the same time
  dealDamageAtOnce(state, events.map((e, i) => ({ ...e, shieldOrder: chosen.orders[i] ?? [], shieldCaps: chosen.caps.get(i) })));
  return true;
}

/**
 * A key for each of the damage events of one step that stays the same as the events are listed
 * again each time the resolution goes on: its recipient, and how many events before it have that
 * recipient. An event's index would not do: a player who leaves the game at a choice takes their
 * permanents' events and their own out of the list (CR 800.4a), and the answers already given for
 * the events after them would be read for other events, and another player's choice applied.
 */
function eventKeys(events: readonly DamageEvent[]): string[] {
  const seen = new Map<string, number>();
  return events.map((e) => {
    const to = 'player' in e.to ? `p${e.to.player}` : `o${e.to.object}`;
    const n = seen.get(to) ?? 0;
    seen.set(to, n + 1);
    return `${to}.${n}`;
  });
}

/**
 * For damage dealt at the same time to several recipients, the choices its prevention and
 * redirection effects ask before any of it is dealt (see `nextDamageChoice`): the order in which
 * they apply to each event, as the affected player or the controller of the affected permanent
 * chooses it (CR 616.1, 616.1f), one effect at a time, only where the order changes the result —
 * the effects of resolved spells and abilities, and those of static abilities and rules too (two
 * redirections to different permanents, protection and a redirection) — and how a shield met by
 * the damage of two or more sources is divided among them (CR 615.7, a fight's two creatures), in
 * APNAP order of the players choosing (CR 101.4). Null while a choice is pending.
 */
function damageChoices(run: Run, key: string, events: readonly DamageEvent[]): { orders: number[][]; caps: ShieldCaps } | null {
  const state = run.state;
  const orders: number[][] = events.map(() => []);
  const shares: ShieldShares = {};
  const answers: DamageAnswers = { shares, orders: (i) => orders[i] as number[], record: (i, shield) => (orders[i] as number[]).push(shield) };
  let keys: string[] | null = null;
  for (;;) {
    const next = nextDamageChoice(state, events, answers);
    if ('caps' in next) return { orders, caps: next.caps };
    keys ??= eventKeys(events);
    if ('share' in next) {
      const q = next.share;
      const answer = ask(run, `${key}:615.${q.shield.id}.${keys[q.event]}`, next.chooser, { prompt: 'shieldShare', options: shareOptions(state, events, q), min: 1, max: 1, rule: '615.7' });
      if (!answer) return null;
      (shares[String(q.shield.id)] ??= {})[String(q.event)] = q.amounts[answer[0] as number] as number;
      continue;
    }
    const order = orders[next.order.event] as number[];
    const answer = ask(run, `${key}:616.${keys[next.order.event]}.${order.length}`, next.order.chooser, { prompt: 'preventionOrder', options: shieldOptions(state, next.order.shields), min: 1, max: 1, rule: '616.1' });
    if (!answer) return null;
    order.push((next.order.shields[answer[0] as number] as ReplacementEffect).id);
  }
}

/**
 * Each player named discards (CR 701.9): each chooses, in turn order, the cards to discard (unless
 * at random), keeping the choice to themselves; then all the cards are discarded at the same time.
 */
function discardStep(run: Run, who: Subject, n: number, random: boolean, key: string): boolean {
  const state = run.state;
  const plan: { player: PlayerId; count: number; chosen: ObjectId[] | null }[] = [];
  for (const p of subjectPlayers(run, who)) {
    const hand = (state.players[p] as (typeof state.players)[number]).hand;
    const count = Math.min(n, hand.length);
    if (count <= 0) continue;
    if (count === hand.length) plan.push({ player: p, count, chosen: [...hand] });
    else if (random) plan.push({ player: p, count, chosen: null });
    else {
      const answer = ask(run, `${key}:${p}`, p, { prompt: 'discard', options: hand.map((object) => ({ object })), min: count, max: count, rule: '701.9' });
      if (!answer) return false;
      plan.push({ player: p, count, chosen: answer.map((i) => hand[i] as ObjectId) });
    }
  }
  for (const { player, count, chosen } of plan) {
    let cards = chosen;
    if (cards === null) {
      const pool = [...(state.players[player] as (typeof state.players)[number]).hand];
      cards = [];
      for (let i = 0; i < count; i++) cards.push(pool.splice(randomInt(state.rng, pool.length), 1)[0] as ObjectId);
    }
    for (const id of cards) discard(state, player, id);
  }
  return true;
}

/**
 * Logs that `player` chose the permanent `id` for what `detail` says, a choice made in turn order that
 * the players choosing after them know (CR 101.4b); a face-down permanent is not named (CR 708.5).
 */
export function emitChosen(state: GameState, player: PlayerId, id: ObjectId, detail: string): void {
  const card = publicCardName(state, id);
  emit(state, { type: 'chosen', rule: '101.4b', player, object: id, ...(card === undefined ? {} : { card }), detail });
}

/**
 * The prefix of the resolution variables that mark the permanents chosen to be sacrificed by the
 * player whose choice is under `pk`, each followed by the permanent's id.
 */
function sacrificingPrefix(pk: string): string {
  return `${pk}:sacrificing:`;
}

/** The permanents the player whose choice is under `pk` chose to sacrifice, in the order chosen. */
function chosenToSacrifice(run: Run, pk: string): ObjectId[] {
  const prefix = sacrificingPrefix(pk);
  return Object.keys(run.state.resolution?.vars ?? {}).filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(prefix.length)));
}

/**
 * Each player named sacrifices permanents matching a filter (CR 701.21): each chooses which, in turn
 * order, then all the chosen permanents are sacrificed at the same time (their "dies" abilities see
 * each other, CR 603.10a). A choice made stays made (CR 101.4): a player who has chosen is not asked
 * again when another player leaves the game (CR 800.4a), even if what they chose leaves with that
 * player or a permanent of theirs comes back from that player's control; and a player sacrifices only
 * what they still control (701.21a), so the choices of a player who has left are void.
 */
function sacrificeStep(run: Run, e: Extract<Effect, { do: 'sacrifice' }>, key: string): boolean {
  const state = run.state;
  const n = amountOf(run, e.amount);
  const all: ObjectId[] = [];
  for (const p of subjectPlayers(run, e.who)) {
    if (n <= 0) continue;
    const pk = `${key}:${p}`;
    if (done(run, pk)) {
      for (const id of chosenToSacrifice(run, pk)) if (onBattlefield(state, id) && characteristics(state, id).controller === p) all.push(id);
      continue;
    }
    const options = state.battlefield.filter((id) => characteristics(state, id).controller === p && matchesFilter(state, id, { ...e.filter, controller: undefined }, p, run.source));
    let chosen = options;
    if (options.length > n) {
      const answer = ask(run, pk, p, { prompt: 'sacrifice', options: options.map((object) => ({ object })), min: n, max: n, rule: '701.21' });
      if (!answer) return false;
      chosen = answer.map((i) => options[i] as ObjectId);
      // the players choosing after them know the choice (CR 101.4b)
      for (const id of chosen) emitChosen(state, p, id, 'sacrifice');
    }
    const r = state.resolution;
    if (r) for (const id of chosen) r.vars[`${sacrificingPrefix(pk)}${id}`] = 1;
    markDone(run, pk);
    all.push(...chosen);
  }
  const died = all.filter((id) => onBattlefield(state, id));
  leavingTogether(state, died, () => {
    for (const id of died) putIntoGraveyardQuietly(state, id, '701.21');
  });
  // their power as they last existed on the battlefield, all of them still there (CR 608.2h, 603.10a)
  const power = died.reduce((n, id) => n + (characteristics(state, id).power ?? 0), 0);
  fireDiesTogether(state, died);
  const r = state.resolution;
  if (r) {
    r.vars[SACRIFICED] = (r.vars[SACRIFICED] ?? 0) + died.length;
    r.vars[SACRIFICED_POWER] = (r.vars[SACRIFICED_POWER] ?? 0) + power;
  }
  return true;
}

/**
 * Each player named may put a card matching a filter from their hand onto the battlefield, and
 * with `attachSource` the source is attached to it if it can be (CR 701.3b: otherwise it stays).
 */
function putFromHandStep(run: Run, e: Extract<Effect, { do: 'putFromHand' }>, key: string): boolean {
  const state = run.state;
  for (const p of subjectPlayers(run, e.who)) {
    const pk = `${key}:${p}`;
    if (done(run, pk)) continue;
    const hand = (state.players[p] as (typeof state.players)[number]).hand;
    // an unnamed card the player may name here is an option too, whether or not a fitting name matches
    // its hidden cost (a variant's naming, engine/naming.ts)
    const fits = (id: ObjectId) => (named: GameState) => matchesFilter(named, id, e.filter, p, run.source);
    const options = hand.filter((id) => matchesFilter(state, id, e.filter, p, run.source) || fittingNames(state, p, id, fits(id)) !== null);
    // asked whenever the hand holds a card, even none that fits: a decision that came only with a
    // fitting card would tell the other players what the hand holds (CR 402.3, DESIGN principle 9)
    if (hand.length > 0) {
      const answer = ask(run, pk, p, { prompt: 'putOntoBattlefield', options: options.map((object) => ({ object })), min: 0, max: Math.min(1, options.length), rule: '608.2d' });
      if (!answer) return false;
      let chosen = answer[0] === undefined ? undefined : options[answer[0]];
      const fitting = chosen === undefined ? null : fittingNames(state, p, chosen, fits(chosen));
      if (chosen !== undefined && fitting) {
        const named = ask(run, `${pk}:name`, p, nameChoice(fitting));
        if (!named) return false;
        if (!nameAsAnswered(state, p, chosen, fitting, named)) chosen = undefined;
      }
      if (chosen !== undefined) {
        const entering = entryChoices(run, `${pk}:copy`, chosen, p);
        if (entering === 'waiting') return false;
        const entered = putOntoBattlefield(state, chosen, p, '608.2c', false, entering);
        if (e.attachSource) attach(state, run.source, { object: entered });
      }
    }
    markDone(run, pk);
  }
  return true;
}

/**
 * The controller puts a card matching a filter from any graveyard onto the battlefield under their
 * control (CR 110.2): chosen among the cards there as the step resolves, then, for a card that may
 * enter as a copy, the copy choice (CR 707.9). A card without a name the controller may name so that
 * it matches (a variant's naming, engine/naming.ts) is an option too; it is not one the controller
 * must put, so with no card matching as it is the choice may be of none, and a card left unnamed
 * ("no") leaves the choice among the cards that match.
 */
function putFromAnyGraveyardStep(run: Run, e: Extract<Effect, { do: 'putFromAnyGraveyard' }>, key: string): boolean {
  const state = run.state;
  const cards = apnap(state).flatMap((p) => (state.players[p] as (typeof state.players)[number]).graveyard);
  const fits = (id: ObjectId) => (named: GameState) => matchesFilter(named, id, e.filter, run.controller, run.source);
  const options = cards.filter((id) => fits(id)(state) || fittingNames(state, run.controller, id, fits(id)) !== null);
  if (options.length === 0) return true;
  const matching = options.filter((id) => fits(id)(state));
  const answer = ask(run, key, run.controller, { prompt: 'putOntoBattlefield', options: options.map((object) => ({ object })), min: matching.length > 0 ? 1 : 0, max: 1, rule: '608.2d' });
  if (!answer) return false;
  let chosen = answer[0] === undefined ? undefined : options[answer[0]];
  const fitting = chosen === undefined ? null : fittingNames(state, run.controller, chosen, fits(chosen));
  if (chosen !== undefined && fitting) {
    const named = ask(run, `${key}:name`, run.controller, nameChoice(fitting));
    if (!named) return false;
    if (!nameAsAnswered(state, run.controller, chosen, fitting, named)) chosen = undefined;
  }
  if (chosen === undefined) {
    // "you put a creature card": one that matches as it is, if any, is still put
    if (matching.length === 0) return true;
    const again = ask(run, `${key}:matching`, run.controller, { prompt: 'putOntoBattlefield', options: matching.map((object) => ({ object })), min: 1, max: 1, rule: '608.2d' });
    if (!again) return false;
    chosen = matching[again[0] as number] as ObjectId;
  }
  const entering = entryChoices(run, `${key}:copy`, chosen);
  if (entering === 'waiting') return false;
  putOntoBattlefield(state, chosen, run.controller, '110.2', false, entering);
  return true;
}

/** A player searches their library for cards (CR 701.23), then shuffles. May fail to find (701.23b). */
function searchStep(run: Run, e: Extract<Effect, { do: 'search' }>, key: string): boolean {
  const state = run.state;
  const n = amountOf(run, e.amount);
  for (const p of subjectPlayers(run, e.who)) {
    const pk = `${key}:${p}`;
    if (done(run, pk)) continue;
    // a format may have a search look through other cards instead (RuleModule.searchedCards)
    const options = cardsSearched(state, p, n).filter((id) => {
      const c = characteristics(state, id);
      if (e.filter.name !== undefined && !hasName(state, id, e.filter.name)) return false;
      if (e.filter.basic && !c.supertypes.includes('Basic')) return false;
      return matchesFilter(state, id, e.filter, p, run.source);
    });
    // CR 701.23b: a search for cards with a stated quality may fail to find; "a card" may not
    const max = Math.min(n, options.length);
    const min = Object.keys(e.filter).length === 0 ? max : 0;
    const answer = ask(run, pk, p, {
      prompt: 'search', options: options.map((object) => ({ object })), min, max, rule: '701.23',
    });
    if (!answer) return false;
    const chosen = answer.map((i) => options[i] as ObjectId);
    // CR 707.9, 614.1c: a card found that may enter as a copy has its choice made before any enters
    const copies = new Map<ObjectId, Entering>();
    for (const id of e.to === 'battlefield' ? chosen : []) {
      const entering = entryChoices(run, `${pk}:${id}`, id, p);
      if (entering === 'waiting') return false;
      copies.set(id, entering);
    }
    if (e.reveal) revealCards(state, p, chosen);
    for (const id of chosen) {
      if (e.to === 'battlefield') putOntoBattlefield(state, id, p, '701.23', e.tapped === true, copies.get(id) ?? PLAIN_ENTRY);
      else moveObject(state, id, 'hand', { rule: '701.23' });
    }
    shuffleLibrary(state, p);
    markDone(run, pk);
  }
  return true;
}


