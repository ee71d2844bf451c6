/**
 * CR 702.26 Phasing. In each player's untap step, before the active player's permanents untap, the
 * phased-in permanents with phasing that player controls phase out and, at the same time, the
 * permanents that phased out under that player's control phase in (702.26a).
 *
 * A phased-out permanent stays in the battlefield zone (702.26d) but is listed in
 * `state.phasedOut` instead of `state.battlefield`, so the game treats it as though it does not exist
 * (702.26b): nothing sees it, targets it, counts it or applies to it, and it is removed from combat.
 * Phasing is no zone change: no "enters" or "leaves" ability triggers, tokens stay, counters, damage
 * and attachments are kept, and a permanent that phases in is the same object, not summoning sick
 * if its controller has controlled it continuously since the turn began (702.26d). Auras and
 * Equipment attached to a permanent that phases out phase out with it "indirectly" and phase in only
 * with it (702.26g, 702.26h); one that phased out directly phases in attached to what it was attached
 * to, or unattached if that is gone (702.26i), and state-based actions apply. The phased-out
 * permanents a player owns leave the game with them (702.26k), and those still under the control of
 * a player out of the game are exiled as that player leaves (702.26n, 800.4a, 800.4c: in the core,
 * with the permanents on the battlefield); those that phased out under the
 * control of a player who left and went back to another phase in in the untap step after that
 * player's next turn would have begun (702.26n).
 *
 * @module
 */
import { characteristics, hasKeyword } from '../engine/characteristics.js';
import type { RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import { removeLeavingFromCombat } from '../engine/removed-from-combat.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { ceaseToExist, obj, onBattlefield, zoneContentsChanged } from '../zones/zones.js';
import { mutableObject } from '../engine/working-copy.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/** The permanents attached to `host`, on the battlefield or phased out with it (CR 301.5, 303.4). */
function attachedTo(state: GameState, host: ObjectId, among: readonly ObjectId[]): ObjectId[] {
  return among.filter((id) => {
    const a = obj(state, id).attachedTo;
    return a !== null && 'object' in a && a.object === host;
  });
}

/** Phases a permanent out, with what is attached to it, indirectly (CR 702.26b, 702.26g). */
function phaseOut(state: GameState, id: ObjectId, indirectly: boolean): void {
  const o = obj(state, id);
  const controller = characteristics(state, id).controller;
  for (const a of attachedTo(state, id, state.battlefield)) phaseOut(state, a, true);
  state.battlefield.splice(state.battlefield.indexOf(id), 1);
  zoneContentsChanged(state);
  (state.phasedOut ??= []).push(id);
  mutableObject(state, id).phasedOut = { indirectly, controller };
  state.nextTimestamp++; // what is on the battlefield changed: caches keyed on the timestamp see it
  // CR 506.4: a permanent that phases out is removed from combat
  removeLeavingFromCombat(state, id);
  emit(state, { type: 'phaseOut', rule: indirectly ? '702.26g' : '702.26a', player: controller, object: id, card: o.card });
}

/** Phases a permanent in, with what phased out indirectly with it (CR 702.26c, 702.26g), citing `rule`. */
function phaseIn(state: GameState, id: ObjectId, rule = '702.26c'): void {
  const o = obj(state, id);
  const list = state.phasedOut ?? [];
  list.splice(list.indexOf(id), 1);
  delete mutableObject(state, id).phasedOut;
  state.battlefield.push(id);
  zoneContentsChanged(state);
  state.nextTimestamp++;
  emit(state, { type: 'phaseIn', rule, player: characteristics(state, id).controller, object: id, card: o.card });
  for (const a of attachedTo(state, id, list).filter((x) => obj(state, x).phasedOut?.indirectly === true)) phaseIn(state, a);
}

/**
 * Whether `under`, a player who left the game, would have begun their next turn just before this
 * one (CR 702.26n, 800.4m: the turns passed over as this turn began).
 */
function leftAndPassedOver(state: GameState, under: PlayerId): boolean {
  const t = state.turn;
  return under !== t.active && state.players[under]?.inGame === false && t.turnsBegun[under] === t.number;
}

/**
 * The phasing event of `player`'s untap step (CR 702.26a): phasing out and phasing in, simultaneously.
 * What phased out under the control of a player who left the game phases in in the untap step after
 * that player's next turn would have begun (CR 702.26n).
 */
export function phaseInAndOut(state: GameState, player: PlayerId): void {
  const goingIn = (state.phasedOut ?? []).filter((id) => {
    const p = obj(state, id).phasedOut;
    return p !== undefined && !p.indirectly && (p.controller === player || leftAndPassedOver(state, p.controller));
  });
  const withPhasing = state.battlefield.filter((id) => characteristics(state, id).controller === player && hasKeyword(state, id, 'phasing'));
  // CR 702.26h: one attached to another that phases out phases out only indirectly, with it
  const hosted = (id: ObjectId): boolean => {
    const a = obj(state, id).attachedTo;
    return a !== null && 'object' in a && withPhasing.includes(a.object);
  };
  for (const id of withPhasing.filter((x) => !hosted(x))) if (onBattlefield(state, id)) phaseOut(state, id, false);
  for (const id of goingIn) phaseIn(state, id, obj(state, id).phasedOut?.controller === player ? '702.26c' : '702.26n');
  for (const id of goingIn) {
    // CR 702.26i: an Aura or Equipment that phased out directly phases in attached only if what it was attached to is still there
    const a = obj(state, id).attachedTo;
    if (a !== null && 'object' in a && !onBattlefield(state, a.object)) mutableObject(state, id).attachedTo = null;
    if (a !== null && 'player' in a && state.players[a.player]?.inGame !== true) mutableObject(state, id).attachedTo = null;
  }
}

/** CR 702.26: phasing. */
export const phasing: RuleModule = {
  number: '702.26',
  title: 'Phasing',
  keywords: ['phasing', 'phase out', 'phase in'],
  beforeUntapping: (state) => phaseInAndOut(state, state.turn.active),
  playerLeft(state, player) {
    // CR 702.26k: the phased-out permanents a player owns leave the game with them
    for (const id of [...(state.phasedOut ?? [])]) {
      if (obj(state, id).owner !== player) continue;
      state.phasedOut?.splice(state.phasedOut.indexOf(id), 1);
      delete mutableObject(state, id).phasedOut;
      ceaseToExist(state, id);
    }
  },
};

/** The lines of phasing (CR 702.26a, 702.26c). */
export const phasingEvents: RuleEventProse<'phaseIn' | 'phaseOut'> = {
  phaseIn: (e, say) => `${say.card(e)} phases in`,
  phaseOut: (e, say) => `${say.card(e)} phases out`,
};
