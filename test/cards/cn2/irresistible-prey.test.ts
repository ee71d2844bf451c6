import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { attack, cast, castAndResolve, expectRefused, names, passToPlayer, permanent, resolveStack, setup, toBlockers } from '../helpers.js';

/** The deciding defender's listed block additions, as [blocker, attacker] pairs, and whether confirming is listed. */
function listed(state: ReadonlyGameState): { blocks: [ObjectId, ObjectId][]; confirm: boolean } {
  const actions = legalActions(state);
  return {
    blocks: actions.flatMap((a) => (a.type === 'declareBlocker' ? [[a.blocker, a.attacker] as [ObjectId, ObjectId]] : [])),
    confirm: actions.some((a) => a.type === 'confirmBlockers'),
  };
}

describe('Irresistible Prey', () => {
  it('Target creature must be blocked this turn if able; draw a card (CR 509.1c: no blocks is refused, and only the block that obeys is listed)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Lizard Warrior', 'Typhoid Rats'], hand: ['Irresistible Prey'], library: ['Island', 'Island'] }, { battlefield: ['Bronze Sable'] }] });
    const [lizard, rats, sable] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Typhoid Rats'), permanent(state, 'Bronze Sable')];
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    expect(names(s, 0, 'hand')).toEqual(['Island']);
    s = toBlockers(attack(s, [[lizard, 1], [rats, 1]]));
    expect(listed(s)).toEqual({ blocks: [[sable, lizard]], confirm: false });
    expectRefused(s, { type: 'confirmBlockers', player: 1 }, 'illegal', '509.1c');
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: sable, attacker: rats }] }, 'illegal', '509.1c');
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: sable, attacker: lizard });
    expect(listed(s).confirm).toBe(true);
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    expect(s.combat?.attackers.find((a) => a.id === lizard)?.blockers).toEqual([sable]);
  });

  it('CR 509.1c counts each effect: two Preys on the Lizard, one on the Rats, one Sable to block: blocking the Rats (1 obeyed) is refused, only blocking the Lizard (2) is listed', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Lizard Warrior', 'Typhoid Rats'], hand: ['Irresistible Prey', 'Irresistible Prey', 'Irresistible Prey'], library: ['Island', 'Island', 'Island'] }, { battlefield: ['Bronze Sable'] }] });
    const [lizard, rats, sable] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Typhoid Rats'), permanent(state, 'Bronze Sable')];
    const [a, b, c] = ids.hand[0]! as [ObjectId, ObjectId, ObjectId];
    let s = castAndResolve(state, 0, a, [{ object: lizard }]);
    s = castAndResolve(s, 0, b, [{ object: lizard }]);
    s = castAndResolve(s, 0, c, [{ object: rats }]);
    s = toBlockers(attack(s, [[lizard, 1], [rats, 1]]));
    expect(listed(s)).toEqual({ blocks: [[sable, lizard]], confirm: false });
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: sable, attacker: rats }] }, 'illegal', '509.1c');
    expect(apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: sable, attacker: lizard }] }).combat?.attackers.find((x) => x.id === lizard)?.blockers).toEqual([sable]);
  });

  it('"You can target a creature you don’t control or that otherwise couldn’t attack that turn." (an opponent\'s creature; a creature with summoning sickness)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', { card: 'Lizard Warrior', sick: true }], hand: ['Irresistible Prey', 'Irresistible Prey'] }, { battlefield: ['Bronze Sable'] }],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: permanent(state, 'Lizard Warrior') }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Irresistible Prey', 'Irresistible Prey']);
    expect(names(s, 0, 'hand')).toEqual(['Wastes', 'Wastes']);
  });

  it('"If the targeted creature is an illegal target by the time Irresistible Prey resolves, the spell doesn’t resolve. You won’t draw a card."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Lizard Warrior'], hand: ['Irresistible Prey'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = passToPlayer(cast(state, 0, ids.hand[0]![0]!, [{ object: lizard }]), 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: lizard }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Lizard Warrior', 'Irresistible Prey']);
    expect(names(s, 0, 'hand')).toEqual([]);
  });

  it('"The creature affected by Irresistible Prey doesn’t have to attack that turn."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Lizard Warrior'], hand: ['Irresistible Prey'] }, { battlefield: ['Bronze Sable'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Lizard Warrior') }]);
    s = attack(s, []);
    expect(s.combat?.attackers ?? []).toEqual([]);
  });

  it('"If the affected creature attacks, the defending player must assign at least one blocker to it during the declare blockers step, unless that player controls no creatures that could block it." (a flyer, and only a creature without reach)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Wild Griffin'], hand: ['Irresistible Prey'] }, { battlefield: ['Bronze Sable'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: griffin }]);
    s = toBlockers(attack(s, [[griffin, 1]]));
    if (s.decision?.kind === 'declareBlockers') s = apply(s, { type: 'confirmBlockers', player: 1 });
    expect(s.combat?.attackers[0]?.blocked).toBe(false);
  });

  it('"the defending player must assign at least one blocker to it": in a three-player game only the player it attacks, not another defending player (CR 509.1c, 802.4a)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Forest', 'Lizard Warrior', 'Typhoid Rats'], hand: ['Irresistible Prey'] },
        { battlefield: ['Bronze Sable'] },
        { battlefield: ['Pillarfield Ox'] },
      ],
    });
    const [lizard, rats, sable, ox] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Typhoid Rats'), permanent(state, 'Bronze Sable'), permanent(state, 'Pillarfield Ox')];
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    // the Lizard, which must be blocked, attacks player 2; the Rats attack player 1
    s = toBlockers(attack(s, [[lizard, 2], [rats, 1]]));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    // player 1 is not attacked by the Lizard: they may block nothing
    expect(listed(s)).toEqual({ blocks: [[sable, rats]], confirm: true });
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    // player 2 must block the Lizard with the Ox
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
    expect(listed(s)).toEqual({ blocks: [[ox, lizard]], confirm: false });
    expectRefused(s, { type: 'confirmBlockers', player: 2 }, 'illegal', '509.1c');
    s = apply(apply(s, { type: 'declareBlocker', player: 2, blocker: ox, attacker: lizard }), { type: 'confirmBlockers', player: 2 });
    expect(s.combat?.attackers.map((a) => [a.id, a.blockers])).toEqual([[lizard, [ox]], [rats, []]]);
  });

  it('two creatures that must be blocked and one blocker: blocking either obeys as many requirements as possible', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Lizard Warrior', 'Typhoid Rats'], hand: ['Irresistible Prey', 'Irresistible Prey'] }, { battlefield: ['Bronze Sable'] }] });
    const [lizard, rats, sable] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Typhoid Rats'), permanent(state, 'Bronze Sable')];
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: rats }]);
    s = toBlockers(attack(s, [[lizard, 1], [rats, 1]]));
    expect(listed(s)).toEqual({ blocks: [[sable, lizard], [sable, rats]], confirm: false });
    s = apply(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: sable, attacker: rats }] });
    expect(s.combat?.attackers.find((a) => a.id === rats)?.blocked).toBe(true);
  });
});
