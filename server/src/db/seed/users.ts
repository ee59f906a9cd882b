import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';

export const demoPassword = 'upsolve-demo';

export const demoUsers = [
  { username: 'alice', email: 'alice@example.com' },
  { username: 'bob', email: 'bob@example.com' },
  { username: 'carol', email: 'carol@example.com' },
] as const;

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
