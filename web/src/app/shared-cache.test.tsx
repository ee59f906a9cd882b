import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import {
  buildProblemDetail,
  buildReview,
  me,
  problemId,
  problemResponse,
} from '@/test/fixtures.ts';

const problemPath = `/problem/${problemId}`;
const problemCall = `GET /api${problemPath}`;

/*
 * One server resource, one cache entry: the problem's page and the review screens (another
 * feature) read the same GET /problem/{id}, and a review written on one screen shows on the other.
 */
describe('a problem shared by the problems and reviews screens', () => {
  beforeAll(() =>
    Promise.all([
      import('@/features/problems/routes/problem-details.tsx'),
      import('@/features/reviews/routes/add-problem-review.tsx'),
    ]),
  );

  it('is fetched once for both screens, and shows a new review when the user comes back', async () => {
    const user = userEvent.setup({ delay: null });
    let reviewed = false;
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [problemCall]: () =>
        json(
          problemResponse(buildProblemDetail({ _id: problemId, reviewsCount: reviewed ? 3 : 2 }), {
            viewerHasReviewed: reviewed,
          }),
        ),
      [`POST /api${problemPath}/addreview`]: () => {
        reviewed = true;
        return json(
          { message: 'Review added successfully', review: buildReview({ user: me }) },
          201,
        );
      },
    });
    const { location } = renderApp(problemPath);

    expect(await screen.findByRole('link', { name: '2 Reviews' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add Review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Problem Review' })).toBeVisible();
    expect(screen.getByText('Watermelon')).toBeInTheDocument();
    expect(callsTo(problemCall)).toHaveLength(1);

    await user.type(screen.getByLabelText('Comment'), 'Neat parity trick.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByRole('link', { name: '3 Reviews' })).toBeInTheDocument();
    expect(location().pathname).toBe(problemPath);
    expect(screen.getByText('You reviewed this')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Review' })).not.toBeInTheDocument();
  });
});
