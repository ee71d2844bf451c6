/**
 * MT 10.2 needs a creature with regeneration. These tests were written before any such card was
 * implemented and keep their own test-only card: Zombie Goliath (a vanilla 4/3 for {4}{B}, structure
 * 5) with Twisted Abomination's "{B}: Regenerate this creature.", under a name of its own (the test
 * files of a worker share the card registry, so no real card's definition is changed).
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/index.js';
import { findDefinition, registerFormatCard } from '../../../src/cards/registry.js';
import type { CardDefinition } from '../../../src/cards/definition.js';
import type { ActivatedDef } from '../../../src/cards/types.js';
import { events, expectRefused, mt, offered, passUntil, resolveStack, underConstruction, deployed } from './helpers.js';
import { editState } from '../../../src/testing/index.js';
import { mutableObject } from '../../../src/engine/working-copy.js';

const REGENERATOR = 'Zombie Goliath (test: with regeneration)';
const regeneration: ActivatedDef = { text: '{B}: Regenerate this creature.', cost: { mana: '{B}' }, effects: [{ do: 'regenerate', what: 'self' }] };
if (!findDefinition(REGENERATOR)) registerFormatCard({ ...(findDefinition('Zombie Goliath') as CardDefinition), name: REGENERATOR, activated: [regeneration] });

describe('MT 10.2 Regeneration', () => {
  it('"A creature with regeneration may pay its regeneration cost to remove one damage counter during your upkeep phase."', () => {
    const { state, ids } = mt({ players: [{ battlefield: [{ card: REGENERATOR, counters: { structure: 3 } }, 'Swamp', 'Swamp'] }, {}] });
    const creature = ids.battlefield[0]![0]!;
    // not in the deploy phase
    expect(offered(state, { type: 'variant', name: 'repair' })).toBe(false);
    expectRefused(state, { type: 'variant', player: 0, name: 'repair', object: creature }, 'illegal', 'MT 10.2');
    let s = passUntil(state, (x) => x.turn.number === 4 && x.turn.step === 'upkeep');
    expect(offered(s, { type: 'variant', name: 'repair', object: creature })).toBe(true);
    s = apply(s, { type: 'variant', player: 0, name: 'repair', object: creature });
    expect(s.objects[creature]!.counters.structure).toBe(2);
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(1);
    expect(events(s, 'removeCounters').at(-1)).toMatchObject({ rule: 'MT 10.2', object: creature, amount: 1 });
    // one counter each upkeep, though mana is left
    expect(offered(s, { type: 'variant', name: 'repair' })).toBe(false);
    expectRefused(s, { type: 'variant', player: 0, name: 'repair', object: creature }, 'illegal', 'MT 10.2');
  });

  it('repairing the last damage counter leaves no structure entry (CR 122.1)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [{ card: REGENERATOR, counters: { structure: 1 } }, 'Swamp', 'Swamp'] }, {}] });
    const creature = ids.battlefield[0]![0]!;
    let s = passUntil(state, (x) => x.turn.number === 4 && x.turn.step === 'upkeep');
    s = apply(s, { type: 'variant', player: 0, name: 'repair', object: creature });
    expect(s.objects[creature]!.counters).not.toHaveProperty('structure');
    expect(events(s, 'removeCounters').at(-1)).toMatchObject({ rule: 'MT 10.2', object: creature, amount: 1 });
  });

  it('"…during your upkeep phase": a damaged creature with regeneration is not repaired in the opponent\'s upkeep (MT 10.2)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [{ card: REGENERATOR, counters: { structure: 3 } }, 'Swamp'] }, {}] });
    const creature = ids.battlefield[0]![0]!;
    // the second player's upkeep, the first player holding priority
    let s = passUntil(state, (x) => x.turn.number === 3 && x.turn.step === 'upkeep');
    expect(s.turn.active).toBe(1);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    expect(s.turn.step).toBe('upkeep');
    expect(offered(s, { type: 'variant', name: 'repair' })).toBe(false);
    expectRefused(s, { type: 'variant', player: 0, name: 'repair', object: creature }, 'illegal', 'MT 10.2');
    // in its controller's own upkeep it is
    s = passUntil(s, (x) => x.turn.number === 4 && x.turn.step === 'upkeep');
    expect(offered(s, { type: 'variant', name: 'repair', object: creature })).toBe(true);
  });

  it('"…remove one damage counter during your upkeep phase": once each upkeep, so again in the next one (MT 10.2)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [{ card: REGENERATOR, counters: { structure: 3 } }, 'Swamp'] }, {}] });
    const creature = ids.battlefield[0]![0]!;
    let s = passUntil(state, (x) => x.turn.number === 4 && x.turn.step === 'upkeep');
    s = apply(s, { type: 'variant', player: 0, name: 'repair', object: creature });
    expect(s.objects[creature]!.counters.structure).toBe(2);
    s = passUntil(s, (x) => x.turn.number === 6 && x.turn.step === 'upkeep');
    expect(offered(s, { type: 'variant', name: 'repair', object: creature })).toBe(true);
    s = apply(s, { type: 'variant', player: 0, name: 'repair', object: creature });
    expect(s.objects[creature]!.counters.structure).toBe(1);
  });

  it('a creature with no structure damage has nothing to repair', () => {
    const { state } = mt({ players: [{ battlefield: [REGENERATOR, 'Swamp'] }, {}] });
    const s = passUntil(state, (x) => x.turn.number === 4 && x.turn.step === 'upkeep');
    expect(offered(s, { type: 'variant', name: 'repair' })).toBe(false);
  });

  it('a regeneration shield replaces the destruction of MT 8.4 and removes the structure damage, as it removes all damage in Magic (CR 701.19a)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [{ card: REGENERATOR, counters: { structure: 2 } }, 'Swamp'] }, {}] });
    const creature = ids.battlefield[0]![0]!;
    let s = apply(state, { type: 'activate', player: 0, source: creature, ability: 0, targets: [], x: 0 });
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(s.replacements).toHaveLength(1);
    // structure damage reaches its structure (5)
    s = editState(s, (x) => { mutableObject(x, creature).counters.structure = 5; });
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(s.battlefield).toContain(creature);
    expect(s.objects[creature]!.tapped).toBe(true);
    expect(s.objects[creature]!.counters.structure ?? 0).toBe(0);
    expect(events(s, 'regenerate')).toHaveLength(1);
  });

  it('a regeneration shield that replaces another destruction (Murder) removes the structure damage too, as regeneration removes all damage (CR 701.19a)', () => {
    // Spiritmonger: "{B}: Regenerate Spiritmonger."
    const { state, ids } = mt({ players: [{ battlefield: [{ card: 'Spiritmonger', counters: { structure: 2 } }, deployed('Murder'), 'Swamp', 'Swamp'] }, {}] });
    const [monger, murder, swamp] = ids.battlefield[0]!;
    let s = editState(state, (x) => underConstruction(x, murder!, 3));
    s = resolveStack(apply(s, { type: 'activate', player: 0, source: monger!, ability: 0, targets: [], x: 0, payment: [swamp!] }));
    expect(s.replacements).toHaveLength(1);
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: murder!, targets: [{ object: monger! }], x: 0 }));
    expect(s.battlefield).toContain(monger);
    expect(events(s, 'regenerate')).toHaveLength(1);
    expect(s.objects[monger!]!.tapped).toBe(true);
    expect(s.objects[monger!]!.counters.structure ?? 0).toBe(0);
  });
});
