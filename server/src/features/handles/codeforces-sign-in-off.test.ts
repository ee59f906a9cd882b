import { describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../../test/actors.ts';
import { useTestApp } from '../../test/harness.ts';

/** Without CODEFORCES_OAUTH_CLIENT_ID and _SECRET: no "Link with Codeforces", the check stays. */
const t = useTestApp();

describe('Link with Codeforces, not set up', () => {
  it('is not offered and its routes are 404', async () => {
    const viewer = await signedInActor(t);
    expect((await callAs(t, viewer, 'GET', '/api/handles')).json()).toEqual({
      handles: [],
      codeforcesSignIn: false,
    });
    const start = await callAs(t, viewer, 'POST', '/api/handles/codeforces/sign-in');
    expect(start.statusCode).toBe(404);
    expect(start.json().message).toBe('Signing in with Codeforces is not set up on this server');
    const back = await callAs(t, viewer, 'GET', '/api/handles/codeforces/callback?code=x&state=y');
    expect(back.statusCode).toBe(404);
  });
});
