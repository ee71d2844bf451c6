import { describe, expect, it } from 'vitest';
import { apply, autoBuildDeck, cardPool, createDraft, createGame, deserialize, heuristicDrafter, legalActions, runDraft, RulesError, serialize, startTableGames, tryApply, type GameState, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { deckOf } from '../cards/conspiracy-helpers.js';
import { thrown } from '../helpers/thrown.js';

/** A Conspiracy Draft game where player 0 has put Immediate Action and must name a card, with these settings. */
function naming(settings: object = {}): ReadonlyGameState {
  const s = createGame({
    format: 'conspiracy',
    seed: 1,
    // the starting player is asked first (CR 101.4e)
    startingPlayer: 0,
    players: [0, 1, 2].map((i) => ({ name: `P${i}`, deck: deckOf(), sideboard: i === 0 ? ['Immediate Action'] : [] })),
    settings: { autoPass: 'never', manaAbilities: 'actions', ...settings },
  });
  return apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
}

describe('702.106a hidden agenda: "You must name a Magic card" — names beyond the engine\'s cards', () => {
  it('by default only the cards the engine knows (CNS, CN2, basic lands) may be named', () => {
    const s = naming();
    expect(tryApply(s, { type: 'nameCard', player: 0, names: ['Lightning Bolt'] })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '702.106a' } });
  });

  it('a game given settings.nameableCards lists and accepts those names too, keeps them through a save, and still refuses others', () => {
    const s = naming({ nameableCards: ['Lightning Bolt', 'Llanowar Elves'] });
    const listed = legalActions(s).map((a) => (a as { names: string[] }).names[0]);
    expect(listed).toContain('Lightning Bolt');
    expect(listed).toContain('Llanowar Elves');
    expect(listed).toContain('Bronze Sable');
    expect(new Set(listed).size).toBe(listed.length);
    expect(tryApply(s, { type: 'nameCard', player: 0, names: ['Black Lotus'] })).toMatchObject({ ok: false, error: { rule: '702.106a' } });
    const named = apply(s, { type: 'nameCard', player: 0, names: ['Lightning Bolt'] });
    expect(named.objects[named.command[0]!]!.chosenNames).toEqual(['Lightning Bolt']);
    const loaded = deserialize(serialize(named));
    expect(loaded.objects[loaded.command[0]!]!.chosenNames).toEqual(['Lightning Bolt']);
    // a game without the name refuses the saved choice
    const other = JSON.parse(serialize(named)) as GameState;
    other.settings = { ...other.settings, nameableCards: ['Llanowar Elves'] };
    expect(thrown(() => deserialize(JSON.stringify(other)))).toBeInstanceOf(RulesError);
  });

  it('a given name the engine already knows, written the same way, is accepted and listed once', () => {
    const s = naming({ nameableCards: ['Lightning Bolt', 'Bronze Sable'] });
    const listed = legalActions(s).map((a) => (a as { names: string[] }).names[0]);
    expect(listed.filter((n) => n === 'Bronze Sable')).toEqual(['Bronze Sable']);
    expect(listed.filter((n) => n === 'Lightning Bolt')).toEqual(['Lightning Bolt']);
    const named = apply(s, { type: 'nameCard', player: 0, names: ['Bronze Sable'] });
    expect(named.objects[named.command[0]!]!.chosenNames).toEqual(['Bronze Sable']);
  });

  it('the names are checked: a list of different non-empty names without surrounding spaces, never a token', () => {
    for (const bad of ['Lightning Bolt', [''], [' Lightning Bolt'], ['Lightning Bolt', 'Lightning Bolt'], ['token:soldier-1-1'], [7], ['Line\nbreak']]) {
      const error = thrown(() => naming({ nameableCards: bad }));
      expect(error, JSON.stringify(bad)).toBeInstanceOf(RulesError);
      expect((error as RulesError).message).toMatch(/nameableCards/);
    }
  });

  it('the limits are exact: a name of 200 characters and a list of 100,000 names are accepted, one character or one name more is refused', () => {
    const longest = `Z${'z'.repeat(199)}`;
    expect(legalActions(naming({ nameableCards: [longest] })).some((a) => (a as { names: string[] }).names[0] === longest)).toBe(true);
    expect(thrown(() => naming({ nameableCards: [`${longest}z`] }))).toBeInstanceOf(RulesError);
    const many = Array.from({ length: 100_000 }, (_, i) => `Made-up Card ${i}`);
    expect(thrown(() => naming({ nameableCards: many }))).toBeUndefined();
    const error = thrown(() => naming({ nameableCards: [...many, 'Made-up Card one more'] }));
    expect(error).toBeInstanceOf(RulesError);
    expect((error as RulesError).message).toMatch(/more than 100000 names/);
  });

  it('CR 201.4: a given name that writes a card the engine knows another way (curly quote, case, spacing) is refused: naming it would name no object of that card', () => {
    // names compare exactly (CR 201.2), so a hidden agenda naming "Grenzo’s Ruffians" would never apply to Grenzo's Ruffians
    for (const other of ['Grenzo’s Ruffians', "grenzo's ruffians", 'Bronze  Sable']) {
      const error = thrown(() => naming({ nameableCards: ['Lightning Bolt', other] }));
      expect(error, other).toBeInstanceOf(RulesError);
      expect((error as RulesError).message).toMatch(/nameableCards/);
      expect((error as RulesError).message).toContain(other === 'Bronze  Sable' ? '"Bronze Sable"' : '"Grenzo\'s Ruffians"');
    }
  });

  it('CR 201.4b, 201.4d: the joined name of a split or double-faced card is refused; the name of one half or face is given instead', () => {
    const error = thrown(() => naming({ nameableCards: ['Fire // Ice'] }));
    expect(error).toBeInstanceOf(RulesError);
    expect((error as RulesError).message).toMatch(/Fire \/\/ Ice.*201\.4b/);
    const s = naming({ nameableCards: ['Fire', 'Ice'] });
    expect(tryApply(s, { type: 'nameCard', player: 0, names: ['Ice'] }).ok).toBe(true);
  });

  it('a name the engine does not know is refused with the nearest names it does', () => {
    const s = naming();
    expect(tryApply(s, { type: 'nameCard', player: 0, names: ['Grenzo’s Ruffians'] })).toMatchObject({
      ok: false,
      error: { code: 'illegal', rule: '702.106a', message: expect.stringContaining("did you mean Grenzo's Ruffians") },
    });
  });

  it('the game keeps its own copy of the list', () => {
    const names = ['Lightning Bolt'];
    const s = naming({ nameableCards: names });
    names.push('Black Lotus');
    expect(tryApply(s, { type: 'nameCard', player: 0, names: ['Black Lotus'] }).ok).toBe(false);
  });

  it('scenario accepts a given name for a hidden agenda and refuses an unknown one', () => {
    const spec = (nameableCards?: string[]) => scenario({
      format: 'conspiracy',
      players: [{ command: [{ card: 'Immediate Action', faceDown: true, names: ['Lightning Bolt'] }] }, {}, {}],
      ...(nameableCards ? { settings: { nameableCards } } : {}),
    });
    expect((thrown(() => spec()) as RulesError).rule).toBe('702.106a');
    const { state, ids } = spec(['Lightning Bolt']);
    expect(state.objects[ids.command[0]![0]!]!.chosenNames).toEqual(['Lightning Bolt']);
  });

  it('startTableGames passes the names to every table\'s game', () => {
    const r = runDraft(createDraft({ drafters: 3, seed: 5, rounds: 1 }), heuristicDrafter(), { seed: 5, inPlace: true });
    const decks = r.state.drafters.map((d) => autoBuildDeck(cardPool(r.state, d.seat)));
    const [table] = startTableGames(r.state, decks, { seed: 5, nameableCards: ['Lightning Bolt'] });
    expect(table!.game.settings.nameableCards).toEqual(['Lightning Bolt']);
  });
});
