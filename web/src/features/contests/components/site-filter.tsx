import { Check } from 'lucide-react';
import { contestSourceLabels, contestSources, type ContestSource } from '@upsolve/contract';
import { cn } from '@/lib/cn.ts';

export interface SiteFilterProps {
  chosen: readonly ContestSource[];
  onChange: (sites: ContestSource[]) => void;
}

/** One toggle chip per site; the calendar, totals and countdown show the pressed ones. */
export function SiteFilter({ chosen, onChange }: SiteFilterProps) {
  const toggle = (site: ContestSource) =>
    onChange(
      chosen.includes(site)
        ? chosen.filter((name) => name !== site)
        : contestSources.filter((name) => name === site || chosen.includes(name)),
    );
  return (
    <div role="group" aria-label="Show contests from" className="flex flex-wrap gap-2">
      {contestSources.map((site) => {
        const on = chosen.includes(site);
        return (
          <button
            key={site}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(site)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
              on
                ? 'border-brand/30 bg-brand-soft text-brand-soft-foreground'
                : 'border-border bg-surface text-muted-foreground hover:text-foreground',
            )}
          >
            {on ? <Check aria-hidden className="size-3.5" /> : null}
            {contestSourceLabels[site]}
          </button>
        );
      })}
    </div>
  );
}
