import { cn } from '@/lib/cn.ts';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<AvatarSize, string> = {
  sm: 'size-7 text-xs',
  md: 'size-9 text-sm',
  lg: 'size-12 text-lg',
  xl: 'size-20 text-3xl',
};

// Soft tones that keep AA contrast in both themes; a name always gets the same one.
const palette = [
  'bg-brand-soft text-brand-soft-foreground',
  'bg-success-soft text-success-soft-foreground',
  'bg-warning-soft text-warning-soft-foreground',
  'bg-danger-soft text-danger-soft-foreground',
  'bg-muted text-foreground',
];

function toneOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] ?? 'bg-muted text-foreground';
}

export interface AvatarProps {
  /** The username; its first letter is shown. */
  name: string | null | undefined;
  size?: AvatarSize;
  className?: string;
}

/** A user's initial in a coloured circle (decorative: the name is always shown beside it). */
export function Avatar({ name, size = 'md', className }: AvatarProps) {
  const label = name?.trim() || '?';
  const initial = [...label][0]?.toUpperCase() ?? '?';
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold select-none',
        sizes[size],
        toneOf(label),
        className,
      )}
    >
      {initial}
    </span>
  );
}
