import type { Agent } from 'node:http';
import type { DatasetFacts } from './facts.ts';
import { benchPassword } from './data.ts';
import { rawHeader, send } from './http.ts';
import type { BenchRequest, Captured } from './http.ts';
import type { SignedIn } from './sessions.ts';
import { benchProblemBody } from './workload.ts';

/**
 * The soak's traffic: what a small community does all day, on a fixed beat (one request every
 * `beatMs`), so that any growth the samples show comes from time, not from a rising load. Every
 * write is undone by a later one where it would otherwise pile up (bookmarks, votes, edits), and
 * the rest (problems, messages, sessions) grows as a real site's data does.
 */

export const trafficKinds = [
  'read',
  'bookmark',
  'problem edit',
  'vote',
  'message',
  'add a problem',
  'sign-in and sign-out',
] as const;
export type TrafficKind = (typeof trafficKinds)[number];

/**
 * One cycle of 50 beats: mostly reads, a write in four, a sign-in per cycle (argon2id costs a
 * core ~50 ms: more would measure hashing).
 */
const cycle: readonly TrafficKind[] = [
  ...Array<TrafficKind>(36).fill('read'),
  ...Array<TrafficKind>(4).fill('bookmark'),
  ...Array<TrafficKind>(2).fill('problem edit'),
  ...Array<TrafficKind>(2).fill('vote'),
  ...Array<TrafficKind>(4).fill('message'),
  'add a problem',
  'sign-in and sign-out',
];

export interface TrafficInput {
  origin: string;
  /** The connections the traffic goes over (a steady pool: see http.ts's steadyPool). */
  agent: Agent;
  facts: DatasetFacts;
  /** Sessions that write (bookmarks, edits, votes, messages, problems). */
  writers: readonly SignedIn[];
  /** Sessions that read; messages go to them, and their sockets hear each. */
  readers: readonly SignedIn[];
  /** A bench user no session belongs to, who signs in and out. */
  signInUsername: string;
}

export interface TrafficCounts {
  /** Requests answered, by kind (a sign-in cycle counts its two requests). */
  answered: Record<TrafficKind, number>;
  /** Requests not answered 2xx (or not at all), with why: the soak fails on any. */
  errors: string[];
  /** Ids of the messages answered 2xx, which the receivers' sockets must hear. */
  sentMessageIds: string[];
}

const turn = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('The soak needs sessions and data to cycle through');
  return item;
};

function readPaths(facts: DatasetFacts, reader: SignedIn, writer: SignedIn): string[] {
  const problem = turn(facts.sampleProblemIds, reader.userId.length);
  return [
    '/api/dashboard',
    '/api/dashboard?q=graph',
    `/api/problem/${problem}`,
    `/api/problem/${problem}/solutions`,
    `/api/problem/${problem}/reviews`,
    `/api/myprofile/${turn(facts.sampleUserIds, reader.userId.length)}`,
    '/api/blogs',
    `/api/blogs/${facts.popularBlogId}`,
    '/api/top-users',
    '/api/messages/users',
    '/api/messages/unread',
    `/api/messages/${writer.userId}`,
    '/api/check-auth',
  ];
}

function json(method: BenchRequest['method'], path: string, who: SignedIn, body?: unknown) {
  const request: BenchRequest = { method, path, cookie: who.cookie };
  if (body !== undefined) request.body = JSON.stringify(body);
  return request;
}

function problemBody(title: string, index: number) {
  const link = `https://example.com/soak/${index}`;
  return benchProblemBody({ title, link, platform: 'Other', rating: 1 + (index % 10) });
}

/** The `_id` of an answer's JSON body, or of its `inside` field. */
function idOf(answer: Captured, inside?: string): string | undefined {
  const body: unknown = JSON.parse(answer.body.toString('utf8'));
  const holder: unknown =
    inside === undefined || typeof body !== 'object' || body === null
      ? body
      : Reflect.get(body, inside);
  const id: unknown =
    typeof holder === 'object' && holder !== null ? Reflect.get(holder, '_id') : undefined;
  return typeof id === 'string' ? id : undefined;
}

/** Sends the traffic's beats in order; each `beat()` starts the next request(s), unawaited. */
export function soakTraffic(input: TrafficInput) {
  const { origin, facts, writers, readers } = input;
  const counts: TrafficCounts = {
    answered: Object.fromEntries(
      trafficKinds.map((kind) => [kind, 0]),
    ) as TrafficCounts['answered'],
    errors: [],
    sentMessageIds: [],
  };
  const made: Record<TrafficKind, number> = { ...counts.answered };
  /** Problems a writer added during the soak: the edits go back and forth on them. */
  const added: { owner: SignedIn; id: string; title: string; index: number }[] = [];

  const call = async (kind: TrafficKind, request: BenchRequest): Promise<Captured | null> => {
    const where = `${request.method} ${request.path}`;
    try {
      const answer = await send(origin, request, input.agent);
      if (answer.status >= 200 && answer.status < 300) {
        counts.answered[kind] += 1;
        return answer;
      }
      counts.errors.push(
        `${where}: ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`,
      );
    } catch (error) {
      counts.errors.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return null;
  };

  const run: Record<TrafficKind, (index: number) => Promise<unknown>> = {
    read: (index) => {
      const reader = turn(readers, index);
      const paths = readPaths(facts, reader, turn(writers, index));
      return call('read', json('GET', turn(paths, Math.floor(index / readers.length)), reader));
    },
    // Added, then removed at the next turn by the same writer.
    bookmark: (index) => {
      const writer = turn(writers, Math.floor(index / 2));
      const problem = turn(facts.sampleProblemIds, Math.floor(index / 2));
      const path = `/api/${index % 2 === 0 ? '' : 'un'}bookmark/${problem}`;
      return call('bookmark', json('POST', path, writer));
    },
    vote: (index) => {
      const writer = turn(writers, Math.floor(index / 2));
      const blog = turn(facts.sampleBlogIds.slice(1), Math.floor(index / 2));
      const body = { value: index % 2 === 0 ? 1 : -1 };
      return call('vote', json('PUT', `/api/votes/blog/${blog}`, writer, body));
    },
    message: async (index) => {
      const body = { content: `Soak message ${index}: shall we upsolve E?` };
      const path = `/api/messages/send/${turn(readers, index).userId}`;
      const answer = await call('message', json('POST', path, turn(writers, index), body));
      const id = answer === null ? undefined : idOf(answer);
      if (id !== undefined) counts.sentMessageIds.push(id);
    },
    'add a problem': async (index) => {
      const owner = turn(writers, index);
      const title = `Soak problem ${index}`;
      const answer = await call(
        'add a problem',
        json('POST', '/api/addproblem', owner, problemBody(title, index)),
      );
      const id = answer === null ? undefined : idOf(answer, 'problem');
      if (id !== undefined) added.push({ owner, id, title, index });
    },
    'problem edit': (index) => {
      if (added.length === 0) return run.read(index);
      const target = turn(added, index);
      const title = index % 2 === 0 ? `${target.title} (edited)` : target.title;
      const path = `/api/problem/${target.id}/updateproblem`;
      return call(
        'problem edit',
        json('PUT', path, target.owner, problemBody(title, target.index)),
      );
    },
    'sign-in and sign-out': async () => {
      const body = JSON.stringify({ email: input.signInUsername, password: benchPassword });
      const answer = await call('sign-in and sign-out', {
        method: 'POST',
        path: '/api/signin',
        cookie: '',
        body,
      });
      const cookie =
        answer === null ? undefined : rawHeader(answer.rawHeaders, 'set-cookie')?.split(';')[0];
      if (cookie === undefined) return;
      await call('sign-in and sign-out', { method: 'POST', path: '/api/logout', cookie });
    },
  };

  let beats = 0;
  return {
    counts,
    /** Starts the next beat's request; resolves when it is answered. */
    beat: (): Promise<unknown> => {
      const kind = turn(cycle, beats);
      beats += 1;
      const index = made[kind];
      made[kind] += 1;
      return run[kind](index);
    },
  };
}
