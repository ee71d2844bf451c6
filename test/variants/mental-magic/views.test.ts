/**
 * Views of a Mental Magic game leak nothing (DESIGN principle 9): the shared "views leak nothing"
 * property, run over random games of the format; and what AMM 1 makes public — every card ID and
 * the zone it is in, even in a hand — with nothing more of a hidden card.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, view, type ReadonlyGameState } from '../../../src/index.js';
import { randomInt, seedRng } from '../../../src/state/rng.js';
import { createMentalMagicGame, peek, settle, turnOver } from '../../../src/variants/mental-magic/control.js';
import { cardIdOf, currentObject } from '../../../src/variants/mental-magic/data.js';
import { newCard } from '../../../src/variants/mental-magic/rule-module.js';
import { produce } from 'immer';
import type { MentalMagicDataView } from '../../../src/variants/mental-magic/view.js';
import { checkViews } from '../../properties/view-leaks.js';
import { gameWithHands, pass, play } from './helpers.js';

/** The Mental Magic data of a player's view. */
function mmView(s: ReadonlyGameState, viewer: number): MentalMagicDataView {
  return view(s, viewer).formatData!.mentalMagic as MentalMagicDataView;
}

describe('views of Mental Magic games', () => {
  it('name no hidden card, by id or by name, at random points of random games (namings, peeks and !turnover included)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 2 ** 31 }), (seed, botSeed) => {
        const rng = seedRng(botSeed);
        let s: ReadonlyGameState = createMentalMagicGame({ seed });
        checkViews(s);
        for (let i = 0; i < 90 && !s.result; i++) {
          const d = s.decision!;
          const roll = randomInt(rng, 12);
          if (d.kind === 'priority' && roll === 0) s = turnOver(s, d.player);
          else if (d.kind === 'priority' && roll === 1) {
            // AMM 9: the peek is the last thing before turning over control
            const peeked = peek(s, d.player).state;
            checkViews(peeked);
            s = turnOver(peeked, d.player);
          }
          else {
            const actions = legalActions(s);
            const doing = actions.filter((a) => a.type !== 'pass' && (a.type !== 'activate' || a.name !== undefined));
            const from = doing.length > 0 && randomInt(rng, 3) > 0 ? doing : actions;
            s = settle(apply(s, from[randomInt(rng, from.length)]!));
          }
          if (randomInt(rng, 6) === 0) checkViews(s);
        }
        checkViews(s);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });

  it('AMM 1: "cards have IDs that are public information, even when the cards are in players\' hands" — the IDs and zones of the opponent\'s hand, not its objects', () => {
    const s = gameWithHands([['{2}', '{W}'], ['{G}']]);
    const theirs = mmView(s, 1).cards;
    const mine = mmView(s, 0).cards;
    for (const id of s.players[0]!.hand) {
      const cardId = cardIdOf(s, id)!;
      expect(theirs[cardId]).toEqual({ owner: 0, zone: 'hand' });
      expect(mine[cardId]).toEqual({ owner: 0, zone: 'hand', object: id });
    }
    // the ledger of first objects (objects in libraries) is not in a view
    expect(view(s, 1).formatData!.mentalMagic).not.toHaveProperty('ids');
    // the costs of the opponent's hand are hidden: seat 2 sees no "{W}" anywhere
    expect(JSON.stringify(view(s, 1))).not.toContain('unnamed {W}');
    expect(JSON.stringify(view(s, 0))).toContain('unnamed {W}');
  });

  it('a peeked top card (AMM 9) is seen by its owner only: its ID is public, its object and cost are not', () => {
    const { state, top } = peek(gameWithHands([[], []]), 0);
    const cardId = cardIdOf(state, top)!;
    expect(mmView(state, 1).cards[cardId]).toEqual({ owner: 0, zone: 'library' });
    // not even to its owner is a library card's object given (CR 401.2): they learn the card from the peek
    expect(mmView(state, 0).cards[cardId]).toEqual({ owner: 0, zone: 'library' });
    expect(JSON.stringify(view(state, 1).log)).not.toContain(state.objects[top]!.card);
  });

  it('a card cast becomes public: its ID leads to the object on the stack and then on the battlefield', () => {
    let s = gameWithHands([['{2}', '{W}'], []]);
    s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
    const w = cardIdOf(s, s.players[0]!.hand.find((h) => s.objects[h]!.card === 'unnamed {W}')!)!;
    s = play(s, (a) => a.type === 'cast' && a.name === 'Doomed Traveler');
    while (s.stack.length > 0) s = pass(s);
    const permanent = s.battlefield.find((id) => s.objects[id]!.card === 'Doomed Traveler')!;
    expect(mmView(s, 1).cards[w]).toEqual({ owner: 0, zone: 'battlefield', object: permanent });
  });

  it('2d: which ID\'d library cards ceased to exist (all but the top one) is hidden from the other players, who see each ID as gone to the library', () => {
    const s = gameWithHands([[], []]);
    const stacked = produce(s, (d) => {
      newCard(d, 1);
      newCard(d, 1);
      newCard(d, 1);
    });
    const ids = stacked.players[1]!.library.map((id) => cardIdOf(stacked, id)!);
    const after = apply(stacked, { type: 'pass', player: stacked.decision!.player });
    // the rules made two of the three cease to exist (AMM 2d)
    expect(ids.filter((c) => currentObject(after, c) === null)).toHaveLength(2);
    for (const viewer of [0, 'spectator'] as const) {
      const cards = (view(after, viewer).formatData!.mentalMagic as MentalMagicDataView).cards;
      for (const c of ids) expect(cards[c]).toEqual({ owner: 1, zone: 'library' });
    }
    // the owner, told of each by the log (visibleTo), sees which ones ceased
    const own = mmView(after, 1).cards;
    expect(ids.filter((c) => own[c]!.zone === null)).toHaveLength(2);
  });
});
