import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildProblem, buildSolution, buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { callAs, signedInActor } from '../../test/actors.ts';

const testApp = useTestApp();

describe('GET /api/top-users', () => {
  it('ranks users by solutions, ties to the earliest account, at most ten, none without solutions', async () => {
    const { db } = testApp;
    const viewer = await signedInActor(testApp);
    const problem = await buildProblem(db, viewer.user);
    const solvers: Awaited<ReturnType<typeof buildUser>>[] = [];
    for (let index = 0; index < 12; index += 1) {
      const solver = await buildUser(db);
      await db
        .update(users)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1 + index)) })
        .where(eq(users.id, solver.id));
      solvers.push(solver);
    }
    // Solver 11 has 3 solutions, solver 5 has 2, all others 1 — so ties among ten users.
    for (const [index, solver] of solvers.entries()) {
      const count = index === 11 ? 3 : index === 5 ? 2 : 1;
      for (let solution = 0; solution < count; solution += 1) {
        await buildSolution(db, problem, solver);
      }
    }
    await buildSolution(db, problem, null);

    const response = await callAs(testApp, viewer, 'GET', '/api/top-users');
    expect(response.statusCode).toBe(200);
    const ranking: { _id: string; solutionsCount: number }[] = response.json();
    expect(ranking).toHaveLength(10);
    const expectedOrder = [11, 5, 0, 1, 2, 3, 4, 6, 7, 8].map((index) => solvers[index]?.id);
    expect(ranking.map((user) => user._id)).toEqual(expectedOrder);
    // Nobody chose "Show my email": no row carries one.
    expect(ranking[0]).toEqual({
      _id: solvers[11]?.id,
      username: solvers[11]?.username,
      solutionsCount: 3,
    });
    expect(response.body).not.toContain('@');
    expect(ranking.map((user) => user._id)).not.toContain(viewer.user.id);
  });

  it('shows an email to others only when its owner shows it, and always to its owner', async () => {
    const { db } = testApp;
    const shy = await signedInActor(testApp);
    const open = await signedInActor(testApp);
    const viewer = await signedInActor(testApp);
    const problem = await buildProblem(db, viewer.user);
    // Enough solutions to be on the board whatever other tests of this file put there.
    for (const solver of [shy, open]) {
      for (let solution = 0; solution < 5; solution += 1) {
        await buildSolution(db, problem, solver.user);
      }
    }
    const shown = await callAs(
      testApp,
      open,
      'PUT',
      `/api/myprofile/${open.user.id}/updateprofile`,
      {
        showEmail: true,
      },
    );
    expect(shown.statusCode).toBe(200);

    const emailsSeenBy = async (actor: typeof viewer) => {
      const response = await callAs(testApp, actor, 'GET', '/api/top-users');
      expect(response.statusCode).toBe(200);
      const board: { _id: string; email?: string }[] = response.json();
      return Object.fromEntries(board.map((row) => [row._id, row.email]));
    };
    const seenByViewer = await emailsSeenBy(viewer);
    expect(seenByViewer[open.user.id]).toBe(open.user.email);
    expect(seenByViewer[shy.user.id]).toBeUndefined();
    // The shared board, read again by its shy member, shows them their own.
    const seenByShy = await emailsSeenBy(shy);
    expect(seenByShy[shy.user.id]).toBe(shy.user.email);
    expect((await emailsSeenBy(viewer))[shy.user.id]).toBeUndefined();
  });

  it('answers 401 to a signed-out visitor', async () => {
    expect((await callAs(testApp, null, 'GET', '/api/top-users')).statusCode).toBe(401);
  });
});
