/**
 * Saved games changed by hand are refused with a RulesError `badState` when they describe no game
 * the engine could reach: a player count the format forbids, a format without the data its rules
 * read, negative counters (CR 122.1), counts past what any game reaches, nesting past what the engine
 * writes, a name that is no text. And `createGame` refuses a player name that is no text. A saved
 * question whose bounds were altered is asked again, as the resolution asks it, once answered.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, deserialize, serialize, type ReadonlyGameState } from '../../src/index.js';
import { editedSaveRefusal } from '../helpers/refusal.js';
import { createMentalMagicGame } from '../../src/variants/mental-magic/control.js';
import { cast, passUntil, permanent, permanents, resolveTop, setup } from '../cards/helpers.js';
import { isVote, voteChooser, voteFor } from '../cards/voting.js';
import { deployed, mt } from '../variants/magic-tech/helpers.js';

const DECK = Array.from({ length: 20 }, () => 'Forest');

function game(players: number): ReadonlyGameState {
  return createGame({ players: Array.from({ length: players }, () => ({ deck: DECK })), seed: 7 });
}

/** Changes a saved game with `edit` and loads it; returns the error's message, failing unless it is a `badState` RulesError. */
function refusal(state: ReadonlyGameState, edit: (x: Record<string, any>) => void): string {
  return editedSaveRefusal(serialize(state), edit, deserialize);
}

describe('tampered saved games are refused', () => {
  it('the untampered saves load', () => {
    for (const s of [game(2), game(3), createMentalMagicGame({ seed: 3 })]) expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('CR 315.3: a conspiracy card on the battlefield, or in a hand in a game that plays conspiracies (never in a deck), is refused; one in the command zone loads', () => {
    const { state } = setup({ format: 'conspiracy', players: [{ hand: ['Bronze Sable'], battlefield: ['Plains'], command: ['Weight Advantage'] }, {}, {}] });
    expect(deserialize(serialize(state))).toStrictEqual(state);
    for (const id of [state.players[0]!.hand[0]!, state.battlefield[0]!]) {
      expect(refusal(state, (x) => { x.objects[id].card = 'Weight Advantage'; })).toMatch(/Weight Advantage\) is a conspiracy card in the (hand|battlefield).*\(CR 315\.3\)/);
    }
  });

  it('CR 304.4, 307.4: an instant or sorcery card face up on the battlefield is refused; one face down, deployed in Magic Tech (CR 708.2), loads', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, {}] });
    const sable = state.battlefield[0]!;
    expect(refusal(state, (x) => { x.objects[sable].card = 'Murder'; })).toMatch(/\(Murder\) is an instant card on the battlefield.*\(CR 304\.4\)/);
    expect(refusal(state, (x) => { x.objects[sable].card = 'Flame Slash'; })).toMatch(/\(Flame Slash\) is a sorcery card on the battlefield.*\(CR 307\.4\)/);
    const { state: table } = mt({ players: [{ battlefield: [deployed('Murder', 1)] }, {}] });
    expect(deserialize(serialize(table))).toStrictEqual(table);
  });

  it('additional combat phases waiting outside a combat phase, or more than any spells could have added (CR 500.8): a billion would be played one by one', () => {
    const s = game(2);
    expect(refusal(s, (x) => { x.turn.additionalCombats = 1; })).toMatch(/additionalCombats outside a combat phase/);
    expect(refusal(s, (x) => { x.turn.step = 'beginCombat'; x.combat = { attackers: [], blockers: [], attackedPlayers: [], blockersDeclaredBy: [], divisions: {} }; x.turn.additionalCombats = 1_000_000_000; })).toMatch(/additionalCombats more than the spells and abilities/);
  });

  it('CR 117.4: more passes in succession than the players still in the game; as many loads', () => {
    const s = game(3);
    expect(refusal(s, (x) => { x.turn.passes = 4; })).toMatch(/turn\.passes 4 is more than the 3 players still in the game .*CR 117\.4/);
    expect(refusal(s, (x) => { x.turn.passes = 3; x.players[2].inGame = false; x.players[2].outcome = 'lost'; })).toMatch(/turn\.passes 3 is more than the 2 players still in the game/);
    const loaded = JSON.parse(serialize(s)) as Record<string, any>;
    loaded.turn.passes = 3;
    expect(deserialize(JSON.stringify(loaded)).turn.passes).toBe(3);
  });

  it('a declaration entry that says neither what an attacker attacks nor what a blocker blocks (CR 508.1a, 509.1a)', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Bronze Sable'] }] });
    const [mine, theirs] = permanents(state, 'Bronze Sable');
    expect([mine, theirs].map((id) => state.objects[id!]!.controller)).toEqual([0, 1]);
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: mine!, target: { player: 1 } });
    expect(refusal(s, (x) => { x.decision.pending.entries[0].target = null; })).toMatch(/entry 0\.target/);
    expect(refusal(s, (x) => { x.decision.pending.entries[0].blocks = theirs; })).toMatch(/entry 0 of an attacker blocks/);
    let b = passUntil(apply(s, { type: 'confirmAttackers', player: 0 }), (x) => x.decision?.kind === 'declareBlockers');
    b = apply(b, { type: 'declareBlocker', player: 1, blocker: theirs!, attacker: mine! });
    expect(deserialize(serialize(b))).toStrictEqual(b);
    expect(refusal(b, (x) => { x.decision.pending.entries[0].blocks = null; })).toMatch(/entry 0\.blocks/);
    expect(refusal(b, (x) => { x.decision.pending.entries[0].target = { player: 1 }; })).toMatch(/entry 0 of a blocker attacks/);
  });

  it('a declaration in progress naming what its player could never declare (CR 508.1a, 509.1a): another player\'s creature, a card off the battlefield, one creature twice, a blocker of no attacker', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Forest'], hand: ['Bronze Sable'] }, { battlefield: ['Bronze Sable'] }] });
    const [mine, theirs] = permanents(state, 'Bronze Sable');
    const forest = permanent(state, 'Forest');
    const inHand = state.players[0]!.hand[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: mine!, target: { player: 1 } });
    expect(refusal(s, (x) => { x.decision.pending.entries[0].id = theirs; })).toMatch(/declared attacker \(entry 0\) is not a creature its declaring player controls/);
    expect(refusal(s, (x) => { x.decision.pending.entries[0].id = forest; })).toMatch(/declared attacker \(entry 0\) is not a creature/);
    expect(refusal(s, (x) => { x.decision.pending.entries[0].id = inHand; })).toMatch(/declared attacker \(entry 0\) is not a permanent named once/);
    expect(refusal(s, (x) => { x.decision.pending.entries.push({ ...x.decision.pending.entries[0] }); })).toMatch(/declared attacker \(entry 1\) is not a permanent named once/);
    let b = passUntil(apply(s, { type: 'confirmAttackers', player: 0 }), (x) => x.decision?.kind === 'declareBlockers');
    b = apply(b, { type: 'declareBlocker', player: 1, blocker: theirs!, attacker: mine! });
    expect(refusal(b, (x) => { x.decision.pending.entries[0].blocks = theirs; })).toMatch(/declared blocker \(entry 0\) blocks no attacking creature/);
  });

  it('a version written as text is named as text, not as the number it spells', () => {
    expect(refusal(game(2), (x) => { x.version = String(x.version); })).toMatch(/^not a valid saved game: version "\d+" is not \d+$/);
  });

  it('a player count the format forbids: 3 players relabelled magic-tech, 2 relabelled conspiracy', () => {
    expect(refusal(game(3), (x) => { x.format = 'magic-tech'; })).toMatch(/Magic Tech is for 2 to 2 players, not 3/);
    expect(refusal(game(2), (x) => { x.format = 'conspiracy'; })).toMatch(/for 3 to \d+ players, not 2/);
  });

  it('a game relabelled mental-magic without its data, or with damaged data', () => {
    expect(refusal(game(2), (x) => { x.format = 'mental-magic'; })).toMatch(/no Mental Magic data/);
    expect(refusal(createMentalMagicGame({ seed: 3 }), (x) => { x.formatData.mentalMagic.costTable = []; })).toMatch(/cost table/);
    expect(refusal(createMentalMagicGame({ seed: 3 }), (x) => { x.formatData.mentalMagic.nextIndex = [5000, 0]; })).toMatch(/card indexes/);
    expect(refusal(createMentalMagicGame({ seed: 3 }), (x) => { x.formatData = 7; })).toMatch(/formatData must be an object/);
  });

  it('damaged Magic Tech data', () => {
    const s = createGame({ format: 'magic-tech', players: [{ deck: DECK }, { deck: DECK }], seed: 1 });
    const data = (edit: (d: Record<string, unknown>) => void) => (x: Record<string, any>): void => {
      x.formatData = { 'magic-tech': { posts: {}, deployments: 0, landDeployments: 0, mission: null, repaired: [] } };
      edit(x.formatData['magic-tech']);
    };
    expect(deserialize(JSON.stringify({ ...JSON.parse(serialize(s)), formatData: { 'magic-tech': { posts: { 3: 'patrol' }, deployments: 1, landDeployments: 0, mission: null, repaired: [] } } }))).toBeTruthy();
    expect(refusal(s, data((d) => { d.posts = { 3: 'guard' }; }))).toMatch(/bad Magic Tech post/);
    expect(refusal(s, data((d) => { d.posts = { 99999: 'patrol' }; }))).toMatch(/no object/);
    expect(refusal(s, data((d) => { d.deployments = -1; }))).toMatch(/deployment counts/);
    expect(refusal(s, data((d) => { d.mission = { target: { player: 5 }, defender: 1 }; }))).toMatch(/mission/);
    expect(refusal(s, data((d) => { d.mission = { target: { player: 1 }, defender: 1, involved: { attackers: [99999], blockers: [] } }; }))).toMatch(/creatures of the Magic Tech mission/);
    expect(refusal(s, data((d) => { d.mission = { target: { player: 1 }, defender: 1, involved: { attackers: [] } }; }))).toMatch(/creatures of the Magic Tech mission/);
    expect(refusal(s, data((d) => { d.settled = -3; }))).toMatch(/end-phase timestamp/);
  });

  it('CR 122.1: negative counters (poison -1) and counts beyond any game', () => {
    expect(refusal(game(2), (x) => { x.players[0].counters = { poison: -1 }; })).toMatch(/counters\.poison is not a number of counters/);
    expect(refusal(game(2), (x) => { x.players[0].counters = { poison: 2 ** 53 }; })).toMatch(/number of counters/);
    expect(refusal(game(2), (x) => { x.nextTimestamp = 2 ** 53; })).toMatch(/bad counters/);
    expect(refusal(game(2), (x) => { x.nextEffectId = 2 ** 40; })).toMatch(/bad counters/);
    expect(refusal(game(2), (x) => { x.players[1].life = 2 ** 60; })).toMatch(/bad name or life/);
  });

  it('CR 122.1: counters of a prototype key (__proto__, constructor, prototype) are refused; an unlisted kind loads', () => {
    for (const kind of ['__proto__', 'constructor', 'prototype']) {
      const edited = (x: Record<string, any>): void => { x.players[0].counters = JSON.parse(`{${JSON.stringify(kind)}: 1}`); };
      expect(refusal(game(2), edited)).toMatch(new RegExp(`player 0\\.counters has counters of kind "${kind}": an object's prototype key`));
    }
    const x = JSON.parse(serialize(game(2))) as Record<string, any>;
    x.players[0].counters = { experience: 2 };
    expect(deserialize(JSON.stringify(x)).players[0]!.counters).toEqual({ experience: 2 });
  });

  it('CR 106.4, 122.1: mana in a pool or counters past what any game makes (2^20 mana paid for a million kicks of Wolfbriar Elemental, a million tokens); a large pool that could be made loads', () => {
    const { state } = setup({ players: [{ hand: ['Wolfbriar Elemental'], battlefield: ['Forest'] }, {}] });
    const creature = permanents(state, 'Forest')[0]!;
    expect(refusal(state, (x) => { x.players[0].pool.G = 2 ** 20; })).toMatch(/player 0\.pool holds more mana than any game makes/);
    expect(refusal(state, (x) => { x.players[0].pool = { W: 6000, U: 0, B: 0, R: 0, G: 6000, C: 0 }; })).toMatch(/pool holds more mana/);
    expect(refusal(state, (x) => { x.objects[creature].counters = { '+1/+1': 2 ** 20 }; })).toMatch(/counters\.\+1\/\+1 is not a number of counters/);
    expect(refusal(state, (x) => { x.players[1].counters = { poison: 2 ** 20 }; })).toMatch(/counters\.poison is not a number of counters/);
    const rich = JSON.parse(serialize(state)) as Record<string, any>;
    rich.players[0].pool.G = 100;
    expect(deserialize(JSON.stringify(rich)).players[0]!.pool.G).toBe(100);
  });

  it('nesting thousands deep, in formatData or anywhere, is refused without a crash', () => {
    // written as text: JSON.stringify itself recurses out of stack on such a value
    const deep = `${'{"a":['.repeat(5000)}1${']}'.repeat(5000)}`;
    for (const key of ['formatData', 'extra']) {
      const json = `${serialize(game(2)).slice(0, -1)},"${key}":{"mine":${deep}}}`;
      expect(() => deserialize(json)).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(/nest deeper than 32 levels/) }));
    }
  });

  it('a player name that is no text, in a save or in createGame', () => {
    expect(refusal(game(2), (x) => { x.players[1].name = 42; })).toMatch(/bad name/);
    expect(() => createGame({ players: [{ deck: DECK, name: 42 as unknown as string }, { deck: DECK }], seed: 1 })).toThrow(expect.objectContaining({ code: 'malformed' }));
    expect(() => createGame({ players: [null as never, { deck: DECK }], seed: 1 })).toThrow(expect.objectContaining({ code: 'malformed' }));
  });
});

describe('a saved choice whose bounds were altered', () => {
  it('a vote whose saved question allows no option: the empty answer it accepts is no vote (CR 701.38a: each player votes for one choice), so the vote is asked again as the resolution asks it', () => {
    const { state } = setup({ players: [{ hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp'] }, {}] });
    const voting = resolveTop(cast(state, 0, state.players[0]!.hand[0]!));
    expect(isVote(voting)).toBe(true);
    const saved = JSON.parse(serialize(voting)) as Record<string, any>;
    saved.decision.choice.min = 0;
    const loaded = deserialize(JSON.stringify(saved));
    // the altered question is the one the player was shown: an empty answer is accepted for it …
    const answered = apply(loaded, { type: 'choose', player: 0, choice: [] });
    // … but it is no vote: the resolution asks the same player to vote again, for exactly one choice
    expect(isVote(answered)).toBe(true);
    expect(voteChooser(answered)).toBe(0);
    expect(answered.decision).toMatchObject({ kind: 'choose', choice: { min: 1, max: 1, rule: '701.38a' } });
    const voted = voteFor(answered, 'death');
    expect(voteChooser(voted)).toBe(1);
  });
});
