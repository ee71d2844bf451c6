import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, logOf, type ReadonlyGameState, type PutTriggerAction } from '../../src/index.js';
import { editState, scenario } from '../../src/testing/index.js';
import { events, expectRefused, mark, pass, passToStep, passUntil } from './helpers.js';

const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

/** Player 0 casts Infest, killing every creature on the battlefield; returns the state when it has resolved. */
function infest(extra0: string[], extra1: string[]): { s: ReadonlyGameState; ids: number[][] } {
  const { state, ids } = scenario({
    players: [
      { hand: ['Infest'], battlefield: ['Swamp', 'Swamp', 'Swamp', ...extra0], library: LIBRARY },
      { battlefield: extra1, library: LIBRARY },
    ],
    settings: { autoPass: 'never' },
  });
  const s = pass(pass(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 })));
  return { s, ids: ids.battlefield };
}

function stackCards(s: ReadonlyGameState): [string, number][] {
  return s.stack.map((id) => [s.objects[id]!.card, s.objects[id]!.controller]);
}

describe('603 Handling Triggered Abilities', () => {
  it('603.3b: triggered abilities go on the stack in APNAP order, each player ordering their own', () => {
    const { s } = infest(['Doomed Traveler', 'Runed Servitor'], ['Runed Servitor']);
    // all three died at once; the active player orders their two triggers first
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    const options = legalActions(s) as PutTriggerAction[];
    expect(options.map((a) => s.pendingTriggers[a.index]!.card).sort()).toEqual(['Doomed Traveler', 'Runed Servitor']);
    expect(options.every((a) => a.player === 0)).toBe(true);
    expectRefused(s, { type: 'putTrigger', player: 1, index: 0, targets: [] }, 'wrongDecision', '603.3b');
    const traveler = options.find((a) => s.pendingTriggers[a.index]!.card === 'Doomed Traveler')!;
    let t = apply(s, traveler);
    // the last one of player 0 and the one of player 1 need no choice and follow by themselves
    expect(stackCards(t)).toEqual([['Doomed Traveler', 0], ['Runed Servitor', 0], ['Runed Servitor', 1]]);
    expect(t.decision).toEqual({ kind: 'priority', player: 0 });
    expect(events(t, 'trigger').map((e) => e.rule)).toEqual(['603.3', '603.3', '603.3']);
    // the other order is just as available
    const servitor = options.find((a) => s.pendingTriggers[a.index]!.card === 'Runed Servitor')!;
    expect(stackCards(apply(s, servitor))).toEqual([['Runed Servitor', 0], ['Doomed Traveler', 0], ['Runed Servitor', 1]]);
    // the non-active player's trigger, put on the stack last, resolves first
    const from = mark(t);
    t = pass(pass(t));
    expect(events(t, 'resolve', from).map((e) => [e.card, e.player])).toEqual([['Runed Servitor', 1]]);
  });

  it('603.3b/101.4: APNAP order starts with the active player and goes on in turn order', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: ['Runed Servitor'], library: LIBRARY },
        { hand: ['Infest'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Runed Servitor'], library: LIBRARY },
        { battlefield: ['Runed Servitor'], library: LIBRARY },
      ],
      active: 1,
      settings: { autoPass: 'never' },
    });
    let s = apply(state, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [], x: 0 });
    s = pass(pass(pass(s)));
    expect(stackCards(s)).toEqual([['Runed Servitor', 1], ['Runed Servitor', 2], ['Runed Servitor', 0]]);
  });

  it('117.5/603.3: abilities that trigger while a spell resolves wait until it has finished', () => {
    const { s } = infest(['Runed Servitor'], []);
    const log = logOf(s);
    const infestDone = log.findIndex((e) => e.type === 'zoneChange' && e.card === 'Infest' && e.zone === 'graveyard');
    const triggered = log.findIndex((e) => e.type === 'trigger');
    expect(infestDone).toBeGreaterThan(0);
    expect(triggered).toBeGreaterThan(infestDone);
  });

  it('603.10a: a "dies" ability triggers from its source\'s last known information', () => {
    const { s } = infest(['Doomed Traveler'], []);
    const t = passUntil(s, (x) => x.stack.length === 0);
    const spirits = t.battlefield.filter((id) => t.objects[id]!.card === 'token:spirit-1-1-flying');
    expect(spirits).toHaveLength(1);
    expect(t.objects[spirits[0]!]!.controller).toBe(0);
  });

  it('603.10a, 613.1f: a permanent that lost all abilities before it died, as it last existed, has no "dies" ability to trigger', () => {
    // "loses all abilities" comes from no card of CNS or CN2: built as a resolved spell would leave it
    const { state, ids } = scenario({
      players: [{ hand: ['Infest'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Doomed Traveler'], library: LIBRARY }, { library: LIBRARY }],
      settings: { autoPass: 'never' },
    });
    const traveler = ids.battlefield[0]![3]!;
    const lost = editState(state, (x) => {
      x.effects = [...x.effects, { id: x.nextEffectId++, timestamp: x.nextTimestamp++, affected: [traveler], change: { kind: 'loseAllAbilities' }, duration: { until: 'endOfTurn' }, source: null, controller: 1 }];
    });
    const s = passUntil(pass(pass(apply(lost, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }))), (x) => x.stack.length === 0);
    expect(s.objects[traveler]!.movedTo).not.toBeNull();
    expect(events(s, 'trigger')).toEqual([]);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'token:spirit-1-1-flying')).toEqual([]);
  });

  it('603.3d: targets of a triggered ability are chosen as it is put on the stack', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Affa Guard Hound'], battlefield: ['Plains', 'Plains', 'Plains'] }, { battlefield: ['token:wolf-2-2'] }],
      settings: { autoPass: 'never' },
    });
    const wolf = ids.battlefield[1]![0]!;
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = pass(pass(s));
    const hound = s.battlefield.find((id) => s.objects[id]!.card === 'Affa Guard Hound')!;
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    expect(legalActions(s)).toEqual([
      { type: 'putTrigger', player: 0, index: 0, targets: [{ object: wolf }] },
      { type: 'putTrigger', player: 0, index: 0, targets: [{ object: hound }] },
    ]);
    expectRefused(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ player: 1 }] }, 'badTarget', '603.3d');
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: wolf }] });
    expect(s.objects[s.stack[0]!]!.targets).toEqual([{ object: wolf }]);
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(characteristics(s, wolf)).toMatchObject({ power: 2, toughness: 5 });
  });

  it('503.1a: "at the beginning of your upkeep" abilities are on the stack before the active player gets priority, in their controller\'s turn only', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Phyrexian Arena'], library: LIBRARY }, { library: LIBRARY }],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    let s = passToStep(state, 'upkeep', 3);
    expect(s.turn.active).toBe(1);
    expect(s.stack).toEqual([]);
    s = passToStep(s, 'upkeep', 4);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(stackCards(s)).toEqual([['Phyrexian Arena', 0]]);
    expect(s.objects[s.stack[0]!]!.source).toBe(ids.battlefield[0]![0]);
    s = pass(pass(s));
    expect(s.players[0]!.life).toBe(19);
    expect(s.players[0]!.hand).toHaveLength(1);
  });

  it('603.2: a "whenever you cast" ability triggers on casting and resolves before the spell', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Reviving Dose'], battlefield: ['Kiln Fiend', 'Plains', 'Plains', 'Plains'], library: LIBRARY },
        { hand: ['Reviving Dose'], battlefield: ['Plains', 'Plains', 'Plains'], library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const fiend = ids.battlefield[0]![0]!;
    const power = characteristics(state, fiend).power!;
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(stackCards(s)).toEqual([['Reviving Dose', 0], ['Kiln Fiend', 0]]);
    s = pass(pass(s));
    expect(characteristics(s, fiend).power).toBe(power + 3);
    expect(stackCards(s)).toEqual([['Reviving Dose', 0]]);
    // an opponent's spell doesn't trigger it
    s = pass(s);
    s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [], x: 0 });
    expect(stackCards(s)).toEqual([['Reviving Dose', 0], ['Reviving Dose', 1]]);
  });
});
