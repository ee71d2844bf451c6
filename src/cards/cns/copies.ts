/**
 * CNS cards that copy creatures (CR 707) that issue 17 added.
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { becomeCopy } from '../../engine/become-copy.js';
import { exile } from '../../engine/game-actions.js';
import { obj, onBattlefield } from '../../zones/zones.js';

/** The CNS copy cards of issue 17. */
export const cnsCopies: readonly CardDefinition[] = [
  card('Dimir Doppelganger', {
    activated: [{
      text: '{1}{U}{B}: Exile target creature card from a graveyard. Dimir Doppelganger becomes a copy of that card, except it has this ability.',
      cost: { mana: '{1}{U}{B}' },
      targets: [{ kind: 'object', filter: { types: ['Creature'] }, zone: 'graveyard', text: 'target creature card from a graveyard' }],
      effects: [{
        do: 'custom',
        text: 'Exile target creature card from a graveyard. Dimir Doppelganger becomes a copy of that card, except it has this ability.',
        run: ({ state, object, source, controller }) => {
          const t = obj(state, object).targets[0];
          if (!t || !('object' in t)) return;
          const target = obj(state, t.object);
          if (target.zone !== 'graveyard' || target.movedTo !== null) return;
          exile(state, t.object);
          if (!onBattlefield(state, source)) return;
          // CR 707.4, 707.9a: the copy effect has no duration, overwrites an earlier one (613.2a
          // timestamps), and its exception keeps this ability
          becomeCopy(state, source, { card: target.card, keywords: [], activatedOf: 'Dimir Doppelganger' }, controller);
        },
      }],
    }],
  }),
];
