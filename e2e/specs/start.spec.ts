import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outsideSitesEnv, startFakeSites } from '../../server/src/test/outside-sites/fake-sites.ts';
import { callApi } from '../harness/http.ts';
import { startServer } from '../harness/server.ts';
import { uniqueUser } from '../harness/users.ts';

/** What the server printed before its banner: nothing but blank lines when start-up is quiet. */
function beforeBanner(output: string): string {
  const bannerAt = output.indexOf('Upsolve is running');
  expect(bannerAt, output).toBeGreaterThan(-1);
  return output.slice(0, bannerAt).trim();
}

describe('npm start speaks to a newcomer', () => {
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'upsolve-start-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test('one block with the address, where the data lives, whether it is new, and how to add demo data', async () => {
    const env = { LOG_LEVEL: 'info' };
    const first = await startServer({ name: 'first start', dataDir, env, throughNpmStart: true });
    await first.printed('Stop:');
    const firstOutput = first.output();
    await first.stop();

    expect(beforeBanner(firstOutput)).toBe('');
    expect(firstOutput).toContain(`Upsolve is running: open ${first.origin}`);
    expect(firstOutput).toContain(`Database:   embedded, in ${dataDir} (created just now)`);
    expect(firstOutput).toContain('Demo data:  stop the server, then `npm run seed`');
    expect(firstOutput).not.toContain('Server listening');

    const second = await startServer({ name: 'second start', dataDir, env, throughNpmStart: true });
    await second.printed('Stop:');
    const signup = await callApi(second.origin, 'POST', '/signup', { body: uniqueUser('first') });
    expect(signup.status).toBe(201);
    const secondOutput = second.output();
    await second.stop();
    expect(secondOutput).toContain(`Database:   embedded, in ${dataDir} (existing)`);
    expect(secondOutput).toContain('Demo data:');
  });

  test('once the database holds an account, no demo data is suggested; Ctrl+C stops it with one plain line', async () => {
    // Every outside site hangs, so the start-up refreshes are still waiting when Ctrl+C comes:
    // the jobs stopped with the server must not print a line each.
    const sites = await startFakeSites('hang');
    try {
      const env = { LOG_LEVEL: 'info', ...outsideSitesEnv(sites.origin) };
      const server = await startServer({ name: 'third start', dataDir, env, supervised: true });
      await server.printed('Stop:');
      expect(server.output()).not.toContain('Demo data:');
      const beforeCtrlC = server.output().length;
      // A terminal's Ctrl+C signals the whole foreground group: npm, its script and the server.
      await server.stop('SIGINT');
      expect(server.output().slice(beforeCtrlC).trim()).toBe('Upsolve stopped.');
    } finally {
      await sites.close();
    }
  });
});
