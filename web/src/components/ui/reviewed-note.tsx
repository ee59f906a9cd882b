import { CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

/**
 * Stands where Add Review would be once the viewer has reviewed the item: one review each, a
 * second is refused.
 */
export function ReviewedNote({ className }: { className?: string }) {
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm text-muted-foreground', className)}>
      <CircleCheck aria-hidden className="size-4 text-success" />
      You reviewed this
    </p>
  );
}
