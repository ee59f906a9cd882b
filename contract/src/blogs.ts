import { z } from 'zod';
import { limits } from './limits.ts';
import { idInput, pageQuerySchema } from './fields.ts';
import { optionalText, requiredText } from './text.ts';
import { myVoteSchema, removalSchema, threadItemBaseSchema, threadItemSchema } from './threads.ts';
import type { AuthoredFacts } from './users.ts';
import type { Viewer } from './roles.ts';

/** Blogs (docs/product.md, "Blogs", "Add blog", "Blog"). */
export const blogParamsSchema = z.object({ blogId: idInput() });
export type BlogParams = z.infer<typeof blogParamsSchema>;
export const blogCommentParamsSchema = blogParamsSchema.extend({ commentId: idInput() });
export type BlogCommentParams = z.infer<typeof blogCommentParamsSchema>;

export const blogSorts = ['new', 'top'] as const;
export type BlogSort = (typeof blogSorts)[number];

/** GET /api/blogs: `q` matches a substring of the title or the author's username, any case. */
export const blogsQuerySchema = pageQuerySchema.extend({
  q: optionalText({ label: 'Search', max: limits.searchQuery }).optional(),
  sort: z.enum(blogSorts).default('new'),
});
export type BlogsQuery = z.input<typeof blogsQuerySchema>;
export type BlogsQueryParsed = z.output<typeof blogsQuerySchema>;

const blogFields = {
  title: requiredText({ label: 'Title', max: limits.title }),
  about: requiredText({ label: 'About', max: limits.blogAbout }),
  content: requiredText({ label: 'Content', max: limits.blogContent }),
};

/** Body of POST /api/blogs/addblog: title, about and content are required. */
export const blogInputSchema = z.object(blogFields);
export type BlogInput = z.input<typeof blogInputSchema>;
export type BlogInputParsed = z.output<typeof blogInputSchema>;

/** Body of PUT /api/blogs/{id}: a field left out keeps its stored value. */
export const blogUpdateSchema = z.object({
  title: blogFields.title.optional(),
  about: blogFields.about.optional(),
  content: blogFields.content.optional(),
});
export type BlogUpdate = z.input<typeof blogUpdateSchema>;
export type BlogUpdateParsed = z.output<typeof blogUpdateSchema>;

/**
 * A blog as lists show it: the seed's fields (`author` the username, "[deleted]" once the account
 * is gone) with `content` cut to an excerpt, plus its score, the viewer's vote and its comment
 * count. A removed blog keeps its place as "[removed]" for everyone but its author and moderators.
 */
export const blogSummarySchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  author: z.string(),
  authorId: z.uuid().nullable(),
  about: z.string(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  score: z.number().int(),
  myVote: myVoteSchema,
  commentCount: z.number().int(),
  removed: removalSchema,
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;
export const blogListSchema = z.array(blogSummarySchema);

/** GET /api/blogs/{id}: the whole content (Markdown), and when it was last edited. */
export const blogDetailSchema = blogSummarySchema.extend({
  updatedAt: z.iso.datetime({ offset: true }),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;
export const blogResponseSchema = z.object({ blog: blogDetailSchema });
export const blogMutationResponseSchema = z.object({
  message: z.string(),
  blog: blogDetailSchema,
});

/** GET /api/blogs/{id}/comments: a page of top-level comments, each with its replies. */
export const blogCommentsResponseSchema = z.object({ comments: z.array(threadItemSchema) });
export const blogCommentMutationResponseSchema = z.object({
  message: z.string(),
  comment: threadItemBaseSchema,
});

/** The `message` of each successful blog mutation (the screens show their own texts). */
export const blogMessages = {
  created: 'Blog created successfully',
  updated: 'Blog updated successfully',
  deleted: 'Blog deleted successfully',
} as const;

/** What the screens say (docs/product.md, "Blogs", "Add blog"), exactly. */
export const blogTexts = {
  added: 'Blog added successfully!',
  addFailed: 'Failed to add blog',
  noneFound: 'No blogs found',
  noneYet: 'No blogs yet',
  createFirst: 'Create Your First Blog',
  back: 'Back to Blogs',
  deletedAuthor: '[deleted]',
  removed: '[removed]',
} as const;

/** Only a blog's author edits and deletes it; nobody once the account is gone. */
export function canEditBlog(viewer: Viewer, blog: AuthoredFacts): boolean {
  return blog.authorId !== null && blog.authorId === viewer.id;
}
