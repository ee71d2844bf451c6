/**
 * Edge cases of Magic Tech damage (MT 8): an odd point dealt to a card under construction, deathtouch
 * on a card that is no creature, a blocked creature whose blocker is gone, and the values of a land
 * that is a creature.
 */
import { describe, expect, it } from 'vitest';
import { apply, view, type ObjectId, type ReadonlyGameState } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { armorValue, attackValue, structureValue } from '../../../src/variants/magic-tech/values.js';
import { asEngineState } from '../../helpers/mutable-copy.js';
import { block, deployed, events, finishMission, mt, passUntil, patrolBoard, resolveStack, sendMission, underConstruction } from './helpers.js';

describe('MT 8.6 one point of damage to a card under construction', () => {
  it('"Every two damage dealt to a card under construction results in one mana counter removed from the card and the card is revealed": one point removes no counter and reveals nothing', () => {
    const { s: start, ids } = patrolBoard(['token:goblin-1-1'], [deployed('Divination')], (x, b) => underConstruction(asEngineState(x), b[1]![0]!, 2));
    const built = ids[1]![0]!;
    const s = finishMission(sendMission(start, { object: built }, ids[0]!));
    expect(events(s, 'damage').filter((e) => e.to === built).map((e) => [e.rule, e.amount])).toEqual([['MT 8.6', 1]]);
    expect(s.objects[built]!.counters.construction).toBe(2);
    expect(events(s, 'removeCounters')).toEqual([]);
    expect(events(s, 'reveal')).toEqual([]);
    // the attacking player still sees a face-down card (CR 400.2)
    expect(JSON.stringify(view(s, 0))).not.toContain('Divination');
  });
});

describe('MT 8.2 and deathtouch (CR 702.2b)', () => {
  it('"A creature with toughness greater than 0 that\'s been dealt damage by a source with deathtouch ... is destroyed": a land is no creature — Typhoid Rats\' 1 damage to an Island is absorbed by its armor of three', () => {
    const { s: start, ids } = patrolBoard(['Typhoid Rats'], ['Island']);
    const island = ids[1]![0]!;
    const s = finishMission(sendMission(start, { object: island }, ids[0]!));
    expect(events(s, 'damage').filter((e) => e.to === island).map((e) => [e.rule, e.amount])).toEqual([['MT 8.2', 1]]);
    expect(s.battlefield).toContain(island);
    expect(s.objects[island]!.counters.structure ?? 0).toBe(0);
  });
});

/**
 * Player 0 sends `attacker` on a mission against player 1, whose Bronze Sable blocks it; before damage,
 * player 0 casts a deployed Murder on the Sable. Returns the state then, with player 1's stockpile
 * (library) size before the mission.
 */
function blockerMurdered(attacker: string): { s: ReadonlyGameState; attacker: ObjectId; sable: ObjectId; stockpile: number } {
  const { s: start, ids } = patrolBoard([attacker, deployed('Murder'), 'Swamp'], ['Bronze Sable']);
  const [id, murder] = ids[0]!;
  const sable = ids[1]![0]!;
  let s = sendMission(editState(start, (x) => underConstruction(x, murder!, 3)), { player: 1 }, [id!]);
  s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
  s = block(s, [[sable, id!]]);
  s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
  s = resolveStack(apply(s, { type: 'cast', player: 0, card: murder!, targets: [{ object: sable }], x: 0 }));
  return { s, attacker: id!, sable, stockpile: start.players[1]!.library.length };
}

describe('MT 8.1, CR 509.1h, 510.1c: a blocked creature whose blocker is gone', () => {
  it('a creature without trample that was blocked stays blocked: its blocker destroyed before damage, it deals no damage to the stockpile', () => {
    const { s: murdered, attacker: golem, sable, stockpile } = blockerMurdered('Hexplate Golem');
    let s = murdered;
    expect(s.battlefield).not.toContain(sable);
    expect(s.combat!.attackers[0]).toMatchObject({ id: golem, blocked: true });
    s = finishMission(s);
    expect(events(s, 'damage').filter((e) => e.object === golem)).toEqual([]);
    expect(s.players[1]!.library).toHaveLength(stockpile);
  });

  it('a trampler whose blocker is gone deals all its damage to the stockpile (CR 702.19d, as in Magic, MT 10.1)', () => {
    // Pelakka Wurm, 7/7 with trample, blocked by Bronze Sable, which is destroyed before damage
    const { s: murdered, stockpile } = blockerMurdered('Pelakka Wurm');
    const s = finishMission(murdered);
    expect(s.players[1]!.library).toHaveLength(stockpile - 7);
  });
});

describe('MT 8.1 a land that is a creature', () => {
  it('Dread Statuary, "{4}: Dread Statuary becomes a 4/2 Golem artifact creature": attack 4 and armor 2 as a creature; its structure its mana value (0), raised to the minimum of one, not a land\'s three', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Dread Statuary', 'Plains', 'Plains', 'Plains', 'Plains'] }, {}] });
    const statuary = ids.battlefield[0]![0]!;
    expect([attackValue(asEngineState(state), statuary), armorValue(asEngineState(state), statuary), structureValue(asEngineState(state), statuary)]).toEqual([0, 3, 3]);
    const s = resolveStack(apply(state, { type: 'activate', player: 0, source: statuary, ability: 1, targets: [], x: 0 }));
    expect([attackValue(asEngineState(s), statuary), armorValue(asEngineState(s), statuary), structureValue(asEngineState(s), statuary)]).toEqual([4, 2, 1]);
  });
});
