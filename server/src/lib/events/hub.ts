import type { FastifyBaseLogger } from 'fastify';
import type { DeliveredEvent, DomainEvent, DomainEvents, EventType } from './catalog.ts';

type Handler<Type extends EventType> = (payload: DomainEvents[Type]) => void | Promise<void>;
type AnyHandler = (payload: unknown) => void | Promise<void>;

/**
 * Where features subscribe to domain events (their subscribers.ts). Two kinds of reaction:
 * - `onEveryNode`: runs on every node for every event of its type: cache tags to drop, cached
 *   sessions to forget. On the node that committed it runs before the answer leaves (the writer
 *   sees their write); on the others as soon as they hear of it. Quick and idempotent; no I/O
 *   but a read asking the database which cached entries a change touched (an edit's searches).
 * - `onCommit`: runs once, on the node that committed, after the commit and before the answer:
 *   socket emits (the adapter carries them to every node's sockets), and later notifications.
 */
export interface EventSubscriptions {
  onEveryNode: <Type extends EventType>(type: Type, handler: Handler<Type>) => void;
  onCommit: <Type extends EventType>(type: Type, handler: Handler<Type>) => void;
}

/** The subscriptions of one node, and how it runs them. */
export class EventHub implements EventSubscriptions {
  private readonly everyNode = new Map<EventType, AnyHandler[]>();
  private readonly once = new Map<EventType, AnyHandler[]>();

  constructor(private readonly log: FastifyBaseLogger) {}

  onEveryNode<Type extends EventType>(type: Type, handler: Handler<Type>): void {
    this.add(this.everyNode, type, handler);
  }

  onCommit<Type extends EventType>(type: Type, handler: Handler<Type>): void {
    this.add(this.once, type, handler);
  }

  /** The node that committed `committed`: every reaction, before the answer. */
  async committed(committed: readonly DomainEvent[]): Promise<void> {
    for (const event of committed) await this.run(this.everyNode, event);
    for (const event of committed) await this.run(this.once, event);
  }

  /** Another node's event, heard through the bus or read from the outbox. */
  async heard(delivered: DeliveredEvent): Promise<void> {
    await this.run(this.everyNode, delivered.event);
  }

  private add<Type extends EventType>(
    table: Map<EventType, AnyHandler[]>,
    type: Type,
    handler: Handler<Type>,
  ): void {
    // Stored by type and only ever called with that type's payload (run below).
    table.set(type, [...(table.get(type) ?? []), handler as AnyHandler]);
  }

  /**
   * A reaction that fails is logged, not thrown: the change it reacts to has committed, and the
   * other reactions still run.
   */
  private async run(table: Map<EventType, AnyHandler[]>, event: DomainEvent): Promise<void> {
    for (const handler of table.get(event.type) ?? []) {
      try {
        await handler(event.payload);
      } catch (error) {
        this.log.error({ err: error, event: event.type }, 'A reaction to an event failed');
      }
    }
  }
}
