/**
 * CR 702.106b, 702.106f: while a conspiracy is face down, which conspiracy it is and the names chosen
 * for it are secret, and "you don't reveal that more than one name was secretly chosen". So nothing
 * another player sees may tell a face-down hidden agenda from a face-down double agenda: not the
 * number of decisions or actions its naming takes, nor any view along the way.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, cards, createGame, legalActions, randomDeck, view, type Action, type ReadonlyGameState } from '../../src/index.js';

/** The implemented conspiracies with hidden agenda (one name) and with double agenda (two names). */
const AGENDAS = cards.list().filter((c) => (c.conspiracy?.agenda ?? 0) > 0);
const HIDDEN = AGENDAS.filter((c) => c.conspiracy!.agenda === 1).map((c) => c.name);
const DOUBLE = AGENDAS.filter((c) => c.conspiracy!.agenda === 2).map((c) => c.name);

/**
 * A Conspiracy Draft game where `holder` brings `conspiracy`, played through its start with listed
 * actions only (the holder puts it and takes the first naming listed, everyone finishes), up to the
 * first mulligan: what `observer` sees after each action, and how many actions the start took.
 */
function observed(conspiracy: string, players: number, holder: number, observer: number | 'spectator', seed: number): { views: string[]; actions: number } {
  let s: ReadonlyGameState = createGame({
    format: 'conspiracy',
    seed,
    players: Array.from({ length: players }, (_, p) => ({ name: `P${p}`, deck: randomDeck(seed + p), sideboard: p === holder ? [conspiracy] : [] })),
  });
  const views = [JSON.stringify(view(s, observer))];
  let actions = 0;
  while (s.decision?.kind === 'startOfGame' && actions < 20) {
    const listed = legalActions(s);
    const pick = (type: Action['type']): Action | undefined => listed.find((a) => a.type === type);
    const action = pick('putConspiracy') ?? pick('nameCard') ?? pick('finishConspiracies');
    if (!action) throw new Error(`nothing to do at ${JSON.stringify(s.decision)}`);
    s = apply(s, action);
    actions++;
    views.push(JSON.stringify(view(s, observer)));
  }
  expect(s.decision?.kind).toBe('mulligan');
  expect(s.command.map((id) => s.objects[id]!.chosenNames?.length)).toEqual([DOUBLE.includes(conspiracy) ? 2 : 1]);
  return { views, actions };
}

describe('702.106f: a face-down double agenda looks like a face-down hidden agenda to everyone else', () => {
  it('has implemented cards of both kinds to compare', () => {
    expect(HIDDEN.length).toBeGreaterThan(0);
    expect(DOUBLE).toContain("Summoner's Bond");
  });

  it("Summoner's Bond and Immediate Action: the same number of actions and the same view for another seat after each", () => {
    const hidden = observed('Immediate Action', 3, 0, 1, 7);
    const double = observed("Summoner's Bond", 3, 0, 1, 7);
    // put, name, finish; then the two other players finish
    expect(double.actions).toBe(5);
    expect(double.actions).toBe(hidden.actions);
    expect(double.views).toEqual(hidden.views);
  });

  it('for any seats, seed and conspiracies: every view of every other seat and spectator is the same, action for action', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 4 }),
        fc.nat(),
        fc.nat(),
        fc.integer(),
        fc.nat(),
        fc.nat(),
        (players, holderPick, observerPick, seed, hiddenPick, doublePick) => {
          const holder = holderPick % players;
          // another seat, or the seat past the last one: the spectator
          const pick = (holder + 1 + (observerPick % players)) % (players + 1);
          const observer = pick === players ? 'spectator' : pick;
          const hidden = observed(HIDDEN[hiddenPick % HIDDEN.length]!, players, holder, observer, seed);
          const double = observed(DOUBLE[doublePick % DOUBLE.length]!, players, holder, observer, seed);
          expect(double.actions).toBe(hidden.actions);
          expect(double.views).toEqual(hidden.views);
        },
      ),
      { numRuns: 12 },
    );
  });
});
