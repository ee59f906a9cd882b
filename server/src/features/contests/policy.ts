import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contestFeedTokens } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';

/** The longest token a feed address may carry (the contract's limit). */
const longestToken = 200;

/**
 * The feed answers only the holder of a current token: a missing, malformed, unknown or replaced
 * token is 404, so an address that stopped working says nothing about why. Resolves to the
 * token's user. `token` is the raw query value (this runs before the query is validated).
 */
export async function assertFeedToken(db: Executor, token: unknown): Promise<string> {
  if (typeof token !== 'string' || token === '' || token.length > longestToken) throw notFound();
  const [row] = await db
    .select({ userId: contestFeedTokens.userId })
    .from(contestFeedTokens)
    .where(eq(contestFeedTokens.token, token))
    .limit(1);
  if (row === undefined) throw notFound();
  return row.userId;
}
