import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, type Action } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { events, expectRefused, mark, pass, passUntil } from './helpers.js';

const LIBRARY = ['Island', 'Mountain', 'Forest'];

function cast(card: number, player: number, targets: ({ object: number } | { player: number })[] = []): Action {
  return { type: 'cast', player, card, targets, x: 0 };
}

describe('608 Resolving Spells and Abilities', () => {
  it('608.2b: a spell whose only target is gone when it resolves doesn\'t resolve and goes to the graveyard', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Murder', 'Flame Slash'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Mountain'] },
        { battlefield: ['token:beast-3-3'] },
      ],
      settings: { autoPass: 'never' },
    });
    const [murder, slash] = ids.hand[0]!;
    const beast = ids.battlefield[1]![0]!;
    // Flame Slash first (a sorcery, on an empty stack), then Murder in response, both on the beast
    let s = apply(state, cast(slash!, 0, [{ object: beast }]));
    s = apply(s, cast(murder!, 0, [{ object: beast }]));
    const [slashSpell, murderSpell] = s.stack;
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(s.battlefield).not.toContain(beast);
    expect(events(s, 'resolve').map((e) => e.object)).toEqual([murderSpell]);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b', object: slashSpell, card: 'Flame Slash' })]);
    expect(events(s, 'damage')).toEqual([]);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Murder', 'Flame Slash']);
  });

  it('608.2b: a target that left its zone is illegal; bounced in response, the wolf is a new object (CR 400.7)', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Flame Slash'], battlefield: ['Mountain'] }, { hand: ['Repulse'], battlefield: ['token:wolf-2-2', 'Island', 'Island', 'Island'], library: LIBRARY }],
      settings: { autoPass: 'never' },
    });
    const wolf = ids.battlefield[1]![0]!;
    let s = apply(state, cast(ids.hand[0]![0]!, 0, [{ object: wolf }]));
    s = pass(s);
    // player 1 bounces their own token in response: it leaves the battlefield and ceases to exist
    s = apply(s, cast(ids.hand[1]![0]!, 1, [{ object: wolf }]));
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(events(s, 'fizzle').map((e) => e.card)).toEqual(['Flame Slash']);
  });

  it('608.2b: a spell with some targets still legal resolves, but does nothing to the illegal ones', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Into the Void'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
        { hand: ['Murder'], battlefield: ['Wild Griffin', 'Child of Night', 'Swamp', 'Swamp', 'Swamp'] },
      ],
      settings: { autoPass: 'never' },
    });
    const [griffin, child] = ids.battlefield[1]!;
    let s = apply(state, cast(ids.hand[0]![0]!, 0, [{ object: griffin! }, { object: child! }]));
    s = pass(s);
    s = apply(s, cast(ids.hand[1]![0]!, 1, [{ object: child! }]));
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(events(s, 'fizzle')).toEqual([]);
    expect(s.players[1]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Wild Griffin']);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Child of Night', 'Murder']);
  });

  it('608.2c: a spell\'s instructions are followed in the order written', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Reviving Dose'], battlefield: ['Plains', 'Plains', 'Plains'], library: LIBRARY }, {}],
      settings: { autoPass: 'never' },
    });
    const from = mark(state);
    const s = passUntil(apply(state, cast(ids.hand[0]![0]!, 0)), (x) => x.stack.length === 0);
    const effects = events(s, undefined, from).filter((e) => e.type === 'gainLife' || e.type === 'draw').map((e) => e.type);
    expect(effects).toEqual(['gainLife', 'draw']);
    expect(s.players[0]!.life).toBe(23);
    expect(s.players[0]!.hand).toHaveLength(1);
  });

  it('608.2n: an instant or sorcery goes to its owner\'s graveyard as the last step of resolving', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'], library: LIBRARY }, {}],
      settings: { autoPass: 'never' },
    });
    const s = passUntil(apply(state, cast(ids.hand[0]![0]!, 0)), (x) => x.stack.length === 0);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Divination']);
    expect(events(s, 'zoneChange').filter((e) => e.from === 'stack')).toEqual([expect.objectContaining({ zone: 'graveyard', rule: '608.2n' })]);
  });

  it('608.2, 121.1: the log cites the rule for instants and sorceries as Divination resolves, and the rule of drawing a card for each card it draws', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'], library: LIBRARY }, {}],
      settings: { autoPass: 'never' },
    });
    const s = passUntil(apply(state, cast(ids.hand[0]![0]!, 0)), (x) => x.stack.length === 0);
    expect(events(s, 'resolve')).toEqual([expect.objectContaining({ card: 'Divination', rule: '608.2' })]);
    expect(events(s, 'draw').map((e) => [e.player, e.rule])).toEqual([[0, '121.1'], [0, '121.1']]);
  });

  it('608.2c: the log cites following the instructions as Repulse returns a creature to its owner\'s hand and Reito Lantern puts a card on the bottom of a library', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Repulse'], battlefield: ['Island', 'Island', 'Island', 'Reito Lantern', 'Swamp', 'Swamp', 'Swamp'], library: LIBRARY }, { battlefield: ['Wild Griffin'], graveyard: ['Forest'] }],
      settings: { autoPass: 'never' },
    });
    const griffin = ids.battlefield[1]![0]!;
    let s = passUntil(apply(state, cast(ids.hand[0]![0]!, 0, [{ object: griffin }])), (x) => x.stack.length === 0);
    expect(events(s, 'zoneChange').filter((e) => e.from === 'battlefield')).toEqual([expect.objectContaining({ zone: 'hand', rule: '608.2c' })]);
    const lantern = ids.battlefield[0]![3]!;
    const from = mark(s);
    s = apply(s, { type: 'activate', player: 0, source: lantern, ability: 0, targets: [{ object: s.players[1]!.graveyard[0]! }], x: 0 });
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(events(s, 'zoneChange', from).filter((e) => e.from === 'graveyard')).toEqual([expect.objectContaining({ zone: 'library', rule: '608.2c' })]);
  });

  it('608.3: a permanent spell resolves by entering the battlefield under its controller\'s control', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Wild Griffin'], battlefield: ['Plains', 'Plains', 'Plains'] }, {}],
      settings: { autoPass: 'never' },
    });
    const s = passUntil(apply(state, cast(ids.hand[0]![0]!, 0)), (x) => x.stack.length === 0);
    const griffin = s.battlefield.find((id) => s.objects[id]!.card === 'Wild Griffin')!;
    expect(s.objects[griffin]).toMatchObject({ controller: 0, sick: true });
    expect(characteristics(s, griffin).keywords).toContain('flying');
    expect(events(s, 'zoneChange').filter((e) => e.from === 'stack')).toEqual([expect.objectContaining({ zone: 'battlefield', rule: '608.3' })]);
    // the resolution itself is of a permanent spell: the log cites 608.3, not 608.2 (instants, sorceries, abilities)
    expect(events(s, 'resolve')).toEqual([expect.objectContaining({ card: 'Wild Griffin', rule: '608.3' })]);
  });

  it('608.2d: a choice made while resolving stops the resolution until the player answers', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Plains', 'Swamp'], battlefield: ['Merfolk Looter'], library: ['Forest', 'Island'] }, {}],
      settings: { autoPass: 'never' },
    });
    const looter = ids.battlefield[0]![0]!;
    let s = apply(state, { type: 'activate', player: 0, source: looter, ability: 0, targets: [], x: 0 });
    s = pass(pass(s));
    // drew the Forest; now asked which card to discard
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'discard', min: 1, max: 1 } });
    expect(s.players[0]!.hand).toHaveLength(3);
    expect(s.stack).toHaveLength(1);
    expect(legalActions(s)).toEqual([0, 1, 2].map((i) => ({ type: 'choose', player: 0, choice: [i] })));
    expectRefused(s, { type: 'choose', player: 0, choice: [0, 1] }, 'illegal');
    expectRefused(s, { type: 'pass', player: 0 }, 'notYourDecision');
    const d = s.decision;
    const options = d?.kind === 'choose' ? d.choice.options : [];
    const asked = s;
    const swampAt = options.findIndex((o) => 'object' in o && asked.objects[o.object]!.card === 'Swamp');
    s = apply(s, { type: 'choose', player: 0, choice: [swampAt] });
    expect(s.stack).toEqual([]);
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card).sort()).toEqual(['Forest', 'Plains']);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Swamp']);
    // CR 117.3b: the active player receives priority after it resolved
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('608.3b: an Aura spell whose target is gone doesn\'t resolve and goes to the graveyard, the log citing the rule for permanent spells', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Elephant Guide', 'Murder'], battlefield: ['Forest', 'Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp', 'Brushstrider'] },
        { library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const [guide, murder] = ids.hand[0]!;
    const brushstrider = ids.battlefield[0]![6]!;
    let s = apply(state, cast(guide!, 0, [{ object: brushstrider }]));
    s = apply(s, cast(murder!, 0, [{ object: brushstrider }]));
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.3b', card: 'Elephant Guide' })]);
    expect(events(s, 'zoneChange').filter((e) => e.card === 'Elephant Guide').map((e) => [e.zone, e.rule])).toEqual([['stack', '601.2a'], ['graveyard', '608.3b']]);
  });
});

