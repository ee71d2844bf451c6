/**
 * Triggered abilities (CR 603): detecting trigger events, and putting waiting abilities on the
 * stack the next time a player would receive priority, in APNAP order with each player ordering
 * their own (CR 603.3b) and choosing targets (CR 603.3d).
 *
 * @module
 */
import type { Effect, TargetSpec, TriggerSpec, TriggerSubject, TriggeredDef } from '../cards/types.js';
import { findDefinition } from './card-catalog.js';
import { modeChoices, spellWithModes } from '../cards/modes.js';
import type { DelayedTrigger, GameObject, GameState, ObjectId, PendingTrigger, PlayerId, Ref, TriggerContext } from '../state/types.js';
import { createObject, obj, onBattlefield } from '../zones/zones.js';
import { cardAbilityAt, cardTriggersOn, commandGrants, commandZoneGrantsTrigger, triggersOn } from './abilities.js';
import { objectsWithFeature } from './card-features.js';
import { characteristics, definitionOf } from './characteristics.js';
import { formatOf, type KeywordTriggeredAbility, type RuleTriggeredAbility } from './format.js';
import { emit } from './log.js';
import { apnap, inGame } from './players.js';
import { legalTargets, matchesFilter, targetCombinations } from './targets.js';
import { askOpponentTargets, controllerChosenSpecs, opponentChosenSpecs } from './opponent-chosen-targets.js';
import { mutableObject } from './working-copy.js';
import { targetedFirstTime, targetsChosen } from './becomes-target.js';
import { interchangeableTriggers } from './interchangeable-triggers.js';

/** A trigger event: what happened, to which object or player. */
export interface TriggerEvent {
  /** The event kind, matching {@link TriggerSpec} events. */
  event: TriggerSpec['event'];
  /** The object the event is about (for "dies", the object as it last existed on the battlefield). */
  object: ObjectId | null;
  /** The player the event is about. */
  player: PlayerId | null;
  /** An amount the event carries. */
  amount: number;
  /** The permanent the event was done to, when it is not the event's object (the creature dealt damage). */
  recipient?: ObjectId;
  /** For a spell cast, the permanents it targets as it becomes cast (CR 601.2c). */
  targets?: readonly ObjectId[];
}

function subjectMatches(state: GameState, subject: TriggerSubject, source: ObjectId, eventObject: ObjectId | null, controller: PlayerId): boolean {
  if (eventObject === null) return false;
  if (subject === 'self') return eventObject === source;
  if (subject === 'attached') {
    // an Aura or Equipment stays attached to a permanent that left until state-based actions (CR 704.5m–n), so "dies" sees it (603.10a)
    const a = obj(state, source).attachedTo;
    return a !== null && 'object' in a && a.object === eventObject;
  }
  return matchesFilter(state, eventObject, subject, controller, source);
}

function matches(state: GameState, spec: TriggerSpec, source: ObjectId, controller: PlayerId, e: TriggerEvent): boolean {
  if (spec.event !== e.event) return false;
  switch (spec.event) {
    case 'entersBattlefield':
      return subjectMatches(state, spec.subject, source, e.object, controller);
    case 'dies':
      // any permanent dies (CR 700.4); "when enchanted (or equipped) creature dies" sees only one that was
      // a creature as it last existed on the battlefield (CR 603.10a)
      if (spec.subject === 'attached' && (e.object === null || !characteristics(state, e.object).types.includes('Creature'))) return false;
      return subjectMatches(state, spec.subject, source, e.object, controller);
    case 'dealsCombatDamageToPlayer':
      if (spec.to === 'opponent' && (e.player === null || e.player === controller)) return false;
      return subjectMatches(state, spec.subject, source, e.object, controller);
    case 'attacks':
      // the event's player is the defending player (CR 506.2, 802.2a)
      if (spec.defender === 'you' && e.player !== controller) return false;
      return subjectMatches(state, spec.subject, source, e.object, controller);
    case 'dealsDamage':
      if (spec.toPlayer && e.player === null) return false;
      return e.object === source;
    case 'blocks':
      return subjectMatches(state, spec.subject, source, e.object, controller);
    case 'blocksCreature':
    case 'becomesBlocked':
    case 'dealsDamageToCreature':
    case 'becomesMonstrous':
    case 'dealsCombatDamageToCreature':
      return e.object === source;
    case 'beginningOfStep':
      if (state.turn.step !== spec.step) return false;
      if (spec.whose === 'you') return state.turn.active === controller;
      if (spec.whose === 'opponent') return state.turn.active !== controller;
      return true;
    case 'becomesMonarch':
      // CR 725.3: the event only happens for a player who was not already the monarch
      if (e.player === null) return false;
      return spec.who === 'you' ? e.player === controller : e.player !== controller;
    case 'delayed':
      return false; // only once created, and then by fireDelayedTriggers (CR 603.7)
    case 'playersFinishVoting':
      return true;
    case 'playsLand':
      return spec.who === 'any' || (e.player !== null && e.player !== controller);
    case 'draws':
      return e.player === controller;
    case 'becomesTarget':
      return targetedFirstTime(state, source, e.object);
    case 'youOrYourPermanentTargetedByOpponent': {
      const by = e.object === null ? undefined : state.objects[e.object]?.controller;
      return e.player === controller && by !== undefined && by !== controller;
    }
    case 'discards':
      if (e.player === null) return false;
      return spec.who === 'any' || (spec.who === 'you') === (e.player === controller);
    case 'countersAtLeast':
      return false; // a state trigger: checkCounterStateTriggers (CR 603.8)
    case 'tapsLandForMana':
      return false; // a triggered mana ability resolves at once, without the stack (CR 605.4a)
    case 'castSpell': {
      if (e.object === null || e.player === null) return false;
      if (spec.who === 'you' && e.player !== controller) return false;
      if (spec.who === 'opponent' && e.player === controller) return false;
      if (spec.targetsPermanent && (e.targets ?? []).length === 0) return false;
      return !spec.filter || matchesFilter(state, e.object, spec.filter, controller, source);
    }
  }
}

function queue(state: GameState, source: ObjectId, card: string, index: number, def: TriggeredDef, controller: PlayerId, e: TriggerEvent): void {
  const context: TriggerContext = {
    event: e.event, object: e.object, player: e.player, amount: e.amount,
    ...(e.recipient !== undefined ? { recipient: e.recipient } : {}), ...(e.targets !== undefined ? { targets: [...e.targets] } : {}),
  };
  if (def.triggersIf && !def.triggersIf({ state, object: source, source, controller, trigger: context })) return; // CR 603.2
  if (def.condition && !def.condition({ state, object: source, source, controller, trigger: context })) return; // CR 603.4
  state.pendingTriggers.push({ source, card, ability: index, controller, context });
}

/**
 * "Whenever … casts a spell" abilities see the spell `id` that `player` cast (CR 601.2i), with the
 * permanents it targets as it becomes cast (CR 601.2c): "those permanents" are these, whatever targets
 * a change of target (CR 115.7) gives it later.
 */
export function fireCastTriggers(state: GameState, id: ObjectId, player: PlayerId): void {
  const targets = obj(state, id).targets.flatMap((t) => ('object' in t && onBattlefield(state, t.object) ? [t.object] : []));
  fireTriggers(state, { event: 'castSpell', object: id, player, amount: 0, ...(targets.length > 0 ? { targets } : {}) });
}

/**
 * Checks every triggered ability that could see an event and queues those that trigger. Leaves-
 * the-battlefield abilities "look back in time" (CR 603.10a): a creature that died sees its own
 * death from its last known information.
 */
export function fireTriggers(state: GameState, e: TriggerEvent, leftTogether: readonly ObjectId[] = []): void {
  if (state.delayedTriggers.length > 0 && e.event === 'beginningOfStep') fireDelayedTriggers(state);
  if (state.delayedTriggers.length > 0 && e.event === 'dies' && e.object !== null) fireDelayedDies(state, e.object);
  // only objects whose card, or the command zone, gives them an ability triggering on this event can see it
  const commandGrants = commandZoneGrantsTrigger(state, e.event);
  const feature = triggersOn(e.event);
  for (const id of commandGrants ? state.battlefield : objectsWithFeature(state, 'battlefield', feature)) if (commandGrants || cardTriggersOn(state, id, e.event)) checkSource(state, id, e, false);
  // CR 315.5, 114.4: face-up conspiracies and emblems have triggered abilities that work from the command
  // zone; a face-down conspiracy has none, so it misses the event even if turned face up later (CR 315.5b)
  for (const id of commandGrants ? state.command : objectsWithFeature(state, 'command', feature)) if (commandGrants || cardTriggersOn(state, id, e.event)) checkSource(state, id, e, false);
  fireRuleTriggers(state, e);
  if (e.event !== 'dies' || e.object === null) return;
  // CR 603.10a: leaves-the-battlefield abilities look back in time. The dying creature sees its own
  // death, and permanents that left the battlefield at the same time see each other's (704.3).
  const lookBack = leftTogether.includes(e.object) ? leftTogether : [e.object, ...leftTogether];
  for (const id of lookBack) if (commandGrants || cardTriggersOn(state, id, e.event)) checkSource(state, id, e, true);
}

/**
 * At the beginning of an end step, the delayed triggered abilities waiting for "the next end step"
 * trigger, at the beginning of an end of combat step those waiting for "end of combat" (CR 511.2),
 * and at the beginning of an upkeep those of the active player waiting for "your next upkeep"; each
 * once (CR 603.7c), controlled by the player who created them (603.7d).
 */
function fireDelayedTriggers(state: GameState): void {
  const step = state.turn.step;
  // CR 603.7b: one that lasts "this turn" ceases to exist as its turn ends
  if (state.delayedTriggers.some((d) => d.turn !== undefined && d.turn !== state.turn.number)) {
    state.delayedTriggers = state.delayedTriggers.filter((d) => d.turn === undefined || d.turn === state.turn.number);
  }
  if (step !== 'end' && step !== 'endCombat' && step !== 'upkeep') return;
  const waiting: DelayedTrigger[] = [];
  for (const d of state.delayedTriggers) {
    // "at the beginning of your next upkeep": the upkeep of its controller's turn
    if (delayedMoment(d) !== step || (step === 'upkeep' && state.turn.active !== d.controller)) {
      waiting.push(d);
      continue;
    }
    const context: TriggerContext = { event: 'delayed', object: d.object, player: d.controller, amount: 0 };
    state.pendingTriggers.push({ source: d.source, card: d.card, ability: d.ability, controller: d.controller, context });
  }
  state.delayedTriggers = waiting;
}

/**
 * When a creature dies, the delayed triggered abilities waiting for it to die this turn trigger
 * (CR 603.7b), each once: the creature can die only once (CR 400.7).
 */
function fireDelayedDies(state: GameState, died: ObjectId): void {
  const waiting: DelayedTrigger[] = [];
  for (const d of state.delayedTriggers) {
    if (delayedMoment(d) !== 'dies' || d.object !== died || d.turn !== state.turn.number) {
      waiting.push(d);
      continue;
    }
    const context: TriggerContext = { event: 'delayed', object: d.object, player: d.controller, amount: 0 };
    state.pendingTriggers.push({ source: d.source, card: d.card, ability: d.ability, controller: d.controller, context });
  }
  if (waiting.length !== state.delayedTriggers.length) state.delayedTriggers = waiting;
}

/** The event a delayed triggered ability waits for: the beginning of a step, or the death of its object. */
function delayedMoment(d: DelayedTrigger): 'end' | 'endCombat' | 'dies' | 'upkeep' {
  const when = findDefinition(d.card)?.triggered?.[d.ability]?.when;
  if (when?.event !== 'delayed' || when.at === 'nextEndStep') return 'end';
  if (when.at === 'yourNextUpkeep') return 'upkeep';
  return when.at === 'endOfCombat' ? 'endCombat' : 'dies';
}

/**
 * Creates a delayed triggered ability (CR 603.7a): ability `ability` of the card `card`, which
 * triggers at the beginning of the next end step (or end of combat step, or when `object` dies this
 * turn, as its trigger says) and refers to `object`.
 */
export function createDelayedTrigger(state: GameState, d: Omit<DelayedTrigger, 'id' | 'turn'>): void {
  const lastsThisTurn = delayedMoment({ ...d, id: 0 }) === 'dies';
  state.delayedTriggers.push({ ...d, id: state.nextEffectId++, ...(lastsThisTurn ? { turn: state.turn.number } : {}) });
}

/** Queues the triggered abilities of one object that trigger on an event ("dies" ones only, if asked). */
function checkSource(state: GameState, id: ObjectId, e: TriggerEvent, onlyDies: boolean): void {
  const o = obj(state, id);
  const def = definitionOf(o);
  const own = def?.triggered ?? [];
  // granted by the command zone: each named after the card that grants it (CR 113.7a)
  const grants = commandGrants(state, id, 'triggered');
  if (own.length === 0 && grants.length === 0) return;
  const c = characteristics(state, id);
  const sees = (t: TriggeredDef): boolean => (!onlyDies || t.when.event === 'dies') && matches(state, t.when, id, c.controller, e);
  // CR 305.7, 613.1d: a land whose land type an effect set has lost the triggered abilities of its
  // rules text, not those other effects grant it; nor has a permanent that lost all abilities lost
  // those granted after the loss (CR 613.7: the granted ones listed are those it has)
  if (c.hasAbilities) own.forEach((t, i) => { if (sees(t)) queue(state, id, def?.name ?? o.card, i, t, c.controller, e); });
  for (const g of grants) if (sees(g.ab)) queue(state, id, g.card, g.index, g.ab, c.controller, e);
}

/**
 * Queues the triggered abilities of the format's rule modules that an event triggers: inherent ones
 * (CR 725.2), which have no source and each say who controls it, and keywords' (CR 702.121a).
 */
function fireRuleTriggers(state: GameState, e: TriggerEvent): void {
  for (const m of formatOf(state).triggerModules) {
    const abilities = m.triggered ?? [];
    for (let ability = 0; ability < abilities.length; ability++) {
      const t = abilities[ability] as (typeof abilities)[number];
      if (t.keyword !== undefined) {
        fireKeywordTrigger(state, m.number, ability, t, e);
        continue;
      }
      const controller = t.triggersFor(state, e);
      if (controller === null) continue;
      const context: TriggerContext = { event: e.event, object: e.object, player: e.player, amount: e.amount };
      state.pendingTriggers.push({ source: null, card: '', rule: m.number, ability, controller, context });
    }
  }
}

/**
 * Queues a keyword's triggered ability for the permanent the event is about, once for each instance
 * of the keyword it has (CR 702.121b, 702.105b, 702.23c), and for each object it names (CR 702.25a), controlled by the permanent's controller (CR 603.3a).
 */
function fireKeywordTrigger(state: GameState, rule: string, ability: number, t: KeywordTriggeredAbility, e: TriggerEvent): void {
  if (t.event !== e.event || e.object === null || !onBattlefield(state, e.object)) return;
  const c = characteristics(state, e.object);
  const prefix = t.withParameter ? `${t.keyword} ` : null;
  const isInstance = (k: string): boolean => (prefix !== null ? k.startsWith(prefix) : k === t.keyword);
  // most permanents have no instance: found without building a list
  if (!c.keywords.some(isInstance)) return;
  const instances = c.keywords.filter(isInstance);
  if (t.triggers && !t.triggers(state, e)) return;
  const objects = t.each ? t.each(state, e) : [e.object];
  for (const k of instances) {
    for (const object of objects) {
      const context: TriggerContext = { event: e.event, object, player: e.player, amount: e.amount, ...(t.withParameter ? { keyword: k } : {}) };
      state.pendingTriggers.push({ source: e.object, card: '', rule, ability, controller: c.controller, context });
    }
  }
}

/** What a triggered ability does, whether a card's or a rule's. */
export interface TriggeredAbility {
  /** The ability's text. */
  text: string;
  /** Targets, chosen as it is put on the stack. */
  targets?: readonly TargetSpec[];
  /** Its effect steps. */
  effects: readonly Effect[];
  /** An intervening "if" clause (CR 603.4). */
  condition?: TriggeredDef['condition'];
  /** The modes of a modal ability (CR 603.3c). */
  modes?: TriggeredDef['modes'];
}

/** Triggered ability `ability` of the format's rule module numbered `rule` (CR 725.2). */
function ruleAbility(state: GameState, rule: string, ability: number): RuleTriggeredAbility | undefined {
  return formatOf(state).modules.find((m) => m.number === rule)?.triggered?.[ability];
}

/**
 * The triggered ability a pending trigger or an ability on the stack points to: ability `ability`
 * of the rule module `rule` (CR 725.2), or else of the card `card`, its own or one it grants from the
 * command zone. Once triggered, an ability exists independently of its source (CR 113.7a): whatever
 * the source has since become a copy of (Volatile Chimera), or the grant, it is still that ability.
 */
export function triggeredAbilityOf(state: GameState, ref: { card: string; rule?: string; ability: number; source: ObjectId | null }): TriggeredAbility {
  const card = ref.rule === undefined ? findDefinition(ref.card) : undefined;
  const def = ref.rule !== undefined
    ? ruleAbility(state, ref.rule, ref.ability)
    : card === undefined ? undefined : cardAbilityAt(card, 'triggered', ref.ability);
  if (!def) throw new Error(`no triggered ability ${ref.ability} of ${ref.rule !== undefined ? `rule ${ref.rule}` : ref.card}`);
  return def;
}

/** One legal way to put a triggered ability on the stack: its mode, if it is modal, and its targets. */
export interface TriggerChoice {
  /** The chosen mode indexes (CR 603.3c); empty for an ability without modes. */
  modes: number[];
  /** The targets, in the order of the specs of the ability and its modes. */
  targets: Ref[];
}

/**
 * The legal choices for a pending trigger: for each mode of a modal ability whose targets can be
 * chosen (CR 603.3c, 700.2), or for the ability itself, each legal combination of targets (empty if
 * it has none). Targets that depend on the triggering event see it (CR 603.3d). With `limit`, only
 * the first `limit` of them.
 */
export function triggerChoices(state: GameState, t: PendingTrigger, limit = Infinity): TriggerChoice[] {
  const def = triggeredAbilityOf(state, t);
  const out: TriggerChoice[] = [];
  for (const modes of modeChoices(def)) {
    if (out.length >= limit) break;
    const specs = spellWithModes(def, modes).targets;
    // targets of an opponent's choice are chosen once it is on the stack; one must be possible (CR 603.3d)
    const theirs = opponentChosenSpecs(specs);
    if (theirs.some((s) => !s.optional && legalTargets(state, s, t.controller, t.source, t.context).length === 0)) continue;
    for (const targets of targetCombinations(state, controllerChosenSpecs(specs), t.controller, t.source, t.context, limit - out.length)) out.push({ modes, targets });
  }
  return out;
}

/** Puts one pending trigger on the stack with its modes and targets (CR 603.3). */
export function putTriggerOnStack(state: GameState, index: number, targets: Ref[], modes: number[] = []): void {
  const t = state.pendingTriggers[index];
  if (!t) throw new Error(`no pending trigger ${index}`);
  state.pendingTriggers.splice(index, 1);
  const id = createObject(state, { kind: 'ability', card: t.card, owner: t.controller, zone: 'stack' });
  const a = mutableObject(state, id);
  a.source = t.source;
  a.ability = t.ability;
  a.targets = targets;
  a.modes = [...modes];
  a.trigger = t.context;
  const specs = spellWithModes(triggeredAbilityOf(state, t), modes).targets;
  const before = state.pendingTriggers.length;
  if (opponentChosenSpecs(specs).length > 0) askOpponentTargets(state, id, specs);
  else targetsChosen(state, id);
  waitForNextRound(state, before);
  const inherent = t.rule !== undefined ? ruleAbility(state, t.rule, t.ability) : undefined;
  if (t.rule !== undefined && inherent) {
    a.rule = t.rule;
    // an ability of a rule has no card and cites the rule that defines it (CR 725.2, 702.121a); a
    // keyword's names the card of the permanent it comes from
    const from = t.source === null ? {} : { card: obj(state, t.source).card };
    emit(state, { type: 'trigger', rule: inherent.rule, player: t.controller, object: id, ...from, detail: inherent.text });
    return;
  }
  emit(state, { type: 'trigger', rule: '603.3', player: t.controller, object: id, card: t.card, detail: triggeredAbilityOf(state, t).text });
}

/**
 * Marks the abilities that triggered as a triggered ability was put on the stack — those queued from
 * index `from` on — to wait for the next round of putting triggers on the stack (CR 603.3b).
 */
export function waitForNextRound(state: GameState, from: number): void {
  for (let i = from; i < state.pendingTriggers.length; i++) {
    const t = state.pendingTriggers[i] as PendingTrigger;
    if (t.nextRound !== true) state.pendingTriggers[i] = { ...t, nextRound: true };
  }
}

/** Whether pending trigger `t` may be put on the stack in the current round (CR 603.3b). */
export function inThisRound(t: PendingTrigger): boolean {
  return t.nextRound !== true;
}

/**
 * Puts `count` waiting triggers of player `p`, all alike (`t`) and without targets, on the stack in
 * the order they wait, logging that no order was asked (CR 603.3b). What triggers as they go on the
 * stack waits for the next round, so the first of `p`'s waiting this round is always one of them.
 */
function putInterchangeable(state: GameState, p: PlayerId, t: PendingTrigger, count: number): void {
  const card = t.rule === undefined ? t.card : t.source === null ? '' : obj(state, t.source).card;
  emit(state, { type: 'triggersOrdered', rule: '603.3b', player: p, amount: count, ...(card ? { card } : {}), detail: triggeredAbilityOf(state, t).text });
  for (let n = 0; n < count; n++) {
    putTriggerOnStack(state, state.pendingTriggers.findIndex((w) => w.controller === p && inThisRound(w)), []);
  }
}

/**
 * Puts waiting triggers on the stack (CR 603.3b). A player with one waiting trigger and at most
 * one choice of targets has nothing to decide, so it goes on automatically, and so do several that
 * are all alike and have no modes or targets (see {@link interchangeableTriggers}): every order of
 * them is the same; otherwise the player is asked. Triggers with no legal targets are removed (CR
 * 603.3d). Abilities that trigger as these go on the stack wait for the next round, after
 * state-based actions are checked again (CR 603.3b).
 * Returns the player who must decide, or null when all of this round are on the stack.
 */
export function placeTriggers(state: GameState): PlayerId | null {
  for (const p of apnap(state)) {
    for (;;) {
      const mine: number[] = [];
      state.pendingTriggers.forEach((t, i) => {
        if (t.controller === p && inThisRound(t)) mine.push(i);
      });
      if (mine.length === 0) break;
      // the first with no legal choice is removed (CR 603.3d); what is asked of the others is whether they have
      // one, and of one alone whether it has only one (then it goes on the stack)
      const limit = mine.length === 1 ? 2 : 1;
      let dead: PendingTrigger | null = null;
      let choices: TriggerChoice[] = [];
      for (const i of mine) {
        const t = state.pendingTriggers[i] as PendingTrigger;
        choices = triggerChoices(state, t, limit);
        if (choices.length > 0) continue;
        emit(state, { type: 'triggerRemoved', rule: '603.3d', player: p, ...(t.card ? { card: t.card } : {}) });
        state.pendingTriggers.splice(i, 1);
        dead = t;
        break;
      }
      if (dead) continue;
      if (mine.length > 1) {
        const waiting = mine.map((i) => state.pendingTriggers[i] as PendingTrigger);
        const first = waiting[0] as PendingTrigger;
        if (interchangeableTriggers(waiting, triggeredAbilityOf(state, first))) {
          putInterchangeable(state, p, first, waiting.length);
          continue;
        }
      }
      if (mine.length === 1 && choices.length === 1) {
        const choice = choices[0] as TriggerChoice;
        putTriggerOnStack(state, mine[0] as number, choice.targets, choice.modes);
        // an opponent chooses a target of it now (CR 603.3d): the others wait
        if (state.decision?.kind === 'choose') return null;
        continue;
      }
      return p;
    }
  }
  // triggers of players who left the game never go on the stack (CR 800.4d); those that triggered
  // during this round go on the stack in the next, once state-based actions are checked (CR 603.3b)
  state.pendingTriggers = state.pendingTriggers.flatMap((t) => {
    if (!inGame(state, t.controller)) return [];
    if (t.nextRound !== true) return [t];
    const waiting = { ...t };
    delete waiting.nextRound;
    return [waiting];
  });
  return null;
}

/**
 * Checks the state triggers about counters of a permanent (CR 603.8): each "when there are N or more
 * [kind] counters on ~" ability whose condition holds triggers, unless it has already triggered and
 * not yet left the stack. Called as counters are put on the permanent and as such an ability leaves
 * the stack, the only moments its condition can become true or may trigger again.
 */
export function checkCounterStateTriggers(state: GameState, id: ObjectId): void {
  const o = state.objects[id];
  if (!o || !onBattlefield(state, id)) return;
  if (!cardTriggersOn(state, id, 'countersAtLeast')) return;
  const def = definitionOf(o);
  if (!def) return;
  (def.triggered ?? []).forEach((t, index) => {
    const w = t.when;
    if (w.event !== 'countersAtLeast' || (o.counters[w.counter] ?? 0) < w.amount || !characteristics(state, id).hasAbilities) return;
    const waiting = state.pendingTriggers.some((p) => p.source === id && p.ability === index && p.rule === undefined)
      || state.stack.some((s) => {
        const a = state.objects[s] as GameObject;
        return a.kind === 'ability' && a.trigger !== null && a.trigger.event === 'countersAtLeast' && a.source === id && a.ability === index;
      });
    if (waiting) return;
    const context: TriggerContext = { event: 'countersAtLeast', object: id, player: null, amount: o.counters[w.counter] ?? 0 };
    state.pendingTriggers.push({ source: id, card: def.name, ability: index, controller: characteristics(state, id).controller, context });
  });
}
