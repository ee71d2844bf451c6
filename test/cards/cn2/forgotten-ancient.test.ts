import { describe, expect, it } from 'vitest';
import { apply, type ReadonlyGameState } from '../../../src/index.js';
import { cast, choose, events, passUntil, permanent, pt, resolveStack, setup, skipUntil } from '../helpers.js';

/** Plays on to player 0's next upkeep, with Forgotten Ancient's upkeep trigger on the stack. */
function toUpkeepTrigger(state: ReadonlyGameState): ReadonlyGameState {
  const turn = state.turn.number;
  return skipUntil(state, (x) => x.turn.number > turn && x.turn.active === 0 && x.turn.step === 'upkeep' && x.stack.length > 0);
}

/** Resolves the top of the stack and answers each "move a counter onto" question with these objects, then "stop". */
function moveOnto(state: ReadonlyGameState, onto: number[]): ReadonlyGameState {
  let s = passUntil(state, (x) => x.decision?.kind === 'choose');
  for (const id of [...onto, null]) {
    const d = s.decision;
    if (d?.kind !== 'choose' || d.choice.rule !== '122.5') break;
    const index = d.choice.options.findIndex((o) => (id === null ? 'label' in o : 'object' in o && o.object === id));
    s = apply(s, { type: 'choose', player: d.player, choice: [index] });
  }
  return s;
}

describe('Forgotten Ancient', () => {
  it('Whenever a player casts a spell, you may put a +1/+1 counter on Forgotten Ancient (an opponent\'s spell too)', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Forgotten Ancient'] }, { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'] }] });
    const ancient = permanent(state, 'Forgotten Ancient');
    let s = passUntil(cast(state, 1, ids.hand[1]![0]!), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2d' } });
    s = resolveStack(choose(s, [0]));
    expect(pt(s, ancient)).toEqual([1, 4]);
  });

  it('"Putting on a counter is optional. If you forget to do so, it means you chose not to do so."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forgotten Ancient', 'Island', 'Island', 'Island'], hand: ['Divination'] }, {}] });
    const ancient = permanent(state, 'Forgotten Ancient');
    const s = resolveStack(choose(passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose'), [1]));
    expect(pt(s, ancient)).toEqual([0, 3]);
    expect(s.objects[ancient]!.counters).toEqual({});
  });

  it('"It does not get counters for copies of spells (as with Storm), just for spells that are actually cast." (Double Stroke\'s copy of Divination: one trigger)', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Divination'], battlefield: ['Forgotten Ancient', 'Island', 'Island', 'Island'], command: [{ card: 'Double Stroke', names: ['Divination'] }] }, {}, {}],
    });
    const ancient = permanent(state, 'Forgotten Ancient');
    let s = cast(state, 0, ids.hand[0]![0]!);
    // both triggers are player 0's: order them, then answer each "may" with yes
    for (let i = 0; i < 20 && !(s.stack.length === 0 && s.resolution === null); i++) {
      const d = s.decision;
      if (d?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: d.player, index: 0, targets: [] });
      else if (d?.kind === 'choose') s = choose(s, [0]);
      else s = passUntil(s, (x) => x.decision?.kind !== 'priority' || (x.stack.length === 0 && x.resolution === null));
    }
    expect(events(s, 'resolve').filter((e) => e.card === 'Divination')).toHaveLength(2);
    expect(events(s, 'trigger').filter((e) => e.card === 'Forgotten Ancient')).toHaveLength(1);
    expect(s.objects[ancient]!.counters).toEqual({ '+1/+1': 1 });
  });

  it('At the beginning of your upkeep, you may move any number of +1/+1 counters from it onto other creatures — "The moving of counters is not a targeted ability." (onto an opponent\'s creature with hexproof)', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Forgotten Ancient', counters: { '+1/+1': 3 } }, 'Bronze Sable'] }, { battlefield: ['Ascended Lawmage'] }] });
    const [ancient, sable, lawmage] = [permanent(state, 'Forgotten Ancient'), permanent(state, 'Bronze Sable'), permanent(state, 'Ascended Lawmage')];
    let s = toUpkeepTrigger(state);
    expect(s.objects[s.stack[0]!]!.targets).toEqual([]);
    s = resolveStack(moveOnto(s, [lawmage, lawmage, sable]));
    expect(s.objects[ancient]!.counters).not.toHaveProperty('+1/+1'); // none left is no entry (CR 122.1)
    expect(s.objects[lawmage]!.counters).toEqual({ '+1/+1': 2 });
    expect(s.objects[sable]!.counters).toEqual({ '+1/+1': 1 });
    expect(events(s, 'moveCounter').map((e) => e.rule)).toEqual(['122.5', '122.5', '122.5']);
  });

  it('"You decide how many counters to move and where to move them when the ability resolves." (a creature killed in response is not offered; moving some, or none, is allowed)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [{ card: 'Forgotten Ancient', counters: { '+1/+1': 3 } }, 'Bronze Sable', 'Lizard Warrior', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, {}],
    });
    const [ancient, sable, lizard] = [permanent(state, 'Forgotten Ancient'), permanent(state, 'Bronze Sable'), permanent(state, 'Lizard Warrior')];
    let s = toUpkeepTrigger(state);
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    // Murder's cast triggers the first ability: decline it
    s = choose(passUntil(s, (x) => x.decision?.kind === 'choose'), [1]);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options).toEqual([{ object: lizard }, { label: 'stop' }]);
    s = resolveStack(moveOnto(s, [lizard]));
    expect(s.objects[ancient]!.counters['+1/+1']).toBe(2);
    expect(pt(s, lizard)).toEqual([5, 3]);
    // the next upkeep: moving none
    s = resolveStack(moveOnto(toUpkeepTrigger(s), []));
    expect(s.objects[ancient]!.counters['+1/+1']).toBe(2);
  });
});
