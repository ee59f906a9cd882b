import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawHeader, send } from './http.ts';
import type { AnswerCheck } from './load.ts';
import { answerSchemas } from './mixed-reads.ts';
import type { MixedRead } from './mixed-reads.ts';

function headerText(headers: Record<string, unknown>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return typeof value === 'string' ? value : undefined;
}

/** What is wrong with a JSON text as an answer to `read`, or null when it has the right shape. */
export function shapeProblem(read: MixedRead, text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const result = answerSchemas[read.kind].safeParse(parsed);
  if (result.success) return null;
  return `a body not shaped as a ${read.kind} answer: ${result.error?.message.slice(0, 300) ?? ''}`;
}

/**
 * Every answer of a mixed run: a 2xx, JSON, and either compressed (br or gzip, as asked; its body
 * is checked by the sampler below, since the load tool keeps bodies as text) or, when too small to
 * compress, shaped as its kind's contract schema. Writes change the answers, so no byte compare.
 */
export function mixedAnswerCheck(reads: readonly MixedRead[]): AnswerCheck {
  return (index, status, body, headers) => {
    const read = reads[index];
    if (read === undefined) return 'no such request';
    if (status < 200 || status > 299) return `answered ${status}: ${body.slice(0, 300)}`;
    const type = headerText(headers, 'content-type') ?? '';
    if (!type.startsWith('application/json')) return `answered ${type || 'no Content-Type'}`;
    const encoding = headerText(headers, 'content-encoding');
    if (encoding === undefined) return shapeProblem(read, body);
    return encoding === 'br' || encoding === 'gzip' ? null : `encoded ${encoding}`;
  };
}

/** A body as sent, decompressed when its Content-Encoding says br or gzip. */
export function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** A sampler of whole answers, running beside a load run until stopped. */
export interface BodySampler {
  /** Stops after the answer in flight; resolves with how many bodies were checked. */
  stop: () => Promise<number>;
}

/**
 * Sends the reads one at a time to `origins` in turn (from `offset`, so each run samples other
 * requests), decompresses each answer and checks its shape. The first wrong answer is kept and
 * `stop` rejects with it. One request at a time, on the bare server too, so both share the cost.
 */
export function sampleBodies(
  origins: readonly string[],
  reads: readonly MixedRead[],
  offset: number,
): BodySampler {
  let running = true;
  let checked = 0;
  const loop = async () => {
    for (let turn = 0; running; turn += 1) {
      const read = reads[(offset + turn) % reads.length];
      const origin = origins[turn % origins.length];
      if (read === undefined || origin === undefined) return;
      const answer = await send(origin, read.request);
      const where = `${read.request.method} ${read.request.path} (${read.kind})`;
      if (answer.status < 200 || answer.status > 299) {
        throw new Error(`${where} answered ${answer.status}`);
      }
      const text = decoded(answer.body, rawHeader(answer.rawHeaders, 'content-encoding'));
      const problem = shapeProblem(read, text.toString('utf8'));
      if (problem !== null) throw new Error(`${where}: ${problem}`);
      checked += 1;
    }
  };
  const done = loop();
  // Kept until `stop` is awaited; a rejection must not go unhandled before then.
  done.catch(() => undefined);
  return {
    stop: async () => {
      running = false;
      await done;
      return checked;
    },
  };
}
