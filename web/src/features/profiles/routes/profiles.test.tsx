import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityResponse } from '@upsolve/contract';
import { deferred, json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';
import type { ListSummary } from '@upsolve/contract';
import {
  buildListSummary,
  buildProblemSummary,
  buildProfile,
  emptyProfile,
  otherUser,
  problemId,
} from '@/test/fixtures.ts';
import { expectToast } from '@/test/toast.ts';

const other = { ...otherUser, email: 'petr@example.com' };
const notFound = () => json({ message: 'Not found', code: 'not_found' }, 404);
const thisYear = new Date().getUTCFullYear();
const noActivity: ActivityResponse = {
  timeZone: 'UTC',
  year: thisYear,
  firstYear: thisYear,
  days: [],
  streak: { current: 0, longest: 0 },
};

/**
 * The calls a profile screen makes besides the profile: the user's problems, solutions and
 * public lists.
 */
function workOf(userId: string, problems = [buildProblemSummary()], lists: ListSummary[] = []) {
  return {
    [`GET /api/users/${userId}/lists`]: () => json({ lists }),
    [`GET /api/myprofile/${userId}/problems`]: () =>
      new Response(JSON.stringify({ problems }), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(problems.length) },
      }),
    [`GET /api/myprofile/${userId}/solutions`]: () => json({ solutions: [] }),
    [`GET /api/users/${userId}/activity`]: () => json(noActivity),
  };
}

describe('a profile’s public lists', () => {
  beforeAll(() => import('./other-profile.tsx'));

  it('shows the user’s public lists with the viewer’s progress, or says there are none', async () => {
    const list = buildListSummary({
      name: 'Greedy classics',
      owner: otherUser,
      visibility: 'public',
      problemCount: 4,
      solvedCount: 1,
    });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${other._id}`]: () => json({ user: emptyProfile(other) }),
      ...workOf(other._id, [], [list]),
    });
    renderApp(`/profile/${other._id}`);

    const lists = await screen.findByRole('list', { name: 'Public lists' });
    expect(within(lists).getByRole('link', { name: 'Greedy classics' })).toHaveAttribute(
      'href',
      `/lists/${list._id}`,
    );
    expect(within(lists).getByText('1 of 4 solved')).toBeVisible();
  });
});

describe('own profile', () => {
  beforeAll(() => import('./own-profile.tsx'));

  it('shows every field, the badge, the sections and the buttons', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${testUser._id}`]: () =>
        json({ user: buildProfile({ contribution: 42 }) }),
      ...workOf(testUser._id),
    });
    renderApp(`/myprofile/${testUser._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'tourist' })).toBeVisible();
    expect(screen.getByText('Collaborator')).toBeVisible();
    // The sum of the votes on what they wrote.
    expect(screen.getByText('Contribution:')).toHaveTextContent('Contribution: +42');
    for (const text of [
      'tourist@example.com',
      'C++',
      '3800',
      'Minsk',
      'Segment trees and coffee.',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'github.com/tourist' })).toHaveAttribute(
      'href',
      'https://github.com/tourist',
    );
    expect(within(screen.getByRole('list', { name: 'Skills' })).getByText('Graphs')).toBeVisible();
    expect(screen.getByRole('link', { name: 'github.com/tourist/library' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Watermelon' })).toHaveAttribute(
      'href',
      `/problem/${problemId}`,
    );
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute(
      'href',
      `/myprofile/${testUser._id}/updateprofile`,
    );
    // One invites others: on one's own profile it opens Hire Collaborators.
    expect(screen.getByRole('link', { name: 'Invite Collaborator' })).toHaveAttribute(
      'href',
      '/collaborators',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The user's public problems, below.
    expect(await screen.findByText('1 public problem')).toBeVisible();
  });

  it('offers Add Skills, Add Projects and Explore Problems when the sections are empty', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${testUser._id}`]: () => json({ user: emptyProfile(testUser) }),
      ...workOf(testUser._id, []),
    });
    renderApp(`/myprofile/${testUser._id}`);

    expect(await screen.findByRole('link', { name: 'Add Skills' })).toHaveAttribute(
      'href',
      `/myprofile/${testUser._id}/updateprofile`,
    );
    expect(screen.getByRole('link', { name: 'Add Projects' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore Problems' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('Collaborator')).toBeNull();
    expect(await screen.findByText('No public problems shared yet.')).toBeVisible();
  });

  it("says 'Profile Not Found' / 'Unable to load your profile' when it cannot load", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${testUser._id}`]: notFound,
      ...workOf(testUser._id),
    });
    renderApp(`/myprofile/${testUser._id}`);

    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
    expect(screen.getByText('Unable to load your profile')).toBeVisible();
  });
});

describe("another user's profile", () => {
  beforeAll(() => import('./other-profile.tsx'));

  it("shows 'Loading profile...', then the profile with Message and Invite Collaborator", async () => {
    const answer = deferred<Response>();
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${other._id}`]: () => answer.promise,
      ...workOf(other._id, []),
    });
    renderApp(`/profile/${other._id}`);

    expect(await screen.findByText('Loading profile...')).toBeVisible();
    answer.resolve(json({ user: { ...emptyProfile(other), contribution: -3 } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'petr' })).toBeVisible();
    expect(screen.getByText('Contribution:')).toHaveTextContent('Contribution: -3');
    expect(screen.getByText('petr@example.com')).toBeVisible();
    expect(screen.getByText('No skills listed yet.')).toBeVisible();
    expect(screen.getByText('No projects linked yet.')).toBeVisible();
    expect(screen.getByText('No bookmarked problems yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Invite Collaborator' })).toHaveAttribute(
      'href',
      `/${other._id}/collaborator`,
    );
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages?with=${other._id}`,
    );
    expect(screen.queryByRole('link', { name: 'Update Profile' })).toBeNull();
  });

  it('blocks after asking, then offers Unblock', async () => {
    const user = userEvent.setup({ delay: null });
    let blocked: { _id: string; username: string; blockedAt: string }[] = [];
    const blockCall = `POST /api/blocks/${other._id}`;
    const unblockCall = `DELETE /api/blocks/${other._id}`;
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${other._id}`]: () => json({ user: emptyProfile(other) }),
      ...workOf(other._id, []),
      'GET /api/blocks': () => json(blocked),
      [blockCall]: () => {
        blocked = [{ _id: other._id, username: 'petr', blockedAt: new Date().toISOString() }];
        return json({ message: 'User blocked', blocked: true });
      },
      [unblockCall]: () => {
        blocked = [];
        return json({ message: 'User unblocked', blocked: false });
      },
    });
    renderApp(`/profile/${other._id}`);

    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block petr?' });
    expect(dialog).toHaveTextContent('They are not told.');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await expectToast('User blocked');
    expect(callsTo(blockCall)).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('User unblocked')).toBeVisible();
    expect(callsTo(unblockCall)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Block' })).toBeVisible();
  });

  it('shows no email line when its owner keeps the email hidden (the server sends none)', async () => {
    const { email: _hidden, ...withoutEmail } = emptyProfile(other);
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${other._id}`]: () => json({ user: withoutEmail }),
      ...workOf(other._id, []),
    });
    renderApp(`/profile/${other._id}`);

    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('heading', { level: 1, name: 'petr' })).toBeVisible();
    expect(within(profile).queryByText(/@/)).toBeNull();
  });

  it("says 'Profile Not Found' / 'Unable to load user profile' for an unknown user", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${other._id}`]: notFound,
      ...workOf(other._id),
    });
    renderApp(`/profile/${other._id}`);

    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
    expect(screen.getByText('Unable to load user profile')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  });

  it('opens one’s own id as one’s own profile', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${testUser._id}`]: () => json({ user: buildProfile() }),
      ...workOf(testUser._id),
    });
    const { location } = renderApp(`/profile/${testUser._id}`);
    expect(await screen.findByRole('link', { name: 'Update Profile' })).toBeVisible();
    expect(location().pathname).toBe(`/myprofile/${testUser._id}`);
  });
});

describe('a profile’s activity', () => {
  beforeAll(() => import('./other-profile.tsx'));

  it('shows the streaks, the counts per mark and the heatmap in the owner’s zone, by year', async () => {
    const user = userEvent.setup({ delay: null });
    const answers: Record<string, ActivityResponse> = {
      current: {
        timeZone: 'Europe/Berlin',
        year: 2026,
        firstYear: 2024,
        days: [{ date: '2026-03-04', solved: 3, posted: 1 }],
        streak: { current: 2, longest: 9 },
      },
      '2025': {
        timeZone: 'Europe/Berlin',
        year: 2025,
        firstYear: 2024,
        days: [{ date: '2025-12-31', solved: 1, posted: 0 }],
        streak: { current: 2, longest: 9 },
      },
    };
    const activityCall = `GET /api/users/${other._id}/activity`;
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${other._id}`]: () =>
        json({
          user: {
            ...emptyProfile(other),
            markCounts: { solved: 12, solvedWithHelp: 3, attempted: 4, todo: 7 },
          },
        }),
      ...workOf(other._id, []),
      [activityCall]: ({ url }) => json(answers[url.searchParams.get('year') ?? 'current']),
    });
    renderApp(`/profile/${other._id}`);

    expect(await screen.findByText('Days in Europe/Berlin')).toBeVisible();
    const figures: [label: string, value: string][] = [
      ['Current streak', '2 days'],
      ['Longest streak', '9 days'],
      ['Solved', '12'],
      ['Solved with help', '3'],
      ['Attempted', '4'],
      ['To do', '7'],
    ];
    for (const [label, value] of figures) {
      expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        value,
      );
    }
    expect(
      screen.getByRole('gridcell', { name: '3 solved, 1 posted on Mar 4, 2026' }),
    ).toBeInTheDocument();

    const year = screen.getByRole('combobox', { name: 'Year' });
    const offered = within(year)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered.slice(-3)).toEqual(['2026', '2025', '2024']);
    await user.selectOptions(year, '2025');
    expect(
      await screen.findByRole('gridcell', { name: '1 solved, 0 posted on Dec 31, 2025' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Activity in 2025' })).toBeInTheDocument();
    expect(queriesTo(activityCall).map((query) => query.get('year'))).toEqual([null, '2025']);
  });

  it('says when the activity cannot load, and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    const failure = () => json({ message: 'Something broke', code: 'internal' }, 500);
    const answers = [failure(), failure(), failure()];
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/myprofile/${other._id}`]: () => json({ user: emptyProfile(other) }),
      ...workOf(other._id, []),
      [`GET /api/users/${other._id}/activity`]: () => answers.shift() ?? json(noActivity),
    });
    renderApp(`/profile/${other._id}`);
    expect(await screen.findByText('The activity could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Days in UTC')).toBeVisible();
  });
});
