import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '@upsolve/contract';
import type { ListDetail } from '@upsolve/contract';
import { problemLists } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { makeList, ownLists } from '../../test/list-factories.ts';

/**
 * Lists to work through (docs/product.md, "Lists"): GET|POST /api/lists,
 * GET|PUT|DELETE /api/lists/{id}, GET /api/users/{id}/lists.
 */
const t = useTestApp();

const read = (viewer: Parameters<typeof callAs>[1], id: string) =>
  callAs(t, viewer, 'GET', `/api/lists/${id}`);

describe('POST and GET /api/lists', () => {
  it('makes a list, answers it as stored, and lists the owner’s newest changed first', async () => {
    const ada = await signedInActor(t);
    expect(await ownLists(t, ada)).toEqual([]);
    const made = await callAs(t, ada, 'POST', '/api/lists', {
      name: ' Graphs ',
      description: 'Shortest paths first',
      visibility: 'public',
    });
    expect(made.statusCode).toBe(201);
    const body = made.json() as { message: string; list: ListDetail };
    expect(body).toEqual({
      message: 'List created',
      list: {
        _id: expect.any(String),
        name: 'Graphs',
        description: 'Shortest paths first',
        visibility: 'public',
        owner: { _id: ada.user.id, username: ada.user.username },
        problemCount: 0,
        solvedCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        problems: [],
      },
    });
    const second = await makeList(t, ada, { name: 'DP' });
    expect(second.visibility).toBe('private');
    expect(second.description).toBe('');
    // Two changes apart in time, whatever the clock's resolution.
    await t.db
      .update(problemLists)
      .set({ updatedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(problemLists.id, body.list._id));
    await t.db
      .update(problemLists)
      .set({ updatedAt: new Date('2026-01-02T00:00:00Z') })
      .where(eq(problemLists.id, second._id));
    expect((await ownLists(t, ada)).map((list) => list.name)).toEqual(['DP', 'Graphs']);
    // Renaming the older one brings it first.
    await callAs(t, ada, 'PUT', `/api/lists/${body.list._id}`, { description: 'BFS' });
    expect((await ownLists(t, ada)).map((list) => list.name)).toEqual(['Graphs', 'DP']);
    // Another user's lists are not theirs.
    expect(await ownLists(t, await signedInActor(t))).toEqual([]);
  });

  it('answers 400 naming the field for a bad name, description or visibility; nothing is stored', async () => {
    const ada = await signedInActor(t);
    const cases: [object, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'a\nb' }, 'name'],
      [{ name: 'x'.repeat(limits.listName + 1) }, 'name'],
      [{ name: 'x', description: 'd'.repeat(limits.listDescription + 1) }, 'description'],
      [{ name: 'x', visibility: 'secret' }, 'visibility'],
    ];
    for (const [body, field] of cases) {
      const refused = await callAs(t, ada, 'POST', '/api/lists', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json().fields), JSON.stringify(body)).toEqual([field]);
    }
    expect(await ownLists(t, ada)).toEqual([]);
  });

  it(`answers 400 past ${limits.listsPerUser} lists, and keeps ${limits.listsPerUser}`, async () => {
    const ada = await signedInActor(t);
    await t.db.insert(problemLists).values(
      Array.from({ length: limits.listsPerUser }, (_, index) => ({
        ownerId: ada.user.id,
        name: `List ${index}`,
      })),
    );
    const refused = await callAs(t, ada, 'POST', '/api/lists', { name: 'One more' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`You can keep at most ${limits.listsPerUser} lists`);
    expect(await ownLists(t, ada)).toHaveLength(limits.listsPerUser);
  });

  it('answers 401 signed out, before looking at the body', async () => {
    expect((await callAs(t, null, 'GET', '/api/lists')).statusCode).toBe(401);
    expect((await callAs(t, null, 'POST', '/api/lists', { name: 'x' })).statusCode).toBe(401);
    expect((await callAs(t, null, 'POST', '/api/lists', {})).statusCode).toBe(401);
  });
});

describe('GET /api/lists/{id} and GET /api/users/{id}/lists', () => {
  it('shows a public or unlisted list to anyone signed in; a private one is 404 to others', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const lists = {
      public: await makeList(t, ada, { name: 'Open', visibility: 'public' }),
      unlisted: await makeList(t, ada, { name: 'By link', visibility: 'unlisted' }),
      private: await makeList(t, ada, { name: 'Mine alone', visibility: 'private' }),
    };
    for (const list of Object.values(lists)) {
      expect((await read(ada, list._id)).statusCode).toBe(200);
      expect((await read(null, list._id)).statusCode).toBe(401);
    }
    expect((await read(bob, lists.public._id)).json().list.name).toBe('Open');
    expect((await read(bob, lists.unlisted._id)).json().list.name).toBe('By link');
    const hidden = await read(bob, lists.private._id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Mine alone');
    expect((await read(bob, unknownId)).statusCode).toBe(404);
    expect((await read(bob, 'not-an-id')).statusCode).toBe(404);

    // The profile's lists: public ones only, for the owner too.
    for (const viewer of [ada, bob]) {
      const shown = await callAs(t, viewer, 'GET', `/api/users/${ada.user.id}/lists`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().lists.map((list: { name: string }) => list.name)).toEqual(['Open']);
    }
    expect((await callAs(t, null, 'GET', `/api/users/${ada.user.id}/lists`)).statusCode).toBe(401);
    expect((await callAs(t, bob, 'GET', `/api/users/${unknownId}/lists`)).statusCode).toBe(404);
    expect((await callAs(t, bob, 'GET', '/api/users/nope/lists')).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/lists/{id}', () => {
  it('changes only the fields given; another user gets 403 (readable) or 404 (private)', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const list = await makeList(t, ada, {
      name: 'Graphs',
      description: 'BFS',
      visibility: 'public',
    });
    const changed = await callAs(t, ada, 'PUT', `/api/lists/${list._id}`, { name: 'Trees' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'List updated',
      list: { name: 'Trees', description: 'BFS', visibility: 'public' },
    });
    expect(
      (await callAs(t, bob, 'PUT', `/api/lists/${list._id}`, { name: 'Bob’s' })).statusCode,
    ).toBe(403);
    expect((await callAs(t, bob, 'DELETE', `/api/lists/${list._id}`)).statusCode).toBe(403);
    await callAs(t, ada, 'PUT', `/api/lists/${list._id}`, { visibility: 'private' });
    expect(
      (await callAs(t, bob, 'PUT', `/api/lists/${list._id}`, { name: 'Bob’s' })).statusCode,
    ).toBe(404);
    expect((await callAs(t, bob, 'DELETE', `/api/lists/${list._id}`)).statusCode).toBe(404);
    expect((await callAs(t, null, 'PUT', `/api/lists/${list._id}`, { name: 'x' })).statusCode).toBe(
      401,
    );
    expect((await callAs(t, null, 'DELETE', `/api/lists/${list._id}`)).statusCode).toBe(401);

    const blank = await callAs(t, ada, 'PUT', `/api/lists/${list._id}`, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fields)).toEqual(['name']);
    const badVisibility = await callAs(t, ada, 'PUT', `/api/lists/${list._id}`, {
      visibility: 'x',
    });
    expect(Object.keys(badVisibility.json().fields)).toEqual(['visibility']);
    expect((await read(ada, list._id)).json().list).toMatchObject({
      name: 'Trees',
      description: 'BFS',
      visibility: 'private',
    });
  });

  it('deletes the owner’s list; it is 404 afterwards', async () => {
    const ada = await signedInActor(t);
    const list = await makeList(t, ada);
    const deleted = await callAs(t, ada, 'DELETE', `/api/lists/${list._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'List deleted' });
    expect((await read(ada, list._id)).statusCode).toBe(404);
    expect(await ownLists(t, ada)).toEqual([]);
  });
});
