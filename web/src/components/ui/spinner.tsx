import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export interface SpinnerProps {
  className?: string;
  /** Read by screen readers; omit when visible text next to the spinner says what is happening. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span className="inline-flex items-center" role={label ? 'status' : undefined}>
      <LoaderCircle aria-hidden className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
