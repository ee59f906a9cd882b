import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorText, NetworkError } from './api.ts';

function respondWith(response: Response | Promise<Response>) {
  const fetchMock = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('sends JSON with the session cookie under /api', async () => {
    const fetchMock = respondWith(new Response(JSON.stringify({ ok: true }), { status: 200 }));

    await expect(api.post('/addproblem', { title: 'Two Sum' })).resolves.toEqual({ ok: true });

    expect(fetchMock).toHaveBeenCalledWith('/api/addproblem', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ title: 'Two Sum' }),
      signal: undefined,
    });
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    const fetchMock = respondWith(new Response(null, { status: 204 }));

    await expect(api.post('/logout')).resolves.toBeUndefined();

    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/logout',
      expect.objectContaining({ body: undefined, headers: { Accept: 'application/json' } }),
    ]);
  });

  it("turns an error answer into an ApiError with the server's message and fields", async () => {
    respondWith(
      new Response(
        JSON.stringify({ message: 'Bad input', code: 'validation', fields: { title: 'Required' } }),
        { status: 400 },
      ),
    );

    const error = await api.get('/dashboard').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      serverMessage: 'Bad input',
      message: 'Bad input',
      fields: { title: 'Required' },
    });
  });

  it('keeps an error answer without a message apart', async () => {
    respondWith(new Response('<h1>Bad gateway</h1>', { status: 502 }));

    const error = await api.get('/dashboard').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 502, code: null, serverMessage: null });
    expect(errorText(error, { withoutMessage: 'Could not load.' })).toBe('Could not load.');
  });

  it('reports a NetworkError when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    const error = await api.get('/dashboard').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect(errorText(error, { withoutMessage: 'x' })).toBe(
      'Server did not respond. Please try again later.',
    );
  });

  it('lets an abort through untouched', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(abort)),
    );

    await expect(api.get('/dashboard')).rejects.toBe(abort);
  });
});
