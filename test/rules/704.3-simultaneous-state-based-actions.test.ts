import { describe, expect, it } from 'vitest';
import { apply, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { events, withKeywords } from './helpers.js';
import { activate, cast, castAndResolve, names, permanent, pt, resolveStack, setup } from '../cards/helpers.js';

const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

function stackCards(s: ReadonlyGameState): string[] {
  return s.stack.map((id) => s.objects[id]!.card);
}

describe('704.3 state-based actions are performed at the same time', () => {
  it('704.3, 603.10a: Harvester of Souls dying of its damage sees the Grenzo the legend rule puts into the graveyard at the same time', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: [{ card: 'Harvester of Souls', damage: 5 }, 'Grenzo, Havoc Raiser', 'Grenzo, Havoc Raiser'], library: LIBRARY },
        { library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const [harvester, first, second] = ids.battlefield[0]!;
    expect(state.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '704.5j' } });
    // nothing is performed before the choice: they all happen at once
    expect(state.battlefield).toContain(harvester);
    const s = apply(state, { type: 'choose', player: 0, choice: [0] });
    expect(s.battlefield).toContain(first);
    expect(s.battlefield).not.toContain(second);
    expect(s.battlefield).not.toContain(harvester);
    expect(events(s, 'stateBasedAction').map((e) => e.rule).sort()).toEqual(['704.5g', '704.5j']);
    // "whenever another nontoken creature dies": it looks back in time and sees Grenzo's death
    expect(stackCards(s)).toEqual(['Harvester of Souls']);
  });

  it('704.3, 603.10a: a creature put into the graveyard for toughness 0 as its +1/+1 and -1/-1 counters would cancel dies with its +1/+1 counter (Marchesa, the Black Rose)', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: ['Marchesa, the Black Rose', { card: 'Bronze Sable', counters: { '+1/+1': 1, '-1/-1': 3 } }], library: LIBRARY },
        { library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const sable = ids.battlefield[0]![1]!;
    expect(state.battlefield).not.toContain(sable);
    expect(events(state, 'stateBasedAction').map((e) => e.rule)).toEqual(['704.5f']);
    // the counters are not removed first: as it last existed, it had its +1/+1 counter
    expect(stackCards(state)).toEqual(['Marchesa, the Black Rose']);
  });
  it('704.3, 800.4a: a creature dying of its damage as its owner loses at 0 life dies before it leaves the game (another player\'s Harvester of Souls triggers)', () => {
    const { state, ids } = scenario({
      players: [
        { life: 0, battlefield: [{ card: 'Bronze Sable', damage: 1 }], library: LIBRARY },
        { battlefield: ['Harvester of Souls'], library: LIBRARY },
        { library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const sable = ids.battlefield[0]![0]!;
    expect(state.players[0]!.outcome).toBe('lost');
    // the loss and the destruction are one event: Bronze Sable is destroyed (704.5g), then leaves the game with its owner
    expect(events(state, 'stateBasedAction').map((e) => e.rule).sort()).toEqual(['704.5a', '704.5g']);
    expect(events(state, 'stateBasedAction')[0]).toMatchObject({ object: sable });
    expect(stackCards(state)).toEqual(['Harvester of Souls']);
    expect(state.objects[state.stack[0]!]!.controller).toBe(1);
  });

  it('704.3, 800.4d: Harvester of Souls of a player who loses as another player\'s creature dies triggers, but its controller left: it is not put on the stack', () => {
    const { state } = scenario({
      players: [
        { life: 0, battlefield: ['Harvester of Souls'], library: LIBRARY },
        { battlefield: [{ card: 'Bronze Sable', damage: 1 }], library: LIBRARY },
        { library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    expect(state.players[0]!.outcome).toBe('lost');
    expect(events(state, 'stateBasedAction').map((e) => e.rule).sort()).toEqual(['704.5a', '704.5g']);
    expect(state.stack).toEqual([]);
  });
  it('704.3, 704.5j: with two names, the losers of the first choice wait for the second, and all die together (each Marchesa, the Black Rose sees the Grenzo with a +1/+1 counter die)', () => {
    const { state, ids } = scenario({
      players: [
        {
          battlefield: ['Marchesa, the Black Rose', 'Marchesa, the Black Rose', 'Grenzo, Havoc Raiser', { card: 'Grenzo, Havoc Raiser', counters: { '+1/+1': 1 } }],
          library: LIBRARY,
        },
        { library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const [marchesa, otherMarchesa, grenzo, countered] = ids.battlefield[0]!;
    expect(state.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '704.5j', options: [{ object: marchesa }, { object: otherMarchesa }] } });
    const s = apply(state, { type: 'choose', player: 0, choice: [0] });
    // the second name is asked; the Marchesa not kept has not left yet (CR 704.3)
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '704.5j', options: [{ object: grenzo }, { object: countered }] } });
    expect(s.battlefield).toContain(otherMarchesa);
    expect(events(s, 'stateBasedAction')).toEqual([]);
    const t = apply(s, { type: 'choose', player: 0, choice: [0] });
    expect(t.battlefield).toContain(marchesa);
    expect(t.battlefield).toContain(grenzo);
    expect(t.battlefield).not.toContain(otherMarchesa);
    expect(t.battlefield).not.toContain(countered);
    expect(events(t, 'stateBasedAction').map((e) => e.rule)).toEqual(['704.5j', '704.5j']);
    // "whenever a creature you control with a +1/+1 counter on it dies": both Marchesas, the one
    // leaving too, look back and see Grenzo die (CR 603.10a)
    expect(t.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    expect(t.pendingTriggers.map((p) => [p.card, p.source])).toEqual([
      ['Marchesa, the Black Rose', marchesa],
      ['Marchesa, the Black Rose', otherMarchesa],
    ]);
  });
  it('704.3, 800.4a, 800.4d: another player\'s Runed Servitor controlled by a player who loses at 0 life dies under that control: it goes to its owner\'s graveyard, its trigger is not put on the stack', () => {
    const { state, ids } = scenario({
      players: [
        { life: 0, library: LIBRARY },
        { battlefield: [{ card: 'Runed Servitor', controller: 0, damage: 2 }], library: LIBRARY },
        { battlefield: ['Harvester of Souls'], library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const servitor = ids.battlefield[1]![0]!;
    expect(state.players[0]!.outcome).toBe('lost');
    // it died (704.5g) rather than being exiled as a permanent the loser still controls (800.4a)
    expect(state.exile).toEqual([]);
    expect(state.players[1]!.graveyard.map((id) => state.objects[id]!.card)).toEqual(['Runed Servitor']);
    expect(events(state, 'stateBasedAction')[0]).toMatchObject({ rule: '704.5g', object: servitor });
    // "when Runed Servitor dies": its controller as it died left the game (800.4d); Harvester's is there
    expect(stackCards(state)).toEqual(['Harvester of Souls']);
  });

  it('704.3, 704.5m, 603.10a: an Aura put into the graveyard as its creature dies in the same check was still attached to it: Unhallowed Pact returns the creature', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Wild Griffin', 'Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain', 'Mountain'], hand: ['Unhallowed Pact', 'Brimstone Volley'] }, {}],
    });
    const griffin = permanent(state, 'Wild Griffin');
    const [pact, volley] = ids.hand[0]!;
    let s = castAndResolve(state, 0, pact!, [{ object: griffin }]);
    s = cast(s, 0, volley!, [{ object: griffin }]);
    // as the Volley waits, the Griffin gains protection from black: the Pact (black) can no longer
    // enchant it, and the next check finds that and the Volley's lethal damage together
    s = resolveStack(withKeywords(s, griffin, ['protection from black']));
    expect(events(s, 'stateBasedAction').map((e) => [e.card, e.rule])).toEqual([['Wild Griffin', '704.5g'], ['Unhallowed Pact', '704.5m']]);
    // "When enchanted creature dies, return that card to the battlefield under your control."
    expect(names(s, 0, 'graveyard')).toEqual(['Brimstone Volley', 'Unhallowed Pact']);
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('Wild Griffin');
  });

  it('704.3, 704.5n, 603.10a: an Equipment unattached by the check in which its creature dies was attached to it as it died: Deathrender triggers', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Deathrender', 'Wild Griffin', 'Wastes', 'Wastes', 'Mountain', 'Mountain'], hand: ['Flame Slash', 'Pillarfield Ox'] }, {}],
    });
    const [deathrender, griffin] = [permanent(state, 'Deathrender'), permanent(state, 'Wild Griffin')];
    let s = resolveStack(activate(state, 0, deathrender, 0, [{ object: griffin }]));
    expect(pt(s, griffin)).toEqual([4, 4]);
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: griffin }]);
    // as Flame Slash waits, the Griffin gains protection from artifacts: the next check finds its 4
    // damage, lethal with the +2/+2, and that Deathrender can no longer equip it
    s = resolveStack(withKeywords(s, griffin, ['protection from artifacts']));
    expect(events(s, 'stateBasedAction').map((e) => [e.card, e.rule])).toEqual([['Wild Griffin', '704.5g']]);
    expect(events(s, 'unattach').map((e) => e.rule)).toEqual(['704.5n']);
    // "Whenever equipped creature dies, you may put a creature card from your hand onto the battlefield and attach Deathrender to it."
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [{ object: ids.hand[0]![1] }] } });
  });
});
