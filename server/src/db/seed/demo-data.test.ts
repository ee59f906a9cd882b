import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { signInAs } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import type { Database } from '../client.ts';
import { bookmarks, problems, reviews, solutions, users } from '../schema/index.ts';
import { seedDemoData } from './demo-data.ts';
import type { SeedResult } from './demo-data.ts';
import { demoProblems } from './problems.ts';
import { demoPassword } from './users.ts';

const testApp = useTestApp();
let firstRun: SeedResult;
let secondRun: SeedResult;
let rowsAfterFirstRun: Record<string, number>;
let rowsAfterSecondRun: Record<string, number>;
/** Someone who just signed up: what they see is what the demo is for. */
let newcomer: Actor;

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = { users, problems, solutions, reviews, bookmarks };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const publicTitles = demoProblems
  .filter((problem) => (problem.visibility ?? 'public') === 'public')
  .map((problem) => problem.title);
const privateTitles = demoProblems
  .filter((problem) => problem.visibility === 'private')
  .map((problem) => problem.title);

beforeAll(async () => {
  const { db } = testApp;
  firstRun = await seedDemoData(db);
  rowsAfterFirstRun = await rowCounts(db);
  secondRun = await seedDemoData(db);
  rowsAfterSecondRun = await rowCounts(db);
  newcomer = await signedInActor(testApp);
});

describe('npm run seed (seedDemoData)', () => {
  it('creates every demo user the catalogue names, each able to sign in', async () => {
    expect(firstRun.users.map((user) => user.username).sort()).toEqual([
      'alice',
      'bob',
      'carol',
      'dave',
    ]);
    for (const username of ['alice', 'bob', 'carol', 'dave']) {
      const cookie = await signInAs(testApp.app, { email: username, password: demoPassword });
      expect(cookie).toContain('=');
    }
  });

  it('adds the whole catalogue once, and nothing on a second run', async () => {
    expect(firstRun.problemsAdded).toBe(demoProblems.length);
    expect(secondRun.problemsAdded).toBe(0);
    expect(rowsAfterFirstRun.problems).toBe(demoProblems.length);
    expect(rowsAfterFirstRun.solutions).toBeGreaterThan(0);
    expect(rowsAfterFirstRun.reviews).toBeGreaterThan(0);
    expect(rowsAfterFirstRun.bookmarks).toBeGreaterThan(0);
    expect(rowsAfterFirstRun.users).toBe(4);
    expect(rowsAfterSecondRun).toEqual(rowsAfterFirstRun);
  });

  it("shows a newcomer the public demo problems on the dashboard, never someone's drafts", async () => {
    const response = await callAs(testApp, newcomer, 'GET', '/api/dashboard?limit=100');
    expect(response.statusCode).toBe(200);
    const titles: string[] = response.json().map((problem: { title: string }) => problem.title);
    expect(response.headers['x-total-count']).toBe(String(publicTitles.length));
    expect(titles.sort()).toEqual([...publicTitles].sort());
    for (const title of privateTitles) expect(titles).not.toContain(title);
  });

  it('fills the Top Users panel from the demo solutions', async () => {
    const response = await callAs(testApp, newcomer, 'GET', '/api/top-users');
    expect(response.statusCode).toBe(200);
    const top: { username: string; solutionsCount: number }[] = response.json();
    expect(top.length).toBeGreaterThan(0);
    expect(top[0]?.solutionsCount).toBeGreaterThan(0);
  });

  it('gives demo problems solutions, reviews and an average rating', async () => {
    const list = await callAs(testApp, newcomer, 'GET', '/api/dashboard?q=two%20sum%20targets');
    const [summary] = list.json();
    expect(summary).toMatchObject({
      title: 'Two Sum Targets',
      solutionsCount: 2,
      reviewsCount: 2,
      averageRating: 4,
    });
  });

  it("lists a demo user's bookmarks on their Bookmarked screen", async () => {
    const cookie = await signInAs(testApp.app, { email: 'bob', password: demoPassword });
    const response = await callAs(testApp, { cookie }, 'GET', '/api/bookmarkedproblems');
    expect(response.statusCode).toBe(200);
    const titles = response.json().problems.map((problem: { title: string }) => problem.title);
    expect(titles).toContain('Two Sum Targets');
  });
});
