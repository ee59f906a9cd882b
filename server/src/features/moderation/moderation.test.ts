import { describe, expect, it } from 'vitest';
import { auditHistory } from '../../lib/audit.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { buildProblem, unknownId } from '../../test/factories.ts';
import { createTestApp, useTestApp } from '../../test/harness.ts';
import { buildBlog, buildComment, moderatorActor } from '../../test/thread-factories.ts';

const t = useTestApp();

describe('reports', () => {
  it('answers a signed-out visitor 401 on every call', async () => {
    for (const [method, url] of [
      ['POST', '/api/reports'],
      ['GET', '/api/moderation/reports'],
      ['POST', `/api/moderation/blog/${unknownId}/remove`],
      ['POST', `/api/moderation/blog/${unknownId}/restore`],
      ['POST', `/api/moderation/reports/${unknownId}/dismiss`],
    ] as const) {
      const response = await callAs(t, null, method, url, { reason: 'spam' });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('takes one report per user and item (409 on a second), of what they can read', async () => {
    const author = await signedInActor(t);
    const reporter = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    const report = { kind: 'blog', id: blog.id, reason: 'Spam links' };
    const first = await callAs(t, reporter, 'POST', '/api/reports', report);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Thanks, a moderator will look at it');
    const second = await callAs(t, reporter, 'POST', '/api/reports', report);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already reported this');

    const secret = await buildProblem(t.db, author.user, { visibility: 'private' });
    const post = await buildComment(t.db, author.user, { problemId: secret.id });
    const hidden = await callAs(t, reporter, 'POST', '/api/reports', {
      kind: 'post',
      id: post.id,
      reason: 'x',
    });
    expect(hidden.statusCode).toBe(404);
  });

  it.each([
    ['no reason', { kind: 'blog', id: unknownId }, 'reason'],
    ['an unknown kind', { kind: 'problem', id: unknownId, reason: 'x' }, 'kind'],
    ['a long reason', { kind: 'blog', id: unknownId, reason: 'x'.repeat(501) }, 'reason'],
  ])('refuses %s with a 400 naming the field', async (_case, payload, field) => {
    const reporter = await signedInActor(t);
    const response = await callAs(t, reporter, 'POST', '/api/reports', payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });

  it('limits reports a day per user (RATE_LIMIT_REPORTS_PER_DAY)', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_REPORTS_PER_DAY: '1' } });
    try {
      const author = await signedInActor(app);
      const reporter = await signedInActor(app);
      const statuses = [];
      for (const title of ['one', 'two']) {
        const blog = await buildBlog(app.db, author.user, { title });
        const report = { kind: 'blog', id: blog.id, reason: 'Spam' };
        statuses.push((await callAs(app, reporter, 'POST', '/api/reports', report)).statusCode);
      }
      expect(statuses).toEqual([201, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('moderation', () => {
  it('is for moderators only (403), and no API call makes one', async () => {
    const user = await signedInActor(t);
    const author = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    await callAs(t, user, 'PUT', `/api/myprofile/${user.user.id}/updateprofile`, {
      roles: ['moderator'],
    });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        username: 'would_be_mod',
        email: 'would.be.mod@example.com',
        password: 'long enough',
        roles: ['moderator'],
      },
    });
    const newcomer = { cookie: String(signup.headers['set-cookie']).split(';')[0] ?? '' };
    for (const actor of [user, author, newcomer]) {
      expect((await callAs(t, actor, 'GET', '/api/moderation/reports')).statusCode).toBe(403);
      const remove = `/api/moderation/blog/${blog.id}/remove`;
      expect((await callAs(t, actor, 'POST', remove, { reason: 'x' })).statusCode).toBe(403);
      const restore = `/api/moderation/blog/${blog.id}/restore`;
      expect((await callAs(t, actor, 'POST', restore)).statusCode).toBe(403);
      const dismiss = `/api/moderation/reports/${unknownId}/dismiss`;
      expect((await callAs(t, actor, 'POST', dismiss)).statusCode).toBe(403);
    }
  });

  it('removes a reported comment ("[removed]" to others, the reason to its author), keeps its replies, restores it, all audited', async () => {
    const blogger = await signedInActor(t);
    const troll = await signedInActor(t);
    const reporter = await signedInActor(t);
    const moderator = await moderatorActor(t);
    const blog = await buildBlog(t.db, blogger.user, { title: 'Flows' });
    const comment = await buildComment(t.db, troll.user, { blogId: blog.id }, { content: 'Rude' });
    await buildComment(
      t.db,
      blogger.user,
      { blogId: blog.id },
      { parentId: comment.id, content: 'Calm down' },
    );
    await callAs(t, reporter, 'POST', '/api/reports', {
      kind: 'comment',
      id: comment.id,
      reason: 'Rude',
    });

    const queue = await callAs(t, moderator, 'GET', '/api/moderation/reports');
    expect(queue.statusCode).toBe(200);
    const mine = queue
      .json()
      .filter((row: { item: { _id: string } }) => row.item._id === comment.id);
    expect(mine).toMatchObject([
      {
        reason: 'Rude',
        reporter: { _id: reporter.user.id },
        item: {
          kind: 'comment',
          author: { _id: troll.user.id },
          title: 'Flows',
          excerpt: 'Rude',
          url: `/blogs/${blog.id}#comment-${comment.id}`,
          removed: false,
        },
      },
    ]);

    const url = `/api/moderation/comment/${comment.id}`;
    const removed = await callAs(t, moderator, 'POST', `${url}/remove`, { reason: 'Be kind' });
    expect(removed.statusCode).toBe(200);
    const asOthers = (await callAs(t, reporter, 'GET', `/api/blogs/${blog.id}/comments`)).json();
    expect(asOthers.comments[0]).toMatchObject({
      content: '',
      removed: { reason: null },
      replies: [{ content: 'Calm down' }],
    });
    const asAuthor = (await callAs(t, troll, 'GET', `/api/blogs/${blog.id}/comments`)).json();
    expect(asAuthor.comments[0]).toMatchObject({ content: 'Rude', removed: { reason: 'Be kind' } });
    // The author cannot edit it back; the report left the queue.
    expect(
      (
        await callAs(t, troll, 'PUT', `/api/blogs/${blog.id}/comments/${comment.id}`, {
          content: 'Hi',
        })
      ).statusCode,
    ).toBe(403);
    const after = (await callAs(t, moderator, 'GET', '/api/moderation/reports')).json();
    expect(after.some((row: { item: { _id: string } }) => row.item._id === comment.id)).toBe(false);

    expect((await callAs(t, moderator, 'POST', `${url}/restore`)).statusCode).toBe(200);
    const restored = (await callAs(t, reporter, 'GET', `/api/blogs/${blog.id}/comments`)).json();
    expect(restored.comments[0]).toMatchObject({ content: 'Rude', removed: null });
    // Restoring it again changes nothing and is not audited twice.
    const again = await callAs(t, moderator, 'POST', `${url}/restore`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This item is not removed');

    const history = await auditHistory(t.db, { itemType: 'comment', itemId: comment.id });
    expect(history.map((entry) => [entry.action, entry.actor?.id, entry.reason])).toEqual([
      ['item.restored', moderator.user.id, ''],
      ['item.removed', moderator.user.id, 'Be kind'],
    ]);
  });

  it('removes a blog as "[removed]" for others and dismisses a report, audited', async () => {
    const blogger = await signedInActor(t);
    const reporter = await signedInActor(t);
    const moderator = await moderatorActor(t);
    const blog = await buildBlog(t.db, blogger.user, { title: 'Spam spam' });
    await callAs(t, moderator, 'POST', `/api/moderation/blog/${blog.id}/remove`, {
      reason: 'Spam',
    });
    const seen = (await callAs(t, reporter, 'GET', `/api/blogs/${blog.id}`)).json().blog;
    expect(seen).toMatchObject({ title: '[removed]', content: '', removed: { reason: null } });
    const own = (await callAs(t, blogger, 'GET', `/api/blogs/${blog.id}`)).json().blog;
    expect(own).toMatchObject({ title: 'Spam spam', removed: { reason: 'Spam' } });

    const other = await buildBlog(t.db, blogger.user);
    await callAs(t, reporter, 'POST', '/api/reports', {
      kind: 'blog',
      id: other.id,
      reason: 'Meh',
    });
    const queue = (await callAs(t, moderator, 'GET', '/api/moderation/reports')).json();
    const report = queue.find((row: { item: { _id: string } }) => row.item._id === other.id);
    const dismiss = `/api/moderation/reports/${String(report._id)}/dismiss`;
    expect((await callAs(t, moderator, 'POST', dismiss)).statusCode).toBe(200);
    expect((await callAs(t, moderator, 'POST', dismiss)).statusCode).toBe(404);
    const history = await auditHistory(t.db, { itemType: 'report', itemId: String(report._id) });
    expect(history.map((entry) => entry.action)).toEqual(['report.dismissed']);
    expect(
      (
        await callAs(t, moderator, 'POST', `/api/moderation/post/${unknownId}/remove`, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});
