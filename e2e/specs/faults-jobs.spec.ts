import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createPglite } from '../../server/src/db/client.ts';
import {
  fixture,
  outsideSitesEnv,
  startFakeSites,
} from '../../server/src/test/outside-sites/fake-sites.ts';
import type { FakeAnswer, FakeSites } from '../../server/src/test/outside-sites/fake-sites.ts';
import { createTemporaryDatabase } from '../harness/postgres.ts';
import { startServer } from '../harness/server.ts';
import type { RunningServer } from '../harness/server.ts';

/**
 * A background job's process killed mid-run (docs/security.md, "Faults"): the catalog refresh a
 * server queues at start, when it has no Codeforces list yet, is killed while Codeforces is
 * answering; the restarted server runs it again at once (lib/jobs/orphans.ts), and every problem
 * of the list is stored exactly once.
 */

/** The restarted server's log line as it hands the killed run back to the queue. */
const handedBackLine =
  /"job":"problem-import\.refresh-codeforces","jobId":"([^"]+)","msg":"A run of a dead process runs again"/;

interface Stored {
  /** Catalog rows of Codeforces, and how many distinct keys they have. */
  rows: number;
  keys: number;
  /** The killed run's pg-boss job: its state and how many times it started again. */
  job: { state: string; retry_count: number } | undefined;
}

const storedQuery = {
  rows: `SELECT count(*)::int AS rows, count(DISTINCT key)::int AS keys
         FROM site_problems WHERE site = 'codeforces'`,
  job: `SELECT state::text, retry_count FROM pgboss.job WHERE id = $1`,
};

type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

async function storedWith(query: Query, jobId: string): Promise<Stored> {
  const [counts] = (await query(storedQuery.rows)).rows as { rows: number; keys: number }[];
  const [job] = (await query(storedQuery.job, [jobId])).rows as Stored['job'][];
  return { rows: counts?.rows ?? 0, keys: counts?.keys ?? 0, job };
}

let sites: FakeSites;
let problems: FakeAnswer;
/** Resolves on the first request for Codeforces' problem set: the refresh is mid-run. */
let refreshCalled: Promise<void>;
/** Answers the requests held since; the killed server's is long gone by then. */
let answerHeld: () => void;

beforeEach(async () => {
  sites = await startFakeSites();
  problems = await fixture('codeforces-problems.json');
  sites.route('/codeforces/api/contest.list', await fixture('codeforces-problems-contests.json'));
  // AtCoder's list, also missing at start, is refreshed too; empty is a valid answer.
  sites.route('/atcoder-problems/resources/merged-problems.json', { body: '[]' });
  sites.route('/atcoder-problems/resources/problem-models.json', { body: '{}' });
  const held: (() => void)[] = [];
  answerHeld = () => held.splice(0).forEach((answer) => answer());
  refreshCalled = new Promise((called) => {
    sites.route('/codeforces/api/problemset.problems', () => {
      called();
      return new Promise((resolve) => held.push(() => resolve(problems)));
    });
  });
});

afterEach(async () => {
  answerHeld();
  await sites.close();
});

/** Starts a server on `env`, kills it mid-refresh, restarts it and waits for the rerun to end. */
async function killMidRunAndRestart(env: Record<string, string>, dataDir?: string) {
  const serverEnv = { ...outsideSitesEnv(sites.origin), LOG_LEVEL: 'debug', ...env };
  const first = await startServer({ name: 'killed mid-run', env: serverEnv, dataDir });
  await refreshCalled;
  await first.kill();
  // From now on Codeforces answers at once, the held request too.
  sites.route('/codeforces/api/problemset.problems', problems);
  answerHeld();
  const restarted = await startServer({ name: 'restarted', env: serverEnv, dataDir });
  await restarted.printed(handedBackLine);
  const jobId = handedBackLine.exec(restarted.output())?.[1];
  if (jobId === undefined) throw new Error('The handed-back run names no job');
  await restarted.printed(`"jobId":"${jobId}","msg":"A job run finished"`);
  return { restarted, jobId };
}

function expectImportedOnce(stored: Stored) {
  const listed = (JSON.parse(problems.body) as { result: { problems: unknown[] } }).result.problems;
  expect(stored.rows).toBe(listed.length);
  expect(stored.keys).toBe(stored.rows);
  // Started twice (the killed run and its rerun), then completed.
  expect(stored.job).toEqual({ state: 'completed', retry_count: 1 });
}

describe('a background job killed mid-run', () => {
  test('runs again at once after a restart on the embedded database, importing once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'upsolve-faults-jobs-'));
    try {
      const { restarted, jobId } = await killMidRunAndRestart({}, dataDir);
      await restarted.stop();
      // The server is gone, so its data directory can be read here.
      const client = await createPglite({ dataDir: path.join(dataDir, 'db') });
      try {
        expectImportedOnce(await storedWith((text, values) => client.query(text, values), jobId));
      } finally {
        await client.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.CI && adminUrl === undefined) {
    throw new Error('CI is set, so the PostgreSQL fault tests need TEST_DATABASE_URL.');
  }
  test.runIf(adminUrl !== undefined)(
    'runs again within seconds on PostgreSQL, importing once',
    async () => {
      if (adminUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
      const database = await createTemporaryDatabase(adminUrl);
      const client = new pg.Client({ connectionString: database.url });
      let restarted: RunningServer | undefined;
      try {
        const run = await killMidRunAndRestart({ DATABASE_URL: database.url });
        restarted = run.restarted;
        await client.connect();
        expectImportedOnce(
          await storedWith((text, values) => client.query(text, values), run.jobId),
        );
      } finally {
        await restarted?.stop();
        await client.end().catch(() => undefined);
        await database.drop();
      }
    },
  );
});
