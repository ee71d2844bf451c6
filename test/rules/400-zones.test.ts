import { describe, expect, it } from 'vitest';
import { apply, createGame, view, type ReadonlyGameState, type ObjectId } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { events, passToStep } from './helpers.js';

const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
const DECK = Array.from({ length: 30 }, (_, i) => LANDS[i % LANDS.length] as string);

/** A two-player game past the mulligans, in the first main phase of turn 1. */
function started(): ReadonlyGameState {
  let s = createGame({ players: [{ deck: DECK }, { deck: DECK }], seed: 11, startingPlayer: 0, settings: { autoPass: 'never' } });
  s = apply(apply(s, { type: 'keep', player: 0 }), { type: 'keep', player: 1 });
  return passToStep(s, 'main1', 1);
}

/** Every object id a value mentions under the keys that carry ids (a player's view has a seat `id`). */
function idsIn(value: unknown, out = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const v of value) idsIn(v, out);
  else if (typeof value === 'object' && value !== null) {
    const player = 'handCount' in value;
    for (const [k, v] of Object.entries(value)) {
      if (player && k === 'id') continue;
      if (typeof v === 'number' && ['id', 'object', 'to', 'card', 'source', 'attacker', 'blocker'].includes(k)) out.add(v);
      else idsIn(v, out);
    }
  }
  return out;
}

describe('400 Zones', () => {
  it('400.7: a card that moves to another zone becomes a new object with a new id', () => {
    const { state, ids } = scenario({ players: [{ hand: ['Forest'] }, {}], settings: { autoPass: 'never' } });
    const inHand = ids.hand[0]![0]!;
    const s = apply(state, { type: 'playLand', player: 0, card: inHand });
    const onField = s.battlefield[0]!;
    expect(onField).not.toBe(inHand);
    expect(s.objects[inHand]).toMatchObject({ movedTo: onField, zone: 'hand' });
    expect(s.players[0]!.hand).not.toContain(inHand);
    expect(events(s, 'zoneChange')).toEqual([expect.objectContaining({ object: inHand, to: onField, from: 'hand', zone: 'battlefield' })]);
  });

  it('400.7: a new object has no memory of the old one: tapped, damage and counters are gone', () => {
    // a tapped 2/2 with a +1/+1 counter and 3 damage: lethal, so it dies as the scenario starts
    const { state, ids } = scenario({
      players: [{ battlefield: [{ card: 'Wild Griffin', tapped: true, damage: 3, counters: { '+1/+1': 1 } }] }, {}],
      settings: { autoPass: 'never' },
    });
    const griffin = ids.battlefield[0]!;
    const old = state.objects[griffin[0]!]!;
    // the old slot keeps its last known information
    expect(old).toMatchObject({ zone: 'battlefield', tapped: true, damage: 3, counters: { '+1/+1': 1 } });
    const grave = state.players[0]!.graveyard[0]!;
    expect(old.movedTo).toBe(grave);
    expect(state.objects[grave]).toMatchObject({ card: 'Wild Griffin', zone: 'graveyard', damage: 0, tapped: false, counters: {} });
  });

  it('400.7: ids are never reused within a game', () => {
    let s = started();
    const seen = new Set<ObjectId>(s.objects.map((o) => o.id));
    expect(seen.size).toBe(s.objects.length);
    const before = s.objects.length;
    s = apply(s, { type: 'playLand', player: 0, card: s.players[0]!.hand[0]! });
    s = passToStep(s, 'main1', 2);
    // the land play and player 1's draw made new objects after all the old ones
    expect(s.objects.length).toBe(before + 2);
    expect(s.objects.map((o) => o.id)).toEqual(s.objects.map((_, i) => i));
  });
});

describe('400.2 Hidden zones: what view() shows a player', () => {
  it('400.2: a player sees their own hand but only the number of cards in other hands and in libraries', () => {
    const s = started();
    const mine = view(s, 0);
    expect(mine.players[0]!.hand!.map((o) => o.id)).toEqual(s.players[0]!.hand);
    expect(mine.players[1]!.hand).toBeUndefined();
    expect(mine.players[1]!.handCount).toBe(7);
    expect(mine.players[0]!.libraryCount).toBe(23);
    expect(mine.players[1]!.libraryCount).toBe(23);
    expect(mine.players[0]).not.toHaveProperty('library');
  });

  it('400.2: no id of a card in another player\'s hand or in any library appears in a view, not even in the log', () => {
    let s = started();
    s = apply(s, { type: 'playLand', player: 0, card: s.players[0]!.hand[0]! });
    s = passToStep(s, 'main1', 2);
    const hidden = new Set<number>();
    for (const p of s.players) for (const id of p.library) hidden.add(id);
    for (const id of s.players[0]!.hand) hidden.add(id);
    // the ids the cards had in libraries and hands before they moved are hidden too (CR 400.2)
    for (const o of s.objects) if ((o.zone === 'library' || (o.zone === 'hand' && o.owner === 0)) && o.movedTo !== null) hidden.add(o.id);
    const seen = idsIn(view(s, 1));
    expect([...seen].filter((id) => hidden.has(id))).toEqual([]);
    // while player 1 does see their own hand
    for (const id of s.players[1]!.hand) expect(seen.has(id)).toBe(true);
  });

  it('400.2/121.2: another player\'s draws are in the log without the card', () => {
    const s = started();
    const theirs = view(s, 1).log.filter((e) => e.type === 'draw' && e.player === 0);
    expect(theirs).toHaveLength(7);
    for (const e of theirs) {
      expect(e).not.toHaveProperty('card');
      expect(e).not.toHaveProperty('object');
    }
    const own = view(s, 0).log.filter((e) => e.type === 'draw' && e.player === 0);
    for (const e of own) expect(e.card).toBeDefined();
  });

  it('400.2: another player\'s decision shows only its kind and who decides', () => {
    let s = createGame({ players: [{ deck: DECK }, { deck: DECK }], seed: 11, startingPlayer: 0 });
    s = apply(apply(s, { type: 'mulligan', player: 0 }), { type: 'keep', player: 1 });
    expect(s.decision).toEqual({ kind: 'bottom', player: 0, count: 1 });
    expect(view(s, 1).decision).toEqual({ kind: 'bottom', player: 0 });
    expect(view(s, 1).legalActions).toEqual([]);
    expect(view(s, 0).legalActions).toHaveLength(7);
  });
});
