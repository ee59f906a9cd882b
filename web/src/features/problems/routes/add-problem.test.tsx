import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { buildProblemDetail, dashboardPage } from '@/test/fixtures.ts';

const validProblem = {
  title: 'Watermelon',
  link: 'https://codeforces.com/problemset/problem/4/A',
  statement: 'Split $w$ into two even parts.',
  input: 'One integer $w$.',
  output: 'YES or NO.',
  exampleinput: '8',
  exampleoutput: 'YES',
  rating: '2',
};

const fieldLabels: Record<keyof typeof validProblem, string> = {
  title: 'Title',
  link: 'Problem Link',
  statement: 'Problem Description',
  input: 'Input Format',
  output: 'Output Format',
  exampleinput: 'Example Input',
  exampleoutput: 'Example Output',
  rating: 'Difficulty Rating',
};

/** Pastes each value into its field, as a user copying a problem from another site would. */
async function fillForm(user: UserEvent, values: Partial<typeof validProblem> = validProblem) {
  for (const [field, value] of Object.entries(values)) {
    const label = fieldLabels[field as keyof typeof validProblem];
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

/**
 * The link lookup answers "no such problem" here: these tests fill the form by hand (the lookup's
 * own tests are in add-problem-lookup.test.tsx).
 */
const noLookup = () => json({ message: 'That site has no such problem', code: 'not_found' }, 404);

const submitButton = () => screen.getByRole('button', { name: 'Create Problem' });

describe('add problem', () => {
  // Load the lazy screen once up front, so no test's first wait includes compiling it.
  beforeAll(() =>
    Promise.all([import('./add-problem.tsx'), import('@/components/ui/markdown-renderer.tsx')]),
  );

  it('shows the four sections and names every missing field without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/problems/lookup': noLookup,
    });
    renderApp('/addproblem');

    for (const section of [
      'Basic Information',
      'Problem Statement',
      'Examples',
      'Platform & Settings',
    ]) {
      expect(await screen.findByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(document.title).toBe('Add Problem — Upsolve');
    await user.click(submitButton());

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    for (const message of [
      'Problem link is required',
      'Statement is required',
      'Input format is required',
      'Output format is required',
      'Example input is required',
      'Example output is required',
      'Platform name is required',
      'Difficulty rating must be a number from 1 to 10',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(callsTo('POST /api/addproblem')).toHaveLength(0);
  });

  it('refuses a link that is not http(s) and a rating outside 1 to 10', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/problems/lookup': noLookup,
    });
    renderApp('/addproblem');
    await screen.findByRole('heading', { name: 'Basic Information' });

    await fillForm(user, { ...validProblem, link: 'ftp://example.com/a', rating: '11' });
    await user.click(submitButton());

    expect(await screen.findByText('Problem link must be a valid http(s) URL')).toBeInTheDocument();
    expect(screen.getByText('Difficulty rating must be at most 10')).toBeInTheDocument();
    expect(callsTo('POST /api/addproblem')).toHaveLength(0);
  });

  it('fills the platform from a recognised link, but never over a name the user typed', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/check-auth': signedIn, 'GET /api/problems/lookup': noLookup });
    renderApp('/addproblem');
    const link = await screen.findByLabelText('Problem Link');
    const platform = screen.getByLabelText('Platform Name');

    await user.type(link, 'https://atcoder.jp/contests/abc300/tasks/abc300_a');
    expect(platform).toHaveValue('AtCoder');
    expect(screen.getByText('Recognised as an AtCoder problem.')).toBeInTheDocument();

    // The helper may replace its own guess...
    await user.clear(link);
    await user.type(link, 'https://leetcode.com/problems/two-sum/');
    expect(platform).toHaveValue('LeetCode');
    expect(screen.getByText('Recognised as a LeetCode problem.')).toBeInTheDocument();

    // ...but not what the user wrote themselves.
    await user.clear(platform);
    await user.type(platform, 'My judge');
    await user.clear(link);
    await user.type(link, 'https://cses.fi/problemset/task/1068');
    expect(platform).toHaveValue('My judge');
  });

  it('previews Markdown with math in the statement', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/check-auth': signedIn, 'GET /api/problems/lookup': noLookup });
    renderApp('/addproblem');
    await user.type(await screen.findByLabelText('Problem Description'), 'Print **$n^2$**.');

    const toggle = screen.getByRole('group', { name: 'Problem Description view' });
    await user.click(within(toggle).getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Problem Description preview' });
    await waitFor(() => expect(preview.querySelector('strong .katex')).not.toBeNull());
    expect(within(toggle).getByRole('button', { name: 'Preview' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows "Creating Problem..." while saving, then opens the new problem with a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const created = buildProblemDetail({ title: 'Watermelon' });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/problems/lookup': noLookup,
      'POST /api/addproblem': () => answer.promise,
      'GET /api/dashboard': () => dashboardPage([]),
      'GET /api/top-users': () => json([]),
      [`GET /api/problem/${created._id}`]: () =>
        json({ problem: created, isBookmarked: false, viewerHasReviewed: false }),
    });
    const { location, router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'No Problems Yet' });
    await router.navigate('/addproblem');
    await screen.findByRole('heading', { name: 'Basic Information' });
    await fillForm(user);
    await user.type(screen.getByLabelText('Tags'), 'math{Enter}brute force,');

    await user.click(submitButton());
    const busy = await screen.findByRole('button', { name: 'Creating Problem...' });
    expect(busy).toBeDisabled();

    const init = callsTo('POST /api/addproblem')[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Watermelon',
      link: 'https://codeforces.com/problemset/problem/4/A',
      choice: 'public',
      problemstatement: {
        statement: 'Split $w$ into two even parts.',
        input: 'One integer $w$.',
        output: 'YES or NO.',
        exampleinput: '8',
        exampleoutput: 'YES',
      },
      platform: { name: 'Codeforces', rating: 2 },
      tags: ['math', 'brute force'],
    });

    answer.resolve(json({ message: 'Problem created successfully', problem: created }, 201));
    expect(await screen.findByRole('heading', { name: 'Watermelon' })).toBeInTheDocument();
    expect(location().pathname).toBe(`/problem/${created._id}`);
    expect(await screen.findByText('Problem created successfully')).toBeInTheDocument();

    // The form was replaced: Back returns to the dashboard, not to an emptied form.
    await router.navigate(-1);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('suggests topic names as a tag is typed: "nt" offers "Number theory", taken by the arrows and Enter', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ 'GET /api/check-auth': signedIn, 'GET /api/problems/lookup': noLookup });
    renderApp('/addproblem');
    const tags = await screen.findByLabelText('Tags');

    await user.type(tags, 'nt');
    const suggestions = screen.getByRole('listbox', { name: 'Tag suggestions' });
    expect(within(suggestions).getAllByRole('option')[0]).toHaveTextContent('Number theory');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Remove tag Number theory' })).toBeVisible();
    expect(tags).toHaveValue('');
    // Without a suggestion chosen, Enter adds what was typed.
    await user.type(tags, 'dp{Enter}');
    expect(screen.getByRole('button', { name: 'Remove tag dp' })).toBeVisible();
  });

  it("shows the server's message in a banner and its field messages under the fields", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/problems/lookup': noLookup,
      'POST /api/addproblem': () =>
        json(
          {
            message: 'Some fields are invalid',
            code: 'validation',
            fields: { 'platform.name': 'Platform name is not allowed here' },
          },
          400,
        ),
    });
    const { location } = renderApp('/addproblem');
    await screen.findByRole('heading', { name: 'Basic Information' });
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are invalid');
    expect(screen.getByLabelText('Platform Name')).toHaveAccessibleDescription(
      'Platform name is not allowed here',
    );
    expect(submitButton()).toBeEnabled();
    expect(location().pathname).toBe('/addproblem');
  });

  it('says the server did not respond when the network fails', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      'GET /api/problems/lookup': noLookup,
      'POST /api/addproblem': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/addproblem');
    await screen.findByRole('heading', { name: 'Basic Information' });
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server did not respond. Please try again later.',
    );
  });
});
