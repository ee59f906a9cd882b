import { eq } from 'drizzle-orm';
import { canEditBlog, idSchema } from '@upsolve/contract';
import type { BlogParams, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';

/** The blog's id and author: 404 for a malformed or unknown id. */
export async function findBlog(
  db: Executor,
  blogId: string,
): Promise<{ id: string; authorId: string | null }> {
  if (!idSchema.safeParse(blogId).success) throw notFound();
  const [blog] = await db
    .select({ id: blogs.id, authorId: blogs.authorId })
    .from(blogs)
    .where(eq(blogs.id, blogId))
    .limit(1);
  if (blog === undefined) throw notFound();
  return blog;
}

/** The blog the viewer may edit or delete (the contract's canEditBlog): 404, or 403 when not theirs. */
export async function assertCanEditBlog(
  db: Executor,
  viewer: Viewer,
  params: BlogParams,
): Promise<{ id: string; authorId: string | null }> {
  const blog = await findBlog(db, params.blogId);
  if (!canEditBlog(viewer, blog)) throw forbidden();
  return blog;
}
