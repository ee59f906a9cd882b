import type { ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export interface EmptyStateProps {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: ReactNode;
  description?: ReactNode;
  /** Usually one Button or ButtonLink that gets the user going. */
  action?: ReactNode;
  className?: string;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center',
        className,
      )}
    >
      {Icon ? (
        <div className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
          <Icon aria-hidden className="size-6" />
        </div>
      ) : null}
      <Heading className="text-base font-semibold text-foreground">{title}</Heading>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
