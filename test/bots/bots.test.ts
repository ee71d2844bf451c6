import { describe, expect, it } from 'vitest';
import { createDraft, createGame, draftView, heuristicDrafter, heuristicBot, logOf, playGame, randomBot, randomDeck, randomDrafter, runDraft, RulesError, serialize, type Action, type Bot, type DraftAction, type DraftBot } from '../../src/index.js';
import { refusal } from '../helpers/refusal.js';
import { seedRng } from '../../src/state/rng.js';
import { scenario } from '../../src/testing/index.js';

function game(seed: number) {
  return createGame({ players: [0, 1, 2, 3].map((i) => ({ deck: randomDeck(`${seed}:${i}`) })), seed });
}

describe('bots', () => {
  it('the heuristic bot plays four-player games to the end, attacking and casting spells', () => {
    for (const seed of [1, 2]) {
      const { state } = playGame(game(seed), heuristicBot, seedRng(seed));
      expect(state.result).not.toBeNull();
      const log = logOf(state);
      expect(log.some((e) => e.type === 'attack')).toBe(true);
      expect(log.some((e) => e.type === 'cast')).toBe(true);
    }
  });

  it("the heuristic bot leaves home, and doesn't block with, a lone creature that can't attack or block alone (CR 508.1c, 509.1b)", () => {
    const { state } = scenario({ players: [{ battlefield: ['Ember Beast'], library: ['Wastes'] }, { battlefield: ['Ember Beast', 'Bronze Sable'], library: ['Wastes'] }], settings: { autoPass: 'whenOnlyPass' } });
    let s = state;
    for (let i = 0; i < 200 && s.turn.number < 4; i++) s = playGame(s, heuristicBot, seedRng(1), { maxActions: 1 }).state;
    expect(s.turn.number).toBe(4);
    const attacks = logOf(s).filter((e) => e.type === 'attack');
    // player 0's lone Ember Beast never attacks; player 1 attacks with both together
    expect(attacks.every((e) => e.player === 1)).toBe(true);
    expect(attacks.length).toBe(2);
  });

  it('the heuristic bot finishes every declaration within its limits and requirements: Silent Arbiter with Galvanic Juggernaut, a goaded creature, Ghostly Prison (CR 508.1c–d, 508.1h–j)', () => {
    const boards = [
      { mine: ['Bronze Sable', 'Galvanic Juggernaut', 'Wild Griffin'], theirs: ['Silent Arbiter'], attackers: ['Galvanic Juggernaut'] },
      { mine: ['Galvanic Juggernaut', 'Galvanic Juggernaut', 'Silent Arbiter'], theirs: [], attackers: ['Galvanic Juggernaut'] },
      { mine: ['Galvanic Juggernaut', 'Bronze Sable', 'Wastes', 'Wastes'], theirs: ['Ghostly Prison'], attackers: ['Galvanic Juggernaut'] },
    ];
    for (const b of boards) {
      const { state } = scenario({ players: [{ battlefield: b.mine, library: ['Wastes'] }, { battlefield: b.theirs, library: ['Wastes'] }], step: 'beginCombat', settings: { autoPass: 'never' } });
      let s = state;
      for (let i = 0; i < 20 && !(s.turn.step === 'declareAttackers' && s.decision?.kind !== 'declareAttackers'); i++) s = playGame(s, heuristicBot, seedRng(1), { maxActions: 1 }).state;
      expect(s.decision?.kind).not.toBe('declareAttackers');
      expect(s.combat!.attackers.map((a) => s.objects[a.id]!.card)).toEqual(b.attackers);
    }
  });

  it('the same seeds give the same game, through apply and in place', () => {
    const a = playGame(game(3), heuristicBot, seedRng(9));
    const b = playGame(game(3), heuristicBot, seedRng(9), { inPlace: true });
    expect(b.state).toEqual(a.state);
    expect(b.actions).toBe(a.actions);
  });

  it('randomDeck builds 40-card two-color decks of implemented cards, the same for the same seed', () => {
    const deck = randomDeck('x');
    expect(deck).toHaveLength(40);
    expect(randomDeck('x')).toEqual(deck);
    expect(deck.filter((c) => ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].includes(c))).toHaveLength(17);
  });

  it('the random bot only picks legal actions: apply never refuses one in 300 decisions', () => {
    const run = () => playGame(game(4), randomBot, seedRng(4), { maxActions: 300 });
    expect(run).not.toThrow();
    const { state, actions } = run();
    expect(actions === 300 || state.result !== null).toBe(true);
    expect(state.turn.number).toBeGreaterThan(1);
  });

  it('playGame and runDraft refuse a list of bots that is not one per seat, and playGame a maxActions below 0, with a RulesError naming the problem', () => {
    expect(() => playGame(game(5), [randomBot, randomBot, randomBot], seedRng(1))).toThrow(RulesError);
    expect(() => playGame(game(5), [randomBot, randomBot, randomBot], seedRng(1))).toThrow('one bot per seat, 4 of them, not 3');
    expect(() => playGame(game(5), randomBot, seedRng(1), { maxActions: -1 })).toThrow('maxActions');
    expect(() => playGame(game(5), randomBot, seedRng(1), { maxActions: Number.NaN })).toThrow('maxActions');
    expect(playGame(game(5), [randomBot, heuristicBot, randomBot, heuristicBot], seedRng(1), { maxActions: 5 }).actions).toBe(5);
    const draft = createDraft({ drafters: ['a', 'b', 'c'], seed: 1, boosters: 'CN2' });
    expect(() => runDraft(draft, [randomDrafter, randomDrafter])).toThrow(RulesError);
    expect(() => runDraft(draft, [randomDrafter, randomDrafter])).toThrow('one draft bot per seat, 3 of them, not 2');
  });

  it('runDraft refuses options that are no object (a PRNG state, as playGame takes one, is the runner\'s PRNG: see runner-randomness)', () => {
    const draft = createDraft({ drafters: ['a', 'b', 'c'], seed: 1, boosters: 'CN2' });
    expect(() => runDraft(draft, randomDrafter, 5 as never)).toThrow(expect.objectContaining({ code: 'malformed', message: 'runDraft: options are an object { seed?, inPlace?, handOver?, onAction? }, not 5' }));
    expect(runDraft(draft, randomDrafter, { seed: 1 }).state.phase).toBe('complete');
  });

  it('runDraft refuses a start that is no draft state, bots that are no functions and a seed that is no seed, as playGame does: a RulesError malformed naming them', () => {
    const draft = createDraft({ drafters: ['a', 'b', 'c'], seed: 1, boosters: 'CN2' });
    for (const bad of [null, game(1), draftView(draft, 0)]) {
      for (const inPlace of [false, true]) {
        const e = refusal(() => runDraft(bad as never, randomDrafter, { seed: 1, inPlace, handOver: inPlace }));
        expect(e.code).toBe('malformed');
        expect(e.message).toMatch(/^runDraft: state must be a draft state/);
      }
    }
    for (const bots of [null, 5, [randomDrafter, randomDrafter, 'heuristic']]) {
      const e = refusal(() => runDraft(draft, bots as never, { seed: 1 }));
      expect(e.code).toBe('malformed');
      expect(e.message).toMatch(/^runDraft: one draft bot per seat/);
    }
    expect(refusal(() => runDraft(draft, [randomDrafter, randomDrafter, 'heuristic' as never])).message).toContain('seat 2');
    for (const seed of [Number.NaN, Number.POSITIVE_INFINITY, {}, [1, 2], true]) {
      const e = refusal(() => runDraft(draft, randomDrafter, { seed: seed as never }));
      expect(e.code).toBe('malformed');
      expect(e.message).toMatch(/^runDraft: options.seed must be a seed/);
    }
  });

  it('playGame refuses bots that are no functions, and options that are no object, as RulesErrors malformed naming them', () => {
    for (const bots of [null, 5, [randomBot, randomBot, randomBot, 'heuristic']]) {
      const e = refusal(() => playGame(game(5), bots as never, seedRng(1)));
      expect(e.code).toBe('malformed');
      expect(e.message).toMatch(/^playGame: one bot per seat/);
    }
    expect(refusal(() => playGame(game(5), [randomBot, randomBot, randomBot, 'heuristic' as never], seedRng(1))).message).toContain('seat 3');
    for (const options of [null, 'fast', 5]) {
      const e = refusal(() => playGame(game(5), randomBot, seedRng(1), options as never));
      expect(e.code).toBe('malformed');
      expect(e.message).toMatch(/^playGame: options are an object/);
    }
  });

  it('a bot\'s action is taken or refused alike in place and through apply (playGame) or applyDraft (runDraft): one with a field its type has not, or none at all, is refused as malformed both ways', () => {
    const extra: Bot = ({ actions }) => ({ ...actions[0]!, junk: 1 }) as unknown as Action;
    const none: Bot = () => undefined as never;
    for (const bot of [extra, none]) {
      const refused = [false, true].map((inPlace) => refusal(() => playGame(game(3), bot, seedRng(1), { inPlace })));
      expect(refused.map((e) => e.code)).toEqual(['malformed', 'malformed']);
      expect(refused[1]!.message).toBe(refused[0]!.message);
    }
    // an action apply takes is taken in place too, to the same game
    const listed: Bot = ({ actions }) => actions[actions.length - 1]!;
    expect(serialize(playGame(game(3), listed, seedRng(1), { inPlace: true, maxActions: 60 }).state)).toBe(serialize(playGame(game(3), listed, seedRng(1), { maxActions: 60 }).state));
    const draft = createDraft({ drafters: ['a', 'b', 'c'], seed: 1, boosters: 'CN2' });
    const extraPick: DraftBot = ({ actions }) => ({ ...actions[0]!, junk: 1 }) as unknown as DraftAction;
    const noPick: DraftBot = () => undefined as never;
    for (const bot of [extraPick, noPick]) {
      const refused = [false, true].map((inPlace) => refusal(() => runDraft(draft, bot, { seed: 1, inPlace })));
      expect(refused.map((e) => e.code)).toEqual(['malformed', 'malformed']);
      expect(refused[1]!.message).toBe(refused[0]!.message);
    }
    expect(runDraft(draft, heuristicDrafter(), { seed: 1, inPlace: true }).state).toEqual(runDraft(draft, heuristicDrafter(), { seed: 1 }).state);
  });
});
