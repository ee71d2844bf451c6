/**
 * The state this mechanics add survives a save and a load, and a corrupted one is refused:
 * rule-changing effects (CR 613.11), delayed triggered abilities (CR 603.7), copy values (CR 707.2)
 * and additional combat phases (CR 500.8).
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, serialize, type GameState, type ReadonlyGameState } from '../../src/index.js';
import { activate, attack, castAndResolve, permanent, resolveStack, setup } from '../cards/helpers.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

/** Expects the JSON of a state, changed by `corrupt`, to be refused as a saved game. */
function refused(s: ReadonlyGameState, corrupt: (x: Record<string, unknown> & GameState) => void): void {
  const x = JSON.parse(serialize(s)) as Record<string, unknown> & GameState;
  corrupt(x);
  expect(() => deserialize(JSON.stringify(x))).toThrow();
}

describe('saving the state of rule effects, delayed triggers, copies and additional combats', () => {
  it("a can't-be-blocked effect round-trips; one naming no object, or both an object list and a player, is refused", () => {
    const { state } = setup({ players: [{ battlefield: ["Marchesa's Smuggler", 'Island', 'Mountain', 'Mountain', 'Bronze Sable'] }, {}] });
    const s = resolveStack(activate(state, 0, permanent(state, "Marchesa's Smuggler"), 0, [{ object: permanent(state, 'Bronze Sable') }]));
    expect(s.ruleEffects).toHaveLength(1);
    expect(deserialize(serialize(s))).toEqual(s);
    refused(s, (x) => {
      (x.ruleEffects[0] as { affected: number[] | null }).affected = null;
    });
    refused(s, (x) => {
      (x.ruleEffects[0] as { controlledBy: number | null }).controlledBy = 0;
    });
  });

  it('a delayed trigger round-trips; one that names an ability that is not a delayed one is refused', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Marchesa, the Black Rose', { card: 'Bronze Sable', counters: { '+1/+1': 1 } }] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    const s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(s.delayedTriggers).toHaveLength(1);
    expect(deserialize(serialize(s))).toEqual(s);
    refused(s, (x) => {
      x.delayedTriggers[0]!.ability = 0;
    });
  });

  it('an additional combat phase to come round-trips; a fractional count is refused', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne'] }, {}] });
    let s = attack(state, [[permanent(state, 'Scourge of the Throne'), 1]]);
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = resolveStack(s);
    expect(s.turn.additionalCombats).toBe(1);
    expect(deserialize(serialize(s))).toEqual(s);
    refused(s, (x) => {
      x.turn.additionalCombats = 0.5;
    });
  });

  it('a copy round-trips; a copy of an unknown card is refused', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Mountain', 'Wastes', 'Wastes'], hand: ["Dack's Duplicate"] }, { battlefield: ['Bronze Sable'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [0] }));
    const dup = s.battlefield.find((id) => s.objects[id]!.copyOf !== undefined)!;
    expect(s.objects[dup]!.copyOf).toEqual({ card: 'Bronze Sable', keywords: ['haste', 'dethrone'] });
    expect(deserialize(serialize(s))).toEqual(s);
    refused(s, (x) => {
      mutableObject(x, dup).copyOf = { card: 'No Such Card', keywords: [] };
    });
  });
});

describe('the text of a saved game', () => {
  it('does not depend on the order the state gained its optional fields: saved, loaded and saved again, it is the same', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}] });
    // a format's game data first, then extra turns: the reverse of the order a loaded state has them in
    const live = mutableCopy({ ...state, formatData: { note: 1 } });
    live.extraTurns = { queue: [1], resumeAfter: null };
    const inserted = Object.keys(live);
    expect(inserted.indexOf('formatData')).toBeLessThan(inserted.indexOf('extraTurns'));
    const saved = serialize(live);
    expect(serialize(deserialize(saved))).toBe(saved);
    expect(deserialize(saved)).toStrictEqual(live);
  });
});
