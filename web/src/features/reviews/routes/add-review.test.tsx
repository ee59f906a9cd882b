import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alreadyReviewedMessage } from '@upsolve/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferred, json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import {
  buildReview,
  buildSolution,
  me,
  ownProblemDetail,
  problemId,
  problemResponse,
  solutionDetail,
  solutionId,
} from '@/test/fixtures.ts';

const problemPath = `/problem/${problemId}`;
const solutionPath = `${problemPath}/solutions/${solutionId}`;
const addProblemReview = `POST /api${problemPath}/addreview`;
const addSolutionReview = `POST /api${solutionPath}/addreview`;

describe('add problem review', () => {
  beforeAll(() =>
    Promise.all([import('./add-problem-review.tsx'), import('./add-solution-review.tsx')]),
  );

  it('is titled Problem Review / Add Review, with stars at 1, tips and Back to Problem', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse()),
    });
    renderApp(`${problemPath}/addreview`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Problem Review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add Review' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '1 star, Very Poor' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Tips for a helpful review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Problem' })).toHaveAttribute(
      'href',
      problemPath,
    );
    expect(screen.getByText('Watermelon')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Problem Review — Watermelon — Upsolve'));
  });

  it('requires a comment before calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse()),
    });
    renderApp(`${problemPath}/addreview`);

    await user.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Comment is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveAccessibleDescription('Comment is required');
    expect(callsTo(addProblemReview)).toHaveLength(0);
  });

  it('sends the chosen stars and comment, shows the busy label, then goes to the problem', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse()),
      [addProblemReview]: () => answer.promise,
    });
    const { location } = renderApp(`${problemPath}/addreview`);

    await user.click(await screen.findByRole('radio', { name: '4 stars, Good' }));
    await user.type(screen.getByLabelText('Comment'), 'Nice parity trick.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('button', { name: 'Submitting Review...' })).toBeDisabled();
    const [, init] = callsTo(addProblemReview)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 4,
      comment: 'Nice parity trick.',
      problem: problemId,
    });
    answer.resolve(
      json({ message: 'Review added successfully', review: buildReview({ user: me }) }, 201),
    );
    await waitFor(() => expect(location().pathname).toBe(problemPath));
  });

  it(`shows '${alreadyReviewedMessage}' in a red banner on a second review`, async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse()),
      [addProblemReview]: () => json({ message: alreadyReviewedMessage, code: 'conflict' }, 409),
    });
    const { location } = renderApp(`${problemPath}/addreview`);

    await user.type(await screen.findByLabelText('Comment'), 'Again.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(alreadyReviewedMessage);
    expect(banner).toHaveClass('bg-danger-soft');
    expect(location().pathname).toBe(`${problemPath}/addreview`);
  });

  it('shows the network error message when the server does not answer', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse()),
      [addProblemReview]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp(`${problemPath}/addreview`);
    await user.type(await screen.findByLabelText('Comment'), 'Good.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server did not respond. Please try again later.',
    );
  });

  it("does not offer the form to the problem's owner", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () => json(problemResponse(ownProblemDetail({ _id: problemId }))),
    });
    renderApp(`${problemPath}/addreview`);
    expect(await screen.findByText(/You cannot review your own work/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });
});

describe('after reviewing', () => {
  it('says "You reviewed this" with the way to edit it, instead of a form that would fail', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${problemPath}`]: () =>
        json(problemResponse(undefined, { viewerHasReviewed: true })),
    });
    renderApp(`${problemPath}/addreview`);
    expect(await screen.findByText('You reviewed this')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your review' })).toHaveAttribute(
      'href',
      `${problemPath}/reviews?edit=mine`,
    );
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('offers a solution reviewer the same, linking to the solution reviews', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${solutionPath}`]: () => json(solutionDetail(undefined, true)),
    });
    renderApp(`${solutionPath}/addreview`);
    expect(await screen.findByRole('link', { name: 'Edit your review' })).toHaveAttribute(
      'href',
      `${solutionPath}/reviews?edit=mine`,
    );
  });
});

describe('add solution review', () => {
  it('is titled Solution Review, sends the solution id, and goes back to the solution', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${solutionPath}`]: () => json(solutionDetail()),
      [addSolutionReview]: () =>
        json({ message: 'Review added successfully', review: buildReview({ user: me }) }, 201),
    });
    const { location } = renderApp(`${solutionPath}/addreview`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solution Review' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Solution' })).toHaveAttribute(
      'href',
      solutionPath,
    );
    await user.click(await screen.findByRole('radio', { name: '5 stars, Excellent' }));
    await user.type(screen.getByLabelText('Comment'), 'Clean code.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    await waitFor(() => expect(location().pathname).toBe(solutionPath));
    const [, init] = callsTo(addSolutionReview)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 5,
      comment: 'Clean code.',
      solution: solutionId,
    });
  });

  it("does not offer the form to the solution's author", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${solutionPath}`]: () =>
        json(solutionDetail(buildSolution({ _id: solutionId, user: me }))),
    });
    renderApp(`${solutionPath}/addreview`);
    expect(await screen.findByText(/You cannot review your own work/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });
});
