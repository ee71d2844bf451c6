import { describe, expect, it } from 'vitest';
import { apply, legalActions, tryApply, view, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { castAndResolve, events, nextTurn, passUntil, permanent, permanents, setup, withKeywords } from '../cards/helpers.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

/** The state with `id` goaded by these players, as a resolved goad would leave it (CR 701.15a). */
function goaded(state: ReadonlyGameState, id: ObjectId, by: PlayerId[]): ReadonlyGameState {
  const s = mutableCopy(state);
  mutableObject(s, id).goadedBy = by;
  return s;
}

/** Passes to the declaration of attackers. */
function toDeclare(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.decision?.kind === 'declareAttackers');
}

/** Whether the active player may confirm this declaration (each creature attacking a player). */
function accepts(state: ReadonlyGameState, attacks: [ObjectId, PlayerId][]): boolean {
  let s = state;
  const player = s.turn.active;
  for (const [attacker, target] of attacks) s = apply(s, { type: 'declareAttacker', player, attacker, target: { player: target } });
  const listed = legalActions(s).some((a) => a.type === 'confirmAttackers');
  const ok = tryApply(s, { type: 'confirmAttackers', player }).ok;
  expect(listed).toBe(ok);
  return ok;
}

describe('701.15 goad', () => {
  it('"it must attack … if able": a goaded creature attacks each combat if able', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, sable, [1]));
    expect(accepts(s, [])).toBe(false);
    expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    expect(accepts(s, [[sable, 2]])).toBe(true);
  });

  it('"it must attack a player other than the controller of the spell or ability that goaded it if able"', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, sable, [1]));
    expect(accepts(s, [[sable, 1]])).toBe(false);
    expect(accepts(s, [[sable, 2]])).toBe(true);
    const r = tryApply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } }), { type: 'confirmAttackers', player: 0 });
    expect(r.ok ? null : r.error.rule).toBe('508.1d');
  });

  it('"If the creature can\'t attack any of those players … it must attack … the player that goaded it"', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, sable, [1]));
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[sable, 1]])).toBe(true);
  });

  it('"goaded by multiple opponents, it must attack one of your opponents that hasn\'t goaded it"', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, sable, [1, 2]));
    expect(accepts(s, [[sable, 1]])).toBe(false);
    expect(accepts(s, [[sable, 2]])).toBe(false);
    expect(accepts(s, [[sable, 3]])).toBe(true);
  });

  it('"goaded by each of your opponents, you choose which opponent it attacks"', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toDeclare(goaded(state, sable, [1, 2]));
    expect(accepts(s, [[sable, 1]])).toBe(true);
    expect(accepts(s, [[sable, 2]])).toBe(true);
    expect(accepts(s, [])).toBe(false);
  });

  it('"the same player goading it again has no effect" (701.15d): Besmirch twice adds one goader', () => {
    const { state } = setup({ players: [{ hand: ['Besmirch', 'Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] }, { battlefield: ['Bronze Sable'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const [b1, b2] = state.players[0]!.hand;
    let s = castAndResolve(state, 0, b1!, [{ object: sable }]);
    s = castAndResolve(s, 0, b2!, [{ object: sable }]);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
    expect(events(s, 'goad').map((e) => e.rule)).toEqual(['701.15a']);
  });

  it('"is tapped … or hasn\'t been under that player\'s control continuously since the turn began … then it doesn\'t attack"', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Bronze Sable', tapped: true }, { card: 'Bronze Sable', sick: true }, 'Bronze Sable'] }, {}] });
    const [tapped, sick, ready] = permanents(state, 'Bronze Sable');
    let s = goaded(goaded(state, tapped!, [1]), sick!, [1]);
    s = toDeclare(s);
    expect(accepts(s, [])).toBe(true);
    // with only exempt creatures goaded, no search forces the ready one to attack
    expect(accepts(s, [[ready!, 1]])).toBe(true);
  });

  it('"Being goaded isn\'t an ability the creature has" and "if another player gains control of it … it must attack again if able"', () => {
    const { state } = setup({ players: [{ hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    // player 2 goaded it first; player 0 takes it, untaps it and goads it too
    let s = goaded(state, sable, [2]);
    s = castAndResolve(s, 0, state.players[0]!.hand[0]!, [{ object: sable }]);
    expect(s.objects[sable]!.goadedBy).toEqual([2, 0]);
    s = toDeclare(s);
    // under player 0's control it must attack player 1, the one opponent who did not goad it
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[sable, 2]])).toBe(false);
    expect(accepts(s, [[sable, 1]])).toBe(true);
  });

  it('"If, during a player’s declare attackers step, a creature that player controls that’s been goaded … is affected by a spell or ability that says it can’t attack … then it doesn’t attack." (Crown-Hunter Hireling may attack only the monarch, its goader)', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Crown-Hunter Hireling'] }, {}, {}] });
    const hireling = permanent(state, 'Crown-Hunter Hireling');
    const s = toDeclare(goaded(state, hireling, [1]));
    // attacking player 2 would obey both requirements but breaks the restriction; attacking the goader obeys one
    expect(tryApply(s, { type: 'declareAttacker', player: 0, attacker: hireling, target: { player: 2 } }).ok).toBe(false);
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[hireling, 1]])).toBe(true);
  });

  it('"Attacking with a goaded creature doesn’t cause it to stop being goaded. If there is an additional combat phase that turn, … it must attack again if able." (Scourge of the Throne adds the combat phase, CR 500.8)', () => {
    const { state } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Bronze Sable'] }, {}, { life: 19 }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = toDeclare(goaded(state, sable, [2]));
    expect(accepts(s, [[permanent(s, 'Scourge of the Throne'), 1], [sable, 1]])).toBe(true);
    s = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Scourge of the Throne'), target: { player: 1 } }), { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = toDeclare(s);
    expect(s.turn.number).toBe(state.turn.number);
    expect(s.objects[sable]!.goadedBy).toEqual([2]);
    expect(accepts(s, [])).toBe(false);
    expect(accepts(s, [[sable, 1]])).toBe(true);
  });

  it('ends as the goading player\'s next turn begins, citing 701.15a', () => {
    // tapped, so that its controller's turn can pass without an attack
    const { state } = setup({ players: [{ battlefield: [{ card: 'Bronze Sable', tapped: true }] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = goaded(state, sable, [1, 2]);
    s = nextTurn(s); // player 1's turn
    expect(s.objects[sable]!.goadedBy).toEqual([2]);
    s = nextTurn(s); // player 2's turn
    expect(s.objects[sable]!.goadedBy).toBeUndefined();
    expect(events(s, 'goadEnds').map((e) => [e.player, e.rule])).toEqual([[1, '701.15a'], [2, '701.15a']]);
  });

  it('ends as the goading player\'s next turn begins even while the creature is phased out (701.15a; 702.26d: the same object)', () => {
    // player 0's Sable phases out in each of player 0's untap steps; player 1 goads it in turn 2
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = goaded(nextTurn(withKeywords(state, sable, ['phasing'], 'forever')), sable, [1]);
    s = nextTurn(s); // player 0's turn 3: it phases out, still goaded
    expect(s.phasedOut).toEqual([sable]);
    expect(s.objects[sable]!.goadedBy).toEqual([1]);
    s = nextTurn(s); // player 1's turn 4: the goad ends though the Sable is phased out
    expect(s.phasedOut).toEqual([sable]);
    expect(s.objects[sable]!.goadedBy).toBeUndefined();
    expect(events(s, 'goadEnds')).toEqual([expect.objectContaining({ rule: '701.15a', player: 1, object: sable })]);
    s = toDeclare(nextTurn(s)); // player 0's turn 5: it phased in, not goaded, so it need not attack
    expect(s.battlefield).toContain(sable);
    expect(accepts(s, [])).toBe(true);
  });

  it('701.15b: goaded is a designation every player sees: each view, and a spectator\'s, names who goaded the creature, until it ends', () => {
    const { state } = setup({ players: [{ hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    expect(view(state, 1).battlefield.find((o) => o.id === sable)?.goadedBy).toBeUndefined();
    const s = castAndResolve(state, 0, state.players[0]!.hand[0]!, [{ object: sable }]);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(view(s, viewer).battlefield.find((o) => o.id === sable)?.goadedBy).toEqual([0]);
    }
    // goaded by players 1 and 2; player 1's turn ends player 1's goading, player 2's the rest (701.15a)
    const { state: later } = setup({ players: [{ battlefield: [{ card: 'Bronze Sable', tapped: true }] }, {}, {}] });
    const tapped = permanent(later, 'Bronze Sable');
    let t = nextTurn(goaded(later, tapped, [1, 2]));
    expect(view(t, 0).battlefield.find((o) => o.id === tapped)?.goadedBy).toEqual([2]);
    t = nextTurn(t);
    expect(view(t, 0).battlefield.find((o) => o.id === tapped)?.goadedBy).toBeUndefined();
  });

  it('with no goaded creature, any declaration is accepted (no requirements)', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}] });
    expect(accepts(toDeclare(state), [])).toBe(true);
  });
});
