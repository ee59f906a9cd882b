import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import type { NewUserRow } from '../schema/index.ts';
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

/** Profiles, so the profile screens and the collaborator search have something to show. */
const demoProfiles: Record<DemoUsername, Partial<NewUserRow>> = {
  alice: {
    favlanguage: 'C++',
    rating: 2150,
    platform: 'Codeforces',
    gitHub: 'https://github.com/alice-upsolve',
    skills: ['Graphs', 'Dynamic programming'],
    collaborator: true,
    location: 'Lisbon',
    bio: 'Practising for the ICPC regional with my club.',
  },
  bob: { favlanguage: 'Python', rating: 1600, platform: 'AtCoder', skills: ['Math', 'Greedy'] },
  carol: {
    favlanguage: 'Rust',
    platform: 'LeetCode',
    skills: ['Strings', 'Rust'],
    collaborator: true,
    location: 'Toronto',
  },
  dave: {},
};

const demoUsernames: DemoUsername[] = ['alice', 'bob', 'carol', 'dave'];

export const demoUsers = demoUsernames.map((username) => ({
  username,
  email: demoEmails[username],
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
    .values(
      demoUsers.map((user) => ({
        ...user,
        ...demoProfiles[user.username],
        passwordHash,
      })),
    )
    .onConflictDoNothing();
  const names = demoUsers.map((user) => user.username);
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) in ${names}`);
}
