import { afterAll, beforeAll, describe, expect } from 'vitest';
import {
  codeforcesOAuthEnv,
  serveCodeforcesOAuth,
} from '../../server/src/test/outside-sites/codeforces-oauth.ts';
import { startFakeSites } from '../../server/src/test/outside-sites/fake-sites.ts';
import type { FakeSites } from '../../server/src/test/outside-sites/fake-sites.ts';
import {
  knownHandle,
  putInAffiliation,
  recordedSubmissions,
  serveHandleSites,
  submitCompilationError,
} from '../../server/src/test/outside-sites/handles.ts';
import type { HandleSitesState } from '../../server/src/test/outside-sites/handles.ts';
import { useApp } from '../harness/app.ts';
import { expectVisible } from '../harness/expect.ts';
import { signedInUserId, signUpViaUi, uniqueUser } from '../harness/users.ts';

// Codeforces is a local fake with a recorded history: three problems accepted (1330C, 1329A
// after a wrong answer, 4A), two only attempted (1775B, 1775C).
let sites: FakeSites | undefined;
let state: HandleSitesState | undefined;
// Who signs in at the fake Codeforces' OpenID Connect sign-in ("Link with Codeforces").
const signInHandle = 'linked_signin';

beforeAll(async () => {
  sites = await startFakeSites();
  state = await recordedSubmissions();
  await serveHandleSites(sites, state);
  serveCodeforcesOAuth(sites, signInHandle);
});

afterAll(async () => {
  await sites?.close();
});

const { test } = useApp(() => {
  if (sites === undefined) throw new Error('The fake sites did not start');
  return {
    env: {
      CODEFORCES_API: `${sites.origin}/cf`,
      ATCODER_API: `${sites.origin}/ac`,
      ATCODER_PROBLEMS_API: `${sites.origin}/ap`,
      RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
      ...codeforcesOAuthEnv,
    },
  };
});

describe('linked handles', () => {
  test('a Codeforces handle is linked, proven by a compilation error, and its accepted problems are marked solved', async ({
    openPage,
  }) => {
    if (state === undefined) throw new Error('The fake sites have no state');
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    await signUpViaUi(page, uniqueUser('linker'));
    const userId = await signedInUserId(page);

    await page.goto('/settings');
    await expectVisible(page.getByRole('heading', { name: 'Linked handles' }));
    await page.getByRole('textbox', { name: 'Codeforces handle' }).fill(knownHandle);
    await page
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: 'Codeforces handle' }) })
      .getByRole('button', { name: 'Link' })
      .click();

    // The challenge names a problem; the compilation error is sent there, then Verify.
    const handle = page.getByRole('group', { name: 'Codeforces handle' });
    await expectVisible(handle.getByText('Submit a compilation error to this problem'));
    const problemUrl = await handle.getByRole('link').getAttribute('href');
    expect(problemUrl).toMatch(/^https:\/\/codeforces\.com\/problemset\/problem\/\d+\/\w+$/);
    submitCompilationError(state, problemUrl ?? '');
    await handle.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(handle.getByText(`Codeforces handle: ${knownHandle} · Verified`));

    // The first sync imports the history; the section says when it last synced.
    await expectVisible(handle.getByText(/^Last synced /), 'the first sync');
    const counts = await page.evaluate(async (id) => {
      const response = await fetch(`/api/myprofile/${id}`);
      const body = (await response.json()) as { user: { markCounts: Record<string, number> } };
      return body.user.markCounts;
    }, userId);
    expect(counts).toMatchObject({ solved: 3, attempted: 2 });

    // The profile shows the handle with its sync, and the counts per mark.
    await page.goto(`/myprofile/${userId}`);
    const linked = page.getByRole('region', { name: 'Linked handles' });
    await expectVisible(linked.getByText(knownHandle));
    await expectVisible(linked.getByText(/Last synced /));
  });

  test('an AtCoder handle is proven by the token put in its profile affiliation', async ({
    openPage,
  }) => {
    if (state === undefined) throw new Error('The fake sites have no state');
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    await signUpViaUi(page, uniqueUser('atcoder'));

    await page.goto('/settings');
    await page.getByRole('textbox', { name: 'AtCoder handle' }).fill(knownHandle);
    await page
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: 'AtCoder handle' }) })
      .getByRole('button', { name: 'Link' })
      .click();

    // The challenge is a token for the affiliation on the AtCoder profile the fake serves.
    const handle = page.getByRole('group', { name: 'AtCoder handle' });
    await expectVisible(handle.getByText(/^Put this token in the Affiliation/));
    const token = await handle.locator('code').textContent();
    expect(token).toMatch(/^upsolve-[0-9a-f]{20}$/);
    await expectVisible(handle.getByRole('link', { name: 'Your AtCoder profile' }));
    await handle.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(
      handle.getByText(`Your AtCoder affiliation does not hold ${token ?? ''} yet`),
    );

    putInAffiliation(state, knownHandle, `Kyoto University ${token ?? ''}`);
    await handle.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(handle.getByText(`AtCoder handle: ${knownHandle} · Verified`));
    await expectVisible(handle.getByText(/^Last synced /), 'the first sync');
  });

  test('a Codeforces handle is linked through Codeforces sign-in, and is one user’s only', async ({
    openPage,
  }) => {
    const page = await openPage({ viewport: { width: 1280, height: 900 } });
    await signUpViaUi(page, uniqueUser('signer'));
    await page.goto('/settings');
    // The fake Codeforces signs in as `signInHandle` at once and sends the browser back.
    await page.getByRole('button', { name: 'Link with Codeforces' }).click();
    await page.waitForURL(/\/settings\?codeforcesSignIn=linked$/);
    await expectVisible(
      page.getByText('Your Codeforces handle is linked; its first sync has started'),
    );
    const handle = page.getByRole('group', { name: 'Codeforces handle' });
    await expectVisible(handle.getByText(`Codeforces handle: ${signInHandle} · Verified`));
    await expectVisible(handle.getByText(/^Last synced /), 'the first sync');
    expect(await page.getByRole('button', { name: 'Link with Codeforces' }).count()).toBe(0);

    // Another user signing in as the same Codeforces account links nothing.
    const other = await openPage({ viewport: { width: 1280, height: 900 } });
    await signUpViaUi(other, uniqueUser('second'));
    await other.goto('/settings');
    await other.getByRole('button', { name: 'Link with Codeforces' }).click();
    await other.waitForURL(/\/settings\?codeforcesSignIn=taken$/);
    await expectVisible(
      other
        .getByRole('alert')
        .filter({ hasText: 'That Codeforces handle is linked to another user' }),
    );
    await expectVisible(other.getByRole('textbox', { name: 'Codeforces handle' }));
  });
});
