import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for the outside sites (Codeforces, AtCoder, AtCoder Problems, CodeChef,
 * LeetCode): tests point each site's base-URL setting at it and say what each path answers,
 * usually a recorded response from `fixtures/`. Nothing leaves the machine.
 */

export interface FakeAnswer {
  status?: number;
  contentType?: string;
  /** More response headers (a redirect's Location). */
  headers?: Record<string, string>;
  body: string;
}

/** What a path answers: a fixed answer, one made from the request, or never (a hung site). */
export type FakeRoute =
  FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) | 'hang';

export interface FakeRequest {
  method: string;
  /** The path and query, as sent. */
  url: string;
  /** The request's headers, names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface FakeSites {
  /** `http://127.0.0.1:<port>`: a site's base URL is this plus its prefix. */
  origin: string;
  /** Answers `pathname` (query ignored) with `route` until replaced or reset. */
  route(pathname: string, route: FakeRoute): void;
  /** Every request heard, oldest first. */
  readonly requests: FakeRequest[];
  /** Forgets every route and request. */
  reset(): void;
  close(): Promise<void>;
}

const fixturesDir = path.join(import.meta.dirname, 'fixtures');

/**
 * Every outside site's base-URL setting, pointed at `origin` under the site's own prefix: the
 * fake sites' address in tests of the sites, an address nobody answers everywhere else.
 */
export function outsideSitesEnv(origin: string): Record<string, string> {
  return {
    CODEFORCES_API: `${origin}/codeforces/api`,
    ATCODER_API: `${origin}/atcoder`,
    CODECHEF_API: `${origin}/codechef/api`,
    LEETCODE_API: `${origin}/leetcode/graphql`,
    ATCODER_PROBLEMS_API: `${origin}/atcoder-problems`,
  };
}

/** A recorded response from `fixtures/` as a JSON answer. */
export async function fixture(name: string): Promise<FakeAnswer> {
  const body = await readFile(path.join(fixturesDir, name), 'utf8');
  const contentType = name.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8';
  return { body, contentType };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** `unrouted` answers every path no test routed: by default a 404 naming the path. */
export async function startFakeSites(unrouted?: FakeRoute): Promise<FakeSites> {
  const routes = new Map<string, FakeRoute>();
  const requests: FakeRequest[] = [];
  const hung = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    void (async () => {
      const heard: FakeRequest = {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
        body: await readBody(request),
      };
      requests.push(heard);
      const pathname = new URL(heard.url, 'http://fake').pathname;
      const route = routes.get(pathname) ?? unrouted;
      if (route === 'hang') {
        hung.add(response);
        response.on('close', () => hung.delete(response));
        return;
      }
      const answer =
        route === undefined
          ? { status: 404, contentType: 'text/plain', body: `No fake route for ${pathname}` }
          : typeof route === 'function'
            ? await route(heard)
            : route;
      response.writeHead(answer.status ?? 200, {
        'content-type': answer.contentType ?? 'application/json',
        ...answer.headers,
      });
      response.end(answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    route: (pathname, route) => routes.set(pathname, route),
    requests,
    reset: () => {
      routes.clear();
      requests.length = 0;
    },
    close: async () => {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error === undefined ? resolve() : reject(error))),
      );
    },
  };
}
