import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Viewer } from '@upsolve/contract';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import { preparedPerDatabase } from '../lib/prepared.ts';
import { knownRoles, rolesOfUserColumn } from '../lib/roles.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { unauthenticated } from './errors.ts';

export const sessionCookieName = 'upsolve_session';

/** The signed-in user as routes see it: the viewer every rule takes, with their name and email. */
export interface SessionUser extends Viewer {
  username: string;
  email: string;
}

/** Who a socket handshake's Cookie header signs in, and the session's token hash (to end it). */
export interface CookieSession {
  user: SessionUser;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin on /api requests: the signed-in user, or null. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /**
     * The session a Cookie header (a socket handshake's) carries, through the same per-node
     * cache as requests; null for none, an unknown or an expired one. `beforeLookup` runs before
     * the database is asked (the address's budget refuses there, as for a request).
     */
    sessionOfCookieHeader: (
      cookieHeader: string | undefined,
      beforeLookup: () => Promise<void>,
    ) => Promise<CookieSession | null>;
  }
}

const dayMs = 24 * 60 * 60 * 1000;

export function sessionTtlMs(config: Config): number {
  return config.sessionTtlDays * dayMs;
}

/** Returns the signed-in user or throws a 401 AppError. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (request.user === null) throw unauthenticated();
  return request.user;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: Math.floor(sessionTtlMs(config) / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.publicUrl.startsWith('https:'),
  });
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
  replacing?: string,
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
    });
  });
  return token;
}

/** Logout: the session's row goes, then every node forgets its cached lookup. */
export async function endSession(app: FastifyInstance, token: string | undefined): Promise<void> {
  if (token === undefined || token === '') return;
  await app.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  await announceSessionEnded(app, token);
}

/**
 * Gives the browser its new session's cookie. `replaced` is the cookie it held before: that
 * session's row was deleted with the new one's creation (rotation), and it now ends everywhere.
 */
export async function handOverSession(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  replaced: string | undefined,
): Promise<void> {
  if (replaced !== undefined && replaced !== '') await announceSessionEnded(app, replaced);
  setSessionCookie(reply, app.config, token);
}

export interface FoundSession {
  user: SessionUser;
  expiresAt: Date;
}

/** The live session of a cookie token (expired sessions are not found). */
export async function findSession(db: Database, token: string): Promise<FoundSession | null> {
  return findSessionByHash(db, hashToken(token));
}

/** The session and its user by token hash, prepared: every request with an uncached cookie runs it. */
const sessionByHash = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      roles: rolesOfUserColumn,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .prepare('session_by_token_hash'),
);

async function findSessionByHash(db: Database, tokenHash: string): Promise<FoundSession | null> {
  const [row] = await sessionByHash(db).execute({ tokenHash });
  if (row === undefined) return null;
  const { expiresAt, roles, ...user } = row;
  return { user: { ...user, roles: knownRoles(roles) }, expiresAt };
}

/**
 * Sliding expiry without a write per request: the session is extended (and the cookie re-sent)
 * only once less than half of its lifetime remains. Resolves the new expiry, or null if unchanged.
 */
async function refreshIfAging(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): Promise<Date | null> {
  const ttl = sessionTtlMs(app.config);
  if (expiresAt.getTime() - Date.now() >= ttl / 2) return null;
  const extended = new Date(Date.now() + ttl);
  await app.db
    .update(sessions)
    .set({ expiresAt: extended })
    .where(eq(sessions.tokenHash, hashToken(token)));
  setSessionCookie(reply, app.config, token);
  return extended;
}

/**
 * Session lookups are cached per node: a known session for 2 s (so a changed username shows within
 * 2 s even without a message), an unknown cookie for 5 s (a flood of made-up cookies never reaches
 * the database). An ended session, and every session of a user whose roles changed, leaves every
 * node's cache through the bus at once.
 */
const knownSessionTtlMs = 2_000;
const unknownCookieTtlMs = 5_000;
const cachedSessionsMax = 50_000;

/**
 * Tells every node that the session of `token` has ended (logout, rotation), after its row is
 * gone: each drops its cached lookup before the next request.
 */
export async function announceSessionEnded(app: FastifyInstance, token: string): Promise<void> {
  await app.bus.publish('session-ended', hashToken(token));
}

/**
 * Tells every node that a user's roles changed (`npm run admin`), after the change committed: each
 * drops that user's cached sessions, so their next request carries the new roles.
 */
export async function announceRolesChanged(app: FastifyInstance, userId: string): Promise<void> {
  await app.bus.publish('roles-changed', userId);
}

export interface SessionPluginOptions {
  /**
   * Runs before a cookie is looked up in the database (a cache miss), with `request.user` still
   * null: the signed-out budget of the address refuses there (429), so a flood of made-up cookies
   * never reaches the database.
   */
  beforeLookup: (request: FastifyRequest) => Promise<void>;
}

/** Resolves `request.user` from the session cookie on every /api request. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionPluginOptions) => {
    const cache = new ExpiringCache<FoundSession | null>(cachedSessionsMax);
    // Counts the drops: a lookup that began before one is answered but not stored, since it may
    // have read the session or the roles as they were before the drop.
    let drops = 0;
    const drop = (forget: () => void) => {
      drops += 1;
      forget();
    };
    app.bus.subscribe('session-ended', (tokenHash) => drop(() => cache.delete(tokenHash)));
    app.bus.subscribe('roles-changed', (userId) =>
      drop(() => cache.deleteWhere((found) => found?.user.id === userId)),
    );
    app.bus.onMissedMessages(() => drop(() => cache.clear()));

    /** The cached lookup; `beforeMiss` runs only when the database must be asked. */
    const lookUp = async (
      tokenHash: string,
      beforeMiss: () => Promise<void>,
    ): Promise<FoundSession | null> => {
      const cached = cache.get(tokenHash);
      if (cached === null) return null;
      if (cached !== undefined && cached.expiresAt.getTime() > Date.now()) return cached;
      await beforeMiss();
      const dropsBefore = drops;
      const found = await findSessionByHash(app.db, tokenHash);
      if (drops === dropsBefore) {
        cache.set(tokenHash, found, found === null ? unknownCookieTtlMs : knownSessionTtlMs);
      }
      return found;
    };

    app.decorate('sessionOfCookieHeader', async (cookieHeader, beforeLookup) => {
      if (cookieHeader === undefined) return null;
      const token = app.parseCookie(cookieHeader)[sessionCookieName];
      if (token === undefined || token === '') return null;
      const tokenHash = hashToken(token);
      const found = await lookUp(tokenHash, beforeLookup);
      return found === null ? null : { user: found.user, tokenHash };
    });

    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request, reply) => {
      request.user = null;
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[sessionCookieName];
      if (token === undefined || token === '') return;
      const tokenHash = hashToken(token);
      const dropsBefore = drops;
      const found = await lookUp(tokenHash, () => options.beforeLookup(request));
      if (found === null) return;
      request.user = found.user;
      const extended = await refreshIfAging(app, reply, token, found.expiresAt);
      if (extended !== null && drops === dropsBefore) {
        cache.set(tokenHash, { ...found, expiresAt: extended }, knownSessionTtlMs);
      }
    });
  },
  { name: 'upsolve-session', dependencies: ['upsolve-db', 'upsolve-bus', '@fastify/cookie'] },
);

/**
 * Tells every node that these sessions ended (by their token hashes, as the rows hold them): a
 * password reset or a deleted account ends every session of a user, after the rows are gone.
 * Each node drops its cached lookup and disconnects the sessions' sockets (plugins/realtime.ts).
 */
export async function announceSessionHashesEnded(
  app: FastifyInstance,
  tokenHashes: readonly string[],
): Promise<void> {
  for (const tokenHash of tokenHashes) await app.bus.publish('session-ended', tokenHash);
}
