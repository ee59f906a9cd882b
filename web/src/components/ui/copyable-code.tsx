import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn.ts';
import { Button } from './button.tsx';

export interface CopyableCodeProps {
  /** Names the block (e.g. 'Example input'); also names the copy button for assistive technology. */
  label: string;
  code: string;
  className?: string;
}

/** How long the button says "Copied" before it offers to copy again. */
const copiedFeedbackMs = 2000;

/**
 * Verbatim text (sample tests, output) in a monospace block with a copy button: whitespace is
 * kept exactly, long lines scroll inside the block instead of widening the page.
 */
export function CopyableCode({ label, code, className }: CopyableCodeProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedFeedbackMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // The clipboard is refused outside a secure context or without permission.
      toast.error('Could not copy to the clipboard. Select the text and copy it instead.');
    }
  };

  return (
    <figure
      className={cn('min-w-0 overflow-hidden rounded-lg border border-border bg-muted', className)}
    >
      <figcaption className="flex items-center justify-between gap-2 border-b border-border py-1 pr-1 pl-3">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {label}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void copy()}
          aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
          icon={copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </figcaption>
      <pre className="overflow-x-auto px-3 py-2.5 font-mono text-[0.8125rem] leading-relaxed text-foreground">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
