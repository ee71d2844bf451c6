import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, logOf, type ReadonlyGameState } from '../../../src/index.js';
import { validateState } from '../../../src/state/validate.js';
import { cardIdOf, currentObject, mmData } from '../../../src/variants/mental-magic/data.js';
import { mentalMagicRules, newCard } from '../../../src/variants/mental-magic/rule-module.js';
import { moveObject } from '../../../src/zones/zones.js';
import { gameWithHands, pass, play } from './helpers.js';

/** Passes priority once (state-based actions are checked before anyone gets priority again, CR 704.3). */
const checkSbas = (s: ReadonlyGameState) => apply(s, { type: 'pass', player: s.decision!.player });

describe('AMM 2: inexhaustible libraries', () => {
  it('"Libraries are inexhaustible": games start with empty libraries, and nobody ever draws from an empty one', () => {
    let s = gameWithHands([[], []]);
    for (let i = 0; i < 200 && s.turn.number < 12; i++) s = pass(s);
    expect(s.turn.number).toBe(12);
    expect(s.result).toBeNull();
    expect(logOf(s).some((e) => e.type === 'drawFromEmpty')).toBe(false);
    // every drawn card is a new ID'd card: seat 1 drew 7 + 5 (turns 3, 5, 7, 9, 11), seat 2 7 + 6
    expect(mmData(s).nextIndex).toEqual([12, 13]);
    for (const p of s.players) expect(p.library.length).toBeLessThanOrEqual(1);
    validateState(JSON.parse(JSON.stringify(s)));
  });

  it('2c: "If a library would be searched, instead search its owner\'s sideboard … inexhaustible supplies of Plains, Island, Swamp, Mountain, Forest"', () => {
    let s = gameWithHands([['{0}'], []]);
    s = play(s, (a) => a.type === 'playLand' && a.name === 'Evolving Wilds');
    s = play(s, (a) => a.type === 'activate');
    // the search looks through the sideboard: one of each basic land, owned by the searcher
    const d = s.decision!;
    expect(d.kind).toBe('choose');
    if (d.kind !== 'choose') return;
    const options = d.choice.options.map((o) => ('object' in o ? s.objects[o.object]! : null));
    expect(options.map((o) => o!.card)).toEqual(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
    expect(options.every((o) => o!.zone === 'sideboard' && o!.owner === 0)).toBe(true);
    s = play(s, (a) => a.type === 'choose' && a.choice[0] === 4);
    const forest = s.battlefield.find((id) => s.objects[id]!.card === 'Forest')!;
    expect(characteristics(s, forest).types).toEqual(['Land']);
    expect(s.objects[forest]!.tapped).toBe(true);
    // the supply is endless: the next search finds a Forest there again
    const again = produce(s, (d) => {
      const seen = mentalMagicRules.searchedCards!(d, 0, 1)!;
      expect(seen.map((id) => d.objects[id]!.card)).toContain('Forest');
    });
    expect(again.players[0]!.sideboard.filter((id) => again.objects[id]!.card === 'Forest')).toHaveLength(1);
    validateState(JSON.parse(JSON.stringify(s)));
  });

  it('2d: "ID\'d cards in libraries cease to exist when state-based effects happen, EXCEPT cards on top of libraries"', () => {
    const s = gameWithHands([[], []]);
    const stacked = produce(s, (d) => {
      newCard(d, 1);
      newCard(d, 1);
      newCard(d, 1);
    });
    const [top, second, third] = stacked.players[1]!.library;
    const after = checkSbas(stacked);
    expect(after.players[1]!.library).toEqual([top]);
    for (const id of [second!, third!]) {
      const cardId = cardIdOf(stacked, id)!;
      expect(currentObject(after, cardId)).toBeNull();
    }
    const ceased = logOf(after).filter((e) => e.type === 'ceaseToExist');
    expect(ceased.map((e) => e.rule)).toEqual(['AMM 2d', 'AMM 2d']);
    // hidden: only the owner learns which library cards ceased to exist
    expect(ceased.every((e) => JSON.stringify(e.visibleTo) === '[1]')).toBe(true);
  });

  it('2e: "Cards in graveyards cease to exist when state-based effects happen UNLESS they\'re being referenced by something on the stack"', () => {
    const s = gameWithHands([['{B}'], []]);
    const discarded = produce(s, (d) => {
      moveObject(d, d.players[0]!.hand[0]!, 'graveyard', { rule: '701.9' });
    });
    expect(discarded.players[0]!.graveyard).toHaveLength(1);
    const after = checkSbas(discarded);
    expect(after.players[0]!.graveyard).toEqual([]);
    expect(logOf(after).filter((e) => e.type === 'ceaseToExist').map((e) => e.rule)).toEqual(['AMM 2e']);
  });

  it('2e: a card a triggered ability on the stack refers to stays (Kitchen Finks works); "you can\'t cast Zombify in time"', () => {
    // Doomed Traveler dies: its dies trigger refers to it, so its card stays in the graveyard while the trigger waits
    let s = gameWithHands([['{2}', '{W}'], []]);
    s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
    s = play(s, (a) => a.type === 'cast' && a.name === 'Doomed Traveler');
    const traveler = s.battlefield.find((id) => s.objects[id]!.card === 'Doomed Traveler')!;
    const died = produce(s, (d) => {
      const grave = moveObject(d, traveler, 'graveyard', { rule: '704.5g' });
      d.pendingTriggers.push({ source: traveler, card: 'Doomed Traveler', ability: 0, controller: 0, context: { event: 'dies', object: traveler, player: 0, amount: 0 } });
      void grave;
    });
    const kept = produce(died, (d) => {
      expect(mentalMagicRules.stateBasedActions!(d)).toBe(false);
    });
    expect(kept.players[0]!.graveyard).toHaveLength(1);
    // once nothing refers to it, it ceases to exist
    let t = kept;
    for (let i = 0; i < 20 && (t.stack.length > 0 || t.pendingTriggers.length > 0); i++) t = pass(t);
    t = checkSbas(t);
    expect(t.players[0]!.graveyard).toEqual([]);
    // Raise Dead can never find a creature card there in time
    expect(legalActions(t).some((a) => a.type === 'cast' && a.name === 'Raise Dead')).toBe(false);
  });

  it('2f: "Cards in exile cease to exist … UNLESS they\'re being referenced by ANYTHING"', () => {
    const s = gameWithHands([['{1}', '{2}'], []]);
    const exiled = produce(s, (d) => {
      const [a, b] = d.players[0]!.hand;
      moveObject(d, a!, 'exile', { rule: '406.3' });
      const kept = moveObject(d, b!, 'exile', { rule: '406.3' });
      // an effect that goes on referring to the second card
      d.effects.push({ id: d.nextEffectId++, timestamp: d.nextTimestamp++, affected: [kept], change: { kind: 'loseAllAbilities' }, duration: { until: 'forever' }, source: null, controller: 0 });
    });
    const after = checkSbas(exiled);
    expect(after.exile).toHaveLength(1);
    expect(after.exile[0]).toBe(exiled.exile[1]);
    expect(logOf(after).filter((e) => e.type === 'ceaseToExist').map((e) => e.rule)).toEqual(['AMM 2f']);
  });
});
