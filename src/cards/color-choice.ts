/**
 * "Gains protection from the color of your choice until end of turn" (CR 702.16a): the color is
 * chosen as the spell resolves, among the five colors (CR 105.1; neither artifact nor colorless is a
 * color).
 *
 * @module
 */
import type { Effect } from './types.js';
import { COLORS } from '../engine/mana.js';
import { pump } from '../engine/game-actions.js';
import { PROTECTION_FROM } from '../rules/702.16-protection.js';
import { obj, onBattlefield } from '../zones/zones.js';

/**
 * The step "target creature gains protection from the color of your choice until end of turn" for
 * the spell's target `index`: its controller chooses a color as it resolves (CR 608.2d), then the
 * creature gains protection from that color until end of turn (CR 611.2a).
 */
export function protectionFromChosenColor(index: number): Effect {
  return {
    do: 'choices',
    text: 'gains protection from the color of your choice until end of turn',
    asks: ({ controller }) => [{
      player: controller,
      choice: { prompt: 'color', options: COLORS.map((c) => ({ label: PROTECTION_FROM[c] })), min: 1, max: 1, rule: '702.16a' },
    }],
    then: ({ state, object, source, controller }, answers) => {
      const color = COLORS[answers[0]?.[0] ?? -1];
      const t = obj(state, object).targets[index];
      if (color === undefined || t === undefined || !('object' in t) || !onBattlefield(state, t.object)) return;
      pump(state, t.object, 0, 0, [PROTECTION_FROM[color]], source, controller, { until: 'endOfTurn' });
    },
  };
}
