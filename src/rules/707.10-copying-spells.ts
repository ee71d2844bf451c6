/**
 * CR 707.10 Copying a spell: a copy is put onto the stack, not cast (so "whenever you cast" abilities
 * don't see it), and copies the spell's characteristics and every decision made for it: its modes,
 * targets, value of X, division of damage and additional costs (how many times it was kicked,
 * 702.33d; the permanent sacrificed for it). It is owned and controlled by the player under whose
 * control it was put on the stack, and ceases to exist once off the stack (707.10a). An effect that
 * lets its controller choose new targets offers each target in turn: kept, even if it is illegal
 * now, or changed to a legal one (707.10c). The targets are judged together once all are chosen, so
 * two may swap; a change that leaves one object named twice for one word "target" (CR 115.3) is no
 * legal change, and that target stays as it was.
 *
 * @module
 */
import type { CardChoice } from '../cards/types.js';
import { emit } from '../engine/log.js';
import { effectsOf, subjectObjects } from '../engine/resolve.js';
import { isLegalTarget, legalTargets, sameRef, sameTargetWord } from '../engine/targets.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../state/types.js';
import { createObject, obj } from '../zones/zones.js';
import { mutableObject } from '../engine/working-copy.js';
import { targetsChosen } from '../engine/becomes-target.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/**
 * The choices of new targets for a copy of `spell` that `controller` will control (CR 707.10c): one
 * for each target the spell has that could change, whose first option is the target as it is.
 * Targets with no other legal choice are not asked about.
 */
export function newTargetChoices(state: GameState, spell: ObjectId, controller: PlayerId): CardChoice[] {
  const o = obj(state, spell);
  const { targets: specs } = effectsOf(state, o);
  const out: CardChoice[] = [];
  o.targets.forEach((current, i) => {
    const spec = specs[i];
    if (!spec) return;
    // judged for the copy, which has the spell's characteristics: the spell is the source whose colors
    // protection reads (CR 707.10, 702.16b); yet the copy may target the spell it copies, which is
    // another object than itself (CR 115.5)
    const copied: Ref[] = spec.kind === 'spell' && isLegalTarget(state, spec, { object: spell }, controller, null) ? [{ object: spell }] : [];
    const others = [...copied, ...legalTargets(state, spec, controller, spell)].filter((r) => !sameRef(r, current));
    if (others.length === 0) return;
    out.push({
      player: controller,
      choice: { prompt: `newTarget:${i}`, options: [current, ...others].map((r) => ('player' in r ? { player: r.player } : { object: r.object })), min: 1, max: 1, rule: '707.10c' },
    });
  });
  return out;
}

/**
 * Puts a copy of `spell` onto the stack under `controller`'s control (CR 707.10), with the targets
 * chosen through {@link newTargetChoices} (`answers`, in the same order). Returns the copy.
 */
export function copySpell(state: GameState, spell: ObjectId, controller: PlayerId, answers: readonly number[][] = []): ObjectId {
  const o = obj(state, spell);
  const { targets: specs } = effectsOf(state, o);
  const targets: Ref[] = [...o.targets];
  const asked = newTargetChoices(state, spell, controller);
  const changed = new Set<number>();
  asked.forEach((c, k) => {
    const i = Number(c.choice.prompt.slice('newTarget:'.length));
    const picked = c.choice.options[answers[k]?.[0] ?? 0];
    if (!picked || 'label' in picked) return;
    targets[i] = 'player' in picked ? { player: picked.player } : { object: picked.object };
    if (!sameRef(targets[i], o.targets[i] as Ref)) changed.add(i);
  });
  // CR 707.10c, 115.3: the copy's targets, once all are chosen, must not name one object or player
  // twice for one word "target" (so two targets may swap); a new target that does is no legal change
  // and stays as it was, until none does (the spell's own targets never did, CR 601.2c)
  const clash = (i: number): boolean => targets.some((t, j) => j !== i && sameRef(t, targets[i] as Ref) && specs[j] !== undefined && specs[i] !== undefined && sameTargetWord(specs[j], specs[i]));
  for (let i = [...changed].find(clash); i !== undefined; i = [...changed].find(clash)) {
    targets[i] = o.targets[i] as Ref;
    changed.delete(i);
  }
  const id = createObject(state, { kind: 'copy', card: o.card, owner: controller, controller, zone: 'stack' });
  const copy = mutableObject(state, id);
  copy.targets = targets;
  copy.modes = [...o.modes];
  copy.x = o.x;
  // CR 707.10: the copy copies the choices made as the spell was cast, its division among them too (601.2d)
  if (o.division) copy.division = [...o.division];
  // CR 707.10, 702.33d: and its additional costs: how many times it was kicked, and the permanent
  // sacrificed for it, which an effect of the copy that refers to it uses
  if (o.kicked !== undefined) copy.kicked = o.kicked;
  if (o.sacrificed !== undefined) copy.sacrificed = o.sacrificed;
  emit(state, { type: 'copySpell', rule: '707.10', player: controller, object: id, card: o.card, detail: `copy of spell ${spell}` });
  targetsChosen(state, id);
  return id;
}

/** The effect step of CR 707.10: copy a spell. */
export const copyingSpellsEffects: RuleEffects = {
  steps: {
    /**
     * Copies a spell (CR 707.10) for "you may copy it; you may choose new targets for the copy": asks
     * the controller each new-target choice (CR 707.10c), then puts the copy on the stack.
     */
    copySpell(run, e, key, io) {
      const state = run.state;
      const spellId = subjectObjects(run, e.what)[0];
      if (spellId === undefined || io.done(`${key}#copied`)) return true;
      const answers: number[][] = [];
      for (const [k, c] of newTargetChoices(state, spellId, run.controller).entries()) {
        const answer = io.ask(`${key}:${k}`, c.player, c.choice);
        if (!answer) return false;
        answers.push(answer);
      }
      copySpell(state, spellId, run.controller, answers);
      io.markDone(`${key}#copied`);
      return true;
    },
  },
};

/** The line of a copy of a spell put onto the stack (CR 707.10). */
export const copyingSpellsEvents: RuleEventProse<'copySpell'> = {
  copySpell: (e, say) => `${say.player(e.player)} puts a copy of ${say.card(e)} onto the stack`,
};
