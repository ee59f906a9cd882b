import { describe, expect, it } from 'vitest';
import type { SavedLink } from '@upsolve/contract';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { unknownId } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

/**
 * Important links (docs/product.md, "Important links"): GET|POST /api/implinks,
 * PATCH|DELETE /api/implinks/{id}, PUT /api/implinks/order. Each user's links are theirs alone.
 */
const t = useTestApp();

const list = async (viewer: Actor): Promise<SavedLink[]> => {
  const response = await callAs(t, viewer, 'GET', '/api/implinks');
  expect(response.statusCode).toBe(200);
  return (response.json() as { links: SavedLink[] }).links;
};
const add = (viewer: Actor | null, body: object) =>
  callAs(t, viewer, 'POST', '/api/implinks', body);
const addOk = async (viewer: Actor, name: string, link: string): Promise<SavedLink> => {
  const response = await add(viewer, { name, link });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { link: SavedLink }).link;
};
const rename = (viewer: Actor | null, id: string, body: object) =>
  callAs(t, viewer, 'PATCH', `/api/implinks/${id}`, body);
const remove = (viewer: Actor | null, id: string) =>
  callAs(t, viewer, 'DELETE', `/api/implinks/${id}`);
const order = (viewer: Actor | null, ids: unknown) =>
  callAs(t, viewer, 'PUT', '/api/implinks/order', { ids });

describe('GET and POST /api/implinks', () => {
  it('saves links at the end of the list and lists only the owner’s, in their order', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    expect(await list(ada)).toEqual([]);

    const added = await add(ada, { name: ' USACO Guide ', link: 'https://usaco.guide/' });
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body).toEqual({
      message: 'Link added successfully!',
      link: { _id: expect.any(String), name: 'USACO Guide', link: 'https://usaco.guide/' },
    });
    const second = await addOk(
      ada,
      'Kactl',
      'https://github.com/kth-competitive-programming/kactl',
    );
    expect(await list(ada)).toEqual([body.link, second]);
    // Bob's list is his own, empty, and his first link is not Ada's.
    expect(await list(bob)).toEqual([]);
    await addOk(bob, 'Mine', 'https://usaco.guide/');
    expect((await list(bob)).map((link) => link.name)).toEqual(['Mine']);
    expect((await list(ada)).map((link) => link.name)).toEqual(['USACO Guide', 'Kactl']);
  });

  it('answers 409 for the same page twice, however it is spelled; nothing is added', async () => {
    const ada = await signedInActor(t);
    await addOk(ada, 'Problemset', 'https://codeforces.com/problemset');
    for (const link of [
      'https://codeforces.com/problemset',
      'https://CODEFORCES.com/problemset/',
    ]) {
      const again = await add(ada, { name: 'Again', link });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'conflict',
        message: 'You have already saved this URL',
        fields: { link: 'You have already saved this URL' },
      });
    }
    expect((await list(ada)).map((link) => link.name)).toEqual(['Problemset']);
  });

  it('answers 400 naming the field for a bad name or URL, and stores nothing', async () => {
    const ada = await signedInActor(t);
    const cases: [object, Record<string, string>][] = [
      [{ link: 'https://a.com' }, { name: 'Link name is required' }],
      [{ name: '   ', link: 'https://a.com' }, { name: 'Link name is required' }],
      [{ name: 'a\nb', link: 'https://a.com' }, { name: 'Link name must be one line' }],
      [
        { name: 'x\u0000', link: 'https://a.com' },
        { name: 'Link name must not contain control characters' },
      ],
      [
        { name: 'x'.repeat(101), link: 'https://a.com' },
        { name: 'Link name must be at most 100 characters' },
      ],
      [{ name: 'x' }, { link: 'URL is required' }],
      [{ name: 'x', link: 'javascript:alert(1)' }, { link: 'URL must be a valid http(s) URL' }],
      [{ name: 'x', link: 'ftp://a.com/file' }, { link: 'URL must be a valid http(s) URL' }],
      [{ name: 'x', link: 42 }, { link: 'URL is required' }],
    ];
    for (const [body, fields] of cases) {
      const refused = await add(ada, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().fields).toMatchObject(fields);
    }
    expect(await list(ada)).toEqual([]);
  });

  it('answers 401 signed out, before looking at the body', async () => {
    expect((await callAs(t, null, 'GET', '/api/implinks')).statusCode).toBe(401);
    expect((await add(null, { name: 'x', link: 'https://a.com' })).statusCode).toBe(401);
    expect((await add(null, {})).statusCode).toBe(401);
  });
});

describe('PATCH /api/implinks/{id}', () => {
  it('renames the owner’s link, keeping its URL and place', async () => {
    const ada = await signedInActor(t);
    const first = await addOk(ada, 'One', 'https://a.com/1');
    const second = await addOk(ada, 'Two', 'https://a.com/2');
    const renamed = await rename(ada, first._id.toUpperCase(), { name: ' Uno ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ message: 'Link renamed', link: { ...first, name: 'Uno' } });
    expect(await list(ada)).toEqual([{ ...first, name: 'Uno' }, second]);
  });

  it('answers 404 for another user’s link or an unknown id, 401 signed out, 400 for a bad name; nothing changes', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const link = await addOk(ada, 'One', 'https://a.com/1');
    expect((await rename(bob, link._id, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await rename(ada, unknownId, { name: 'x' })).statusCode).toBe(404);
    expect((await rename(ada, 'not-an-id', { name: 'x' })).statusCode).toBe(404);
    expect((await rename(null, link._id, { name: 'x' })).statusCode).toBe(401);
    const blank = await rename(ada, link._id, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ name: 'Link name is required' });
    expect(await list(ada)).toEqual([link]);
  });
});

describe('DELETE /api/implinks/{id}', () => {
  it('deletes the owner’s link; another user’s id is 404 and signed out 401, and nothing goes', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const first = await addOk(ada, 'One', 'https://a.com/1');
    const second = await addOk(ada, 'Two', 'https://a.com/2');
    expect((await remove(bob, first._id)).statusCode).toBe(404);
    expect((await remove(null, first._id)).statusCode).toBe(401);
    expect((await remove(ada, unknownId)).statusCode).toBe(404);
    expect((await remove(ada, 'nope')).statusCode).toBe(404);
    expect(await list(ada)).toEqual([first, second]);

    const deleted = await remove(ada, first._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Link deleted' });
    expect(await list(ada)).toEqual([second]);
    expect((await remove(ada, first._id)).statusCode).toBe(404);
    // The same URL may be saved again once deleted.
    await addOk(ada, 'One again', 'https://a.com/1');
  });
});

describe('PUT /api/implinks/order', () => {
  it('puts the links in the order given; new links go after them', async () => {
    const ada = await signedInActor(t);
    const [a, b, c] = [
      await addOk(ada, 'A', 'https://a.com/a'),
      await addOk(ada, 'B', 'https://a.com/b'),
      await addOk(ada, 'C', 'https://a.com/c'),
    ];
    const moved = await order(ada, [c._id, a._id, b._id]);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ message: 'Links reordered', links: [c, a, b] });
    expect(await list(ada)).toEqual([c, a, b]);
    const d = await addOk(ada, 'D', 'https://a.com/d');
    expect(await list(ada)).toEqual([c, a, b, d]);
  });

  it('answers 400 unless the ids are exactly the owner’s, each once; nothing moves', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const [a, b] = [
      await addOk(ada, 'A', 'https://a.com/a'),
      await addOk(ada, 'B', 'https://a.com/b'),
    ];
    const bobs = await addOk(bob, 'Z', 'https://a.com/z');
    for (const ids of [
      [b._id],
      [b._id, a._id, a._id],
      [b._id, bobs._id],
      [b._id, a._id, bobs._id],
      [b._id, a._id, unknownId],
      [b._id, 'not-an-id'],
      'a,b',
      [b._id, 5],
    ]) {
      const refused = await order(ada, ids);
      expect(refused.statusCode, JSON.stringify(ids)).toBe(400);
      // The field named is `ids`, or the entry of it that is not an id at all (`ids.1`).
      const fields: Record<string, string> = refused.json().fields;
      expect(Object.keys(fields).every((field) => field.startsWith('ids'))).toBe(true);
      expect(Object.values(fields)).toEqual(['Order must list each of your links exactly once']);
    }
    expect(await list(ada)).toEqual([a, b]);
    expect(await list(bob)).toEqual([bobs]);
    expect((await order(null, [a._id, b._id])).statusCode).toBe(401);
  });

  it('accepts an empty order from a user with no links', async () => {
    const ada = await signedInActor(t);
    const response = await order(ada, []);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Links reordered', links: [] });
  });
});
