import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Statistics of every table, as housekeeping (or autovacuum) leaves them after bulk writes. */
export async function analyzeAll(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/** How much a bulk data set holds: the embedded database's scale (docs/performance.md). */
export const bulkScale = {
  users: 1_000,
  problems: 20_000,
  /** Solutions of the most solved problem, each by its own author... */
  popularSolutions: 1_000,
  /** ...and of every other public problem. */
  solutionsPerProblem: 2,
  /** Reviews of the most solved problem, each by its own author. */
  popularReviews: 500,
  /** Bookmarks of the reader. */
  bookmarks: 300,
};

export interface BulkData {
  /** The newest public problem, with `popularSolutions` solutions and `popularReviews` reviews. */
  popularProblemId: string;
  /** A user with `bookmarks` bookmarks. */
  readerId: string;
}

// Any text does for the hash: nobody signs in as a bulk user, and one argon2 call per user
// would take minutes.
const unusablePasswordHash = '$argon2id$v=19$m=19456,t=2,p=1$bulk$bulk';

const platforms = sql`array['Codeforces', 'AtCoder', 'LeetCode', 'CSES']`;
/** Each problem has one of four common tags and a rare one ("set7", on 40 problems). */
const tagWords = sql`array['dp', 'graphs', 'greedy', 'math']`;
const topics = sql`array['segment tree', 'shortest path', 'two pointers', 'prefix sums', 'binary search']`;

/**
 * Fills an empty test database at scale in a few statements (generate_series, not one insert per
 * row): users, problems (one in ten private) on four platforms, solutions, reviews and bookmarks,
 * then takes statistics with the app's own ANALYZE, so query plans are the ones production gets.
 */
export async function insertBulkData(db: Database): Promise<BulkData> {
  const scale = bulkScale;
  await db.execute(sql`
    insert into users (username, email, password_hash, created_at)
    select 'bulk' || g, 'bulk' || g || '@example.com', ${unusablePasswordHash},
      now() - g * interval '1 minute'
    from generate_series(1, ${scale.users}) as g`);
  // Users numbered 1..n in a stable order, so rows can pick their author by arithmetic.
  const numberedUsers = sql`(select id, row_number() over (order by id) as n from users)`;
  await db.execute(sql`
    insert into problems (owner_id, title, link, visibility, statement, input_format,
      output_format, example_input, example_output, platform_name, difficulty, tags, created_at)
    select u.id, 'Bulk ' || (${topics})[1 + g % 5] || ' ' || g, 'https://example.com/p/' || g,
      case when g % 10 = 0 then 'private' else 'public' end,
      'Answer the queries on the array of problem ' || g || '.', 'n and q', 'q lines', '1', '1',
      (${platforms})[1 + g % 4], 1 + g % 10,
      array[(${tagWords})[1 + g % 4], 'set' || g % ${scale.problems / 40}],
      now() - g * interval '1 second'
    from generate_series(1, ${scale.problems}) as g
    join ${numberedUsers} as u on u.n = 1 + g % ${scale.users}`);
  const popular = await db.execute(sql`
    select id from problems where visibility = 'public' order by created_at desc limit 1`);
  const popularProblemId = String(popular.rows[0]?.id);
  await db.execute(sql`
    insert into solutions (problem_id, author_id, approach, description, code, created_at)
    select ${popularProblemId}, u.id, 'Sweep', 'Sort, then sweep once.', 'int main() {}',
      now() - u.n * interval '1 second'
    from ${numberedUsers} as u
    where u.n <= ${scale.popularSolutions}`);
  await db.execute(sql`
    insert into solutions (problem_id, author_id, approach, description, code)
    select p.id, u.id, 'Sweep', 'Sort, then sweep once.', 'int main() {}'
    from problems as p, generate_series(1, ${scale.solutionsPerProblem}) as copy
    join ${numberedUsers} as u on u.n = copy
    where p.visibility = 'public' and p.id <> ${popularProblemId}`);
  await db.execute(sql`
    insert into reviews (problem_id, author_id, rating, comment)
    select ${popularProblemId}, u.id, 1 + u.n % 5, 'Clear statement.'
    from ${numberedUsers} as u
    where u.n <= ${scale.popularReviews}`);
  const reader = await db.execute(sql`select id from users order by created_at desc limit 1`);
  const readerId = String(reader.rows[0]?.id);
  await db.execute(sql`
    insert into bookmarks (user_id, problem_id, created_at)
    select ${readerId}, id, created_at from problems
    where visibility = 'public'
    order by id
    limit ${scale.bookmarks}`);
  await analyzeAll(db);
  return { popularProblemId, readerId };
}

/** The collaborator search's scale: users with profiles (docs/performance.md). */
export const bulkProfileScale = { users: 10_000 };

const skillWords = sql`array['dp', 'graphs', 'greedy', 'math', 'rust', 'react', 'go', 'ml']`;

/**
 * Fills an empty test database with `bulkProfileScale.users` users with profiles: two common
 * skills and a rare one each ("skill7", on 20 users), one in ten a collaborator, a location; then
 * the app's own ANALYZE. Usernames are "bulk{n}" and emails "bulk{n}@example.com".
 */
export async function insertBulkProfiles(db: Database): Promise<void> {
  const count = bulkProfileScale.users;
  await db.execute(sql`
    insert into users (username, email, password_hash, skills, collaborator, location, created_at)
    select 'bulk' || g, 'bulk' || g || '@example.com', ${unusablePasswordHash},
      array[(${skillWords})[1 + g % 8], (${skillWords})[1 + (g / 8) % 8], 'skill' || g % ${count / 20}],
      g % 10 = 0, 'City ' || g % 50, now() - g * interval '1 minute'
    from generate_series(1, ${count}) as g`);
  await analyzeAll(db);
}
