import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages, deletedUserName, deletedUsernameHoldDays } from '@upsolve/contract';
import { marks, sessions, users } from '../../db/schema/index.ts';
import { problemKeyOf } from '../../lib/problem-keys.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import {
  buildBookmark,
  buildProblem,
  buildReview,
  buildSolution,
  signInAs,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { makeList, setListProblems } from '../../test/list-factories.ts';
import { buildBlog, buildComment } from '../../test/thread-factories.ts';
import { freeHeldUsernames } from './leaving.ts';
import { createResetLink } from './recovery.ts';
import { exportKeys, userDataCoverage } from './user-data.ts';

/**
 * Leaving (docs/product.md, "Leaving"): GET /api/account/export ("Download my data") and
 * DELETE /api/account ("Delete my account").
 */
const t = useTestApp();
const dayMs = 24 * 60 * 60 * 1000;

const exportOf = (actor: Actor | null) => callAs(t, actor, 'GET', '/api/account/export');
const deleteAs = (actor: Actor | null, body?: object) =>
  callAs(t, actor, 'DELETE', '/api/account', body);
const signIn = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/signin', payload: { email: login, password } });
const signUp = (username: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { username, email, password: 'long enough password' },
  });

/** A member who wrote a bit of everything, and a partner they talked to. */
async function busyMember() {
  const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
  const open = await buildProblem(t.db, ada.user, { title: 'Ada public problem' });
  const hidden = await buildProblem(t.db, ada.user, {
    title: 'Ada private problem',
    visibility: 'private',
  });
  const bobs = await buildProblem(t.db, bob.user, { title: 'Bob problem' });
  const solution = await buildSolution(t.db, bobs, ada.user);
  await buildReview(t.db, { problemId: bobs.id }, ada.user);
  await buildBookmark(t.db, ada.user, bobs);
  const marked = await callAs(t, ada, 'PUT', `/api/problem/${bobs.id}/mark`, { status: 'solved' });
  expect(marked.statusCode, marked.body).toBe(200);
  const blog = await buildBlog(t.db, ada.user);
  await buildComment(t.db, bob.user, { blogId: blog.id });
  await buildComment(t.db, ada.user, { problemId: bobs.id });
  const sent = await callAs(t, ada, 'POST', `/api/messages/send/${bob.user.id}`, {
    content: 'Hello Bob, secret plans',
  });
  expect(sent.statusCode, sent.body).toBeLessThan(300);
  const link = await callAs(t, ada, 'POST', '/api/implinks', {
    name: 'Guide',
    link: 'https://usaco.guide/',
  });
  expect(link.statusCode).toBe(201);
  const list = await makeList(t, ada, { name: 'Ada public list', visibility: 'public' });
  await setListProblems(t, ada, list._id, [bobs.id, open.id]);
  await createResetLink(t.db, ada.user.username, t.config.publicUrl);
  return { ada, bob, open, hidden, bobs, solution, blog, list };
}

describe('GET /api/account/export', () => {
  it('answers 401 signed out', async () => {
    expect((await exportOf(null)).statusCode).toBe(401);
  });

  it('downloads everything the user wrote and set, and no secret', async () => {
    const { ada, open, hidden, bobs, solution, blog, list } = await busyMember();
    const response = await exportOf(ada);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="upsolve-${ada.user.username}.json"`,
    );
    const data = response.json();
    for (const key of ['exportedAt', 'profile', ...exportKeys]) expect(data).toHaveProperty(key);
    expect(data.profile).toMatchObject({ username: ada.user.username, email: ada.user.email });
    expect(data.problems.map((problem: { id: string }) => problem.id)).toContain(hidden.id);
    expect(data.solutions.map((row: { id: string }) => row.id)).toEqual([solution.id]);
    expect(data.reviews).toHaveLength(1);
    expect(data.bookmarks.map((row: { problemId: string }) => row.problemId)).toEqual([bobs.id]);
    // Marks are kept per canonical key (the problem's, from its link until the backfill runs).
    expect(data.marks).toEqual([
      {
        key: problemKeyOf(bobs.link)?.key,
        status: 'solved',
        solvedAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(data.blogs.map((row: { id: string }) => row.id)).toEqual([blog.id]);
    expect(data.comments).toHaveLength(1);
    expect(data.messages.map((row: { content: string }) => row.content)).toEqual([
      'Hello Bob, secret plans',
    ]);
    expect(data.links.map((row: { name: string }) => row.name)).toEqual(['Guide']);
    expect(data.lists).toEqual([
      expect.objectContaining({
        id: list._id,
        name: 'Ada public list',
        visibility: 'public',
        problemIds: [bobs.id, open.id],
      }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.resetLinks).toHaveLength(1);

    // No password hash, no session or reset token, nor their hashes.
    const [stored] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`${users.id} = ${ada.user.id}`);
    const secrets = await t.db.execute<{ secret: string }>(sql`
      select token_hash as secret from sessions where user_id = ${ada.user.id}
      union all select token_hash from password_resets where user_id = ${ada.user.id}`);
    const cookieToken = ada.cookie.split('=')[1] ?? '';
    for (const secret of [stored?.hash ?? '', cookieToken, ...secrets.rows.map((r) => r.secret)]) {
      expect(secret).not.toBe('');
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).not.toMatch(/passwordHash|tokenHash|argon2/);
  });
});

describe('DELETE /api/account', () => {
  it('answers 401 signed out, before reading the body', async () => {
    expect((await deleteAs(null, { password: 'x' })).statusCode).toBe(401);
    expect((await deleteAs(null, {})).statusCode).toBe(401);
  });

  it('refuses a missing or wrong password naming it, and changes nothing', async () => {
    const { ada, open } = await busyMember();
    for (const body of [{}, { password: '' }, { password: 'not my password' }]) {
      const response = await deleteAs(ada, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['password']);
    }
    const wrong = await deleteAs(ada, { password: 'not my password' });
    expect(wrong.json().fields).toEqual({ password: accountMessages.wrongPassword });
    expect((await callAs(t, ada, 'GET', '/api/check-auth')).statusCode).toBe(200);
    const page = await callAs(t, ada, 'GET', `/api/problem/${open.id}`);
    expect(page.body).toContain(ada.user.username);
    expect((await exportOf(ada)).json().messages).toHaveLength(1);
  });

  it('deletes the private side, keeps public writing as by [deleted], and frees the email', async () => {
    const { ada, bob, open, hidden, bobs, blog, list } = await busyMember();
    const other = { cookie: await signInAs(t.app, ada.user) };
    const response = await deleteAs(ada, { password: ada.user.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: accountMessages.accountDeleted });

    // Every session ended; no way back in, by email or username.
    expect((await callAs(t, ada, 'GET', '/api/check-auth')).statusCode).toBe(401);
    expect((await callAs(t, other, 'GET', '/api/check-auth')).statusCode).toBe(401);
    expect((await signIn(ada.user.email, ada.user.password)).statusCode).toBe(401);
    expect((await signIn(ada.user.username, ada.user.password)).statusCode).toBe(401);

    // Public writing stays, by [deleted]; the private problem is gone.
    for (const url of [
      `/api/problem/${open.id}`,
      `/api/problem/${bobs.id}/solutions`,
      `/api/blogs/${blog.id}`,
      '/api/dashboard',
    ]) {
      const page = await callAs(t, bob, 'GET', url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain(ada.user.username);
    }
    expect((await callAs(t, bob, 'GET', `/api/problem/${open.id}`)).body).toContain(
      deletedUserName,
    );
    expect((await callAs(t, bob, 'GET', `/api/blogs/${blog.id}`)).body).toContain(deletedUserName);
    const [gone] = await t.db
      .execute(sql`select 1 from problems where id = ${hidden.id}`)
      .then((result) => result.rows);
    expect(gone).toBeUndefined();

    // Her lists are gone, public ones too.
    expect((await callAs(t, bob, 'GET', `/api/lists/${list._id}`)).statusCode).toBe(404);

    // No profile, not findable, not messageable; Bob's chat with Ada is gone.
    expect((await callAs(t, bob, 'GET', `/api/myprofile/${ada.user.id}`)).statusCode).toBe(404);
    const search = await callAs(t, bob, 'GET', `/api/searchuser?query=${ada.user.username}`);
    expect(search.body).not.toContain(ada.user.id);
    const chats = await callAs(t, bob, 'GET', `/api/messages/users?q=${ada.user.username}`);
    expect(chats.body).not.toContain(ada.user.id);
    const message = await callAs(t, bob, 'POST', `/api/messages/send/${ada.user.id}`, {
      content: 'Still there?',
    });
    expect(message.statusCode).toBeGreaterThanOrEqual(400);
    expect(message.statusCode).toBeLessThan(500);

    // Every row the coverage says is deleted is gone.
    for (const [column, coverage] of Object.entries(userDataCoverage)) {
      if (coverage.onDelete !== 'deleted') continue;
      const [table, name] = column.split('.');
      const result = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table ?? '')} where ${sql.identifier(name ?? '')} = ${ada.user.id}`,
      );
      expect(result.rows[0]?.n, column).toBe(0);
    }
    expect(await t.db.$count(sessions, sql`${sessions.userId} = ${ada.user.id}`)).toBe(0);
    // The users row stays as a tombstone, so no cascade removes her marks: the deletion does.
    expect(await t.db.$count(marks, sql`${marks.userId} = ${ada.user.id}`)).toBe(0);

    // The email is free at once; the username only after the hold.
    expect((await signUp('someone_new', ada.user.email)).statusCode).toBe(201);
    expect((await signUp(ada.user.username, 'another@example.com')).statusCode).toBe(409);
    const almost = new Date(Date.now() + (deletedUsernameHoldDays - 1) * dayMs);
    expect(await freeHeldUsernames(t.db, almost)).toBe(0);
    expect((await signUp(ada.user.username, 'another@example.com')).statusCode).toBe(409);
    const after = new Date(Date.now() + (deletedUsernameHoldDays + 1) * dayMs);
    expect(await freeHeldUsernames(t.db, after)).toBe(1);
    expect((await signUp(ada.user.username, 'another@example.com')).statusCode).toBe(201);
    // Her writing still shows as by [deleted], not by the new holder of the name.
    const page = await callAs(t, bob, 'GET', `/api/problem/${open.id}`);
    expect(page.body).toContain(deletedUserName);
  });
});
