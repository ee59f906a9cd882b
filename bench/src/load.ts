import autocannon from 'autocannon';
import { headersOf } from './http.ts';
import type { BenchRequest } from './http.ts';

/** Whether one answer is the one expected: null when it is, else what is wrong with it. */
export type AnswerCheck = (
  index: number,
  status: number,
  body: string,
  headers: Record<string, unknown>,
) => string | null;

export interface LoadResult {
  requestsPerSecond: number;
  /** Latency in milliseconds of the answers received; infinite when none came within the run. */
  p50: number;
  p99: number;
  /** Connection errors, timeouts, non-2xx answers and unexpected bodies (each aborts a run). */
  errors: number;
  /**
   * Share of the answers the server says came from its shared cache (`X-Cache: hit`), 0..1; null
   * when no answer carried `X-Cache`, the read not being one the shared cache serves.
   */
  cacheHits: number | null;
  /** Answers by their `X-Cache` header: `hit`, `miss`, or none (a read the cache does not serve). */
  cache: CacheCounts;
  /** Answers received, and the run's length in seconds. */
  answers: number;
  durationSeconds: number;
}

export interface CacheCounts {
  hit: number;
  miss: number;
  without: number;
}

export interface LoadOptions {
  origin: string;
  requests: readonly BenchRequest[];
  check: AnswerCheck;
  /** How long the run lasts, unless `amount` is set: then it lasts until that many answers. */
  seconds: number;
  amount?: number;
  connections: number;
  /** Called with each answer's latency in milliseconds (exact percentiles over several runs). */
  onLatency?: (ms: number) => void;
  /** Called with each answer: its request's index, its `X-Cache` (if any) and its latency in ms. */
  onAnswer?: (index: number, cache: string | undefined, ms: number) => void;
}

/** Raised when an answer is not the expected one: the run stops at once. */
export class UnexpectedAnswer extends Error {
  override readonly name = 'UnexpectedAnswer';
}

// autocannon hands each connection a fresh context per request: it carries the request's index
// from setupRequest to onResponse, so every answer is checked against its own request.
function remember(context: object, index: number): void {
  Reflect.set(context, 'index', index);
}

function recall(context: object): number {
  const index: unknown = Reflect.get(context, 'index');
  return typeof index === 'number' ? index : -1;
}

function cacheHeader(headers: Record<string, unknown>): unknown {
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'x-cache');
  return name === undefined ? undefined : headers[name];
}

/**
 * Sends `requests` round-robin over `connections` keep-alive connections for `seconds`, checking
 * every answer. Rejects with UnexpectedAnswer on the first wrong answer, and on any error.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { requests, check } = options;
  let next = 0;
  let failure: string | null = null;
  let answers = 0;
  const cache: CacheCounts = { hit: 0, miss: 0, without: 0 };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        duration: options.seconds,
        amount: options.amount,
        // A slow answer is measured, not dropped: only one that takes a minute counts as an error.
        timeout: 60,
        // autocannon ends a run only at a sample tick: short (smoke) runs need short ticks.
        sampleInt: options.amount === undefined ? Math.min(1_000, options.seconds * 1_000) : 100,
        requests: [
          {
            setupRequest: (request, context) => {
              const index = next % requests.length;
              next += 1;
              remember(context, index);
              Reflect.set(context, 'sentAt', performance.now());
              const item = requests[index];
              if (item === undefined) return request;
              return {
                ...request,
                method: item.method,
                path: item.path,
                headers: headersOf(item),
                body: item.body,
              };
            },
            onResponse: (status, body, context, headers) => {
              if (failure !== null) return;
              answers += 1;
              const header = cacheHeader(headers ?? {});
              if (header === 'hit') cache.hit += 1;
              else if (header === undefined) cache.without += 1;
              else cache.miss += 1;
              const index = recall(context);
              const sentAt: unknown = Reflect.get(context, 'sentAt');
              if (typeof sentAt === 'number') {
                options.onAnswer?.(
                  index,
                  typeof header === 'string' ? header : undefined,
                  performance.now() - sentAt,
                );
              }
              const problem = check(index, status, body, headers ?? {});
              if (problem === null) return;
              const request = requests[index];
              failure = `${request?.method} ${request?.path} (request ${index}): ${problem}`;
              instance.stop();
            },
          },
        ],
      },
      (error, result) => {
        if (error !== null && error !== undefined) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        if (failure !== null) {
          reject(new UnexpectedAnswer(failure));
          return;
        }
        const errors = result.errors + result.timeouts + result.non2xx + result.mismatches;
        if (errors > 0) {
          reject(
            new UnexpectedAnswer(
              `${options.origin}: ${result.errors} connection errors, ${result.timeouts} timeouts, ` +
                `${result.non2xx} non-2xx answers`,
            ),
          );
          return;
        }
        // No answer within the run: the latency is longer than the run, not zero.
        const answered = result.requests.total > 0;
        resolve({
          requestsPerSecond: result.requests.total / result.duration,
          p50: answered ? result.latency.p50 : Number.POSITIVE_INFINITY,
          p99: answered ? result.latency.p99 : Number.POSITIVE_INFINITY,
          errors,
          cacheHits: cache.hit + cache.miss === 0 ? null : cache.hit / answers,
          cache,
          answers: result.requests.total,
          durationSeconds: result.duration,
        });
      },
    );
    const { onLatency } = options;
    if (onLatency !== undefined) {
      instance.on('response', (_client, _status, _bytes, responseTime: number) =>
        onLatency(responseTime),
      );
    }
  });
}
