import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness.ts';
import type { TestDatabase } from '../test/harness.ts';
import { startFakeSites } from '../test/outside-sites/fake-sites.ts';
import type { FakeSites } from '../test/outside-sites/fake-sites.ts';
import { SiteUnavailableError, fetchSiteJson } from './site-fetch.ts';

let database: TestDatabase;
let sites: FakeSites;
const site = { id: 'fake-site', label: 'Codeforces', intervalMs: 1 };

beforeAll(async () => {
  database = await createTestDatabase();
  sites = await startFakeSites();
});

afterAll(async () => {
  await sites.close();
  await database.close();
});

beforeEach(() => sites.reset());

/** The error a failing call throws, to be looked at. */
async function failure(path: string, timeoutMs?: number, origin = sites.origin) {
  const error = await fetchSiteJson(site, `${origin}${path}`, { db: database.db, timeoutMs }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SiteUnavailableError))
    throw new Error(`Expected a site error: ${String(error)}`);
  return error;
}

describe('calls to an outside site', () => {
  it('answers the parsed JSON of a good answer', async () => {
    sites.route('/api/contest.list', { body: '{"status":"OK","result":[]}' });

    const answer = await fetchSiteJson(site, `${sites.origin}/api/contest.list`, {
      db: database.db,
    });

    expect(answer).toEqual({ status: 'OK', result: [] });
  });

  it('names an error status in plain words', async () => {
    sites.route('/down', { status: 503, contentType: 'text/html', body: '<h1>Down</h1>' });

    const error = await failure('/down');

    expect(error.message).toBe('Codeforces answered 503');
    expect(error.failure).toBe('status');
    expect(error.status).toBe(503);
  });

  it('calls an HTML page or a cut body malformed', async () => {
    sites.route('/html', { contentType: 'text/html', body: '<html>maintenance</html>' });
    sites.route('/cut', { body: '{"status":"OK","result":[{"id":1' });

    expect((await failure('/html')).message).toBe('Codeforces sent something other than JSON');
    expect((await failure('/cut')).failure).toBe('malformed');
  });

  it('gives up on a site that does not answer in time', async () => {
    sites.route('/slow', 'hang');

    const error = await failure('/slow', 50);

    expect(error.failure).toBe('timeout');
    expect(error.message).toBe('Codeforces did not answer within 0.1 s');
  });

  it('says when the site cannot be reached at all', async () => {
    const closed = await startFakeSites();
    await closed.close();

    const error = await failure('/anything', undefined, closed.origin);

    expect(error.failure).toBe('unreachable');
    expect(error.message).toMatch(/^Codeforces could not be reached/);
  });
});
