import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConversation } from '@/test/ai.ts';
import { buildProblemDetail, problemId, problemResponse } from '@/test/fixtures.ts';
import { json, mockApi, renderApp, signedIn } from '@/test/render-app.tsx';

const problem = buildProblemDetail({ _id: problemId, title: 'Watermelon' });

describe('the problem page’s AI hints', () => {
  beforeAll(() => import('./problem-details.tsx'));

  it('offers Ask for a hint, which opens a new hint chat on the problem', async () => {
    const { queriesTo } = mockApi({
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
    expect(queriesTo('GET /api/ai/conversations')[0]?.get('problemId')).toBe(problemId);

    await user.click(ask);
    await waitFor(() => expect(location().pathname).toBe('/askai'));
    expect(location().search).toBe(`?problemId=${problemId}`);
  });

  it('leads to the newest hint conversation when the viewer already has one', async () => {
    const newest = buildConversation({ problem: { _id: problemId, title: 'Watermelon' } });
    const oldest = buildConversation({ problem: { _id: problemId, title: 'Watermelon' } });
    mockApi({
      'GET /api/check-auth': signedIn,
      [`GET /api/problem/${problemId}`]: () => json(problemResponse(problem)),
      'GET /api/ai/conversations': () => json({ conversations: [newest, oldest] }),
    });
    renderApp(`/problem/${problemId}`);

    expect(await screen.findByRole('link', { name: 'Continue your hints' })).toHaveAttribute(
      'href',
      `/askai/${newest._id}`,
    );
    expect(screen.queryByRole('link', { name: 'Ask for a hint' })).toBeNull();
  });
});
