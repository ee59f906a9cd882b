import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toaster.tsx';
import { useToggleBookmark } from '../api/problem.ts';

export interface BookmarkButtonProps {
  problemId: string;
  isBookmarked: boolean;
}

/**
 * The bookmark toggle. It shows the state the server confirmed: while the call runs the button
 * is busy, and it flips only when the call succeeds.
 */
export function BookmarkButton({ problemId, isBookmarked }: BookmarkButtonProps) {
  const toggle = useToggleBookmark(problemId);
  return (
    <Button
      variant={isBookmarked ? 'secondary' : 'outline'}
      aria-pressed={isBookmarked}
      busy={toggle.isPending}
      icon={isBookmarked ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
      onClick={() =>
        toggle.mutate(!isBookmarked, {
          onError: (error) => {
            console.warn('Bookmark change failed.', error);
            toast.error(
              isBookmarked ? 'Could not remove the bookmark.' : 'Could not bookmark the problem.',
            );
          },
        })
      }
    >
      {isBookmarked ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
}
