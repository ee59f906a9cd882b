import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '@upsolve/contract';
import { deferred, json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { buildLookup, buildProblemDetail, nextId } from '@/test/fixtures.ts';

const lookupCall = 'GET /api/problems/lookup';
const codeforcesLink = 'https://codeforces.com/problemset/problem/4/A';

/** Pastes a link into the link field, replacing what it held. */
async function pasteLink(user: UserEvent, link: string) {
  const field = screen.getByLabelText('Problem Link');
  await user.clear(field);
  await user.click(field);
  await user.paste(link);
}

const tagButtons = () =>
  screen
    .queryAllByRole('button', { name: /^Remove tag / })
    .map((button) => button.getAttribute('aria-label')?.replace('Remove tag ', ''));

/** The lookup's part of the page, under the link field. */
const lookupStatus = () => {
  const id = screen.getByLabelText('Problem Link').getAttribute('aria-describedby') ?? '';
  const region = id
    .split(' ')
    .map((part) => document.getElementById(part))
    .find((element) => element?.getAttribute('aria-live') === 'polite');
  if (!region) throw new Error('The link field names no live region');
  return region;
};

describe('add problem: looking a link up', () => {
  // Load the lazy screen once up front, so no test's first wait includes compiling it.
  beforeAll(() => import('./add-problem.tsx'));

  it('fills the title, tags and platform from a pasted Codeforces link and shows its rating, busy meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    const asked = deferred<true>();
    const answer = deferred<Response>();
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [lookupCall]: () => {
        asked.resolve(true);
        return answer.promise;
      },
    });
    renderApp('/addproblem');
    await screen.findByRole('heading', { name: 'Basic Information' });

    await pasteLink(user, codeforcesLink);
    // The lookup waits for typing to pause: await the request itself, not a guess at its delay.
    await asked.promise;

    expect(await screen.findByText('Looking the problem up on Codeforces...')).toBeInTheDocument();
    expect(lookupStatus()).toHaveAttribute('aria-busy', 'true');
    expect(queriesTo(lookupCall).map((query) => query.get('url'))).toEqual([codeforcesLink]);
    answer.resolve(
      json(
        buildLookup({
          title: 'Watermelon',
          tags: ['brute force', 'math'],
          difficulty: { scale: 'codeforces', value: 1500 },
        }),
      ),
    );

    expect(await screen.findByText('Codeforces rating 1500')).toBeInTheDocument();
    // The form is filled once the answer has rendered: wait for the line that says so.
    await waitFor(() => expect(lookupStatus()).toHaveTextContent('Filled in the title and tags.'));
    expect(screen.getByLabelText('Title')).toHaveValue('Watermelon');
    expect(tagButtons()).toEqual(['brute force', 'math']);
    expect(screen.getByLabelText('Platform Name')).toHaveValue('Codeforces');
    expect(lookupStatus()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('Looking the problem up on Codeforces...')).not.toBeInTheDocument();
  });

  it('asks once, after typing pauses, and never for a link of another site or a site home page', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo, queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [lookupCall]: () =>
        json(
          buildLookup({
            site: 'atcoder',
            title: 'A - Rolling Dice',
            tags: [],
            difficulty: { scale: 'atcoder', value: 1234 },
          }),
        ),
    });
    renderApp('/addproblem');
    const link = await screen.findByLabelText('Problem Link');

    await user.type(link, 'https://cses.fi/problemset/task/1068');
    await pasteLink(user, 'https://atcoder.jp/');
    await pasteLink(user, 'not a link at all');
    await user.clear(link);
    await user.type(link, 'https://atcoder.jp/contests/abc300/tasks/abc300_a');

    expect(await screen.findByText('AtCoder difficulty 1234')).toBeInTheDocument();
    expect(queriesTo(lookupCall).map((query) => query.get('url'))).toEqual([
      'https://atcoder.jp/contests/abc300/tasks/abc300_a',
    ]);
    expect(callsTo(lookupCall)).toHaveLength(1);
    expect(screen.getByLabelText('Title')).toHaveValue('A - Rolling Dice');
  });

  it('names LeetCode difficulties Easy, Medium and Hard', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [lookupCall]: () =>
        json(
          buildLookup({
            site: 'leetcode',
            key: 'leetcode:two-sum',
            title: 'Two Sum',
            tags: ['Array', 'Hash Table'],
            difficulty: { scale: 'leetcode', value: 2 },
          }),
        ),
    });
    renderApp('/addproblem');
    await screen.findByRole('heading', { name: 'Basic Information' });

    await pasteLink(user, 'https://leetcode.com/problems/two-sum/description/');

    expect(await screen.findByText('LeetCode Medium')).toBeInTheDocument();
    expect(screen.getByLabelText('Platform Name')).toHaveValue('LeetCode');
  });

  it('leaves a title and tags the user wrote alone, and replaces them only when asked', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/check-auth': signedIn, [lookupCall]: () => json(buildLookup()) });
    renderApp('/addproblem');
    await user.type(await screen.findByLabelText('Title'), 'My watermelon notes');
    await user.type(screen.getByLabelText('Tags'), 'parity{Enter}');
    await user.type(screen.getByLabelText('Platform Name'), 'My judge');

    await pasteLink(user, codeforcesLink);

    expect(await screen.findByText('Codeforces rating 800')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('My watermelon notes');
    expect(tagButtons()).toEqual(['parity']);
    expect(screen.getByLabelText('Platform Name')).toHaveValue('My judge');
    expect(lookupStatus()).toHaveTextContent('Your title and tags stayed as you wrote them.');
    expect(lookupStatus()).not.toHaveTextContent('Filled in');

    await user.click(
      screen.getByRole('button', { name: 'Use the title and tags from Codeforces' }),
    );

    expect(screen.getByLabelText('Title')).toHaveValue('Watermelon');
    await waitFor(() => expect(tagButtons()).toEqual(['brute force', 'math']));
    expect(screen.getByLabelText('Platform Name')).toHaveValue('My judge');
    expect(
      screen.queryByRole('button', { name: /^Use the .* from Codeforces$/ }),
    ).not.toBeInTheDocument();
  });

  it('fills only the empty field, and a second link replaces what the first filled', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [lookupCall]: ({ url }) =>
        json(
          url.searchParams.get('url') === codeforcesLink
            ? buildLookup()
            : buildLookup({ key: 'codeforces:1A', title: 'Theatre Square', tags: ['math'] }),
        ),
    });
    renderApp('/addproblem');
    await user.type(await screen.findByLabelText('Title'), 'Melon');

    await pasteLink(user, codeforcesLink);
    expect(await screen.findByText('Codeforces rating 800')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Melon');
    await waitFor(() => expect(tagButtons()).toEqual(['brute force', 'math']));
    expect(lookupStatus()).toHaveTextContent('Filled in the tags.');
    expect(screen.getByRole('button', { name: 'Use the title from Codeforces' })).toBeVisible();

    await pasteLink(user, 'https://codeforces.com/contest/1/problem/A');
    await waitFor(() => expect(tagButtons()).toEqual(['math']));
    expect(screen.getByLabelText('Title')).toHaveValue('Melon');
  });

  it('says "Already shared" with a link to the problem shared under the same key', async () => {
    const user = userEvent.setup({ delay: null });
    const sharedId = nextId();
    const shared = buildProblemDetail({ _id: sharedId, title: 'Watermelon (Div. 2)' });
    mockApi({
      'GET /api/check-auth': signedIn,
      [lookupCall]: () =>
        json(buildLookup({ existing: { _id: sharedId, title: 'Watermelon (Div. 2)' } })),
      [`GET /api/problem/${sharedId}`]: () =>
        json({ problem: shared, isBookmarked: false, viewerHasReviewed: false }),
    });
    const { location } = renderApp('/addproblem');
    await screen.findByRole('heading', { name: 'Basic Information' });

    await pasteLink(user, 'https://codeforces.com/contest/4/problem/A');

    const status = lookupStatus();
    expect(await within(status).findByText(importMessages.alreadyShared)).toBeInTheDocument();
    const link = within(status).getByRole('link', { name: 'Watermelon (Div. 2)' });
    expect(link).toHaveAttribute('href', `/problem/${sharedId}`);
    await user.click(link);
    await waitFor(() => expect(location().pathname).toBe(`/problem/${sharedId}`));
  });

  it.each([
    {
      status: 400,
      body: { message: importMessages.unsupported, code: 'validation' },
      link: 'https://codeforces.com/blog/entry/1',
      shown: importMessages.unsupported,
    },
    {
      status: 404,
      body: { message: 'Not found', code: 'not_found' },
      link: 'https://codeforces.com/problemset/problem/99999/Z',
      shown: importMessages.unknownProblem,
    },
    {
      status: 502,
      body: { message: importMessages.upstream('codeforces'), code: 'upstream_unavailable' },
      link: codeforcesLink,
      shown: 'Codeforces did not answer; fill in the fields by hand',
    },
  ])(
    'shows a $status next to the link and still saves what the user fills in by hand',
    async ({ status, body, link, shown }) => {
      const user = userEvent.setup({ delay: null });
      const created = buildProblemDetail({ title: 'By hand' });
      const { callsTo } = mockApi({
        'GET /api/check-auth': signedIn,
        [lookupCall]: () => json(body, status),
        'POST /api/addproblem': () =>
          json({ message: 'Problem created successfully', problem: created }, 201),
        [`GET /api/problem/${created._id}`]: () =>
          json({ problem: created, isBookmarked: false, viewerHasReviewed: false }),
      });
      renderApp('/addproblem');
      await screen.findByRole('heading', { name: 'Basic Information' });

      await pasteLink(user, link);

      expect(await within(lookupStatus()).findByText(shown)).toBeInTheDocument();
      expect(screen.getByLabelText('Problem Link')).toHaveAccessibleDescription(
        expect.stringContaining(shown),
      );
      expect(screen.getByLabelText('Problem Link')).not.toHaveAttribute('aria-invalid');
      expect(callsTo(lookupCall)).toHaveLength(1);

      for (const [label, value] of [
        ['Title', 'By hand'],
        ['Problem Description', 'Statement.'],
        ['Input Format', 'Input.'],
        ['Output Format', 'Output.'],
        ['Example Input', '1'],
        ['Example Output', '2'],
        ['Difficulty Rating', '3'],
      ] as const) {
        await user.click(screen.getByLabelText(label));
        await user.paste(value);
      }
      await user.click(screen.getByRole('button', { name: 'Create Problem' }));

      expect(await screen.findByText('Problem created successfully')).toBeInTheDocument();
      const sent: unknown = JSON.parse(String(callsTo('POST /api/addproblem')[0]?.[1]?.body));
      expect(sent).toMatchObject({ title: 'By hand', link, platform: { name: 'Codeforces' } });
    },
  );

  it('cancels the lookup of a link that changed and shows only the new one', async () => {
    const user = userEvent.setup({ delay: null });
    const signals: AbortSignal[] = [];
    const { queriesTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [lookupCall]: ({ url, init }) => {
        if (init.signal) signals.push(init.signal);
        if (url.searchParams.get('url') === codeforcesLink) {
          // The slow site: answers only by being cancelled.
          return new Promise<Response>((_, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('The lookup was cancelled', 'AbortError')),
            );
          });
        }
        return json(buildLookup({ title: 'Theatre Square', tags: ['math'] }));
      },
    });
    renderApp('/addproblem');
    await screen.findByRole('heading', { name: 'Basic Information' });

    await pasteLink(user, codeforcesLink);
    await screen.findByText('Looking the problem up on Codeforces...');
    await pasteLink(user, 'https://codeforces.com/problemset/problem/1/A');

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Theatre Square'));
    expect(signals[0]?.aborted).toBe(true);
    expect(queriesTo(lookupCall).map((query) => query.get('url'))).toEqual([
      codeforcesLink,
      'https://codeforces.com/problemset/problem/1/A',
    ]);
    expect(screen.queryByText('Looking the problem up on Codeforces...')).not.toBeInTheDocument();
  });

  it('says when the site has not rated the problem yet', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [lookupCall]: () => json(buildLookup({ difficulty: null })),
    });
    renderApp('/addproblem');
    await screen.findByRole('heading', { name: 'Basic Information' });

    await pasteLink(user, codeforcesLink);

    expect(await screen.findByText('Codeforces has not rated it yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Watermelon');
  });
});
