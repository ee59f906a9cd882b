import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');
