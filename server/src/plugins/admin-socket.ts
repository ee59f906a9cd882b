import { chmod, lstat, rm } from 'node:fs/promises';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applyAdminRequest } from '../admin/apply.ts';
import { AdminError, adminRequestSchema } from '../admin/protocol.ts';
import type { AdminAnswer } from '../admin/protocol.ts';
import { mebibytes, watchProcess } from '../admin/process-stats.ts';
import { announceRolesChanged } from './session.ts';

export interface AdminSocketOptions {
  /** Where to listen: `DATA_DIR/admin.sock` (admin/protocol.ts). */
  socketPath: string;
}

/** A request is one short JSON line; anything longer, or slower, is not the admin command. */
const maxRequestBytes = 16 * 1024;
const requestTimeoutMs = 10_000;
/** Linux keeps at most 107 bytes of a socket's path (sun_path); macOS 103. */
const maxSocketPathBytes = 103;

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

/** Whether a server answers on `socketPath`: false for a file a killed server left behind. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/** Sets the process's umask, returning the old one; null where it cannot be set (a worker). */
function setUmask(mask: number): number | null {
  try {
    return process.umask(mask);
  } catch {
    return null;
  }
}

/**
 * Binds with a umask that leaves the socket to its owner (0600 from the first instant; bind is
 * synchronous within listen), then sets the mode again in case the umask could not be changed.
 */
async function listenOwnerOnly(server: net.Server, socketPath: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    const umask = setUmask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (umask !== null) setUmask(umask);
    }
  });
  await chmod(socketPath, 0o600);
}

/**
 * Listens, clearing a socket file a killed server left (nothing answers on it). A live server on
 * it, or a file that is not a socket, is an error: nothing of someone else's is removed.
 */
async function listenReplacingStale(server: net.Server, socketPath: string): Promise<void> {
  try {
    await listenOwnerOnly(server, socketPath);
    return;
  } catch (error) {
    if (errorCode(error) !== 'EADDRINUSE') throw error;
  }
  if (await answers(socketPath)) {
    throw new Error(`Another Upsolve server answers on ${socketPath}.`);
  }
  if (!(await lstat(socketPath)).isSocket()) {
    throw new Error(`${socketPath} exists and is not a socket: move it away.`);
  }
  await rm(socketPath, { force: true });
  await listenOwnerOnly(server, socketPath);
}

/** Reads the one request line of a connection; null when it never came complete. */
function readRequestLine(connection: net.Socket): Promise<string | null> {
  return new Promise((resolve) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.setTimeout(requestTimeoutMs, () => {
      connection.destroy();
      resolve(null);
    });
    connection.on('data', (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end >= 0) resolve(received.slice(0, end));
      else if (received.length > maxRequestBytes) {
        connection.destroy();
        resolve(null);
      }
    });
    connection.once('end', () => resolve(received === '' ? null : received));
    connection.once('error', () => resolve(null));
  });
}

/**
 * `npm run admin` reaches the running server here: the embedded database is held by this process,
 * so the command cannot open it while the server runs (docs/architecture.md, "Roles").
 */
export const adminSocketPlugin = fp(
  async (app: FastifyInstance, options: AdminSocketOptions) => {
    const { socketPath } = options;
    if (Buffer.byteLength(socketPath) > maxSocketPathBytes) {
      app.log.warn(
        { socketPath },
        'DATA_DIR is too long a path for the admin socket: `npm run admin` works only while the server is stopped',
      );
      return;
    }

    const answer = async (line: string | null): Promise<AdminAnswer> => {
      if (line === null) return { ok: false, error: 'The request did not arrive whole.' };
      let json: unknown;
      try {
        json = JSON.parse(line);
      } catch {
        return { ok: false, error: 'The request is not JSON.' };
      }
      const request = adminRequestSchema.safeParse(json);
      if (!request.success) return { ok: false, error: 'The request is not one the server knows.' };
      // Read every second by the soak: not logged, and no database involved.
      if (request.data.command === 'stats') {
        const cache = { entries: app.cache.size, weightMiB: mebibytes(app.cache.weight) };
        return { ok: true, result: { command: 'stats', ...processWatch.read(), cache } };
      }
      try {
        const applied = await applyAdminRequest(app.db, request.data, app.config.publicUrl);
        if (applied.rolesChangedFor !== null) {
          await announceRolesChanged(app, applied.rolesChangedFor);
        }
        app.log.info({ admin: request.data.command }, 'Admin command applied');
        return { ok: true, result: applied.result };
      } catch (error) {
        if (error instanceof AdminError) return { ok: false, error: error.message };
        app.log.error({ err: error }, 'Admin command failed');
        return { ok: false, error: 'The server could not apply it; its log says why.' };
      }
    };

    const processWatch = watchProcess();
    const connections = new Set<net.Socket>();
    const server = net.createServer((connection) => {
      connections.add(connection);
      connection.once('close', () => connections.delete(connection));
      void readRequestLine(connection)
        .then(answer)
        .then((reply) => {
          if (!connection.destroyed) connection.end(`${JSON.stringify(reply)}\n`);
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'Admin socket failed'));
    });
    await listenReplacingStale(server, socketPath);
    // Closing the server removes the socket file.
    app.addHook('onClose', async () => {
      processWatch.stop();
      for (const connection of connections) connection.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'upsolve-admin-socket', dependencies: ['upsolve-db', 'upsolve-bus', 'upsolve-cache'] },
);
