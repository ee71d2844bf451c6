/**
 * AMM 2, 2d: a card put on the bottom of an inexhaustible library goes under the supply that never
 * runs out, so it is never the top card again and ceases to exist as an ID'd card in a library that
 * is not on top. It is neither the next card drawn nor the card seen on top, even when the library
 * held nothing else (Muzzio, Visionary Architect; Lead the Stampede; Hallowed Burial; Reito Lantern;
 * scry).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type ReadonlyGameState } from '../../../src/index.js';
import { validateState } from '../../../src/state/validate.js';
import { peek, settle } from '../../../src/variants/mental-magic/control.js';
import { cardIdOf, currentObject } from '../../../src/variants/mental-magic/data.js';
import { beginWorkingCopy, finishWorkingCopy } from '../../../src/engine/working-copy.js';
import { createObject } from '../../../src/zones/zones.js';
import { asEngineState } from '../../helpers/mutable-copy.js';
import { gameWithHands, objectOf, pass, play, withPermanents, withTopCard } from './helpers.js';

/** Lets the stack resolve: seat 1 passes priority and takes the first option of every other decision (every looked-at card to the bottom). */
function resolveAll(s: ReadonlyGameState): ReadonlyGameState {
  let t = s;
  for (let i = 0; i < 50 && t.stack.length > 0; i++) t = pass(t);
  expect(t.stack).toHaveLength(0);
  return t;
}

/** The card ID on top of seat 1's library, as its owner peeks at it (AMM 9). */
const topId = (s: ReadonlyGameState): string => cardIdOf(s, peek(s, 0).top)!;

/** Seat 1's first main phase with these permanents and a hand whose first card costs `cost`; a known card on top of its library. */
function setUp(cost: string, permanents: string[]): { s: ReadonlyGameState; ids: number[]; top: string } {
  const game = gameWithHands([[cost], []]);
  const { state, ids } = withPermanents(game, 0, permanents);
  const known = withTopCard(state, 0);
  return { s: known.state, ids, top: known.top };
}

describe('AMM 2, 2d: the bottom of an inexhaustible library', () => {
  it('Muzzio, Visionary Architect: the cards it puts on the bottom cease to exist, and the next card on top is a new one', () => {
    const { s, ids, top } = setUp('{0}', ['Muzzio, Visionary Architect', 'Reito Lantern', 'Utopia', 'Utopia', 'Utopia', 'Utopia']);
    let t = settle(apply(s, legalActions(s).find((a) => a.type === 'activate' && a.source === ids[0])!));
    t = resolveAll(t);
    // X = 2 (Reito Lantern): the card on top and a new one were looked at; neither is an artifact card
    expect(logOf(t).filter((e) => e.type === 'look' && e.rule === '401.4')).toHaveLength(2);
    expect(currentObject(t, top)).toBeNull();
    expect(logOf(t).some((e) => e.type === 'ceaseToExist' && e.rule === 'AMM 2d' && e.detail === top)).toBe(true);
    expect(topId(t)).not.toBe(top);
    validateState(JSON.parse(JSON.stringify(t)));
  });

  it('Lead the Stampede: the cards it puts on the bottom cease to exist, and the next card on top is a new one', () => {
    const { s, top } = setUp('{2}{G}', ['Utopia', 'Utopia', 'Utopia']);
    let t = play(s, (a) => a.type === 'cast' && a.name === 'Lead the Stampede');
    t = resolveAll(t);
    expect(logOf(t).filter((e) => e.type === 'look' && e.rule === '401.4')).toHaveLength(5);
    expect(currentObject(t, top)).toBeNull();
    expect(topId(t)).not.toBe(top);
    validateState(JSON.parse(JSON.stringify(t)));
  });

  it('Hallowed Burial: a creature put on the bottom of an empty library is not its top card and is never drawn', () => {
    let s = gameWithHands([['{2}', '{W}', '{3}{W}{W}'], []]);
    s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
    s = play(s, (a) => a.type === 'cast' && a.name === 'Doomed Traveler');
    while (!(s.turn.active === 0 && s.turn.step === 'main1')) s = pass(s);
    const traveler = cardIdOf(s, s.battlefield.find((id) => s.objects[id]!.card === 'Doomed Traveler')!)!;
    s = withPermanents(s, 0, ['Utopia', 'Utopia', 'Utopia', 'Utopia', 'Utopia']).state;
    // nothing is tracked in the library: the buried card would be all it holds
    expect(s.players[0]!.library).toHaveLength(0);
    let t = play(s, (a) => a.type === 'cast' && a.name === 'Hallowed Burial');
    t = resolveAll(t);
    expect(logOf(t).some((e) => e.type === 'zoneChange' && e.zone === 'library' && e.card === 'Doomed Traveler')).toBe(true);
    expect(currentObject(t, traveler)).toBeNull();
    // seat 1's next draw is a new card
    while (!(t.turn.active === 0 && t.turn.step === 'main1')) t = pass(t);
    expect(t.players[0]!.hand.map((id) => t.objects[id]!.card)).not.toContain('Doomed Traveler');
    expect(() => objectOf(t, traveler)).toThrow();
    validateState(JSON.parse(JSON.stringify(t)));
  });

  it('Reito Lantern: a card it puts from a graveyard on the bottom of an empty library ceases to exist', () => {
    let s = gameWithHands([['{2}', '{W}'], []]);
    s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
    s = play(s, (a) => a.type === 'cast' && a.name === 'Doomed Traveler');
    while (!(s.turn.active === 0 && s.turn.step === 'main1')) s = pass(s);
    const travelerObject = s.battlefield.find((id) => s.objects[id]!.card === 'Doomed Traveler')!;
    const traveler = cardIdOf(s, travelerObject)!;
    const { state, ids } = withPermanents(s, 0, ['Altar of Dementia', 'Reito Lantern', 'Utopia', 'Utopia', 'Utopia']);
    s = state;
    expect(s.players[0]!.library).toHaveLength(0);
    // sacrificed, Doomed Traveler's dies trigger refers to it in the graveyard (AMM 2e), where the Lantern targets it
    s = play(s, (a) => a.type === 'activate' && a.source === ids[0] && a.targets.some((t) => 'player' in t && t.player === 1));
    const inGraveyard = objectOf(s, traveler);
    expect(s.objects[inGraveyard]!.zone).toBe('graveyard');
    s = play(s, (a) => a.type === 'activate' && a.source === ids[1] && a.targets.some((t) => 'object' in t && t.object === inGraveyard));
    s = resolveAll(s);
    expect(logOf(s).some((e) => e.type === 'zoneChange' && e.from === 'graveyard' && e.zone === 'library' && e.card === 'Doomed Traveler')).toBe(true);
    expect(currentObject(s, traveler)).toBeNull();
    expect(topId(s)).not.toBe(traveler);
    validateState(JSON.parse(JSON.stringify(s)));
  });

  it('scry (Serum Visions): the cards scried to the bottom cease to exist, and the next card on top is a new one', () => {
    const { s } = setUp('{U}', ['Utopia']);
    let t = play(s, (a) => a.type === 'cast' && a.name === 'Serum Visions');
    const looked: string[] = [];
    for (let i = 0; i < 50 && t.stack.length > 0; i++) {
      const d = t.decision!;
      if (d.kind === 'choose' && d.choice.prompt === 'scryBottom') {
        for (const o of d.choice.options) if ('object' in o) looked.push(cardIdOf(t, o.object)!);
        t = settle(apply(t, { type: 'choose', player: d.player, choice: d.choice.options.map((_, k) => k) }));
      } else t = pass(t);
    }
    expect(looked).toHaveLength(2);
    for (const id of looked) expect(currentObject(t, id)).toBeNull();
    expect(looked).not.toContain(topId(t));
    validateState(JSON.parse(JSON.stringify(t)));
  });

  it('Lead the Stampede: a basic land without an ID (AMM 2c) put on the bottom goes under the endless library too: never on top, never drawn', () => {
    const { s: start } = setUp('{2}{G}', ['Utopia', 'Utopia', 'Utopia']);
    // a Forest from the sideboard on top of seat 1's library, above the known card (as Brainstorm leaves it)
    const work = beginWorkingCopy(asEngineState(start));
    const forest = createObject(work, { kind: 'card', card: 'Forest', owner: 0, zone: 'library' }, 'top');
    const s = finishWorkingCopy(asEngineState(start), work);
    expect(cardIdOf(s, forest)).toBeNull();
    let t = play(s, (a) => a.type === 'cast' && a.name === 'Lead the Stampede');
    t = resolveAll(t);
    // the Forest was among the five looked at, none a creature: all went to the bottom
    expect(logOf(t).some((e) => e.type === 'look' && e.rule === '401.4' && e.object === forest)).toBe(true);
    expect(t.players[0]!.library.map((id) => t.objects[id]!.card)).not.toContain('Forest');
    expect(logOf(t).some((e) => e.type === 'ceaseToExist' && e.rule === 'AMM 2' && e.card === 'Forest')).toBe(true);
    // the next card on top, and the next card drawn, is a new one
    const top = peek(t, 0);
    expect(top.state.objects[top.top]!.card).not.toBe('Forest');
    expect(cardIdOf(top.state, top.top)).not.toBeNull();
    while (!(t.turn.active === 0 && t.turn.step === 'main1')) t = pass(t);
    expect(t.players[0]!.hand.map((id) => t.objects[id]!.card)).not.toContain('Forest');
    validateState(JSON.parse(JSON.stringify(t)));
  });
});
