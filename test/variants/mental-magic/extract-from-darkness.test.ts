/**
 * AMM 5 and 5b with Extract from Darkness: "Each player mills two cards. Then you put a creature card
 * from a graveyard onto the battlefield under your control." The milled cards are unnamed; one the
 * caster owns may be named as a creature card as it would enter the battlefield (5), and one an
 * opponent owns too, since an effect the caster controls puts it onto the battlefield under the
 * caster's control (5b: "This rule trumps any rules letting the opponent choose the name").
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type ReadonlyGameState } from '../../../src/index.js';
import { createMentalMagicGame, settle } from '../../../src/variants/mental-magic/control.js';
import { cardIdOf, currentObject, mmData } from '../../../src/variants/mental-magic/data.js';
import { newCard, UNNAMED_PREFIX } from '../../../src/variants/mental-magic/rule-module.js';
import { checkViews } from '../../properties/view-leaks.js';
import { pass, play, withPermanents } from './helpers.js';

/**
 * Seat 1 has cast Extract from Darkness; every other card of the game costs {W} (Doomed Traveler's
 * cost). With `namedOnTop`, seat 2's library has a card named Doomed Traveler on top.
 */
function extractResolving(namedOnTop = false): ReadonlyGameState {
  const base = createMentalMagicGame({ seed: 5, startingPlayer: 0, costTable: [{ cost: '{W}', weight: 1 }] });
  const withCost = produce(base, (d) => {
    d.objects[d.players[0]!.hand[0]!]!.card = `${UNNAMED_PREFIX}{3}{U}{B}`;
    if (namedOnTop) {
      d.objects[newCard(d, 1)]!.card = 'Doomed Traveler';
      mmData(d).usedNames.push('Doomed Traveler');
    }
  });
  let s = withPermanents(withCost, 0, ['Utopia', 'Utopia', 'Utopia', 'Utopia', 'Utopia']).state;
  s = play(s, (a) => a.type === 'cast' && a.name === 'Extract from Darkness');
  while (s.decision?.kind === 'priority' && s.stack.length > 0) s = pass(s);
  return s;
}

/** The options of the current choice. */
function options(s: ReadonlyGameState): { object?: number; label?: string }[] {
  return s.decision?.kind === 'choose' ? s.decision.choice.options.map((o) => ({ ...('object' in o ? { object: o.object } : {}), ...('label' in o ? { label: o.label } : {}) })) : [];
}

describe('AMM 5, 5b: Extract from Darkness puts a milled unnamed card onto the battlefield named as a creature card', () => {
  it('every milled card is offered, none required (none is a creature card as it is)', () => {
    const s = extractResolving();
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', min: 0 } });
    const offered = options(s).map((o) => o.object!);
    expect(offered).toHaveLength(4);
    expect(new Set(offered.map((id) => s.objects[id]!.owner))).toEqual(new Set([0, 1]));
    checkViews(s);
  });

  it('5b: an opponent\'s milled card, named by the caster, enters under the caster\'s control', () => {
    const s = extractResolving();
    const at = options(s).findIndex((o) => s.objects[o.object!]!.owner === 1);
    const cardId = cardIdOf(s, options(s)[at]!.object!)!;
    const asked = settle(apply(s, { type: 'choose', player: 0, choice: [at] }));
    expect(asked.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'nameCard' } });
    const labels = options(asked).map((o) => o.label);
    expect(labels[0]).toBe('no');
    let named = settle(apply(asked, { type: 'choose', player: 0, choice: [labels.indexOf('Doomed Traveler')] }));
    for (let i = 0; i < 4 && named.decision?.kind === 'choose'; i++) named = settle(apply(named, legalActions(named)[0]!));
    expect(named.objects[currentObject(named, cardId)!]).toMatchObject({ zone: 'battlefield', card: 'Doomed Traveler', owner: 1, controller: 0 });
    expect(mmData(named).namedBy[cardId]).toBe(0);
    expect(logOf(named).filter((e) => e.type === 'name').at(-1)).toMatchObject({ rule: 'AMM 5b', player: 0, card: 'Doomed Traveler' });
  });

  it('5: the caster\'s own milled card may be named; "no" leaves it unnamed and puts nothing', () => {
    const s = extractResolving();
    const at = options(s).findIndex((o) => s.objects[o.object!]!.owner === 0);
    const cardId = cardIdOf(s, options(s)[at]!.object!)!;
    const asked = settle(apply(s, { type: 'choose', player: 0, choice: [at] }));
    let declined = settle(apply(asked, { type: 'choose', player: 0, choice: [0] }));
    for (let i = 0; i < 4 && declined.decision?.kind === 'choose'; i++) declined = settle(apply(declined, legalActions(declined)[0]!));
    expect(declined.battlefield.filter((id) => declined.objects[id]!.card !== 'Utopia')).toEqual([]);
    expect(mmData(declined).namedBy[cardId]).toBeUndefined();
    expect(declined.stack).toEqual([]);
  });

  it('with a creature card among the milled cards, that one is put if the unnamed card chosen is left unnamed ("you put a creature card")', () => {
    const s = extractResolving(true);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', min: 1 } });
    const at = options(s).findIndex((o) => s.objects[o.object!]!.card.startsWith(UNNAMED_PREFIX));
    const asked = settle(apply(s, { type: 'choose', player: 0, choice: [at] }));
    expect(asked.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'nameCard' } });
    // "no": the choice is asked again among the creature cards as they are, here one, which is taken (AMM 7a: one option is no decision)
    let put = settle(apply(asked, { type: 'choose', player: 0, choice: [0] }));
    for (let i = 0; i < 4 && put.decision?.kind === 'choose'; i++) put = settle(apply(put, legalActions(put)[0]!));
    expect(put.battlefield.map((id) => put.objects[id]!).filter((o) => o.card === 'Doomed Traveler')).toMatchObject([{ owner: 1, controller: 0 }]);
    expect(put.objects[options(s)[at]!.object!]!.card).toBe(`${UNNAMED_PREFIX}{W}`);
  });
});
