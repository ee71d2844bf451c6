/**
 * Keyword abilities of CNS and CN2 meeting redirection, removal from combat and one another in a
 * multiplayer game (CR 702, 614.9, 506.4, 510): what the keyword does is read on the damage actually
 * dealt, to whatever it is dealt to, and on the creatures still in combat.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type Action } from '../../src/index.js';
import {
  activate, attack, block, canBlock, events, life, passUntil, permanent, permanents, resolveStack, setup, skipUntil, toBlockers, withKeywords,
} from '../cards/helpers.js';

describe('702.2b, 702.15b: deathtouch and lifelink follow damage redirected to a creature (Protector of the Crown, CR 614.9)', () => {
  it('Typhoid Rats and Child of Night attack the monarch: the damage is dealt to the 2/5 Protector, which the Rats\' 1 destroys; the Child\'s controller gains 2; nobody dealt the monarch combat damage', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Typhoid Rats', 'Child of Night'] }, { battlefield: ['Protector of the Crown'] }, {}] });
    const protector = permanent(state, 'Protector of the Crown');
    let s = attack(state, [[permanent(state, 'Typhoid Rats'), 1], [permanent(state, 'Child of Night'), 1]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(20);
    expect(life(s, 0)).toBe(22);
    expect(permanents(s, 'Protector of the Crown')).toEqual([]);
    expect(events(s, 'stateBasedAction')).toEqual([expect.objectContaining({ object: protector, rule: '704.5h' })]);
    expect(s.monarch).toBe(1);
  });

  it('702.16e: the Protector with protection from black prevents the damage redirected to it, so the Rats destroy nothing and the Child gains no life', () => {
    const { state } = setup({ players: [{ battlefield: ['Typhoid Rats', 'Child of Night'] }, { battlefield: ['Protector of the Crown'] }, {}] });
    const protector = permanent(state, 'Protector of the Crown');
    let s = withKeywords(state, protector, ['protection from black']);
    s = attack(s, [[permanent(s, 'Typhoid Rats'), 1], [permanent(s, 'Child of Night'), 1]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect([life(s, 0), life(s, 1)]).toEqual([20, 20]);
    expect(permanents(s, 'Protector of the Crown')).toEqual([protector]);
    expect(s.objects[protector]!.damage).toBe(0);
    expect(events(s, 'preventDamage').map((e) => e.rule)).toEqual(['702.16e', '702.16e']);
  });
});

describe('702.15b, 510.2: a lifelink blocker\'s life gain and the combat damage to its controller happen at once', () => {
  it('player 1 at 2 life takes 3 from an unblocked creature while its Child of Night deals 2 to the other attacker: at 1 life, still in the game (704.5a is checked after)', () => {
    const { state } = setup({ players: [{ battlefield: ['Pillarfield Ox', 'token:beast-3-3'] }, { life: 2, battlefield: ['Child of Night'] }, {}] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = block(attack(state, [[ox, 1], [permanent(state, 'token:beast-3-3'), 1]]), [[permanent(state, 'Child of Night'), ox]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(s.players[1]!.inGame).toBe(true);
    expect(life(s, 1)).toBe(1);
  });
});

describe('702.19d, 701.19a, 506.4: a double striker with trample whose blocker regenerated in the first-strike step', () => {
  it('Pelakka Wurm with double strike blocked by Twisted Abomination: regenerated, the Abomination is removed from combat, so all 7 regular damage goes to the player', () => {
    const { state } = setup({ players: [{ battlefield: ['Pelakka Wurm'] }, { battlefield: ['Twisted Abomination', 'Swamp'] }, {}] });
    const wurm = permanent(state, 'Pelakka Wurm');
    const abomination = permanent(state, 'Twisted Abomination');
    let s = withKeywords(state, wurm, ['double strike']);
    s = block(attack(s, [[wurm, 1]]), [[abomination, wurm]]);
    // player 1 gives the Abomination a regeneration shield before damage
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 1);
    s = resolveStack(activate(s, 1, abomination, 0));
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    // first strike: 3 is lethal to the 5/3, the rest tramples over
    s = apply(s, { type: 'assignDamage', player: 0, attacker: wurm, amounts: [3, 4] });
    s = passUntil(s, (x) => x.turn.step === 'combatDamage');
    expect(permanents(s, 'Twisted Abomination')).toEqual([abomination]);
    expect(s.objects[abomination]!.tapped).toBe(true);
    expect(s.combat!.attackers.find((a) => a.id === wurm)).toMatchObject({ blocked: true, blockers: [] });
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(20 - 4 - 7);
    expect(s.objects[abomination]!.damage).toBe(0);
  });
});

describe('702.9b with 702.111b: a creature with flying and menace needs two blockers that can each block a flier', () => {
  it('Wild Griffin and Netcaster Spider (reach) may block it together; Bronze Sable may not be one of its blockers', () => {
    const { state } = setup({ players: [{ battlefield: ['Pillarfield Ox'] }, { battlefield: ['Wild Griffin', 'Bronze Sable', 'Netcaster Spider'] }, {}] });
    const ox = permanent(state, 'Pillarfield Ox');
    let s = toBlockers(attack(withKeywords(state, ox, ['flying', 'menace']), [[ox, 1]]));
    expect(canBlock(s, permanent(s, 'Bronze Sable'), ox)).toBe(false);
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: permanent(s, 'Wild Griffin'), attacker: ox });
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: permanent(s, 'Netcaster Spider'), attacker: ox });
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    expect(s.combat!.attackers.find((a) => a.id === ox)!.blockers).toHaveLength(2);
  });
});

describe('510.1d, 702.2b: a deathtouch blocker of several attackers', () => {
  it('Guardian of the Gateless given deathtouch by Lace with Moonglove blocks three attackers: 1 damage to each destroys them all', () => {
    const { state } = setup({ players: [{ battlefield: ['Pillarfield Ox', 'Hexplate Golem', 'Lizard Warrior'] }, { battlefield: ['Forest', 'Forest', 'Forest', 'Guardian of the Gateless'], hand: ['Lace with Moonglove'] }, {}] });
    const guardian = permanent(state, 'Guardian of the Gateless');
    const attackers = [permanent(state, 'Pillarfield Ox'), permanent(state, 'Hexplate Golem'), permanent(state, 'Lizard Warrior')];
    let s = toBlockers(attack(state, attackers.map((a): [number, number] => [a, 1])));
    for (const a of attackers) s = apply(s, { type: 'declareBlocker', player: 1, blocker: guardian, attacker: a });
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    // its blocking trigger resolves; player 1 casts Lace with Moonglove on it
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 1 && x.stack.length === 0);
    const lace = s.players[1]!.hand.find((id) => s.objects[id]!.card === 'Lace with Moonglove')!;
    s = resolveStack(apply(s, { type: 'cast', player: 1, card: lace, targets: [{ object: guardian }], x: 0 }));
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    // a 6/6 now (+1/+1 for each creature it blocks): 1, 1 and 4
    const division = legalActions(s).find((a): a is Extract<Action, { type: 'assignDamage' }> => a.type === 'assignDamage' && a.amounts.join() === '1,1,4');
    expect(division).toBeDefined();
    s = skipUntil(apply(s, division!), (x) => x.turn.step === 'main2');
    expect(attackers.filter((a) => s.battlefield.includes(a))).toEqual([]);
    expect(events(s, 'stateBasedAction').filter((e) => e.rule === '704.5h').map((e) => e.object).sort()).toEqual([attackers[0], attackers[1]].sort());
  });
});
