import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { listTexts } from '@upsolve/contract';
import type { ListDetail } from '@upsolve/contract';
import { ListProgress } from '@/components/list-progress.tsx';
import { ListVisibilityBadge } from '@/components/list-visibility-badge.tsx';
import { UserLink } from '@/components/user-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog.tsx';
import { CopyButton } from '@/components/ui/copy-button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { UserText } from '@/components/ui/user-text.tsx';
import { paths } from '@/lib/paths.ts';
import { useDeleteList, useUpdateList } from '../api/lists.ts';
import { ListForm } from './list-form.tsx';

/** The list's name, owner, visibility, description and the viewer's progress; the owner's tools. */
export function ListHeader({ list, owner }: { list: ListDetail; owner: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateList(list._id);
  const remove = useDeleteList(list._id);
  const navigate = useNavigate();
  const link = `${window.location.origin}${paths.list(list._id)}`;

  const actions = owner ? (
    <>
      {list.visibility === 'private' ? null : (
        <CopyButton
          text={link}
          label={listTexts.copyLink}
          copiedLabel={listTexts.linkCopied}
          what="link"
        />
      )}
      <Button
        variant="outline"
        icon={<Pencil aria-hidden />}
        aria-expanded={editing}
        onClick={() => setEditing((open) => !open)}
      >
        {listTexts.edit}
      </Button>
      <ConfirmDeleteDialog
        trigger={
          <Button variant="outline" icon={<Trash2 aria-hidden />}>
            {listTexts.delete}
          </Button>
        }
        title={listTexts.delete}
        question={listTexts.deleteConfirm}
        confirmLabel={listTexts.delete}
        pending={remove.isPending}
        error={remove.error}
        onOpen={() => remove.reset()}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: ({ message }) => {
              toast.success(message);
              void navigate(paths.lists);
            },
          })
        }
      />
    </>
  ) : list.visibility === 'private' ? null : (
    <CopyButton
      text={link}
      label={listTexts.copyLink}
      copiedLabel={listTexts.linkCopied}
      what="link"
    />
  );

  return (
    <>
      <PageHeader
        back={owner ? { to: paths.lists, label: listTexts.backToLists } : undefined}
        title={<UserText>{list.name}</UserText>}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <ListVisibilityBadge visibility={list.visibility} />
            <span>
              {listTexts.by} <UserLink user={list.owner} />
            </span>
          </span>
        }
        actions={actions}
        className="mb-4 sm:mb-6"
      />
      {editing ? (
        <Card className="mb-6">
          <CardContent>
            <ListForm
              initial={{
                name: list.name,
                description: list.description,
                visibility: list.visibility,
              }}
              submitLabel={listTexts.save}
              busyLabel={listTexts.saving}
              failedTitle={listTexts.saveFailed}
              onCancel={() => setEditing(false)}
              onSubmit={async (input) => {
                const answer = await update.mutateAsync(input);
                toast.success(answer.message);
                setEditing(false);
              }}
            />
          </CardContent>
        </Card>
      ) : null}
      {list.description === '' ? null : (
        <UserText as="p" className="mb-4 text-sm whitespace-pre-line text-muted-foreground">
          {list.description}
        </UserText>
      )}
      <ListProgress solved={list.solvedCount} total={list.problemCount} className="mb-6 max-w-md" />
    </>
  );
}
