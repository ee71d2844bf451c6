import { describe, expect, it } from 'vitest';
import { apply, legalActions, type PutTriggerAction } from '../../../src/index.js';
import { events, mt, pass, resolveStack, sendMission, setPost, toMissions, underConstruction, finishMission, deployed } from './helpers.js';
import { editState } from '../../../src/testing/index.js';

describe('MT 9 Life', () => {
  it('"Any time a card or effect states, \'pay X life\' or \'lose X life,\' scrap that many cards instead, putting cards from the top of your library into your graveyard" — lose (MT 9.1)', () => {
    // Reckless Spite: "Destroy two target nonblack creatures. You lose 5 life."
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Reckless Spite'), 'Swamp'] }, { battlefield: ['Bronze Sable', 'Pillarfield Ox'] }] });
    const spite = ids.battlefield[0]![0]!;
    const [a, b] = ids.battlefield[1]!;
    let s = editState(state, (x) => underConstruction(x, spite, 3));
    const top5 = s.players[0]!.library.slice(0, 5).map((id) => s.objects[id]!.card);
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: spite, targets: [{ object: a! }, { object: b! }], x: 0 }));
    expect(s.players[0]!.life).toBe(20);
    expect(s.players[0]!.library).toHaveLength(15);
    // the five scrapped cards and the spell itself
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card).sort()).toEqual([...top5, 'Reckless Spite'].sort());
    expect(events(s, 'scrap')[0]).toMatchObject({ rule: 'MT 9.1', player: 0, amount: 5 });
  });

  it('"pay X life" scraps as a cost: Treasonous Ogre, "Pay 3 life: Add {R}." (MT 9.1)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Treasonous Ogre'] }, {}] });
    const s = apply(state, { type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 0, targets: [], x: 0 });
    expect(s.players[0]!.pool.R).toBe(1);
    expect(s.players[0]!.life).toBe(20);
    expect(s.players[0]!.library).toHaveLength(17);
    expect(s.players[0]!.graveyard).toHaveLength(3);
  });

  it('scrapping takes the top cards of the stockpile, in order (MT 9.1)', () => {
    // Treasonous Ogre: "Pay 3 life: Add {R}."
    const { state, ids } = mt({ players: [{ battlefield: ['Treasonous Ogre'], library: ['Island', 'Swamp', 'Mountain', 'Forest', 'Plains'] }, {}] });
    const s = apply(state, { type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 0, targets: [], x: 0 });
    expect(s.players[0]!.library.map((id) => s.objects[id]!.card)).toEqual(['Forest', 'Plains']);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Island', 'Swamp', 'Mountain']);
  });

  it('"For each point of life you gain, you may put the top card of your scrapheap under the bottom of your stockpile." (MT 9.2)', () => {
    // Reviving Dose: "You gain 3 life. Draw a card."
    const { state, ids } = mt({ players: [{ battlefield: [deployed('Reviving Dose'), 'Plains'], graveyard: ['Island', 'Swamp', 'Mountain', 'Forest'] }, {}] });
    let s = editState(state, (x) => underConstruction(x, ids.battlefield[0]![0]!, 3));
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.battlefield[0]![0]!, targets: [], x: 0 }));
    expect(s.players[0]!.life).toBe(20);
    // the top three of the scrapheap (Forest on top), one by one under the stockpile
    expect(s.players[0]!.library.slice(-3).map((id) => s.objects[id]!.card)).toEqual(['Forest', 'Mountain', 'Swamp']);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Island', 'Reviving Dose']);
    expect(events(s, 'unscrap')[0]).toMatchObject({ rule: 'MT 9.2', amount: 3 });
  });

  it('lifelink gains life, which returns scrapheap cards (MT 9.2, CR 702.15b)', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Child of Night'], graveyard: ['Island', 'Swamp'] }, {}] });
    let s = editState(state, (x) => setPost(x, ids.battlefield[0]![0]!, 'patrol'));
    s = finishMission(sendMission(toMissions(s), { player: 1 }, [ids.battlefield[0]![0]!]));
    expect(s.players[1]!.graveyard).toHaveLength(2);
    expect(s.players[0]!.graveyard).toHaveLength(0);
    expect(s.players[0]!.library).toHaveLength(22);
  });

  it('lifelink of a source that has left the battlefield: Pitchburn Devils, given lifelink by Moment of Heroism and then destroyed, returns scrapheap cards with its dying damage (MT 9.2, CR 608.2h, 702.15b)', () => {
    const { state, ids } = mt({ players: [
      { battlefield: ['Pitchburn Devils', deployed('Moment of Heroism'), deployed('Murder'), 'Plains', 'Swamp'], graveyard: ['Island', 'Swamp', 'Mountain'] },
      {},
    ] });
    const [devils, moment, murder] = ids.battlefield[0]!;
    let s = editState(state, (x) => { underConstruction(x, moment!, 2); underConstruction(x, murder!, 3); });
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: moment!, targets: [{ object: devils! }], x: 0 }));
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: murder!, targets: [{ object: devils! }], x: 0 }));
    expect(s.battlefield).not.toContain(devils);
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    const atOpponent = (legalActions(s) as PutTriggerAction[]).find((a) => a.targets.length === 1 && 'player' in a.targets[0]! && a.targets[0].player === 1)!;
    s = resolveStack(apply(s, atOpponent));
    expect(s.players[1]!.library).toHaveLength(17);
    // the Devils had lifelink as they last existed on the battlefield: three cards come back
    expect(s.players[0]!.library).toHaveLength(23);
    expect(events(s, 'unscrap').at(-1)).toMatchObject({ rule: 'MT 9.2', player: 0, amount: 3 });
  });

  it('"You can ignore poison counters." (MT 9.3)', () => {
    const { state } = mt({ players: [{ counters: { poison: 12 } }, {}] });
    const s = pass(state);
    expect(s.result).toBeNull();
    expect(s.players[0]!.inGame).toBe(true);
  });
});
