/** Room classes that authenticate their clients, for the Colyseus authentication tests, and the users they know. */
import { ErrorCode, ServerError, type AuthContext, type Client } from '@colyseus/core';
import { DraftRoom, GameRoom } from '../../../src/adapters/colyseus/index.js';

/** The users the test servers know, by bearer token. */
export const users: Readonly<Record<string, { name: string; account: number }>> = {
  'ana-token': { name: 'Ana', account: 1 },
  'ben-token': { name: 'Ben', account: 2 },
  'eve-token': { name: 'Eve', account: 3 },
};

/** A game room authenticating clients by bearer token in the matchmaker (Colyseus's static `onAuth`): `client.auth.name` is the seat. */
export class TokenGameRoom extends GameRoom {
  static override async onAuth(token: string): Promise<unknown> {
    const user = users[token];
    if (!user) throw new ServerError(ErrorCode.AUTH_FAILED, 'unknown token');
    return user;
  }
}

/** A draft room authenticating each client as it joins (instance `onAuth`), whose seats are mapped from account numbers. */
export class AccountDraftRoom extends DraftRoom {
  override onAuth(_client: Client, _options: unknown, context: AuthContext): unknown {
    const user = users[context.token ?? ''];
    return user ? { account: user.account } : false;
  }

  protected override seatNameOf(auth: unknown): string | null {
    const account = (auth as { account: number }).account;
    return Object.values(users).find((u) => u.account === account)?.name ?? null;
  }
}
