import { LoadFailed } from '@/components/load-failed.tsx';
import { ArrowLeft, CalendarDays, Newspaper, PencilLine, Search, ThumbsUp } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { blogSorts, blogTexts, type BlogSort } from '@upsolve/contract';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Input } from '@/components/ui/input.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { SegmentedControl, type SegmentedOption } from '@/components/ui/segmented-control.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { formatTotal } from '@/lib/paging.ts';
import { paths } from '@/lib/paths.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useState } from 'react';
import { useBlogs } from '../api/blogs.ts';
import { BlogCard } from '../components/blog-card.tsx';
import { Stat } from '@/components/ui/stat.tsx';

const sortOptions: SegmentedOption<BlogSort>[] = [
  { value: 'new', label: 'Newest', icon: CalendarDays },
  { value: 'top', label: 'Top', icon: ThumbsUp },
];

const isSort = (value: string | null): value is BlogSort =>
  blogSorts.some((sort) => sort === value);

function BlogsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading blogs"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-44 rounded-xl" />
      ))}
    </div>
  );
}

/**
 * `/blogs`: every blog, newest or top first, searched by title or author (the search and sort are
 * in the address). 'No blogs yet' invites the first one; a search without matches says 'No blogs
 * found'.
 */
function Blogs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sortParam = searchParams.get('sort');
  const sort: BlogSort = isSort(sortParam) ? sortParam : 'new';
  const [typed, setTyped] = useState(searchParams.get('q') ?? '');
  const q = useDebouncedValue(typed.trim(), 300);
  const blogs = useBlogs(q, sort);
  // Every blog, whatever the search: the same list as the results while nothing is searched.
  const everyBlog = useBlogs('', sort);
  useDocumentTitle('Blogs');

  const setParam = (name: string, value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === '' || (name === 'sort' && value === 'new')) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const totalAll = everyBlog.data ? formatTotal(everyBlog.data.total) : '—';
  const shown = blogs.data ? formatTotal(blogs.data.total) : '—';

  const list = () => {
    if (blogs.isError) {
      return (
        <LoadFailed
          title="Could not load the blogs"
          error={blogs.error}
          onRetry={() => void blogs.refetch()}
        />
      );
    }
    if (blogs.isPending) return <BlogsSkeleton />;
    if (blogs.data.items.length === 0) {
      if (q !== '') return <EmptyState icon={Search} title={blogTexts.noneFound} />;
      return (
        <EmptyState
          icon={Newspaper}
          title={blogTexts.noneYet}
          action={<ButtonLink to={paths.addBlog}>{blogTexts.createFirst}</ButtonLink>}
        />
      );
    }
    return (
      <div className="flex flex-col gap-5">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Blogs">
          {blogs.data.items.map((blog) => (
            <li key={blog._id} className="min-w-0">
              <BlogCard blog={blog} />
            </li>
          ))}
        </ul>
        <LoadMoreButton list={blogs} busyLabel="Loading...">
          Load more blogs
        </LoadMoreButton>
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <ButtonLink
          to={paths.dashboard}
          variant="ghost"
          size="sm"
          icon={<ArrowLeft aria-hidden />}
          className="-ml-3 w-fit"
        >
          Back to Dashboard
        </ButtonLink>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Blogs</h1>
            <p className="text-sm text-muted-foreground sm:text-base">
              Editorials, tricks and stories from the community.
            </p>
          </div>
          <ButtonLink to={paths.addBlog} icon={<PencilLine aria-hidden />} className="w-fit">
            Compose
          </ButtonLink>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Stat label="Total Blogs" value={totalAll} />
        <Stat label="All Blogs" value={shown} />
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search blogs by title or author"
            placeholder="Search by title or author"
            className="pl-9"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setParam('q', event.target.value.trim());
            }}
          />
        </div>
        <SegmentedControl
          label="Sort blogs"
          options={sortOptions}
          value={sort}
          onChange={(value) => setParam('sort', value)}
        />
      </div>
      <section aria-labelledby="all-blogs" className="flex flex-col gap-4">
        <h2 id="all-blogs" className="text-lg font-semibold">
          All Blogs
        </h2>
        {list()}
      </section>
    </div>
  );
}

export { Blogs as Component };
