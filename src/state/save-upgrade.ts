/**
 * Saved games of earlier builds brought up to date before they are validated ("nothing lost", DESIGN
 * principle 10): each field a later build added is filled with the value this build would have kept,
 * rebuilt from what the save holds, so that an old save loads and plays on as if this build had
 * played it. A save already in this build's shape is left as it is.
 *
 * @module
 */

import { cardAbilityAt, grantedBy, type GrantedKind } from '../engine/abilities.js';
import { findDefinition } from '../engine/card-catalog.js';
import { isInt, isRec, type Rec } from './validate.js';

/** The start of the prompt of a "you may pay {…}" choice (CR 608.2d) before `PendingChoice.paysMana` marked it. */
const OLD_PAY_PROMPT = 'pay ';

/** The suffix of the mark, on a resolution's vars, an earlier build kept for a multikicker choice paid with mana (CR 601.2g). */
const OLD_PAYS_MANA_MARK = '#paysMana';

/**
 * Every upgrade of a save of an earlier build, in the order they run: the mana abilities setting
 * ({@link upgradeManaAbilities}) and Backup Plan's hands ({@link upgradeBackupPlanHands}); the fields of the first builds ({@link upgradeFirstBuilds}); a turn's
 * `cardsDrawn` and `combatPhases` counted from its log ({@link upgradeTurnHistory}); whether a
 * combat's attackers were declared ({@link upgradeAttackersDeclared}); the mark of a choice that may
 * pay mana ({@link upgradePaysMana}); the answer of a search that found its only card without asking
 * ({@link upgradeSearchFound}); the card that grants an ability of the command zone
 * ({@link upgradeCommandGrants}); a start of the game asked in seat order ({@link upgradeSeatOrder});
 * the layer continuous effects no longer keep ({@link upgradeEffectLayers}); the permanents a combat
 * kept listed after they left the battlefield ({@link upgradeLeftCombatants}).
 * A later build that adds an upgrade adds it here, which counts it in {@link SAVE_UPGRADES}.
 */
const UPGRADES: readonly ((value: Rec) => void)[] = [
  upgradeManaAbilities,
  upgradeBackupPlanHands,
  upgradeFirstBuilds,
  upgradeTurnHistory,
  upgradeAttackersDeclared,
  upgradePaysMana,
  upgradeSearchFound,
  upgradeCommandGrants,
  upgradeSeatOrder,
  upgradeEffectLayers,
  upgradeLeftCombatants,
];

/**
 * How many upgrades this build makes to the saves of earlier builds ({@link upgradeSavedGame}): the
 * mark of a state stored outside paliano in this build's shape. A host that stores the engine's state
 * as it is (boardgame.io's `G`), not as saved text, stores this number with it; a stored state
 * without it, or with another, is read through `restoreState`, as `deserialize` reads a save.
 */
export const SAVE_UPGRADES = UPGRADES.length;

/**
 * Brings a saved game from before a setting or field existed up to date, in place, before it is
 * validated: each of {@link UPGRADES} in turn. A value that is no object is left for validation to
 * refuse.
 */
export function upgradeSavedGame(value: unknown): void {
  if (!isRec(value)) return;
  for (const upgrade of UPGRADES) upgrade(value);
}

/**
 * A game saved without `settings.manaAbilities` was played with mana abilities as actions, and keeps
 * that behaviour; its settings are rebuilt in `createGame`'s field order, so its saved text stays
 * canonical.
 */
function upgradeManaAbilities(value: Rec): void {
  if (isRec(value.settings) && !('manaAbilities' in value.settings)) {
    const { autoPass, ...rest } = value.settings;
    value.settings = { autoPass, manaAbilities: 'actions', ...rest };
  }
}

/** A choice of opening hands saved without `hands` (Backup Plan, CR 315.5a) gets the hands its records keep. */
function upgradeBackupPlanHands(value: Rec): void {
  const d = value.decision;
  if (isRec(d) && d.kind === 'startOfGame' && d.prompt === 'hand' && d.hands === undefined && isRec(value.conspiracyDraft) && Array.isArray(value.conspiracyDraft.hands) && isInt(d.player)) {
    d.hands = value.conspiracyDraft.hands[d.player];
  }
}

/**
 * A game an earlier build saved at the start of the game while it asked, in seat order, a player to
 * make a choice of the game's start whom turn order from the starting player would not ask yet (CR
 * 101.4e): to put conspiracies (103.2e, 905.4, 315.2) or to choose Backup Plan's hand (315.5a). It
 * goes on in seat order, as that build did (`ConspiracyDraftState.seatOrder`): the decision saved
 * stays, and so does the order of the players asked after it. This build never saves such a game in
 * turn order.
 */
function upgradeSeatOrder(value: Rec): void {
  const { decision: d, conspiracyDraft: r, turn, players } = value;
  if (!isRec(d) || d.kind !== 'startOfGame' || !isInt(d.player)) return;
  if (!isRec(r) || r.seatOrder !== undefined || !isRec(turn) || !isInt(turn.active) || !Array.isArray(players)) return;
  const { done, hands } = r;
  const toAsk: ((p: number) => boolean) | null =
    value.startOfGame === 'beforeShuffle' && Array.isArray(done) ? (p) => done[p] !== true
    : value.startOfGame === 'beforeMulligans' && d.prompt === 'hand' && Array.isArray(hands) ? (p) => Array.isArray(hands[p]) && hands[p].length > 1
    : null;
  if (toAsk === null) return;
  const n = players.length;
  const asked = (p: number): boolean => isRec(players[p]) && players[p].inGame === true && toAsk(p);
  const seats = Array.from({ length: n }, (_, i) => i);
  const inSeatOrder = seats.find(asked);
  const inTurnOrder = seats.map((i) => ((turn.active as number) + i) % n).find(asked);
  if (d.player === inSeatOrder && d.player !== inTurnOrder) r.seatOrder = true;
}

/**
 * Drops the `layer` an earlier build kept on each continuous effect of a resolved spell or ability
 * and never read: what an effect changes gives the layer it applies in (CR 613.1), as it did then.
 */
function upgradeEffectLayers(value: Rec): void {
  if (Array.isArray(value.effects)) for (const e of value.effects) if (isRec(e)) delete e.layer;
}

/**
 * Takes out of a saved combat the permanents that had left the battlefield, which earlier builds kept
 * listed until the combat ended (every rule skipped them) and this build removes from combat as they
 * leave (CR 506.4): an attacking or blocking creature whose object has moved or ceased to exist goes,
 * with each block naming it, and the creatures attacking a planeswalker that left attack nothing
 * (`targetRemoved`, 506.4c); the last known information of a creature that left attacking a player
 * gets that player (`attackingPlayer`, CR 113.7a), as this build records it as it leaves. No damage division of one is saved: the one way a creature leaves once
 * divisions are chosen, a player leaving the game, clears them all (CR 800.4a). A blocked creature stays blocked (509.1h); what the
 * combat records of its past (`attackedPlayers`, `defendingPlayers`, `attackersDeclared`) stays.
 */
function upgradeLeftCombatants(value: Rec): void {
  const { combat: c, objects } = value;
  if (!isRec(c) || !Array.isArray(objects) || !Array.isArray(c.attackers) || !Array.isArray(c.blockers)) return;
  const left = (id: unknown): boolean => isInt(id) && isRec(objects[id]) && objects[id].movedTo !== null;
  for (const a of c.attackers) {
    if (!isRec(a) || !left(a.id) || !isRec(a.target) || !isInt(a.target.player)) continue;
    const lastKnown = (objects[a.id as number] as Rec).lastKnown;
    if (isRec(lastKnown)) lastKnown.attackingPlayer ??= a.target.player;
  }
  const attackers = c.attackers.filter((a) => !(isRec(a) && left(a.id)));
  const blockers = c.blockers.filter((b) => !(isRec(b) && left(b.id)));
  c.attackers = attackers;
  c.blockers = blockers;
  for (const a of attackers) {
    if (!isRec(a)) continue;
    if (Array.isArray(a.blockers)) a.blockers = a.blockers.filter((b) => !left(b));
    if (isRec(a.target) && left(a.target.planeswalker)) a.targetRemoved = true;
  }
  for (const b of blockers) if (isRec(b) && Array.isArray(b.blocking)) b.blocking = b.blocking.filter((x) => !left(x));
}

/** How many tokens are in the zones off the battlefield where the check of CR 704.5d finds them (see `tokenChecks`). */
function tokensOffTheBattlefield(value: Rec): number {
  const objects = Array.isArray(value.objects) ? value.objects : [];
  const lists: unknown[] = [value.exile, value.stack];
  if (Array.isArray(value.players)) for (const p of value.players) if (isRec(p)) lists.push(p.graveyard, p.hand, p.library);
  let n = 0;
  for (const list of lists) if (Array.isArray(list)) for (const id of list) if (isInt(id) && isRec(objects[id]) && objects[id].kind === 'token') n++;
  return n;
}

/**
 * Fills the fields the builds of the project's first days (e2412e14 to 19652025) added to the state,
 * each with the value those builds played by, and drops the fields 8c5a1987 removed as unused
 * (`activationsThisTurn` of objects, `turn.extraCombats`, `delayed`):
 * - `replacements` (0a10f5fb): none, as no prevention or regeneration shield (CR 615, 701.19) existed.
 * - `tokensAway` (bf074942): the tokens off the battlefield the next check of CR 704.5d would find,
 *   as those builds made that check every time; the count of moves the engine keeps is not
 *   recoverable, but the check only asks whether it is above zero, and runs where it would have.
 * - `turn.repeatCleanup` (5cd68211): false, as no cleanup step was repeated (CR 514.3a).
 * - `monarch`, `history.monarchAsTurnBegan` (5cd68211): null, as there was no monarch (CR 725).
 * - `exiledUntil` (a296394b), `ruleEffects`, `delayedTriggers`, `turn.additionalCombats` (490f02f8):
 *   none, as no effect made them (CR 610.3, 613.11, 603.7, 500.8).
 * - `history.targeted` (19652025, a day later): none, as no card triggered on becoming a target for
 *   the first time each turn before Jetting Glasskite came with it.
 */
function upgradeFirstBuilds(value: Rec): void {
  const t = value.turn;
  if (isRec(t)) {
    if (t.repeatCleanup === undefined) t.repeatCleanup = false;
    if (t.additionalCombats === undefined) t.additionalCombats = 0;
    delete t.extraCombats;
  }
  if (isRec(value.history) && value.history.monarchAsTurnBegan === undefined) value.history.monarchAsTurnBegan = null;
  if (isRec(value.history) && value.history.targeted === undefined) value.history.targeted = [];
  if (value.monarch === undefined) value.monarch = null;
  for (const key of ['replacements', 'exiledUntil', 'ruleEffects', 'delayedTriggers']) if (value[key] === undefined) value[key] = [];
  if (value.tokensAway === undefined) value.tokensAway = tokensOffTheBattlefield(value);
  delete value.delayed;
  if (Array.isArray(value.objects)) for (const o of value.objects) if (isRec(o)) delete o.activationsThisTurn;
}

/**
 * The events of a saved log since the current turn began — after its last `turn` event (CR 500.1;
 * Magic Tech's MT 3.1), where the engine resets the turn's history — or all of them before the first
 * turn (the opening hands, CR 103.4). Undefined for a log that is not a list of lists of events
 * (validation refuses it).
 */
function eventsOfThisTurn(log: unknown): Rec[] | undefined {
  if (!Array.isArray(log) || !log.every((chunk) => Array.isArray(chunk) && chunk.every(isRec))) return undefined;
  const events = (log as Rec[][]).flat();
  let from = events.length;
  while (from > 0 && events[from - 1]!.type !== 'turn') from--;
  return events.slice(from);
}

/**
 * Fills the fields a saved turn's history lacks with the counts this build would have kept, from the
 * current turn's events in the saved log (every event of a game is kept, in order):
 * - `cardsDrawn` (added by 1c7fb242), the cards each player drew this turn, for draw limits
 *   (Leovold, Emissary of Trest; CR 121.1, 101.2): one per `draw` event with a player (a card drawn,
 *   CR 121.2 in the builds before 121.1 was cited; without a player the game was drawn, 104.4a), each
 *   logged as one card moves to its player's hand, as the engine counts them.
 * - `combatPhases` (added by 30902826), the combat phases begun this turn (CR 506.7d, Berserk): one
 *   per beginning of combat step of the turn structure (its `step` event, CR 507) or of a Magic Tech
 *   mission (MT 6.1), each mission being a combat phase of its own.
 * Both counts are exact: the engine adds to them exactly where it logs those events.
 */
function upgradeTurnHistory(value: Rec): void {
  const h = value.history;
  if (!isRec(h) || !Array.isArray(value.players) || (h.cardsDrawn !== undefined && h.combatPhases !== undefined)) return;
  const events = eventsOfThisTurn(value.log);
  if (events === undefined) return;
  if (h.cardsDrawn === undefined) {
    const drawn: number[] = value.players.map(() => 0);
    for (const e of events) if (e.type === 'draw' && isInt(e.player) && e.player < drawn.length) drawn[e.player]!++;
    h.cardsDrawn = drawn;
  }
  h.combatPhases ??= events.filter((e) => e.type === 'step' && (e.rule === '507' || e.rule === 'MT 6.1') && e.detail === 'beginCombat').length;
}

/**
 * Marks a combat saved before `combat.attackersDeclared` (added by a0552ed5) whose creatures were
 * declared as attackers, so that its declare blockers and combat damage steps are not skipped if
 * every attacker has been removed from combat since (CR 508.8, 506.4): set when the turn's log has
 * an attack of CR 508.1 after the beginning of this combat phase (its `step` event, CR 507), where
 * the engine sets it as it logs those attacks. Magic Tech's missions (MT 6.1) never set it.
 */
function upgradeAttackersDeclared(value: Rec): void {
  const c = value.combat;
  if (!isRec(c) || c.attackersDeclared !== undefined) return;
  const events = eventsOfThisTurn(value.log);
  if (events === undefined) return;
  let from = events.length;
  while (from > 0 && !(events[from - 1]!.type === 'step' && events[from - 1]!.rule === '507')) from--;
  if (from > 0 && events.slice(from).some((e) => e.type === 'attack' && e.rule === '508.1')) c.attackersDeclared = true;
}

/**
 * Marks a pending choice that may pay mana (`PendingChoice.paysMana`, added by c237617e) as an earlier
 * build knew it, so its player may still activate mana abilities there (CR 605.3a): a "you may pay
 * {…}" choice of a resolution (CR 608.2d) by its prompt, and the choice of the way to cast a card
 * with multikicker paid with mana (CR 601.2g, 702.33c) by the mark on the resolution's vars; the
 * marks go, as this build keeps none.
 */
function upgradePaysMana(value: Rec): void {
  const r = value.resolution;
  if (!isRec(r) || !isRec(r.vars)) return;
  let marked = false;
  for (const key of Object.keys(r.vars)) {
    if (!key.endsWith(OLD_PAYS_MANA_MARK)) continue;
    if (key === `${String(r.waiting)}${OLD_PAYS_MANA_MARK}` && r.vars[key] === 1) marked = true;
    delete r.vars[key];
  }
  const d = value.decision;
  if (!isRec(d) || d.kind !== 'choose' || !isRec(d.choice) || d.choice.paysMana !== undefined) return;
  const c = d.choice;
  if ((c.rule === '608.2d' && typeof c.prompt === 'string' && c.prompt.startsWith(OLD_PAY_PROMPT)) || (c.rule === '608.2g' && marked)) c.paysMana = true;
}

/**
 * A search of the hand and/or library for a card to cast (Aether Searcher) saved by a build that took
 * the only card found without asking, waiting at the choice whether to cast it: this build asks which
 * card is found whatever the zones hold (CR 701.23b), so the save gets the answer that found that card,
 * the first and only one offered, and plays on at the same choice.
 */
function upgradeSearchFound(value: Rec): void {
  const r = value.resolution;
  if (!isRec(r) || !isRec(r.answers) || typeof r.waiting !== 'string' || !r.waiting.endsWith(':cast')) return;
  const base = r.waiting.slice(0, -':cast'.length);
  if (r.answers[`${base}:where`] !== undefined && r.answers[`${base}:card`] === undefined) r.answers[`${base}:card`] = [0];
}

/**
 * Names, for each ability on the stack or triggered and waiting that a face-up card of the command
 * zone granted its source, the card that grants it and its number there (`cardAbilityAt`), as the
 * engine now does so that the ability stays what it was (CR 113.7a). Earlier builds named its
 * source's card and numbered it after that card's own abilities of its kind among the grants to the
 * source, in zone order; the grants are those of its controller's face-up command-zone cards ("…
 * you control … have", CR 613.1f).
 */
function upgradeCommandGrants(value: Rec): void {
  const objects = Array.isArray(value.objects) ? value.objects : [];
  const command = Array.isArray(value.command) ? value.command : [];
  const rename = (a: Rec, kind: GrantedKind): void => {
    if (a.rule !== undefined || typeof a.card !== 'string' || !isInt(a.ability)) return;
    const def = findDefinition(a.card);
    if (def === undefined || cardAbilityAt(def, kind, a.ability) !== undefined) return;
    let k = a.ability - (def[kind]?.length ?? 0);
    for (const cid of command) {
      const c: unknown = isInt(cid) ? objects[cid] : undefined;
      if (!isRec(c) || c.faceDown !== false || c.controller !== a.controller || typeof c.card !== 'string') continue;
      const by = findDefinition(c.card);
      const grants = by === undefined ? [] : grantedBy(by, kind);
      if (by !== undefined && k < grants.length) {
        a.card = by.name;
        a.ability = (by[kind]?.length ?? 0) + k;
        return;
      }
      k -= grants.length;
    }
  };
  for (const id of Array.isArray(value.stack) ? value.stack : []) {
    const o: unknown = isInt(id) ? objects[id] : undefined;
    if (isRec(o) && o.kind === 'ability') rename(o, o.trigger === null ? 'activated' : 'triggered');
  }
  for (const p of Array.isArray(value.pendingTriggers) ? value.pendingTriggers : []) if (isRec(p)) rename(p, 'triggered');
}
