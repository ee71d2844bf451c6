/**
 * The log's events and their prose, over random games of every format: every event the engine emits
 * has a type of the exported union (GAME_EVENT_TYPES), and every event and every action has plain
 * English of its own (not the text for an unknown type), from the state and from each player's and a
 * spectator's view; and what a view's prose says never names a card that view hides.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlayout, describeAction, describeEvent, GAME_EVENT_TYPES, isGameEventType, logOf, view, type Action, type ReadonlyGameState, type GameView, type Viewer } from '../../src/index.js';
import { emit } from '../../src/engine/log.js';
import { seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame } from './format-games.js';
import { ok, pick } from './helpers.js';

/** Most actions played per game. */
const MAX_ACTIONS = 1500;
/** The views are checked every this many actions, and at the end. */
const VIEW_EVERY = 40;

/** Every event type met, over all games. */
const met = new Set<string>();

/** The names of the cards `viewer` may not see now: in libraries, in other players' hands and sideboards, face down and not theirs. */
function hiddenNames(s: ReadonlyGameState, viewer: Viewer): Set<string> {
  const names = new Set<string>();
  for (const p of s.players) {
    for (const id of p.library) names.add(s.objects[id]!.card);
    if (p.id !== viewer) for (const id of [...p.hand, ...p.sideboard]) names.add(s.objects[id]!.card);
  }
  for (const id of s.command) { const o = s.objects[id]!; if (o.faceDown && o.controller !== viewer) names.add(o.card); }
  return names;
}

/** Every string in a value (the names a view shows, wherever it shows them). */
function strings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** The names of `hidden` that `text` names, once every name the view shows is taken out of it. */
function leaked(text: string, hidden: ReadonlySet<string>, shown: ReadonlySet<string>): string[] {
  let rest = text;
  for (const name of [...shown].filter((n) => n.length > 2).sort((a, b) => b.length - a.length)) rest = rest.split(name).join('');
  return [...hidden].filter((n) => n.length > 0 && rest.includes(n));
}

function checkProse(text: string, what: string): void {
  ok(text.length > 0 && !text.includes('unknown type'), `${what} has no prose of its own: ${text}`);
}

/** Checks the prose of a view's log (and of its viewer's legal actions) against what the view hides. */
function checkView(s: ReadonlyGameState, full: readonly ReturnType<typeof logOf>[number][], v: GameView, taken: readonly Action[]): void {
  const hidden = hiddenNames(s, v.viewer);
  const shown = strings(v);
  for (const name of shown) hidden.delete(name);
  v.log.forEach((e, i) => {
    const text = describeEvent(v, e);
    checkProse(text, `event ${e.type} seen by ${v.viewer}`);
    const whole = full[i]!;
    if (whole.card !== undefined && e.card === undefined && !shown.has(whole.card)) {
      ok(!text.includes(whole.card), `${v.viewer}'s prose of a redacted ${e.type} names ${whole.card}: ${text}`);
    }
    const named = leaked(text, hidden, shown);
    ok(named.length === 0, `${v.viewer}'s prose of ${e.type} names hidden ${named.join(', ')}: ${text}`);
  });
  for (const a of [...v.legalActions, ...taken]) {
    const text = describeAction(v, a);
    checkProse(text, `action ${a.type} seen by ${v.viewer}`);
    const named = leaked(text, hidden, shown);
    ok(named.length === 0, `${v.viewer}'s prose of the action ${a.type} names hidden ${named.join(', ')}: ${text}`);
  }
}

describe('events and their prose, in every format', () => {
  it('an emit of a type the union lacks does not type-check', () => {
    const s = newGame('two-player', 1, 2);
    // @ts-expect-error 'notAnEvent' is no GameEvent type: tsc refuses it at the emit
    emit(s, { type: 'notAnEvent', rule: '100.1' });
    // @ts-expect-error a 'gainLife' event has no `card`
    emit(s, { type: 'gainLife', rule: '119.3', player: 0, amount: 1, card: 'Forest' });
    expect(logOf(s).map((e) => isGameEventType(e.type))).toContain(false);
  });

  it.each(FORMATS)('%s: every event has a listed type and prose from the state and from every view, naming no hidden card', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), fc.integer(), (seed, players, botSeed) => {
        const playout = createPlayout(newGame(format, seed, players));
        const rng = seedRng(botSeed);
        const recent: Action[] = [];
        const checkViews = (): void => {
          const s = structuredClone(playout.state);
          const full = logOf(s);
          for (const e of full) {
            ok(isGameEventType(e.type), `${format}: the engine emitted '${e.type}', which GAME_EVENT_TYPES lacks`);
            met.add(e.type);
            checkProse(describeEvent(s, e), `event ${e.type}`);
          }
          for (const viewer of [...s.players.map((p) => p.id), 'spectator' as const]) checkView(s, full, view(s, viewer), recent);
          recent.length = 0;
        };
        for (let n = 0; n < MAX_ACTIONS && !playout.state.result; n++) {
          const a = pick(playout.state, playout.legalActions(), rng);
          checkProse(describeAction(playout.state, a), `action ${a.type}`);
          recent.push(a);
          playout.apply(a);
          if (n % VIEW_EVERY === 0) checkViews();
        }
        checkViews();
      }),
      { numRuns: Number(process.env.EVENT_RUNS ?? (format === 'mental-magic' ? 3 : 6)), endOnFailure: true },
    );
  });

  it('the games met many of the event types', () => {
    expect(met.size).toBeGreaterThan(GAME_EVENT_TYPES.length / 3);
  });
});
