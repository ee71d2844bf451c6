/**
 * CNS cards that change where damage goes (CR 614.9) that issue 17 added.
 *
 * @module
 */
import { target } from '../common.js';
import { card, type CardDefinition } from '../definition.js';
import type { EffectContext } from '../types.js';
import type { GameState, ObjectId } from '../../state/types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import { emit } from '../../engine/log.js';
import { addReplacement } from '../../engine/replacement.js';
import { obj, publicCardName } from '../../zones/zones.js';

const yourCreature = target('target creature you control', { types: ['Creature'], controller: 'you' });
const anotherCreature = target('another target creature', { types: ['Creature'] });

/**
 * The sources of damage a player may choose (CR 609.7a): the permanents; the spells on the stack,
 * the resolving spell that asks among them (a pointless choice, but a legal one); the objects that
 * an object on the stack (an ability's source, a target), a replacement or prevention effect
 * waiting to apply, or a delayed triggered ability waiting to trigger refers to, even if no longer in
 * the zone they were in (a creature whose dies trigger will deal damage); and the face-up objects in
 * the command zone. Hidden cards are no choice.
 */
function damageSources(state: GameState): ObjectId[] {
  const referred: (ObjectId | null | undefined)[] = [];
  for (const id of state.stack) {
    const o = obj(state, id);
    referred.push(o.kind === 'ability' ? o.source : id);
    for (const t of o.targets) if ('object' in t) referred.push(t.object);
  }
  for (const r of state.replacements) {
    referred.push(r.source, r.fromSource);
    for (const ref of [r.affected, r.redirectTo]) if (ref !== undefined && 'object' in ref) referred.push(ref.object);
  }
  for (const d of state.delayedTriggers) referred.push(d.source, d.object);
  const faceUpCommand = state.command.filter((id) => !obj(state, id).faceDown);
  const all = [...state.battlefield, ...referred, ...faceUpCommand].filter((id): id is ObjectId => id !== null && id !== undefined);
  return [...new Set(all)].filter((id) => {
    const o = obj(state, id);
    return o.zone !== 'hand' && o.zone !== 'library' && !(o.zone === 'exile' && o.faceDown);
  });
}

/**
 * Kor Chant's effect: its controller chooses a source as it resolves (CR 609.7a, see
 * {@link damageSources}), and the damage that source would deal this turn to the first target is
 * dealt to the second instead (CR 614.9). Nothing happens unless both targets are still legal,
 * since the damage has nowhere to go otherwise.
 */
function korChant({ state, object, source, controller, legal }: EffectContext, io: ResolutionIo): boolean {
  const [protectedOne, instead] = obj(state, object).targets;
  // the targets are checked once, as the resolution began, not again after the choice (CR 608.2b)
  if (!protectedOne || !instead || legal?.[0] !== true || legal[1] !== true) return true;
  const sources = damageSources(state);
  const answer = io.ask('source', controller, { prompt: 'source of your choice', options: sources.map((id) => ({ object: id })), min: 1, max: 1, rule: '609.7a' });
  if (!answer) return false;
  const chosen = sources[answer[0] ?? -1];
  if (chosen === undefined) return true;
  addReplacement(state, { kind: 'redirectDamage', affected: protectedOne, amount: null, duration: { until: 'endOfTurn' }, source, controller, fromSource: chosen, redirectTo: instead });
  // a face-down source is chosen unnamed (CR 708.5)
  const name = publicCardName(state, chosen);
  emit(state, { type: 'chooseSource', rule: '609.7a', player: controller, object: chosen, ...(name === undefined ? {} : { card: name }) });
  return true;
}

/** The CNS damage cards of issue 17. */
export const cnsDamage: readonly CardDefinition[] = [
  card('Kor Chant', {
    spell: {
      targets: [yourCreature, anotherCreature],
      // a redirection effect (CR 614.9) from a source its controller chooses (CR 609.7a)
      effects: [{ do: 'customAsking', text: 'All damage that would be dealt this turn to target creature you control by a source of your choice is dealt to another target creature instead.', run: korChant }],
    },
  }),
];
