import { describe, expect, it } from 'vitest';
import { unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';

const t = useTestApp();

const updateUrl = (actor: Actor) => `/api/myprofile/${actor.user.id}/updateprofile`;

const fullProfile = {
  favlanguage: 'C++',
  rating: '1875',
  platform: 'Codeforces',
  gitHub: 'https://github.com/tourist',
  projectslinks: ['https://github.com/tourist/cp', '', '  '],
  skills: ['Graphs', '', 'dp', 'DP'],
  collaborator: true,
  location: 'Minsk',
  bio: 'Segment trees\r\nand coffee.',
  spoilerSafe: true,
  timeZone: 'Asia/Kolkata',
};

describe('PUT /api/myprofile/{userId}/updateprofile', () => {
  it('answers a signed-out visitor 401, before looking at the input', async () => {
    const owner = await signedInActor(t);
    const response = await callAs(t, null, 'PUT', updateUrl(owner), { rating: 'bad' });
    expect(response.statusCode).toBe(401);
  });

  it('saves every field for the owner, dropping blank list entries, and answers the profile', async () => {
    const owner = await signedInActor(t);
    const response = await callAs(t, owner, 'PUT', updateUrl(owner), fullProfile);
    expect(response.statusCode).toBe(200);
    const expected = {
      _id: owner.user.id,
      username: owner.user.username,
      email: owner.user.email,
      favlanguage: 'C++',
      rating: 1875,
      platform: 'Codeforces',
      gitHub: 'https://github.com/tourist',
      projectslinks: ['https://github.com/tourist/cp'],
      skills: ['Graphs', 'dp'],
      collaborator: true,
      location: 'Minsk',
      bio: 'Segment trees\nand coffee.',
      contribution: 0,
      otherBookMarkedProblems: [],
      markCounts: { solved: 0, solvedWithHelp: 0, attempted: 0, todo: 0 },
      timeZone: 'Asia/Kolkata',
      showEmail: false,
      showOnline: true,
      spoilerSafe: true,
    };
    expect(response.json()).toEqual({
      message: 'Profile updated successfully!',
      profile: expected,
    });
    const reread = await callAs(t, owner, 'GET', `/api/myprofile/${owner.user.id}`);
    expect(reread.json()).toEqual({ user: expected });
  });

  it('refuses a time zone the runtime does not know, naming it, and changes nothing', async () => {
    const owner = await signedInActor(t);
    const response = await callAs(t, owner, 'PUT', updateUrl(owner), { timeZone: 'Mars/Olympus' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Time zone must be a time zone name');
    const reread = await callAs(t, owner, 'GET', `/api/myprofile/${owner.user.id}`);
    expect(reread.json()).toMatchObject({ user: { timeZone: null } });
  });

  it('keeps what an update leaves out, and clears what it sends empty', async () => {
    const owner = await signedInActor(t);
    await callAs(t, owner, 'PUT', updateUrl(owner), fullProfile);
    const response = await callAs(t, owner, 'PUT', updateUrl(owner), {
      location: '',
      rating: null,
      skills: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      favlanguage: 'C++',
      gitHub: 'https://github.com/tourist',
      collaborator: true,
      projectslinks: ['https://github.com/tourist/cp'],
      location: '',
      rating: null,
      skills: [],
    });
  });

  it('shows another viewer the change at once, though they read the profile just before', async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const url = `/api/myprofile/${owner.user.id}`;
    expect((await callAs(t, other, 'GET', url)).json().user.location).toBe('');
    await callAs(t, owner, 'PUT', updateUrl(owner), { location: 'Kraków' });
    expect((await callAs(t, other, 'GET', url)).json().user.location).toBe('Kraków');
  });

  it("refuses to update someone else's profile with 403, and an unknown user with 404", async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const forbidden = await callAs(t, other, 'PUT', updateUrl(owner), { location: 'Hacked' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
    const profile = await callAs(t, owner, 'GET', `/api/myprofile/${owner.user.id}`);
    expect(profile.json().user.location).toBe('');
    for (const id of [unknownId, 'not-a-uuid']) {
      const response = await callAs(t, other, 'PUT', `/api/myprofile/${id}/updateprofile`, {});
      expect(response.statusCode).toBe(404);
    }
  });

  it.each([
    [{ gitHub: 'github.com/me' }, 'gitHub', 'GitHub link must be a valid http(s) URL'],
    [{ gitHub: 'javascript:alert(1)' }, 'gitHub', 'GitHub link must be a valid http(s) URL'],
    [
      { projectslinks: ['https://ok.dev', 'ftp://x.org'] },
      'projectslinks.1',
      'Project link must be a valid http(s) URL',
    ],
    [{ rating: -1 }, 'rating', 'Rating cannot be negative'],
    [{ rating: 'abc' }, 'rating', 'Rating must be a whole number from 0 to 100000'],
    [{ rating: '12.5' }, 'rating', 'Rating must be a whole number from 0 to 100000'],
    [
      { skills: Array.from({ length: 51 }, (_, index) => `s${index}`) },
      'skills',
      'At most 50 skills',
    ],
    [
      { projectslinks: Array.from({ length: 51 }, (_, index) => `https://a.dev/${index}`) },
      'projectslinks',
      'At most 50 project links',
    ],
    [{ location: 'Oslo\u0000' }, 'location', 'Location must not contain control characters'],
    [
      { favlanguage: '\u200b\u2800' },
      'favlanguage',
      'Favourite language must not be only invisible characters',
    ],
    [
      { location: 'Oslo\u2067' },
      'location',
      'Location must not contain direction control characters',
    ],
    [{ skills: ['dp', 'graphs\u0000'] }, 'skills.1', 'A skill must not contain control characters'],
    [{ collaborator: 'yes' }, 'collaborator', 'Collaborator must be true or false'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be at most 500 characters'],
  ])('refuses %j with 400 naming %s', async (body, field, message) => {
    const owner = await signedInActor(t);
    const response = await callAs(t, owner, 'PUT', updateUrl(owner), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', fields: { [field]: message } });
  });
});
