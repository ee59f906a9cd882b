import { useState, type KeyboardEvent } from 'react';
import { limits, type AiConversationSummary } from '@upsolve/contract';
import { Lightbulb, MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog.tsx';
import { controlClasses } from '@/components/ui/input.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';
import { errorText } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { useDeleteConversation, useRenameConversation } from '../api/conversations.ts';
import { aiChatTexts } from '../lib/texts.ts';

export interface ConversationItemProps {
  conversation: AiConversationSummary;
  selected: boolean;
  /** The conversation was deleted (the screen leaves it if it was open). */
  onDeleted: (conversationId: string) => void;
}

/** The title edited in place: Enter saves, Escape cancels; a refusal stays under it. */
function RenameField({
  conversation,
  onDone,
}: {
  conversation: AiConversationSummary;
  onDone: () => void;
}) {
  const [title, setTitle] = useState(conversation.title);
  const rename = useRenameConversation(conversation._id);
  const save = () => {
    if (title.trim() === '' || title.trim() === conversation.title) {
      onDone();
      return;
    }
    rename.mutate(title, { onSuccess: onDone });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };
  return (
    <div className="flex flex-1 flex-col gap-1 p-1">
      <input
        aria-label={aiChatTexts.renameLabel}
        value={title}
        maxLength={limits.aiConversationTitle}
        // The field opens for typing: moving focus into it is what the rename button asked for.
        autoFocus
        readOnly={rename.isPending}
        aria-invalid={rename.isError || undefined}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={onKeyDown}
        // Leaving the field cancels, as Escape does, unless a save is on its way.
        onBlur={() => {
          if (!rename.isPending) onDone();
        }}
        className={cn(controlClasses, 'h-8 px-2')}
      />
      {rename.isError ? (
        <p role="alert" className="text-xs text-danger">
          {errorText(rename.error)}
        </p>
      ) : null}
    </div>
  );
}

/** One conversation of the sidebar: open it, rename it in place, or delete it (asked first). */
export function ConversationItem({ conversation, selected, onDeleted }: ConversationItemProps) {
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteConversation(conversation._id, onDeleted);
  const Icon = conversation.problem === null ? MessageSquare : Lightbulb;
  return (
    <li
      className={cn(
        'group flex items-center gap-1 rounded-lg',
        selected ? 'bg-brand-soft' : 'hover:bg-muted',
      )}
    >
      {renaming ? (
        <RenameField conversation={conversation} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <Link
            to={paths.askAiConversation(conversation._id)}
            aria-current={selected ? 'page' : undefined}
            // A long title is cut to the sidebar's width; the whole of it shows on hover.
            title={conversation.title}
            className="flex min-w-0 flex-1 items-center gap-2 px-2 py-2 text-sm"
          >
            <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span {...userTextProps} className={cn(userTextProps.className, 'truncate')}>
              {conversation.title}
            </span>
          </Link>
          <Button
            variant="ghost"
            size="sm"
            className="size-8 px-0"
            aria-label={aiChatTexts.rename(conversation.title)}
            title={aiChatTexts.rename(conversation.title)}
            onClick={() => setRenaming(true)}
            icon={<Pencil aria-hidden />}
          />
          <ConfirmDeleteDialog
            trigger={
              <Button
                variant="ghost"
                size="sm"
                className="size-8 px-0"
                aria-label={aiChatTexts.delete(conversation.title)}
                title={aiChatTexts.delete(conversation.title)}
                icon={<Trash2 aria-hidden />}
              />
            }
            title={aiChatTexts.deleteTitle}
            question={aiChatTexts.deleteQuestion}
            confirmLabel={aiChatTexts.deleteConfirm}
            pending={remove.isPending}
            error={remove.error}
            onOpen={() => remove.reset()}
            onConfirm={() => remove.mutate()}
          />
        </>
      )}
    </li>
  );
}
