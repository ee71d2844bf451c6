/**
 * Several conspiracies at once: copies of the same one, hidden agendas naming the same card, and
 * conspiracies that change the same thing (CR 315.5, 702.106, 601.2f), played through the public API.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, createGame, legalActions, logOf, view } from '../../src/index.js';
import { commandId, conspiracyGame, deckOf, keepAll, putConspiracies, toNextTurn } from './conspiracy-helpers.js';
import { attack, castable, choose, passToPlayer, passUntil, resolveStack, resolveTop, setup } from './helpers.js';

describe('two Double Strokes naming the same spell', () => {
  it('each triggers on the cast (CR 603.2): two copies, then the original — three spells resolve', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Flame Slash'], battlefield: ['Mountain'], command: [{ card: 'Double Stroke', names: ['Flame Slash'] }, { card: 'Double Stroke', names: ['Flame Slash'] }] },
        { battlefield: ['Bronze Sable', 'Courier Hawk', 'Runed Servitor'] },
        {},
      ],
    });
    const [sable, hawk, servitor] = ids.battlefield[1]!;
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable! }], x: 0 });
    // both triggers wait to be put on the stack in the order their controller chooses (CR 603.3b)
    expect(s.decision?.kind).toBe('putTrigger');
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    expect(s.stack).toHaveLength(3);
    s = choose(choose(resolveTop(s), [0]), [1]); // the first copy: the Hawk
    expect(s.objects[s.stack.at(-1)!]).toMatchObject({ card: 'Flame Slash', targets: [{ object: hawk }] });
    s = resolveTop(s);
    // the second trigger copies the original (not the copy), whose new target may be the Sable or the Servitor (the Hawk died)
    s = choose(resolveTop(s), [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:0', options: [{ object: sable }, { object: servitor }] } });
    s = choose(s, [1]);
    expect(s.objects[s.stack.at(-1)!]).toMatchObject({ card: 'Flame Slash', targets: [{ object: servitor }] });
    s = resolveStack(s);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card).sort()).toEqual(['Bronze Sable', 'Courier Hawk', 'Runed Servitor']);
    expect(logOf(s).filter((e) => e.type === 'copySpell')).toHaveLength(2);
    expect(logOf(s).filter((e) => e.type === 'cast')).toHaveLength(1);
  });
});

describe('Double Stroke and Iterative Analysis naming the same spell', () => {
  it('both trigger on the cast; the copy is not cast (ruling), so Iterative Analysis draws only once', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        {
          hand: ['Fleeting Distraction'], battlefield: ['Island'], library: ['Plains', 'Plains', 'Plains', 'Plains'],
          command: [{ card: 'Double Stroke', names: ['Fleeting Distraction'] }, { card: 'Iterative Analysis', names: ['Fleeting Distraction'] }],
        },
        { battlefield: ['Bronze Sable'] },
        {},
      ],
    });
    const sable = ids.battlefield[1]![0]!;
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 0 });
    expect(s.decision?.kind).toBe('putTrigger');
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    expect(s.stack).toHaveLength(3);
    // resolve everything, saying yes to each "may" and keeping the copy's target
    for (let i = 0; i < 20 && (s.stack.length > 0 || s.resolution !== null); i++) {
      s = s.decision?.kind === 'choose' ? choose(s, [0]) : resolveTop(s);
    }
    expect(logOf(s).filter((e) => e.type === 'copySpell')).toHaveLength(1);
    // one draw from Iterative Analysis, one from the copy, one from the original
    expect(s.players[0]!.hand).toHaveLength(3);
    expect(s.players[0]!.library).toHaveLength(1);
    expect(characteristics(s, sable).power).toBe(0);
  });
});

describe("two Brago's Favors, and Brago's Favor with other cost changes", () => {
  it("two naming the same card each reduce its cost: Bronze Sable ({2}) costs nothing", () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable'], command: [{ card: "Brago's Favor", names: ['Bronze Sable'] }, { card: "Brago's Favor", names: ['Bronze Sable'] }] }, {}, {}],
    });
    expect(castable(state, 0, ids.hand[0]![0]!)).toBe(true);
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
  });

  it("with Hymn of the Wilds, the first creature spell of the turn with the chosen name costs {2} less; the second only {1} less", () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Runed Servitor', 'Runed Servitor'], battlefield: ['Plains'], command: ['Hymn of the Wilds', { card: "Brago's Favor", names: ['Runed Servitor'] }] }, {}, {}],
    });
    const [a, b] = ids.hand[0]!;
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: a!, targets: [], x: 0 }));
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Plains' && s.objects[id]!.tapped)).toHaveLength(0);
    expect(castable(s, 0, b!)).toBe(true);
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: b!, targets: [], x: 0 }));
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Plains' && s.objects[id]!.tapped)).toHaveLength(1);
  });

  it('with Unexpected Potential on the same name: the generic part is reduced, and the rest may be paid with mana of any color (CR 601.2f, 609.4b); the colored part is never reduced', () => {
    const game = (lands: string[]) => setup({
      format: 'conspiracy',
      players: [{
        hand: ['Courier Hawk', "Ajani's Sunstriker"], battlefield: lands,
        command: [
          { card: "Brago's Favor", names: ['Courier Hawk'] }, { card: 'Unexpected Potential', names: ['Courier Hawk'] },
          { card: "Brago's Favor", names: ["Ajani's Sunstriker"] }, { card: 'Unexpected Potential', names: ["Ajani's Sunstriker"] },
        ],
      }, {}, {}],
    });
    const one = game(['Island']);
    const [hawk, sunstriker] = one.ids.hand[0]!;
    // {1}{W} less {1} is {W}, which an Island pays
    expect(castable(one.state, 0, hawk!)).toBe(true);
    // {W}{W} has no generic mana to reduce: two mana are needed
    expect(castable(one.state, 0, sunstriker!)).toBe(false);
    const two = game(['Island', 'Island']);
    expect(castable(two.state, 0, two.ids.hand[0]![1]!)).toBe(true);
  });
});

describe('Immediate Action and Secrets of Paradise naming the same creature', () => {
  it('a creature that came under your control this turn has haste, so it can use the {T} mana ability Secrets of Paradise grants (CR 302.6, 702.10)', () => {
    const spec = (command: { card: string; names: string[] }[]) => setup({
      format: 'conspiracy',
      players: [{ battlefield: [{ card: 'Bronze Sable', sick: true }], command }, {}, {}],
    });
    const secrets = { card: 'Secrets of Paradise', names: ['Bronze Sable'] };
    const alone = spec([secrets]);
    expect(legalActions(alone.state).some((a) => a.type === 'activate' && a.source === alone.ids.battlefield[0]![0])).toBe(false);
    const both = spec([secrets, { card: 'Immediate Action', names: ['Bronze Sable'] }]);
    const mana = legalActions(both.state).filter((a) => a.type === 'activate' && a.source === both.ids.battlefield[0]![0]);
    expect(mana).toHaveLength(5);
  });
});

describe("two Muzzio's Preparations naming the same creature", () => {
  it('each is its own replacement effect (CR 614.1c): the creature enters with two +1/+1 counters', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable'], battlefield: ['Plains', 'Plains'], command: [{ card: "Muzzio's Preparations", names: ['Bronze Sable'] }, { card: "Muzzio's Preparations", names: ['Bronze Sable'] }] }, {}, {}],
    });
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    const sable = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    expect(s.objects[sable]!.counters).toEqual({ '+1/+1': 2 });
  });
});

describe("a hidden agenda turned face up while the named card is on the stack or already on the battlefield", () => {
  const game = () => setup({
    format: 'conspiracy',
    players: [{ hand: ['Bronze Sable', 'Bronze Sable'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], command: [{ card: "Muzzio's Preparations", names: ['Bronze Sable'], faceDown: true }] }, {}, {}],
  });

  it("Muzzio's Preparations turned face up while the creature spell is on the stack applies as it enters (CR 315.5, 614.1c)", () => {
    const { state, ids } = game();
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = apply(s, { type: 'turnFaceUp', player: 0, object: ids.command[0]![0]! });
    s = resolveStack(s);
    const sable = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    expect(s.objects[sable]!.counters).toEqual({ '+1/+1': 1 });
  });

  it("a creature that entered while Muzzio's Preparations was face down gets no counter when it is turned face up; the next one does", () => {
    const { state, ids } = game();
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    const first = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    s = apply(s, { type: 'turnFaceUp', player: 0, object: ids.command[0]![0]! });
    expect(s.objects[first]!.counters).toEqual({});
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [], x: 0 }));
    const second = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable' && id !== first)!;
    expect(s.objects[first]!.counters).toEqual({});
    expect(s.objects[second]!.counters).toEqual({ '+1/+1': 1 });
  });

  it("Summoner's Bond turned face up after the cast does not trigger for that spell (ruling: a triggered ability's conspiracy must be face up before the trigger event)", () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable'], library: ['Runed Servitor'], battlefield: ['Plains', 'Plains'], command: [{ card: "Summoner's Bond", names: ['Bronze Sable', 'Runed Servitor'], faceDown: true }] }, {}, {}],
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = apply(s, { type: 'turnFaceUp', player: 0, object: ids.command[0]![0]! });
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    expect(s.players[0]!.library.map((id) => s.objects[id]!.card)).toEqual(['Runed Servitor']);
  });
});

describe("two Summoner's Bonds sharing a name", () => {
  it('a creature spell with the shared name triggers both; each searches for the other name of its own pair (CR 702.106d, 702.106f)', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{
        hand: ['Bronze Sable'], library: ['Courier Hawk', 'Plains', 'Runed Servitor'], battlefield: ['Plains', 'Plains'],
        command: [{ card: "Summoner's Bond", names: ['Bronze Sable', 'Runed Servitor'] }, { card: "Summoner's Bond", names: ['Courier Hawk', 'Bronze Sable'] }],
      }, {}, {}],
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    expect(s.stack).toHaveLength(3);
    for (let i = 0; i < 2; i++) {
      s = choose(resolveTop(s), [0]);
      s = choose(s, [0]);
    }
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card).sort()).toEqual(['Courier Hawk', 'Runed Servitor']);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
  });
});

describe("Sovereign's Realm and Backup Plan", () => {
  const sables = Array<string>(40).fill('Bronze Sable');

  it('Oracle: Backup Plan\'s additional hand is of seven cards, the first hand of the starting hand size five; a mulligan draws five (CR 103.5)', () => {
    let s = putConspiracies(conspiracyGame([{ deck: sables, sideboard: ["Sovereign's Realm", 'Backup Plan'] }, {}, {}], 1, 0), { 0: [{ card: "Sovereign's Realm" }, { card: 'Backup Plan' }] });
    expect(s.conspiracyDraft!.hands[0]!.map((h) => h.length)).toEqual([5, 7]);
    expect(s.players[0]!.hand).toHaveLength(12);
    s = apply(s, { type: 'keepHand', player: 0, index: 1 });
    expect(s.players[0]!.hand).toHaveLength(7);
    expect(s.players[0]!.library).toHaveLength(33);
    s = apply(s, { type: 'mulligan', player: 0 });
    s = keepAll(s);
    expect(s.players[0]!.hand).toHaveLength(5);
  });
});

describe("Sovereign's Realm and Worldknit", () => {
  it("a basic land played from outside the game is not of the card pool: Worldknit stays on, and gives it the ability too", () => {
    let s = keepAll(putConspiracies(conspiracyGame([{ deck: Array<string>(40).fill('Bronze Sable'), sideboard: ["Sovereign's Realm", 'Worldknit'] }, {}, {}], 1, 0), {
      0: [{ card: "Sovereign's Realm" }, { card: 'Worldknit' }],
    }));
    s = resolveStack(s);
    s = passUntil(s, (x) => x.turn.step === 'main1');
    const realm = commandId(s, 0, "Sovereign's Realm");
    s = resolveStack(apply(s, legalActions(s).find((a) => a.type === 'activate' && a.source === realm)!));
    s = apply(s, { type: 'playLandFromOutside', player: 0, name: 'Plains' });
    const plains = s.battlefield.find((id) => s.objects[id]!.card === 'Plains')!;
    // its own {W}, and {T}: Add one mana of any color from each of Worldknit and Sovereign's Realm
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === plains)).toHaveLength(11);
  });
});

describe('Hold the Perimeter of two players', () => {
  it("each player's first upkeep: a Soldier from their own, a Goblin from the other's", () => {
    let s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Hold the Perimeter'] }, { sideboard: ['Hold the Perimeter'] }, {}], 1, 0), {
      0: [{ card: 'Hold the Perimeter' }], 1: [{ card: 'Hold the Perimeter' }],
    }));
    const tokens = (x: typeof s, player: number) => x.battlefield.filter((id) => x.objects[id]!.controller === player).map((id) => x.objects[id]!.card).sort();
    s = resolveStack(s);
    expect(tokens(s, 0)).toEqual(['token:goblin-1-1', 'token:soldier-1-2-defender']);
    s = resolveStack(toNextTurn(s));
    expect(tokens(s, 1)).toEqual(['token:goblin-1-1', 'token:soldier-1-2-defender']);
    s = resolveStack(toNextTurn(s));
    expect(tokens(s, 2)).toEqual(['token:goblin-1-1', 'token:goblin-1-1']);
  });

  it('CR 800.4a: a player who left the game took their Hold the Perimeter with them — the next player\'s first upkeep makes no Goblin', () => {
    let s = keepAll(putConspiracies(conspiracyGame([{}, {}, { sideboard: ['Hold the Perimeter'] }], 1, 0), { 2: [{ card: 'Hold the Perimeter' }] }));
    s = resolveStack(s);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'token:goblin-1-1')).toHaveLength(1);
    s = apply(passToPlayer(s, 2), { type: 'concede', player: 2 });
    expect(s.command).toHaveLength(0);
    s = resolveStack(toNextTurn(s));
    expect(s.turn.active).toBe(1);
    expect(s.battlefield.filter((id) => s.objects[id]!.controller === 1)).toHaveLength(0);
  });

  it('CR 800.4a: its ability already on the stack for another player\'s first upkeep ceases to exist when its controller leaves — no Goblin', () => {
    let s = keepAll(putConspiracies(conspiracyGame([{}, {}, { sideboard: ['Hold the Perimeter'] }, {}], 1, 0), { 2: [{ card: 'Hold the Perimeter' }] }));
    expect(s.stack.map((id) => [s.objects[id]!.card, s.objects[id]!.controller])).toEqual([['Hold the Perimeter', 2]]);
    s = resolveStack(apply(s, { type: 'concede', player: 2 }));
    expect(s.turn).toMatchObject({ number: 1, active: 0 });
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'token:goblin-1-1')).toHaveLength(0);
  });
});

describe('a card with a chosen name cast from elsewhere than the hand', () => {
  const notes = (...named: string[]) => ({ seat: 0, notes: named.map((name) => ({ card: 'Aether Searcher', name })), removed: [] }) as never;
  /** The labels of the pending choice. */
  const labels = (s: ReturnType<typeof setup>['state']): string[] => (s.decision?.kind === 'choose' ? s.decision.choice.options.map((o) => ('label' in o ? o.label : '')) : []);
  const pick = (s: ReturnType<typeof setup>['state'], prefix: string) => choose(s, [labels(s).findIndex((l) => l.startsWith(prefix))]);

  it("Summoner's Bond: a creature spell cast from the library by Aether Searcher is cast with one of the chosen names, so it triggers (\"whenever you cast\")", () => {
    const { state } = setup({
      format: 'conspiracy',
      players: [{
        hand: ['Aether Searcher'], library: ['Bronze Sable', 'Runed Servitor'], battlefield: Array<string>(7).fill('Wastes'), draft: notes('Bronze Sable'),
        command: [{ card: "Summoner's Bond", names: ['Bronze Sable', 'Runed Servitor'] }],
      }, {}, {}],
    });
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: state.players[0]!.hand[0]!, targets: [], x: 0 }));
    // search the library and find the only card with the noted name (CR 701.23)
    s = pick(choose(pick(s, 'search your library'), [0]), 'cast Bronze Sable');
    // the cast during the resolution (CR 608.2g) triggers Summoner's Bond once the trigger is done resolving
    expect(s.stack.map((id) => s.objects[id]!.kind)).toEqual(['card', 'ability']);
    s = choose(choose(resolveTop(s), [0]), [0]);
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Runed Servitor']);
  });

  it('Iterative Analysis and Double Stroke: an instant cast from the library without paying its mana cost triggers both', () => {
    const { state } = setup({
      format: 'conspiracy',
      players: [{
        hand: ['Aether Searcher'], library: ['Fleeting Distraction', 'Plains', 'Plains', 'Plains'], battlefield: Array<string>(7).fill('Wastes'), draft: notes('Fleeting Distraction'),
        command: [{ card: 'Iterative Analysis', names: ['Fleeting Distraction'] }, { card: 'Double Stroke', names: ['Fleeting Distraction'] }],
      }, { battlefield: ['Bronze Sable'] }, {}],
    });
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: state.players[0]!.hand[0]!, targets: [], x: 0 }));
    // search the library and find the only card with the noted name (CR 701.23)
    s = pick(choose(pick(s, 'search your library'), [0]), 'cast Fleeting Distraction');
    if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    expect(s.stack.map((id) => s.objects[id]!.kind)).toEqual(['card', 'ability', 'ability']);
  });

  it('CR 707.12: a copy of a card that is cast (Arcane Savant) is a spell cast with the chosen name, so Iterative Analysis and Double Stroke trigger; the copy Double Stroke makes is not cast (ruling), and triggers neither', () => {
    const { state } = setup({
      format: 'conspiracy',
      players: [{
        hand: ['Arcane Savant'], battlefield: Array<string>(5).fill('Island'), exiledWith: { 'Arcane Savant': ['Fleeting Distraction'] },
        command: [{ card: 'Iterative Analysis', names: ['Fleeting Distraction'] }, { card: 'Double Stroke', names: ['Fleeting Distraction'] }],
      }, { battlefield: ['Bronze Sable'] }, {}],
    });
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: state.players[0]!.hand[0]!, targets: [], x: 0 }));
    s = pick(s, 'cast Fleeting Distraction');
    if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    // the cast copy, then the two triggers
    expect(s.stack.map((id) => [s.objects[id]!.kind, s.objects[id]!.card])).toEqual([['copy', 'Fleeting Distraction'], ['ability', expect.any(String)], ['ability', expect.any(String)]]);
    const triggers = new Set(s.stack.slice(1).map((id) => s.objects[s.objects[id]!.source!]!.card));
    expect(triggers).toEqual(new Set(['Iterative Analysis', 'Double Stroke']));
    // Double Stroke copies it; the new copy triggers nothing
    s = resolveTop(s);
    while (s.decision?.kind === 'choose') s = choose(s, [0]);
    expect(s.pendingTriggers).toHaveLength(0);
    expect(s.stack.filter((id) => s.objects[id]!.kind === 'ability')).toHaveLength(1);
    expect(s.stack.filter((id) => s.objects[id]!.card === 'Fleeting Distraction')).toHaveLength(2);
  });
});

describe("a cost reduction of a conspiracy with Grenzo, Havoc Raiser's \"spend mana as though it were mana of any color\"", () => {
  /** Player 0's Grenzo hits player 1, exiling the top card of their library; player 0 is in their second main phase. */
  function exiledByGrenzo(top: string, command: (string | { card: string; names: string[] })[], lands: string[]) {
    const { state } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Grenzo, Havoc Raiser', ...lands], command }, { library: [top, 'Wastes'] }, {}],
    });
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: state.battlefield[0]!, target: { player: 1 } });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    // player 1 has no creature to goad: the ability goes on the stack with its exile mode
    s = resolveStack(passUntil(s, (x) => x.stack.length > 0));
    s = passUntil(s, (x) => x.turn.step === 'main2');
    return { state: s, card: s.exile.at(-1)! };
  }

  it("Brago's Favor ruling: \"The second ability can't reduce the colored mana requirement of a spell\" — {W}{W} stays two mana, payable with any color (CR 601.2f, then 609.4b)", () => {
    const favor = [{ card: "Brago's Favor", names: ["Ajani's Sunstriker"] }];
    const one = exiledByGrenzo("Ajani's Sunstriker", favor, ['Mountain']);
    expect(one.state.objects[one.card]!.card).toBe("Ajani's Sunstriker");
    expect(castable(one.state, 0, one.card)).toBe(false);
    const two = exiledByGrenzo("Ajani's Sunstriker", favor, ['Mountain', 'Mountain']);
    expect(castable(two.state, 0, two.card)).toBe(true);
    // {1}{W} less {1} is {W}: one Mountain pays it
    const hawk = exiledByGrenzo('Courier Hawk', [{ card: "Brago's Favor", names: ['Courier Hawk'] }], ['Mountain']);
    expect(castable(hawk.state, 0, hawk.card)).toBe(true);
  });

  it('Hymn of the Wilds ruling: "The ability can’t affect the amount of colored mana you pay for a spell. It reduces only the generic component of that mana cost."', () => {
    const one = exiledByGrenzo("Ajani's Sunstriker", ['Hymn of the Wilds'], ['Mountain']);
    expect(castable(one.state, 0, one.card)).toBe(false);
    const two = exiledByGrenzo("Ajani's Sunstriker", ['Hymn of the Wilds'], ['Mountain', 'Mountain']);
    expect(castable(two.state, 0, two.card)).toBe(true);
  });
});

describe('Power Play of a player who leaves the game before the first turn', () => {
  it('CR 800.4k: the starting player\'s first turn does not begin; the next player in turn order takes the first turn', () => {
    let s = putConspiracies(conspiracyGame([{}, {}, { sideboard: ['Power Play'] }], 1, 0), { 2: [{ card: 'Power Play' }] });
    expect(s.decision).toMatchObject({ kind: 'mulligan', player: 2 });
    s = keepAll(apply(s, { type: 'concede', player: 2 }));
    expect(s.turn).toMatchObject({ number: 1, active: 0, step: 'upkeep' });
    expect(s.turn.turnsBegun).toEqual([1, 0, 0]);
    s = toNextTurn(s);
    expect(s.turn).toMatchObject({ number: 2, active: 1 });
  });
});

describe('two copies of the same conspiracy, each working on its own', () => {
  it("two Emissary's Ploys with the numbers 1 and 2: creature spells of either mana value may be paid with mana of any color", () => {
    const game = (numbers: number[]) => setup({
      format: 'conspiracy',
      players: [{ hand: ['Pride Guardian', 'Courier Hawk'], battlefield: ['Island', 'Island'], command: numbers.map((number) => ({ card: "Emissary's Ploy", number })) }, {}, {}],
    });
    const both = game([1, 2]);
    const [guardian, hawk] = both.ids.hand[0]!;
    expect([castable(both.state, 0, guardian!), castable(both.state, 0, hawk!)]).toEqual([true, true]);
    const one = game([1]);
    expect([castable(one.state, 0, one.ids.hand[0]![0]!), castable(one.state, 0, one.ids.hand[0]![1]!)]).toEqual([true, false]);
  });

  it('two Natural Unitys naming the same creature: it has the granted ability twice, and both trigger at the beginning of combat (CR 113.2c); the same ability twice, their order is no decision (CR 603.3b)', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Forest', 'Forest'], command: [{ card: 'Natural Unity', names: ['Bronze Sable'] }, { card: 'Natural Unity', names: ['Bronze Sable'] }] }, {}, {}],
    });
    let s = passUntil(state, (x) => x.turn.step === 'beginCombat');
    expect(s.stack).toHaveLength(2);
    for (let i = 0; i < 2; i++) s = choose(resolveTop(s), [1]);
    expect(s.objects[ids.battlefield[0]![0]!]!.counters).toEqual({ '+1/+1': 2 });
  });

  it('two Sentinel Dispatches: two Constructs at the beginning of the first upkeep', () => {
    let s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Sentinel Dispatch', 'Sentinel Dispatch'] }, {}, {}], 1, 0), { 0: [{ card: 'Sentinel Dispatch' }, { card: 'Sentinel Dispatch' }] }));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] }));
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toEqual(['token:construct-1-1-defender', 'token:construct-1-1-defender']);
  });
});

describe('first-upkeep conspiracies of several players', () => {
  it("CR 603.3b: Sentinel Dispatch and Hold the Perimeter of three players go on the stack in APNAP order from the starting player, who has none", () => {
    let s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Sentinel Dispatch'] }, {}, { sideboard: ['Sentinel Dispatch', 'Hold the Perimeter'] }, { sideboard: ['Hold the Perimeter'] }], 1, 1), {
      0: [{ card: 'Sentinel Dispatch' }], 2: [{ card: 'Sentinel Dispatch' }, { card: 'Hold the Perimeter' }], 3: [{ card: 'Hold the Perimeter' }],
    }));
    expect(s.turn).toMatchObject({ active: 1, step: 'upkeep' });
    // player 1 has no ability; player 2 is the first to put theirs, in the order they choose
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 2 });
    const hold = legalActions(s).find((a) => a.type === 'putTrigger' && s.pendingTriggers[a.index]!.card === 'Hold the Perimeter');
    s = apply(s, hold!);
    while (s.decision?.kind === 'putTrigger') s = apply(s, legalActions(s)[0]!);
    expect(s.stack.map((id) => [s.objects[id]!.card, s.objects[id]!.controller])).toEqual([
      ['Hold the Perimeter', 2], ['Sentinel Dispatch', 2], ['Hold the Perimeter', 3], ['Sentinel Dispatch', 0],
    ]);
    s = resolveStack(s);
    const tokens = (player: number) => s.battlefield.filter((id) => s.objects[id]!.controller === player).map((id) => s.objects[id]!.card).sort();
    expect([0, 1, 2, 3].map(tokens)).toEqual([['token:construct-1-1-defender'], ['token:goblin-1-1', 'token:goblin-1-1'], ['token:construct-1-1-defender'], []]);
  });
});

describe('Power Play in a two-player game', () => {
  it('CR 103.1c, 103.8a: the Power Play player is the starting player, so it is they who skip the draw of their first turn', () => {
    let s = createGame({ format: 'two-player', seed: 2, startingPlayer: 0, players: [{ name: 'a', deck: deckOf() }, { name: 'b', deck: deckOf(), sideboard: ['Power Play'] }] });
    s = keepAll(putConspiracies(s, { 1: [{ card: 'Power Play' }] }));
    s = passUntil(s, (x) => x.turn.step === 'main1');
    expect(s.turn.active).toBe(1);
    expect(s.players.map((p) => p.hand.length)).toEqual([7, 7]);
  });
});

describe("Summoner's Bond whose other name is not a creature card's", () => {
  it('"search your library for a creature card with the other chosen name": a Flame Slash of that name is not found', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable'], library: ['Flame Slash', 'Plains'], battlefield: ['Plains', 'Plains'], command: [{ card: "Summoner's Bond", names: ['Bronze Sable', 'Flame Slash'] }] }, {}, {}],
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = choose(resolveTop(s), [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'search', options: [], max: 0 } });
    expect(view(s, 0).choiceObjects).toEqual([]);
  });
});

describe('Weight Advantage and Hired Heist', () => {
  it('CR 510.1a: a 0-power creature assigning damage equal to its toughness deals combat damage to the player, so Hired Heist triggers', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Jeering Homunculus', 'Island'], library: ['Plains'], command: ['Weight Advantage', { card: 'Hired Heist', names: ['Jeering Homunculus'] }] }, {}, {}],
    });
    let s = attack(state, [[ids.battlefield[0]![0]!, 1]]);
    s = passUntil(s, (x) => x.stack.length > 0 || x.turn.step === 'end');
    expect(s.players[1]!.life).toBe(20 - 4);
    expect(s.objects[s.stack[0]!]!.card).toBe('Hired Heist');
    s = choose(resolveTop(s), [1]);
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Plains']);
  });
});
