import { describe, expect, it } from 'vitest';
import { logOf, type ReadonlyGameState } from '../../src/index.js';
import { addExtraTurn } from '../../src/rules/500.7-extra-turns.js';
import { attack, block, cast, nextTurn, passToPlayer, permanent, resolveStack, setup, skipUntil, withKeywords } from '../cards/helpers.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

describe('502.3 untap step in a multiplayer game: what keeps a permanent tapped', () => {
  /** Four players; player 1's Child of Night (with vigilance) attacks player 0 and is blocked by Vertigo Spawn in turn 3. */
  function blocked(): { s: ReadonlyGameState; child: number } {
    const { state } = setup({ players: [{ battlefield: ['Vertigo Spawn'] }, { battlefield: ['Child of Night'] }, {}, {}] });
    const child = permanent(state, 'Child of Night');
    let s = withKeywords(nextTurn(state), child, ['vigilance']);
    expect(s.turn).toMatchObject({ number: 3, active: 1 });
    s = resolveStack(block(attack(s, [[child, 0]]), [[permanent(s, 'Vertigo Spawn'), child]]));
    expect(s.objects[child]!.tapped).toBe(true);
    return { s, child };
  }

  it('"its controller\'s next untap step" is its controller\'s: the other players\' untap steps neither untap it nor use the effect up', () => {
    const { s: start, child } = blocked();
    let s = start;
    for (const active of [2, 3, 0, 1]) {
      s = nextTurn(s);
      expect([s.turn.active, s.objects[child]!.tapped]).toEqual([active, true]);
    }
    // the untap step of player 1's turn after that one untaps it
    for (let i = 0; i < 4; i++) s = nextTurn(s);
    expect([s.turn.active, s.objects[child]!.tapped]).toEqual([1, false]);
    expect(s.ruleEffects).toEqual([]);
  });

  it('500.7: its controller\'s extra turn has their next untap step', () => {
    const { s: before, child } = blocked();
    const withExtra = mutableCopy(before);
    addExtraTurn(withExtra, 1);
    let s = nextTurn(withExtra);
    expect([s.turn.number, s.turn.active, s.objects[child]!.tapped]).toEqual([4, 1, true]);
    // the turn after the extra one is player 2's; player 1's next regular turn untaps it
    for (const active of [2, 3, 0]) {
      s = nextTurn(s);
      expect([s.turn.active, s.objects[child]!.tapped]).toEqual([active, true]);
    }
    s = nextTurn(s);
    expect([s.turn.active, s.objects[child]!.tapped]).toEqual([1, false]);
  });

  it('400.7: the effect ends with a permanent that leaves the battlefield, in the next untap step of any player; the card in the graveyard is a new object', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Vertigo Spawn', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Child of Night'] }, {}] });
    const child = permanent(state, 'Child of Night');
    let s = withKeywords(nextTurn(state), child, ['vigilance']);
    expect(s.turn).toMatchObject({ number: 3, active: 1 });
    s = resolveStack(block(attack(s, [[child, 0]]), [[permanent(s, 'Vertigo Spawn'), child]]));
    expect(s.ruleEffects).toEqual([expect.objectContaining({ kind: 'skipsNextUntap', affected: child })]);
    s = passToPlayer(s, 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: child }]));
    expect(s.battlefield).not.toContain(child);
    s = nextTurn(s);
    expect(s.turn.active).toBe(2);
    expect(s.ruleEffects).toEqual([]);
  });
});

describe('502.3: a permanent\'s own "doesn\'t untap during your untap step"', () => {
  it('Galvanic Juggernaut stays tapped in each of its controller\'s untap steps; once it has lost all its abilities (613.1f), it untaps', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Galvanic Juggernaut', tapped: true }, { card: 'Galvanic Juggernaut', tapped: true }] }, {}] });
    const [keeps, loses] = state.battlefield;
    const s0 = mutableCopy(state);
    s0.effects.push({
      id: s0.nextEffectId++, timestamp: s0.nextTimestamp++, affected: [loses!],
      change: { kind: 'loseAllAbilities' }, duration: { until: 'forever' }, source: null, controller: 1,
    });
    const s = nextTurn(nextTurn(s0));
    expect(s.turn).toMatchObject({ number: 4, active: 0 });
    expect(s.objects[keeps!]!.tapped).toBe(true);
    expect(s.objects[loses!]!.tapped).toBe(false);
  });
});

describe('502.4: no player receives priority during the untap step, so nothing state-based is done and nothing goes on the stack there', () => {
  it('a Doomed Traveler kept alive until its controller\'s next turn dies as that player would first receive priority, in the upkeep, and its ability goes on the stack there (CR 704.3, 611.2b)', () => {
    const { state } = setup({ players: [{ battlefield: ['Doomed Traveler'] }, {}] });
    const traveler = permanent(state, 'Doomed Traveler');
    // a 1/1 with a -1/-1 counter, alive while it gets +2/+2 until player 0's next turn
    const s0 = mutableCopy(state);
    mutableObject(s0, traveler).counters['-1/-1'] = 1;
    s0.effects.push({
      id: s0.nextEffectId++, timestamp: s0.nextTimestamp++, affected: [traveler],
      change: { kind: 'modifyPT', power: 2, toughness: 2 }, duration: { until: 'yourNextTurn', player: 0 }, source: null, controller: 0,
    });
    let s: ReadonlyGameState = nextTurn(s0);
    expect(s.battlefield).toContain(traveler);
    const from = logOf(s).length;
    s = skipUntil(s, (x) => x.turn.active === 0 && x.stack.length > 0);
    const log = logOf(s).slice(from);
    const upkeep = log.findIndex((e) => e.type === 'step' && e.detail === 'upkeep');
    const died = log.findIndex((e) => e.type === 'zoneChange' && e.object === traveler);
    expect(upkeep).toBeGreaterThan(-1);
    expect(died).toBeGreaterThan(upkeep);
    expect(s.turn.step).toBe('upkeep');
    expect(s.stack).toHaveLength(1);
  });
});
