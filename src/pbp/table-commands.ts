/**
 * The play-by-post command language of table sessions — Conspiracy games, drafts, Magic Tech and
 * free-for-all games (see docs/play-by-post.md). A
 * line is a command (`!…`), a comment (a line starting with `#`), or chat, which the bot ignores.
 * Unlike the Async Mental Magic language, a `#` inside a command is text, not a comment: user names
 * such as `Jane Doe#1234` and card names pass through whole.
 *
 * @module
 */
import { quoted } from '../engine/quote.js';

/** One parsed command of a table session. */
export type TableCommand =
  | { kind: 'join'; seat: number | null }
  | { kind: 'leave' }
  | { kind: 'deck'; list: string }
  | { kind: 'start' }
  | { kind: 'actions'; page: number }
  | { kind: 'act'; index: number }
  | { kind: 'actNamed'; text: string }
  | { kind: 'actJson'; action: unknown }
  | { kind: 'pick'; card: number }
  | { kind: 'name'; name: string }
  | { kind: 'pass' }
  | { kind: 'view' }
  | { kind: 'status' }
  | { kind: 'concede' }
  | { kind: 'output'; format: OutputFormat }
  | { kind: 'help' }
  | { kind: 'comment' }
  | { kind: 'chat' };

/** How a session's replies are posted: readable text, or one JSON object a reply (for bots). */
export type OutputFormat = 'text' | 'json';

/** A command line the bot cannot read, with why. */
export interface TableParseError {
  /** Always `error`. */
  kind: 'error';
  /** Why the line cannot be read, for the reply. */
  message: string;
}

/** The longest line read; longer lines are refused (a deck list fits with room to spare). */
export const MAX_LINE = 20_000;

/** The help text of table sessions: every command, one line each, and the kinds of session. */
export const TABLE_HELP = [
  '!join [N]: sit at seat N (or the first free seat) before the start; again on a taken seat to join its team   !leave: stand up before the start',
  '!deck LIST: your deck list (entries separated by ; or new lines, a "Conspiracy" or "Sideboard" entry starts the sideboard)   !start: begin',
  '!actions [PAGE] (or !a): your legal actions, numbered, whispered to your seat   !N or !act N: take action N   !act TEXT: take the action whose text is TEXT   !act {JSON}: an action as the engine takes it',
  '!pick N: draft card N of your pack, as !view numbers it   !name Card Name: name a card (hidden agenda; !name Card / Card for double agenda)   !pass: pass priority, or pass a pack you skip',
  '!view (or !hand): what your seat sees, whispered (without a seat: the public board)   !status: whose decision it is, life, the monarch   !concede   !json / !text: how replies are posted',
  '#…: a comment. User names are taken whole, spaces and # included.',
  'Sessions: conspiracy (a Conspiracy game, 3-6 seats), draft (2-8 drafters, then their Conspiracy game), magic-tech (a Magic Tech game, 2 seats: decks of at most 60 cards), free-for-all (2-6 seats).',
].join('\n');

const NO_ARGS: Record<string, TableCommand> = {
  '!leave': { kind: 'leave' },
  '!start': { kind: 'start' },
  '!pass': { kind: 'pass' },
  '!view': { kind: 'view' },
  '!hand': { kind: 'view' },
  '!status': { kind: 'status' },
  '!info': { kind: 'status' },
  '!concede': { kind: 'concede' },
  '!json': { kind: 'output', format: 'json' },
  '!text': { kind: 'output', format: 'text' },
  '!help': { kind: 'help' },
};

/** A positive whole number of at most six digits, or null. */
function count(text: string): number | null {
  return /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : null;
}

/** Parses one line of chat into a command of a table session. */
export function parseTableLine(line: string): TableCommand | TableParseError {
  if (typeof line !== 'string') return { kind: 'error', message: 'a line must be text' };
  if (line.length > MAX_LINE) return { kind: 'error', message: `a line is at most ${MAX_LINE} characters` };
  const trimmed = line.trim();
  if (trimmed.startsWith('#')) return { kind: 'comment' };
  if (!trimmed.startsWith('!')) return { kind: 'chat' };
  const m = /^(![a-z]*|!\d+)(?:\s+([\s\S]*))?$/i.exec(trimmed);
  if (!m) return { kind: 'error', message: `cannot read ${quoted(trimmed)}: a command is ! followed by a word or a number` };
  const word = (m[1] as string).toLowerCase();
  const rest = (m[2] ?? '').trim();
  // "! 3" or "! pass": the word is written apart from its !
  if (word === '!') return { kind: 'error', message: rest === '' ? 'a command is ! followed by a word or a number: !help lists them' : `a command is ! followed by a word or a number, with no space between: !${rest.split(/\s+/)[0]?.slice(0, 20) ?? ''}` };
  const shortcut = count(word.slice(1));
  if (shortcut !== null) return rest === '' ? { kind: 'act', index: shortcut } : { kind: 'error', message: `${word} takes no arguments` };
  const fixed = NO_ARGS[word];
  if (fixed) return rest === '' ? fixed : { kind: 'error', message: `${word} takes no arguments` };
  switch (word) {
    case '!join':
    case '!seat': {
      if (rest === '') return { kind: 'join', seat: null };
      const n = count(rest);
      return n === null ? { kind: 'error', message: `${word} takes a seat number, as in ${word} 2` } : { kind: 'join', seat: n };
    }
    case '!deck':
      return rest === '' ? { kind: 'error', message: '!deck needs a deck list, as in !deck 17 Mountain; 23 Grenzo\'s Ruffians; Conspiracy; 1 Double Stroke' } : { kind: 'deck', list: rest };
    case '!a':
    case '!actions': {
      if (rest === '') return { kind: 'actions', page: 1 };
      const n = count(rest);
      return n === null ? { kind: 'error', message: `${word} takes a page number, as in ${word} 2` } : { kind: 'actions', page: n };
    }
    case '!act':
    case '!do': {
      if (rest === '') return { kind: 'error', message: `${word} needs an action number from !actions, or the action's text` };
      const n = count(rest);
      if (n !== null) return { kind: 'act', index: n };
      if (rest.startsWith('{')) {
        // an action as the engine takes it (ACTION_SCHEMAS), for the few the lists leave out
        try {
          return { kind: 'actJson', action: JSON.parse(rest) as unknown };
        } catch {
          return { kind: 'error', message: `${word} {…} takes an action as one JSON object` };
        }
      }
      return { kind: 'actNamed', text: rest.replace(/\s+/g, ' ') };
    }
    case '!pick': {
      const n = count(rest);
      return n === null ? { kind: 'error', message: '!pick needs the number of a card in your pack, as !view lists it: !pick 3' } : { kind: 'pick', card: n };
    }
    case '!name':
      return rest === '' ? { kind: 'error', message: '!name needs a card name, as in !name Grenzo\'s Ruffians' } : { kind: 'name', name: rest.replace(/\s+/g, ' ') };
    default:
      return { kind: 'error', message: `unknown command ${quoted(word)}; !help lists them` };
  }
}

/**
 * Splits a line of the `paliano pbp` input, `user: command`, into the user and the command. The
 * user is everything before the first colon, spaces and `#` included (`Jane Doe#1234: !join`); a
 * user whose name holds a colon is written as a JSON string (`"a:b": !join`). Null if the line
 * names no user.
 */
export function splitUserLine(line: string): { user: string; text: string } | null {
  const trimmed = line.replace(/^\s+/, '');
  if (trimmed.startsWith('"')) {
    const m = /^("(?:[^"\\]|\\.)*")\s*:\s?([\s\S]*)$/.exec(trimmed);
    if (!m) return null;
    try {
      const user = JSON.parse(m[1] as string) as string;
      return user.trim() === '' ? null : { user, text: m[2] as string };
    } catch {
      return null;
    }
  }
  const colon = trimmed.indexOf(':');
  if (colon < 0) return null;
  const user = trimmed.slice(0, colon).trim();
  return user === '' ? null : { user, text: trimmed.slice(colon + 1).replace(/^ /, '') };
}

/**
 * A user name as sessions keep it: trimmed, runs of white space made one space, so `Jane  Doe#1234`
 * and `Jane Doe#1234` are one user. Null for an empty name or one over 200 characters.
 */
export function normalUser(user: unknown): string | null {
  if (typeof user !== 'string') return null;
  const u = user.trim().replace(/\s+/g, ' ');
  return u === '' || u.length > 200 ? null : u;
}
