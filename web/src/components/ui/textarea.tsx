import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { useFieldControl } from './field.tsx';
import { controlClasses } from './input.tsx';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  const control = useFieldControl(props);
  return (
    <textarea
      rows={rows}
      className={cn(controlClasses, 'min-h-20 px-3 py-2 leading-relaxed', className)}
      {...props}
      {...control}
    />
  );
}
