import { keyOf, mapConcurrently, rawHeader, send } from './http.ts';
import type { BenchRequest, Captured } from './http.ts';
import type { AnswerCheck } from './load.ts';

/** Answers captured from the real server, by request key (http.ts `keyOf`). */
export type CapturedAnswers = Map<string, Captured>;

function describeAnswer(request: BenchRequest, answer: Captured): string {
  return `${request.method} ${request.path} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`;
}

/** Sends one request to the real server and keeps its answer; anything but a 2xx aborts. */
export async function capture(
  origin: string,
  request: BenchRequest,
  answers: CapturedAnswers,
): Promise<Captured> {
  const known = answers.get(keyOf(request));
  if (known !== undefined) return known;
  const answer = await send(origin, request);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`While capturing answers: ${describeAnswer(request, answer)}`);
  }
  answers.set(keyOf(request), answer);
  return answer;
}

/** Captures every request not captured yet, a few at a time. */
export async function captureAll(
  origin: string,
  requests: readonly BenchRequest[],
  answers: CapturedAnswers,
): Promise<void> {
  await mapConcurrently(requests, 4, (request) => capture(origin, request, answers));
}

/** The captured answers of `requests` alone: what the bare server replays for one read. */
export function answersOf(requests: readonly BenchRequest[], answers: CapturedAnswers) {
  return new Map(requests.map((request) => [keyOf(request), answerOf(request, answers)]));
}

function answerOf(request: BenchRequest, answers: CapturedAnswers): Captured {
  const answer = answers.get(keyOf(request));
  if (answer === undefined) throw new Error(`${request.method} ${request.path} was not captured`);
  return answer;
}

function headerOf(headers: Record<string, unknown>, name: string): unknown {
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? undefined : headers[found];
}

/**
 * Every answer must be the one captured for its request: same status, same body (bench data is
 * ASCII, so autocannon's text of the body is exact). A compressed body is checked by its encoding.
 */
export function sameAsCaptured(
  requests: readonly BenchRequest[],
  answers: CapturedAnswers,
): AnswerCheck {
  const expected = requests.map((request) => {
    const answer = answerOf(request, answers);
    const encoding = rawHeader(answer.rawHeaders, 'content-encoding');
    return { status: answer.status, encoding, body: answer.body.toString('utf8') };
  });
  return (index, status, body, headers) => {
    const want = expected[index];
    if (want === undefined) return 'no captured answer for this request';
    if (status !== want.status) {
      return `answered ${status} instead of ${want.status}: ${body.slice(0, 300)}`;
    }
    if (want.encoding !== undefined) {
      const encoding = headerOf(headers, 'content-encoding');
      return encoding === want.encoding
        ? null
        : `encoded ${String(encoding)}, not ${want.encoding}`;
    }
    if (body === want.body) return null;
    return `an unexpected body (${body.length} characters, not ${want.body.length}): ${body.slice(0, 300)}`;
  };
}

/** A write must answer 201 with its success message. */
export function createdWith(message: string): AnswerCheck {
  const expected = `"message":${JSON.stringify(message)}`;
  return (_index, status, body) => {
    if (status === 201 && body.includes(expected)) return null;
    return `answered ${status} instead of 201 with ${expected}: ${body.slice(0, 300)}`;
  };
}
