import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../../test/actors.ts';
import type { Actor } from '../../test/actors.ts';
import { contestFixture, contestPaths } from '../../test/outside-sites/contest-fixtures.ts';
import { useContestScene } from './contest-scene.ts';

/**
 * The calendar feed (docs/product.md, "Calendar feed"): a secret address per user, filtered by
 * its parameters, read back with ical.js as a calendar app would.
 */
const scene = useContestScene({ RATE_LIMIT_FEED_PER_HOUR: '40' });

async function feedToken(actor: Actor): Promise<string> {
  const response = await callAs(scene.t, actor, 'POST', '/api/contests/feed-token');
  expect(response.statusCode).toBe(200);
  return (response.json() as { token: string }).token;
}

function feed(token: string, filters = '', headers: Record<string, string> = {}) {
  const query = `token=${encodeURIComponent(token)}${filters === '' ? '' : `&${filters}`}`;
  return scene.t.app.inject({ method: 'GET', url: `/api/contests.ics?${query}`, headers });
}

interface FeedEvent {
  uid: string;
  summary: string;
  url: string;
  description: string;
  start: number;
  end: number;
  alarms: { action: string; triggerSeconds: number }[];
}

/** The feed's events as ical.js reads them. */
async function eventsOf(token: string, filters = ''): Promise<FeedEvent[]> {
  const response = await feed(token, filters);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return calendar.getAllSubcomponents('vevent').map((event) => {
    const time = (name: string) => {
      const value = event.getFirstPropertyValue(name);
      if (!(value instanceof ICAL.Time)) throw new Error(`${name} is not a time`);
      return value.toJSDate().getTime() / 1000;
    };
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      url: String(event.getFirstPropertyValue('url')),
      description: String(event.getFirstPropertyValue('description')),
      start: time('dtstart'),
      end: time('dtend'),
      alarms: event.getAllSubcomponents('valarm').map((alarm) => {
        const trigger = alarm.getFirstPropertyValue('trigger');
        if (!(trigger instanceof ICAL.Duration)) throw new Error('The trigger is not a duration');
        return {
          action: String(alarm.getFirstPropertyValue('action')),
          triggerSeconds: trigger.toSeconds(),
        };
      }),
    };
  });
}

const uidsOf = (events: FeedEvent[]) => events.map((event) => event.uid.split('@')[0] ?? '');

describe('the feed token', () => {
  it('is null before the first, then the one POST made; a new one retires the old address', async () => {
    const viewer = await signedInActor(scene.t);
    const none = await callAs(scene.t, viewer, 'GET', '/api/contests/feed-token');
    expect(none.json()).toEqual({ token: null });

    const first = await feedToken(viewer);
    expect((await callAs(scene.t, viewer, 'GET', '/api/contests/feed-token')).json()).toEqual({
      token: first,
    });
    expect((await feed(first)).statusCode).toBe(200);

    const second = await feedToken(viewer);
    expect(second).not.toBe(first);
    expect((await feed(first)).statusCode).toBe(404);
    expect((await feed(second)).statusCode).toBe(200);
  });

  it('answers 401 to a signed-out visitor, and a wrong or missing token 404', async () => {
    expect((await callAs(scene.t, null, 'GET', '/api/contests/feed-token')).statusCode).toBe(401);
    expect((await callAs(scene.t, null, 'POST', '/api/contests/feed-token')).statusCode).toBe(401);
    expect((await feed('not-a-token')).statusCode).toBe(404);
    const missing = await scene.t.app.inject({
      method: 'GET',
      url: '/api/contests.ics?sites=atcoder',
    });
    expect(missing.statusCode).toBe(404);
    // Without a current token the filters are not even judged.
    expect((await feed('not-a-token', 'sites=topcoder')).statusCode).toBe(404);
  });

  it('refuses an unknown site, day or time zone and a bad window with 400', async () => {
    const token = await feedToken(await signedInActor(scene.t));
    for (const filters of [
      'sites=codeforces,topcoder',
      'days=mon,someday',
      'tz=Mars/Olympus',
      'from=25:00',
      'maxHours=0',
    ]) {
      const response = await feed(token, filters);
      expect(response.statusCode, filters).toBe(400);
      expect(response.json(), filters).toMatchObject({ code: 'validation' });
    }
  });
});

describe('GET /api/contests.ics', () => {
  it('holds every stored contest with its page, a stable UID, UTC times and a 30-minute reminder', async () => {
    const token = await feedToken(await signedInActor(scene.t));
    const events = await eventsOf(token);

    // Upcoming (13) and the last 90 days (5 + 4 + 3 + 3).
    expect(events).toHaveLength(13 + 15);
    const round = events.find((event) => event.uid.startsWith('codeforces-2203@'));
    expect(round).toEqual({
      uid: 'codeforces-2203@localhost',
      summary: 'Codeforces Round 1072 (Div. 2)',
      url: 'https://codeforces.com/contests/2203',
      description: 'Codeforces contest, 2 h.\nhttps://codeforces.com/contests/2203',
      start: scene.shifted('2026-12-05T23:30:00Z'),
      end: scene.shifted('2026-12-06T01:30:00Z'),
      alarms: [{ action: 'DISPLAY', triggerSeconds: -30 * 60 }],
    });
    const starters = events.find((event) => event.uid.startsWith('codechef-START213@'));
    expect(starters?.summary).toBe('CodeChef Starters 213');
    expect(starters?.description).toBe('CodeChef contest, 2 h.\nhttps://www.codechef.com/START213');
    expect(events.every((event) => event.alarms.length === 1)).toBe(true);
  });

  it('keeps contests of at most maxHours: the 3-hour round is absent, the 2-hour ones stay', async () => {
    const token = await feedToken(await signedInActor(scene.t));
    const uids = uidsOf(await eventsOf(token, 'maxHours=2'));

    expect(uids).not.toContain('codeforces-2204');
    expect(uids).not.toContain('codeforces-2201');
    expect(uids).toEqual(
      expect.arrayContaining(['codeforces-2203', 'atcoder-arc211', 'atcoder-abc433']),
    );
    expect((await eventsOf(token, 'maxHours=3')).map((event) => event.uid)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^codeforces-2204@/)]),
    );
  });

  it('keeps only the chosen sites', async () => {
    const token = await feedToken(await signedInActor(scene.t));
    const uids = uidsOf(await eventsOf(token, 'sites=atcoder,LeetCode'));

    expect(new Set(uids.map((uid) => uid.split('-')[0]))).toEqual(new Set(['atcoder', 'leetcode']));
    expect(uids).toHaveLength(8 + 6);
  });

  it('judges weekdays and the start-time window in tz: 23:30 UTC Saturday is Sunday 08:30 in Tokyo', async () => {
    const token = await feedToken(await signedInActor(scene.t));
    const tokyoSunday = 'sites=codeforces&days=sun&from=08:00&to=09:00&tz=Asia/Tokyo';
    expect(uidsOf(await eventsOf(token, tokyoSunday))).toEqual(['codeforces-2203']);
    expect(uidsOf(await eventsOf(token, 'sites=codeforces&days=sat&tz=Asia/Tokyo'))).not.toContain(
      'codeforces-2203',
    );
    expect(uidsOf(await eventsOf(token, 'sites=codeforces&days=sat'))).toContain('codeforces-2203');
    // A window past midnight: 20:00 to 09:00 in Tokyo holds 23:35 (14:35 UTC) and 08:30.
    const night = uidsOf(
      await eventsOf(token, 'sites=codeforces&from=20:00&to=09:00&tz=Asia/Tokyo'),
    );
    expect(night).toContain('codeforces-2203');
    expect(night).toContain('codeforces-2200');
    const morning = uidsOf(
      await eventsOf(token, 'sites=codeforces&from=09:00&to=20:00&tz=Asia/Tokyo'),
    );
    expect(morning).toEqual([]);
  });

  it('answers with an ETag, 304 while nothing changed, and a new ETag once a refresh changes it', async () => {
    const token = await feedToken(await signedInActor(scene.t));
    const first = await feed(token, 'sites=codeforces');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await feed(token, 'sites=codeforces', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // A refresh with the same lists drops the rendered feed, but not the ETag.
    await scene.refresh({ sources: ['codeforces'] });
    expect((await feed(token, 'sites=codeforces', { 'if-none-match': etag })).statusCode).toBe(304);

    const absurd = await contestFixture('codeforces-contests-absurd.json', scene.shiftMs);
    scene.sites.route(contestPaths.codeforces, absurd);
    await scene.refresh({ sources: ['codeforces'] });
    const changed = await feed(token, 'sites=codeforces', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    scene.sites.route(
      contestPaths.codeforces,
      await contestFixture('codeforces-contests.json', scene.shiftMs),
    );
    await scene.refresh({ sources: ['codeforces'] });
  });

  it('is limited per token (RATE_LIMIT_FEED_PER_HOUR), another token counting apart', async () => {
    const token = await feedToken(await signedInActor(scene.t));
    const other = await feedToken(await signedInActor(scene.t));
    const statuses: number[] = [];
    for (let call = 0; call < 41; call += 1)
      statuses.push((await feed(token, 'sites=leetcode')).statusCode);

    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    expect((await feed(other, 'sites=leetcode')).statusCode).toBe(200);
  });
});
