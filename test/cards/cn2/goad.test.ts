import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, tryApply, type GameState } from '../../../src/index.js';
import { cast, castAndResolve, choose, keywords, nextTurn, passUntil, permanent, putTrigger, resolveStack, setup } from '../helpers.js';

/** Passes to the declaration of attackers. */
function toDeclare(state: GameState): GameState {
  return passUntil(state, (s) => s.decision?.kind === 'declareAttackers');
}

/** Resolves the stack, answering "yes" (or "no") to the "you may" of a resolving goad ability. */
function resolveAnswering(state: GameState, yes: boolean): GameState {
  let s = resolveStack(state);
  while (s.decision?.kind === 'choose') s = resolveStack(choose(s, [yes ? 0 : 1]));
  return s;
}

describe('Jeering Homunculus', () => {
  it('"When Jeering Homunculus enters the battlefield, you may goad target creature."', () => {
    const { state } = setup({ players: [{ hand: ['Jeering Homunculus'], battlefield: ['Island', 'Island'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    s = putTrigger(s, [{ object: sable }]);
    s = resolveAnswering(s, true);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
    // on player 1's turn the Sable must attack player 2, not player 0 who goaded it
    s = toDeclare(nextTurn(s));
    expect(tryApply(s, { type: 'confirmAttackers', player: 1 }).ok).toBe(false);
    const at0 = apply(s, { type: 'declareAttacker', player: 1, attacker: sable, target: { player: 0 } });
    expect(legalActions(at0).some((a) => a.type === 'confirmAttackers')).toBe(false);
    const at2 = apply(s, { type: 'declareAttacker', player: 1, attacker: sable, target: { player: 2 } });
    expect(apply(at2, { type: 'confirmAttackers', player: 1 }).combat?.attackers.map((a) => a.defender)).toEqual([2]);
  });

  it('"you may": declining goads nothing', () => {
    const { state } = setup({ players: [{ hand: ['Jeering Homunculus'], battlefield: ['Island', 'Island'] }, { battlefield: ['Bronze Sable'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = putTrigger(resolveStack(cast(state, 0, state.players[0]!.hand[0]!)), [{ object: sable }]);
    s = resolveAnswering(s, false);
    expect(s.objects[sable]!.goadedBy).toBeUndefined();
  });
});

for (const name of ['Goblin Racketeer', 'Coveted Peacock'] as const) {
  describe(name, () => {
    it(`"Whenever ${name} attacks, you may goad target creature defending player controls."`, () => {
      const { state } = setup({ players: [{ battlefield: [name] }, { battlefield: ['Bronze Sable'] }, { battlefield: ['Bronze Sable'] }] });
      const attacker = permanent(state, name);
      const [mine, other] = state.battlefield.filter((id) => state.objects[id]!.card === 'Bronze Sable');
      let s = toDeclare(state);
      s = apply(s, { type: 'declareAttacker', player: 0, attacker, target: { player: 1 } });
      s = apply(s, { type: 'confirmAttackers', player: 0 });
      // only the defending player's creature is a legal target, so the trigger goes on the stack aimed at it
      expect(s.decision?.kind).toBe('priority');
      expect(s.objects[s.stack[s.stack.length - 1]!]!.targets).toEqual([{ object: mine! }]);
      s = resolveAnswering(s, true);
      expect(s.objects[mine!]!.goadedBy).toEqual([0]);
      expect(s.objects[other!]!.goadedBy).toBeUndefined();
    });
  });
}

describe('Coveted Peacock', () => {
  it('Flying', () => {
    const { state } = setup({ players: [{ battlefield: ['Coveted Peacock'] }, {}] });
    expect(keywords(state, permanent(state, 'Coveted Peacock'))).toEqual(['flying']);
  });
});

describe('Besmirch', () => {
  it('"Until end of turn, gain control of target creature and it gains haste. Untap and goad that creature."', () => {
    const { state } = setup({ players: [{ hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, { battlefield: [{ card: 'Bronze Sable', tapped: true, sick: true }] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, state.players[0]!.hand[0]!, [{ object: sable }]);
    expect(characteristics(s, sable).controller).toBe(0);
    expect(keywords(s, sable)).toContain('haste');
    expect(s.objects[sable]!.tapped).toBe(false);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
    // "The creature you gain control of must attack during your turn if able."
    s = toDeclare(s);
    expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    s = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } }), { type: 'confirmAttackers', player: 0 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable]);
    // control returns at end of turn; the goad by player 0 lasts until player 0's next turn
    s = passUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(characteristics(s, sable).controller).toBe(1);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
  });

  it('"Besmirch can target any creature, including one you already control"', () => {
    const { state } = setup({ players: [{ hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain', { card: 'Bronze Sable', tapped: true }] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const s = castAndResolve(state, 0, state.players[0]!.hand[0]!, [{ object: sable }]);
    expect(s.objects[sable]!.tapped).toBe(false);
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
  });
});
