import { useState } from 'react';
import { threadUpdateSchema } from '@upsolve/contract';
import { Banner } from '@/components/ui/banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MarkdownField } from '@/components/ui/markdown-field.tsx';
import { errorText } from '@/lib/api.ts';

export interface ThreadComposerProps {
  /** The field's label: "Add a comment", "Reply", "Edit your post". */
  label: string;
  submitLabel: string;
  busyLabel: string;
  placeholder?: string;
  initial?: string;
  rows?: number;
  /** Sends the text; throws the call's error, shown above the buttons. */
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
}

/**
 * The Markdown box of a thread (new item, reply, edit) with its Write / Preview toggle. The text is
 * checked by the contract's rule before it is sent and cleared once it is.
 */
export function ThreadComposer({
  label,
  submitLabel,
  busyLabel,
  placeholder,
  initial = '',
  rows = 4,
  onSubmit,
  onCancel,
}: ThreadComposerProps) {
  const [content, setContent] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFailure(null);
    const checked = threadUpdateSchema.safeParse({ content });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? 'Content is required');
      return;
    }
    setInvalid(null);
    setBusy(true);
    try {
      await onSubmit(checked.data.content);
      setContent('');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <MarkdownField
        label={label}
        value={content}
        error={invalid ?? undefined}
        rows={rows}
        placeholder={placeholder}
        hint="Markdown with math ($a_i$), code, @mentions and :::spoiler blocks."
        textareaProps={{ value: content, onChange: (event) => setContent(event.target.value) }}
      />
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
