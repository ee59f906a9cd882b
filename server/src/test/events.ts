import type { DomainEvents, EventType } from '../lib/events/catalog.ts';
import type { TestApp } from './harness.ts';

/**
 * Resolves with the payload of the next event of `type` that node `t` applies (and `matches`, if
 * given): on the node that committed it, once it committed; on any other node, once it heard of it.
 * Features' reactions subscribed first, so by then they have run: await this, never a sleep.
 */
export function heardEvent<Type extends EventType>(
  t: TestApp,
  type: Type,
  matches: (payload: DomainEvents[Type]) => boolean = () => true,
): Promise<DomainEvents[Type]> {
  return new Promise((resolve) => {
    let heard = false;
    t.app.events.onEveryNode(type, (payload) => {
      if (heard || !matches(payload)) return;
      heard = true;
      resolve(payload);
    });
  });
}
