import type { FastifyBaseLogger } from 'fastify';
import type { FoundSession } from './session-rows.ts';

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked then and waited again. */
const longestTimerMs = 2 ** 31 - 1;
/** When the session could not be read (the database is down), the socket asks again after this. */
const retryAfterFailureMs = 60_000;

export interface SessionExpiryWatch {
  /** The socket's session, read again (a request may have extended it since the handshake). */
  lookUp: () => Promise<FoundSession | null>;
  /** Whether the socket is still open (a timer that fires after a disconnect does nothing). */
  isOpen: () => boolean;
  close: () => void;
  log: FastifyBaseLogger;
}

/**
 * Closes a socket the moment its session expires. One timer per socket, set to the expiry the
 * handshake read; when it fires the session is read again: a request that slid the expiry forward
 * (plugins/session.ts) moves the timer to the new expiry, anything else closes the socket. Returns
 * the cancel the socket's disconnect calls.
 */
export function closeAtSessionExpiry(expiresAt: Date, watch: SessionExpiryWatch): () => void {
  let timer: NodeJS.Timeout | undefined;
  const wait = (ms: number) => {
    timer = setTimeout(() => void check(), Math.min(Math.max(ms, 0), longestTimerMs));
    // An open socket holds the process already; its expiry timer need not.
    timer.unref();
  };
  const check = async () => {
    let found: FoundSession | null;
    try {
      found = await watch.lookUp();
    } catch (error) {
      watch.log.warn({ err: error }, 'Reading a socket’s session at its expiry failed');
      if (watch.isOpen()) wait(retryAfterFailureMs);
      return;
    }
    if (!watch.isOpen()) return;
    // Compared with this node's clock too: the database's may be a little behind it.
    const left = found === null ? 0 : found.expiresAt.getTime() - Date.now();
    if (left > 0) {
      wait(left);
      return;
    }
    watch.close();
  };
  wait(expiresAt.getTime() - Date.now());
  return () => clearTimeout(timer);
}
