import { cn } from '@/lib/cn.ts';

/** The green dot on an avatar of someone online (decorative: the text says it too). */
export function PresenceDot({ online, className }: { online: boolean; className?: string }) {
  if (!online) return null;
  return (
    <span
      aria-hidden
      className={cn(
        'absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-surface bg-success',
        className,
      )}
    />
  );
}
