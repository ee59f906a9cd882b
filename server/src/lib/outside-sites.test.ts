import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.ts';
import type { TestDatabase } from '../test/harness.ts';
import { takeTurn } from './outside-sites.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** Takes a turn and notes when the caller was let through. */
async function callWhenLetThrough(site: string, intervalMs: number) {
  const turn = await takeTurn(database.db, site, intervalMs);
  return { turn: turn.getTime(), letThroughAt: Date.now() };
}

describe('the per-site limiter', () => {
  it('lets concurrent callers of one site through one interval apart, each at its turn', async () => {
    const calls = await Promise.all([
      callWhenLetThrough('codeforces', 300),
      callWhenLetThrough('codeforces', 300),
      callWhenLetThrough('codeforces', 300),
    ]);

    const [first = 0, second = 0, third = 0] = calls.map((call) => call.turn).sort((a, b) => a - b);
    expect(second - first).toBe(300);
    expect(third - second).toBe(300);
    for (const call of calls) expect(call.letThroughAt).toBeGreaterThanOrEqual(call.turn);
    // The first caller found the site free and went at once.
    expect(Math.min(...calls.map((call) => call.letThroughAt - call.turn))).toBeLessThan(300);
  });

  it('does not hold back a caller of another site', async () => {
    const busy = Promise.all([
      callWhenLetThrough('atcoder', 1000),
      callWhenLetThrough('atcoder', 1000),
    ]);
    const startedAt = Date.now();
    await takeTurn(database.db, 'leetcode', 1000);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    await busy;
  });

  it('lets the next caller through at once when the site’s interval has passed', async () => {
    const first = await takeTurn(database.db, 'codechef', 50);
    const second = await callWhenLetThrough('codechef', 50);
    expect(second.turn - first.getTime()).toBeGreaterThanOrEqual(50);
    expect(second.letThroughAt - second.turn).toBeLessThan(50);
  });

  it('stops waiting when the caller gives up, e.g. because the server stops', async () => {
    await takeTurn(database.db, 'spoj', 10_000);
    const giveUp = new AbortController();
    const waiting = takeTurn(database.db, 'spoj', 10_000, giveUp.signal);
    giveUp.abort(new Error('The server stopped.'));
    await expect(waiting).rejects.toThrow('The server stopped.');
  });
});
