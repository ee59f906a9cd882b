import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { blogTexts } from '@upsolve/contract';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { paths } from '@/lib/paths.ts';
import { useAddBlog } from '../api/blogs.ts';
import { BlogForm } from '../components/blog-form.tsx';
import { clearDraft, readDraft, saveDraft } from '../lib/draft.ts';

/**
 * `/addblog`: title, about and content, with a live preview. What is typed is kept in this browser
 * as a draft until it is published; success says 'Blog added successfully!' and opens /blogs.
 */
function AddBlog() {
  const navigate = useNavigate();
  const addBlog = useAddBlog();
  const [draft] = useState(readDraft);
  const [publishing, setPublishing] = useState(false);
  const hasDraft = draft.title !== '' || draft.about !== '' || draft.content !== '';
  useDocumentTitle('Add Blog');

  return (
    <div className="mx-auto w-full max-w-6xl">
      <div className="mb-6 flex flex-col gap-4 sm:mb-8">
        <ButtonLink
          to={paths.blogs}
          variant="ghost"
          size="sm"
          icon={<ArrowLeft aria-hidden />}
          className="-ml-3 w-fit"
        >
          {blogTexts.back}
        </ButtonLink>
        <div className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Add Blog</h1>
          <p className="text-sm text-muted-foreground sm:text-base">
            {hasDraft
              ? 'Your unpublished draft is back; it stays in this browser until you publish it.'
              : 'Share an editorial, a trick or a story. Your draft is kept in this browser until you publish it.'}
          </p>
        </div>
      </div>
      <Card>
        <CardContent>
          <BlogForm
            defaultValues={draft}
            submitLabel="Publish Blog"
            busyLabel="Publishing..."
            failureText={blogTexts.addFailed}
            onValuesChange={(values) => {
              if (!publishing) saveDraft(values);
            }}
            onSubmit={async (input) => {
              setPublishing(true);
              try {
                await addBlog.mutateAsync(input);
              } catch (error) {
                setPublishing(false);
                throw error;
              }
              clearDraft();
              toast.success(blogTexts.added);
              await navigate(paths.blogs);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}

export { AddBlog as Component };
