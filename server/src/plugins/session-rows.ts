import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { preparedPerDatabase } from '../lib/prepared.ts';
import { knownRoles, rolesOfUserColumn } from '../lib/roles.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import type { Viewer } from '@upsolve/contract';

/** The signed-in user as routes see it: the viewer every rule takes, with their name and email. */
export interface SessionUser extends Viewer {
  username: string;
  email: string;
}

/** The session rows: created at sign-in, found by a cookie's token hash, kept "last seen". */

const dayMs = 24 * 60 * 60 * 1000;

export function sessionTtlMs(config: Config): number {
  return config.sessionTtlDays * dayMs;
}

/** A User-Agent longer than any real browser's is cut: it only names a device. */
const userAgentMax = 512;

/** How stale "last seen" may get: a session is written at most once in this time, not per use. */
export const lastSeenEveryMs = 5 * 60 * 1000;

export interface NewSession {
  /** The session cookie the browser sent: its row is deleted (rotation). */
  replacing?: string | undefined;
  /** The browser's User-Agent header, from which the sessions list names the device. */
  userAgent?: string | undefined;
}

/**
 * Stores a new session for the user and returns the token for the cookie. `replacing` is the
 * session cookie the browser sent: its row is deleted, so signing in again in the same browser
 * rotates the session instead of leaving an orphan that still works.
 */
export async function createSession(
  db: Database,
  config: Config,
  userId: string,
  { replacing, userAgent }: NewSession = {},
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    if (replacing !== undefined && replacing !== '') {
      await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(replacing)));
    }
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + sessionTtlMs(config)),
      userAgent: (userAgent ?? '').slice(0, userAgentMax),
    });
  });
  return token;
}

export interface FoundSession {
  user: SessionUser;
  /** The session's public id (the sessions list's handle); never its token or hash. */
  sessionId: string;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** The session and its user by token hash, prepared: every request with an uncached cookie runs it. */
const sessionByHash = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      roles: rolesOfUserColumn,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .prepare('session_by_token_hash'),
);

/** The live session of a token hash (expired sessions are not found). */
export async function findSessionByHash(
  db: Database,
  tokenHash: string,
): Promise<FoundSession | null> {
  const [row] = await sessionByHash(db).execute({ tokenHash });
  if (row === undefined) return null;
  const { sessionId, expiresAt, lastSeenAt, roles, ...user } = row;
  return { user: { ...user, roles: knownRoles(roles) }, sessionId, expiresAt, lastSeenAt };
}

/** The live session of a cookie token. */
export async function findSession(db: Database, token: string): Promise<FoundSession | null> {
  return findSessionByHash(db, hashToken(token));
}

/**
 * Marks a found session as seen now when its "last seen" is older than `lastSeenEveryMs`; the
 * condition is repeated in the query, so nodes reading it at once write it once. Returns the
 * session as it now is.
 */
export async function touchLastSeen(
  db: Database,
  tokenHash: string,
  found: FoundSession,
): Promise<FoundSession> {
  if (Date.now() - found.lastSeenAt.getTime() < lastSeenEveryMs) return found;
  const seenBefore = new Date(Date.now() - lastSeenEveryMs);
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, seenBefore)))
    .returning({ lastSeenAt: sessions.lastSeenAt });
  return row === undefined ? found : { ...found, lastSeenAt: row.lastSeenAt };
}
