import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, test as baseTest } from 'vitest';
import type { TestContext } from 'vitest';
import { launchChromium } from './browser.ts';
import { artifactsDir } from './paths.ts';
import { startServer } from './server.ts';
import type { RunningServer, ServerOptions } from './server.ts';

/** How long a single browser action or wait may take before the test fails with its message. */
const actionTimeoutMs = 15_000;

export interface E2eFixtures {
  /** A page in a fresh browser context (own cookies and storage), desktop size, light theme. */
  page: Page;
  /** Opens another page in its own fresh context, e.g. a phone viewport or the dark theme. */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
}

function artifactName(task: TestContext['task']): string {
  const file = path.basename(task.file.name).replace(/\.spec\.ts$/, '');
  const title = task.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${file}--${title}`.slice(0, 150);
}

async function saveFailureArtifacts(
  task: TestContext['task'],
  pages: Page[],
  browserLog: string[],
  server: RunningServer,
): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  const base = path.join(artifactsDir, artifactName(task));
  await Promise.all(
    pages.map((page, index) =>
      page
        .screenshot({ path: `${base}${index === 0 ? '' : `-${index + 1}`}.png`, fullPage: true })
        .catch((error: unknown) => console.error(`Could not take a screenshot: ${String(error)}`)),
    ),
  );
  await writeFile(`${base}.browser.log`, browserLog.join('\n'));
  await writeFile(`${base}.server.log`, server.output());
  console.error(`Failure artifacts: ${base}.{png,browser.log,server.log}`);
  // CI keeps only what is printed, not the files: the ends of the logs and what each page showed.
  const pageTexts = await Promise.all(pages.map((page) => whatThePageShows(page)));
  console.error(
    [
      `Server log, last ${logTailLines} lines:`,
      lastLines(server.output()),
      `Browser log, last ${logTailLines} lines:`,
      lastLines(browserLog.join('\n')),
      ...pageTexts,
    ].join('\n'),
  );
}

const logTailLines = 40;
const pageTextChars = 1_500;

function lastLines(text: string): string {
  return text.split('\n').slice(-logTailLines).join('\n');
}

async function whatThePageShows(page: Page): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch((error: unknown) => `(could not read: ${String(error)})`);
  return `Page ${page.url()} shows:\n${text.slice(0, pageTextChars)}`;
}

/**
 * Starts one server (fresh data directory) and one Chromium for the calling spec file (`options`
 * may be a function, called when the server starts), and returns
 * a `test` whose `page` lives in a new browser context per test. A failing test leaves a
 * screenshot, the browser console and the server output in e2e/artifacts/.
 */
export function useApp(options: ServerOptions | (() => ServerOptions) = {}) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // A function is read here, after the file's earlier hooks (e.g. fake sites with their port).
    const serverOptions = typeof options === 'function' ? options() : options;
    const [started, launched] = await Promise.allSettled([
      startServer(serverOptions),
      launchChromium(),
    ]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const running = () => {
    if (server === undefined || browser === undefined) {
      throw new Error('The server or the browser did not start; see the beforeAll error above.');
    }
    return { server, browser };
  };

  const test = baseTest.extend<E2eFixtures>({
    openPage: async ({ task }, use) => {
      const { server: app, browser: chromium } = running();
      const contexts: BrowserContext[] = [];
      const pages: Page[] = [];
      const browserLog: string[] = [];
      await use(async (contextOptions = {}) => {
        const context = await chromium.newContext({ baseURL: app.origin, ...contextOptions });
        context.setDefaultTimeout(actionTimeoutMs);
        contexts.push(context);
        const page = await context.newPage();
        page.on('console', (message) => browserLog.push(`[${message.type()}] ${message.text()}`));
        page.on('pageerror', (error) => browserLog.push(`[pageerror] ${error.message}`));
        pages.push(page);
        return page;
      });
      if (task.result?.state === 'fail') await saveFailureArtifacts(task, pages, browserLog, app);
      await Promise.all(contexts.map((context) => context.close()));
    },
    page: async ({ openPage }, use) => {
      await use(await openPage({ viewport: { width: 1280, height: 800 } }));
    },
  });

  return {
    test,
    /** The running server, for tests that call the API directly. */
    server: () => running().server,
  };
}
