import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useFieldControl } from './field.tsx';
import { controlClasses } from './input.tsx';

/** A native select (best on phones and for assistive technology) in the design system's look. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  const control = useFieldControl(props);
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(controlClasses, 'h-10 appearance-none pr-9 pl-3')}
        {...props}
        {...control}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
