import type { BlogRow, CommentRow } from '../db/schema/index.ts';
import { blogs, comments } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { grantRole } from '../admin/roles.ts';
import type { Actor } from './actors.ts';
import { buildUser, signInAs } from './factories.ts';
import type { TestUser } from './factories.ts';
import type { TestApp } from './harness.ts';

/** Blogs, comments and posts straight in the database, and a moderator as `npm run admin` makes one. */

export interface BlogOverrides {
  title?: string;
  about?: string;
  content?: string;
  createdAt?: Date;
}

let sequence = 0;

export async function buildBlog(
  db: Database,
  author: Pick<TestUser, 'id'>,
  overrides: BlogOverrides = {},
): Promise<BlogRow> {
  sequence += 1;
  const [row] = await db
    .insert(blogs)
    .values({
      authorId: author.id,
      title: `Blog ${sequence}`,
      about: 'Notes from practice',
      content: 'Binary search on the answer, with $O(n \\log n)$ checks.',
      ...overrides,
    })
    .returning();
  if (row === undefined) throw new Error('buildBlog: the insert returned no row');
  return row;
}

export interface CommentOverrides {
  parentId?: string;
  content?: string;
  createdAt?: Date;
}

/** A comment on a blog (`{blogId}`) or a post in a problem's discussion (`{problemId}`). */
export async function buildComment(
  db: Database,
  author: Pick<TestUser, 'id'>,
  thread: { blogId: string } | { problemId: string },
  overrides: CommentOverrides = {},
): Promise<CommentRow> {
  const [row] = await db
    .insert(comments)
    .values({ authorId: author.id, content: 'Nice trick', ...thread, ...overrides })
    .returning();
  if (row === undefined) throw new Error('buildComment: the insert returned no row');
  return row;
}

/** A new user made a moderator (as `npm run admin` does), then signed in. */
export async function moderatorActor(t: TestApp): Promise<Actor> {
  const user = await buildUser(t.db);
  await grantRole(t.db, { username: user.username, role: 'moderator', reason: 'test' });
  return { user: { ...user, roles: ['moderator'] }, cookie: await signInAs(t.app, user) };
}
