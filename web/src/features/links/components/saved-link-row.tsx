import { useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, ExternalLink, GripVertical, Pencil, Trash2, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  linkRenameSchema,
  linkTexts,
  type LinkRename,
  type LinkRenameParsed,
  type SavedLink,
} from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { userTextProps, UserText } from '@/components/ui/user-text.tsx';
import { errorText } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';
import { useSubmitFailure } from '@/lib/form-failure.ts';
import { useDeleteLink, useRenameLink } from '../api/links.ts';

const iconButton = 'size-9 text-muted-foreground';

/** The name as an input: Enter or Save renames, Escape or Cancel leaves it as it was. */
function RenameForm({ link, onDone }: { link: SavedLink; onDone: () => void }) {
  const rename = useRenameLink(link._id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LinkRename, unknown, LinkRenameParsed>({
    resolver: zodResolver(linkRenameSchema),
    defaultValues: { name: link.name },
  });
  const { failure, showingFailure } = useSubmitFailure(setError, ['name'] as const);
  const submit = handleSubmit((input) =>
    showingFailure(async () => {
      await rename.mutateAsync(input.name);
      onDone();
    }),
  );
  const message = errors.name?.message ?? failure;
  const errorId = `rename-${link._id}-error`;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
      className="flex min-w-0 flex-1 flex-col gap-1"
    >
      <div className="flex items-center gap-1.5">
        <Input
          aria-label={`New name for ${link.name}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          autoFocus
          className="h-9"
          {...register('name')}
        />
        <Button
          type="submit"
          size="icon"
          variant="ghost"
          busy={isSubmitting}
          aria-label="Save name"
          title="Save name"
          className={iconButton}
        >
          <Check aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Cancel renaming"
          title="Cancel renaming"
          className={iconButton}
          onClick={onDone}
        >
          <X aria-hidden />
        </Button>
      </div>
      {message ? (
        <p id={errorId} className="text-xs font-medium text-danger-soft-foreground">
          {message}
        </p>
      ) : null}
    </form>
  );
}

/**
 * One saved link: a handle to drag it (or, focused, Space and the arrow keys), its name and URL
 * (opening in a new tab), and icons to rename and delete it.
 */
export function SavedLinkRow({ link }: { link: SavedLink }) {
  const [renaming, setRenaming] = useState(false);
  const deleteLink = useDeleteLink(link._id);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: link._id });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 bg-surface px-2 py-3 sm:gap-3 sm:px-4',
        isDragging && 'relative z-10 rounded-lg shadow-lg ring-2 ring-ring',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${link.name}`}
        title="Drag to reorder, or press Space and use the arrow keys"
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground hover:bg-muted active:cursor-grabbing"
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      {renaming ? (
        <RenameForm link={link} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div className="flex min-w-0 flex-1 flex-col">
            <UserText className="truncate font-medium text-foreground">{link.name}</UserText>
            <a
              href={link.link}
              target="_blank"
              rel="noopener noreferrer nofollow"
              {...userTextProps}
              className={cn(
                userTextProps.className,
                'inline-flex min-w-0 items-center gap-1 text-sm text-brand-soft-foreground hover:underline',
              )}
            >
              <span className="truncate">{link.link}</span>
              <ExternalLink aria-hidden className="size-3.5 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Rename ${link.name}`}
            title="Rename link"
            className={cn(iconButton, 'hover:text-foreground')}
            onClick={() => setRenaming(true)}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`${linkTexts.deleteLink} ${link.name}`}
            title={linkTexts.deleteLink}
            busy={deleteLink.isPending}
            className={cn(iconButton, 'hover:bg-danger-soft hover:text-danger-soft-foreground')}
            onClick={() =>
              deleteLink.mutate(undefined, {
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            <Trash2 aria-hidden />
          </Button>
        </>
      )}
    </li>
  );
}
