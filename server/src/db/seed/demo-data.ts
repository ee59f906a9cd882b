import type { Database } from '../client.ts';
import { seedProblems } from './problems.ts';
import { seedUsers } from './users.ts';
import type { SeededUser } from './users.ts';

export interface SeedResult {
  users: SeededUser[];
  /** Problems added by this run: the whole catalogue the first time, none afterwards. */
  problemsAdded: number;
}

/**
 * The demo users, then the catalogue (problems with their solutions, reviews and bookmarks).
 * Each step skips what an earlier run created, so running it again adds nothing.
 */
export async function seedDemoData(db: Database): Promise<SeedResult> {
  const users = await seedUsers(db);
  // Keyed by lower case: the catalogue names users in lower case and usernames are unique
  // without regard to case.
  const userIds = new Map(users.map((user) => [user.username.toLowerCase(), user.id]));
  const problemsAdded = await seedProblems(db, userIds);
  return { users, problemsAdded };
}
