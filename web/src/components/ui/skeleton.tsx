import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A grey block where content will appear (DESIGN.md §13: loading shows skeletons). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
  );
}
