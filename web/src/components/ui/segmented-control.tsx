import type { ComponentType } from 'react';
import { cn } from '@/lib/cn.ts';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

/** A small group of toggle buttons of which one is pressed (Write / Preview, Cards / Compact). */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('flex rounded-lg bg-muted p-0.5', className)}
    >
      {options.map(({ value: option, label: optionLabel, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors',
            value === option
              ? 'bg-surface text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon aria-hidden className="size-3.5" />
          {optionLabel}
        </button>
      ))}
    </div>
  );
}
