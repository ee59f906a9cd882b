import { FileQuestion } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { blogTexts, canEditBlog } from '@upsolve/contract';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorText, isNotFound } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useViewer } from '@/lib/viewer.ts';
import { useBlog, useUpdateBlog } from '../api/blogs.ts';
import { BlogForm } from '../components/blog-form.tsx';

/** `/blogs/:blogId/edit`: the author changes their blog; Save opens it again. */
function EditBlog() {
  const { blogId = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const blog = useBlog(blogId);
  const updateBlog = useUpdateBlog(blogId);
  useDocumentTitle(blog.data ? `Edit — ${blog.data.title}` : 'Edit Blog');

  if (blog.isPending) {
    return (
      <div role="status" aria-label="Loading blog" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  if (blog.isError || !canEditBlog(viewer, { authorId: blog.data.authorId })) {
    return (
      <EmptyState
        icon={FileQuestion}
        title={
          blog.isError && !isNotFound(blog.error)
            ? 'The blog could not be loaded'
            : 'Blog Not Found'
        }
        description={
          blog.isError && !isNotFound(blog.error)
            ? errorText(blog.error)
            : 'Only its author can edit a blog.'
        }
        action={<ButtonLink to={paths.blogs}>{blogTexts.back}</ButtonLink>}
      />
    );
  }
  const { title, about, content } = blog.data;
  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader back={{ to: paths.blog(blogId), label: 'Back to Blog' }} title="Edit Blog" />
      <Card>
        <CardContent>
          <BlogForm
            defaultValues={{ title, about, content }}
            submitLabel="Save Changes"
            busyLabel="Saving..."
            onSubmit={async (input) => {
              const { message } = await updateBlog.mutateAsync(input);
              toast.success(message);
              await navigate(paths.blog(blogId));
            }}
            secondaryAction={
              <ButtonLink to={paths.blog(blogId)} variant="outline">
                Cancel
              </ButtonLink>
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}

export { EditBlog as Component };
