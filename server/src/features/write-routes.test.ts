import { afterAll, describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { validProblemBody, validReview, validSolution } from '../test/fixtures.ts';
import { useTestApp } from '../test/harness.ts';
import { signInAs } from '../test/factories.ts';
import { createResetLink } from './account/recovery.ts';
import { buildEndedRound } from '../test/contest-factories.ts';
import { moderatorActor } from '../test/thread-factories.ts';
import type { TestApp } from '../test/harness.ts';
import { codeforcesOAuthEnv } from '../test/outside-sites/codeforces-oauth.ts';
import { startFakeSites } from '../test/outside-sites/fake-sites.ts';
import {
  freshHandle,
  putInAffiliation,
  recordedSubmissions,
  serveHandleSites,
} from '../test/outside-sites/handles.ts';

/**
 * Every write route says what happened as an event, or declares why it has none
 * (`config.writesNoEvent`): a change nobody hears of leaves caches and other screens stale. This
 * drives each write route of the API once, successfully, and asks the audit
 * (lib/events/write-audit.ts) which answered silently.
 */
// Linking a handle asks the site: the handles' fake sites answer.
const fake = await startFakeSites();
const handleSites = await recordedSubmissions();
await serveHandleSites(fake, handleSites);
afterAll(() => fake.close());
const t = useTestApp({
  env: {
    CODEFORCES_API: `${fake.origin}/cf`,
    ATCODER_API: `${fake.origin}/ac`,
    ATCODER_PROBLEMS_API: `${fake.origin}/ap`,
    // "Link with Codeforces" set up, so its start answers (it asks no site).
    ...codeforcesOAuthEnv,
  },
});

async function ok(
  t: TestApp,
  actor: Actor | null,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: object,
) {
  const response = await callAs(t, actor, method, url, body);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json() as Record<string, unknown>;
}

const idOf = (answer: Record<string, unknown>, field: string) =>
  String((answer[field] as { _id: string })._id);

/** The write routes the API documents, as `METHOD /path` with Fastify's `:param` syntax. */
function documentedWriteRoutes(t: TestApp): string[] {
  const { paths } = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
      .map((method) => `${method} ${path.replaceAll(/\{(\w+)\}/g, ':$1')}`),
  );
}

/** Blogs, their comments, votes: each write once. */
async function driveThreads(author: Actor, reader: Actor) {
  const blogBody = { title: 'Greedy', about: 'Exchange arguments', content: 'Swap two.' };
  const blogId = idOf(await ok(t, author, 'POST', '/api/blogs/addblog', blogBody), 'blog');
  await ok(t, author, 'PUT', `/api/blogs/${blogId}`, { title: 'Greedy, proved' });
  const comments = `/api/blogs/${blogId}/comments`;
  const commentId = idOf(await ok(t, reader, 'POST', comments, { content: 'Nice' }), 'comment');
  await ok(t, reader, 'PUT', `${comments}/${commentId}`, { content: 'Nicer' });
  await ok(t, author, 'PUT', `/api/votes/comment/${commentId}`, { value: 1 });
  await ok(t, author, 'POST', '/api/reports', { kind: 'comment', id: commentId, reason: 'Rude' });
  const moderator = await moderatorActor(t);
  const [report] = (await callAs(t, moderator, 'GET', '/api/moderation/reports')).json();
  await ok(t, moderator, 'POST', `/api/moderation/reports/${String(report._id)}/dismiss`);
  await ok(t, moderator, 'POST', `/api/moderation/comment/${commentId}/remove`, { reason: 'x' });
  await ok(t, moderator, 'POST', `/api/moderation/comment/${commentId}/restore`);
  await ok(t, reader, 'DELETE', `${comments}/${commentId}`);
  await ok(t, author, 'POST', '/api/notifications/read', {});
  await ok(t, author, 'DELETE', `/api/blogs/${blogId}`);
}

describe('every write route', () => {
  it('records an event or says why it records none', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { username: 'writer_one', email: 'writer.one@example.com', password: 'long enough' },
    });
    expect(signup.statusCode).toBe(201);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: 'writer.one@example.com', password: 'long enough' },
    });
    expect(signin.statusCode).toBe(200);

    const [owner, other, stranger] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const problem = idOf(
      await ok(t, owner, 'POST', '/api/addproblem', validProblemBody()),
      'problem',
    );
    const base = `/api/problem/${problem}`;
    await ok(t, owner, 'PUT', `${base}/updateproblem`, validProblemBody({ title: 'Edited' }));
    await ok(t, other, 'POST', `/api/bookmark/${problem}`);
    await ok(t, other, 'POST', `/api/unbookmark/${problem}`);
    await ok(t, other, 'PUT', `${base}/mark`, { status: 'solved' });
    await ok(t, other, 'DELETE', `${base}/mark`);

    const solution = idOf(
      await ok(t, owner, 'POST', `${base}/addsolution`, validSolution),
      'solution',
    );
    const solutionBase = `${base}/solutions/${solution}`;
    await ok(t, owner, 'PUT', `${solutionBase}/updatesolution`, validSolution);
    const review = idOf(await ok(t, other, 'POST', `${base}/addreview`, validReview), 'review');
    await ok(t, other, 'PUT', `${base}/reviews/${review}`, validReview);
    await ok(t, other, 'DELETE', `${base}/reviews/${review}`);
    const solutionReview = idOf(
      await ok(t, other, 'POST', `${solutionBase}/addreview`, validReview),
      'review',
    );
    await ok(t, other, 'PUT', `${solutionBase}/reviews/${solutionReview}`, validReview);
    await ok(t, other, 'DELETE', `${solutionBase}/reviews/${solutionReview}`);
    await ok(t, owner, 'DELETE', `${solutionBase}/deletesolution`);
    const post = idOf(await ok(t, other, 'POST', `${base}/discussion`, { content: 'Hi' }), 'post');
    await ok(t, other, 'PUT', `${base}/discussion/${post}`, { content: 'Hello' });
    await ok(t, other, 'DELETE', `${base}/discussion/${post}`);
    await ok(t, owner, 'DELETE', `${base}/deleteproblem`);

    await ok(t, owner, 'PUT', `/api/myprofile/${owner.user.id}/updateprofile`, { bio: 'Hi' });

    const invite = (to: Actor) =>
      ok(t, owner, 'POST', '/api/collaborations', {
        recipientId: to.user.id,
        projectDetails: 'Practice',
      });
    const accepted = idOf(await invite(other), 'invitation');
    await ok(t, other, 'POST', `/api/collaborations/${accepted}/accept`);
    const declined = idOf(await invite(stranger), 'invitation');
    await ok(t, stranger, 'POST', `/api/collaborations/${declined}/decline`);

    await ok(t, owner, 'POST', `/api/messages/send/${other.user.id}`, { content: 'Hello' });
    await ok(t, other, 'POST', `/api/messages/${owner.user.id}/read`);
    const newcomer = await signedInActor(t);
    await ok(t, newcomer, 'POST', `/api/messages/send/${other.user.id}`, { content: 'Hi there' });
    await ok(t, other, 'POST', `/api/messages/${newcomer.user.id}/accept`);
    const another = await signedInActor(t);
    await ok(t, another, 'POST', `/api/messages/send/${other.user.id}`, { content: 'Hey' });
    await ok(t, other, 'POST', `/api/messages/${another.user.id}/decline`);

    await ok(t, owner, 'POST', `/api/blocks/${stranger.user.id}`);
    await ok(t, owner, 'DELETE', `/api/blocks/${stranger.user.id}`);

    const link = idOf(
      await ok(t, owner, 'POST', '/api/implinks', { name: 'Docs', link: 'https://a.com/docs' }),
      'link',
    );
    await ok(t, owner, 'PATCH', `/api/implinks/${link}`, { name: 'The docs' });
    await ok(t, owner, 'PUT', '/api/implinks/order', { ids: [link] });
    await ok(t, owner, 'DELETE', `/api/implinks/${link}`);

    const list = idOf(await ok(t, owner, 'POST', '/api/lists', { name: 'To do' }), 'list');
    await ok(t, owner, 'PUT', `/api/lists/${list}`, { visibility: 'public' });
    await ok(t, owner, 'PUT', `/api/lists/${list}/problems`, { problemIds: [] });
    await ok(t, owner, 'DELETE', `/api/lists/${list}`);

    // The harness's AI provider answers nobody: the reply is stored as failed, the call succeeds.
    const asked = await ok(t, owner, 'POST', '/api/askai', { content: 'What is a heap?' });
    const conversation = `/api/ai/conversations/${String(asked.conversationId)}`;
    await ok(t, owner, 'PATCH', conversation, { title: 'Heaps' });
    await ok(t, owner, 'DELETE', conversation);

    const handle = freshHandle(fake);
    const linked = await ok(t, owner, 'POST', '/api/handles', { site: 'atcoder', handle });
    const challenge = linked.challenge as { token: string };
    putInAffiliation(handleSites, handle, challenge.token);
    await ok(t, owner, 'POST', '/api/handles/atcoder/verify');
    await ok(t, owner, 'POST', '/api/handles/atcoder/sync');
    await ok(t, owner, 'DELETE', '/api/handles/atcoder');
    await ok(t, owner, 'POST', '/api/handles/codeforces/sign-in');

    await driveThreads(owner, other);
    await ok(t, owner, 'POST', '/api/contests/feed-token');
    await ok(t, owner, 'POST', `/api/contests/codeforces/${await buildEndedRound(t.db)}/upsolve`);

    await signInAs(t.app, owner.user);
    const [, secondSession] = (await callAs(t, owner, 'GET', '/api/account/sessions')).json()
      .sessions as { id: string }[];
    await ok(t, owner, 'DELETE', `/api/account/sessions/${String(secondSession?.id)}`);
    await ok(t, owner, 'DELETE', '/api/account/sessions');
    const password = owner.user.password;
    await ok(t, owner, 'PUT', '/api/account/email', { password, email: `x${owner.user.email}` });
    await ok(t, owner, 'PUT', '/api/account/password', { current: password, next: `${password}!` });

    // A forgotten password and leaving (features/account).
    await ok(t, null, 'POST', '/api/account/forgot', { email: newcomer.user.email });
    const made = await createResetLink(t.db, newcomer.user.username, t.config.publicUrl);
    const token = new URL(made?.link ?? 'http://localhost/').searchParams.get('token') ?? '';
    await ok(t, null, 'POST', '/api/account/reset', { token, password: 'long enough again' });
    await ok(t, another, 'DELETE', '/api/account', { password: another.user.password });

    await ok(t, owner, 'POST', '/api/logout');

    expect([...t.app.writeAudit.silent]).toEqual([]);
    const driven = [...t.app.writeAudit.seen].flatMap((route) => {
      const [methods = '', path = ''] = route.split(' ');
      return methods.split(',').map((method) => `${method} ${path}`);
    });
    expect(documentedWriteRoutes(t).filter((route) => !driven.includes(route))).toEqual([]);
  });
});
