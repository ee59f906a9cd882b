import type { FastifyRequest } from 'fastify';

/**
 * What a route's cached-answer declaration worked out for a request (plugins/cache.ts), handed to
 * the same request's handler on a miss: the handler answers from exactly what named the key, so
 * an answer is never stored under a key that a later read would have named differently.
 */
export class RequestMemo<Value> {
  private readonly values = new WeakMap<FastifyRequest, Value>();

  keep(request: FastifyRequest, value: Value): Value {
    this.values.set(request, value);
    return value;
  }

  /** The value kept for this request, once; undefined when its declaration did not run. */
  take(request: FastifyRequest): Value | undefined {
    const value = this.values.get(request);
    this.values.delete(request);
    return value;
  }
}

const stamps = new WeakMap<object, number>();
let lastStamp = 0;

/**
 * A number that names this very object, the same for as long as it lives. An answer cached under
 * the stamp of the value it was made from is never served once that value was loaded anew (a
 * reader who must see their own write reloads it), even while the old answer is still kept.
 */
export function stampOf(value: object): number {
  const known = stamps.get(value);
  if (known !== undefined) return known;
  lastStamp += 1;
  stamps.set(value, lastStamp);
  return lastStamp;
}
