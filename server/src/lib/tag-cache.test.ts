import { describe, expect, it } from 'vitest';
import { TagCache } from './tag-cache.ts';

/**
 * Soft drops (`markStale`): what may lag a write by a few seconds (counts on list cards) is served
 * as it is to others for a while, then loaded anew once, and never to the writer. The clock is the
 * cache's own, set by the test.
 */

const refreshAfterMs = 2_000;
const maxStaleMs = 5_000;

function cacheWithClock() {
  const clock = { now: 1_000_000 };
  const cache = new TagCache({
    maxEntries: 100,
    maxWeight: 1_000_000,
    ttlMs: 60_000,
    refreshAfterMs,
    maxStaleMs,
    now: () => clock.now,
  });
  return { cache, clock };
}

const page = { key: 'dashboard', scope: 'shared' as const, tags: ['card:p1'] };

/** A load the test ends when it chooses. */
function slowLoad<Value>() {
  let release: (value: Value) => void = () => undefined;
  const loading = new Promise<Value>((resolve) => {
    release = resolve;
  });
  return { loading, release };
}

describe('the tag cache’s soft drops', () => {
  it('serves a stale entry until it is due, then at once while it reloads it behind, once', async () => {
    const { cache, clock } = cacheWithClock();
    await cache.read(page, async () => '3 reviews');
    cache.markStale(['card:p1'], 'writer');

    clock.now += refreshAfterMs - 1;
    expect(await cache.read(page, async () => 'reloaded too soon')).toEqual({
      value: '3 reviews',
      hit: true,
    });

    clock.now += 1;
    const reload = slowLoad<string>();
    // Due: this reader is answered at once, and the reload starts behind the answer.
    expect(await cache.read(page, () => reload.loading)).toEqual({
      value: '3 reviews',
      hit: true,
    });
    // Meanwhile others get the stale value too, and nobody loads it a second time.
    expect(await cache.read(page, async () => 'a second reload')).toEqual({
      value: '3 reviews',
      hit: true,
    });
    reload.release('4 reviews');
    await cache.idle();
    expect(await cache.read(page, async () => 'fresh already')).toEqual({
      value: '4 reviews',
      hit: true,
    });
  });

  it('keeps serving a stale entry whose reload failed, until the next reload', async () => {
    const { cache, clock } = cacheWithClock();
    await cache.read(page, async () => '3 reviews');
    cache.markStale(['card:p1'], 'writer');
    clock.now += refreshAfterMs;
    const failing = async (): Promise<string> => {
      throw new Error('the database went away');
    };
    expect((await cache.read(page, failing)).value).toBe('3 reviews');
    await cache.idle();
    expect((await cache.read(page, async () => '4 reviews')).value).toBe('3 reviews');
    await cache.idle();
    expect((await cache.read(page, async () => 'fresh already')).value).toBe('4 reviews');
  });

  it('never gives the writer the entry their write made stale', async () => {
    const { cache } = cacheWithClock();
    await cache.read(page, async () => '3 reviews');
    cache.markStale(['card:p1'], 'writer');
    const asWriter = await cache.read(page, async () => '4 reviews', { readerId: 'writer' });
    expect(asWriter).toEqual({ value: '4 reviews', hit: false });
    // The writer's load was fresh: everyone gets it now.
    expect((await cache.read(page, async () => 'again', { readerId: 'other' })).value).toBe(
      '4 reviews',
    );
  });

  it('stops serving a stale entry once it is stale too long', async () => {
    const { cache, clock } = cacheWithClock();
    await cache.read(page, async () => '3 reviews');
    cache.markStale(['card:p1'], 'writer');
    clock.now += refreshAfterMs;
    const reload = slowLoad<string>();
    expect((await cache.read(page, () => reload.loading)).value).toBe('3 reviews');
    clock.now += maxStaleMs - refreshAfterMs;
    // Past the bound, a reader waits for the reload in progress instead.
    const waiting = cache.read(page, async () => 'not loaded twice');
    reload.release('4 reviews');
    expect(await waiting).toEqual({ value: '4 reviews', hit: true });
  });

  it('stores a load that began before a soft drop as stale, still never the writer’s', async () => {
    const { cache, clock } = cacheWithClock();
    const load = slowLoad<string>();
    const loading = cache.read(page, () => load.loading);
    cache.markStale(['card:p1'], 'writer');
    load.release('from before the review');
    expect((await loading).value).toBe('from before the review');
    expect((await cache.read(page, async () => 'after', { readerId: 'writer' })).value).toBe(
      'after',
    );

    const other = { ...page, key: 'profile' };
    const early = slowLoad<string>();
    const loadingOther = cache.read(other, () => early.loading);
    cache.markStale(['card:p1'], 'writer');
    early.release('old counts');
    await loadingOther;
    clock.now += refreshAfterMs;
    expect(await cache.read(other, async () => 'new counts')).toEqual({
      value: 'old counts',
      hit: true,
    });
    await cache.idle();
    expect(await cache.read(other, async () => 'not again')).toEqual({
      value: 'new counts',
      hit: true,
    });
  });

  it('marks only the loads in flight stale when asked to, never the stored entries', async () => {
    const { cache } = cacheWithClock();
    const sorted = { key: 'best rated, page 1', scope: 'shared' as const, tags: ['order'] };
    await cache.read(sorted, async () => 'stored before the review');
    const loadingPage = { ...sorted, key: 'best rated, page 2' };
    const load = slowLoad<string>();
    const loading = cache.read(loadingPage, () => load.loading);

    cache.markLoadsStale(['order'], 'writer');
    load.release('loaded across the review');
    await loading;

    // The stored entry is as fresh as before, for the writer too.
    expect(await cache.read(sorted, async () => 'not loaded', { readerId: 'writer' })).toEqual({
      value: 'stored before the review',
      hit: true,
    });
    // The load stored its value stale: never the writer's.
    expect(await cache.read(loadingPage, async () => 'fresh', { readerId: 'writer' })).toEqual({
      value: 'fresh',
      hit: false,
    });
  });

  it('lets a drop take a stale entry at once', async () => {
    const { cache } = cacheWithClock();
    await cache.read(page, async () => 'public, 3 reviews');
    cache.markStale(['card:p1'], 'writer');
    cache.drop(['card:p1']);
    expect(await cache.read(page, async () => 'made private')).toEqual({
      value: 'made private',
      hit: false,
    });
  });

  it('lists the tags of stored entries and of loads in flight by prefix', async () => {
    const { cache } = cacheWithClock();
    await cache.read({ key: 'a', scope: 'shared', tags: ['problems:match:a'] }, async () => 1);
    const load = slowLoad<number>();
    const loading = cache.read(
      { key: 'b', scope: 'shared', tags: ['problems:match:b', 'problems:*'] },
      () => load.loading,
    );
    expect(cache.tagsStartingWith('problems:match:').sort()).toEqual([
      'problems:match:a',
      'problems:match:b',
    ]);
    load.release(2);
    await loading;
  });
});

describe('the tag cache’s shared loads', () => {
  it('keeps concurrent misses on one load across a drop of another tag', async () => {
    const { cache } = cacheWithClock();
    let loads = 0;
    const load = slowLoad<string>();
    const first = cache.read(page, () => {
      loads += 1;
      return load.loading;
    });
    cache.drop(['card:p2']);
    const second = cache.read(page, async () => {
      loads += 1;
      return 'a second load';
    });
    load.release('the page');
    expect(await first).toEqual({ value: 'the page', hit: false });
    expect(await second).toEqual({ value: 'the page', hit: true });
    expect(loads).toBe(1);
  });

  it('never hands a waiter a value loaded across a drop of its tags: it loads anew', async () => {
    const { cache } = cacheWithClock();
    const load = slowLoad<string>();
    const first = cache.read(page, () => load.loading);
    const waiter = cache.read(page, async () => 'loaded after the write');
    cache.drop(['card:p1']);
    load.release('from before the write');
    expect((await first).value).toBe('from before the write');
    expect(await waiter).toEqual({ value: 'loaded after the write', hit: false });
  });
});

describe('the tag cache’s memory', () => {
  it('holds entries past their age until purged, then frees them and their weight', async () => {
    const { cache, clock } = cacheWithClock();
    await cache.read(page, async () => 'the dashboard', { weigh: () => 500 });
    await cache.read({ ...page, key: 'problem p7' }, async () => 'a problem read once', {
      weigh: () => 300,
    });
    expect(cache.size).toBe(2);
    expect(cache.weight).toBe(800 + 'shared|dashboard'.length + 'shared|problem p7'.length);

    clock.now += 60_001;
    // Unread, lru-cache keeps them, and the memory they hold.
    expect(cache.size).toBe(2);
    cache.purgeExpired();
    expect(cache.size).toBe(0);
    expect(cache.weight).toBe(0);
    // Their tags went with them: a drop finds nothing, and a read loads anew.
    expect(cache.tagsStartingWith('card:')).toEqual([]);
    expect(await cache.read(page, async () => 'loaded anew')).toEqual({
      value: 'loaded anew',
      hit: false,
    });
  });
});
