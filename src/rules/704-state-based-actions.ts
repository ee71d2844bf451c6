/**
 * CR 704 State-Based Actions: checked whenever a player would receive priority, all applicable
 * ones performed at once, repeated until none apply (CR 704.3).
 *
 * @module
 */
import { battlefieldStatics } from '../engine/battlefield-statics.js';
import { shareAName } from '../engine/names.js';
import { removeNoncreaturesFromCombat } from './506.4-removed-from-combat.js';
import { canBeAttached } from '../engine/attach.js';
import { changeRecordOf, characteristics, characteristicsMark, objectsGeneration, selfReadingSources, type Generation } from '../engine/characteristics.js';
import { loseGame } from '../engine/flow.js';
import { cantLoseTheGame } from './104.3-cant-lose.js';
import type { RuleChoice, RuleModule } from '../engine/format.js';
import { destroy, fireDiesTogether, putIntoGraveyardQuietly, takeCounters } from '../engine/game-actions.js';
import { emit } from '../engine/log.js';
import type { GameState, ObjectId, PendingChoice, PlayerId } from '../state/types.js';
import { ceaseToExist, obj, onBattlefield } from '../zones/zones.js';
import { leavingTogether } from '../zones/last-known.js';
import { mutableObject, objectChangedSince } from '../engine/working-copy.js';

/** A permanent a variant's own state-based action destroys (Magic Tech's used-up structure, MT 8.4), with that rule. */
export interface VariantDestruction {
  /** The permanent. */
  id: ObjectId;
  /** The variant's rule that destroys it. */
  rule: string;
}

/** A player the player checks find losing the game, with the rule that makes them lose. */
export interface PlayerLoss {
  /** The player who loses. */
  player: PlayerId;
  /** 704.5a life, 704.5b a draw from an empty library, 704.5c poison; or a variant's rule (Magic Tech's empty stockpile, MT 1.1). */
  rule: string;
}

/**
 * The player-related checks, without performing them: 704.5a life, 704.5b empty library, 704.5c
 * poison; none applies to a player who can't lose the game (Platinum Angel).
 */
export function findPlayerLosses(state: GameState): PlayerLoss[] {
  const losers: PlayerLoss[] = [];
  for (const p of state.players) {
    if (!p.inGame) continue;
    const rule = p.life <= 0 ? '704.5a' : p.drewFromEmpty ? '704.5b' : (p.counters.poison ?? 0) >= 10 ? '704.5c' : null;
    if (rule !== null && !cantLoseTheGame(state, p.id)) losers.push({ player: p.id, rule });
  }
  return losers;
}

/**
 * Performs the player checks found (see {@link findPlayerLosses}): the losers lose at the same time
 * (CR 704.3) and leave the game (CR 800.4a); a game where all remaining players lose is a draw
 * (104.4a). A draw from an empty library counts until this check only (704.5b). One event per rule
 * that makes players lose, in the order of the rules' numbers.
 */
function performPlayerLosses(state: GameState, losers: readonly PlayerLoss[]): void {
  for (const p of state.players) if (p.inGame) p.drewFromEmpty = false;
  if (losers.length === 0) return;
  for (const rule of [...new Set(losers.map((l) => l.rule))].sort()) {
    const these = losers.filter((l) => l.rule === rule).map((l) => l.player);
    emit(state, { type: 'stateBasedAction', rule, detail: `players ${these.join(', ')}` });
  }
  loseGame(state, losers);
}

/** Tokens off the battlefield cease to exist (704.5d); true if any did. */
export function tokenChecks(state: GameState): boolean {
  if (state.tokensAway === 0) return false;
  state.tokensAway = 0;
  let any = false;
  const zones: ObjectId[][] = [state.exile, state.stack];
  for (const p of state.players) zones.push(p.graveyard, p.hand, p.library);
  for (const list of zones) {
    for (const id of [...list]) {
      const o = obj(state, id);
      if (o.kind === 'token') {
        ceaseToExist(state, id);
        any = true;
      }
    }
  }
  return any;
}

/**
 * What the permanent checks find to do, in the order of the battlefield: permanents to put into
 * graveyards, with the rule (toughness 0, 704.5f; lethal damage, 704.5g; deathtouch damage, 704.5h;
 * loyalty 0, 704.5i; an illegal Aura, 704.5m); Equipment to unattach (704.5n) and +1/+1 with -1/-1
 * counters to remove (704.5q); the groups of legendary permanents sharing a controller and a name
 * (704.5j); and the permanents whose deathtouch damage marker is cleared as they are checked.
 */
export interface PermanentActions {
  /**
   * Permanents to put into their owners' graveyards or destroy, with the rule that does it: 704.5g
   * and 704.5h destroy, and so does a variant's rule marked `destroy`.
   */
  toGraveyard: { id: ObjectId; rule: string; destroy?: true }[];
  /** Equipment to unattach (704.5n) and counters to remove (704.5q), in the order they happen. */
  immediate: ({ id: ObjectId; rule: '704.5n' } | { id: ObjectId; rule: '704.5q'; amount: number })[];
  /** Each group of two or more legendary permanents with one controller and one name (704.5j). */
  legendGroups: ObjectId[][];
  /** Permanents dealt deathtouch damage since the last check: that damage is checked now (704.5h). */
  deathtouchChecked: ObjectId[];
}

/** A permanent's flags in {@link QuietCheck}: it was checked, it is legendary, it is an Aura or Equipment. */
const CHECKED = 1;
const LEGENDARY = 2;
const ATTACHED_KIND = 4;

/**
 * What the last permanent check that found nothing to do saw, kept on the characteristics mark (see
 * `characteristicsMark`): while the mark stays, a permanent not changed since has the same
 * characteristics, so the same checks find nothing for it and only changed permanents are checked
 * again. An Aura or Equipment is checked every time (what it is attached to may have changed), as is
 * a source of statics that may read anything and apply to it alone (`selfReadingSources`), and the
 * legend rule again whenever a changed or new permanent is legendary.
 */
interface QuietCheck {
  /** The objects generation of that check: while it stays, nothing at all has changed. */
  generation: Generation | null;
  /** The state's recorded changes (see `ChangeRecord`) as that check began: permanents changed since are checked again. */
  at: number;
  /** Each permanent's flags (CHECKED, LEGENDARY, ATTACHED_KIND) by id; 0 for one not checked. */
  flags: Uint8Array;
}

/** What the permanent checks find when nothing has changed since they last found nothing (shared: never changed). */
const NOTHING_TO_DO: Readonly<PermanentActions> = Object.freeze({ toGraveyard: Object.freeze([]) as never[], immediate: Object.freeze([]) as never[], legendGroups: Object.freeze([]) as never[], deathtouchChecked: Object.freeze([]) as never[] });

/** Where the last quiet check is kept on a characteristics mark. */
const QUIET = Symbol('quiet permanent check');

/**
 * Finds what the permanent checks have to do now, without doing it (see {@link PermanentActions}).
 * Within a characteristics memo scope it looks again only at permanents changed since the last
 * check that found nothing (see {@link QuietCheck}); the result is the same as checking them all.
 */
export function findPermanentActions(state: GameState): PermanentActions {
  const mark = characteristicsMark(state);
  const generation = objectsGeneration(state);
  const memo = mark === null ? undefined : (mark[QUIET] as QuietCheck | undefined);
  if (memo !== undefined && memo.generation === generation) return NOTHING_TO_DO;
  const found: PermanentActions = { toGraveyard: [], immediate: [], legendGroups: [], deathtouchChecked: [] };
  const record = mark === null ? null : changeRecordOf(state);
  const begun = record === null ? 0 : record.changes;
  // the permanents checked now and their flags, in pairs
  const checked: number[] = [];
  const legendary: ObjectId[] = [];
  let legendaryChecked = memo === undefined;
  // statics that may read anything, of their source alone: it is checked every time
  const selfReading = selfReadingSources(state);
  for (const id of state.battlefield) {
    if (memo !== undefined && record !== null && id < memo.flags.length) {
      const f = memo.flags[id] as number;
      if ((f & (CHECKED | ATTACHED_KIND)) === CHECKED && !objectChangedSince(record, id, memo.at) && !selfReading.includes(id)) {
        if ((f & LEGENDARY) !== 0) legendary.push(id);
        continue;
      }
    }
    const flags = checkPermanent(state, id, found);
    checked.push(id, flags);
    if ((flags & LEGENDARY) !== 0) {
      legendary.push(id);
      legendaryChecked = true;
    }
  }
  // CR 704.5j: unchanged legendary permanents alone were found not to share a name and controller;
  // an Equipment giving names (Spy Kit) may have moved without them changing
  if (!legendaryChecked && legendary.length > 1 && battlefieldStatics(state, 'allNonlegendaryCreatureNames').length > 0) legendaryChecked = true;
  if (legendaryChecked && legendary.length > 1) {
    // one group per controller and name in common (CR 201.2a: Spy Kit's many names join groups)
    const groups: ObjectId[][] = [];
    for (const id of legendary) {
      const controller = characteristics(state, id).controller;
      const joins = groups.filter((g) => characteristics(state, g[0] as ObjectId).controller === controller && g.some((other) => shareAName(state, id, other)));
      const merged = [...joins.flat(), id];
      for (const g of joins) groups.splice(groups.indexOf(g), 1);
      groups.push(merged);
    }
    for (const group of groups) if (group.length > 1) found.legendGroups.push(group.sort((a, b) => legendary.indexOf(a) - legendary.indexOf(b)));
  }
  const quiet = found.toGraveyard.length === 0 && found.immediate.length === 0 && found.legendGroups.length === 0;
  if (quiet && mark !== null) rememberQuiet(state, mark, memo, generation, begun, checked);
  return found;
}

/** Keeps what a check that found nothing saw (see {@link QuietCheck}). */
function rememberQuiet(state: GameState, mark: Generation, memo: QuietCheck | undefined, generation: Generation | null, begun: number, checked: readonly number[]): void {
  let flags = memo?.flags;
  if (flags === undefined || flags.length < state.objects.length) {
    const grown = new Uint8Array(Math.max(256, state.objects.length * 2));
    if (flags !== undefined) grown.set(flags);
    flags = grown;
  }
  for (let i = 0; i < checked.length; i += 2) flags[checked[i] as number] = checked[i + 1] as number;
  if (memo === undefined) {
    mark[QUIET] = { generation, at: begun, flags } satisfies QuietCheck;
    return;
  }
  memo.generation = generation;
  memo.at = begun;
  memo.flags = flags;
}

/** Checks one permanent (see {@link PermanentActions}), adding what it finds; returns its flags for {@link QuietCheck}. */
function checkPermanent(state: GameState, id: ObjectId, found: PermanentActions): number {
  const o = obj(state, id);
  const c = characteristics(state, id);
  let flags = CHECKED;
  if (c.types.includes('Creature') && c.toughness !== null) {
    if (c.toughness <= 0) found.toGraveyard.push({ id, rule: '704.5f' });
    else if (o.damage >= c.toughness && !c.keywords.includes('indestructible')) found.toGraveyard.push({ id, rule: '704.5g' });
    else if (o.deathtouched && o.damage > 0 && !c.keywords.includes('indestructible')) found.toGraveyard.push({ id, rule: '704.5h' });
  }
  // CR 704.5h counts only deathtouch damage dealt since the last check, which this is
  if (o.deathtouched) found.deathtouchChecked.push(id);
  if (c.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) found.toGraveyard.push({ id, rule: '704.5i' });
  if (c.supertypes.includes('Legendary')) flags |= LEGENDARY;
  const aura = c.subtypes.includes('Aura');
  const equipment = c.subtypes.includes('Equipment');
  if (aura || equipment) flags |= ATTACHED_KIND;
  // CR 704.5m: an Aura attached to nothing, or to what its enchant ability no longer allows
  if (aura && (!o.attachedTo || !canBeAttached(state, id, o.attachedTo))) found.toGraveyard.push({ id, rule: '704.5m' });
  // CR 704.5n: an Equipment attached to something it can't equip becomes unattached and stays
  else if (equipment && o.attachedTo && !canBeAttached(state, id, o.attachedTo)) found.immediate.push({ id, rule: '704.5n' });
  const plus = o.counters['+1/+1'] ?? 0;
  const minus = o.counters['-1/-1'] ?? 0;
  if (plus > 0 && minus > 0) found.immediate.push({ id, rule: '704.5q', amount: Math.min(plus, minus) });
  // one with deathtouch damage not yet cleared is checked again next time, cleared or not
  return o.deathtouched ? flags & ~CHECKED : flags;
}

/**
 * The permanent checks, gathered first and then performed simultaneously (CR 704.3): toughness 0
 * (704.5f), lethal damage (704.5g), deathtouch damage (704.5h), loyalty 0 (704.5i), the legend rule
 * (704.5j, the controller choosing which to keep), Auras (704.5m), Equipment (704.5n), and +1/+1
 * with -1/-1 counters (704.5q); with them, the players' losses found by the same check (`losers`, see
 * {@link findPlayerLosses}) and the permanents a variant's own checks destroy (`destroyed`, with the
 * rule: Magic Tech's used-up structure, MT 8.4). When the legend rule applies, its controllers choose
 * first, one name at a time, and nothing is performed until the last answer (see {@link applyLegendRule}).
 */
export function permanentChecks(state: GameState, losers: readonly PlayerLoss[] = [], destroyed: readonly VariantDestruction[] = []): boolean {
  const found = findPermanentActions(state);
  // most checks find nothing: answered without building the lists of what is performed
  if (losers.length === 0 && destroyed.length === 0 && state.legendRuleLosers === undefined && found.legendGroups.length === 0 && found.toGraveyard.length === 0 && found.immediate.length === 0 && found.deathtouchChecked.length === 0) {
    performPlayerLosses(state, losers);
    return false;
  }
  const all: PermanentActions = destroyed.length === 0 ? found : { ...found, toGraveyard: [...found.toGraveyard, ...destroyed.map((d) => ({ id: d.id, rule: d.rule, destroy: true as const }))] };
  // CR 704.5j: a group is answered when all of it but one waits to go, put aside by one player
  const waiting = state.legendRuleLosers ?? [];
  const answered = found.legendGroups.filter((g) => {
    const aside = waiting.filter((w) => g.includes(w.object));
    return aside.length === g.length - 1 && aside.every((w) => w.player === aside[0]?.player);
  });
  const group = found.legendGroups.find((g) => !answered.includes(g));
  if (group === undefined) {
    delete state.legendRuleLosers;
    const legendLosers = waiting.filter((w) => answered.some((g) => g.includes(w.object))).map((w) => ({ id: w.object, player: w.player }));
    return performPermanentActions(state, all, legendLosers, losers);
  }
  // CR 704.5j: the controller chooses which legendary permanent to keep, one name at a time; the
  // last answer performs them all (or, while another decision waits, the next check asks). What an
  // answer put aside in a group changed since (a player left, CR 800.4a) is asked again.
  const kept = waiting.filter((w) => answered.some((g) => g.includes(w.object)));
  if (kept.length > 0) state.legendRuleLosers = kept;
  else delete state.legendRuleLosers;
  if (!state.decision) {
    const player = characteristics(state, group[0] as ObjectId).controller;
    state.decision = { kind: 'choose', player, choice: { prompt: 'legendRule', options: group.map((object) => ({ object })), min: 1, max: 1, rule: '704.5j' } };
  }
  return false;
}

/**
 * Performs what the permanent checks found, with the legendary permanents the legend rule puts into
 * graveyards (`legendLosers`) and the players who lose (`losers`), all at once (CR 704.3): each
 * leaving permanent's "dies" abilities see the others leave (CR 603.10a). True if anything was done.
 *
 * CR 704.3 performs the losses and the permanents' actions as a single event, and a player leaves
 * the game only as they lose (CR 800.4a, not a state-based action): so a permanent of theirs that a
 * state-based action puts into a graveyard at the same time dies first (another player's Harvester of
 * Souls triggers), and then leaves the game from the graveyard with its owner; an ability of the
 * loser's that triggers on these deaths is not put on the stack (CR 800.4d).
 */
function performPermanentActions(state: GameState, found: PermanentActions, legendLosers: readonly { id: ObjectId; player: PlayerId }[], losers: readonly PlayerLoss[]): boolean {
  for (const id of found.deathtouchChecked) mutableObject(state, id).deathtouched = false;
  const leaving: { id: ObjectId; rule: string; player?: PlayerId; destroy?: true }[] = [...found.toGraveyard, ...legendLosers.map((l) => ({ id: l.id, rule: '704.5j', player: l.player }))];
  const died: ObjectId[] = [];
  // CR 704.3: a permanent one of these actions puts into the graveyard (704.5j's loser, 704.5f's
  // toughness 0) goes there whatever destroys it at the same time: the destruction, which a
  // regeneration shield could replace (701.19), is not performed apart
  const destroysOnly = (l: { rule: string; destroy?: true }): boolean => l.rule === '704.5g' || l.rule === '704.5h' || l.destroy === true;
  const putIntoGraveyard = new Set(leaving.filter((l) => !destroysOnly(l)).map((l) => l.id));
  const seen = new Set<ObjectId>();
  // CR 704.5m, 400.7: an Aura whose object had left the battlefield before this check enchants nothing
  // as it leaves, so its last known information names nothing (a ruling of Followed Footsteps); one
  // whose creature leaves now, with it, was still attached to it and sees it die (CR 603.10a, 704.3)
  const enchantingNothing = new Set(leaving.filter((l) => l.rule === '704.5m' && attachedToObjectThatLeft(state, l.id)).map((l) => l.id));
  // the permanents leave first, so that each leaves as it was before any of these actions (its
  // +1/+1 counters, whose cancelling with -1/-1 counters happens at the same time, 704.5q), each with
  // its last known information as it was with all of them still there (CR 603.10a)
  leavingTogether(state, leaving.map((l) => l.id), () => {
    for (const l of leaving) {
      const { id, rule } = l;
      if (seen.has(id) || !onBattlefield(state, id) || (destroysOnly(l) && putIntoGraveyard.has(id))) continue;
      seen.add(id);
      emit(state, { type: 'stateBasedAction', rule, ...(l.player !== undefined ? { player: l.player } : {}), object: id, card: obj(state, id).card });
      // CR 704.5g-h (and a variant's rule that destroys) destroy, so regeneration can replace it
      // (701.19); the others put into the graveyard
      if (destroysOnly(l)) {
        if (destroy(state, id, rule, true)) died.push(id);
      } else {
        if (enchantingNothing.has(id)) mutableObject(state, id).attachedTo = null;
        putIntoGraveyardQuietly(state, id, rule);
        died.push(id);
      }
    }
  });
  // CR 603.10a, 704.3: they left at the same time, and their "dies" abilities look back to before
  // any of these actions: an Equipment unattached now (704.5n) was attached to the creature that died
  if (leaving.length > 0) fireDiesTogether(state, died);
  let immediate = false;
  for (const a of found.immediate) {
    if (!onBattlefield(state, a.id)) continue;
    immediate = true;
    const o = mutableObject(state, a.id);
    if (a.rule === '704.5n') {
      o.attachedTo = null;
      emit(state, { type: 'unattach', rule: '704.5n', object: a.id, card: o.card });
    } else {
      takeCounters(o, '+1/+1', a.amount);
      takeCounters(o, '-1/-1', a.amount);
      emit(state, { type: 'countersCancel', rule: '704.5q', object: a.id, amount: a.amount });
    }
  }
  performPlayerLosses(state, losers);
  return leaving.length > 0 || immediate || losers.length > 0;
}

/** Whether the Aura `id` is attached to an object that is no longer on the battlefield. */
function attachedToObjectThatLeft(state: GameState, id: ObjectId): boolean {
  const attached = obj(state, id).attachedTo;
  return attached !== null && 'object' in attached && !onBattlefield(state, attached.object);
}

/**
 * The answer to the legend rule's choice (CR 704.5j): the chosen permanent stays, the others with
 * its name go to their owners' graveyards — at the same time as the other state-based actions that
 * apply (CR 704.3), with the players' losses found by the same check (`findLosses`, see
 * {@link findPlayerLosses}) and what a variant's own checks destroy (`findDestroyed`). While the
 * legend rule still asks about another name, they wait aside (`legendRuleLosers`) for the last
 * answer.
 */
export function applyLegendRule(state: GameState, player: PlayerId, choice: PendingChoice, keep: number, findLosses: (state: GameState) => PlayerLoss[] = () => [], findDestroyed: (state: GameState) => VariantDestruction[] = () => []): void {
  state.decision = null;
  const losers = choice.options.flatMap((option, i) => (i === keep || !('object' in option) || !onBattlefield(state, option.object) ? [] : [{ object: option.object, player }]));
  const waiting = [...(state.legendRuleLosers ?? []), ...losers];
  if (waiting.length > 0) state.legendRuleLosers = waiting;
  permanentChecks(state, findLosses(state), findDestroyed(state));
}

/**
 * The legend rule's choice of which permanent to keep (CR 704.5j), asked as state-based actions are
 * checked, never while a spell resolves; its answer performs the permanents' state-based actions
 * with the players' losses `findLosses` finds (CR 704.3), those of 704.5a–c or a variant's (Magic
 * Tech's empty stockpile), and the permanents a variant's own checks destroy (`findDestroyed`).
 */
export function legendRuleChoice(findLosses: (state: GameState) => PlayerLoss[], findDestroyed: (state: GameState) => VariantDestruction[] = () => []): RuleChoice {
  return {
    mayWait: () => true,
    answer(state, player, choice, picked) {
      applyLegendRule(state, player, choice, picked[0] as number, findLosses, findDestroyed);
      return true;
    },
  };
}

/** CR 704: state-based actions. */
export const stateBasedActions: RuleModule = {
  number: '704',
  title: 'State-Based Actions',
  keywords: ['state-based action', 'legend rule', 'lethal damage'],
  choices: { '704.5j': legendRuleChoice(findPlayerLosses) },
  stateBasedActions(state) {
    const b = tokenChecks(state);
    // the players' losses are performed with the permanents' actions, as one event (CR 704.3)
    const c = permanentChecks(state, findPlayerLosses(state));
    if (state.result) return true;
    const d = removeNoncreaturesFromCombat(state);
    return b || c || d;
  },
};
