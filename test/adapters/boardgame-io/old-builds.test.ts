/**
 * Matches a server running an earlier paliano stored, played on by a server running this one: the
 * engine state in a stored `G` is read as `deserialize` reads a save of that build, upgraded and
 * checked, so the game goes on as the build that stored it would have played it.
 *
 * The fixture is a match as a storage that keeps JSON (JsonStorage) held it under build 11720b28,
 * written by that build's own adapter and boardgame.io's Master: a four-player Conspiracy Draft game
 * (seed 29, seat 2 starting, decks `randomDeck(70 + seat)`, Advantageous Proclamation at seat 0,
 * Power Play at seat 1, Immediate Action at seat 3) after seat 0 put its conspiracy face down. That
 * build asked the players putting conspiracies in seat order (CR 101.4e, 905.4), so seat 1 is asked
 * after seat 0 there, where turn order from the starting player would ask seat 2 (`upgradeSeatOrder`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Ctx, State } from 'boardgame.io';
import { Master } from 'boardgame.io/master';
import { apply, deserialize, legalActions, RulesError, serialize, view, type Action, type ReadonlyGameState } from '../../../src/index.js';
import { ACT_MOVE, DECIDING_STAGE, palianoGame, WAITING_STAGE, type PalianoG, type PalianoPlayerG } from '../../../src/adapters/boardgame-io/index.js';
import { SAVE_UPGRADES } from '../../../src/state/save-upgrade.js';
import { storedState } from '../../../src/adapters/boardgame-io/stored-state.js';
import { JsonStorage, type MatchRow } from './json-storage.js';

const fixture = readFileSync(new URL('../../fixtures/boardgame-io-old-builds/11720b28-conspiracy-match.json', import.meta.url), 'utf8');
const game = palianoGame('conspiracy');

/** `value` with every object and list in it frozen, as a store that freezes its state holds it. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** A storage holding the fixture's match under `old`, and this build's Master serving it. */
function serveOldMatch() {
  const db = new JsonStorage();
  db.rows.set('old', fixture);
  const master = new Master(game, db, { send: () => {}, sendAll: () => {} });
  const stored = (): State => db.row('old').state;
  const act = async (action: Action): Promise<void> => {
    const before = stored();
    const refused = await master.onUpdate({ type: 'MAKE_MOVE', payload: { type: ACT_MOVE, args: [action], playerID: String(action.player), credentials: '' } }, before._stateID, 'old', String(action.player));
    expect(refused).toBeUndefined();
    expect(stored()._stateID).toBe(before._stateID + 1);
  };
  return { db, stored, act, G: (): PalianoG => stored().G as PalianoG };
}

/** The rest of the start of the game: each player's conspiracy, in the order the game asks them (Immediate Action names a card, CR 702.106a). */
function startActions(s: ReadonlyGameState, player: number): Action[] {
  const card = s.players[player]!.sideboard[0];
  if (card === undefined) return [{ type: 'finishConspiracies', player }];
  const name = s.objects[card]!.card === 'Immediate Action' ? [{ type: 'nameCard', player, names: ['Island'] } as Action] : [];
  return [{ type: 'putConspiracy', player, card }, ...name, { type: 'finishConspiracies', player }];
}

describe('a boardgame.io match stored by build 11720b28, played on by this build', () => {
  const old = JSON.parse(fixture) as MatchRow;
  const oldG = old.state.G as { state: ReadonlyGameState; logBefore: number; upgrades?: number };

  it('is the game the fixture says: seat 0 asked first though seat 2 starts, its conspiracy put, no mark of the save upgrades', () => {
    expect(oldG.upgrades).toBeUndefined();
    expect(oldG.state.turn.active).toBe(2);
    expect(oldG.state.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'conspiracies' });
    expect(oldG.state.command.map((id) => oldG.state.objects[id]!.owner)).toEqual([0]);
    expect(oldG.state.conspiracyDraft?.seatOrder).toBeUndefined();
    expect(old.state.ctx.activePlayers).toEqual({ 0: null });
  });

  it('goes on in seat order (CR 101.4e, 905.4), as the save of that build does: the same states as deserialize and apply give', async () => {
    const match = serveOldMatch();
    let expected = deserialize(JSON.stringify(oldG.state));
    expect(expected.conspiracyDraft?.seatOrder).toBe(true);
    const asked: number[] = [];
    while (expected.decision?.kind === 'startOfGame') {
      const player = expected.decision.player;
      asked.push(player);
      for (const action of startActions(expected, player)) {
        await match.act(action);
        expected = apply(expected, action);
        const G = match.G();
        expect(G.upgrades).toBe(SAVE_UPGRADES);
        expect(serialize(deserialize(JSON.stringify(G.state)))).toBe(serialize(expected));
        const decider = expected.decision?.player;
        expect(match.stored().ctx.activePlayers).toEqual(Object.fromEntries(expected.players.filter((p) => p.inGame).map((p) => [p.id, p.id === decider ? DECIDING_STAGE : WAITING_STAGE])));
      }
    }
    // seat 1 after seat 0, as 11720b28 asked; turn order from seat 2 would have asked 2, 3, then 1
    expect(asked).toEqual([0, 1, 2, 3]);
    const end = match.G().state;
    expect(end.command.map((id) => end.objects[id]!.owner)).toEqual([0, 1, 3]);
    // Power Play's owner, seat 1, takes the first turn, and decides first whether to mulligan (CR 103.5)
    expect(end.decision).toMatchObject({ kind: 'mulligan', player: 1 });
  });

  it("sends each seat the view and legal actions of the upgraded state, before any move of this build's", () => {
    const expected = deserialize(JSON.stringify(oldG.state));
    const ctx = old.state.ctx as Ctx;
    for (const playerID of ['0', '1', null]) {
      const seat = playerID === null ? 'spectator' : Number(playerID);
      const G = game.playerView!({ G: oldG as PalianoG, ctx, playerID }) as PalianoPlayerG;
      expect(G.view).toEqual(view(expected, seat, { since: oldG.logBefore }));
      expect(G.actions).toEqual(seat === 0 ? legalActions(expected) : []);
    }
    expect(game.endIf!({ G: oldG as PalianoG, ctx } as never)).toBeUndefined();
  });

  it('refuses to read a stored state that is no valid game, with the reason, as deserialize does', () => {
    const broken = { ...oldG, state: { ...oldG.state, turn: { ...oldG.state.turn, active: 9 } } } as PalianoG;
    const move = (game.moves![ACT_MOVE] as { move: (...a: unknown[]) => unknown }).move;
    const act = () => move({ G: broken, playerID: '0', events: { setActivePlayers: () => {} } }, { type: 'finishConspiracies', player: 0 });
    expect(act).toThrow(RulesError);
    expect(act).toThrow(/not a valid saved game/);
    expect(() => deserialize(JSON.stringify(broken.state))).toThrow(/not a valid saved game/);
  });

  it('reads the stored state without changing it: the G the storage holds keeps that build\'s state, frozen or not', () => {
    // this match's state, and a save of the first build (e2412e14), whose fields the upgrade renames and adds
    const first = readFileSync(new URL('../../fixtures/saves-old-builds/e2412e14-combat.json', import.meta.url), 'utf8');
    for (const text of [JSON.stringify(oldG.state), first]) {
      for (const freeze of [false, true]) {
        const held = JSON.parse(text) as ReadonlyGameState;
        const G = { state: freeze ? deepFreeze(held) : held } as unknown as PalianoG;
        expect(serialize(storedState(G))).toBe(serialize(deserialize(text)));
        expect(JSON.stringify(G.state)).toBe(JSON.stringify(JSON.parse(text)));
      }
    }
  });

  it('marks the G of a match this build starts, whose state is then read as it is', () => {
    const G = game.setup!({ ctx: { numPlayers: 4 } } as never, old.metadata.setupData as never) as PalianoG;
    expect(G.upgrades).toBe(SAVE_UPGRADES);
    expect(G.state.conspiracyDraft?.seatOrder).toBeUndefined();
    expect(G.state.decision).toMatchObject({ kind: 'startOfGame', player: 2 });
  });
});
