import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';

const t = useTestApp();

/** A word no other test's users hold, so each test searches its own users only. */
const uniqueWord = () => `w${randomBytes(5).toString('hex')}`;

async function buildProfile(
  username: string,
  profile: { skills?: string[]; collaborator?: boolean; location?: string; createdAt?: Date },
) {
  const user = await buildUser(t.db, { username });
  await t.db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return user;
}

const namesOf = (body: { username: string }[]) => body.map((user) => user.username);

describe('GET /api/searchuser', () => {
  it('answers a signed-out visitor 401', async () => {
    const response = await callAs(t, null, 'GET', '/api/searchuser?query=a');
    expect(response.statusCode).toBe(401);
  });

  it('matches a username, an email or a skill anywhere, without regard to case', async () => {
    const viewer = await signedInActor(t);
    const word = uniqueWord();
    const byName = await buildProfile(`Ann_${word}`, {});
    const bySkill = await buildProfile(`bob_${uniqueWord()}`, { skills: [`Graphs${word}`] });
    await buildProfile(`carl_${uniqueWord()}`, { skills: ['dp'] });

    const response = await callAs(t, viewer, 'GET', `/api/searchuser?query=${word.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.json()).sort()).toEqual([byName.username, bySkill.username].sort());
    expect(response.headers['x-total-count']).toBe('2');

    const byEmail = await callAs(t, viewer, 'GET', `/api/searchuser?query=${byName.email}`);
    expect(namesOf(byEmail.json())).toEqual([byName.username]);
    expect(byEmail.json()[0]).toEqual({
      _id: byName.id,
      username: byName.username,
      email: byName.email,
      location: '',
      collaborator: false,
      skills: [],
    });
  });

  it('lists collaborators first, then the newest accounts, and never the caller', async () => {
    const word = uniqueWord();
    const viewerUser = await buildProfile(`me_${word}`, { collaborator: true });
    const viewer = { user: viewerUser, cookie: await signInAs(t.app, viewerUser) };
    const old = await buildProfile(`old_${word}`, { createdAt: new Date(Date.now() - 60_000) });
    const recent = await buildProfile(`new_${word}`, {});
    const helper = await buildProfile(`helper_${word}`, {
      collaborator: true,
      location: 'Lisbon',
      createdAt: new Date(Date.now() - 120_000),
    });

    const response = await callAs(t, viewer, 'GET', `/api/searchuser?query=${word}`);
    expect(namesOf(response.json())).toEqual([helper.username, recent.username, old.username]);
    expect(response.json()[0]).toMatchObject({ location: 'Lisbon', collaborator: true });
  });

  it('takes the term as text: % and _ match only themselves', async () => {
    const viewer = await signedInActor(t);
    const word = uniqueWord();
    const underscored = await buildProfile(`a_${word}`, {});
    await buildProfile(`ab${word}`, {});
    const percent = await callAs(t, viewer, 'GET', `/api/searchuser?query=${word}%25`);
    expect(percent.json()).toEqual([]);
    const underscore = await callAs(t, viewer, 'GET', `/api/searchuser?query=a_${word}`);
    expect(namesOf(underscore.json())).toEqual([underscored.username]);
  });

  it('filters by an exact skill (any case) and by the collaborator flag', async () => {
    const viewer = await signedInActor(t);
    const skill = `Fenwick${uniqueWord()}`;
    const both = await buildProfile(`both_${uniqueWord()}`, {
      skills: [skill],
      collaborator: true,
    });
    const skilled = await buildProfile(`skilled_${uniqueWord()}`, { skills: [skill, 'dp'] });
    await buildProfile(`near_${uniqueWord()}`, { skills: [`${skill}x`] });

    const bySkill = await callAs(t, viewer, 'GET', `/api/searchuser?skill=${skill.toLowerCase()}`);
    expect(namesOf(bySkill.json())).toEqual([both.username, skilled.username]);
    const collaborators = await callAs(
      t,
      viewer,
      'GET',
      `/api/searchuser?skill=${skill}&collaborator=true`,
    );
    expect(namesOf(collaborators.json())).toEqual([both.username]);
    const others = await callAs(
      t,
      viewer,
      'GET',
      `/api/searchuser?skill=${skill}&collaborator=false`,
    );
    expect(namesOf(others.json())).toEqual([skilled.username]);
  });

  it('pages with X-Next-Cursor, the total on the first page', async () => {
    const viewer = await signedInActor(t);
    const word = uniqueWord();
    for (const prefix of ['p1', 'p2', 'p3']) await buildProfile(`${prefix}_${word}`, {});
    const first = await callAs(t, viewer, 'GET', `/api/searchuser?query=${word}&limit=2`);
    expect(first.json()).toHaveLength(2);
    expect(first.headers['x-total-count']).toBe('3');
    const cursor = String(first.headers['x-next-cursor']);
    const second = await callAs(
      t,
      viewer,
      'GET',
      `/api/searchuser?query=${word}&limit=2&cursor=${cursor}`,
    );
    expect(second.json()).toHaveLength(1);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    const seen = [...namesOf(first.json()), ...namesOf(second.json())];
    expect(new Set(seen).size).toBe(3);
  });

  it.each([
    ['cursor=bm90LWpzb24', 'cursor', 'Invalid cursor'],
    [`cursor=${Buffer.from('[1,"x","y"]').toString('base64url')}`, 'cursor', 'Invalid cursor'],
    ['query=a%00b', 'query', 'Search must not contain control characters'],
    [`query=${'a'.repeat(201)}`, 'query', 'Search must be at most 200 characters'],
    ['collaborator=yes', 'collaborator', 'Collaborator must be true or false'],
    ['limit=0', 'limit', 'Limit must be a whole number from 1 to 100'],
  ])('refuses %s with 400 naming %s', async (queryString, field, message) => {
    const viewer = await signedInActor(t);
    const response = await callAs(t, viewer, 'GET', `/api/searchuser?${queryString}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', fields: { [field]: message } });
  });

  it('shares a search between viewers, yet never shows anyone themselves', async () => {
    const word = uniqueWord();
    const [first, second] = await Promise.all([
      buildProfile(`one_${word}`, {}),
      buildProfile(`two_${word}`, {}),
    ]);
    const one = { user: first, cookie: await signInAs(t.app, first) };
    const two = { user: second, cookie: await signInAs(t.app, second) };
    const url = `/api/searchuser?query=${word}`;

    const seenByOne = await callAs(t, one, 'GET', url);
    const seenByTwo = await callAs(t, two, 'GET', url);
    expect(seenByOne.headers['x-cache']).toBe('miss');
    expect(seenByTwo.headers['x-cache']).toBe('hit');
    expect(namesOf(seenByOne.json())).toEqual([second.username]);
    expect(namesOf(seenByTwo.json())).toEqual([first.username]);
    expect(seenByOne.headers['x-total-count']).toBe('1');
    expect(seenByTwo.headers['x-total-count']).toBe('1');
  });

  it('counts the searcher out of a shared total only when they match it, with or without a term', async () => {
    const word = uniqueWord();
    const member = await buildProfile(`member_${word}`, {});
    const helper = await buildProfile(`helper_${word}`, { collaborator: true });
    const viewers = {
      member: { user: member, cookie: await signInAs(t.app, member) },
      helper: { user: helper, cookie: await signInAs(t.app, helper) },
    };
    // Factories wrote around the API, and sign-ins change no shared list.
    await t.app.listCache.invalidate();
    const totalFor = async (viewer: keyof typeof viewers, queryString: string) => {
      const response = await callAs(t, viewers[viewer], 'GET', `/api/searchuser?${queryString}`);
      expect(response.statusCode).toBe(200);
      return Number(response.headers['x-total-count']);
    };

    // A term: the shared page knows which ids it counted.
    expect(await totalFor('member', `query=${word}`)).toBe(1);
    expect(await totalFor('helper', `query=${word}`)).toBe(1);
    // The flag alone: only a searcher who has it is among those counted.
    const others = await totalFor('member', 'collaborator=false');
    expect(await totalFor('helper', 'collaborator=false')).toBe(others + 1);
    // Nothing at all: everyone is counted, so everyone is left out of it.
    const everyone = await totalFor('member', 'limit=5');
    expect(await totalFor('helper', 'limit=5')).toBe(everyone);
  });

  it("shows a profile's new skill in the next search, the shared answer dropped by the write", async () => {
    const viewer = await signedInActor(t);
    const other = await signedInActor(t);
    const skill = `Treaps${uniqueWord()}`;
    const url = `/api/searchuser?query=${skill}`;
    expect((await callAs(t, viewer, 'GET', url)).json()).toEqual([]);
    const update = await callAs(t, other, 'PUT', `/api/myprofile/${other.user.id}/updateprofile`, {
      skills: [skill],
    });
    expect(update.statusCode).toBe(200);
    expect(namesOf((await callAs(t, viewer, 'GET', url)).json())).toEqual([other.user.username]);
  });
});
