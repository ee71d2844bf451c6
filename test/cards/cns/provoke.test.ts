import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize } from '../../../src/index.js';
import { attack, castable, castAndResolve, expectRefused, names, nextTurn, permanent, setup, toBlockers } from '../helpers.js';

describe('Provoke', () => {
  it('Untap target creature you don\'t control. That creature blocks this turn if able. Draw a card. (CR 509.1c: not blocking is refused)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Lizard Warrior', 'Typhoid Rats'], hand: ['Provoke'], library: ['Island'] }, { battlefield: [{ card: 'Bronze Sable', tapped: true }, 'Courier Hawk'] }],
    });
    const [lizard, rats, sable, hawk] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Typhoid Rats'), permanent(state, 'Bronze Sable'), permanent(state, 'Courier Hawk')];
    expect(castable(state, 0, ids.hand[0]![0]!, [{ object: lizard }])).toBe(false);
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(s.objects[sable]!.tapped).toBe(false);
    expect(names(s, 0, 'hand')).toEqual(['Island']);
    s = toBlockers(attack(s, [[lizard, 1], [rats, 1]]));
    expectRefused(s, { type: 'confirmBlockers', player: 1 }, 'illegal', '509.1c');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: hawk, attacker: lizard }] }, 'illegal', '509.1c');
    // every block may be added (the Hawk's too, if the Sable then blocks), but confirming waits for the Sable
    const adds = legalActions(s).filter((a) => a.type === 'declareBlocker').map((a) => (a.type === 'declareBlocker' ? [a.blocker, a.attacker] : []));
    expect(adds).toEqual([[sable, lizard], [sable, rats], [hawk, lizard], [hawk, rats]]);
    const withHawk = apply(s, { type: 'declareBlocker', player: 1, blocker: hawk, attacker: lizard });
    expect(legalActions(withHawk).some((a) => a.type === 'confirmBlockers')).toBe(false);
    expect(legalActions(withHawk).filter((a) => a.type === 'declareBlocker').every((a) => a.type === 'declareBlocker' && a.blocker === sable)).toBe(true);
    s = apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: sable, attacker: rats }, { blocker: hawk, attacker: lizard }] });
    expect(s.combat?.blockers.map((b) => b.id).sort()).toEqual([sable, hawk].sort());
  });

  it('"Draw a card.": only its caster draws, in a 3-player game (CR 121.1)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Forest', 'Forest'], hand: ['Provoke'], library: ['Island'] },
        { battlefield: [{ card: 'Bronze Sable', tapped: true }], library: ['Plains'] },
        { library: ['Swamp'] },
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(s.objects[sable]!.tapped).toBe(false);
    expect([names(s, 0, 'hand'), names(s, 1, 'hand'), names(s, 2, 'hand')]).toEqual([['Island'], [], []]);
    expect([names(s, 1, 'library'), names(s, 2, 'library')]).toEqual([['Plains'], ['Swamp']]);
  });

  it('"You can target an untapped creature."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Lizard Warrior'], hand: ['Provoke'] }, { battlefield: ['Bronze Sable'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Provoke']);
    s = toBlockers(attack(s, [[permanent(state, 'Lizard Warrior'), 1]]));
    expectRefused(s, { type: 'confirmBlockers', player: 1 }, 'illegal', '509.1c');
  });

  it('"if able": a creature that can block none of the attackers (a flyer attacks) need not block', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Wild Griffin'], hand: ['Provoke'] }, { battlefield: ['Bronze Sable'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = toBlockers(attack(s, [[permanent(state, 'Wild Griffin'), 1]]));
    if (s.decision?.kind === 'declareBlockers') s = apply(s, { type: 'confirmBlockers', player: 1 });
    expect(s.combat?.blockers).toEqual([]);
  });

  it('the requirement lasts this turn only: next turn the creature need not block', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Lizard Warrior'], hand: ['Provoke'] }, { battlefield: ['Bronze Sable', 'Typhoid Rats'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(s.ruleEffects.filter((e) => e.kind === 'blocksIfAble')).toHaveLength(1);
    expect(deserialize(serialize(s)).ruleEffects).toEqual(s.ruleEffects);
    const next = nextTurn(s);
    expect(next.ruleEffects).toEqual([]);
  });
});
