import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { userTextProps } from '@/components/ui/user-text.tsx';

/** A problem's tag: opens the dashboard filtered to that tag. */
export function TagLink({ tag, className }: { tag: string; className?: string }) {
  return (
    <Link
      to={paths.dashboardTag(tag)}
      aria-label={`Problems tagged ${tag}`}
      dir={userTextProps.dir}
      className={cn(
        userTextProps.className,
        'inline-flex items-center rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground transition-colors hover:bg-brand-soft hover:text-brand-soft-foreground',
        className,
      )}
    >
      {tag}
    </Link>
  );
}
