/**
 * Draft events and their prose, over random drafts: every event's type is in DRAFT_EVENT_TYPES, and
 * every event has a line from the draft state and from each drafter's and a spectator's view, and
 * a view's line never names a card that view hides (a card another drafter drafted face down).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDraft, describeDraftEvent, DRAFT_EVENT_TYPES, draftView, heuristicDrafter, randomDrafter, runDraft, type BoosterSource, type ReadonlyDraftState } from '../../src/index.js';

const DRAFT_MATTERS = ['Cogwork Spy', 'Cogwork Grinder', 'Cogwork Librarian', 'Illusionary Informant', 'Whispergear Sneak', 'Deal Broker', 'Animus of Predation', 'Regicide', 'Lore Seeker', 'Archdemon of Paliano', 'Canal Dredger', 'Agent of Acquisitions'];
const CUBE = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? DRAFT_MATTERS[i % DRAFT_MATTERS.length]! : 'Ogre Sentry'));

/** Every string in a value: the names a view shows, wherever it shows them. */
function strings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) strings(v, out);
  return out;
}

function check(s: ReadonlyDraftState): void {
  for (const e of s.log) {
    expect(DRAFT_EVENT_TYPES).toContain(e.type);
    expect(describeDraftEvent(s, e)).toMatch(/\S {2}\[.+\]$/);
  }
  for (const seat of [...s.drafters.map((d) => d.seat), 'spectator' as const]) {
    const v = draftView(s, seat);
    const shown = strings({ ...v, log: [] });
    v.log.forEach((e, i) => {
      const line = describeDraftEvent(v, e);
      expect(line).toMatch(/\S {2}\[.+\]$/);
      const whole = s.log[i]!;
      const name = whole.card === undefined ? undefined : s.cards[whole.card]!.name;
      // the rule in brackets names the card whose ability acts, which is public (it was revealed)
      const said = line.slice(0, line.lastIndexOf('  ['));
      if (name !== undefined && e.card === undefined && !shown.has(name)) expect(said, `${seat} sees ${e.type}`).not.toContain(name);
    });
  }
}

describe('draft events', () => {
  it('have a listed type and a line from the state and every view, naming no card the view hides', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2, max: 8 }), fc.integer(), fc.constantFrom<BoosterSource>('CN2', 'CNS', { cube: CUBE, packSize: 8 }), fc.boolean(),
      (drafters, seed, boosters, random) => {
        let n = 0;
        const { state } = runDraft(createDraft({ drafters, seed, boosters }), random ? randomDrafter : heuristicDrafter(), {
          seed, inPlace: true, onAction: (s) => { if (n++ % 41 === 0) check(structuredClone(s)); },
        });
        check(state);
      },
    ), { numRuns: 15 });
  });
});

describe("a drafter's own events, read from their view", () => {
  it('speak of them as "You", with the verb agreeing, and of the others by name', () => {
    const s = runDraft(createDraft({ drafters: ['Ana', 'Ben', 'Cy'], seed: 7, boosters: 'CN2' }), heuristicDrafter(), { seed: 7 }).state;
    const v = draftView(s, 0);
    const lines = v.log.filter((e) => e.text === undefined).map((e) => ({ e, line: describeDraftEvent(v, e) }));
    const own = lines.filter(({ e }) => e.seat === 0);
    expect(own.some(({ e }) => e.type === 'open')).toBe(true);
    expect(own.some(({ e }) => e.type === 'pick')).toBe(true);
    for (const { e, line } of own) {
      if (e.type === 'open') expect(line).toMatch(/^You open a booster pack {2}\[/);
      if (e.type === 'pick') expect(line).toMatch(/^You draft \S/);
      if (e.type === 'pass') expect(line).toMatch(/^You pass a pack to (Ben|Cy) {2}\[/);
    }
    const ben = lines.filter(({ e }) => e.seat === 1 && e.type === 'pass');
    expect(ben.length).toBeGreaterThan(0);
    for (const { line } of ben) expect(line).toMatch(/^Ben passes a pack to (you|Cy) {2}\[/);
    // from the draft state, nobody is "you"
    for (const e of s.log.filter((x) => x.seat === 0 && x.type === 'open')) expect(describeDraftEvent(s, e)).toMatch(/^Ana opens a booster pack {2}\[/);
  });
});

describe('a viewer of draft events', () => {
  // the draft-matters cards, whose lines are written at the event with the drafter's name (CR 905.2)
  const DRAFT_MATTERS = ['Cogwork Spy', 'Cogwork Grinder', 'Cogwork Librarian', 'Illusionary Informant', 'Whispergear Sneak', 'Deal Broker', 'Animus of Predation', 'Regicide', 'Lore Seeker', 'Archdemon of Paliano', 'Agent of Acquisitions'];
  const MATTERS_CUBE = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? DRAFT_MATTERS[i % DRAFT_MATTERS.length]! : 'Ogre Sentry'));
  const s = runDraft(createDraft({ drafters: ['Ana', 'Ben', 'Cy', 'Di'], seed: 3, boosters: { cube: MATTERS_CUBE, packSize: 8 } }), heuristicDrafter(), { seed: 3 }).state;
  const OWN = /^(You |the draft is over: you )/;

  it('reads their own written lines in the second person, from the state with `viewer` and from their view, never by name', () => {
    const v = draftView(s, 0);
    const own = s.log.filter((e) => e.text !== undefined && e.seat === 0);
    expect(own.length).toBeGreaterThan(5);
    for (const e of own) expect(describeDraftEvent(s, e, { viewer: 0 }), e.text).toMatch(OWN);
    for (const e of v.log.filter((x) => x.text !== undefined && x.seat === 0)) expect(describeDraftEvent(v, e), e.text).toMatch(OWN);
    for (const e of s.log) expect(describeDraftEvent(s, e, { viewer: 0 })).not.toMatch(/\bAna\b/);
    for (const e of v.log) expect(describeDraftEvent(v, e)).not.toMatch(/\bAna\b/);
  });

  it('agrees the verbs, speaks of the viewer in others\' lines as "you" and "your", and leaves the rest as written', () => {
    const lines = s.log.map((e) => describeDraftEvent(s, e, { viewer: 0 }));
    expect(lines).toContain('You reveal Regicide  [CR 905.2b]');
    expect(lines).toContain('the draft is over: you turn Cogwork Grinder face down  [CR 905.2c]');
    expect(lines).toContain('Cy looks at the card you draft  [Illusionary Informant]');
    expect(lines).toContain('Ben trades Compulsive Research for your Necromantic Thirst  [Deal Broker]');
    for (const line of lines) expect(line).not.toMatch(/\b[Yy]ou (reveals|looks|drafts|turns|removes|adds|opens|passes|notes|chooses|trades|offers|accepts|does)\b|^You .* and drafts\b/);
    s.log.forEach((e, i) => {
      if (e.seat !== 0 && e.to !== 0 && !(e.text ?? '').includes('Ana')) expect(lines[i]).toBe(describeDraftEvent(s, e));
    });
  });

  it('keeps whole a card name the viewer\'s name is a word of', () => {
    const cube = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? 'Lore Seeker' : 'Ogre Sentry'));
    const t = runDraft(createDraft({ drafters: ['Seeker', 'Ben', 'Cy', 'Di'], seed: 3, boosters: { cube, packSize: 8 } }), heuristicDrafter(), { seed: 3 }).state;
    const reveals = t.log.filter((e) => e.type === 'reveal' && e.card !== undefined && t.cards[e.card]!.name === 'Lore Seeker');
    expect(reveals.some((e) => e.seat === 0) && reveals.some((e) => e.seat !== 0)).toBe(true);
    for (const e of reveals) expect(describeDraftEvent(t, e, { viewer: 0 })).toMatch(e.seat === 0 ? /^You reveal Lore Seeker {2}\[/ : /^(Ben|Cy|Di) reveals Lore Seeker {2}\[/);
    const v = draftView(t, 0);
    for (const e of v.log) expect(describeDraftEvent(v, e)).not.toMatch(/Lore you/);
  });
});
