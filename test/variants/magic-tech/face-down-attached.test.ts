/**
 * CR 708.2: a face-down permanent has no abilities, so an Aura face down grants nothing to what it
 * is attached to: neither an activated ability (CR 602, Power of Fire's "{T}: This creature deals 1
 * damage to any target."), nor a damage prevention (CR 615, Ghostly Possession's "Prevent all combat
 * damage that would be dealt to and dealt by enchanted creature."), nor an attack requirement (CR
 * 508.1d, Uncontrollable Anger's "Enchanted creature … attacks each combat if able."). A card
 * deployed in Magic Tech (MT 4.1) is attached to nothing; these boards attach one under
 * construction all the same, so that a face-down object's having no abilities is tested on these
 * paths too. The same Auras face up grant.
 */
import { describe, expect, it } from 'vitest';
import { tryApply, type ActivateAction, type ObjectId, type ReadonlyGameState } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { createObject } from '../../../src/zones/zones.js';
import { asEngineState } from '../../helpers/mutable-copy.js';
import { finishMission, mt, offered, passUntil, patrolBoard, sendMission, variant } from './helpers.js';

/** Puts player 0's Aura `card` onto the battlefield, face down (under construction, MT 4.1) or face up, attached to `creature`; its id. */
function attach(x: ReadonlyGameState, card: string, faceDown: boolean, creature: ObjectId): ObjectId {
  const id = createObject(asEngineState(x), { kind: 'card', card, owner: 0, zone: 'battlefield', faceDown });
  mutableObject(asEngineState(x), id).attachedTo = { object: creature };
  return id;
}

describe('CR 708.2: an Aura face down grants nothing to the creature it is attached to', () => {
  it('CR 602.2: Power of Fire face down gives the Bronze Sable no "{T}: This creature deals 1 damage to any target." to list or activate; face up it does', () => {
    for (const faceDown of [true, false]) {
      const { state, ids } = mt({ players: [{ battlefield: ['Bronze Sable'] }, {}] });
      const sable = ids.battlefield[0]![0]!;
      let power = -1;
      const s: ReadonlyGameState = editState(state, (x) => {
        power = attach(x, 'Power of Fire', faceDown, sable);
      });
      expect(s.objects[power]).toMatchObject({ faceDown, zone: 'battlefield', attachedTo: { object: sable } });
      const ping: ActivateAction = { type: 'activate', player: 0, source: sable, ability: 0, targets: [{ player: 1 }], x: 0 };
      expect(offered(s, ping), faceDown ? 'face down' : 'face up').toBe(!faceDown);
      expect(tryApply(s, ping).ok, faceDown ? 'face down' : 'face up').toBe(!faceDown);
    }
  });

  it('CR 615.1: Ghostly Possession face down prevents none of the combat damage its Zombie Goliath deals to the stockpile (MT 8.5: four cards scrapped); face up it prevents it all', () => {
    for (const faceDown of [true, false]) {
      let possession = -1;
      const { s: start, ids } = patrolBoard(['Zombie Goliath'], [], (x, b) => {
        possession = attach(x, 'Ghostly Possession', faceDown, b[0]![0]!);
      });
      expect(start.objects[possession]).toMatchObject({ faceDown, zone: 'battlefield', attachedTo: { object: ids[0]![0]! } });
      const s = finishMission(sendMission(start, { player: 1 }, [ids[0]![0]!]));
      expect(s.players[1]!.graveyard, faceDown ? 'face down' : 'face up').toHaveLength(faceDown ? 4 : 0);
    }
  });

  it('CR 508.1d: Uncontrollable Anger face down binds its Bronze Sable to no mission: one with the Runed Servitor alone is sent; face up ("attacks each combat if able") it is refused', () => {
    for (const faceDown of [true, false]) {
      let anger = -1;
      const { s: start, ids } = patrolBoard(['Bronze Sable', 'Runed Servitor'], [], (x, b) => {
        anger = attach(x, 'Uncontrollable Anger', faceDown, b[0]![0]!);
      });
      const [sable, servitor] = ids[0]!;
      expect(start.objects[anger]).toMatchObject({ faceDown, zone: 'battlefield', attachedTo: { object: sable } });
      const s = passUntil(variant(start, 0, 'mission', undefined, { player: 1 }), (x) => x.decision?.kind !== 'priority');
      const r = tryApply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: servitor!, target: { player: 1 } }] });
      expect(r.ok, faceDown ? 'face down' : 'face up').toBe(faceDown);
      if (!r.ok) expect(r.error.rule).toBe('508.1d');
    }
  });
});
