import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../db/client.ts';
import type { DeliveredEvent, DomainEvent } from '../lib/events/catalog.ts';
import { EventHub } from '../lib/events/hub.ts';
import { WriteAudit } from '../lib/events/write-audit.ts';
import { sharedRuns, waitAtMost } from '../lib/events/relay-runs.ts';
import type { EventSubscriptions } from '../lib/events/hub.ts';
import {
  lastEventNumber,
  numberPendingEvents,
  readNumberedEvents,
  writeToOutbox,
} from '../lib/events/outbox.ts';

/** A change's result and the events it caused. */
export interface Committed<Value> {
  value: Value;
  events: DomainEvent[];
}

/** Records an event of the change in progress. */
export type RecordEvent = (event: DomainEvent) => void;

/**
 * How services change data: runs `work` in one transaction, writes the events it recorded to the
 * outbox in that same transaction, and once it has committed runs every reaction
 * (lib/events/hub.ts) and hands the events to the other nodes. A rolled-back change has no events.
 */
export type Commit = <Value>(
  work: (tx: Executor, record: RecordEvent) => Promise<Value>,
) => Promise<Committed<Value>>;

declare module 'fastify' {
  interface FastifyInstance {
    commit: Commit;
    /** Where features subscribe (features/index.ts); routes never use it. */
    events: EventSubscriptions;
    /** Which write routes answered without an event (lib/events/write-audit.ts). */
    writeAudit: WriteAudit;
  }
  interface FastifyContextConfig {
    /** Why this write route records no event (it changes nothing anyone else sees). */
    writesNoEvent?: string;
  }
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * How often a node asks the outbox whether it missed an event (the bus lost it, or there is no bus
 * yet) and numbers events a node committed but could not number (it stopped right after commit).
 */
export const outboxCheckMs = 1_000;

/**
 * How long a write's answer waits at most for its events to reach the other nodes: a relay run
 * takes milliseconds, but while Redis is unreachable each publish waits for a reconnection.
 */
const relayWaitMs = 5_000;

export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const node = randomUUID();
    const hub = new EventHub(app.log);
    const audit = new WriteAudit();
    app.decorate('writeAudit', audit);
    // Every write route's handler runs inside the audit (routes register after this plugin).
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => writeMethods.has(method))) return;
      const name = `${methods.join(',')} ${route.url}`;
      const excused = route.config?.writesNoEvent !== undefined;
      const handle = route.handler;
      route.handler = function auditedHandler(request, reply) {
        return audit.run(name, excused, async () => handle.call(this, request, reply));
      };
    });
    let heardUpTo = await lastEventNumber(app.db);

    // Delivery in number order, one at a time; a gap is filled from the outbox first.
    let delivering: Promise<void> = Promise.resolve();
    const deliverInOrder = (work: () => Promise<void>) => {
      delivering = delivering.then(work).catch((error: unknown) => {
        app.log.warn({ err: error }, 'Reading missed events from the outbox failed');
      });
      return delivering;
    };
    const apply = async (delivered: DeliveredEvent) => {
      if (delivered.number === null || delivered.number <= heardUpTo) return;
      // This node ran its reactions when it committed the event.
      if (delivered.origin !== node) await hub.heard(delivered);
      heardUpTo = delivered.number;
    };
    const catchUp = async (upTo: number) => {
      if (upTo <= heardUpTo) return;
      for (const missed of await readNumberedEvents(app.db, heardUpTo, upTo)) await apply(missed);
    };
    const hear = (delivered: DeliveredEvent) =>
      deliverInOrder(async () => {
        if (delivered.number === null) return;
        await catchUp(delivered.number - 1);
        await apply(delivered);
      });

    app.bus.subscribe('events', (message) => {
      void hear(JSON.parse(message) as DeliveredEvent);
    });

    /** Numbers what is pending and tells every node (this one first, through the bus). */
    const relayOnce = async () => {
      try {
        for (const numbered of await numberPendingEvents(app.db)) {
          await app.bus.publish('events', JSON.stringify(numbered));
        }
      } catch (error) {
        // The events are committed; the next relay or the outbox check numbers and delivers them.
        app.log.warn({ err: error }, 'Numbering events for the other nodes failed');
      }
    };
    /** A commit waits for the run that numbers its events (lib/events/relay-runs.ts). */
    const relayRuns = sharedRuns(relayOnce);
    const relay = relayRuns.request;

    const commit: Commit = async (work) => {
      const recorded: DomainEvent[] = [];
      const value = await app.db.transaction(async (tx) => {
        const result = await work(tx, (event) => recorded.push(event));
        await writeToOutbox(tx, node, recorded);
        return result;
      });
      audit.recorded(recorded.length);
      if (recorded.length > 0) {
        // Before the answer, so a read through another node after it finds the write dropped;
        // but never for long: while the bus does not answer, the other nodes flush on their own
        // checks. Before this node's reactions too: the run adds pending totals (a vote's score,
        // lib/events/outbox.ts), which a reaction may read.
        await waitAtMost(relay(), relayWaitMs);
        await hub.committed(recorded);
      }
      return { value, events: recorded };
    };
    app.decorate('commit', commit);
    app.decorate('events', hub);

    let checking: Promise<void> | null = null;
    const check = async () => {
      try {
        await relay();
        const last = await lastEventNumber(app.db);
        await deliverInOrder(() => catchUp(last));
      } catch (error) {
        app.log.warn({ err: error }, 'Checking the outbox failed');
      } finally {
        checking = null;
      }
    };
    const timer = setInterval(() => {
      checking ??= check();
    }, outboxCheckMs);
    timer.unref();
    // Before the database closes (its plugin's onClose runs after this one's).
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await checking;
      await relayRuns.settled();
      await delivering;
    });
  },
  { name: 'upsolve-events', dependencies: ['upsolve-bus', 'upsolve-db'] },
);
