/**
 * Quoting input in messages, in a module of its own that imports nothing: an error message quotes a
 * value it was given (a card name, a command, a field) through {@link quoted}, so a name of a million
 * characters is not echoed whole into the message, a log or a reply.
 *
 * @module
 */

/** The most characters of a value {@link quoted} shows; the rest is left out, its length told. */
export const QUOTE_LIMIT = 80;

/**
 * A value from input as a message quotes it: its JSON (a text in double quotes), cut after
 * {@link QUOTE_LIMIT} characters with an ellipsis and the length of the whole, as in
 * `"xxxx…" (1000000 characters)`. A value JSON does not write (a function, `undefined`) shows as
 * `String` writes it, and one JSON cannot write (a BigInt, a cycle) as what it is.
 */
export function quoted(value: unknown): string {
  if (typeof value === 'string') {
    if (value.length <= QUOTE_LIMIT) return JSON.stringify(value);
    return `${JSON.stringify(value.slice(0, QUOTE_LIMIT)).slice(0, -1)}…" (${value.length} characters)`;
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return typeof value === 'bigint' ? 'a bigint' : 'an unprintable value';
  }
  if (json === undefined) return String(value);
  return json.length <= QUOTE_LIMIT ? json : `${json.slice(0, QUOTE_LIMIT)}… (${json.length} characters)`;
}
