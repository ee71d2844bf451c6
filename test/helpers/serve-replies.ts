/**
 * Reading the replies of a `paliano serve` session in tests: the result of one that must succeed,
 * the error of one that must be refused (either throws, naming the other, when it is not so).
 */
import type { ServeReply } from '../../src/index.js';

/** The result of a reply that must succeed. */
export function ok<T = Record<string, unknown>>(reply: ServeReply): T {
  if ('error' in reply) throw new Error(`${reply.error.code}: ${reply.error.message}`);
  return reply.result as T;
}

/** The error of a reply that must be refused. */
export function refused(reply: ServeReply): { code: string; message: string; rule?: string } {
  if (!('error' in reply)) throw new Error(`accepted: ${JSON.stringify(reply.result)}`);
  return reply.error;
}
