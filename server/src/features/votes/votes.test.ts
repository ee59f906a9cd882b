import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { heardEvent } from '../../test/events.ts';
import { buildProblem, unknownId } from '../../test/factories.ts';
import { buildBlog, buildComment, moderatorActor } from '../../test/thread-factories.ts';

const t = useTestApp();

describe('PUT /api/votes/{kind}/{id}', () => {
  it('answers a signed-out visitor 401', async () => {
    const author = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    const response = await callAs(t, null, 'PUT', `/api/votes/blog/${blog.id}`, { value: 1 });
    expect(response.statusCode).toBe(401);
  });

  it('counts one vote per user, changeable and removable, into the author contribution', async () => {
    const author = await signedInActor(t);
    const voter = await signedInActor(t);
    const moderator = await moderatorActor(t);
    const blog = await buildBlog(t.db, author.user);
    const url = `/api/votes/blog/${blog.id}`;
    expect((await callAs(t, voter, 'PUT', url, { value: 1 })).json()).toEqual({
      score: 1,
      myVote: 1,
    });
    // The same vote twice counts once.
    expect((await callAs(t, voter, 'PUT', url, { value: 1 })).json()).toEqual({
      score: 1,
      myVote: 1,
    });
    expect((await callAs(t, moderator, 'PUT', url, { value: '1' })).json()).toEqual({
      score: 2,
      myVote: 1,
    });
    expect((await callAs(t, voter, 'PUT', url, { value: -1 })).json()).toEqual({
      score: 0,
      myVote: -1,
    });
    const profile = await callAs(t, voter, 'GET', `/api/myprofile/${author.user.id}`);
    expect(profile.json().user.contribution).toBe(0);
    expect((await callAs(t, voter, 'PUT', url, { value: 0 })).json()).toEqual({
      score: 1,
      myVote: 0,
    });
    const after = await callAs(t, voter, 'GET', `/api/myprofile/${author.user.id}`);
    expect(after.json().user.contribution).toBe(1);
    const detail = await callAs(t, moderator, 'GET', `/api/blogs/${blog.id}`);
    expect(detail.json().blog).toMatchObject({ score: 1, myVote: 1 });
  });

  it('counts every one of many votes cast at once, on the score and the contribution', async () => {
    const author = await signedInActor(t);
    const voters = await Promise.all(Array.from({ length: 12 }, () => signedInActor(t)));
    const blog = await buildBlog(t.db, author.user);
    const comment = await buildComment(t.db, author.user, { blogId: blog.id });
    const cast = (urlOf: (index: number) => string, valueOf: (index: number) => number) =>
      Promise.all(
        voters.map((voter, index) =>
          callAs(t, voter, 'PUT', urlOf(index), { value: valueOf(index) }),
        ),
      );
    // Half on the blog, half on its comment, all at once; then a third take theirs back.
    const url = (index: number) =>
      index % 2 === 0 ? `/api/votes/blog/${blog.id}` : `/api/votes/comment/${comment.id}`;
    const first = await cast(url, () => 1);
    expect(first.map((response) => response.statusCode)).toEqual(voters.map(() => 200));
    // Each answer counts at least the voter's own vote, and never more than were cast.
    for (const response of first) expect(response.json().score).toBeGreaterThanOrEqual(1);
    for (const response of first) expect(response.json().score).toBeLessThanOrEqual(6);
    await cast(url, (index) => (index % 3 === 0 ? 0 : -1));

    // Read for the first time since the votes, so nothing cached stands between.
    const detail = await callAs(t, author, 'GET', `/api/blogs/${blog.id}`);
    // Blog: voters 0, 2, 4, 6, 8, 10 (0 and 6 took theirs back, four now −1).
    expect(detail.json().blog.score).toBe(-4);
    const thread = await callAs(t, author, 'GET', `/api/blogs/${blog.id}/comments`);
    // Comment: voters 1, 3, 5, 7, 9, 11 (3 and 9 took theirs back).
    expect(thread.json().comments[0].score).toBe(-4);
    const profile = await callAs(t, author, 'GET', `/api/myprofile/${author.user.id}`);
    expect(profile.json().user.contribution).toBe(-8);
  });

  it('takes a deleted blog’s or comment’s votes out of its author’s contribution, and keeps a leaving voter’s', async () => {
    const [author, stays, leaves] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const [gone, kept] = [await buildBlog(t.db, author.user), await buildBlog(t.db, author.user)];
    for (const [voter, blog] of [
      [stays, gone],
      [stays, kept],
      [leaves, kept],
    ] as const) {
      const response = await callAs(t, voter, 'PUT', `/api/votes/blog/${blog.id}`, { value: 1 });
      expect(response.statusCode).toBe(200);
    }
    const contribution = async () =>
      (await callAs(t, stays, 'GET', `/api/myprofile/${author.user.id}`)).json().user.contribution;
    expect(await contribution()).toBe(3);

    expect((await callAs(t, author, 'DELETE', `/api/blogs/${gone.id}`)).statusCode).toBe(200);
    expect(await contribution()).toBe(2);

    const comment = await buildComment(t.db, author.user, { blogId: kept.id });
    const commentUrl = `/api/votes/comment/${comment.id}`;
    expect((await callAs(t, stays, 'PUT', commentUrl, { value: 1 })).statusCode).toBe(200);
    expect(await contribution()).toBe(3);
    const deleted = await callAs(
      t,
      author,
      'DELETE',
      `/api/blogs/${kept.id}/comments/${comment.id}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await contribution()).toBe(2);

    // Votes are anonymous: a voter who leaves keeps theirs in the score (docs/product.md, "Leaving").
    const left = await callAs(t, leaves, 'DELETE', '/api/account', {
      password: leaves.user.password,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await contribution()).toBe(2);
    const detail = await callAs(t, stays, 'GET', `/api/blogs/${kept.id}`);
    expect(detail.json().blog).toMatchObject({ score: 2, myVote: 1 });
  });

  it('shows the voter their vote and the new score at once, and others the cached list until it reloads', async () => {
    const [author, voter, observer] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const word = `medlar${crypto.randomUUID().slice(0, 8)}`;
    const blog = await buildBlog(t.db, author.user, { title: `On the ${word}` });
    const list = async (viewer: typeof voter) => {
      const response = await callAs(t, viewer, 'GET', `/api/blogs?q=${word}`);
      const [first] = response.json() as { score: number; myVote: number }[];
      return { score: first?.score, myVote: first?.myVote, cache: response.headers['x-cache'] };
    };
    expect(await list(observer)).toMatchObject({ score: 0, myVote: 0 });
    expect(await list(voter)).toEqual({ score: 0, myVote: 0, cache: 'hit' });

    const heard = heardEvent(t, 'vote.cast');
    const url = `/api/votes/blog/${blog.id}`;
    expect((await callAs(t, voter, 'PUT', url, { value: 1 })).statusCode).toBe(200);
    await heard;

    // Others: the list as it was, from the cache, for a few seconds at most (lib/tag-cache.ts).
    expect(await list(observer)).toEqual({ score: 0, myVote: 0, cache: 'hit' });
    // The voter never gets the stale list; what they load is fresh for everyone.
    expect(await list(voter)).toMatchObject({ score: 1, myVote: 1 });
    expect(await list(observer)).toEqual({ score: 1, myVote: 0, cache: 'hit' });
    // Their vote is theirs alone, though the list is shared.
    expect(await list(voter)).toEqual({ score: 1, myVote: 1, cache: 'hit' });
  });

  it('refuses a vote on your own writing with 403', async () => {
    const author = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    const comment = await buildComment(t.db, author.user, { blogId: blog.id });
    for (const url of [`/api/votes/blog/${blog.id}`, `/api/votes/comment/${comment.id}`]) {
      expect((await callAs(t, author, 'PUT', url, { value: 1 })).statusCode).toBe(403);
    }
  });

  it('answers 404 for what the voter may not read, an unknown kind or id', async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const hidden = await buildProblem(t.db, owner.user, { visibility: 'private' });
    const post = await buildComment(t.db, owner.user, { problemId: hidden.id });
    const blog = await buildBlog(t.db, owner.user);
    for (const url of [
      `/api/votes/post/${post.id}`,
      `/api/votes/comment/${post.id}`,
      `/api/votes/post/${blog.id}`,
      `/api/votes/blog/${unknownId}`,
      `/api/votes/problem/${hidden.id}`,
      '/api/votes/blog/nope',
    ]) {
      expect((await callAs(t, other, 'PUT', url, { value: 1 })).statusCode, url).toBe(404);
    }
  });

  it.each([
    ['2', { value: 2 }],
    ['a fraction', { value: 0.5 }],
    ['nothing', {}],
    ['text', { value: 'up' }],
  ])('refuses a value of %s with a 400 naming value', async (_case, payload) => {
    const author = await signedInActor(t);
    const voter = await signedInActor(t);
    const blog = await buildBlog(t.db, author.user);
    const response = await callAs(t, voter, 'PUT', `/api/votes/blog/${blog.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['value']);
  });
});
