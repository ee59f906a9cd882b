import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * Run by a child Node process: opens PGlite on the new directory, which runs initdb there, and
 * closes it. Its arguments: the directory, then the engine's settings (`-c name=value` pairs,
 * after PGlite's own) as JSON.
 */
const initdbScript = [
  "const { PGlite } = await import('@electric-sql/pglite');",
  'const [dataDir, settings] = [process.argv[1], JSON.parse(process.argv[2])];',
  'const startParams = [...PGlite.defaultStartParams, ...settings];',
  'try {',
  '  const database = await PGlite.create({ dataDir, startParams });',
  '  await database.close();',
  '} catch (error) {',
  '  process.stderr.write(error instanceof Error ? error.message : String(error));',
  '  process.exitCode = 1;',
  '}',
].join('\n');

/**
 * Creates a new embedded database's files in a short-lived child process. PGlite runs initdb in a
 * second engine instance inside the process that creates the database, and 100–150 MiB of it stay
 * resident there until that process ends (docs/performance.md, "Memory of the embedded
 * database"); a child that ends takes them with it, so a first start idles like a restart.
 */
export async function createEmbeddedDataDirectory(
  directory: string,
  settings: readonly string[],
): Promise<void> {
  // The child resolves the engine's package from here, as this module does (src/ or dist/).
  const cwd = path.dirname(fileURLToPath(import.meta.url));
  const args = ['--input-type=module', '-e', initdbScript, directory, JSON.stringify(settings)];
  try {
    await execFileAsync(process.execPath, args, { cwd });
  } catch (error) {
    const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : '';
    throw new Error(`Could not create the embedded database in ${directory}: ${stderr}`, {
      cause: error,
    });
  }
}
