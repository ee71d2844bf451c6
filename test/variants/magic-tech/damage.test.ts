import { describe, expect, it } from 'vitest';
import { apply, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { armorValue, attackValue, structureValue } from '../../../src/variants/magic-tech/values.js';
import { block, patrolBoard as board, events, finishMission, mt, passUntil, resolveStack, sendMission, underConstruction, deployed } from './helpers.js';
import { editState } from '../../../src/testing/index.js';
import { addReplacement } from '../../../src/engine/replacement.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

const structure = (s: ReadonlyGameState, id: ObjectId): number => s.objects[id]!.counters.structure ?? 0;

describe('MT 8.1 Attack, armor and structure', () => {
  it('"A creature\'s attack value is determined by its power. Armour is ... decided by its toughness, and structure ... is equal to its casting cost. Lands have no attack value and an armor and structure of three. All other permanents have no attack value and an armor and structure value each equal to their casting cost."', () => {
    const { s, ids } = board(['Zombie Goliath', 'Plains', "Marchesa's Decree"], []);
    const [goliath, plains, decree] = ids[0]!;
    // Zombie Goliath: {4}{B}, 4/3
    expect([attackValue(asEngineState(s), goliath!), armorValue(asEngineState(s), goliath!), structureValue(asEngineState(s), goliath!)]).toEqual([4, 3, 5]);
    expect([attackValue(asEngineState(s), plains!), armorValue(asEngineState(s), plains!), structureValue(asEngineState(s), plains!)]).toEqual([0, 3, 3]);
    // Marchesa's Decree: {3}{B} enchantment
    expect([attackValue(asEngineState(s), decree!), armorValue(asEngineState(s), decree!), structureValue(asEngineState(s), decree!)]).toEqual([0, 4, 4]);
  });
});

describe('MT 8.2–8.4 Damage to permanents', () => {
  it('"Each time damage is applied to a card, it is first applied to the card\'s armor value. Any excess is applied as structure damage; use counters to denote this."', () => {
    // Hexplate Golem (5/7) blocked by Pillarfield Ox (2/4, structure 4): 5 - 4 armor = 1 counter; 2 < 7 armor
    const { s: start, ids } = board(['Hexplate Golem'], ['Pillarfield Ox']);
    const golem = ids[0]![0]!;
    const ox = ids[1]![0]!;
    let s = sendMission(start, { player: 1 }, [golem]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = finishMission(block(s, [[ox, golem]]));
    expect(structure(s, ox)).toBe(1);
    expect(structure(s, golem)).toBe(0);
    expect(s.objects[ox]!.damage).toBe(0);
    expect(events(s, 'damage').every((e) => e.rule === 'MT 8.2')).toBe(true);
    expect(s.battlefield).toContain(ox);
  });

  it('"Creatures do not heal at the end of turn; they can only have damage removed by healing spells or effects." (MT 8.3)', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Mountain', deployed('Brimstone Volley')], (x, b) => underConstruction(asEngineState(x), b[1]![1]!, 3));
    const sable = ids[0]![0]!;
    // Brimstone Volley: 3 damage to the Sable (armor 1): 2 counters, its structure (2) reached
    let s = passUntil(start, (x) => x.decision?.player === 1);
    s = resolveStack(apply(s, { type: 'cast', player: 1, card: ids[1]![1]!, targets: [{ object: sable }], x: 0 }));
    expect(s.battlefield).not.toContain(sable);
    // a sturdier creature keeps its counters into the next turns
    const again = board(['Pillarfield Ox'], []);
    let t = editState(again.s, (x) => { mutableObject(x, again.ids[0]![0]!).counters.structure = 2; });
    t = passUntil(t, (x) => x.turn.number === 4);
    expect(structure(t, again.ids[0]![0]!)).toBe(2);
  });

  it('"Whenever a card has counters equal to or greater than its structure value, it is destroyed." (MT 8.4)', () => {
    // Bronze Sable (2/1, structure 2) attacking a Runed Servitor (2/2): 2 - 1 armor = 1 counter, then 1 more
    const { s: start, ids } = board(['Runed Servitor', 'Runed Servitor'], ['Bronze Sable'], (x, b) => { mutableObject(asEngineState(x), b[1]![0]!).tapped = true; });
    const sable = ids[1]![0]!;
    let s = finishMission(sendMission(start, { object: sable }, [ids[0]![0]!]));
    expect(structure(s, sable)).toBe(1);
    expect(s.battlefield).toContain(sable);
    s = finishMission(sendMission(s, { object: sable }, [ids[0]![1]!]));
    expect(s.battlefield).not.toContain(sable);
    expect(events(s, 'stateBasedAction').at(-1)).toMatchObject({ rule: 'MT 8.4', card: 'Bronze Sable' });
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
  });

  it('a land: armor and structure three', () => {
    const { s: start, ids } = board(['Hexplate Golem', 'Scaled Wurm'], ['Island']);
    const island = ids[1]![0]!;
    let s = finishMission(sendMission(start, { object: island }, [ids[0]![0]!]));
    expect(structure(s, island)).toBe(2);
    expect(s.battlefield).toContain(island);
    s = finishMission(sendMission(s, { object: island }, [ids[0]![1]!]));
    expect(s.battlefield).not.toContain(island);
  });
});

describe('MT 8.5 Damage to the stockpile', () => {
  it('"If you manage to damage your opponent\'s deck, they must discard one card from their deck for each point of damage it takes."', () => {
    const { s: start, ids } = board(['Zombie Goliath'], []);
    const s = finishMission(sendMission(start, { player: 1 }, [ids[0]![0]!]));
    expect(s.players[1]!.library).toHaveLength(16);
    expect(s.players[1]!.graveyard).toHaveLength(4);
    expect(s.players[1]!.life).toBe(20);
    expect(events(s, 'damage')[0]).toMatchObject({ rule: 'MT 8.5', toPlayer: 1, amount: 4 });
    expect(events(s, 'scrap')[0]).toMatchObject({ rule: 'MT 8.5', player: 1, amount: 4 });
  });

  it('damage a spell deals to a player is damage to their deck too: Brimstone Volley, "deals 3 damage to any target", scraps three cards', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Brimstone Volley'), 'Mountain'] }, {}] });
    const volley = ids.battlefield[0]![0]!;
    const top = state.players[1]!.library.slice(0, 3);
    let s = editState(state, (x) => underConstruction(x, volley, 3));
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: volley, targets: [{ player: 1 }], x: 0 }));
    expect(s.players[1]!.life).toBe(20);
    expect(s.players[1]!.library).toHaveLength(17);
    expect(s.players[1]!.graveyard).toEqual(top.map((id) => s.objects[id]!.movedTo));
    expect(events(s, 'scrap')[0]).toMatchObject({ rule: 'MT 8.5', player: 1, amount: 3 });
  });
});

describe('MT 8.6 Cards under construction', () => {
  it('"Every two damage dealt to a card under construction results in one mana counter removed from the card and the card is revealed."', () => {
    const { s: start, ids } = board(['Hexplate Golem'], [deployed('Divination')], (x, b) => underConstruction(asEngineState(x), b[1]![0]!, 3));
    const built = ids[1]![0]!;
    const s = finishMission(sendMission(start, { object: built }, [ids[0]![0]!]));
    // 5 damage: two counters removed, one left; still face down on the table, its name now public
    expect(s.objects[built]!.counters.construction).toBe(1);
    expect(s.objects[built]!.faceDown).toBe(true);
    expect(events(s, 'reveal').at(-1)).toMatchObject({ rule: 'MT 8.6', card: 'Divination' });
    expect(events(s, 'reveal').at(-1)!.visibleTo).toBeUndefined();
  });

  it('"Every two damage dealt to a card under construction": the combat damage of a mission is dealt at once (CR 510.2), so two 1-power creatures\' damage removes a counter', () => {
    const { s: start, ids } = board(['token:goblin-1-1', 'token:goblin-1-1'], [deployed('Divination')], (x, b) => underConstruction(asEngineState(x), b[1]![0]!, 2));
    const built = ids[1]![0]!;
    const s = finishMission(sendMission(start, { object: built }, ids[0]!));
    expect(events(s, 'damage').filter((e) => e.to === built).map((e) => [e.rule, e.amount])).toEqual([['MT 8.6', 1], ['MT 8.6', 1]]);
    expect(s.objects[built]!.counters.construction).toBe(1);
    expect(events(s, 'removeCounters').at(-1)).toMatchObject({ rule: 'MT 8.6', object: built, amount: 1 });
    expect(events(s, 'reveal').filter((e) => e.rule === 'MT 8.6')).toHaveLength(1);
  });

  it('"If the card has no counters and is dealt damage, bury it.": a card with one counter dealt 4 damage at once by two creatures loses its counter and is not buried, having had a counter as the damage was dealt', () => {
    const { s: start, ids } = board(['Bronze Sable', 'Bronze Sable'], [deployed('Divination')], (x, b) => underConstruction(asEngineState(x), b[1]![0]!, 1));
    const built = ids[1]![0]!;
    const s = finishMission(sendMission(start, { object: built }, ids[0]!));
    expect(s.battlefield).toContain(built);
    // CR 122.1: a kind of counter with none left is no entry
    expect(s.objects[built]!.counters).not.toHaveProperty('construction');
    expect(events(s, 'bury')).toEqual([]);
  });

  it('"If the card has no counters and is dealt damage, bury it."', () => {
    const { s: start, ids } = board(['Bronze Sable'], [deployed('Divination')], (x, b) => underConstruction(asEngineState(x), b[1]![0]!, 0));
    const built = ids[1]![0]!;
    const s = finishMission(sendMission(start, { object: built }, [ids[0]![0]!]));
    expect(s.battlefield).not.toContain(built);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Divination']);
    expect(events(s, 'bury')[0]!.rule).toBe('MT 8.6');
  });
});

describe('MT 8.2 Damage to a creature\'s armor and structure is damage dealt to it', () => {
  it('"Whenever Spiritmonger deals damage to a creature, put a +1/+1 counter on Spiritmonger." triggers in a mission, whatever the armor absorbs', () => {
    const { s: start, ids } = board(['Spiritmonger'], ['Hexplate Golem']);
    const monger = ids[0]![0]!;
    const golem = ids[1]![0]!;
    let s = sendMission(start, { player: 1 }, [monger]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = finishMission(block(s, [[golem, monger]]));
    // 6 damage to Hexplate Golem (armor 7): no structure damage, but damage dealt
    expect(structure(s, golem)).toBe(0);
    expect(s.objects[monger]!.counters['+1/+1']).toBe(1);
  });

  it('"Whenever Phage deals combat damage to a creature, destroy that creature. It can\'t be regenerated." (Phage blocked in a mission)', () => {
    const { s: start, ids } = board(['Phage the Untouchable'], ['Hexplate Golem']);
    const phage = ids[0]![0]!;
    const golem = ids[1]![0]!;
    let s = sendMission(start, { player: 1 }, [phage]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareBlockers');
    s = finishMission(block(s, [[golem, phage]]));
    expect(s.battlefield).not.toContain(golem);
    expect(s.battlefield).toContain(phage);
  });
});

describe('CR 616.1 in a mission: the affected player orders the prevention and redirection effects', () => {
  it('an unblocked creature\'s damage to a stockpile whose player has two Protectors of the Crown: that player chooses which one takes it', () => {
    const { s: start, ids } = board(['Bronze Sable'], ['Protector of the Crown', 'Protector of the Crown']);
    const sable = ids[0]![0]!;
    const [first, second] = ids[1]!;
    let s = finishMission(sendMission(start, { player: 1 }, [sable]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    const options = s.decision.choice.options.map((o) => ('label' in o ? o.label : ''));
    expect([...options].sort()).toEqual([
      `deal the damage to it instead (Protector of the Crown): Protector of the Crown (#${first})`,
      `deal the damage to it instead (Protector of the Crown): Protector of the Crown (#${second})`,
    ]);
    // the second: the 2 damage goes to it, none to the first or to the stockpile
    const libraryBefore = s.players[1]!.library.length;
    s = finishMission(apply(s, { type: 'choose', player: 1, choice: [options.findIndex((o) => o.includes(`#${second})`))] }));
    expect(events(s, 'damage').filter((e) => e.object === sable).map((e) => e.to)).toEqual([second]);
    expect(s.players[1]!.library).toHaveLength(libraryBefore);
  });

  it('615.7: a shield met by two creatures\' damage that cannot prevent all of it: its player chooses which damage it prevents', () => {
    const { s: start, ids } = board(['Bronze Sable', 'token:beast-3-3'], []);
    const [sable, beast] = ids[0]!;
    const shielded = editState(start, (d) => addReplacement(d, { kind: 'preventDamage', affected: { player: 1 }, amount: 2, duration: { until: 'endOfTurn' }, source: null, controller: 1 }));
    let s = finishMission(sendMission(shielded, { player: 1 }, [sable!, beast!]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'shieldShare', rule: '615.7' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toEqual([{ label: 'prevent 0 of the 2 damage from Bronze Sable' }, { label: 'prevent 1 of the 2 damage from Bronze Sable' }, { label: 'prevent 2 of the 2 damage from Bronze Sable' }]);
    // none of the Sable's: all 2 prevented of the beast's 3
    const libraryBefore = s.players[1]!.library.length;
    s = finishMission(apply(s, { type: 'choose', player: 1, choice: [0] }));
    expect(events(s, 'damage').filter((e) => e.toPlayer === 1).map((e) => [e.object, e.amount])).toEqual([[sable, 2], [beast, 1]]);
    expect(s.players[1]!.library).toHaveLength(libraryBefore - 3);
  });
});


describe('combat damage is told apart in the log (CR 510.2): the event cites the MT rule, its detail says "combat"', () => {
  it('a mission\'s damage to the stockpile (MT 8.5), to a card under construction (MT 8.6) and to a permanent (MT 8.2) has detail "combat"; a spell\'s damage has none', () => {
    const { s: start, ids } = board(['Zombie Goliath', 'Hexplate Golem', 'Scaled Wurm'], [deployed('Divination'), 'Island'], (x, b) => underConstruction(asEngineState(x), b[1]![0]!, 3));
    const [goliath, golem, wurm] = ids[0]!;
    const [built, island] = ids[1]!;
    let s = finishMission(sendMission(start, { player: 1 }, [goliath!]));
    s = finishMission(sendMission(s, { object: built! }, [golem!]));
    s = finishMission(sendMission(s, { object: island! }, [wurm!]));
    expect(events(s, 'damage').map((e) => [e.rule, e.detail])).toEqual([['MT 8.5', 'combat'], ['MT 8.6', 'combat'], ['MT 8.2', 'combat']]);

    const { state, ids: own } = mt({ players: [{ battlefield: [deployed('Brimstone Volley'), 'Mountain'] }, {}] });
    const volley = own.battlefield[0]![0]!;
    const t = resolveStack(apply(editState(state, (x) => underConstruction(x, volley, 3)), { type: 'cast', player: 0, card: volley, targets: [{ player: 1 }], x: 0 }));
    expect(events(t, 'damage').map((e) => [e.rule, e.detail])).toEqual([['MT 8.5', undefined]]);
  });
});
