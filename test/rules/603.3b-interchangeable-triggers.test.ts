/**
 * CR 603.3b: a player putting several triggered abilities on the stack at the same time chooses
 * their order — unless they are all the same ability of the same source, triggered by the same
 * event and without modes or targets, when every order makes the same game: then nothing is asked.
 */
import { describe, expect, it } from 'vitest';
import { apply, describeEvent, legalActions, type PutTriggerAction, type ReadonlyGameState } from '../../src/index.js';
import { attack, block, cast, events, keywords, permanent, pass, pt, resolveStack, setup, withKeywords } from '../cards/helpers.js';

/** The stack's abilities as the rules read them: everything but their object ids. */
function abilitiesOnStack(s: ReadonlyGameState) {
  return s.stack.map((id) => {
    const o = s.objects[id]!;
    return { card: o.card, rule: o.rule, source: o.source, ability: o.ability, controller: o.controller, trigger: o.trigger, targets: o.targets, modes: o.modes };
  });
}

describe('603.3b Interchangeable triggered abilities', () => {
  it('two triggers of Psychosis Crawler for two cards drawn go on the stack without an order question; each opponent loses 2 life', () => {
    // ruling: "If an effect causes you to draw multiple cards, Psychosis Crawler will trigger that many times."
    const { state, ids } = setup({ players: [{ battlefield: ['Psychosis Crawler', 'Island', 'Island', 'Island'], hand: ['Divination', 'Murder'] }, {}, {}] });
    const crawler = permanent(state, 'Psychosis Crawler');
    // all three pass: Divination resolves
    let s = pass(pass(pass(cast(state, 0, ids.hand[0]![0]!))));
    expect(events(s, 'resolve').map((e) => e.card)).toEqual(['Divination']);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(s.pendingTriggers).toEqual([]);
    const trigger = { event: 'draws', object: null, player: 0, amount: 1 };
    const ability = { card: 'Psychosis Crawler', rule: undefined, source: crawler, ability: 0, controller: 0, trigger, targets: [], modes: [] };
    expect(abilitiesOnStack(s)).toEqual([ability, ability]);
    const ordered = events(s, 'triggersOrdered');
    expect(ordered).toEqual([{ type: 'triggersOrdered', rule: '603.3b', player: 0, amount: 2, card: 'Psychosis Crawler', detail: 'Whenever you draw a card, each opponent loses 1 life.' }]);
    expect(describeEvent(s, ordered[0]!)).toContain('2 identical triggered abilities of Psychosis Crawler');
    expect(events(s, 'trigger').map((e) => [e.rule, e.card])).toEqual([['603.3', 'Psychosis Crawler'], ['603.3', 'Psychosis Crawler']]);
    s = resolveStack(s);
    expect(s.players.map((p) => p.life)).toEqual([20, 18, 18]);
    expect(pt(s, crawler)).toEqual([3, 3]);
  });

  it("two instances of dethrone on one creature (Marchesa's grant and its own) go on the stack by themselves, citing dethrone as they trigger", () => {
    const { state } = setup({ players: [{ battlefield: ['Marchesa, the Black Rose', "Marchesa's Smuggler"] }, {}] });
    const smuggler = permanent(state, "Marchesa's Smuggler");
    expect(keywords(state, smuggler)).toEqual(['dethrone', 'dethrone']);
    let s = attack(state, [[smuggler, 1]]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(abilitiesOnStack(s).map((a) => [a.rule, a.source])).toEqual([['702.105', smuggler], ['702.105', smuggler]]);
    expect(events(s, 'triggersOrdered')).toEqual([expect.objectContaining({ rule: '603.3b', player: 0, amount: 2, card: "Marchesa's Smuggler" })]);
    expect(events(s, 'trigger').map((e) => e.rule)).toEqual(['702.105a', '702.105a']);
    s = resolveStack(s);
    expect(s.objects[smuggler]!.counters['+1/+1']).toBe(2);
  });

  it('triggers of different sources are still ordered by their controller, either order being offered', () => {
    const { state } = setup({ players: [{ battlefield: ['Marchesa, the Black Rose', 'Bronze Sable'] }, {}] });
    const sources = [permanent(state, 'Marchesa, the Black Rose'), permanent(state, 'Bronze Sable')];
    const s = attack(state, [[sources[0]!, 1], [sources[1]!, 1]]);
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    const options = legalActions(s) as PutTriggerAction[];
    expect(options.map((a) => s.pendingTriggers[a.index]!.source).sort()).toEqual([...sources].sort());
    expect(events(s, 'triggersOrdered')).toEqual([]);
    const second = apply(s, options[1]!);
    expect(second.decision).toEqual({ kind: 'priority', player: 0 });
    expect(abilitiesOnStack(second).map((a) => a.source)).toEqual([s.pendingTriggers[options[1]!.index]!.source, s.pendingTriggers[options[0]!.index]!.source]);
  });

  it('triggers of one source about different objects are still ordered: flanking blocked by two creatures', () => {
    const { state } = setup({ players: [{ battlefield: ['Pelakka Wurm'] }, { battlefield: ['Bronze Sable', 'Typhoid Rats'] }] });
    const wurm = permanent(state, 'Pelakka Wurm');
    let s = attack(withKeywords(state, wurm, ['flanking']), [[wurm, 1]]);
    s = block(s, [[permanent(s, 'Bronze Sable'), wurm], [permanent(s, 'Typhoid Rats'), wurm]]);
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    expect(s.pendingTriggers.map((t) => t.context.object)).toEqual([permanent(s, 'Bronze Sable'), permanent(s, 'Typhoid Rats')]);
    expect(events(s, 'triggersOrdered')).toEqual([]);
  });

  it('two alike triggers beside a third of another source are asked: the order of the third matters', () => {
    const { state } = setup({ players: [{ battlefield: ['Marchesa, the Black Rose', "Marchesa's Smuggler", 'Bronze Sable'] }, {}] });
    const smuggler = permanent(state, "Marchesa's Smuggler");
    const sable = permanent(state, 'Bronze Sable');
    let s = attack(state, [[smuggler, 1], [sable, 1]]);
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    expect(s.pendingTriggers.map((t) => t.source)).toEqual([smuggler, smuggler, sable]);
    // once the Sable's is on the stack, the two left are alike and follow without a question
    s = apply(s, { type: 'putTrigger', player: 0, index: 2, targets: [] });
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(abilitiesOnStack(s).map((a) => a.source)).toEqual([sable, smuggler, smuggler]);
    expect(events(s, 'triggersOrdered')).toEqual([expect.objectContaining({ amount: 2, card: "Marchesa's Smuggler" })]);
  });
});
