/**
 * Fair bots, the other way round: a state changed only where its deciding player cannot see — the
 * cards of other hands and libraries dealt among themselves (but those the player saw revealed, and
 * where they went), the player's own library reordered,
 * another player's face-down permanents (Magic Tech's deployments, CR 708.5) and face-down
 * conspiracies swapped with other hidden cards, the cards named for a hidden agenda changed (CR
 * 702.106a, 315.7), the unnamed cards of Async Mental Magic dealt among themselves — gives the same
 * samples for the same seed, and the same decision of every bot for the same bot seed.
 */
import { describe, expect, it } from 'vitest';
import { apply, botInput, createGame, determinize, heuristicBot, ismctsBot, legalActions, randomBot, view, type Action, type Bot, type ReadonlyGameState } from '../../src/index.js';
import { findDefinition } from '../../src/cards/registry.js';
import { randomInt, seedRng, shuffleInPlace } from '../../src/state/rng.js';
import type { GameObject, RngState } from '../../src/state/types.js';
import { createMentalMagicGame, settle } from '../../src/variants/mental-magic/control.js';
import { cardIdOf } from '../../src/variants/mental-magic/data.js';
import { redactEvent, searchedCards } from '../../src/state/view.js';
import { HIDDEN_ZONES } from '../../src/zones/zones.js';
import { canonical, gameOptions, pick } from '../properties/helpers.js';

/** Whether an object's face is hidden: in a hidden zone, or face down. */
function hiddenFace(o: GameObject): boolean {
  return HIDDEN_ZONES.has(o.zone) || o.faceDown;
}

/**
 * The cards `player` cannot know of `s`: those of other players' hands, of every library and other
 * players' face-down permanents, that no event the player saw names and that never were a public
 * object (following the objects a card was, CR 400.7).
 */
function unknownTo(s: ReadonlyGameState, player: number): { free: number[]; faceDown: number[] } {
  const previous = new Map<number, number>();
  for (const o of s.objects) if (o.movedTo !== null && o.movedTo >= 0) previous.set(o.movedTo, o.id);
  // the cards the player saw go into a hidden zone, looked at or saw revealed; those a revealing
  // effect put somewhere hidden (CR 701.20a); those drawn from a place in the library the player
  // knew (CR 121.1: a library's place is known until it is shuffled); those they are choosing among or searching
  const named = new Set<number>();
  const placed = new Set<number>();
  let revealed = new Set<number>();
  for (const chunk of s.log) {
    for (const e of chunk) {
      if (e.type === 'shuffle') for (const id of [...placed]) if (s.objects[id]!.zone === 'library' && s.objects[id]!.owner === e.player) placed.delete(id);
      if (e.type === 'resolve' || e.type === 'cast' || e.type === 'step' || e.type === 'turn') revealed = new Set();
      const traced = (e.type === 'zoneChange' && typeof e.object === 'number' && revealed.has(e.object)) || (e.type === 'draw' && typeof e.object === 'number' && placed.has(previous.get(e.object) ?? -1));
      if (!traced && redactEvent(e, player).card === undefined && !(e.type === 'look' && e.visibleTo?.includes(player))) continue;
      if (e.type === 'reveal' && typeof e.object === 'number') revealed.add(e.object);
      for (const id of [e.to, e.object]) {
        if (typeof id !== 'number') continue;
        named.add(id);
        placed.add(id);
      }
    }
  }
  if (s.decision?.kind === 'choose') for (const o of s.decision.choice.options) if ('object' in o) named.add(o.object);
  for (const id of searchedCards(s, player)) named.add(id);
  const neverPublic = (id: number): boolean => {
    for (let b = previous.get(id); b !== undefined; b = previous.get(b)) if (!hiddenFace(s.objects[b]!)) return false;
    return true;
  };
  const ok = (id: number): boolean => !named.has(id) && neverPublic(id);
  // before the shuffle that starts the game a player knows their own library, their deck as they presented it (CR 103.3)
  const free = s.players.flatMap((p) => (p.id === player ? (s.startOfGame === 'beforeShuffle' ? [] : p.library) : [...p.hand, ...p.library])).filter(ok);
  const faceDown = s.battlefield.filter((id) => s.objects[id]!.faceDown && s.objects[id]!.controller !== player && ok(id));
  return { free, faceDown };
}

/**
 * `s` with the hidden parts changed as the module comment says; `changed` counts the objects renamed.
 * In Async Mental Magic an unnamed card the player has not seen also gets another cost of the game's
 * cost table (AMM 3: drawn at random, hidden).
 */
function twinOf(s: ReadonlyGameState, player: number, rng: RngState): { twin: ReadonlyGameState; changed: number; faceDown: number; agendas: number } {
  const costs = s.format === 'mental-magic' ? (s.formatData as { mentalMagic: { costTable: { cost: string }[] } }).mentalMagic.costTable.map((c) => c.cost) : [];
  const objects = s.objects.slice();
  const previous = new Map<number, number>();
  for (const o of s.objects) if (o.movedTo !== null && o.movedTo >= 0) previous.set(o.movedTo, o.id);
  const rename = (id: number, card: string): void => {
    for (let x: number | undefined = id; x !== undefined && (x === id || hiddenFace(objects[x]!)); x = previous.get(x)) objects[x] = { ...objects[x]!, card };
  };
  const { free, faceDown } = unknownTo(s, player);
  // Async Mental Magic: which hidden cards have card IDs is public (AMM 1), so each group is dealt among itself
  const groups: ((id: number) => boolean)[] = s.format === 'mental-magic' ? [(id) => cardIdOf(s, id) === null, (id) => cardIdOf(s, id) !== null] : [() => true];
  for (const owner of s.players) for (const inGroup of groups) {
    const ids = free.filter((id) => s.objects[id]!.owner === owner.id && inGroup(id));
    const down = faceDown.filter((id) => s.objects[id]!.owner === owner.id && inGroup(id));
    const names = [...ids, ...down].map((id) => s.objects[id]!.card);
    shuffleInPlace(rng, names);
    // a face-down permanent is never a land (MT 4.6): it takes a name that is none
    for (const id of down) {
      const at = names.findIndex((n) => !findDefinition(n)?.printed.types.includes('Land'));
      rename(id, names.splice(at, 1)[0]!);
    }
    ids.forEach((id, i) => rename(id, names[i]!.startsWith('unnamed ') && costs.length > 0 ? `unnamed ${costs[randomInt(rng, costs.length)]!}` : names[i]!));
  }
  let agendas = 0;
  for (const id of s.command) {
    const o = s.objects[id]!;
    if (!o.faceDown || o.controller === player || o.chosenNames === undefined) continue;
    const nameable = [...new Set(s.objects.filter((x) => x.owner === o.owner && x.kind === 'card' && x.zone !== 'command').map((x) => x.card))];
    objects[id] = { ...objects[id]!, chosenNames: o.chosenNames.map(() => nameable[randomInt(rng, nameable.length)]!) };
    agendas++;
  }
  const changed = objects.filter((o, i) => canonical(o) !== canonical(s.objects[i])).length;
  return { twin: { ...s, objects }, changed, faceDown: faceDown.length, agendas };
}

const BOTS: readonly [string, Bot][] = [
  ['heuristic', heuristicBot],
  ['ismcts', ismctsBot({ iterations: 6, rolloutActions: 5 })],
  ['random', randomBot],
];

/** Checks the property at `s`; returns what the twin changed. */
function check(s: ReadonlyGameState, seed: number): { changed: number; faceDown: number; agendas: number } {
  const player = s.decision!.player;
  const { twin, ...counts } = twinOf(s, player, seedRng(seed));
  // a state the player cannot tell from `s`
  expect(canonical(view(twin, player))).toBe(canonical(view(s, player)));
  const actions = legalActions(s);
  expect(canonical(legalActions(twin))).toBe(canonical(actions));
  const a = determinize(s, player, seedRng(seed));
  const b = determinize(twin, player, seedRng(seed));
  // named by the first object that differs: the whole state is too long to read
  const differing = a.objects.findIndex((o, i) => canonical(o) !== canonical(b.objects[i]));
  expect(differing, `object ${differing} of the samples: ${canonical(a.objects[differing])} / ${canonical(b.objects[differing])}`).toBe(-1);
  expect(canonical(b)).toBe(canonical(a));
  for (const [name, bot] of BOTS) {
    expect(canonical(bot(botInput(twin, actions, seedRng(seed)))), name).toBe(canonical(bot(botInput(s, actions, seedRng(seed)))));
  }
  return counts;
}

/** Plays `s` with random players for up to `steps` actions, checking the property every `every` decisions. */
function playChecking(start: ReadonlyGameState, seed: number, every: number, steps: number, next: (s: ReadonlyGameState, a: Action) => ReadonlyGameState = apply): { changed: number; faceDown: number; agendas: number } {
  const rng = seedRng(seed);
  const total = { changed: 0, faceDown: 0, agendas: 0 };
  let s = start;
  for (let i = 0; i < steps && !s.result; i++) {
    const actions = legalActions(s);
    if (i % every === 0 && actions.length > 1) {
      const c = check(s, seed + i);
      total.changed += c.changed;
      total.faceDown += c.faceDown;
      total.agendas += c.agendas;
    }
    s = next(s, pick(s, actions, rng));
  }
  return total;
}

describe('fair bots: only the hidden parts changed, the same samples and decisions', () => {
  it('in free-for-all games of 2 to 4 players: other hands and every library dealt again', () => {
    for (const players of [2, 3, 4]) {
      const s = createGame({ ...gameOptions({ players, deckSize: 20, startingLife: 8, handSize: 7, gameSeed: players, deckSeed: 10 + players, botSeed: 0 }, 30), format: 'free-for-all' });
      expect(playChecking(s, 100 * players, 53, 1500).changed).toBeGreaterThan(0);
    }
  });

  it('in Conspiracy games: also the cards named for other players\' hidden agendas', () => {
    const hidden = ['Double Stroke', 'Immediate Action', 'Iterative Analysis', 'Secret Summoning'].filter((n) => findDefinition(n)?.conspiracy?.agenda);
    expect(hidden.length).toBeGreaterThan(0);
    let agendas = 0;
    for (const seed of [1, 2]) {
      const o = gameOptions({ players: 3, deckSize: 40, startingLife: 8, handSize: 7, gameSeed: seed, deckSeed: seed, botSeed: 0 }, 30);
      const s = createGame({ ...o, format: 'conspiracy', players: o.players.map((p) => ({ ...p, sideboard: hidden })) });
      const total = playChecking(s, seed, 7, 120);
      expect(total.changed).toBeGreaterThan(0);
      agendas += total.agendas;
    }
    expect(agendas).toBeGreaterThan(0);
  });

  it('in Magic Tech games: also the cards the other player deployed face down (CR 708.5)', () => {
    let faceDown = 0;
    for (const seed of [1, 2, 3]) {
      const s = createGame({ ...gameOptions({ players: 2, deckSize: 30, startingLife: 20, handSize: 7, gameSeed: seed, deckSeed: 40 + seed, botSeed: 0 }, 30), format: 'magic-tech' });
      const total = playChecking(s, seed, 41, 1500);
      expect(total.changed).toBeGreaterThan(0);
      faceDown += total.faceDown;
    }
    expect(faceDown).toBeGreaterThan(0);
  });

  it('in Async Mental Magic games: the unnamed cards of the other hand and of the libraries dealt again, with other costs of the cost table (AMM 3)', () => {
    for (const seed of [1, 2]) {
      const s = createMentalMagicGame({ seed, manaAbilities: 'automatic' });
      expect(playChecking(s, seed, 53, 300, (x, a) => settle(apply(x, a))).changed).toBeGreaterThan(0);
    }
  });
});
