import { describe, expect, it } from 'vitest';
import { pageInfoFrom, totalCountOf, totalText } from './paging.ts';

describe('totalCountOf (X-Total-Count)', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    [' 7 ', 7],
  ])('reads %j as %d', (header, count) => {
    expect(totalCountOf(header)).toBe(count);
  });

  it.each([null, '', ' ', '-3', '5.5', '1e3', '0x10', 'many', '99999999999999999999'])(
    'refuses %j: no count rather than a wrong one',
    (header) => {
      expect(totalCountOf(header)).toBeNull();
    },
  );
});

describe('pageInfoFrom', () => {
  it('reads the total, whether it is a lower bound, and the next cursor', () => {
    const headers = new Headers({
      'X-Total-Count': '1000',
      'X-Total-Capped': 'true',
      'X-Next-Cursor': 'eyJpZCI6MX0',
    });
    expect(pageInfoFrom(headers)).toEqual({
      total: { count: 1000, capped: true },
      nextCursor: 'eyJpZCI6MX0',
    });
  });

  it('treats a missing or empty cursor as the last page, and an exact total as exact', () => {
    expect(pageInfoFrom(new Headers({ 'X-Total-Count': '3' }))).toEqual({
      total: { count: 3, capped: false },
      nextCursor: null,
    });
    expect(pageInfoFrom(new Headers({ 'X-Total-Count': '3', 'X-Next-Cursor': '' }))).toEqual({
      total: { count: 3, capped: false },
      nextCursor: null,
    });
  });

  it('has no total when the header is missing or unusable', () => {
    expect(pageInfoFrom(new Headers()).total).toBeNull();
    expect(pageInfoFrom(new Headers({ 'X-Total-Count': '-1' })).total).toBeNull();
  });
});

describe('totalText', () => {
  it.each([
    [{ count: 0, capped: false }, '0 problems'],
    [{ count: 1, capped: false }, '1 problem'],
    [{ count: 1234, capped: false }, '1,234 problems'],
    [{ count: 1000, capped: true }, '1,000+ problems'],
  ])('says %j as %j', (total, text) => {
    expect(totalText(total, 'problem')).toBe(text);
  });
});
