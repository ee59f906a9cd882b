import { eq, sql } from 'drizzle-orm';
import { events } from '../db/schema/index.ts';
import { domainEvent } from '../lib/events/catalog.ts';
import type { DeliveredEvent } from '../lib/events/catalog.ts';
import type { TestApp } from './harness.ts';

/** Probe events for the events plugin's tests (plugins/events.test.ts, .postgres.test.ts). */

/** An event no route makes, so a test can tell its own from any other. */
export const probe = (userId: string) => domainEvent('user.signed-up', { userId });

/** Resolves with the number node `t` gives the probe of `userId` when it tells the nodes of it. */
export function announced(t: TestApp, userId: string): Promise<number | null> {
  return new Promise((resolve) => {
    t.app.bus.subscribe('events', (message) => {
      const { event, number } = JSON.parse(message) as DeliveredEvent;
      if (event.type === 'user.signed-up' && event.payload.userId === userId) resolve(number);
    });
  });
}

export async function outboxRowsFor(t: TestApp, userId: string) {
  return t.db
    .select({ number: events.number })
    .from(events)
    .where(eq(sql`${events.payload} -> 'data' ->> 'userId'`, userId));
}
