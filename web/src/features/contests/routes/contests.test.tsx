import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contest, ContestsResponse } from '@upsolve/contract';
import { buildContest, freshSource } from '@/test/fixtures.ts';
import { deferred, json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { expectToast } from '@/test/toast.ts';

/*
 * The viewer is in Tokyo (UTC+9) and it is 2026-03-10 21:00 there (12:00 UTC): a contest at
 * 23:30 UTC on the 10th is on the 11th for them.
 */
const now = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => Date.parse(iso) / 1000;

const codeforces = buildContest(); // 23:35 in Tokyo, today
const codechef = buildContest({
  id: 'START230',
  source: 'codechef',
  name: 'Starters 230',
  phase: 'CODING',
  startTimeSeconds: at('2026-03-10T11:00:00Z'), // 20:00 in Tokyo, running
  durationSeconds: 2 * 3600,
  url: 'https://www.codechef.com/START230',
});
const atcoder = buildContest({
  id: 'abc400',
  source: 'atcoder',
  name: 'AtCoder Beginner Contest 400',
  startTimeSeconds: at('2026-03-10T23:30:00Z'), // 08:30 on the 11th in Tokyo
  durationSeconds: 100 * 60,
  url: 'https://atcoder.jp/contests/abc400',
});
const leetcode = buildContest({
  id: 'weekly-contest-490',
  source: 'leetcode',
  name: 'Weekly Contest 490',
  startTimeSeconds: at('2026-03-15T02:30:00Z'),
  durationSeconds: 45 * 60,
  url: 'https://leetcode.com/contest/weekly-contest-490',
});
const finishedRound = buildContest({
  id: '2090',
  name: 'Codeforces Round 990 (Div. 1)',
  phase: 'FINISHED',
  startTimeSeconds: at('2026-03-03T14:35:00Z'),
  url: 'https://codeforces.com/contests/2090',
});

const sources = () => [
  freshSource('codeforces'),
  freshSource('atcoder'),
  freshSource('codechef'),
  freshSource('leetcode'),
];

const answer = (contests: Contest[], overrides: Partial<ContestsResponse> = {}) =>
  json({ contests, sources: sources(), ...overrides });

const upcoming = () => answer([codechef, codeforces, atcoder, leetcode]);

function mockContests(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/check-auth': signedIn,
    'GET /api/contests': ({ url }) =>
      url.searchParams.get('phase') === 'finished' ? answer([finishedRound]) : upcoming(),
    'GET /api/contests/feed-token': () => json({ token: 'feedtoken1' }),
    'GET /api/contests/upsolving': () => json({ contests: [] }),
    ...handlers,
  });
}

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('div');

describe('/contests', () => {
  let zoneBefore: string | undefined;
  beforeAll(() => import('./contests.tsx'));
  beforeEach(() => {
    zoneBefore = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  it("shows today's contests in the viewer's time zone, the totals, the countdown and the way back", async () => {
    mockContests();
    renderApp('/contests');

    const list = await screen.findByRole('list', { name: 'Contests on March 10, 2026' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contest Calendar' })).toBeVisible();
    expect(screen.getByText(/Times are in your time zone, Asia\/Tokyo/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Today, March 10, 2026' })).toBeVisible();
    const items = within(list).getAllByRole('article');
    // Soonest first: the running CodeChef round, then tonight's Codeforces round.
    expect(items.map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'contest-codechef-START230',
      'contest-codeforces-2100',
    ]);

    const round = within(list).getByRole('article', { name: /Codeforces Round 1000/ });
    expect(within(round).getByText('Codeforces')).toBeVisible();
    expect(within(round).getByText('March 10, 2026 at 11:35:00 PM GMT+9')).toBeVisible();
    expect(within(round).getByText('2 hours 30 minutes')).toBeVisible();
    const link = within(round).getByRole('link', { name: /Codeforces Round 1000 \(Div\. 2\)/ });
    expect(link).toHaveAttribute('href', 'https://codeforces.com/contests/2100');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(round).getByRole('button', { name: /Add .* to my calendar/ })).toBeVisible();

    const running = within(list).getByRole('article', { name: /Starters 230/ });
    expect(within(running).getByText('Running now')).toBeVisible();
    expect(within(running).getByText('2 hours')).toBeVisible();

    expect(stat('Total Contests')).toHaveTextContent('Total Contests4');
    expect(stat('Upcoming')).toHaveTextContent('Upcoming3');
    expect(stat("Today's Events")).toHaveTextContent("Today's Events2");
    const next = screen.getByRole('region', { name: 'Next contest' });
    expect(next).toHaveTextContent('Codeforces Round 1000 (Div. 2) · Codeforces');
    expect(within(next).getByRole('timer')).toHaveTextContent('02:35:00');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(document.title).toBe('Contest Calendar — Upsolve');
  });

  it('puts a contest at 23:30 UTC on the next day in Tokyo, and marks the days that have contests', async () => {
    const user = userEvent.setup({ delay: null });
    mockContests();
    const { location } = renderApp('/contests');
    const list = await screen.findByRole('list', { name: 'Contests on March 10, 2026' });
    expect(within(list).queryByText(/AtCoder Beginner Contest 400/)).not.toBeInTheDocument();

    const grid = screen.getByRole('grid');
    expect(
      within(grid).getByRole('button', {
        name: /^Today, Tuesday, March 10, 2026, 2 contests, selected$/,
      }),
    ).toBeVisible();
    expect(
      within(grid).getByRole('button', { name: 'Sunday, March 15, 2026, 1 contest' }),
    ).toBeVisible();
    expect(within(grid).getByRole('button', { name: 'Thursday, March 12, 2026' })).toBeVisible();

    await user.click(
      within(grid).getByRole('button', { name: 'Wednesday, March 11, 2026, 1 contest' }),
    );
    const next = await screen.findByRole('list', { name: 'Contests on March 11, 2026' });
    const abc = within(next).getByRole('article', { name: /AtCoder Beginner Contest 400/ });
    expect(within(abc).getByText('March 11, 2026 at 8:30:00 AM GMT+9')).toBeVisible();
    expect(within(abc).getByText('1 hour 40 minutes')).toBeVisible();
    expect(location().search).toBe('?day=2026-03-11');
  });

  it('is used from the keyboard: the arrow keys move through the days', async () => {
    const user = userEvent.setup({ delay: null });
    mockContests();
    renderApp('/contests');
    await screen.findByRole('list', { name: 'Contests on March 10, 2026' });
    const today = screen.getByRole('button', { name: /^Today, Tuesday, March 10, 2026/ });
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^Wednesday, March 11, 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Contests on March 11, 2026' })).toBeVisible();
  });

  it("says 'No contests on this day' and offers the next day that has some", async () => {
    const user = userEvent.setup({ delay: null });
    mockContests();
    renderApp('/contests?day=2026-03-12');
    expect(await screen.findByRole('heading', { name: 'No contests on this day' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next contest day: March 15, 2026' }));
    const list = await screen.findByRole('list', { name: 'Contests on March 15, 2026' });
    const weekly = within(list).getByRole('article', { name: /Weekly Contest 490/ });
    expect(within(weekly).getByText('45 minutes')).toBeVisible();
  });

  it('filters by site, remembered in the address', async () => {
    const user = userEvent.setup({ delay: null });
    mockContests();
    const { location } = renderApp('/contests');
    const list = await screen.findByRole('list', { name: 'Contests on March 10, 2026' });

    const sites = screen.getByRole('group', { name: 'Show contests from' });
    await user.click(within(sites).getByRole('button', { name: 'Codeforces', pressed: true }));
    expect(within(sites).getByRole('button', { name: 'Codeforces', pressed: false })).toBeVisible();
    expect(location().search).toBe(
      `?${new URLSearchParams({ sites: 'atcoder,codechef,leetcode' })}`,
    );
    await waitFor(() =>
      expect(within(list).queryByText(/Codeforces Round 1000/)).not.toBeInTheDocument(),
    );
    expect(stat('Total Contests')).toHaveTextContent('Total Contests3');
    expect(stat("Today's Events")).toHaveTextContent("Today's Events1");
    expect(screen.getByRole('region', { name: 'Next contest' })).toHaveTextContent(
      'AtCoder Beginner Contest 400 · AtCoder',
    );
  });

  it('reads the chosen sites from the address', async () => {
    mockContests();
    renderApp('/contests?sites=leetcode');
    await screen.findByRole('heading', { name: 'No contests on this day' });
    const sites = screen.getByRole('group', { name: 'Show contests from' });
    expect(
      within(sites)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent),
    ).toEqual(['LeetCode']);
    expect(stat('Total Contests')).toHaveTextContent('Total Contests1');
  });

  it('shows the past contests of the last 90 days in the Past view', async () => {
    const user = userEvent.setup({ delay: null });
    const { queriesTo } = mockContests();
    const { location } = renderApp('/contests?day=2026-03-03');
    await screen.findByRole('heading', { name: 'No contests on this day' });
    expect(queriesTo('GET /api/contests').map((query) => query.get('phase'))).toEqual(['upcoming']);

    await user.click(screen.getByRole('button', { name: 'Past' }));
    const list = await screen.findByRole('list', { name: 'Contests on March 3, 2026' });
    const round = within(list).getByRole('article', { name: /Codeforces Round 990/ });
    expect(within(round).getByText('Ended')).toBeVisible();
    expect(within(round).queryByRole('button', { name: /to my calendar/ })).not.toBeInTheDocument();
    expect(queriesTo('GET /api/contests').map((query) => query.get('phase'))).toContain('finished');
    expect(location().search).toBe('?day=2026-03-03&view=past');
  });

  it('upsolves an ended contest from the Past view, then shows how many are upsolved', async () => {
    const user = userEvent.setup({ delay: null });
    let upsolving: { solved: number; total: number }[] = [];
    const { callsTo } = mockContests({
      'GET /api/contests/upsolving': () =>
        json({
          contests: upsolving.map((row) => ({ source: 'codeforces', contestId: '2090', ...row })),
        }),
      'POST /api/contests/codeforces/2090/upsolve': () => {
        upsolving = [{ solved: 1, total: 3 }];
        return json({
          message: 'Added 2 of 3 problems to your to-do',
          added: 2,
          reused: 3,
          created: 0,
          alreadySolved: 1,
          problems: [],
        });
      },
    });
    renderApp('/contests?day=2026-03-03&view=past');
    const round = await screen.findByRole('article', { name: /Codeforces Round 990/ });

    await user.click(
      within(round).getByRole('button', {
        name: 'Upsolve this contest: Codeforces Round 990 (Div. 1)',
      }),
    );
    await expectToast('Added 2 of 3 problems to your to-do');
    expect(
      await within(round).findByRole('progressbar', { name: '1 of 3 upsolved' }),
    ).toHaveAttribute('aria-valuenow', '1');
    expect(within(round).queryByRole('button', { name: /Upsolve this contest/ })).toBeNull();
    expect(callsTo('POST /api/contests/codeforces/2090/upsolve')).toHaveLength(1);
  });

  it('says why a contest could not be upsolved, and offers it again', async () => {
    const user = userEvent.setup({ delay: null });
    mockContests({
      'POST /api/contests/codeforces/2090/upsolve': () =>
        json({ message: 'Codeforces answered 503; try again in a few minutes' }, 502),
    });
    renderApp('/contests?day=2026-03-03&view=past');
    const round = await screen.findByRole('article', { name: /Codeforces Round 990/ });
    await user.click(within(round).getByRole('button', { name: /Upsolve this contest/ }));
    await expectToast('Codeforces answered 503; try again in a few minutes');
    expect(within(round).getByRole('button', { name: /Upsolve this contest/ })).toBeEnabled();
  });

  it('names each stale source and since when', async () => {
    mockContests({
      'GET /api/contests': () =>
        answer([codeforces], {
          sources: [
            { ...freshSource('codeforces'), stale: true, lastError: 'Codeforces answered 503' },
            freshSource('atcoder'),
            {
              name: 'leetcode',
              fetchedAt: null,
              stale: true,
              lastError: 'LeetCode did not answer within 5 s',
            },
            freshSource('codechef'),
          ],
        }),
    });
    renderApp('/contests');
    const banner = (await screen.findByText('Some contests may be out of date')).closest(
      'div[role]',
    );
    expect(banner).toHaveTextContent(
      'Codeforces: not updated since March 10, 2026 at 8:55:00 PM GMT+9. Codeforces answered 503',
    );
    expect(banner).toHaveTextContent(
      'LeetCode: not loaded yet. LeetCode did not answer within 5 s',
    );
    expect(banner).not.toHaveTextContent('AtCoder');
  });

  it('shows skeletons while loading, then a LoadFailed banner whose Try again loads again', async () => {
    const user = userEvent.setup({ delay: null });
    const first = deferred<Response>();
    const failure = () =>
      json({ message: 'Something went wrong on our side', code: 'internal' }, 500);
    // The first answer waits; it and the two automatic retries fail.
    const answers = [first.promise, failure(), failure()];
    mockContests({ 'GET /api/contests': () => answers.shift() ?? upcoming() });
    renderApp('/contests');
    expect(await screen.findByRole('status', { name: 'Loading contests' })).toBeVisible();
    expect(stat('Total Contests')).toHaveTextContent('Total Contests—');

    first.resolve(failure());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the contests');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Contests on March 10, 2026' })).toBeVisible();
  });

  it('downloads an .ics file of one contest, with its page and a 30-minute reminder', async () => {
    const user = userEvent.setup({ delay: null });
    const files: Blob[] = [];
    // jsdom has no object URLs: the test keeps the file the page hands to the browser.
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        files.push(blob);
        return 'blob:contest';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    mockContests();
    renderApp('/contests');
    const list = await screen.findByRole('list', { name: 'Contests on March 10, 2026' });

    await user.click(
      within(list).getByRole('button', {
        name: 'Add Codeforces Round 1000 (Div. 2) to my calendar',
      }),
    );
    await waitFor(() => expect(downloads).toEqual(['codeforces-2100.ics']));
    const [file] = files;
    expect(file?.type).toBe('text/calendar;charset=utf-8');
    const text = (await file?.text()) ?? '';
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toContain('SUMMARY:Codeforces Round 1000 (Div. 2) (Codeforces)');
    expect(unfolded).toContain('DTSTART:20260310T143500Z');
    expect(unfolded).toContain('DTEND:20260310T170500Z');
    expect(unfolded).toContain('URL:https://codeforces.com/contests/2100');
    expect(unfolded).toContain(
      'DESCRIPTION:Codeforces contest: https://codeforces.com/contests/2100',
    );
    expect(unfolded).toMatch(/BEGIN:VALARM[\s\S]*TRIGGER:-PT30M[\s\S]*END:VALARM/);
  });
});
