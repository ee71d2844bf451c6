/**
 * AMM 5, 5a, 5b: the moments in the middle of an effect at which an unnamed card is named, for every
 * such moment the implemented cards reach: Deathrender and Explorer's Scope put a card onto the
 * battlefield (5, first bullet), Grenzo, Havoc Raiser exiles a card regardless of what it is and lets
 * its controller cast it (5a, 5b).
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, cards, characteristics, formatManaCost, legalActions, logOf, tryApply, type Action, type ReadonlyGameState } from '../../../src/index.js';
import { fittingNames } from '../../../src/engine/naming.js';
import { createMentalMagicGame, settle } from '../../../src/variants/mental-magic/control.js';
import { cardIdOf, mmData } from '../../../src/variants/mental-magic/data.js';
import { gameWithHands, handId, objectOf, pass, withPermanents } from './helpers.js';
import { asEngineState } from '../../helpers/mutable-copy.js';
import { checkViews } from '../../properties/view-leaks.js';

/** Answers the current choice with these option indexes and settles the game. */
function answer(s: ReadonlyGameState, choice: number[]): ReadonlyGameState {
  return settle(apply(s, { type: 'choose', player: s.decision!.player, choice }));
}

/** Seat 1 passes until the game asks something other than priority of the active player. */
function toChoice(s: ReadonlyGameState): ReadonlyGameState {
  let x = s;
  for (let i = 0; i < 40 && x.decision?.kind !== 'choose'; i++) x = pass(x);
  return x;
}

/** The labels of the current choice. */
function labels(s: ReadonlyGameState): string[] {
  const d = s.decision;
  return d?.kind === 'choose' ? d.choice.options.map((o) => ('label' in o ? o.label : '?')) : [];
}

describe('AMM 5 at Deathrender: "it would enter … the battlefield"', () => {
  /** Seat 1 (active, holding control) has a Deathrender on a dying Brushstrider, and an unnamed {W} card in hand. */
  function dying(): { s: ReadonlyGameState; deathrender: number; w: string } {
    const base = gameWithHands([['{W}', '{2}'], []]);
    const { state, ids } = withPermanents(base, 0, ['Deathrender', 'Brushstrider'], { 0: 1 });
    // the equipped creature has lethal damage: state-based actions kill it as the step ends
    const marked = produce(state, (d) => {
      d.objects[ids[1]!]!.damage = 5;
    });
    return { s: toChoice(settle(apply(marked, { type: 'pass', player: 0 }))), deathrender: ids[0]!, w: handId(base, 0, 0) };
  }

  it('"You may name an unnamed card you own if you have control and … it would enter the stack or the battlefield": an unnamed card is among the creature cards Deathrender may put', () => {
    const { s, w } = dying();
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', min: 0, max: 1 } });
    const options = s.decision!.kind === 'choose' ? s.decision!.choice.options : [];
    // the {W} card could be a creature once named; the {2} card as well (Bronze Sable …)
    expect(options).toContainEqual({ object: objectOf(s, w) });
  });

  it('choosing it asks for a name: only creature cards of a matching cost (5c), and "no" first (8a: not naming takes no action)', () => {
    const { s: at, w } = dying();
    const options = at.decision!.kind === 'choose' ? at.decision!.choice.options : [];
    const s = answer(at, [options.findIndex((o) => 'object' in o && o.object === objectOf(at, w))]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'nameCard', rule: 'AMM 5', min: 1, max: 1 } });
    const names = labels(s);
    expect(names[0]).toBe('no');
    expect(names).toContain('Doomed Traveler');
    // Swords to Plowshares costs {W} but is no creature card: Deathrender could not put it
    expect(names).not.toContain('Swords to Plowshares');
    for (const n of names.slice(1)) {
      expect(formatManaCost(cards.get(n)!.manaCost)).toBe('{W}');
      expect(cards.get(n)!.printed.types).toContain('Creature');
    }
  });

  it('naming it puts it onto the battlefield with Deathrender attached; the name is used up (6) and was given by its owner', () => {
    const { s: at, deathrender, w } = dying();
    const options = at.decision!.kind === 'choose' ? at.decision!.choice.options : [];
    let s = answer(at, [options.findIndex((o) => 'object' in o && o.object === objectOf(at, w))]);
    s = answer(s, [labels(s).indexOf('Doomed Traveler')]);
    const traveler = objectOf(s, w);
    expect(s.objects[traveler]).toMatchObject({ zone: 'battlefield', card: 'Doomed Traveler' });
    expect(s.objects[deathrender]!.attachedTo).toEqual({ object: traveler });
    expect(characteristics(s, traveler)).toMatchObject({ power: 3, toughness: 3 });
    expect(mmData(s).usedNames).toContain('Doomed Traveler');
    expect(mmData(s).namedBy[w]).toBe(0);
    expect(logOf(s).filter((e) => e.type === 'name').at(-1)).toMatchObject({ rule: 'AMM 5c', player: 0, card: 'Doomed Traveler' });
  });

  it('"no" leaves the card unnamed in hand, and nothing is put onto the battlefield', () => {
    const { s: at, deathrender, w } = dying();
    const options = at.decision!.kind === 'choose' ? at.decision!.choice.options : [];
    let s = answer(at, [options.findIndex((o) => 'object' in o && o.object === objectOf(at, w))]);
    s = answer(s, [0]);
    expect(s.objects[objectOf(s, w)]).toMatchObject({ zone: 'hand', card: 'unnamed {W}' });
    expect(s.objects[deathrender]!.attachedTo).toBeNull();
    expect(mmData(s).usedNames).toEqual([]);
  });

  it('"if you have control": without control of the turn the player may not name it (only "no" is offered; naming is refused)', () => {
    const { s: at, w } = dying();
    const without = produce(at, (d) => {
      (d.formatData!.mentalMagic as { control: number }).control = 1;
    });
    const card = objectOf(without, w);
    const fitting = fittingNames(asEngineState(without), 0, card, (named) => characteristics(named, card).types.includes('Creature'));
    expect(fitting).toMatchObject({ now: false, rule: 'AMM 5' });
    const withControl = fittingNames(asEngineState(at), 0, card, (named) => characteristics(named, card).types.includes('Creature'));
    expect(withControl?.now).toBe(true);
  });
});

describe('AMM 7d at Deathrender: an opportunity to name any card matching characteristics', () => {
  it('"opportunities to name any card matching certain characteristic(s) … do qualify as decisions": control turns over to the non-active player, who then names (7e)', () => {
    let s = gameWithHands([['{2}'], ['{W}']]);
    while (!(s.turn.active === 1 && s.turn.step === 'main1')) s = pass(s);
    // seat 2 is active; seat 1 controls a Deathrender (no one named it: 7b does not apply) on a dying creature
    const { state, ids } = withPermanents(s, 0, ['Deathrender', 'Brushstrider'], { 0: 1 });
    const given = produce(state, (d) => {
      d.objects[ids[1]!]!.damage = 5;
    });
    const hand0 = given.players[0]!.hand[0]!;
    const at = toChoice(settle(apply(given, { type: 'pass', player: 1 })));
    expect(at.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield' } });
    expect(at.decision!.kind === 'choose' && at.decision!.choice.options).toContainEqual({ object: hand0 });
    expect(mmData(at).control).toBe(0);
    expect(logOf(at).filter((e) => e.type === 'control').at(-1)).toMatchObject({ rule: 'AMM 7d', player: 0 });
    // holding control, seat 1 may name its {2} card as a creature
    const named = answer(at, [at.decision!.kind === 'choose' ? at.decision!.choice.options.findIndex((o) => 'object' in o && o.object === hand0) : -1]);
    expect(labels(named).length).toBeGreaterThan(1);
  });
});

describe('AMM 5 at Explorer\'s Scope: "it would enter … the battlefield"', () => {
  /** Every card costs {0}; seat 1 attacks with a Brushstrider wearing Explorer's Scope. */
  function scopeAttack(): ReadonlyGameState {
    const base = createMentalMagicGame({ seed: 3, startingPlayer: 0, costTable: [{ cost: '{0}', weight: 1 }] });
    const { state, ids } = withPermanents(base, 0, ["Explorer's Scope", 'Brushstrider'], { 0: 1 });
    let s = state;
    for (let i = 0; i < 10 && s.decision?.kind !== 'declareAttackers'; i++) s = pass(s);
    s = settle(apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: ids[1]!, target: { player: 1 } }] }));
    return toChoice(s);
  }

  it('the top card (made, for the library is inexhaustible: AMM 2) is looked at; unnamed, it may be named as a land with no mana cost (5d) and put onto the battlefield tapped', () => {
    const at = scopeAttack();
    const top = at.players[0]!.library[0]!;
    const cardId = cardIdOf(at, top)!;
    expect(at.objects[top]!.card).toBe('unnamed {0}');
    expect(at.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'nameCard', rule: 'AMM 5' } });
    const names = labels(at);
    expect(names[0]).toBe('no');
    expect(names).toEqual(expect.arrayContaining(['Forest', 'Evolving Wilds']));
    // Utopia is named only as the land play (AMM 4); nonland {0} cards do not fit "a land card"
    expect(names).not.toContain('Utopia');
    for (const n of names.slice(1)) expect(cards.get(n)!.printed.types).toContain('Land');
    const s = answer(at, [names.indexOf('Forest')]);
    const forest = objectOf(s, cardId);
    expect(s.objects[forest]).toMatchObject({ zone: 'battlefield', card: 'Forest', tapped: true, controller: 0 });
    expect(mmData(s).usedNames).toEqual(['Forest']);
    expect(logOf(s).filter((e) => e.type === 'name').at(-1)).toMatchObject({ rule: 'AMM 5d', card: 'Forest' });
  });

  it('"no" leaves it unnamed on top of the library', () => {
    const at = scopeAttack();
    const top = at.players[0]!.library[0]!;
    const s = answer(at, [0]);
    expect(s.objects[top]).toMatchObject({ zone: 'library', card: 'unnamed {0}' });
    expect(mmData(s).usedNames).toEqual([]);
  });
});

describe('AMM 5a, 5b at Grenzo, Havoc Raiser', () => {
  /** Every card costs {1}; seat 1's Grenzo hits seat 2 and exiles the top card of seat 2's library. */
  function grenzoExiles(): { s: ReadonlyGameState; exiled: number } {
    const base = createMentalMagicGame({ seed: 5, startingPlayer: 0, costTable: [{ cost: '{1}', weight: 1 }] });
    const { state, ids } = withPermanents(base, 0, ['Grenzo, Havoc Raiser', 'Plains', 'Plains']);
    let s = state;
    for (let i = 0; i < 10 && s.decision?.kind !== 'declareAttackers'; i++) s = pass(s);
    s = settle(apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: ids[0]!, target: { player: 1 } }] }));
    for (let i = 0; i < 20 && s.exile.length === 0; i++) s = pass(s);
    return { s, exiled: s.exile[0]! };
  }

  it('5a: "you don\'t name a card when [an effect that exiles regardless of characteristics] exiles it": Grenzo exiles seat 2\'s top card unnamed', () => {
    const { s, exiled } = grenzoExiles();
    expect(s.objects[exiled]).toMatchObject({ zone: 'exile', owner: 1, card: 'unnamed {1}', faceDown: false });
    expect(logOf(s).some((e) => e.type === 'name')).toBe(false);
  });

  it('5b: "You may name an unnamed card an opponent owns if an effect you control would put that card onto the stack … by letting you cast it"', () => {
    const { s: exiledState, exiled } = grenzoExiles();
    let s = exiledState;
    for (let i = 0; i < 10 && s.turn.step !== 'main2'; i++) s = pass(s);
    const casts = legalActions(s).filter((a): a is Extract<Action, { type: 'cast' }> => a.type === 'cast' && a.card === exiled);
    expect(casts.length).toBeGreaterThan(0);
    for (const a of casts) expect(formatManaCost(cards.get(a.name!)!.manaCost)).toBe('{1}');
    const cardId = cardIdOf(s, exiled)!;
    const chosen = casts[0]!;
    s = settle(apply(s, chosen));
    expect(mmData(s).namedBy[cardId]).toBe(0);
    expect(logOf(s).filter((e) => e.type === 'name').at(-1)).toMatchObject({ rule: 'AMM 5b', player: 0, card: chosen.name });
    expect(s.objects[objectOf(s, cardId)]!.owner).toBe(1);
  });

  it('the exiled card was public by the name it had as it was exiled face up (CR 406.3, AMM 3a): once cast under a name, views still name no hidden card', () => {
    const { s: exiledState, exiled } = grenzoExiles();
    let s = exiledState;
    for (let i = 0; i < 10 && s.turn.step !== 'main2'; i++) s = pass(s);
    s = settle(apply(s, legalActions(s).find((a) => a.type === 'cast' && a.card === exiled)!));
    // the log names the exiled card "unnamed {1}", as seat 2's hidden cards (every card costs {1}) are named
    expect(logOf(s).some((e) => e.type === 'zoneChange' && e.zone === 'exile' && e.card === 'unnamed {1}')).toBe(true);
    expect(s.players[1]!.hand.map((id) => s.objects[id]!.card)).toContain('unnamed {1}');
    checkViews(s);
  });

  it('5b: its owner may not name it: no effect of theirs lets them cast it', () => {
    const { s, exiled } = grenzoExiles();
    const name = cards.list().find((c) => formatManaCost(c.manaCost) === '{1}' && !c.printed.types.includes('Land'))!.name;
    const r = tryApply(s, { type: 'cast', player: 1, card: exiled, targets: [], x: 0, name });
    expect(r.ok).toBe(false);
  });
});
