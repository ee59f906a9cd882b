import { createConnection, createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A TCP relay between the server and a service it needs (PostgreSQL, Redis), which a test can cut
 * as a restart or a crash of that service would (every connection reset, new ones refused), and
 * then restore, without touching the service other tests share.
 */
export interface TcpProxy {
  /** `127.0.0.1:<port>`: put it in the service's URL in place of the service's own address. */
  host: string;
  port: number;
  /** Resets every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    if (!up) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    port,
    cut: () => {
      up = false;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore: () => {
      up = true;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
