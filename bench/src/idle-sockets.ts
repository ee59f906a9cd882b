import { residentMiB, sleep } from './process.ts';
import type { RealServer } from './servers.ts';
import { connectClients } from './socket-clients.ts';

/** Resident memory of the server process, in MiB, around connecting idle sockets. */
export interface IdleSocketsResult {
  sockets: number;
  /** Started and settled, before any socket. */
  idleMiB: number;
  /** The most it held from the first connection until it settled. */
  peakMiB: number;
  /** Every socket connected, and settled. */
  connectedMiB: number;
  connectSeconds: number;
  /** The most user ids one presence event carried to one socket while they connected. */
  largestPresenceEvent: number;
}

/**
 * How long the server is left alone before each reading: presence changes go out at most once a
 * second, and the sockets' first heartbeat (25 s) is not what is measured.
 */
const settleMs = 10_000;
const sampleMs = 250;

/**
 * Connects one socket per cookie to `server` and reads the server's resident memory (VmRSS of its
 * own process) before, throughout and once all are connected and settled. The sockets then only
 * sit there, as a tab left open does; one that drops fails the measurement.
 */
export async function measureIdleSockets(
  server: RealServer,
  cookies: readonly string[],
): Promise<IdleSocketsResult> {
  await sleep(settleMs);
  const idleMiB = await residentMiB(server.pid);
  let peakMiB = idleMiB;
  const sampler = setInterval(() => {
    residentMiB(server.pid)
      .then((current) => (peakMiB = Math.max(peakMiB, current)))
      .catch(() => undefined);
  }, sampleMs);
  const started = performance.now();
  try {
    const clients = await connectClients(
      cookies.map((cookie) => ({ origin: server.origin, cookie })),
    );
    const connectSeconds = (performance.now() - started) / 1_000;
    try {
      await sleep(settleMs);
      const drops = clients.drops();
      if (drops.length > 0) throw new Error(`${drops.length} idle sockets dropped: ${drops[0]}`);
      const connectedMiB = await residentMiB(server.pid);
      return {
        sockets: clients.sockets.length,
        idleMiB,
        peakMiB: Math.max(peakMiB, connectedMiB),
        connectedMiB,
        connectSeconds,
        largestPresenceEvent: clients.largestPresenceEvent(),
      };
    } finally {
      clients.close();
    }
  } finally {
    clearInterval(sampler);
  }
}
