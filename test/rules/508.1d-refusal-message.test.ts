/**
 * CR 508.1d, 509.1c: a declaration of attackers (or blockers) obeying fewer requirements than the
 * most possible is refused with a message that says how many it obeys and how many a legal
 * declaration does, which creature leaves which requirement unobeyed and what puts that requirement
 * there (its own ability, an Aura, goad, an effect's card), and a declaration that obeys the most.
 */
import { describe, expect, it } from 'vitest';
import { tryApply, type Action, type ObjectId, type PlayerId, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { attack, castAndResolve, nextTurn, passUntil, permanent, setup, skipUntil, toBlockers } from '../cards/helpers.js';

/** The state with `id` goaded by these players, as resolved goads would leave it (CR 701.15a). */
function goaded(state: ReadonlyGameState, id: ObjectId, by: PlayerId[]): ReadonlyGameState {
  return editState(state, (s) => {
    mutableObject(s, id).goadedBy = by;
  });
}

/** Passes to the declaration of attackers. */
function toDeclare(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.decision?.kind === 'declareAttackers');
}

/** The message of the refusal of `action`, which must be refused for `rule`. */
function refusal(state: ReadonlyGameState, action: Action, rule = '508.1d'): string {
  const r = tryApply(state, action);
  if (r.ok) throw new Error('the action was accepted');
  expect(r.error).toMatchObject({ code: 'illegal', rule });
  return r.error.message;
}

describe('508.1d: a refused declaration of attackers says which requirement is disobeyed, and by which creature', () => {
  it('Galvanic Juggernaut ("attacks each combat if able") left home: its own ability, 0 obeyed of 1, and the declaration that obeys it', () => {
    const { state } = setup({ players: [{ battlefield: ['Galvanic Juggernaut'] }, {}] });
    const juggernaut = permanent(state, 'Galvanic Juggernaut');
    const s = toDeclare(state);
    const message = refusal(s, { type: 'confirmAttackers', player: 0 });
    expect(message).toBe(
      'that attack is not legal: it obeys 0 attack requirements of your creatures, fewer than the 1 a legal declaration obeys. '
      + `"Galvanic Juggernaut" (${juggernaut}) does not attack, leaving "attacks if able" (its own ability, CR 508.1d) unobeyed. `
      + `A declaration obeying 1: "Galvanic Juggernaut" (${juggernaut}) attacking player 1 (CR 508.1d)`,
    );
  });

  it('goad under Silent Arbiter: the goaded creature attacking its goader obeys one of its two requirements; the other creature attacking instead obeys none', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wild Griffin'] }, {}, { battlefield: ['Silent Arbiter'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const griffin = permanent(state, 'Wild Griffin');
    const s = toDeclare(goaded(state, sable, [1]));
    const atGoader = refusal(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { player: 1 } }] });
    expect(atGoader).toBe(
      'that attack is not legal: it obeys 1 attack requirement of your creatures, fewer than the 2 a legal declaration obeys. '
      + `"Bronze Sable" (${sable}) attacks player 1, leaving "attacks a player other than player 1 if able" (goaded by player 1, CR 701.15b) unobeyed. `
      + `A declaration obeying 2: "Bronze Sable" (${sable}) attacking player 2 (CR 508.1d)`,
    );
    // only one creature can attack (CR 508.1c): the Griffin's attack leaves both of the Sable's requirements unobeyed
    const other = refusal(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: griffin, target: { player: 2 } }] });
    expect(other).toContain('it obeys 0 attack requirements of your creatures, fewer than the 2 a legal declaration obeys');
    expect(other).toContain(`"Bronze Sable" (${sable}) does not attack, leaving "attacks if able" (goaded by player 1, CR 701.15b) and "attacks a player other than player 1 if able" (goaded by player 1, CR 701.15b) unobeyed`);
    expect(other).not.toContain('Wild Griffin');
  });

  it('goad and Vow of Duty: the creature can attack only its goader, so the best declaration obeys one requirement, and staying home is refused naming only that one', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Vow of Duty'] },
        { battlefield: ['token:beast-3-3'] },
        {},
      ],
    });
    const beast = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    s = skipUntil(nextTurn(goaded(s, beast, [2])), (x) => x.decision?.kind === 'declareAttackers');
    const message = refusal(s, { type: 'confirmAttackers', player: 1 });
    expect(message).toContain('fewer than the 1 a legal declaration obeys');
    expect(message).toContain(`(${beast}) does not attack, leaving "attacks if able" (goaded by player 2, CR 701.15b) unobeyed`);
    expect(message).not.toContain('other than player 2');
    expect(message).toContain(`(${beast}) attacking player 2 (CR 508.1d)`);
  });

  it('an Aura\'s requirement is named by the Aura (Uncontrollable Anger)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Uncontrollable Anger'] },
        { battlefield: ['token:beast-3-3'] },
      ],
    });
    const beast = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    s = skipUntil(nextTurn(s), (x) => x.decision?.kind === 'declareAttackers');
    expect(refusal(s, { type: 'confirmAttackers', player: 1 })).toContain('leaving "attacks if able" ("Uncontrollable Anger", CR 508.1d) unobeyed');
  });
});

describe('509.1c: a refused declaration of blockers says which requirement is disobeyed, and on which creature', () => {
  it('Irresistible Prey ("must be blocked if able"): no block, or a block of the other attacker, is refused naming the creature, the card and a declaration that obeys it', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Lizard Warrior', 'Typhoid Rats'], hand: ['Irresistible Prey'] }, { battlefield: ['Bronze Sable'] }] });
    const [lizard, rats, sable] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Typhoid Rats'), permanent(state, 'Bronze Sable')];
    const s = toBlockers(attack(castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: lizard }]), [[lizard, 1], [rats, 1]]));
    const expected = 'those blocks are not legal: they obey 0 blocking requirements, fewer than the 1 a legal declaration obeys. '
      + `"Lizard Warrior" (${lizard}) is not blocked, leaving "must be blocked if able" ("Irresistible Prey") unobeyed. `
      + `A legal declaration obeying 1 has "Bronze Sable" (${sable}) blocking "Lizard Warrior" (${lizard}) (CR 509.1c)`;
    expect(refusal(s, { type: 'confirmBlockers', player: 1 }, '509.1c')).toBe(expected);
    expect(refusal(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: sable, attacker: rats }] }, '509.1c')).toBe(expected);
  });

  it('Provoke ("blocks if able"): the Hawk blocking alone is refused naming the Sable that must block', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Forest', 'Forest', 'Lizard Warrior'], hand: ['Provoke'] }, { battlefield: [{ card: 'Bronze Sable', tapped: true }, 'Courier Hawk'] }],
    });
    const [lizard, sable, hawk] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Bronze Sable'), permanent(state, 'Courier Hawk')];
    const s = toBlockers(attack(castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]), [[lizard, 1]]));
    const message = refusal(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: hawk, attacker: lizard }] }, '509.1c');
    expect(message).toContain('they obey 0 blocking requirements, fewer than the 1 a legal declaration obeys');
    expect(message).toContain(`"Bronze Sable" (${sable}) does not block, leaving "blocks if able" ("Provoke") unobeyed`);
    expect(message).toContain(`has "Bronze Sable" (${sable}) blocking "Lizard Warrior" (${lizard})`);
  });
});
