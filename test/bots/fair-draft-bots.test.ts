/**
 * Fair draft bots: a draft bot decides from its drafter's information (CR 905.1c) only. Its input
 * names exactly the cards the drafter's view shows, and refuses every other card.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDraft, createDraft, draftBotInput, draftView, heuristicDrafter, legalPicks, randomDrafter, runDraft, RulesError,
  type BoosterSource, type DraftBot, type DraftBotInput, type ReadonlyDraftState, type DraftView,
} from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

const CUBE = ['Archdemon of Paliano', 'Cogwork Spy', 'Whispergear Sneak', 'Noble Banneret', 'Deal Broker', 'Cogwork Grinder', 'Ogre Sentry', 'Kiln Fiend', 'Illusionary Informant', 'Animus of Predation'];
const CUBE_SOURCE: BoosterSource = { cube: Array.from({ length: 120 }, (_, i) => CUBE[i % CUBE.length] as string), packSize: 8 };

/** Every card id a view shows, with its name. */
function shownNames(view: DraftView): Map<number, string> {
  const shown = new Map<number, string>();
  for (const c of [...(view.pack ?? []), ...view.pile, ...view.removed, ...view.seen]) shown.set(c.id, c.name);
  for (const o of view.others) for (const c of [...o.faceUp, ...o.removedFaceUp]) shown.set(c.id, c.name);
  if (view.deal?.revealed) shown.set(view.deal.revealed.id, view.deal.revealed.name);
  for (const c of Object.values(view.deal?.offers ?? {})) if (c) shown.set(c.id, c.name);
  return shown;
}

/** A bot that checks, at every decision, that its input names exactly the cards its view shows, then decides as `inner`. */
function checkingBot(inner: DraftBot, state: () => ReadonlyDraftState, checks: { decisions: number; hiddenRefused: number }): DraftBot {
  return (input: DraftBotInput) => {
    const s = state();
    const shown = shownNames(input.view);
    const logged = new Set(input.view.log.flatMap((e) => (e.card === undefined ? [] : [e.card])));
    for (let id = 0; id < s.cards.length; id++) {
      const visible = shown.has(id) || logged.has(id);
      if (visible) {
        expect(input.cardName(id)).toBe(s.cards[id]?.name);
        if (shown.has(id)) expect(input.cardName(id)).toBe(shown.get(id));
      } else {
        expect(() => input.cardName(id)).toThrow(RulesError);
        checks.hiddenRefused++;
      }
    }
    expect(input.view).toEqual(draftView(s, input.seat));
    expect(input.pile).toEqual(s.drafters[input.seat]?.pile.map((p) => p.card));
    checks.decisions++;
    return inner(input);
  };
}

describe('fair draft bots (905.1c)', () => {
  it("a draft bot's input names exactly the cards its drafter's view shows and refuses the rest, at every decision of random drafts", () => {
    const checks = { decisions: 0, hiddenRefused: 0 };
    fc.assert(fc.property(
      fc.record({ drafters: fc.integer({ min: 2, max: 5 }), seed: fc.integer(), source: fc.constantFrom<BoosterSource>('CN2', 'CNS', CUBE_SOURCE), heuristic: fc.boolean() }),
      (spec) => {
        let current = createDraft({ drafters: spec.drafters, seed: spec.seed, boosters: spec.source, rounds: 1 });
        const bot = checkingBot(spec.heuristic ? heuristicDrafter() : randomDrafter, () => current, checks);
        // the runner hands each action over before applying it: the state the next bot decides on follows it
        const { state } = runDraft(current, bot, { seed: spec.seed, onAction: (s, a) => { current = applyDraft(s, a); } });
        expect(state.phase).toBe('complete');
      },
    ), { numRuns: 12 });
    // the check ran, and hidden cards were there to refuse
    expect(checks.decisions).toBeGreaterThan(100);
    expect(checks.hiddenRefused).toBeGreaterThan(1000);
  });

  it('refuses the name of a card in another drafter\'s pack, citing 905.1c, and of a card that is not in the draft', () => {
    const s = createDraft({ drafters: 3, seed: 7, rounds: 1 });
    const input = draftBotInput(s, 0, legalPicks(s, 0), seedRng(1));
    const otherPack = s.packs[s.drafters[1]?.queue[0] as number]?.cards[0] as number;
    expect(() => input.cardName(otherPack)).toThrow(expect.objectContaining({ code: 'illegal', rule: '905.1c' }));
    expect(() => input.cardName(s.cards.length)).toThrow(expect.objectContaining({ code: 'malformed' }));
    const mine = s.packs[s.drafters[0]?.queue[0] as number]?.cards[0] as number;
    expect(input.cardName(mine)).toBe(s.cards[mine]?.name);
  });

  it('the heuristic drafter decides the same whatever is hidden from its drafter: other packs shuffled among themselves change nothing', () => {
    for (const seed of [1, 2, 3]) {
      const s = createDraft({ drafters: 4, seed, rounds: 1 });
      // swap the contents of the packs other drafters hold: seat 0 cannot tell the two drafts apart
      const other = mutableCopy(s);
      const a = other.drafters[1]?.queue[0] as number;
      const b = other.drafters[2]?.queue[0] as number;
      const packA = other.packs[a]?.cards as number[];
      const packB = other.packs[b]?.cards as number[];
      (other.packs[a] as { cards: number[] }).cards = packB;
      (other.packs[b] as { cards: number[] }).cards = packA;
      const choose = (d: ReadonlyDraftState) => heuristicDrafter()(draftBotInput(d, 0, legalPicks(d, 0), seedRng(seed)));
      expect(draftView(other, 0)).toEqual(draftView(s, 0));
      expect(choose(other)).toEqual(choose(s));
    }
  });
});
