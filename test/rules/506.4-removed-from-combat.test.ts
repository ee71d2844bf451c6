/**
 * CR 506.4: a creature that regenerates or whose controller changes is removed from combat; a
 * creature it blocked or that blocked it assigns it no combat damage (CR 510.1c–d).
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, serialize, type Action, type ReadonlyGameState, type Keyword, type ObjectId } from '../../src/index.js';
import { scenario, type ScenarioSpec } from '../../src/testing/index.js';
import { applyAll, events, pass, passToStep, passUntil, withControl, withKeywords } from './helpers.js';

/** Player 0 attacks player 1 with `attackers`; player 1 blocks as `blocks` says ([blocker, attacker]). */
function blocked(players: ScenarioSpec['players'], grant: [number, number, Keyword[]][], attackers: (ids: ObjectId[][]) => ObjectId[], blocks: (ids: ObjectId[][]) => [ObjectId, ObjectId][]): { s: ReadonlyGameState; ids: ObjectId[][] } {
  const { state, ids } = scenario({ players, step: 'beginCombat', settings: { autoPass: 'never' } });
  let s = state;
  for (const [p, i, keywords] of grant) s = withKeywords(s, ids.battlefield[p]![i]!, keywords);
  s = passToStep(s, 'declareAttackers');
  s = applyAll(s, [...attackers(ids.battlefield).map((attacker): Action => ({ type: 'declareAttacker', player: 0, attacker, target: { player: 1 } })), { type: 'confirmAttackers', player: 0 }]);
  s = passToStep(s, 'declareBlockers');
  s = applyAll(s, [...blocks(ids.battlefield).map(([blocker, attacker]): Action => ({ type: 'declareBlocker', player: 1, blocker, attacker })), { type: 'confirmBlockers', player: 1 }]);
  return { s, ids: ids.battlefield };
}

describe('506.4 removed from combat', () => {
  it('701.19a/510.1d: an attacker that regenerated in the first-strike step takes no damage from its double-striking blocker in the second', () => {
    const { s, ids } = blocked(
      [{ battlefield: ['Twisted Abomination', 'Swamp'] }, { battlefield: ['token:elephant-3-3'] }],
      [[1, 0, ['double strike']]],
      (x) => [x[0]![0]!],
      (x) => [[x[1]![0]!, x[0]![0]!]],
    );
    const abomination = ids[0]![0]!;
    const elephant = ids[1]![0]!;
    // {B}: Regenerate Twisted Abomination
    let after = apply(s, { type: 'activate', player: 0, source: abomination, ability: 0, targets: [], x: 0 });
    after = passUntil(after, (x) => x.stack.length === 0);
    after = passToStep(after, 'firstStrikeDamage');
    expect(events(after, 'regenerate').map((e) => e.object)).toEqual([abomination]);
    expect(events(after, 'removedFromCombat').map((e) => [e.object, e.rule])).toEqual([[abomination, '506.4']]);
    expect(after.combat?.blockers).toEqual([{ id: elephant, blocking: [], dealtFirstStrike: true }]);
    after = passToStep(after, 'endCombat');
    // the elephant blocks nothing now: it deals no damage in the second step, and the Abomination lives
    expect(events(after, 'damage').map((e) => [e.object, e.to, e.amount])).toEqual([[elephant, abomination, 3]]);
    expect(after.battlefield).toContain(abomination);
    expect(after.objects[abomination]!.damage).toBe(0);
  });

  it('506.4: a blocker whose controller changes (Dack Fayden\'s emblem) leaves combat; the creature it blocked stays blocked and deals no damage', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: ['token:beast-3-3', 'Plains', 'Plains', { card: 'Dack Fayden', counters: { loyalty: 6 } }], hand: ['Zealous Strike'] },
        { battlefield: ['token:wolf-2-2'] },
      ],
      step: 'main1',
      settings: { autoPass: 'never' },
    });
    const [beast, , , dack] = ids.battlefield[0]!;
    const wolf = ids.battlefield[1]![0]!;
    // −6: You get an emblem with "Whenever you cast a spell that targets one or more permanents, gain control of those permanents."
    let s = passUntil(apply(state, { type: 'activate', player: 0, source: dack!, ability: 2, targets: [], x: 0 }), (x) => x.stack.length === 0);
    s = passToStep(s, 'declareAttackers');
    s = applyAll(s, [{ type: 'declareAttacker', player: 0, attacker: beast!, target: { player: 1 } }, { type: 'confirmAttackers', player: 0 }]);
    s = passToStep(s, 'declareBlockers');
    s = applyAll(s, [{ type: 'declareBlocker', player: 1, blocker: wolf, attacker: beast! }, { type: 'confirmBlockers', player: 1 }]);
    // Zealous Strike targets the blocking wolf: the emblem's ability resolves first, and player 0 gains control of it
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: wolf }], x: 0 });
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(events(s, 'gainControl').map((e) => [e.object, e.player])).toEqual([[wolf, 0]]);
    expect(events(s, 'removedFromCombat').map((e) => [e.object, e.rule])).toEqual([[wolf, '506.4']]);
    expect(s.combat?.blockers).toEqual([]);
    expect(s.combat?.attackers).toEqual([expect.objectContaining({ id: beast, blocked: true, blockers: [] })]);
    s = passToStep(s, 'main2');
    // the beast is blocked with no blocker (510.1c) and the wolf blocks nothing (510.1d): no combat damage at all
    expect(events(s, 'damage')).toEqual([]);
    expect(s.players[1]!.life).toBe(20);
    expect(s.battlefield).toEqual(expect.arrayContaining([beast, wolf]));
  });
});

describe('506.4c: a creature attacking a planeswalker removed from combat attacks nothing', () => {
  it('the attacking player gains control of the planeswalker (Dack Fayden\'s emblem): the unblocked creature attacking it deals no combat damage', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: ['token:beast-3-3', 'Mountain', 'Mountain', 'Mountain', { card: 'Dack Fayden', counters: { loyalty: 6 } }], hand: ['Orcish Cannonade'], library: ['Mountain'] },
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 5 } }] },
      ],
      step: 'main1',
      settings: { autoPass: 'never' },
    });
    const [beast, , , , dack] = ids.battlefield[0]!;
    const theirs = ids.battlefield[1]![0]!;
    let s = passUntil(apply(state, { type: 'activate', player: 0, source: dack!, ability: 2, targets: [], x: 0 }), (x) => x.stack.length === 0);
    s = passToStep(s, 'declareAttackers');
    s = applyAll(s, [{ type: 'declareAttacker', player: 0, attacker: beast!, target: { planeswalker: theirs } }, { type: 'confirmAttackers', player: 0 }]);
    s = passToStep(s, 'declareBlockers');
    // Orcish Cannonade targets the attacked planeswalker: the emblem's ability gives player 0 control of it first
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: theirs }], x: 0 });
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(events(s, 'gainControl').map((e) => [e.object, e.player])).toEqual([[theirs, 0]]);
    expect(s.objects[theirs]!.counters.loyalty).toBe(3);
    s = passToStep(s, 'main2');
    expect(events(s, 'damage', 0).filter((e) => e.object === beast)).toEqual([]);
    expect(s.objects[theirs]!.counters.loyalty).toBe(3);
    expect(s.players[1]!.life).toBe(20);
  });
});

describe('506.4: a planeswalker removed from combat stays removed', () => {
  it('taken by the attacking player and taken back before damage (Dack Fayden\'s emblems): it is not attacked again, and is dealt no combat damage', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: ['token:beast-3-3', 'Mountain', 'Mountain', 'Mountain', { card: 'Dack Fayden', counters: { loyalty: 6 } }], hand: ['Orcish Cannonade'], library: ['Mountain', 'Mountain'] },
        { battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 5 } }, 'Mountain', 'Mountain', 'Mountain', { card: 'Dack Fayden', counters: { loyalty: 6 } }], hand: ['Orcish Cannonade'], library: ['Mountain', 'Mountain'] },
      ],
      active: 1,
      step: 'main1',
      settings: { autoPass: 'never' },
    });
    const [beast, , , , dack0] = ids.battlefield[0]!;
    const [daretti, , , , dack1] = ids.battlefield[1]!;
    // each player's Dack Fayden −6: "Whenever you cast a spell that targets one or more permanents, gain control of those permanents."
    let s = passUntil(apply(state, { type: 'activate', player: 1, source: dack1!, ability: 2, targets: [], x: 0 }), (x) => x.stack.length === 0);
    s = passUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'main1');
    s = passUntil(apply(s, { type: 'activate', player: 0, source: dack0!, ability: 2, targets: [], x: 0 }), (x) => x.stack.length === 0);
    s = passToStep(s, 'declareAttackers');
    s = applyAll(s, [{ type: 'declareAttacker', player: 0, attacker: beast!, target: { planeswalker: daretti! } }, { type: 'confirmAttackers', player: 0 }]);
    s = passToStep(s, 'declareBlockers');
    // player 0's Orcish Cannonade at Daretti: player 0 gains control of it, and it is removed from combat
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: daretti! }], x: 0 });
    s = passUntil(s, (x) => x.stack.length === 0);
    // player 1's Orcish Cannonade at Daretti: player 1 gains control of it back
    s = pass(s);
    s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: daretti! }], x: 0 });
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(events(s, 'gainControl').filter((e) => e.object === daretti).map((e) => e.player)).toEqual([0, 1]);
    expect(s.objects[daretti!]!.counters.loyalty).toBe(1);
    expect(events(s, 'removedFromCombat').filter((e) => e.object === daretti).map((e) => e.rule)).toEqual(['506.4']);
    // a game saved now loads, and remembers that the beast attacks nothing
    expect(deserialize(serialize(s))).toEqual(s);
    s = passToStep(s, 'main2');
    // the beast still attacks, but nothing (506.4c): unblocked, it deals no combat damage
    expect(events(s, 'damage').filter((e) => e.object === beast)).toEqual([]);
    expect(s.battlefield).toContain(daretti);
    expect(s.objects[daretti!]!.counters.loyalty).toBe(1);
    expect(s.players[1]!.life).toBe(17);
  });

  it('a control change no spell or ability made (a state edited by hand) is seen when state-based actions are checked, and the planeswalker stays removed', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['token:beast-3-3'] }, { battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 5 } }] }],
      step: 'beginCombat',
      settings: { autoPass: 'never' },
    });
    const beast = ids.battlefield[0]![0]!;
    const daretti = ids.battlefield[1]![0]!;
    let s = passToStep(withKeywords(state, beast, ['double strike']), 'declareAttackers');
    s = applyAll(s, [{ type: 'declareAttacker', player: 0, attacker: beast, target: { planeswalker: daretti } }, { type: 'confirmAttackers', player: 0 }]);
    s = passToStep(s, 'declareBlockers');
    // under player 0's control when state-based actions are checked before the first-strike damage
    s = passToStep(withControl(s, daretti, 0), 'firstStrikeDamage');
    expect(events(s, 'removedFromCombat').map((e) => [e.object, e.rule])).toEqual([[daretti, '506.4']]);
    // back under player 1's control before the second damage step: the double striker still attacks nothing
    s = passToStep(withControl(s, daretti, 1), 'main2');
    expect(events(s, 'damage').filter((e) => e.object === beast)).toEqual([]);
    expect(s.objects[daretti]!.counters.loyalty).toBe(5);
  });
});
