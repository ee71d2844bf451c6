/**
 * CR 506.4: "A permanent is removed from combat if it leaves the battlefield". A creature destroyed
 * while attacking or blocking is no longer listed in `state.combat` (nor in the clients' views) as
 * attacking or blocking; the creature it blocked stays blocked (509.1h) and the creature it was
 * blocking blocks nothing; an attacked planeswalker that leaves stops being attacked, and the
 * creatures attacking it attack nothing (506.4c). The zone change is the log's only word of it.
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, serialize, view, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { attack, block, cast, events, passToPlayer, passUntil, permanent, resolveStack, setup, toBlockers } from '../cards/helpers.js';
import { passToStep } from './helpers.js';

/** The damage events of the log as [source, creature or player dealt it, amount]. */
function damageDealt(state: ReadonlyGameState): [ObjectId | undefined, ObjectId | number | undefined, number | undefined][] {
  return events(state, 'damage').map((e) => [e.object, e.to ?? e.toPlayer, e.amount]);
}

/**
 * Player 0 attacks player 1 with `attackers` (by card name; `more` are player 0's other permanents),
 * player 1 blocks as `blocks` says ([blocker, attacker] by card name) and then, with priority in the
 * declare blockers step, casts Murder ("Destroy target creature.") at `murdered`. Returns the state
 * before and after Murder.
 */
function murderInCombat(attackers: string[], defenders: string[], blocks: [string, string][], murdered: string, more: string[] = []) {
  const { state, ids } = setup({ players: [{ battlefield: [...attackers, ...more] }, { battlefield: [...defenders, 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
  const id = (card: string): ObjectId => permanent(state, card);
  const attacked = attack(state, attackers.map((a) => [id(a), 1]));
  const before = passToPlayer(blocks.length > 0 ? block(attacked, blocks.map(([b, a]) => [id(b), id(a)])) : toBlockers(attacked), 1);
  expect(before.turn.step).toBe('declareBlockers');
  const after = resolveStack(cast(before, 1, ids.hand[1]![0]!, [{ object: id(murdered) }]));
  expect(after.objects[id(murdered)]!.movedTo).not.toBeNull();
  return { before, after, id };
}

describe('506.4: a creature that leaves the battlefield is removed from combat', () => {
  it('an attacker destroyed in the declare blockers step is no longer an attacking creature, in the state and in every client\'s view; its blocker blocks nothing', () => {
    const { before, after, id } = murderInCombat(['Bronze Sable', 'Hexplate Golem'], ['token:wolf-2-2'], [['token:wolf-2-2', 'Bronze Sable']], 'Bronze Sable');
    const [sable, golem, wolf] = [id('Bronze Sable'), id('Hexplate Golem'), id('token:wolf-2-2')];
    expect(before.combat?.attackers.map((a) => a.id)).toEqual([sable, golem]);
    expect(after.combat?.attackers).toEqual([expect.objectContaining({ id: golem, blocked: false, blockers: [] })]);
    // the wolf was declared as a blocker and is still a blocking creature, of no attacker now
    expect(after.combat?.blockers).toEqual([{ id: wolf, blocking: [], dealtFirstStrike: false }]);
    for (const viewer of [0, 1, 'spectator'] as const) expect(view(after, viewer).combat).toEqual(after.combat);
    // the zone change tells it: no line of its own
    expect(events(after, 'zoneChange').filter((e) => e.object === sable)).toEqual([expect.objectContaining({ from: 'battlefield', zone: 'graveyard' })]);
    expect(events(after, 'removedFromCombat')).toEqual([]);
    const end = passToStep(after, 'main2');
    expect(damageDealt(end)).toEqual([[golem, 1, 5]]);
  });

  it('608.2h, 603.10a: the destroyed attacker\'s last known information is as it last existed on the battlefield, still attacking (Gruul War Chant: "Attacking creatures you control get +1/+0")', () => {
    const { before, after, id } = murderInCombat(['Bronze Sable'], [], [], 'Bronze Sable', ['Gruul War Chant']);
    const sable = id('Bronze Sable');
    expect(before.combat?.attackers.map((a) => a.id)).toEqual([sable]);
    expect(after.combat?.attackers).toEqual([]);
    expect(after.objects[sable]!.lastKnown).toMatchObject({ power: 3, toughness: 1, keywords: ['menace'] });
  });

  it('a game saved by an earlier build, which kept the destroyed attacker listed until the combat ended, loads as this build keeps it and plays on alike', () => {
    const { before, after, id } = murderInCombat(['Bronze Sable', 'Hexplate Golem'], ['token:wolf-2-2'], [['token:wolf-2-2', 'Bronze Sable']], 'Bronze Sable');
    const sable = id('Bronze Sable');
    // CR 113.7a: this build records the player the Sable was attacking in its last known information
    expect(after.objects[sable]!.lastKnown?.attackingPlayer).toBe(1);
    const old = JSON.parse(serialize(after)) as { combat: unknown; objects: { lastKnown?: { attackingPlayer?: number } }[] };
    old.combat = JSON.parse(JSON.stringify(before.combat));
    delete old.objects[sable]!.lastKnown!.attackingPlayer;
    const loaded = deserialize(JSON.stringify(old));
    expect(loaded).toEqual(after);
    expect(passToStep(loaded, 'main2')).toEqual(passToStep(after, 'main2'));
  });

  it('509.1h, 510.1c: the only blocker destroyed, the attacker stays blocked with no blocker, and deals no combat damage ("If no creatures are currently blocking it (if, for example, they were destroyed …), it assigns no combat damage")', () => {
    const { after, id } = murderInCombat(['token:beast-3-3'], ['token:wolf-2-2'], [['token:wolf-2-2', 'token:beast-3-3']], 'token:wolf-2-2');
    const beast = id('token:beast-3-3');
    expect(after.combat?.attackers).toEqual([expect.objectContaining({ id: beast, blocked: true, blockers: [] })]);
    expect(after.combat?.blockers).toEqual([]);
    const end = passToStep(after, 'main2');
    expect(damageDealt(end)).toEqual([]);
    expect(end.players[1]!.life).toBe(20);
  });

  it('702.19d: a trampler whose only blocker was destroyed stays blocked with no blocker, and assigns all its damage to the player it attacks', () => {
    const { after, id } = murderInCombat(['Pelakka Wurm'], ['token:wolf-2-2'], [['token:wolf-2-2', 'Pelakka Wurm']], 'token:wolf-2-2');
    const wurm = id('Pelakka Wurm');
    expect(after.combat?.attackers).toEqual([expect.objectContaining({ id: wurm, blocked: true, blockers: [] })]);
    expect(after.combat?.blockers).toEqual([]);
    const end = passToStep(after, 'main2');
    expect(damageDealt(end)).toEqual([[wurm, 1, 7]]);
    expect(end.players[1]!.life).toBe(13);
  });
});

describe('506.4, 506.4c: an attacked planeswalker that leaves the battlefield is removed from combat', () => {
  it('destroyed by the damage of Orcish Cannonade in the declare blockers step: the creature attacking it attacks nothing and, unblocked, deals no combat damage', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['token:beast-3-3', 'Mountain', 'Mountain', 'Mountain'], hand: ['Orcish Cannonade'] },
        { battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 2 } }] },
      ],
    });
    const beast = permanent(state, 'token:beast-3-3');
    const daretti = permanent(state, 'Daretti, Ingenious Iconoclast');
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: beast, target: { planeswalker: daretti } }), { type: 'confirmAttackers', player: 0 });
    s = passToStep(s, 'declareBlockers');
    expect(s.combat?.attackers).toEqual([expect.objectContaining({ id: beast, target: { planeswalker: daretti }, defender: 1 })]);
    expect(s.combat?.attackers[0]).not.toHaveProperty('targetRemoved');
    // "Orcish Cannonade deals 2 damage to any target and 3 damage to you": Daretti's loyalty goes to 0 (CR 704.5i)
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: daretti }]));
    expect(s.objects[daretti]!.movedTo).not.toBeNull();
    expect(s.combat?.attackers).toEqual([expect.objectContaining({ id: beast, target: { planeswalker: daretti }, defender: 1, blocked: false, targetRemoved: true })]);
    expect(events(s, 'removedFromCombat')).toEqual([]);
    // an earlier build, which kept the planeswalker attacked once it had left, saved no `targetRemoved`
    const old = JSON.parse(serialize(s)) as { combat: { attackers: Record<string, unknown>[] } };
    delete old.combat.attackers[0]!.targetRemoved;
    expect(deserialize(JSON.stringify(old))).toEqual(s);
    const end = passToStep(s, 'main2');
    expect(damageDealt(end).filter(([source]) => source === beast)).toEqual([]);
    expect(end.players[1]!.life).toBe(20);
  });
});
