/**
 * One entry for every kind of play-by-post session: {@link handle} plays an Async Mental Magic
 * league (version 1 sessions) or a table session (version 2: a Conspiracy game, a draft, a Magic
 * Tech or a free-for-all game), and {@link renderReplies}
 * turns the replies into the posts a chat bot sends, as text or as JSON objects.
 *
 * @module
 */
import { handle as handleLeague, type HandleResult, type Readers, type Reply, type Session } from './session.js';
import type { OutputFormat } from './table-commands.js';
import { handleTable, type ReplyData, type TableHandleResult, type TableReply, type TableSession } from './table-session.js';

/** Any play-by-post session. */
export type AnySession = Session | TableSession;

/** Whether a session is a table session (version 2: a Conspiracy game, a draft, a Magic Tech or a free-for-all game) rather than a Mental Magic league. */
export function isTableSession(s: AnySession): s is TableSession {
  return s.version === 2;
}

/**
 * Handles one line from a user: the pure function of the play-by-post layer, for every kind of
 * session. A Mental Magic league gives one reply; a table session gives a list
 * (a public post and whispers to seats).
 */
export function handle(session: Session, user: string, line: string): HandleResult;
export function handle(session: TableSession, user: string, line: string): TableHandleResult;
export function handle(session: AnySession, user: string, line: string): HandleResult | TableHandleResult;
export function handle(session: AnySession, user: string, line: string): HandleResult | TableHandleResult {
  return isTableSession(session) ? handleTable(session, user, line) : handleLeague(session, user, line);
}

/** One post to send: who may read it and what it says (text, or one line of JSON). */
export interface Post {
  /** Who may read it. */
  readers: Readers;
  /** The text to post. */
  text: string;
}

/**
 * The posts of a result. In `json` format each post's text is one JSON object `{ readers, text,
 * data }` on one line (a Mental Magic reply has no `data`); in `text` format it is the reply's
 * text. The format is the session's (`!json` / `!text`) unless `format` is given for this call.
 * Empty replies (chat) give no post.
 */
export function renderReplies(result: HandleResult | TableHandleResult, format?: OutputFormat): Post[] {
  const replies: (Reply | TableReply)[] = 'replies' in result ? result.replies : [result.reply];
  const chosen = format ?? (isTableSession(result.session) ? result.session.output : 'text');
  return replies.filter((r) => r.text !== '').map((r) => ({
    readers: r.readers,
    text: chosen === 'json' ? JSON.stringify({ readers: r.readers, text: r.text, ...('data' in r ? { data: r.data as ReplyData } : {}) }) : r.text,
  }));
}
