/**
 * Error messages quote what they were given through one helper, `quoted`: a value of input is cut
 * after 80 characters with an ellipsis and its length, so a card name, a format or a command of a
 * million characters is not echoed whole into a RulesError (nor a log or a reply that carries it).
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, createGame, deserialize, parseManaCost, readDeckList, serialize, ServeSession } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { quoted, QUOTE_LIMIT } from '../../src/engine/quote.js';
import { refusal } from '../helpers/refusal.js';

const HUGE = 'x'.repeat(1_000_000);

/** The message of what `f` throws, whatever it throws. */
function messageOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('not refused: it was accepted');
}

describe('quoted input in error messages', () => {
  it('quotes a value as JSON, cut after 80 characters with an ellipsis and the length of the whole', () => {
    expect(QUOTE_LIMIT).toBe(80);
    expect(quoted('Murder')).toBe('"Murder"');
    expect(quoted('y'.repeat(80))).toBe(`"${'y'.repeat(80)}"`);
    expect(quoted(HUGE)).toBe(`"${'x'.repeat(80)}…" (1000000 characters)`);
    expect(quoted({ cube: [HUGE] })).toBe(`{"cube":["${'x'.repeat(70)}… (1000013 characters)`);
    expect(quoted(3)).toBe('3');
    expect(quoted(undefined)).toBe('undefined');
    expect(quoted(10n)).toBe('a bigint');
  });

  it('a name of a million characters is quoted cut in every refusal that names it: decks, deck lists, scenarios, cubes, drafts, saves, mana costs and the serve protocol', () => {
    const deck = [...Array<string>(39).fill('Forest'), HUGE];
    const draft = createDraft({ drafters: 2, seed: 1, boosters: { packs: [['Spire Phantasm', 'Ogre Sentry', 'Ogre Sentry'], ['Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry']] } });
    const spire = draft.packs[draft.drafters[0]!.queue[0]!]!.cards[0]!;
    const saved = JSON.parse(serialize(createGame({ players: [{ deck: Array<string>(40).fill('Forest') }, { deck: Array<string>(40).fill('Forest') }], seed: 1 }))) as { format: string };
    saved.format = HUGE;
    const session = new ServeSession();
    const messages = {
      createGame: refusal(() => createGame({ players: [{ deck }, { deck }], seed: 1 })).message,
      createGameFormat: refusal(() => createGame({ format: HUGE, players: [{ deck }, { deck }], seed: 1 })).message,
      readDeckList: refusal(() => readDeckList(`1 ${HUGE}`)).message,
      scenario: refusal(() => scenario({ players: [{ hand: [HUGE] }, {}] })).message,
      cube: refusal(() => createDraft({ drafters: 2, seed: 1, boosters: { cube: [HUGE] } })).message,
      deserialize: refusal(() => deserialize(JSON.stringify(saved))).message,
      parseManaCost: messageOf(() => parseManaCost(`{${HUGE}}`)),
      serve: session.handleLine(JSON.stringify({ id: 1, method: HUGE })),
    };
    for (const [where, message] of Object.entries(messages)) {
      expect.soft(message, where).toMatch(/\(\d{7} characters\)/);
      expect.soft(message.length, where).toBeLessThan(600);
    }
    // Spire Phantasm's guess is at most 200 characters long (the action's schema): one of 150 is cut too
    const guess = refusal(() => applyDraft(draft, { type: 'pick', seat: 0, card: spire, guess: 'y'.repeat(150) })).message;
    expect(guess).toBe(`"${'y'.repeat(80)}…" (150 characters) is not the name of a card: Spire Phantasm's guess names a card (CR 201.4)`);
  });
});
