import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Settings the embedded engine starts with, after PGlite's own. PostgreSQL's shared buffers
 * (128 MB by default) live in PGlite's WebAssembly memory and are resident from the start: 16 MB
 * keeps an idle server near 240 MiB instead of 375 MiB. Pages that do not fit are read from the data
 * files through the operating system's cache, which the bench measured no slower
 * (docs/performance.md, "Memory of the embedded database").
 */
export const embeddedEngineSettings = ['shared_buffers=16MB'];

/**
 * The PostgreSQL extensions the migrations create (`CREATE EXTENSION`), which PGlite must be given
 * when it starts: the collaborator search's trigram index needs pg_trgm. Every embedded database,
 * tests' included, is opened through here so that the two databases run the same migrations.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  const startParams = [...PGlite.defaultStartParams, ...embeddedStartSettings()];
  return PGlite.create({ ...options, extensions: { pg_trgm }, startParams });
}

/** The engine's settings as PostgreSQL's `-c name=value` start parameters. */
export function embeddedStartSettings(): string[] {
  return embeddedEngineSettings.flatMap((setting) => ['-c', setting]);
}
