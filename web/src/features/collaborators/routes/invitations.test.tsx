import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invitation } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';
import { fakeServer } from '@/test/fake-socket.ts';
import { emptyProfile, me, nextId, otherUser } from '@/test/fixtures.ts';
import { expectToast } from '@/test/toast.ts';

const petr = { ...otherUser, email: 'petr@example.com' };
const invitePath = `/${petr._id}/collaborator`;

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    _id: nextId(),
    from: otherUser,
    to: me,
    projectDetails: 'A gym bot in Rust.\nWant to join?',
    status: 'pending',
    createdAt: '2026-03-04T10:00:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}

describe('invitation page', () => {
  beforeAll(() => Promise.all([import('./invite.tsx'), import('./invitations.tsx')]));

  it('shows who is invited, requires the project details, sends them and opens the invitations', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = invitation({ from: me, to: otherUser, projectDetails: 'An ICPC team.' });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${petr._id}`]: () => json({ user: emptyProfile(petr) }),
      'POST /api/collaborations': () => json({ message: 'Invitation sent', invitation: sent }, 201),
      'GET /api/collaborations': () => json({ incoming: [], outgoing: [sent] }),
    });
    const { location } = renderApp(invitePath);

    expect(await screen.findByRole('link', { name: '@petr' })).toHaveAttribute(
      'href',
      `/profile/${petr._id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Project details is required')).toBeVisible();
    expect(callsTo('POST /api/collaborations')).toHaveLength(0);

    await user.type(screen.getByLabelText('Project Details'), 'An ICPC team.');
    expect(screen.getByText('13/2000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    await expectToast('Invitation sent');
    expect(location().pathname).toBe('/invitations');
    const [, init] = callsTo('POST /api/collaborations')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      recipientId: petr._id,
      projectDetails: 'An ICPC team.',
    });
    expect(await screen.findByRole('article', { name: 'Invitation to @petr' })).toBeVisible();
  });

  it("shows the server's refusal of a second pending invitation", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${petr._id}`]: () => json({ user: emptyProfile(petr) }),
      'POST /api/collaborations': () =>
        json(
          { message: 'You already have a pending invitation to this user', code: 'conflict' },
          409,
        ),
    });
    renderApp(invitePath);

    await user.type(await screen.findByLabelText('Project Details'), 'Again?');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText('You already have a pending invitation to this user'),
    ).toBeVisible();
  });

  it('refuses to invite oneself and shows an unknown recipient as not found', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${petr._id}`]: () =>
        json({ message: 'Not found', code: 'not_found' }, 404),
    });
    const { unmount } = renderApp(`/${testUser._id}/collaborator`);
    expect(await screen.findByText('You cannot invite yourself')).toBeVisible();
    expect(screen.queryByLabelText('Project Details')).toBeNull();
    unmount();

    renderApp(invitePath);
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
  });
});

describe('invitations', () => {
  beforeAll(() => import('./invitations.tsx'));

  it('lists received and sent invitations with their status; the recipient accepts', async () => {
    const user = userEvent.setup({ delay: null });
    const incoming = invitation();
    const accepted = invitation({ from: me, to: otherUser, status: 'accepted' });
    let answered = false;
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/collaborations': () =>
        json({
          incoming: [answered ? { ...incoming, status: 'accepted' } : incoming],
          outgoing: [accepted],
        }),
      [`POST /api/collaborations/${incoming._id}/accept`]: () => {
        answered = true;
        return json({
          message: 'Invitation accepted',
          invitation: { ...incoming, status: 'accepted' },
        });
      },
    });
    renderApp('/invitations');

    const received = await screen.findByRole('article', { name: 'Invitation from @petr' });
    expect(within(received).getByText('pending')).toBeVisible();
    expect(within(received).getByText(/A gym bot in Rust/)).toBeVisible();
    const sent = screen.getByRole('article', { name: 'Invitation to @petr' });
    expect(within(sent).getByText('accepted')).toBeVisible();
    expect(within(sent).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(sent).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages?with=${otherUser._id}`,
    );

    await user.click(within(received).getByRole('button', { name: 'Accept' }));
    await expectToast('Invitation accepted');
    expect(await within(received).findByText('accepted')).toBeVisible();
    expect(within(received).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(callsTo(`POST /api/collaborations/${incoming._id}/accept`)).toHaveLength(1);
  });

  it('says when there are none', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/collaborations': () => json({ incoming: [], outgoing: [] }),
    });
    renderApp('/invitations');
    expect(await screen.findByText('No invitations received yet.')).toBeVisible();
    expect(screen.getByText('No invitations sent yet.')).toBeVisible();
  });

  it('shows an invitation that arrives, and the answer to one sent, without a reload', async () => {
    const sent = invitation({ from: me, to: otherUser, projectDetails: 'A judge in Go.' });
    const arriving = invitation({ projectDetails: 'A CSES study group?' });
    let answers = { incoming: [] as Invitation[], outgoing: [sent] };
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/collaborations': () => json(answers),
    });
    renderApp('/invitations');
    const sentCard = await screen.findByRole('article', { name: 'Invitation to @petr' });
    expect(within(sentCard).getByText('pending')).toBeVisible();
    await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));

    answers = { incoming: [arriving], outgoing: [sent] };
    fakeServer.send('invitation:new', arriving);
    expect(await screen.findByText('A CSES study group?')).toBeVisible();

    const accepted = { ...sent, status: 'accepted' as const, answeredAt: new Date().toISOString() };
    answers = { incoming: [arriving], outgoing: [accepted] };
    fakeServer.send('invitation:answered', accepted);
    expect(await within(sentCard).findByText('accepted')).toBeVisible();
  });

  it('reads the invitations again once the socket connects: one answered before it is not missed', async () => {
    let reads = 0;
    const waiting = invitation({ projectDetails: 'Answered in another tab meanwhile.' });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/collaborations': () => {
        reads += 1;
        // The first read is from before the connection: the invitation was still waiting then.
        const incoming = reads === 1 ? [waiting] : [{ ...waiting, status: 'accepted' as const }];
        return json({ incoming, outgoing: [] });
      },
    });
    renderApp('/invitations');
    await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));
    expect(await screen.findByText('accepted')).toBeVisible();
  });

  it('fetches the invitations again after a reconnect, so one sent meanwhile is not missed', async () => {
    let answers = { incoming: [] as Invitation[], outgoing: [] as Invitation[] };
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/collaborations': () => json(answers),
    });
    renderApp('/invitations');
    expect(await screen.findByText('No invitations received yet.')).toBeVisible();
    await waitFor(() => expect(fakeServer.sockets().at(-1)?.connected).toBe(true));

    fakeServer.socket().drop();
    answers = {
      incoming: [invitation({ projectDetails: 'Sent while you were away.' })],
      outgoing: [],
    };
    fakeServer.socket().reconnect();
    expect(await screen.findByText('Sent while you were away.')).toBeVisible();
  });
});
