import { useState } from 'react';
import { Link } from 'react-router';
import { ListPlus, Plus } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { listTexts } from '@upsolve/contract';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { errorText } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import {
  currentList,
  listChanged,
  myListsQueryOptions,
  saveListProblems,
} from '@/lib/queries/lists.ts';

export interface AddToListMenuProps {
  problemId: string;
  /** An icon-only button (cards and rows); the problem page shows its label. */
  compact?: boolean;
  className?: string;
}

/**
 * "Add to list" on a problem card, row or page: the viewer's lists, a check beside those holding
 * the problem; choosing one adds the problem at its end or takes it out (the whole order is sent).
 * The lists are read only once the menu opens, so a page of cards costs nothing until then, and
 * in one call that says of each whether it holds the problem; a list's own problems are read only
 * to change them.
 */
export function AddToListMenu({ problemId, compact = false, className }: AddToListMenuProps) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const lists = useQuery({ ...myListsQueryOptions(problemId), enabled: open });

  const toggle = async (listId: string) => {
    setSaving(listId);
    try {
      const list = await currentList(queryClient, listId);
      const ids = list.list.problems.map((problem) => problem._id);
      const next = ids.includes(problemId)
        ? ids.filter((id) => id !== problemId)
        : [...ids, problemId];
      const answer = await saveListProblems(listId, next);
      await listChanged(queryClient, answer.list);
      toast.success(answer.message);
    } catch (error) {
      toast.error(`${listTexts.saveFailed}: ${errorText(error)}`);
    } finally {
      setSaving(null);
    }
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size={compact ? 'sm' : 'md'}
          aria-label={listTexts.addToList}
          icon={<ListPlus aria-hidden />}
          className={cn(compact && 'px-2', className)}
        >
          {compact ? null : listTexts.addToList}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 w-64 overflow-y-auto">
        <DropdownMenuLabel>{listTexts.addToList}</DropdownMenuLabel>
        {lists.isPending ? (
          <DropdownMenuItem disabled>Loading…</DropdownMenuItem>
        ) : lists.isError ? (
          <DropdownMenuItem disabled>{listTexts.listsLoadFailed}</DropdownMenuItem>
        ) : lists.data.length === 0 ? (
          <DropdownMenuItem disabled>{listTexts.noListsYet}</DropdownMenuItem>
        ) : (
          lists.data.map((list) => (
            <DropdownMenuCheckboxItem
              key={list._id}
              checked={list.hasProblem ?? false}
              disabled={saving !== null}
              // The menu stays open, so several lists can be chosen in a row.
              onSelect={(event) => {
                event.preventDefault();
                void toggle(list._id);
              }}
            >
              <span dir="auto" className="user-text min-w-0 truncate">
                {list.name}
              </span>
            </DropdownMenuCheckboxItem>
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.lists}>
            <Plus aria-hidden />
            {listTexts.newList}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
