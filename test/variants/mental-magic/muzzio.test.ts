/**
 * AMM 5 with Muzzio, Visionary Architect: "You may put an artifact card from among them onto the
 * battlefield." An unnamed card among the top X cards would enter the battlefield once named as an
 * artifact card, so its owner, holding control, may name it then, as with Deathrender or Coiling Oracle.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, cards, legalActions, type ReadonlyGameState } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { cardIdOf, currentObject, mmData } from '../../../src/variants/mental-magic/data.js';
import { newCard, UNNAMED_PREFIX } from '../../../src/variants/mental-magic/rule-module.js';
import { checkViews } from '../../properties/view-leaks.js';
import { gameWithHands, pass, withPermanents } from './helpers.js';

/** Seat 1's Muzzio (X = 2, Bronze Sable's mana value) has resolved: its top card is an unnamed {2} card. */
function muzzioResolving(): { s: ReadonlyGameState; top: string } {
  const base = withPermanents(gameWithHands([[], []]), 0, ['Muzzio, Visionary Architect', 'Bronze Sable', 'Utopia', 'Utopia', 'Utopia', 'Utopia']).state;
  let top = '';
  let s: ReadonlyGameState = produce(base, (d) => {
    const id = newCard(d, 0);
    d.objects[id]!.card = `${UNNAMED_PREFIX}{2}`;
    top = cardIdOf(d, id)!;
  });
  const activate = legalActions(s).find((a) => a.type === 'activate' && s.objects[a.source]!.card === 'Muzzio, Visionary Architect')!;
  s = settle(apply(s, activate));
  while (s.decision?.kind === 'priority' && s.stack.length > 0) s = pass(s);
  return { s, top };
}

describe('AMM 5: Muzzio, Visionary Architect puts an unnamed card onto the battlefield named as an artifact card', () => {
  it('the unnamed card looked at is offered; choosing it asks for a name of an artifact card of its cost, "no" first', () => {
    const { s, top } = muzzioResolving();
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield' } });
    const options = s.decision!.kind === 'choose' ? s.decision!.choice.options : [];
    const at = options.findIndex((o) => 'object' in o && o.object === currentObject(s, top));
    expect(at).toBeGreaterThanOrEqual(0);
    const asked = settle(apply(s, { type: 'choose', player: 0, choice: [at] }));
    checkViews(asked);
    expect(asked.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'nameCard' } });
    const labels = asked.decision!.kind === 'choose' ? asked.decision!.choice.options.map((o) => ('label' in o ? o.label : '')) : [];
    expect(labels[0]).toBe('no');
    expect(labels).toContain('Altar of Dementia');
    // only artifact cards, each costing {2} (AMM 5c)
    for (const name of labels.slice(1)) expect(cards.get(name)).toMatchObject({ printed: { manaCost: '{2}', types: expect.arrayContaining(['Artifact']) } });
  });

  it('named, it enters the battlefield under that name, the name used up (AMM 6); "no" leaves it unnamed', () => {
    const { s, top } = muzzioResolving();
    const options = s.decision!.kind === 'choose' ? s.decision!.choice.options : [];
    const at = options.findIndex((o) => 'object' in o && o.object === currentObject(s, top));
    const asked = settle(apply(s, { type: 'choose', player: 0, choice: [at] }));
    const labels = asked.decision!.kind === 'choose' ? asked.decision!.choice.options.map((o) => ('label' in o ? o.label : '')) : [];
    let named = settle(apply(asked, { type: 'choose', player: 0, choice: [labels.indexOf('Altar of Dementia')] }));
    for (let i = 0; i < 6 && named.decision?.kind === 'choose'; i++) named = settle(apply(named, legalActions(named)[0]!));
    checkViews(named);
    const now = named.objects[currentObject(named, top)!]!;
    expect(now).toMatchObject({ zone: 'battlefield', card: 'Altar of Dementia', controller: 0 });
    expect(mmData(named).usedNames).toContain('Altar of Dementia');

    let declined = settle(apply(asked, { type: 'choose', player: 0, choice: [0] }));
    for (let i = 0; i < 6 && declined.decision?.kind === 'choose'; i++) declined = settle(apply(declined, legalActions(declined)[0]!));
    expect(declined.battlefield.some((id) => declined.objects[id]!.card === 'Altar of Dementia')).toBe(false);
    expect(mmData(declined).usedNames).not.toContain('Altar of Dementia');
  });
});
