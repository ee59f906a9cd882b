import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  contestShiftMs,
  routeContestSites,
} from '../../server/src/test/outside-sites/contest-fixtures.ts';
import { outsideSitesEnv, startFakeSites } from '../../server/src/test/outside-sites/fake-sites.ts';
import type { FakeSites } from '../../server/src/test/outside-sites/fake-sites.ts';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectVisible } from '../harness/expect.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

// The four contest sites are a local fake replaying their recorded answers, moved by whole weeks
// so the recording's upcoming contests are upcoming today (contest-fixtures.ts).
let sites: FakeSites | undefined;
const shiftMs = contestShiftMs();

beforeAll(async () => {
  sites = await startFakeSites();
  await routeContestSites(sites, shiftMs);
});

afterAll(async () => {
  await sites?.close();
});

const { test, server } = useApp(() => {
  if (sites === undefined) throw new Error('The fake contest sites did not start');
  return {
    env: {
      ...outsideSitesEnv(sites.origin),
      // 'Contests refreshed' (info) says the start-up refresh has stored the calendar.
      LOG_LEVEL: 'info',
      RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
    },
  };
});

const timeZone = 'Asia/Tokyo';

/** Codeforces Round 1072 (Div. 2) starts on a Saturday at 23:30 UTC in the recording. */
const lateRound = {
  name: 'Codeforces Round 1072 (Div. 2)',
  startsAt: new Date(Date.UTC(2026, 11, 5, 23, 30) + shiftMs),
  url: 'https://codeforces.com/contests/2203',
};
/** Codeforces Round 1073 lasts exactly three hours. */
const threeHourRound = 'Codeforces Round 1073 (Div. 1 + Div. 2)';

const inTokyo = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(date);

/** Pages the calendar forward to the month of `date` (in Tokyo) and picks that day. */
async function pickDay(page: Page, date: Date): Promise<void> {
  const grid = page.getByRole('grid');
  const dayName = inTokyo(date, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  const dayButton = grid.getByRole('button', { name: new RegExp(`^(Today, )?${dayName}`) });
  const month = inTokyo(date, { month: 'long', year: 'numeric' });
  // The calendar shows once the contests have loaded; its month is read only then.
  await expectVisible(grid, 'the month calendar');
  for (
    let step = 0;
    step < 3 && (await page.getByText(month, { exact: true }).count()) === 0;
    step++
  ) {
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await dayButton.click();
}

describe('contest calendar', () => {
  test('shows the sites’ contests on the picked day in the viewer’s time zone, and a feed of contests of at most 2 hours leaves the 3-hour one out', async ({
    openPage,
  }) => {
    await server().printed('Contests refreshed');
    const page = await openPage({ viewport: { width: 1280, height: 900 }, timezoneId: timeZone });
    await signUpViaUi(page, uniqueUser('calendar'));

    await page.getByRole('banner').getByRole('button', { name: 'Community' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Contests' }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Contest Calendar' }));
    await expectVisible(page.getByText('Total Contests'));
    await expectVisible(page.getByText("Today's Events"));

    // 23:30 UTC on Saturday is Sunday morning in Tokyo: the round is on Sunday's list.
    await pickDay(page, lateRound.startsAt);
    const day = inTokyo(lateRound.startsAt, { month: 'long', day: 'numeric', year: 'numeric' });
    const list = page.getByRole('list', { name: `Contests on ${day}` });
    const round = list.getByRole('article', {
      name: new RegExp(lateRound.name.replace(/[().]/g, '\\$&')),
    });
    await expectVisible(round, 'the late round on the Tokyo day');
    const startText = `${inTokyo(lateRound.startsAt, { dateStyle: 'long' })} at 8:30:00 AM GMT+9`;
    await expectVisible(round.getByText(startText), 'its start in the US English long format');
    await expectVisible(round.getByText('2 hours', { exact: true }), 'its duration');
    const link = round.getByRole('link', {
      name: new RegExp(lateRound.name.replace(/[().]/g, '\\$&')),
    });
    expect(await link.getAttribute('href')).toBe(lateRound.url);
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectNoSeriousA11yViolations(page, 'the contest calendar');

    // A feed of contests of at most 2 hours, read as a calendar application reads it.
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    await feed.getByRole('button', { name: 'Create my feed address' }).click();
    await feed.getByRole('spinbutton', { name: 'At most (hours)' }).fill('2');
    const address = feed.getByRole('textbox', { name: 'Your feed address' });
    await expectVisible(address, 'the feed address');
    const feedUrl = new URL(await address.inputValue());
    expect(feedUrl.searchParams.get('maxHours')).toBe('2');

    const answer = await fetch(feedUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    const names = calendar
      .getAllSubcomponents('vevent')
      .map((event) => String(event.getFirstPropertyValue('summary')));
    expect(names.some((name) => name.includes(lateRound.name))).toBe(true);
    expect(names.some((name) => name.includes(threeHourRound))).toBe(false);
  });
});
