import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import { askServer, noServer } from '../../server/src/admin/client.ts';
import { countDescriptors } from './soak-descriptors.ts';
import type { Sample } from './soak-trend.ts';

/**
 * Reads the server every second: its own figures over the admin socket (`npm run admin -- stats`,
 * owner-only, so nothing is exposed over HTTP), its descriptors from /proc, and, on PostgreSQL,
 * its database connections.
 */

const sampleMs = 1_000;
/**
 * A reading unanswered this long means the server hangs: as long as the load's requests may take
 * (http.ts). The admin command's 15 s is too short for a server at nice 19 on a busy machine, which
 * the soak must not take for an error: a 4-minute run on a busy machine had a reading go
 * unanswered for 15 s while every request was answered, the event loop never stalled 4.5 s at once.
 */
const readingTimeoutMs = 60_000;

export interface SamplerInput {
  pid: number;
  socketPath: string;
  /** The embedded database's directory (DATA_DIR/db): its files are told from other descriptors. */
  databaseDir: string;
  /** Requests the load has had answered so far (any status). */
  answered: () => number;
  /** The load's open connections to the server (soak.ts's steady pool). */
  loadConnections: () => number;
  /** Counts the server's database connections; absent on the embedded database. */
  countConnections?: () => Promise<number>;
}

/** What each open descriptor of the process points at; one closed while reading is left out. */
async function descriptorTargets(pid: number): Promise<string[]> {
  const directory = `/proc/${pid}/fd`;
  const targets = await Promise.all(
    (await readdir(directory)).map((fd) =>
      readlink(path.join(directory, fd)).catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }),
    ),
  );
  return targets.filter((target) => target !== null);
}

async function filesUnder(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** CPU time per request is taken over this many readings (seconds, unless some were skipped). */
export const cpuWindowSeconds = 30;

interface Totals {
  cpuMs: number;
  answered: number;
}

/** CPU ms per request from the oldest of `recent` to `now`; the last figure while none was answered. */
function cpuPerRequest(recent: Totals[], now: Totals, previous: number): number {
  const oldest = recent[0] ?? now;
  const answered = now.answered - oldest.answered;
  return answered === 0 ? previous : (now.cpuMs - oldest.cpuMs) / answered;
}

async function readSample(
  input: SamplerInput,
  at: number,
  recent: Totals[],
  previousCpu: number,
): Promise<Sample> {
  const stats = await askServer(input.socketPath, { command: 'stats' }, readingTimeoutMs);
  if (stats === noServer || stats.command !== 'stats') {
    throw new Error(`No server answered stats on ${input.socketPath}`);
  }
  const totals = { cpuMs: stats.cpuMs, answered: input.answered() };
  const cpuMsPerRequest = cpuPerRequest(recent, totals, previousCpu);
  recent.push(totals);
  if (recent.length > cpuWindowSeconds) recent.shift();
  const descriptors = countDescriptors(await descriptorTargets(input.pid), input.databaseDir);
  return {
    at,
    rssMiB: stats.rssMiB,
    heapUsedMiB: stats.heapUsedMiB,
    cacheMiB: stats.cache.weightMiB,
    cpuMsPerRequest,
    loopDelayP99Ms: stats.eventLoopDelayMs.p99,
    loopDelayMaxMs: stats.eventLoopDelayMs.max,
    handles: Object.values(stats.handles).reduce((sum, count) => sum + count, 0),
    fds: descriptors.total,
    socketFds: descriptors.sockets,
    otherFds: descriptors.other,
    databaseFds: descriptors.databaseFiles,
    databaseFdsTwiceOrDeleted: descriptors.databaseFilesTwiceOrDeleted,
    databaseFilesOnDisk: await filesUnder(input.databaseDir),
    loadConnections: input.loadConnections(),
    dbConnections: input.countConnections === undefined ? null : await input.countConnections(),
  };
}

/** Samples until stopped; a reading that fails is an error of the soak, as a failed request is. */
export function startSampler(input: SamplerInput) {
  const samples: Sample[] = [];
  const errors: string[] = [];
  const started = performance.now();
  let reading: Promise<void> | null = null;
  let skipped = 0;
  const recent: Totals[] = [];
  const tick = () => {
    // A reading still in flight after a second (the server stalled): this second is skipped.
    if (reading !== null) {
      skipped += 1;
      return;
    }
    const at = (performance.now() - started) / 1000;
    reading = readSample(input, at, recent, samples.at(-1)?.cpuMsPerRequest ?? 0)
      .then((sample) => void samples.push(sample))
      .catch((error: unknown) => {
        errors.push(
          `A sample at ${at.toFixed(0)} s: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        reading = null;
      });
  };
  tick();
  const timer = setInterval(tick, sampleMs);
  return {
    samples,
    errors,
    skipped: () => skipped,
    stop: async () => {
      clearInterval(timer);
      await reading;
    },
  };
}
