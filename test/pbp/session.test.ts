import { describe, expect, it } from 'vitest';
import { apply, logOf } from '../../src/index.js';
import { loadSession, saveSession } from '../../src/pbp/saved.js';
import { handle, type Session } from '../../src/pbp/session.js';
import { currentObject, mmData } from '../../src/variants/mental-magic/data.js';
import { after, sessionWithHands } from './helpers.js';
import { twoCreatures, withPermanents } from '../variants/mental-magic/helpers.js';
import { settle } from '../../src/variants/mental-magic/control.js';
import { produce } from 'immer';
import { createObject } from '../../src/zones/zones.js';

/** Seat 1: {2} {W} {B} {0} {R}; seat 2: {G} {1}{U}. */
const fresh = () => sessionWithHands([['{2}', '{W}', '{B}', '{0}', '{R}'], ['{G}', '{1}{U}']]);

/** A refused command: one line, the very same session. */
function refused(s: Session, user: string, line: string, pattern: RegExp): void {
  const r = handle(s, user, line);
  expect(r.ok).toBe(false);
  expect(r.session).toBe(s);
  expect(r.reply.text).not.toContain('\n');
  expect(r.reply.text).toMatch(pattern);
}

describe('the play-by-post session: every command of AMM 1', () => {
  it('"!info: Display whose turn it is, and who has dibs on controlling the turn" — public', () => {
    const s = after(fresh(), ['alice: !dibs']);
    const r = handle(s, 'bob', '!info');
    expect(r.reply.readers).toEqual({ everyone: true });
    expect(r.reply.text).toMatch(/Game a, turn 1: seat 1 \(Alice\) is active/);
    expect(r.reply.text).toMatch(/Dibs: alice/);
    expect(r.session).toBe(s);
  });

  it('"!dibs: Call dibs on controlling the current turn"; "Call !dibs twice to cancel existing dibs"; 9a: calling it joins the team', () => {
    const s0 = fresh();
    const s1 = handle(s0, 'alice', '!dibs').session;
    expect(s1.dibs).toBe('alice');
    expect(s1.teams).toEqual([['alice'], []]);
    // 9a: a newcomer joins the team though alice has dibs ("even if you aren't going to be playing that particular turn")
    const joined = handle(s1, 'dave', '!dibs');
    expect(joined.session.teams).toEqual([['alice', 'dave'], []]);
    expect(joined.session.dibs).toBe('alice');
    refused(joined.session, 'dave', '!dibs', /alice has dibs/);
    const s2 = handle(s1, 'alice', '!dibs').session;
    expect(s2.dibs).toBeNull();
    expect(s2.teams).toEqual([['alice'], []]);
    // 9a: carol joins seat 1's team by calling dibs during seat 1's turn, though she won't play it
    const s3 = handle(s2, 'carol', '!dibs').session;
    expect(s3.teams).toEqual([['alice', 'carol'], []]);
    // one of another team cannot take dibs on this turn
    const s4 = after(s3, ['carol: !dibs', 'alice: !dibs', 'alice: !turnover', 'bob: !dibs']);
    expect(s4.teams).toEqual([['alice', 'carol'], ['bob']]);
    refused(handle(s4, 'bob', '!dibs').session, 'alice', '!dibs', /seat 2 holds control|you are on seat 1/);
  });

  it('"!: PULL one or more new cards, which will become visible to your team" — the new cards the rules drew, to the team only', () => {
    const s = after(fresh(), ['alice: !dibs']);
    // the opening hand is new: pulling it shows it to the team
    const r = handle(s, 'alice', '!');
    expect(r.reply.readers).toEqual({ everyone: false, seat: 0, users: ['alice'] });
    expect(r.reply.text).toMatch(/^Seat 1 pulls a100 \(unnamed \{2\}\), a101 \(unnamed \{W\}\)/);
    expect(r.session.pulled).toEqual(['a100', 'a101', 'a102', 'a103', 'a104', 'a105', 'a106']);
    // pulled cards are not new any more
    refused(r.session, 'alice', '!', /no new cards to pull/);
    refused(r.session, 'alice', '! 01', /a101 was pulled already/);
    // "! 100 101 …": the IDs given, each a new card in the caller's hand
    const one = handle(s, 'alice', '! 01 a104 101');
    // a card given twice is pulled, and listed, once
    expect(one.reply.text).toBe('Seat 1 pulls a101 (unnamed {W}), a104 (unnamed {R})');
    expect(one.session.pulled).toEqual(['a101', 'a104']);
    expect(handle(one.session, 'alice', '!').reply.text).toMatch(/^Seat 1 pulls a100 \(unnamed \{2\}\), a102/);
    refused(s, 'alice', '! 201', /not a card drawn into your hand/);
    refused(s, 'alice', '! 150', /no card a150/);
    refused(s, 'bob', '!', /on no team/);
  });

  it('a pull never draws: a card drawn by the rules (the draw step, CR 504.1) is the next new card', () => {
    let s = after(fresh(), ['alice: !dibs', 'alice: !', 'alice: !turnover', 'bob: !dibs', 'bob: !', 'bob: !turnover']);
    expect(s.game.turn.active).toBe(0);
    const hand = s.game.players[0]!.hand.length;
    const r = handle(s, 'alice', '!');
    expect(r.ok).toBe(true);
    // seat 1 drew one card in its draw step: that one, a107, is pulled, and the hand did not grow
    expect(r.reply.text).toMatch(/^Seat 1 pulls a107 \(unnamed [^)]*\)$/);
    expect(r.session.game.players[0]!.hand.length).toBe(hand);
    s = r.session;
    refused(s, 'alice', '! 08', /no card a108/);
  });

  it('!hand shows the team the whole hand, and the top card of the library only once peeked (AMM 9)', () => {
    const s = after(fresh(), ['alice: !dibs']);
    const h = handle(s, 'alice', '!hand');
    expect(h.reply.readers).toEqual({ everyone: false, seat: 0, users: ['alice'] });
    expect(h.reply.text).toMatch(/^Seat 1's cards: a100 \(unnamed \{2\}\), a101 \(unnamed \{W\}\)/);
    expect(h.reply.text).not.toMatch(/top of library/);
    expect(h.session).toBe(s);
    const peeked = handle(s, 'alice', '!peek').session;
    expect(handle(peeked, 'alice', '!hand').reply.text).toMatch(/a107 \(unnamed [^)]*\) — top of library \(peeked\)$/);
  });

  it('"!n 105 Gitaxian Probe: NAME a card" in the middle of an effect (AMM 5): Deathrender puts the named card onto the battlefield', () => {
    const s0 = after(fresh(), ['alice: !dibs']);
    const { state, ids } = withPermanents(s0.game, 0, ['Deathrender', 'Brushstrider'], { 0: 1 });
    const dying = produce(state, (d) => {
      d.objects[ids[1]!]!.damage = 5;
    });
    let game = settle(apply(dying, { type: 'pass', player: 0 }));
    while (game.decision?.kind !== 'choose') game = settle(apply(game, { type: 'pass', player: game.decision!.player }));
    const s = { ...s0, game };
    // a101 costs {W}: not a land, and Swords to Plowshares is no creature card
    refused(s, 'alice', '!n 01 Swords to Plowshares', /AMM 5: a101 cannot be named Swords to Plowshares in this choice/);
    // whether a name fits tells of the card's hidden cost: the refusal is the team's alone (AMM 1)
    expect(handle(s, 'alice', '!n 01 Swords to Plowshares').reply.readers).toEqual({ everyone: false, seat: 0, users: ['alice'] });
    const r = handle(s, 'alice', '!n 01 Doomed Traveler');
    expect(r.ok).toBe(true);
    expect(r.reply.text).toMatch(/^alice \(seat 1\) names a101 Doomed Traveler \(AMM 5\)/);
    const traveler = currentObject(r.session.game, 'a101')!;
    expect(r.session.game.objects[traveler]).toMatchObject({ zone: 'battlefield', card: 'Doomed Traveler' });
    expect(r.session.game.objects[ids[0]!]!.attachedTo).toEqual({ object: traveler });
  });

  it('"!!: FLIP one or more cards, i.e. reveal publicly"', () => {
    const s = after(fresh(), ['alice: !dibs']);
    const r = handle(s, 'alice', '!! 01 02 a101 #reveal');
    expect(r.ok).toBe(true);
    expect(r.reply.readers).toEqual({ everyone: true });
    expect(r.reply.text).toBe('alice flips a101 (unnamed {W}), a102 (unnamed {B})');
    expect(r.session.flipped).toEqual(['a101', 'a102']);
    refused(s, 'alice', '!! 200', /not a card of yours/);
  });

  it('"!n 105 Gitaxian Probe: NAME a card" — as it is cast, through the engine', () => {
    const s = after(fresh(), ['alice: !dibs', 'alice: !u 00']);
    const r = handle(s, 'alice', '!n 01 Doomed Traveler');
    expect(r.ok).toBe(true);
    expect(r.reply.readers).toEqual({ everyone: true });
    expect(r.reply.text).toMatch(/^alice \(seat 1\): cast a101 \(unnamed \{W\}\) as Doomed Traveler/);
    const g = r.session.game;
    expect(g.objects[currentObject(g, 'a101')!]).toMatchObject({ card: 'Doomed Traveler', zone: 'battlefield' });
    expect(mmData(g).usedNames).toEqual(['Doomed Traveler']);
  });

  it('"!n 105 Gitaxian Probe: NAME a card" — as its cycling is activated (AMM 5: "an ability it has would go onto the stack")', () => {
    const base = after(sessionWithHands([['{5}{R}', '{4}{W}'], []]), ['alice: !dibs']);
    const s = { ...base, game: withPermanents(base.game, 0, ['Utopia', 'Utopia', 'Utopia']).state };
    // the numbered list offers both {5}{R} cards with an ability that works from the hand
    const list = handle(s, 'alice', '!actions').reply.text.split('\n');
    expect(list.some((l) => /^\d+\. activate a100 \(unnamed \{5\}\{R\}\) as Fiery Fall: Basic landcycling \{1\}\{R\}$/.test(l))).toBe(true);
    expect(list.some((l) => /^\d+\. activate a100 \(unnamed \{5\}\{R\}\) as Chartooth Cougar: Mountaincycling \{2\}$/.test(l))).toBe(true);
    expect(list.some((l) => /^\d+\. activate a101 \(unnamed \{4\}\{W\}\) as Gleam of Resistance: Basic landcycling \{1\}\{W\}$/.test(l))).toBe(true);
    // 5c: the named card must have the same mana cost
    refused(s, 'alice', '!n 00 Gleam of Resistance', /^AMM 5c: Gleam of Resistance costs \{4\}\{W\}, which does not match \{5\}\{R\}/);
    const r = handle(s, 'alice', '!n 00 Fiery Fall');
    expect(r.ok).toBe(true);
    expect(r.reply.readers).toEqual({ everyone: true });
    expect(r.reply.text).toMatch(/^alice \(seat 1\): activate a100 \(unnamed \{5\}\{R\}\) as Fiery Fall: Basic landcycling \{1\}\{R\}/);
    const g = r.session.game;
    expect(g.objects[currentObject(g, 'a100')!]).toMatchObject({ card: 'Fiery Fall', zone: 'graveyard' });
    expect(g.objects[g.stack[0]!]).toMatchObject({ kind: 'ability', card: 'Fiery Fall' });
    expect(mmData(g).usedNames).toEqual(['Fiery Fall']);
    // 6: a name chosen before in the league is refused
    refused({ ...s, game: produce(s.game, (d) => {
      mmData(d).usedNames.push('Fiery Fall');
    }) }, 'alice', '!n 00 Fiery Fall', /^AMM 6: Fiery Fall was named before/);
    // the other {5}{R} card of the pool still cycles, listed under its own number through !do
    const n = list.find((l) => l.includes('as Chartooth Cougar'))!.split('.')[0]!;
    const d = handle(s, 'alice', `!do ${n}`);
    expect(d.ok).toBe(true);
    expect(d.session.game.objects[currentObject(d.session.game, 'a100')!]).toMatchObject({ card: 'Chartooth Cougar', zone: 'graveyard' });
  });

  it('!n for a name that can be cast or cycled answers with the numbered ways, to the team', () => {
    const base = after(sessionWithHands([['{5}{R}'], []]), ['alice: !dibs']);
    const mine = withPermanents(base.game, 0, Array.from({ length: 6 }, () => 'Utopia')).state;
    const s = { ...base, game: withPermanents(mine, 1, ['Brushstrider']).state };
    const r = handle(s, 'alice', '!n 00 Fiery Fall');
    expect(r.ok).toBe(true);
    expect(r.session).toBe(s);
    expect(r.reply.readers).toMatchObject({ everyone: false, seat: 0 });
    const lines = r.reply.text.split('\n');
    expect(lines[0]).toBe('a100 as Fiery Fall can be used 2 ways; take one with !do N:');
    expect(lines.some((l) => /^\d+\. cast a100 \(unnamed \{5\}\{R\}\) as Fiery Fall targeting /.test(l))).toBe(true);
    expect(lines.some((l) => /^\d+\. activate a100 \(unnamed \{5\}\{R\}\) as Fiery Fall: Basic landcycling/.test(l))).toBe(true);
  });

  it('"!u 106: Shortcut equivalent to !n 106 Utopia"', () => {
    const s = after(fresh(), ['alice: !dibs']);
    const a = handle(s, 'alice', '!u 00');
    const b = handle(s, 'alice', '!n 00 Utopia');
    expect(a.session).toStrictEqual(b.session);
    expect(a.session.game.objects[currentObject(a.session.game, 'a100')!]).toMatchObject({ card: 'Utopia', zone: 'battlefield' });
    refused(a.session, 'alice', '!u 01', /AMM 4a|cannot play a land/);
  });

  it('refusals: a used name, a cost that does not match, an unknown ID, acting without dibs — one line, session unchanged', () => {
    const s = after(sessionWithHands([['{2}', '{W}', '{B}', '{0}', '{R}', '{0}'], []]), ['alice: !dibs', 'alice: !n 03 Forest']);
    expect(mmData(s.game).usedNames).toEqual(['Forest']);
    expect(s.dibs).toBe('alice');
    refused(s, 'alice', '!n 05 Forest', /AMM 6: Forest was named before/);
    refused(s, 'alice', '!n 02 Pride Guardian', /AMM 5c: Pride Guardian costs \{W\}, which does not match \{B\}/);
    refused(s, 'alice', '!n 199 Forest', /no card a199/);
    refused(s, 'alice', '!n 02 Black Lotus', /implements no card/);
    refused(s, 'bob', '!n 00 Forest', /alice has dibs on this turn, not you/);
    refused(after(s, ['carol: !dibs']), 'carol', '!n 00 Forest', /do not have dibs|alice has dibs/);
    refused(s, 'alice', '!n 03 Island', /named Forest already|not in your hand/);
    refused(s, 'alice', '!n 200 Birds of Paradise', /not in your hand/);
    refused(s, 'alice', '!frob', /unknown command/);
    refused(s, 'alice', '!n 02 Typhoid Rats', /cannot be Typhoid Rats now/);
  });

  it('AMM 3a: a card named before, back in its owner\'s hand, keeps its name: naming it again is refused to the team', () => {
    const s = after(fresh(), ['alice: !dibs']);
    const card = currentObject(s.game, 'a101')!;
    // a101 ({W}) was named Doomed Traveler and came back to the hand
    const named = { ...s, game: produce(s.game, (d) => {
      d.objects[card]!.card = 'Doomed Traveler';
    }) };
    refused(named, 'alice', '!n 01 Swords to Plowshares', /^AMM 3a: a101 is named Doomed Traveler already; see !actions$/);
    expect(handle(named, 'alice', '!n 01 Swords to Plowshares').reply.readers).toEqual({ everyone: false, seat: 0, users: ['alice'] });
  });

  it('!n reads a card name as the engine spells it, whatever its case and spacing: the name is used up (6) under that spelling', () => {
    const s = after(sessionWithHands([['{2}', '{W}', '{W}'], []]), ['alice: !dibs', 'alice: !u 00']);
    const r = handle(s, 'alice', '!n 01 doomed  TRAVELER');
    expect(r.ok).toBe(true);
    expect(r.reply.text).toMatch(/^alice \(seat 1\): cast a101 \(unnamed \{W\}\) as Doomed Traveler/);
    expect(mmData(r.session.game).usedNames).toEqual(['Doomed Traveler']);
    // "A previously chosen name can't be chosen again": not in another spelling either
    const used = { ...s, game: produce(s.game, (d) => {
      mmData(d).usedNames.push('Doomed Traveler');
    }) };
    refused(used, 'alice', '!n 02 doomed traveler', /^AMM 6: Doomed Traveler was named before/);
    refused(s, 'alice', '!n 02 utopia', /AMM 4a: Utopia was named this turn already/);
  });

  it('!actions lists the caller\'s legal actions numbered and readable, to their team; !do N takes one', () => {
    const s = after(fresh(), ['alice: !dibs']);
    const r = handle(s, 'alice', '!actions');
    expect(r.reply.readers).toEqual({ everyone: false, seat: 0, users: ['alice'] });
    const lines = r.reply.text.split('\n');
    expect(lines[0]).toBe('Seat 1 may:');
    expect(lines[1]).toBe('1. pass priority');
    expect(lines).toContain('2. play a100 (unnamed {2}) as Utopia');
    expect(lines.some((l) => /play a103 \(unnamed \{0\}\) as Forest/.test(l))).toBe(true);
    const n = lines.find((l) => l.includes('a103') && l.endsWith('as Forest'))!.split('.')[0]!;
    const d = handle(s, 'alice', `!do ${n}`);
    expect(d.ok).toBe(true);
    expect(d.session.game.objects[currentObject(d.session.game, 'a103')!]).toMatchObject({ card: 'Forest', zone: 'battlefield' });
    refused(s, 'alice', '!do 999', /no action 999/);
    refused(s, 'bob', '!actions', /on no team|dibs/);
  });

  it('hidden information reaches only the team: public replies never show the cost of a card in hand', () => {
    const s = after(fresh(), ['alice: !dibs']);
    const pub = handle(s, 'alice', '!u 00');
    expect(pub.reply.readers).toEqual({ everyone: true });
    for (const cost of ['{W}', '{B}', '{R}']) expect(pub.reply.text).not.toContain(cost);
  });

  it('"!turnover: End control of your turn" — control passes; the other team takes dibs', () => {
    const s = after(fresh(), ['alice: !dibs', 'alice: !u 00']);
    const r = handle(s, 'alice', '!turnover');
    expect(r.ok).toBe(true);
    expect(r.reply.text).toMatch(/turns over control of the turn \(AMM 7\)/);
    expect(r.session.dibs).toBeNull();
    expect(r.session.game.turn.active).toBe(1);
    expect(mmData(r.session.game).control).toBe(1);
    refused(r.session, 'alice', '!turnover', /dibs/);
    const b = handle(r.session, 'bob', '!dibs');
    expect(b.session.teams[1]).toEqual(['bob']);
  });

  it('the post says what the engine decided for a seat without control, with the category of the option (AMM 8d, 8g)', () => {
    const s = after({ ...fresh(), game: twoCreatures() }, ['alice: !dibs']);
    const r = handle(s, 'alice', '!turnover');
    expect(r.ok).toBe(true);
    // seat 1 no longer controls its turn: its declaration of attackers is made for it, taking no action
    expect(r.reply.text).toContain('The engine decides for seat 1: confirmAttackers: NO_ACTION [AMM 8d]');
  });

  it('!peek (AMM 9): the top card of the library, to the team', () => {
    const s = after(fresh(), ['alice: !dibs']);
    const r = handle(s, 'alice', '!peek');
    expect(r.reply.readers).toMatchObject({ everyone: false, seat: 0 });
    expect(r.reply.text).toMatch(/^Top of seat 1's library: a107 \(unnamed \{.*\}\) \(AMM 9\)$/);
    // the peeked card is pulled once it is drawn, not before
    expect(handle(r.session, 'alice', '! 07').reply.text).toMatch(/a107 is not a card drawn into your hand/);
    // the peek holds the seat to !turnover (AMM 9): the user with dibs alone takes it, not a teammate without
    const team = after(s, ['bob: !dibs']);
    expect(team.teams[0]).toEqual(['alice', 'bob']);
    refused(team, 'bob', '!peek', /^alice has dibs on this turn, not you$/);
  });

  it('AMM 9: after !peek the seat may only !turnover — !do, !actions, !n, !u, !spec, !order and !peek again answer with the refusal, the session unchanged', () => {
    const s = after(fresh(), ['alice: !dibs']);
    // before the peek these are taken
    for (const line of ['!do 1', '!actions', '!u 00', '!spec Doomed Traveler = SELF', '!order 01 201']) expect(handle(s, 'alice', line).ok, line).toBe(true);
    const peeked = handle(s, 'alice', '!peek').session;
    for (const line of ['!do 1', '!actions', '!u 00', '!n 01 Doomed Traveler', '!spec Doomed Traveler = SELF', '!order 01 201', '!peek']) refused(peeked, 'alice', line, /^AMM 9: you peeked at the top card of your library/);
    // everyone reads what the game waits for
    expect(handle(peeked, 'bob', '!info').reply.text).toMatch(/Waiting for seat 1 \(Alice\) to turn over control \(!turnover\), having peeked \(AMM 9\)/);
    // the team still sees the peeked card with its hand
    expect(handle(peeked, 'alice', '!hand').reply.text).toMatch(/a107 \(unnamed [^)]*\) — top of library \(peeked\)$/);
    const over = handle(peeked, 'alice', '!turnover');
    expect(over.ok).toBe(true);
    expect(mmData(over.session.game).control).toBe(1);
    expect(mmData(over.session.game).peeked).toBeUndefined();
  });

  it('!spec (AMM 8e) and !order (AMM 8f) are public (8g)', () => {
    const s = after(fresh(), ['alice: !dibs']);
    const a = handle(s, 'alice', '!spec Doomed Traveler = SELF');
    expect(a.reply.readers).toEqual({ everyone: true });
    expect(a.reply.text).toMatch(/try SELF first, for the rest of the game/);
    // AMM 8e: "unless otherwise specified": through this turn, or a turn named
    const turn = s.game.turn.number;
    const brief = handle(s, 'alice', '!spec Doomed Traveler = SELF this turn');
    expect(brief.reply.text).toMatch(new RegExp(`try SELF first, until the end of turn ${turn} \\(AMM 8e`));
    expect(mmData(brief.session.game).specsUntil).toEqual({ '0|Doomed Traveler|triggered 1': turn });
    expect(mmData(handle(s, 'alice', `!spec Doomed Traveler = SELF until turn ${turn + 4}`).session.game).specsUntil).toEqual({ '0|Doomed Traveler|triggered 1': turn + 4 });
    refused(s, 'alice', `!spec Doomed Traveler = SELF until turn ${turn - 1}`, new RegExp(`turn ${turn - 1} is over`));
    expect(mmData(a.session.game).specs).toEqual({ '0|Doomed Traveler|triggered 1': ['SELF'] });
    // AMM 8e is per ability: a card with several names the one meant
    refused(s, 'alice', '!spec Palace Jailer = SELF', /several abilities; say which: triggered 1, triggered 2/);
    const two = handle(handle(s, 'alice', '!spec Palace Jailer triggered 1 = SELF').session, 'alice', '!spec Palace Jailer trigger 2 = OPPONENT');
    expect(mmData(two.session.game).specs).toEqual({ '0|Palace Jailer|triggered 1': ['SELF'], '0|Palace Jailer|triggered 2': ['OPPONENT'] });
    const o = handle(s, 'alice', '!order 01 201 200');
    expect(o.reply.text).toMatch(/a101 assigns lethal combat damage to a201, then a200 \(AMM 8f\)/);
    expect(mmData(o.session.game).directions).toEqual({ a101: ['a201', 'a200'] });
    refused(s, 'bob', '!spec X = SELF', /no team/);
    // the card's name whatever its case, as !n reads it
    expect(mmData(handle(s, 'alice', '!spec doomed TRAVELER = SELF').session.game).specs).toEqual({ '0|Doomed Traveler|triggered 1': ['SELF'] });
    // an order of the attacker's blockers: each once, not the attacker itself
    refused(s, 'alice', '!order 01 201 a201', /AMM 8f: a direction orders the blockers/);
    refused(s, 'alice', '!order 01 101', /AMM 8f: a direction orders the blockers/);
  });

  it('!order names a token by its handle, T and its object number (AMM 8f)', () => {
    let token = -1;
    const s0 = after(fresh(), ['alice: !dibs']);
    const s: Session = { ...s0, game: produce(s0.game, (d) => {
      token = createObject(d, { kind: 'token', card: 'token:elephant-3-3', owner: 0, zone: 'battlefield' });
    }) };
    const o = handle(s, 'alice', `!order T${token} 201 200`);
    expect(o.ok).toBe(true);
    expect(o.reply.text).toMatch(new RegExp(`T${token} assigns lethal combat damage to a201, then a200 \\(AMM 8f\\)`));
    expect(mmData(o.session.game).directions).toEqual({ [`T${token}`]: ['a201', 'a200'] });
    // a token among the blockers too
    expect(mmData(handle(s, 'alice', `!order 01 T${token}`).session.game).directions).toEqual({ a101: [`T${token}`] });
    // a handle of no token, and a lower-case t, are refused
    refused(s, 'alice', '!order T9999 201', /there is no token T9999/);
    refused(s, 'alice', `!order t${token} 201`, new RegExp(`t${token} is not a card ID of game a`));
    expect(handle(s, 'alice', '!order T57x 201').reply.text).toMatch(/is not a card ID or token handle \(like a105, 105 or 05, or T57 for a token\)/);
  });

  it('"!gameover: End the current game. All cards will FLIP." — the next game letter; the league keeps the names (6)', () => {
    const s = after(fresh(), ['alice: !dibs', 'alice: !u 00', 'alice: !n 01 Doomed Traveler']);
    const r = handle(s, 'alice', '!gameover');
    expect(r.reply.readers).toEqual({ everyone: true });
    expect(r.reply.text).toMatch(/ends game a/);
    expect(r.reply.text).toMatch(/a100 Utopia, a101 Doomed Traveler, a102 \{B\}/);
    expect(r.reply.text).toMatch(/a200 \{G\}, a201 \{1\}\{U\}/);
    expect(mmData(r.session.game).game).toBe('b');
    expect(r.session.usedNames).toEqual(['Doomed Traveler']);
    expect(mmData(r.session.game).usedNames).toEqual(['Doomed Traveler']);
    expect(Object.keys(mmData(r.session.game).ids)).toContain('b100');
    expect(r.session.teams).toEqual(s.teams);
    refused(s, 'dave', '!gameover', /no team/);
  });

  it('once the game is over nobody takes dibs nor joins a team by !dibs: !gameover starts the next game', () => {
    const s = after(fresh(), ['alice: !dibs']);
    const over = { ...s, game: apply(s.game, { type: 'concede', player: 1 }) };
    expect(over.game.result).not.toBeNull();
    refused(over, 'carol', '!dibs', /^the game is over: !gameover starts the next one$/);
    refused(over, 'bob', '!dibs', /^the game is over/);
  });

  it('"!r 3" rolls a die numbered 1 to N; "!r me Pyknite LlanowarElves" picks one — seeded', () => {
    const s = fresh();
    const rolls = new Set<string>();
    let t = s;
    for (let i = 0; i < 30; i++) {
      const r = handle(t, 'alice', '!r 3');
      const m = /rolls a d3: (\d)$/.exec(r.reply.text)!;
      expect(Number(m[1])).toBeGreaterThanOrEqual(1);
      expect(Number(m[1])).toBeLessThanOrEqual(3);
      rolls.add(m[1]!);
      t = r.session;
    }
    expect(rolls.size).toBe(3);
    const p = handle(s, 'alice', '!r me Pyknite LlanowarElves #Goblin Arsonist');
    expect(p.reply.text).toMatch(/picks from 3: (me|Pyknite|LlanowarElves)$/);
    expect(handle(s, 'alice', '!r 3').reply.text).toBe(handle(s, 'alice', '!r 3').reply.text);
    // the die does not touch the game's PRNG
    expect(p.session.game).toBe(s.game);
  });

  it('!help lists every command, one line each', () => {
    const r = handle(fresh(), 'alice', '!help');
    for (const c of ['! [ids]', '!hand', '!! ids', '!n id', '!u id', '!info', '!dibs', '!actions', '!do N', '!peek', '!turnover', '!spec', '!order', '!gameover', '!r N', '#']) expect(r.reply.text).toContain(c);
  });

  it('"#comments" and chat: no reply, no change', () => {
    const s = fresh();
    for (const l of ['#comment goes here', 'hello there']) {
      const r = handle(s, 'alice', l);
      expect(r.reply.text).toBe('');
      expect(r.session).toBe(s);
    }
  });

  it('a session survives saving and loading as JSON', () => {
    const s = after(fresh(), ['alice: !dibs', 'alice: !u 00', 'alice: !n 01 Doomed Traveler']);
    const back = loadSession(saveSession(s));
    expect(back).toStrictEqual(JSON.parse(JSON.stringify(s)));
    expect(() => loadSession('{"schema":"x"}')).toThrow(/not a paliano/);
    expect(() => loadSession('nope')).toThrow(/not JSON/);
    const damaged = JSON.parse(saveSession(s));
    damaged.game.formatData.mentalMagic.control = 7;
    expect(() => loadSession(JSON.stringify(damaged))).toThrow(/bad control of the turn/);
    damaged.game.formatData.mentalMagic.control = 0;
    damaged.game.formatData.mentalMagic.specs = { '0|X': ['MANY'] };
    expect(() => loadSession(JSON.stringify(damaged))).toThrow(/specifications/);
    expect(logOf(back.game).length).toBe(logOf(s.game).length);
  });
});
