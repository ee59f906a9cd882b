import { describe, expect, it } from 'vitest';
import { countDescriptors } from './soak-descriptors.ts';
import { trends } from './soak-trend.ts';
import type { Metric, Sample } from './soak-trend.ts';

/** Ten minutes of a server that holds steady: one sample a second, every figure flat. */
function steadySamples(change: (sample: Sample) => Partial<Sample> = () => ({})): Sample[] {
  return Array.from({ length: 600 }, (_, second) => {
    const sample: Sample = {
      at: second,
      rssMiB: 400 + (second % 7),
      heapUsedMiB: 100 + (second % 13),
      cacheMiB: 20,
      cpuMsPerRequest: 4 + (second % 5) / 5,
      loopDelayP99Ms: 20,
      loopDelayMaxMs: 30,
      handles: 71,
      fds: 400,
      socketFds: 46,
      otherFds: 18,
      databaseFds: 336,
      databaseFdsTwiceOrDeleted: 0,
      databaseFilesOnDisk: 660,
      loadConnections: 32,
      dbConnections: null,
    };
    return { ...sample, ...change(sample) };
  });
}

const failed = (samples: Sample[]): Metric[] =>
  trends(samples)
    .filter((trend) => !trend.ok)
    .map((trend) => trend.metric);

describe('the soak trend', () => {
  it('passes a server that holds steady', () => {
    expect(failed(steadySamples())).toEqual([]);
  });

  it('passes the embedded database opening its relation files as they are first read', () => {
    // The first run's climb, 363 to 394 descriptors: relation files opened in bursts as the
    // maintenance job reaches tables, still far under the files on disk.
    const opened = (second: number) => Math.min(60, Math.floor(second / 120) * 12);
    const samples = steadySamples((sample) => ({
      databaseFds: sample.databaseFds + opened(sample.at),
      fds: sample.fds + opened(sample.at),
      databaseFilesOnDisk: sample.databaseFilesOnDisk + Math.floor(sample.at / 60),
    }));
    expect(failed(samples)).toEqual([]);
  });

  it('fails a socket left open every 20 seconds, and the handles it holds', () => {
    const leaked = (second: number) => Math.floor(second / 20);
    const samples = steadySamples((sample) => ({
      socketFds: sample.socketFds + leaked(sample.at),
      handles: sample.handles + leaked(sample.at),
      fds: sample.fds + leaked(sample.at),
    }));
    expect(failed(samples)).toEqual(['handles', 'socketFds']);
  });

  it('fails a pipe or eventfd left open every 20 seconds', () => {
    const samples = steadySamples((sample) => ({
      otherFds: sample.otherFds + Math.floor(sample.at / 20),
    }));
    expect(failed(samples)).toEqual(['otherFds']);
  });

  it('fails a database file opened again every 20 seconds', () => {
    const reopened = (second: number) => Math.floor(second / 20);
    const samples = steadySamples((sample) => ({
      databaseFds: sample.databaseFds + reopened(sample.at),
      databaseFdsTwiceOrDeleted: reopened(sample.at),
    }));
    expect(failed(samples)).toEqual(['databaseFdsTwiceOrDeleted']);
  });

  it('fails more database files open than the database has on disk', () => {
    const samples = steadySamples((sample) => ({
      databaseFds: sample.at === 500 ? 661 : sample.databaseFds,
    }));
    expect(failed(samples)).toEqual(['databaseFds']);
  });

  it('fails each request costing more CPU as the soak goes on', () => {
    // A scan of a table the soak fills: 4 ms a request at first, 6 ms after ten minutes.
    const samples = steadySamples((sample) => ({
      cpuMsPerRequest: sample.cpuMsPerRequest + (sample.at / 600) * 2,
    }));
    expect(failed(samples)).toEqual(['cpuMsPerRequest']);
  });

  it('passes an event loop slowed by the rest of the machine, the CPU per request unchanged', () => {
    const samples = steadySamples((sample) => ({
      loopDelayP99Ms: sample.at < 300 ? 20 : 400,
      loopDelayMaxMs: sample.at < 300 ? 30 : 4000,
    }));
    expect(failed(samples)).toEqual([]);
  });

  it('fails memory growing 3 MiB a minute', () => {
    const samples = steadySamples((sample) => ({ rssMiB: sample.rssMiB + (sample.at / 60) * 3 }));
    expect(failed(samples)).toEqual(['rssMiB']);
  });

  it('fails memory growing just over its limit, 2.2 MiB a minute, through noise', () => {
    const samples = steadySamples((sample) => ({
      rssMiB: sample.rssMiB + (sample.at / 60) * 2.2,
      heapUsedMiB: sample.heapUsedMiB + (sample.at / 60) * 1.1,
    }));
    expect(failed(samples)).toEqual(['rssMiB', 'heapUsedMiB']);
  });

  it('fails memory that grows in a step every two minutes', () => {
    const samples = steadySamples((sample) => ({
      rssMiB: sample.rssMiB + Math.floor(sample.at / 120) * 6,
    }));
    expect(failed(samples)).toEqual(['rssMiB']);
  });

  it('passes RSS that rose once by 10 MiB in the middle of the window and stayed (CI, 91a61cc: 8 MiB)', () => {
    const samples = steadySamples((sample) => ({
      rssMiB: sample.rssMiB + (sample.at < 400 ? 0 : 10),
    }));
    const rss = trends(samples).find((trend) => trend.metric === 'rssMiB');
    expect(rss?.slopePerMinute).toBeGreaterThan(2);
    expect(rss?.ok).toBe(true);
  });
});

describe('the descriptors by kind', () => {
  it('tells sockets, database files and the rest apart, and marks a file held twice or deleted', () => {
    const database = '/tmp/run/db';
    const counts = countDescriptors(
      [
        'socket:[1]',
        'socket:[2]',
        'pipe:[3]',
        'anon_inode:[eventfd]',
        '/dev/null',
        '/tmp/run/db/base/5/16396',
        '/tmp/run/db/base/5/16396_fsm',
        '/tmp/run/db/base/5/16396',
        '/tmp/run/db/base/5/17000 (deleted)',
        '/tmp/run/dbx/other',
      ],
      database,
    );
    expect(counts).toEqual({
      total: 10,
      sockets: 2,
      databaseFiles: 4,
      databaseFilesTwiceOrDeleted: 2,
      other: 4,
    });
  });
});
