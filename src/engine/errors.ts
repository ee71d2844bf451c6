/**
 * Typed errors. An illegal or malformed action gives a {@link RulesError} and leaves the state
 * untouched (DESIGN principle 10).
 *
 * @module
 */

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
  /** The CR rule the action breaks, if one applies. */
  readonly rule: string | undefined;

  constructor(code: RulesErrorCode, message: string, rule?: string) {
    super(rule ? `${message} (${/^\d/.test(rule) ? 'CR ' : ''}${rule})` : message);
    this.name = 'RulesError';
    this.code = code;
    this.rule = rule;
  }
}

/** Throws a {@link RulesError} unless `condition` holds. */
export function check(condition: unknown, code: RulesErrorCode, message: string, rule?: string): asserts condition {
  if (!condition) throw new RulesError(code, message, rule);
}
