import { afterAll, beforeAll, describe } from 'vitest';
import {
  fixture,
  outsideSitesEnv,
  startFakeSites,
} from '../../server/src/test/outside-sites/fake-sites.ts';
import type { FakeSites } from '../../server/src/test/outside-sites/fake-sites.ts';
import { useApp } from '../harness/app.ts';
import { expectNoSeriousA11yViolations } from '../harness/axe.ts';
import { expectVisible } from '../harness/expect.ts';
import { signUpViaUi, uniqueUser } from '../harness/users.ts';

// Codeforces is a local fake: Round 1075's Div. 1 (2208) and Div. 2 (2209) ended two days ago,
// their problems come from the recorded standings (Div. 2's C is Div. 1's A), and the daily
// problem list does not know them yet.
const startSeconds = Math.floor((Date.now() - 2 * 86_400_000) / 1000);
const round = (id: number, division: number) => ({
  id,
  name: `Codeforces Round 1075 (Div. ${division})`,
  type: 'CF',
  phase: 'FINISHED',
  frozen: false,
  durationSeconds: 7200,
  startTimeSeconds: startSeconds,
  relativeTimeSeconds: 2 * 86_400,
});
let sites: FakeSites | undefined;

beforeAll(async () => {
  sites = await startFakeSites();
  const fake = sites;
  fake.route('/codeforces/api/contest.list', {
    contentType: 'application/json',
    body: JSON.stringify({ status: 'OK', result: [round(2209, 2), round(2208, 1)] }),
  });
  fake.route('/codeforces/api/problemset.problems', await fixture('codeforces-problems.json'));
  const standings = new Map([
    ['2208', await fixture('codeforces-standings-2208.json')],
    ['2209', await fixture('codeforces-standings-2209.json')],
  ]);
  fake.route('/codeforces/api/contest.standings', (request) => {
    const id = new URL(request.url, fake.origin).searchParams.get('contestId') ?? '';
    return standings.get(id) ?? { status: 400, body: '{"status":"FAILED","comment":"No"}' };
  });
});

afterAll(async () => {
  await sites?.close();
});

const { test, server } = useApp(() => {
  if (sites === undefined) throw new Error('The fake Codeforces did not start');
  return {
    env: {
      ...outsideSitesEnv(sites.origin),
      // 'Contests refreshed' (info) says the start-up refresh has stored the calendar.
      LOG_LEVEL: 'info',
      RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
    },
  };
});

const day = new Date(startSeconds * 1000).toISOString().slice(0, 10);
const divTwo = 'Codeforces Round 1075 (Div. 2)';

describe('contest upsolving', () => {
  test('an ended round goes on the to-do, its progress shows on the calendar, and solving one moves it', async ({
    openPage,
  }) => {
    await server().printed('Contests refreshed');
    const page = await openPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    await signUpViaUi(page, uniqueUser('upsolver'));

    await page.goto(`/contests?view=past&day=${day}`);
    const contest = page.getByRole('article', { name: /Codeforces Round 1075 \(Div\. 2\)/ });
    await contest.getByRole('button', { name: `Upsolve this contest: ${divTwo}` }).click();
    await expectVisible(page.getByText('Added 3 of 3 problems to your to-do'));
    await expectVisible(contest.getByRole('progressbar', { name: '0 of 3 upsolved' }));
    await expectNoSeriousA11yViolations(page, 'the Past tab with an upsolved contest');

    // The three are on the to-do; solving one takes it off.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'To do', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: '3 problems found' }));
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Two Piles', exact: true }) });
    await card.getByRole('button', { name: 'Choose a mark' }).click();
    await page.getByRole('menuitemradio', { name: 'Solved', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: '2 problems found' }));

    // Shared from Codeforces' metadata: its page sends the reader to the statement.
    await page.getByRole('link', { name: 'Lanterns on the Ridge', exact: true }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Lanterns on the Ridge' }));
    await expectVisible(page.getByText('See the original statement'));

    await page.goto(`/contests?view=past&day=${day}`);
    await expectVisible(contest.getByRole('progressbar', { name: '1 of 3 upsolved' }));
  });
});
