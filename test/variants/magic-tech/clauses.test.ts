/**
 * Acceptance scenarios for clauses of the Magic Tech text that other tests leave uncovered, each
 * played through the public API from the clause's own words.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { createObject } from '../../../src/zones/zones.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { asEngineState } from '../../helpers/mutable-copy.js';
import { characteristics } from '../../../src/engine/characteristics.js';
import { standingOf } from '../../../src/variants/magic-tech/posts.js';
import { block, deployed, events, expectRefused, finishMission, mt, offered, passUntil, patrolBoard as board, resolveStack, sendMission, setPost, underConstruction } from './helpers.js';

describe('MT 6.3 "At the end of a mission, all creatures involved become tapped."', () => {
  it('a creature with vigilance too (Vow of Duty\'s, CR 702.20b): vigilance is not among the keywords treated as in Magic (MT 10.1), so it is tapped and goes on no second mission', () => {
    const { s: start, ids } = board(['Bronze Sable'], [], (x, b) => {
      const vow = createObject(asEngineState(x), { kind: 'card', card: 'Vow of Duty', owner: 0, zone: 'battlefield' });
      mutableObject(asEngineState(x), vow).attachedTo = { object: b[0]![0]! };
    });
    const sable = ids[0]![0]!;
    let s = sendMission(start, { player: 1 }, [sable]);
    expect(s.objects[sable]!.tapped).toBe(false);
    s = finishMission(s);
    // 4 attack value with Vow of Duty's +2/+2
    expect(s.players[1]!.graveyard).toHaveLength(4);
    expect(s.objects[sable]!.tapped).toBe(true);
    expect(offered(s, { type: 'variant', name: 'mission' })).toBe(false);
  });
});

describe('MT 7.1, 7.2: only untapped creatures block', () => {
  it('"untapped creatures on patrol can block" and "If an untapped creature is guarding a card, it can block": a tapped patrol and a tapped guard of the target block nothing', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Pillarfield Ox', 'Runed Servitor', 'Peace Strider', 'Island'], (x, b) => {
      const [ox, servitor, strider, island] = b[1]!;
      setPost(asEngineState(x), servitor!, { guard: { object: island! } });
      setPost(asEngineState(x), strider!, { guard: { object: island! } });
      mutableObject(asEngineState(x), ox!).tapped = true;
      mutableObject(asEngineState(x), servitor!).tapped = true;
    });
    const sable = ids[0]![0]!;
    const [ox, servitor, strider, island] = ids[1]!;
    const s = passUntil(sendMission(start, { object: island! }, [sable]), (x) => x.decision?.kind === 'declareBlockers');
    for (const blocker of [ox!, servitor!]) {
      expect(offered(s, { type: 'declareBlocker', blocker, attacker: sable })).toBe(false);
      expectRefused(s, { type: 'declareBlocker', player: 1, blocker, attacker: sable }, 'illegal', 'MT 7');
    }
    expect(offered(s, { type: 'declareBlocker', blocker: strider, attacker: sable })).toBe(true);
  });
});

describe('MT 5.2, 7.2: a guard of a card under construction', () => {
  it('"You can protect ... any card you have in play, even those under construction.": the guard blocks a flyer sent against it, "regardless of any evasion", and the card keeps its counters', () => {
    const { s: start, ids } = board(['Wild Griffin'], ['Pillarfield Ox', deployed('Divination')], (x, b) => {
      const [ox, built] = b[1]!;
      underConstruction(asEngineState(x), built!, 2);
      setPost(asEngineState(x), ox!, { guard: { object: built! } });
    });
    const griffin = ids[0]![0]!;
    const [ox, built] = ids[1]!;
    let s = passUntil(sendMission(start, { object: built! }, [griffin]), (x) => x.decision?.kind === 'declareBlockers');
    expect(offered(s, { type: 'declareBlocker', blocker: ox, attacker: griffin })).toBe(true);
    s = finishMission(block(s, [[ox!, griffin]]));
    expect(s.objects[built!]!.counters.construction).toBe(2);
    expect(events(s, 'reveal').filter((e) => e.rule === 'MT 8.6')).toEqual([]);
  });
});

describe('MT 8.2 "Each time damage is applied to a card, it is first applied to the card\'s armor value."', () => {
  it('a spell\'s damage too: Flame Slash\'s 4 damage is absorbed by Pillarfield Ox\'s armor 4, which would die of it in Magic, and destroys Bronze Sable (armor 1, structure 2)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Flame Slash'), deployed('Flame Slash'), 'Mountain'] }, { battlefield: ['Pillarfield Ox', 'Bronze Sable'] }] });
    const [slashOx, slashSable] = ids.battlefield[0]!;
    const [ox, sable] = ids.battlefield[1]!;
    let s = editState(state, (x) => {
      underConstruction(x, slashOx!, 1);
      underConstruction(x, slashSable!, 1);
    });
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: slashOx!, targets: [{ object: ox! }], x: 0 }));
    expect(s.battlefield).toContain(ox);
    expect(s.objects[ox!]!.counters.structure ?? 0).toBe(0);
    expect(s.objects[ox!]!.damage).toBe(0);
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: slashSable!, targets: [{ object: sable! }], x: 0 }));
    expect(s.battlefield).not.toContain(sable);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toContain('Bronze Sable');
  });
});

describe('MT 5.2 a guard protects a card its player has in play', () => {
  it('Besmirch, "Until end of turn, gain control of target creature and it gains haste.": the guard of the creature taken is on patrol, and the creature, on patrol for its new controller, goes on a mission against its owner\'s stockpile, which that guard may block (MT 7.1)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Besmirch'), 'Mountain'] }, { battlefield: ['Pillarfield Ox', 'Runed Servitor'] }] });
    const besmirch = ids.battlefield[0]![0]!;
    const [ox, servitor] = ids.battlefield[1]!;
    let s = editState(state, (x) => {
      underConstruction(x, besmirch, 3);
      setPost(x, ox!, 'patrol');
      setPost(x, servitor!, { guard: { object: ox! } });
    });
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: besmirch, targets: [{ object: ox! }], x: 0 }));
    expect(characteristics(asEngineState(s), ox!).controller).toBe(0);
    expect(standingOf(asEngineState(s), servitor!)).toBe('patrol');
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(offered(s, { type: 'variant', name: 'mission', target: { player: 1 } })).toBe(true);
    s = passUntil(sendMission(s, { player: 1 }, [ox!]), (x) => x.decision?.kind === 'declareBlockers');
    expect(offered(s, { type: 'declareBlocker', blocker: servitor, attacker: ox })).toBe(true);
  });
});

describe('MT 7.3 "An untapped creature on patrol cannot be the target of an attack."', () => {
  it('an untapped creature still in the deploy area is not on patrol: a mission may attack it, and it does not block that mission (MT 5.3)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Hexplate Golem'] }, { battlefield: ['Pillarfield Ox'] }] });
    const golem = ids.battlefield[0]![0]!;
    const ox = ids.battlefield[1]![0]!;
    let s = passUntil(editState(state, (x) => setPost(x, golem, 'patrol')), (x) => x.turn.step === 'main2');
    expect(standingOf(asEngineState(s), ox)).toBe('deploy');
    expect(offered(s, { type: 'variant', name: 'mission', target: { object: ox } })).toBe(true);
    s = sendMission(s, { object: ox }, [golem]);
    expect(s.decision?.kind === 'declareBlockers' && offered(s, { type: 'declareBlocker', blocker: ox, attacker: golem })).toBe(false);
    s = finishMission(s);
    // 5 attack value against armor 4: one structure counter (MT 8.2)
    expect(s.objects[ox]!.counters.structure).toBe(1);
  });
});
