import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * Runs the repository's own ESLint configuration (what `npm run check` runs) on probe sources
 * placed as a feature's routes.ts, proving that a route reaching into the cache, the sockets or
 * the bus fails the check, and that a thin route passes.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function problemsIn(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const routeFile = 'server/src/features/probe/routes.ts';

describe('the thin-route rule', () => {
  it.each([
    [
      'drops a cache entry',
      'export const f = (app: { cache: { flush(): void } }) => app.cache.flush();\n',
    ],
    [
      'emits on a socket',
      'export const f = (app: { realtime: { emit(): void } }) => app.realtime.emit();\n',
    ],
    [
      'publishes on the bus',
      'export const f = (app: { bus: { publish(): void } }) => app.bus.publish();\n',
    ],
    ['subscribes to events', 'export const f = (app: { events: object }) => app.events;\n'],
  ])('fails a route that %s', async (_what, code) => {
    expect(await problemsIn(code, routeFile)).toContain('no-restricted-syntax');
  });

  it('passes a route that hands the services to its service whole', async () => {
    const code = [
      'declare function addProblem(services: object, body: object): Promise<object>;',
      'export const f = (options: { services: object }, body: object) =>',
      '  addProblem(options.services, body);',
      '',
    ].join('\n');
    expect(await problemsIn(code, routeFile)).toEqual([]);
  });

  it('leaves the same code alone outside routes.ts (subscribers react there)', async () => {
    const code = 'export const f = (app: { cache: { flush(): void } }) => app.cache.flush();\n';
    expect(await problemsIn(code, 'server/src/features/probe/subscribers.ts')).toEqual([]);
  });
});
