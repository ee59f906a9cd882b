import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder: the nearest folder above this module holding a package.json. The
 * server runs from its sources (tests, `npm run seed`) and from the bundle `npm run build` writes to
 * server/dist/, so a fixed number of `../` would point somewhere else in one of the two.
 */
function findServerRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('The server package.json was not found');
    folder = parent;
  }
  return folder;
}

export const serverRoot = findServerRoot();
export const repositoryRoot = path.dirname(serverRoot);

/** The committed SQL migrations. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
/** `./data` of the repository: the embedded database and other local state by default. */
export const defaultDataDir = path.join(repositoryRoot, 'data');
/** The built web app the server serves. */
export const defaultWebDistDir = path.join(repositoryRoot, 'web', 'dist');
