import { benchPassword } from './data.ts';
import { mapConcurrently, rawHeader, send } from './http.ts';

/**
 * Signs in `count` sessions of the generated users (`bench_user_0`, `bench_user_1`, ..., again
 * from the first when there are fewer users than sessions), each through POST /api/signin as the
 * sign-in form does. Resolves with the session cookies (`name=value`).
 */
export async function signInSessions(
  origin: string,
  count: number,
  users: number,
): Promise<string[]> {
  const usernames = Array.from({ length: count }, (_, index) => `bench_user_${index % users}`);
  // Password hashing is deliberately slow: two at a time keep both cores busy, no more.
  return mapConcurrently(usernames, 2, async (username) => {
    const answer = await send(origin, {
      method: 'POST',
      path: '/api/signin',
      cookie: '',
      body: JSON.stringify({ email: username, password: benchPassword }),
    });
    const cookie = rawHeader(answer.rawHeaders, 'set-cookie')?.split(';')[0];
    if (answer.status !== 200 || cookie === undefined) {
      throw new Error(
        `Signing in ${username} answered ${answer.status}: ${answer.body.toString('utf8')}`,
      );
    }
    return cookie;
  });
}
