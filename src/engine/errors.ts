/**
 * Typed errors. An illegal or malformed action gives a {@link RulesError} and leaves the state
 * untouched (DESIGN principle 10).
 *
 * @module
 */
import { citation } from './citation.js';

/** Why an action was refused. */
export type RulesErrorCode =
  | 'malformed'
  | 'notYourDecision'
  | 'wrongDecision'
  | 'illegal'
  | 'cannotPay'
  | 'badTarget'
  | 'gameOver'
  | 'unknownCard'
  | 'badState';

/** An action or input that the rules do not allow, with the rule it breaks. */
export class RulesError extends Error {
  /** A stable machine-readable code. */
  readonly code: RulesErrorCode;
  /**
   * The rule the action breaks: a CR number (`'508.1'`), a fan variant's rule (`'AMM 7'`, `'MT 2.1'`)
   * or a card whose ability forbids it. Every refusal the rules decide has one; it is undefined only
   * for input refused before any rule applies (codes `malformed`, `badState` and `unknownCard`:
   * an action or option of the wrong shape, a damaged saved game, a card the engine does not know).
   */
  readonly rule: string | undefined;

  /** A refusal; the message gets ` (CR rule)` appended unless it starts with `rule:` already. */
  constructor(code: RulesErrorCode, message: string, rule?: string) {
    super(rule && !message.startsWith(`${rule}:`) ? `${message} (${citation(rule)})` : message);
    this.name = 'RulesError';
    this.code = code;
    this.rule = rule;
  }
}

/** The rule a reason starts with, as in `'AMM 7f: no decisions are made before the first turn'`; undefined if none. */
export function leadingRule(reason: string): string | undefined {
  return /^(\d{3}(?:\.\d+[a-z]*)?|MT \d+(?:\.\d+)?|AMM \d+[a-z]?):/.exec(reason)?.[1];
}

/** Throws a {@link RulesError} unless `condition` holds. */
export function check(condition: unknown, code: RulesErrorCode, message: string, rule?: string): asserts condition {
  if (!condition) throw new RulesError(code, message, rule);
}
