import { getPriority } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminSocketPath } from '../../server/src/admin/protocol.ts';
import { outsideSitesEnv } from '../../server/src/test/outside-sites/fake-sites.ts';
import { scales } from './data.ts';
import { embeddedDataset, workingCopy } from './dataset.ts';
import { closeIdleConnections, steadyPool } from './http.ts';
import { runCommand } from './process.ts';
import { writeReportSection } from './report.ts';
import { buildStale, startRealServer } from './servers.ts';
import { signInUsers } from './sessions.ts';
import { connectClients } from './socket-clients.ts';
import { failures, soakSection } from './soak-report.ts';
import type { SoakOutcome } from './soak-report.ts';
import { startSampler } from './soak-sampler.ts';
import { soakTraffic } from './soak-traffic.ts';
import { trends } from './soak-trend.ts';

/**
 * `npm run soak [-- --minutes=10 --rate=40 --dry-run]`: mixed traffic against the built server
 * on the embedded database for `--minutes` (or SOAK_MINUTES; 10 by default), sampling it every
 * second, then writes the results into docs/performance.md ("Soak"; not with --dry-run) and exits
 * 1 on an error response, an undelivered message or an upward trend (soak-trend.ts).
 */

const { values } = parseArgs({
  options: {
    minutes: { type: 'string' },
    rate: { type: 'string', default: '40' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const minutes = Number(values.minutes ?? process.env.SOAK_MINUTES ?? '10');
const rate = Number(values.rate);
/** Beats waiting for an answer at most: past this the server is not keeping up, and beats skip. */
const maxInFlight = 64;
/**
 * The load's connections, all opened before the sampling starts and kept open (steadyPool): more
 * than the server answers at once on 2 cores, so a request waits for the server, not a connection.
 */
const loadConnections = 32;
/** How long a message answered 2xx may take to reach its receiver's socket after the traffic. */
const deliveryDeadlineMs = 10_000;

function heardAll(
  sent: readonly string[],
  heard: Set<string>,
  onHeard: (listener: () => void) => void,
) {
  const missing = () => sent.filter((id) => !heard.has(id)).length;
  return new Promise<number>((resolve) => {
    if (missing() === 0) return resolve(0);
    const timer = setTimeout(() => resolve(missing()), deliveryDeadlineMs);
    onHeard(() => {
      if (missing() > 0) return;
      clearTimeout(timer);
      resolve(0);
    });
  });
}

async function main(): Promise<void> {
  if (!(minutes > 0) || !(rate > 0))
    throw new Error('--minutes and --rate must be positive numbers');
  await buildStale();
  const dataset = await embeddedDataset('soak', scales.smoke);
  const copy = await workingCopy(dataset.dataDir);
  // No outside site is reached: the catalog's start-up refresh fails at once and waits to retry.
  const server = await startRealServer(
    { dataDir: copy.dataDir },
    outsideSitesEnv('http://127.0.0.1:9'),
  );
  const pool = steadyPool(loadConnections);
  try {
    const { origin } = server;
    const sessions = await signInUsers(origin, 20, dataset.facts.users);
    const writers = sessions.slice(0, 10);
    const readers = sessions.slice(10);
    const clients = await connectClients(
      readers.map((reader) => ({ origin, cookie: reader.cookie })),
    );
    const heard = new Set<string>();
    const heardListeners: (() => void)[] = [];
    for (const socket of clients.sockets) {
      socket.on('newMessage', (message) => {
        heard.add(message._id);
        for (const listener of heardListeners) listener();
      });
    }
    closeIdleConnections();
    await pool.open(origin, '/api/ready');
    const traffic = soakTraffic({
      origin,
      agent: pool.agent,
      facts: dataset.facts,
      writers,
      readers,
      signInUsername: `bench_user_${dataset.facts.users - 1}`,
    });
    console.log(`Soak: ${minutes} min at ${rate} requests/s against ${origin} (embedded database)`);
    const sampler = startSampler({
      pid: server.pid,
      socketPath: adminSocketPath(copy.dataDir),
      databaseDir: path.join(copy.dataDir, 'db'),
      loadConnections: pool.connections,
      answered: () =>
        Object.values(traffic.counts.answered).reduce((sum, count) => sum + count, 0) +
        traffic.counts.errors.length,
    });
    const inFlight = new Set<Promise<unknown>>();
    let skippedBeats = 0;
    const beats = setInterval(() => {
      if (inFlight.size >= maxInFlight) {
        skippedBeats += 1;
        return;
      }
      const answered: Promise<unknown> = traffic.beat().finally(() => inFlight.delete(answered));
      inFlight.add(answered);
    }, 1000 / rate);
    const progress = setInterval(() => {
      const last = sampler.samples.at(-1);
      console.log(
        `  ${Math.round(last?.at ?? 0)} s: ${traffic.counts.errors.length} errors, RSS ${last?.rssMiB ?? '?'} MiB ` +
          `(cache ${last?.cacheMiB ?? '?'}), ` +
          `${last?.handles ?? '?'} handles, loop delay p99 ${last?.loopDelayP99Ms ?? '?'} ms`,
      );
    }, 60_000);
    // The soak's length is the one wait on the clock: the traffic runs this long.
    await new Promise((resolve) => setTimeout(resolve, minutes * 60_000));
    clearInterval(beats);
    clearInterval(progress);
    await Promise.all(inFlight);
    await sampler.stop();
    const undelivered = await heardAll(traffic.counts.sentMessageIds, heard, (listener) =>
      heardListeners.push(listener),
    );
    const drops = clients.drops();
    clients.close();
    const outcome: SoakOutcome = {
      database: 'embedded',
      minutes,
      rate,
      niceness: getPriority(),
      counts: traffic.counts,
      skippedBeats,
      undelivered,
      drops,
      samples: sampler.samples.length,
      skippedSamples: sampler.skipped(),
      sampleErrors: sampler.errors,
      trends: trends(sampler.samples),
      loadConnections: {
        fewest: Math.min(...sampler.samples.map((sample) => sample.loadConnections)),
        most: Math.max(...sampler.samples.map((sample) => sample.loadConnections)),
      },
    };
    const section = soakSection(outcome);
    console.log(`\n${section}\n`);
    if (!values['dry-run']) await writeReportSection('soak', section);
    const failed = failures(outcome);
    if (failed.length > 0) throw new Error(`the soak failed:\n${failed.join('\n')}`);
    console.log('The soak passed.');
  } finally {
    pool.close();
    await server.stop();
    await copy.remove();
  }
}

await runCommand('The soak', main);
