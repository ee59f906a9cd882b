import { useState } from 'react';
import { MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  blogTexts,
  canEditThreadItem,
  canVote,
  threadMessages,
  type ThreadItem,
  type ThreadReply,
  type Viewer,
} from '@upsolve/contract';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog.tsx';
import { MarkdownView } from '@/components/ui/markdown-view.tsx';
import { RemovalNote } from '@/components/removal-note.tsx';
import { ReportButton } from '@/components/report-button.tsx';
import { UserLink } from '@/components/user-link.tsx';
import { VoteButtons } from '@/components/vote-buttons.tsx';
import { cn } from '@/lib/cn.ts';
import { formatShortDate } from '@/lib/format.ts';
import { ThreadComposer } from './thread-composer.tsx';
import type { ThreadHandlers } from './thread-types.ts';

const capitalised = (noun: string) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;

function DeleteItemButton({ id, handlers }: { id: string; handlers: ThreadHandlers }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const Noun = capitalised(handlers.noun);
  return (
    <ConfirmDeleteDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground"
          icon={<Trash2 aria-hidden />}
        >
          Delete
        </Button>
      }
      title={`Delete ${handlers.noun}`}
      question={`Are you sure you want to delete this ${handlers.noun}?`}
      confirmLabel={`Delete ${Noun}`}
      pending={pending}
      error={error}
      onOpen={() => setError(null)}
      onConfirm={() => {
        setPending(true);
        handlers.remove(id).then(
          () => toast.success(threadMessages.deleted),
          (failure: unknown) => {
            setPending(false);
            setError(failure);
          },
        );
      }}
    />
  );
}

/** What the item says: its Markdown, "[deleted]", or the moderator's removal. */
function ItemBody({ item }: { item: ThreadReply }) {
  if (item.deleted) {
    return <p className="text-sm text-muted-foreground italic">{blogTexts.deletedAuthor}</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <RemovalNote removed={item.removed} />
      {item.content !== '' ? (
        <MarkdownView source={item.content} variant="message" className="text-sm text-foreground" />
      ) : null}
    </div>
  );
}

export interface ThreadItemViewProps {
  item: ThreadReply | ThreadItem;
  viewer: Viewer;
  handlers: ThreadHandlers;
  /** The item the address points at (`#comment-{id}`, from a notification): it stands out. */
  targetId?: string | null;
}

/** The anchor of an item, as notifications link to it: `comment-{id}`, `post-{id}`. */
export const threadAnchor = (kind: string, id: string) => `${kind}-${id}`;

/**
 * One comment or post: who wrote it and when, its text, its votes, and what the viewer may do
 * with it: reply (to a top-level item), edit and delete (its author), report (anyone else).
 */
export function ThreadItemView({ item, viewer, handlers, targetId = null }: ThreadItemViewProps) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const Noun = capitalised(handlers.noun);
  const authorName = item.author ? `@${item.author.username}` : blogTexts.deletedAuthor;
  const facts = { authorId: item.author?._id ?? null };
  const gone = item.deleted || item.removed !== null;
  const mayEdit = canEditThreadItem(viewer, {
    ...facts,
    removed: item.removed !== null,
    deleted: item.deleted,
  });
  const isTopLevel = item.parentId === null;
  const replies = 'replies' in item ? item.replies : [];

  return (
    <article
      id={threadAnchor(handlers.kind, item._id)}
      tabIndex={-1}
      aria-label={`${Noun} by ${authorName}`}
      className={cn(
        'flex min-w-0 scroll-mt-24 flex-col gap-2 rounded-lg outline-none',
        targetId === item._id &&
          'bg-brand-soft/40 ring-2 ring-brand/40 ring-offset-4 ring-offset-background',
      )}
    >
      <div className="flex min-w-0 items-center gap-2 text-sm">
        <Avatar name={item.author?.username} size="sm" />
        <span className="min-w-0 truncate font-semibold">
          {item.author ? <UserLink user={item.author} /> : authorName}
        </span>
        <span aria-hidden className="text-muted-foreground">
          ·
        </span>
        <time dateTime={item.createdAt} className="shrink-0 text-xs text-muted-foreground">
          {formatShortDate(item.createdAt)}
        </time>
        {item.editedAt !== null ? (
          <span className="text-xs text-muted-foreground">(edited)</span>
        ) : null}
      </div>
      <div className="pl-9">
        {editing ? (
          <ThreadComposer
            label={`Edit your ${handlers.noun}`}
            initial={item.content}
            submitLabel="Save"
            busyLabel="Saving..."
            onCancel={() => setEditing(false)}
            onSubmit={async (content) => {
              await handlers.edit(item._id, content);
              toast.success(threadMessages.updated);
              setEditing(false);
            }}
          />
        ) : (
          <ItemBody item={item} />
        )}
        <div className="mt-1 flex flex-wrap items-center gap-1">
          <VoteButtons
            kind={handlers.kind}
            id={item._id}
            score={item.score}
            myVote={item.myVote}
            canVote={!gone && item.author !== null && canVote(viewer, facts)}
            noun={handlers.noun}
            onVoted={(result) => handlers.voted(item._id, result)}
          />
          {isTopLevel && !gone ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-muted-foreground"
              icon={<MessageSquareReply aria-hidden />}
              aria-expanded={replying}
              onClick={() => setReplying((open) => !open)}
            >
              Reply
            </Button>
          ) : null}
          {mayEdit && !editing ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                className="text-muted-foreground"
                icon={<Pencil aria-hidden />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
              <DeleteItemButton id={item._id} handlers={handlers} />
            </>
          ) : null}
          {!gone && !mayEdit && item.author !== null && item.author._id !== viewer.id ? (
            <ReportButton kind={handlers.kind} id={item._id} noun={handlers.noun} />
          ) : null}
        </div>
        {replying ? (
          <div className="mt-2">
            <ThreadComposer
              label="Your reply"
              submitLabel="Send Reply"
              busyLabel="Replying..."
              rows={3}
              onCancel={() => setReplying(false)}
              onSubmit={async (content) => {
                await handlers.add({ content, parentId: item._id });
                setReplying(false);
              }}
            />
          </div>
        ) : null}
        {replies.length > 0 ? (
          <ul
            aria-label={`Replies to ${authorName}`}
            className="mt-3 flex flex-col gap-4 border-l-2 border-border pl-4"
          >
            {replies.map((reply) => (
              <li key={reply._id}>
                <ThreadItemView
                  item={reply}
                  viewer={viewer}
                  handlers={handlers}
                  targetId={targetId}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
