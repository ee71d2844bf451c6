/**
 * The registry of effect steps and amounts that rule modules define (DESIGN: "How a rule module
 * plugs in"). The resolver (`resolve.ts`) interprets the steps every spell may have — damage, draw,
 * search, "you may" — itself; a step a rule defines (`becomeMonarch` in CR 725, `goad` in 701.15,
 * `vote` in 701.38, …) is interpreted by the function its rule module registers here, and so is an
 * amount a rule defines ("the number of votes for …"). The package's entries fill the registry
 * (`src/built-ins.ts`), so the core imports no rule.
 *
 * @module
 */
import type { Amount, Effect } from '../cards/types.js';
import type { ResolutionIo } from './resolution-io.js';
import type { Run } from './resolve.js';

/** The effect step whose `do` is `D`. */
export type EffectStep<D extends Effect['do']> = Extract<Effect, { do: D }>;

/**
 * Interprets one effect step as it resolves (CR 608.2c): `run` is the resolution (its state, object,
 * controller and targets), `key` the step's key, under which it asks and remembers its choices
 * through `io`. Returns false when it stopped for a choice (the decision is set), true when done.
 */
export type EffectStepRunner<D extends Effect['do'] = Effect['do']> = (run: Run, step: EffectStep<D>, key: string, io: ResolutionIo) => boolean;

/** Effect step interpreters by step name, as a rule module declares the steps it defines. */
export type EffectStepRunners = { readonly [D in Effect['do']]?: EffectStepRunner<D> };

/** The amount whose distinguishing field is `K` ("votesFor"). */
export type AmountOf<K extends string> = Extract<Amount, Record<K, unknown>>;

/** The fields that tell the kinds of amount apart (`x`, `votesFor`, …). */
type AmountField = Amount extends infer A ? (A extends object ? keyof A & string : never) : never;

/** Evaluators of kinds of amount, by the field that tells each apart ({ votesFor: … }). */
export type AmountRunners = { readonly [K in AmountField]?: (run: Run, amount: AmountOf<K>) => number };

/** The effect steps and amounts one rule defines, as its module declares them. */
export interface RuleEffects {
  /** Interpreters of the effect steps the rule defines, by step name. */
  readonly steps?: EffectStepRunners;
  /** Evaluators of the amounts the rule defines, by the field that tells each apart. */
  readonly amounts?: AmountRunners;
}

const steps = new Map<string, unknown>();
const amounts = new Map<string, unknown>();
/** The registered amount fields, in a list for a quick scan. */
let amountFields: readonly string[] = [];

/**
 * Registers the effect steps and amounts a rule module defines. Registering the same function again
 * does nothing; another function for a name already taken throws.
 */
export function registerEffectSteps(defined: RuleEffects): void {
  for (const [name, runner] of Object.entries(defined.steps ?? {})) {
    const known = steps.get(name);
    if (known !== undefined && known !== runner) throw new Error(`two rules define the effect step ${name}`);
    steps.set(name, runner);
  }
  for (const [field, runner] of Object.entries(defined.amounts ?? {})) {
    const known = amounts.get(field);
    if (known !== undefined && known !== runner) throw new Error(`two rules define the amount ${field}`);
    amounts.set(field, runner);
  }
  amountFields = [...amounts.keys()];
}

/** The interpreter a rule registered for an effect step; throws if none did. */
export function effectStepRunner<D extends Effect['do']>(name: D): EffectStepRunner<D> {
  const runner = steps.get(name);
  if (!runner) throw new Error(`no rule defines the effect step ${name} (is the package's entry loaded?)`);
  return runner as EffectStepRunner<D>;
}

/** The evaluator a rule registered for an amount (by a field of it); throws if none did. */
export function amountRunner(amount: object): (run: Run, amount: never) => number {
  for (const field of amountFields) if (field in amount) return amounts.get(field) as (run: Run, amount: never) => number;
  throw new Error(`no rule defines the amount ${JSON.stringify(Object.keys(amount))} (is the package's entry loaded?)`);
}
