import type { App } from '../../app.ts';

/**
 * Every route the app serves, as `METHOD /path/:param`, read from Fastify's own route table
 * (`printRoutes`, a tree: each level indents four characters and adds its part of the path).
 * HEAD and OPTIONS are Fastify's own answers (HEAD mirrors GET, OPTIONS is CORS's preflight).
 */
export function routeTable(app: App): string[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const pathAt: string[] = [];
  const routes: string[] = [];
  for (const line of lines) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]*)\))?$/u.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${depth === 0 ? '' : (pathAt[depth - 1] ?? '')}${match[2] ?? ''}`;
    pathAt[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === '' || method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push(`${method} ${path}`);
    }
  }
  return [...new Set(routes)].sort();
}
