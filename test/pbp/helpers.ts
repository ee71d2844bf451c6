/**
 * Helpers for the play-by-post tests.
 */
import { produce } from 'immer';
import { createSession, handle, type Session, type HandleResult } from '../../src/pbp/session.js';
import { cardIdOf, mmData } from '../../src/variants/mental-magic/data.js';
import { UNNAMED_PREFIX } from '../../src/variants/mental-magic/rule-module.js';

/** A session of seed 3 (seat 1 plays first) whose first game's hands hold these unnamed costs first. */
export function sessionWithHands(hands: [string[], string[]], seed: number | string = 3): Session {
  const s = createSession({ seed, names: ['Alice', 'Bob'] });
  const game = produce(s.game, (d) => {
    hands.forEach((costs, seat) => {
      costs.forEach((cost, i) => {
        const cardId = cardIdOf(d, d.players[seat]!.hand[i]!)!;
        for (let id: number | null = mmData(d).ids[cardId]!; id !== null && id >= 0; id = d.objects[id]!.movedTo) d.objects[id]!.card = UNNAMED_PREFIX + cost;
      });
    });
  });
  return { ...s, game };
}

/** Runs `user: line` commands in order; returns every step. */
export function runLines(session: Session, lines: readonly string[]): HandleResult[] {
  const steps: HandleResult[] = [];
  let s = session;
  for (const l of lines) {
    const at = l.indexOf(':');
    const step = handle(s, l.slice(0, at), l.slice(at + 1).trim());
    steps.push(step);
    s = step.session;
  }
  return steps;
}

/** The session after some lines. */
export function after(session: Session, lines: readonly string[]): Session {
  const steps = runLines(session, lines);
  return steps.length ? steps[steps.length - 1]!.session : session;
}
