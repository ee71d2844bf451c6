import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/index.js';
import { activate, attack, block, castAndResolve, events, life, passUntil, permanent, permanents, resolveStack, setup } from '../helpers.js';

/** Puts every waiting trigger on the stack (in the order offered), then resolves the stack. */
function putAllAndResolve(state: Parameters<typeof resolveStack>[0]): ReturnType<typeof resolveStack> {
  let s = state;
  while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: s.decision.player, index: 0, targets: [] });
  return resolveStack(s);
}

describe('Carnage Gladiator', () => {
  it('Whenever a creature blocks, that creature\'s controller loses 1 life (a blocker of its own controller, CR 509.1)', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Carnage Gladiator', 'Bronze Sable'] }, { battlefield: ['Lizard Warrior'] }] });
    let s = attack(state, [[permanent(state, 'Lizard Warrior'), 0]]);
    s = block(s, [[permanent(state, 'Bronze Sable'), permanent(state, 'Lizard Warrior')]]);
    s = putAllAndResolve(s);
    expect(life(s, 0)).toBe(19);
    expect(life(s, 1)).toBe(20);
  });

  it('"Carnage Gladiator’s ability triggers whenever any creature blocks, regardless of who controls that creature or which creature it blocked." (an opponent\'s two blockers of another creature: two triggers)', () => {
    const { state } = setup({ players: [{ battlefield: ['Carnage Gladiator', 'Lizard Warrior'] }, { battlefield: ['Bronze Sable', 'Typhoid Rats'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = attack(state, [[lizard, 1]]);
    s = block(s, [[permanent(state, 'Bronze Sable'), lizard], [permanent(state, 'Typhoid Rats'), lizard]]);
    s = putAllAndResolve(s);
    expect(life(s, 1)).toBe(18);
    expect(life(s, 0)).toBe(20);
    expect(events(s, 'loseLife').length).toBe(2);
  });

  it('"If a creature can block multiple creatures and does so, Carnage Gladiator’s ability triggers only once." (Guardian of the Gateless blocking two attackers)', () => {
    const { state } = setup({ players: [{ battlefield: ['Carnage Gladiator', 'Lizard Warrior', 'Bronze Sable'] }, { battlefield: ['Guardian of the Gateless'] }] });
    const [lizard, sable, guardian] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Bronze Sable'), permanent(state, 'Guardian of the Gateless')];
    let s = attack(state, [[lizard, 1], [sable, 1]]);
    s = block(s, [[guardian, lizard], [guardian, sable]]);
    expect(s.pendingTriggers.length + s.stack.length).toBeGreaterThan(0);
    s = putAllAndResolve(s);
    expect(life(s, 1)).toBe(19);
  });

  it('no creature blocking: nothing triggers', () => {
    const { state } = setup({ players: [{ battlefield: ['Carnage Gladiator'] }, { battlefield: ['Bronze Sable'] }] });
    let s = attack(state, [[permanent(state, 'Carnage Gladiator'), 1]]);
    s = block(s, []);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(life(s, 1)).toBe(16);
  });

  it('{1}{B}{R}: Regenerate Carnage Gladiator', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Carnage Gladiator', 'Swamp', 'Mountain', 'Swamp'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    const gladiator = permanent(state, 'Carnage Gladiator');
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, gladiator, 0));
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: gladiator }]);
    expect(permanents(s, 'Carnage Gladiator')).toEqual([gladiator]);
    expect(s.objects[gladiator]!.tapped).toBe(true);
  });
});
