import { eq } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateIn } from '@upsolve/contract';
import type { ActivityResponse } from '@upsolve/contract';
import { marks, users } from '../../db/schema/index.ts';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { heardEvent } from '../../test/events.ts';
import { buildKeyMark, buildProblem, buildSolution, unknownId } from '../../test/factories.ts';
import { validSolution } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/harness.ts';
import { activeDays } from './service.ts';

/**
 * GET /api/users/{id}/activity?year= (docs/product.md, "Upsolve tracking"): a year of days with
 * problems newly solved and solutions posted, in the owner's time zone, and the streaks.
 */
const t = useTestApp();

const activityUrl = (userId: string, year?: number) =>
  `/api/users/${userId}/activity${year === undefined ? '' : `?year=${String(year)}`}`;

async function activity(viewer: Actor, userId: string, year?: number): Promise<ActivityResponse> {
  const response = await callAs(t, viewer, 'GET', activityUrl(userId, year));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityResponse>();
}

async function setTimeZone(actor: Actor, timeZone: string | null): Promise<void> {
  await t.db.update(users).set({ timeZone }).where(eq(users.id, actor.user.id));
}

const at = (iso: string) => new Date(iso);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('who may read a year of activity', () => {
  it('is any signed-in user; signed out is 401', async () => {
    const ada = await signedInActor(t);
    const response = await callAs(t, null, 'GET', activityUrl(ada.user.id));
    expect(response.statusCode).toBe(401);
    const own = await activity(ada, ada.user.id);
    expect(own.days).toEqual([]);
    const thisYear = new Date().getUTCFullYear();
    expect(own).toMatchObject({ year: thisYear, firstYear: thisYear, timeZone: 'UTC' });
  });

  it('answers 404 for an unknown, malformed or deleted user', async () => {
    const [ada, gone] = [await signedInActor(t), await signedInActor(t)];
    await buildKeyMark(t.db, gone.user);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    for (const userId of [unknownId, 'not-an-id', gone.user.id]) {
      const response = await callAs(t, ada, 'GET', activityUrl(userId));
      expect(response.statusCode, userId).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('refuses a year that is not a whole number from 2000, naming `year`', async () => {
    const ada = await signedInActor(t);
    for (const year of ['abc', '1999', '2025.5', '', '1e3']) {
      const url = `/api/users/${ada.user.id}/activity?year=${year}`;
      const response = await callAs(t, ada, 'GET', url);
      expect(response.statusCode, year).toBe(400);
      expect(response.json<{ fields?: object }>().fields, year).toHaveProperty('year');
    }
  });
});

describe('days in the owner’s time zone', () => {
  // 22:30 and 23:15 UTC on March 9: 23:30 on the 9th and 00:15 on the 10th in Berlin (UTC+1).
  const lateSolves = ['2025-03-09T22:30:00Z', '2025-03-09T23:15:00Z'];

  it('counts 23:30 and 00:15 local time east of UTC as two days in a row', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    await setTimeZone(ada, 'Europe/Berlin');
    for (const solvedAt of lateSolves)
      await buildKeyMark(t.db, ada.user, { solvedAt: at(solvedAt) });
    const answer = await activity(bob, ada.user.id, 2025);
    expect(answer).toMatchObject({ timeZone: 'Europe/Berlin', year: 2025 });
    expect(answer.days).toEqual([
      { date: '2025-03-09', solved: 1, posted: 0 },
      { date: '2025-03-10', solved: 1, posted: 0 },
    ]);
    expect(answer.streak.longest).toBe(2);
  });

  it('counts the same two solves as one day for an owner without a zone (UTC)', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    for (const solvedAt of lateSolves)
      await buildKeyMark(t.db, ada.user, { solvedAt: at(solvedAt) });
    const answer = await activity(bob, ada.user.id, 2025);
    expect(answer.timeZone).toBe('UTC');
    expect(answer.days).toEqual([{ date: '2025-03-09', solved: 2, posted: 0 }]);
    expect(answer.streak.longest).toBe(1);
  });

  it('counts 23:30 and 00:15 local time west of UTC as two days in a row', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    await setTimeZone(ada, 'America/New_York');
    // 04:30 and 05:15 UTC on January 15: 23:30 on the 14th and 00:15 on the 15th in New York.
    await buildKeyMark(t.db, ada.user, { solvedAt: at('2025-01-15T04:30:00Z') });
    const problem = await buildProblem(t.db, bob.user);
    await buildSolution(t.db, problem, ada.user, { createdAt: at('2025-01-15T05:15:00Z') });
    const answer = await activity(bob, ada.user.id, 2025);
    expect(answer.days).toEqual([
      { date: '2025-01-14', solved: 1, posted: 0 },
      { date: '2025-01-15', solved: 0, posted: 1 },
    ]);
    expect(answer.streak.longest).toBe(2);
  });

  it('puts each day in the year it falls in locally, and a streak runs across New Year', async () => {
    const ada = await signedInActor(t);
    await setTimeZone(ada, 'Asia/Tokyo');
    // 14:00 UTC on December 31 is 23:00 there; 16:00 UTC is already 01:00 on January 1.
    await buildKeyMark(t.db, ada.user, { solvedAt: at('2025-12-31T14:00:00Z') });
    await buildKeyMark(t.db, ada.user, { solvedAt: at('2025-12-31T16:00:00Z') });
    const last = await activity(ada, ada.user.id, 2025);
    expect(last.days).toEqual([{ date: '2025-12-31', solved: 1, posted: 0 }]);
    const first = await activity(ada, ada.user.id, 2026);
    expect(first.days).toEqual([{ date: '2026-01-01', solved: 1, posted: 0 }]);
    expect(first.streak.longest).toBe(2);
    // Solves older than the account (imported from a site) open the year picker earlier.
    expect(first.firstYear).toBe(2025);
    expect((await activity(ada, ada.user.id, 2024)).days).toEqual([]);
  });

  it('answers the days anew in the zone the owner saves', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    for (const solvedAt of lateSolves)
      await buildKeyMark(t.db, ada.user, { solvedAt: at(solvedAt) });
    expect((await activity(bob, ada.user.id, 2025)).days).toHaveLength(1);
    const heard = heardEvent(t, 'profile.updated');
    const url = `/api/myprofile/${ada.user.id}/updateprofile`;
    const saved = await callAs(t, ada, 'PUT', url, { timeZone: 'Europe/Berlin' });
    expect(saved.statusCode, saved.body).toBe(200);
    await heard;
    const answer = await activity(bob, ada.user.id, 2025);
    expect(answer.timeZone).toBe('Europe/Berlin');
    expect(answer.days).toHaveLength(2);
  });
});

describe('what counts', () => {
  it('counts solved marks by when they became solved, not attempted or to-do marks', async () => {
    const ada = await signedInActor(t);
    await buildKeyMark(t.db, ada.user, { solvedAt: at('2025-05-01T10:00:00Z') });
    await buildKeyMark(t.db, ada.user, {
      status: 'solved_with_help',
      solvedAt: at('2025-05-01T11:00:00Z'),
    });
    await buildKeyMark(t.db, ada.user, { status: 'attempted' });
    await buildKeyMark(t.db, ada.user, { status: 'todo' });
    const answer = await activity(ada, ada.user.id, 2025);
    expect(answer.days).toEqual([{ date: '2025-05-01', solved: 2, posted: 0 }]);
  });

  it('shows others solutions on public problems only; the owner sees their private work too', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const open = await buildProblem(t.db, ada.user);
    const hidden = await buildProblem(t.db, ada.user, { visibility: 'private' });
    await buildSolution(t.db, open, ada.user, { createdAt: at('2025-06-01T12:00:00Z') });
    await buildSolution(t.db, hidden, ada.user, { createdAt: at('2025-06-01T13:00:00Z') });
    await buildSolution(t.db, hidden, ada.user, { createdAt: at('2025-06-02T12:00:00Z') });
    const own = await activity(ada, ada.user.id, 2025);
    expect(own.days).toEqual([
      { date: '2025-06-01', solved: 0, posted: 2 },
      { date: '2025-06-02', solved: 0, posted: 1 },
    ]);
    expect(own.streak.longest).toBe(2);
    const seen = await activity(bob, ada.user.id, 2025);
    expect(seen.days).toEqual([{ date: '2025-06-01', solved: 0, posted: 1 }]);
    expect(seen.streak.longest).toBe(1);
  });

  it('counts a solution posted through the API at once, even after a cached read', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    const problem = await buildProblem(t.db, bob.user);
    const before = await activity(bob, ada.user.id);
    expect(before.days).toEqual([]);
    const again = await callAs(t, bob, 'GET', activityUrl(ada.user.id));
    expect(again.headers['x-cache']).toBe('hit');
    const heard = heardEvent(t, 'solution.added');
    const url = `/api/problem/${problem.id}/addsolution`;
    expect((await callAs(t, ada, 'POST', url, validSolution)).statusCode).toBe(201);
    await heard;
    const after = await activity(bob, ada.user.id);
    expect(after.days).toEqual([{ date: dateIn('UTC'), solved: 0, posted: 1 }]);
    expect(after.streak).toEqual({ current: 1, longest: 1 });
  });
});

describe('streaks', () => {
  const dayMs = 24 * 60 * 60 * 1000;
  // Noon UTC of a day `daysAgo` before today (UTC): each on its own UTC date.
  const noonDaysAgo = (daysAgo: number) => {
    const today = dateIn('UTC');
    return new Date(Date.parse(`${today}T12:00:00Z`) - daysAgo * dayMs);
  };

  it('counts the current streak ending today or yesterday, and the longest of all time', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    // Yesterday and the two days before: current 3 (today may still come).
    for (const daysAgo of [1, 2, 3]) {
      await buildKeyMark(t.db, ada.user, { solvedAt: noonDaysAgo(daysAgo) });
    }
    // Four days in a row, long ago.
    for (const daysAgo of [400, 401, 402, 403]) {
      await buildKeyMark(t.db, ada.user, { solvedAt: noonDaysAgo(daysAgo) });
    }
    const answer = await activity(bob, ada.user.id);
    expect(answer.streak).toEqual({ current: 3, longest: 4 });
    expect(answer.year).toBe(new Date().getUTCFullYear());
  });

  it('has no current streak after a day without activity', async () => {
    const [ada, bob] = [await signedInActor(t), await signedInActor(t)];
    for (const daysAgo of [2, 3])
      await buildKeyMark(t.db, ada.user, { solvedAt: noonDaysAgo(daysAgo) });
    expect((await activity(bob, ada.user.id)).streak).toEqual({ current: 0, longest: 2 });
  });
});

describe('one query per profile', () => {
  /** The SQL a prepared statement runs, whichever driver prepared it. */
  const sqlOf = (prepared: unknown): string => {
    if (typeof prepared !== 'object' || prepared === null) return '';
    const raw: unknown = Reflect.get(prepared, 'rawQueryConfig');
    const text: unknown =
      Reflect.get(prepared, 'queryString') ??
      (typeof raw === 'object' && raw !== null ? Reflect.get(raw, 'text') : undefined);
    return typeof text === 'string' ? text : '';
  };

  /**
   * How many statements read marks while `run` does (other statements, e.g. a session's upkeep,
   * come and go with the clock).
   */
  async function markReadsDuring(run: () => Promise<unknown>): Promise<number> {
    const pglite = vi.spyOn(PglitePreparedQuery.prototype, 'execute');
    const postgres = vi.spyOn(NodePgPreparedQuery.prototype, 'execute');
    await run();
    const contexts: unknown[] = [...pglite.mock.contexts, ...postgres.mock.contexts];
    pglite.mockRestore();
    postgres.mockRestore();
    return contexts.filter((context) => sqlOf(context).includes('"marks"')).length;
  }

  it('reads 5,000 marked days with one query, as one day', async () => {
    const [busy, quiet, bob] = [
      await signedInActor(t),
      await signedInActor(t),
      await signedInActor(t),
    ];
    const start = Date.parse('2012-01-01T12:00:00Z');
    const dayMs = 24 * 60 * 60 * 1000;
    await t.db.insert(marks).values(
      Array.from({ length: 5000 }, (_, index) => ({
        userId: busy.user.id,
        problemKey: `test:busy-${String(index)}`,
        status: 'solved' as const,
        solvedAt: new Date(start + index * dayMs),
      })),
    );
    await buildKeyMark(t.db, quiet.user, { solvedAt: new Date(start) });

    expect(await markReadsDuring(() => activeDays(t.db, busy.user.id, 'UTC', false))).toBe(1);
    expect(await markReadsDuring(() => activity(bob, busy.user.id, 2020))).toBe(1);
    expect(await markReadsDuring(() => activity(bob, quiet.user.id, 2020))).toBe(1);

    const answer = await activity(bob, busy.user.id, 2020);
    expect(answer.days).toHaveLength(366);
    expect(answer.streak.longest).toBe(5000);
  });
});
