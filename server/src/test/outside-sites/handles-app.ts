import { beforeEach } from 'vitest';
import type { Environment } from '../../config.ts';
import type { TestAppOptions } from '../harness.ts';
import type { FakeSites } from './fake-sites.ts';
import { useCatalogApp } from './catalog.ts';
import type { CatalogTestApp } from './catalog.ts';
import {
  atcoderPage,
  codeforcesPage,
  recordedSubmissions,
  serveHandleSites,
  testIntervals,
  testTimeoutMs,
} from './handles.ts';
import type { HandleSitesState } from './handles.ts';

/** The server tests' app for linked handles (handles.ts holds the fake sites, usable anywhere). */

/**
 * The catalog's test app (twins stored) with AtCoder's profiles on the fakes and the handles'
 * limiters, pages and timeout made short; `env` adds settings (Codeforces' OAuth app).
 */
export function useHandlesApp(env: Environment = {}): CatalogTestApp {
  return useCatalogApp((fake) => handlesAppOptions(fake, env));
}

/** A test app's options for linked handles on the fake sites (AtCoder's profiles among them). */
export function handlesAppOptions(fake: FakeSites, env: Environment = {}): TestAppOptions {
  return {
    env: { ATCODER_API: `${fake.origin}/ac`, ...env },
    handles: {
      sites: {
        codeforces: { id: 'codeforces', label: 'Codeforces', intervalMs: testIntervals.codeforces },
        atcoder: { id: 'atcoder', label: 'AtCoder', intervalMs: testIntervals.atcoder },
        atcoderProblems: {
          id: 'atcoder-problems',
          label: 'AtCoder Problems',
          intervalMs: testIntervals.atcoderProblems,
        },
      },
      codeforcesPageSize: codeforcesPage,
      atcoderPageSize: atcoderPage,
      timeoutMs: testTimeoutMs,
    },
  };
}

/** The handles' app and what its fake sites serve in the running test (`sites.state`). */
export interface HandleSitesTest {
  app: CatalogTestApp;
  sites: { readonly state: HandleSitesState };
}

/**
 * The handles' test app whose fake sites serve a fresh recorded history before each test: what a
 * test changes in `sites.state` (a submission, an affiliation, a renamed handle) is that test's.
 */
export function useHandleSites(env: Environment = {}): HandleSitesTest {
  const app = useHandlesApp(env);
  let state: HandleSitesState | undefined;
  beforeEach(async () => {
    state = await recordedSubmissions();
    await serveHandleSites(app.fake, state);
  });
  return {
    app,
    sites: {
      get state() {
        if (state === undefined) throw new Error('The fake sites serve nothing before a test');
        return state;
      },
    },
  };
}
