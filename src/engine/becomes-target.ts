/**
 * "Whenever ~ becomes the target of a spell or ability for the first time each turn" (Jetting
 * Glasskite): a permanent becomes the target of a spell or ability as it is put on the stack with its
 * targets — a spell cast (CR 601.2c), an ability activated (602.2b) or triggered (603.3d), or a copy
 * of a spell (707.10). Only permanents whose card has such an ability see the event; the turn history
 * remembers every permanent targeted this turn, so that one which gains the ability later in the turn
 * (Dimir Doppelganger becoming a copy of Jetting Glasskite) has already been targeted this turn.
 *
 * @module
 */
import type { GameObject, GameState, ObjectId, Ref } from '../state/types.js';
import { onBattlefield } from '../zones/zones.js';
import { cardTriggersOn, triggersOn } from './abilities.js';
import { objectsWithFeature } from './card-features.js';
import { characteristics } from './characteristics.js';
import { sameRef } from './targets.js';
import { fireTriggers } from './triggers.js';

/**
 * A spell or ability `id` has been put on the stack with its targets: the permanents it targets
 * whose abilities watch for it see the event (the object of which is the spell or ability), then
 * every permanent it targets is remembered as targeted this turn, whether or not it has such an
 * ability now: a permanent stays the same object while it stays on the battlefield, whatever
 * abilities it gains (CR 400.7), so "for the first time each turn" counts each time it became a
 * target this turn, also before it had the ability.
 */
export function targetsChosen(state: GameState, id: ObjectId): void {
  const o = state.objects[id];
  if (!o || o.targets.length === 0) return;
  targetedPlayersAndPermanents(state, id);
  let permanents: ObjectId[] | null = null;
  let watched = false;
  for (const t of o.targets) {
    if (!('object' in t) || !onBattlefield(state, t.object)) continue;
    (permanents ??= []).push(t.object);
    if (!watched && cardTriggersOn(state, t.object, 'becomesTarget')) watched = true;
  }
  if (permanents === null) return;
  if (watched) fireTriggers(state, { event: 'becomesTarget', object: id, player: null, amount: 0 });
  const history = state.history;
  const fresh = permanents.filter((p, i) => permanents.indexOf(p) === i && !history.targeted.includes(p));
  if (fresh.length > 0) history.targeted = [...history.targeted, ...fresh];
}

/**
 * "Whenever you or a permanent you control becomes the target of …" (CR 115.1): an event for each
 * player and each permanent the spell or ability `id` targets (each once, however many of its words
 * "target" name it), whose player is that player or the permanent's controller.
 */
function targetedPlayersAndPermanents(state: GameState, id: ObjectId): void {
  if (objectsWithFeature(state, 'battlefield', triggersOn('youOrYourPermanentTargetedByOpponent')).length === 0) return;
  const seen: Ref[] = [];
  for (const t of (state.objects[id] as GameObject).targets) {
    if (seen.some((u) => sameRef(u, t))) continue;
    seen.push(t);
    const player = 'player' in t ? t.player : onBattlefield(state, t.object) ? characteristics(state, t.object).controller : null;
    if (player !== null) fireTriggers(state, { event: 'youOrYourPermanentTargetedByOpponent', object: id, player, amount: 0, ...('object' in t ? { recipient: t.object } : {}) });
  }
}

/** Whether `permanent` is a target of the spell or ability `id` and has not been targeted before this turn ("for the first time each turn"). */
export function targetedFirstTime(state: GameState, permanent: ObjectId, id: ObjectId | null): boolean {
  if (id === null || state.history.targeted.includes(permanent)) return false;
  return state.objects[id]?.targets.some((t) => 'object' in t && t.object === permanent) ?? false;
}
