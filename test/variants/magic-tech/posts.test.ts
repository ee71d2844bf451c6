import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/index.js';
import { standingOf } from '../../../src/variants/magic-tech/posts.js';
import { block, events, expectRefused, finishMission, moved, mt, offered, pass, passUntil, resolveStack, sendMission, setPost, underConstruction, variant, deployed } from './helpers.js';
import { editState } from '../../../src/testing/index.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

describe('MT 5 Patrol and guard', () => {
  it('"revealed creatures remain in the deploy area until the end of your turn" and "Place any creatures you\'ve activated this turn on patrol" (MT 5.3, 11.1)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Bronze Sable')] }, {}] });
    let s = editState(state, (x) => underConstruction(x, ids.battlefield[0]![0]!, 2));
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.battlefield[0]![0]!, targets: [], x: 0 }));
    const sable = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    expect(standingOf(asEngineState(s), sable)).toBe('deploy');
    s = passUntil(s, (x) => x.turn.step === 'main2');
    // in the deploy area it goes on no mission
    expect(offered(s, { type: 'variant', name: 'mission' })).toBe(false);
    s = passUntil(s, (x) => x.turn.step === 'end');
    expect(standingOf(asEngineState(s), sable)).toBe('patrol');
    expect(events(s, 'patrol').at(-1)).toMatchObject({ rule: 'MT 11.1', object: sable });
  });

  it('"Place any creatures you\'ve activated this turn on patrol": one that enters during the end phase goes on patrol as the phase ends, not a turn later (MT 11.1; Cloaked Siren, flash)', () => {
    const { state, ids } = mt({ players: [{}, { battlefield: [deployed('Cloaked Siren'), 'Island'] }] });
    const card = ids.battlefield[1]![0]!;
    let s = editState(state, (x) => underConstruction(x, card, 4));
    // player 1 turns the Siren face up in player 0's end phase, after creatures went on patrol
    s = passUntil(s, (x) => x.turn.step === 'end' && x.decision?.player === 1);
    s = resolveStack(apply(s, { type: 'cast', player: 1, card, targets: [], x: 0 }));
    expect(s.turn).toMatchObject({ active: 0, step: 'end' });
    const siren = s.battlefield.find((id) => s.objects[id]!.card === 'Cloaked Siren')!;
    expect(standingOf(asEngineState(s), siren)).toBe('deploy');
    s = passUntil(s, (x) => x.turn.active === 1);
    expect(standingOf(asEngineState(s), siren)).toBe('patrol');
    expect(events(s, 'patrol').at(-1)).toMatchObject({ rule: 'MT 11.1', object: siren });
    // on its controller's turn it goes on missions
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(offered(s, { type: 'variant', name: 'mission', target: { player: 0 } })).toBe(true);
  });

  it('"Creatures with immunity to summoning sickness can go on patrol immediately" (MT 5.3)', () => {
    // Queen Marchesa has haste
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Queen Marchesa'), 'Plains', 'Mountain', 'Swamp'] }, {}] });
    let s = editState(state, (x) => underConstruction(x, ids.battlefield[0]![0]!, 4));
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.battlefield[0]![0]!, targets: [], x: 0 }));
    const queen = s.battlefield.find((id) => s.objects[id]!.card === 'Queen Marchesa')!;
    expect(standingOf(asEngineState(s), queen)).toBe('patrol');
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(offered(s, { type: 'variant', name: 'mission', target: { player: 1 } })).toBe(true);
  });

  it('a creature on patrol at once by haste that an effect gave it stays on patrol after the haste is gone: the end phase puts it there (MT 5.3, 11.1; Fires of Yavimaya)', () => {
    // Fires of Yavimaya: "Creatures you control have haste. / Sacrifice Fires of Yavimaya: Target creature gets +2/+2 until end of turn."
    const { state, ids } = mt({ players: [{ battlefield: ['Fires of Yavimaya', 'Bronze Sable'] }, {}] });
    const [fires, sable] = ids.battlefield[0]!;
    expect(standingOf(asEngineState(state), sable!)).toBe('patrol');
    // the opponent's turn: Fires of Yavimaya is sacrificed, the Sable has haste no more
    let s = passUntil(state, (x) => x.turn.active === 1 && x.decision?.player === 0);
    s = resolveStack(apply(s, { type: 'activate', player: 0, source: fires!, ability: 0, targets: [{ object: sable! }], x: 0 }));
    expect(s.battlefield).not.toContain(fires);
    expect(standingOf(asEngineState(s), sable!)).toBe('patrol');
  });

  it('a land that was on the table as an end phase went by and becomes a creature since is out of the deploy area: Dread Statuary, "{4}: Dread Statuary becomes a 4/2 Golem artifact creature until end of turn.", blocks and goes on missions; one deployed this turn does not (MT 5.3, 11.1)', () => {
    const { state, ids } = mt({ players: [{ hand: ['Dread Statuary'], battlefield: ['Dread Statuary', ...Array<string>(8).fill('Plains')] }, { battlefield: ['Bronze Sable'] }] });
    const statuary = ids.battlefield[0]![0]!;
    const sable = ids.battlefield[1]![0]!;
    let s = editState(state, (x) => setPost(x, sable, 'patrol'));
    s = passUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main2');
    s = sendMission(s, { player: 0 }, [sable]);
    // its controller animates it during the opponent's mission: it was revealed in an earlier turn, so it is on patrol and blocks (MT 7.1)
    s = pass(s);
    s = resolveStack(apply(s, { type: 'activate', player: 0, source: statuary, ability: 1, targets: [], x: 0 }));
    expect(standingOf(asEngineState(s), statuary)).toBe('patrol');
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = block(s, [[statuary, sable]]);
    s = finishMission(s);
    expect(s.battlefield).not.toContain(sable);
    // its controller's next turn: a second Dread Statuary, deployed now, is revealed this turn
    s = passUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'main1');
    s = apply(s, { type: 'playLand', player: 0, card: ids.hand[0]![0]! });
    const fresh = moved(s, ids.hand[0]![0]!);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    s = resolveStack(apply(s, { type: 'activate', player: 0, source: statuary, ability: 1, targets: [], x: 0 }));
    s = resolveStack(apply(s, { type: 'activate', player: 0, source: fresh, ability: 1, targets: [], x: 0 }));
    expect(standingOf(asEngineState(s), statuary)).toBe('patrol');
    expect(standingOf(asEngineState(s), fresh)).toBe('deploy');
    s = passUntil(variant(s, 0, 'mission', undefined, { player: 1 }), (x) => x.decision?.kind !== 'priority');
    expect(offered(s, { type: 'declareAttacker', attacker: statuary })).toBe(true);
    expect(offered(s, { type: 'declareAttacker', attacker: fresh })).toBe(false);
  });

  it('Guardian Zendikon, "Enchanted land is a 2/6 white Wall creature with defender.", on a land of an earlier turn: the Wall is on patrol at once (MT 5.3)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Guardian Zendikon', 3), 'Plains', 'Swamp'] }, {}] });
    const [zendikon, , swamp] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.turn.active === 0 && x.turn.number === 4 && x.turn.step === 'main1');
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: zendikon!, targets: [{ object: swamp! }], x: 0 }));
    expect(s.battlefield.some((id) => s.objects[id]!.card === 'Guardian Zendikon' && JSON.stringify(s.objects[id]!.attachedTo) === JSON.stringify({ object: swamp }))).toBe(true);
    expect(standingOf(asEngineState(s), swamp!)).toBe('patrol');
  });

  it('"you can relocate activated creatures that began your turn in play. Creatures on patrol can be moved to guard specific cards, and creatures defending specific cards can be moved on patrol." (MT 5.1)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Pillarfield Ox', 'Plains', { card: 'Bronze Sable', sick: true }] }, {}] });
    const [ox, plains, sable] = ids.battlefield[0]!;
    let s = editState(state, (x) => {
      setPost(x, ox!, 'patrol');
      setPost(x, sable!, 'patrol');
    });
    s = variant(s, 0, 'guard', ox, { object: plains! });
    expect(standingOf(asEngineState(s), ox!)).toEqual({ guard: { object: plains } });
    expect(events(s, 'guard')[0]!.rule).toBe('MT 5.2');
    s = variant(s, 0, 'patrol', ox);
    expect(standingOf(asEngineState(s), ox!)).toBe('patrol');
    expect(events(s, 'patrol').at(-1)!.rule).toBe('MT 5.1');
    // a creature that did not begin the turn in play is not relocated
    expectRefused(s, { type: 'variant', player: 0, name: 'guard', object: sable!, target: { player: 0 } }, 'illegal', 'MT 5.1');
    // relocation is for the deploy phase
    const later = passUntil(s, (x) => x.turn.step === 'main2');
    expectRefused(later, { type: 'variant', player: 0, name: 'guard', object: ox!, target: { player: 0 } }, 'illegal', 'MT 5.1');
  });

  it('"You can protect your stockpile or any card you have in play, even those under construction." (MT 5.2)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Pillarfield Ox', deployed('Divination')] }, { battlefield: ['Island'] }] });
    const [ox, built] = ids.battlefield[0]!;
    const island = ids.battlefield[1]![0]!;
    let s = editState(state, (x) => {
      setPost(x, ox!, 'patrol');
      underConstruction(x, built!, 1);
    });
    expect(offered(s, { type: 'variant', name: 'guard', object: ox, target: { player: 0 } })).toBe(true);
    expect(offered(s, { type: 'variant', name: 'guard', object: ox, target: { object: built! } })).toBe(true);
    expect(offered(s, { type: 'variant', name: 'guard', object: ox, target: { object: island } })).toBe(false);
    expectRefused(s, { type: 'variant', player: 0, name: 'guard', object: ox!, target: { object: island } }, 'illegal', 'MT 5.2');
    expectRefused(s, { type: 'variant', player: 0, name: 'guard', object: ox!, target: { player: 1 } }, 'illegal', 'MT 5.2');
    s = variant(s, 0, 'guard', ox, { object: built! });
    expect(standingOf(asEngineState(s), ox!)).toEqual({ guard: { object: built } });
  });

  it('a guard whose card has left the table is on patrol', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Pillarfield Ox', 'Bronze Sable'] }, { battlefield: ['Mountain', deployed('Flame Slash')] }] });
    const [ox, sable] = ids.battlefield[0]!;
    let s = editState(state, (x) => {
      setPost(x, ox!, { guard: { object: sable! } });
      underConstruction(x, ids.battlefield[1]![1]!, 1);
    });
    expect(standingOf(asEngineState(s), ox!)).toEqual({ guard: { object: sable } });
    // the opponent's Flame Slash is a sorcery: it waits for their turn; kill the Sable there
    s = passUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    s = resolveStack(apply(s, { type: 'cast', player: 1, card: ids.battlefield[1]![1]!, targets: [{ object: sable! }], x: 0 }));
    expect(s.objects[s.objects[sable!]!.movedTo!]!.zone).toBe('graveyard');
    expect(standingOf(asEngineState(s), ox!)).toBe('patrol');
  });
});
