import { blogs, comments } from '../../server/src/db/schema/index.ts';
import type { Database } from '../../server/src/db/client.ts';
import { insertInBatches, minuteAfterEpoch } from './batches.ts';
import { pick, seededRandom, seededUuid } from './random.ts';

/** The blog whose comments the bench reads has this many (a fifth of them replies). */
export const popularBlogComments = 500;
/** The discussion the bench reads (the popular problem's) has this many posts and replies. */
export const popularDiscussionPosts = 1_000;
/** Blogs per user in a data set. */
const blogsPerUser = 2;
/** One in this many comments or posts is a reply. */
const replyEvery = 5;

export interface GeneratedBlogs {
  blogIds: string[];
  popularBlogId: string;
}

/**
 * Blogs, one of them with `popularBlogComments` comments, and `popularDiscussionPosts` posts in
 * the popular problem's discussion, deterministically. Every blog is written by a user of the
 * upper half of the data set, whom the bench never signs in: its sessions (the first users) vote
 * on them without meeting their own writing. Counts are kept by the database's triggers.
 */
export async function generateBlogs(
  db: Database,
  userIds: readonly string[],
  popularProblemId: string,
): Promise<GeneratedBlogs> {
  const random = seededRandom(20_261_126);
  const writers = userIds.slice(Math.floor(userIds.length / 2));
  const count = userIds.length * blogsPerUser;
  const blogIds = Array.from({ length: count }, () => seededUuid(random));
  await insertInBatches(
    count,
    (index) => ({
      id: blogIds[index] ?? '',
      authorId: pick(random, writers),
      title: `Notes on ${pick(random, topics)} ${index}`,
      about: `What I learned about ${pick(random, topics).toLowerCase()}`,
      content: `## Idea\n\nSort, then sweep: each element enters and leaves once, so $O(n \\log n)$.\n\n${'A paragraph of explanation. '.repeat(40)}`,
      createdAt: minuteAfterEpoch(index * 2),
    }),
    (rows) => db.insert(blogs).values(rows),
  );
  const popularBlogId = blogIds[0];
  if (popularBlogId === undefined) throw new Error('The data set has no blog');
  await thread(db, random, userIds, { blogId: popularBlogId }, popularBlogComments);
  await thread(db, random, userIds, { problemId: popularProblemId }, popularDiscussionPosts);
  return { blogIds, popularBlogId };
}

const topics = ['Segment trees', 'Flows', 'DP', 'Greedy', 'Hashing', 'Geometry', 'Matchings'];

/** `total` comments in one thread, every `replyEvery`-th a reply to an earlier top-level one. */
async function thread(
  db: Database,
  random: () => number,
  userIds: readonly string[],
  where: { blogId: string } | { problemId: string },
  total: number,
): Promise<void> {
  const ids = Array.from({ length: total }, () => seededUuid(random));
  const topLevel: string[] = [];
  await insertInBatches(
    total,
    (index) => {
      const id = ids[index] ?? '';
      const reply = index % replyEvery === replyEvery - 1 && topLevel.length > 0;
      if (!reply) topLevel.push(id);
      return {
        id,
        ...where,
        parentId: reply ? pick(random, topLevel) : null,
        authorId: pick(random, userIds),
        content: `Did you try the **two pointers** trick here? It gives $O(n)$ (#${index}).`,
        createdAt: minuteAfterEpoch(index),
      };
    },
    (rows) => db.insert(comments).values(rows),
  );
}
