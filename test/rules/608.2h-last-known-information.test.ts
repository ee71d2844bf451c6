import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, legalActions, serialize, type PutTriggerAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { pass, passUntil } from './helpers.js';
import { activate, cast, castAndResolve, choose, names, permanent, pt, resolveStack, resolveTop, setup } from '../cards/helpers.js';

const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

/** Resolves the top of the stack (both players pass). */
function resolve(s: ReadonlyGameState): ReadonlyGameState {
  return pass(pass(s));
}

describe('608.2h an ability of a source that left uses its last known information', () => {
  it('608.2h, 702.15b: Pitchburn Devils, given lifelink and then destroyed, deals its dying damage with lifelink', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Moment of Heroism', 'Murder'], battlefield: ['Pitchburn Devils', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp'], library: LIBRARY },
        { library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const devils = ids.battlefield[0]![0]!;
    const [moment, murder] = ids.hand[0]!;
    let s = resolve(apply(state, { type: 'cast', player: 0, card: moment!, targets: [{ object: devils }], x: 0 }));
    s = resolve(apply(s, { type: 'cast', player: 0, card: murder!, targets: [{ object: devils }], x: 0 }));
    expect(s.battlefield).not.toContain(devils);
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    const atOpponent = (legalActions(s) as PutTriggerAction[]).find((a) => a.targets.length === 1 && 'player' in a.targets[0]! && a.targets[0].player === 1)!;
    s = passUntil(apply(s, atOpponent), (x) => x.stack.length === 0);
    expect(s.players[1]!.life).toBe(17);
    // it had lifelink as it last existed on the battlefield: its controller gains the life
    expect(s.players[0]!.life).toBe(23);
  });

  it('608.2h, 702.2b: Pitchburn Devils, given deathtouch and then destroyed, destroys the creature its dying damage is dealt to', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Lace with Moonglove', 'Murder'], battlefield: ['Pitchburn Devils', 'Forest', 'Forest', 'Forest', 'Swamp', 'Swamp', 'Swamp'], library: LIBRARY },
        { battlefield: ['Pillarfield Ox'], library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const devils = ids.battlefield[0]![0]!;
    const ox = ids.battlefield[1]![0]!;
    const [lace, murder] = ids.hand[0]!;
    let s = resolve(apply(state, { type: 'cast', player: 0, card: lace!, targets: [{ object: devils }], x: 0 }));
    s = resolve(apply(s, { type: 'cast', player: 0, card: murder!, targets: [{ object: devils }], x: 0 }));
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    s = passUntil(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ox }] }), (x) => x.stack.length === 0);
    // 3 damage to a 2/4: only deathtouch, which the Devils had as they last existed, destroys it
    expect(s.battlefield).not.toContain(ox);
  });
});


describe('608.2h, 113.7a: last known information is recorded as the permanent leaves, not computed later', () => {
  it("Altar of Dementia: a creature sacrificed while equipped with Kitesail (+1/+0) mills by its power with the bonus, though the Equipment is unattached before the ability resolves (704.5n)", () => {
    const { state } = setup({
      players: [
        { battlefield: ['Altar of Dementia', 'Kitesail', 'Wastes', 'Wastes', 'Pillarfield Ox'] },
        { library: ['Island', 'Island', 'Island', 'Island', 'Island'] },
      ],
    });
    const [altar, kitesail, ox] = [permanent(state, 'Altar of Dementia'), permanent(state, 'Kitesail'), permanent(state, 'Pillarfield Ox')];
    let s = resolveStack(activate(state, 0, kitesail, 0, [{ object: ox }]));
    expect(pt(s, ox)).toEqual([3, 4]);
    s = apply(s, { type: 'activate', player: 0, source: altar, ability: 0, targets: [{ player: 1 }], x: 0, sacrifice: ox });
    // the Equipment is no longer attached as the ability waits on the stack
    expect(s.objects[kitesail]!.attachedTo).toBeNull();
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toHaveLength(3);
  });

  it("604.3: Psychosis Crawler sacrificed to Altar of Dementia mills by the number of cards in hand as it left, not as the ability resolves", () => {
    const { state } = setup({
      players: [
        { battlefield: ['Altar of Dementia', 'Psychosis Crawler', 'Plains', 'Plains'], hand: ['Raise the Alarm', 'Island', 'Island'] },
        { library: ['Island', 'Island', 'Island', 'Island', 'Island'] },
      ],
    });
    const crawler = permanent(state, 'Psychosis Crawler');
    expect(pt(state, crawler)).toEqual([3, 3]);
    let s = apply(state, { type: 'activate', player: 0, source: permanent(state, 'Altar of Dementia'), ability: 0, targets: [{ player: 1 }], x: 0, sacrifice: crawler });
    // in response, a card leaves the hand: two cards in hand as the ability resolves
    s = cast(s, 0, s.players[0]!.hand[0]!);
    expect(s.players[0]!.hand).toHaveLength(2);
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toHaveLength(3);
  });

  it("611.3a: Flaring Flame-Kin sacrificed to Altar of Dementia while enchanted mills by its power with its own +2/+2, though the Aura is gone before the ability resolves (704.5m)", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Altar of Dementia', 'Flaring Flame-Kin', 'Mountain', 'Mountain'], hand: ['Power of Fire'] },
        { library: ['Island', 'Island', 'Island', 'Island', 'Island'] },
      ],
    });
    const kin = permanent(state, 'Flaring Flame-Kin');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: kin }]);
    expect(pt(s, kin)).toEqual([4, 4]);
    s = apply(s, { type: 'activate', player: 0, source: permanent(s, 'Altar of Dementia'), ability: 0, targets: [{ player: 1 }], x: 0, sacrifice: kin });
    // the Aura is in the graveyard as the ability waits on the stack: the Flame-Kin is enchanted in its last known information only
    expect(names(s, 0, 'graveyard')).toContain('Power of Fire');
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toHaveLength(4);
  });

  it('603.10a, 704.3: Grenzo, Dungeon Warden dying together with the Paliano Vanguard that pumped it keeps the bonus in its last known power (its ruling)', () => {
    const { state } = setup({
      players: [
        {
          battlefield: ['Paliano Vanguard', 'Grenzo, Dungeon Warden', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
          hand: ['Sulfurous Blast'],
          library: ['Wastes', 'Wastes', 'Ogre Sentry'],
          draft: { seat: 0, notes: [{ card: 'Paliano Vanguard', types: ['Goblin'] }], removed: [] },
        },
        {},
      ],
    });
    const grenzo = permanent(state, 'Grenzo, Dungeon Warden');
    expect(pt(state, grenzo)).toEqual([3, 3]);
    let s = activate(state, 0, grenzo, 0);
    // in response, 3 damage to each creature: Grenzo and the Vanguard die at the same time (CR 704.3)
    s = resolveTop(cast(s, 0, s.players[0]!.hand[0]!));
    expect(s.battlefield).not.toContain(grenzo);
    expect(s.battlefield).not.toContain(permanent(state, 'Paliano Vanguard'));
    s = resolveStack(s);
    // Ogre Sentry's power 3 is not greater than Grenzo's last known power 3
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('Ogre Sentry');
  });

  it('603.10a, 701.8: Hamletback Goliath reads the power of a creature destroyed together with the Favorable Winds that pumped it, with the bonus (its ruling)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Hamletback Goliath', 'Favorable Winds', 'Pernicious Deed', 'Island', 'Island', 'Wastes', 'Wastes'], hand: ['Vaporkin'] },
        {},
      ],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.player === 0 && x.stack.length === 1 && x.objects[x.stack[0]!]!.kind === 'ability');
    const vaporkin = permanent(s, 'Vaporkin');
    expect(pt(s, vaporkin)).toEqual([3, 2]);
    // in response, Pernicious Deed with X=2 destroys the Winds and the Vaporkin at the same time
    s = resolveTop(activate(s, 0, permanent(s, 'Pernicious Deed'), 0, [], 2));
    expect(s.battlefield).not.toContain(vaporkin);
    expect(s.battlefield).not.toContain(permanent(state, 'Favorable Winds'));
    s = choose(resolveStack(s), [0]);
    expect(pt(s, permanent(s, 'Hamletback Goliath'))).toEqual([9, 9]);
  });
});

describe('608.2h: recorded last known information in saved games', () => {
  /** Pillarfield Ox, equipped with Kitesail, sacrificed to Altar of Dementia: the ability waits on the stack. */
  function sacrificedOx(): { s: ReadonlyGameState; ox: number } {
    const { state } = setup({ players: [{ battlefield: ['Altar of Dementia', 'Kitesail', 'Wastes', 'Wastes', 'Pillarfield Ox'] }, {}] });
    const ox = permanent(state, 'Pillarfield Ox');
    const s = resolveStack(activate(state, 0, permanent(state, 'Kitesail'), 0, [{ object: ox }]));
    return { s: apply(s, { type: 'activate', player: 0, source: permanent(s, 'Altar of Dementia'), ability: 0, targets: [{ player: 1 }], x: 0, sacrifice: ox }), ox };
  }

  /** The saved game of `s` changed by `edit`, loaded. */
  function loadEdited(s: ReadonlyGameState, edit: (x: Record<string, any>) => void): ReadonlyGameState {
    const x = JSON.parse(serialize(s)) as Record<string, any>;
    edit(x);
    return deserialize(JSON.stringify(x));
  }

  it('a saved game keeps the record: loaded, the sacrificed creature still has the power it had with the Equipment', () => {
    const { s, ox } = sacrificedOx();
    const loaded = deserialize(serialize(s));
    expect(loaded).toStrictEqual(s);
    expect(characteristics(loaded, ox).power).toBe(3);
  });

  it('a record on an object that did not leave the battlefield, or a malformed one, is refused', () => {
    const { s, ox } = sacrificedOx();
    const altar = permanent(s, 'Altar of Dementia');
    const refused = (edit: (x: Record<string, any>) => void): void => expect(() => loadEdited(s, edit)).toThrow(/lastKnown/);
    refused((x) => { x.objects[altar].lastKnown = x.objects[ox].lastKnown; });
    refused((x) => { x.objects[ox].lastKnown.power = 'three'; });
    refused((x) => { x.objects[ox].lastKnown.colors = ['purple']; });
    refused((x) => { x.objects[ox].lastKnown.manaCost = [{ kind: 'generic', amount: -1 }]; });
    refused((x) => { x.objects[ox].lastKnown.controller = 5; });
    refused((x) => { delete x.objects[ox].lastKnown.keywords; });
  });

  it('a game saved before the record existed loads; its last known information is computed from the state as it is', () => {
    const { s, ox } = sacrificedOx();
    const old = loadEdited(s, (x) => { delete x.objects[ox].lastKnown; });
    // the Equipment is unattached now: computed, the creature's power lacks its bonus
    expect(characteristics(old, ox).power).toBe(2);
  });

  it("604.3: in a game saved before the record existed, a left permanent's own characteristic-defining ability still defines its computed last known information (Psychosis Crawler sacrificed to Altar of Dementia)", () => {
    const { state } = setup({
      players: [
        { battlefield: ['Altar of Dementia', 'Psychosis Crawler'], hand: ['Island', 'Island', 'Island'] },
        { library: ['Island', 'Island', 'Island', 'Island', 'Island'] },
      ],
    });
    const crawler = permanent(state, 'Psychosis Crawler');
    const s = apply(state, { type: 'activate', player: 0, source: permanent(state, 'Altar of Dementia'), ability: 0, targets: [{ player: 1 }], x: 0, sacrifice: crawler });
    const old = loadEdited(s, (x) => { delete x.objects[crawler].lastKnown; });
    // three cards in hand: the Crawler's own ability makes its computed power 3, and the Altar mills 3
    expect(characteristics(old, crawler).power).toBe(3);
    expect(names(resolveStack(old), 1, 'graveyard')).toHaveLength(3);
  });
});
