/**
 * A small validator for the subset of JSON Schema (draft 2020-12) that the action schemas use: it
 * compiles a schema once into a plain function, so checking an action costs a few comparisons and
 * no allocation when it passes. Supported keywords: `type` (one name or a list), `const`, `enum`,
 * `minimum`, `maximum`, `maxLength`, `properties`, `required`, `additionalProperties: false`,
 * `items`, `maxItems`, `uniqueItems`, `oneOf`; any other keyword is an annotation and ignored,
 * except `x-paliano`, which names a bound the game state sets (a seat, an object id, an amount
 * that could be paid; see {@link StateBound}).
 *
 * Objects must be plain (their prototype `Object.prototype` or null), and only their own
 * properties count, so a key like `__proto__` or `constructor` is an extra property like any other.
 * A property whose value is `undefined` counts as absent, as it is in JSON.
 *
 * @module
 */
import { quoted } from './quote.js';

/** A JSON Schema, as far as this validator reads it. */
export interface JsonSchema {
  readonly type?: SchemaType | readonly SchemaType[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxLength?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: false;
  readonly items?: JsonSchema;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly oneOf?: readonly JsonSchema[];
  readonly description?: string;
  readonly title?: string;
  /** A bound the state sets, checked besides the schema's own (an annotation to other validators). */
  readonly 'x-paliano'?: StateBound;
}

/** The JSON types a schema names. */
export type SchemaType = 'object' | 'array' | 'integer' | 'number' | 'string' | 'boolean' | 'null';

/**
 * A bound that only the game (or draft) state knows: `seat` a player (or drafter) of the game,
 * `payable` an amount (an X, a number of kicks) no greater than the mana and counters its player
 * could pay with. (An object id is only checked to be a whole number here: the rules refuse one of
 * no object they can use as `illegal`, with the rule it breaks.)
 */
export type StateBound = 'seat' | 'payable';

/** What the state-bound checks read: filled in by the caller for each value checked. */
export interface BoundContext {
  /** The number of seats. */
  seats: number;
  /** The largest amount the acting player could pay, asked only when an amount is above 0. */
  payable(): number;
}

/** A compiled check: null if `value` fits, else why not (with `path`, where in the value). */
export type CompiledCheck = (value: unknown, ctx: BoundContext, path: string) => string | null;

/** Whether `v` is an object whose own properties are all it holds: no class instance, no array. */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Whether the object has the property `k` of its own, with a value: one set to undefined is absent, as JSON has no undefined. */
function present(v: Record<string, unknown>, k: string): boolean {
  return Object.hasOwn(v, k) && v[k] !== undefined;
}

/** Whether `v` is of the JSON type `t`. */
function isType(v: unknown, t: SchemaType): boolean {
  switch (t) {
    case 'object':
      return isPlainObject(v);
    case 'array':
      return Array.isArray(v);
    case 'integer':
      return Number.isSafeInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
  }
}

/**
 * The value as a message shows it, cut as {@link quoted} cuts it (never throws: a BigInt or a symbol
 * shows by its type); a number that is no finite number as it is (`NaN`, `Infinity`), which JSON
 * would write as `null`.
 */
export function shown(v: unknown): string {
  if (typeof v === 'bigint' || typeof v === 'symbol' || typeof v === 'function') return `a ${typeof v}`;
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  return quoted(v);
}

/** A message about a part of a value, written with `path` for the whole, moved onto `at`, the part. */
function rebase(why: string, path: string, at: string): string {
  return why.startsWith(path) ? at + why.slice(path.length) : why;
}

/** Compiles `schema` into a check (once; the check is then called for every value). */
export function compileSchema(schema: JsonSchema): CompiledCheck {
  const checks: CompiledCheck[] = [];
  if (schema.type !== undefined) {
    const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
    const names = types.join(' or ');
    const only = types.length === 1 ? (types[0] as SchemaType) : null;
    checks.push((v, _ctx, path) => ((only !== null ? isType(v, only) : types.some((t) => isType(v, t))) ? null : `${path} must be ${names}, not ${shown(v)}`));
  }
  if (schema.const !== undefined) {
    const c = schema.const;
    checks.push((v, _ctx, path) => (v === c ? null : `${path} must be ${shown(c)}`));
  }
  if (schema.enum !== undefined) {
    const values = schema.enum;
    checks.push((v, _ctx, path) => (values.includes(v) ? null : `${path} must be one of ${values.map(shown).join(', ')}, not ${shown(v)}`));
  }
  if (schema.minimum !== undefined) {
    const min = schema.minimum;
    checks.push((v, _ctx, path) => (typeof v !== 'number' || v >= min ? null : `${path} must be at least ${min}`));
  }
  if (schema.maximum !== undefined) {
    const max = schema.maximum;
    checks.push((v, _ctx, path) => (typeof v !== 'number' || v <= max ? null : `${path} must be at most ${max}`));
  }
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    checks.push((v, _ctx, path) => (typeof v !== 'string' || v.length <= max ? null : `${path} must be at most ${max} characters`));
  }
  const bound = schema['x-paliano'];
  if (bound === 'seat') checks.push((v, ctx, path) => (typeof v !== 'number' || v < ctx.seats ? null : `${path}: there is no seat ${v}`));
  if (bound === 'payable') {
    checks.push((v, ctx, path) => (typeof v !== 'number' || v === 0 || v <= ctx.payable() ? null : `${path}: ${v} is more than could be paid`));
  }
  if (schema.properties !== undefined || schema.additionalProperties === false || schema.required !== undefined) {
    const keys = Object.keys(schema.properties ?? {});
    const propChecks = keys.map((k) => compileSchema((schema.properties as Record<string, JsonSchema>)[k] as JsonSchema));
    const known = new Set(keys);
    const required = schema.required ?? [];
    const closed = schema.additionalProperties === false;
    checks.push((v, ctx, path) => {
      if (!isPlainObject(v)) return null;
      for (let i = 0; i < required.length; i++) if (!present(v, required[i] as string)) return `${path} needs ${required[i] as string}`;
      if (closed) for (const k in v) if (Object.hasOwn(v, k) && !known.has(k) && v[k] !== undefined) return `${path} has no field ${shown(k)}`;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i] as string;
        if (!present(v, k)) continue;
        const why = (propChecks[i] as CompiledCheck)(v[k], ctx, path);
        if (why) return rebase(why, path, `${path}.${k}`);
      }
      return null;
    });
  }
  if (schema.maxItems !== undefined) {
    const max = schema.maxItems;
    checks.push((v, _ctx, path) => (!Array.isArray(v) || v.length <= max ? null : `${path} must have at most ${max} items`));
  }
  if (schema.items !== undefined) {
    const item = compileSchema(schema.items);
    checks.push((v, ctx, path) => {
      if (!Array.isArray(v)) return null;
      for (let i = 0; i < v.length; i++) {
        // a sparse array's hole is no JSON value
        if (!(i in v)) return `${path}[${i}] is missing`;
        const why = item(v[i], ctx, path);
        if (why) return rebase(why, path, `${path}[${i}]`);
      }
      return null;
    });
  }
  if (schema.uniqueItems) {
    checks.push((v, _ctx, path) => (!Array.isArray(v) || new Set(v).size === v.length ? null : `${path} names an item twice`));
  }
  if (schema.oneOf !== undefined) {
    const options = schema.oneOf.map(compileSchema);
    // the fields each form requires: a value is checked against the forms whose fields it has
    // (one, for the forms of a ref), the others only to say why it fits none
    const needs = schema.oneOf.map((o) => o.required ?? []);
    checks.push((v, ctx, path) => {
      let fits = 0;
      let tried = 0;
      let why: string | null = null;
      for (let i = 0; i < options.length; i++) {
        if (isPlainObject(v) && !(needs[i] as readonly string[]).every((k) => present(v, k))) continue;
        tried++;
        const w = (options[i] as CompiledCheck)(v, ctx, path);
        if (w === null) fits++;
        else why ??= w;
      }
      if (tried === 0) return options.length > 0 ? (options[0] as CompiledCheck)(v, ctx, path) : null;
      return fits === 1 ? null : fits === 0 ? why : `${path} fits several forms`;
    });
  }
  if (checks.length === 1) return checks[0] as CompiledCheck;
  return (v, ctx, path) => {
    for (const c of checks) {
      const why = c(v, ctx, path);
      if (why) return why;
    }
    return null;
  };
}
