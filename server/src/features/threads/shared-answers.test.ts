import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { heardEvent } from '../../test/events.ts';
import { buildProblem } from '../../test/factories.ts';
import { buildBlog, buildComment, moderatorActor } from '../../test/thread-factories.ts';

const t = useTestApp();

interface Seen {
  cache: unknown;
  etag: unknown;
  items: { _id: string; content: string; score: number; myVote: number; removed: unknown }[];
}

/**
 * Blogs' and discussions' answers are stored as sent and shared by every viewer who sees the same
 * (no votes of theirs and no removed item of theirs on the page): these tests check that what a
 * viewer sees of their own never reaches another through a shared answer.
 */
async function read(actor: Actor, url: string, field: 'comments' | 'posts'): Promise<Seen> {
  const response = await callAs(t, actor, 'GET', url);
  expect(response.statusCode).toBe(200);
  return {
    cache: response.headers['x-cache'],
    etag: response.headers.etag,
    items: response.json()[field],
  };
}

describe('shared answers of threads', () => {
  it('sends viewers without votes one stored answer, and each voter their own votes', async () => {
    const [author, first, second, voter] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const blog = await buildBlog(t.db, author.user);
    const comment = await buildComment(t.db, author.user, { blogId: blog.id });
    const url = `/api/blogs/${blog.id}/comments`;
    const seenFirst = await read(first, url, 'comments');
    const seenSecond = await read(second, url, 'comments');
    expect(seenSecond.cache).toBe('hit');
    expect(seenSecond.etag).toBe(seenFirst.etag);

    const heard = heardEvent(t, 'vote.cast');
    const vote = await callAs(t, voter, 'PUT', `/api/votes/comment/${comment.id}`, { value: 1 });
    expect(vote.statusCode).toBe(200);
    await heard;
    expect((await read(voter, url, 'comments')).items[0]).toMatchObject({ score: 1, myVote: 1 });
    // The voter's load was fresh for everyone: the others see the score, not the vote.
    expect((await read(first, url, 'comments')).items[0]).toMatchObject({ score: 1, myVote: 0 });
    expect((await read(second, url, 'comments')).items[0]).toMatchObject({ score: 1, myVote: 0 });
    expect((await read(voter, url, 'comments')).items[0]).toMatchObject({ score: 1, myVote: 1 });
  });

  it('shows a removal reason to the author and moderators only, on a shared discussion', async () => {
    const [owner, author, reader] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const moderator = await moderatorActor(t);
    const problem = await buildProblem(t.db, owner.user);
    const post = await buildComment(t.db, author.user, { problemId: problem.id });
    const url = `/api/problem/${problem.id}/discussion`;
    expect((await read(reader, url, 'posts')).items[0]).toMatchObject({ removed: null });

    const removal = await callAs(t, moderator, 'POST', `/api/moderation/post/${post.id}/remove`, {
      reason: 'Spoils the answer',
    });
    expect(removal.statusCode).toBe(200);
    const forReader = { content: '', removed: { reason: null } };
    const forAuthor = { content: 'Nice trick', removed: { reason: 'Spoils the answer' } };
    expect((await read(reader, url, 'posts')).items[0]).toMatchObject(forReader);
    expect((await read(author, url, 'posts')).items[0]).toMatchObject(forAuthor);
    expect((await read(moderator, url, 'posts')).items[0]).toMatchObject(forAuthor);
    expect((await read(owner, url, 'posts')).items[0]).toMatchObject(forReader);
    expect((await read(reader, url, 'posts')).items[0]).toMatchObject(forReader);
  });

  it('keeps the owner’s view of a private problem’s discussion theirs, and others out', async () => {
    const [owner, other] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, owner.user, { visibility: 'private' });
    await buildComment(t.db, owner.user, { problemId: problem.id }, { content: 'Secret idea' });
    const url = `/api/problem/${problem.id}/discussion`;
    expect((await read(owner, url, 'posts')).items[0]).toMatchObject({ content: 'Secret idea' });
    expect((await callAs(t, other, 'GET', url)).statusCode).toBe(404);
    expect((await read(owner, url, 'posts')).cache).toBeUndefined();
  });
});
