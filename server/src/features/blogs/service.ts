import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { idSchema, limits } from '@upsolve/contract';
import type {
  BlogCommentParams,
  BlogDetail,
  BlogInputParsed,
  BlogParams,
  BlogSummary,
  BlogsQueryParsed,
  BlogUpdateParsed,
  MyVote,
  ThreadInputParsed,
  ThreadQueryParsed,
  ThreadReply,
  ThreadUpdate,
  Viewer,
} from '@upsolve/contract';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { blogs, users } from '../../db/schema/index.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import { stampOf } from '../../lib/request-memo.ts';
import type { CacheDeclaration } from '../../lib/cache-declaration.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { ThreadRef } from '../../lib/events/catalog.ts';
import { containing } from '../../lib/like-pattern.ts';
import {
  cappedTotal,
  cursorValue,
  defineKeyset,
  keysetPage,
  keysetRows,
} from '../../lib/paging.ts';
import type { Page } from '../../lib/paging.ts';
import type { Services } from '../../lib/services.ts';
import { notFound } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import {
  addThreadItem,
  deleteThreadItem,
  loadThreadPage,
  myVotesOn,
  scoreCursorValue,
  threadViewOf,
  threadViewPart,
  viewerPartOf,
  viewerVotesOn,
  updateThreadItem,
} from '../threads/index.ts';
import type { ThreadView } from '../threads/index.ts';
import { assertCanEditBlog, findBlog } from './policy.ts';
import { toBlogDetail, toBlogSummary } from './presenter.ts';
import type { BlogListRow } from './presenter.ts';
import { shownUsername } from '../../lib/shown-user.ts';

const { removedBy: _removedBy, ...blogColumns } = getTableColumns(blogs);
const detailColumns = { ...blogColumns, authorUsername: shownUsername };
// Lists carry an excerpt, never the whole text (up to 100,000 characters a blog).
const listColumns = {
  ...detailColumns,
  content: sql<string>`left(${blogs.content}, ${sql.raw(String(limits.blogExcerpt))})`,
};

const newestBlogs = defineKeyset({
  columns: [blogs.createdAt, blogs.id],
  schema: z.tuple([cursorValue.timestamp, cursorValue.id]),
  keyOf: (row: BlogListRow): [Date, string] => [row.createdAt, row.id],
});
const topBlogs = defineKeyset({
  columns: [blogs.score, blogs.createdAt, blogs.id],
  schema: z.tuple([scoreCursorValue, cursorValue.timestamp, cursorValue.id]),
  keyOf: (row: BlogListRow): [number, Date, string] => [row.score, row.createdAt, row.id],
});

/** A page of blogs as stored, the same for everyone: newest or top first, `q` in title or author. */
async function loadBlogPage(db: Database, query: BlogsQueryParsed): Promise<Page<BlogListRow>> {
  const pattern =
    query.q === undefined || query.q === '' ? null : containing(query.q.toLowerCase());
  const filter =
    pattern === null
      ? undefined
      : or(
          sql`lower(${blogs.title}) like ${pattern}`,
          sql`lower(${shownUsername}) like ${pattern}`,
        );
  const select = () =>
    db.select(listColumns).from(blogs).leftJoin(users, eq(users.id, blogs.authorId)).$dynamic();
  const matching = db
    .select({ id: blogs.id })
    .from(blogs)
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(filter)
    .$dynamic();
  const [rows, total] = await Promise.all([
    query.sort === 'top'
      ? keysetRows(select(), topBlogs, query, filter)
      : keysetRows(select(), newestBlogs, query, filter),
    cappedTotal(db, query, matching),
  ]);
  const same = (row: BlogListRow) => row;
  return query.sort === 'top'
    ? keysetPage(rows, query.limit, topBlogs, same, total)
    : keysetPage(rows, query.limit, newestBlogs, same, total);
}

/** The blog list's shared page and the viewer's votes on it. */
export interface BlogListView {
  page: Page<BlogListRow>;
  votes: ReadonlyMap<string, MyVote>;
  hit: boolean;
}

/** GET /api/blogs: the shared page, then the viewer's votes. */
export async function blogListView(
  services: Services,
  viewer: Viewer,
  query: BlogsQueryParsed,
): Promise<BlogListView> {
  const { value: page, hit } = await services.cache.read(
    { key: `blogs:${JSON.stringify(query)}`, scope: 'shared', tags: [cacheTags.blogList] },
    () => loadBlogPage(services.db, query),
    { readerId: viewer.id },
  );
  const ids = page.items.map((row) => row.id);
  return { page, votes: await viewerVotesOn(services, viewer.id, 'blog', ids), hit };
}

/**
 * The answer's cache declaration: shared by every viewer with the same part of it (most have
 * none: no votes and no removed blog of theirs on the page).
 */
export function blogListAnswer(
  viewer: Viewer,
  query: BlogsQueryParsed,
  view: BlogListView,
): CacheDeclaration {
  const part = viewerPartOf(viewer, view.page.items, view.votes);
  return {
    key: `blogs-answer:${JSON.stringify(query)}:${stampOf(view.page)}:${part}`,
    scope: 'shared',
    tags: [cacheTags.blogList],
  };
}

export function presentBlogList(viewer: Viewer, view: BlogListView): Page<BlogSummary> {
  const items = view.page.items.map((row) =>
    toBlogSummary(viewer, row, view.votes.get(row.id) ?? 0),
  );
  return { ...view.page, items };
}

/** A blog as stored, shared until it changes; 404 when there is none (and nothing is kept). */
async function loadBlog(
  services: Services,
  viewer: Viewer,
  blogId: string,
): Promise<{ value: BlogListRow; hit: boolean }> {
  if (!idSchema.safeParse(blogId).success) throw notFound();
  return services.cache.read(
    { key: `blog:${blogId}`, scope: 'shared', tags: [cacheTags.blog(blogId)] },
    async () => {
      const [row] = await services.db
        .select(detailColumns)
        .from(blogs)
        .leftJoin(users, eq(users.id, blogs.authorId))
        .where(eq(blogs.id, blogId))
        .limit(1);
      if (row === undefined) throw notFound();
      return row;
    },
    { readerId: viewer.id },
  );
}

/** A blog as stored and the viewer's vote on it. */
export interface BlogView {
  row: BlogListRow;
  votes: ReadonlyMap<string, MyVote>;
  hit: boolean;
}

/** GET /api/blogs/{id}: the shared blog, then the viewer's vote. */
export async function blogView(
  services: Services,
  viewer: Viewer,
  params: BlogParams,
): Promise<BlogView> {
  const { value: row, hit } = await loadBlog(services, viewer, params.blogId);
  return { row, votes: await viewerVotesOn(services, viewer.id, 'blog', [row.id]), hit };
}

export function blogAnswer(viewer: Viewer, view: BlogView): CacheDeclaration {
  const part = viewerPartOf(viewer, [view.row], view.votes);
  return {
    key: `blog-answer:${view.row.id}:${stampOf(view.row)}:${part}`,
    scope: 'shared',
    tags: [cacheTags.blog(view.row.id)],
  };
}

export function presentBlog(viewer: Viewer, view: BlogView): BlogDetail {
  return toBlogDetail(viewer, view.row, view.votes.get(view.row.id) ?? 0);
}

export async function addBlog(
  services: Services,
  viewer: SessionUser,
  input: BlogInputParsed,
): Promise<Committed<BlogDetail>> {
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .insert(blogs)
      .values({ ...input, authorId: viewer.id })
      .returning(blogColumns);
    if (row === undefined) throw new Error('Inserting the blog returned no row');
    record(domainEvent('blog.added', { blogId: row.id, authorId: viewer.id }));
    return toBlogDetail(viewer, { ...row, authorUsername: viewer.username }, 0);
  });
}

/** The author rewrites their blog; a field left out keeps its stored value. */
export async function updateBlog(
  services: Services,
  viewer: SessionUser,
  params: BlogParams,
  input: BlogUpdateParsed,
): Promise<Committed<BlogDetail>> {
  const blog = await assertCanEditBlog(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .update(blogs)
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.about === undefined ? {} : { about: input.about }),
        ...(input.content === undefined ? {} : { content: input.content }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(blogs.id, blog.id), eq(blogs.authorId, viewer.id)))
      .returning(blogColumns);
    if (row === undefined) throw notFound();
    record(domainEvent('blog.updated', { blogId: row.id, authorId: viewer.id }));
    const mine = await myVotesOn(tx, viewer.id, 'blog', [row.id]);
    return toBlogDetail(viewer, { ...row, authorUsername: viewer.username }, mine.get(row.id) ?? 0);
  });
}

/** The author deletes their blog, and with it its comments, votes and reports. */
export async function deleteBlog(
  services: Services,
  viewer: SessionUser,
  params: BlogParams,
): Promise<Committed<void>> {
  const blog = await assertCanEditBlog(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .delete(blogs)
      .where(and(eq(blogs.id, blog.id), eq(blogs.authorId, viewer.id)))
      .returning({ id: blogs.id });
    if (row === undefined) throw notFound();
    record(domainEvent('blog.deleted', { blogId: row.id, authorId: viewer.id }));
  });
}

const threadOf = (blogId: string): ThreadRef => ({ kind: 'blog', id: blogId });

/** A blog's comments: the shared page, then the viewer's votes. */
export async function blogCommentsView(
  services: Services,
  viewer: Viewer,
  params: BlogParams,
  query: ThreadQueryParsed,
): Promise<ThreadView> {
  const { value: blog } = await loadBlog(services, viewer, params.blogId);
  const thread = threadOf(blog.id);
  const { value: page, hit } = await services.cache.read(
    {
      key: `blog-comments:${blog.id}:${JSON.stringify(query)}`,
      scope: 'shared',
      tags: [cacheTags.blog(blog.id)],
    },
    () => loadThreadPage(services.db, thread, query),
    { readerId: viewer.id },
  );
  return threadViewOf(services, viewer, thread, page, hit);
}

export function blogCommentsAnswer(
  viewer: Viewer,
  params: BlogParams,
  query: ThreadQueryParsed,
  view: ThreadView,
): CacheDeclaration {
  return {
    key: `blog-comments-answer:${params.blogId}:${JSON.stringify(query)}:${stampOf(view.page)}:${threadViewPart(viewer, view)}`,
    scope: 'shared',
    tags: [cacheTags.blog(params.blogId)],
  };
}

export async function addBlogComment(
  services: Services,
  viewer: SessionUser,
  params: BlogParams,
  input: ThreadInputParsed,
): Promise<Committed<ThreadReply>> {
  const blog = await findBlog(services.db, params.blogId);
  return addThreadItem(services, viewer, threadOf(blog.id), input);
}

export async function updateBlogComment(
  services: Services,
  viewer: SessionUser,
  params: BlogCommentParams,
  input: ThreadUpdate,
): Promise<Committed<ThreadReply>> {
  const blog = await findBlog(services.db, params.blogId);
  return updateThreadItem(services, viewer, threadOf(blog.id), params.commentId, input);
}

export async function deleteBlogComment(
  services: Services,
  viewer: SessionUser,
  params: BlogCommentParams,
): Promise<Committed<void>> {
  const blog = await findBlog(services.db, params.blogId);
  return deleteThreadItem(services, viewer, threadOf(blog.id), params.commentId);
}
