import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

/** A call to the API the way a script makes it: JSON, no Origin header, an optional cookie. */
export interface ApiCall {
  body?: unknown;
  cookie?: string;
  /**
   * Loopback address the request leaves from. Per-IP limits count per source address, and the
   * Redis holding them outlives a run, so a test that counts toward a limit uses its own address.
   */
  localAddress?: string;
}

export interface ApiResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A random address in 127.0.0.0/8 other than 127.0.0.1; Linux routes all of them to loopback. */
export function randomLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;
}

export function callApi(
  origin: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  call: ApiCall = {},
): Promise<ApiResponse> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (call.cookie !== undefined) headers.cookie = call.cookie;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${origin}/api${path}`,
      { method, headers, localAddress: call.localAddress },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const isJson = incoming.headers['content-type']?.includes('application/json') ?? false;
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: isJson ? (JSON.parse(text) as unknown) : text,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The `name=value` pair of the session's Set-Cookie header, ready for a Cookie header. */
export function sessionCookieFrom(response: ApiResponse, cookieName = 'upsolve_session'): string {
  const cookie = (response.headers['set-cookie'] ?? [])
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${cookieName}=`));
  if (cookie === undefined) {
    throw new Error(`The response (status ${response.status}) set no ${cookieName} cookie`);
  }
  return cookie;
}
