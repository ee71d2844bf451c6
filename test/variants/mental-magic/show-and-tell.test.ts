/**
 * AMM 5: "You may name an unnamed card you own if you have control and … it would enter … the
 * battlefield" — Show and Tell ("Each player may put an artifact, creature, enchantment, or land card
 * from their hand onto the battlefield") offers an unnamed card that would be one once named.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, cards, characteristics, legalActions, type ReadonlyGameState } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { moveObject } from '../../../src/zones/zones.js';
import { gameWithHands, handId, objectOf, pass, play, withPermanents } from './helpers.js';
import { checkViews } from '../../properties/view-leaks.js';

/** The labels of the current choice. */
function labels(s: ReadonlyGameState): string[] {
  const d = s.decision;
  return d?.kind === 'choose' ? d.choice.options.map((o) => ('label' in o ? o.label : '?')) : [];
}

describe('AMM 5 at Show and Tell', () => {
  it('an unnamed {W} card is offered; choosing it asks for a name of a permanent card of its cost; named, it enters', () => {
    const base = gameWithHands([['{2}{U}', '{W}'], []]);
    const w = handId(base, 0, 1);
    let s = withPermanents(base, 0, ['Utopia', 'Utopia', 'Utopia']).state;
    // seat 2 has nothing to put: seat 1 alone decides
    s = produce(s, (d) => {
      for (const id of [...d.players[1]!.hand]) moveObject(d, id, 'graveyard', { rule: '701.9' });
    });
    s = play(s, (a) => a.type === 'cast' && a.name === 'Show and Tell');
    for (let i = 0; i < 4 && s.decision?.kind === 'priority'; i++) s = pass(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield' } });
    const options = s.decision!.kind === 'choose' ? s.decision!.choice.options : [];
    const at = options.findIndex((o) => 'object' in o && o.object === objectOf(s, w));
    expect(at).toBeGreaterThanOrEqual(0);
    s = settle(apply(s, { type: 'choose', player: 0, choice: [at] }));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'nameCard' } });
    const names = labels(s);
    expect(names[0]).toBe('no');
    expect(names).toContain('Doomed Traveler');
    // Swords to Plowshares costs {W} but is an instant: Show and Tell could not put it
    expect(names).not.toContain('Swords to Plowshares');
    for (const n of names.slice(1)) expect(cards.get(n)!.printed.types.some((t) => ['Artifact', 'Creature', 'Enchantment', 'Land'].includes(t))).toBe(true);
    s = settle(apply(s, { type: 'choose', player: 0, choice: [names.indexOf('Doomed Traveler')] }));
    const traveler = objectOf(s, w);
    expect(s.objects[traveler]).toMatchObject({ zone: 'battlefield', card: 'Doomed Traveler' });
    expect(characteristics(s, traveler).types).toEqual(['Creature']);
    expect(mmData(s).usedNames).toContain('Doomed Traveler');
    expect(legalActions(s).length).toBeGreaterThan(0);
  });

  it('AMM 1: a card named in its owner\'s hand waits there, named in public, while the next player chooses; no view tells more', () => {
    const base = gameWithHands([['{2}{U}', '{W}'], ['{W}']]);
    const w = handId(base, 0, 1);
    let s = withPermanents(base, 0, ['Utopia', 'Utopia', 'Utopia']).state;
    s = play(s, (a) => a.type === 'cast' && a.name === 'Show and Tell');
    for (let i = 0; i < 4 && s.decision?.kind === 'priority'; i++) s = pass(s);
    const options = s.decision!.kind === 'choose' ? s.decision!.choice.options : [];
    s = settle(apply(s, { type: 'choose', player: 0, choice: [options.findIndex((o) => 'object' in o && o.object === objectOf(s, w))] }));
    s = settle(apply(s, { type: 'choose', player: 0, choice: [labels(s).indexOf('Doomed Traveler')] }));
    // the name is announced with the card's ID ("!n"), the card still in the hand
    expect(s.objects[objectOf(s, w)]).toMatchObject({ zone: 'hand', card: 'Doomed Traveler' });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'putOntoBattlefield' } });
    checkViews(s);
  });

  it('7d: the opponent\'s choice, unnamed cards among its options, turns control over to them; holding it they name their card (7e)', () => {
    const base = gameWithHands([['{2}{U}'], ['{W}']]);
    const w = handId(base, 1, 0);
    let s = withPermanents(base, 0, ['Utopia', 'Utopia', 'Utopia']).state;
    s = play(s, (a) => a.type === 'cast' && a.name === 'Show and Tell');
    for (let i = 0; i < 4 && s.decision?.kind === 'priority'; i++) s = pass(s);
    // seat 1 puts nothing
    if (s.decision?.player === 0) s = settle(apply(s, { type: 'choose', player: 0, choice: [] }));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'putOntoBattlefield' } });
    expect(mmData(s).control).toBe(1);
    const options = s.decision!.kind === 'choose' ? s.decision!.choice.options : [];
    s = settle(apply(s, { type: 'choose', player: 1, choice: [options.findIndex((o) => 'object' in o && o.object === objectOf(s, w))] }));
    const names = labels(s);
    expect(names).toContain('Doomed Traveler');
    s = settle(apply(s, { type: 'choose', player: 1, choice: [names.indexOf('Doomed Traveler')] }));
    expect(s.objects[objectOf(s, w)]).toMatchObject({ zone: 'battlefield', card: 'Doomed Traveler', controller: 1 });
    expect(mmData(s).namedBy[w]).toBe(1);
  });
});
