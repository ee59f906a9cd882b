import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedInActor } from '../test/actors.ts';
import type { Actor } from '../test/actors.ts';
import { buildBookmark, buildProblem, buildReview, buildSolution } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';
import { exactTotal, setPageHeaders } from './paging.ts';
import type { Page } from './paging.ts';

const t = useTestApp();

const base64url = (payload: unknown) =>
  Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');

/** The kinds of value a cursor tuple holds, each with a well-formed value and forged ones. */
const values = {
  timestamp: {
    valid: '2026-01-01T00:00:00.000Z',
    forged: [
      '0000-01-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '1900-01-01T00:00:00.000Z',
      '2026-02-30T00:00:00.000Z',
      '2026-01-01',
      1767225600000,
      null,
    ],
  },
  id: {
    valid: '6f1c1a52-3c2b-4f7e-9d55-1e0a3c6b9a10',
    forged: ['x', "' or 1=1 --", 42],
  },
  count: {
    valid: 3,
    forged: [2 ** 31, 1e300, -1, 1.5, '3'],
  },
  averageRating: {
    valid: '4.333',
    forged: ['9'.repeat(40), '1e3', '5.001', '6', '-1', 4.5],
  },
} as const;

type Kind = keyof typeof values;

/** Every list route, with the kinds of its cursor tuple in order. */
interface ListRoute {
  name: string;
  url: (ids: { problemId: string; solutionId: string }) => string;
  tuple: Kind[];
}

const newestTuple: Kind[] = ['timestamp', 'id'];
const listRoutes: ListRoute[] = [
  { name: 'dashboard, newest', url: () => '/api/dashboard?sort=newest', tuple: newestTuple },
  {
    name: 'dashboard, most solved',
    url: () => '/api/dashboard?sort=solved',
    tuple: ['count', 'timestamp', 'id'],
  },
  {
    name: 'dashboard, best rated',
    url: () => '/api/dashboard?sort=rated',
    tuple: ['averageRating', 'timestamp', 'id'],
  },
  {
    // A search and filters take another query path, with the same cursor.
    name: 'dashboard, searched and filtered',
    url: () => '/api/dashboard?q=watermelon&platform=Codeforces&minRating=1&maxRating=10',
    tuple: newestTuple,
  },
  { name: 'my problems', url: () => '/api/myproblems?limit=5', tuple: newestTuple },
  { name: 'bookmarks', url: () => '/api/bookmarkedproblems?limit=5', tuple: newestTuple },
  {
    name: 'solutions, newest',
    url: ({ problemId }) => `/api/problem/${problemId}/solutions?sort=newest`,
    tuple: newestTuple,
  },
  {
    name: 'solutions, best rated',
    url: ({ problemId }) => `/api/problem/${problemId}/solutions?sort=rated`,
    tuple: ['averageRating', 'count', 'timestamp', 'id'],
  },
  {
    name: 'problem reviews',
    url: ({ problemId }) => `/api/problem/${problemId}/reviews?limit=5`,
    tuple: newestTuple,
  },
  {
    name: 'solution reviews',
    url: ({ problemId, solutionId }) =>
      `/api/problem/${problemId}/solutions/${solutionId}/reviews?limit=5`,
    tuple: newestTuple,
  },
];

let viewer: Actor;
let ids: { problemId: string; solutionId: string };

beforeAll(async () => {
  viewer = await signedInActor(t);
  const problem = await buildProblem(t.db, viewer.user);
  const solution = await buildSolution(t.db, problem, viewer.user);
  await buildReview(t.db, { problemId: problem.id }, null);
  await buildReview(t.db, { solutionId: solution.id }, null);
  await buildBookmark(t.db, viewer.user, problem);
  ids = { problemId: problem.id, solutionId: solution.id };
});

function withCursor(route: ListRoute, cursor: string): string {
  const url = route.url(ids);
  return `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`;
}

/** The route's well-formed tuple with the value at `index` replaced. */
function tupleWith(route: ListRoute, index: number, value: unknown): unknown[] {
  return route.tuple.map((kind, at) => (at === index ? value : values[kind].valid));
}

describe.each(listRoutes)('cursor of $name', (route) => {
  it('pages from a well-formed cursor', async () => {
    const cursor = base64url(route.tuple.map((kind) => values[kind].valid));
    const response = await callAs(t, viewer, 'GET', withCursor(route, cursor));
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 naming the cursor, never 500, for a forged value in any position', async () => {
    for (const [index, kind] of route.tuple.entries()) {
      for (const forged of values[kind].forged) {
        const cursor = base64url(tupleWith(route, index, forged));
        const response = await callAs(t, viewer, 'GET', withCursor(route, cursor));
        expect({ kind, forged, status: response.statusCode }).toEqual({
          kind,
          forged,
          status: 400,
        });
        expect(response.json()).toMatchObject({
          code: 'validation',
          fields: { cursor: 'Invalid cursor' },
        });
      }
    }
  });

  it('answers 400 for a tuple of another shape, an object, or text that is not a cursor', async () => {
    const valid = route.tuple.map((kind) => values[kind].valid);
    const shapes = [
      base64url(valid.slice(1)),
      base64url([...valid, values.id.valid]),
      base64url({ t: values.timestamp.valid, i: values.id.valid }),
      base64url(null),
      'not-base64-json',
      '',
    ];
    for (const cursor of shapes) {
      const response = await callAs(t, viewer, 'GET', withCursor(route, cursor));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ cursor: 'Invalid cursor' });
    }
  });
});

describe('setPageHeaders', () => {
  async function headersFor(page: Page<string>) {
    const app = Fastify();
    app.get('/', async (_request, reply) => {
      setPageHeaders(reply, page);
      return page.items;
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return response.headers;
  }

  it('writes the total as an integer and the next cursor only when there is a next page', async () => {
    const last = await headersFor({ items: ['a'], nextCursor: null, total: exactTotal(1) });
    expect(last['x-total-count']).toBe('1');
    expect(last).not.toHaveProperty('x-next-cursor');
    expect(last).not.toHaveProperty('x-total-capped');

    const more = await headersFor({ items: ['a'], nextCursor: 'abc', total: exactTotal(2) });
    expect(more['x-next-cursor']).toBe('abc');
  });

  it('marks a capped total as a lower bound, and writes no total when there is none', async () => {
    const capped = await headersFor({
      items: [],
      nextCursor: 'abc',
      total: { count: 1000, capped: true },
    });
    expect(capped['x-total-count']).toBe('1000');
    expect(capped['x-total-capped']).toBe('true');

    const unknown = await headersFor({ items: [], nextCursor: null, total: null });
    expect(unknown).not.toHaveProperty('x-total-count');
    expect(unknown).not.toHaveProperty('x-total-capped');
  });
});
