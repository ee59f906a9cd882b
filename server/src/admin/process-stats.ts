import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ProcessStats } from './protocol.ts';

const mib = 1024 * 1024;
const nsPerMs = 1_000_000;
/** Node's default: the event loop is sampled every 10 ms. */
const resolutionMs = 10;

const rounded = (value: number) => Math.round(value * 100) / 100;

/** Bytes in MiB, to two places, as the stats show memory. */
export const mebibytes = (bytes: number) => rounded(bytes / mib);

/**
 * What `npm run admin -- stats` shows of the server's own process (the soak reads it every
 * second): memory, how late the event loop ran, what keeps it busy (Node's active resources:
 * sockets, timers, ...) and the CPU time it used. The delay is that since the previous reading, so that a reading each
 * second shows each second's delay.
 */
export function watchProcess(): {
  read: () => Omit<ProcessStats, 'command' | 'cache'>;
  stop: () => void;
} {
  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  delay.enable();
  return {
    read: () => {
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      const handles: Record<string, number> = {};
      for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1;
      // A histogram with no sample yet reports NaN as its mean.
      const ms = (ns: number) => (Number.isFinite(ns) ? rounded(ns / nsPerMs) : 0);
      const stats = {
        rssMiB: mebibytes(memory.rss),
        heapUsedMiB: mebibytes(memory.heapUsed),
        eventLoopDelayMs: {
          mean: ms(delay.mean),
          p99: ms(delay.percentile(99)),
          max: ms(delay.max),
        },
        handles,
        cpuMs: rounded((cpu.user + cpu.system) / 1000),
      };
      delay.reset();
      return stats;
    },
    stop: () => delay.disable(),
  };
}
