/**
 * The whole-declaration actions accept exactly the legal declarations, judged by an oracle written
 * here from the rules alone (CR 508.1a–d, 508.1h–j; 509.1a–c), not by the engine's own search: on
 * small boards of CNS and CN2 cards that restrict, tax and require attacks and blocks, every
 * declaration is tried, and it is accepted if and only if it breaks no restriction, its cost can be
 * paid, and it obeys the most requirements a declaration breaking no restriction can obey without
 * paying a cost (508.1d) or at all (509.1c). A refused declaration is a RulesError naming its rule
 * and leaves the state as it was; and the declarations that listed actions build, in any order,
 * are exactly the legal ones, every path of them ending.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, botInput, heuristicBot, legalActions, tryApply, type Action, type AttackTarget, type ObjectId, type PlayerId, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { passUntil, setup, withKeywords } from '../cards/helpers.js';
import { ok } from './helpers.js';
import { seedRng } from '../../src/state/rng.js';

/** What each attacking creature's card does to the declaration of attackers. */
const ATTACKER_CARDS = {
  'Bronze Sable': {},
  'Wild Griffin': {},
  // "attacks each combat if able" (CR 508.1d)
  'Galvanic Juggernaut': { attacksIfAble: 1 },
  // "can't attack or block alone" (CR 508.1c)
  'Ember Beast': { alone: true },
  // "can't attack unless defending player is the monarch" (CR 508.1c, 725.5)
  'Crown-Hunter Hireling': { monarchOnly: true },
  // "attacks each combat if able" and "attacks a player you noted for cards named Cogwork Tracker each combat if able" (CR 508.1d, 905.2b)
  'Cogwork Tracker': { attacksIfAble: 1 },
  'Silent Arbiter': {},
} as const satisfies Record<string, { attacksIfAble?: number; alone?: boolean; monarchOnly?: boolean }>;
type AttackerCard = keyof typeof ATTACKER_CARDS;

/** The Auras an attacking creature may wear, each controlled by the opponent `by`. */
const AURAS = ['Vow of Duty', 'Spectral Grasp', 'Uncontrollable Anger'] as const;

const attackBoardArb = fc.integer({ min: 2, max: 3 }).chain((players) => fc.record({
  players: fc.constant(players),
  creatures: fc.array(fc.record({
    card: fc.constantFrom<AttackerCard>('Bronze Sable', 'Wild Griffin', 'Galvanic Juggernaut', 'Ember Beast', 'Crown-Hunter Hireling', 'Cogwork Tracker'),
    tapped: fc.boolean(),
    goadedBy: fc.subarray(Array.from({ length: players - 1 }, (_, i) => i + 1)),
    // "target creature attacks this turn if able" effects (Heckling Fiends, Shipwreck Singer)
    attacksThisTurn: fc.nat(2),
    aura: fc.option(fc.record({ card: fc.constantFrom(...AURAS), by: fc.integer({ min: 1, max: players - 1 }) }), { freq: 3 }),
  }), { minLength: 1, maxLength: 4 }),
  arbiter: fc.option(fc.integer({ min: 0, max: players - 1 })),
  prisons: fc.subarray(Array.from({ length: players - 1 }, (_, i) => i + 1)),
  monarch: fc.option(fc.integer({ min: 0, max: players - 1 })),
  wastes: fc.nat(4),
  // the opponent player 0 noted for Cogwork Tracker in the draft
  noted: fc.option(fc.integer({ min: 1, max: players - 1 })),
  manaAbilities: fc.constantFrom('automatic' as const, 'actions' as const),
  // the opponents who control a planeswalker (Dack Fayden), which may be attacked too (CR 508.1b)
  walkers: fc.subarray(Array.from({ length: players - 1 }, (_, i) => i + 1)),
}));
type AttackBoard = typeof attackBoardArb extends fc.Arbitrary<infer T> ? T : never;

/** Player 0's creatures: the board's, and Silent Arbiter where player 0 has it, free to attack. */
function creaturesOf(b: AttackBoard): AttackBoard['creatures'] {
  return b.arbiter === 0 ? [...b.creatures, { card: 'Silent Arbiter', tapped: false, goadedBy: [], attacksThisTurn: 0, aura: null }] : b.creatures;
}

/** The board at player 0's declaration of attackers, player 0's creatures in the board's order and each player's planeswalker; null if the game went elsewhere. */
function attackBoardState(b: AttackBoard): { s: ReadonlyGameState; ids: ObjectId[]; walkers: (ObjectId | null)[] } | null {
  const { state, ids } = setup({
    settings: { manaAbilities: b.manaAbilities },
    ...(b.monarch === null ? {} : { monarch: b.monarch }),
    players: Array.from({ length: b.players }, (_, p) => ({
      // each player drafted at the seat of their number, so that a noted seat is a player of the game
      draft: { seat: p, notes: p === 0 && b.noted !== null ? [{ card: 'Cogwork Tracker', player: b.noted }] : [], removed: [] },
      battlefield: [
        ...(p === 0 ? [...creaturesOf(b).map((c) => ({ card: c.card, tapped: c.tapped })), ...Array<string>(b.wastes).fill('Wastes')] : []),
        ...b.creatures.flatMap((c) => (c.aura !== null && c.aura.by === p ? [c.aura.card] : [])),
        ...(b.arbiter === p && p !== 0 ? ['Silent Arbiter'] : []),
        ...(b.prisons.includes(p) ? ['Ghostly Prison'] : []),
        ...(b.walkers.includes(p) ? [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] : []),
      ],
    })),
  });
  const walkers = Array.from({ length: b.players }, (_, p) => ids.battlefield[p]!.find((id) => state.objects[id]!.card === 'Dack Fayden') ?? null);
  const creatures = ids.battlefield[0]!.slice(0, creaturesOf(b).length);
  // the scenario's Auras enchant nothing, so they went to the graveyard (CR 704.5m): each comes back enchanting its creature
  const auras = Array.from({ length: b.players }, (_, p) => ids.battlefield[p]!.filter((id) => (AURAS as readonly string[]).includes(state.objects[id]!.card)).map((id) => state.objects[id]!.movedTo!));
  const next = auras.map(() => 0);
  const s = editState(state, (d) => {
    b.creatures.forEach((c, i) => {
      const id = creatures[i]!;
      if (c.goadedBy.length > 0) d.objects[id] = { ...d.objects[id]!, goadedBy: c.goadedBy };
      if (c.aura !== null) {
        const aura = auras[c.aura.by]![next[c.aura.by]!++]!;
        d.objects[aura] = { ...d.objects[aura]!, zone: 'battlefield', attachedTo: { object: id } };
        d.players[c.aura.by]!.graveyard = d.players[c.aura.by]!.graveyard.filter((x) => x !== aura);
        d.battlefield.push(aura);
      }
      for (let n = 0; n < c.attacksThisTurn; n++) d.ruleEffects.push({ id: d.nextEffectId++, timestamp: d.nextTimestamp++, duration: { until: 'endOfTurn' }, source: null, controller: 1, kind: 'attacksIfAble', affected: [id] });
    });
  });
  const declaring = passUntil(s, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
  return declaring.decision?.kind === 'declareAttackers' ? { s: declaring, ids: creatures, walkers } : null;
}

/** One declaration of attackers: what each creature attacks (a player, or that player's planeswalker), or null where it stays home. */
type AttackDeclaration = ({ p: PlayerId; walker: boolean } | null)[];

/**
 * Whether the rules allow a declaration of attackers on this board, written from CR 508.1 alone:
 * restrictions (508.1a: untapped; 508.1c: Silent Arbiter, "can't attack alone", Crown-Hunter
 * Hireling, Vow of Duty and Spectral Grasp), the cost (Ghostly Prison, 508.1h–j: {2} for each
 * creature attacking its controller, paid with Wastes), and requirements (508.1d: "attacks if able"
 * from the card, Uncontrollable Anger, effects and each goad; Cogwork Tracker's noted player; and
 * "attacks a player other than the goading player if able" for each goad, 701.15b–c), counted
 * against the most a declaration breaking no restriction and costing nothing obeys.
 */
function attackOracle(b: AttackBoard): (d: AttackDeclaration) => boolean {
  const breaksNoRestriction = (d: AttackDeclaration): boolean => {
    const attacking = creaturesOf(b).filter((_, i) => d[i] !== null);
    if (b.arbiter !== null && attacking.length > 1) return false;
    if (attacking.length === 1 && 'alone' in ATTACKER_CARDS[attacking[0]!.card]) return false;
    return creaturesOf(b).every((c, i) => {
      const t = d[i];
      if (t === null || t === undefined) return true;
      const p = t.p;
      if (c.tapped) return false;
      // CR 725.5: with no monarch in the game, the restriction does nothing
      if ('monarchOnly' in ATTACKER_CARDS[c.card] && b.monarch !== null && b.monarch !== p) return false;
      // Vow of Duty and Spectral Grasp: "can't attack you or planeswalkers you control" (the Aura's controller)
      return !(c.aura !== null && c.aura.card !== 'Uncontrollable Anger' && c.aura.by === p);
    });
  };
  // Ghostly Prison taxes attacks on its controller, not on their planeswalkers (its ruling)
  const cost = (d: AttackDeclaration): number => d.filter((t) => t !== null && !t.walker && b.prisons.includes(t.p)).length * 2;
  // attacking a planeswalker is attacking no player: it obeys "attacks if able" only (goad's ruling)
  const obeyed = (d: AttackDeclaration): number => creaturesOf(b).reduce((sum, c, i) => {
    const t = d[i];
    if (t === null || t === undefined) return sum;
    if (t.walker) return sum + attacksIfAbleOf(c);
    const p = t.p;
    const noted = c.card === 'Cogwork Tracker' && b.noted === p ? 1 : 0;
    return sum + attacksIfAbleOf(c) + noted + c.goadedBy.filter((g) => g !== p).length;
  }, 0);
  const all = allAttacks(creaturesOf(b).length, b.players, b.walkers);
  const most = Math.max(...all.filter((d) => breaksNoRestriction(d) && cost(d) === 0).map(obeyed));
  return (d) => breaksNoRestriction(d) && cost(d) <= b.wastes && obeyed(d) >= most;
}

/** The requirements a creature obeys by attacking anything: "attacks each combat if able" and "attacks this turn if able" (CR 508.1d), one for each goad (701.15b–c). */
function attacksIfAbleOf(c: AttackBoard['creatures'][number]): number {
  return ('attacksIfAble' in ATTACKER_CARDS[c.card] ? 1 : 0) + (c.aura?.card === 'Uncontrollable Anger' ? 1 : 0) + c.attacksThisTurn + c.goadedBy.length;
}

/** Every declaration of attackers of `n` creatures among the opponents of player 0 and the planeswalkers of `walkers`. */
function allAttacks(n: number, players: number, walkers: readonly PlayerId[]): AttackDeclaration[] {
  const targets = [...Array.from({ length: players - 1 }, (_, p) => ({ p: p + 1, walker: false })), ...walkers.map((p) => ({ p, walker: true }))];
  let out: AttackDeclaration[] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((d) => [[...d, null], ...targets.map((t) => [...d, t])]);
  return out;
}

/** A target as the declarations found are keyed by. */
function targetKey(t: AttackTarget): string {
  return 'player' in t ? `p${t.player}` : `w${t.planeswalker}`;
}

/** Tries a whole declaration; a refusal must name a rule of `rules` (CR 508.1 or 509.1, or the keyword's own, such as menace's 702.111b). */
function accepted(s: ReadonlyGameState, action: Action, rules: RegExp): boolean {
  const r = tryApply(s, action);
  if (!r.ok) ok(rules.test(r.error.rule ?? ''), `${JSON.stringify(action)} refused without a rule of its step: ${r.error.message} (${r.error.rule})`);
  return r.ok;
}

/**
 * The declarations that listed actions, taken in any order, build and may confirm: each as its
 * sorted [creature, what it attacks or blocks] pairs. Nothing else may be listed while declaring
 * but the mana abilities that pay what it costs (no taking back, CR 508.1, 509.1; 508.1i), and
 * every path ends, since each addition adds a creature and each mana ability taps a Wastes.
 */
function reachedByListing(s: ReadonlyGameState, made: readonly [number, number | string][] = [], activated = 0, seen = new Set<string>(), out = new Set<string>()): Set<string> {
  const key = JSON.stringify([...made].sort());
  if (seen.has(`${key}/${activated}`)) return out;
  seen.add(`${key}/${activated}`);
  const actions = legalActions(s);
  ok(actions.length > 0, 'a declaration with nothing to do');
  for (const a of actions) {
    if (a.type === 'confirmAttackers' || a.type === 'confirmBlockers') out.add(key);
    else if (a.type === 'declareAttacker' && a.band === undefined) reachedByListing(apply(s, a), [...made, [a.attacker, targetKey(a.target)]], activated, seen, out);
    else if (a.type === 'declareBlocker') reachedByListing(apply(s, a), [...made, [a.blocker, a.attacker]], activated, seen, out);
    else if (a.type === 'activate' && s.objects[a.source]!.card === 'Wastes') reachedByListing(apply(s, a), made, activated + 1, seen, out);
    else ok(false, `${JSON.stringify(a)} listed while declaring`);
  }
  return out;
}

/**
 * The heuristic bot's declaration from `s`: the state once it is made, after at most `bound` actions
 * (each an addition, a mana ability paying what it costs, or the confirmation).
 */
function botDeclaration(s: ReadonlyGameState, bound: number): ReadonlyGameState {
  const d = s.decision!;
  const rng = seedRng(16);
  let x = s;
  for (let n = 0; x.decision?.kind === d.kind && x.decision.player === d.player; n++) {
    ok(n < bound, `the heuristic bot's ${d.kind} took more than ${bound} actions`);
    x = apply(x, heuristicBot(botInput(x, legalActions(x), rng)));
  }
  return x;
}

describe('the whole declaration of attackers is accepted exactly when CR 508.1 allows it', () => {
  it('planeswalkers, Silent Arbiter, Ghostly Prison (mana abilities paid automatically or as actions), goad, "attacks each combat if able", Uncontrollable Anger, "attacks this turn if able", Vow of Duty, Spectral Grasp, "can\'t attack alone", Crown-Hunter Hireling, Cogwork Tracker', () => {
    let boards = 0;
    let refusals = 0;
    fc.assert(
      fc.property(attackBoardArb, (b) => {
        const board = attackBoardState(b);
        if (board === null) return;
        boards++;
        const { s, ids, walkers } = board;
        const before = JSON.stringify(s);
        const legal = attackOracle(b);
        const legals = new Set<string>();
        for (const d of allAttacks(ids.length, b.players, b.walkers)) {
          const attackers = ids.flatMap((attacker, i) => {
            const t = d[i];
            if (t === null || t === undefined) return [];
            return [{ attacker, target: t.walker ? { planeswalker: walkers[t.p]! } : { player: t.p } }];
          });
          if (legal(d)) legals.add(JSON.stringify(attackers.map((x) => [x.attacker, targetKey(x.target)]).sort()));
          const engine = accepted(s, { type: 'declareAttackers', player: 0, attackers }, /^(508\.1|702\.)/);
          if (!engine) refusals++;
          ok(engine === legal(d), `${JSON.stringify(b)}: ${JSON.stringify(d)} is ${legal(d) ? 'legal' : 'illegal'}, the engine ${engine ? 'accepts' : 'refuses'} it`);
        }
        ok(JSON.stringify(s) === before, 'a tried declaration changed the state');
        expect([...reachedByListing(s)].sort()).toEqual([...legals].sort());
        const made = (botDeclaration(s, ids.length + b.wastes + 1).combat?.attackers ?? []).map((x) => [x.id, targetKey(x.target)]);
        ok(legals.has(JSON.stringify(made.sort())), `the heuristic bot declared ${JSON.stringify(made)}`);
      }),
      { numRuns: 200, seed: 1608 },
    );
    expect(boards).toBeGreaterThan(100);
    expect(refusals).toBeGreaterThan(500);
  });
});

/** What each blocking creature's card does to the declaration of blockers: flying, and "can't block alone" (CR 509.1b). */
const BLOCKER_CARDS = { 'Bronze Sable': {}, 'Wild Griffin': { flying: true }, 'Ember Beast': { alone: true }, 'Silent Arbiter': {} } as const satisfies Record<string, { flying?: boolean; alone?: boolean }>;
type BlockerCard = keyof typeof BLOCKER_CARDS;
const ATTACKING_CARDS = { 'Bronze Sable': {}, 'Wild Griffin': { flying: true }, 'Pillarfield Ox': {} } as const satisfies Record<string, { flying?: boolean }>;
type AttackingCard = keyof typeof ATTACKING_CARDS;

const blockBoardArb = fc.record({
  attackers: fc.array(fc.record({
    card: fc.constantFrom(...(Object.keys(ATTACKING_CARDS) as AttackingCard[])),
    menace: fc.boolean(),
    // "must be blocked this turn if able" effects (Irresistible Prey)
    mustBeBlocked: fc.nat(2),
  }), { minLength: 1, maxLength: 3 }),
  blockers: fc.array(fc.record({
    card: fc.constantFrom<BlockerCard>('Bronze Sable', 'Wild Griffin', 'Ember Beast'),
    tapped: fc.boolean(),
    // "those creatures can't block this turn" (Wrap in Flames)
    cantBlock: fc.boolean(),
    // "blocks this turn if able" effects (Provoke)
    blocksIfAble: fc.nat(2),
    // Spectral Grasp of the attacking player: "can't block creatures you control"
    grasped: fc.boolean(),
    // "can block any number of creatures this turn" (CR 509.1a)
    anyNumber: fc.boolean(),
  }), { minLength: 1, maxLength: 3 }),
  arbiter: fc.option(fc.integer({ min: 0, max: 1 })),
});
type BlockBoard = typeof blockBoardArb extends fc.Arbitrary<infer T> ? T : never;

/** Player 1's creatures: the board's, and Silent Arbiter where player 1 has it, untapped and free to block. */
function blockersOf(b: BlockBoard): BlockBoard['blockers'] {
  return b.arbiter === 1 ? [...b.blockers, { card: 'Silent Arbiter', tapped: false, cantBlock: false, blocksIfAble: 0, grasped: false, anyNumber: false }] : b.blockers;
}

/** The board at player 1's declaration of blockers, with the attackers (all attacking player 1, or the first alone under Silent Arbiter) and player 1's creatures; null if the game went elsewhere. */
function blockBoardState(b: BlockBoard): { s: ReadonlyGameState; attackers: ObjectId[]; blockers: ObjectId[] } | null {
  const { state, ids } = setup({
    step: 'beginCombat',
    players: [
      { battlefield: [...b.attackers.map((a) => a.card), ...b.blockers.filter((x) => x.grasped).map(() => 'Spectral Grasp'), ...(b.arbiter === 0 ? ['Silent Arbiter'] : [])] },
      { battlefield: blockersOf(b).map((x) => ({ card: x.card, tapped: x.tapped })) },
    ],
  });
  const all = ids.battlefield[0]!.slice(0, b.attackers.length);
  const attackers = b.arbiter === null ? all : all.slice(0, 1);
  const blockers = ids.battlefield[1]!;
  // the scenario's Auras enchant nothing, so they went to the graveyard (CR 704.5m): each comes back enchanting its creature
  const grasps = ids.battlefield[0]!.filter((id) => state.objects[id]!.card === 'Spectral Grasp').map((id) => state.objects[id]!.movedTo!);
  let s = editState(state, (d) => {
    b.blockers.flatMap((x, i) => (x.grasped ? [blockers[i]!] : [])).forEach((id, n) => {
      const aura = grasps[n]!;
      d.objects[aura] = { ...d.objects[aura]!, zone: 'battlefield', attachedTo: { object: id } };
      d.players[0]!.graveyard = d.players[0]!.graveyard.filter((x) => x !== aura);
      d.battlefield.push(aura);
    });
  });
  const declaring = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
  const attacked = tryApply(declaring, { type: 'declareAttackers', player: 0, attackers: attackers.map((attacker) => ({ attacker, target: { player: 1 } })) });
  if (!attacked.ok) return null;
  s = passUntil(attacked.state, (x) => x.decision?.kind === 'declareBlockers' || x.turn.step === 'main2');
  if (s.decision?.kind !== 'declareBlockers') return null;
  b.attackers.forEach((a, i) => {
    if (a.menace && i < attackers.length) s = withKeywords(s, attackers[i]!, ['menace']);
  });
  s = editState(s, (d) => {
    const effect = (kind: 'mustBeBlocked' | 'blocksIfAble' | 'cantBlock' | 'blockAnyNumber', id: ObjectId, controller: PlayerId) => ({ id: d.nextEffectId++, timestamp: d.nextTimestamp++, duration: { until: 'endOfTurn' as const }, source: null, controller, kind, affected: [id] });
    b.attackers.forEach((a, i) => {
      for (let n = 0; n < a.mustBeBlocked && i < attackers.length; n++) d.ruleEffects.push(effect('mustBeBlocked', attackers[i]!, 0));
    });
    b.blockers.forEach((x, i) => {
      for (let n = 0; n < x.blocksIfAble; n++) d.ruleEffects.push(effect('blocksIfAble', blockers[i]!, 0));
      if (x.cantBlock) d.ruleEffects.push(effect('cantBlock', blockers[i]!, 0));
      if (x.anyNumber) d.ruleEffects.push(effect('blockAnyNumber', blockers[i]!, 1));
    });
  });
  return { s, attackers, blockers };
}

/** One declaration of blockers: the indexes of the attackers each creature blocks, none where it does not block. */
type BlockDeclaration = number[][];

/**
 * Whether the rules allow a declaration of blockers on this board, written from CR 509.1 alone:
 * restrictions (509.1a: untapped, one attacker each unless it can block any number; 509.1b: "can't block", Spectral Grasp, flying,
 * menace, Silent Arbiter, "can't block alone") and requirements (509.1c: each "blocks if able" on a
 * blocker and each "must be blocked if able" on an attacker), counted against the most a
 * declaration breaking no restriction obeys.
 */
function blockOracle(b: BlockBoard, attackers: number): (d: BlockDeclaration) => boolean {
  const breaksNoRestriction = (d: BlockDeclaration): boolean => {
    const blocking = blockersOf(b).filter((_, i) => d[i]!.length > 0);
    if (b.arbiter !== null && blocking.length > 1) return false;
    if (blocking.length === 1 && 'alone' in BLOCKER_CARDS[blocking[0]!.card]) return false;
    for (let a = 0; a < attackers; a++) {
      const by = d.filter((x) => x.includes(a)).length;
      if (b.attackers[a]!.menace && by === 1) return false;
    }
    return blockersOf(b).every((x, i) => {
      const blocked = d[i]!;
      if (blocked.length === 0) return true;
      if (x.tapped || x.cantBlock || x.grasped) return false;
      return blocked.every((a) => !('flying' in ATTACKING_CARDS[b.attackers[a]!.card]) || 'flying' in BLOCKER_CARDS[x.card]);
    });
  };
  const obeyed = (d: BlockDeclaration): number =>
    blockersOf(b).reduce((sum, x, i) => sum + (d[i]!.length === 0 ? 0 : x.blocksIfAble), 0) +
    b.attackers.slice(0, attackers).reduce((sum, a, i) => sum + (d.some((x) => x.includes(i)) ? a.mustBeBlocked : 0), 0);
  const all = allBlocks(blockersOf(b).map((x) => x.anyNumber), attackers);
  const most = Math.max(...all.filter(breaksNoRestriction).map(obeyed));
  return (d) => breaksNoRestriction(d) && obeyed(d) >= most;
}

/** Every declaration of blockers among `attackers` attackers, of creatures that each block one attacker or, where `anyNumber` says so, any number. */
function allBlocks(anyNumber: readonly boolean[], attackers: number): BlockDeclaration[] {
  const subsets = Array.from({ length: 1 << attackers }, (_, m) => Array.from({ length: attackers }, (_, a) => a).filter((a) => m & (1 << a)));
  let out: BlockDeclaration[] = [[]];
  for (const any of anyNumber) out = out.flatMap((d) => subsets.filter((s) => any || s.length <= 1).map((s) => [...d, s]));
  return out;
}

describe('the whole declaration of blockers is accepted exactly when CR 509.1 allows it', () => {
  it('"must be blocked", "blocks if able", "can\'t block", "can block any number", Spectral Grasp, flying, menace, Silent Arbiter, "can\'t block alone"', () => {
    let boards = 0;
    let refusals = 0;
    fc.assert(
      fc.property(blockBoardArb, (b) => {
        const board = blockBoardState(b);
        if (board === null) return;
        boards++;
        const { s, attackers, blockers } = board;
        const before = JSON.stringify(s);
        const legal = blockOracle(b, attackers.length);
        const legals = new Set<string>();
        for (const d of allBlocks(blockersOf(b).map((x) => x.anyNumber), attackers.length)) {
          const declared = blockers.flatMap((blocker, i) => d[i]!.map((a) => ({ blocker, attacker: attackers[a]! })));
          if (legal(d)) legals.add(JSON.stringify(declared.map((x) => [x.blocker, x.attacker]).sort()));
          const engine = accepted(s, { type: 'declareBlockers', player: 1, blockers: declared }, /^(509\.1|702\.)/);
          if (!engine) refusals++;
          ok(engine === legal(d), `${JSON.stringify(b)}: ${JSON.stringify(d)} is ${legal(d) ? 'legal' : 'illegal'}, the engine ${engine ? 'accepts' : 'refuses'} it`);
        }
        ok(JSON.stringify(s) === before, 'a tried declaration changed the state');
        expect([...reachedByListing(s)].sort()).toEqual([...legals].sort());
        const made = (botDeclaration(s, blockers.length * attackers.length + 1).combat?.blockers ?? []).flatMap((x) => x.blocking.map((a) => [x.id, a]));
        ok(legals.has(JSON.stringify(made.sort())), `the heuristic bot declared ${JSON.stringify(made)}`);
      }),
      { numRuns: 300, seed: 1609 },
    );
    expect(boards).toBeGreaterThan(100);
    expect(refusals).toBeGreaterThan(500);
  });
});
