// A draft event's line as the player reads it. The engine writes the events of the cards that
// change the draft (Deal Broker, Cogwork Librarian, Lore Seeker, ...: CR 905.2) in the third person
// with the drafters' names ("Ana reveals Deal Broker"); the player's own are turned to address them
// ("You reveal Deal Broker"), as the engine's own lines do for the viewer, and any other mention of
// the player reads "you".
import { describeDraftEvent, type DeepReadonly, type DraftEvent, type DraftView } from 'paliano';
import type { LogLine } from '../protocol.js';

/** A verb of the third person singular in the second person: "reveals" → "reveal", "passes" → "pass". */
function secondPerson(verb: string): string {
  if (verb === 'is') return 'are';
  if (verb === 'has') return 'have';
  if (verb === 'does') return 'do';
  if (/(ss|sh|ch|x)es$/.test(verb)) return verb.slice(0, -2);
  return verb.endsWith('s') ? verb.slice(0, -1) : verb;
}

/**
 * A line that names the player `name`, addressed to them: "Ana reveals X" → "You reveal X", "the
 * draft is over: Ana turns X face down" → "… you turn X face down", "Ana, who drafts no more this
 * round, looks at a pack passed to them and passes it on" → "You, who draft no more this round, look
 * at a pack passed to you and pass it on", "the card Ana drafts" → "the card you draft", "Ana's" →
 * "your", and any other "Ana" → "you". A line is kept as it is for a player without a name.
 */
export function addressed(line: string, name: string): string {
  if (name === '') return line;
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return line
    .replace(new RegExp(`^${n}, who (\\w+)( [^,]*), (\\w+)\\b`), (_, v1: string, rest: string, v2: string) => `You, who ${secondPerson(v1)}${rest}, ${secondPerson(v2)}`)
    // "… passed to them and passes it on": the rest of a line whose subject is now "You"
    .replace(/^(You\b.*) them and (\w+)\b/, (_, start: string, verb: string) => `${start} you and ${secondPerson(verb)}`)
    .replace(new RegExp(`(^|: )${n} (\\w+)\\b`), (_, before: string, verb: string) => `${before === '' ? 'You' : `${before}you`} ${secondPerson(verb)}`)
    .replace(new RegExp(`\\b${n} (\\w+s)\\b`, 'g'), (_, verb: string) => `you ${secondPerson(verb)}`)
    .replace(new RegExp(`\\b${n}'s\\b`, 'g'), 'your')
    .replace(new RegExp(`\\b${n}\\b`, 'g'), 'you');
}

/**
 * A draft event's line, as the player's view describes it (naming only the cards it shows, the
 * player as "You"): its text with the rule apart. `name` is the player's name at the draft.
 */
export function draftLine(v: DraftView, e: DeepReadonly<DraftEvent>, name: string): LogLine {
  const text = describeDraftEvent(v, e).replace(/\s+\[[^\]]*\]$/, '');
  return { text: e.text !== undefined ? addressed(text, name) : text, rule: e.rule };
}
