import { contestFeedQuerySchema } from '@upsolve/contract';
import { describe, expect, it } from 'vitest';
import { buildFeedUrl, type FeedChoices } from './feed-url.ts';

const everything: FeedChoices = {
  sites: ['codeforces', 'atcoder', 'codechef', 'leetcode'],
  maxHours: '',
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  from: '',
  to: '',
  tz: 'Asia/Tokyo',
};

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('the feed address', () => {
  it('carries only the token and the zone when nothing is filtered', () => {
    const result = buildFeedUrl('https://upsolve.example', 'secret', everything);
    expect(result).toEqual({
      ok: true,
      url: 'https://upsolve.example/api/contests.ics?token=secret&tz=Asia%2FTokyo',
    });
  });

  it("names each choice with the contract's parameters, which the contract's schema reads back", () => {
    const result = buildFeedUrl('https://upsolve.example', 'secret', {
      sites: ['leetcode', 'codeforces'],
      maxHours: '2',
      days: ['sat', 'sun'],
      from: '22:00',
      to: '06:00',
      tz: 'Europe/Berlin',
    });
    if (!result.ok) throw new Error('expected an address');
    const params = paramsOf(result.url);
    expect(params).toEqual({
      token: 'secret',
      sites: 'codeforces,leetcode',
      maxHours: '2',
      days: 'sat,sun',
      from: '22:00',
      to: '06:00',
      tz: 'Europe/Berlin',
    });
    expect(contestFeedQuerySchema.parse(params)).toEqual({
      token: 'secret',
      sites: ['codeforces', 'leetcode'],
      maxHours: 2,
      days: ['sat', 'sun'],
      from: '22:00',
      to: '06:00',
      tz: 'Europe/Berlin',
    });
  });

  it("refuses a length out of range with the contract's message", () => {
    for (const maxHours of ['0', '169', '1.5']) {
      const result = buildFeedUrl('https://upsolve.example', 'secret', { ...everything, maxHours });
      expect(result).toEqual({
        ok: false,
        errors: { maxHours: 'Maximum hours must be a whole number from 1 to 168' },
      });
    }
  });

  it('refuses no site or no day instead of reading them as all', () => {
    expect(
      buildFeedUrl('https://upsolve.example', 'secret', { ...everything, sites: [], days: [] }),
    ).toEqual({
      ok: false,
      errors: { sites: 'Choose at least one site', days: 'Choose at least one day' },
    });
  });
});
