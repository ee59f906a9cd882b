import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { installCodeMirrorLayoutStubs } from '@/components/ui/code-editor-jsdom.ts';
import { preloadCodeMirror } from '@/components/ui/code-editor.tsx';
import { deferred, json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import {
  buildSolution,
  me,
  problemId,
  problemResponse,
  solutionDetail,
  solutionsResponse,
} from '@/test/fixtures.ts';

const pathOf = (solutionId: string) => `/problem/${problemId}/solutions/${solutionId}`;

function mockSolution(
  solution: ReturnType<typeof buildSolution>,
  extra = {},
  viewerHasReviewed = false,
) {
  return mockApi({
    'GET /api/check-auth': signedIn,
    [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
    [`GET /api${pathOf(solution._id)}`]: () => json(solutionDetail(solution, viewerHasReviewed)),
    ...extra,
  });
}

describe('solution details', () => {
  beforeAll(async () => {
    installCodeMirrorLayoutStubs();
    await Promise.all([
      import('./solution-details.tsx'),
      import('@/components/ui/markdown-renderer.tsx'),
      preloadCodeMirror('cpp'),
    ]);
  }, 30_000);

  it('shows author, approach, description, code, average rating and the reviews count', async () => {
    const solution = buildSolution({ reviewsCount: 3, averageRating: 3.7 });
    mockSolution(solution);
    renderApp(pathOf(solution._id));

    expect(await screen.findByText('@petr')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Approach' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Code' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3.7 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('3.7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reviews (3)' })).toHaveAttribute(
      'href',
      `${pathOf(solution._id)}/reviews`,
    );
    // Math in the approach is typeset, and the code is shown in the read-only viewer.
    await waitFor(() => expect(document.querySelectorAll('.katex').length).toBeGreaterThan(0));
    const viewer = await screen.findByRole('textbox', { name: 'Solution code' }, { timeout: 5000 });
    expect(viewer).toHaveTextContent('std::cin >> w;');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Watermelon — solution by @petr — Upsolve'));
  });

  it('shows a non-author Add Review, and neither Update nor Delete', async () => {
    const solution = buildSolution();
    mockSolution(solution);
    renderApp(pathOf(solution._id));

    expect(await screen.findByRole('link', { name: 'Add Review' })).toHaveAttribute(
      'href',
      `${pathOf(solution._id)}/addreview`,
    );
    expect(screen.queryByRole('link', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByText('You reviewed this')).not.toBeInTheDocument();
  });

  it('tells a reader who already reviewed it so, instead of offering Add Review again', async () => {
    const solution = buildSolution({ reviewsCount: 1, averageRating: 4 });
    mockSolution(solution, {}, true);
    renderApp(pathOf(solution._id));

    expect(await screen.findByText('You reviewed this')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reviews (1)' })).toBeInTheDocument();
  });

  it('shows the author Update and Delete, and no Add Review on their own work', async () => {
    const solution = buildSolution({ user: me });
    mockSolution(solution);
    renderApp(pathOf(solution._id));

    expect(await screen.findByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      `${pathOf(solution._id)}/updatesolution`,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Review' })).not.toBeInTheDocument();
  });

  it('asks before deleting; Cancel keeps the solution', async () => {
    const user = userEvent.setup({ delay: null });
    const solution = buildSolution({ user: me });
    const { callsTo } = mockSolution(solution);
    renderApp(pathOf(solution._id));

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete solution' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this solution?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(`DELETE /api${pathOf(solution._id)}/deletesolution`)).toHaveLength(0);
  });

  it('deletes after confirmation and goes to the solutions list, which Back does not leave', async () => {
    const user = userEvent.setup({ delay: null });
    const solution = buildSolution({ user: me });
    const answer = deferred<Response>();
    let deleted = false;
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [`GET /api${pathOf(solution._id)}`]: () =>
        deleted
          ? json({ message: 'Solution not found', code: 'not_found' }, 404)
          : json(solutionDetail(solution)),
      [`DELETE /api${pathOf(solution._id)}/deletesolution`]: () => {
        deleted = true;
        return answer.promise;
      },
      [`GET /api/problem/${problemId}/solutions`]: () =>
        json(solutionsResponse(deleted ? [] : [solution])),
    });
    const { location, router } = renderApp(`/problem/${problemId}/solutions`);
    await screen.findByRole('heading', { name: '1 Solution Found' });
    await router.navigate(pathOf(solution._id));

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete Solution' }));
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    answer.resolve(json({ message: 'Solution deleted successfully' }));

    await waitFor(() => expect(location().pathname).toBe(`/problem/${problemId}/solutions`));
    expect(await screen.findByRole('heading', { name: 'No Solutions Yet' })).toBeInTheDocument();
    expect(callsTo(`DELETE /api${pathOf(solution._id)}/deletesolution`)).toHaveLength(1);

    // The deleted solution's page was replaced in the history: Back never shows it missing.
    await router.navigate(-1);
    await waitFor(() => expect(location().pathname).toBe(`/problem/${problemId}/solutions`));
    expect(screen.queryByRole('heading', { name: 'Solution Not Found' })).not.toBeInTheDocument();
  });

  it("names a deleted author's solution 'Unknown User'", async () => {
    const solution = buildSolution({ user: null });
    mockSolution(solution);
    renderApp(pathOf(solution._id));
    expect(await screen.findByText('Unknown User')).toBeInTheDocument();
  });

  it("shows 'Solution Not Found' with a way back when it cannot load", async () => {
    const user = userEvent.setup({ delay: null });
    const missing = '00000000-0000-4000-8000-000000000000';
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [`GET /api${pathOf(missing)}`]: () =>
        json({ message: 'Solution not found', code: 'not_found' }, 404),
      [`GET /api/problem/${problemId}/solutions`]: () => json(solutionsResponse([])),
    });
    const { location } = renderApp(pathOf(missing));

    expect(await screen.findByRole('heading', { name: 'Solution Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Unable to load solution details')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Solutions' }));
    expect(location().pathname).toBe(`/problem/${problemId}/solutions`);
  });
});
