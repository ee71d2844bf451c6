import { describe, expect, it } from 'vitest';
import { apply, characteristics, describeEvent, legalActions, registerMagicTechFormat, view } from '../../../src/index.js';
import { deployed, events, expectRefused, moved, mt, offered, pass, passUntil, resolveStack, sendMission, setPost, toMissions, underConstruction, variant } from './helpers.js';
import { editState, scenario } from '../../../src/testing/index.js';
import { checkViews } from '../../properties/view-leaks.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { findDefinition, registerFormatCard } from '../../../src/cards/registry.js';
import type { CardDefinition } from '../../../src/cards/definition.js';
import { parseManaCost } from '../../../src/engine/mana.js';

// test-only Divinations under names of their own (the test files of a worker share the card
// registry): the catalog has no card with a hybrid, {2/W} or {C} symbol to reveal
const costed = (cost: string): string => {
  const name = `Divination (test: ${cost})`;
  if (!findDefinition(name)) registerFormatCard({ ...(findDefinition('Divination') as CardDefinition), name, manaCost: parseManaCost(cost) });
  return name;
};

describe('MT 4.1 Deploying face down', () => {
  it('"To deploy a card, place it face down on the table. All cards must be deployed before they can be used, even instants."', () => {
    const { state, ids } = mt({ players: [{ hand: ['Brimstone Volley'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, {}] });
    const volley = ids.hand[0]![0]!;
    // enough mana to cast it in Magic, but no card is cast from the hand
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
    expectRefused(state, { type: 'cast', player: 0, card: volley, targets: [{ player: 1 }], x: 0 }, 'illegal', 'MT 4.1');
    expect(offered(state, { type: 'variant', name: 'deploy', object: volley })).toBe(true);
    const s = variant(state, 0, 'deploy', volley);
    const onTable = moved(s, volley);
    expect(s.objects[onTable]!.zone).toBe('battlefield');
    expect(s.objects[onTable]!.faceDown).toBe(true);
    expect(events(s, 'deploy')[0]!.rule).toBe('MT 4.1');
    // the opponent sees a face-down card, not its name, in the table and in the log
    const theirs = view(s, 1);
    expect(theirs.battlefield.find((o) => o.id === onTable)?.card).toBe('');
    expect(JSON.stringify(theirs.log)).not.toContain('Brimstone Volley');
    expect(JSON.stringify(view(s, 0).battlefield)).toContain('Brimstone Volley');
  });

  it('the log line of a deployment says "face down" once: the opponent reads "deploys a face-down card", its controller the card\'s name', () => {
    const { state, ids } = mt({ players: [{ hand: ['Brimstone Volley'] }, {}] });
    const s = variant(state, 0, 'deploy', ids.hand[0]![0]!);
    const line = (viewer: 0 | 1 | 'spectator'): string => {
      const v = view(s, viewer);
      return describeEvent(v, v.log.find((e) => e.type === 'deploy')!);
    };
    expect(line(1)).toMatch(/^Player 1 deploys a face-down card {2}\[MT 4\.1\]$/);
    expect(line('spectator')).toMatch(/ deploys a face-down card {2}\[MT 4\.1\]$/);
    expect(line(0)).toMatch(/ deploys Brimstone Volley face down {2}\[MT 4\.1\]$/);
  });

  it('"You may never play a card from your hand without deploying it first": deploying is for the deploy phase', () => {
    const { state, ids } = mt({ players: [{ hand: ['Bronze Sable'] }, {}] });
    const s = passUntil(state, (x) => x.turn.step === 'main2');
    expect(offered(s, { type: 'variant', name: 'deploy' })).toBe(false);
    expectRefused(s, { type: 'variant', player: 0, name: 'deploy', object: ids.hand[0]![0]! }, 'illegal', 'MT 4.1');
  });

  it('"All cards must be deployed before they can be used": no ability of a card in hand is activated — Fiery Fall\'s basic landcycling (CR 702.29a)', () => {
    const { state, ids } = mt({ players: [{ hand: ['Fiery Fall'], battlefield: ['Mountain', 'Mountain'] }, {}] });
    const fall = ids.hand[0]![0]!;
    // in Magic, {1}{R} and discarding it would cycle it from the hand
    expect(legalActions(state).some((a) => a.type === 'activate' && a.source === fall)).toBe(false);
    expectRefused(state, { type: 'activate', player: 0, source: fall, ability: 0, targets: [], x: 0 }, 'illegal', 'MT 4.1');
    expect(state.players[0]!.hand).toEqual([fall]);
    // it is used by deploying it
    expect(offered(state, { type: 'variant', name: 'deploy', object: fall })).toBe(true);
  });
});

describe('MT 4.1 and conspiracies', () => {
  it('a conspiracy in hand is never deployed: the format has no conspiracies (CR 315), and one cannot be cast', () => {
    const { state, ids } = mt({ players: [{ hand: ['Advantageous Proclamation', 'Bronze Sable'] }, {}] });
    const [proclamation, sable] = ids.hand[0]!;
    expect(offered(state, { type: 'variant', name: 'deploy', object: sable })).toBe(true);
    expect(offered(state, { type: 'variant', name: 'deploy', object: proclamation })).toBe(false);
    expectRefused(state, { type: 'variant', player: 0, name: 'deploy', object: proclamation! }, 'illegal', 'MT 4.1');
  });
});

describe('MT 4.2 Two deployments a turn', () => {
  it('"Except for the first player\'s turn, each player can make two deployments per turn."', () => {
    const { state, ids } = mt({ players: [{ hand: ['Bronze Sable', 'Runed Servitor', 'Peace Strider'] }, {}] });
    const [a, b, c] = ids.hand[0]!;
    let s = variant(state, 0, 'deploy', a);
    s = variant(s, 0, 'deploy', b);
    expect(offered(s, { type: 'variant', name: 'deploy' })).toBe(false);
    expectRefused(s, { type: 'variant', player: 0, name: 'deploy', object: c! }, 'illegal', 'MT 4.2');
  });

  it('on the first player\'s first turn: one deployment (option firstTurnDeployments)', () => {
    const { state, ids } = mt({ turn: 1, players: [{ hand: ['Bronze Sable', 'Runed Servitor'] }, {}] });
    const s = variant(state, 0, 'deploy', ids.hand[0]![0]!);
    expectRefused(s, { type: 'variant', player: 0, name: 'deploy', object: ids.hand[0]![1]! }, 'illegal', 'MT 4.2');
  });
});

describe('MT 4.6 Lands', () => {
  it('"Lands are considered to have a cost of zero; you can deploy a land and immediately turn it face up for use. You can deploy up to two lands per turn."', () => {
    const { state, ids } = mt({ players: [{ hand: ['Plains', 'Island', 'Swamp', 'Bronze Sable', 'Runed Servitor'] }, {}] });
    const [plains, island, swamp, sable, servitor] = ids.hand[0]!;
    let s = apply(state, { type: 'playLand', player: 0, card: plains! });
    s = apply(s, { type: 'playLand', player: 0, card: island! });
    const land = moved(s, plains!);
    expect(s.objects[land]!.faceDown).toBe(false);
    expect(events(s, 'deployLand').map((e) => e.rule)).toEqual(['MT 4.6', 'MT 4.6']);
    // the land is usable at once: its mana ability can be activated
    expect(apply(s, { type: 'activate', player: 0, source: land, ability: 0, targets: [], x: 0 }).players[0]!.pool.W).toBe(1);
    expectRefused(s, { type: 'playLand', player: 0, card: swamp! }, 'illegal', 'MT 4.6');
    // a land is not deployed face down: the refusal names the rule for lands
    expectRefused(s, { type: 'variant', player: 0, name: 'deploy', object: swamp! }, 'illegal', 'MT 4.6');
    // land deployments are not among the two deployments (option landsUseDeployments)
    s = variant(s, 0, 'deploy', sable);
    s = variant(s, 0, 'deploy', servitor);
    expect(s.battlefield.filter((id) => s.objects[id]!.faceDown)).toHaveLength(2);
  });
});

describe('MT 4.6 with the option `landsUseDeployments`', () => {
  it('a land deployment is one of the turn\'s two deployments: after two cards, no land is deployed', () => {
    const format = registerMagicTechFormat('magic-tech-lands-deploy', { landsUseDeployments: true });
    const { state, ids } = scenario({ format, players: [{ hand: ['Plains', 'Bronze Sable', 'Runed Servitor'], library: Array<string>(20).fill('Wastes') }, { library: Array<string>(20).fill('Wastes') }], settings: { autoPass: 'never' } });
    const [plains, sable, servitor] = ids.hand[0]!;
    let s = variant(state, 0, 'deploy', sable);
    s = variant(s, 0, 'deploy', servitor);
    expect(offered(s, { type: 'playLand', card: plains! })).toBe(false);
    expectRefused(s, { type: 'playLand', player: 0, card: plains! }, 'illegal', 'MT 4.6');
  });
});

describe('MT 4.6 Deploying a land is playing it', () => {
  it('Horn of Greed, "Whenever a player plays a land, that player draws a card.", triggers as a land is deployed (CR 305.1)', () => {
    const { state, ids } = mt({ players: [{ hand: ['Plains'], battlefield: ['Horn of Greed'] }, {}] });
    const hand = state.players[0]!.hand.length;
    let s = apply(state, { type: 'playLand', player: 0, card: ids.hand[0]![0]! });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Horn of Greed']);
    s = resolveStack(s);
    // the land left the hand, and the Horn drew a card
    expect(s.players[0]!.hand).toHaveLength(hand);
    expect(s.players[0]!.library).toHaveLength(19);
  });

  it('Exploration, "You may play an additional land on each of your turns.": a third land deployment, the opponent\'s Exploration giving none (CR 305.2)', () => {
    const { state, ids } = mt({ players: [{ hand: ['Plains', 'Island', 'Swamp', 'Mountain'], battlefield: ['Exploration'] }, { battlefield: ['Exploration'] }] });
    const [plains, island, swamp, mountain] = ids.hand[0]!;
    let s = apply(state, { type: 'playLand', player: 0, card: plains! });
    s = apply(s, { type: 'playLand', player: 0, card: island! });
    expect(offered(s, { type: 'playLand', card: swamp })).toBe(true);
    s = apply(s, { type: 'playLand', player: 0, card: swamp! });
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('Swamp');
    expect(events(s, 'deployLand').map((e) => e.rule)).toEqual(['MT 4.6', 'MT 4.6', '305.2']);
    // one Exploration of theirs: three in all, not four
    expect(offered(s, { type: 'playLand', card: mountain })).toBe(false);
    expectRefused(s, { type: 'playLand', player: 0, card: mountain! }, 'illegal', 'MT 4.6');
  });
});

describe('MT 4.3 Mana', () => {
  it('"It can either be used to pay for activation costs of cards in play or to put counters on a face down deployed card."', () => {
    const { state, ids } = mt({ players: [{ hand: ['Bronze Sable'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Reito Lantern'], graveyard: ['Runed Servitor'] }, {}] });
    let s = variant(state, 0, 'deploy', ids.hand[0]![0]!);
    const sable = moved(s, ids.hand[0]![0]!);
    s = variant(s, 0, 'build', sable);
    expect(s.objects[sable]!.counters.construction).toBe(1);
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(1);
    expect(events(s, 'counters').at(-1)?.rule).toBe('MT 4.3');
    // the other three Plains pay the Lantern's activation cost, {3}, as in Magic
    const lantern = ids.battlefield[0]![4]!;
    const grave = s.players[0]!.graveyard[0]!;
    s = apply(s, { type: 'activate', player: 0, source: lantern, ability: 0, targets: [{ object: grave }], x: 0 });
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(4);
    s = resolveStack(s);
    expect(s.players[0]!.library.at(-1)).toBe(s.objects[grave]!.movedTo);
    expect(offered(s, { type: 'variant', name: 'build' })).toBe(false);
    expectRefused(s, { type: 'variant', player: 0, name: 'build', object: sable }, 'cannotPay', 'MT 4.3');
  });

  it('counters go on the player\'s own face-down cards, in their deploy phase', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Plains', 'Plains'] }, { battlefield: [deployed('Bronze Sable')] }] });
    const theirs = ids.battlefield[1]![0]!;
    const s = editState(state, (x) => underConstruction(x, theirs, 0));
    expectRefused(s, { type: 'variant', player: 0, name: 'build', object: theirs }, 'illegal', 'MT 4.3');
  });
});

describe('MT 4.4 Turning face up', () => {
  it('"Once a card has enough counters, you can cast it by turning it face up."', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Bronze Sable')] }, {}] });
    const sable = ids.battlefield[0]![0]!;
    const short = editState(state, (x) => underConstruction(x, sable, 1));
    expectRefused(short, { type: 'cast', player: 0, card: sable, targets: [], x: 0 }, 'cannotPay', 'MT 4.4');
    expect(offered(short, { type: 'cast' })).toBe(false);
    let s = editState(state, (x) => underConstruction(x, sable, 2));
    s = apply(s, { type: 'cast', player: 0, card: sable, targets: [], x: 0 });
    expect(events(s, 'cast')[0]).toMatchObject({ rule: 'MT 4.4', card: 'Bronze Sable' });
    expect(s.stack).toHaveLength(1);
    expect(s.objects[s.stack[0]!]!.castFrom).toBe('hand');
    s = resolveStack(s);
    const creature = s.battlefield.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    expect(s.objects[creature]!.faceDown).toBe(false);
    expect(s.objects[creature]!.counters.construction ?? 0).toBe(0);
  });

  it('the counters pay the mana cost only: an additional cost is paid as in Magic (CR 601.2b, 601.2h) — Altar\'s Reap, "As an additional cost to cast this spell, sacrifice a creature."', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed("Altar's Reap"), 'Bronze Sable', 'Swamp'] }, {}] });
    const [reap, sable] = ids.battlefield[0]!;
    const built = editState(state, (x) => underConstruction(x, reap!, 2));
    expect(legalActions(built).filter((a) => a.type === 'cast')).toEqual([{ type: 'cast', player: 0, card: reap, targets: [], x: 0, sacrifice: sable }]);
    expectRefused(built, { type: 'cast', player: 0, card: reap!, targets: [], x: 0 }, 'illegal', '601.2b');
    const hand = built.players[0]!.hand.length;
    const s = resolveStack(apply(built, { type: 'cast', player: 0, card: reap!, targets: [], x: 0, sacrifice: sable }));
    expect(s.battlefield).not.toContain(sable);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card).sort()).toEqual(["Altar's Reap", 'Bronze Sable']);
    expect(s.players[0]!.hand).toHaveLength(hand + 2);
    // with no creature to sacrifice, it cannot be cast
    const alone = mt({ players: [{ battlefield: [deployed("Altar's Reap"), 'Swamp'] }, {}] });
    const none = editState(alone.state, (x) => underConstruction(x, alone.ids.battlefield[0]![0]!, 2));
    expect(offered(none, { type: 'cast' })).toBe(false);
  });

  it('an additional cost of discarding a card (Tormenting Voice, CR 601.2b): the card named is discarded', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Tormenting Voice'), 'Mountain'], hand: ['Island'] }, {}] });
    const voice = ids.battlefield[0]![0]!;
    const island = ids.hand[0]![0]!;
    const built = editState(state, (x) => underConstruction(x, voice, 2));
    expect(legalActions(built).filter((a) => a.type === 'cast')).toEqual([{ type: 'cast', player: 0, card: voice, targets: [], x: 0, discard: island }]);
    expectRefused(built, { type: 'cast', player: 0, card: voice, targets: [], x: 0 }, 'illegal', '601.2b');
    const s = resolveStack(apply(built, { type: 'cast', player: 0, card: voice, targets: [], x: 0, discard: island }));
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card).sort()).toEqual(['Island', 'Tormenting Voice']);
    expect(s.players[0]!.hand).toHaveLength(2);
  });

  it('Skeletal Scrying, "As an additional cost to cast this spell, exile X cards from your graveyard": the counters pay X, the graveyard the exile (CR 601.2b)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Skeletal Scrying'), 'Swamp'], graveyard: ['Island', 'Plains', 'Forest'] }, {}] });
    const scrying = ids.battlefield[0]![0]!;
    const [island, plains] = ids.graveyard[0]!;
    // {X}{B} with a Swamp: X = 2 takes three counters
    const built = editState(state, (x) => underConstruction(x, scrying, 3));
    expectRefused(built, { type: 'cast', player: 0, card: scrying, targets: [], x: 2 }, 'illegal', '601.2b');
    expect(offered(built, { type: 'cast', x: 2, exileFromGraveyard: [island!, plains!] })).toBe(true);
    const s = resolveStack(apply(built, { type: 'cast', player: 0, card: scrying, targets: [], x: 2, exileFromGraveyard: [island!, plains!] }));
    expect(s.exile.map((id) => s.objects[id]!.card).sort()).toEqual(['Island', 'Plains']);
    expect(s.players[0]!.hand).toHaveLength(2);
  });

  it('a spell turned face up becomes cast with its targets: Jetting Glasskite, "Whenever Jetting Glasskite becomes the target of a spell or ability for the first time each turn, counter that spell or ability." (CR 601.2c, 115.1)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Murder'), 'Swamp'] }, { battlefield: ['Jetting Glasskite'] }] });
    const murder = ids.battlefield[0]![0]!;
    const glasskite = ids.battlefield[1]![0]!;
    const built = editState(state, (x) => underConstruction(x, murder, 3));
    const s = resolveStack(apply(built, { type: 'cast', player: 0, card: murder, targets: [{ object: glasskite }], x: 0 }));
    expect(s.battlefield).toContain(glasskite);
    expect(events(s, 'counter')).toHaveLength(1);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Murder']);
  });

  it('a card turned face up targets as the spell it becomes: Murder (black) can\'t target Pristine Angel, "As long as Pristine Angel is untapped, it has protection from artifacts and from all colors." (CR 702.16b)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Murder'), 'Swamp', 'Bronze Sable'] }, { battlefield: ['Pristine Angel'] }] });
    const murder = ids.battlefield[0]![0]!;
    const sable = ids.battlefield[0]![2]!;
    const angel = ids.battlefield[1]![0]!;
    const built = editState(state, (x) => underConstruction(x, murder, 3));
    expect(legalActions(built).filter((a) => a.type === 'cast').map((a) => (a as { targets: unknown }).targets)).toEqual([[{ object: sable }]]);
    expectRefused(built, { type: 'cast', player: 0, card: murder, targets: [{ object: angel }], x: 0 }, 'badTarget', '702.16b');
    // tapped, it has no protection
    const tapped = editState(built, (x) => { mutableObject(x, angel).tapped = true; });
    const s = resolveStack(apply(tapped, { type: 'cast', player: 0, card: murder, targets: [{ object: angel }], x: 0 }));
    expect(s.battlefield).not.toContain(angel);
  });

  it('"Note that a sorcery can still be revealed during your turn, while an instant can be revealed whenever you want." (MT 4.5)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Divination'), deployed('Brimstone Volley'), 'Island', 'Mountain'] }, {}] });
    const [divination, volley] = ids.battlefield[0]!;
    let s = editState(state, (x) => {
      underConstruction(x, divination!, 3);
      underConstruction(x, volley!, 3);
    });
    // the opponent's turn: the instant may be revealed, the sorcery not
    s = passUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    s = pass(s);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expectRefused(s, { type: 'cast', player: 0, card: divination!, targets: [], x: 0 }, 'illegal', 'MT 4.5');
    s = apply(s, { type: 'cast', player: 0, card: volley!, targets: [{ player: 1 }], x: 0 });
    expect(events(s, 'cast').at(-1)?.card).toBe('Brimstone Volley');
    // back on the player's own turn, outside the deploy phase too, the sorcery may be revealed
    s = passUntil(resolveStack(s), (x) => x.turn.active === 0 && x.turn.step === 'main2');
    s = apply(s, { type: 'cast', player: 0, card: divination!, targets: [], x: 0 });
    expect(events(s, 'cast').at(-1)?.card).toBe('Divination');
  });

  it('Rout, "You may cast Rout as though it had flash if you pay {2} more to cast it.": on the opponent\'s turn it is revealed with two counters more; on its controller\'s turn with its own cost (MT 4.5, CR 601.2f)', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Rout'), 'Plains'] }, { battlefield: ['Bronze Sable'] }] });
    const rout = ids.battlefield[0]![0]!;
    const sable = ids.battlefield[1]![0]!;
    // {3}{W}{W} with a Plains: five counters on the player's own turn
    expect(offered(editState(state, (x) => underConstruction(x, rout, 5)), { type: 'cast', card: rout })).toBe(true);
    const theirTurn = (n: number) => pass(passUntil(editState(state, (x) => underConstruction(x, rout, n)), (x) => x.turn.active === 1 && x.turn.step === 'main1'));
    let s = theirTurn(6);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(offered(s, { type: 'cast', card: rout })).toBe(false);
    expectRefused(s, { type: 'cast', player: 0, card: rout, targets: [], x: 0 }, 'cannotPay', 'MT 4.4');
    s = theirTurn(7);
    expect(offered(s, { type: 'cast', card: rout })).toBe(true);
    s = apply(s, { type: 'cast', player: 0, card: rout, targets: [], x: 0 });
    expect(events(s, 'cast').at(-1)).toMatchObject({ card: 'Rout', amount: 7 });
    expect(resolveStack(s).battlefield).not.toContain(sable);
  });

  it('turning a card face up is casting it (MT 4.4): Vedalken Orrery, "You may cast spells as though they had flash.", lets a sorcery be revealed on the opponent\'s turn (CR 601.3b)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Vedalken Orrery', deployed('Divination'), 'Island'] }, {}] });
    const divination = ids.battlefield[0]![1]!;
    let s = editState(state, (x) => underConstruction(x, divination, 3));
    s = pass(passUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1'));
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(offered(s, { type: 'cast', card: divination })).toBe(true);
    const hand = s.players[0]!.hand.length;
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: divination, targets: [], x: 0 }));
    expect(s.players[0]!.hand).toHaveLength(hand + 2);
  });
});

describe('MT 4.4 "Once a card has enough counters, you can cast it": its cost as it is cast (CR 601.2f)', () => {
  it('Avatar of Woe, "If there are ten or more creature cards total in all graveyards, this spell costs {6} less to cast.": two counters with a Swamp, eight without the ten creature cards', () => {
    const spec = (graveyard: string[]) => mt({ players: [{ battlefield: [deployed('Avatar of Woe'), 'Swamp'] }, { graveyard }] });
    const ten = spec(Array<string>(10).fill('Bronze Sable'));
    const avatar = ten.ids.battlefield[0]![0]!;
    const built = (state: typeof ten.state, n: number) => editState(state, (x) => underConstruction(x, avatar, n));
    expect(offered(built(ten.state, 1), { type: 'cast', card: avatar })).toBe(false);
    const s = apply(built(ten.state, 2), { type: 'cast', player: 0, card: avatar, targets: [], x: 0 });
    expect(events(s, 'cast')[0]).toMatchObject({ rule: 'MT 4.4', amount: 2 });
    // nine creature cards: the full {6}{B}{B}, the Swamp making {B} one counter (MT 4.7)
    const nine = spec(Array<string>(9).fill('Bronze Sable'));
    expect(offered(built(nine.state, 7), { type: 'cast', card: avatar })).toBe(false);
    expectRefused(built(nine.state, 7), { type: 'cast', player: 0, card: avatar, targets: [], x: 0 }, 'cannotPay', 'MT 4.4');
    expect(offered(built(nine.state, 8), { type: 'cast', card: avatar })).toBe(true);
  });
});

describe('MT 4.3, 4.4 Casting is turning a deployed card face up', () => {
  it('"It can either be used to pay for activation costs of cards in play or to put counters on a face down deployed card. Once a card has enough counters, you can cast it by turning it face up.": Grenzo, Havoc Raiser\'s exiled card, "you may cast that card", is not cast', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Grenzo, Havoc Raiser', 'Mountain', 'Mountain', 'Mountain'] }, { library: Array<string>(10).fill('Bronze Sable') }] });
    const grenzo = ids.battlefield[0]![0]!;
    let s = sendMission(toMissions(editState(state, (x) => setPost(x, grenzo, 'patrol'))), { player: 1 }, [grenzo]);
    // its damage to the stockpile triggers Grenzo; with no creature to goad, the trigger exiles the top card
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(events(s, 'damage')).toContainEqual(expect.objectContaining({ rule: 'MT 8.5', toPlayer: 1, amount: 2 }));
    const exiled = s.exile.find((id) => s.objects[id]!.card === 'Bronze Sable');
    expect(exiled).toBeDefined();
    // three Mountains would pay {2} in Magic; here the card is neither deployed nor cast, and stays in exile
    expect(legalActions(s).some((a) => a.type === 'cast')).toBe(false);
    expectRefused(s, { type: 'cast', player: 0, card: exiled!, targets: [], x: 0 }, 'illegal', 'MT 4.1');
    expect(s.objects[exiled!]!.zone).toBe('exile');
  });
});

describe('CR 708.9 A face-down card leaving the table', () => {
  it('is revealed to every player as it moves: a reveal event names it, and no view holds a name it did not reveal (fuzz seed 202)', () => {
    // the opponent's card under construction returned to their hand by Aether Tradewinds
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Aether Tradewinds'), 'Island', 'Plains'] }, { battlefield: [deployed('Desertion')] }] });
    const [tradewinds, island] = ids.battlefield[0]!;
    const desertion = ids.battlefield[1]![0]!;
    let s = editState(state, (x) => {
      underConstruction(x, tradewinds!, 3);
      underConstruction(x, desertion, 2);
    });
    expect(view(s, 0).battlefield.find((o) => o.id === desertion)?.card).toBe('');
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: tradewinds!, targets: [{ object: island! }, { object: desertion }], x: 0 }));
    expect(s.players[1]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Desertion']);
    expect(events(s, 'reveal')).toEqual([expect.objectContaining({ rule: '708.9', player: 1, object: desertion, card: 'Desertion' })]);
    // the face-up Island was never hidden: only the face-down card is revealed
    expect(events(s, 'reveal').some((e) => e.card === 'Island')).toBe(false);
    expect(() => checkViews(s)).not.toThrow();
  });
});

describe('MT 4.7 Colored mana symbols', () => {
  it('"if you have the appropriate basic land in play, you can ignore colored mana symbols, treating them as generic mana"', () => {
    // Divination {2}{U}: three counters with an Island in play
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Divination'), 'Island'] }, {}] });
    const card = ids.battlefield[0]![0]!;
    expect(offered(editState(state, (x) => underConstruction(x, card, 3)), { type: 'cast', card })).toBe(true);
    expect(offered(editState(state, (x) => underConstruction(x, card, 2)), { type: 'cast', card })).toBe(false);
  });

  it('"If you do not have the right basic land in play, each colored mana symbol costs three generic mana."', () => {
    // Divination {2}{U} without an Island: 2 + 3 counters; a Plains does not help
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Divination'), 'Plains'] }, { battlefield: ['Island'] }] });
    const card = ids.battlefield[0]![0]!;
    expect(offered(editState(state, (x) => underConstruction(x, card, 4)), { type: 'cast', card })).toBe(false);
    const s = apply(editState(state, (x) => underConstruction(x, card, 5)), { type: 'cast', player: 0, card, targets: [], x: 0 });
    expect(events(s, 'cast')[0]!.amount).toBe(5);
  });

  it('"the appropriate basic land": a nonbasic land made an Island by Grixis Illusionist ("becomes the basic land type of your choice") is no basic Island', () => {
    // Divination {2}{U}: five counters without a basic Island, three with one
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Divination'), 'Grixis Illusionist', 'Quicksand'] }, {}] });
    const [card, illusionist, quicksand] = ids.battlefield[0]! as [number, number, number];
    let s = passUntil(apply(state, { type: 'activate', player: 0, source: illusionist, ability: 0, targets: [{ object: quicksand }], x: 0 }), (x) => x.decision?.kind === 'choose');
    s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [1] })); // Island
    expect(s.objects[quicksand]!.zone).toBe('battlefield');
    expect(characteristics(s, quicksand).subtypes).toEqual(['Island']);
    expect(offered(editState(s, (x) => underConstruction(x, card, 3)), { type: 'cast', card })).toBe(false);
    expect(offered(editState(s, (x) => underConstruction(x, card, 4)), { type: 'cast', card })).toBe(false);
    expect(offered(editState(s, (x) => underConstruction(x, card, 5)), { type: 'cast', card })).toBe(true);
  });

  it('a hybrid symbol is one counter with either of its basic lands, a {2/W} the cheaper of two and its color\'s price, a Phyrexian one its color\'s price, a {C} one (MT 4.7)', () => {
    // the fewest counters that reveal it: one fewer is not enough
    const fewest = (card: string, lands: string[], n: number): void => {
      const { state, ids } = mt({ players: [{ battlefield: [deployed(card), ...lands] }, {}] });
      const id = ids.battlefield[0]![0]!;
      expect(offered(editState(state, (x) => underConstruction(x, id, n - 1)), { type: 'cast', card: id }), `${card} ${lands.join()}`).toBe(false);
      expect(offered(editState(state, (x) => underConstruction(x, id, n)), { type: 'cast', card: id }), `${card} ${lands.join()}`).toBe(true);
    };
    // {1}{W/U}: an Island is a basic land of one of its colors
    fewest(costed('{1}{W/U}'), ['Island'], 2);
    fewest(costed('{1}{W/U}'), ['Mountain'], 4);
    // {2/W}{2/W}: two each without a Plains (not three), one each with one
    fewest(costed('{2/W}{2/W}'), ['Island'], 4);
    fewest(costed('{2/W}{2/W}'), ['Plains'], 2);
    // {1}{C}: colorless mana is one counter, as generic is
    fewest(costed('{1}{C}'), ['Island'], 2);
    // {1}{B/P}: a Phyrexian symbol is priced as its color is, three without a Swamp
    fewest(costed('{1}{B/P}'), ['Island'], 4);
    fewest(costed('{1}{B/P}'), ['Swamp'], 2);
  });

  it('counters beyond the cost pay for X (Death Wind, {X}{B})', () => {
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Death Wind'), 'Swamp'] }, { battlefield: ['Pillarfield Ox'] }] });
    const card = ids.battlefield[0]![0]!;
    const ox = ids.battlefield[1]![0]!;
    const s = editState(state, (x) => underConstruction(x, card, 4));
    const xs = legalActions(s).filter((a) => a.type === 'cast' && a.card === card).map((a) => (a as { x: number }).x);
    expect(Math.max(...xs)).toBe(3);
    expectRefused(s, { type: 'cast', player: 0, card, targets: [{ object: ox }], x: 4 }, 'cannotPay', 'MT 4.4');
  });
});
