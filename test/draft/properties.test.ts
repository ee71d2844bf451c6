/**
 * Properties of the draft: conservation of cards, passing directions (905.1b), visibility (905.1c),
 * determinism, and bots finishing drafts and building legal decks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDraft, applyDraftViewDelta, autoBuildDeck, cardPool, checkDeck, createDraft, draftView, heuristicDrafter, randomDrafter, runDraft,
  type BoosterSource, type DraftAction, type ReadonlyDraftState, type DraftView,
} from '../../src/index.js';
import { passTarget } from '../../src/draft/seating.js';

const DRAFT_MATTERS = [
  'Aether Searcher', 'Agent of Acquisitions', 'Canal Dredger', 'Cogwork Grinder', 'Cogwork Librarian', 'Cogwork Spy', 'Cogwork Tracker',
  'Deal Broker', 'Lore Seeker', 'Lurking Automaton', 'Whispergear Sneak', 'Paliano, the High City', 'Custodi Peacekeeper', 'Noble Banneret',
  'Paliano Vanguard', 'Arcane Savant', 'Illusionary Informant', 'Spire Phantasm', 'Archdemon of Paliano', 'Regicide', 'Smuggler Captain',
  'Garbage Fire', 'Pyretic Hunter', 'Volatile Chimera', 'Animus of Predation', 'Caller of the Untamed', "Leovold's Operative",
];
const FILLER = ['Ogre Sentry', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly', 'Burn Away'];

/** A cube heavy in draft-matters cards, so that random drafters use their abilities often. */
const CUBE = Array.from({ length: 200 }, (_, i) => (i % 3 === 2 ? FILLER[i % FILLER.length]! : DRAFT_MATTERS[i % DRAFT_MATTERS.length]!));

const draftArb = fc.record({
  drafters: fc.integer({ min: 2, max: 8 }),
  seed: fc.integer(),
  source: fc.constantFrom<BoosterSource>('CN2', 'CNS', { cube: CUBE, packSize: 8 }),
  bot: fc.constantFrom('random', 'heuristic'),
});

type Spec = { drafters: number; seed: number; source: BoosterSource; bot: string };

function run(spec: Spec, onAction?: (s: ReadonlyDraftState, a: DraftAction) => void): ReadonlyDraftState {
  const state = createDraft({ drafters: spec.drafters, seed: spec.seed, boosters: spec.source });
  const bot = spec.bot === 'random' ? randomDrafter : heuristicDrafter();
  return runDraft(state, bot, { seed: spec.seed, inPlace: true, ...(onAction ? { onAction } : {}) }).state;
}

describe('draft properties', () => {
  it('every card opened ends in exactly one pool (or removed from the draft, or left undrafted)', () => {
    fc.assert(fc.property(draftArb, (spec) => {
      const s = run(spec);
      expect(s.phase).toBe('complete');
      const places = new Map<number, number>();
      const count = (id: number) => places.set(id, (places.get(id) ?? 0) + 1);
      for (const d of s.drafters) {
        d.pile.forEach((p) => count(p.card));
        d.removed.forEach((r) => count(r.card));
      }
      s.undrafted.forEach(count);
      expect(places.size).toBe(s.cards.length);
      expect([...places.values()].every((n) => n === 1)).toBe(true);
      expect(s.packs.every((p) => p.cards.length === 0)).toBe(true);
    }), { numRuns: 40 });
  });

  it('packs move in the right direction each round: left, right, left (905.1b)', () => {
    fc.assert(fc.property(draftArb, (spec) => {
      const s = run(spec);
      let round = -1;
      let passes = 0;
      for (const e of s.log) {
        if (e.type === 'round') round++;
        if (e.type === 'pass' && e.rule === '905.1b') {
          passes++;
          expect(e.to).toBe(passTarget(e.seat!, round, s.drafters.length));
        }
      }
      expect(passes).toBeGreaterThan(0);
    }), { numRuns: 40 });
  });

  it('no draftView (of a drafter or a spectator, whole or a delta) shows a card 905.1c hides; deltas rebuild the full view', () => {
    fc.assert(fc.property(draftArb, fc.nat(), (spec, cutSeed) => {
      const snapshots: ReadonlyDraftState[] = [];
      let n = 0;
      run(spec, (s) => {
        if ((n++ + cutSeed) % 37 === 0) snapshots.push(structuredClone(s));
      });
      const held = new Map<number | 'spectator', DraftView>();
      for (const s of snapshots) {
        const publicCards = new Set<number>();
        for (const e of s.log) {
          if (e.card === undefined) continue;
          if (e.type === 'reveal' || e.type === 'exchange' || (e.type === 'pick' && e.rule === '905.2c') || (e.type === 'remove' && e.rule === 'Animus of Predation')) publicCards.add(e.card);
          if (e.type === 'note' || e.type === 'faceDown' || e.type === 'chooseColor') publicCards.add(e.card);
        }
        for (const d of s.drafters) for (const p of d.pile) if (p.faceUp) publicCards.add(p.card);
        for (const deal of s.deals) {
          if (typeof deal.revealed === 'number') publicCards.add(deal.revealed);
          // Deal Broker's ruling: the offered cards are revealed together, once every other player has answered
          const answered = s.drafters.every((d) => d.seat === deal.seat || d.seat in deal.offers);
          if (answered) for (const c of Object.values(deal.offers)) if (c !== null) publicCards.add(c);
        }
        // every drafter, and a spectator, who sees the public cards only
        for (const viewer of [...s.drafters, null]) {
          const allowed = new Set(publicCards);
          if (viewer !== null) {
            const hand = viewer.queue[0];
            const blind = viewer.pile.some((p) => p.faceUp && s.cards[p.card]?.name === 'Archdemon of Paliano') && viewer.extraPicks === 0 && viewer.takingPack === null;
            if (hand !== undefined && !blind) s.packs[hand]!.cards.forEach((c) => allowed.add(c));
            viewer.pile.forEach((p) => allowed.add(p.card));
            viewer.removed.forEach((r) => allowed.add(r.card));
            viewer.seen.forEach((c) => allowed.add(c));
            // the card drawn at random whose options the viewer chooses: they look at it (Archdemon of Paliano)
            if (viewer.randomPick !== undefined) allowed.add(viewer.randomPick);
            for (const e of s.log) if (e.seat === viewer.seat && (e.type === 'pick' || e.type === 'remove') && e.card !== undefined) allowed.add(e.card);
          }
          const shown = new Set<number>();
          const walk = (x: unknown): void => {
            if (Array.isArray(x)) return x.forEach(walk);
            if (typeof x !== 'object' || x === null) return;
            const o = x as Record<string, unknown>;
            if (typeof o.id === 'number' && typeof o.name === 'string' && typeof o.foil === 'boolean') shown.add(o.id);
            if (typeof o.card === 'number') shown.add(o.card);
            for (const v of Object.values(o)) walk(v);
          };
          const seat = viewer === null ? 'spectator' : viewer.seat;
          const v = draftView(s, seat);
          walk(v);
          // a delta since the view held at the last snapshot shows no more, and rebuilds this view
          const before = held.get(seat);
          if (before !== undefined) {
            const delta = draftView(s, seat, { since: before.log.length });
            walk(delta);
            expect(applyDraftViewDelta(before, delta)).toEqual(v);
          }
          held.set(seat, v);
          for (const id of shown) expect(allowed.has(id), `seat ${seat} sees card ${id} (${s.cards[id]?.name})`).toBe(true);
        }
      }
    }), { numRuns: 25 });
  });

  it('the same seed and picks give the same draft, through applyDraft and in place', () => {
    fc.assert(fc.property(draftArb, (spec) => {
      const actions: DraftAction[] = [];
      const final = run(spec, (_s, a) => actions.push(a));
      let s = createDraft({ drafters: spec.drafters, seed: spec.seed, boosters: spec.source });
      for (const a of actions) s = applyDraft(s, a);
      expect(JSON.parse(JSON.stringify(s))).toStrictEqual(JSON.parse(JSON.stringify(final)));
    }), { numRuns: 12 });
  });

  it('applyDraft never changes its input state: each state keeps its serialized form after every later action', () => {
    fc.assert(fc.property(draftArb, (spec) => {
      const actions: DraftAction[] = [];
      run(spec, (_s, a) => actions.push(a));
      let s = createDraft({ drafters: spec.drafters, seed: spec.seed, boosters: spec.source });
      const before = JSON.stringify(s);
      const first = s;
      for (const a of actions) {
        const text = JSON.stringify(s);
        const next = applyDraft(s, a);
        expect(JSON.stringify(s)).toBe(text);
        expect(next).not.toBe(s);
        s = next;
      }
      expect(JSON.stringify(first)).toBe(before);
    }), { numRuns: 8 });
  });

  it('bots finish a draft from any seed, and every deck they build is legal', () => {
    fc.assert(fc.property(draftArb, (spec) => {
      const s = run(spec);
      expect(s.phase).toBe('complete');
      for (const d of s.drafters) {
        const pool = cardPool(s, d.seat);
        expect(() => checkDeck(pool, autoBuildDeck(pool))).not.toThrow();
      }
    }), { numRuns: 40 });
  });
});
