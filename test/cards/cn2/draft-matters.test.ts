import { describe, expect, it } from 'vitest';
import { apply as applyGame, applyDraft, tryApply as tryApplyGame, cardPool, characteristics, checkDeck, draftView, legalActions, legalPicks, tryApplyDraft, type ReadonlyDraftState, type PlayerId } from '../../../src/index.js';
import { draftRecord } from '../../../src/draft/record.js';
import { finish, fixedDraft, notesOf, pack, pick, pileNames } from '../../draft/helpers.js';
import { checkMemo } from '../../properties/memo-checks.js';
import { activate, castable, castAndResolve, choose, events, keywords, life, names, passToPlayer, permanent, permanents, pt, resolveStack, resolveTop, setup } from '../helpers.js';

/** Seat 0 drafts `first`, seat 1 drafts a filler card, then seat 0 drafts `second` from seat 1's pack. */
function thenFromNext(first: string, second: string, options: object = {}): ReadonlyDraftState {
  let s = fixedDraft([[pack([first]), pack([second])]]);
  s = pick(s, 0, first);
  s = pick(s, 1, 'Ogre Sentry');
  return pick(s, 0, second, options);
}

/** A pick-number card drafted as the second card of the round. */
function secondPick(name: string): ReadonlyDraftState {
  let s = fixedDraft([[pack([]), pack([name])]]);
  s = pick(s, 0, 'Ogre Sentry');
  s = pick(s, 1, 'Ogre Sentry');
  return pick(s, 0, name);
}

const draftOf = (notes: object[], removed: object[] = []) => ({ seat: 0, notes, removed }) as never;

describe('Custodi Peacekeeper (CN2 #14)', () => {
  it('draft half: "note how many cards you\'ve drafted this draft round, including Custodi Peacekeeper"', () => {
    expect(notesOf(secondPick('Custodi Peacekeeper'), 'Custodi Peacekeeper')).toEqual([expect.objectContaining({ seat: 0, number: 2 })]);
  });

  it('game half: "{W}, {T}: Tap target creature with power less than or equal to the highest number you noted"', () => {
    const draft = draftOf([{ card: 'Custodi Peacekeeper', number: 2 }, { card: 'Custodi Peacekeeper', number: 3 }]);
    const { state } = setup({ players: [{ battlefield: ['Custodi Peacekeeper', 'Plains'], draft }, { battlefield: ['Ogre Sentry', 'Kiln Fiend'] }] });
    const ogre = permanent(state, 'Ogre Sentry');
    const acts = legalActions(state).filter((a) => a.type === 'activate');
    const targets = acts.flatMap((a) => ('targets' in a ? a.targets : []));
    expect(targets).toContainEqual({ object: ogre });
    const s = resolveStack(activate(state, 0, permanent(state, 'Custodi Peacekeeper'), 0, [{ object: ogre }]));
    expect(s.objects[ogre]?.tapped).toBe(true);
  });

  it('game half: a creature with power above the highest noted number is not a legal target', () => {
    const draft = draftOf([{ card: 'Custodi Peacekeeper', number: 2 }]);
    const { state } = setup({ players: [{ battlefield: ['Custodi Peacekeeper', 'Plains'], draft }, { battlefield: ['Ogre Sentry'] }] });
    expect(pt(state, permanent(state, 'Ogre Sentry'))[0]).toBeGreaterThan(2);
    const acts = legalActions(state).filter((a) => a.type === 'activate' && a.source === permanent(state, 'Custodi Peacekeeper'));
    expect(acts.length).toBeGreaterThan(0);
    expect(acts.flatMap((a) => ('targets' in a ? a.targets : []))).not.toContainEqual({ object: permanent(state, 'Ogre Sentry') });
  });

  it('game half: "{W}, {T}: …" — the cost taps it, so it is not activated again while tapped', () => {
    const draft = draftOf([{ card: 'Custodi Peacekeeper', number: 3 }]);
    const { state } = setup({ players: [{ battlefield: ['Custodi Peacekeeper', 'Plains', 'Plains'], draft }, { battlefield: ['Ogre Sentry', 'Kiln Fiend'] }] });
    const peacekeeper = permanent(state, 'Custodi Peacekeeper');
    const s = resolveStack(activate(state, 0, peacekeeper, 0, [{ object: permanent(state, 'Ogre Sentry') }]));
    expect(s.objects[peacekeeper]?.tapped).toBe(true);
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === peacekeeper)).toEqual([]);
  });

  it('game half: "If you gain control of a Custodi Peacekeeper, but you didn\'t draft one, the highest noted number is considered to be 0."', () => {
    const { state } = setup({ players: [{ battlefield: ['Custodi Peacekeeper', 'Plains'] }, { battlefield: ['Ogre Sentry'] }] });
    const acts = legalActions(state).filter((a) => a.type === 'activate' && a.source === permanent(state, 'Custodi Peacekeeper'));
    expect(acts).toEqual([]);
  });
});

describe('Noble Banneret (CN2 #17)', () => {
  it('draft half: drafted face up; "As you draft a creature card, you may reveal it, note its name, then turn Noble Banneret face down."', () => {
    const s = thenFromNext('Noble Banneret', 'Kiln Fiend', { note: 'Noble Banneret' });
    expect(notesOf(s, 'Noble Banneret')).toEqual([expect.objectContaining({ name: 'Kiln Fiend' })]);
    expect(s.drafters[0]?.pile[0]?.faceUp).toBe(false);
    expect(s.log.some((e) => e.type === 'reveal' && s.cards[e.card!]?.name === 'Kiln Fiend' && !e.visibleTo)).toBe(true);
  });

  it('draft half: only a creature card may be noted', () => {
    let s = fixedDraft([[pack(['Noble Banneret']), pack(['Burn Away'])]]);
    s = pick(s, 0, 'Noble Banneret');
    s = pick(s, 1, 'Ogre Sentry');
    const burn = s.packs[1]!.cards.find((c) => s.cards[c]?.name === 'Burn Away')!;
    expect(tryApplyDraft(s, { type: 'pick', seat: 0, card: burn, note: 'Noble Banneret' }).ok).toBe(false);
  });

  it('game half: "As long as you control one or more creatures with a name you noted …, Noble Banneret and those creatures get +1/+1 and have lifelink."', () => {
    const draft = draftOf([{ card: 'Noble Banneret', name: 'Ogre Sentry' }]);
    const { state } = setup({ players: [{ battlefield: ['Noble Banneret', 'Ogre Sentry', 'Kiln Fiend'], draft }, {}] });
    const banneret = permanent(state, 'Noble Banneret');
    const ogre = permanent(state, 'Ogre Sentry');
    const fiend = permanent(state, 'Kiln Fiend');
    expect(pt(state, banneret)).toEqual([4, 4]);
    expect(keywords(state, banneret)).toContain('lifelink');
    expect(keywords(state, ogre)).toContain('lifelink');
    expect(keywords(state, fiend)).not.toContain('lifelink');
  });

  it('game half: a creature with the noted name entering later makes Noble Banneret +1/+1, in what the engine remembers too (its filter may apply, ObjectFilter.testCanApply)', () => {
    const draft = draftOf([{ card: 'Noble Banneret', name: 'Ogre Sentry' }]);
    const { state } = setup({ players: [{ battlefield: ['Noble Banneret', 'Mountain', 'Mountain'], hand: ['Ogre Sentry'], draft }, {}] });
    const banneret = permanent(state, 'Noble Banneret');
    expect(pt(state, banneret)).toEqual([3, 3]);
    const s = castAndResolve(state, 0, state.players[0]!.hand[0]!, []);
    expect(pt(s, banneret)).toEqual([4, 4]);
    // the characteristics memo handed from state to state has forgotten the Banneret's 3/3
    checkMemo(s);
  });

  it('game half: "If you gain control of a Noble Banneret, but you didn\'t draft one, there will be no applicable noted names."', () => {
    const { state } = setup({ players: [{ battlefield: ['Noble Banneret', 'Ogre Sentry'] }, {}] });
    expect(pt(state, permanent(state, 'Noble Banneret'))).toEqual([3, 3]);
    expect(keywords(state, permanent(state, 'Ogre Sentry'))).not.toContain('lifelink');
  });

  it('game half: "creatures you control": an opponent\'s creature with a noted name neither enables the ability nor gets +1/+1 and lifelink', () => {
    const draft = draftOf([{ card: 'Noble Banneret', name: 'Ogre Sentry' }]);
    const { state } = setup({ players: [{ battlefield: ['Noble Banneret'], draft }, { battlefield: ['Ogre Sentry'] }] });
    const ogre = permanent(state, 'Ogre Sentry');
    expect(pt(state, permanent(state, 'Noble Banneret'))).toEqual([3, 3]);
    expect(pt(state, ogre)).toEqual([3, 3]);
    expect(keywords(state, ogre)).not.toContain('lifelink');
  });
});

describe('Noble Banneret (CN2 #17): what "you control" and "with a name" mean now', () => {
  it('"If Noble Banneret is one of the names you noted, a Noble Banneret that\'s the only creature you control will get +1/+1 and have lifelink." — and two of them each do', () => {
    const draft = draftOf([{ card: 'Noble Banneret', name: 'Noble Banneret' }]);
    const one = setup({ players: [{ battlefield: ['Noble Banneret'], draft }, {}] }).state;
    expect(pt(one, permanent(one, 'Noble Banneret'))).toEqual([4, 4]);
    expect(keywords(one, permanent(one, 'Noble Banneret'))).toContain('lifelink');
    const two = setup({ players: [{ battlefield: ['Noble Banneret', 'Noble Banneret'], draft }, {}] }).state;
    // each is both a noted creature and a source: +1/+1 from each of the two
    expect(permanents(two, 'Noble Banneret').map((id) => pt(two, id))).toEqual([[5, 5], [5, 5]]);
  });

  it('a creature with a noted name you gained control of counts: its current controller, not its owner (CR 613.1b, layer 2)', () => {
    const draft = draftOf([{ card: 'Noble Banneret', name: 'Ogre Sentry' }]);
    const { state } = setup({ players: [{ battlefield: ['Noble Banneret', 'Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'], draft }, { battlefield: ['Ogre Sentry'] }] });
    const banneret = permanent(state, 'Noble Banneret');
    const ogre = permanent(state, 'Ogre Sentry');
    expect(pt(state, banneret)).toEqual([3, 3]);
    const s = castAndResolve(state, 0, state.players[0]!.hand[0]!, [{ object: ogre }]);
    expect(characteristics(s, ogre).controller).toBe(0);
    expect(pt(s, banneret)).toEqual([4, 4]);
    expect(keywords(s, ogre)).toContain('lifelink');
  });

  it('a creature that became a copy of a noted card has its name (CR 707.2): Volatile Chimera copying Ogre Sentry', () => {
    const draft = draftOf([{ card: 'Noble Banneret', name: 'Ogre Sentry' }]);
    const { state } = setup({
      players: [{ battlefield: ['Noble Banneret', 'Volatile Chimera', 'Mountain', 'Mountain'], draft, exiledWith: { 'Volatile Chimera': ['Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'] } }, {}],
    });
    const banneret = permanent(state, 'Noble Banneret');
    const chimera = permanent(state, 'Volatile Chimera');
    expect(pt(state, banneret)).toEqual([3, 3]);
    const s = resolveStack(activate(state, 0, chimera, 0));
    expect(pt(s, chimera)).toEqual([4, 4]);
    expect(pt(s, banneret)).toEqual([4, 4]);
  });

  it('"one or more creatures with a name you noted": a permanent with the name counts only while it is a creature (CR 613.1d, layer 4) — Dread Statuary, a land until its ability makes it a creature', () => {
    // a record given to the game: a draft notes only creature cards' names for Noble Banneret
    const draft = draftOf([{ card: 'Noble Banneret', name: 'Dread Statuary' }]);
    const { state } = setup({ players: [{ battlefield: ['Noble Banneret', 'Dread Statuary', 'Plains', 'Plains', 'Plains', 'Plains'], draft }, {}] });
    const banneret = permanent(state, 'Noble Banneret');
    const statuary = permanent(state, 'Dread Statuary');
    expect(pt(state, banneret)).toEqual([3, 3]);
    expect(keywords(state, banneret)).not.toContain('lifelink');
    // "{4}: Dread Statuary becomes a 4/2 Golem artifact creature until end of turn."
    const s = resolveStack(activate(state, 0, statuary, 1));
    expect(pt(s, statuary)).toEqual([5, 3]);
    expect(pt(s, banneret)).toEqual([4, 4]);
    expect(keywords(s, banneret)).toContain('lifelink');
  });
});

describe('Noble Banneret, Paliano Vanguard and Smuggler Captain noting the same card (CR 905.2b)', () => {
  it('each face-up noting card\'s ability applies "as you draft a card": several may note one card, each then turned face down', () => {
    let s = fixedDraft([[pack(['Noble Banneret', 'Kiln Fiend']), pack(['Paliano Vanguard'])]]);
    s = pick(s, 0, 'Noble Banneret');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Paliano Vanguard');
    s = pick(s, 1, 'Ogre Sentry');
    const fiend = s.packs.flatMap((p) => p.cards).find((c) => s.cards[c]?.name === 'Kiln Fiend')!;
    const notes = legalPicks(s).filter((a) => a.type === 'pick' && a.card === fiend).map((a) => (a.type === 'pick' ? a.note : null));
    expect(notes).toEqual([undefined, 'Noble Banneret', 'Paliano Vanguard', ['Noble Banneret', 'Paliano Vanguard']]);
    // named in any order
    const t = applyDraft(s, { type: 'pick', seat: 0, card: fiend, note: ['Paliano Vanguard', 'Noble Banneret'] });
    expect(notesOf(t, 'Noble Banneret')).toEqual([expect.objectContaining({ name: 'Kiln Fiend', seat: 0 })]);
    expect(notesOf(t, 'Paliano Vanguard')).toEqual([expect.objectContaining({ types: ['Elemental', 'Beast'], seat: 0 })]);
    expect(t.drafters[0]!.pile.filter((p) => p.faceUp)).toEqual([]);
    // the game half of both applies to the creature noted
    const record = draftRecord(finish(t), 0);
    const { state } = setup({ players: [{ battlefield: ['Noble Banneret', 'Paliano Vanguard', 'Kiln Fiend'], draft: record }, { battlefield: ['Kiln Fiend'] }] });
    const [mine, theirs] = [0, 1].map((p) => state.battlefield.find((id) => state.objects[id]?.card === 'Kiln Fiend' && state.objects[id]?.controller === p)!);
    const [power, toughness] = pt(state, theirs!);
    expect(pt(state, mine!)).toEqual([power! + 2, toughness! + 2]);
    expect(keywords(state, mine!)).toContain('lifelink');
    // a name given twice with one copy face up, or a noting card not face up, is refused
    expect(tryApplyDraft(s, { type: 'pick', seat: 0, card: fiend, note: ['Noble Banneret', 'Noble Banneret'] }).ok).toBe(false);
    expect(tryApplyDraft(s, { type: 'pick', seat: 0, card: fiend, note: ['Noble Banneret', 'Smuggler Captain'] }).ok).toBe(false);
  });
});

/** Seat 0 drafts `noter` from its pack, then another `noter` from seat 1's, and holds its own pack again, with `card` in it. */
function twoFaceUp(noter: string, card: string): ReadonlyDraftState {
  let s = fixedDraft([[pack([noter, card]), pack([noter])]]);
  s = pick(s, 0, noter);
  s = pick(s, 1, 'Ogre Sentry');
  s = pick(s, 0, noter);
  return pick(s, 1, 'Ogre Sentry');
}

describe('two face-up copies of one noting card noting the same card (CR 905.2b)', () => {
  it('Noble Banneret: each copy\'s "As you draft a creature card, you may reveal it, note its name, then turn Noble Banneret face down" applies to the card drafted — as several Leovold\'s Operatives do (its ruling)', () => {
    const s = twoFaceUp('Noble Banneret', 'Kiln Fiend');
    const bannerets = s.drafters[0]!.pile.map((p) => p.card);
    expect(s.drafters[0]!.pile.every((p) => p.faceUp)).toBe(true);
    const fiend = s.packs[s.drafters[0]!.queue[0]!]!.cards.find((c) => s.cards[c]?.name === 'Kiln Fiend')!;
    const notes = legalPicks(s, 0).filter((a) => a.type === 'pick' && a.card === fiend).map((a) => (a.type === 'pick' ? a.note : null));
    expect(notes).toEqual([undefined, 'Noble Banneret', ['Noble Banneret', 'Noble Banneret']]);
    const t = applyDraft(s, { type: 'pick', seat: 0, card: fiend, note: ['Noble Banneret', 'Noble Banneret'] });
    // each copy noted the name for itself and was turned face down
    const noted = notesOf(t, 'Noble Banneret');
    expect(noted.map((n) => [n.card, n.name, n.seat])).toEqual([[bannerets[0], 'Kiln Fiend', 0], [bannerets[1], 'Kiln Fiend', 0]]);
    expect(t.drafters[0]!.pile.filter((p) => p.faceUp)).toEqual([]);
    expect(t.log.filter((e) => e.type === 'reveal' && e.card === fiend && e.rule === 'Noble Banneret')).toHaveLength(2);
    expect(draftRecord(finish(t), 0).notes.filter((n) => n.card === 'Noble Banneret')).toEqual([
      { card: 'Noble Banneret', name: 'Kiln Fiend' }, { card: 'Noble Banneret', name: 'Kiln Fiend' },
    ]);
    // one copy alone notes with the first face-up copy; the other stays face up for a later creature
    const u = applyDraft(s, { type: 'pick', seat: 0, card: fiend, note: 'Noble Banneret' });
    expect(notesOf(u, 'Noble Banneret').map((n) => n.card)).toEqual([bannerets[0]]);
    expect(u.drafters[0]!.pile.filter((p) => p.faceUp).map((p) => p.card)).toEqual([bannerets[1]]);
    // no more copies than are face up
    const three = tryApplyDraft(s, { type: 'pick', seat: 0, card: fiend, note: ['Noble Banneret', 'Noble Banneret', 'Noble Banneret'] });
    expect(three.ok).toBe(false);
    expect(three.ok ? null : three.error.code).toBe('illegal');
  });

  it('Smuggler Captain: two copies may each note a noncreature card ("As you draft a card, you may reveal it, note its name, then turn Smuggler Captain face down")', () => {
    const s = twoFaceUp('Smuggler Captain', 'Burn Away');
    const burn = s.packs[s.drafters[0]!.queue[0]!]!.cards.find((c) => s.cards[c]?.name === 'Burn Away')!;
    const notes = legalPicks(s, 0).filter((a) => a.type === 'pick' && a.card === burn).map((a) => (a.type === 'pick' ? a.note : null));
    expect(notes).toEqual([undefined, 'Smuggler Captain', ['Smuggler Captain', 'Smuggler Captain']]);
    const t = applyDraft(s, { type: 'pick', seat: 0, card: burn, note: ['Smuggler Captain', 'Smuggler Captain'] });
    expect(new Set(notesOf(t, 'Smuggler Captain').map((n) => n.card)).size).toBe(2);
    expect(notesOf(t, 'Smuggler Captain').map((n) => n.name)).toEqual(['Burn Away', 'Burn Away']);
    expect(t.drafters[0]!.pile.filter((p) => p.faceUp)).toEqual([]);
  });

  it('with a Paliano Vanguard too, the copies are named in any order; the choices list each name once per copy', () => {
    let s = fixedDraft([[pack(['Noble Banneret', 'Paliano Vanguard', 'Kiln Fiend'], 7), pack(['Noble Banneret'], 7)]]);
    s = pick(s, 0, 'Noble Banneret');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Noble Banneret');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Paliano Vanguard');
    s = pick(s, 1, 'Hurly-Burly');
    const fiend = s.packs[s.drafters[0]!.queue[0]!]!.cards.find((c) => s.cards[c]?.name === 'Kiln Fiend')!;
    const notes = legalPicks(s, 0).filter((a) => a.type === 'pick' && a.card === fiend).map((a) => (a.type === 'pick' ? a.note : null));
    expect(notes).toEqual([
      undefined, 'Noble Banneret', ['Noble Banneret', 'Noble Banneret'], 'Paliano Vanguard',
      ['Noble Banneret', 'Paliano Vanguard'], ['Noble Banneret', 'Noble Banneret', 'Paliano Vanguard'],
    ]);
    const t = applyDraft(s, { type: 'pick', seat: 0, card: fiend, note: ['Noble Banneret', 'Paliano Vanguard', 'Noble Banneret'] });
    expect(notesOf(t, 'Noble Banneret')).toHaveLength(2);
    expect(notesOf(t, 'Paliano Vanguard')).toEqual([expect.objectContaining({ types: ['Elemental', 'Beast'] })]);
    expect(t.drafters[0]!.pile.filter((p) => p.faceUp)).toEqual([]);
  });
});

describe('Paliano Vanguard (CN2 #20)', () => {
  it('draft half: drafted face up; "As you draft a creature card, you may reveal it, note its creature types"', () => {
    const s = thenFromNext('Paliano Vanguard', 'Kiln Fiend', { note: 'Paliano Vanguard' });
    expect(notesOf(s, 'Paliano Vanguard')).toEqual([expect.objectContaining({ types: ['Elemental', 'Beast'] })]);
  });

  it('game half: "Other creatures you control of a type you noted for cards named Paliano Vanguard get +1/+1."', () => {
    const draft = draftOf([{ card: 'Paliano Vanguard', types: ['Elemental', 'Beast'] }]);
    const { state } = setup({ players: [{ battlefield: ['Paliano Vanguard', 'Kiln Fiend', 'Ogre Sentry'], draft }, { battlefield: ['Kiln Fiend'] }] });
    const [mine, theirs] = [0, 1].map((p) => state.battlefield.find((id) => state.objects[id]?.card === 'Kiln Fiend' && state.objects[id]?.controller === p)!);
    const [p, t] = pt(state, theirs!);
    expect(pt(state, mine!)).toEqual([p! + 1, t! + 1]);
    expect(pt(state, permanent(state, 'Paliano Vanguard'))).toEqual([2, 2]);
    expect(pt(state, permanent(state, 'Ogre Sentry'))).toEqual([3, 3]);
  });

  it('game half: "Other creatures you control …": Paliano Vanguard of a noted type (Soldier) does not pump itself', () => {
    const draft = draftOf([{ card: 'Paliano Vanguard', types: ['Human', 'Soldier'] }]);
    const { state } = setup({ players: [{ battlefield: ['Paliano Vanguard', 'Doomed Traveler'], draft }, {}] });
    expect(characteristics(state, permanent(state, 'Paliano Vanguard')).subtypes).toEqual(['Human', 'Soldier']);
    expect(pt(state, permanent(state, 'Paliano Vanguard'))).toEqual([2, 2]);
    expect(pt(state, permanent(state, 'Doomed Traveler'))).toEqual([2, 2]);
  });

  it('game half: a creature\'s current creature types count, not its printed ones (CR 205.3, 613.1): Volatile Chimera copying an Ogre', () => {
    const draft = draftOf([{ card: 'Paliano Vanguard', types: ['Ogre', 'Warrior'] }]);
    const { state } = setup({
      players: [{ battlefield: ['Paliano Vanguard', 'Volatile Chimera', 'Mountain', 'Mountain'], draft, exiledWith: { 'Volatile Chimera': ['Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'] } }, {}],
    });
    const chimera = permanent(state, 'Volatile Chimera');
    // printed Elemental Chimera: no bonus
    expect(pt(state, chimera)).toEqual([3, 2]);
    const s = resolveStack(activate(state, 0, chimera, 0));
    expect(characteristics(s, chimera).subtypes).toEqual(['Ogre', 'Warrior']);
    expect(pt(s, chimera)).toEqual([4, 4]);
  });
});

describe('Illusionary Informant (CN2 #32)', () => {
  it('draft half: "During the draft, you may turn Illusionary Informant face down. If you do, look at the next card drafted by a player of your choice."', () => {
    let s = fixedDraft([[pack(['Illusionary Informant']), pack(['Burn Away'])]]);
    s = pick(s, 0, 'Illusionary Informant');
    s = applyDraft(s, { type: 'watch', seat: 0, target: 1 });
    expect(s.drafters[0]?.pile[0]?.faceUp).toBe(false);
    s = pick(s, 1, 'Burn Away');
    expect(draftView(s, 0).seen.map((c) => c.name)).toEqual(['Burn Away']);
    // only the next card
    s = pick(s, 1, 'Ogre Sentry');
    expect(draftView(s, 0).seen).toHaveLength(1);
  });
});

describe('Illusionary Informant (CN2 #32): the player chosen', () => {
  it('draft half: "look at the next card drafted by a player of your choice" — not the next card another player drafts first', () => {
    let s = fixedDraft([[pack(['Illusionary Informant']), pack(['Burn Away']), pack(['Kiln Fiend'])]]);
    s = pick(s, 0, 'Illusionary Informant');
    s = applyDraft(s, { type: 'watch', seat: 0, target: 2 });
    s = pick(s, 1, 'Burn Away');
    expect(draftView(s, 0).seen).toEqual([]);
    s = pick(s, 2, 'Kiln Fiend');
    expect(draftView(s, 0).seen.map((c) => c.name)).toEqual(['Kiln Fiend']);
  });
});

describe('Illusionary Informant (CN2 #32): too late for a card already drafted', () => {
  it('ruling: "Once a player has put a card into their pile of drafted cards, it’s too late to turn Illusionary Informant face down to look at that card."', () => {
    let s = fixedDraft([[pack(['Illusionary Informant']), pack(['Burn Away'])]]);
    s = pick(s, 0, 'Illusionary Informant');
    s = pick(s, 1, 'Burn Away');
    // Burn Away is in seat 1's pile: turning the Informant face down now shows the next card seat 1 drafts, not it
    s = applyDraft(s, { type: 'watch', seat: 0, target: 1 });
    expect(draftView(s, 0).seen).toEqual([]);
    s = pick(s, 1, 'Hurly-Burly');
    expect(draftView(s, 0).seen.map((c) => c.name)).toEqual(['Hurly-Burly']);
  });

  it('game half: a 1/3 creature with flying', () => {
    const { state } = setup({ players: [{ battlefield: ['Illusionary Informant'] }, {}] });
    const informant = permanent(state, 'Illusionary Informant');
    expect(pt(state, informant)).toEqual([1, 3]);
    expect(keywords(state, informant)).toEqual(['flying']);
  });
});

describe('Spire Phantasm (CN2 #37)', () => {
  it('draft half: "The next time a player drafts a card from this booster pack, guess that card\'s name. Then that player reveals the drafted card."', () => {
    let s = fixedDraft([[pack(['Spire Phantasm', 'Burn Away']), pack([])]]);
    s = pick(s, 0, 'Spire Phantasm', { guess: 'Burn Away' });
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 1, 'Burn Away');
    expect(notesOf(s, 'Spire Phantasm')).toEqual([expect.objectContaining({ seat: 0, guess: { name: 'Burn Away', right: true } })]);
    expect(s.log.some((e) => e.type === 'reveal' && e.seat === 1 && s.cards[e.card!]?.name === 'Burn Away')).toBe(true);
  });

  it('draft half: "If Spire Phantasm is the last card drafted from a booster pack, no guessing game will be played."', () => {
    const s = fixedDraft([[['Spire Phantasm'], ['Ogre Sentry']]]);
    const options = legalPicks(s, 0);
    expect(options).toEqual([{ type: 'pick', seat: 0, card: 0 }]);
  });

  it('game half: "When Spire Phantasm enters, if you guessed correctly for a card named Spire Phantasm, draw a card." (flying)', () => {
    const lands = ['Island', 'Island', 'Island', 'Island'];
    for (const right of [true, false]) {
      const draft = draftOf([{ card: 'Spire Phantasm', guess: { name: 'Burn Away', right } }]);
      const { state, ids } = setup({ players: [{ battlefield: lands, hand: ['Spire Phantasm'], library: ['Ogre Sentry', 'Ogre Sentry'], draft }, {}] });
      const s = castAndResolve(state, 0, ids.hand[0]![0]!);
      expect(names(s, 0, 'hand'), `guessed ${right ? 'right' : 'wrong'}`).toHaveLength(right ? 1 : 0);
      expect(keywords(s, permanent(s, 'Spire Phantasm'))).toContain('flying');
    }
  });

  it('game half: "When Spire Phantasm enters" — not when another creature enters', () => {
    const draft = draftOf([{ card: 'Spire Phantasm', guess: { name: 'Burn Away', right: true } }]);
    const { state, ids } = setup({ players: [{ battlefield: ['Spire Phantasm', 'Mountain', 'Mountain'], hand: ['Ogre Sentry'], library: ['Ogre Sentry', 'Ogre Sentry'], draft }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(permanents(s, 'Ogre Sentry')).toHaveLength(1);
    expect(names(s, 0, 'hand')).toEqual([]);
  });
});

describe('Archdemon of Paliano (CN2 #39)', () => {
  it('draft half: "As long as Archdemon of Paliano is face up during the draft, you can\'t look at booster packs and must draft cards at random. After you draft three cards this way, turn it face down."', () => {
    let s = fixedDraft([[pack(['Archdemon of Paliano'], 5), pack([], 5)]]);
    s = pick(s, 0, 'Archdemon of Paliano');
    for (let i = 0; i < 3; i++) {
      s = applyDraft(s, legalPicks(s, 1)[0]!);
      expect(legalPicks(s, 0)).toEqual([{ type: 'pickRandom', seat: 0 }]);
      expect(draftView(s, 0).pack).toBeNull();
      expect(draftView(s, 0).packSize).toBeGreaterThan(0);
      expect(tryApplyDraft(s, { type: 'pick', seat: 0, card: s.packs[s.drafters[0]!.queue[0]!]!.cards[0]! }).ok).toBe(false);
      s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    }
    expect(s.drafters[0]?.pile[0]?.faceUp).toBe(false);
    expect(s.log.filter((e) => e.rule === 'Archdemon of Paliano' && e.type === 'pick')).toHaveLength(3);
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    // ruling: "Once Archdemon of Paliano is turned face down, you may look at booster packs and draft cards as normal."
    expect(legalPicks(s, 0).every((a) => a.type === 'pick')).toBe(true);
    expect(draftView(s, 0).pack).not.toBeNull();
  });

  it('ruling: "After you draft a card at random, look at it to determine whether it needs to be revealed as it’s drafted or drafted face up. If it does, follow its instructions as normal."', () => {
    let s = fixedDraft([[pack(['Archdemon of Paliano'], 5), pack(Array<string>(5).fill('Lurking Automaton'), 5)]]);
    s = pick(s, 0, 'Archdemon of Paliano');
    s = applyDraft(s, legalPicks(s, 1).find((a) => a.type === 'pick')!);
    s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    // the Lurking Automaton drafted at random is revealed and its number noted (the second card of the round)
    expect(pileNames(s, 0)).toContain('Lurking Automaton');
    expect(notesOf(s, 'Lurking Automaton').filter((n) => n.seat === 0)).toEqual([expect.objectContaining({ seat: 0, number: 2 })]);
    expect(s.log.some((e) => e.type === 'reveal' && e.seat === 0 && s.cards[e.card!]?.name === 'Lurking Automaton')).toBe(true);
  });

  it('game half: a 5/4 creature with flying', () => {
    const { state } = setup({ players: [{ battlefield: ['Archdemon of Paliano'] }, {}] });
    const archdemon = permanent(state, 'Archdemon of Paliano');
    expect(pt(state, archdemon)).toEqual([5, 4]);
    expect(keywords(state, archdemon)).toEqual(['flying']);
  });
});

describe('Spire Phantasm (CN2 #37): when the guess is made', () => {
  it('ruling: "Typically, the next player will set aside the card they intend to draft, you’ll make your guess, then the card will be revealed. You can make your guess before the player drafts a card to make things weird more interesting."', () => {
    let s = fixedDraft([[pack(['Spire Phantasm', 'Burn Away']), pack([])]]);
    s = pick(s, 0, 'Spire Phantasm', { guess: 'Burn Away' });
    // the guess is made as Spire Phantasm is drafted, before the next player drafts from the pack; nothing is revealed yet
    expect(s.packs.flatMap((p) => p.guesses)).toEqual([expect.objectContaining({ seat: 0, name: 'Burn Away' })]);
    expect(notesOf(s, 'Spire Phantasm')).toEqual([]);
    s = pick(s, 1, 'Ogre Sentry');
    // and can't be made again or changed when the next player drafts
    expect(legalPicks(s, 0).some((a) => a.type === 'pick' && a.guess !== undefined)).toBe(false);
    s = pick(s, 1, 'Burn Away');
    expect(notesOf(s, 'Spire Phantasm')).toEqual([expect.objectContaining({ seat: 0, guess: { name: 'Burn Away', right: true } })]);
    expect(s.log.some((e) => e.type === 'reveal' && e.seat === 1 && s.cards[e.card!]?.name === 'Burn Away')).toBe(true);
  });
});

describe('Archdemon of Paliano (CN2 #39): several face up', () => {
  it('ruling: "If you have more than one face-up Archdemon of Paliano, keep track of the number of cards you’ve drafted at random for each one. Each card you draft at random counts toward the demands of all your Archdemons."', () => {
    // seat 0 drafts one Archdemon, then alternately drafts at random from a pack of Archdemons and from a pack without
    let s = fixedDraft([[pack(['Archdemon of Paliano'], 6), Array<string>(6).fill('Archdemon of Paliano')]]);
    s = pick(s, 0, 'Archdemon of Paliano');
    const faceUp = (x: ReadonlyDraftState) => x.drafters[0]!.pile.map((p) => `${x.cards[p.card]!.name === 'Archdemon of Paliano' ? 'A' : 'x'}${p.faceUp ? '+' : '-'}`);
    const random = (x: ReadonlyDraftState): ReadonlyDraftState => {
      const y = applyDraft(x, legalPicks(x, 1)[0]!);
      expect(legalPicks(y, 0)).toEqual([{ type: 'pickRandom', seat: 0 }]);
      return applyDraft(y, { type: 'pickRandom', seat: 0 });
    };
    s = random(s); // a second Archdemon: the first one's 1st random card
    expect(faceUp(s)).toEqual(['A+', 'A+']);
    s = random(s); // the first one's 2nd, the second one's 1st
    expect(faceUp(s)).toEqual(['A+', 'A+', 'x-']);
    s = random(s); // a third Archdemon: the first one's 3rd (it turns face down), the second one's 2nd
    expect(faceUp(s)).toEqual(['A-', 'A+', 'x-', 'A+']);
    s = random(s); // the second one's 3rd, the third one's 1st
    expect(faceUp(s)).toEqual(['A-', 'A-', 'x-', 'A+', 'x-']);
    // the third one still demands random picks
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(legalPicks(s, 0)).toEqual([{ type: 'pickRandom', seat: 0 }]);
  });
});

describe('Regicide (CN2 #45)', () => {
  it('draft half: right, you, then left choose three different colours, noted for Regicide', () => {
    let s = fixedDraft([[pack(['Regicide']), pack([]), pack([])]]);
    s = pick(s, 0, 'Regicide');
    expect(legalPicks(s, 2).filter((a) => a.type === 'chooseColor')).toHaveLength(5);
    s = applyDraft(s, { type: 'chooseColor', seat: 2, color: 'W' });
    s = applyDraft(s, { type: 'chooseColor', seat: 0, color: 'U' });
    // ruling: "The three chosen colors must be different from one another." — W and U are no longer offered
    expect(legalPicks(s, 1).filter((a) => a.type === 'chooseColor')).toHaveLength(3);
    s = applyDraft(s, { type: 'chooseColor', seat: 1, color: 'R' });
    expect(notesOf(s, 'Regicide')).toEqual([expect.objectContaining({ colors: ['W', 'U', 'R'] })]);
  });

  it('draft half: drafted as the last card of the draft, the draft is complete only once the three colours are chosen and noted (CR 905.1d: "after the draft and all actions that may be taken during or after the draft")', () => {
    let s = fixedDraft([[['Ogre Sentry', 'Regicide'], ['Kiln Fiend', 'Flame Slash']]]);
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 0, 'Flame Slash');
    s = pick(s, 1, 'Regicide');
    // every card is drafted, but the colours are still to be chosen: right (seat 0), seat 1, then left (seat 0)
    expect(s.phase).toBe('drafting');
    s = applyDraft(s, { type: 'chooseColor', seat: 0, color: 'W' });
    s = applyDraft(s, { type: 'chooseColor', seat: 1, color: 'B' });
    expect(s.phase).toBe('drafting');
    s = applyDraft(s, { type: 'chooseColor', seat: 0, color: 'G' });
    expect(s.phase).toBe('complete');
    expect(draftRecord(s, 1).notes).toEqual([expect.objectContaining({ card: 'Regicide', colors: ['W', 'B', 'G'] })]);
  });

  it('game half: "Destroy target creature that\'s one or more of the colors chosen" — "Regicide can\'t target colorless creatures."', () => {
    const draft = draftOf([{ card: 'Regicide', colors: ['W', 'U', 'R'] }]);
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Regicide'], draft }, { battlefield: ['Kiln Fiend', 'Cogwork Librarian'] }] });
    const fiend = permanent(state, 'Kiln Fiend');
    const casts = legalActions(state).filter((a) => a.type === 'cast');
    expect(casts.flatMap((a) => ('targets' in a ? a.targets : []))).toEqual([{ object: fiend }]);
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: fiend }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Kiln Fiend']);
  });

  it('game half: "Destroy target creature …": a noncreature permanent of a chosen color is not a legal target', () => {
    const draft = draftOf([{ card: 'Regicide', colors: ['B', 'R', 'W'] }]);
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Regicide'], draft }, { battlefield: ['Kiln Fiend', "Marchesa's Decree"] }] });
    const casts = legalActions(state).filter((a) => a.type === 'cast');
    expect(casts.flatMap((a) => ('targets' in a ? a.targets : []))).toEqual([{ object: permanent(state, 'Kiln Fiend') }]);
    expect(castable(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, "Marchesa's Decree") }])).toBe(false);
  });

  it('game half: "If a card would allow you to cast a Regicide but you didn\'t draft one, you won\'t be able to cast it"', () => {
    const { state } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Regicide'] }, { battlefield: ['Kiln Fiend'] }] });
    expect(legalActions(state).filter((a) => a.type === 'cast')).toEqual([]);
  });
});

describe('Regicide (CN2 #45): a copy', () => {
  it('ruling: "If you copy or gain control of a Regicide that’s already on the stack but you didn’t draft one, you won’t be able to choose a new target and Regicide won’t resolve as it tries to resolve. The target creature won’t be destroyed. On the other hand, if you did draft a Regicide, use the set of colors chosen as you drafted cards named Regicide when choosing a new target (if applicable) or determining if the resolving Regicide’s target is legal."', () => {
    // the second case: Echoing Boon copies player 0's Regicide (colors white, blue, red), cast on their own Ogre Sentry,
    // the chosen name (the first case, a copy by a player who didn't draft one, is the next test)
    const draft = draftOf([{ card: 'Regicide', colors: ['W', 'U', 'R'] }]);
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { battlefield: ['Swamp', 'Ogre Sentry'], hand: ['Regicide'], draft, command: [{ card: 'Echoing Boon', names: ['Ogre Sentry'] }] },
        { battlefield: ['Child of Night', 'Magister of Worth'] },
        {},
      ],
    });
    const ogre = permanent(state, 'Ogre Sentry');
    let s = applyGame(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ogre }], x: 0 });
    s = choose(resolveTop(s), [0]);
    // the new target is one of the drafted colors: Magister of Worth (white and black), not Child of Night (black)
    const d = s.decision;
    expect(d).toMatchObject({ kind: 'choose', choice: { rule: '707.10c' } });
    const options = d?.kind === 'choose' ? d.choice.options.map((o) => ('object' in o ? s.objects[o.object]!.card : '')) : [];
    expect([...options].sort()).toEqual(['Magister of Worth', 'Ogre Sentry']);
    s = resolveStack(choose(s, [options.indexOf('Magister of Worth')]));
    expect(names(s, 1, 'graveyard')).toEqual(['Magister of Worth']);
    expect(names(s, 0, 'graveyard')).toEqual(['Ogre Sentry', 'Regicide']);
  });
});

describe('copies of the draft-matters spells by a player who drafted none (Split Decision)', () => {
  /**
   * Player 0, who drafted `card` with `note`, casts it on player 1's Wild Griffin (white); player 1, who
   * drafted nothing, copies it with Split Decision (CR 707.10: the copy is theirs), every vote for
   * duplication, choosing `newTarget` as the copy's new target if given (CR 707.10c).
   */
  const copiedByNonDrafter = (card: string, note: object, lands: string[], newTarget?: string) => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { battlefield: [...lands, 'Bronze Sable'], hand: [card], draft: draftOf([note]) },
        { battlefield: ['Island', 'Island', 'Wild Griffin'], hand: ['Split Decision'] },
        {},
      ],
    });
    let s = applyGame(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: permanent(state, 'Wild Griffin') }], x: 0 });
    const original = s.stack[0]!;
    s = passToPlayer(s, 1);
    s = resolveTop(applyGame(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: original }], x: 0 }));
    // player 1, player 2, player 0 vote for duplication (CR 701.38a)
    for (let i = 0; i < 3; i++) s = choose(s, [1]);
    if (newTarget !== undefined) {
      const d = s.decision;
      const options = d?.kind === 'choose' ? d.choice.options.map((o) => ('object' in o ? s.objects[o.object]!.card : '')) : [];
      s = choose(s, [options.indexOf(newTarget)]);
    }
    const copy = s.stack.find((id) => s.objects[id]!.kind === 'copy')!;
    expect(s.objects[copy]).toMatchObject({ card, controller: 1 });
    return { s: resolveTop(s), copy };
  };

  it('Regicide ruling: "If you copy or gain control of a Regicide that’s already on the stack but you didn’t draft one, you won’t be able to choose a new target and Regicide won’t resolve as it tries to resolve. The target creature won’t be destroyed."', () => {
    // no new target is offered (none is one of player 1's noted colors): the copy keeps the Griffin, now an illegal target
    const { s, copy } = copiedByNonDrafter('Regicide', { card: 'Regicide', colors: ['W', 'U', 'R'] }, ['Swamp']);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ object: copy, rule: '608.2b' })]);
    expect(names(s, 1, 'graveyard')).toEqual(['Split Decision']);
  });

  it('Garbage Fire ruling: "If you somehow cast, copy, or gain control of Garbage Fire but you didn’t draft one, the highest noted number is considered to be 0, so Garbage Fire won’t deal any damage."', () => {
    // the copy's new target is player 0's Bronze Sable (2/1), which it deals no damage to
    const { s } = copiedByNonDrafter('Garbage Fire', { card: 'Garbage Fire', number: 7 }, ['Mountain', 'Mountain', 'Mountain'], 'Bronze Sable');
    expect(events(s, 'damage')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual([]);
    // the original, player 0's, deals the 7 they noted
    const after = resolveTop(s);
    expect(events(after, 'damage')).toEqual([expect.objectContaining({ amount: 7, card: 'Garbage Fire' })]);
    expect(names(after, 1, 'graveyard')).toEqual(['Split Decision', 'Wild Griffin']);
  });
});

describe('Smuggler Captain (CN2 #47)', () => {
  it('draft half: drafted face up; "As you draft a card, you may reveal it, note its name, then turn Smuggler Captain face down."', () => {
    const s = thenFromNext('Smuggler Captain', 'Burn Away', { note: 'Smuggler Captain' });
    expect(notesOf(s, 'Smuggler Captain')).toEqual([expect.objectContaining({ name: 'Burn Away' })]);
  });

  it('draft half: the log tells the steps in the order of the text: the card revealed, its name noted, then Smuggler Captain turned face down', () => {
    const s = thenFromNext('Smuggler Captain', 'Burn Away', { note: 'Smuggler Captain' });
    const captain = s.drafters[0]!.pile[0]!.card;
    const burn = s.drafters[0]!.pile[1]!.card;
    const steps = s.log.filter((e) => e.seat === 0 && e.card !== undefined && e.type !== 'pick').map((e) => [e.type, e.card]);
    expect(steps).toEqual([['reveal', burn], ['note', captain], ['faceDown', captain]]);
  });

  it('game half: "When Smuggler Captain enters, you may search your library for a card with a name you noted …, reveal it, put it into your hand"', () => {
    const draft = draftOf([{ card: 'Smuggler Captain', name: 'Flame Slash' }]);
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Smuggler Captain'], library: ['Ogre Sentry', 'Flame Slash', 'Ogre Sentry'], draft }, {}] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    for (let i = 0; i < 4 && s.decision?.kind === 'choose'; i++) s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Flame Slash']);
  });

  it('game half: "… search your library for a card with a name you noted …, reveal it, put it into your hand": the card found is revealed (CR 701.20)', () => {
    const draft = draftOf([{ card: 'Smuggler Captain', name: 'Flame Slash' }]);
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Smuggler Captain'], library: ['Ogre Sentry', 'Flame Slash', 'Ogre Sentry'], draft }, {}] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(events(s, 'reveal')).toEqual([]);
    for (let i = 0; i < 4 && s.decision?.kind === 'choose'; i++) s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Flame Slash']);
    expect(events(s, 'reveal')).toEqual([expect.objectContaining({ player: 0, card: 'Flame Slash', rule: '701.20' })]);
  });

  it('game half: "search your library for a card with a name you noted": one card, even with two of that name in the library (CR 701.23)', () => {
    const draft = draftOf([{ card: 'Smuggler Captain', name: 'Flame Slash' }]);
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Smuggler Captain'], library: ['Flame Slash', 'Ogre Sentry', 'Flame Slash'], draft }, {}] });
    const s = choose(castAndResolve(state, 0, ids.hand[0]![0]!), [0]);
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.rule === '701.23' && d.choice.options.length).toBe(2);
    expect(tryApplyGame(s, { type: 'choose', player: 0, choice: [0, 1] }).ok).toBe(false);
    expect(names(resolveStack(choose(s, [0])), 0, 'hand')).toEqual(['Flame Slash']);
  });
});

describe('Garbage Fire (CN2 #52)', () => {
  it('draft half: "note how many cards you\'ve drafted this draft round, including Garbage Fire"', () => {
    expect(notesOf(secondPick('Garbage Fire'), 'Garbage Fire')).toEqual([expect.objectContaining({ number: 2 })]);
  });

  it('game half: "deals damage to target creature equal to the highest number you noted for cards named Garbage Fire"', () => {
    const draft = draftOf([{ card: 'Garbage Fire', number: 3 }, { card: 'Garbage Fire', number: 12 }]);
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Garbage Fire'], draft }, { battlefield: ['Kiln Fiend'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Kiln Fiend') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Kiln Fiend']);
    // ruling: "For example, if you draft Garbage Fire as the third card in a draft round and then another one as the
    // twelfth card in a draft round, each Garbage Fire will deal 12 damage."
    expect(events(s, 'damage')).toEqual([expect.objectContaining({ amount: 12, card: 'Garbage Fire' })]);
  });

  it('game half: "target creature": not a noncreature permanent', () => {
    const draft = draftOf([{ card: 'Garbage Fire', number: 3 }]);
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Garbage Fire'], draft }, { battlefield: ['Kiln Fiend', "Marchesa's Decree"] }] });
    const casts = legalActions(state).filter((a) => a.type === 'cast');
    expect(casts.flatMap((a) => ('targets' in a ? a.targets : []))).toEqual([{ object: permanent(state, 'Kiln Fiend') }]);
    expect(castable(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, "Marchesa's Decree") }])).toBe(false);
  });

  it('game half: "the highest number you noted for cards named Garbage Fire": the highest whatever the order of the notes; not a number noted for another card, nor one another player noted', () => {
    const draft = draftOf([{ card: 'Garbage Fire', number: 12 }, { card: 'Garbage Fire', number: 3 }, { card: 'Pyretic Hunter', number: 14 }]);
    const theirs = { seat: 1, notes: [{ card: 'Garbage Fire', number: 15 }], removed: [] } as never;
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Garbage Fire'], draft }, { battlefield: ['Kiln Fiend'], draft: theirs }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Kiln Fiend') }]);
    expect(events(s, 'damage')).toEqual([expect.objectContaining({ amount: 12, card: 'Garbage Fire' })]);
  });

  it('game half: "If you somehow cast … Garbage Fire but you didn\'t draft one, the highest noted number is considered to be 0"', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Garbage Fire'] }, { battlefield: ['Kiln Fiend'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Kiln Fiend') }]);
    expect(names(s, 1, 'graveyard')).toEqual([]);
  });
});

describe('Pyretic Hunter (CN2 #56)', () => {
  it('draft half: "note how many cards you\'ve drafted this draft round, including Pyretic Hunter"', () => {
    expect(notesOf(secondPick('Pyretic Hunter'), 'Pyretic Hunter')).toEqual([expect.objectContaining({ number: 2 })]);
  });

  it('game half: menace; "enters with X +1/+1 counters on it, where X is the highest number you noted"', () => {
    const draft = draftOf([{ card: 'Pyretic Hunter', number: 3 }, { card: 'Pyretic Hunter', number: 4 }]);
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(5).fill('Mountain'), hand: ['Pyretic Hunter'], draft }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    // ruling: "For example, if you draft Pyretic Hunter as the third card in a draft round and then another one as
    // the fourth card in a draft round, each will enter the battlefield with four +1/+1 counters."
    expect(pt(s, permanent(s, 'Pyretic Hunter'))).toEqual([4, 4]);
    expect(keywords(s, permanent(s, 'Pyretic Hunter'))).toContain('menace');
  });
});

describe('Animus of Predation (CN2 #60)', () => {
  it('draft half: drafted face up; "As you draft a card, you may remove it from the draft face up. (It isn\'t in your card pool.)"', () => {
    const s = finish(thenFromNext('Animus of Predation', 'Cogwork Spy', { remove: 'Animus of Predation' }));
    expect(pileNames(s, 0)).not.toContain('Cogwork Spy');
    expect(draftRecord(s, 0).removed).toEqual([{ card: 'Cogwork Spy', by: 'Animus of Predation' }]);
    expect(s.cards.filter((c) => c.name === 'Cogwork Spy')).toHaveLength(1);
  });

  it('draft half: cards removed face up are seen by every drafter', () => {
    let s = fixedDraft([[pack(['Animus of Predation']), pack(['Cogwork Spy'])]]);
    s = pick(s, 0, 'Animus of Predation');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Cogwork Spy', { remove: 'Animus of Predation' });
    expect(draftView(s, 1).others[0]?.removedFaceUp.map((c) => c.name)).toEqual(['Cogwork Spy']);
  });

  it('draft half: "you may remove it from the draft face up" — the pick of a card so removed names it in every drafter\'s log and a spectator\'s, unlike a plain pick (CR 905.1c)', () => {
    let s = fixedDraft([[pack(['Animus of Predation']), pack(['Cogwork Spy'])]]);
    s = pick(s, 0, 'Animus of Predation');
    s = pick(s, 1, 'Ogre Sentry');
    const spy = s.packs[s.drafters[0]!.queue[0]!]!.cards.find((c) => s.cards[c]?.name === 'Cogwork Spy');
    s = pick(s, 0, 'Cogwork Spy', { remove: 'Animus of Predation' });
    s = pick(s, 1, 'Kiln Fiend');
    const picksOfSeat0 = (viewer: number | 'spectator') => draftView(s, viewer).log.filter((e) => e.type === 'pick' && e.seat === 0);
    for (const viewer of [1, 'spectator'] as const) expect(picksOfSeat0(viewer).map((e) => e.card)).toEqual([expect.any(Number), spy]);
    // seat 1's plain pick of Kiln Fiend stays hidden from seat 0
    expect(draftView(s, 0).log.filter((e) => e.type === 'pick' && e.seat === 1).map((e) => e.card)).toEqual([undefined, undefined]);
  });

  it('game half: "If you removed a creature card with flying from the draft with cards named Animus of Predation, Animus of Predation has flying." (and the other ten keywords)', () => {
    const draft = draftOf([], [{ card: 'Cogwork Spy', by: 'Animus of Predation' }, { card: 'Pyretic Hunter', by: 'Animus of Predation' }, { card: 'Flame Slash', by: 'Animus of Predation' }]);
    const { state } = setup({ players: [{ battlefield: ['Animus of Predation'], draft }, {}] });
    expect([...keywords(state, permanent(state, 'Animus of Predation'))].sort()).toEqual(['flying', 'menace']);
  });

  it('game half: cards removed with Cogwork Grinder give no keyword', () => {
    const draft = draftOf([], [{ card: 'Cogwork Spy', by: 'Cogwork Grinder' }]);
    const { state } = setup({ players: [{ battlefield: ['Animus of Predation'], draft }, {}] });
    expect(keywords(state, permanent(state, 'Animus of Predation'))).toEqual([]);
  });

  it('game half: each keyword of the list for a creature card removed with it: deathtouch, first strike, flying, haste, hexproof, lifelink, menace, reach, vigilance (no creature card of these sets has double strike or indestructible)', () => {
    const removed = ['Wings of the Guard', "Grenzo's Cutthroat", 'Thorn of the Black Rose', 'Queen Marchesa', 'Ascended Lawmage', 'Child of Night', 'Deputized Protester', 'Nessian Asp', 'Hundred-Handed One'];
    const draft = draftOf([], removed.map((card) => ({ card, by: 'Animus of Predation' })));
    const { state } = setup({ players: [{ battlefield: ['Animus of Predation'], draft }, {}] });
    expect([...keywords(state, permanent(state, 'Animus of Predation'))].sort()).toEqual(['deathtouch', 'first strike', 'flying', 'haste', 'hexproof', 'lifelink', 'menace', 'reach', 'vigilance']);
  });
});

describe('Animus of Predation (CN2 #60): what may be removed, and what a removed card does', () => {
  /** Seat 0 drafts Animus of Predation, then drafts from seat 1's pack (Lurking Automaton, Divination) and its own (Archdemon of Paliano). */
  const afterAnimus = (): ReadonlyDraftState => {
    const s = fixedDraft([[pack(['Animus of Predation', 'Archdemon of Paliano', 'Burn Away']), pack(['Lurking Automaton', 'Divination'])]]);
    return pick(pick(s, 0, 'Animus of Predation'), 1, 'Ogre Sentry');
  };
  const removable = (s: ReadonlyDraftState) => legalPicks(s, 0).flatMap((a) => (a.type === 'pick' && a.remove === 'Animus of Predation' ? [s.cards[a.card]!.name] : []));

  it('ruling: "You can remove from the draft any card you draft after Animus of Predation."', () => {
    let s = afterAnimus();
    // every card of the pack, creature or not, may be removed as it is drafted
    expect(removable(s).sort()).toEqual(['Divination', 'Flame Slash', 'Hurly-Burly', 'Kiln Fiend', 'Lurking Automaton']);
    s = pick(s, 0, 'Divination', { remove: 'Animus of Predation' });
    s = pick(s, 1, 'Hurly-Burly');
    // and the next one too: Animus of Predation stays face up
    expect(removable(s)).toContain('Burn Away');
    s = finish(pick(s, 0, 'Burn Away', { remove: 'Animus of Predation' }));
    expect(draftRecord(s, 0).removed).toEqual([{ card: 'Divination', by: 'Animus of Predation' }, { card: 'Burn Away', by: 'Animus of Predation' }]);
    expect(pileNames(s, 0)).not.toContain('Divination');
    expect(pileNames(s, 0)).not.toContain('Burn Away');
  });

  it('ruling: "If a card you remove requires you to reveal it as you draft it, do so and follow any additional instructions it may have related to drafting it. However, if a card you remove instructs you to draft it face up, it has no effect while face up and can’t be turned face down to use an ability."', () => {
    let s = pick(afterAnimus(), 0, 'Lurking Automaton', { remove: 'Animus of Predation' });
    // Lurking Automaton is revealed and its number noted, though removed
    expect(s.log.some((e) => e.type === 'reveal' && e.seat === 0 && s.cards[e.card!]?.name === 'Lurking Automaton')).toBe(true);
    expect(notesOf(s, 'Lurking Automaton')).toEqual([expect.objectContaining({ seat: 0, number: 2 })]);
    s = pick(s, 1, 'Hurly-Burly');
    // Archdemon of Paliano, removed, demands no random picks
    s = pick(s, 0, 'Archdemon of Paliano', { remove: 'Animus of Predation' });
    s = pick(s, 1, 'Flame Slash');
    expect(legalPicks(s, 0).some((a) => a.type === 'pickRandom')).toBe(false);
    expect(draftView(s, 0).pack).not.toBeNull();
  });

  it('ruling: "Some cards allow you to exile other cards you’ve drafted that aren’t in your deck before the game starts. Cards you removed from the draft with Animus of Predation can’t be exiled this way because they aren’t in your card pool."', () => {
    const s = finish(pick(afterAnimus(), 0, 'Divination', { remove: 'Animus of Predation' }));
    // Arcane Savant and Volatile Chimera exile cards of the sideboard, which holds the pool's cards not in the deck (CR 905.1d)
    expect(cardPool(s, 0)).not.toContain('Divination');
    expect(() => checkDeck(cardPool(s, 0), { deck: Array<string>(40).fill('Island'), sideboard: [...cardPool(s, 0), 'Divination'] }))
      .toThrow(/Divination is not in the card pool/);
  });
});

describe("Leovold's Operative (CN2 #66)", () => {
  it('draft half: "you may draft an additional card from that booster pack. If you do, turn Leovold\'s Operative face down, then pass the next booster pack without drafting a card from it."', () => {
    let s = fixedDraft([[pack(["Leovold's Operative"]), pack(['Burn Away', 'Flame Slash'])]]);
    s = pick(s, 0, "Leovold's Operative");
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Burn Away', { extra: "Leovold's Operative" });
    s = pick(s, 0, 'Flame Slash');
    expect(pileNames(s, 0)).toEqual(["Leovold's Operative", 'Burn Away', 'Flame Slash']);
    expect(s.drafters[0]?.pile[0]?.faceUp).toBe(false);
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(legalPicks(s, 0)).toEqual([{ type: 'passPack', seat: 0 }]);
    const before = s.drafters[0]!.pile.length;
    s = applyDraft(s, { type: 'passPack', seat: 0 });
    expect(s.drafters[0]?.pile).toHaveLength(before);
    expect(s.drafters[1]?.queue.length).toBeGreaterThan(0);
  });

  it('game half: a 3/2 creature with no other ability', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest'], hand: ["Leovold's Operative"] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, "Leovold's Operative"))).toEqual([3, 2]);
  });
});

describe('a draft record reaches the game', () => {
  it('a Lurking Automaton drafted third enters with three counters in the game that follows', () => {
    let s = fixedDraft([[pack(['Lurking Automaton'], 3), pack([], 3)]]);
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Hurly-Burly');
    s = pick(s, 1, 'Hurly-Burly');
    s = finish(pick(s, 0, 'Lurking Automaton'));
    const draft = draftRecord(s, 0);
    expect(draft.notes).toEqual([{ card: 'Lurking Automaton', number: 3 }]);
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(5).fill('Wastes'), hand: ['Lurking Automaton'], draft }, {}] });
    const game = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(game, permanent(game, 'Lurking Automaton'))).toEqual([3, 3]);
    expect(life(game, 0 as PlayerId)).toBe(20);
  });
});

describe('Animus of Predation — only on the battlefield', () => {
  it('ruling: "The last ability of Animus of Predation functions only if Animus of Predation is on the battlefield. For example, Animus of Predation is not a creature card with flying in your library or graveyard."', () => {
    const draft = draftOf([], [{ card: 'Cogwork Spy', by: 'Animus of Predation' }]);
    const { state, ids } = setup({ players: [{ battlefield: ['Animus of Predation'], hand: ['Animus of Predation'], graveyard: ['Animus of Predation'], library: ['Animus of Predation', 'Wastes'], draft }, {}] });
    expect(keywords(state, permanent(state, 'Animus of Predation'))).toEqual(['flying']);
    expect(keywords(state, ids.hand[0]![0]!)).toEqual([]);
    expect(keywords(state, ids.graveyard[0]![0]!)).toEqual([]);
    expect(keywords(state, state.players[0]!.library[0]!)).toEqual([]);
  });
});

describe("Leovold's Operative — several", () => {
  it('ruling: "You can turn more than one Leovold’s Operative face down to draft additional cards from one booster pack. However, for each Leovold’s Operative you turn face down, you will skip drafting a card from an additional future booster pack."', () => {
    const OP = "Leovold's Operative";
    let s = fixedDraft([[pack([OP, 'Burn Away', 'Flame Slash', 'Kiln Fiend'], 8), pack([OP], 8)]]);
    const kept = [OP, 'Burn Away', 'Flame Slash', 'Kiln Fiend'];
    const seat1 = (x: ReadonlyDraftState) => applyDraft(x, legalPicks(x, 1).find((a) => a.type === 'pick' && !kept.includes(x.cards[a.card]?.name ?? ''))!);
    s = pick(s, 0, OP);
    s = seat1(s);
    s = pick(s, 0, OP);
    s = seat1(s);
    // three cards from one booster pack with two Operatives
    s = pick(s, 0, 'Burn Away', { extra: OP });
    s = pick(s, 0, 'Flame Slash', { extra: OP });
    s = pick(s, 0, 'Kiln Fiend');
    expect(pileNames(s, 0).filter((n) => n !== OP)).toEqual(['Burn Away', 'Flame Slash', 'Kiln Fiend']);
    expect(s.drafters[0]?.pile.filter((p) => s.cards[p.card]?.name === OP).map((p) => p.faceUp)).toEqual([false, false]);
    // the next two booster packs are passed without a pick; the third is drafted from as normal
    for (let i = 0; i < 2; i++) {
      s = seat1(s);
      expect(legalPicks(s, 0)).toEqual([{ type: 'passPack', seat: 0 }]);
      s = applyDraft(s, { type: 'passPack', seat: 0 });
    }
    s = seat1(s);
    expect(legalPicks(s, 0).length).toBeGreaterThan(0);
    expect(legalPicks(s, 0).every((a) => a.type === 'pick')).toBe(true);
  });
});

describe("Lore Seeker drafted with Leovold's Operative's additional pick", () => {
  const OP = "Leovold's Operative";
  /** Seat 0 drafts a face-up Leovold's Operative, seat 1 a filler card: seat 0 holds seat 1's pack, with Lore Seeker. */
  const atTheSeeker = (): ReadonlyDraftState => {
    let s = fixedDraft([[pack([OP]), pack(['Lore Seeker'])]]);
    s = pick(s, 0, OP);
    return pick(s, 1, 'Ogre Sentry');
  };

  it('Lore Seeker: "you may add a booster pack" — passed first with the additional card drafted (its ruling: "first pass the booster pack that contained Lore Seeker"), then opened: the next pack, passed without drafting from it (Operative ruling: "the next … booster packs you are passed (and/or open)"), looked at', () => {
    let s = atTheSeeker();
    const seekerPack = s.drafters[0]!.queue[0]!;
    const seeker = s.packs[seekerPack]!.cards.find((c) => s.cards[c]?.name === 'Lore Seeker')!;
    const offered = legalPicks(s, 0).filter((a) => a.type === 'pick' && a.card === seeker && a.extra === OP);
    expect(offered.map((a) => (a as { addBooster?: boolean }).addBooster ?? false).sort()).toEqual([false, true]);
    s = applyDraft(s, { type: 'pick', seat: 0, card: seeker, extra: OP, addBooster: true });
    // the additional card first, from the same pack; no booster yet
    expect(s.drafters[0]!.queue[0]).toBe(seekerPack);
    expect(s.packs).toHaveLength(2);
    expect(s.drafters[0]!.boostersAfterPass).toBe(1);
    s = pick(s, 0, 'Hurly-Burly');
    // the Lore Seeker pack went on to seat 1; then the new booster was opened, the pack in seat 0's hand
    expect(s.packs).toHaveLength(3);
    expect(s.drafters[1]!.queue).toContain(seekerPack);
    const added = s.drafters[0]!.queue[0]!;
    expect(added).toBe(2);
    const kinds = s.log.map((e) => e.type);
    expect(kinds.lastIndexOf('addBooster')).toBeGreaterThan(kinds.lastIndexOf('pass'));
    expect(legalPicks(s, 0)).toEqual([{ type: 'passPack', seat: 0 }]);
    expect(draftView(s, 0).pack?.map((c) => c.id)).toEqual(s.packs[added]!.cards);
    const pile = pileNames(s, 0);
    s = applyDraft(s, { type: 'passPack', seat: 0 });
    expect(pileNames(s, 0)).toEqual(pile);
    expect(pile).toEqual([OP, 'Lore Seeker', 'Hurly-Burly']);
    expect(s.drafters[1]!.queue).toContain(added);
    expect(s.packs[added]!.cards).toHaveLength(15);
    expect(s.drafters[0]!.skips).toBe(0);
    expect(finish(s).phase).not.toBe('drafting');
  });

  it('Lore Seeker as the additional card: its pack is passed at once, and the booster added is the next pack, passed without drafting from it', () => {
    let s = atTheSeeker();
    s = pick(s, 0, 'Hurly-Burly', { extra: OP });
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    expect(s.packs).toHaveLength(3);
    expect(s.drafters[0]!.queue[0]).toBe(2);
    expect(legalPicks(s, 0)).toEqual([{ type: 'passPack', seat: 0 }]);
  });
});

describe('Archdemon of Paliano (CN2 #39): drafted with an additional card owed', () => {
  it('"As long as Archdemon of Paliano is face up during the draft, you can\'t look at booster packs and must draft cards at random." — the additional card Cogwork Librarian lets its drafter draft from the same pack is drafted at random', () => {
    let s = fixedDraft([[pack(['Cogwork Librarian'], 5), pack(['Archdemon of Paliano', 'Burn Away'], 5)]]);
    s = pick(s, 0, 'Cogwork Librarian');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Archdemon of Paliano', { extra: 'Cogwork Librarian' });
    // the Archdemon is face up in the pile, and the additional card is owed from the same pack
    expect(s.drafters[0]!.pile.find((p) => s.cards[p.card]!.name === 'Archdemon of Paliano')?.faceUp).toBe(true);
    expect(legalPicks(s, 0)).toEqual([{ type: 'pickRandom', seat: 0 }]);
    expect(draftView(s, 0).pack).toBeNull();
    expect(tryApplyDraft(s, { type: 'pick', seat: 0, card: s.packs[s.drafters[0]!.queue[0]!]!.cards.find((c) => s.cards[c]!.name === 'Burn Away')! }).ok).toBe(false);
    s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    // the random card counts toward the Archdemon's three, and the pack (with the Librarian put into it) is passed
    expect(s.drafters[0]!.archdemonPicks).toEqual({ [s.drafters[0]!.pile.find((p) => s.cards[p.card]!.name === 'Archdemon of Paliano')!.card]: 1 });
    expect(s.drafters[0]!.queue).toEqual([]);
  });
});

describe('Spire Phantasm (CN2 #37): the pack\'s last card, with a Cogwork Librarian to be put into the pack', () => {
  it('"The next time a player drafts a card from this booster pack, guess that card\'s name." — Spire Phantasm drafted as the pack\'s last card, but not the last card drafted from it: the Librarian put into the pack is drafted next, and may be guessed', () => {
    let s = fixedDraft([[pack(['Cogwork Librarian'], 3), pack(['Spire Phantasm'], 3)]]);
    s = pick(s, 0, 'Cogwork Librarian');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Hurly-Burly', { extra: 'Cogwork Librarian' });
    const guesses = legalPicks(s, 0).flatMap((a) => (a.type === 'pick' && a.guess !== undefined ? [a.guess] : []));
    expect(guesses).toEqual(['Cogwork Librarian']);
    s = pick(s, 0, 'Spire Phantasm', { guess: 'Cogwork Librarian' });
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 1, 'Cogwork Librarian');
    expect(notesOf(s, 'Spire Phantasm')).toEqual([expect.objectContaining({ seat: 0, guess: { name: 'Cogwork Librarian', right: true } })]);
  });
});

describe("Leovold's Operative — a booster pack you open", () => {
  it('ruling: "You then won’t draft a card from the next three booster packs you are passed (and/or open)." — the pack opened next round is passed without a pick; "(You may look at that booster pack.)"', () => {
    const OP = "Leovold's Operative";
    let s = fixedDraft([[pack([OP], 2), pack(['Kiln Fiend', 'Flame Slash', 'Burn Away'], 3)], [pack(['Hurly-Burly'], 3), pack(['Trumpet Blast'], 3)]]);
    s = pick(s, 0, OP);
    s = pick(s, 1, 'Kiln Fiend');
    // the additional card is the last card of the round seat 0 drafts: the pack it skips is the next one it opens
    s = pick(s, 0, 'Flame Slash', { extra: OP });
    s = pick(s, 0, 'Burn Away');
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(s.round).toBe(1);
    expect(legalPicks(s, 0)).toEqual([{ type: 'passPack', seat: 0 }]);
    expect(draftView(s, 0).pack?.map((c) => c.name)).toEqual(['Hurly-Burly', 'Ogre Sentry', 'Hurly-Burly']);
    const opened = s.drafters[0]!.queue[0]!;
    s = applyDraft(s, { type: 'passPack', seat: 0 });
    expect(s.drafters[1]!.queue).toContain(opened);
    expect(s.packs[opened]!.cards).toHaveLength(3);
  });
});

describe('Spire Phantasm (CN2 #37): the next card removed from the draft face down', () => {
  it('"Then that player reveals the drafted card." — a card removed with Cogwork Grinder is still drafted (its ruling), so it is revealed to every drafter and the guess checked', () => {
    let s = fixedDraft([[pack(['Cogwork Grinder']), pack(['Spire Phantasm', 'Burn Away'])]]);
    s = pick(s, 0, 'Cogwork Grinder');
    s = pick(s, 1, 'Spire Phantasm', { guess: 'Burn Away' });
    const burn = s.packs[1]!.cards.find((c) => s.cards[c]?.name === 'Burn Away')!;
    s = applyDraft(s, { type: 'pick', seat: 0, card: burn, remove: 'Cogwork Grinder' });
    expect(s.drafters[0]!.removed).toEqual([{ card: burn, by: 'Cogwork Grinder' }]);
    expect(notesOf(s, 'Spire Phantasm')).toEqual([expect.objectContaining({ seat: 1, guess: { name: 'Burn Away', right: true } })]);
    expect(draftView(s, 1).log.some((e) => e.type === 'reveal' && e.seat === 0 && e.card === burn)).toBe(true);
  });
});
