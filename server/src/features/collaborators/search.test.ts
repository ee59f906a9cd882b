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
  profile: {
    skills?: string[];
    collaborator?: boolean;
    location?: string;
    rating?: number;
    showEmail?: boolean;
    createdAt?: Date;
  },
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

  it('matches part of a username or a skill, without regard to case', async () => {
    const viewer = await signedInActor(t);
    const word = uniqueWord();
    const byName = await buildProfile(`Ann_${word}`, {});
    const bySkill = await buildProfile(`bob_${uniqueWord()}`, { skills: [`Graphs${word}`] });
    await buildProfile(`carl_${uniqueWord()}`, { skills: ['dp'] });

    const response = await callAs(t, viewer, 'GET', `/api/searchuser?query=${word.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.json()).sort()).toEqual([byName.username, bySkill.username].sort());
    expect(response.headers['x-total-count']).toBe('2');
  });

  it('finds a whole email address in any case, though the row shows no email while hidden', async () => {
    const viewer = await signedInActor(t);
    const word = uniqueWord();
    const owner = await buildProfile(`mail_${word}`, { rating: 1650, skills: ['Graphs'] });
    const url = `/api/searchuser?query=${encodeURIComponent(owner.email.toUpperCase())}`;

    const hidden = await callAs(t, viewer, 'GET', url);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual([
      {
        _id: owner.id,
        username: owner.username,
        location: '',
        collaborator: false,
        rating: 1650,
        skills: ['Graphs'],
      },
    ]);
    expect(hidden.body).not.toContain('@');
  });

  it('never matches part of an email: neither its domain nor all but a letter of it', async () => {
    const viewer = await signedInActor(t);
    const owner = await buildProfile(`part_${uniqueWord()}`, { showEmail: true });
    const [local = '', domain = ''] = owner.email.split('@');
    for (const part of [domain, `@${domain}`, `${local}@`, owner.email.slice(1), 'example.com']) {
      const response = await callAs(
        t,
        viewer,
        'GET',
        `/api/searchuser?query=${encodeURIComponent(part)}`,
      );
      expect(response.statusCode).toBe(200);
      expect(namesOf(response.json()), part).not.toContain(owner.username);
      expect(response.body).not.toContain(owner.email);
    }
  });

  it('shows the email of those who chose "Show my email", and hides it again at once when they stop', async () => {
    const viewer = await signedInActor(t);
    const word = uniqueWord();
    const ownerUser = await buildProfile(`shown_${word}`, {});
    const owner = { user: ownerUser, cookie: await signInAs(t.app, ownerUser) };
    const url = `/api/searchuser?query=${word}`;
    const setShowEmail = async (showEmail: boolean) => {
      const update = await callAs(
        t,
        owner,
        'PUT',
        `/api/myprofile/${owner.user.id}/updateprofile`,
        {
          showEmail,
        },
      );
      expect(update.statusCode).toBe(200);
    };
    const emailsFound = async () =>
      (await callAs(t, viewer, 'GET', url)).json().map((row: { email?: string }) => row.email);

    expect(await emailsFound()).toEqual([undefined]);
    await setShowEmail(true);
    expect(await emailsFound()).toEqual([owner.user.email]);
    // The shared page held the email: the setting's change drops it before it is answered.
    await setShowEmail(false);
    expect(await emailsFound()).toEqual([undefined]);
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

  it('finds a skill by any of its spellings, the skill alone, and nothing by a part of one', async () => {
    const viewer = await signedInActor(t);
    const word = uniqueWord();
    const spelledOut = await buildProfile(`spelled_${word}`, { skills: ['Dynamic Programming'] });
    const abbreviated = await buildProfile(`short_${word}`, { skills: ['DP'] });
    const segtree = await buildProfile(`seg_${word}`, { skills: ['segment tree'] });
    const found = async (queryString: string) => {
      const response = await callAs(t, viewer, 'GET', `/api/searchuser?${queryString}`);
      expect(response.statusCode).toBe(200);
      return namesOf(response.json());
    };
    for (const skill of ['dp', 'Dynamic%20programming', 'DYNAMIC%20PROGRAMMING']) {
      const names = await found(`skill=${skill}&limit=50`);
      expect(names).toContain(spelledOut.username);
      expect(names).toContain(abbreviated.username);
    }
    expect(await found(`skill=segtree&query=${word}`)).toEqual([segtree.username]);
    expect(await found(`skill=dynamic&query=${word}`)).toEqual([]);
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
    ['limit=0', 'limit', 'Limit must be a whole number from 1 to 50'],
    ['limit=51', 'limit', 'Limit must be a whole number from 1 to 50'],
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
    t.app.cache.flush();
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

describe('a signed-out search', () => {
  const limited = useTestApp({
    env: { RATE_LIMIT_SEARCH_PER_MIN: '2', RATE_LIMIT_READS_PER_MIN: '4' },
  });

  it("is counted in the address's read budget before it is answered 401", async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 5; call += 1) {
      statuses.push((await callAs(limited, null, 'GET', '/api/searchuser?query=a')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});

describe('the collaborator search budget', () => {
  const limited = useTestApp({ env: { RATE_LIMIT_SEARCH_PER_MIN: '2' } });

  it("refuses a user's third search in a minute with 429 and Retry-After, other users still search", async () => {
    const searcher = await signedInActor(limited);
    const other = await signedInActor(limited);
    const search = (actor: typeof searcher, term: string) =>
      callAs(limited, actor, 'GET', `/api/searchuser?query=${term}`);
    expect((await search(searcher, 'a')).statusCode).toBe(200);
    expect((await search(searcher, 'b')).statusCode).toBe(200);
    const refused = await search(searcher, 'c');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search(other, 'a')).statusCode).toBe(200);
    // Other reads keep their own budget.
    expect((await callAs(limited, searcher, 'GET', '/api/top-users')).statusCode).toBe(200);
  });
});
