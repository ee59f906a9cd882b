import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@upsolve/contract';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import {
  buildReview,
  me,
  ownProblemDetail,
  problemId,
  problemResponse,
  solutionDetail,
  solutionId,
} from '@/test/fixtures.ts';

const problemPath = `/problem/${problemId}`;
/** A review list as the server answers it: `{reviews}`, paging in the headers. */
const reviewsPage = (reviews: Review[]) => json({ reviews });
const solutionPath = `${problemPath}/solutions/${solutionId}`;

describe('problem reviews', () => {
  beforeAll(() => Promise.all([import('./problem-reviews.tsx'), import('./solution-reviews.tsx')]));

  it('shows each review with @username (or Unknown), stars, n/5 and the comment', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse()),
      [`GET /api${problemPath}/reviews`]: () =>
        reviewsPage([
          buildReview({ rating: 5, comment: 'Loved it.' }),
          buildReview({ rating: 2, comment: 'Statement was vague.', user: null }),
        ]),
    });
    renderApp(`${problemPath}/reviews`);

    const first = await screen.findByRole('article', { name: 'Review by @petr' });
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('5/5')).toBeInTheDocument();
    expect(within(first).getByText('Loved it.')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Review by Unknown' });
    expect(within(second).getByText('Unknown')).toBeInTheDocument();
    expect(within(second).getByText('2/5')).toBeInTheDocument();
    // The average of the listed ratings and their count.
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Problem Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Problem' })).toHaveAttribute(
      'href',
      problemPath,
    );
  });

  it('renders a comment as Markdown, as chat messages are: code with a copy button, no image loaded', async () => {
    const comment =
      'Use `long long`:\n```cpp\nlong long x = 0;\n```\n![meme](https://img.example/a.png)';
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse()),
      [`GET /api${problemPath}/reviews`]: () => reviewsPage([buildReview({ comment })]),
    });
    renderApp(`${problemPath}/reviews`);
    const review = await screen.findByRole('article', { name: 'Review by @petr' });
    expect(await within(review).findByRole('button', { name: 'Copy code' })).toBeVisible();
    expect(within(review).getByText('long long').tagName).toBe('CODE');
    expect(review.querySelector('img')).toBeNull();
    expect(within(review).getByRole('link', { name: 'meme' })).toHaveAttribute(
      'href',
      'https://img.example/a.png',
    );
  });

  it("shows the delete icon only on the signed-in user's own review, and removes it once deleted", async () => {
    const user = userEvent.setup({ delay: null });
    const mine = buildReview({ user: me, comment: 'My own take.' });
    const theirs = buildReview({ comment: 'Someone else.' });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse()),
      [`GET /api${problemPath}/reviews`]: () => reviewsPage([theirs, mine]),
      [`DELETE /api${problemPath}/reviews/${mine._id}`]: () =>
        json({ message: 'Review deleted successfully' }),
    });
    renderApp(`${problemPath}/reviews`);

    const own = await screen.findByRole('article', { name: 'Review by @tourist' });
    const other = screen.getByRole('article', { name: 'Review by @petr' });
    expect(within(other).queryByTitle('Delete review')).not.toBeInTheDocument();
    expect(screen.getAllByTitle('Delete review')).toHaveLength(1);

    await user.click(within(own).getByTitle('Delete review'));
    // It asks first, as a solution's delete does; nothing is deleted until confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Delete review' });
    expect(within(dialog).getByText('Are you sure you want to delete this review?')).toBeVisible();
    expect(callsTo(`DELETE /api${problemPath}/reviews/${mine._id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Review' }));

    await waitFor(() => expect(screen.queryByText('My own take.')).not.toBeInTheDocument());
    expect(await screen.findByText('Review deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('Someone else.')).toBeInTheDocument();
    expect(callsTo(`DELETE /api${problemPath}/reviews/${mine._id}`)).toHaveLength(1);
    // Removed locally: the list is not fetched again.
    expect(callsTo(`GET /api${problemPath}/reviews`)).toHaveLength(1);
  });

  it("says 'No reviews found for this problem' when there are none", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse()),
      [`GET /api${problemPath}/reviews`]: () => reviewsPage([]),
    });
    renderApp(`${problemPath}/reviews`);
    expect(await screen.findByText('No reviews found for this problem')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Review' })).toHaveAttribute(
      'href',
      `${problemPath}/addreview`,
    );
  });

  it.each([
    ['problem', `${problemPath}/reviews`, 'Problem Not Found'],
    ['solution', `${solutionPath}/reviews`, 'Solution Not Found'],
  ])(
    'says an unknown or private %s is not found, with no Try again (retrying cannot help)',
    async (_kind, screenPath, title) => {
      const notFound = () => json({ message: 'Not found', code: 'not_found' }, 404);
      mockApi({
        'GET /api/check-auth': signedIn,
        [`GET /api${problemPath}`]: notFound,
        [`GET /api${solutionPath}`]: notFound,
        [`GET /api${screenPath}`]: notFound,
      });
      renderApp(screenPath);

      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    },
  );

  it('offers no Add Review to the owner of the problem', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse(ownProblemDetail({ _id: problemId }))),
      [`GET /api${problemPath}/reviews`]: () => reviewsPage([]),
    });
    renderApp(`${problemPath}/reviews`);
    expect(await screen.findByText('Watermelon')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Review' })).not.toBeInTheDocument();
    expect(screen.queryByText('You reviewed this')).not.toBeInTheDocument();
  });

  it('tells a user who reviewed the problem so instead of Add Review, until they delete it', async () => {
    const user = userEvent.setup({ delay: null });
    const mine = buildReview({ user: me });
    let reviewed = true;
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () =>
        json(problemResponse(undefined, { viewerHasReviewed: reviewed })),
      [`GET /api${problemPath}/reviews`]: () => reviewsPage([mine]),
      [`DELETE /api${problemPath}/reviews/${mine._id}`]: () => {
        reviewed = false;
        return json({ message: 'Review deleted successfully' });
      },
    });
    renderApp(`${problemPath}/reviews`);

    expect(await screen.findByText('You reviewed this')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Review' })).not.toBeInTheDocument();

    await user.click(await screen.findByTitle('Delete review'));
    await user.click(await screen.findByRole('button', { name: 'Delete Review' }));

    expect(await screen.findByRole('link', { name: 'Add Review' })).toHaveAttribute(
      'href',
      `${problemPath}/addreview`,
    );
    expect(screen.queryByText('You reviewed this')).not.toBeInTheDocument();
  });
});

describe("editing one's own review", () => {
  it('lets the author change stars and comment in place; others get no edit icon', async () => {
    const user = userEvent.setup({ delay: null });
    const mine = buildReview({ user: me, rating: 2, comment: 'Too vague.' });
    const theirs = buildReview({ comment: 'Someone else.' });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () =>
        json(problemResponse(undefined, { viewerHasReviewed: true })),
      [`GET /api${problemPath}/reviews`]: () => reviewsPage([theirs, mine]),
      [`PUT /api${problemPath}/reviews/${mine._id}`]: ({ body }) =>
        json({ message: 'Review updated successfully', review: { ...mine, ...(body as object) } }),
    });
    renderApp(`${problemPath}/reviews`);

    const own = await screen.findByRole('article', { name: 'Review by @tourist' });
    const other = screen.getByRole('article', { name: 'Review by @petr' });
    expect(within(other).queryByTitle('Edit review')).not.toBeInTheDocument();
    await user.click(within(own).getByTitle('Edit review'));

    const form = await screen.findByRole('region', { name: 'Edit your review' });
    const comment = within(form).getByLabelText('Comment');
    expect(comment).toHaveValue('Too vague.');
    expect(within(form).getByRole('radio', { name: '2 stars, Poor' })).toBeChecked();
    await user.clear(comment);
    await user.type(comment, 'Clear after the fix.');
    await user.click(within(form).getByRole('radio', { name: '5 stars, Excellent' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Clear after the fix.')).toBeInTheDocument();
    expect(screen.getByText('Review updated successfully')).toBeInTheDocument();
    const puts = callsTo(`PUT /api${problemPath}/reviews/${mine._id}`);
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { rating: 5, comment: 'Clear after the fix.' },
    ]);
    const edited = screen.getByRole('article', { name: 'Review by @tourist' });
    expect(within(edited).getByText('5/5')).toBeInTheDocument();
  });

  it('opens the own review for editing from the add-review link, and Cancel keeps it', async () => {
    const user = userEvent.setup({ delay: null });
    const mine = buildReview({
      user: me,
      solution: solutionId,
      problem: undefined,
      comment: 'Mine.',
    });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${solutionPath}`]: () => json(solutionDetail(undefined, true)),
      [`GET /api${solutionPath}/reviews`]: () => reviewsPage([mine]),
    });
    renderApp(`${solutionPath}/reviews?edit=mine`);

    const form = await screen.findByRole('region', { name: 'Edit your review' });
    expect(within(form).getByLabelText('Comment')).toHaveValue('Mine.');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('article', { name: 'Review by @tourist' })).toHaveTextContent(
      'Mine.',
    );
    expect(callsTo(`PUT /api${solutionPath}/reviews/${mine._id}`)).toHaveLength(0);
  });
});

describe('solution reviews', () => {
  it("says 'No reviews found for this solution' when there are none, Back goes to the solution", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${solutionPath}`]: () => json(solutionDetail()),
      [`GET /api${solutionPath}/reviews`]: () => reviewsPage([]),
    });
    renderApp(`${solutionPath}/reviews`);
    expect(await screen.findByText('No reviews found for this solution')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Solution Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Solution' })).toHaveAttribute(
      'href',
      solutionPath,
    );
  });

  it('lets the author of a review delete it here too, and no one else', async () => {
    const user = userEvent.setup({ delay: null });
    const mine = buildReview({ user: me, solution: solutionId, problem: undefined });
    const theirs = buildReview({ solution: solutionId, problem: undefined, comment: 'Tidy.' });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${solutionPath}`]: () => json(solutionDetail()),
      [`GET /api${solutionPath}/reviews`]: () => reviewsPage([mine, theirs]),
      [`DELETE /api${solutionPath}/reviews/${mine._id}`]: () =>
        json({ message: 'Review deleted successfully' }),
    });
    renderApp(`${solutionPath}/reviews`);

    await screen.findByRole('article', { name: 'Review by @tourist' });
    expect(screen.getAllByTitle('Delete review')).toHaveLength(1);
    await user.click(screen.getByTitle('Delete review'));
    await user.click(await screen.findByRole('button', { name: 'Delete Review' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Review by @tourist' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Review by @petr' })).toBeInTheDocument();
  });

  it('tells a user who reviewed the solution so instead of Add Review, until they delete it', async () => {
    const user = userEvent.setup({ delay: null });
    const mine = buildReview({ user: me, solution: solutionId, problem: undefined });
    let reviewed = true;
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${solutionPath}`]: () => json(solutionDetail(undefined, reviewed)),
      [`GET /api${solutionPath}/reviews`]: () => reviewsPage([mine]),
      [`DELETE /api${solutionPath}/reviews/${mine._id}`]: () => {
        reviewed = false;
        return json({ message: 'Review deleted successfully' });
      },
    });
    renderApp(`${solutionPath}/reviews`);

    expect(await screen.findByText('You reviewed this')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Review' })).not.toBeInTheDocument();

    await user.click(await screen.findByTitle('Delete review'));
    await user.click(await screen.findByRole('button', { name: 'Delete Review' }));

    expect(await screen.findByRole('link', { name: 'Add Review' })).toHaveAttribute(
      'href',
      `${solutionPath}/addreview`,
    );
    expect(screen.queryByText('You reviewed this')).not.toBeInTheDocument();
  });
});
