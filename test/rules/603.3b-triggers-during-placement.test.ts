import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, legalActions, serialize, type PutTriggerAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { events, expectRefused, mark, pass, passUntil } from './helpers.js';

const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

function stackCards(s: ReadonlyGameState): [string, number][] {
  return s.stack.map((id) => [s.objects[id]!.card, s.objects[id]!.controller]);
}

describe('603.3b abilities that trigger while triggered abilities are put on the stack', () => {
  it("603.3b: the active player's Jetting Glasskite, targeted by the other player's Shambling Goblin trigger, triggers and goes on the stack after it", () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Infest'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Jetting Glasskite'], library: LIBRARY },
        { battlefield: ['Shambling Goblin'], library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const glasskite = ids.battlefield[0]![3]!;
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    const from = mark(s);
    s = pass(pass(s));
    // the Goblin's only legal target is the Glasskite: its ability goes on the stack by itself, and
    // the Glasskite's ability, triggered as it did, goes on the stack next (on top), not lost
    expect(stackCards(s)).toEqual([['Shambling Goblin', 1], ['Jetting Glasskite', 0]]);
    expect(events(s, 'trigger', from).map((e) => e.card)).toEqual(['Shambling Goblin', 'Jetting Glasskite']);
    s = passUntil(s, (x) => x.stack.length === 0);
    // the Goblin's ability was countered: the Glasskite is 4/4 - 2/2 (Infest) and no -1/-1 more
    expect(characteristics(s, glasskite)).toMatchObject({ power: 2, toughness: 2 });
  });

  it('603.3b: an ability that triggers as another goes on the stack waits for the next round, even when its controller is still to put theirs', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Infest'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Shambling Goblin'], library: LIBRARY },
        { battlefield: ['Jetting Glasskite'], library: LIBRARY },
        { battlefield: ['Runed Servitor'], library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = pass(pass(pass(s)));
    // first the abilities that triggered on the deaths, in APNAP order; then the Glasskite's, which
    // triggered as the Goblin's targeted it
    expect(stackCards(s)).toEqual([['Shambling Goblin', 0], ['Runed Servitor', 2], ['Jetting Glasskite', 1]]);
    expect(s.pendingTriggers).toEqual([]);
  });

  it('603.3b: while a later player orders theirs, the ability waiting for the next round is not theirs to put, and survives a save and a load', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Infest'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Shambling Goblin'], library: LIBRARY },
        { battlefield: ['Jetting Glasskite'], library: LIBRARY },
        { battlefield: ['Runed Servitor', 'Doomed Traveler'], library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = pass(pass(pass(s)));
    expect(stackCards(s)).toEqual([['Shambling Goblin', 0]]);
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 2 });
    expect((legalActions(s) as PutTriggerAction[]).map((a) => s.pendingTriggers[a.index]!.card).sort()).toEqual(['Doomed Traveler', 'Runed Servitor']);
    const glasskite = s.pendingTriggers.findIndex((t) => t.card === 'Jetting Glasskite');
    expectRefused(s, { type: 'putTrigger', player: 1, index: glasskite, targets: [] }, 'wrongDecision', '603.3b');
    s = deserialize(serialize(s));
    const servitor = (legalActions(s) as PutTriggerAction[]).find((a) => s.pendingTriggers[a.index]!.card === 'Runed Servitor')!;
    s = apply(s, servitor);
    expect(stackCards(s)).toEqual([['Shambling Goblin', 0], ['Runed Servitor', 2], ['Doomed Traveler', 2], ['Jetting Glasskite', 1]]);
  });

  it('603.3b: the player ordering theirs may not put their own ability that triggered during this round, which waits for the next', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Infest'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Shambling Goblin'], library: LIBRARY },
        { battlefield: ['Leovold, Emissary of Trest', 'Runed Servitor', 'Doomed Traveler'], library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = pass(pass(s));
    // the Goblin's ability targets Leovold, the one creature of player 1 left: Leovold's ability triggers, for the next round
    expect(stackCards(s)).toEqual([['Shambling Goblin', 0]]);
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 1 });
    const leovold = s.pendingTriggers.findIndex((t) => t.card === 'Leovold, Emissary of Trest');
    expect(s.pendingTriggers[leovold]).toMatchObject({ controller: 1, nextRound: true });
    expect((legalActions(s) as PutTriggerAction[]).map((a) => s.pendingTriggers[a.index]!.card).sort()).toEqual(['Doomed Traveler', 'Runed Servitor']);
    expectRefused(s, { type: 'putTrigger', player: 1, index: leovold, targets: [] }, 'illegal', '603.3b');
  });
});

