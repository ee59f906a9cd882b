import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers.tsx';
import { routes } from '@/app/router.tsx';
import { newUserProfile, testUser } from './test-user.ts';

// Most tests take the user from here, with the helpers that answer for them.
export { newUserProfile, testUser };

export type FetchHandler = (request: {
  body: unknown;
  init: RequestInit;
  /** The whole address called, with its query string. */
  url: URL;
}) => Response | Promise<Response>;

/** A JSON response as the API sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const signedOut = () =>
  json({ message: 'Please sign in to continue', code: 'unauthenticated' }, 401);

export const signedIn = () => json({ user: testUser });

/** Calls every signed-in page makes, answered as for a new user unless a test says otherwise. */
const shellHandlers: Record<string, FetchHandler> = {
  [`GET /api/myprofile/${testUser._id}`]: () => json({ user: newUserProfile }),
  'GET /api/messages/unread': () => json({ count: 0, requests: 0 }),
  // Whom the viewer blocked: a profile and a conversation show Block or Unblock from it.
  'GET /api/blocks': () => json([]),
  'GET /api/collaborations': () => json({ incoming: [], outgoing: [] }),
  // The header's bell.
  'GET /api/notifications/unread': () => json({ count: 0 }),
  // The dashboard's linked handles: none.
  'GET /api/handles': () => json({ handles: [], codeforcesSignIn: false }),
};

/**
 * Replaces fetch with a table of handlers keyed by "METHOD /api/path" (query string ignored).
 * A call with no handler fails the test with the call's name.
 */
export function mockApi(testHandlers: Record<string, FetchHandler>) {
  const handlers = { ...shellHandlers, ...testHandlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected API call: ${key}`);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ body, init, url });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls made to one "METHOD /api/path". */
  const callsTo = (key: string) =>
    fetchMock.mock.calls.filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname}` === key;
    });
  /** The query strings of the calls to one "METHOD /api/path", in order. */
  const queriesTo = (key: string) =>
    callsTo(key).map(([input]) => new URL(String(input), 'http://localhost').searchParams);
  return { fetchMock, callsTo, queriesTo };
}

/** Renders the whole app (real route table, guards and providers) at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const location = () => router.state.location;
  return { ...view, router, queryClient, location };
}

/** A promise the test resolves when it chooses, to hold a call in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
