import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.ts';
import { signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { buildBookmark, buildProblem } from '../test/factories.ts';
import { createTestApp, createTestDatabase, useTestApp } from '../test/harness.ts';
import { validProblemBody } from '../test/fixtures.ts';
import { privateRevalidate } from './http-cache.ts';

const t = useTestApp({ env: { SESSION_TTL_DAYS: '30' } });
let owner: Actor;
let other: Actor;

beforeAll(async () => {
  owner = await signedInActor(t);
  other = await signedInActor(t);
});

function get(actor: Actor | null, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { ...(actor === null ? {} : { cookie: actor.cookie }), ...headers },
  });
}

describe('ETag and 304 on API reads', () => {
  it('tags a successful read, private and to be revalidated', async () => {
    await buildProblem(t.db, owner.user);
    const response = await get(owner, '/api/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe(privateRevalidate);
  });

  it('answers 304 without a body when If-None-Match names the current tag', async () => {
    const first = await get(owner, '/api/dashboard');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `"other", ${etag}`, etag.replace(/^W\//, ''), '*']) {
      const again = await get(owner, '/api/dashboard', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(privateRevalidate);
    }
  });

  it('answers 304 with no body for a large read the client would get compressed', async () => {
    for (let index = 0; index < 5; index += 1) {
      await buildProblem(t.db, owner.user, { statement: 'y'.repeat(400) });
    }
    // The factory writes around the API, which would have dropped the shared dashboard page.
    t.app.cache.flush();
    const first = await get(owner, '/api/dashboard', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get(owner, '/api/dashboard', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('tags a shared list once per version: the same tag from the cache, a new one after a write', async () => {
    const first = await get(owner, '/api/dashboard?limit=5');
    const cached = await get(other, '/api/dashboard?limit=5');
    expect(cached.headers.etag).toBe(first.headers.etag);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/addproblem',
      headers: { cookie: owner.cookie },
      payload: validProblemBody({ title: 'A new version of the page' }),
    });
    expect(added.statusCode).toBe(201);
    const after = await get(owner, '/api/dashboard?limit=5', {
      'if-none-match': String(first.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('A new version of the page');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('sends the new answer, with a new tag, once the data has changed', async () => {
    const problem = await buildProblem(t.db, owner.user);
    const url = `/api/problem/${problem.id}`;
    const before = await get(owner, url);
    expect(before.json()).toMatchObject({ isBookmarked: false });

    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/bookmark/${problem.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get(owner, url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ isBookmarked: true });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("never answers one user with another's data or a 304 for it", async () => {
    const problem = await buildProblem(t.db, owner.user);
    await buildBookmark(t.db, owner.user, problem);
    // The bookmark was written around the API, so nothing told the owner's cached marks.
    t.app.cache.flush();
    const url = `/api/problem/${problem.id}`;
    const ownersView = await get(owner, url);
    expect(ownersView.json()).toMatchObject({ isBookmarked: true });

    const othersView = await get(other, url, { 'if-none-match': String(ownersView.headers.etag) });
    expect(othersView.statusCode).toBe(200);
    expect(othersView.json()).toMatchObject({ isBookmarked: false });
    expect(othersView.headers.etag).not.toBe(ownersView.headers.etag);
  });

  it("answers 404, untagged, for another user's private problem whatever tag is sent", async () => {
    const secret = await buildProblem(t.db, owner.user, { visibility: 'private' });
    const url = `/api/problem/${secret.id}`;
    const ownersView = await get(owner, url);
    expect(ownersView.statusCode).toBe(200);

    const othersView = await get(other, url, { 'if-none-match': String(ownersView.headers.etag) });
    expect(othersView.statusCode).toBe(404);
    expect(othersView.body).not.toContain(secret.title);
    expect(othersView.headers.etag).toBeUndefined();
    expect(othersView.headers['cache-control']).toBeUndefined();
  });

  it('leaves client errors untagged', async () => {
    for (const [actor, url] of [
      [null, '/api/dashboard'],
      [owner, '/api/dashboard?cursor=not-a-cursor'],
      [owner, '/api/nothing-here'],
    ] as const) {
      const response = await get(actor, url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('leaves an answer that sets a cookie untagged', async () => {
    const aging = await signedInActor(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, aging.user.id));
    const response = await get(aging, '/api/check-auth');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('tags no write', async () => {
    const problem = await buildProblem(t.db, owner.user);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bookmark/${problem.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('ETag on server errors', () => {
  it('leaves a 503 untagged', async () => {
    const database = await createTestDatabase();
    const broken = await createTestApp({ database });
    try {
      await database.close();
      const response = await broken.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toBeUndefined();
    } finally {
      await broken.close();
    }
  });
});
