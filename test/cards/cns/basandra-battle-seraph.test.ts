import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../../src/index.js';
import { activate, attack, castable, expectRefused, keywords, nextTurn, passToPlayer, passUntil, permanent, resolveStack, setup } from '../helpers.js';

const SERAPH = 'Basandra, Battle Seraph';

describe('Basandra, Battle Seraph', () => {
  it('Flying; players can\'t cast spells during combat (CR 601.3): an instant is castable in the main phase, not in a combat step', () => {
    const { state, ids } = setup({ players: [{ battlefield: [SERAPH, 'Lizard Warrior'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const murder = ids.hand[1]![0]!;
    const lizard = permanent(state, 'Lizard Warrior');
    expect(keywords(state, permanent(state, SERAPH))).toEqual(['flying']);
    let s = passToPlayer(state, 1);
    expect(s.turn.step).toBe('main1');
    expect(castable(s, 1, murder, [{ object: lizard }])).toBe(true);
    s = passToPlayer(passUntil(s, (x) => x.turn.step === 'beginCombat'), 1);
    expect(castable(s, 1, murder, [{ object: lizard }])).toBe(false);
    expectRefused(s, { type: 'cast', player: 1, card: murder, targets: [{ object: lizard }], x: 0 }, 'illegal', '601.3');
    s = passToPlayer(attack(s, [[lizard, 1]]), 1);
    expect(s.turn.step).toBe('declareAttackers');
    expect(castable(s, 1, murder, [{ object: lizard }])).toBe(false);
  });

  it('"While Basandra, Battle Seraph is on the battlefield, players can’t cast any spells during the combat phase, including permanent spells with flash." (Stunt Double); without it, they can', () => {
    const { state, ids } = setup({ players: [{ battlefield: [SERAPH, 'Lizard Warrior'] }, { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Stunt Double'] }] });
    const s = passToPlayer(attack(state, [[permanent(state, 'Lizard Warrior'), 1]]), 1);
    expect(castable(s, 1, ids.hand[1]![0]!)).toBe(false);
    const without = setup({ players: [{ battlefield: ['Lizard Warrior'] }, { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Stunt Double'] }] });
    const t = passToPlayer(attack(without.state, [[permanent(without.state, 'Lizard Warrior'), 1]]), 1);
    expect(castable(t, 1, without.ids.hand[1]![0]!)).toBe(true);
  });

  it('"Players can\'t cast spells during combat." — every player: in a three-player game neither Basandra\'s controller, nor the attacking player, nor the other opponent may cast an instant in a combat step, though the active player may in the main phase (CR 601.3, 506.1)', () => {
    const swamps = ['Swamp', 'Swamp', 'Swamp'];
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: [SERAPH, ...swamps], hand: ['Murder'] },
        { battlefield: ['Lizard Warrior', ...swamps], hand: ['Murder'] },
        { battlefield: swamps, hand: ['Murder'] },
      ],
    });
    const lizard = permanent(state, 'Lizard Warrior');
    const murders = [0, 1, 2].map((p) => ids.hand[p]![0]!);
    let s = passToPlayer(state, 1);
    expect(s.turn.step).toBe('main1');
    expect(castable(s, 1, murders[1]!, [{ object: lizard }])).toBe(true);
    s = passToPlayer(attack(s, [[lizard, 2]]), 1);
    expect(s.turn.step).toBe('declareAttackers');
    for (const p of [1, 2, 0]) {
      s = passToPlayer(s, p);
      expect(s.turn.step).toBe('declareAttackers');
      expectRefused(s, { type: 'cast', player: p, card: murders[p]!, targets: [{ object: lizard }], x: 0 }, 'illegal', '601.3');
    }
  });

  it('"Players may still activate abilities during combat." ({R}: Target creature attacks this turn if able, activated in a combat step)', () => {
    const { state } = setup({ players: [{ battlefield: [SERAPH, 'Mountain', 'Lizard Warrior'] }, {}] });
    const s = passUntil(state, (x) => x.turn.step === 'beginCombat');
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === permanent(state, SERAPH))).toBe(true);
    const after = resolveStack(activate(s, 0, permanent(state, SERAPH), 0, [{ object: permanent(state, 'Lizard Warrior') }]));
    expect(after.ruleEffects.filter((e) => e.kind === 'attacksIfAble')).toHaveLength(1);
  });

  it('{R}: Target creature attacks this turn if able (CR 508.1d): not attacking with it is refused', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: [SERAPH, 'Mountain'] }, { battlefield: ['Lizard Warrior', 'Bronze Sable'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = passToPlayer(state, 0);
    s = resolveStack(activate(s, 0, permanent(state, SERAPH), 0, [{ object: lizard }]));
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expectRefused(s, { type: 'confirmAttackers', player: 1 }, 'illegal', '508.1d');
    expectRefused(apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Bronze Sable'), target: { player: 0 } }), { type: 'confirmAttackers', player: 1 }, 'illegal', '508.1d');
    s = apply(apply(s, { type: 'declareAttacker', player: 1, attacker: lizard, target: { player: 0 } }), { type: 'confirmAttackers', player: 1 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([lizard]);
  });

  it('"… attacks this turn if able": only this turn — activated on an opponent\'s creature in your turn, it binds nothing in their next turn', () => {
    const { state } = setup({ players: [{ battlefield: [SERAPH, 'Mountain'] }, { battlefield: ['Lizard Warrior'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = resolveStack(activate(state, 0, permanent(state, SERAPH), 0, [{ object: lizard }]));
    expect(s.ruleEffects.filter((e) => e.kind === 'attacksIfAble')).toHaveLength(1);
    s = passUntil(nextTurn(s), (x) => x.decision?.kind === 'declareAttackers');
    expect(s.turn.active).toBe(1);
    s = apply(s, { type: 'confirmAttackers', player: 1 });
    expect(s.combat?.attackers ?? []).toEqual([]);
    expect(s.ruleEffects.filter((e) => e.kind === 'attacksIfAble')).toEqual([]);
  });

  it('"If, during a player’s declare attackers step, a creature is tapped, … or hasn’t been under that player’s control continuously since the turn began (and doesn’t have haste), then it doesn’t attack. If there’s a cost associated with having a creature attack, the player isn’t forced to pay that cost" (tapped; summoning sick; Ghostly Prison)', () => {
    for (const [creature, extra] of [[{ card: 'Lizard Warrior', tapped: true }, []], [{ card: 'Lizard Warrior', sick: true }, []], ['Lizard Warrior', ['Ghostly Prison']]] as const) {
      const { state } = setup({ active: 1, players: [{ battlefield: [SERAPH, 'Mountain', ...extra] }, { battlefield: [creature, 'Plains', 'Plains'] }] });
      const lizard = permanent(state, 'Lizard Warrior');
      let s = passToPlayer(state, 0);
      s = resolveStack(activate(s, 0, permanent(state, SERAPH), 0, [{ object: lizard }]));
      s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
      if (s.decision?.kind === 'declareAttackers') s = apply(s, { type: 'confirmAttackers', player: 1 });
      expect(s.combat?.attackers ?? []).toEqual([]);
    }
  });
});
