/**
 * A draft action the rules refuse says why, citing the card whose ability it asks for or the rule it
 * breaks, and changes nothing: an option of a pick no face-up card gives, an ability used without its
 * face-up card, a Deal Broker answer with a card of another pool, a colour chosen twice.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, legalPicks, tryApplyDraft, type DraftAction, type ReadonlyDraftState } from '../../src/index.js';
import { cardInHand, creatureDrawnUnderArchdemon, finish, fixedDraft, pack, pick } from './helpers.js';

/** The refusal of `action` on `s` (which must be left as it was), as code, rule and message. */
function refusal(s: ReadonlyDraftState, action: unknown): { code: string; rule: string | undefined; message: string } {
  const before = JSON.stringify(s);
  const r = tryApplyDraft(s, action as DraftAction);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  return { code: r.error.code, rule: r.error.rule, message: r.error.message };
}

describe('a pick with an option no face-up card gives', () => {
  const s = fixedDraft([[pack(['Flame Slash', 'Lore Seeker'], 4), pack([], 4)]]);
  const card = cardInHand(s, 0, 'Flame Slash');

  it('names the card whose ability the option asks for', () => {
    expect(refusal(s, { type: 'pick', seat: 0, card, remove: 'Cogwork Grinder' })).toMatchObject({ code: 'illegal', rule: 'Cogwork Grinder', message: expect.stringMatching(/no face-up Cogwork Grinder/) });
    expect(refusal(s, { type: 'pick', seat: 0, card, remove: 'Animus of Predation' })).toMatchObject({ code: 'illegal', rule: 'Animus of Predation' });
    expect(refusal(s, { type: 'pick', seat: 0, card, extra: 'Cogwork Librarian' })).toMatchObject({ code: 'illegal', rule: 'Cogwork Librarian', message: expect.stringMatching(/no face-up Cogwork Librarian/) });
    expect(refusal(s, { type: 'pick', seat: 0, card, extra: "Leovold's Operative" })).toMatchObject({ code: 'illegal', rule: "Leovold's Operative" });
    expect(refusal(s, { type: 'pick', seat: 0, card, note: 'Smuggler Captain' })).toMatchObject({ code: 'illegal', rule: 'Smuggler Captain', message: expect.stringMatching(/no face-up Smuggler Captain/) });
    expect(refusal(s, { type: 'pick', seat: 0, card, note: ['Noble Banneret', 'Smuggler Captain'] })).toMatchObject({ code: 'illegal', rule: 'Noble Banneret' });
  });

  it('Lore Seeker\'s booster and Spire Phantasm\'s guess only with those cards; a Canal Dredger drafter only when one drafted it', () => {
    expect(refusal(s, { type: 'pick', seat: 0, card, addBooster: true })).toMatchObject({ code: 'illegal', rule: 'Lore Seeker', message: expect.stringMatching(/Flame Slash is not Lore Seeker/) });
    expect(refusal(s, { type: 'pick', seat: 0, card, guess: 'Ogre Sentry' })).toMatchObject({ code: 'illegal', rule: 'Spire Phantasm' });
    expect(refusal(s, { type: 'pick', seat: 0, card, dredger: 1 })).toMatchObject({ code: 'illegal', rule: 'Canal Dredger' });
  });
});

describe('a pick with an option its face-up card gives, but its text does not allow for this pick', () => {
  it('"As you draft a creature card": Noble Banneret and Paliano Vanguard note creature cards only', () => {
    let t = fixedDraft([[pack(['Noble Banneret', 'Flame Slash'], 4), pack(['Paliano Vanguard'], 4)]]);
    t = pick(t, 0, 'Noble Banneret');
    t = pick(t, 1, 'Paliano Vanguard');
    const slash = cardInHand(t, 1, 'Flame Slash');
    expect(refusal(t, { type: 'pick', seat: 1, card: slash, note: 'Paliano Vanguard' })).toMatchObject({ code: 'illegal', rule: 'Paliano Vanguard', message: expect.stringMatching(/Flame Slash is not a creature card/) });
  });

  it('an additional card needs another card in the pack', () => {
    let t = fixedDraft([[pack(['Cogwork Librarian'], 2), pack([], 2)]]);
    t = pick(t, 0, 'Cogwork Librarian');
    t = pick(t, 1, 'Ogre Sentry');
    const last = t.packs[t.drafters[0]!.queue[0]!]!.cards[0]!;
    expect(refusal(t, { type: 'pick', seat: 0, card: last, extra: 'Cogwork Librarian' })).toMatchObject({ code: 'illegal', rule: 'Cogwork Librarian', message: expect.stringMatching(/no other card/) });
  });
});

describe('Canal Dredger: "each player chooses which of those players to pass the last card to"', () => {
  it('a pick that passes a pack with its last card, when several drafted Canal Dredger, names which of them gets it', () => {
    let s = fixedDraft([[pack(['Canal Dredger'], 3), pack(['Canal Dredger'], 3), pack([], 3)]]);
    s = pick(s, 0, 'Canal Dredger');
    s = pick(s, 1, 'Canal Dredger');
    s = pick(s, 2, 'Ogre Sentry');
    const card = cardInHand(s, 2, 'Ogre Sentry');
    expect(refusal(s, { type: 'pick', seat: 2, card })).toMatchObject({ code: 'illegal', rule: 'Canal Dredger', message: expect.stringMatching(/which of them gets it/) });
    expect(refusal(s, { type: 'pick', seat: 2, card, dredger: 2 })).toMatchObject({ code: 'illegal', rule: 'Canal Dredger', message: expect.stringMatching(/drafter 2 has no face-up Canal Dredger/) });
    expect(applyDraft(s, { type: 'pick', seat: 2, card, dredger: 0 }).drafters[0]!.queue).toHaveLength(2);
  });
});

describe('an ability used without its face-up card', () => {
  const s = fixedDraft([[pack([], 3), pack([], 3)]]);

  it('Agent of Acquisitions, Whispergear Sneak, Illusionary Informant, Archdemon of Paliano and Leovold\'s Operative', () => {
    expect(refusal(s, { type: 'takePack', seat: 0 })).toMatchObject({ code: 'illegal', rule: 'Agent of Acquisitions', message: expect.stringMatching(/no face-up Agent of Acquisitions/) });
    expect(refusal(s, { type: 'lookAtPack', seat: 0, pack: 1 })).toMatchObject({ code: 'illegal', rule: 'Whispergear Sneak', message: expect.stringMatching(/no face-up Whispergear Sneak/) });
    expect(refusal(s, { type: 'watch', seat: 0, target: 1 })).toMatchObject({ code: 'illegal', rule: 'Illusionary Informant', message: expect.stringMatching(/no face-up Illusionary Informant/) });
    expect(refusal(s, { type: 'pickRandom', seat: 0 })).toMatchObject({ code: 'illegal', rule: 'Archdemon of Paliano', message: expect.stringMatching(/no face-up Archdemon of Paliano/) });
    expect(refusal(s, { type: 'pickOptions', seat: 0 })).toMatchObject({ code: 'illegal', rule: 'Archdemon of Paliano', message: expect.stringMatching(/no card drawn at random/) });
    expect(refusal(s, { type: 'passPack', seat: 0 })).toMatchObject({ code: 'illegal', rule: "Leovold's Operative", message: expect.stringMatching(/no booster pack to pass without drafting/) });
  });
});

describe('an ability of a face-up card used where its text or the draft does not allow it', () => {
  const s = fixedDraft([[pack([], 3), pack([], 3)]]);

  it("Leovold's Operative: the next booster pack is passed without drafting from it, not drafted from at random (Archdemon of Paliano)", () => {
    let t = fixedDraft([[pack(["Leovold's Operative", 'Agent of Acquisitions'], 6), pack(['Archdemon of Paliano'], 6)]]);
    t = pick(t, 0, "Leovold's Operative");
    t = pick(t, 1, 'Ogre Sentry');
    t = pick(t, 0, 'Archdemon of Paliano');
    t = pick(t, 1, 'Agent of Acquisitions');
    t = applyDraft(t, { type: 'pickRandom', seat: 0 });
    t = applyDraft(t, { type: 'pickOptions', seat: 0, extra: "Leovold's Operative" });
    t = applyDraft(t, { type: 'pickRandom', seat: 0 });
    t = applyDraft(t, legalPicks(t, 1).find((a) => a.type === 'pick')!);
    expect(legalPicks(t, 0)).toEqual([{ type: 'passPack', seat: 0 }]);
    expect(refusal(t, { type: 'pickRandom', seat: 0 })).toMatchObject({ code: 'illegal', rule: "Leovold's Operative", message: expect.stringMatching(/passes this booster pack without drafting/) });
  });

  it("Leovold's Operative: the booster pack passed without drafting from it is not drafted whole either (Agent of Acquisitions)", () => {
    let t = fixedDraft([[pack(["Leovold's Operative"], 6), pack(['Agent of Acquisitions'], 6)]]);
    t = pick(t, 0, "Leovold's Operative");
    t = pick(t, 1, 'Ogre Sentry');
    t = pick(t, 0, 'Agent of Acquisitions', { extra: "Leovold's Operative" });
    t = pick(t, 0, 'Hurly-Burly'); // the additional card
    t = applyDraft(t, legalPicks(t, 1).find((a) => a.type === 'pick')!);
    expect(legalPicks(t, 0)).toEqual([{ type: 'passPack', seat: 0 }]);
    expect(refusal(t, { type: 'takePack', seat: 0 })).toMatchObject({ code: 'illegal', rule: "Leovold's Operative", message: expect.stringMatching(/passes this booster pack without drafting/) });
  });

  it('Archdemon of Paliano: a card drawn at random waits for its options; no second card is drawn first', () => {
    const t = creatureDrawnUnderArchdemon();
    expect(refusal(t, { type: 'pickRandom', seat: 0 })).toMatchObject({ code: 'illegal', rule: 'Archdemon of Paliano', message: expect.stringMatching(/drew a card at random already/) });
  });

  it('an action on the pack in hand by a drafter who holds none (905.1a)', () => {
    const t = applyDraft(s, { type: 'pick', seat: 0, card: cardInHand(s, 0, 'Ogre Sentry') });
    for (const type of ['takePack', 'passPack', 'pickRandom', 'pickOptions']) {
      expect(refusal(t, { type, seat: 0 })).toMatchObject({ code: 'notYourDecision', rule: '905.1a', message: expect.stringMatching(/no booster pack in hand/) });
    }
  });

  it('Whispergear Sneak: not a pack another drafter is looking at, nor one with no cards left, nor a pack the draft does not have', () => {
    let t = fixedDraft([[pack(['Whispergear Sneak'], 3), pack([], 3)]]);
    t = pick(t, 0, 'Whispergear Sneak');
    expect(refusal(t, { type: 'lookAtPack', seat: 0, pack: 1 })).toMatchObject({ code: 'illegal', rule: 'Whispergear Sneak', message: expect.stringMatching(/being looked at/) });
    expect(refusal(t, { type: 'lookAtPack', seat: 0, pack: 9 })).toMatchObject({ code: 'malformed', message: expect.stringMatching(/no booster pack 9/) });
    t = finish(t);
    // the draft is over: a Whispergear Sneak is turned face down and can no longer be used
    expect(refusal(t, { type: 'lookAtPack', seat: 0, pack: 1 })).toMatchObject({ code: 'gameOver' });
  });

  it('Illusionary Informant: another drafter, once', () => {
    let t = fixedDraft([[pack(['Illusionary Informant'], 3), pack([], 3)]]);
    t = pick(t, 0, 'Illusionary Informant');
    expect(refusal(t, { type: 'watch', seat: 0, target: 0 })).toMatchObject({ code: 'illegal', rule: 'Illusionary Informant', message: expect.stringMatching(/another drafter/) });
  });

  it('Illusionary Informant: a second face-up copy does not watch the drafter the first one watches already', () => {
    let t = fixedDraft([[pack(['Illusionary Informant'], 4), pack(['Illusionary Informant'], 4)]]);
    t = pick(t, 0, 'Illusionary Informant');
    t = pick(t, 1, 'Ogre Sentry');
    t = pick(t, 0, 'Illusionary Informant');
    t = pick(t, 1, 'Hurly-Burly');
    t = applyDraft(t, { type: 'watch', seat: 0, target: 1 });
    expect(refusal(t, { type: 'watch', seat: 0, target: 1 })).toMatchObject({ code: 'illegal', rule: 'Illusionary Informant', message: expect.stringMatching(/already/) });
  });

  it('Whispergear Sneak: "look at any unopened booster pack in the draft or any booster pack not being looked at" — a pack drafted empty holds nothing to look at', () => {
    let t = fixedDraft([[pack(['Whispergear Sneak'], 2), pack([], 2)], [pack([], 2), pack([], 2)]]);
    t = pick(t, 0, 'Whispergear Sneak');
    t = pick(t, 1, 'Ogre Sentry');
    t = pick(t, 0, 'Hurly-Burly');
    t = pick(t, 1, 'Ogre Sentry');
    expect(t.round).toBe(1);
    expect(t.packs[0]!.cards).toEqual([]);
    expect(refusal(t, { type: 'lookAtPack', seat: 0, pack: 0 })).toMatchObject({ code: 'illegal', rule: 'Whispergear Sneak', message: expect.stringMatching(/no cards left/) });
  });

  it('Agent of Acquisitions: "Instead of drafting a card" — not while an additional card is owed from the pack', () => {
    let t = fixedDraft([[pack(['Agent of Acquisitions'], 6), pack(['Cogwork Librarian'], 6)]]);
    t = pick(t, 0, 'Agent of Acquisitions');
    t = pick(t, 1, 'Ogre Sentry');
    t = pick(t, 0, 'Cogwork Librarian');
    t = pick(t, 1, 'Ogre Sentry');
    t = pick(t, 0, 'Hurly-Burly', { extra: 'Cogwork Librarian' });
    expect(refusal(t, { type: 'takePack', seat: 0 })).toMatchObject({ code: 'illegal', rule: 'Agent of Acquisitions' });
  });
});

describe('Deal Broker answers and colour choices', () => {
  it('a card of another pool is refused as such; an offer only from a drafter who made one is accepted', () => {
    let s = fixedDraft([[pack(['Deal Broker'], 2), pack([], 2), pack([], 2)]]);
    s = pick(s, 0, 'Deal Broker');
    s = finish(s, 5);
    expect(s.phase).toBe('dealBroker');
    const theirs = s.drafters[1]!.pile[0]!.card;
    expect(refusal(s, { type: 'brokerReveal', seat: 0, card: theirs })).toMatchObject({ code: 'illegal', rule: 'Deal Broker', message: expect.stringMatching(/not in .*card pool/) });
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: s.drafters[0]!.pile[1]!.card });
    expect(refusal(s, { type: 'brokerOffer', seat: 1, card: s.drafters[2]!.pile[0]!.card })).toMatchObject({ code: 'illegal', rule: 'Deal Broker', message: expect.stringMatching(/not in .*card pool/) });
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: null });
    s = applyDraft(s, { type: 'brokerOffer', seat: 2, card: s.drafters[2]!.pile[0]!.card });
    expect(refusal(s, { type: 'brokerAccept', seat: 0, from: 1 })).toMatchObject({ code: 'illegal', rule: 'Deal Broker', message: expect.stringMatching(/made no offer/) });
    expect(refusal(s, { type: 'brokerAccept', seat: 0, from: 0 })).toMatchObject({ code: 'illegal', rule: 'Deal Broker' });
  });

  it('"Immediately after the draft": not during it; and each answer in its turn, saying whom the exchange waits for', () => {
    let s = fixedDraft([[pack(['Deal Broker'], 2), pack([], 2), pack([], 2)]]);
    expect(refusal(s, { type: 'brokerReveal', seat: 0, card: null })).toMatchObject({ code: 'illegal', rule: 'Deal Broker', message: expect.stringMatching(/immediately after the draft/) });
    s = pick(s, 0, 'Deal Broker');
    s = finish(s, 5);
    expect(refusal(s, { type: 'brokerOffer', seat: 1, card: null })).toMatchObject({ code: 'notYourDecision', rule: 'Deal Broker', message: expect.stringMatching(/waits for Drafter 1 to reveal a card/) });
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: s.drafters[0]!.pile[0]!.card });
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: null });
    expect(refusal(s, { type: 'brokerAccept', seat: 0, from: null })).toMatchObject({ code: 'notYourDecision', rule: 'Deal Broker', message: expect.stringMatching(/waits for the offers of Drafter 3/) });
  });

  it('Paliano, the High City: "The three chosen colors must be different."', () => {
    let s = fixedDraft([[pack(['Paliano, the High City'], 3), pack([], 3), pack([], 3)]]);
    s = pick(s, 0, 'Paliano, the High City');
    s = applyDraft(s, { type: 'chooseColor', seat: 2, color: 'R' });
    expect(refusal(s, { type: 'chooseColor', seat: 0, color: 'R' })).toMatchObject({ code: 'illegal', rule: 'Paliano, the High City', message: expect.stringMatching(/different/) });
  });
});

describe('a pick lacking an option it needs, or asking one no face-up card gives', () => {
  it('Spire Phantasm: "guess that card\'s name" — drafting it from a pack with cards left names a guess', () => {
    const s = fixedDraft([[pack(['Spire Phantasm'], 3), pack([], 3)]]);
    const card = cardInHand(s, 0, 'Spire Phantasm');
    expect(refusal(s, { type: 'pick', seat: 0, card })).toMatchObject({ code: 'illegal', rule: 'Spire Phantasm', message: expect.stringMatching(/a guess is named with the pick/) });
  });

  it('Smuggler Captain notes any card ("As you draft a card"): a noncreature card noted with an additional card no face-up Cogwork Librarian gives is refused for the Librarian', () => {
    let s = fixedDraft([[pack(['Smuggler Captain', 'Flame Slash'], 4), pack([], 4)]]);
    s = pick(s, 0, 'Smuggler Captain');
    s = pick(s, 1, 'Ogre Sentry');
    const card = cardInHand(s, 0, 'Flame Slash');
    expect(refusal(s, { type: 'pick', seat: 0, card, note: 'Smuggler Captain', extra: 'Cogwork Librarian' })).toMatchObject({ code: 'illegal', rule: 'Cogwork Librarian' });
  });
});
