import { isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { deletedUserName } from '@upsolve/contract';
import { users } from '../db/schema/index.ts';

/** The name as SQL text (a literal, not a parameter, so prepared statements stay plain). */
const deletedNameLiteral = sql.raw(`'${deletedUserName.replaceAll("'", "''")}'`);

/**
 * A user's name wherever an author, owner or actor is shown: "[deleted]" once the account was
 * deleted (docs/product.md, "Leaving"), whose public writing stays under that name.
 */
export const shownUsername: SQL<string> = sql<string>`case when ${users.deletedAt} is null then ${users.username} else ${deletedNameLiteral} end`;

/** Only accounts not deleted: who can be found, messaged, invited, mentioned or shown a profile. */
export const activeUser: SQL = isNull(users.deletedAt);
