/**
 * Planeswalkers of Conspiracy (CNS): loyalty abilities activated once each turn at sorcery speed
 * (CR 606.3), and the emblem one of them makes (CR 114).
 *
 * @module
 */
import { addEffect } from '../../engine/game-actions.js';
import { emit } from '../../engine/log.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { createObject, obj, onBattlefield } from '../../zones/zones.js';
import { target } from '../common.js';
import { card, token, type CardDefinition } from '../definition.js';

/**
 * A control-changing effect that lasts indefinitely (CR 613.1b, layer 2). It is created for a
 * permanent its player already controls too: that control may be another effect's, shorter (Besmirch's
 * until end of turn), which this one, later in timestamp order (CR 613.7a), outlasts.
 */
function gainControl(state: GameState, ids: readonly ObjectId[], source: ObjectId, controller: PlayerId): void {
  const affected = ids.filter((id) => onBattlefield(state, id));
  if (affected.length === 0) return;
  addEffect(state, { affected: [...affected], change: { kind: 'control', player: controller }, duration: { until: 'forever' }, source, controller });
}

/** The emblem Dack Fayden's last ability gives (CR 114.1): it lives in its owner's command zone. */
const dackEmblem = token('dack-fayden-emblem', {
  triggered: [{
    text: 'Whenever you cast a spell that targets one or more permanents, gain control of those permanents.',
    when: { event: 'castSpell', who: 'you', targetsPermanent: true },
    effects: [{
      do: 'custom',
      text: 'Gain control of those permanents.',
      // "those permanents": the ones the spell targeted as it was cast (the trigger event), even if its
      // targets were changed since (CR 115.7)
      run: ({ state, object, source, controller }) => gainControl(state, obj(state, object).trigger?.targets ?? [], source, controller),
    }],
  }],
});

/** The CNS planeswalkers the engine implements, and the emblems they make. */
export const cnsPlaneswalkers: readonly CardDefinition[] = [
  card('Dack Fayden', {
    activated: [
      {
        text: '+1: Target player draws two cards, then discards two cards.',
        cost: { loyalty: 1 },
        targets: [{ kind: 'player', text: 'target player' }],
        effects: [
          { do: 'draw', amount: 2, who: { target: 0 } },
          { do: 'discard', amount: 2, who: { target: 0 } },
        ],
      },
      {
        text: '−2: Gain control of target artifact.',
        cost: { loyalty: -2 },
        targets: [target('target artifact', { types: ['Artifact'] })],
        effects: [{
          do: 'custom',
          text: 'Gain control of target artifact.',
          run: ({ state, object, source, controller }) => {
            const t = obj(state, object).targets[0];
            if (t && 'object' in t) gainControl(state, [t.object], source, controller);
          },
        }],
      },
      {
        text: '−6: You get an emblem with "Whenever you cast a spell that targets one or more permanents, gain control of those permanents."',
        cost: { loyalty: -6 },
        effects: [{
          do: 'custom',
          text: 'You get an emblem.',
          run: ({ state, controller }) => {
            const id = createObject(state, { kind: 'emblem', card: dackEmblem.name, owner: controller, zone: 'command' });
            emit(state, { type: 'emblem', rule: '114.1', player: controller, object: id, card: dackEmblem.name });
          },
        }],
      },
    ],
  }),
  dackEmblem,
];
