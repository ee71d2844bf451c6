import { describe, expect, it } from 'vitest';
import { apply, botInput, heuristicBot, legalActions, view, type ObjectId, type ReadonlyGameState } from '../../../src/index.js';
import { seedRng } from '../../../src/state/rng.js';
import {
  activate, attack, block, canBlock, cast, choose, castAndResolve, castable, expectRefused, keywords, life, names, passToStep, passUntil, permanent,
  nextTurn, passToPlayer, permanents, pt, putTrigger, resolveStack, resolveTop, setup, toBlockers, events,
} from '../helpers.js';
import { editState } from '../../../src/testing/index.js';

describe('Affa Guard Hound', () => {
  it('Flash: it can be cast in an opponent\'s turn', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Affa Guard Hound', 'Wild Griffin'] }, {}],
    });
    const s = passUntil(state, (x) => x.decision?.player === 0);
    expect(castable(s, 0, ids.hand[0]![1]!)).toBe(false);
    const after = resolveStack(cast(s, 0, ids.hand[0]![0]!));
    expect(permanents(after, 'Affa Guard Hound')).toHaveLength(1);
  });

  it('When it enters, target creature gets +0/+3 until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Bronze Sable'], hand: ['Affa Guard Hound'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = resolveStack(putTrigger(s, [{ object: sable }]));
    expect(pt(s, sable)).toEqual([2, 4]);
    expect(pt(s, permanent(s, 'Affa Guard Hound'))).toEqual([2, 2]);
    s = nextTurn(s);
    expect(pt(s, sable)).toEqual([2, 1]);
  });

  it('with no other creature, the Hound targets itself', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Affa Guard Hound'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(pt(s, permanent(s, 'Affa Guard Hound'))).toEqual([2, 5]);
  });
});

describe('Disenchant', () => {
  it('Destroy target artifact or enchantment', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Disenchant', 'Disenchant'] }, { battlefield: ['Bronze Sable', 'Phyrexian Arena'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Phyrexian Arena') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable', 'Phyrexian Arena']);
  });

  it('a creature that is neither is not a legal target', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains'], hand: ['Disenchant'] }, { battlefield: ['Wild Griffin'] }] });
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: permanent(state, 'Wild Griffin') }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Doomed Traveler', () => {
  it('When it dies, its controller creates a 1/1 white Spirit creature token with flying', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Doomed Traveler'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Doomed Traveler') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Doomed Traveler']);
    const spirit = permanent(s, 'token:spirit-1-1-flying');
    expect(s.objects[spirit]!.controller).toBe(1);
    expect(pt(s, spirit)).toEqual([1, 1]);
    expect(keywords(s, spirit)).toEqual(['flying']);
  });
});

describe('Kill Shot', () => {
  it('Destroy target attacking creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Kill Shot'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = attack(state, [[sable, 1]]);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: sable }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
  });

  it('a creature that is not attacking is not a legal target', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Kill Shot'] }] });
    expect(castable(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Bronze Sable') }])).toBe(false);
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
  });
});

describe('Raise the Alarm', () => {
  it('Create two 1/1 white Soldier creature tokens', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains'], hand: ['Raise the Alarm'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const soldiers = permanents(s, 'token:soldier-1-1');
    expect(soldiers).toHaveLength(2);
    for (const id of soldiers) {
      expect(pt(s, id)).toEqual([1, 1]);
      expect(s.objects[id]!.controller).toBe(0);
    }
  });
});

describe('Reviving Dose', () => {
  it('You gain 3 life. Draw a card.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Reviving Dose'], library: ['Wild Griffin'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(life(s, 0)).toBe(23);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
  });
});

describe('Wild Griffin', () => {
  it('Flying: it can\'t be blocked except by creatures with flying or reach', () => {
    const { state } = setup({ players: [{ battlefield: ['Wild Griffin'] }, { battlefield: ['Bronze Sable', 'Birds of Paradise'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    const s = passUntil(attack(state, [[griffin, 1]]), (x) => x.decision?.kind === 'declareBlockers');
    expect(canBlock(s, permanent(s, 'Bronze Sable'), griffin)).toBe(false);
    expect(canBlock(s, permanent(s, 'Birds of Paradise'), griffin)).toBe(true);
    const done = passToStep(block(s, []), 'endCombat');
    expect(life(done, 1)).toBe(18);
  });
});

describe('Windborne Charge', () => {
  it('Two target creatures you control each get +2/+2 and gain flying until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Bronze Sable', 'Doomed Traveler'], hand: ['Windborne Charge'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    const traveler = permanent(state, 'Doomed Traveler');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }, { object: traveler }]);
    expect(pt(s, sable)).toEqual([4, 3]);
    expect(pt(s, traveler)).toEqual([3, 3]);
    expect(keywords(s, sable)).toContain('flying');
    expect(keywords(s, traveler)).toContain('flying');
    s = nextTurn(s);
    expect(pt(s, sable)).toEqual([2, 1]);
    expect(keywords(s, sable)).not.toContain('flying');
  });

  it('ruling: you must target two creatures you control; with just one you can\'t cast it', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Bronze Sable'], hand: ['Windborne Charge'] }, { battlefield: ['Wild Griffin'] }] });
    const sable = permanent(state, 'Bronze Sable');
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 0 }, 'badTarget', '601.2c');
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }, { object: sable }], x: 0 }, 'badTarget', '601.2c');
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }, { object: permanent(state, 'Wild Griffin') }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Zealous Strike', () => {
  it('Target creature gets +2/+2 and gains first strike until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Doomed Traveler'], hand: ['Zealous Strike'] }, {}] });
    const traveler = permanent(state, 'Doomed Traveler');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: traveler }]);
    expect(pt(s, traveler)).toEqual([3, 3]);
    expect(keywords(s, traveler)).toEqual(['first strike']);
    s = nextTurn(s);
    expect(pt(s, traveler)).toEqual([1, 1]);
    expect(keywords(s, traveler)).toEqual([]);
  });

  it('first strike: the pumped creature kills a 2/1 blocker before it strikes back', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Doomed Traveler'], hand: ['Zealous Strike'] }, { battlefield: ['Bronze Sable'] }] });
    const traveler = permanent(state, 'Doomed Traveler');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: traveler }]);
    s = block(attack(s, [[traveler, 1]]), [[permanent(s, 'Bronze Sable'), traveler]]);
    s = passToStep(s, 'endCombat');
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.objects[traveler]!.damage).toBe(0);
  });
});

describe('Recruiter of the Guard', () => {
  const players = () => [
    { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Recruiter of the Guard'], library: ['Sphinx of Magosi', 'Murder', 'Wild Griffin', 'Bronze Sable'] },
    {},
  ];

  it('When it enters, you may search your library for a creature card with toughness 2 or less, reveal it, put it into your hand, then shuffle', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [0]);
    const options = (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
    expect([...options].sort()).toEqual(['Bronze Sable', 'Wild Griffin']);
    s = choose(s, [options.indexOf('Wild Griffin')]);
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
    expect(names(s, 0, 'library').sort()).toEqual(['Bronze Sable', 'Murder', 'Sphinx of Magosi']);
    const reveal = view(s, 1).log.filter((e) => e.type === 'reveal' && e.card === 'Wild Griffin');
    expect(reveal).toHaveLength(1);
  });

  it('the search is optional: declining leaves the library as it was', () => {
    const { state, ids } = setup({ players: players() });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [1]);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Sphinx of Magosi', 'Murder', 'Wild Griffin', 'Bronze Sable']);
  });

  it('"toughness 2 or less": a creature card with toughness 3 (Omenspeaker, 1/3) can\'t be found, one with toughness 1 can', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Recruiter of the Guard'], library: ['Omenspeaker', 'Doomed Traveler'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [0]);
    const options = (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
    expect(options).toEqual(['Doomed Traveler']);
  });
});

describe('Gleam of Resistance', () => {
  it('Creatures you control get +1/+2 until end of turn. Untap those creatures.', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', { card: 'Bronze Sable', tapped: true }, 'Wild Griffin'], hand: ['Gleam of Resistance'] },
        { battlefield: [{ card: 'Ogre Sentry', tapped: true }] },
      ],
    });
    const [sable, griffin, ogre] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin'), permanent(state, 'Ogre Sentry')];
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect([pt(s, sable), pt(s, griffin), pt(s, ogre)]).toEqual([[3, 3], [3, 4], [3, 3]]);
    expect(s.objects[sable]!.tapped).toBe(false);
    expect(s.objects[ogre]!.tapped).toBe(true);
    s = nextTurn(s);
    expect(pt(s, sable)).toEqual([2, 1]);
  });

  it('Basic landcycling {1}{W}', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains'], hand: ['Gleam of Resistance'], library: ['Wild Griffin', 'Plains'] }, {}] });
    let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
    expect(names(s, 0, 'graveyard')).toEqual(['Gleam of Resistance']);
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Plains']);
  });
});

/**
 * Player 0's `attacker` attacks player 1 and is blocked by player 1's Ogre Sentry; player 1 flashes
 * in Hollowhenge Spirit and removes the Ogre Sentry from combat with its trigger.
 */
function blockerRemovedByHollowhenge(attacker: string): { s: ReadonlyGameState; attacker: ObjectId; ogre: ObjectId } {
  const { state, ids } = setup({ players: [{ battlefield: [attacker] }, { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Ogre Sentry'], hand: ['Hollowhenge Spirit'] }] });
  const id = permanent(state, attacker);
  const ogre = permanent(state, 'Ogre Sentry');
  let s = block(attack(state, [[id, 1]]), [[ogre, id]]);
  s = passToPlayer(s, 1);
  s = resolveStack(cast(s, 1, ids.hand[1]![0]!));
  return { s: resolveStack(putTrigger(s, [{ object: ogre }])), attacker: id, ogre };
}

describe('Hollowhenge Spirit', () => {
  it('Flash, flying; when it enters, remove target attacking creature from combat: it deals no combat damage', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Hexplate Golem'] }, { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Hollowhenge Spirit'] }] });
    const golem = permanent(state, 'Hexplate Golem');
    let s = passToPlayer(attack(state, [[golem, 1]]), 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!));
    expect(keywords(s, permanent(s, 'Hollowhenge Spirit'))).toEqual(['flash', 'flying']);
    expect(s.combat?.attackers).toEqual([]);
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(20);
    // ruling: removing an attacking creature from combat doesn't untap that creature
    expect(s.objects[golem]!.tapped).toBe(true);
  });

  it('ruling: "If there are multiple combat phases in a turn, a creature that’s been removed from combat can still attack or block in future combat phases that turn."', () => {
    // Scourge of the Throne gives player 0 a second combat phase and untaps its attackers
    const { state, ids } = setup({ players: [{ battlefield: ['Scourge of the Throne', 'Bronze Sable'] }, { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Ogre Sentry'], hand: ['Hollowhenge Spirit'] }] });
    const scourge = permanent(state, 'Scourge of the Throne');
    const sable = permanent(state, 'Bronze Sable');
    const ogre = permanent(state, 'Ogre Sentry');
    let s = attack(state, [[scourge, 1], [sable, 1]]);
    while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
    s = resolveStack(s);
    expect(s.turn.additionalCombats).toBe(1);
    s = block(s, [[ogre, sable]]);
    s = passToPlayer(s, 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!));
    s = resolveStack(putTrigger(s, [{ object: sable }]));
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([scourge]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(s.turn.additionalCombats).toBe(0);
    // the second combat: the Sable removed from the first attacks again, and the Ogre Sentry blocks it again
    s = attack(s, [[sable, 1]]);
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable]);
    s = block(s, [[ogre, sable]]);
    expect(s.combat?.blockers.map((b) => b.id)).toEqual([ogre]);
  });

  it("ruling: removing a blocking creature from combat doesn't cause the creature it was blocking to become unblocked", () => {
    const { s: removed, attacker: sable, ogre } = blockerRemovedByHollowhenge('Bronze Sable');
    let s = removed;
    expect(s.combat?.blockers).toEqual([]);
    expect(s.combat?.attackers[0]).toMatchObject({ id: sable, blocked: true, blockers: [] });
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(20);
    expect(s.objects[ogre]!.damage).toBe(0);
    expect(permanents(s, 'Bronze Sable')).toEqual([sable]);
  });

  it('ruling: "If no other creatures are blocking that attacking creature, it won\'t assign combat damage (unless it has trample)." — CR 702.19d: a trampler whose only blocker was removed assigns all its damage to the player', () => {
    const { s: removed, attacker: cyclops, ogre } = blockerRemovedByHollowhenge('Ill-Tempered Cyclops');
    let s = removed;
    expect(s.combat?.attackers[0]).toMatchObject({ id: cyclops, blocked: true, blockers: [] });
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(17);
    expect(s.objects[ogre]!.damage).toBe(0);
  });

  it('a creature that is not attacking or blocking is not a legal target', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wild Griffin'] }, { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Ogre Sentry'], hand: ['Hollowhenge Spirit'] }] });
    let s = passToPlayer(attack(state, [[permanent(state, 'Bronze Sable'), 1], [permanent(state, 'Wild Griffin'), 1]]), 1);
    s = resolveTop(cast(s, 1, ids.hand[1]![0]!));
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    expectRefused(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: permanent(s, 'Ogre Sentry') }] }, 'badTarget');
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Wild Griffin') }]));
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([permanent(s, 'Bronze Sable')]);
  });
});

describe('Gods Willing', () => {
  function board(library: string[] = ['Bronze Sable', 'Pillarfield Ox']) {
    return setup({
      players: [{ battlefield: ['Plains', 'Swamp', 'Swamp', 'Swamp', 'Wild Griffin'], hand: ['Gods Willing', 'Murder'], library }, { battlefield: ['Bronze Sable'] }],
    });
  }

  it('"Target creature you control gains protection from the color of your choice until end of turn. Scry 1."', () => {
    const { state, ids } = board();
    const griffin = permanent(state, 'Wild Griffin');
    expect(castable(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }])).toBe(false);
    let s = resolveTop(cast(state, 0, ids.hand[0]![0]!, [{ object: griffin }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'color', rule: '702.16a' } });
    // ruling: "You choose the color as Gods Willing resolves. Once the color is chosen, it’s too late for
    // players to respond." — the choice is made inside the resolution, and the protection is there
    // before anyone could get priority
    expect(s.resolution).not.toBeNull();
    expect(legalActions(s).every((a) => a.type === 'choose' || a.type === 'concede')).toBe(true);
    s = choose(s, [3]);
    // ruling: "You perform the actions stated on a card in sequence. For some spells and abilities, that means
    // you’ll scry last. For others, that means you’ll scry and then perform other actions." — the protection is
    // there before the scry is asked for
    expect(keywords(s, griffin)).toEqual(['flying', 'protection from red']);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'scryBottom' } });
    s = choose(s, [0]);
    expect(names(s, 0, 'library')).toEqual(['Pillarfield Ox', 'Bronze Sable']);
    s = nextTurn(s);
    expect(keywords(s, griffin)).toEqual(['flying']);
  });

  it('ruling: "You can’t choose “artifact” or “colorless” as Gods Willing asks you to choose a color because those are not colors." (CR 105.1, 105.2c): the choice is among the five colors', () => {
    const { state, ids } = board();
    const s = resolveTop(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]));
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.options : null).toEqual(
      ['white', 'blue', 'black', 'red', 'green'].map((c) => ({ label: `protection from ${c}` })),
    );
    expect(legalActions(s).filter((a) => a.type === 'choose')).toHaveLength(5);
  });

  it('ruling: "If the target creature becomes an illegal target while Gods Willing is resolving (… protection from white), you do scry 1."', () => {
    const { state, ids } = board();
    const griffin = permanent(state, 'Wild Griffin');
    let s = choose(resolveTop(cast(state, 0, ids.hand[0]![0]!, [{ object: griffin }])), [0]);
    expect(keywords(s, griffin)).toContain('protection from white');
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'scryBottom' } });
    s = choose(s, []);
    expect(names(s, 0, 'library')).toEqual(['Bronze Sable', 'Pillarfield Ox']);
    expect(names(s, 0, 'graveyard')).toEqual(['Gods Willing']);
  });

  it('ruling: "If the target creature is an illegal target by the time Gods Willing tries to resolve, the spell doesn\'t resolve. You won\'t scry 1."', () => {
    const { state, ids } = board();
    const griffin = permanent(state, 'Wild Griffin');
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: griffin }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: griffin }]));
    expect(s.decision?.kind).toBe('priority');
    expect(names(s, 0, 'graveyard')).toEqual(['Wild Griffin', 'Murder', 'Gods Willing']);
    expect(names(s, 0, 'library')).toEqual(['Bronze Sable', 'Pillarfield Ox']);
  });

  it('"(It can\'t be … enchanted … by anything of that color.)": an Aura of the chosen color attached to it is put into its owner\'s graveyard (CR 702.16c, 704.5m)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Forest', 'Forest', 'Forest', 'Wild Griffin'], hand: ['Elephant Guide', 'Gods Willing'] }, {}] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: griffin }]);
    expect(pt(s, griffin)).toEqual([5, 5]);
    s = choose(resolveTop(cast(s, 0, ids.hand[0]![1]!, [{ object: griffin }])), [4]);
    s = resolveStack(choose(s, []));
    expect(names(s, 0, 'graveyard')).toEqual(['Gods Willing', 'Elephant Guide']);
    expect(pt(s, griffin)).toEqual([2, 2]);
  });
});

describe('Guardian of the Gateless', () => {
  it('Flying; "can block any number of creatures"; "Whenever it blocks, it gets +1/+1 until end of turn for each creature it\'s blocking."', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Guardian of the Gateless'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Wild Griffin'] }] });
    const guardian = permanent(state, 'Guardian of the Gateless');
    expect(keywords(state, guardian)).toEqual(['flying']);
    const attackers = [...permanents(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    let s = block(attack(state, attackers.map((a) => [a, 0] as [number, number])), attackers.map((a) => [guardian, a] as [number, number]));
    expect(s.combat!.blockers).toEqual([expect.objectContaining({ id: guardian, blocking: attackers })]);
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    expect(pt(s, guardian)).toEqual([6, 6]);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = passToStep(apply(s, { type: 'assignDamage', player: 0, attacker: guardian, amounts: [2, 2, 2] }), 'endCombat');
    expect(life(s, 0)).toBe(20);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable', 'Bronze Sable', 'Wild Griffin']);
  });

  it('ruling: "triggers only once when it\'s declared as a blocker no matter how many creatures it\'s blocking"; blocking one gives +1/+1', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Guardian of the Gateless'] }, { battlefield: ['Bronze Sable', 'Bronze Sable'] }] });
    const guardian = permanent(state, 'Guardian of the Gateless');
    const [a, b] = permanents(state, 'Bronze Sable');
    let s = block(attack(state, [[a!, 0], [b!, 0]]), [[guardian, a!]]);
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    expect(pt(s, guardian)).toEqual([4, 4]);
  });

  it('506.4: a creature it blocked that left the battlefield before the ability resolves is no longer one it is blocking', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Guardian of the Gateless', 'Plains', 'Plains', 'Plains'], hand: ['Kill Shot'] }, { battlefield: ['Bronze Sable', 'Bronze Sable'] }],
    });
    const guardian = permanent(state, 'Guardian of the Gateless');
    const [a, b] = permanents(state, 'Bronze Sable');
    let s = block(attack(state, [[a!, 0], [b!, 0]]), [[guardian, a!], [guardian, b!]]);
    expect(s.stack).toHaveLength(1);
    s = passUntil(s, (x) => x.decision?.player === 0);
    // in response, Kill Shot destroys one of the two Sables
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: a! }]));
    expect(permanents(s, 'Bronze Sable')).toEqual([b!]);
    s = resolveTop(s);
    expect(pt(s, guardian)).toEqual([4, 4]);
  });
});

describe('Hundred-Handed One', () => {
  const SIX_PLAINS = Array<string>(6).fill('Plains');

  it('Vigilance; "{3}{W}{W}{W}: Monstrosity 3."', () => {
    const { state } = setup({ players: [{ battlefield: ['Hundred-Handed One', ...SIX_PLAINS] }, {}] });
    const one = permanent(state, 'Hundred-Handed One');
    expect(keywords(state, one)).toEqual(['vigilance']);
    const s = resolveStack(activate(state, 0, one, 0));
    expect(pt(s, one)).toEqual([6, 8]);
    expect(s.objects[one]!.monstrous).toBe(true);
  });

  it('ruling: "Once a creature becomes monstrous, it can\'t become monstrous again. If the creature is already monstrous when the monstrosity ability resolves, nothing happens." (CR 701.37a)', () => {
    const { state } = setup({ players: [{ battlefield: ['Hundred-Handed One', ...SIX_PLAINS, ...SIX_PLAINS] }, {}] });
    const one = permanent(state, 'Hundred-Handed One');
    // both activations on the stack at once: the first to resolve makes it monstrous, the second does nothing
    const s = resolveStack(activate(activate(state, 0, one, 0), 0, one, 0));
    expect(pt(s, one)).toEqual([6, 8]);
    expect(s.objects[one]!.counters['+1/+1']).toBe(3);
    expect(events(s, 'monstrous')).toHaveLength(1);
  });

  it('"As long as Hundred-Handed One is monstrous, it has reach and can block an additional ninety-nine creatures each combat."', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Hundred-Handed One', ...SIX_PLAINS] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Wild Griffin'] }] });
    const one = permanent(state, 'Hundred-Handed One');
    const attackers = [...permanents(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    let before = toBlockers(attack(state, attackers.map((a) => [a, 0] as [number, number])));
    expect(canBlock(before, one, attackers[2]!)).toBe(false);
    before = apply(before, { type: 'declareBlocker', player: 0, blocker: one, attacker: attackers[0]! });
    expect(canBlock(before, one, attackers[1]!)).toBe(false);

    let s = passToPlayer(state, 0);
    s = resolveStack(activate(s, 0, one, 0));
    expect(keywords(s, one)).toEqual(['vigilance', 'reach']);
    s = block(attack(s, attackers.map((a) => [a, 0] as [number, number])), attackers.map((a) => [one, a] as [number, number]));
    expect(s.combat!.blockers).toEqual([expect.objectContaining({ id: one, blocking: attackers })]);
  });

  it('"an additional ninety-nine creatures": monstrous, it blocks one hundred attackers, not a hundred and one (CR 509.1b)', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Hundred-Handed One', ...SIX_PLAINS] }, { battlefield: Array<string>(101).fill('Doomed Traveler') }] });
    const one = permanent(state, 'Hundred-Handed One');
    const attackers = permanents(state, 'Doomed Traveler');
    let s = resolveStack(activate(passToPlayer(state, 0), 0, one, 0));
    s = toBlockers(attack(s, attackers.map((a) => [a, 0] as [number, number])));
    for (const a of attackers.slice(0, 100)) s = apply(s, { type: 'declareBlocker', player: 0, blocker: one, attacker: a });
    expect(canBlock(s, one, attackers[100]!)).toBe(false);
    s = apply(s, { type: 'confirmBlockers', player: 0 });
    expect(s.combat!.blockers).toEqual([expect.objectContaining({ id: one, blocking: attackers.slice(0, 100) })]);
  });

  it("CR 701.37b: monstrous is no copiable value: Dack's Duplicate copying a monstrous Hundred-Handed One is not monstrous (no reach, no counters) and may become monstrous itself", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Hundred-Handed One', ...SIX_PLAINS, ...SIX_PLAINS, 'Island', 'Island', 'Mountain', 'Mountain'], hand: ["Dack's Duplicate"] }, {}] });
    const one = permanent(state, 'Hundred-Handed One');
    let s = resolveStack(activate(state, 0, one, 0));
    s = passUntil(cast(s, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    const options = (s.decision as { choice: { options: readonly ({ object: number } | { label: string })[] } }).choice.options;
    s = resolveStack(choose(s, [options.findIndex((o) => 'object' in o && o.object === one)]));
    const duplicate = permanent(s, "Dack's Duplicate");
    expect(s.objects[duplicate]!.monstrous).toBeFalsy();
    expect(s.objects[duplicate]!.counters).toEqual({});
    expect(pt(s, duplicate)).toEqual([3, 5]);
    expect(keywords(s, duplicate)).toEqual(['vigilance', 'haste', 'dethrone']);
    s = resolveStack(activate(s, 0, duplicate, 0));
    expect(s.objects[duplicate]!.monstrous).toBe(true);
    expect(pt(s, duplicate)).toEqual([6, 8]);
    expect(keywords(s, duplicate)).toContain('reach');
  });
});

describe('Hallowed Burial', () => {
  it('"Put all creatures on the bottom of their owners\' libraries."; ruling: "Each player chooses the relative order of the cards they are putting on the bottom of their library, regardless of who controlled them"', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Wild Griffin', 'Phyrexian Arena'], hand: ['Hallowed Burial'], library: ['Swamp'] },
        { battlefield: ['Bronze Sable', 'Lizard Warrior', { card: 'Pelakka Wurm', controller: 0 }, 'token:soldier-1-1'], library: ['Forest'] },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    // player 0 owns one creature card: nothing to order; player 1 orders three
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'bottomOrder', rule: '401.4' } });
    const d = s.decision;
    expect(d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : null).toEqual(['Bronze Sable', 'Lizard Warrior', 'Pelakka Wurm']);
    s = choose(s, [2]);
    s = resolveStack(choose(s, [1]));
    expect(s.battlefield.filter((id) => s.objects[id]!.card !== 'Plains').map((id) => s.objects[id]!.card)).toEqual(['Phyrexian Arena']);
    expect(names(s, 0, 'library')).toEqual(['Swamp', 'Wild Griffin']);
    expect(names(s, 1, 'library')).toEqual(['Forest', 'Pelakka Wurm', 'Lizard Warrior', 'Bronze Sable']);
    expect(names(s, 1, 'graveyard')).toEqual([]);
    // ruling: "All creatures leave the battlefield simultaneously. They’re not destroyed; they’re just put
    // on the bottom of their owners’ libraries. This includes token creatures, though they’ll cease to
    // exist as soon as they get there."
    expect(permanents(s, 'token:soldier-1-1')).toEqual([]);
    expect(s.objects.some((o) => o.card === 'token:soldier-1-1' && o.zone === 'library' && o.movedTo === null)).toBe(false);
    // not destroyed, so nothing died: Pelakka Wurm's "when it dies, draw a card" did not trigger
    expect(events(s, 'draw').filter((e) => e.player === 0)).toEqual([]);
    expect(s.players[0]!.hand).toEqual([]);
  });
});

describe("Faith's Reward", () => {
  it('"Return to the battlefield all permanent cards in your graveyard that were put there from the battlefield this turn."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp', 'Bronze Sable', 'Wild Griffin'], hand: ['Infest', "Faith's Reward"], graveyard: ['Child of Night'] },
        { battlefield: ['Doomed Traveler'] },
      ],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(names(s, 0, 'graveyard')).toEqual(['Child of Night', 'Infest', 'Bronze Sable', 'Wild Griffin']);
    s = resolveStack(s);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(permanents(s, 'Wild Griffin')).toHaveLength(1);
    // ruling: cards put into the graveyard from anywhere else (the resolved Infest, a card already there) stay
    expect(names(s, 0, 'graveyard')).toEqual(['Child of Night', 'Infest', "Faith's Reward"]);
    expect(names(s, 1, 'graveyard')).toEqual(['Doomed Traveler']);
  });

  it('ruling: "Permanent spells that were countered earlier in the turn never entered the battlefield, so they won\'t return to the battlefield because of Faith\'s Reward."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Wild Griffin', "Faith's Reward"] },
        { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Dismiss'], library: ['Island'] },
      ],
    });
    const [griffin, reward] = ids.hand[0]!;
    let s = cast(state, 0, griffin!);
    const spell = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: spell }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Wild Griffin']);
    s = castAndResolve(s, 0, reward!);
    expect(permanents(s, 'Wild Griffin')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Wild Griffin', "Faith's Reward"]);
  });

  it('only this turn: a permanent card that died in an earlier turn stays', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], hand: ['Murder', "Faith's Reward"] }, {}] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = nextTurn(nextTurn(s));
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
  });

  it('ruling: "You choose what an Aura card put onto the battlefield this way will enchant. You can\'t choose any permanent cards entering the battlefield at the same time."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Forest', 'Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], hand: ['Elephant Guide', 'Murder', "Faith's Reward"] },
        { battlefield: ['Pillarfield Ox'] },
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = resolveStack(castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: sable }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable', 'Murder', 'Elephant Guide']);
    s = resolveStack(cast(s, 0, ids.hand[0]![2]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'enchant', rule: '303.4f' } });
    const d = s.decision;
    // the Ox and the Elephant token the Guide made when the Sable died; not the Sable entering with it
    expect(d?.kind === 'choose' ? d.choice.options : null).toEqual([{ object: permanent(s, 'Pillarfield Ox') }, { object: permanent(s, 'token:elephant-3-3') }]);
    s = resolveStack(choose(s, [0]));
    const guide = permanent(s, 'Elephant Guide');
    expect(s.objects[guide]!.attachedTo).toEqual({ object: permanent(s, 'Pillarfield Ox') });
    expect(s.objects[guide]!.controller).toBe(0);
    expect(pt(s, permanent(s, 'Pillarfield Ox'))).toEqual([5, 7]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('ruling: "If there\'s nothing legal for the Aura to enchant, it stays in the graveyard." (CR 303.4g): a Pariah whose creature died with it, and no other creature, never enters', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...Array<string>(7).fill('Plains'), 'Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], hand: ['Pariah', 'Murder', "Faith's Reward"] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: sable }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable', 'Murder', 'Pariah']);
    const pariahCard = s.players[0]!.graveyard.find((id) => s.objects[id]!.card === 'Pariah')!;
    s = castAndResolve(s, 0, ids.hand[0]![2]!);
    // the Sable returns; the Pariah could enchant only the Sable, entering with it, so it stays where it is
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(permanents(s, 'Pariah')).toEqual([]);
    expect(s.players[0]!.graveyard).toContain(pariahCard);
    expect(events(s, 'zoneChange').filter((e) => e.card === 'Pariah' && e.zone === 'battlefield')).toHaveLength(1);
  });
});

describe('Spirit of the Hearth', () => {
  it('Flying; "You have hexproof. (You can\'t be the target of spells or abilities your opponents control.)"', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Spirit of the Hearth', 'Bronze Sable', 'Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }, { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }, {}],
    });
    const spirit = permanent(state, 'Spirit of the Hearth');
    expect(keywords(state, spirit)).toEqual(['flying']);
    const volley = ids.hand[1]![0]!;
    expectRefused(state, { type: 'cast', player: 1, card: volley, targets: [{ player: 0 }], x: 0 }, 'badTarget', '601.2c');
    const targets = legalActions(state).filter((a) => a.type === 'cast' && a.card === volley).map((a) => (a as { targets: unknown[] }).targets[0]);
    expect(targets).not.toContainEqual({ player: 0 });
    expect(targets).toContainEqual({ player: 2 });
    expect(targets).toContainEqual({ object: permanent(state, 'Bronze Sable') });
    // its controller can still target themselves
    const mine = passToPlayer(state, 0);
    expect(castable(mine, 0, ids.hand[0]![0]!, [{ player: 0 }])).toBe(true);
  });

  it('once it leaves the battlefield, you can be targeted again', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Spirit of the Hearth'] }, { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder', 'Brimstone Volley'] }],
    });
    const s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Spirit of the Hearth') }]);
    const t = castAndResolve(s, 1, ids.hand[1]![1]!, [{ player: 0 }]);
    // 5 damage: a creature died this turn (morbid)
    expect(life(t, 0)).toBe(15);
  });
});

describe('Ghostly Prison', () => {
  it('"Creatures can\'t attack you unless their controller pays {2} for each creature they control that\'s attacking you."', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Bronze Sable', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, {}] });
    const [a, b] = permanents(state, 'Bronze Sable');
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: a!, target: { player: 1 } }), { type: 'declareAttacker', player: 0, attacker: b!, target: { player: 1 } });
    expect(legalActions(s).some((x) => x.type === 'confirmAttackers')).toBe(true);
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(events(s, 'payAttackCost')).toEqual([expect.objectContaining({ rule: '508.1j', player: 0 })]);
    expect(permanents(s, 'Wastes').every((id) => s.objects[id]!.tapped)).toBe(true);
    expect(s.combat!.attackers.map((x) => x.id)).toEqual([a, b]);
  });

  it('a declaration its controller can\'t pay for is not legal; attacking another player costs nothing', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Bronze Sable', 'Wastes', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, {}] });
    const [a, b] = permanents(state, 'Bronze Sable');
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: a!, target: { player: 1 } }), { type: 'declareAttacker', player: 0, attacker: b!, target: { player: 1 } });
    expect(legalActions(s).some((x) => x.type === 'confirmAttackers')).toBe(false);
    expectRefused(s, { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1j');
    s = apply(apply(s, { type: 'undeclareAttacker', player: 0, attacker: b! }), { type: 'declareAttacker', player: 0, attacker: b!, target: { player: 2 } });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(permanents(s, 'Wastes').filter((id) => s.objects[id]!.tapped)).toHaveLength(2);
  });

  it('ruling: "Unless some effect explicitly says otherwise, a creature that can\'t attack you can still attack a planeswalker you control."', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Ghostly Prison', { card: 'Dack Fayden', counters: { loyalty: 3 } }] }] });
    const sable = permanent(state, 'Bronze Sable');
    const dack = permanent(state, 'Dack Fayden');
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    // no mana to pay: the player is out of reach, the planeswalker is not
    const atPlayer = apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    expectRefused(atPlayer, { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1j');
    const t = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { planeswalker: dack } }), { type: 'confirmAttackers', player: 0 });
    expect(t.combat!.attackers).toMatchObject([{ id: sable, target: { planeswalker: dack } }]);
    expect(events(t, 'payAttackCost')).toEqual([]);
  });

  it('CR 508.1f–h: a creature that taps to attack can\'t tap for mana to pay the cost', () => {
    const { state } = setup({ players: [{ battlefield: ['Birds of Paradise', 'Bronze Sable', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }] });
    const birds = permanent(state, 'Birds of Paradise');
    const sable = permanent(state, 'Bronze Sable');
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const alone = apply(s, { type: 'declareAttacker', player: 0, attacker: birds, target: { player: 1 } });
    expectRefused(alone, { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1j');
    const t = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } }), { type: 'confirmAttackers', player: 0 });
    expect(t.objects[birds]!.tapped).toBe(true);
    expect(t.combat!.attackers.map((x) => x.id)).toEqual([sable]);
  });

  it('CR 508.1d: a creature required to attack isn\'t required to attack where a cost must be paid', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }] });
    // goaded (CR 701.15b): it attacks each combat if able, and its only possible attack is taxed
    const sable = permanent(state, 'Bronze Sable');
    const goaded = editState(state, (d) => {
      d.objects[sable] = { ...d.objects[sable]!, goadedBy: [1] };
    });
    // without Ghostly Prison the same goaded creature must attack
    const unfree = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes', 'Wastes'] }, {}] }).state;
    const freeSable = permanent(unfree, 'Bronze Sable');
    const free = editState(unfree, (d) => {
      d.objects[freeSable] = { ...d.objects[freeSable]!, goadedBy: [1] };
    });
    const required = passUntil(free, (x) => x.decision?.kind === 'declareAttackers');
    expect(legalActions(required).some((x) => x.type === 'confirmAttackers')).toBe(false);
    const s = passUntil(goaded, (x) => x.decision?.kind === 'declareAttackers');
    expect(legalActions(s).some((x) => x.type === 'confirmAttackers')).toBe(true);
    const t = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(t.combat!.attackers).toEqual([]);
    // it may still attack and pay
    const u = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } }), { type: 'confirmAttackers', player: 0 });
    expect(u.combat!.attackers.map((x) => x.id)).toEqual([sable]);
  });

  it('ruling: "a creature that can\'t attack you can still attack a planeswalker you control" — so a creature required to attack must attack that planeswalker, which costs nothing (CR 508.1d)', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison', { card: 'Dack Fayden', counters: { loyalty: 3 } }] }] });
    const sable = permanent(state, 'Bronze Sable');
    const dack = permanent(state, 'Dack Fayden');
    // goaded (CR 701.15b): it attacks each combat if able
    const goaded = editState(state, (d) => {
      d.objects[sable] = { ...d.objects[sable]!, goadedBy: [1] };
    });
    const s = passUntil(goaded, (x) => x.decision?.kind === 'declareAttackers');
    expect(legalActions(s).some((x) => x.type === 'confirmAttackers')).toBe(false);
    expectRefused(s, { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1d');
    const t = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { planeswalker: dack } }), { type: 'confirmAttackers', player: 0 });
    expect(t.combat!.attackers).toMatchObject([{ id: sable, target: { planeswalker: dack } }]);
    expect(events(t, 'payAttackCost')).toEqual([]);
  });

  it('CR 508.1h–j: a client tapping by hand names the permanents that pay the cost, in a step-by-step or a whole declaration', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Wastes', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }], settings: { manaAbilities: 'actions' } });
    const sable = permanent(state, 'Bronze Sable');
    const [w1, w2, w3] = permanents(state, 'Wastes');
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const declared = apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    const stepwise = apply(declared, { type: 'confirmAttackers', player: 0, payment: [w1!, w3!] });
    expect([w1, w2, w3].map((id) => stepwise.objects[id!]!.tapped)).toEqual([true, false, true]);
    expect(events(stepwise, 'payAttackCost')).toEqual([expect.objectContaining({ rule: '508.1j', player: 0 })]);
    const whole = apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { player: 1 } }], payment: [w2!, w3!] });
    expect([w1, w2, w3].map((id) => whole.objects[id!]!.tapped)).toEqual([false, true, true]);
    expect(whole.combat!.attackers.map((x) => x.id)).toEqual([sable]);
    // every permanent named is tapped; the mana the cost does not need stays in the pool (CR 106.4)
    const over = apply(declared, { type: 'confirmAttackers', player: 0, payment: [w1!, w2!, w3!] });
    expect([w1, w2, w3].every((id) => over.objects[id!]!.tapped)).toBe(true);
    expect(over.players[0]!.pool.C).toBe(1);
  });

  it('CR 508.1f–h: a named payment is refused, nothing changed, if it cannot pay, names an attacker that taps, or there is no cost', () => {
    const { state } = setup({ players: [{ battlefield: ['Birds of Paradise', 'Bronze Sable', 'Wastes', 'Forest', 'Plains'] }, { battlefield: ['Ghostly Prison'] }, {}], settings: { manaAbilities: 'actions' } });
    const birds = permanent(state, 'Birds of Paradise');
    const sable = permanent(state, 'Bronze Sable');
    const wastes = permanent(state, 'Wastes');
    const forest = permanent(state, 'Forest');
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const both = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: birds, target: { player: 2 } }), { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    // Birds of Paradise taps as it attacks (508.1f): it can't tap for mana to pay
    expectRefused(both, { type: 'confirmAttackers', player: 0, payment: [birds, wastes] }, 'illegal', '508.1f');
    expectRefused(both, { type: 'confirmAttackers', player: 0, payment: [wastes] }, 'cannotPay', '508.1j');
    expectRefused(both, { type: 'confirmAttackers', player: 0, payment: [wastes, wastes] }, 'malformed');
    expect(apply(both, { type: 'confirmAttackers', player: 0, payment: [wastes, forest] }).combat!.attackers.map((x) => x.id)).toEqual([birds, sable]);
    // attacking a player Ghostly Prison does not protect costs nothing: there is no chance to tap for mana (508.1i)
    const free = apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 2 } });
    expectRefused(free, { type: 'confirmAttackers', player: 0, payment: [wastes] }, 'illegal', '508.1i');
    expect(apply(free, { type: 'confirmAttackers', player: 0, payment: [] }).combat!.attackers.map((x) => x.id)).toEqual([sable]);
    // a tapped land is no source of mana to name (605.3a)
    const tapped = editState(both, (d) => {
      d.objects[forest] = { ...d.objects[forest]!, tapped: true };
    });
    expectRefused(tapped, { type: 'confirmAttackers', player: 0, payment: [wastes, forest] }, 'illegal', '605.3a');
  });

  it('the heuristic bot, choosing from legalActions, declares only attacks it can pay for and confirms', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable', 'Bronze Sable', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }] });
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const rng = seedRng(1);
    for (let i = 0; i < 10 && s.decision?.kind === 'declareAttackers'; i++) s = apply(s, heuristicBot(botInput(s, legalActions(s), rng)));
    expect(s.decision?.kind).not.toBe('declareAttackers');
    expect(s.combat!.attackers).toHaveLength(1);
  });
  it('CR 508.1h: the total cost adds up every tax — two Ghostly Prisons of one player cost {4} for a creature attacking them, and another player\'s Prison {2} more for one attacking that player', () => {
    const board = (wastes: number) => setup({ players: [{ battlefield: ['Bronze Sable', 'Bronze Sable', ...Array<string>(wastes).fill('Wastes')] }, { battlefield: ['Ghostly Prison', 'Ghostly Prison'] }, { battlefield: ['Ghostly Prison'] }] }).state;
    const declare = (state: ReturnType<typeof board>, attacks: [number, number][]) => {
      const [a, b] = permanents(state, 'Bronze Sable');
      let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
      attacks.forEach(([i, player]) => (s = apply(s, { type: 'declareAttacker', player: 0, attacker: [a, b][i]!, target: { player } })));
      return s;
    };
    expectRefused(declare(board(3), [[0, 1]]), { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1j');
    const one = apply(declare(board(4), [[0, 1]]), { type: 'confirmAttackers', player: 0 });
    expect(permanents(one, 'Wastes').every((id) => one.objects[id]!.tapped)).toBe(true);
    expectRefused(declare(board(5), [[0, 1], [1, 2]]), { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1j');
    const both = apply(declare(board(6), [[0, 1], [1, 2]]), { type: 'confirmAttackers', player: 0 });
    expect(both.combat!.attackers.map((x) => x.target)).toEqual([{ player: 1 }, { player: 2 }]);
    expect(permanents(both, 'Wastes').every((id) => both.objects[id]!.tapped)).toBe(true);
  });
});
