import { cn } from '@/lib/cn.ts';
import { CopyButton } from './copy-button.tsx';

export interface CopyableCodeProps {
  /** Names the block (e.g. 'Example input'); also names the copy button for assistive technology. */
  label: string;
  code: string;
  className?: string;
}

/**
 * Verbatim text (sample tests, output) in a monospace block with a copy button: whitespace is
 * kept exactly, long lines scroll inside the block instead of widening the page.
 */
export function CopyableCode({ label, code, className }: CopyableCodeProps) {
  return (
    <figure
      className={cn('min-w-0 overflow-hidden rounded-lg border border-border bg-muted', className)}
    >
      <figcaption className="flex items-center justify-between gap-2 border-b border-border py-1 pr-1 pl-3">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {label}
        </span>
        <CopyButton
          text={code}
          label={`Copy ${label.toLowerCase()}`}
          copiedLabel={`${label} copied`}
          what="text"
        />
      </figcaption>
      <pre className="overflow-x-auto px-3 py-2.5 font-mono text-[0.8125rem] leading-relaxed text-foreground">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
