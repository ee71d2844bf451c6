/**
 * CNS and CN2 cards whose text meets the Magic Tech rules on damage, life and playing cards, played
 * through the public API: a planeswalker's armor and structure (MT 8.1, 8.2), damage to a stockpile
 * and life gained (MT 8.5, 9.2), life totals that never change (MT 9.1), a card turned face up
 * counting as cast from the hand (MT 4.4) and a land put onto the table from the hand (MT 4.1).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { deployed, events, finishMission, mt, passUntil, resolveStack, sendMission, setPost, toMissions } from './helpers.js';

const cards = (s: ReadonlyGameState, ids: readonly number[]): string[] => ids.map((id) => s.objects[id]!.card);

describe('MT 8.1, 8.2: a planeswalker is one of "all other permanents"', () => {
  it('Dack Fayden ({1}{U}{R}) has armor and structure 3: a mission\'s 5 damage puts 2 structure counters on it and takes no loyalty', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Hexplate Golem'] }, { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] }] });
    const golem = ids.battlefield[0]![0]!;
    const dack = ids.battlefield[1]![0]!;
    const s = finishMission(sendMission(toMissions(editState(state, (x) => setPost(x, golem, 'patrol'))), { object: dack }, [golem]));
    expect(s.objects[dack]!.counters).toEqual({ loyalty: 3, structure: 2 });
    expect(s.battlefield).toContain(dack);
    expect(events(s, 'counters').at(-1)).toMatchObject({ rule: 'MT 8.2', object: dack, amount: 2, detail: 'structure' });
  });

  it('Dack Fayden with a structure counter already is destroyed by the next 2 past its armor (MT 8.4), loyalty left', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Hexplate Golem'] }, { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3, structure: 1 } }] }] });
    const golem = ids.battlefield[0]![0]!;
    const dack = ids.battlefield[1]![0]!;
    const s = finishMission(sendMission(toMissions(editState(state, (x) => setPost(x, golem, 'patrol'))), { object: dack }, [golem]));
    expect(s.battlefield).not.toContain(dack);
    expect(events(s, 'stateBasedAction').at(-1)).toMatchObject({ rule: 'MT 8.4', card: 'Dack Fayden' });
  });
});

describe('MT 8.5, 9.2: damage to a deck and life gained', () => {
  it('Syphon Soul, "deals 2 damage to each other player. You gain life equal to the damage dealt this way.": two cards scrapped from the opponent\'s stockpile, two of its caster\'s scrapheap put under their stockpile', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Syphon Soul', 3), 'Swamp'], graveyard: ['Island', 'Forest'] }, {}] });
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.battlefield[0]![0]!, targets: [], x: 0 }));
    expect(s.players.map((p) => p.life)).toEqual([20, 20]);
    expect(s.players[1]!.library).toHaveLength(18);
    expect(cards(s, s.players[1]!.graveyard)).toEqual(['Wastes', 'Wastes']);
    expect(s.players[0]!.library).toHaveLength(22);
    expect(cards(s, s.players[0]!.library.slice(-2))).toEqual(['Forest', 'Island']);
    expect(events(s, 'scrap')).toEqual([expect.objectContaining({ rule: 'MT 8.5', player: 1, amount: 2 })]);
    expect(events(s, 'unscrap')).toEqual([expect.objectContaining({ rule: 'MT 9.2', player: 0, amount: 2 })]);
  });
});

describe('MT 9.1: life totals never change', () => {
  it('Heartless Hidetsugu, "deals damage to each player equal to half that player\'s life total, rounded down": each life total is 20, so each stockpile loses 10 cards', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Heartless Hidetsugu'] }, {}] });
    const hidetsugu = ids.battlefield[0]![0]!;
    const tap = legalActions(state).find((a) => a.type === 'activate' && a.source === hidetsugu)!;
    const s = resolveStack(apply(state, tap));
    expect(s.players.map((p) => [p.life, p.library.length])).toEqual([[20, 10], [20, 10]]);
    expect(events(s, 'scrap').map((e) => [e.rule, e.player, e.amount])).toEqual([['MT 8.5', 0, 10], ['MT 8.5', 1, 10]]);
  });

  it('Magus of the Mirror, "Exchange life totals with target opponent.": both totals are 20, so nothing is gained or lost and no card moves but the Magus', () => {
    // stockpiles of 20 and 10 cards: the life totals are what is exchanged, not the stockpiles
    const { state, ids } = mt({ players: [{ battlefield: ['Magus of the Mirror'] }, { library: Array<string>(10).fill('Wastes') }] });
    const magus = ids.battlefield[0]![0]!;
    let s = passUntil(state, (x) => x.turn.active === 0 && x.turn.step === 'upkeep');
    const exchange = legalActions(s).find((a) => a.type === 'activate' && a.source === magus)!;
    const before = s.players.map((p) => p.library.length);
    s = resolveStack(apply(s, exchange));
    expect(s.players.map((p) => p.life)).toEqual([20, 20]);
    expect(s.players.map((p) => p.library.length)).toEqual(before);
    expect(cards(s, s.players[0]!.graveyard)).toEqual(['Magus of the Mirror']);
    expect([...events(s, 'scrap'), ...events(s, 'unscrap')]).toEqual([]);
  });
});

describe('MT 4.1, 4.4: casting and playing from the hand', () => {
  it('Phage the Untouchable, "When Phage enters, if you didn\'t cast it from your hand, you lose the game.": turned face up, it was cast from the hand (MT 4.4), so its controller plays on', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Phage the Untouchable', 7), 'Swamp'] }, {}] });
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.battlefield[0]![0]!, targets: [], x: 0 }));
    expect(s.result).toBeNull();
    expect(s.players[0]!.inGame).toBe(true);
    expect(cards(s, s.battlefield)).toContain('Phage the Untouchable');
  });

  it('Burgeoning, "Whenever an opponent plays a land, you may put a land card from your hand onto the battlefield.": a land deployed is played (MT 4.6), and the land put onto the table is not played, so needs no deployment', () => {
    const { state, ids } = mt({ players: [{ hand: ['Forest'] }, { battlefield: ['Burgeoning'], hand: ['Island'] }] });
    let s = apply(state, { type: 'playLand', player: 0, card: ids.hand[0]![0]! });
    s = passUntil(s, (x) => x.decision?.kind === 'choose' && x.decision.player === 1);
    s = apply(s, legalActions(s).find((a) => a.type === 'choose' && a.choice.length === 1)!);
    const put = s.battlefield.find((id) => s.objects[id]!.card === 'Island')!;
    expect(s.objects[put]!).toMatchObject({ controller: 1, faceDown: false });
    expect(s.turn.active).toBe(0);
    expect(events(s, 'deployLand').map((e) => e.player)).toEqual([0]);
  });
});

describe('face-down cards exiled and returned: Glimmerpoint Stag, "exile another target permanent. Return that card to the battlefield under its owner\'s control at the beginning of the next end step."', () => {
  /** Glimmerpoint Stag turned face up, its trigger aimed at `target`, played to the next turn. */
  function flicker(target: 'Divination' | 'Bronze Sable'): ReadonlyGameState {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Glimmerpoint Stag', 4), 'Plains'] }, { battlefield: [deployed(target, 1)] }] });
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.battlefield[0]![0]!, targets: [], x: 0 }));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ids.battlefield[1]![0]! }] }));
    return passUntil(s, (x) => x.turn.number === 3);
  }

  it('a sorcery deployed face down stays in exile: "If an instant or sorcery card would enter the battlefield, it remains in its previous zone." (CR 400.4a)', () => {
    const s = flicker('Divination');
    expect(cards(s, s.battlefield)).not.toContain('Divination');
    expect(cards(s, s.exile)).toEqual(['Divination']);
    expect(events(s, 'remainsInZone')).toEqual([expect.objectContaining({ rule: '400.4a', player: 1, card: 'Divination', zone: 'exile' })]);
  });

  it('a creature deployed face down returns face up, a creature that entered this turn, on patrol at the end phase (MT 11.1)', () => {
    const s = flicker('Bronze Sable');
    const sable = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    expect(s.objects[sable]!).toMatchObject({ faceDown: false, controller: 1 });
    expect(events(s, 'patrol').map((e) => e.card)).toContain('Bronze Sable');
  });
});
