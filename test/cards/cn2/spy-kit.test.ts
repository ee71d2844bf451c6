import { describe, expect, it } from 'vitest';
import { characteristics, deserialize, serialize, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { activate, attack, cast, choose, keywords, names, permanent, permanents, pt, resolveStack, resolveTop, setup } from '../helpers.js';

const ORACLE = 'Equipped creature gets +1/+1 and has all names of nonlegendary creature cards in addition to its name.';

/** Equips Spy Kit `kit` (ability 0, {2}) to `creature` for player 0 and resolves it. */
function equip(state: ReadonlyGameState, kit: ObjectId, creature: ObjectId): ReadonlyGameState {
  return resolveStack(activate(state, 0, kit, 0, [{ object: creature }]));
}

/** Player 0 casts Echoing Courage on `target` ("and all other creatures with the same name") and it resolves. */
function courage(state: ReadonlyGameState, card: ObjectId, target: ObjectId): ReadonlyGameState {
  return resolveStack(cast(state, 0, card, [{ object: target }]));
}

describe('Spy Kit', () => {
  it(`${ORACLE} (its name is still its own; Echoing Courage on a Bronze Sable pumps the equipped Ogre Sentry too)`, () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Spy Kit', 'Ogre Sentry', 'Bronze Sable', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Echoing Courage'] }, {}],
    });
    const [kit, ogre, sable] = ids.battlefield[0]! as [ObjectId, ObjectId, ObjectId];
    let s = equip(state, kit, ogre);
    expect(pt(s, ogre)).toEqual([4, 4]);
    expect(characteristics(s, ogre).name).toBe('Ogre Sentry');
    s = courage(s, ids.hand[0]![0]!, sable);
    expect(pt(s, sable)).toEqual([4, 3]);
    expect(pt(s, ogre)).toEqual([6, 6]);
  });

  it('only while equipped: the same Courage without Spy Kit on Ogre Sentry pumps the Sable alone', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Spy Kit', 'Ogre Sentry', 'Bronze Sable', 'Forest', 'Forest'], hand: ['Echoing Courage'] }, {}],
    });
    const [, ogre, sable] = ids.battlefield[0]! as [ObjectId, ObjectId, ObjectId];
    const s = courage(state, ids.hand[0]![0]!, sable);
    expect(pt(s, sable)).toEqual([4, 3]);
    expect(pt(s, ogre)).toEqual([3, 3]);
  });

  it('"The set of names the equipped creature has includes the names of all nonlegendary creature cards … Notably, the equipped creature won’t gain the names of tokens, such as Zombie, Goblin, and similar. It also won’t gain the names of noncreature cards that have become creatures"', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Spy Kit', 'Ogre Sentry', 'token:zombie-2-2', 'Selvala, Heart of the Wilds', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Echoing Courage', 'Echoing Courage'] }, {}],
    });
    const [kit, ogre, zombie, selvala] = ids.battlefield[0]! as [ObjectId, ObjectId, ObjectId, ObjectId];
    let s = equip(state, kit, ogre);
    // a token's name is no card's name
    s = courage(s, ids.hand[0]![0]!, zombie);
    expect(pt(s, ogre)).toEqual([4, 4]);
    // a legendary creature card's name is not among them
    s = courage(s, ids.hand[0]![1]!, selvala);
    expect(pt(s, ogre)).toEqual([4, 4]);
    expect(pt(s, selvala)).toEqual([4, 5]);
  });

  it('"If you named any nonlegendary creature card for hidden agenda … that refer to a creature on the battlefield, the equipped creature will have that name and will qualify for any relevant bonuses." (Adriana\'s Valor naming Bronze Sable triggers for an equipped Courier Hawk)', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Spy Kit', 'Courier Hawk', 'Plains', 'Plains', 'Plains'], command: [{ card: "Adriana's Valor", names: ['Bronze Sable'] }] }, {}, {}],
    });
    const [kit, hawk] = ids.battlefield[0]! as [ObjectId, ObjectId];
    const plain = attack(state, [[hawk, 1]]);
    expect(plain.stack).toHaveLength(0);
    let s = attack(equip(state, kit, hawk), [[hawk, 1]]);
    expect(s.stack).toHaveLength(1);
    s = choose(resolveTop(s), [1]);
    expect(keywords(s, hawk)).toContain('indestructible');
  });

  it('"… For example, equipping Spy Kit to Noble Banneret will enable Noble Banneret’s last ability (as long as you noted a nonlegendary card name for it)." — and the notes are still those for cards named Noble Banneret', () => {
    const draft = { seat: 0, notes: [{ card: 'Noble Banneret', name: 'Ogre Sentry' }], removed: [] } as never;
    const { state, ids } = setup({ players: [{ battlefield: ['Spy Kit', 'Noble Banneret', 'Kiln Fiend', 'Plains', 'Plains'], draft }, {}] });
    const [kit, banneret, fiend] = ids.battlefield[0]! as [ObjectId, ObjectId, ObjectId];
    expect(keywords(state, banneret)).not.toContain('lifelink');
    const s = equip(state, kit, banneret);
    // +1/+1 from Spy Kit, +1/+1 from its own ability, which now sees a creature named Ogre Sentry: itself
    expect(pt(s, banneret)).toEqual([5, 5]);
    expect(keywords(s, banneret)).toContain('lifelink');
    // Kiln Fiend has no noted name and gets nothing
    expect(keywords(s, fiend)).not.toContain('lifelink');
  });

  it('"Some creature cards have abilities that function during the draft and additional abilities that refer to cards you exiled or information you noted with “cards named [this card’s name].” These abilities are linked, so equipping Spy Kit to such a creature won’t affect the set of cards it exiled or the information you noted." (an equipped creature named Noble Banneret among all its names gets no notes of a Noble Banneret)', () => {
    const draft = { seat: 0, notes: [{ card: 'Noble Banneret', name: 'Ogre Sentry' }], removed: [] } as never;
    // no Noble Banneret on the battlefield: the equipped Kiln Fiend has its name but not its ability
    const { state, ids } = setup({ players: [{ battlefield: ['Spy Kit', 'Kiln Fiend', 'Pillarfield Ox', 'Plains', 'Plains'], draft }, {}] });
    const [kit, fiend, ox] = ids.battlefield[0]! as [ObjectId, ObjectId, ObjectId];
    const s = equip(state, kit, fiend);
    expect(pt(s, fiend)).toEqual([2, 3]);
    expect(keywords(s, fiend)).not.toContain('lifelink');
    expect(keywords(s, ox)).not.toContain('lifelink');
  });

  it('the legend rule (CR 704.5j, 201.2a): two legendary creatures each equipped with a Spy Kit have names in common', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Spy Kit', 'Spy Kit', 'Selvala, Heart of the Wilds', 'Brago, King Eternal', 'Plains', 'Plains', 'Plains', 'Plains'] }, {}],
    });
    const [kit1, kit2, selvala, brago] = ids.battlefield[0]! as [ObjectId, ObjectId, ObjectId, ObjectId];
    let s = equip(state, kit1, selvala);
    expect(permanents(s, 'Brago, King Eternal')).toHaveLength(1);
    s = activate(s, 0, kit2, 0, [{ object: brago }]);
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'legendRule', rule: '704.5j' } });
    s = choose(s, [0]);
    expect(names(s, 0, 'graveyard')).toEqual(['Brago, King Eternal']);
    expect(permanent(s, 'Selvala, Heart of the Wilds')).toBe(selvala);
  });

  it('CR 603.10a: an equipped creature that dies looks back in time: with the name chosen for Assemble the Rank and Vile it had the granted "When this creature dies" ability, so it triggers — also when Spy Kit is destroyed with it', () => {
    // ruling: "If you named any nonlegendary creature card for hidden agenda … the equipped creature will have that name and will qualify for any relevant bonuses."
    const board = () => setup({
      format: 'conspiracy',
      players: [{
        battlefield: ['Spy Kit', 'Courier Hawk', 'Pernicious Deed', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
        hand: ['Murder'],
        command: [{ card: 'Assemble the Rank and Vile', names: ['Bronze Sable'] }],
      }, {}, {}],
    });
    const dies = (s: ReadonlyGameState): ReadonlyGameState => resolveTop(s);
    // the Hawk alone dies; Spy Kit stays, and is unattached only by the state-based actions after (CR 704.5n)
    const one = board();
    const [kit, hawk, deed] = one.ids.battlefield[0]! as [ObjectId, ObjectId, ObjectId];
    let s = dies(cast(equip(one.state, kit, hawk), 0, one.ids.hand[0]![0]!, [{ object: hawk }]));
    expect(names(s, 0, 'graveyard')).toContain('Courier Hawk');
    expect(s.stack.map((id) => [s.objects[id]!.card, s.objects[id]!.source])).toEqual([['Assemble the Rank and Vile', hawk]]);
    // the names are part of what a save keeps of the Hawk as it last existed; a tampered record is refused
    expect(s.objects[hawk]!.lastKnown).toMatchObject({ name: 'Courier Hawk', allNonlegendaryCreatureNames: true });
    expect(deserialize(serialize(s))).toStrictEqual(s);
    const tampered = JSON.parse(serialize(s)) as { objects: { lastKnown?: Record<string, unknown> }[] };
    tampered.objects[hawk]!.lastKnown!.allNonlegendaryCreatureNames = false;
    expect(() => deserialize(JSON.stringify(tampered))).toThrow(/allNonlegendaryCreatureNames/);
    // Pernicious Deed with X = 2 destroys the Hawk and Spy Kit at once: the Hawk's last known information still has the names
    const two = board();
    s = dies(activate(equip(two.state, kit, hawk), 0, deed, 0, [], 2));
    expect(names(s, 0, 'graveyard')).toEqual(expect.arrayContaining(['Courier Hawk', 'Spy Kit']));
    expect(s.stack.map((id) => [s.objects[id]!.card, s.objects[id]!.source])).toEqual([['Assemble the Rank and Vile', hawk]]);
  });
});
