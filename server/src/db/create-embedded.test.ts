import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedDataDirectory } from './create-embedded.ts';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'upsolve-create-embedded-'));
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('creating the embedded database in a child process', () => {
  it('leaves an initialised data directory behind', async () => {
    await createEmbeddedDataDirectory(directory, []);
    expect(existsSync(path.join(directory, 'PG_VERSION'))).toBe(true);
  });

  it('says which directory failed and why when the engine cannot start', async () => {
    const creating = createEmbeddedDataDirectory(directory, ['-c', 'shared_buffers=not-a-size']);
    await expect(creating).rejects.toThrow(
      `Could not create the embedded database in ${directory}`,
    );
    await expect(creating).rejects.toThrow(/: PGlite failed to initialize properly$/);
  });
});
