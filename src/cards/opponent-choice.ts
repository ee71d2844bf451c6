/**
 * A choice an opponent makes as a spell resolves: "Target opponent may choose …" (Covenant of Minds),
 * "An opponent separates those cards into two piles" (Fact or Fiction). The opponent asked may leave
 * the game before answering; then the spell's controller chooses another opponent to make the choice
 * (CR 800.4g), and again if that one leaves too.
 *
 * @module
 */
import { opponents } from '../engine/players.js';
import type { PendingChoice, PlayerId } from '../state/types.js';
import type { Effect, EffectContext } from './types.js';
import type { ResolutionIo } from '../engine/resolution-io.js';

/** What {@link opponentChoice} asks. */
export interface OpponentChoiceSpec {
  /** The words of the card for the choice. */
  text: string;
  /** A name for the resolution variables of this choice, unique within the card. */
  key: string;
  /** The opponent asked first ("target opponent"), or null to have the controller choose one. */
  first: (ctx: EffectContext) => PlayerId | null;
  /** The question put to the opponent making the choice, or null if there is nothing to ask. */
  choice: (ctx: EffectContext, chooser: PlayerId) => PendingChoice | null;
  /** Records the answer; null if nobody could be asked. */
  answered: (ctx: EffectContext, answer: readonly number[] | null) => void;
}

/** Reads a resolution variable. */
function getVar(ctx: EffectContext, name: string): number | undefined {
  return ctx.state.resolution?.vars[name];
}

/** Sets a resolution variable. */
function setVar(ctx: EffectContext, name: string, value: number): void {
  const r = ctx.state.resolution;
  if (r) r.vars[name] = value;
}

/** Whether a player is still in the game. */
function inGame(ctx: EffectContext, p: PlayerId): boolean {
  return ctx.state.players[p]?.inGame === true;
}

/**
 * The effect steps of an opponent's choice: the first opponent asked, if in the game; otherwise the
 * controller chooses one among their opponents (at once if there is only one), who is asked.
 */
export function opponentChoice(spec: OpponentChoiceSpec): readonly Effect[] {
  const done = `${spec.key}.answered`;
  const chosen = `${spec.key}.chooser`;
  const firstAsked = (ctx: EffectContext): PlayerId | null => {
    const p = spec.first(ctx);
    return p !== null && inGame(ctx, p) ? p : null;
  };
  return [
    {
      do: 'choices',
      text: spec.text,
      asks: (ctx) => {
        const p = firstAsked(ctx);
        const choice = p === null ? null : spec.choice(ctx, p);
        return p === null || choice === null ? [] : [{ player: p, choice }];
      },
      then: (ctx, answers) => {
        if (firstAsked(ctx) === null) return;
        setVar(ctx, done, 1);
        spec.answered(ctx, answers[0] ?? []);
      },
    },
    {
      do: 'choices',
      text: `${spec.text} (the opponent who chooses, CR 800.4g)`,
      asks: (ctx) => {
        const foes = opponents(ctx.state, ctx.controller);
        if (getVar(ctx, done) === 1 || foes.length < 2) return [];
        return [{ player: ctx.controller, choice: { prompt: 'opponent who chooses', options: foes.map((player) => ({ player })), min: 1, max: 1, rule: '800.4g' } }];
      },
      then: (ctx, answers) => {
        if (getVar(ctx, done) === 1) return;
        const foes = opponents(ctx.state, ctx.controller);
        setVar(ctx, chosen, foes[answers[0]?.[0] ?? 0] ?? -1);
      },
    },
    {
      do: 'customAsking',
      text: spec.text,
      run: (ctx, io) => {
        if (getVar(ctx, done) === 1) return true;
        const p = chooserNow(ctx, getVar(ctx, chosen) ?? -1, io);
        if (p === 'waiting') return false;
        const choice = p === null ? null : spec.choice(ctx, p);
        if (p === null || choice === null) {
          spec.answered(ctx, p === null ? null : []);
          return true;
        }
        // keyed as a `choices` step keys it (`p<player>:0`): a game saved by an earlier version while it was asked takes its answer
        const answer = io.ask(`p${p}:0`, p, choice);
        if (!answer) return false;
        spec.answered(ctx, answer);
        return true;
      },
    },
  ];
}

/**
 * The opponent chosen, or if they have left, another opponent still in the game that the controller
 * chooses (CR 800.4g: the object requires the choice, so its controller chooses again, at once if
 * only one opponent is left); 'waiting' while the controller is asked. A kept choice of an opponent
 * who has left since is asked again (see `answerFor`).
 */
function chooserNow(ctx: EffectContext, p: PlayerId, io: ResolutionIo): PlayerId | null | 'waiting' {
  if (p < 0) return null;
  if (inGame(ctx, p)) return p;
  const foes = opponents(ctx.state, ctx.controller);
  if (foes.length < 2) return foes[0] ?? null;
  const answer = io.ask('again', ctx.controller, { prompt: 'opponent who chooses', options: foes.map((player) => ({ player })), min: 1, max: 1, rule: '800.4g' });
  if (!answer) return 'waiting';
  return foes[answer[0] ?? 0] ?? null;
}
