/**
 * Which Gatherer rulings of the card data a test quotes, for `npm run rulings`.
 *
 * What "quotes" means: the ruling's text and the test files are both normalized (typographic quotes
 * and apostrophes, escapes, ellipses, dashes and any other punctuation become spaces, letters
 * lowercase, whitespace collapsed), and a test quotes a ruling when its text contains
 *   - the whole normalized ruling, or
 *   - a run of {@link RUN_WORDS} consecutive words of the ruling that no other distinct ruling text
 *     and no card's Oracle text contains (a distinctive run: a test that quotes part of a ruling,
 *     eliding the rest with "…", still quotes it, but a phrase several rulings share, or one a test
 *     may have taken from the Oracle text the ruling repeats, quotes none of them), or
 *   - inside a `describe('<Card Name>', …)` block of that card, a run of {@link RUN_WORDS} words that
 *     no other ruling of the same card and no Oracle text contains (rulings several cards share
 *     almost word for word, such as the monarch cards', differ only in the card's name), or
 *   - an explicit marker `ruling: <Card Name> #<n>` (n counting the card's rulings from 1, in the
 *     order of the card data), for a test that checks a ruling without quoting it.
 * A ruling text that several cards share is one distinct text: quoting it once covers every card.
 */

/** The number of consecutive words a distinctive run has. */
export const RUN_WORDS = 7;

/** One ruling of one card. */
export interface CardRuling {
  /** The set code, such as `CNS`. */
  set: string;
  /** The card's name. */
  card: string;
  /** The ruling's position among the card's rulings, from 1. */
  index: number;
  /** The ruling's text as the card data gives it. */
  text: string;
}

/** A ruling reviewed as one that cannot apply to any game the engine plays, and why. */
export interface Exclusion {
  /** A card with the ruling. */
  card: string;
  /** The ruling's exact text. */
  ruling: string;
  /** Why no game the engine plays can meet it. */
  reason: string;
}

/** Per set: the distinct ruling texts, those quoted, those excluded (with reasons) and those neither. */
export interface SetCoverage {
  set: string;
  distinct: number;
  quoted: number;
  excluded: { text: string; cards: string[]; reason: string }[];
  unquoted: { text: string; cards: string[] }[];
}

/** Text normalized for matching: lowercase words separated by single spaces. */
export function normalize(text: string): string {
  return text
    .replace(/\\(['"`\\])/g, '$1')
    .replace(/\\n/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The runs of `RUN_WORDS` consecutive words of normalized text. */
function runsOf(normalized: string): string[] {
  const words = normalized.split(' ');
  const out: string[] = [];
  for (let i = 0; i + RUN_WORDS <= words.length; i++) out.push(words.slice(i, i + RUN_WORDS).join(' '));
  return out;
}

/**
 * The text of each `describe('<title>', …)` block of a test file, by title: from the block's start to
 * the next `describe(` at the start of a line.
 */
function describeBlocks(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const starts = [...text.matchAll(/^describe\((['"`])((?:\\.|(?!\1).)*)\1/gm)];
  starts.forEach((m, i) => {
    const title = (m[2] as string).replace(/\\(.)/g, '$1');
    const end = i + 1 < starts.length ? (starts[i + 1]!.index as number) : text.length;
    out.set(title, `${out.get(title) ?? ''} ${text.slice(m.index as number, end)}`);
  });
  return out;
}

/** The explicit markers `ruling: <Card Name> #<n>` in a test text, as `card#n`. */
function markersOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/ruling:\s*([^#\n]+?)\s*#(\d+)/g)) out.add(`${(m[1] as string).trim()}#${m[2]}`);
  return out;
}

/**
 * The coverage of `rulings` by the test texts `tests`, set by set, with `exclusions` (checked: each
 * names a ruling of its card and gives a reason; throws otherwise). `oracle` holds the cards' Oracle
 * texts, whose phrases are never distinctive.
 */
export function coverage(rulings: readonly CardRuling[], tests: readonly string[], exclusions: readonly Exclusion[], oracle: readonly string[] = []): SetCoverage[] {
  const byText = new Map<string, CardRuling[]>();
  for (const r of rulings) byText.set(r.text, [...(byText.get(r.text) ?? []), r]);

  for (const e of exclusions) {
    if (typeof e.reason !== 'string' || e.reason.trim().length < 10) throw new Error(`exclusion for ${e.card}: give a reason`);
    if (!(byText.get(e.ruling) ?? []).some((r) => r.card === e.card)) throw new Error(`exclusion for ${e.card}: no such ruling of that card: ${JSON.stringify(e.ruling)}`);
  }
  const reasonOf = new Map(exclusions.map((e) => [e.ruling, e.reason]));

  // a run is distinctive if one distinct ruling text only has it
  const owners = new Map<string, number>();
  const runs = new Map<string, string[]>();
  for (const text of byText.keys()) {
    const own = [...new Set(runsOf(normalize(text)))];
    runs.set(text, own);
    for (const run of own) owners.set(run, (owners.get(run) ?? 0) + 1);
  }
  for (const text of oracle) for (const run of runsOf(normalize(text))) owners.set(run, Infinity);

  const corpus = tests.map(normalize).join(' | ');
  const corpusRuns = new Set(runsOf(corpus));
  const markers = new Set(tests.flatMap((t) => [...markersOf(t)]));
  // the runs of each card's describe blocks, and how many of the card's distinct rulings have each run
  const blockRuns = new Map<string, Set<string>>();
  for (const t of tests) {
    for (const [title, body] of describeBlocks(t)) {
      const set = blockRuns.get(title) ?? new Set<string>();
      for (const run of runsOf(normalize(body))) set.add(run);
      blockRuns.set(title, set);
    }
  }
  const cardOwners = new Map<string, Map<string, number>>();
  for (const [text, rs] of byText) {
    for (const card of new Set(rs.map((r) => r.card))) {
      const m = cardOwners.get(card) ?? new Map<string, number>();
      for (const run of runs.get(text) ?? []) m.set(run, (m.get(run) ?? 0) + 1);
      cardOwners.set(card, m);
    }
  }
  const oracleRuns = new Set(oracle.flatMap((o) => runsOf(normalize(o))));
  const quotedInBlock = (text: string, card: string): boolean => {
    const inBlock = blockRuns.get(card);
    const own = cardOwners.get(card);
    if (!inBlock || !own) return false;
    return (runs.get(text) ?? []).some((run) => own.get(run) === 1 && !oracleRuns.has(run) && inBlock.has(run));
  };
  const quoted = (text: string): boolean => {
    const cards = byText.get(text) ?? [];
    if (cards.some((r) => markers.has(`${r.card}#${r.index}`))) return true;
    if (cards.some((r) => quotedInBlock(text, r.card))) return true;
    if ((runs.get(text) ?? []).some((run) => owners.get(run) === 1 && corpusRuns.has(run))) return true;
    return corpus.includes(normalize(text));
  };

  const sets = [...new Set(rulings.map((r) => r.set))];
  return sets.map((set) => {
    const texts = [...byText.entries()].filter(([, rs]) => rs.some((r) => r.set === set));
    const out: SetCoverage = { set, distinct: texts.length, quoted: 0, excluded: [], unquoted: [] };
    for (const [text, rs] of texts) {
      const cards = [...new Set(rs.filter((r) => r.set === set).map((r) => r.card))];
      if (quoted(text)) out.quoted++;
      else if (reasonOf.has(text)) out.excluded.push({ text, cards, reason: reasonOf.get(text) as string });
      else out.unquoted.push({ text, cards });
    }
    return out;
  });
}
