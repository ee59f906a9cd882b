import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/src/db/client.ts';
import { generateData } from './data.ts';
import type { Scale } from './data.ts';

/** Generated data sets are kept here (git ignores it) and reused while their scale is the same. */
export const benchDataRoot = fileURLToPath(new URL('../.data/', import.meta.url));

/**
 * A DATA_DIR holding an embedded database filled at `scale`: generated on first use, then reused.
 * A marker file written last tells a finished data set from one a crash left half-made.
 */
export async function embeddedDataset(name: string, scale: Scale): Promise<string> {
  const dataDir = path.join(benchDataRoot, name);
  const marker = path.join(dataDir, 'generated.json');
  const description = JSON.stringify(scale);
  if (existsSync(marker)) return dataDir;
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const started = performance.now();
  console.log(`Generating the ${name} data set (${description}) ...`);
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await generateData(handle.db, scale);
  } finally {
    await handle.close();
  }
  await writeFile(marker, description);
  console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return dataDir;
}
