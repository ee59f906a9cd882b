import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const serverEntry = path.join(repoRoot, 'server', 'src', 'main.ts');
export const webIndexHtml = path.join(repoRoot, 'web', 'dist', 'index.html');
export const artifactsDir = path.join(repoRoot, 'e2e', 'artifacts');
