/**
 * Declarations of attackers and blockers end (CR 508.1, 509.1): a random player choosing uniformly
 * among `legalActions` finishes every declaration within one action more than the additions it
 * could make, whatever limits, costs and requirements bind it (Silent Arbiter, Ghostly Prison,
 * goad, "attacks each combat if able", "can't attack alone", menace), in random games of the
 * standard formats and of Magic Tech; and on small boards the declarations listed actions can
 * reach are exactly those the whole-declaration action accepts, of attackers, and of blockers under
 * blocking requirements ("must be blocked", "blocks if able", CR 509.1c), menace and Silent Arbiter.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, createPlayout, legalActions, tryApply, type Action, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { characteristics } from '../../src/engine/characteristics.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import type { RngState } from '../../src/state/types.js';
import { passUntil, setup, withKeywords } from '../cards/helpers.js';
import { gameOptions, gameSpecArb, ok, pick, randomDecks } from './helpers.js';
import { editState } from '../../src/testing/index.js';

/** Cards that bind a whole declaration, mixed into random decks so that random games meet them often. */
const BINDING = ['Silent Arbiter', 'Ghostly Prison', 'Galvanic Juggernaut', 'Ember Beast', 'Crown-Hunter Hireling'];

/** Decks with one card in four of them replaced by a card that binds declarations. */
function bindingDecks(decks: readonly { deck: readonly string[]; sideboard?: readonly string[] }[], seed: number): { deck: string[]; sideboard: string[] }[] {
  const rng = seedRng(seed);
  return decks.map((d) => ({ sideboard: [...(d.sideboard ?? [])], deck: d.deck.map((name) => (randomInt(rng, 4) === 0 ? BINDING[randomInt(rng, BINDING.length)]! : name)) }));
}

/** The most actions a declaration can take from its start: one per possible addition (a creature, or a creature and an attacker it blocks), and one to finish. */
function boundAt(s: ReadonlyGameState): number {
  const d = s.decision!;
  const mine = s.battlefield.filter((id) => characteristics(s, id).controller === d.player && characteristics(s, id).types.includes('Creature')).length;
  if (d.kind === 'declareAttackers') return mine + 1;
  // a creature may block several attackers (CR 509.1a)
  return mine * Math.max(1, s.combat?.attackers.length ?? 0) + 1;
}

/**
 * The most mana abilities a player may activate while a declaration of attackers costs mana (CR
 * 508.1i, 605.3a), which are not part of the declaration: each of their permanents' {T} abilities
 * once, and those that cost life (Treasonous Ogre's) no more times than the life they can pay.
 */
function manaBoundAt(s: ReadonlyGameState): number {
  const d = s.decision!;
  return s.battlefield.filter((id) => characteristics(s, id).controller === d.player).length + Math.max(0, s.players[d.player]!.life);
}

function declaring(s: ReadonlyGameState): boolean {
  return s.decision?.kind === 'declareAttackers' || s.decision?.kind === 'declareBlockers';
}

/**
 * Plays a random game from listed actions, counting the actions of each declaration against its
 * bound and checking that taking back is never offered. Returns how many declarations it saw.
 */
function playCountingDeclarations(initial: ReadonlyGameState, botSeed: number, maxActions: number): number {
  const playout = createPlayout(initial);
  const rng = seedRng(botSeed);
  let declarations = 0;
  let taken = 0;
  let bound = 0;
  let who = '';
  for (let n = 0; !playout.state.result; n++) {
    ok(n < maxActions, `no end after ${maxActions} actions`);
    const s = playout.state;
    const actions = playout.legalActions();
    if (declaring(s)) {
      const key = `${s.decision!.kind}/${s.decision!.player}/${s.turn.number}/${s.combat?.attackers.length ?? 0}`;
      if (key !== who) {
        who = key;
        declarations++;
        taken = 0;
        bound = boundAt(s) + (s.decision!.kind === 'declareAttackers' ? manaBoundAt(s) : 0);
      }
      ok(!actions.some((a) => a.type === 'undeclareAttacker' || a.type === 'undeclareBlocker'), `taking back offered: ${JSON.stringify(actions)}`);
      taken++;
      ok(taken <= bound, `a declaration took more than ${bound} actions: ${JSON.stringify(s.decision)}`);
    } else {
      who = '';
    }
    playout.apply(pick(s, actions, rng));
  }
  return declarations;
}

describe('every declaration a random player makes from listed actions ends', () => {
  it('in random free-for-all games, with cards that limit, tax and require attacks mixed into the decks', () => {
    let declarations = 0;
    fc.assert(
      fc.property(gameSpecArb({ maxPlayers: 4 }), (spec) => {
        const o = gameOptions(spec, spec.players * (spec.deckSize + 3));
        const initial = createGame({ ...o, players: bindingDecks(o.players, spec.deckSeed) });
        declarations += playCountingDeclarations(initial, spec.botSeed, 8000);
      }),
      { numRuns: 40, endOnFailure: true },
    );
    expect(declarations).toBeGreaterThan(40);
  });

  it('in random Magic Tech games (missions and their blocks)', () => {
    let declarations = 0;
    fc.assert(
      fc.property(gameSpecArb({ maxPlayers: 2 }), (spec) => {
        const decks = bindingDecks(randomDecks({ ...spec, players: 2, deckSize: spec.deckSize + 10 }), spec.deckSeed);
        const initial = createGame({
          format: 'magic-tech',
          players: decks,
          seed: spec.gameSeed,
          settings: { startingHandSize: spec.handSize, turnLimit: 4 * (spec.deckSize + 10) },
        });
        declarations += playCountingDeclarations(initial, spec.botSeed, 8000);
      }),
      { numRuns: 15, endOnFailure: true },
    );
    expect(declarations).toBeGreaterThan(15);
  });
});

/** One creature of the attacking player on a small random board. */
interface CreatureSpec {
  card: string;
  tapped: boolean;
  goadedBy: number[];
}

const ATTACKERS = ['Galvanic Juggernaut', 'Bronze Sable', 'Ember Beast', 'Wild Griffin', 'Crown-Hunter Hireling', 'Birds of Paradise'];

/** A small board at the active player's declaration of attackers, with what binds it. */
const boardArb = fc.integer({ min: 2, max: 4 }).chain((players) => fc.record({
  players: fc.constant(players),
  arbiter: fc.option(fc.integer({ min: 0, max: players - 1 })),
  prison: fc.option(fc.integer({ min: 1, max: players - 1 })),
  wastes: fc.integer({ min: 0, max: 4 }),
  monarch: fc.option(fc.integer({ min: 0, max: players - 1 })),
  creatures: fc.array(fc.record({
    card: fc.constantFrom(...ATTACKERS),
    tapped: fc.boolean(),
    goadedBy: fc.subarray(Array.from({ length: players - 1 }, (_, i) => i + 1)),
  }), { minLength: 1, maxLength: 4 }),
  blockers: fc.array(fc.constantFrom('Bronze Sable', 'Wild Griffin', 'Ember Beast'), { maxLength: 3 }),
  menace: fc.boolean(),
  seed: fc.integer(),
}));
type Board = typeof boardArb extends fc.Arbitrary<infer T> ? T : never;

/** The board's state at the declaration of attackers (or wherever the game stopped first), and the attacking player's creatures. */
function boardState(b: Board): { s: ReadonlyGameState; ids: ObjectId[] } {
  const { state } = setup({
    ...(b.monarch === null ? {} : { monarch: b.monarch }),
    players: Array.from({ length: b.players }, (_, p) => ({
      battlefield: [
        ...(p === 0 ? [...b.creatures.map((c: CreatureSpec) => ({ card: c.card, tapped: c.tapped })), ...Array<string>(b.wastes).fill('Wastes')] : []),
        ...(p === 1 ? b.blockers : []),
        ...(b.arbiter === p ? ['Silent Arbiter'] : []),
        ...(b.prison === p ? ['Ghostly Prison'] : []),
      ],
    })),
  });
  const ids = state.battlefield.filter((id) => state.objects[id]!.controller === 0 && b.creatures.some((c) => c.card === state.objects[id]!.card));
  let s = editState(state, (d) => {
    ids.forEach((id, i) => {
      const goaders = b.creatures[i]!.goadedBy;
      if (goaders.length > 0) d.objects[id] = { ...d.objects[id]!, goadedBy: goaders };
    });
  });
  if (b.menace && ids.length > 0) s = withKeywords(s, ids[0]!, ['menace']);
  return { s: passUntil(s, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2'), ids };
}

/** Plays a declaration with uniformly random listed actions; returns the state after it and the actions taken. */
function randomDeclaration(state: ReadonlyGameState, rng: RngState): { s: ReadonlyGameState; taken: number } {
  const d = state.decision!;
  let s = state;
  let taken = 0;
  let activated = 0;
  while (s.decision?.kind === d.kind && s.decision.player === d.player && !s.result) {
    const actions = legalActions(s);
    ok(actions.length > 0, 'a declaration with nothing to do');
    const action = actions[randomInt(rng, actions.length)]!;
    s = apply(s, action);
    // mana abilities activated to pay what the declaration costs are no part of it (CR 508.1i)
    if (action.type === 'activate') activated++;
    else taken++;
    ok(taken <= boundAt(state), `no end after ${taken} actions`);
    ok(activated <= manaBoundAt(state), `${activated} mana abilities activated`);
  }
  return { s, taken };
}

/** Every full declaration of attackers: each creature stays home or attacks one opponent. */
function allDeclarations(ids: readonly ObjectId[], opponents: readonly PlayerId[]): [ObjectId, PlayerId][][] {
  let out: [ObjectId, PlayerId][][] = [[]];
  for (const id of ids) out = out.flatMap((d) => [d, ...opponents.map((p) => [...d, [id, p] as [ObjectId, PlayerId]])]);
  return out;
}

/** Whether a declaration can be built from listed actions alone, its creatures in the order given, then confirmed. */
function reachableByListing(state: ReadonlyGameState, declaration: readonly [ObjectId, PlayerId][]): boolean {
  let s = state;
  for (const [attacker, p] of declaration) {
    const a = legalActions(s).find((x) => x.type === 'declareAttacker' && x.attacker === attacker && x.band === undefined && 'player' in x.target && x.target.player === p);
    if (!a) return false;
    s = apply(s, a);
  }
  return legalActions(s).some((x) => x.type === 'confirmAttackers');
}

describe('declarations bound by limits, costs and requirements', () => {
  it('Silent Arbiter, Ghostly Prison, goad, "attacks each combat if able", "can\'t attack alone", menace: random listed actions always end the declaration, and what they make is legal', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const { s } = boardState(b);
        if (s.decision?.kind !== 'declareAttackers') return;
        const rng = seedRng(b.seed);
        const { s: attacked, taken } = randomDeclaration(s, rng);
        ok(taken <= boundAt(s), `took ${taken} actions`);
        // what listed actions made, the whole-declaration action accepts too
        const made = (attacked.combat?.attackers ?? []).map((a): [ObjectId, PlayerId] => [a.id, a.defender]);
        const whole: Action = { type: 'declareAttackers', player: 0, attackers: made.map(([attacker, p]) => ({ attacker, target: { player: p } })) };
        ok(tryApply(s, whole).ok, `the whole declaration ${JSON.stringify(whole)} is refused`);
        const blocking = passUntil(attacked, (x) => x.decision?.kind === 'declareBlockers' || x.turn.step === 'combatDamage' || x.turn.step === 'endCombat' || x.turn.step === 'main2');
        if (blocking.decision?.kind === 'declareBlockers') randomDeclaration(blocking, rng);
      }),
      { numRuns: 300 },
    );
  });

  it('on small boards, the declarations listed actions reach are exactly those the whole-declaration action accepts', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const { s, ids } = boardState(b);
        if (s.decision?.kind !== 'declareAttackers') return;
        const opponents = Array.from({ length: b.players - 1 }, (_, i) => i + 1);
        for (const declaration of allDeclarations(ids.slice(0, 3), opponents)) {
          const whole: Action = { type: 'declareAttackers', player: 0, attackers: declaration.map(([attacker, p]) => ({ attacker, target: { player: p } })) };
          const accepted = tryApply(s, whole).ok;
          ok(reachableByListing(s, declaration) === accepted, `${JSON.stringify(declaration)}: accepted ${accepted}, reachable ${!accepted}`);
        }
      }),
      { numRuns: 120 },
    );
  });
});

/** A small board at player 1's declaration of blockers against every creature of player 0, with what binds it. */
const blockBoardArb = fc.record({
  attackers: fc.array(fc.constantFrom('Bronze Sable', 'Wild Griffin', 'Pillarfield Ox'), { minLength: 1, maxLength: 3 }),
  blockers: fc.array(fc.constantFrom('Bronze Sable', 'Wild Griffin', 'Ember Beast'), { minLength: 1, maxLength: 3 }),
  arbiter: fc.boolean(),
  mustBeBlocked: fc.array(fc.nat(5), { maxLength: 3 }),
  blocksIfAble: fc.array(fc.nat(5), { maxLength: 3 }),
  menace: fc.nat(7),
});
type BlockBoard = typeof blockBoardArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * The board's state at the declaration of blockers, with "must be blocked if able" and "blocks if
 * able" effects (CR 509.1c, as Irresistible Prey and Provoke leave them) and menace as drawn; or null
 * where the game went elsewhere. Also the attackers and player 1's creatures.
 */
function blockBoardState(b: BlockBoard): { s: ReadonlyGameState; attackers: ObjectId[]; blockers: ObjectId[] } | null {
  const { state, ids } = setup({ players: [{ battlefield: b.attackers }, { battlefield: [...b.blockers, ...(b.arbiter ? ['Silent Arbiter'] : [])] }], step: 'beginCombat' });
  const [attackers, blockers] = [ids.battlefield[0]!, ids.battlefield[1]!];
  const declaring = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
  const attacked = tryApply(declaring, { type: 'declareAttackers', player: 0, attackers: attackers.map((attacker) => ({ attacker, target: { player: 1 } })) });
  if (!attacked.ok) return null;
  let s = passUntil(attacked.state, (x) => x.decision?.kind === 'declareBlockers');
  if (s.decision?.kind !== 'declareBlockers') return null;
  attackers.forEach((id, i) => {
    if (b.menace & (1 << i)) s = withKeywords(s, id, ['menace']);
  });
  s = editState(s, (d) => {
    const effect = (kind: 'mustBeBlocked' | 'blocksIfAble', id: ObjectId, controller: PlayerId) => ({ id: d.nextEffectId++, timestamp: d.nextTimestamp++, duration: { until: 'endOfTurn' as const }, source: null, controller, kind, affected: [id] });
    for (const n of b.mustBeBlocked) d.ruleEffects.push(effect('mustBeBlocked', attackers[n % attackers.length]!, 0));
    for (const n of b.blocksIfAble) d.ruleEffects.push(effect('blocksIfAble', blockers[n % blockers.length]!, 1));
  });
  return { s, attackers, blockers };
}

/** The declarations of blockers that listed additions, in any order, reach and may confirm (each as sorted [blocker, attacker] pairs). */
function blocksReachedByListing(s: ReadonlyGameState, made: readonly [ObjectId, ObjectId][] = [], out = new Set<string>()): Set<string> {
  const actions = legalActions(s);
  ok(actions.length > 0, 'a declaration of blockers with nothing to do');
  for (const a of actions) {
    if (a.type === 'confirmBlockers') out.add(JSON.stringify([...made].sort()));
    else if (a.type === 'declareBlocker') blocksReachedByListing(apply(s, a), [...made, [a.blocker, a.attacker]], out);
    else ok(false, `${a.type} listed while declaring blockers`);
  }
  return out;
}

describe('declarations of blockers bound by requirements and limits', () => {
  it('on small boards with "must be blocked", "blocks if able", menace and Silent Arbiter, the declarations listed actions reach are exactly those the whole-declaration action accepts (509.1b–c)', () => {
    let boards = 0;
    fc.assert(
      fc.property(blockBoardArb, (b) => {
        const board = blockBoardState(b);
        if (board === null) return;
        boards++;
        const { s, attackers, blockers } = board;
        let all: [ObjectId, ObjectId][][] = [[]];
        for (const blocker of blockers) all = all.flatMap((d) => [d, ...attackers.map((attacker) => [...d, [blocker, attacker] as [ObjectId, ObjectId]])]);
        const accepted = all.filter((d) => tryApply(s, { type: 'declareBlockers', player: 1, blockers: d.map(([blocker, attacker]) => ({ blocker, attacker })) }).ok).map((d) => JSON.stringify([...d].sort()));
        expect([...blocksReachedByListing(s)].sort()).toEqual(accepted.sort());
      }),
      { numRuns: 150 },
    );
    expect(boards).toBeGreaterThan(50);
  });
});
