/**
 * The characteristics memo (DESIGN "Characteristics are computed"): kept from one scope to the next
 * for a state only the rules change, it recomputes an object whose own data changed (through
 * `mutableObject`) or that an effect that came applies to, and every object when a static source
 * changed or an effect applies to one. A change of a permanent's tapped status alone recomputes it
 * only while a static ability's filter reads that status.
 */
import { describe, expect, it } from 'vitest';
import { characteristics, handOverCharacteristicsMemo, keepCharacteristicsMemo, withCharacteristicsMemo } from '../../src/engine/characteristics.js';
import { addEffect, createTokens, endEffects, pump, tap, untap } from '../../src/engine/game-actions.js';
import type { CardDefinition } from '../../src/cards/definition.js';
import { findDefinition, registerFormatCard } from '../../src/cards/registry.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { drawCards, moveObject } from '../../src/zones/zones.js';
import { removeFromCombat } from '../../src/engine/removed-from-combat.js';
import { apply } from '../../src/index.js';
import { attack, cast, choose, life, passUntil, permanent, resolveStack, resolveTop, setup } from '../cards/helpers.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

describe('characteristics memo', () => {
  it('sees a change to the object itself, to a static source that affects it, and effects that come, within a scope and between kept scopes', () => {
    const { state } = setup({ players: [{ battlefield: ['Favorable Winds', 'Air Servant'] }, {}] });
    const s = mutableCopy(state);
    const winds = permanent(s, 'Favorable Winds');
    const servant = permanent(s, 'Air Servant');
    keepCharacteristicsMemo(s);
    const power = (): number | null => withCharacteristicsMemo(s, () => characteristics(s, servant).power);
    // Air Servant is 4/3 with flying: "creatures you control with flying get +1/+1"
    expect(power()).toBe(5);
    // between two scopes of the kept memo: +1/+1 counters on the creature (CR 613.4c)
    mutableObject(s, servant).counters['+1/+1'] = 2;
    expect(power()).toBe(7);
    // within one scope
    withCharacteristicsMemo(s, () => {
      expect(characteristics(s, servant).power).toBe(7);
      mutableObject(s, servant).counters['+1/+1'] = 0;
      expect(characteristics(s, servant).power).toBe(5);
    });
    // the source changes controller: the creature is no longer one its controller controls
    mutableObject(s, winds).controller = 1;
    expect(power()).toBe(4);
    // an effect that comes and applies to a static source changes what the source does: player 0 gains control of it (CR 613.1b)
    addEffect(s, { affected: [winds], change: { kind: 'control', player: 0 }, duration: { until: 'endOfTurn' }, source: winds, controller: 0 });
    expect(power()).toBe(5);
    // an effect that comes applies to what it affects (CR 611.2, 613.4c)
    pump(s, servant, 2, 0, [], servant, 0, { until: 'endOfTurn' });
    expect(power()).toBe(7);
  });

  it("sees a permanent tapped when a static ability's filter reads whether permanents are tapped", () => {
    // no card of the two sets has such a filter: a test card, "Tapped creatures get -1/-0."
    const name = 'Test: Tapped creatures get -1/-0';
    if (!findDefinition(name)) {
      registerFormatCard({ ...(findDefinition('Intangible Virtue') as CardDefinition), name, statics: [{ kind: 'modifyPT', text: 'Tapped creatures get -1/-0.', affects: { types: ['Creature'], tapped: true }, power: -1, toughness: 0 }] });
    }
    const { state } = setup({ players: [{ battlefield: [name, 'Charging Rhino'] }, {}] });
    const s = mutableCopy(state);
    const rhino = permanent(s, 'Charging Rhino');
    keepCharacteristicsMemo(s);
    const power = (): number | null => withCharacteristicsMemo(s, () => characteristics(s, rhino).power);
    expect(power()).toBe(4);
    withCharacteristicsMemo(s, () => tap(s, rhino));
    expect(power()).toBe(3);
    withCharacteristicsMemo(s, () => untap(s, rhino));
    expect(power()).toBe(4);
  });

  it("never remembers what a characteristic-defining ability defines off the battlefield (CR 604.3): a Psychosis Crawler in hand counts its owner's hand as it is now", () => {
    const { state } = setup({ players: [{ hand: ['Psychosis Crawler', 'Island'], library: ['Island', 'Island'] }, {}] });
    const s = mutableCopy(state);
    const crawler = s.players[0]!.hand.find((id) => s.objects[id]!.card === 'Psychosis Crawler')!;
    keepCharacteristicsMemo(s);
    const power = (): number | null => withCharacteristicsMemo(s, () => characteristics(s, crawler).power);
    expect(power()).toBe(2);
    // a draw changes the hand, not the Crawler: within one scope and between kept scopes
    withCharacteristicsMemo(s, () => {
      drawCards(s, 0, 1);
      expect(characteristics(s, crawler).power).toBe(3);
    });
    withCharacteristicsMemo(s, () => drawCards(s, 0, 1));
    expect(power()).toBe(4);
  });

  it("sees a creature removed from combat, and one that attacks, when a static ability's filter reads whether creatures attack (Gruul War Chant, CR 506.4)", () => {
    // "Attacking creatures you control get +1/+0 and have menace."; Lizard Warrior is 4/2
    const { state } = setup({ players: [{ battlefield: ['Gruul War Chant', 'Lizard Warrior'] }, {}] });
    const s = mutableCopy(state);
    const warrior = permanent(s, 'Lizard Warrior');
    keepCharacteristicsMemo(s);
    const power = (): number | null => withCharacteristicsMemo(s, () => characteristics(s, warrior).power);
    s.combat = { attackers: [], blockers: [], attackedPlayers: [], blockersDeclaredBy: [], divisions: {} };
    expect(power()).toBe(4);
    // it attacks: nothing of the creature itself changes (it was not tapped here)
    s.combat.attackers = [{ id: warrior, target: { player: 1 }, defender: 1, blocked: false, blockers: [], dealtFirstStrike: false }];
    expect(power()).toBe(5);
    // removed from combat within one scope (CR 506.4): it is no longer an attacking creature
    withCharacteristicsMemo(s, () => {
      expect(characteristics(s, warrior).power).toBe(5);
      removeFromCombat(s, warrior);
      expect(characteristics(s, warrior).power).toBe(4);
    });
  });
  it('sees a static source leave as a permanent enters in the same resolution, the battlefield the same length (Terastodon: CR 400.7, 613.1)', () => {
    // Terastodon destroys Favorable Winds and its controller creates an Elephant: one permanent left,
    // one entered, the battlefield list of the same length; only the next timestamp tells. Air Servant
    // (4/3 flying) is 5/4 with the Winds, 4/3 after, and deals 4 combat damage (CR 510.1a)
    const { state, ids } = setup({ players: [{ battlefield: ['Favorable Winds', 'Air Servant', ...Array<string>(8).fill('Forest')], hand: ['Terastodon'] }, {}] });
    let s = resolveTop(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Favorable Winds') }] }));
    s = choose(s, [0]);
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('token:elephant-3-3');
    s = attack(s, [[permanent(s, 'Air Servant'), 1]]);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(life(s, 1)).toBe(20 - 4);
  });
  it('sees a static source leave and another permanent enter with nothing read between: the battlefield list the same array of the same length, the next timestamp another (CR 400.7)', () => {
    const { state } = setup({ players: [{ battlefield: ['Favorable Winds', 'Air Servant'] }, {}] });
    const s = mutableCopy(state);
    const servant = permanent(s, 'Air Servant');
    keepCharacteristicsMemo(s);
    withCharacteristicsMemo(s, () => {
      expect(characteristics(s, servant).power).toBe(5);
      moveObject(s, permanent(s, 'Favorable Winds'), 'graveyard', { rule: '701.8a' });
      createTokens(s, 'token:elephant-3-3', 1, 0);
      expect(characteristics(s, servant).power).toBe(4);
    });
  });
  it('forgets what an effect that ended applied to, the effects list replaced by a shorter one (CR 514.2: "until end of turn" effects end in the cleanup step)', () => {
    const { state } = setup({ players: [{ battlefield: ['Air Servant', 'Charging Rhino'] }, {}] });
    const s = mutableCopy(state);
    const servant = permanent(s, 'Air Servant');
    const rhino = permanent(s, 'Charging Rhino');
    keepCharacteristicsMemo(s);
    const powers = (): (number | null)[] => withCharacteristicsMemo(s, () => [characteristics(s, servant).power, characteristics(s, rhino).power]);
    pump(s, servant, 2, 0, [], servant, 0, { until: 'endOfTurn' });
    pump(s, rhino, 1, 0, [], rhino, 0, { until: 'forever' });
    expect(powers()).toEqual([6, 5]);
    withCharacteristicsMemo(s, () => endEffects(s, (d) => d.until === 'endOfTurn'));
    expect(powers()).toEqual([4, 5]);
  });
  it('a kept memo is brought up to date as its scope ends, so that it can be handed over to an equal state as apply does: an effect ended after the last read', () => {
    const { state } = setup({ players: [{ battlefield: ['Air Servant'] }, {}] });
    const s = mutableCopy(state);
    const servant = permanent(s, 'Air Servant');
    keepCharacteristicsMemo(s);
    pump(s, servant, 2, 0, [], servant, 0, { until: 'endOfTurn' });
    expect(withCharacteristicsMemo(s, () => characteristics(s, servant).power)).toBe(6);
    // the cleanup step ends the effect (CR 514.2) and nothing is read after it in that scope
    withCharacteristicsMemo(s, () => endEffects(s, (d) => d.until === 'endOfTurn'));
    const next = mutableCopy(s);
    handOverCharacteristicsMemo(s, next);
    expect(withCharacteristicsMemo(next, () => characteristics(next, servant).power)).toBe(4);
  });
});
