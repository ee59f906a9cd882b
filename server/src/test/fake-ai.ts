import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { askAiStreamEventSchema } from '@upsolve/contract';
import type { AskAiStreamEvent } from '@upsolve/contract';
import { aiConversations } from '../db/schema/index.ts';
import type { Actor } from './actors.ts';
import { startFakeAi } from './fake-ai-server.ts';
import type { FakeAi } from './fake-ai-server.ts';
import { createTestApp, lazyTestApp } from './harness.ts';
import type { TestApp, TestAppOptions } from './harness.ts';

/**
 * A test app whose AI provider is a fake (AI_BASE_URL set, so the provider counts as
 * configured), both started for the file; the fake answers "Hello" again before each test.
 */
export function useFakeAiApp(options: TestAppOptions = {}): { t: TestApp; fake: FakeAi } {
  let fake: FakeAi | undefined;
  let current: TestApp | undefined;
  beforeAll(async () => {
    fake = await startFakeAi();
    current = await createTestApp({
      ...options,
      env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'coach-model', ...options.env },
    });
  });
  afterAll(async () => {
    await current?.close();
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  const started = (): FakeAi => {
    if (fake === undefined) throw new Error('The fake AI starts in beforeAll.');
    return fake;
  };
  return {
    t: lazyTestApp(() => current),
    fake: {
      get baseUrl() {
        return started().baseUrl;
      },
      get requests() {
        return started().requests;
      },
      answer: (behaviour) => started().answer(behaviour),
      requestAbandoned: () => started().requestAbandoned(),
      reset: () => started().reset(),
      close: () => started().close(),
    },
  };
}

/** POST /api/askai as `actor` (null: signed out), as JSON or as a stream of events. */
export function askAs(
  t: TestApp,
  actor: Pick<Actor, 'cookie'> | null,
  body: object,
  options: { stream?: boolean } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/askai',
    headers: {
      ...(actor === null ? {} : { cookie: actor.cookie }),
      ...(options.stream === true ? { accept: 'text/event-stream' } : {}),
    },
    payload: body,
  });
}

/** The events of a streamed answer, each checked against the contract. */
export function streamEvents(body: string): AskAiStreamEvent[] {
  expect(body.endsWith('\n\n')).toBe(true);
  return body
    .split('\n\n')
    .filter((block) => block !== '')
    .map((block) => {
      expect(block.startsWith('data: ')).toBe(true);
      return askAiStreamEventSchema.parse(JSON.parse(block.slice('data: '.length)));
    });
}

/** How many AI conversations `actor` owns: what a refused question must not have changed. */
export async function conversationsOwned(t: TestApp, actor: Pick<Actor, 'user'>): Promise<number> {
  const [row] = await t.db
    .select({ count: count() })
    .from(aiConversations)
    .where(eq(aiConversations.ownerId, actor.user.id));
  return row?.count ?? 0;
}
