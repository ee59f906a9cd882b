import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { installCodeMirrorLayoutStubs } from '@/components/ui/code-editor-jsdom.ts';
import { preloadCodeMirror } from '@/components/ui/code-editor.tsx';
import { deferred, json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';
import { buildSolution, problemId, problemResponse } from '@/test/fixtures.ts';

const addPath = `/problem/${problemId}/addsolution`;
const addCall = `POST /api${addPath}`;
const submitButton = () => screen.getByRole('button', { name: 'Submit Solution' });

/** The editor is CodeMirror in its own chunk: wait for it, then type as a user would. */
async function typeCode(user: UserEvent, code: string) {
  const editor = await screen.findByRole('textbox', { name: 'Code' }, { timeout: 5000 });
  await user.click(editor);
  await user.keyboard(code);
}

async function fillForm(user: UserEvent) {
  await user.click(await screen.findByLabelText('Approach'));
  await user.paste('Check parity: $w$ even and $w > 2$.');
  await user.click(screen.getByLabelText('Description'));
  await user.paste('Both parts must be even, so $w \\ge 4$.');
  await user.selectOptions(screen.getByLabelText('Language'), 'Python');
  await typeCode(user, 'print(1)');
}

describe('add solution', () => {
  beforeAll(async () => {
    installCodeMirrorLayoutStubs();
    await Promise.all([import('./add-solution.tsx'), preloadCodeMirror('python')]);
  }, 30_000);

  it('requires approach, description and code before calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
    });
    renderApp(addPath);

    expect(await screen.findByRole('heading', { name: 'Add Solution' })).toBeInTheDocument();
    expect(await screen.findByText('Watermelon')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Add Solution — Watermelon — Upsolve'));
    await user.click(submitButton());

    expect(await screen.findByText('Approach is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Code is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Approach')).toHaveAccessibleDescription(/Approach is required/);
    expect(callsTo(addCall)).toHaveLength(0);
  });

  it('shows "Submitting Solution..." while sending, then opens the new solution', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = buildSolution({ language: 'python', code: 'print(1)' });
    const answer = deferred<Response>();
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [addCall]: () => answer.promise,
      [`GET /api/problem/${problemId}/solutions/${saved._id}`]: () => json(saved),
    });
    const { location } = renderApp(addPath);
    await fillForm(user);
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Submitting Solution...' });
    expect(busy).toBeDisabled();
    const [, init] = callsTo(addCall)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      approach: 'Check parity: $w$ even and $w > 2$.',
      description: 'Both parts must be even, so $w \\ge 4$.',
      language: 'python',
      code: 'print(1)',
      problem: problemId,
    });

    answer.resolve(json({ message: 'Solution added successfully', solution: saved }, 201));
    await waitFor(() =>
      expect(location().pathname).toBe(`/problem/${problemId}/solutions/${saved._id}`),
    );
    expect(await screen.findByText('Solution added successfully')).toBeInTheDocument();
  });

  it("shows the server's message in a banner when it refuses, and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [addCall]: () =>
        json(
          {
            message: 'Code must be at most 64 KiB',
            code: 'validation',
            fields: { code: 'Code must be at most 64 KiB' },
          },
          400,
        ),
    });
    renderApp(addPath);
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Code must be at most 64 KiB');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      /Code must be at most 64 KiB/,
    );
    expect(screen.getByLabelText('Approach')).toHaveValue('Check parity: $w$ even and $w > 2$.');
    expect(submitButton()).toBeEnabled();
  });

  it("shows the error's own message when the server does not answer", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse()),
      [addCall]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp(addPath);
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server did not respond. Please try again later.',
    );
  });

  it('shows "Problem Not Found" with a way back, and no form, for an unknown or private problem', async () => {
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      // The server answers an unknown problem and another user's private one alike.
      [`GET /api/problem/${problemId}`]: () =>
        json({ message: 'Problem not found', code: 'not_found' }, 404),
    });
    renderApp(addPath);

    expect(await screen.findByRole('heading', { name: 'Problem Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByLabelText('Approach')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Solution' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Problem Not Found — Upsolve'));
    // Client errors are not retried: one call, and nothing posted.
    expect(callsTo(`GET /api/problem/${problemId}`)).toHaveLength(1);
    expect(callsTo(addCall)).toHaveLength(0);
  });

  it('offers Try again when the problem fails to load, and shows the form once it loads', async () => {
    const user = userEvent.setup({ delay: null });
    // Server errors are retried twice on their own before the screen gives up.
    let failuresLeft = 3;
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => {
        if (failuresLeft === 0) return json(problemResponse());
        failuresLeft -= 1;
        return json({ message: 'The service is unavailable', code: 'internal' }, 503);
      },
    });
    renderApp(addPath);

    expect(
      await screen.findByRole(
        'heading',
        { name: 'The problem could not be loaded' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The service is unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Watermelon')).toBeInTheDocument();
    expect(screen.getByLabelText('Approach')).toBeInTheDocument();
  }, 15_000);
});
