/**
 * AMM 2: "Libraries are inexhaustible." An effect that looks at, reveals or mills cards from the top
 * of a library finds as many cards there as it asks for: new unnamed cards, under the ones the library
 * holds (a known top card, as a peek or Brainstorm leaves one, stays on top).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type ReadonlyGameState } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { cardIdOf } from '../../../src/variants/mental-magic/data.js';
import { gameWithHands, objectOf, pass, play, withPermanents, withTopCard } from './helpers.js';

/** Passes priority until a decision other than priority comes, or the stack is empty. */
function resolveTop(start: ReadonlyGameState): ReadonlyGameState {
  let s = start;
  for (let i = 0; i < 6 && s.decision?.kind === 'priority' && s.stack.length > 0; i++) s = pass(s);
  return s;
}

describe('AMM 2: inexhaustible libraries for effects that use the top cards', () => {
  it('Serum Visions: "Draw a card. Scry 2." looks at two cards, under the top card known before', () => {
    const base = gameWithHands([['{U}'], []]);
    const known = withTopCard(withPermanents(base, 0, ['Utopia']).state, 0);
    let s = play(known.state, (a) => a.type === 'cast' && a.name === 'Serum Visions');
    s = resolveTop(s);
    // the draw took the known card (it was on top); the scry then finds two new cards
    expect(s.players[0]!.hand.map((id) => cardIdOf(s, id))).toContain(known.top);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'scryBottom', max: 2 } });
  });

  it('scry keeps a known top card on top: the new cards come under it', () => {
    const base = gameWithHands([['{1}{U}'], []]);
    const known = withTopCard(withPermanents(base, 0, ['Utopia', 'Utopia']).state, 0);
    let s = play(known.state, (a) => a.type === 'cast' && a.name === 'Omenspeaker');
    s = resolveTop(s);
    for (let i = 0; i < 6 && s.decision?.kind !== 'choose'; i++) s = settle(apply(s, legalActions(s)[0]!));
    const d = s.decision!;
    expect(d).toMatchObject({ kind: 'choose', choice: { prompt: 'scryBottom', max: 2 } });
    const first = d.kind === 'choose' ? d.choice.options[0] : undefined;
    expect(first).toEqual({ object: objectOf(known.state, known.top) });
  });

  it('Altar of Dementia: "Target player mills cards equal to the sacrificed creature\'s power" mills that many', () => {
    const base = gameWithHands([['{2}'], []]);
    let s = withPermanents(base, 0, ['Altar of Dementia', 'Hexplate Golem']).state;
    const before = logOf(s).length;
    const mill = legalActions(s).find((a) => a.type === 'activate' && s.objects[a.source]!.card === 'Altar of Dementia' && a.targets.some((t) => 'player' in t && t.player === 1))!;
    s = resolveTop(settle(apply(s, mill)));
    const milled = logOf(s).slice(before).filter((e) => e.type === 'zoneChange' && e.from === 'library' && e.zone === 'graveyard');
    // Hexplate Golem's power is 5
    expect(milled).toHaveLength(5);
    expect(milled.every((e) => e.player === 1)).toBe(true);
  });

  it('Covenant of Minds: "Reveal the top three cards of your library. Target opponent may choose to put those cards into your hand"', () => {
    const base = gameWithHands([['{4}{U}'], []]);
    let s = withPermanents(base, 0, ['Utopia', 'Utopia', 'Utopia', 'Utopia', 'Utopia']).state;
    s = play(s, (a) => a.type === 'cast' && a.name === 'Covenant of Minds');
    s = resolveTop(s);
    expect(logOf(s).filter((e) => e.type === 'reveal' && e.player === 0)).toHaveLength(3);
    // the opponent's choice turns control over (AMM 7a): they put the three cards into the hand
    const d = s.decision!;
    expect(d).toMatchObject({ kind: 'choose', player: 1 });
    const before = logOf(s).length;
    s = settle(apply(s, { type: 'choose', player: 1, choice: [0] }));
    const toHand = logOf(s).slice(before).filter((e) => e.type === 'zoneChange' && e.from === 'library' && e.zone === 'hand' && e.player === 0);
    expect(toHand).toHaveLength(3);
  });
});

describe('AMM 5 at Coiling Oracle: "If it\'s a land card, put it onto the battlefield"', () => {
  /** Seat 1 casts Coiling Oracle (its unnamed {G}{U} card) with an unnamed {0} card on top of its library. */
  function oracleResolves(): ReadonlyGameState {
    const base = gameWithHands([['{G}{U}'], []]);
    const lands = withPermanents(base, 0, ['Utopia', 'Utopia']).state;
    const { state } = withTopCard(lands, 0);
    const topped = produce(state, (d) => {
      const top = d.players[0]!.library[0]!;
      d.objects[top]!.card = 'unnamed {0}';
    });
    let s = play(topped, (a) => a.type === 'cast' && a.name === 'Coiling Oracle');
    for (let i = 0; i < 8 && s.decision?.kind === 'priority'; i++) s = pass(s);
    return s;
  }

  it('the revealed unnamed card may be named as a land (5d: {0} as a land) by its owner holding control: it enters the battlefield', () => {
    const s0 = oracleResolves();
    const top = cardIdOf(s0, s0.players[0]!.library[0]!)!;
    expect(s0.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'nameCard' } });
    const d = s0.decision!;
    const names = d.kind === 'choose' ? d.choice.options.map((o) => ('label' in o ? o.label : '')) : [];
    expect(names[0]).toBe('no');
    expect(names).toContain('Forest');
    const s = settle(apply(s0, { type: 'choose', player: 0, choice: [names.indexOf('Forest')] }));
    const forest = s.battlefield.find((id) => s.objects[id]!.card === 'Forest');
    expect(forest).toBeDefined();
    expect(cardIdOf(s, forest!)).toBe(top);
  });

  it('left unnamed ("no"), it is put into the hand', () => {
    const s0 = oracleResolves();
    const top = s0.players[0]!.library[0]!;
    const s = settle(apply(s0, { type: 'choose', player: 0, choice: [0] }));
    expect(s.players[0]!.hand.some((id) => cardIdOf(s, id) === cardIdOf(s0, top))).toBe(true);
  });
});
