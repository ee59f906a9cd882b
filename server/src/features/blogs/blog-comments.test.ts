import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { buildProblem, unknownId } from '../../test/factories.ts';
import { buildBlog, buildComment, moderatorActor } from '../../test/thread-factories.ts';

const t = useTestApp();

const urlOf = (blogId: string) => `/api/blogs/${blogId}/comments`;

describe('blog comments: who may do what', () => {
  it('answers a signed-out visitor 401 on every call', async () => {
    const author = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    const comment = await buildComment(t.db, author.user, { blogId: blog.id });
    for (const [method, url] of [
      ['GET', urlOf(blog.id)],
      ['POST', urlOf(blog.id)],
      ['PUT', `${urlOf(blog.id)}/${comment.id}`],
      ['DELETE', `${urlOf(blog.id)}/${comment.id}`],
    ] as const) {
      const response = await callAs(t, null, method, url, { content: 'Hi' });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets anyone comment and reply; only the author edits and deletes', async () => {
    const blogger = await signedInActor(t);
    const commenter = await signedInActor(t);
    const other = await signedInActor(t);
    const moderator = await moderatorActor(t);
    const blog = await buildBlog(t.db, blogger.user);
    const added = await callAs(t, commenter, 'POST', urlOf(blog.id), { content: 'Nice\r\nproof' });
    expect(added.statusCode).toBe(201);
    const comment = added.json().comment;
    expect(comment).toMatchObject({
      parentId: null,
      author: { _id: commenter.user.id, username: commenter.user.username },
      content: 'Nice\nproof',
      score: 0,
      myVote: 0,
      deleted: false,
      removed: null,
      editedAt: null,
    });
    const reply = await callAs(t, blogger, 'POST', urlOf(blog.id), {
      content: 'Thanks',
      parentId: comment._id,
    });
    expect(reply.statusCode).toBe(201);

    const list = await callAs(t, other, 'GET', urlOf(blog.id));
    expect(list.statusCode).toBe(200);
    expect(list.json().comments).toMatchObject([
      { _id: comment._id, replies: [{ _id: reply.json().comment._id, content: 'Thanks' }] },
    ]);
    expect((await callAs(t, other, 'GET', `/api/blogs/${blog.id}`)).json().blog.commentCount).toBe(
      2,
    );

    const item = `${urlOf(blog.id)}/${comment._id}`;
    for (const actor of [other, moderator, blogger]) {
      expect((await callAs(t, actor, 'PUT', item, { content: 'Mine' })).statusCode).toBe(403);
      expect((await callAs(t, actor, 'DELETE', item)).statusCode).toBe(403);
    }
    const edit = await callAs(t, commenter, 'PUT', item, { content: 'Nicer proof' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().comment.content).toBe('Nicer proof');
    expect(edit.json().comment.editedAt).not.toBeNull();
  });

  it('keeps a deleted comment with replies as "[deleted]", and removes one without', async () => {
    const blogger = await signedInActor(t);
    const commenter = await signedInActor(t);
    const blog = await buildBlog(t.db, blogger.user);
    const parent = await buildComment(t.db, commenter.user, { blogId: blog.id });
    const reply = await buildComment(
      t.db,
      blogger.user,
      { blogId: blog.id },
      { parentId: parent.id },
    );
    const lone = await buildComment(t.db, commenter.user, { blogId: blog.id });

    const deleted = await callAs(t, commenter, 'DELETE', `${urlOf(blog.id)}/${parent.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await callAs(t, commenter, 'DELETE', `${urlOf(blog.id)}/${lone.id}`)).statusCode).toBe(
      200,
    );
    const list = (await callAs(t, blogger, 'GET', urlOf(blog.id))).json().comments;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      _id: parent.id,
      deleted: true,
      content: '',
      author: null,
      replies: [{ _id: reply.id, content: 'Nice trick' }],
    });
    // A deleted comment cannot be edited or deleted again.
    const again = await callAs(t, commenter, 'PUT', `${urlOf(blog.id)}/${parent.id}`, {
      content: 'Back',
    });
    expect(again.statusCode).toBe(403);
  });

  it('answers 404 for an unknown blog or a comment of another blog', async () => {
    const author = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    const elsewhere = await buildBlog(t.db, author.user);
    const comment = await buildComment(t.db, author.user, { blogId: elsewhere.id });
    expect((await callAs(t, author, 'GET', urlOf(unknownId))).statusCode).toBe(404);
    expect((await callAs(t, author, 'POST', urlOf(unknownId), { content: 'x' })).statusCode).toBe(
      404,
    );
    const item = `${urlOf(blog.id)}/${comment.id}`;
    expect((await callAs(t, author, 'PUT', item, { content: 'x' })).statusCode).toBe(404);
    expect((await callAs(t, author, 'DELETE', item)).statusCode).toBe(404);
  });
});

describe('blog comments: bad input', () => {
  it('refuses a reply to a reply, or to another thread, with a 400 naming parentId', async () => {
    const author = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    const top = await buildComment(t.db, author.user, { blogId: blog.id });
    const reply = await buildComment(t.db, author.user, { blogId: blog.id }, { parentId: top.id });
    const problem = await buildProblem(t.db, author.user);
    const post = await buildComment(t.db, author.user, { problemId: problem.id });
    for (const parentId of [reply.id, post.id, unknownId]) {
      const response = await callAs(t, author, 'POST', urlOf(blog.id), { content: 'x', parentId });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['parentId']);
    }
  });

  it.each([
    ['no content', {}],
    ['blank content', { content: ' \n ' }],
    ['content over 5,000 characters', { content: 'x'.repeat(5_001) }],
    ['a malformed parent', { content: 'x', parentId: 'nope' }],
  ])('refuses %s with a 400', async (_case, payload) => {
    const author = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    const response = await callAs(t, author, 'POST', urlOf(blog.id), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toBeDefined();
  });

  it('sorts top first and pages the top-level comments', async () => {
    const author = await signedInActor(t);
    const voter = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    const older = await buildComment(
      t.db,
      author.user,
      { blogId: blog.id },
      { createdAt: new Date(Date.now() - 60_000) },
    );
    const newer = await buildComment(t.db, author.user, { blogId: blog.id });
    await callAs(t, voter, 'PUT', `/api/votes/comment/${older.id}`, { value: 1 });
    const top = await callAs(t, voter, 'GET', `${urlOf(blog.id)}?sort=top&limit=1`);
    expect(top.json().comments.map((row: { _id: string }) => row._id)).toEqual([older.id]);
    expect(top.json().comments[0]).toMatchObject({ score: 1, myVote: 1 });
    const next = await callAs(
      t,
      voter,
      'GET',
      `${urlOf(blog.id)}?sort=top&limit=1&cursor=${String(top.headers['x-next-cursor'])}`,
    );
    expect(next.json().comments.map((row: { _id: string }) => row._id)).toEqual([newer.id]);
  });
});
