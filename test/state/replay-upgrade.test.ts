/**
 * Replay records of earlier builds replay to the same game: a face-down conspiracy's names recorded
 * one `nameCard` action per name (CR 702.106a, 702.106f), `putTrigger` answers to order questions
 * the engine no longer asks (CR 603.3b), and records without the answers to choices about hidden cards
 * an earlier build asked only when a card fitted (CR 401.2, 402.3) are upgraded as the record is
 * replayed; an action refused for any other reason still stops the replay there.
 */
import { describe, expect, it } from 'vitest';
import { characteristics, LOG_CHUNK, logOf, playGame, randomBot, RulesError, serialize, type Action, type GameReplay, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { oldRecord, playedNow, replayed as states } from '../helpers/old-records.js';

const { record, states: now } = playedNow();

/** The RulesError a replay of `r` stops with. */
function failure(r: GameReplay): RulesError {
  try {
    states(r);
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error('the record replayed');
}

describe('replay records of earlier builds', () => {
  const old = oldRecord(record, now);

  it('replay to the same game, one state per recorded action', () => {
    // the game played has a double agenda named, a hidden agenda named, and alike triggers the engine put on the stack
    expect(record.actions.filter((a) => a.type === 'nameCard').map((a) => (a as { names: string[] }).names.length)).toEqual([2, 1]);
    expect(old.ordered).toBeGreaterThan(0);
    expect(old.record.actions.length).toBeGreaterThan(record.actions.length + 1);
    const upgraded = states(old.record);
    expect(upgraded.length).toBe(old.record.actions.length + 1);
    expect(serialize(upgraded[upgraded.length - 1]!)).toBe(serialize(now[now.length - 1]!));
  });

  it('stopped halfway through a double agenda (a game in progress) leave one name chosen, and take the one left in the new form', () => {
    const first = old.record.actions.findIndex((a) => a.type === 'nameCard');
    const halfway = states({ ...old.record, actions: old.record.actions.slice(0, first + 1) });
    const s = halfway[halfway.length - 1]!;
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'name' });
    expect(s.conspiracyDraft!.choosing!.names).toBe(1);
    const [a, b] = (record.actions[first] as { names: string[] }).names;
    expect(s.objects[s.conspiracyDraft!.choosing!.object]!.chosenNames).toEqual([a]);
    // the rest of the game given in this build's form: the name left, as one action
    const rest = [{ type: 'nameCard', player: 0, names: [b] } as Action, ...record.actions.slice(first + 1)];
    const mixed = states({ ...old.record, actions: [...old.record.actions.slice(0, first + 1), ...rest] });
    expect(serialize(mixed[mixed.length - 1]!)).toBe(serialize(now[now.length - 1]!));
  });

  it('an entry that is no action, recorded while the game asks who puts conspiracies, stops the replay with a RulesError, not a TypeError', () => {
    for (const entry of [null, 7, 'putConspiracy']) {
      const e = failure({ ...old.record, actions: [entry as unknown as Action, ...old.record.actions] });
      expect(e, JSON.stringify(entry)).toBeInstanceOf(RulesError);
    }
  });

  it('an illegal name recorded by an earlier build still stops the replay at that action (702.106a)', () => {
    const at = old.record.actions.findIndex((a) => a.type === 'nameCard');
    const actions = [...old.record.actions];
    actions[at + 1] = { type: 'nameCard', player: 0, name: 'No Such Card' } as unknown as Action;
    const e = failure({ ...old.record, actions });
    expect(e.rule).toBe('702.106a');
    expect(e.message).toContain('No Such Card');
    // the same name twice: double agenda names two different cards (702.106f)
    actions[at + 1] = actions[at]!;
    expect(failure({ ...old.record, actions }).rule).toBe('702.106f');
  });

  it('a double agenda\'s second name recorded for another player is no name of it: the replay stops at that action, not merging the two players\' names (702.106f)', () => {
    const at = old.record.actions.findIndex((a) => a.type === 'nameCard');
    const actions = [...old.record.actions];
    actions[at + 1] = { ...(actions[at + 1] as Action & { player: number }), player: 1 } as Action;
    expect(failure({ ...old.record, actions }).message).toContain(`action ${at + 1} (`);
  });

  it('a name recorded after the double agenda\'s two is not merged into them: the replay stops at that name, the two taken (702.106f)', () => {
    const at = old.record.actions.findIndex((a) => a.type === 'nameCard');
    const actions = [...old.record.actions];
    actions.splice(at + 2, 0, { type: 'nameCard', player: 0, name: 'Island' } as unknown as Action);
    expect(failure({ ...old.record, actions }).message).toMatch(new RegExp(`^not a valid replay: action ${at + 2} \\(`));
  });

  it('a nameCard holding both forms (name and names) is no earlier build\'s action: it stops the replay there, not read as one name (702.106a)', () => {
    const at = record.actions.findIndex((a) => a.type === 'nameCard');
    const both = record.actions[at] as Action & { names: string[] };
    const actions = [...record.actions];
    actions[at] = { ...both, name: both.names[0] } as Action;
    expect(failure({ ...record, actions }).message).toMatch(new RegExp(`^not a valid replay: action ${at} \\(`));
  });

  it('a putTrigger answer after an action that put no alike triggers on the stack stops the replay there, however recently the engine put some (603.3b)', () => {
    // an action whose step logged no triggersOrdered, after one logged earlier among the log's last LOG_CHUNK events
    const j = record.actions.findIndex((_, k) => {
      const from = logOf(now[k]!).length;
      const since = logOf(now[k + 1]!).slice(from);
      const recent = logOf(now[k]!).slice(from - (from % LOG_CHUNK));
      return since.every((e) => e.type !== 'triggersOrdered') && recent.some((e) => e.type === 'triggersOrdered') && now[k + 1]!.decision?.kind !== 'putTrigger';
    });
    expect(j).toBeGreaterThan(-1);
    const from = logOf(now[j]!).length;
    const earlier = logOf(now[j]!).slice(from - (from % LOG_CHUNK)).find((e) => e.type === 'triggersOrdered') as { player: number };
    const at = old.ends[j]!;
    const actions = [...old.record.actions];
    actions.splice(at, 0, { type: 'putTrigger', player: earlier.player, index: 0, targets: [] } as unknown as Action);
    expect(failure({ ...old.record, actions }).message).toContain(`action ${at} (`);
  });

  it('a putTrigger answer the engine did not make unnecessary still stops the replay at that action', () => {
    const at = old.record.actions.findIndex((a) => a.type === 'putTrigger');
    const answer = old.record.actions[at] as Action & { player: number };
    // one answer more than the earlier build asked
    const extra = [...old.record.actions.slice(0, at + 1), answer, ...old.record.actions.slice(at + 1)];
    expect(failure({ ...old.record, actions: extra }).message).toContain(`action ${at + 1} (`);
    // an answer of another player, whose triggers the engine did not put on the stack
    const other = [...old.record.actions];
    other[at] = { ...answer, player: (answer.player + 1) % 3 } as Action;
    expect(failure({ ...old.record, actions: other }).message).toContain(`action ${at} (`);
  });
});

describe('replay records of builds that asked choices about hidden cards only when a card fitted (CR 401.2, 402.3)', () => {
  const deck = [
    ...Array<string>(4).fill('Burgeoning'), ...Array<string>(4).fill('Lead the Stampede'), ...Array<string>(4).fill("Explorer's Scope"),
    ...Array<string>(6).fill('Brushstrider'), ...Array<string>(5).fill('Burning Wish'), ...Array<string>(9).fill('Forest'), ...Array<string>(8).fill('Mountain'),
  ];
  const record = playGame({ seed: 3, players: [{ name: 'A', deck, sideboard: ['Murder'] }, { name: 'B', deck, sideboard: ['Murder'] }] }, randomBot, seedRng(3), { maxActions: 1500 }).replay as GameReplay;
  const now = states(record);

  /** Whether the choice of `s` is one an earlier build did not ask: no card to offer, or a nonland card under Explorer's Scope. */
  const unasked = (s: ReadonlyGameState): boolean => {
    const d = s.decision;
    if (d?.kind !== 'choose') return false;
    if (d.choice.options.length === 0) return d.choice.prompt === 'putOntoBattlefield' || d.choice.prompt === 'revealCreatures' || d.choice.prompt === 'wish';
    const top = s.players[d.player]!.library[0];
    return d.choice.prompt === "put it onto the battlefield tapped if it's a land card" && top !== undefined && !characteristics(s, top).types.includes('Land');
  };

  it('replay to the same game without those answers', () => {
    const dropped = record.actions.filter((_, i) => unasked(now[i]!));
    // the game asked each kind of choice an earlier build did not
    const prompts = new Set(now.filter(unasked).map((s) => (s.decision?.kind === 'choose' ? s.decision.choice.prompt : '')));
    expect([...prompts].sort()).toEqual(["put it onto the battlefield tapped if it's a land card", 'putOntoBattlefield', 'revealCreatures', 'wish']);
    const old = { ...record, actions: record.actions.filter((_, i) => !unasked(now[i]!)) };
    expect(old.actions.length).toBe(record.actions.length - dropped.length);
    const upgraded = states(old);
    expect(upgraded.length).toBe(old.actions.length + 1);
    // the game after the last action both records hold (the new record may end with such an answer)
    const last = Math.max(...record.actions.map((_, i) => (unasked(now[i]!) ? -1 : i)));
    expect(serialize(upgraded[upgraded.length - 1]!)).toBe(serialize(now[last + 1]!));
  });
});

describe("replay records of builds whose Aether Searcher took a lone card found without asking, and found none without asking (CR 701.23b)", () => {
  const deck = [...Array<string>(6).fill('Aether Searcher'), 'Bronze Sable', 'Bronze Sable', 'Runed Servitor', 'Runed Servitor', ...Array<string>(22).fill('Wastes'), ...Array<string>(8).fill('Plated Seastrider')];
  const draft = (seat: number) => ({ seat, notes: [{ card: 'Aether Searcher', name: 'Bronze Sable' }, { card: 'Aether Searcher', name: 'Runed Servitor' }], removed: [] }) as never;
  // two games: one casts the lone card found, the other does not
  const games = [25, 26].map((seed) => {
    const record = playGame({ seed, players: [{ name: 'A', deck, draft: draft(0) }, { name: 'B', deck, draft: draft(1) }] }, randomBot, seedRng(seed), { maxActions: 2500 }).replay as GameReplay;
    return { record, now: states(record) };
  });

  /** The number of cards the search of `s` offers to find, if it is Aether Searcher's search; -1 otherwise. */
  const onlyDontCast = (s: ReadonlyGameState): boolean => s.decision?.kind === 'choose' && s.decision.choice.prompt === 'castWithoutPaying' && s.decision.choice.options.length === 1;
  const finding = (s: ReadonlyGameState): number => (s.decision?.kind === 'choose' && s.decision.choice.prompt === 'castWhich' && s.decision.choice.rule === '701.23' ? s.decision.choice.options.length : -1);

  it('replay to the same game without those answers, whether the lone card found was cast or not', () => {
    const lone: number[] = [];
    let none = 0;
    let nothingToCast = 0;
    for (const { record, now } of games) {
      const choice = (i: number): number[] => (record.actions[i] as { choice: number[] }).choice;
      // and the choice to cast offering only "don't cast", which an earlier build did not ask either
      const unasked = (i: number): boolean => finding(now[i]!) === 0 || (finding(now[i]!) === 1 && choice(i)[0] === 0) || onlyDontCast(now[i]!);
      record.actions.forEach((_, i) => {
        if (onlyDontCast(now[i]!)) nothingToCast++;
        if (finding(now[i]!) === 0) none++;
        if (finding(now[i]!) === 1 && choice(i)[0] === 0) lone.push(choice(i + 1)[0]!);
      });
      const old = { ...record, actions: record.actions.filter((_, i) => !unasked(i)) };
      const upgraded = states(old);
      expect(upgraded.length).toBe(old.actions.length + 1);
      expect(serialize(upgraded[upgraded.length - 1]!)).toBe(serialize(now[now.length - 1]!));
    }
    // the games found no card, and a lone card then cast (the first way) and one not cast
    expect(none).toBeGreaterThan(0);
    expect(nothingToCast).toBeGreaterThan(0);
    expect([...new Set(lone)].sort()).toEqual([0, 1]);
  });

  it('the first of several cards found is no lone card: a record without the choice to cast it that follows stops there (CR 701.23b)', () => {
    const at = games.flatMap(({ record, now }) => record.actions.map((_, i) => ({ record, i, now })))
      .find(({ record, i, now }) => finding(now[i]!) > 1 && (record.actions[i] as { choice: number[] }).choice[0] === 0 && now[i + 1]!.decision?.kind === 'choose' && (now[i + 1]!.decision as { choice: { prompt: string } }).choice.prompt === 'castWithoutPaying' && !onlyDontCast(now[i + 1]!));
    expect(at).toBeDefined();
    const { record, i } = at!;
    const actions = [...record.actions.slice(0, i + 1), ...record.actions.slice(i + 2)];
    expect(failure({ ...record, actions }).message).toContain(`action ${i + 1} (`);
  });
});

describe('replay records of builds that asked only players with a conspiracy in their sideboard at the start of a game outside Conspiracy Draft (CR 315.2, 400.2)', () => {
  const deck = [...Array<string>(17).fill('Forest'), ...Array<string>(23).fill('Bronze Sable')];
  const record = playGame(
    { seed: 5, players: [{ name: 'A', deck }, { name: 'B', deck, sideboard: ["Brago's Favor", 'Power Play'] }, { name: 'C', deck }] },
    randomBot, seedRng(5), { maxActions: 600 },
  ).replay as GameReplay;
  const now = states(record);

  it('replay to the same game without the answers of the players who had none', () => {
    const unasked = (i: number): boolean => {
      const d = now[i]!.decision;
      return d?.kind === 'startOfGame' && d.prompt === 'conspiracies' && d.player !== 1;
    };
    // players A and C were asked, and put nothing, in turn order from the starting player B (CR 101.4e)
    expect(now[0]!.turn.active).toBe(1);
    expect(record.actions.filter((_, i) => unasked(i))).toEqual([{ type: 'finishConspiracies', player: 2 }, { type: 'finishConspiracies', player: 0 }]);
    const old = { ...record, actions: record.actions.filter((_, i) => !unasked(i)) };
    const upgraded = states(old);
    expect(upgraded.length).toBe(old.actions.length + 1);
    expect(serialize(upgraded[upgraded.length - 1]!)).toBe(serialize(now[now.length - 1]!));
  });
});
