import { describe, expect, it } from 'vitest';
import { ExpiringCache } from './expiring-cache.ts';

describe('ExpiringCache', () => {
  it('answers until the entry expires, then forgets it', () => {
    const cache = new ExpiringCache<string>(10);
    cache.set('a', 'alice', 2_000, 1_000);
    expect(cache.get('a', 2_999)).toBe('alice');
    expect(cache.get('a', 3_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = new ExpiringCache<number>(2);
    cache.set('one', 1, 60_000, 0);
    cache.set('two', 2, 60_000, 0);
    cache.set('three', 3, 60_000, 0);
    expect(cache.get('one', 1)).toBeUndefined();
    expect([cache.get('two', 1), cache.get('three', 1)]).toEqual([2, 3]);
  });

  it('keeps at most maxWeight in all, dropping the oldest first, and never one heavier alone', () => {
    const cache = new ExpiringCache<string>(100, 10);
    cache.set('a', 'four', 60_000, 0, 4);
    cache.set('b', 'five', 60_000, 0, 5);
    cache.set('c', 'three', 60_000, 0, 3);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([
      undefined,
      'five',
      'three',
    ]);
    expect(cache.weight).toBe(8);
    cache.set('huge', 'eleven', 60_000, 0, 11);
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.weight).toBe(8);
    // Replacing an entry and letting one expire give its weight back.
    cache.set('b', 'one', 60_000, 0, 1);
    expect(cache.weight).toBe(4);
    cache.set('short', 'two', 10, 0, 2);
    expect(cache.get('short', 10)).toBeUndefined();
    expect(cache.weight).toBe(4);
  });

  it('forgets a deleted entry and everything on clear', () => {
    const cache = new ExpiringCache<number>(5);
    cache.set('a', 1, 60_000);
    cache.set('b', 2, 60_000);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the entries whose value passes a test, and keeps the others', () => {
    const cache = new ExpiringCache<{ userId: string }>(5, 100);
    cache.set('s1', { userId: 'ada' }, 60_000, 0, 10);
    cache.set('s2', { userId: 'lin' }, 60_000, 0, 10);
    cache.set('s3', { userId: 'ada' }, 60_000, 0, 10);
    cache.deleteWhere((value) => value.userId === 'ada');
    expect([cache.get('s1', 1), cache.get('s2', 1), cache.get('s3', 1)]).toEqual([
      undefined,
      { userId: 'lin' },
      undefined,
    ]);
    expect(cache.weight).toBe(10);
  });
});
