import http from 'node:http';

/** One request of a workload: who sends it (the session cookie) and what. */
export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** `upsolve_session=...` of a signed-in bench user. */
  cookie: string;
  /** Set only where the read is about compression. */
  acceptEncoding?: string;
  /** JSON text of a write. */
  body?: string;
  /** The sending tab's socket id (`X-Socket-Id`): a message sent is not echoed back to it. */
  socketId?: string;
}

/** A response as it came over the wire: nothing decompressed, every header kept. */
export interface Captured {
  status: number;
  /** Header names and values in one flat list, as Node's `rawHeaders`. */
  rawHeaders: string[];
  body: Buffer;
}

/** The bare server answers a request by this key: the same request always gets the same bytes. */
export function requestKey(method: string, path: string, cookie = '', acceptEncoding = ''): string {
  return `${method} ${path}\n${cookie}\n${acceptEncoding}`;
}

export function keyOf(request: BenchRequest): string {
  return requestKey(request.method, request.path, request.cookie, request.acceptEncoding);
}

/** The request's headers as autocannon and node:http both send them. */
export function headersOf(request: BenchRequest): Record<string, string> {
  return {
    ...(request.cookie === '' ? {} : { cookie: request.cookie }),
    ...(request.acceptEncoding === undefined ? {} : { 'accept-encoding': request.acceptEncoding }),
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(request.socketId === undefined ? {} : { 'x-socket-id': request.socketId }),
  };
}

// Enough for the mixed workload's writes issued on schedule while earlier ones are still in flight.
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/**
 * Closes the shared pool's idle connections, so that the server does not close them later, in
 * the middle of a measurement (the soak's descriptors would show it as a fall).
 */
export function closeIdleConnections(): void {
  for (const sockets of Object.values(agent.freeSockets)) {
    for (const socket of sockets ?? []) socket.destroy();
  }
}

/**
 * A pool of `size` kept-alive connections that stays that size: `open()` opens them all at once,
 * and each request takes the connection idle longest (fifo), so under a steady beat none idles
 * long enough for the server to close it (Fastify's keep-alive timeout is 72 s). The soak's load
 * then holds a constant number of the server's sockets, whatever the server's pace: a default pool
 * (lifo) grows towards its limit each time the server falls behind and shrinks as the unused
 * connections time out, which the server's descriptors would show as a trend of the load's making.
 */
export function steadyPool(size: number) {
  const pool = new http.Agent({ keepAlive: true, maxSockets: size, scheduling: 'fifo' });
  const count = (lists: NodeJS.ReadOnlyDict<unknown[]>) =>
    Object.values(lists).reduce((sum, list) => sum + (list?.length ?? 0), 0);
  return {
    agent: pool,
    /** Opens every connection: `size` requests at once, each on a connection of its own. */
    open: async (origin: string, path: string) => {
      await Promise.all(
        Array.from({ length: size }, () => send(origin, { method: 'GET', path, cookie: '' }, pool)),
      );
    },
    /** The pool's open connections, busy or idle. */
    connections: () => count(pool.sockets) + count(pool.freeSockets),
    close: () => pool.destroy(),
  };
}
/** An answer slower than this means the server hangs. */
const answerTimeoutMs = 60_000;

/** Sends one request and reads the whole raw answer (fetch would decompress it). */
export function send(
  origin: string,
  request: BenchRequest,
  via: http.Agent = agent,
): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${origin}${request.path}`,
      { method: request.method, headers: headersOf(request), agent: via },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', reject);
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.once('error', reject);
    outgoing.setTimeout(answerTimeoutMs, () =>
      outgoing.destroy(new Error(`${request.method} ${request.path}: no answer within 60 s`)),
    );
    outgoing.end(request.body);
  });
}

/** The value of a header in a flat raw list, names compared without case. */
export function rawHeader(rawHeaders: readonly string[], name: string): string | undefined {
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === name) return rawHeaders[index + 1];
  }
  return undefined;
}

/** Runs `work` on every item, at most `concurrency` at a time, keeping the items' order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  // One iterator shared by the workers: each entry is taken by exactly one of them.
  const entries = items.entries();
  const worker = async () => {
    for (const [index, item] of entries) results[index] = await work(item, index);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
