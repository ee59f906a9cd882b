// The bare `node:http` server the real one is compared with: it answers every request with the
// bytes and headers the real server gave that same request (captured once), and does nothing else.
// Run as a child process of the bench, so it has its own event loop as the real server has.
import http from 'node:http';
import { requestKey } from './http.ts';
import type { ReplayMessage } from './servers.ts';

interface Reply {
  status: number;
  headers: string[];
  body: Buffer;
}

let replies = new Map<string, Reply>();

const server = http.createServer((request, response) => {
  const key = requestKey(
    request.method ?? 'GET',
    request.url ?? '/',
    request.headers.cookie,
    request.headers['accept-encoding'],
  );
  const reply = replies.get(key);
  if (reply === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(reply.status, reply.headers).end(reply.body);
});

process.on('message', (message: ReplayMessage) => {
  replies = new Map(
    message.replies.map((entry) => [
      entry.key,
      { status: entry.status, headers: entry.rawHeaders, body: Buffer.from(entry.body) },
    ]),
  );
  process.send?.({ loaded: replies.size });
});

// Fastify's default, so even the Keep-Alive header the two servers send is the same.
server.keepAliveTimeout = 72_000;

const port = Number(process.argv[2]);
server.listen(port, '127.0.0.1', () => process.send?.({ listening: port }));
process.once('disconnect', () => server.close());
