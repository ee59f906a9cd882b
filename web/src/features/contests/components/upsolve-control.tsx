import { ListTodo } from 'lucide-react';
import { toast } from '@/components/ui/toaster.tsx';
import { upsolveTexts } from '@upsolve/contract';
import type { UpsolveSource } from '@upsolve/contract';
import { ListProgress } from '@/components/list-progress.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/api.ts';
import { useUpsolveContest } from '../api/contests.ts';

export interface UpsolveControlProps {
  source: UpsolveSource;
  contestId: string;
  contestName: string;
  /** The viewer's progress once they upsolve the contest; undefined before. */
  progress: { solved: number; total: number } | undefined;
}

/**
 * On an ended Codeforces or AtCoder contest: "Upsolve this contest" puts its problems on the
 * viewer's to-do; from then on, "k of n upsolved" with a bar.
 */
export function UpsolveControl({ source, contestId, contestName, progress }: UpsolveControlProps) {
  const upsolve = useUpsolveContest();
  if (progress !== undefined) {
    return (
      <ListProgress
        solved={progress.solved}
        total={progress.total}
        text={upsolveTexts.progress(progress.solved, progress.total)}
        className="w-full sm:w-48"
      />
    );
  }
  const start = () =>
    upsolve.mutate(
      { source, contestId },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  return (
    <Button
      variant="outline"
      size="sm"
      icon={<ListTodo aria-hidden />}
      busy={upsolve.isPending}
      busyLabel="Adding..."
      aria-label={`${upsolveTexts.button}: ${contestName}`}
      onClick={start}
    >
      {upsolveTexts.button}
    </Button>
  );
}
