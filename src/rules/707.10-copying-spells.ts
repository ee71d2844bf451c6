/**
 * CR 707.10 Copying a spell: a copy is put onto the stack, not cast (so "whenever you cast" abilities
 * don't see it), and copies the spell's characteristics and every decision made for it: its modes,
 * targets, value of X, division of damage and additional costs (how many times it was kicked,
 * 702.33d; the permanent sacrificed for it). It is owned and controlled by the player under whose
 * control it was put on the stack, and ceases to exist once off the stack (707.10a). An effect that
 * lets its controller choose new targets offers each target in turn: kept, even if it is illegal
 * now, or changed to a legal one (707.10c). The targets are judged together once all are chosen
 * (115.7e), so two may swap; each choice offers only what the choices after it can make into a legal
 * set, with no object named twice for one word "target" (115.7d, 115.3).
 *
 * @module
 */
import type { CardChoice } from '../cards/types.js';
import { emit } from '../engine/log.js';
import { effectsOf, subjectObjectsAsLastKnown } from '../engine/resolve.js';
import { isLegalTarget, legalTargets, sameRef, sameTargetWord } from '../engine/targets.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../state/types.js';
import { createObject, obj } from '../zones/zones.js';
import { mutableObject } from '../engine/working-copy.js';
import { targetsChosen } from '../engine/becomes-target.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/** The targets a copy will have, as far as its controller has chosen them, and the next choice, if any. */
interface NewTargets {
  /** The copy's targets: those chosen, then the spell's own. */
  targets: Ref[];
  /** The next new-target choice to ask; null when every target is chosen. */
  next: CardChoice | null;
}

/**
 * The new targets of a copy of `spell` that `controller` will control (CR 707.10c), with `answers`
 * given to the choices so far, in order: one choice for each target the spell has, whose options are
 * the target as it is (kept even if it is illegal now) and the legal ones it may change to (judged
 * for the copy, which has the spell's characteristics: the spell is the source whose colors
 * protection reads, CR 707.10, 702.16b; yet the copy may target the spell it copies, another object
 * than itself, CR 115.5). Only the final set of targets is judged (CR 115.7e): an option is offered
 * only if some choice of the targets after it makes the whole set legal (CR 115.7d, 115.3: no object
 * or player twice for one word "target"), so two targets may swap, and once one target takes what
 * another had, that other must change. A target with one option left is not asked about.
 */
function newTargets(state: GameState, spell: ObjectId, controller: PlayerId, answers: readonly (readonly number[])[]): NewTargets {
  const o = obj(state, spell);
  const { targets: specs } = effectsOf(state, o);
  const candidates: Ref[][] = o.targets.map((current, i) => {
    const spec = specs[i];
    if (!spec) return [current];
    const copied: Ref[] = spec.kind === 'spell' && isLegalTarget(state, spec, { object: spell }, controller, null) ? [{ object: spell }] : [];
    return [current, ...[...copied, ...legalTargets(state, spec, controller, spell)].filter((r) => !sameRef(r, current))];
  });
  // whether `r` as target `i` names no object or player that one of `chosen` names for the same word (CR 115.3)
  const fits = (chosen: readonly Ref[], r: Ref, i: number): boolean =>
    chosen.every((t, j) => !sameRef(t, r) || specs[j] === undefined || specs[i] === undefined || !sameTargetWord(specs[j], specs[i]));
  // whether the targets after `chosen` can be chosen so that the whole set is legal
  const completes = (chosen: readonly Ref[]): boolean => {
    const i = chosen.length;
    return i === candidates.length || (candidates[i] as Ref[]).some((r) => fits(chosen, r, i) && completes([...chosen, r]));
  };
  const targets: Ref[] = [];
  let asked = 0;
  for (const [i, all] of candidates.entries()) {
    const options = all.filter((r) => fits(targets, r, i) && completes([...targets, r]));
    if (options.length > 1) {
      const answer = answers[asked++];
      if (answer === undefined) {
        const choice = { prompt: `newTarget:${i}`, options: options.map((r) => ('player' in r ? { player: r.player } : { object: r.object })), min: 1, max: 1, rule: '707.10c' };
        return { targets: [...targets, ...o.targets.slice(i)], next: { player: controller, choice } };
      }
      targets.push(options[answer[0] ?? 0] ?? (options[0] as Ref));
    } else targets.push(options[0] ?? (o.targets[i] as Ref));
  }
  return { targets, next: null };
}

/**
 * The next choice of new targets for a copy of `spell` that `controller` will control (CR 707.10c),
 * after `answers` to the ones before it; null when none is left (see {@link copySpell}).
 */
export function nextNewTargetChoice(state: GameState, spell: ObjectId, controller: PlayerId, answers: readonly (readonly number[])[]): CardChoice | null {
  return newTargets(state, spell, controller, answers).next;
}

/**
 * Puts a copy of `spell` onto the stack under `controller`'s control (CR 707.10), with the targets
 * chosen by `answers` to the choices {@link nextNewTargetChoice} asked, in order; a choice not
 * answered keeps the spell's target. Returns the copy.
 */
export function copySpell(state: GameState, spell: ObjectId, controller: PlayerId, answers: readonly (readonly number[])[] = []): ObjectId {
  const o = obj(state, spell);
  const { targets } = newTargets(state, spell, controller, answers);
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

/**
 * The key of the `n`th new-target choice of the copy step under `key`: `<key>:<n>`, or `<key>:p<player>:<n>`
 * where a game saved by an earlier version holds that choice's answer, or waits for it, under that
 * key — Split Decision asked its copy's new targets as a `choices` step, which keys them so.
 */
function answerKey(state: GameState, key: string, player: PlayerId, n: number): string {
  const legacy = `${key}:p${player}:${n}`;
  const r = state.resolution;
  return r !== null && (r.answers[legacy] !== undefined || r.waiting === legacy) ? legacy : `${key}:${n}`;
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
      // the spell as it last existed on the stack if it has left it since the resolution began (CR
      // 608.2h): a player leaving the game in the middle of a vote took it (Split Decision, CR 800.4a)
      const spellId = subjectObjectsAsLastKnown(run, e.what)[0];
      if (spellId === undefined || io.done(`${key}#copied`)) return true;
      const answers: number[][] = [];
      for (let c = nextNewTargetChoice(state, spellId, run.controller, answers); c !== null; c = nextNewTargetChoice(state, spellId, run.controller, answers)) {
        const answer = io.ask(answerKey(state, key, c.player, answers.length), c.player, c.choice);
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
