import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { unknownId } from '../../test/factories.ts';
import { buildBlog, moderatorActor } from '../../test/thread-factories.ts';

const t = useTestApp();

const body = { title: 'Segment trees', about: 'Lazy propagation', content: 'Push *down*.' };

describe('blogs: who may do what', () => {
  it('answers a signed-out visitor 401 on every call', async () => {
    const author = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    for (const [method, url] of [
      ['GET', '/api/blogs'],
      ['POST', '/api/blogs/addblog'],
      ['GET', `/api/blogs/${blog.id}`],
      ['PUT', `/api/blogs/${blog.id}`],
      ['DELETE', `/api/blogs/${blog.id}`],
    ] as const) {
      const response = await callAs(t, null, method, url, method === 'GET' ? undefined : body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets anyone signed in write and read; only the author edits and deletes', async () => {
    const author = await signedInActor(t);
    const other = await signedInActor(t);
    const moderator = await moderatorActor(t);
    const created = await callAs(t, author, 'POST', '/api/blogs/addblog', body);
    expect(created.statusCode).toBe(201);
    const blog = created.json().blog;
    expect(blog).toMatchObject({
      ...body,
      author: author.user.username,
      authorId: author.user.id,
      score: 0,
      myVote: 0,
      commentCount: 0,
      removed: null,
    });

    const read = await callAs(t, other, 'GET', `/api/blogs/${blog._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().blog.content).toBe(body.content);

    for (const actor of [other, moderator]) {
      const edit = await callAs(t, actor, 'PUT', `/api/blogs/${blog._id}`, { title: 'Mine now' });
      expect(edit.statusCode).toBe(403);
      expect((await callAs(t, actor, 'DELETE', `/api/blogs/${blog._id}`)).statusCode).toBe(403);
    }
    const edit = await callAs(t, author, 'PUT', `/api/blogs/${blog._id}`, { title: 'Fenwick' });
    expect(edit.statusCode).toBe(200);
    // A field left out keeps its stored value.
    expect(edit.json().blog).toMatchObject({ title: 'Fenwick', about: body.about });
    expect((await callAs(t, other, 'GET', `/api/blogs/${blog._id}`)).json().blog.title).toBe(
      'Fenwick',
    );

    expect((await callAs(t, author, 'DELETE', `/api/blogs/${blog._id}`)).statusCode).toBe(200);
    expect((await callAs(t, other, 'GET', `/api/blogs/${blog._id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const author = await signedInActor(t);
    for (const id of [unknownId, 'nope']) {
      expect((await callAs(t, author, 'GET', `/api/blogs/${id}`)).statusCode).toBe(404);
      expect((await callAs(t, author, 'PUT', `/api/blogs/${id}`, body)).statusCode).toBe(404);
      expect((await callAs(t, author, 'DELETE', `/api/blogs/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('blogs: bad input', () => {
  it.each([
    ['no title', { ...body, title: undefined }, 'title'],
    ['a blank about', { ...body, about: ' ' }, 'about'],
    ['empty content', { ...body, content: '' }, 'content'],
    ['a long title', { ...body, title: 'x'.repeat(201) }, 'title'],
    ['content over 100,000', { ...body, content: 'x'.repeat(100_001) }, 'content'],
    ['a NUL byte', { ...body, about: 'a\u0000b' }, 'about'],
  ])('refuses %s with a 400 naming the field', async (_case, payload, field) => {
    const author = await signedInActor(t);
    const response = await callAs(t, author, 'POST', '/api/blogs/addblog', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });

  it('refuses a forged cursor and an unknown sort', async () => {
    const author = await signedInActor(t);
    const forged = await callAs(t, author, 'GET', '/api/blogs?cursor=bm9wZQ');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields).toHaveProperty('cursor');
    expect((await callAs(t, author, 'GET', '/api/blogs?sort=old')).statusCode).toBe(400);
  });
});

describe('GET /api/blogs', () => {
  it('lists newest first with an excerpt, the author by name, paged', async () => {
    const author = await signedInActor(t);
    const viewer = await signedInActor(t);
    const older = await buildBlog(t.db, author.user, {
      title: 'Older paged',
      content: 'y'.repeat(1_000),
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await buildBlog(t.db, author.user, { title: 'Newer paged' });
    const first = await callAs(t, viewer, 'GET', '/api/blogs?limit=1&q=paged');
    expect(first.statusCode).toBe(200);
    expect(first.json().map((blog: { _id: string }) => blog._id)).toEqual([newer.id]);
    expect(first.headers['x-total-count']).toBe('2');
    const cursor = String(first.headers['x-next-cursor']);
    const second = await callAs(t, viewer, 'GET', `/api/blogs?limit=1&q=paged&cursor=${cursor}`);
    const [blog] = second.json();
    expect(blog).toMatchObject({ _id: older.id, author: author.user.username, commentCount: 0 });
    expect(blog.content).toBe('y'.repeat(300));
  });

  it('finds a substring of the title or of the author, in any case', async () => {
    const author = await signedInActor(t);
    const viewer = await signedInActor(t);
    const byTitle = await buildBlog(t.db, viewer.user, { title: 'A DP on Trees primer' });
    const byAuthor = await buildBlog(t.db, author.user, { title: 'Unrelated' });
    const titles = await callAs(t, viewer, 'GET', '/api/blogs?q=dp%20on%20trees');
    expect(titles.json().map((row: { _id: string }) => row._id)).toEqual([byTitle.id]);
    const name = author.user.username.slice(0, 10).toUpperCase();
    const authors = await callAs(t, viewer, 'GET', `/api/blogs?q=${encodeURIComponent(name)}`);
    expect(authors.json().map((row: { _id: string }) => row._id)).toEqual([byAuthor.id]);
    const none = await callAs(t, viewer, 'GET', '/api/blogs?q=%25');
    expect(none.json()).toEqual([]);
  });

  it('sorts top first by score', async () => {
    const author = await signedInActor(t);
    const voter = await signedInActor(t);
    const low = await buildBlog(t.db, author.user);
    const high = await buildBlog(t.db, author.user, { createdAt: new Date(Date.now() - 60_000) });
    const vote = await callAs(t, voter, 'PUT', `/api/votes/blog/${high.id}`, { value: 1 });
    expect(vote.statusCode).toBe(200);
    const top = await callAs(t, voter, 'GET', '/api/blogs?sort=top');
    const ids = top.json().map((row: { _id: string }) => row._id);
    expect(ids.indexOf(high.id)).toBeLessThan(ids.indexOf(low.id));
    expect(top.json()[ids.indexOf(high.id)]).toMatchObject({ score: 1, myVote: 1 });
    const theirs = await callAs(t, author, 'GET', '/api/blogs?sort=top');
    expect(theirs.json()[ids.indexOf(high.id)]).toMatchObject({ score: 1, myVote: 0 });
  });

  it('shows "[deleted]" once the author is gone', async () => {
    const author = await signedInActor(t);
    const viewer = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    await t.db.execute(`delete from users where id = '${author.user.id}'`);
    const response = await callAs(t, viewer, 'GET', `/api/blogs/${blog.id}`);
    expect(response.json().blog).toMatchObject({ author: '[deleted]', authorId: null });
  });
});
