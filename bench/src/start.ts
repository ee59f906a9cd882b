// `npm run bench:start`: how long `npm start` takes to answer its first request (cold: a new data
// directory; warm: the embedded data set of 20,000 problems) and how much memory the idle server
// holds: on the new, empty database at its first start and after a restart, and on the data set.
// Results go to docs/performance.md.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { makeBuilds, repoRoot, staleBuilds } from '../../scripts/builds.mjs';
import { scales } from './data.ts';
import { embeddedDataset } from './dataset.ts';
import { freePort, median, residentMiB, waitUntilReady } from './process.ts';
import { writeReportSection } from './report.ts';

const smoke = process.argv.includes('--smoke');
const warmRuns = smoke ? 1 : 5;
/** When start-up's work is done but its garbage not yet given back. */
const justStartedMs = 3_000;
/**
 * When an idle server has given back what start-up left: V8 shrinks its heap once allocation has
 * stopped for some seconds (at 3 s an empty database's server held 337 MiB, at 20 s 253 MiB).
 */
const idleMs = 30_000;

interface Started {
  child: ChildProcess;
  origin: string;
  readyMs: number;
}

/** Runs exactly what `npm start` runs, and times it to the first 200 from /api/ready. */
async function startAsNpmStartDoes(dataDir: string): Promise<Started> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  await waitUntilReady(origin, child);
  return { child, origin, readyMs: performance.now() - started };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory (MiB) of the server process `npm start`'s script runs. */
async function serverRssMiB(wrapperPid: number): Promise<number> {
  const children = await readFile(`/proc/${wrapperPid}/task/${wrapperPid}/children`, 'utf8');
  return residentMiB(Number(children.trim().split(/\s+/)[0]));
}

interface StartedRss {
  /** 3 s after the first 200 from /api/ready. */
  justStarted: number;
  /** 30 s after it, nothing asked meanwhile: the budget's figure. */
  idle: number;
}

/** Nothing is asked of the server after start-up; its RSS just after, and once idle. */
async function idleRss(child: ChildProcess): Promise<StartedRss> {
  const { pid } = child;
  if (pid === undefined) throw new Error('The server has no pid');
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await wait(justStartedMs);
  const justStarted = await serverRssMiB(pid);
  await wait(idleMs - justStartedMs);
  return { justStarted, idle: await serverRssMiB(pid) };
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;
/** DESIGN's budget for the embedded default's idle memory: under 300 MB. */
const idleBudgetMb = 300;
const memoryVerdict = (valueMiB: number) => {
  const mb = (valueMiB * 1024 ** 2) / 1e6;
  return mb < idleBudgetMb ? 'under 300 MB' : `over 300 MB by ${(mb - idleBudgetMb).toFixed(0)} MB`;
};

function memoryRows(what: string, rss: StartedRss): string[][] {
  return [
    [`memory (RSS) 3 s after start, ${what}`, mib(rss.justStarted), ''],
    [`idle memory (RSS) 30 s after start, ${what}`, mib(rss.idle), memoryVerdict(rss.idle)],
  ];
}

async function main(): Promise<void> {
  const stale = staleBuilds();
  if ((await makeBuilds(stale)) !== 0) throw new Error('The build failed');

  const buildStarted = performance.now();
  if ((await makeBuilds(['server'])) !== 0) throw new Error('The server build failed');
  const serverBuildMs = performance.now() - buildStarted;

  const emptyDir = await mkdtemp(path.join(tmpdir(), 'upsolve-bench-cold-'));
  let cold: Started;
  let emptyFirstRss: StartedRss;
  let emptyRss: StartedRss;
  try {
    cold = await startAsNpmStartDoes(emptyDir);
    emptyFirstRss = await idleRss(cold.child);
    await stop(cold.child);
    const restarted = await startAsNpmStartDoes(emptyDir);
    emptyRss = await idleRss(restarted.child);
    await stop(restarted.child);
  } finally {
    await rm(emptyDir, { recursive: true, force: true });
  }

  const scale = smoke ? scales.smoke : scales.embedded;
  const { dataDir } = await embeddedDataset(smoke ? 'embedded-smoke' : 'embedded', scale);
  const warmTimes: number[] = [];
  let dataIdleRss: StartedRss = { justStarted: 0, idle: 0 };
  for (let run = 0; run < warmRuns; run += 1) {
    const warm = await startAsNpmStartDoes(dataDir);
    warmTimes.push(warm.readyMs);
    if (run === warmRuns - 1) dataIdleRss = await idleRss(warm.child);
    await stop(warm.child);
  }

  const warmMs = median(warmTimes);
  const rows = [
    ['server bundle build (esbuild)', `${(serverBuildMs / 1000).toFixed(2)} s`, ''],
    ['cold first start (new data directory)', `${(cold.readyMs / 1000).toFixed(2)} s`, ''],
    [
      `warm start (${scale.problems.toLocaleString('en')} problems, median of ${warmRuns})`,
      `${(warmMs / 1000).toFixed(2)} s`,
      warmMs < 5_000 ? 'within 5 s' : `over 5 s by ${((warmMs - 5_000) / 1000).toFixed(2)} s`,
    ],
    ...memoryRows('empty database, first start (creates it)', emptyFirstRss),
    ...memoryRows('empty database, after a restart', emptyRss),
    ...memoryRows(`${scale.problems.toLocaleString('en')} problems, after start`, dataIdleRss),
  ];
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  const table = [
    `Load average of the machine after the runs (1, 5, 15 min): ${load}.`,
    '',
    '| measure | result | budget |',
    '| --- | --- | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
  console.log(table);
  if (!smoke) await writeReportSection('start', table);
}

await main();
