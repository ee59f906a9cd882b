import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client.ts';
import {
  bookmarks,
  problems,
  reviews,
  solutions,
  users,
} from '../../server/src/db/schema/index.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { insertInBatches, minuteAfterEpoch } from './batches.ts';
import { generateBlogs } from './blog-data.ts';
import { generateMarks } from './mark-data.ts';
import type { MarkedDaysFacts, MarkScale } from './mark-data.ts';
import { generateConversations } from './message-data.ts';
import type { ConversationScale } from './message-data.ts';
import { pick, seededRandom, seededUuid } from './random.ts';

/** How many rows of each kind a data set holds. */
export interface Scale {
  users: number;
  problems: number;
  solutions: number;
  problemReviews: number;
  /** Direct messages between the first users (the realtime bench's data sets only). */
  conversations?: ConversationScale;
  /** Users' marks on problems and the heatmap's heaviest profile (the read benches' data sets). */
  marks?: MarkScale;
}

export const scales = {
  /** The embedded database's data set. */
  embedded: {
    users: 1_000,
    problems: 20_000,
    solutions: 100_000,
    problemReviews: 20_000,
    marks: { marks: 100_000, markedDays: 5_000 },
  },
  /** PostgreSQL's. */
  postgres: {
    users: 10_000,
    problems: 100_000,
    solutions: 500_000,
    problemReviews: 200_000,
    marks: { marks: 100_000, markedDays: 5_000 },
  },
  /** Seconds, not minutes: CI runs the bench on it so the bench cannot rot. */
  smoke: {
    users: 50,
    problems: 300,
    solutions: 1_200,
    problemReviews: 200,
    marks: { marks: 1_000, markedDays: 200 },
  },
  /** Between smoke and embedded: a third point of the plot of throughput against data size. */
  middle: { users: 1_000, problems: 5_000, solutions: 25_000, problemReviews: 5_000 },
  /**
   * The realtime bench's: 10,000 users (one per idle socket), few problems, and 1,200
   * conversations with more than a page of messages each.
   */
  realtime: {
    users: 10_000,
    problems: 100,
    solutions: 200,
    problemReviews: 100,
    conversations: { viewers: 100, partnersEach: 12, partnerPool: 900, messagesEach: 60 },
  },
  realtimeSmoke: {
    users: 40,
    problems: 20,
    solutions: 20,
    problemReviews: 10,
    conversations: { viewers: 4, partnersEach: 3, partnerPool: 12, messagesEach: 60 },
  },
} satisfies Record<string, Scale>;

/** Every bench user signs in with this password. */
export const benchPassword = 'bench-password';

/** One problem collects this many solutions: detail reads must stay fast on a popular problem. */
export const popularProblemSolutions = 1_000;

export const platforms = ['Codeforces', 'AtCoder', 'LeetCode', 'CodeChef', 'SPOJ', 'Kattis'];
const tagWords = ['dp', 'graphs', 'greedy', 'math', 'strings', 'trees', 'fenwick', 'geometry'];
export const titleWords = [
  'Array',
  'Balanced',
  'Coins',
  'Distance',
  'Edges',
  'Frogs',
  'Grid',
  'Harmony',
  'Intervals',
  'Jumps',
  'Knights',
  'Ladders',
  'Matrix',
  'Necklace',
  'Orchard',
  'Paths',
  'Queries',
  'Rooks',
  'Segments',
  'Towers',
  'Union',
  'Vertices',
  'Walks',
  'Xor',
  'Yards',
  'Zigzag',
];
const languages = ['cpp', 'python', 'java', 'rust', 'go', 'javascript'] as const;
/** Profile skills: what the collaborator search and its skill filter look for. */
export const skillWords = [
  'Graphs',
  'Dynamic programming',
  'Greedy',
  'Geometry',
  'Number theory',
  'Strings',
  'Segment trees',
  'Flows',
  'React',
  'Rust',
  'Machine learning',
  'Compilers',
];
// ASCII only: the bench compares bodies as autocannon's text (checks.ts).
const cities = ['Lisbon', 'Krakow', 'Tokyo', 'Sao Paulo', 'Nairobi', 'Toronto', 'Pune', 'Minsk'];
const favourites = ['C++', 'Python', 'Java', 'Rust', 'Go', 'Kotlin'];
/** Bookmarks each user has, so a profile lists some. */
const bookmarksPerUser = 3;

export interface GeneratedData {
  userIds: string[];
  usernames: string[];
  publicProblemIds: string[];
  popularProblemId: string;
  blogIds: string[];
  popularBlogId: string;
  /** Whose heatmap has the most days, when the scale has marks. */
  markedDays?: MarkedDaysFacts;
}

/** The canonical key of generated problem `index`, as a save keys its Codeforces link. */
const problemKeyOf = (index: number) => `codeforces:${1000 + index}A`;

/**
 * Fills an empty, migrated database with `scale` rows, deterministically (seeded), through batched
 * multi-row inserts. The counters (solutions, reviews, average rating) are kept by the database's
 * own triggers, exactly as when users write through the API.
 */
export async function generateData(db: Database, scale: Scale): Promise<GeneratedData> {
  const random = seededRandom(20_261_123);
  const passwordHash = await hashPassword(benchPassword);

  const userIds = Array.from({ length: scale.users }, () => seededUuid(random));
  const usernames = userIds.map((_, index) => `bench_user_${index}`);
  // Profiles draw from their own sequence, so the problems and solutions stay as they were.
  const profileRandom = seededRandom(20_261_125);
  await insertInBatches(
    scale.users,
    (index) => ({
      id: userIds[index] ?? '',
      username: usernames[index] ?? '',
      email: `bench_user_${index}@bench.upsolve.test`,
      passwordHash,
      createdAt: minuteAfterEpoch(index),
      favlanguage: pick(profileRandom, favourites),
      rating: Math.floor(profileRandom() * 3500),
      platform: pick(profileRandom, platforms),
      gitHub: `https://github.com/bench-user-${index}`,
      projectLinks: [`https://github.com/bench-user-${index}/library`],
      skills: [pick(profileRandom, skillWords), pick(profileRandom, skillWords)].filter(
        (skill, position, all) => all.indexOf(skill) === position,
      ),
      collaborator: profileRandom() < 0.2,
      location: pick(profileRandom, cities),
      bio: 'Practising for the next regional.',
    }),
    (rows) => db.insert(users).values(rows),
  );

  const problemIds = Array.from({ length: scale.problems }, () => seededUuid(random));
  const publicProblemIds: string[] = [];
  await insertInBatches(
    scale.problems,
    (index) => {
      const id = problemIds[index] ?? '';
      const visibility = random() < 0.95 ? ('public' as const) : ('private' as const);
      if (visibility === 'public') publicProblemIds.push(id);
      const title = `${pick(random, titleWords)} ${pick(random, titleWords)} ${index}`;
      return {
        id,
        ownerId: pick(random, userIds),
        title,
        link: `https://codeforces.com/problemset/problem/${1000 + index}/A`,
        // Keyed as a save keys it, so the start-up backfill finds nothing to do; Codeforces
        // ratings 800-3500 as the catalog would give them (no random draw: the rest stays as it was).
        key: problemKeyOf(index),
        siteDifficultyScale: 'codeforces' as const,
        siteDifficultyValue: 800 + (index % 28) * 100,
        visibility,
        statement: `Given $n$ ${title.toLowerCase()} with $a_i \\le 10^9$, find the answer.`,
        inputFormat: 'The first line holds $n$ ($1 \\le n \\le 2 \\cdot 10^5$).',
        outputFormat: 'Print one integer.',
        exampleInput: '3\n1 2 3',
        exampleOutput: '6',
        platformName: pick(random, platforms),
        difficulty: 1 + Math.floor(random() * 10),
        tags: [pick(random, tagWords), pick(random, tagWords)].filter(
          (tag, position, all) => all.indexOf(tag) === position,
        ),
        createdAt: minuteAfterEpoch(index * 3),
      };
    },
    (rows) => db.insert(problems).values(rows),
  );

  const popularProblemId = publicProblemIds[0];
  if (popularProblemId === undefined) throw new Error('The data set has no public problem');
  await insertInBatches(
    scale.solutions,
    (index) => ({
      id: seededUuid(random),
      problemId:
        index < popularProblemSolutions ? popularProblemId : pick(random, publicProblemIds),
      authorId: pick(random, userIds),
      approach: `Sort, then sweep with a **two pointers** window (#${index}).`,
      description: 'Each element enters and leaves the window once, so the sweep is linear.',
      code: `#include <bits/stdc++.h>\nint main() { long long n; std::cin >> n; std::cout << n * ${index}; }`,
      language: pick(random, languages),
      createdAt: minuteAfterEpoch(index),
    }),
    (rows) => db.insert(solutions).values(rows),
  );

  // One review per (author, problem): pairs are drawn until enough distinct ones exist.
  const reviewed = new Set<string>();
  await insertInBatches(
    scale.problemReviews,
    (index) => {
      for (;;) {
        const authorId = pick(random, userIds);
        const problemId = pick(random, publicProblemIds);
        const key = `${authorId}:${problemId}`;
        if (reviewed.has(key)) continue;
        reviewed.add(key);
        return {
          authorId,
          problemId,
          rating: 1 + Math.floor(random() * 5),
          comment: 'Clear statement, tricky edge cases.',
          createdAt: minuteAfterEpoch(index),
        };
      }
    },
    (rows) => db.insert(reviews).values(rows),
  );

  // A few bookmarks per user, so profiles list some titles.
  await insertInBatches(
    scale.users * bookmarksPerUser,
    (index) => {
      const user = Math.floor(index / bookmarksPerUser);
      const offset = (user * 7 + (index % bookmarksPerUser) * 13) % publicProblemIds.length;
      return {
        userId: userIds[user] ?? '',
        problemId: publicProblemIds[offset] ?? popularProblemId,
        createdAt: minuteAfterEpoch(index),
      };
    },
    (rows) => db.insert(bookmarks).values(rows),
  );

  if (scale.conversations !== undefined) {
    await generateConversations(db, userIds, scale.conversations);
  }

  const { blogIds, popularBlogId } = await generateBlogs(db, userIds, popularProblemId);

  const markedDays =
    scale.marks === undefined
      ? undefined
      : await generateMarks(
          db,
          userIds,
          Array.from({ length: scale.problems }, (_, index) => problemKeyOf(index)),
          scale.marks,
        );

  // As a server that has run for an hour has it: statistics taken and dead rows reclaimed (its
  // housekeeping on the embedded database, autovacuum on PostgreSQL). Every solution and review
  // above rewrote its problem's counters, which left four dead versions of the average problem.
  await db.execute(sql`vacuum (analyze)`);
  return {
    userIds,
    usernames,
    publicProblemIds,
    popularProblemId,
    blogIds,
    popularBlogId,
    markedDays,
  };
}
