/**
 * The readings paliano takes where the Magic Tech text is silent (docs/magic-tech.md, "Readings where
 * the text is silent"), played through the public API: what a mission attacks (MT 6.1), a guard of a
 * card under construction turned face up (MT 5.2, 4.4), and costs the counters do not pay (MT 4.3,
 * 4.4).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { createObject } from '../../../src/zones/zones.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { standingOf } from '../../../src/variants/magic-tech/posts.js';
import { asEngineState } from '../../helpers/mutable-copy.js';
import { deployed, events, expectRefused, finishMission, mt, offered, passUntil, patrolBoard as board, resolveStack, sendMission, setPost, underConstruction, variant } from './helpers.js';

/** Begins a mission against `target` and goes to the declaration of its creatures. */
function declaring(s: ReadonlyGameState, target: { player: number } | { object: ObjectId }): ReadonlyGameState {
  return passUntil(variant(s, 0, 'mission', undefined, target), (x) => x.decision?.kind === 'declareAttackers');
}

describe('MT 6.1 reading: a mission against the stockpile attacks its player, one against a card attacks that card as a planeswalker is attacked', () => {
  it('Vow of Duty, "can\'t attack you or planeswalkers you control": its creature goes on no mission against its controller\'s stockpile nor any of their cards', () => {
    const { s, ids } = board(['Bronze Sable', 'Runed Servitor'], ['Island'], (x, b) => {
      const vow = createObject(asEngineState(x), { kind: 'card', card: 'Vow of Duty', owner: 1, zone: 'battlefield' });
      mutableObject(asEngineState(x), vow).attachedTo = { object: b[0]![0]! };
    });
    const [sable, servitor] = ids[0]!;
    const island = ids[1]![0]!;
    for (const target of [{ player: 1 }, { object: island }]) {
      const t = declaring(s, target);
      expect(offered(t, { type: 'declareAttacker', attacker: sable })).toBe(false);
      expectRefused(t, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } }, 'illegal', 'MT 6.1');
      expect(offered(t, { type: 'declareAttacker', attacker: servitor })).toBe(true);
    }
  });

  it('Marchesa\'s Decree, "Whenever a creature attacks you or a planeswalker you control, that creature\'s controller loses 1 life.": it triggers for a mission against its controller\'s card as against their stockpile, and the life lost scraps a card (MT 9.1)', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Runed Servitor'], ["Marchesa's Decree", 'Island']);
    const [sable, servitor] = ids[0]!;
    const island = ids[1]![1]!;
    let s = finishMission(sendMission(start, { object: island }, [sable!]));
    expect(events(s, 'trigger').filter((e) => e.card === "Marchesa's Decree")).toHaveLength(1);
    expect(s.players[0]!.graveyard).toHaveLength(1);
    s = finishMission(sendMission(s, { player: 1 }, [servitor!]));
    expect(events(s, 'trigger').filter((e) => e.card === "Marchesa's Decree")).toHaveLength(2);
    expect(s.players[0]!.graveyard).toHaveLength(2);
  });
});

describe('MT 5.2, 4.4 reading: a guard of a card under construction', () => {
  it('is on patrol once the card is turned face up, which casts it: the permanent that enters is a new object (CR 400.7); in the deploy phase the guard may be moved to it (MT 5.1)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Pillarfield Ox', deployed('Bronze Sable')] }, {}] });
    const [ox, built] = ids.battlefield[0]!;
    let s = editState(state, (x) => {
      setPost(x, ox!, { guard: { object: built! } });
      underConstruction(x, built!, 2);
    });
    expect(standingOf(asEngineState(s), ox!)).toEqual({ guard: { object: built } });
    s = apply(s, { type: 'cast', player: 0, card: built!, targets: [], x: 0 });
    // on the stack, the card is no longer on the table
    expect(standingOf(asEngineState(s), ox!)).toBe('patrol');
    s = resolveStack(s);
    const sable = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    expect(sable).not.toBe(built);
    expect(standingOf(asEngineState(s), ox!)).toBe('patrol');
    expect(offered(s, { type: 'variant', name: 'guard', object: ox, target: { object: sable } })).toBe(true);
    s = variant(s, 0, 'guard', ox, { object: sable });
    expect(standingOf(asEngineState(s), ox!)).toEqual({ guard: { object: sable } });
  });
});

describe('MT 4.3, 4.4 reading: the counters pay the mana cost, not kicker', () => {
  it('Gnarlid Pack, "Multikicker {1}{G}": turned face up unkicked, whatever counters it has; naming a kick is refused', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Gnarlid Pack'), 'Forest'] }, {}] });
    const pack = ids.battlefield[0]![0]!;
    // {1}{G} with a Forest: two counters; four would pay one kick in Magic's mana
    const s = editState(state, (x) => underConstruction(x, pack, 4));
    expect(legalActions(s).filter((a) => a.type === 'cast')).toEqual([{ type: 'cast', player: 0, card: pack, targets: [], x: 0 }]);
    expectRefused(s, { type: 'cast', player: 0, card: pack, targets: [], x: 0, kicked: 1 }, 'illegal', 'MT 4.4');
    const t = resolveStack(apply(s, { type: 'cast', player: 0, card: pack, targets: [], x: 0 }));
    const creature = t.battlefield.find((id) => t.objects[id]!.card === 'Gnarlid Pack')!;
    expect(t.objects[creature]!.counters['+1/+1'] ?? 0).toBe(0);
  });
});
