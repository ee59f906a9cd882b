import { expect } from 'vitest';
import { callAs } from './actors.ts';
import type { Actor } from './actors.ts';
import type { TestApp } from './harness.ts';

/** A GET as `viewer` that must answer 200: its body and whether the cache answered it. */
export async function readAs(t: TestApp, viewer: Actor, url: string) {
  const response = await callAs(t, viewer, 'GET', url);
  expect(response.statusCode, url).toBe(200);
  return { body: response.body, cache: response.headers['x-cache'] };
}

/** Reads `url` twice: the second answer comes from the cache. */
export async function cachedFor(t: TestApp, viewer: Actor, url: string): Promise<void> {
  await readAs(t, viewer, url);
  expect((await readAs(t, viewer, url)).cache, url).toBe('hit');
}

/**
 * Resolves once the server has read again what writes dropped or made stale
 * (plugins/cache-reload.ts) and every load behind an answer has ended: a read after it finds
 * those answers in the cache, new.
 */
export async function cacheSettled(t: TestApp): Promise<void> {
  await t.app.cacheReloads.idle();
  await t.app.cache.idle();
}
