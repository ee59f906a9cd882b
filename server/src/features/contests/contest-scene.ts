/** Test helpers of the contests feature: the fake sites with the recorded lists, and an app on them. */
import { afterAll, beforeAll } from 'vitest';
import type { ContestsResponse } from '@upsolve/contract';
import { refreshContests } from './refresh.ts';
import type { RefreshOptions, SourceOutcome } from './refresh.ts';
import type { Actor } from '../../test/actors.ts';
import { callAs } from '../../test/actors.ts';
import { createTestApp } from '../../test/harness.ts';
import type { TestApp } from '../../test/harness.ts';
import { untilLastRun } from '../../test/jobs.ts';
import { contestShiftMs, routeContestSites } from '../../test/outside-sites/contest-fixtures.ts';
import { outsideSitesEnv, startFakeSites } from '../../test/outside-sites/fake-sites.ts';
import type { FakeSites } from '../../test/outside-sites/fake-sites.ts';

/** A test app whose contest sources are the fake sites, answering the recorded lists. */
export interface ContestScene {
  t: TestApp;
  sites: FakeSites;
  /** How far the fixtures' times were moved (whole weeks). */
  shiftMs: number;
  /** Moves a recorded time (ISO) as the fixtures were moved, in seconds. */
  shifted: (iso: string) => number;
  /** One refresh now, every site answering at once (no limiter wait) and timing out in 200 ms. */
  refresh: (options?: RefreshOptions) => Promise<SourceOutcome[]>;
}

/**
 * Starts the fake sites with the recorded contest lists and an app whose sources point at them,
 * starts it listening and waits for the refresh it runs then.
 */
export function useContestScene(env: Record<string, string> = {}): ContestScene {
  let started: { t: TestApp; sites: FakeSites } | undefined;
  const shiftMs = contestShiftMs();
  const ready = () => {
    if (started === undefined) throw new Error('The contest scene starts in beforeAll.');
    return started;
  };
  beforeAll(async () => {
    const sites = await startFakeSites();
    await routeContestSites(sites, shiftMs);
    const t = await createTestApp({ env: { ...outsideSitesEnv(sites.origin), ...env } });
    started = { t, sites };
    // The refresh a server runs as it starts listening (features/contests/jobs.ts).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await untilLastRun(t.app.jobs, 'contests.refresh', (run) => run.lastSucceededAt !== null);
  });
  afterAll(async () => {
    await started?.t.close();
    await started?.sites.close();
  });
  return {
    get t() {
      return ready().t;
    },
    get sites() {
      return ready().sites;
    },
    shiftMs,
    shifted: (iso) => (Date.parse(iso) + shiftMs) / 1000,
    refresh: (options = {}) => {
      const { t } = ready();
      const deps = { db: t.db, commit: t.app.commit, config: t.config.contests, log: t.app.log };
      return refreshContests(deps, { intervalMs: 1, timeoutMs: 200, ...options });
    },
  };
}

/** GET /api/contests as `actor`. */
export async function calendarOf(
  t: TestApp,
  actor: Actor,
  phase: 'upcoming' | 'finished' = 'upcoming',
): Promise<ContestsResponse> {
  const response = await callAs(t, actor, 'GET', `/api/contests?phase=${phase}`);
  if (response.statusCode !== 200) throw new Error(`GET /api/contests: ${response.body}`);
  return response.json();
}
