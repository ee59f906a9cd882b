import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProblemDetail, problemId, problemResponse } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';

const problem = buildProblemDetail({ _id: problemId, title: 'Watermelon' });

describe('the problem page’s AI hints', () => {
  beforeAll(() => import('./problem-details.tsx'));

  it('links Ask for a hint to the AI chat on this problem, asking the AI nothing itself', async () => {
    const { callsTo } = mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse(problem)),
      'GET /api/ai/conversations': () => json({ conversations: [] }),
      'GET /api/ai/provider': () =>
        json({ name: 'Ollama', model: 'llama3.2', configured: true, settings: [] }),
      // The new chat asks for its first hint at once; this test stops at the address.
      'POST /api/askai': () => new Promise<Response>(() => undefined),
    });
    const { location } = renderApp(`/problem/${problemId}`);
    const user = userEvent.setup();

    const ask = await screen.findByRole('link', { name: 'Ask for a hint' });
    expect(ask).toHaveAttribute('href', `/askai?problemId=${problemId}`);
    expect(callsTo('GET /api/ai/conversations')).toHaveLength(0);

    await user.click(ask);
    await waitFor(() => expect(location().pathname).toBe('/askai'));
    expect(location().search).toBe(`?problemId=${problemId}`);
  });
});
