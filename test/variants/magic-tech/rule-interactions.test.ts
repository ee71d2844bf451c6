/**
 * CNS and CN2 cards whose text meets the Magic Tech rules on colored symbols (MT 4.7), the end of a
 * mission (MT 6.3), what a mission may attack (MT 7.3), damage to cards under construction (MT 8.6)
 * and regeneration in the upkeep (MT 10.2), played through the public API.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type Action, type ReadonlyGameState } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { choose } from '../../cards/helpers.js';
import { deployed, events, finishMission, mt, offered, passUntil, patrolBoard, resolveStack, sendMission, setPost, toMissions, variant } from './helpers.js';

describe('MT 4.7 "if you have the appropriate basic land in play"', () => {
  it('Grixis Illusionist, "{T}: Target land you control becomes the basic land type of your choice until end of turn.": a Plains made an Island prices {U} as generic and {W} at three (CR 305.7)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Grixis Illusionist', 'Plains', deployed('Brainstorm', 1), deployed("Gods Willing", 1)] }, {}] });
    const [illusionist, plains, brainstorm, godsWilling] = ids.battlefield[0]!;
    const reveals = (s: ReadonlyGameState, card: number): boolean => legalActions(s).some((a) => a.type === 'cast' && a.card === card);
    // with a Plains and no Island: Gods Willing ({W}) costs one counter, Brainstorm ({U}) three
    expect(reveals(state, godsWilling!)).toBe(true);
    expect(reveals(state, brainstorm!)).toBe(false);
    let s = passUntil(apply(state, { type: 'activate', player: 0, source: illusionist!, ability: 0, targets: [{ object: plains! }], x: 0 }), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [1]));
    expect(s.objects[plains!]!.card).toBe('Plains');
    // the basic land is an Island now, and no Plains
    expect(reveals(s, brainstorm!)).toBe(true);
    expect(reveals(s, godsWilling!)).toBe(false);
  });
});

describe('MT 6.3 and an untap in a later mission', () => {
  it('Copperhorn Scout, "Whenever Copperhorn Scout attacks, untap each other creature you control.": a creature tapped by an earlier mission goes on another; only the creatures of a mission are tapped as it ends', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Bronze Sable', 'Copperhorn Scout'] }, {}] });
    const [sable, scout] = ids.battlefield[0]!;
    let s = toMissions(editState(state, (x) => { setPost(x, sable!, 'patrol'); setPost(x, scout!, 'patrol'); }));
    s = finishMission(sendMission(s, { player: 1 }, [sable!]));
    expect(s.objects[sable!]!.tapped).toBe(true);
    s = sendMission(s, { player: 1 }, [scout!]);
    s = resolveStack(s);
    expect(s.objects[sable!]!.tapped).toBe(false);
    s = finishMission(s);
    expect(s.objects[scout!]!.tapped).toBe(true);
    // the Sable, on none of the second mission, stays untapped and may go on a third
    expect(s.objects[sable!]!.tapped).toBe(false);
    s = passUntil(variant(s, 0, 'mission', undefined, { player: 1 }), (x) => x.decision?.kind !== 'priority');
    expect(offered(s, { type: 'declareAttacker', attacker: sable })).toBe(true);
  });
});

describe('MT 7.3 "An untapped creature on patrol cannot be the target of an attack. Tapped creatures, however, can be."', () => {
  it('Deceiver Exarch, flash, "When Deceiver Exarch enters the battlefield, choose one — … • Tap target permanent an opponent controls.": turned face up in its controller\'s missions phase, it taps a patrol, which a mission may then attack', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Bronze Sable', deployed('Deceiver Exarch', 5)] }, { battlefield: ['Pillarfield Ox'] }] });
    const [sable, exarch] = ids.battlefield[0]!;
    const ox = ids.battlefield[1]![0]!;
    let s = toMissions(editState(state, (x) => { setPost(x, sable!, 'patrol'); setPost(x, ox, 'patrol'); }));
    expect(offered(s, { type: 'variant', name: 'mission', target: { object: ox } })).toBe(false);
    s = passUntil(apply(s, { type: 'cast', player: 0, card: exarch!, targets: [], x: 0 }), (x) => x.decision?.kind === 'putTrigger' || x.stack.length === 0);
    const tapOx = legalActions(s).find((a) => a.type === 'putTrigger' && JSON.stringify(a).includes(`"object":${ox}`) && JSON.stringify(a).includes('"modes":[1]')) as Action;
    expect(tapOx).toBeDefined();
    s = resolveStack(apply(s, tapOx));
    expect(s.objects[ox]!.tapped).toBe(true);
    expect(offered(s, { type: 'variant', name: 'mission', target: { object: ox } })).toBe(true);
  });
});

describe('MT 10.2 "A creature with regeneration may pay its regeneration cost to remove one damage counter during your upkeep phase."', () => {
  it('Carnage Gladiator, "{1}{B}{R}: Regenerate Carnage Gladiator.": its cost paid in full, one structure counter off, once an upkeep', () => {
    const { state, ids } = mt({ players: [{ battlefield: [{ card: 'Carnage Gladiator', counters: { structure: 3 } }, 'Swamp', 'Mountain', 'Plains', 'Plains'] }, {}] });
    const gladiator = ids.battlefield[0]![0]!;
    let s = passUntil(state, (x) => x.turn.number === 4 && x.turn.step === 'upkeep');
    expect(offered(s, { type: 'variant', name: 'repair', object: gladiator })).toBe(true);
    s = apply(s, { type: 'variant', player: 0, name: 'repair', object: gladiator });
    expect(s.objects[gladiator]!.counters.structure).toBe(2);
    // {1}{B}{R}: three lands tapped, the Swamp and the Mountain among them
    const tapped = s.battlefield.filter((id) => s.objects[id]!.tapped).map((id) => s.objects[id]!.card).sort();
    expect(tapped).toHaveLength(3);
    expect(tapped).toEqual(expect.arrayContaining(['Mountain', 'Swamp']));
    expect(events(s, 'removeCounters').at(-1)).toMatchObject({ rule: 'MT 10.2', object: gladiator, amount: 1 });
    expect(offered(s, { type: 'variant', name: 'repair', object: gladiator })).toBe(false);
  });

  it('without the colored mana of its cost, no repair: Carnage Gladiator with four Plains', () => {
    const { state, ids } = mt({ players: [{ battlefield: [{ card: 'Carnage Gladiator', counters: { structure: 3 } }, 'Plains', 'Plains', 'Plains', 'Plains'] }, {}] });
    const gladiator = ids.battlefield[0]![0]!;
    const s = passUntil(state, (x) => x.turn.number === 4 && x.turn.step === 'upkeep');
    expect(offered(s, { type: 'variant', name: 'repair', object: gladiator })).toBe(false);
  });

  it('a copy has the regeneration ability it copies (CR 707.2): Dack\'s Duplicate entered as a copy of Carnage Gladiator repairs its structure damage', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed("Dack's Duplicate", 4), 'Island', 'Mountain', 'Swamp', 'Plains'] }, { battlefield: ['Carnage Gladiator'] }] });
    const card = ids.battlefield[0]![0]!;
    let s = passUntil(apply(state, { type: 'cast', player: 0, card, targets: [], x: 0 }), (x) => x.decision?.kind !== 'priority');
    // "You may have Dack's Duplicate enter the battlefield as a copy of any creature on the battlefield"
    s = resolveStack(choose(s, [0]));
    const copy = s.battlefield.find((id) => s.objects[id]!.card === "Dack's Duplicate")!;
    s = editState(s, (x) => { mutableObject(x, copy).counters.structure = 2; });
    s = passUntil(s, (x) => x.turn.number === 4 && x.turn.step === 'upkeep');
    expect(offered(s, { type: 'variant', name: 'repair', object: copy })).toBe(true);
    s = apply(s, { type: 'variant', player: 0, name: 'repair', object: copy });
    expect(s.objects[copy]!.counters.structure).toBe(1);
    expect(events(s, 'removeCounters').at(-1)).toMatchObject({ rule: 'MT 10.2', object: copy, amount: 1 });
  });

  it('a card under construction has no characteristics (CR 708.2, MT 4.1), so it is no creature a copy may copy: Dack\'s Duplicate turned face up is offered the face-up Carnage Gladiator, not a face-down Carnage Gladiator', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed("Dack's Duplicate", 4), 'Island', 'Mountain', 'Swamp', 'Plains'] }, { battlefield: ['Carnage Gladiator', deployed('Carnage Gladiator', 1)] }] });
    const card = ids.battlefield[0]![0]!;
    const [faceUp, faceDown] = ids.battlefield[1]!;
    const s = passUntil(apply(state, { type: 'cast', player: 0, card, targets: [], x: 0 }), (x) => x.decision?.kind !== 'priority');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'copy', rule: '707.9', options: [{ object: faceUp }, { label: 'none' }] } });
    expect(s.battlefield).toContain(faceDown);
  });

  it('a card under construction has no abilities (CR 708.2, MT 4.1): Gratuitous Violence face down doubles no damage, "If a creature you control would deal damage to a permanent or player, it deals double that damage … instead" only once it is face up', () => {
    for (const [violence, scrapped] of [[deployed('Gratuitous Violence', 1), 4], ['Gratuitous Violence', 8]] as const) {
      const { s: start, ids } = patrolBoard(['Zombie Goliath', violence], []);
      const s = finishMission(sendMission(start, { player: 1 }, [ids[0]![0]!]));
      expect(s.players[1]!.graveyard).toHaveLength(scrapped);
      expect(events(s, 'doubleDamage')).toHaveLength(scrapped === 8 ? 1 : 0);
    }
  });
});

describe('MT 8.6 "Every two damage dealt to a card under construction results in one mana counter removed from the card and the card is revealed. If the card has no counters and is dealt damage, bury it."', () => {
  it('Fireshrieker, "Equipped creature has double strike.": the first-strike damage takes the last counter, and the regular damage, dealt to a card with no counters, buries it (CR 510.4)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Bronze Sable', 'Fireshrieker', 'Plains', 'Plains'] }, { battlefield: [deployed('Divination', 1)] }] });
    const [sable, fireshrieker] = ids.battlefield[0]!;
    const built = ids.battlefield[1]![0]!;
    let s = editState(state, (x) => setPost(x, sable!, 'patrol'));
    s = resolveStack(apply(s, { type: 'activate', player: 0, source: fireshrieker!, ability: 0, targets: [{ object: sable! }], x: 0 }));
    s = finishMission(sendMission(toMissions(s), { object: built }, [sable!]));
    expect(events(s, 'damage').filter((e) => e.to === built).map((e) => [e.rule, e.amount])).toEqual([['MT 8.6', 2], ['MT 8.6', 2]]);
    expect(events(s, 'removeCounters').filter((e) => e.object === built)).toMatchObject([{ rule: 'MT 8.6', amount: 1 }]);
    expect(events(s, 'bury')).toMatchObject([{ rule: 'MT 8.6', object: built, card: 'Divination' }]);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Divination']);
  });

  it('Ajani\'s Sunstriker, lifelink: its damage to a card under construction gains life, which puts scrapheap cards back under the stockpile (MT 9.2, CR 702.15b)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Ajani\'s Sunstriker'], graveyard: ['Island', 'Swamp', 'Forest'] }, { battlefield: [deployed('Divination', 3)] }] });
    const sunstriker = ids.battlefield[0]![0]!;
    const built = ids.battlefield[1]![0]!;
    let s = toMissions(editState(state, (x) => setPost(x, sunstriker, 'patrol')));
    s = finishMission(sendMission(s, { object: built }, [sunstriker]));
    expect(s.objects[built]!.counters.construction).toBe(2);
    // two points gained: the top two scrapheap cards (the last put there) go under the stockpile
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Island']);
    expect(s.players[0]!.library.slice(-2).map((id) => s.objects[id]!.card)).toEqual(['Forest', 'Swamp']);
  });
});

