/**
 * The play-by-post command language of Async Mental Magic (AMM 1), plus the commands that play the
 * game the engine enforces. A line is a command (`!…`), a comment (`#…`), or chat, which the bot
 * ignores; text after a `#` in a command is a comment.
 *
 * @module
 */
import { CATEGORIES, type Category } from '../variants/mental-magic/data.js';
import type { AbilityName } from '../variants/mental-magic/specs.js';
import { quoted } from '../engine/quote.js';
import { parseTokenHandle } from '../variants/mental-magic/ids.js';

/** One parsed command. Card IDs are kept as written; the session resolves them. */
export type Command =
  | { kind: 'pull'; ids: string[] }
  | { kind: 'hand' }
  | { kind: 'flip'; ids: string[] }
  | { kind: 'name'; id: string; name: string }
  | { kind: 'info' }
  | { kind: 'dibs' }
  | { kind: 'turnover' }
  | { kind: 'gameover' }
  | { kind: 'rollDie'; sides: number }
  | { kind: 'pickOne'; choices: string[] }
  | { kind: 'actions' }
  | { kind: 'do'; index: number }
  | { kind: 'peek' }
  | { kind: 'spec'; card: string; ability: AbilityName | null; categories: Category[]; until: 'thisTurn' | number | null }
  | { kind: 'order'; attacker: string; blockers: string[] }
  | { kind: 'help' }
  | { kind: 'comment' }
  | { kind: 'chat' };

/** A line that is a command the bot cannot read, with why. */
export interface ParseError {
  /** Always `error`. */
  kind: 'error';
  /** Why the line cannot be read, for the reply. */
  message: string;
}

/** The largest die `!r N` rolls. */
export const MAX_DIE = 1_000_000_000;

// as many digits as a card ID may have (ids.ts: a seat past its thousandth card has a longer index)
const ID = /^[a-z]*\d{1,16}$/;

/** Reads the card IDs (or, with `tokens`, token handles too) of a command's arguments, or says which one is neither. */
function ids(args: readonly string[], command: string, atLeast: number, tokens = false): string[] | ParseError {
  const what = tokens ? 'card ID or token handle' : 'card ID';
  const s = atLeast === 1 ? '' : 's';
  if (args.length < atLeast) return { kind: 'error', message: `${command} needs at least ${atLeast} ${tokens ? `card ID${s} or token handle${s}` : `card ID${s}`}` };
  const bad = args.find((a) => !ID.test(a) && !(tokens && parseTokenHandle(a) !== null));
  return bad === undefined ? [...args] : { kind: 'error', message: `${quoted(bad)} is not a ${what} (like a105, 105 or 05${tokens ? ', or T57 for a token' : ''})` };
}

/** The help text: every command, one line each. */
export const HELP = [
  '! [ids]: pull new cards (the ones the rules drew for you, or the IDs given): they become visible to your team   !hand: show your team your hand',
  '!! ids: flip: reveal cards publicly',
  '!n id Card Name: name a card as you cast or play it, cycle it, or as an effect puts it onto the battlefield   !u id: name it Utopia and play it as your land',
  '!info: whose turn, who holds control and who has dibs   !dibs: call dibs on control (again to cancel)',
  '!actions: your legal actions, numbered   !do N: take action N of that list',
  '!peek: look at the top card of your library   !turnover: end your control of the turn',
  '!spec Card Name [spell|as enters|triggered N|activated N] = CATEGORY[,CATEGORY] [this turn|until turn N]: categories to try first for that ability\'s uncontrolled decisions, for the game or as long as said (AMM 8e)',
  '!order attacker blocker…: order for assigning its combat damage, cards by ID and tokens by handle (T57) (AMM 8f)',
  '!gameover: end the game, flip every card   !r N: roll 1..N   !r a b c: pick one   #…: comment',
].join('\n');

/** Parses one line of chat (AMM 1). */
export function parseLine(line: string): Command | ParseError {
  if (typeof line !== 'string') return { kind: 'error', message: 'a line must be text' };
  const trimmed = line.trim();
  if (trimmed.startsWith('#')) return { kind: 'comment' };
  if (!trimmed.startsWith('!')) return { kind: 'chat' };
  const hash = trimmed.indexOf('#');
  const body = (hash >= 0 ? trimmed.slice(0, hash) : trimmed).trim();
  const m = /^(!!|![a-z]*)(?:\s+(.*))?$/.exec(body);
  if (!m) return { kind: 'error', message: `cannot read ${quoted(body)}: a command is ! followed by a word` };
  const word = m[1] as string;
  const rest = (m[2] ?? '').trim();
  const args = rest === '' ? [] : rest.split(/\s+/);
  const noArgs = (c: Command): Command | ParseError => (args.length === 0 ? c : { kind: 'error', message: `${word} takes no arguments` });
  switch (word) {
    case '!': {
      const r = ids(args, '!', 0);
      return 'kind' in r ? r : { kind: 'pull', ids: r };
    }
    case '!!': {
      const r = ids(args, '!!', 1);
      return 'kind' in r ? r : { kind: 'flip', ids: r };
    }
    case '!n': {
      const [id, ...name] = args;
      if (id === undefined || name.length === 0) return { kind: 'error', message: '!n needs a card ID and a card name, as in !n 105 Gitaxian Probe' };
      if (!ID.test(id)) return { kind: 'error', message: `${quoted(id)} is not a card ID (like a105, 105 or 05)` };
      return { kind: 'name', id, name: name.join(' ') };
    }
    case '!u': {
      if (args.length !== 1 || !ID.test(args[0] as string)) return { kind: 'error', message: '!u needs exactly one card ID, as in !u 106' };
      return { kind: 'name', id: args[0] as string, name: 'Utopia' };
    }
    case '!info': return noArgs({ kind: 'info' });
    case '!dibs': return noArgs({ kind: 'dibs' });
    case '!turnover': return noArgs({ kind: 'turnover' });
    case '!gameover': return noArgs({ kind: 'gameover' });
    case '!actions':
    case '!a': return noArgs({ kind: 'actions' });
    case '!peek': return noArgs({ kind: 'peek' });
    case '!hand': return noArgs({ kind: 'hand' });
    case '!help': return noArgs({ kind: 'help' });
    case '!do': {
      if (args.length !== 1 || !/^\d{1,6}$/.test(args[0] as string) || Number(args[0]) < 1) return { kind: 'error', message: '!do needs one action number from !actions, as in !do 3' };
      return { kind: 'do', index: Number(args[0]) };
    }
    case '!r': {
      if (args.length === 0) return { kind: 'error', message: '!r needs a number of sides or a list of choices' };
      if (args.length === 1) {
        const n = Number(args[0]);
        if (!/^\d+$/.test(args[0] as string) || n < 1 || n > MAX_DIE) return { kind: 'error', message: `!r N rolls a die of 1 to ${MAX_DIE} sides; give two or more choices to pick one` };
        return { kind: 'rollDie', sides: n };
      }
      return { kind: 'pickOne', choices: args };
    }
    case '!spec': {
      const eq = rest.indexOf('=');
      if (eq < 0) return { kind: 'error', message: '!spec needs Card Name = CATEGORY[,CATEGORY] (empty to clear)' };
      // the ability, if the card has several: "spell", "as enters", "triggered N" or "activated N" after the name
      // runs of spaces are made one first, so that matching stays linear in the line's length
      const head = rest.slice(0, eq).replace(/\s+/g, ' ').trim();
      const which = /^(.*?)(?: (spell|as enters|(?:triggered|trigger|activated) \d{1,2}))?$/i.exec(head) as RegExpExecArray;
      const card = (which[1] as string).trim();
      const ability = which[2] === undefined ? null : (which[2].toLowerCase().replace(/^trigger\b/, 'triggered').replace(/\s+/, ' ') as AbilityName);
      // AMM 8e: "Specs are assumed to be until end of game unless otherwise specified": "this turn" or "until turn N" after the categories
      const tail = rest.slice(eq + 1).replace(/\s+/g, ' ').trim();
      const lasting = /^(.*?) ?(?:(this turn|until end of turn)|until (?:the end of )?turn (\d{1,9}))$/i.exec(tail);
      const until = lasting === null ? null : lasting[2] !== undefined ? 'thisTurn' : Number(lasting[3]);
      const cats = (lasting === null ? tail : (lasting[1] as string)).split(/[\s,]+/).filter((c) => c !== '').map((c) => c.toUpperCase());
      if (card === '') return { kind: 'error', message: '!spec needs the name of the card whose ability it is for' };
      const bad = cats.find((c) => !(CATEGORIES as readonly string[]).includes(c));
      if (bad !== undefined) return { kind: 'error', message: `${quoted(bad)} is no category: ${CATEGORIES.join(', ')}` };
      if (until !== null && cats.length === 0) return { kind: 'error', message: '!spec: a withdrawal (no categories) has no duration' };
      return { kind: 'spec', card, ability, categories: cats as Category[], until };
    }
    case '!order': {
      // AMM 8f: a token that attacks or blocks is named by its handle (T57), having no card ID
      const r = ids(args, '!order', 2, true);
      if ('kind' in r) return r;
      return { kind: 'order', attacker: r[0] as string, blockers: r.slice(1) };
    }
    default:
      return { kind: 'error', message: `unknown command ${quoted(word)}; !help lists them` };
  }
}
