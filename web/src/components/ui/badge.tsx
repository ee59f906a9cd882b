import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-muted text-muted-foreground border-border',
  brand: 'bg-brand-soft text-brand-soft-foreground border-brand/20',
  success: 'bg-success-soft text-success-soft-foreground border-success/25',
  warning: 'bg-warning-soft text-warning-soft-foreground border-warning-soft-foreground/20',
  danger: 'bg-danger-soft text-danger-soft-foreground border-danger/25',
};

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
