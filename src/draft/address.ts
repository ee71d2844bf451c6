/**
 * A draft event's written line turned to address one drafter: the lines the draft-matters cards
 * write at their event (CR 905.2) name the drafter ("Ana reveals Lore Seeker"); read by that
 * drafter they say "You reveal Lore Seeker".
 *
 * @module
 */

/** A verb of the third person singular in the second person: "reveals" → "reveal", "passes" → "pass". */
function secondPerson(verb: string): string {
  if (verb === 'is') return 'are';
  if (verb === 'has') return 'have';
  if (verb === 'does') return 'do';
  if (/(ss|sh|ch|x)es$/.test(verb)) return verb.slice(0, -2);
  return verb.endsWith('s') ? verb.slice(0, -1) : verb;
}

/**
 * A line that names the drafter `name`, addressed to them: "Ana reveals X" → "You reveal X", "the
 * draft is over: Ana turns X face down" → "… you turn X face down", "Ana, who drafts no more this
 * round, looks at a pack passed to them and passes it on" → "You, who draft no more this round, look
 * at a pack passed to you and pass it on", "Ana drafts every card of a pack and drafts no more" →
 * "You draft every card of a pack and draft no more", "the card Ana drafts" → "the card you draft",
 * "Ana's" → "your", and any other "Ana" → "you". A card name among `cardNames` is kept whole, even
 * one the drafter's name is a word of (a drafter "Seeker" reads "You reveal Lore Seeker"). A line is
 * kept as it is for a drafter without a name.
 */
export function addressed(line: string, name: string, cardNames: Iterable<string>): string {
  if (name === '') return line;
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`\\b${n}\\b`);
  // the card names holding the drafter's name, longest first, set aside while the line is turned
  const kept = [...new Set(cardNames)].filter((c) => word.test(c)).sort((a, b) => b.length - a.length);
  const masked = kept.reduce((text, c, i) => text.split(c).join(`\u0000${i}\u0000`), line);
  return turned(masked, n).replace(/\u0000(\d+)\u0000/g, (_, i: string) => kept[Number(i)]!);
}

/** `line` addressed to the drafter whose name, escaped for a regular expression, is `n`. */
function turned(line: string, n: string): string {
  return line
    .replace(new RegExp(`^${n}, who (\\w+)( [^,]*), (\\w+)\\b`), (_, v1: string, rest: string, v2: string) => `You, who ${secondPerson(v1)}${rest}, ${secondPerson(v2)}`)
    // "… passed to them and passes it on": the rest of a line whose subject is now "You"
    .replace(/^(You\b.*) them and (\w+)\b/, (_, start: string, verb: string) => `${start} you and ${secondPerson(verb)}`)
    .replace(new RegExp(`(^|: )${n} (\\w+)\\b`), (_, before: string, verb: string) => `${before === '' ? 'You' : `${before}you`} ${secondPerson(verb)}`)
    // "You drafts every card of a pack and drafts no more": the second verb of "You"
    .replace(/^(You\b.*) and drafts\b/, '$1 and draft')
    .replace(new RegExp(`\\b${n} (\\w+s)\\b`, 'g'), (_, verb: string) => `you ${secondPerson(verb)}`)
    .replace(new RegExp(`\\b${n}'s\\b`, 'g'), 'your')
    .replace(new RegExp(`\\b${n}\\b`, 'g'), 'you');
}
