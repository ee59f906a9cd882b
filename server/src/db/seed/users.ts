import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { DemoUsername } from './demo-types.ts';

/** Every demo account signs in with this password (documented in README). */
export const demoPassword = 'upsolve-demo';

/**
 * One entry per name the catalogue uses: a record keyed by DemoUsername, so a catalogue author
 * cannot refer to a demo user the seed does not create without the compiler noticing.
 */
const demoEmails: Record<DemoUsername, string> = {
  alice: 'alice@example.com',
  bob: 'bob@example.com',
  carol: 'carol@example.com',
  dave: 'dave@example.com',
};

export const demoUsers = Object.entries(demoEmails).map(([username, email]) => ({
  username,
  email,
}));

export interface SeededUser {
  id: string;
  username: string;
}

/** Creates the demo users once; later runs leave them (and their passwords) as they are. */
export async function seedUsers(db: Database): Promise<SeededUser[]> {
  const passwordHash = await hashPassword(demoPassword);
  await db
    .insert(users)
    .values(demoUsers.map((user) => ({ ...user, passwordHash })))
    .onConflictDoNothing();
  const names = demoUsers.map((user) => user.username);
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) in ${names}`);
}
