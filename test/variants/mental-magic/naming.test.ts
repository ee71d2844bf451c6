import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply, cards, characteristics, formatManaCost, legalActions, logOf, tryApply, type Action } from '../../../src/index.js';
import { getPrinted } from '../../../src/cards/printed.js';
import { createMentalMagicGame } from '../../../src/variants/mental-magic/control.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { banRule, candidateNames, nameProblem } from '../../../src/variants/mental-magic/names.js';
import { namingRule } from '../../../src/variants/mental-magic/occasions.js';
import { gameWithHands, handId, objectOf, pass, play, withPermanents } from './helpers.js';

const utopia = (a: Action) => a.type === 'playLand' && a.name === 'Utopia';
const castAs = (name: string) => (a: Action) => a.type === 'cast' && a.name === name;

/** Seat 1 with Utopia in play and an unnamed {W}, {B} and {0} card in hand. */
function withUtopia() {
  const s = gameWithHands([['{2}', '{W}', '{B}', '{0}', '{0}'], ['{R}']]);
  return play(s, (a) => utopia(a) && a.type === 'playLand' && a.card === s.players[0]!.hand[0]);
}

describe('AMM 4: Utopia', () => {
  it('"Once per turn, the active player may name and play an unnamed card as: Utopia — Basic Land — Utopia, {T}: Add one mana of any color"', () => {
    const s = withUtopia();
    const land = s.battlefield[0]!;
    expect(characteristics(s, land)).toMatchObject({ name: 'Utopia', supertypes: ['Basic'], types: ['Land'], subtypes: ['Utopia'] });
    // any color: five mana abilities to choose from
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === land).map((a) => (a as { color?: string }).color)).toEqual(['W', 'U', 'B', 'R', 'G']);
    expect(logOf(s).find((e) => e.type === 'name')).toMatchObject({ rule: 'AMM 4', card: 'Utopia' });
    // it counts as the land play (4a) and is not a name that rule 6 uses up
    expect(s.players[0]!.landsPlayed).toBe(1);
    expect(mmData(s).usedNames).not.toContain('Utopia');
    expect(legalActions(s).some(utopia)).toBe(false);
  });

  it('4a: "effects that allow you to play additional land in a turn don\'t let you name Utopia again"', () => {
    const s = withUtopia();
    // an effect lets the player play another land this turn
    const extra = produce(s, (d) => {
      d.players[0]!.landsPlayed = 0;
    });
    const second = extra.players[0]!.hand.find((id) => extra.objects[id]!.card === 'unnamed {W}')!;
    const r = tryApply(extra, { type: 'playLand', player: 0, card: second, name: 'Utopia' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/AMM 4a/);
    expect(legalActions(extra).some(utopia)).toBe(false);
    // but the extra land play itself is there: a {0} card named as a basic land (5d)
    expect(legalActions(extra).some((a) => a.type === 'playLand' && a.name === 'Forest')).toBe(true);
  });

  it('4, 4a: the turn\'s first Utopia may use a land play an effect adds (Exploration), after another land: it is listed and taken', () => {
    const base = gameWithHands([['{0}', '{W}'], ['{R}']]);
    let s = withPermanents(base, 0, ['Exploration']).state;
    s = play(s, (a) => a.type === 'playLand' && a.name === 'Forest');
    expect(s.players[0]!.landsPlayed).toBe(1);
    const w = s.players[0]!.hand.find((id) => s.objects[id]!.card === 'unnamed {W}')!;
    expect(tryApply(s, { type: 'playLand', player: 0, card: w, name: 'Utopia' }).ok).toBe(true);
    expect(legalActions(s).some((a) => utopia(a) && a.type === 'playLand' && a.card === w)).toBe(true);
  });

  it('Utopia again on the next turn of the same player', () => {
    let s = withUtopia();
    while (!(s.turn.active === 0 && s.turn.number === 3 && s.turn.step === 'main1')) s = pass(s);
    expect(legalActions(s).some(utopia)).toBe(true);
  });

  it('only the active player names Utopia', () => {
    const s = withUtopia();
    const theirs = s.players[1]!.hand[0]!;
    expect(tryApply(s, { type: 'playLand', player: 1, card: theirs, name: 'Utopia' }).ok).toBe(false);
  });
});

describe('AMM 5: naming as a card is played', () => {
  it('"You may name an unnamed card you own if you have control and … it would enter the stack": {W} cast as Doomed Traveler', () => {
    let s = withUtopia();
    const id = s.players[0]!.hand.map((h) => [h, s.objects[h]!.card] as const).find(([, c]) => c === 'unnamed {W}')![0];
    const cardId = handId(s, 0, s.players[0]!.hand.indexOf(id));
    s = play(s, (a) => castAs('Doomed Traveler')(a) && (a as { card: number }).card === id);
    expect(logOf(s).find((e) => e.type === 'cast')).toMatchObject({ card: 'Doomed Traveler', rule: '601.2i' });
    expect(logOf(s).filter((e) => e.type === 'name').at(-1)).toMatchObject({ rule: 'AMM 5c', card: 'Doomed Traveler', detail: `${cardId} {W}` });
    expect(mmData(s).usedNames).toEqual(['Doomed Traveler']);
    expect(mmData(s).namedBy[cardId]).toBe(0);
    expect(characteristics(s, objectOf(s, cardId))).toMatchObject({ name: 'Doomed Traveler', types: ['Creature'], power: 1, toughness: 1 });
  });

  it('every listed naming matches the cost (5c) and every candidate that could be cast is listed', () => {
    const s = withUtopia();
    const w = s.players[0]!.hand.find((h) => s.objects[h]!.card === 'unnamed {W}')!;
    const listed = legalActions(s).filter((a) => a.type === 'cast' && a.card === w).map((a) => (a as { name: string }).name);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const n of listed) expect(formatManaCost(cards.get(n)!.manaCost)).toBe('{W}');
    // castable ones with {W} and no targets needed are all offered; Swords to Plowshares has no target yet
    expect(listed).toEqual(expect.arrayContaining(['Doomed Traveler', 'Pride Guardian']));
    expect(candidateNames('{W}')).toContain('Swords to Plowshares');
    expect(listed).not.toContain('Swords to Plowshares');
  });

  it('5c: a name whose cost does not match is refused with its rule', () => {
    const s = withUtopia();
    const w = s.players[0]!.hand.find((h) => s.objects[h]!.card === 'unnamed {W}')!;
    const r = tryApply(s, { type: 'cast', player: 0, card: w, targets: [], x: 0, name: 'Typhoid Rats' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/AMM 5c: Typhoid Rats costs \{B\}/);
  });

  it('5: an unnamed card cast without a name is refused as such, not as a card the engine lacks', () => {
    const s = withUtopia();
    const w = s.players[0]!.hand.find((h) => s.objects[h]!.card === 'unnamed {W}')!;
    const r = tryApply(s, { type: 'cast', player: 0, card: w, targets: [], x: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      // the action lacks what casting this card needs: it is malformed, not a card the engine lacks
      expect(r.error.code).toBe('malformed');
      expect(r.error.message).toMatch(/has no name: cast it with the name you give it/);
    }
  });

  it('"A card may be named as any card the engine implements whose cost matches": other names are refused', () => {
    const s = withUtopia();
    const w = s.players[0]!.hand.find((h) => s.objects[h]!.card === 'unnamed {W}')!;
    const r = tryApply(s, { type: 'cast', player: 0, card: w, targets: [], x: 0, name: 'Savannah Lions' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/implements no card/);
  });

  it('5d: a {0} card may become a card with no mana cost — a basic land played as the land drop', () => {
    const s = gameWithHands([['{0}'], []]);
    const next = play(s, (a) => a.type === 'playLand' && a.name === 'Forest');
    expect(characteristics(next, next.battlefield[0]!)).toMatchObject({ name: 'Forest', types: ['Land'] });
    expect(logOf(next).find((e) => e.type === 'name')).toMatchObject({ rule: 'AMM 5d' });
  });

  it('a named card is not named again (3a)', () => {
    let s = withUtopia();
    s = play(s, castAs('Doomed Traveler'));
    const traveler = s.battlefield.find((id) => s.objects[id]!.card === 'Doomed Traveler')!;
    expect(traveler).toBeDefined();
    const r = tryApply(s, { type: 'playLand', player: 0, card: traveler, name: 'Forest' });
    expect(r.ok).toBe(false);
  });

  it('5: "if you have control" — the non-active player never names as they cast (they never gain priority, 7)', () => {
    const s = withUtopia();
    const theirs = s.players[1]!.hand[0]!;
    const r = tryApply(s, { type: 'cast', player: 1, card: theirs, targets: [], x: 0, name: 'Goblin Balloon Brigade' });
    expect(r.ok).toBe(false);
  });

  it('5, 5a, 5b: the occasions of naming — Isochron Scepter, Elkin Bottle, Nivix, Transguild Courier', () => {
    const owner = { player: 0, owner: 0, hasControl: true };
    // "you name a card when Isochron Scepter exiles it": it could not exile an unnamed card, and keeps referring to it
    expect(namingRule({ kind: 'exile', exilesUnnamed: false, keepsReferring: true }, owner)).toBe('AMM 5');
    // "you don't name a card when Elkin Bottle exiles it; you name it if and when you play it"
    expect(namingRule({ kind: 'exile', exilesUnnamed: true, keepsReferring: true }, owner)).toBeNull();
    expect(namingRule({ kind: 'stack', controller: 0, effectController: 0 }, owner)).toBe('AMM 5');
    // 5a: "you don't name a card when Nivix, Aerie of the Firemind exiles it, but you can name it … when you want to cast it"
    expect(namingRule({ kind: 'exile', exilesUnnamed: true, keepsReferring: false }, owner)).toBeNull();
    // "you can't name Transguild Courier to pay for Force of Will": exiling as a cost refers to it no more
    expect(namingRule({ kind: 'exile', exilesUnnamed: false, keepsReferring: false }, owner)).toBeNull();
    // splice and abilities
    expect(namingRule({ kind: 'splice' }, owner)).toBe('AMM 5');
    expect(namingRule({ kind: 'ability' }, owner)).toBe('AMM 5');
    // without control, nothing
    expect(namingRule({ kind: 'stack', controller: 0, effectController: null }, { ...owner, hasControl: false })).toBeNull();
  });

  it('5b: "You may name an unnamed card an opponent owns if an effect you control would put that card onto the stack or the battlefield under your control"', () => {
    const thief = { player: 0, owner: 1, hasControl: true };
    expect(namingRule({ kind: 'battlefield', controller: 0, effectController: 0 }, thief)).toBe('AMM 5b');
    expect(namingRule({ kind: 'stack', controller: 0, effectController: 0 }, thief)).toBe('AMM 5b');
    expect(namingRule({ kind: 'battlefield', controller: 1, effectController: 0 }, thief)).toBeNull();
    expect(namingRule({ kind: 'battlefield', controller: 0, effectController: 1 }, thief)).toBeNull();
    expect(namingRule({ kind: 'ability' }, thief)).toBeNull();
  });

  it('5h: "You can cast either half of a split card you name" — the engine implements no split card, so no name has halves', () => {
    expect(cards.list().filter((d) => d.name.includes('//'))).toEqual([]);
  });
});

describe('AMM 6: names', () => {
  it('"A previously chosen name can\'t be chosen again", in this game', () => {
    let s = gameWithHands([['{0}', '{0}'], []]);
    s = play(s, (a) => a.type === 'playLand' && a.name === 'Forest');
    const forward = produce(s, (d) => {
      d.players[0]!.landsPlayed = 0;
    });
    const other = forward.players[0]!.hand.find((h) => forward.objects[h]!.card === 'unnamed {0}')!;
    expect(legalActions(forward).some((a) => a.type === 'playLand' && a.name === 'Forest')).toBe(false);
    const r = tryApply(forward, { type: 'playLand', player: 0, card: other, name: 'Forest' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/AMM 6/);
  });

  it('"not even in later games": a league\'s history is refused in a new game', () => {
    const s = createMentalMagicGame({ seed: 2, usedNames: ['Forest'], startingPlayer: 0 });
    expect(nameProblem('Forest', mmData(s).usedNames)).toMatchObject({ rule: 'AMM 6' });
    expect(legalActions(s).some((a) => a.type === 'playLand' && a.name === 'Forest')).toBe(false);
  });

  it('2a, 2b, 6a, 6b: banned cards cannot be named', () => {
    // the rules' own examples, by name
    for (const [name, rule] of [['Battle of Wits', 'AMM 2a'], ['Doomsday', 'AMM 2a'], ['Traumatize', 'AMM 2a'], ['Leveler', 'AMM 2a'], ['Tainted Pact', 'AMM 2b'], ['Mind Funeral', 'AMM 2b'], ['Illusionary Mask', 'AMM 6b']] as const) {
      expect(banRule({ name, oracleText: '' })).toBe(rule);
    }
    // by Oracle text: the Conspiracy cards that reveal until (2b)
    expect(banRule(getPrinted("Selvala's Stampede")!)).toBe('AMM 2b');
    expect(banRule(getPrinted('Gamekeeper')!)).toBe('AMM 2b');
    expect(banRule({ name: 'x', oracleText: 'Target player mills half the cards in their library, rounded down.' })).toBe('AMM 2a');
    expect(banRule({ name: 'x', oracleText: "Remove this card from your deck before playing if you're not playing for ante." })).toBe('AMM 6a');
    expect(banRule({ name: 'x', oracleText: 'Morph {2}{U}' })).toBe('AMM 6b');
    // draft abilities that turn a card face down are no face-down spells or permanents
    expect(banRule(getPrinted('Whispergear Sneak')!)).toBeNull();
    expect(banRule(getPrinted('Doomed Traveler')!)).toBeNull();
  });

  it('6b reads keywords, not the card\'s own name: Traveler\'s Cloak (an Aura that makes nothing face down) is no "cloak" card', () => {
    expect(banRule(getPrinted("Traveler's Cloak")!)).toBeNull();
    expect(nameProblem("Traveler's Cloak", [])).toBeNull();
    expect(candidateNames('{2}{U}')).toContain("Traveler's Cloak");
    // the keyword action itself still bans
    expect(banRule({ name: 'x', oracleText: 'Cloak the top card of your library.' })).toBe('AMM 6b');
  });

  it('conspiracies are never named: they never go onto the stack or the battlefield (5)', () => {
    const conspiracy = cards.list().find((d) => d.printed.types.includes('Conspiracy'));
    if (conspiracy) expect(nameProblem(conspiracy.name, [])).toMatchObject({ rule: 'AMM 5' });
    expect(candidateNames('{0}').every((n) => !cards.get(n)!.printed.types.includes('Conspiracy'))).toBe(true);
  });

  it('a failed naming leaves the state as it was', () => {
    const s = withUtopia();
    const w = s.players[0]!.hand.find((h) => s.objects[h]!.card === 'unnamed {W}')!;
    expect(() => apply(s, { type: 'cast', player: 0, card: w, targets: [], x: 0, name: 'Typhoid Rats' })).toThrow();
    expect(mmData(s).usedNames).toEqual([]);
    expect(s.objects[w]!.card).toBe('unnamed {W}');
  });
});
