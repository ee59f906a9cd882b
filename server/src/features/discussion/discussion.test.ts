import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import { buildProblem, unknownId } from '../../test/factories.ts';
import { buildComment, moderatorActor } from '../../test/thread-factories.ts';

const t = useTestApp();

const urlOf = (problemId: string) => `/api/problem/${problemId}/discussion`;

describe('a problem discussion over HTTP', () => {
  it('answers a signed-out visitor 401 on every call', async () => {
    const owner = await signedInActor(t);
    const problem = await buildProblem(t.db, owner.user);
    const post = await buildComment(t.db, owner.user, { problemId: problem.id });
    for (const [method, url] of [
      ['GET', urlOf(problem.id)],
      ['POST', urlOf(problem.id)],
      ['PUT', `${urlOf(problem.id)}/${post.id}`],
      ['DELETE', `${urlOf(problem.id)}/${post.id}`],
    ] as const) {
      const response = await callAs(t, null, method, url, { content: 'Hi' });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets whoever reads a public problem post and reply; only the author edits', async () => {
    const owner = await signedInActor(t);
    const poster = await signedInActor(t);
    const moderator = await moderatorActor(t);
    const problem = await buildProblem(t.db, owner.user);
    const added = await callAs(t, poster, 'POST', urlOf(problem.id), { content: 'Try DP' });
    expect(added.statusCode).toBe(201);
    const post = added.json().post;
    const reply = await callAs(t, owner, 'POST', urlOf(problem.id), {
      content: 'Greedy works too',
      parentId: post._id,
    });
    expect(reply.statusCode).toBe(201);
    const list = await callAs(t, moderator, 'GET', urlOf(problem.id));
    expect(list.json().posts).toMatchObject([
      { _id: post._id, content: 'Try DP', replies: [{ content: 'Greedy works too' }] },
    ]);
    const detail = await callAs(t, poster, 'GET', `/api/problem/${problem.id}`);
    expect(detail.json().problem.postsCount).toBe(2);

    const item = `${urlOf(problem.id)}/${post._id}`;
    for (const actor of [owner, moderator]) {
      expect((await callAs(t, actor, 'PUT', item, { content: 'x' })).statusCode).toBe(403);
      expect((await callAs(t, actor, 'DELETE', item)).statusCode).toBe(403);
    }
    expect((await callAs(t, poster, 'PUT', item, { content: 'Try DP, O(n)' })).statusCode).toBe(
      200,
    );
    expect((await callAs(t, poster, 'DELETE', item)).statusCode).toBe(200);
    // It had a reply: it stays as "[deleted]".
    const after = (await callAs(t, owner, 'GET', urlOf(problem.id))).json().posts;
    expect(after[0]).toMatchObject({ deleted: true, content: '', author: null });
  });

  it("keeps a private problem's discussion its owner's alone (404 for others)", async () => {
    const owner = await signedInActor(t);
    const other = await signedInActor(t);
    const moderator = await moderatorActor(t);
    const problem = await buildProblem(t.db, owner.user, { visibility: 'private' });
    const post = await buildComment(t.db, owner.user, { problemId: problem.id });
    expect((await callAs(t, owner, 'GET', urlOf(problem.id))).statusCode).toBe(200);
    expect((await callAs(t, owner, 'POST', urlOf(problem.id), { content: 'me' })).statusCode).toBe(
      201,
    );
    for (const actor of [other, moderator]) {
      expect((await callAs(t, actor, 'GET', urlOf(problem.id))).statusCode).toBe(404);
      const posted = await callAs(t, actor, 'POST', urlOf(problem.id), { content: 'x' });
      expect(posted.statusCode).toBe(404);
      const edit = await callAs(t, actor, 'PUT', `${urlOf(problem.id)}/${post.id}`, {
        content: 'x',
      });
      expect(edit.statusCode).toBe(404);
    }
    expect((await callAs(t, owner, 'GET', urlOf(unknownId))).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const owner = await signedInActor(t);
    const problem = await buildProblem(t.db, owner.user);
    const top = await buildComment(t.db, owner.user, { problemId: problem.id });
    const reply = await buildComment(
      t.db,
      owner.user,
      { problemId: problem.id },
      { parentId: top.id },
    );
    for (const [payload, field] of [
      [{}, 'content'],
      [{ content: 'x'.repeat(5_001) }, 'content'],
      [{ content: 'x', parentId: reply.id }, 'parentId'],
    ] as const) {
      const response = await callAs(t, owner, 'POST', urlOf(problem.id), payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });

  it('limits posts a minute per user (RATE_LIMIT_POSTS_PER_MIN)', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_POSTS_PER_MIN: '2' } });
    try {
      const owner = await signedInActor(app);
      const problem = await buildProblem(app.db, owner.user);
      const statuses = [];
      for (let index = 0; index < 3; index += 1) {
        statuses.push(
          (await callAs(app, owner, 'POST', urlOf(problem.id), { content: `#${index}` }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await app.close();
    }
  });
});
