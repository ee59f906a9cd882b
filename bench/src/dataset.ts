import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/src/db/client.ts';
import { generateData } from './data.ts';
import { datasetFacts } from './facts.ts';
import type { DatasetFacts } from './facts.ts';
import type { Scale } from './data.ts';

/** Generated data sets are kept here (git ignores it) and reused while their scale is the same. */
export const benchDataRoot = fileURLToPath(new URL('../.data/', import.meta.url));

/** What a finished data set records about itself: the scale it was made at and its facts. */
export interface DatasetMarker {
  scale: Scale;
  facts: DatasetFacts;
}

/** The marker's facts when it describes a finished data set of `scale`, else null. */
export function finishedFacts(markerText: string | null, scale: Scale): DatasetFacts | null {
  if (markerText === null) return null;
  try {
    const marker = JSON.parse(markerText) as Partial<DatasetMarker>;
    if (JSON.stringify(marker.scale) !== JSON.stringify(scale)) return null;
    // A data set made before profiles has no sample users (nor profiles), one made before blogs
    // no blogs: made again.
    const facts = marker.facts;
    if (facts?.sampleProblemIds === undefined || facts.sampleUserIds === undefined) return null;
    if (facts.sampleBlogIds === undefined) return null;
    // The scale names its marks (issue #26), so a data set made before them differs by scale
    // already; this also refuses one whose marker lost the heavy user.
    if (scale.marks !== undefined && facts.markedDays === undefined) return null;
    return facts;
  } catch {
    return null;
  }
}

export interface EmbeddedDataset {
  dataDir: string;
  facts: DatasetFacts;
}

/**
 * A DATA_DIR holding an embedded database filled at `scale`: generated on first use, then reused.
 * A marker file written last tells a finished data set from one a crash left half-made.
 */
export async function embeddedDataset(name: string, scale: Scale): Promise<EmbeddedDataset> {
  const dataDir = path.join(benchDataRoot, name);
  const marker = path.join(dataDir, 'generated.json');
  const markerText = existsSync(marker) ? await readFile(marker, 'utf8') : null;
  const reused = finishedFacts(markerText, scale);
  if (reused !== null) return { dataDir, facts: reused };

  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const started = performance.now();
  console.log(
    `Generating the data set "${name}" in an embedded database (${JSON.stringify(scale)}) ...`,
  );
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  let facts: DatasetFacts;
  try {
    facts = datasetFacts(await generateData(handle.db, scale));
  } finally {
    await handle.close();
  }
  await writeFile(marker, JSON.stringify({ scale, facts } satisfies DatasetMarker));
  console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { dataDir, facts };
}

/**
 * A throwaway copy of a data set's DATA_DIR: the bench signs in and writes, and the kept data set
 * must stay as generated so that every run measures the same rows.
 */
export async function workingCopy(
  dataDir: string,
): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const copy = await mkdtemp(path.join(tmpdir(), 'upsolve-bench-run-'));
  await cp(dataDir, copy, { recursive: true });
  return { dataDir: copy, remove: () => rm(copy, { recursive: true, force: true }) };
}
