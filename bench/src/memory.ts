import { residentMiB } from './process.ts';

/** Resident memory of a process over a stretch of time, in MiB. */
export interface RssSeen {
  peak: number;
  last: number;
}

/** How often the resident memory is read: often enough to catch a peak, cheap (/proc only). */
const sampleMs = 250;

/**
 * Reads the resident memory (VmRSS) of process `pid` every 250 ms until stopped: what the machine
 * holds for the server while a workload runs, the database engine's heap included.
 */
export function watchRss(pid: number): { stop: () => Promise<RssSeen> } {
  const seen: RssSeen = { peak: 0, last: 0 };
  const sample = async () => {
    seen.last = await residentMiB(pid);
    seen.peak = Math.max(seen.peak, seen.last);
  };
  // A process that exits meanwhile stops the readings, not the bench: its last one stays.
  const timer = setInterval(() => void sample().catch(() => undefined), sampleMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await sample();
      return seen;
    },
  };
}
