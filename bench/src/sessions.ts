import { benchPassword } from './data.ts';
import { mapConcurrently, rawHeader, send } from './http.ts';

/** A signed-in session of a generated user. */
export interface SignedIn {
  userId: string;
  /** `upsolve_session=...` */
  cookie: string;
}

function userIdOf(body: Buffer): string | undefined {
  const answer: unknown = JSON.parse(body.toString('utf8'));
  const user: unknown =
    typeof answer === 'object' && answer !== null && Reflect.get(answer, 'user');
  const id: unknown = typeof user === 'object' && user !== null && Reflect.get(user, '_id');
  return typeof id === 'string' ? id : undefined;
}

/**
 * Signs in `count` sessions of the generated users (`bench_user_{first}`, the next, ..., again
 * from the first user when there are fewer users than sessions), each through POST /api/signin as
 * the sign-in form does. Resolves with each session's user id and cookie, in that order.
 */
export async function signInUsers(
  origin: string,
  count: number,
  users: number,
  first = 0,
): Promise<SignedIn[]> {
  const usernames = Array.from(
    { length: count },
    (_, index) => `bench_user_${(first + index) % users}`,
  );
  // Password hashing is deliberately slow: two at a time keep both cores busy, no more.
  return mapConcurrently(usernames, 2, async (username) => {
    const answer = await send(origin, {
      method: 'POST',
      path: '/api/signin',
      cookie: '',
      body: JSON.stringify({ email: username, password: benchPassword }),
    });
    const cookie = rawHeader(answer.rawHeaders, 'set-cookie')?.split(';')[0];
    const userId = answer.status === 200 ? userIdOf(answer.body) : undefined;
    if (cookie === undefined || userId === undefined) {
      throw new Error(
        `Signing in ${username} answered ${answer.status}: ${answer.body.toString('utf8')}`,
      );
    }
    return { userId, cookie };
  });
}

/** The cookies of `signInUsers`' sessions. */
export async function signInSessions(
  origin: string,
  count: number,
  users: number,
): Promise<string[]> {
  return (await signInUsers(origin, count, users)).map((session) => session.cookie);
}
