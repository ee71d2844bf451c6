/**
 * Modal spells (CR 700.2): the targets and effects of a choice of modes, as one list. Each mode's
 * `{ target: n }` subjects are shifted past the targets of the modes before it.
 *
 * @module
 */
import { indexSubsets } from '../engine/subsets.js';
import type { Effect, SpellDef, TargetSpec } from './types.js';

function shift<T>(value: T, by: number): T {
  if (by === 0 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => shift(v, by)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = (k === 'target' || k === 'controllerOfTarget') && typeof v === 'number' ? v + by : shift(v, by);
  }
  return out as T;
}

/** What has modes: a spell, or a modal triggered ability (CR 603.3c). */
type Modal = Pick<SpellDef, 'targets' | 'effects' | 'modes' | 'modeCount'>;

const combined = new WeakMap<Modal, Map<string, { targets: TargetSpec[]; effects: Effect[] }>>();

/** The targets and effects of a spell cast, or a triggered ability put on the stack, with the given modes (none without modes). */
export function spellWithModes(spell: Modal, modes: readonly number[]): { targets: readonly TargetSpec[]; effects: readonly Effect[] } {
  if (!spell.modes) return { targets: spell.targets ?? [], effects: spell.effects };
  let byKey = combined.get(spell);
  if (!byKey) combined.set(spell, (byKey = new Map()));
  const key = modes.join(',');
  const hit = byKey.get(key);
  if (hit) return hit;
  const targets: TargetSpec[] = [...(spell.targets ?? [])];
  const effects: Effect[] = [...spell.effects];
  for (const m of modes) {
    const mode = spell.modes[m];
    if (!mode) throw new RangeError(`no mode ${m}`);
    effects.push(...shift(mode.effects, targets.length));
    targets.push(...(mode.targets ?? []));
  }
  const result = { targets, effects };
  byKey.set(key, result);
  return result;
}

/** Every legal choice of modes for a spell (CR 700.2), as ascending index lists; `[[]]` if it has none. */
export function modeChoices(spell: Modal | undefined): number[][] {
  if (!spell?.modes) return [[]];
  const { min, max } = spell.modeCount ?? { min: 1, max: 1 };
  return indexSubsets(spell.modes.length, min, max);
}
