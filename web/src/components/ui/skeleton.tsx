import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A grey block where content will appear: loading screens show skeletons, not spinners. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
  );
}
