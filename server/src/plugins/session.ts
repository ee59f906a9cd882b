import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { sessions } from '../db/schema/index.ts';
import { ExpiringCache } from '../lib/expiring-cache.ts';
import { hashToken } from '../lib/tokens.ts';
import { unauthenticated } from './errors.ts';
import { findSessionByHash, sessionTtlMs, touchLastSeen } from './session-rows.ts';
import type { FoundSession, SessionUser } from './session-rows.ts';

export { createSession, findSession, sessionTtlMs } from './session-rows.ts';
export type { FoundSession, NewSession, SessionUser } from './session-rows.ts';

export const sessionCookieName = 'upsolve_session';

/**
 * Who a socket handshake's Cookie header signs in, the session's token hash and public id (to end
 * it) and when it expires (the socket closes then).
 */
export interface CookieSession {
  user: SessionUser;
  tokenHash: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * What every node's reactions to an account change do to its cached session lookups: forget the
 * ended sessions (their next request is a miss, which finds no row), or every session of a user
 * whose name, email or roles changed (their next request reads the new ones).
 */
export interface SessionCacheControl {
  forgetSessions: (sessionIds: readonly string[]) => void;
  forgetUser: (userId: string) => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session plugin on /api requests: the signed-in user, or null. */
    user: SessionUser | null;
    /** The public id of the session `user` came with (the sessions list marks it), or null. */
    sessionId: string | null;
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
    /**
     * The live session of a token hash through the per-node cache, or null: a socket asks again
     * when its session's expiry comes, in case a request extended it meanwhile.
     */
    sessionOfHash: (tokenHash: string) => Promise<FoundSession | null>;
    /** Forgets cached session lookups on this node (the account feature's reactions). */
    sessionCache: SessionCacheControl;
  }
}

/**
 * An `onRequest` hook for a route that needs a user, where the feature has signed-out routes too:
 * it runs before validation, so a signed-out call is a 401, never a 400 for its body.
 */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** Returns the signed-in user or throws a 401 AppError. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (request.user === null) throw unauthenticated();
  return request.user;
}

/** The signed-in user and the public id of this request's session, or a 401 AppError. */
export function requireSession(request: FastifyRequest): { user: SessionUser; sessionId: string } {
  if (request.user === null || request.sessionId === null) throw unauthenticated();
  return { user: request.user, sessionId: request.sessionId };
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
 * Session lookups are cached per node: a known session for a minute, an unknown cookie for 5 s (a
 * flood of made-up cookies never reaches the database). What a cached session holds (the user's
 * id, username, email and roles, and its expiry) leaves every node's cache at once when it
 * changes: an ended session (logout, a replaced cookie, "sign out", a password change or reset,
 * the account's deletion), a new email and changed roles each drop it through the bus or an
 * event, and an expiry is checked at every hit. A username never changes. It was 2 s, which made
 * nearly every request of someone who clicks less often than that a database read (the chat
 * bench: a lookup for every message sent, docs/performance.md).
 */
const knownSessionTtlMs = 60_000;
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
    const forgetUser = (userId: string) =>
      drop(() => cache.deleteWhere((found) => found?.user.id === userId));
    app.bus.subscribe('roles-changed', forgetUser);
    app.decorate('sessionCache', {
      forgetUser,
      forgetSessions: (sessionIds) => {
        const ended = new Set(sessionIds);
        drop(() => cache.deleteWhere((found) => found !== null && ended.has(found.sessionId)));
      },
    } satisfies SessionCacheControl);
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
      const read = await findSessionByHash(app.db, tokenHash);
      // "Last seen" is written only on a miss, and then only when it is 5 minutes old.
      const found = read === null ? null : await touchLastSeen(app.db, tokenHash, read);
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
      if (found === null) return null;
      return {
        user: found.user,
        tokenHash,
        sessionId: found.sessionId,
        expiresAt: found.expiresAt,
      };
    });
    app.decorate('sessionOfHash', (tokenHash) => lookUp(tokenHash, async () => undefined));

    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.addHook('onRequest', async (request, reply) => {
      request.user = null;
      request.sessionId = null;
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[sessionCookieName];
      if (token === undefined || token === '') return;
      const tokenHash = hashToken(token);
      const dropsBefore = drops;
      const found = await lookUp(tokenHash, () => options.beforeLookup(request));
      if (found === null) return;
      request.user = found.user;
      request.sessionId = found.sessionId;
      const extended = await refreshIfAging(app, reply, token, found.expiresAt);
      if (extended !== null && drops === dropsBefore) {
        cache.set(tokenHash, { ...found, expiresAt: extended }, knownSessionTtlMs);
      }
    });
  },
  { name: 'upsolve-session', dependencies: ['upsolve-db', 'upsolve-bus', '@fastify/cookie'] },
);
