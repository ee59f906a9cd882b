import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProfile } from '@/test/fixtures.ts';
import { fakeServer } from '@/test/fake-socket.ts';
import { json, mockApi, renderApp, signedIn, signedOut, testUser } from '@/test/render-app.tsx';

/*
 * The server closes the sockets of a session that ended elsewhere (a password changed, "Sign out"
 * on another device, the account deleted): the tab goes signed out at once, without waiting for
 * its next call to answer 401.
 */

/** /settings, with check-auth answering as `session()` says at each call. */
function settingsWith(session: () => Response) {
  return mockApi({
    'GET /api/check-auth': session,
    [`GET /api/myprofile/${testUser._id}`]: () => json({ user: buildProfile() }),
    'GET /api/account/sessions': () => json({ sessions: [] }),
  });
}

async function connectedSocket() {
  await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));
  return fakeServer.socket();
}

describe('a socket closed by the server', () => {
  // What the first screen loads on demand: its code, then the real-time client and listeners.
  beforeAll(() => import('@/features/settings/routes/settings.tsx'));
  beforeAll(() =>
    Promise.all([import('@/lib/realtime/socket.ts'), import('./realtime-listeners.ts')]),
  );

  it('signs the tab out when its session ended, back to the page after signing in', async () => {
    let session = signedIn;
    settingsWith(() => session());
    const { location } = renderApp('/settings');
    const socket = await connectedSocket();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    session = signedOut;
    socket.serverDisconnect();

    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(location().search).toBe('?next=%2Fsettings');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  it('connects again when the session is still there (a newer one of the same user)', async () => {
    const { callsTo } = settingsWith(signedIn);
    const { location } = renderApp('/settings');
    const socket = await connectedSocket();

    socket.serverDisconnect();

    await waitFor(() => expect(socket.connected).toBe(true));
    expect(callsTo('GET /api/check-auth')).toHaveLength(2);
    expect(location().pathname).toBe('/settings');
  });

  it('connects again when the server does not answer (a restart), still signed in', async () => {
    let session = signedIn;
    settingsWith(() => session());
    const { location } = renderApp('/settings');
    const socket = await connectedSocket();

    session = () => json({ message: 'Service unavailable', code: 'unavailable' }, 503);
    socket.serverDisconnect();

    await waitFor(() => expect(socket.connected).toBe(true));
    expect(location().pathname).toBe('/settings');
  });

  it('asks nothing after closing the socket for a newer connection of the user', async () => {
    const { callsTo } = settingsWith(signedIn);
    renderApp('/settings');
    const socket = await connectedSocket();

    fakeServer.send('socket:closed', { reason: 'too_many_connections', message: 'Closed' });
    socket.serverDisconnect();

    expect(socket.connected).toBe(false);
    expect(callsTo('GET /api/check-auth')).toHaveLength(1);
  });
});
