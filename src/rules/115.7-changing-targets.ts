/**
 * CR 115.7a Changing the target of a spell: "change the target" lets a player change each target only
 * to another legal one — legal for the spell as if it were put on the stack now, by its controller,
 * so a spell can't be made to target itself — and a target with no other legal choice stays as it
 * is, even if it is illegal by then. A spell whose target changes becomes the target's spell anew
 * (the Misdirection ruling: it triggers abilities that watch for becoming a target).
 *
 * @module
 */
import { emit } from '../engine/log.js';
import { effectsOf, subjectObjects } from '../engine/resolve.js';
import { legalTargets, sameRef } from '../engine/targets.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../state/types.js';
import { obj } from '../zones/zones.js';
import { mutableObject } from '../engine/working-copy.js';
import { targetsChosen } from '../engine/becomes-target.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/**
 * The targets the single target of `spell` may be changed to (CR 115.7a): every legal choice for its
 * target spec other than the target it has. Empty when it could change to none, or it hasn't exactly
 * one target (CR 115.9a: the number chosen as it was put on the stack).
 */
export function otherLegalTargets(state: GameState, spell: ObjectId): Ref[] {
  const o = obj(state, spell);
  const current = o.targets[0];
  const spec = effectsOf(state, o).targets[0];
  if (o.targets.length !== 1 || current === undefined || spec === undefined) return [];
  return legalTargets(state, spec, o.controller, spell).filter((r) => !sameRef(r, current));
}

/** Changes the single target of `spell` to `to`, one of {@link otherLegalTargets} (CR 115.7a). */
export function changeTarget(state: GameState, spell: ObjectId, to: Ref, player: PlayerId): void {
  const o = mutableObject(state, spell);
  o.targets = [{ ...to }];
  emit(state, { type: 'changeTarget', rule: '115.7a', player, object: spell, card: o.card, ...('player' in to ? { toPlayer: to.player } : { to: to.object }) });
  targetsChosen(state, spell);
}

/** The effect step of CR 115.7: change the target of a spell to another legal one. */
export const changingTargetsEffects: RuleEffects = {
  steps: {
    changeTarget(run, e, key, io) {
      const state = run.state;
      const spell = subjectObjects(run, e.what)[0];
      if (spell === undefined) return true;
      const others = otherLegalTargets(state, spell);
      if (others.length === 0) return true;
      const options = others.map((r) => ('player' in r ? { player: r.player } : { object: r.object }));
      const answer = io.ask(key, run.controller, { prompt: 'newTarget', options, min: 1, max: 1, rule: '115.7a' });
      if (!answer) return false;
      changeTarget(state, spell, others[answer[0] ?? 0] as Ref, run.controller);
      return true;
    },
  },
};

/** The line of a changed target (CR 115.7a). */
export const changingTargetsEvents: RuleEventProse<'changeTarget'> = {
  changeTarget: (e, say) => `${say.player(e.player)} changes a target of ${say.card(e)} to ${say.recipient(e, 'another target')}`,
};
