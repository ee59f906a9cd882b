import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { FakeAnswer, FakeSites } from './fake-sites.ts';

/**
 * Codeforces' OpenID Connect sign-in as a fake (authorize and token endpoints on the fake sites'
 * origin, as on codeforces.com): `/oauth/authorize` signs in as `state.handle` at once and sends
 * the browser back with a code; `/oauth/token` trades an unused code (client_secret_basic, the
 * PKCE verifier, the same redirect URI) for an ID token signed HS256 with the client secret,
 * claims `iss` (the origin), `aud` (the client id), `exp`, `iat`, `nonce` and `handle`.
 * `state.idToken` spoils the next token as a test needs.
 */
export const testOAuthClient = { id: 'upsolve-test-app', secret: 'test-client-secret-0123456789' };

/** The settings a test app needs for the sign-in (its CODEFORCES_API on the fake's origin). */
export const codeforcesOAuthEnv = {
  CODEFORCES_OAUTH_CLIENT_ID: testOAuthClient.id,
  CODEFORCES_OAUTH_CLIENT_SECRET: testOAuthClient.secret,
};

export type IdTokenSpoil =
  'none' | 'bad-signature' | 'expired' | 'wrong-audience' | 'wrong-issuer' | 'wrong-nonce';

export interface CodeforcesOAuthState {
  /** Who signs in at Codeforces. */
  handle: string;
  /** The user says no at Codeforces' consent page. */
  deny: boolean;
  idToken: IdTokenSpoil;
  /** Codes traded, each once. */
  readonly exchanged: string[];
}

interface Grant {
  clientId: string;
  redirectUri: string;
  nonce: string;
  challenge: string;
  handle: string;
  used: boolean;
}

const json = (body: unknown, status = 200): FakeAnswer => ({ status, body: JSON.stringify(body) });

async function idTokenFor(origin: string, grant: Grant, spoil: IdTokenSpoil): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const secret = spoil === 'bad-signature' ? 'someone-elses-secret' : testOAuthClient.secret;
  return new SignJWT({
    handle: grant.handle,
    nonce: spoil === 'wrong-nonce' ? 'another-nonce' : grant.nonce,
    rating: 0,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(spoil === 'wrong-issuer' ? 'https://codeforces.example' : origin)
    .setAudience(spoil === 'wrong-audience' ? 'another-app' : grant.clientId)
    .setSubject(grant.handle)
    .setIssuedAt(spoil === 'expired' ? now - 7200 : now)
    .setExpirationTime(spoil === 'expired' ? now - 3600 : now + 300)
    .sign(new TextEncoder().encode(secret));
}

export function serveCodeforcesOAuth(fake: FakeSites, handle: string): CodeforcesOAuthState {
  const state: CodeforcesOAuthState = { handle, deny: false, idToken: 'none', exchanged: [] };
  const grants = new Map<string, Grant>();

  fake.route('/oauth/authorize', (request) => {
    const query = new URL(request.url, fake.origin).searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    const back = new URL(redirectUri);
    back.searchParams.set('state', query.get('state') ?? '');
    // RFC 9207's issuer parameter, as OpenID providers add it: the callback takes it in its stride.
    back.searchParams.set('iss', fake.origin);
    if (state.deny || query.get('client_id') !== testOAuthClient.id) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(12).toString('hex');
      grants.set(code, {
        clientId: testOAuthClient.id,
        redirectUri,
        nonce: query.get('nonce') ?? '',
        challenge: query.get('code_challenge') ?? '',
        handle: state.handle,
        used: false,
      });
      back.searchParams.set('code', code);
    }
    return { status: 302, headers: { location: back.toString() }, body: '' };
  });

  fake.route('/oauth/token', async (request) => {
    const basic = `Basic ${Buffer.from(`${testOAuthClient.id}:${testOAuthClient.secret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return json({ error: 'invalid_client' }, 401);
    const form = new URLSearchParams(request.body);
    const code = form.get('code') ?? '';
    const grant = grants.get(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      grant === undefined ||
      grant.used ||
      grant.redirectUri !== form.get('redirect_uri') ||
      grant.challenge !== challenge
    ) {
      return json({ error: 'invalid_grant' }, 400);
    }
    grant.used = true;
    state.exchanged.push(code);
    return json({
      access_token: randomBytes(12).toString('hex'),
      token_type: 'Bearer',
      expires_in: 300,
      id_token: await idTokenFor(fake.origin, grant, state.idToken),
    });
  });
  return state;
}
