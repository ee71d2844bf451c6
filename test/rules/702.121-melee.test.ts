import { describe, expect, it } from 'vitest';
import { apply, deserialize, rules, serialize, type ReadonlyGameState } from '../../src/index.js';
import { attack, cast, events, permanent, permanents, pt, putTrigger, resolveStack, resolveTop, setup } from '../cards/helpers.js';

const THREE_MOUNTAINS = ['Mountain', 'Mountain', 'Mountain'];

/** The melee abilities on the stack. */
function meleeOnStack(s: ReadonlyGameState) {
  return s.stack.map((id) => s.objects[id]!).filter((o) => o.rule === '702.121');
}

describe('702.121 Melee', () => {
  it('is melee in the registry, also by its 2016 number 702.120', () => {
    expect(rules.get('702.121')).toMatchObject({ number: '702.121', title: 'Melee', implemented: true, keywords: ['melee'] });
    expect(rules.get('702.120', '2016-08-26')?.number).toBe('702.121');
    expect(rules.get('melee')?.number).toBe('702.121');
  });

  it('702.121a: triggers as the creature attacks, citing its rule, with the creature as its source', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard'] }, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    const s = attack(state, [[wings, 1]]);
    expect(meleeOnStack(s)).toEqual([expect.objectContaining({ source: wings, controller: 0 })]);
    expect(events(s, 'trigger')).toEqual([expect.objectContaining({ rule: '702.121a', card: 'Wings of the Guard', player: 0 })]);
  });

  it('does not trigger for a creature with melee that does not attack', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable'] }, {}, {}] });
    const s = attack(state, [[permanent(state, 'Bronze Sable'), 1]]);
    expect(meleeOnStack(s)).toEqual([]);
    expect(pt(resolveStack(s), permanent(s, 'Wings of the Guard'))).toEqual([1, 1]);
  });

  it('"It doesn\'t matter how many creatures you attacked a player with, only that you attacked a player with at least one creature. For example, if you attack one player with Wings of the Guard and another player with five creatures, Wings of the Guard will get +2/+2 until end of turn."', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable', 'Bronze Sable', 'Bronze Sable', 'Bronze Sable', 'Bronze Sable'] }, {}, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    const sables = permanents(state, 'Bronze Sable');
    let s = attack(state, [[wings, 1], ...sables.map((id): [number, number] => [id, 2])]);
    s = resolveStack(s);
    expect(pt(s, wings)).toEqual([3, 3]);
  });

  it('gives +1/+1 for each opponent attacked: three opponents, +3/+3; one, +1/+1', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable', 'Bronze Sable'] }, {}, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    const [a, b] = permanents(state, 'Bronze Sable');
    expect(pt(resolveStack(attack(state, [[wings, 1], [a!, 2], [b!, 3]])), wings)).toEqual([4, 4]);
    expect(pt(resolveStack(attack(state, [[wings, 1], [a!, 1]])), wings)).toEqual([2, 2]);
  });

  it('the bonus lasts until end of turn', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable'] }, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    let s = resolveStack(attack(state, [[wings, 1], [permanent(state, 'Bronze Sable'), 2]]));
    expect(pt(s, wings)).toEqual([3, 3]);
    s = resolveStack(apply(s, { type: 'pass', player: 0 }));
    while (s.turn.number === state.turn.number) {
      const d = s.decision!;
      s = d.kind === 'declareBlockers' ? apply(s, { type: 'confirmBlockers', player: d.player }) : apply(s, { type: 'pass', player: d.player });
    }
    expect(pt(s, wings)).toEqual([1, 1]);
  });

  it('"You determine the size of the bonus as the melee ability resolves. … It doesn\'t matter if the attacking creatures are still attacking or even if they are still on the battlefield."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable', ...THREE_MOUNTAINS], hand: ['Brimstone Volley'] }, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    const sable = permanent(state, 'Bronze Sable');
    let s = attack(state, [[wings, 1], [sable, 2]]);
    expect(meleeOnStack(s)).toHaveLength(1);
    // in response to melee, the creature that attacked the second opponent dies
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]));
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(pt(s, wings)).toEqual([3, 3]);
  });

  it('"… It doesn\'t matter if the attacking creatures are still attacking …" (CR 702.121a, 506.4): the creature that attacked the second opponent is removed from combat by Hollowhenge Spirit, still on the battlefield', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Hollowhenge Spirit'] }, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    const sable = permanent(state, 'Bronze Sable');
    let s = attack(state, [[wings, 1], [sable, 2]]);
    expect(meleeOnStack(s)).toHaveLength(1);
    // in response to melee, Hollowhenge Spirit (flash) enters and removes Bronze Sable from combat
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!));
    s = resolveTop(putTrigger(s, [{ object: sable }]));
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([wings]);
    expect(meleeOnStack(s)).toHaveLength(1);
    s = resolveStack(s);
    expect(permanents(s, 'Bronze Sable')).toEqual([sable]);
    expect(pt(s, wings)).toEqual([3, 3]);
  });

  it('"It also doesn\'t matter if the opponent you attacked is still in the game."', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable'] }, {}, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    let s = attack(state, [[wings, 1], [permanent(state, 'Bronze Sable'), 2]]);
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.players[2]!.inGame).toBe(false);
    expect(meleeOnStack(s)).toHaveLength(1);
    s = resolveStack(s);
    expect(pt(s, wings)).toEqual([3, 3]);
  });

  it('702.121b: "If a creature has multiple instances of melee, each triggers separately" (Adriana gives a second)', () => {
    const { state } = setup({ players: [{ battlefield: ['Adriana, Captain of the Guard', 'Wings of the Guard', 'Bronze Sable'] }, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    let s = attack(state, [[wings, 1], [permanent(state, 'Bronze Sable'), 2]]);
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    expect(meleeOnStack(s).filter((o) => o.source === wings)).toHaveLength(2);
    s = resolveStack(s);
    expect(pt(s, wings)).toEqual([5, 5]);
  });

  it('a melee ability on the stack survives a save and a load', () => {
    const { state } = setup({ players: [{ battlefield: ['Wings of the Guard', 'Bronze Sable'] }, {}, {}] });
    const wings = permanent(state, 'Wings of the Guard');
    const s = attack(state, [[wings, 1], [permanent(state, 'Bronze Sable'), 2]]);
    const loaded = deserialize(serialize(s));
    expect(loaded).toEqual(s);
    expect(pt(resolveStack(loaded), wings)).toEqual([3, 3]);
  });

  it('in a two-player game, the one opponent gives +1/+1', () => {
    const { state } = setup({ format: 'two-player', players: [{ battlefield: ['Menagerie Liberator'] }, {}] });
    const lib = permanent(state, 'Menagerie Liberator');
    expect(pt(resolveStack(attack(state, [[lib, 1]])), lib)).toEqual([4, 3]);
  });
});
