import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { useFieldControl } from './field.tsx';

/** Shared by Input, Textarea and Select so every control looks and focuses the same. */
export const controlClasses =
  'w-full rounded-lg border border-input bg-surface text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground hover:border-muted-foreground/50 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  const control = useFieldControl(props);
  return <input className={cn(controlClasses, 'h-10 px-3', className)} {...props} {...control} />;
}
