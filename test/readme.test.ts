import { castDraft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, applyDraft, applyViewDelta, replay, replayRecord, type Action, autoBuildDeck, cardPool, createDraft, createGame, describeEvent, draftView, legalActions, legalPicks, logOf, startTableGames, view } from '../src/index.js';

describe('the README usage example', () => {
  it('creates a game, lists legal actions, applies one and reads a view', () => {
    const deck = [...Array(17).fill('Forest'), ...Array(23).fill('Bronze Sable')];
    const start = createGame({ players: [{ name: 'Ana', deck }, { name: 'Ben', deck }, { name: 'Cy', deck }], seed: 42 });
    expect(start.decision?.kind).toBe('mulligan');
    const actions = legalActions(start);
    expect(actions.map((a) => a.type).sort()).toEqual(['keep', 'mulligan']);
    const next = apply(start, actions[0]!);
    expect(next).not.toBe(start);
    expect(start.players[start.decision!.player]!.mulliganState).toBe('deciding');
    const seat = start.decision!.player;
    const mine = view(next, seat);
    expect(mine.players[seat]!.hand).toHaveLength(7);
    const other = (seat + 1) % 3;
    expect(mine.players[other]!.hand).toBeUndefined();
    expect(mine.players[other]!.handCount).toBe(7);
    expect(logOf(next).every((e) => /\[CR \d{3}(\.\d+[a-z]?)?\]$/.test(describeEvent(next, e)))).toBe(true);
  });
});

describe('the README draft example', () => {
  it('drafts with the first legal pick every time, builds decks and seats Conspiracy games', () => {
    let draft = createDraft({ drafters: 8, seed: 7, boosters: 'CN2' });
    while (draft.phase !== 'complete') draft = applyDraft(draft, legalPicks(draft)[0]!);
    const decks = draft.drafters.map((_, seat) => autoBuildDeck(cardPool(draft, seat)));
    const tables = startTableGames(draft, decks, { seed: 7 });
    expect(tables.reduce((n, t) => n + t.seats.length, 0)).toBe(8);
    for (const t of tables) {
      expect(t.seats.length).toBeGreaterThanOrEqual(3);
      expect(t.seats.length).toBeLessThanOrEqual(5);
      expect(t.game.format).toBe('conspiracy');
    }
    expect(draftView(draft, 0).seat).toBe(0);
  });
});

describe('the README deck-list example', () => {
  it('reads an Arena list with a conspiracy section into a game and writes it back', async () => {
    const { readDeckList, writeDeckList } = await import('../src/index.js');
    const list = readDeckList('Deck\n17 Forest\n23 grenzo’s ruffians (CN2) 55\n\nConspiracy\n1 Backup Plan');
    const game = createGame({ players: [list, list, list], seed: 1 });
    expect(game.objects.filter((o) => o.card === 'Backup Plan')).toHaveLength(3);
    expect(readDeckList(writeDeckList(list, 'mtgo-dek'))).toEqual(list);
  });
});

describe('the README rules look-up example', () => {
  it('finds a rule by an old number, the cards that use the monarch, and a variant section', async () => {
    const { rules } = await import('../src/rules/index.js');
    expect(rules.get('716', '2016-08-26')?.title).toBe('The Monarch');
    expect(rules.get('monarch')?.usedBy.cards).toEqual(expect.arrayContaining(['Canal Courier', 'Crown-Hunter Hireling']));
    expect(rules.get('AMM 5c')?.subrules?.map((r) => r.id)).toEqual(['AMM 5a', 'AMM 5b', 'AMM 5c', 'AMM 5d', 'AMM 5e', 'AMM 5f', 'AMM 5g', 'AMM 5h']);
  });
});

describe('the README example for game clients', () => {
  it('plays inside immer, reads a delta and a spectator view, and replays the record', () => {
    const deck: string[] = Array(40).fill('Forest');
    const options = { players: [{ deck }, { deck }], seed: 7 };
    let store = { game: createGame(options), actions: [] as Action[] };
    const action = legalActions(store.game)[0]!;
    store = produce(store, (draft) => {
      draft.game = castDraft(apply(draft.game, action));
      draft.actions.push(castDraft(action));
    });
    const held = view(store.game, 0);
    const delta = view(store.game, 0, { since: held.log.length });
    expect(applyViewDelta(held, delta)).toEqual(view(store.game, 0));
    expect(view(store.game, 'spectator').viewer).toBe('spectator');
    const states = [...replay(replayRecord(options, store.actions))];
    expect(states).toHaveLength(2);
    expect(JSON.stringify(states[1])).toBe(JSON.stringify(store.game));
  });
});
