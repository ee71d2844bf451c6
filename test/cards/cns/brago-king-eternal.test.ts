import { describe, expect, it } from 'vitest';
import { legalActions, type ReadonlyGameState, type PutTriggerAction } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { attack, block, castAndResolve, choose, exiled, passUntil, permanent, permanents, putTrigger, resolveStack, setup, withKeywords } from '../helpers.js';

const BRAGO = 'Brago, King Eternal';

/** Passes from the declaration of blockers until Brago's trigger waits to be put on the stack. */
function toTrigger(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.decision?.kind === 'putTrigger');
}

/** The target sets the trigger's listed putTrigger actions offer, as sorted lists of card names. */
function offered(state: ReadonlyGameState): string[][] {
  return legalActions(state)
    .filter((a): a is PutTriggerAction => a.type === 'putTrigger')
    .map((a) => a.targets.map((t) => ('object' in t ? state.objects[t.object]!.card : `player ${t.player}`)).sort());
}

describe('Brago, King Eternal', () => {
  it("Flying. Whenever Brago deals combat damage to a player, exile any number of target nonland permanents you control, then return those cards to the battlefield under their owner's control — ruling: you may exile and return Brago using its own ability", () => {
    const { state } = setup({ players: [{ battlefield: [BRAGO, 'Bronze Sable', 'Forest', { card: 'Spectral Searchlight', tapped: true }] }, {}] });
    const brago = permanent(state, BRAGO);
    let s = toTrigger(attack(state, [[brago, 1]]));
    expect(s.players[1]!.life).toBe(18);
    // any number: every set of its nonland permanents, none included; never the land
    const sets = offered(s);
    expect(sets).toHaveLength(8);
    expect(sets).toContainEqual([]);
    expect(sets).toContainEqual([BRAGO, 'Bronze Sable', 'Spectral Searchlight'].sort());
    expect(sets.flat()).not.toContain('Forest');
    s = resolveStack(putTrigger(s, [{ object: brago }, { object: permanent(s, 'Spectral Searchlight') }]));
    // both came back as new objects, untapped; the Sable wasn't chosen
    const back = permanent(s, BRAGO);
    expect(back).not.toBe(brago);
    expect(s.objects[back]!.tapped).toBe(false);
    expect(s.objects[permanent(s, 'Spectral Searchlight')]!.tapped).toBe(false);
    expect(permanents(s, 'Bronze Sable')).toEqual([permanent(state, 'Bronze Sable')]);
    expect(exiled(s)).toEqual([]);
  });

  it('ruling: "Brago\'s last ability exiles and returns all the targets during the combat damage step, after combat damage is dealt. You can\'t target any creature that didn\'t survive combat."', () => {
    const { state } = setup({ players: [{ battlefield: [BRAGO, 'Bronze Sable'] }, { battlefield: ['Ogre Sentry'] }] });
    const [brago, sable] = [permanent(state, BRAGO), permanent(state, 'Bronze Sable')];
    let s = block(attack(state, [[brago, 1], [sable, 1]]), [[permanent(state, 'Ogre Sentry'), sable]]);
    s = toTrigger(s);
    expect(s.turn.step).toBe('combatDamage');
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(offered(s)).toEqual([[], [BRAGO]]);
  });

  it('ruling: "If you exile an Aura …, the Aura\'s owner chooses what it will enchant … doesn\'t target anything … can\'t enter the battlefield enchanting a permanent that enters the battlefield at the same time."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [BRAGO, 'Wild Griffin', 'Plains', 'Plains', 'Plains'], hand: ['Pariah'] }, { battlefield: ['Ogre Sentry'] }] });
    const [griffin, sentry] = [permanent(state, 'Wild Griffin'), permanent(state, 'Ogre Sentry')];
    // Pariah enchants the Griffin
    const attached = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: griffin }]);
    const pariah = permanent(attached, 'Pariah');
    // hexproof doesn't stop it: the Aura doesn't target
    let s = toTrigger(attack(withKeywords(attached, sentry, ['hexproof']), [[permanent(state, BRAGO), 1]]));
    s = putTrigger(s, [{ object: griffin }, { object: pariah }]);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'enchant', rule: '303.4f' } });
    const options = s.decision?.kind === 'choose' ? s.decision.choice.options : [];
    // Brago and the Sentry, not the Griffin that returns at the same time
    expect(options).toEqual([{ object: permanent(s, BRAGO) }, { object: sentry }]);
    s = resolveStack(choose(s, [1]));
    expect(s.objects[permanent(s, 'Pariah')]!.attachedTo).toEqual({ object: sentry });
    expect(permanents(s, 'Wild Griffin')).toHaveLength(1);
  });

  it('ruling: "If you exile an Aura with Brago’s last ability, the Aura’s owner chooses what it will enchant" (CR 303.4f) — 3 players: a Pariah player 2 owns and player 0 controls is placed by player 2, and returns under player 2\'s control', () => {
    const { state, ids } = setup({ players: [{ battlefield: [BRAGO, 'Wild Griffin', 'Bronze Sable'] }, {}, { hand: ['Pariah'] }] });
    const [griffin, pariah] = [permanent(state, 'Wild Griffin'), ids.hand[2]![0]!];
    // the Pariah, from player 2's hand, enchants player 0's Griffin under player 0's control (a position the
    // scenario spec does not describe)
    const attached = editState(state, (d) => {
      d.players[2]!.hand = d.players[2]!.hand.filter((id) => id !== pariah);
      d.battlefield.push(pariah);
      d.objects[pariah] = { ...d.objects[pariah]!, zone: 'battlefield', controller: 0, attachedTo: { object: griffin } };
    });
    let s = toTrigger(attack(attached, [[permanent(state, BRAGO), 1]]));
    s = putTrigger(s, [{ object: griffin }, { object: pariah }]);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'enchant', rule: '303.4f' } });
    const options = s.decision?.kind === 'choose' ? s.decision.choice.options : [];
    const sable = permanent(s, 'Bronze Sable');
    s = resolveStack(choose(s, [options.findIndex((o) => 'object' in o && o.object === sable)]));
    expect(s.objects[permanent(s, 'Pariah')]).toMatchObject({ owner: 2, controller: 2, attachedTo: { object: sable } });
  });

  it('ruling: "If the Aura can\'t legally be attached to anything, it remains exiled." — and an exiled token ceases to exist', () => {
    const { state, ids } = setup({ players: [{ battlefield: [BRAGO, 'token:beast-3-3', 'Plains', 'Plains', 'Plains'], hand: ['Pariah'] }, {}] });
    const [brago, beast] = [permanent(state, BRAGO), permanent(state, 'token:beast-3-3')];
    const attached = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    const pariah = permanent(attached, 'Pariah');
    let s = toTrigger(attack(attached, [[brago, 1]]));
    s = resolveStack(putTrigger(s, [{ object: brago }, { object: beast }, { object: pariah }]));
    // Brago returns; the Pariah had nothing on the battlefield to enchant as they returned together
    expect(permanents(s, BRAGO)).toHaveLength(1);
    expect(exiled(s)).toEqual(['Pariah']);
    expect(permanents(s, 'token:beast-3-3')).toEqual([]);
  });
  it('with more than ten candidates, the sets of the first ten are listed, and any other legal set is accepted too', () => {
    const { state } = setup({ players: [{ battlefield: [BRAGO, ...Array<string>(10).fill('Bronze Sable')] }, {}] });
    const brago = permanent(state, BRAGO);
    let s = toTrigger(attack(state, [[brago, 1]]));
    expect(offered(s)).toHaveLength(1024);
    const all = [brago, ...permanents(s, 'Bronze Sable')].map((object) => ({ object }));
    expect(legalActions(s).some((a) => a.type === 'putTrigger' && a.targets.length === 11)).toBe(false);
    s = resolveStack(putTrigger(s, all));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(10);
    expect(permanents(s, 'Bronze Sable').every((id) => !all.some((t) => t.object === id))).toBe(true);
    // a land is not a legal target, listed or not
    const withLand = setup({ players: [{ battlefield: [BRAGO, 'Forest'] }, {}] });
    const t = toTrigger(attack(withLand.state, [[permanent(withLand.state, BRAGO), 1]]));
    expect(() => putTrigger(t, [{ object: permanent(t, 'Forest') }])).toThrow();
  });
  it("\"return those cards to the battlefield under their owner's control\" — 3 players: a permanent another player owns comes back under its owner's control, and its owner makes its entry choices (Dack's Duplicate: whether it enters as a copy, CR 614.12a)", () => {
    // player 0 controls two permanents player 2 owns
    const { state } = setup({
      players: [
        { battlefield: [BRAGO] },
        {},
        { battlefield: [{ card: 'Bronze Sable', controller: 0 }, { card: "Dack's Duplicate", controller: 0, counters: { '+1/+1': 1 } }] },
      ],
    });
    const [sable, duplicate] = [permanent(state, 'Bronze Sable'), permanent(state, "Dack's Duplicate")];
    let s = toTrigger(attack(state, [[permanent(state, BRAGO), 1]]));
    s = putTrigger(s, [{ object: sable }, { object: duplicate }]);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    // the Duplicate's owner chooses, not Brago's controller
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'copy', options: [{ object: permanent(s, BRAGO) }, { label: 'none' }] } });
    s = resolveStack(choose(s, [0]));
    const back = [permanent(s, 'Bronze Sable'), permanent(s, "Dack's Duplicate")];
    expect(back).not.toContain(sable);
    for (const id of back) expect(s.objects[id]).toMatchObject({ owner: 2, controller: 2 });
  });
});
