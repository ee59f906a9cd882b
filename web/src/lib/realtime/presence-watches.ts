import { isWatchableId, presenceWatchMax } from '@upsolve/contract';
import type { AppSocket } from './app-socket.ts';

/**
 * The ids whose presence the screens on show ask for (`usePresenceWatch`), sent to the server as
 * one `presence:watch` (a new one replaces the last there): the union of every screen's ids, at
 * most `presenceWatchMax` (the server refuses more), sent again after each reconnect, since a new
 * connection watches nothing. Until a screen asks, the socket hears its partners only.
 */
export class PresenceWatches {
  readonly #lists = new Map<symbol, readonly string[]>();
  #socket: AppSocket | null = null;
  #sent: string | null = null;
  #pending = false;

  /** A screen's ids; returns what forgets them when it goes. */
  watch(ids: readonly string[]): () => void {
    const key = Symbol('presence watch');
    this.#lists.set(key, ids);
    this.#schedule();
    return () => {
      this.#lists.delete(key);
      this.#schedule();
    };
  }

  /** The connection (re)connected: it watches nothing yet. */
  connected(socket: AppSocket): void {
    this.#socket = socket;
    this.#sent = null;
    this.#schedule();
  }

  disconnected(): void {
    this.#socket = null;
  }

  /** The ids sent: every screen's well-formed ids, without repeats, the first `presenceWatchMax`. */
  ids(): string[] {
    const all = new Set<string>();
    for (const ids of this.#lists.values()) {
      for (const id of ids) if (isWatchableId(id)) all.add(id);
    }
    return [...all].slice(0, presenceWatchMax);
  }

  // Screens mounting together send one watch, not one each.
  #schedule(): void {
    if (this.#pending) return;
    this.#pending = true;
    queueMicrotask(() => {
      this.#pending = false;
      this.#send();
    });
  }

  #send(): void {
    const socket = this.#socket;
    if (socket === null || (this.#lists.size === 0 && this.#sent === null)) return;
    const ids = this.ids();
    const key = ids.join(',');
    if (key === this.#sent) return;
    this.#sent = key;
    socket.emit('presence:watch', { ids });
  }
}
