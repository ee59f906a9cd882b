import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

/** A port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

const pollMs = 10;
const deadlineMs = 120_000;

/**
 * Resolves once GET /api/ready answers 200. Polled every 10 ms: the server cannot announce its
 * readiness to a process that only sees its port, and 10 ms is the timing's resolution.
 */
export async function waitUntilReady(origin: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + deadlineMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/ready`);
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${origin} was not ready within ${deadlineMs / 1000} s`);
}

/** Resident memory (MiB) of process `pid`: what the machine holds for it, not its heap. */
export async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  if (!Number.isFinite(kib)) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return kib / 1024;
}

/** Runs a bench command's `main`; when it throws, says why the command stopped and exits with 1. */
export async function runCommand(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(`${name} stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
