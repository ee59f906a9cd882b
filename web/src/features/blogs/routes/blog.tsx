import { FileQuestion, Pencil, Trash2 } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { blogTexts, canEditBlog, canVote, type BlogDetail } from '@upsolve/contract';
import { RemovalNote } from '@/components/removal-note.tsx';
import { ReportButton } from '@/components/report-button.tsx';
import { UserLink } from '@/components/user-link.tsx';
import { VoteButtons } from '@/components/vote-buttons.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { MarkdownView } from '@/components/ui/markdown-view.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { UserText } from '@/components/ui/user-text.tsx';
import { errorText, isNotFound } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { formatShortDate } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useBlog, useBlogVoted, useDeleteBlog } from '../api/blogs.ts';
import { BlogComments } from '../components/blog-comments.tsx';

function DeleteBlogButton({ blogId }: { blogId: string }) {
  const navigate = useNavigate();
  const deleteBlog = useDeleteBlog(blogId);
  return (
    <ConfirmDeleteDialog
      trigger={
        <Button variant="outline" icon={<Trash2 aria-hidden />}>
          Delete
        </Button>
      }
      title="Delete blog"
      question="Are you sure you want to delete this blog?"
      confirmLabel="Delete Blog"
      pending={deleteBlog.isPending}
      error={deleteBlog.error}
      onOpen={() => deleteBlog.reset()}
      onConfirm={() => {
        deleteBlog.mutateAsync().then(
          ({ message }) => {
            toast.success(message);
            return navigate(paths.blogs);
          },
          () => undefined,
        );
      }}
    >
      <p className="mt-3 text-sm text-muted-foreground">Its comments go with it.</p>
    </ConfirmDeleteDialog>
  );
}

function LoadedBlog({ blog }: { blog: BlogDetail }) {
  const viewer = useViewer();
  const onVoted = useBlogVoted(blog._id);
  const facts = { authorId: blog.authorId };
  const isAuthor = canEditBlog(viewer, facts);
  const removed = blog.removed !== null;
  return (
    <article aria-labelledby="blog-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        back={{ to: paths.blogs, label: blogTexts.back }}
        title={<UserText id="blog-title">{blog.title}</UserText>}
        description={blog.about !== '' ? <UserText>{blog.about}</UserText> : undefined}
        className="mb-0 sm:mb-0"
        actions={
          isAuthor ? (
            <>
              {removed ? null : (
                <ButtonLink
                  to={paths.editBlog(blog._id)}
                  variant="outline"
                  icon={<Pencil aria-hidden />}
                >
                  Edit
                </ButtonLink>
              )}
              <DeleteBlogButton blogId={blog._id} />
            </>
          ) : null
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3 border-y border-border py-2">
        <p className="text-sm text-muted-foreground">
          by{' '}
          {blog.authorId !== null ? (
            <UserLink user={{ _id: blog.authorId, username: blog.author }} />
          ) : (
            blog.author
          )}{' '}
          · <time dateTime={blog.createdAt}>{formatShortDate(blog.createdAt)}</time>
          {blog.updatedAt !== blog.createdAt ? ' (edited)' : null}
        </p>
        <div className="flex items-center gap-1">
          <VoteButtons
            kind="blog"
            id={blog._id}
            score={blog.score}
            myVote={blog.myVote}
            canVote={!removed && blog.authorId !== null && canVote(viewer, facts)}
            noun="blog"
            onVoted={onVoted}
          />
          {!isAuthor && !removed ? <ReportButton kind="blog" id={blog._id} noun="blog" /> : null}
        </div>
      </div>
      {/* Hidden from this viewer, the title itself reads "[removed]". */}
      {blog.removed?.reason != null ? <RemovalNote removed={blog.removed} /> : null}
      {blog.content !== '' ? <MarkdownView source={blog.content} /> : null}
      <hr className="border-border" />
      <BlogComments blogId={blog._id} commentCount={blog.commentCount} />
    </article>
  );
}

/** `/blogs/:blogId`: the blog, rendered, with its votes and comments; its author edits or deletes it. */
function BlogScreen() {
  const { blogId = '' } = useParams();
  const blog = useBlog(blogId);
  useDocumentTitle(blog.data?.title ?? (blog.isError ? 'Blog Not Found' : 'Blog'));
  if (blog.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading blog"
        className="mx-auto flex max-w-3xl flex-col gap-4"
      >
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (blog.isError) {
    const notFound = isNotFound(blog.error);
    return (
      <EmptyState
        icon={FileQuestion}
        title={notFound ? 'Blog Not Found' : 'The blog could not be loaded'}
        description={notFound ? 'It may have been deleted.' : errorText(blog.error)}
        action={<ButtonLink to={paths.blogs}>{blogTexts.back}</ButtonLink>}
      />
    );
  }
  return <LoadedBlog blog={blog.data} />;
}

export { BlogScreen as Component };
