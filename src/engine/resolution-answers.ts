/**
 * The answers of a resolution's choices, kept with what they chose. An answer is a list of indexes
 * into the options asked, and a resolution asks its choices again from its first step each time it
 * goes on; a player who leaves the game meanwhile takes their objects out of the options (CR 800.4a),
 * so that the same indexes would name other options. So each answer is kept with the number of
 * players then in the game, what was asked, and the signature of each option it chose: once a player
 * has left, the answer is read against the options asked now, by what it chose; a choice whose
 * options chosen are gone, or that asks something else now, is asked again. While none has left, the
 * answer is read by its indexes, once the options there are those it chose: a game saved by an
 * earlier version that asked the question with other options (CR 707.10c) has it asked again. The
 * choices of cards returning as the monarch leaves the game (CR 725.4) are kept the same way.
 *
 * @module
 */
import type { ChoiceOption, GameState, PendingChoice } from '../state/types.js';

/**
 * Two numbers that tell one value from another: two 32-bit FNV-1a hashes of its JSON text, with
 * different multipliers, each cut to 31 bits (a saved game holds whole numbers up to 2^31 - 1).
 */
function signatureOf(value: unknown): [number, number] {
  const text = JSON.stringify(value);
  let a = 0x811c9dc5;
  let b = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return [a >>> 1, b >>> 1];
}

/** What a choice asks, apart from its options. */
function askedSignature(choice: PendingChoice): [number, number] {
  return signatureOf([choice.prompt, choice.min, choice.max, choice.rule]);
}

function playersInGame(state: GameState): number {
  let n = 0;
  for (const p of state.players) if (p.inGame) n++;
  return n;
}

/** Where answers are kept by key: a resolution's, or those of cards returning as the monarch leaves (CR 725.4). */
export interface AnswerStore {
  answers: Record<string, number[]>;
}

/**
 * The key under which what an answer chose is kept: the number of players in the game, the signature
 * of what was asked, then the signature of each option chosen (two numbers each).
 */
function keptKey(key: string): string {
  return `${key}#chose`;
}

/** Keeps the answer `picked` (option indexes, sorted) to the choice asked under `key`, with what it chose. */
export function keepAnswer(state: GameState, store: AnswerStore, key: string, choice: PendingChoice, picked: readonly number[]): void {
  store.answers[key] = [...picked];
  store.answers[keptKey(key)] = [playersInGame(state), ...askedSignature(choice), ...picked.flatMap((i) => signatureOf(choice.options[i] as ChoiceOption))];
}

/**
 * Whether `kept` (what an answer chose, see {@link keepAnswer}) tells that the answer `given` was
 * given to `choice` as it is asked now: the same question, and at each index given the option chosen.
 */
function choseThese(kept: readonly number[], choice: PendingChoice, given: readonly number[]): boolean {
  const [askedA, askedB] = askedSignature(choice);
  return kept[1] === askedA && kept[2] === askedB && given.every((i, n) => {
    const [a, b] = signatureOf(choice.options[i] as ChoiceOption);
    return kept[3 + 2 * n] === a && kept[4 + 2 * n] === b;
  });
}

/**
 * The answer given under `key` to `choice` as it is asked now, or null if it is to be asked: none was
 * given, or it picks fewer or more options than the choice allows, or it names an option the choice
 * no longer has, or a player has left the game since and the answer's options are no longer among
 * those of the choice (CR 800.4a), or no player has left and the options at its indexes are not those
 * it chose (a game saved by an earlier version that asked the question with other options), or the
 * choice asks something else. An answer read again after a player left is kept anew with the indexes
 * of its options now.
 */
export function answerFor(state: GameState, store: AnswerStore, key: string, choice: PendingChoice): number[] | null {
  const given = store.answers[key];
  if (!given) return null;
  // an answer of a size the choice does not allow (given to a choice whose bounds a saved game
  // altered, where the decision was the question the player saw) is asked again, as it now is
  if (given.length < choice.min || given.length > choice.max) {
    delete store.answers[key];
    delete store.answers[keptKey(key)];
    return null;
  }
  const kept = store.answers[keptKey(key)];
  // an answer kept without what it chose (a game saved by an earlier version) is read as it was given;
  // one naming no option the choice offers now (a sample that dealt the cards searched again), or
  // whose options are not those it chose (a question an earlier version asked with other options,
  // CR 707.10c), is asked again
  if (kept === undefined || kept[0] === playersInGame(state)) {
    if (given.every((i) => i < choice.options.length) && (kept === undefined || choseThese(kept, choice, given))) return given;
    delete store.answers[key];
    delete store.answers[keptKey(key)];
    return null;
  }
  const options = choice.options.map(signatureOf);
  const now = given.map((_, n) => options.findIndex(([a, b]) => kept[3 + 2 * n] === a && kept[4 + 2 * n] === b)).sort((x, y) => x - y);
  const [askedA, askedB] = askedSignature(choice);
  if (kept[1] !== askedA || kept[2] !== askedB || now.some((i, n) => i < 0 || now[n - 1] === i)) {
    delete store.answers[key];
    delete store.answers[keptKey(key)];
    return null;
  }
  keepAnswer(state, store, key, choice, now);
  return now;
}
