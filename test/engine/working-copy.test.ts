/**
 * The working copy `apply` runs the rules on (src/engine/working-copy.ts) copies and shares back the
 * players, the turn, the turn history and the state's own fields one by one: a field left out of a
 * copy would let the rules change the input, and one left out of a comparison would share a change
 * away. Each field is changed in turn on a copy to check that none is.
 */
import { describe, expect, it } from 'vitest';
import { createGame, type GameState } from '../../src/index.js';
import { beginWorkingCopy, finishWorkingCopy, mutableObject, privateCopy } from '../../src/engine/working-copy.js';
import { randomDeck } from '../../src/bots/random-deck.js';
import { changed } from '../helpers/changed.js';
import { mutableCopy } from '../helpers/mutable-copy.js';


const start = (): GameState => {
  const s = mutableCopy(createGame({ players: [0, 1, 2].map((i) => ({ deck: randomDeck(`wc:${i}`) })), seed: 3 }));
  s.players[1]!.draft = { seat: 1, notes: [], removed: [] };
  s.phasedOut = [];
  s.formatData = {};
  s.players[2]!.counters.poison = 1;
  s.history.attacked.push(4);
  return s;
};

describe('the game working copy', () => {
  it('an unchanged copy is the input itself, and a change shares every other part', () => {
    const s = start();
    expect(finishWorkingCopy(s, beginWorkingCopy(s))).toBe(s);
    const work = beginWorkingCopy(s);
    work.players[0]!.life -= 1;
    const next = finishWorkingCopy(s, work);
    expect(next.players[0]!.life).toBe(s.players[0]!.life - 1);
    expect(next.players[0]!.library).toBe(s.players[0]!.library);
    expect(next.players[1]).toBe(s.players[1]);
    for (const k of Object.keys(s) as (keyof GameState)[]) if (k !== 'players') expect(next[k], k).toBe(s[k]);
  });

  it('a change of any one field of the state, a player, the turn or the turn history is kept, not shared away, and leaves the input as it was', () => {
    const s = start();
    const before = structuredClone(s);
    const parts: [string, (g: GameState) => Record<string, unknown>][] = [
      ['state', (g) => g as unknown as Record<string, unknown>],
      ['players[1]', (g) => g.players[1] as unknown as Record<string, unknown>],
      ['turn', (g) => g.turn as unknown as Record<string, unknown>],
      ['history', (g) => g.history as unknown as Record<string, unknown>],
    ];
    for (const [name, part] of parts) {
      for (const field of Object.keys(part(s))) {
        if (name === 'state' && ['players', 'turn', 'history', 'objects'].includes(field)) continue;
        const work = beginWorkingCopy(s);
        const value = part(work)[field];
        // change nested parts in place, as the rules code does, and plain values by assignment
        if (Array.isArray(value)) value.push(0);
        else if (typeof value === 'object' && value !== null) (value as Record<string, unknown>).changed = 1;
        else part(work)[field] = changed(value);
        const next = finishWorkingCopy(s, work);
        expect(next, `${name}.${field}`).not.toBe(s);
        expect(part(next)[field], `${name}.${field}`).toStrictEqual(part(work)[field]);
        expect(part(next)[field], `${name}.${field}`).not.toStrictEqual(part(s)[field]);
        expect(s, `the input after a change of ${name}.${field}`).toStrictEqual(before);
      }
    }
  });

  it('a field that may be absent and comes or goes is kept', () => {
    const s = start();
    const work = beginWorkingCopy(s);
    work.startOfGame = 'beforeMulligans';
    delete work.phasedOut;
    const next = finishWorkingCopy(s, work);
    expect(next.startOfGame).toBe('beforeMulligans');
    expect('phasedOut' in next).toBe(false);
    expect('startOfGame' in s).toBe(false);
  });

  it('an object taken through mutableObject is copied, kept when changed and shared back when it comes out equal', () => {
    const s = start();
    const id = s.players[0]!.hand[0]!;
    const work = beginWorkingCopy(s);
    mutableObject(work, id).tapped = true;
    const next = finishWorkingCopy(s, work);
    expect(s.objects[id]!.tapped).toBe(false);
    expect(next.objects[id]!.tapped).toBe(true);
    const again = beginWorkingCopy(s);
    mutableObject(again, id).counters.x = 0;
    delete mutableObject(again, id).counters.x;
    const same = finishWorkingCopy(s, again);
    expect(same).toBe(s);
  });

  it('a change of any one field of an object, present or absent in the input, is kept, not shared away, and leaves the input as it was', () => {
    const s = start();
    const id = s.players[0]!.hand[0]!;
    // every optional field present, so that each is compared too
    const optional = { phasedOut: { indirectly: false }, rule: '702.0', goadedBy: [1], chosenNames: ['Bear'], chosenNumber: 2, chosenLandType: 'Forest', loyaltyTurn: 1, sacrificed: [3], division: [1], kicked: 1, copyOf: { card: 'Bear', keywords: [] }, monstrous: true, fromBattlefieldTurn: 1, lastKnown: { name: 'Bear' } };
    Object.assign(s.objects[id]!, optional, { targets: [{ player: 1 }], modes: [0], attachedTo: { player: 1 }, trigger: { event: 'x' } });
    const before = structuredClone(s);
    for (const field of Object.keys(s.objects[id]!)) {
      for (const how of ['change', 'remove'] as const) {
        if (how === 'remove' && !(field in optional)) continue;
        // last known information is a recorded fact, shared with the copy and never changed in place (CR 608.2h)
        if (how === 'change' && field === 'lastKnown') continue;
        const work = beginWorkingCopy(s);
        const o = mutableObject(work, id) as unknown as Record<string, unknown>;
        const value = o[field];
        // change nested parts in place, as the rules code does, and plain values by assignment
        if (how === 'remove') delete o[field];
        else if (Array.isArray(value)) value.push(0);
        else if (typeof value === 'object' && value !== null) (value as Record<string, unknown>).changed = 1;
        else o[field] = changed(value);
        const next = finishWorkingCopy(s, work);
        expect(next, `${how} ${field}`).not.toBe(s);
        expect(next.objects[id], `${how} ${field}`).toStrictEqual(work.objects[id]);
        expect(next.objects[id], `${how} ${field}`).not.toStrictEqual(s.objects[id]);
        expect(s, `the input after a change of ${field}`).toStrictEqual(before);
      }
    }
    const without = beginWorkingCopy(s);
    delete (mutableObject(without, id) as { monstrous?: true }).monstrous;
    const fewer = finishWorkingCopy(s, without);
    const added = beginWorkingCopy(fewer);
    (mutableObject(added, id) as { monstrous?: true }).monstrous = true;
    expect(finishWorkingCopy(fewer, added).objects[id]).toStrictEqual(s.objects[id]);
  });

  it('the log shares its chunks, and is the input\'s own while no event was added', () => {
    const s = start();
    const work = beginWorkingCopy(s);
    expect(finishWorkingCopy(s, work).log).toBe(s.log);
    const added = beginWorkingCopy(s);
    added.log[added.log.length - 1]!.push({ type: 'scenario', rule: '100.1', detail: 'test' });
    const next = finishWorkingCopy(s, added);
    expect(next.log).not.toBe(s.log);
    expect(next.log.flat().length).toBe(s.log.flat().length + 1);
    for (let i = 0; i < s.log.length - 1; i++) expect(next.log[i]).toBe(s.log[i]);
  });
});

/** Every object and array reachable from `value`, with its path. */
function parts(value: unknown, path: string, out: Map<object, string>): Map<object, string> {
  if (typeof value !== 'object' || value === null) return out;
  out.set(value, path);
  for (const [k, v] of Object.entries(value)) parts(v, `${path}.${k}`, out);
  return out;
}

describe('the private copy of a playout', () => {
  /** A state with an object that has every optional field, and events in two log chunks. */
  const full = (): GameState => {
    const s = start();
    const id = s.players[0]!.hand[0]!;
    const o = mutableObject(s, id);
    o.phasedOut = { indirectly: false, controller: 0 };
    o.rule = '100.1';
    o.goadedBy = [1];
    o.chosenNames = ['Island'];
    o.chosenNumber = 2;
    o.loyaltyTurn = 1;
    o.sacrificed = 3;
    o.kicked = 1;
    o.monstrous = true;
    o.fromBattlefieldTurn = 1;
    o.copyOf = { card: 'Island', keywords: ['flying'], activatedOf: 'Island' };
    o.monstrous = true;
    o.counters['+1/+1'] = 2;
    s.log.push([{ type: 'scenario', rule: '100.1', detail: 'test' }], [{ type: 'scenario', rule: '100.2', detail: 'test' }]);
    return s;
  };

  it('is deep-equal to the state, field order aside', () => {
    const s = full();
    expect(privateCopy(s)).toStrictEqual(s);
  });

  it('shares nothing with the state but the log\'s earlier chunks and its events, which are only appended to', () => {
    const s = full();
    const copy = privateCopy(s);
    const own = parts(s, 'state', new Map());
    const lastChunk = s.log[s.log.length - 1]!;
    for (const [part, path] of parts(copy, 'copy', new Map())) {
      if (!own.has(part)) continue;
      const inLog = path.startsWith('copy.log.') && part !== lastChunk;
      expect(inLog, `${path} is shared`).toBe(true);
    }
    expect(copy.log[copy.log.length - 1]).not.toBe(lastChunk);
  });
});
