import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type ReadonlyGameState, type PlayerId } from '../../../src/index.js';
import { cast, choose, events, exiled, names, passUntil, permanent, permanents, resolveStack, resolveTop } from '../helpers.js';
import { setup } from '../helpers.js';

const SEVEN_WASTES = Array<string>(7).fill('Wastes');
const notes = (seat: number, ...named: string[]) => ({ seat, notes: named.map((name) => ({ card: 'Aether Searcher', name })), removed: [] }) as never;

/** Player 0 casts Aether Searcher from hand with seven Wastes; its trigger begins to resolve. */
function searcherEnters(p0: { hand?: string[]; library?: string[]; battlefield?: string[]; draft?: never }, p1: object = {}): ReadonlyGameState {
  const { state } = setup({ players: [{ ...p0, hand: ['Aether Searcher', ...(p0.hand ?? [])], battlefield: [...SEVEN_WASTES, ...(p0.battlefield ?? [])] }, p1] });
  const searcher = state.players[0]!.hand[0]!;
  return resolveStack(cast(state, 0, searcher));
}

/** The labels of the pending choice. */
function labels(state: ReadonlyGameState): string[] {
  const d = state.decision;
  if (d?.kind !== 'choose') throw new Error(`expected a choice, got ${JSON.stringify(d)}`);
  return d.choice.options.map((o) => ('label' in o ? o.label : JSON.stringify(o)));
}

/** Answers the pending choice with the option whose label starts with `prefix`. */
function pick(state: ReadonlyGameState, prefix: string): ReadonlyGameState {
  const i = labels(state).findIndex((l) => l.startsWith(prefix));
  if (i < 0) throw new Error(`no option ${prefix} in ${labels(state).join(' | ')}`);
  return choose(state, [i]);
}

/** Answers the search's choice of the card found (CR 701.23, asked whatever the zones searched hold): the first card offered, or none if none is. */
function found(state: ReadonlyGameState): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'choose' || d.choice.rule !== '701.23') throw new Error(`expected the search's choice, got ${JSON.stringify(d)}`);
  return choose(state, d.choice.options.length > 0 ? [0] : []);
}

function chooser(state: ReadonlyGameState): PlayerId | undefined {
  return state.decision?.kind === 'choose' ? state.decision.player : undefined;
}

describe('Aether Searcher (CNS #53), game half', () => {
  it('"you may search your hand and/or library for a card with a name noted …. You may cast it without paying its mana cost. If you searched your library this way, shuffle." (CR 608.2g, 118.9)', () => {
    let s = searcherEnters({ library: ['Wastes', 'Swords to Plowshares', 'Wastes'], draft: notes(0, 'Swords to Plowshares') }, { battlefield: ['Ogre Sentry'] });
    expect(chooser(s)).toBe(0);
    expect(labels(s)).toEqual(['search your hand', 'search your library', 'search your hand and library', "don't search"]);
    s = found(pick(s, 'search your library'));
    // the cast is offered through legalActions: every target, and a "no"
    expect(labels(s)).toContain(`cast Swords to Plowshares targeting Ogre Sentry (#${permanent(s, 'Ogre Sentry')})`);
    expect(labels(s)).toContain("don't cast");
    expect(legalActions(s).filter((a) => a.type === 'choose')).toHaveLength(labels(s).length);
    const shufflesBefore = events(s, 'shuffle').length;
    const castsBefore = events(s, 'cast').length;
    s = pick(s, 'cast Swords to Plowshares targeting Ogre Sentry');
    expect(events(s, 'cast').length).toBe(castsBefore + 1);
    expect(events(s, 'shuffle').length).toBe(shufflesBefore + 1);
    // "You cast the card before shuffling your library (if it was searched)."
    const types = logOf(s).map((e) => e.type);
    expect(types.lastIndexOf('cast')).toBeLessThan(types.lastIndexOf('shuffle'));
    // the spell is on the stack once the trigger has resolved; no mana was paid for it
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Swords to Plowshares']);
    expect(Object.values(s.players[0]!.pool).every((n) => n === 0)).toBe(true);
    s = resolveStack(s);
    expect(permanents(s, 'Ogre Sentry')).toEqual([]);
    expect(exiled(s)).toContain('Ogre Sentry');
    expect(names(s, 0, 'library')).not.toContain('Swords to Plowshares');
  });

  it('the answer may be no: the card stays where it was, and a library searched is still shuffled', () => {
    let s = searcherEnters({ library: ['Wastes', 'Swords to Plowshares'], draft: notes(0, 'Swords to Plowshares') }, { battlefield: ['Ogre Sentry'] });
    s = found(pick(s, 'search your library'));
    const shufflesBefore = events(s, 'shuffle').length;
    s = pick(s, "don't cast");
    expect(names(s, 0, 'library')).toContain('Swords to Plowshares');
    expect(events(s, 'shuffle').length).toBe(shufflesBefore + 1);
    expect(permanents(s, 'Ogre Sentry')).toHaveLength(1);
  });

  it('searching only the hand does not shuffle the library', () => {
    let s = searcherEnters({ hand: ['Swords to Plowshares'], draft: notes(0, 'Swords to Plowshares') }, { battlefield: ['Ogre Sentry'] });
    s = found(pick(s, 'search your hand'));
    const shufflesBefore = events(s, 'shuffle').length;
    s = pick(s, 'cast Swords to Plowshares');
    expect(events(s, 'shuffle').length).toBe(shufflesBefore);
    expect(names(s, 0, 'hand')).not.toContain('Swords to Plowshares');
  });

  it('"When casting a card this way, ignore timing restrictions based on the card\'s type." — a sorcery is cast while the ability resolves', () => {
    let s = searcherEnters({ hand: ['Raise the Alarm'], draft: notes(0, 'Raise the Alarm') });
    s = found(pick(s, 'search your hand'));
    s = pick(s, 'cast Raise the Alarm');
    s = resolveStack(s);
    expect(permanents(s, 'token:Soldier').length + s.battlefield.filter((id) => s.objects[id]!.kind === 'token').length).toBeGreaterThanOrEqual(2);
  });

  it('"If the card has {X} in its mana cost, you must choose 0 as its value." (CR 107.3b)', () => {
    let s = searcherEnters({ hand: ['Death Wind'], draft: notes(0, 'Death Wind') }, { battlefield: ['Ogre Sentry'] });
    s = found(pick(s, 'search your hand'));
    // one option per target, none per value of X
    expect([...labels(s)].sort()).toEqual([`cast Death Wind targeting Aether Searcher (#${permanent(s, 'Aether Searcher')})`, `cast Death Wind targeting Ogre Sentry (#${permanent(s, 'Ogre Sentry')})`, "don't cast"]);
    s = pick(s, 'cast Death Wind targeting Ogre Sentry');
    const spell = s.stack[s.stack.length - 1]!;
    expect(s.objects[spell]!.card).toBe('Death Wind');
    expect(s.objects[spell]!.x).toBe(0);
    s = resolveStack(s);
    expect(permanents(s, 'Ogre Sentry')).toHaveLength(1);
  });

  it('"If Aether Searcher leaves the battlefield before its ability resolves, you\'ll still be able to search for the named card and cast it."', () => {
    const { state } = setup({ players: [{ hand: ['Aether Searcher', 'Swords to Plowshares'], battlefield: [...SEVEN_WASTES, 'Plains'], library: ['Raise the Alarm'], draft: notes(0, 'Raise the Alarm') }, {}] });
    // the trigger waits on the stack while player 0 exiles their own Searcher in response
    let s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.kind === 'ability');
    const swords = s.players[0]!.hand.find((id) => s.objects[id]!.card === 'Swords to Plowshares')!;
    s = resolveTop(cast(s, 0, swords, [{ object: permanent(s, 'Aether Searcher') }]));
    expect(permanents(s, 'Aether Searcher')).toEqual([]);
    s = resolveStack(s);
    expect(permanents(s, 'Aether Searcher')).toEqual([]);
    s = found(pick(s, 'search your library'));
    s = pick(s, 'cast Raise the Alarm');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Raise the Alarm']);
  });

  it('"If the card you draft after Aether Searcher is a land card, you won\'t be able to play that land using Aether Searcher\'s ability."', () => {
    let s = searcherEnters({ hand: ['Paliano, the High City'], draft: notes(0, 'Paliano, the High City') });
    s = found(pick(s, 'search your hand'));
    // the choice to cast is asked all the same, offering only "don't cast" (CR 401.2, 402.3)
    expect(labels(s)).toEqual(["don't cast"]);
    s = pick(s, "don't cast");
    expect(names(s, 0, 'hand')).toContain('Paliano, the High City');
    expect(permanents(s, 'Paliano, the High City')).toEqual([]);
  });

  it('"If Aether Searcher is the last card you draft, there won\'t be a noted name. You can still search your hand and/or library …, but you won\'t cast any card this way"', () => {
    let s = searcherEnters({ hand: ['Raise the Alarm'], library: ['Swords to Plowshares'] });
    expect(labels(s)).toContain('search your hand and library');
    const casts = events(s, 'cast').length;
    s = found(pick(s, 'search your hand and library'));
    // the choice to cast is asked all the same, offering only "don't cast" (CR 401.2, 402.3)
    expect(labels(s)).toEqual(["don't cast"]);
    s = pick(s, "don't cast");
    expect(events(s, 'cast').length).toBe(casts);
    expect(s.stack).toEqual([]);
  });

  it('with two Aether Searchers drafted, either noted name may be found (the player picks the card)', () => {
    let s = searcherEnters({ hand: ['Raise the Alarm', 'Swords to Plowshares'], draft: notes(0, 'Raise the Alarm', 'Swords to Plowshares') }, { battlefield: ['Ogre Sentry'] });
    s = pick(s, 'search your hand');
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options.map((o) => ('object' in o ? s.objects[o.object]!.card : '')).sort()).toEqual(['Raise the Alarm', 'Swords to Plowshares']);
  });

  it('"If an Aether Searcher owned by another player enters the battlefield under your control, you can search for a card you\'ve named …, not a card named by its owner."', () => {
    // player 0 controls player 1's Searcher; Marchesa returns it under player 0's control after it dies
    const { state } = setup({
      players: [
        { hand: ['Assassinate'], battlefield: ['Marchesa, the Black Rose', 'Swamp', 'Swamp', 'Swamp'], library: ['Raise the Alarm', 'Swords to Plowshares', ...Array<string>(8).fill('Wastes')], draft: notes(0, 'Raise the Alarm') },
        { battlefield: [{ card: 'Aether Searcher', controller: 0, tapped: true, counters: { '+1/+1': 1 } }], library: ['Swords to Plowshares', ...Array<string>(9).fill('Wastes')], draft: notes(1, 'Swords to Plowshares') },
      ],
    });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!, [{ object: permanent(state, 'Aether Searcher') }]));
    expect(permanents(s, 'Aether Searcher')).toEqual([]);
    for (let i = 0; i < 200 && s.decision?.kind !== 'choose'; i++) {
      const d = s.decision!;
      s = apply(s, d.kind === 'declareAttackers' ? { type: 'confirmAttackers', player: d.player } : d.kind === 'declareBlockers' ? { type: 'confirmBlockers', player: d.player } : { type: 'pass', player: (d as { player: PlayerId }).player });
    }
    const searcher = permanent(s, 'Aether Searcher');
    expect(s.objects[searcher]!.owner).toBe(1);
    expect(s.objects[searcher]!.controller).toBe(0);
    expect(chooser(s)).toBe(0);
    s = found(pick(s, 'search your library'));
    expect(labels(s)).toEqual(['cast Raise the Alarm', "don't cast"]);
  });

  it('a permanent card found is cast too, and enters as the spell resolves (CR 608.3)', () => {
    let s = searcherEnters({ library: ['Ogre Sentry'], draft: notes(0, 'Ogre Sentry') });
    s = found(pick(s, 'search your library'));
    s = pick(s, 'cast Ogre Sentry');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Ogre Sentry']);
    s = resolveStack(s);
    expect(permanents(s, 'Ogre Sentry')).toHaveLength(1);
  });

  it('Phage ruling: "It is only considered “cast from your hand” if you cast it as a spell from your hand." — found in the hand it was cast from there; found in the library it was not, and its caster loses (CR 601.2a)', () => {
    const fromHand = resolveStack(pick(found(pick(searcherEnters({ hand: ['Phage the Untouchable'], draft: notes(0, 'Phage the Untouchable') }), 'search your hand')), 'cast Phage the Untouchable'));
    expect(permanents(fromHand, 'Phage the Untouchable')).toHaveLength(1);
    expect(fromHand.players[0]!.inGame).toBe(true);
    const fromLibrary = resolveStack(pick(found(pick(searcherEnters({ library: ['Phage the Untouchable', 'Wastes'], draft: notes(0, 'Phage the Untouchable') }), 'search your library')), 'cast Phage the Untouchable'));
    expect(fromLibrary.players[0]!.inGame).toBe(false);
  });

  it('restrictions other than timing still apply: "You can\'t cast instant or sorcery spells" (Hymn of the Wilds) leaves nothing to cast', () => {
    const { state } = setup({ format: 'conspiracy', players: [{ hand: ['Aether Searcher', 'Divination'], battlefield: SEVEN_WASTES, command: ['Hymn of the Wilds'], draft: notes(0, 'Divination') }, {}, {}] });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    s = found(pick(s, 'search your hand'));
    // the choice to cast is asked all the same, offering only "don't cast" (CR 401.2, 402.3)
    expect(labels(s)).toEqual(["don't cast"]);
    s = pick(s, "don't cast");
    expect(names(s, 0, 'hand')).toContain('Divination');
  });
});

describe('Aether Searcher (CNS #53), additional costs of the card cast', () => {
  it('ruling: "If you cast a card “without paying its mana cost,” you can’t pay alternative costs such as overload costs. You can pay additional costs such as kicker costs. If the card has mandatory additional costs, you must pay those." (CR 118.9d, 601.2b) — Altar\'s Reap is cast only by sacrificing a creature', () => {
    let s = searcherEnters({ hand: ["Altar's Reap"], library: ['Wastes', 'Wastes', 'Wastes'], draft: notes(0, "Altar's Reap") }, { battlefield: ['Ogre Sentry'] });
    s = found(pick(s, 'search your hand'));
    // one way per creature of player 0 to sacrifice, and no way without the sacrifice (the opponent's Ogre Sentry is not player 0's)
    expect(labels(s)).toEqual([`cast Altar's Reap sacrificing Aether Searcher (#${permanent(s, 'Aether Searcher')})`, "don't cast"]);
    s = pick(s, "cast Altar's Reap sacrificing Aether Searcher");
    expect(permanents(s, 'Aether Searcher')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Aether Searcher']);
    const hand = names(s, 0, 'hand').length;
    s = resolveStack(s);
    expect(names(s, 0, 'hand').length).toBe(hand + 2);
  });

  it('ruling (the same): with no creature to sacrifice, a card with a mandatory additional cost can\'t be cast this way', () => {
    const { state } = setup({ players: [{ hand: ['Aether Searcher', 'Swords to Plowshares'], battlefield: [...SEVEN_WASTES, 'Plains'], library: ["Altar's Reap"], draft: notes(0, "Altar's Reap") }, {}] });
    // the trigger waits on the stack while player 0 exiles their own Searcher, their only creature
    let s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.kind === 'ability');
    const swords = s.players[0]!.hand.find((id) => s.objects[id]!.card === 'Swords to Plowshares')!;
    s = resolveStack(resolveTop(cast(s, 0, swords, [{ object: permanent(s, 'Aether Searcher') }])));
    s = found(pick(s, 'search your library'));
    // the choice to cast is asked all the same, offering only "don't cast" (CR 401.2, 402.3)
    expect(labels(s)).toEqual(["don't cast"]);
    s = pick(s, "don't cast");
    expect(names(s, 0, 'library')).toContain("Altar's Reap");
    expect(s.stack).toEqual([]);
  });

  it('ruling (the same): an optional additional cost may be paid — Skitter of Lizards\' multikicker, as many times as the mana allows (CR 702.33c)', () => {
    let s = searcherEnters({ hand: ['Skitter of Lizards'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], draft: notes(0, 'Skitter of Lizards') });
    s = found(pick(s, 'search your hand'));
    // five Mountains pay {1}{R} twice, not three times
    expect(labels(s)).toEqual(['cast Skitter of Lizards', 'cast Skitter of Lizards kicked 1 time', 'cast Skitter of Lizards kicked 2 times', "don't cast"]);
    s = pick(s, 'cast Skitter of Lizards kicked 2 times');
    expect(permanents(s, 'Mountain').filter((id) => s.objects[id]!.tapped)).toHaveLength(4);
    s = resolveStack(s);
    // "enters with a +1/+1 counter on it for each time it was kicked"
    expect(s.objects[permanent(s, 'Skitter of Lizards')]!.counters['+1/+1']).toBe(2);
  });

  it('CR 601.2g, 605.3a: as it asks the way to cast Skitter of Lizards, mana abilities may be activated for its multikicker (Treasonous Ogre\'s life), and the choice is asked again with the kicks that mana pays, in both settings', () => {
    for (const manaAbilities of ['actions', 'automatic'] as const) {
      const { state } = setup({ players: [{ hand: ['Aether Searcher', 'Skitter of Lizards'], battlefield: [...SEVEN_WASTES, 'Treasonous Ogre', 'Mountain'], draft: notes(0, 'Skitter of Lizards') }, {}], settings: { manaAbilities } });
      let s = found(pick(resolveStack(cast(state, 0, state.players[0]!.hand[0]!)), 'search your hand'));
      const kicks = (x: ReadonlyGameState): string[] => labels(x).filter((l) => l.includes('kicked'));
      const unkicked = kicks(s).length;
      const ogre = permanent(s, 'Treasonous Ogre');
      const ogres = legalActions(s).filter((a) => a.type === 'activate' && a.source === ogre);
      expect(ogres).toHaveLength(1);
      s = apply(s, ogres[0]!);
      expect(s.players[0]!.life).toBe(17);
      expect(chooser(s)).toBe(0);
      expect(kicks(s)).toHaveLength(unkicked + 1);
      s = pick(s, `cast Skitter of Lizards kicked ${unkicked + 1} time`);
      s = resolveStack(s);
      expect(s.objects[permanent(s, 'Skitter of Lizards')]!.counters['+1/+1']).toBe(unkicked + 1);
      expect(s.players[0]!.pool.R).toBe(0);
    }
  });

  it('CR 605.3b, 608.2g: a mana ability with other effects (Selvala, Explorer Returned\'s parley draws) activated as the way to cast Skitter of Lizards is asked leaves the resolution where it paused: one resolve event, the search not asked again', () => {
    const library = Array<string>(10).fill('Canal Dredger');
    const { state } = setup({ players: [{ hand: ['Aether Searcher', 'Skitter of Lizards'], library, battlefield: [...SEVEN_WASTES, 'Selvala, Explorer Returned', 'Mountain'], draft: notes(0, 'Skitter of Lizards') }, { library }] });
    let s = found(pick(resolveStack(cast(state, 0, state.players[0]!.hand[0]!)), 'search your hand'));
    const trigger = s.resolution!.object;
    expect(labels(s)).toEqual(['cast Skitter of Lizards', "don't cast"]);
    const selvala = legalActions(s).filter((a) => a.type === 'activate' && a.source === permanent(s, 'Selvala, Explorer Returned'));
    expect(selvala).toHaveLength(1);
    s = apply(s, selvala[0]!);
    // two nonland cards revealed: {G}{G} and 2 life, then each player draws
    expect(s.players[0]!.life).toBe(22);
    expect(s.players[1]!.hand).toHaveLength(1);
    expect(labels(s)).toEqual(['cast Skitter of Lizards', 'cast Skitter of Lizards kicked 1 time', "don't cast"]);
    s = resolveStack(pick(s, 'cast Skitter of Lizards kicked 1 time'));
    expect(s.objects[permanent(s, 'Skitter of Lizards')]!.counters['+1/+1']).toBe(1);
    expect(events(s, 'resolve').filter((e) => e.object === trigger)).toHaveLength(1);
  });

  it('Brago\'s Favor ruling: "The second ability can reduce alternative costs such as overload costs." — cast without paying its mana cost, Skitter of Lizards\' total cost (its kicks) is {1} less (CR 601.2f)', () => {
    const withFavor = (command: (string | { card: string; names: string[] })[]): ReadonlyGameState => {
      const { state } = setup({
        format: 'conspiracy',
        players: [{ hand: ['Aether Searcher', 'Skitter of Lizards'], battlefield: [...SEVEN_WASTES, 'Mountain', 'Mountain', 'Mountain'], command, draft: notes(0, 'Skitter of Lizards') }, {}, {}],
      });
      return found(pick(resolveStack(cast(state, 0, state.players[0]!.hand[0]!)), 'search your hand'));
    };
    // three Mountains pay {1}{R}{R}: kicked twice, {2}{R}{R}, less {1}
    let s = withFavor([{ card: "Brago's Favor", names: ['Skitter of Lizards'] }]);
    expect(labels(s)).toEqual(['cast Skitter of Lizards', 'cast Skitter of Lizards kicked 1 time', 'cast Skitter of Lizards kicked 2 times', "don't cast"]);
    s = resolveStack(pick(s, 'cast Skitter of Lizards kicked 2 times'));
    expect(s.objects[permanent(s, 'Skitter of Lizards')]!.counters['+1/+1']).toBe(2);
    expect(permanents(s, 'Mountain').filter((id) => s.objects[id]!.tapped)).toHaveLength(3);
    // without the Favor they pay one kick only
    expect(labels(withFavor([]))).toEqual(['cast Skitter of Lizards', 'cast Skitter of Lizards kicked 1 time', "don't cast"]);
  });
});
