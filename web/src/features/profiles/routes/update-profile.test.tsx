import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp, signedIn, testUser } from '@/test/render-app.tsx';
import { buildProfile, emptyProfile, otherUser } from '@/test/fixtures.ts';
import { expectToast } from '@/test/toast.ts';

const editPath = `/myprofile/${testUser._id}/updateprofile`;
const update = `PUT /api${editPath}`;
const profileCall = `GET /api/myprofile/${testUser._id}`;
const work = {
  [`GET /api/myprofile/${testUser._id}/problems`]: () => json({ problems: [] }),
  [`GET /api/myprofile/${testUser._id}/solutions`]: () => json({ solutions: [] }),
  // The profile's activity calendar, empty.
  [`GET /api/users/${testUser._id}/activity`]: () =>
    json({
      timeZone: 'UTC',
      year: 2026,
      firstYear: 2026,
      days: [],
      streak: { current: 0, longest: 0 },
    }),
  [`GET /api/users/${testUser._id}/lists`]: () => json({ lists: [] }),
};

describe('update profile', () => {
  beforeAll(() => Promise.all([import('./update-profile.tsx'), import('./own-profile.tsx')]));

  it('fills the form with the profile, adds rows, and saves without the blank ones', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = buildProfile({ skills: ['Graphs', 'DP', 'Geometry'], rating: 3900 });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [profileCall]: () => json({ user: buildProfile() }),
      [update]: () => json({ message: 'Profile updated successfully!', profile: saved }),
      ...work,
    });
    const { location } = renderApp(editPath);

    expect(await screen.findByLabelText('Favourite language')).toHaveValue('C++');
    expect(screen.getByLabelText('Rating')).toHaveValue(3800);
    expect(screen.getByLabelText('GitHub')).toHaveValue('https://github.com/tourist');
    expect(screen.getByLabelText('Skill 2')).toHaveValue('DP');
    expect(screen.getByRole('checkbox', { name: /Collaborator/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: '+ Add Skill' }));
    await user.type(screen.getByLabelText('Skill 3'), 'Geometry');
    await user.click(screen.getByRole('button', { name: '+ Add Skill' }));
    await user.click(screen.getByRole('button', { name: '+ Add Project' }));
    expect(screen.getByLabelText('Project link 2')).toHaveValue('');
    await user.clear(screen.getByLabelText('Rating'));
    await user.type(screen.getByLabelText('Rating'), '3900');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    await expectToast('Profile updated successfully!');
    expect(location().pathname).toBe(`/myprofile/${testUser._id}`);
    const [, init] = callsTo(update)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      rating: 3900,
      skills: ['Graphs', 'DP', 'Geometry'],
      projectslinks: ['https://github.com/tourist/library'],
      collaborator: true,
    });
  });

  it('suggests topic names in a skill row: "bfs" offers "Breadth-first search", which is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [profileCall]: () => json({ user: emptyProfile(testUser) }),
      [update]: () =>
        json({ message: 'Profile updated successfully!', profile: emptyProfile(testUser) }),
      ...work,
    });
    renderApp(editPath);

    await user.click(await screen.findByRole('button', { name: '+ Add Skill' }));
    const row = screen.getByRole('combobox', { name: 'Skill 1' });
    await user.type(row, 'bfs');
    const suggestions = screen.getByRole('listbox', { name: 'Skill suggestions' });
    await user.click(within(suggestions).getByRole('option', { name: 'Breadth-first search' }));
    expect(row).toHaveValue('Breadth-first search');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    await vi.waitFor(() => expect(callsTo(update)).toHaveLength(1));
    const [, init] = callsTo(update)[0] ?? [];
    expect(JSON.parse(String(init?.body)).skills).toEqual(['Breadth-first search']);
  });

  it('removes a row with its remove button', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [profileCall]: () => json({ user: buildProfile() }),
    });
    renderApp(editPath);

    await user.click(await screen.findByRole('button', { name: 'Remove skill 1' }));
    expect(screen.getByLabelText('Skill 1')).toHaveValue('DP');
    expect(screen.queryByLabelText('Skill 2')).toBeNull();
  });

  it('refuses a GitHub link that is not a URL, or a negative rating, before calling', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [profileCall]: () => json({ user: emptyProfile(testUser) }),
    });
    renderApp(editPath);

    await user.type(await screen.findByLabelText('GitHub'), 'github.com/me');
    await user.type(screen.getByLabelText('Rating'), '-5');
    await user.click(screen.getByRole('button', { name: '+ Add Project' }));
    await user.type(screen.getByLabelText('Project link 1'), 'ftp://files.example.com');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('GitHub link must be a valid http(s) URL')).toBeVisible();
    expect(screen.getByText('Rating cannot be negative')).toBeVisible();
    expect(screen.getByLabelText('Project link 1')).toHaveAccessibleDescription(
      'Project link must be a valid http(s) URL',
    );
    expect(callsTo(update)).toHaveLength(0);
  });

  it("shows 'Failed to update profile' and the server's field message when saving fails", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [profileCall]: () => json({ user: emptyProfile(testUser) }),
      [update]: () =>
        json(
          {
            message: 'Check the highlighted fields',
            code: 'validation',
            fields: { location: 'Location must be at most 100 characters' },
          },
          400,
        ),
    });
    renderApp(editPath);

    await user.type(await screen.findByLabelText('Location'), 'Somewhere');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Failed to update profile')).toBeVisible();
    expect(screen.getByText('Location must be at most 100 characters')).toBeVisible();
  });

  it("shows 'Failed to fetch user data' when the profile cannot load", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [profileCall]: () => json({ message: 'Not found', code: 'not_found' }, 404),
    });
    renderApp(editPath);
    expect(await screen.findByText('Failed to fetch user data')).toBeVisible();
  });

  it("shows no form on someone else's profile", async () => {
    mockApi({ 'GET /api/check-auth': signedIn });
    renderApp(`/myprofile/${otherUser._id}/updateprofile`);
    expect(await screen.findByText('You cannot edit this profile')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update Profile' })).toBeNull();
  });
});
