import { describe, expect, it } from 'vitest';
import { buildBookmark, buildProblem, buildSolution, unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';

const t = useTestApp();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/myprofile/{userId}', () => {
  it('answers a signed-out visitor 401', async () => {
    const owner = await signedInActor(t);
    const response = await callAs(t, null, 'GET', `/api/myprofile/${owner.user.id}`);
    expect(response.statusCode).toBe(401);
  });

  it('answers {user}: a new profile with empty fields, the email to its owner only', async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const expected = {
      _id: owner.user.id,
      username: owner.user.username,
      favlanguage: '',
      rating: null,
      platform: '',
      gitHub: '',
      projectslinks: [],
      skills: [],
      collaborator: false,
      location: '',
      bio: '',
      contribution: 0,
      otherBookMarkedProblems: [],
      markCounts: { solved: 0, solvedWithHelp: 0, attempted: 0, todo: 0 },
      timeZone: null,
    };
    const own = await callAs(t, owner, 'GET', `/api/myprofile/${owner.user.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      user: {
        ...expected,
        email: owner.user.email,
        showEmail: false,
        showOnline: true,
        spoilerSafe: false,
      },
    });
    const others = await callAs(t, other, 'GET', `/api/myprofile/${owner.user.id}`);
    expect(others.statusCode).toBe(200);
    expect(others.json()).toEqual({ user: expected });
    expect(others.body).not.toContain(owner.user.email);
  });

  it('shows others the email once its owner turns "Show my email" on, and hides it again when off', async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const url = `/api/myprofile/${owner.user.id}`;
    const emailSeenByOther = async () => (await callAs(t, other, 'GET', url)).json().user.email;
    const setShowEmail = async (showEmail: boolean) => {
      const update = await callAs(t, owner, 'PUT', `${url}/updateprofile`, { showEmail });
      expect(update.statusCode).toBe(200);
    };
    // Read first, so the hidden answer is in the shared cache when the setting changes.
    expect(await emailSeenByOther()).toBeUndefined();
    await setShowEmail(true);
    expect(await emailSeenByOther()).toBe(owner.user.email);
    await setShowEmail(false);
    expect(await emailSeenByOther()).toBeUndefined();
    expect((await callAs(t, owner, 'GET', url)).json().user.email).toBe(owner.user.email);
  });

  it('documents the {user} shape, and an optional email, in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const answer =
      response.json().paths['/api/myprofile/{userId}'].get.responses['200'].content[
        'application/json'
      ].schema;
    expect(answer.required).toEqual(['user']);
    expect(answer.properties.user.required).not.toContain('email');
    expect(Object.keys(answer.properties.user.properties)).toContain('email');
  });

  it('never sends the password hash or the search text', async () => {
    const owner = await signedInActor(t);
    const response = await callAs(t, owner, 'GET', `/api/myprofile/${owner.user.id}`);
    expect(response.body).not.toMatch(/password|argon2|search/i);
  });

  it('answers an unknown or malformed user id 404', async () => {
    const viewer = await signedInActor(t);
    for (const id of [unknownId, 'not-a-uuid']) {
      const response = await callAs(t, viewer, 'GET', `/api/myprofile/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
  });

  it("lists bookmarked problems by title, most recently saved first, and one's own private ones only to oneself", async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const older = await buildProblem(t.db, other.user, { title: 'Older public' });
    const newer = await buildProblem(t.db, other.user, { title: 'Newer public' });
    const secret = await buildProblem(t.db, owner.user, {
      title: 'Secret plan',
      visibility: 'private',
    });
    await buildBookmark(t.db, owner.user, older, minutesAgo(3));
    await buildBookmark(t.db, owner.user, newer, minutesAgo(2));
    await buildBookmark(t.db, owner.user, secret, minutesAgo(1));
    const url = `/api/myprofile/${owner.user.id}`;

    // The other viewer first, so a shared answer exists when the owner asks, then the other again.
    const seenByOther = await callAs(t, other, 'GET', url);
    const seenByOwner = await callAs(t, owner, 'GET', url);
    const seenByOtherAgain = await callAs(t, other, 'GET', url);

    expect(seenByOwner.json().user.otherBookMarkedProblems).toEqual([
      { _id: secret.id, title: 'Secret plan' },
      { _id: newer.id, title: 'Newer public' },
      { _id: older.id, title: 'Older public' },
    ]);
    for (const response of [seenByOther, seenByOtherAgain]) {
      expect(response.json().user.otherBookMarkedProblems).toEqual([
        { _id: newer.id, title: 'Newer public' },
        { _id: older.id, title: 'Older public' },
      ]);
      expect(response.body).not.toContain('Secret plan');
    }
  });

  it('shows another viewer a bookmark or unbookmark at once, though they had the profile cached', async () => {
    const reader = await signedInActor(t);
    const visitor = await signedInActor(t);
    const problem = await buildProblem(t.db, visitor.user, { title: 'Saved just now' });
    const url = `/api/myprofile/${reader.user.id}`;
    const visitorsList = async () =>
      (await callAs(t, visitor, 'GET', url)).json().user.otherBookMarkedProblems as unknown[];
    expect(await visitorsList()).toEqual([]);

    expect((await callAs(t, reader, 'POST', `/api/bookmark/${problem.id}`)).statusCode).toBe(200);
    expect(await visitorsList()).toEqual([{ _id: problem.id, title: 'Saved just now' }]);
    expect((await callAs(t, reader, 'POST', `/api/unbookmark/${problem.id}`)).statusCode).toBe(200);
    expect(await visitorsList()).toEqual([]);
  });

  it('leaves out a bookmarked problem its owner has since made private', async () => {
    const reader = await signedInActor(t);
    const author = await signedInActor(t);
    const problem = await buildProblem(t.db, author.user, { title: 'Turned private' });
    await buildBookmark(t.db, reader.user, problem);
    const url = `/api/myprofile/${reader.user.id}`;
    expect((await callAs(t, author, 'GET', url)).json().user.otherBookMarkedProblems).toHaveLength(
      1,
    );

    const hidden = await callAs(t, author, 'PUT', `/api/problem/${problem.id}/updateproblem`, {
      title: 'Turned private',
      link: problem.link,
      choice: 'private',
      problemstatement: {
        statement: 's',
        input: 'i',
        output: 'o',
        exampleinput: '1',
        exampleoutput: '1',
      },
      platform: { name: 'Codeforces', rating: 3 },
    });
    expect(hidden.statusCode).toBe(200);
    for (const viewer of [reader, author]) {
      const response = await callAs(t, viewer, 'GET', url);
      expect(response.json().user.otherBookMarkedProblems).toEqual([]);
    }
  });
});

describe("GET /api/myprofile/{userId}/problems and /solutions: a user's public work", () => {
  it('answers a signed-out visitor 401 and an unknown user 404', async () => {
    const viewer = await signedInActor(t);
    for (const list of ['problems', 'solutions']) {
      expect(
        (await callAs(t, null, 'GET', `/api/myprofile/${viewer.user.id}/${list}`)).statusCode,
      ).toBe(401);
      for (const id of [unknownId, 'nope']) {
        const response = await callAs(t, viewer, 'GET', `/api/myprofile/${id}/${list}`);
        expect(response.statusCode).toBe(404);
      }
    }
  });

  it('lists public problems newest first, in pages, to the owner and to others alike', async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const first = await buildProblem(t.db, owner.user, { createdAt: minutesAgo(3) });
    const second = await buildProblem(t.db, owner.user, { createdAt: minutesAgo(2) });
    await buildProblem(t.db, owner.user, { visibility: 'private', createdAt: minutesAgo(1) });
    await buildProblem(t.db, other.user);

    for (const viewer of [owner, other]) {
      const url = `/api/myprofile/${owner.user.id}/problems?limit=1`;
      const page1 = await callAs(t, viewer, 'GET', url);
      expect(page1.statusCode).toBe(200);
      expect(page1.headers['x-total-count']).toBe('2');
      expect(page1.json().problems.map((problem: { _id: string }) => problem._id)).toEqual([
        second.id,
      ]);
      const cursor = String(page1.headers['x-next-cursor']);
      const page2 = await callAs(t, viewer, 'GET', `${url}&cursor=${cursor}`);
      expect(page2.json().problems.map((problem: { _id: string }) => problem._id)).toEqual([
        first.id,
      ]);
      expect(page2.headers['x-next-cursor']).toBeUndefined();
    }
  });

  it('lists solutions of public problems with their titles, never of private ones', async () => {
    const author = await signedInActor(t);
    const viewer = await signedInActor(t);
    const open = await buildProblem(t.db, viewer.user, { title: 'Open problem' });
    const closed = await buildProblem(t.db, author.user, {
      title: 'Closed problem',
      visibility: 'private',
    });
    const solution = await buildSolution(t.db, open, author.user, { approach: 'Greedy.' });
    await buildSolution(t.db, closed, author.user);

    const response = await callAs(t, viewer, 'GET', `/api/myprofile/${author.user.id}/solutions`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json().solutions).toEqual([
      expect.objectContaining({
        _id: solution.id,
        approach: 'Greedy.',
        language: 'cpp',
        problem: { _id: open.id, title: 'Open problem' },
        reviewsCount: 0,
        averageRating: null,
      }),
    ]);
    expect(response.body).not.toContain('Closed problem');
  });

  it('refuses a forged cursor or a bad limit with 400 naming it', async () => {
    const viewer = await signedInActor(t);
    const forged = Buffer.from(JSON.stringify(['0000-99-99', 'x'])).toString('base64url');
    for (const list of ['problems', 'solutions']) {
      const base = `/api/myprofile/${viewer.user.id}/${list}`;
      const cursor = await callAs(t, viewer, 'GET', `${base}?cursor=${forged}`);
      expect(cursor.statusCode).toBe(400);
      expect(cursor.json().fields).toEqual({ cursor: 'Invalid cursor' });
      const limit = await callAs(t, viewer, 'GET', `${base}?limit=abc`);
      expect(limit.statusCode).toBe(400);
      expect(Object.keys(limit.json().fields)).toEqual(['limit']);
    }
  });
});
