/**
 * Brago, King Eternal: "Whenever Brago deals combat damage to a player, exile any number of target
 * nonland permanents you control, then return those cards to the battlefield under their owner's
 * control."
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import type { EffectContext, TargetSpec } from '../types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import type { ObjectId, Ref } from '../../state/types.js';
import { canBeAttached } from '../../engine/attach.js';
import { characteristics } from '../../engine/characteristics.js';
import { askEntryChoices, type Entering } from '../../engine/entry-choices.js';
import { exile, putOntoBattlefieldTogether } from '../../engine/game-actions.js';
import { isLegalTarget } from '../../engine/targets.js';
import { mutableObject } from '../../engine/working-copy.js';
import { isCurrent, obj } from '../../zones/zones.js';
import { leavingTogether } from '../../zones/last-known.js';

/** "Any number of target nonland permanents you control". */
const TARGETS: TargetSpec = { kind: 'object', filter: { notTypes: ['Land'], controller: 'you' }, anyNumber: true, text: 'any number of target nonland permanents you control' };

/**
 * Brago's ability as it resolves: the targets still legal are exiled at the same time; then the cards
 * (a token can't come back, CR 111.8) return at the same time under their owners' control.
 * Each owner chooses what a returning Aura enchants, among what is on the battlefield already and can
 * be enchanted — it targets nothing, and one with nothing to enchant stays in exile (its third
 * ruling; CR 303.4f–g) — and whether a card enters as a copy (CR 707.9).
 */
function brago({ state, object, controller, source, trigger }: EffectContext, io: ResolutionIo): boolean {
  const targets = obj(state, object).targets.filter((t) => isLegalTarget(state, TARGETS, t, controller, source, trigger ?? null));
  if (!io.done('exiled')) {
    // at the same time: each leaves with its last known information as it was with all of them there (CR 603.10a)
    leavingTogether(state, targets.flatMap((t) => ('object' in t ? [t.object] : [])), () => {
      for (const t of targets) {
        if (!('object' in t)) continue;
        exile(state, t.object);
        io.markDone(`exiled:${t.object}`);
      }
    });
    io.markDone('exiled');
  }
  // the cards in exile, followed from the permanents exiled this way (CR 400.7)
  const cards = obj(state, object).targets.flatMap((t) => {
    if (!('object' in t) || !io.done(`exiled:${t.object}`)) return [];
    const moved = obj(state, t.object).movedTo;
    // CR 111.8: a token that has left the battlefield can't come back
    return moved !== null && moved >= 0 && isCurrent(state, moved) && obj(state, moved).zone === 'exile' && obj(state, moved).kind !== 'token' ? [moved] : [];
  });
  const entries: { id: ObjectId; controller: number; entering: Entering; enchants: Ref | null }[] = [];
  for (const id of cards) {
    const owner = obj(state, id).owner;
    let enchants: Ref | null = null;
    if (characteristics(state, id).subtypes.includes('Aura')) {
      const refs: Ref[] = [...state.players.filter((p) => p.inGame).map((p) => ({ player: p.id })), ...state.battlefield.map((b) => ({ object: b }))]
        .filter((ref) => canBeAttached(state, id, ref));
      if (refs.length === 0) continue;
      const answer = io.ask(`enchant:${id}`, owner, { prompt: 'enchant', options: refs.map((r) => ({ ...r })), min: 1, max: 1, rule: '303.4f' });
      if (!answer) return false;
      enchants = refs[answer[0] ?? 0] ?? null;
    }
    const entering = askEntryChoices(state, io, `copy:${id}`, id, owner);
    if (!entering) return false;
    entries.push({ id, controller: owner, entering, enchants });
  }
  const entered = putOntoBattlefieldTogether(state, entries, null, '610.3');
  entries.forEach((e, i) => {
    if (e.enchants) mutableObject(state, entered[i] as ObjectId).attachedTo = e.enchants;
  });
  return true;
}

/** Brago, King Eternal {2}{W}{U}, Legendary Creature — Spirit Noble 2/4. */
export const bragoKingEternal: CardDefinition = card('Brago, King Eternal', {
  keywords: ['flying'],
  triggered: [{
    text: "Whenever Brago deals combat damage to a player, exile any number of target nonland permanents you control, then return those cards to the battlefield under their owner's control.",
    when: { event: 'dealsCombatDamageToPlayer', subject: 'self' },
    targets: [TARGETS],
    effects: [{ do: 'customAsking', text: "exile any number of target nonland permanents you control, then return those cards to the battlefield under their owner's control", run: brago }],
  }],
});
