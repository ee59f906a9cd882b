import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

export type BannerTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<BannerTone, { classes: string; Icon: typeof Info }> = {
  error: {
    classes: 'border-danger/30 bg-danger-soft text-danger-soft-foreground',
    Icon: CircleAlert,
  },
  success: {
    classes: 'border-success/30 bg-success-soft text-success-soft-foreground',
    Icon: CircleCheck,
  },
  info: { classes: 'border-brand/25 bg-brand-soft text-brand-soft-foreground', Icon: Info },
  warning: {
    classes: 'border-warning-soft-foreground/25 bg-warning-soft text-warning-soft-foreground',
    Icon: TriangleAlert,
  },
};

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A form's error or success message; errors are announced at once. */
export function Banner({ tone = 'error', title, children, className }: BannerProps) {
  const { classes, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', classes, className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-col gap-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="break-words">{children}</div> : null}
      </div>
    </div>
  );
}
