/**
 * CNS cards that change where damage goes (CR 614.9) that issue 17 added.
 *
 * @module
 */
import { target } from '../common.js';
import { card, type CardDefinition } from '../definition.js';
import type { EffectContext } from '../types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import { emit } from '../../engine/log.js';
import { addReplacement } from '../../engine/replacement.js';
import { isLegalTarget } from '../../engine/targets.js';
import { obj, publicCardName } from '../../zones/zones.js';

const yourCreature = target('target creature you control', { types: ['Creature'], controller: 'you' });
const anotherCreature = target('another target creature', { types: ['Creature'] });

/**
 * Kor Chant's effect: its controller chooses a source as it resolves (CR 609.7a) — a permanent or a
 * spell on the stack other than Kor Chant — and the damage that source would deal this turn to the
 * first target is dealt to the second instead (CR 614.9). Nothing happens unless both targets are
 * still legal, since the damage has nowhere to go otherwise.
 */
function korChant({ state, object, source, controller }: EffectContext, io: ResolutionIo): boolean {
  const [protectedOne, instead] = obj(state, object).targets;
  if (!protectedOne || !instead || !isLegalTarget(state, yourCreature, protectedOne, controller, source) || !isLegalTarget(state, anotherCreature, instead, controller, source)) return true;
  const sources = [...state.battlefield, ...state.stack.filter((id) => id !== object && obj(state, id).kind !== 'ability')];
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
      effects: [{ do: 'customAsking', text: 'All damage that would be dealt this turn to target creature you control by a source of your choice is dealt to another target creature instead.', run: korChant }],
    },
  }),
];
