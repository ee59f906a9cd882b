import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from './button.tsx';

export interface CopyButtonProps {
  /** What is put on the clipboard. */
  text: string;
  /** The button's name for assistive technology, before and after copying. */
  label: string;
  copiedLabel: string;
  /** Names the text in the failure toast: 'code', 'text'. */
  what: string;
}

/** How long the button says "Copied" before it offers to copy again. */
const copiedFeedbackMs = 2000;

/** A small 'Copy' button for a block's header; says 'Copied' for a moment after it worked. */
export function CopyButton({ text, label, copiedLabel, what }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), copiedFeedbackMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // The clipboard is refused outside a secure context or without permission.
      toast.error(`Could not copy to the clipboard. Select the ${what} and copy it instead.`);
    }
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void copy()}
      aria-label={copied ? copiedLabel : label}
      icon={copied ? <Check aria-hidden /> : <Copy aria-hidden />}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
