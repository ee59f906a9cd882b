import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import type { Database } from './client.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'upsolve-client-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function sharedBuffers(db: Database): Promise<unknown> {
  const result = await db.execute<{ value: string }>(
    sql`select current_setting('shared_buffers') as value`,
  );
  return result.rows[0]?.value;
}

describe('the embedded database', () => {
  // What keeps an idle server's memory low (docs/performance.md): set at every start, not stored.
  it('runs with 16 MB of shared buffers when it creates the database and when it reopens it', async () => {
    const created = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(created.createdNow).toBe(true);
      expect(await sharedBuffers(created.db)).toBe('16MB');
    } finally {
      await created.close();
    }

    const reopened = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(reopened.createdNow).toBe(false);
      expect(await sharedBuffers(reopened.db)).toBe('16MB');
    } finally {
      await reopened.close();
    }
  });
});
