import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { installCodeMirrorLayoutStubs } from '@/components/ui/code-editor-jsdom.ts';
import { preloadCodeMirror } from '@/components/ui/code-editor.tsx';
import { deferred, json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { buildSolution, me, problemId, problemResponse } from '@/test/fixtures.ts';

const solution = buildSolution({ user: me, approach: 'Old idea.' });
const solutionPath = `/problem/${problemId}/solutions/${solution._id}`;
const editPath = `${solutionPath}/updatesolution`;
const updateCall = `PUT /api${editPath}`;

describe('edit solution', () => {
  beforeAll(async () => {
    installCodeMirrorLayoutStubs();
    await Promise.all([import('./update-solution.tsx'), preloadCodeMirror('cpp')]);
  }, 30_000);

  it('loads the solution, shows "Updating Solution..." while saving, then opens it', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<Response>();
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [`GET /api${solutionPath}`]: () => json(solution),
      [updateCall]: () => answer.promise,
    });
    const { location } = renderApp(editPath);

    const approach = await screen.findByLabelText('Approach');
    expect(approach).toHaveValue('Old idea.');
    expect(screen.getByLabelText('Description')).toHaveValue(solution.description);
    expect(screen.getByLabelText('Language')).toHaveValue('cpp');
    await user.clear(approach);
    await user.paste('New idea.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Updating Solution...' })).toBeDisabled();
    const [, init] = callsTo(updateCall)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      approach: 'New idea.',
      code: solution.code,
      problem: problemId,
    });
    answer.resolve(
      json({
        message: 'Solution updated successfully',
        solution: { ...solution, approach: 'New idea.' },
      }),
    );
    await waitFor(() => expect(location().pathname).toBe(solutionPath));
  });

  it("shows the server's message in a red banner when saving fails", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [`GET /api${solutionPath}`]: () => json(solution),
      [updateCall]: () =>
        json({ message: 'You may not edit this solution', code: 'forbidden' }, 403),
    });
    renderApp(editPath);
    await screen.findByLabelText('Approach');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not edit this solution');
  });

  it("tells another user they cannot edit someone else's solution", async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${solutionPath}`]: () => json(buildSolution({ _id: solution._id })),
    });
    renderApp(editPath);
    expect(await screen.findByText('You cannot edit this solution')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('shows a load failure in a red banner and offers Back to the problem', async () => {
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api${solutionPath}`]: () =>
        json({ message: 'Solution not found', code: 'not_found' }, 404),
    });
    renderApp(editPath);
    expect(await screen.findByRole('alert')).toHaveTextContent('Solution not found');
    expect(screen.getByRole('link', { name: 'Back to Problem' })).toHaveAttribute(
      'href',
      `/problem/${problemId}`,
    );
  });
});
