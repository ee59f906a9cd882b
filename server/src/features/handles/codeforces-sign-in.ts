import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { EncryptJWT, jwtDecrypt, jwtVerify } from 'jose';
import { handleNameSchema } from '@upsolve/contract';
import type { CodeforcesSignInCallbackQuery, CodeforcesSignInOutcome } from '@upsolve/contract';
import type { CodeforcesSignInConfig } from '../../config.ts';
import { linkedHandles } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import { siteTimeoutMs } from '../../lib/site-fetch.ts';
import type { Committed } from '../../plugins/events.ts';
import { AppError } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertHandleFree } from './policy.ts';
import type { HandleDeps } from './service.ts';

/**
 * Codeforces' OpenID Connect sign-in (authorization code flow with PKCE): the start puts the
 * flow's state, nonce and PKCE verifier in a short-lived encrypted cookie bound to the user and
 * session; the callback checks it, exchanges the code, verifies the ID token (HS256 with the
 * client secret, issuer, audience, expiry, nonce) and links its `handle` claim as verified.
 */

export const signInCookieName = 'upsolve_cf_sign_in';
/** Sent to the callback only: nothing else needs the flow. */
export const signInCookiePath = '/api/handles/codeforces';
/** How long the user has to sign in at Codeforces. */
export const signInMinutes = 10;

export const callbackPath = '/api/handles/codeforces/callback';
export const redirectUriOf = (publicUrl: string) => `${publicUrl}${callbackPath}`;

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
}

const random = () => randomBytes(32).toString('base64url');

/** The cookie's key: derived from the client secret, so there is no other secret to configure. */
function cookieKey(config: CodeforcesSignInConfig): Uint8Array {
  return createHmac('sha256', config.clientSecret).update('upsolve codeforces sign-in').digest();
}

/** Where to send the browser, and the cookie that remembers the flow until it comes back. */
export async function startSignIn(
  config: CodeforcesSignInConfig,
  publicUrl: string,
  viewer: SessionUser,
  sessionId: string,
): Promise<{ url: string; cookie: string }> {
  const flow: Flow = { state: random(), nonce: random(), verifier: random() };
  const url = new URL('/oauth/authorize', config.origin);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUriOf(publicUrl),
    scope: 'openid',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: createHash('sha256').update(flow.verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const cookie = await new EncryptJWT({ ...flow, sid: sessionId })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setSubject(viewer.id)
    .setIssuedAt()
    .setExpirationTime(`${signInMinutes}m`)
    .encrypt(cookieKey(config));
  return { url: url.toString(), cookie };
}

/** A sign-in that ends without a link; the outcome names why. */
class SignInFailure extends Error {
  constructor(
    readonly outcome: Exclude<CodeforcesSignInOutcome, 'linked'>,
    /** For the operator's log: what Codeforces did (a wrong client secret shows here). */
    readonly detail?: string,
  ) {
    super(outcome);
  }
}

/** The flow the cookie holds, if it is this server's, unexpired, and this user's and session's. */
async function flowOf(
  config: CodeforcesSignInConfig,
  cookie: string | undefined,
  viewer: SessionUser,
  sessionId: string,
): Promise<Flow> {
  if (cookie === undefined || cookie === '') throw new SignInFailure('state');
  try {
    const { payload } = await jwtDecrypt(cookie, cookieKey(config), { subject: viewer.id });
    const { state, nonce, verifier, sid } = payload;
    if (
      typeof state === 'string' &&
      typeof nonce === 'string' &&
      typeof verifier === 'string' &&
      sid === sessionId
    ) {
      return { state, nonce, verifier };
    }
  } catch {
    // Tampered, expired, another server's or another user's: the same answer.
  }
  throw new SignInFailure('state');
}

/** Trades the code for the ID token; Codeforces refusing the code is `token`, silence `upstream`. */
async function exchangeCode(
  config: CodeforcesSignInConfig,
  publicUrl: string,
  code: string,
  flow: Flow,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(new URL('/oauth/token', config.origin), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        // client_secret_basic: OpenID Connect's default client authentication.
        authorization: `Basic ${Buffer.from(
          `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
        ).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUriOf(publicUrl),
        code_verifier: flow.verifier,
      }),
      signal: AbortSignal.timeout(siteTimeoutMs),
    });
  } catch {
    throw new SignInFailure('upstream', "Codeforces' token endpoint did not answer");
  }
  const answered = `Codeforces' token endpoint answered ${response.status}`;
  if (response.status >= 500) throw new SignInFailure('upstream', answered);
  if (!response.ok) throw new SignInFailure('token', answered);
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'id_token' in body) {
      const idToken = body.id_token;
      if (typeof idToken === 'string') return idToken;
    }
  } catch {
    // Not JSON: no token.
  }
  throw new SignInFailure('token');
}

/** The `handle` claim of a genuine ID token for this flow, or `token`. */
async function handleOf(
  config: CodeforcesSignInConfig,
  idToken: string,
  flow: Flow,
): Promise<string> {
  try {
    const { payload } = await jwtVerify(idToken, new TextEncoder().encode(config.clientSecret), {
      algorithms: ['HS256'],
      issuer: config.origin,
      audience: config.clientId,
      requiredClaims: ['exp', 'iat', 'nonce'],
      clockTolerance: 30,
    });
    const handle = handleNameSchema.safeParse(payload.handle);
    if (payload.nonce === flow.nonce && handle.success) return handle.data;
  } catch {
    // Bad signature, issuer, audience or expiry: not Codeforces vouching for this sign-in.
  }
  throw new SignInFailure('token');
}

/** Stores `handle` as the viewer's verified Codeforces handle and queues its first sync. */
async function linkVerified(
  services: Services,
  deps: HandleDeps,
  viewer: SessionUser,
  handle: string,
): Promise<Committed<CodeforcesSignInOutcome>> {
  const site = 'codeforces';
  const mine = and(eq(linkedHandles.userId, viewer.id), eq(linkedHandles.site, site));
  const [own] = await services.db.select().from(linkedHandles).where(mine).limit(1);
  if (own?.verifiedAt != null && own.handle.toLowerCase() === handle.toLowerCase()) {
    return { value: 'linked', events: [] };
  }
  try {
    await assertHandleFree(services.db, viewer, site, handle);
  } catch (error) {
    if (error instanceof AppError) throw new SignInFailure('taken');
    throw error;
  }
  const fresh = {
    handle,
    verifiedAt: sql`now()`,
    challengeProblemKey: null,
    challengeProblemUrl: null,
    challengeStartedAt: null,
    challengeExpiresAt: null,
    lastSyncedAt: null,
    lastError: null,
    // The first sync is queued below; the scheduler's turn comes a period later.
    nextSyncAt: sql`now() + make_interval(mins => ${deps.syncMinutes})`,
    failures: 0,
    syncCursor: null,
  };
  try {
    return await services.commit(async (tx, record) => {
      await tx
        .insert(linkedHandles)
        .values({ userId: viewer.id, site, ...fresh })
        .onConflictDoUpdate({ target: [linkedHandles.userId, linkedHandles.site], set: fresh });
      await deps.queueSync(viewer.id, site, tx);
      record(domainEvent('handle.linked', { userId: viewer.id, site }));
      record(domainEvent('handle.verified', { userId: viewer.id, site }));
      return 'linked' as const;
    });
  } catch (error) {
    // Another user proved the same handle meanwhile.
    if (uniqueViolation(error) === 'linked_handles_verified_idx') throw new SignInFailure('taken');
    throw error;
  }
}

/**
 * The callback: the outcome the settings page shows. Every failure links nothing; a failure of
 * ours (the database) still throws.
 */
export async function finishSignIn(
  services: Services,
  deps: HandleDeps,
  config: CodeforcesSignInConfig,
  publicUrl: string,
  who: { viewer: SessionUser; sessionId: string },
  query: CodeforcesSignInCallbackQuery,
  cookie: string | undefined,
  warn: (detail: string) => void,
): Promise<Committed<CodeforcesSignInOutcome>> {
  try {
    const flow = await flowOf(config, cookie, who.viewer, who.sessionId);
    if (query.state !== flow.state) throw new SignInFailure('state');
    if (query.error !== undefined || query.code === undefined) throw new SignInFailure('denied');
    const idToken = await exchangeCode(config, publicUrl, query.code, flow);
    const handle = await handleOf(config, idToken, flow);
    return await linkVerified(services, deps, who.viewer, handle);
  } catch (error) {
    if (error instanceof SignInFailure) {
      if (error.detail !== undefined) warn(error.detail);
      return { value: error.outcome, events: [] };
    }
    throw error;
  }
}
